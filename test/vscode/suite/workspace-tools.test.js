// The Explorer's "toollint: Tools in workspace" view in a real VS Code: every tool of the workspace's files with its
// cost, the same figure the hover gives for it, and one request's cost with all of them; it follows a save.
'use strict';
const assert = require('assert');
const vscode = require('vscode');
const { waitFor, newFile } = require('./helpers');

const model = () => vscode.commands.executeCommand('toollint.workspaceToolsModel');
const hoverText = async (uri, pos) => {
  const hovers = (await vscode.commands.executeCommand('vscode.executeHoverProvider', uri, pos)) || [];
  return hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value))).join('\n');
};

describe('toollint: Tools in workspace', function () {
  it('lists every file with tools, each tool with the hover\'s cost, and one request with all of them', async function () {
    await vscode.commands.executeCommand('workbench.view.explorer');
    await vscode.commands.executeCommand('toollint.workspaceTools.focus');
    const m = await model();
    assert.deepStrictEqual(m.failures, []);
    const byName = new Map(m.files.map((f) => [vscode.workspace.asRelativePath(f.uri), f]));
    for (const f of ['book_flight.json', 'tools.json', 'weather-tools.jsonc', 'weather.py', 'notes.ts', 'mcp-server.mjs']) assert.ok(byName.has(f), `${f} among ${[...byName.keys()].join(', ')}`);
    assert.ok(!byName.has('plain.json'), 'a file without tools is not listed');
    const weather = byName.get('weather-tools.jsonc');
    assert.deepStrictEqual(weather.tools.map((t) => t.name), ['get_weather', 'get_time'], 'tools by cost, the dearest first');
    assert.ok(weather.errors > 0, 'the file\'s errors are counted');
    // Each tool's figure is the language server's: its hover on the tool's name says the same count.
    for (const t of weather.tools) {
      const doc = await vscode.workspace.openTextDocument(t.uri);
      assert.strictEqual(doc.getText(new vscode.Range(t.range.start, t.range.end)).replace(/"/g, ''), t.name, 'the range is the tool\'s name');
      const text = await waitFor(async () => {
        const h = await hoverText(t.uri, new vscode.Position(t.range.start.line, t.range.start.character + 2));
        return /OpenAI \(/.test(h) && h;
      }, 60_000, `a hover on ${t.name}`);
      assert.match(text, new RegExp(`OpenAI \\(o200k_base\\) \\| ${t.tokens} \\| \\+13 \\|`), `${t.name}: ${t.tokens} tokens in the view; the hover: ${text}`);
    }
    // Files by cost, and one request: every tool's tokens and the request's own 13.
    const costs = m.files.map((f) => f.tokens);
    assert.deepStrictEqual(costs, [...costs].sort((a, b) => b - a));
    const all = m.files.flatMap((f) => f.tools);
    assert.strictEqual(m.tools, all.length);
    assert.strictEqual(m.perRequest, all.reduce((n, t) => n + t.tokens, 0) + 13);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('reads the workspace again after a save while it is shown', async function () {
    const before = (await model()).tools;
    const doc = await newFile('saved-tools.json', '[]\n');
    const editor = await vscode.window.showTextDocument(doc);
    await editor.edit((b) => b.replace(new vscode.Range(0, 0, 0, 2), '[{ "name": "saved_tool", "description": "Added and saved.", "input_schema": { "type": "object", "properties": {} } }]'));
    await vscode.commands.executeCommand('toollint.workspaceTools.focus');
    await doc.save();
    const after = await waitFor(async () => {
      const m = await model();
      return m.files.some((f) => f.tools.some((t) => t.name === 'saved_tool')) && m;
    }, 60_000, 'saved_tool in the view after the save');
    assert.strictEqual(after.tools, before + 1);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });
});
