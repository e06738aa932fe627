// "toollint: New tool..." in a real VS Code (issue 15): the Build mode's page runs in the webview under its CSP (it
// says ready), and an Insert at the cursor of a TypeScript file writes zod code that the server lints clean.
'use strict';
const assert = require('assert');
const vscode = require('vscode');
const { waitFor, codeOf, ours, newFile } = require('./helpers');

const MODEL = {
  name: 'get_weather',
  description: 'Get the current weather for a city.',
  params: [
    { name: 'city', type: 'string', description: 'City name', enumValues: [], nullable: false, properties: [] },
    { name: 'unit', type: 'string', description: 'Unit; null for the local one', enumValues: ['c', 'f'], nullable: true, properties: [] },
  ],
};

describe('toollint: New tool...', function () {
  it('opens the builder page, which runs, and inserts a zod tool that lints clean', async function () {
    // A line that may hold tools, so the server starts with the document (an empty file does not start it).
    // (Files of their own: an untitled document's name is reused, and under load VS Code handed the new one the last
    // untitled document's diagnostics.)
    const doc = await newFile('new-tool.ts', '// The agent\'s tools.\n');
    const editor = await vscode.window.showTextDocument(doc);
    editor.selection = new vscode.Selection(1, 0, 1, 0);
    await vscode.commands.executeCommand('toollint.newTool');
    await waitFor(async () => (await vscode.commands.executeCommand('toollint.builderState')).ready, 30_000, 'the builder page to run in its webview');
    await vscode.commands.executeCommand('toollint.builderPost', { type: 'insert', model: MODEL, shape: 'zod', text: '' });
    const state = await vscode.commands.executeCommand('toollint.builderState');
    assert.equal(state.last.action, 'inserted');
    assert.match(doc.getText(), /export const getWeatherParameters = z\.strictObject\(\{/);
    assert.match(doc.getText(), /unit: z\.enum\(\["c", "f"\]\)\.nullable\(\)/);
    assert.equal(editor.document, doc);
    // The server lints the new text: the tool is found (a hover on its name) and nothing above info is reported.
    await waitFor(async () => {
      const hovers = await vscode.commands.executeCommand('vscode.executeHoverProvider', doc.uri, doc.positionAt(doc.getText().indexOf('get_weather') + 2));
      return hovers && hovers.length > 0;
    }, 60_000, 'a toollint hover on the inserted tool');
    // The hover can answer for the new text before the diagnostics of that version are published (those of an earlier
    // lint may still stand for a moment): wait for them to settle, then assert.
    const serious = () => ours(doc.uri).filter((d) => d.severity <= vscode.DiagnosticSeverity.Warning).map(codeOf);
    await waitFor(() => serious().length === 0, 20_000, 'the inserted tool to lint clean').catch(() => {});
    assert.deepEqual(serious(), [], `${doc.uri} (version ${doc.version}): ${ours(doc.uri).map((d) => `${d.range.start.line + 1}: ${d.message}`).join(' | ')}`);
    await vscode.commands.executeCommand('workbench.action.files.revert');
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('"Edit this tool in the builder" opens on the selected tool and writes the edited one in its place', async function () {
    const tool = { type: 'function', function: { name: 'ping', description: 'Check the server answers.', strict: true, parameters: { type: 'object', properties: {}, required: [], additionalProperties: false } } };
    const content = `[\n  ${JSON.stringify(tool)},\n  {"type": "function", "function": {"name": "other"}}\n]\n`;
    const doc = await newFile('edit-tool.json', content);
    const editor = await vscode.window.showTextDocument(doc);
    const start = content.indexOf('{"type"');
    editor.selection = new vscode.Selection(doc.positionAt(start), doc.positionAt(start + JSON.stringify(tool).length + 1)); // with its comma
    await vscode.commands.executeCommand('toollint.editToolInBuilder');
    await waitFor(async () => (await vscode.commands.executeCommand('toollint.builderState')).ready, 30_000, 'the builder page on the selected tool');
    const model = { name: 'ping', description: 'Check the server answers, with a timeout.', params: [{ name: 'timeout_ms', type: 'integer', description: 'Milliseconds to wait', enumValues: [], nullable: true, properties: [], minimum: '1', maximum: '60000' }] };
    await vscode.commands.executeCommand('toollint.builderPost', { type: 'insert', model, shape: 'openai', text: '' });
    const list = JSON.parse(doc.getText());
    assert.equal(list.length, 2);
    assert.equal(list[0].function.description, model.description);
    assert.deepEqual(list[0].function.parameters.required, ['timeout_ms']);
    assert.equal(list[1].function.name, 'other');
    // A tool the builder cannot write back is refused (nothing opens, nothing changes).
    editor.selection = new vscode.Selection(doc.positionAt(doc.getText().indexOf('{"type": "function", "function": {"name": "other"')), doc.positionAt(doc.getText().lastIndexOf('}') + 1));
    const before = doc.getText();
    await vscode.commands.executeCommand('toollint.editToolInBuilder');
    assert.equal(doc.getText(), before);
    await vscode.commands.executeCommand('workbench.action.files.revert');
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });
});
