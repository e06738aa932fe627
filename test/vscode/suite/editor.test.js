// The editor as users meet it (issue 14): the quick-fix menu's order, no quick fix where no finding is, status counts
// that match Problems and come back after a restart, the trace setting, rule docs offline, the live report.
'use strict';
const assert = require('assert');
const fs = require('fs');
const path = require('path');
const vscode = require('vscode');
const { waitFor, codeOf, ours } = require('./helpers');

const folder = () => vscode.workspace.workspaceFolders[0].uri;
const OURS = /^(Auto-strict|Disable |Show documentation|Add |Make |Remove |Move |Set |Replace |Rename |Change )/;

async function open(name) {
  const doc = await vscode.workspace.openTextDocument(vscode.Uri.joinPath(folder(), name));
  const editor = await vscode.window.showTextDocument(doc);
  return { doc, editor };
}
/** The code actions VS Code would list at a range, in its order (executeCodeActionProvider sorts as the menu does). */
const actionsAt = async (uri, range, kind = vscode.CodeActionKind.QuickFix.value) =>
  (await vscode.commands.executeCommand('vscode.executeCodeActionProvider', uri, range, kind)) || [];
const lineOf = (doc, text) => doc.getText().split('\n').findIndex((l) => l.includes(text));

describe('the editor as users meet it', function () {
  let doc, editor;

  before(async function () {
    ({ doc, editor } = await open('weather-tools.jsonc'));
    await waitFor(() => ours(doc.uri).length > 0, 60_000, 'toollint diagnostics on weather-tools.jsonc');
  });

  it('Ctrl+. lists the preferred fix first, Auto-strict next, "Disable" and docs after every fix; plain titles', async function () {
    const line = lineOf(doc, '"days"');
    const here = ours(doc.uri).filter((d) => d.range.start.line === line);
    assert.ok(here.some((d) => codeOf(d) === 'numeric-bounds') && here.some((d) => codeOf(d) === 'optional-not-required'), here.map(codeOf).join(', '));
    let titles = [];
    const actions = await waitFor(async () => {
      const a = await actionsAt(doc.uri, here[0].range);
      titles = a.map((x) => x.title);
      return a.some((x) => x.title.startsWith('Show documentation')) ? a : null;
    }, 30_000, () => `the code actions on "days"; offered: ${titles.join(' | ')}`);
    assert.strictEqual(actions[0].isPreferred, true, `the first is the preferred fix: ${titles.join(' | ')}`);
    assert.ok(actions[0].edit, titles[0]);
    const firstAfter = titles.findIndex((t) => /^(Auto-strict|Disable |Show documentation)/.test(t));
    assert.ok(firstAfter >= 1, titles.join(' | '));
    const after = titles.slice(firstAfter);
    assert.deepStrictEqual(after.slice(0, 2), ['Auto-strict this tool (get_weather)', 'Auto-strict all tools in file'], titles.join(' | '));
    assert.ok(after.slice(2).every((t) => /^(Disable |Show documentation)/.test(t)), `only Disable and docs after Auto-strict: ${titles.join(' | ')}`);
    assert.ok(after.includes('Disable numeric-bounds for this line') && after.includes('Show documentation for numeric-bounds'), titles.join(' | '));
    assert.deepStrictEqual(titles.filter((t) => t.includes('`')), [], 'no literal backticks');
  });

  it('no toollint quick fix on a line without a finding; fix-all on save is still there', async function () {
    for (const text of ['[', '"type": "function"', '"description": "Get the weather forecast']) {
      const line = lineOf(doc, text);
      assert.ok(line >= 0 && !ours(doc.uri).some((d) => d.range.start.line <= line && d.range.end.line >= line), `line ${line + 1} has no finding`);
      const titles = (await actionsAt(doc.uri, new vscode.Range(line, 0, line, 1))).map((a) => a.title);
      assert.deepStrictEqual(titles.filter((t) => OURS.test(t)), [], `no toollint quick fix on line ${line + 1}: ${titles.join(' | ')}`);
    }
    const fixAll = await actionsAt(doc.uri, new vscode.Range(0, 0, 0, 0), 'source.fixAll.toollint');
    assert.deepStrictEqual(fixAll.map((a) => a.title), ['Auto-strict all tools in file']);
  });

  it('the status bar counts the tool\'s errors and the file\'s as Problems lists them, and comes back after a restart', async function () {
    await vscode.window.showTextDocument(doc);
    const getTime = lineOf(doc, '"get_time"');
    const errorsIn = (from, to) => ours(doc.uri).filter((d) => d.severity === vscode.DiagnosticSeverity.Error && d.range.start.line >= from && d.range.start.line < to).length;
    const own = errorsIn(0, getTime - 3);
    const all = errorsIn(0, doc.lineCount);
    assert.ok(own > 0 && own < all, `errors in both tools (${own} of ${all})`);
    const line = lineOf(doc, '"city"');
    editor.selection = new vscode.Selection(line, 12, line, 12);
    const want = new RegExp(`^get_weather · \\d+ tokens/call · ${own} errors \\(${all} in file\\)$`);
    const shown = () => vscode.commands.executeCommand('toollint.statusBarText');
    await waitFor(async () => want.test(await shown()), 20_000, async () => `the status bar to say ${want}; it says ${JSON.stringify(await shown())}`);
    // the built-in Problems count of the file: toollint's errors there are the ones counted
    const problems = vscode.languages.getDiagnostics(doc.uri).filter((d) => d.source === 'toollint' && d.severity === vscode.DiagnosticSeverity.Error).length;
    assert.strictEqual(problems, all);
    await vscode.commands.executeCommand('toollint.restartServer');
    await waitFor(async () => want.test(await shown()), 30_000, async () => `the status bar back after the restart, cursor unmoved; it says ${JSON.stringify(await shown())}`);
    assert.strictEqual(editor.selection.active.line, line, 'the cursor did not move');
  });

  it('toollint.trace.server = verbose shows the trace and a line per lint in Output › toollint, at the default log level', async function () {
    const config = vscode.workspace.getConfiguration('toollint');
    const lines = () => vscode.commands.executeCommand('toollint.outputLines');
    const before = (await lines()).length;
    await config.update('trace.server', 'verbose', vscode.ConfigurationTarget.Workspace);
    try {
      await editor.edit((e) => e.insert(new vscode.Position(0, 0), ' '));
      const seen = await waitFor(async () => {
        const now = (await lines()).slice(before);
        return now.some((l) => /linted .*weather-tools\.jsonc \(version \d+\) in \d+ ms: 2 tools, \d+ findings/.test(l)) && now.some((l) => /publishDiagnostics/.test(l)) ? now : null;
      }, 30_000, async () => `a lint line and the message trace; new lines: ${(await lines()).slice(before).slice(-8).join(' | ')}`);
      assert.ok(seen.length > 0);
    } finally {
      await config.update('trace.server', undefined, vscode.ConfigurationTarget.Workspace);
    }
    const quiet = (await lines()).length;
    await editor.edit((e) => e.delete(new vscode.Range(0, 0, 0, 1)));
    await waitFor(() => !doc.isDirty || doc.getText().startsWith('//'), 5_000, 'the edit');
    await waitFor(() => ours(doc.uri).length > 0, 30_000, 'diagnostics');
    await new Promise((r) => setTimeout(r, 1000)); // the lint of this edit has been published; nothing may be traced
    assert.deepStrictEqual((await lines()).slice(quiet).filter((l) => /linted |publishDiagnostics/.test(l)), [], 'no trace once the setting is off');
    await vscode.commands.executeCommand('workbench.action.files.revert');
  });

  it('"Show documentation" opens the shipped rule page as a markdown preview, with the web link', async function () {
    const d = ours(doc.uri).find((x) => codeOf(x) === 'numeric-bounds');
    const action = (await actionsAt(doc.uri, d.range)).find((a) => a.title === 'Show documentation for numeric-bounds');
    assert.ok(action && action.command, 'the docs action');
    const shown = await vscode.commands.executeCommand(action.command.command, ...action.command.arguments);
    const uri = vscode.Uri.parse(shown);
    assert.strictEqual(uri.scheme, 'toollint-docs', `shown from the extension, not the web: ${shown}`);
    const text = (await vscode.workspace.openTextDocument(uri)).getText();
    const shipped = fs.readFileSync(path.join(vscode.extensions.getExtension('toollint.toollint').extensionPath, 'docs', 'rules', 'numeric-bounds.md'), 'utf8');
    assert.ok(text.endsWith(shipped), 'the shipped page, whole');
    assert.match(text.split('\n')[0], /On the web: <https:\/\/github\.com\/.*docs\/rules\/numeric-bounds\.md>/);
    const tab = await waitFor(() => vscode.window.tabGroups.all.flatMap((g) => g.tabs).find((t) => t.input instanceof vscode.TabInputWebview && /numeric-bounds\.md/.test(t.label)), 20_000, 'the markdown preview tab');
    await vscode.window.tabGroups.close(tab);
  });

  it('the report follows the document and the settings live, and draws each tool\'s bar by property', async function () {
    await vscode.window.showTextDocument(doc);
    await vscode.commands.executeCommand('toollint.showReport');
    const state = () => vscode.commands.executeCommand('toollint.reportState');
    const first = await waitFor(state, 20_000, 'the report');
    assert.deepStrictEqual(first.report.tools.map((t) => t.name), ['get_weather', 'get_time']);
    const weather = first.report.tools[0];
    assert.deepStrictEqual(weather.properties.map((p) => p.name), ['city', 'days', 'units']);
    assert.ok(weather.properties.every((p) => p.tokens > 0) && weather.properties.reduce((s, p) => s + p.tokens, 0) < weather.tokens.openai);
    assert.strictEqual(first.report.budget, 500);
    assert.strictEqual(first.report.totals.openai.perCall, first.report.tools.reduce((s, t) => s + t.tokens.openai, 0));
    // an edit: a fourth property appears in the report without reopening it
    const editor2 = await vscode.window.showTextDocument(doc, vscode.ViewColumn.One);
    const line = lineOf(doc, '"units"');
    await editor2.edit((e) => e.insert(new vscode.Position(line, 10), '"lang": { "type": "string", "description": "Language" },\n          '));
    await waitFor(async () => {
      const s = await state();
      return s && s.report.tools[0].properties.some((p) => p.name === 'lang');
    }, 30_000, 'the report to show the new property');
    // a setting: the budget line moves
    const config = vscode.workspace.getConfiguration('toollint');
    await config.update('warnAboveTokens', 40, vscode.ConfigurationTarget.Workspace);
    try {
      await waitFor(async () => (await state()).report.budget === 40, 30_000, 'the report to use the new budget');
    } finally {
      await config.update('warnAboveTokens', undefined, vscode.ConfigurationTarget.Workspace);
    }
    await vscode.commands.executeCommand('workbench.action.files.revert');
    const tab = vscode.window.tabGroups.all.flatMap((g) => g.tabs).find((t) => t.input instanceof vscode.TabInputWebview && /toollint: weather-tools\.jsonc/.test(t.label));
    assert.ok(tab, 'the report tab');
    await vscode.window.tabGroups.close(tab);
  });
});
