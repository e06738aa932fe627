// The extension's features in a real VS Code: diagnostics, hover, quick fixes, Auto-strict, fix-all on save,
// status bar, settings. Every wait polls; nothing sleeps a fixed time.
'use strict';
const assert = require('assert');
const vscode = require('vscode');

const { waitFor, codeOf, ours, codeActionAt } = require('./helpers');
const folder = () => vscode.workspace.workspaceFolders[0].uri;

async function open(name) {
  const doc = await vscode.workspace.openTextDocument(vscode.Uri.joinPath(folder(), name));
  await vscode.window.showTextDocument(doc);
  return doc;
}

describe('toollint features', function () {
  let doc;

  before(async function () {
    doc = await open('book_flight.json');
    await waitFor(() => ours(doc.uri).length > 0, 60_000, 'toollint diagnostics on book_flight.json');
  });

  it('publishes diagnostics with rule codes, docs links, targets and exact ranges', function () {
    const diags = ours(doc.uri);
    const notes = diags.find((d) => codeOf(d) === 'untyped-property');
    assert.ok(notes, `untyped-property among ${diags.map(codeOf).join(', ')}`);
    assert.strictEqual(notes.severity, vscode.DiagnosticSeverity.Error);
    assert.deepStrictEqual([notes.range.start.line, notes.range.start.character, notes.range.end.line, notes.range.end.character], [12, 8, 12, 15]);
    assert.match(notes.message, /^\[openai-strict, openai, anthropic, google\] Property `notes` has no type/);
    assert.ok(notes.code.target.toString().endsWith('docs/rules/untyped-property.md'));
    const codes = new Set(diags.map(codeOf));
    for (const c of ['missing-additional-properties-false', 'optional-not-required', 'enum-in-description', 'numeric-bounds', 'not-strict']) assert.ok(codes.has(c), c);
  });

  it('shows token counts on hover over the tool name', async function () {
    const hovers = await vscode.commands.executeCommand('vscode.executeHoverProvider', doc.uri, new vscode.Position(3, 15));
    const text = hovers.flatMap((h) => h.contents.map((c) => (typeof c === 'string' ? c : c.value))).join('\n');
    assert.match(text, /\*\*`book_flight`\*\*/);
    assert.match(text, /OpenAI \(o200k_base\) \| \d+ \| \+13 \|/);
    assert.match(text, /Budget: \d+ of 500 tokens/);
  });

  it('shows the cost of the tool under the cursor in the status bar', async function () {
    const editor = await vscode.window.showTextDocument(doc);
    editor.selection = new vscode.Selection(new vscode.Position(9, 12), new vscode.Position(9, 12));
    const text = await waitFor(async () => {
      const t = await vscode.commands.executeCommand('toollint.statusBarText');
      return /^book_flight · \d+ tokens\/call · \d+ errors$/.test(t) ? t : null;
    }, 20_000, 'the status bar text for book_flight');
    assert.match(text, /· 7 errors$/);
  });

  it('applies a quick fix, then "Auto-strict all", leaving no fixable finding', async function () {
    const missing = ours(doc.uri).find((d) => codeOf(d) === 'missing-additional-properties-false');
    const quick = await codeActionAt(doc.uri, missing.range, (a) => a.title === 'Add "additionalProperties": false to the root object', 'that adds additionalProperties');
    assert.ok(await vscode.workspace.applyEdit(quick.edit));
    assert.match(doc.getText(), /"additionalProperties": false/);
    await waitFor(() => !ours(doc.uri).some((d) => codeOf(d) === 'missing-additional-properties-false'), 30_000, 'the fixed finding to go');
    const all = await codeActionAt(doc.uri, () => ours(doc.uri)[0].range, (a) => a.title === 'Auto-strict all tools in file', '"Auto-strict all tools in file"');
    assert.ok(await vscode.workspace.applyEdit(all.edit));
    await waitFor(() => {
      const left = ours(doc.uri).map(codeOf);
      return !left.includes('optional-not-required') && !left.includes('not-strict') && left.includes('untyped-property');
    }, 30_000, () => `only unfixable findings to stay; have ${ours(doc.uri).map(codeOf).join(', ')}`);
    await vscode.commands.executeCommand('workbench.action.files.revert');
    await waitFor(() => ours(doc.uri).some((d) => codeOf(d) === 'optional-not-required'), 30_000, 'the findings after revert');
  });

  it('fixes all on save with editor.codeActionsOnSave', async function () {
    const uri = vscode.Uri.joinPath(folder(), '.tmp-save.json');
    await vscode.workspace.fs.writeFile(uri, Buffer.from(doc.getText(), 'utf8'));
    try {
      const config = vscode.workspace.getConfiguration('editor', { languageId: 'json' });
      await config.update('codeActionsOnSave', { 'source.fixAll.toollint': 'explicit' }, vscode.ConfigurationTarget.Workspace, true);
      const saved = await vscode.workspace.openTextDocument(uri);
      const editor = await vscode.window.showTextDocument(saved);
      await waitFor(() => ours(uri).length > 0, 60_000, 'diagnostics on the copy');
      await editor.edit((e) => e.insert(new vscode.Position(0, 0), ' '));
      await saved.save();
      const onDisk = Buffer.from(await vscode.workspace.fs.readFile(uri)).toString('utf8');
      assert.match(onDisk, /"strict": true/);
      assert.match(onDisk, /"additionalProperties": false/);
      await waitFor(() => !ours(uri).some((d) => codeOf(d) === 'optional-not-required'), 30_000, 'no fixable finding after save');
      await config.update('codeActionsOnSave', undefined, vscode.ConfigurationTarget.Workspace, true);
      await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
    } finally {
      await vscode.workspace.fs.delete(uri);
    }
  });

  it('re-lints when the targets setting changes', async function () {
    await vscode.window.showTextDocument(doc);
    const config = vscode.workspace.getConfiguration('toollint');
    await config.update('targets', ['anthropic'], vscode.ConfigurationTarget.Workspace);
    try {
      await waitFor(() => {
        const d = ours(doc.uri);
        return d.length > 0 && d.every((x) => x.message.startsWith('[anthropic]'));
      }, 30_000, () => `diagnostics for anthropic only; have ${ours(doc.uri).map((d) => d.message.slice(0, 40)).join(' | ')}`);
    } finally {
      await config.update('targets', undefined, vscode.ConfigurationTarget.Workspace);
    }
    await waitFor(() => ours(doc.uri).some((d) => d.message.includes('openai-strict')), 30_000, 'the default targets back');
  });

  it('opens the per-file report from the status bar command', async function () {
    await vscode.window.showTextDocument(doc);
    await vscode.commands.executeCommand('toollint.showReport');
    const tab = await waitFor(
      () => vscode.window.tabGroups.all.flatMap((g) => g.tabs).find((t) => t.input instanceof vscode.TabInputWebview && /toollint: book_flight\.json/.test(t.label)),
      20_000,
      'the report tab',
    );
    assert.ok(tab);
    await vscode.window.tabGroups.close(tab);
  });

  it('runs "Auto-strict all tools in file" from the command palette command', async function () {
    await vscode.window.showTextDocument(doc);
    await vscode.commands.executeCommand('toollint.autoStrictFile');
    await waitFor(() => /"strict": true/.test(doc.getText()), 20_000, 'the command to edit the document');
    await waitFor(() => !ours(doc.uri).some((d) => codeOf(d) === 'not-strict'), 30_000, 'not-strict to go');
    await vscode.commands.executeCommand('workbench.action.files.revert');
    await waitFor(() => ours(doc.uri).some((d) => codeOf(d) === 'not-strict'), 30_000, 'the findings after revert');
  });

  it('restarts the server on command and keeps linting', async function () {
    await vscode.window.showTextDocument(doc);
    await vscode.commands.executeCommand('toollint.restartServer');
    const editor = await vscode.window.showTextDocument(doc);
    // `        "notes": { "description": ...`: the type goes right after the opening brace
    await editor.edit((e) => e.insert(new vscode.Position(12, 19), '"type": "string", '));
    assert.match(doc.lineAt(12).text, /"notes": \{ "type": "string", "description"/);
    await waitFor(() => {
      const codes = ours(doc.uri).map(codeOf);
      return codes.includes('optional-not-required') && !codes.includes('untyped-property') && !codes.includes('json-parseable');
    }, 30_000, () => `diagnostics from the restarted server; have ${ours(doc.uri).map(codeOf).join(', ')}`);
    await vscode.commands.executeCommand('workbench.action.files.revert');
  });

  it('restarts a crashed server by itself', async function () {
    const { execFileSync } = require('child_process');
    const path = require('path');
    const server = path.join(vscode.extensions.getExtension('toollint.toollint').extensionPath, 'dist', 'server.js');
    const pids = () =>
      execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' })
        .split('\n')
        .filter((l) => l.includes(server))
        .map((l) => Number(l.trim().split(/\s+/)[0]));
    const before = pids();
    assert.strictEqual(before.length, 1, `one server process: ${before}`);
    process.kill(before[0], 'SIGKILL');
    const after = await waitFor(() => {
      const now = pids();
      return now.length === 1 && now[0] !== before[0] ? now : null;
    }, 30_000, 'a new server process');
    assert.notStrictEqual(after[0], before[0]);
    const editor = await vscode.window.showTextDocument(doc);
    await editor.edit((e) => e.insert(new vscode.Position(12, 19), '"type": "string", '));
    await waitFor(() => {
      const codes = ours(doc.uri).map(codeOf);
      return codes.includes('optional-not-required') && !codes.includes('untyped-property');
    }, 30_000, 'diagnostics from the restarted server');
    await vscode.commands.executeCommand('workbench.action.files.revert');
  });

  it('in TypeScript: a zod .optional() field is reported and its quick fix makes it .nullable()', async function () {
    const ts = await open('notes.ts');
    const d = await waitFor(
      () => ours(ts.uri).find((x) => codeOf(x) === 'optional-not-required'),
      60_000,
      () => `optional-not-required on notes.ts; have ${ours(ts.uri).map(codeOf).join(', ')}`,
    );
    assert.strictEqual(ts.getText(d.range), "note: z.string().optional().describe('Note text')");
    assert.match(d.message, /^\[openai-strict\]/);
    // the .optional() call that causes it, as related information
    assert.strictEqual(d.relatedInformation?.length, 1);
    assert.strictEqual(ts.getText(d.relatedInformation[0].location.range), '.optional()');
    assert.match(d.relatedInformation[0].message, /lets the model omit `note`/);
    const nullable = await codeActionAt(ts.uri, d.range, (a) => a.title.startsWith('Replace .optional() with .nullable()'), 'that replaces .optional() with .nullable()');
    assert.ok(await vscode.workspace.applyEdit(nullable.edit));
    assert.match(ts.getText(), /note: z\.string\(\)\.nullable\(\)\.describe\('Note text'\)/);
    await waitFor(() => !ours(ts.uri).some((x) => codeOf(x) === 'optional-not-required'), 30_000, 'the finding to go');
    await vscode.commands.executeCommand('workbench.action.files.revert');
  });

  it('in Python: a literal tool dict is reported once the parser has loaded, and its quick fix writes Python', async function () {
    const py = await open('weather.py');
    const d = await waitFor(
      () => ours(py.uri).find((x) => codeOf(x) === 'missing-additional-properties-false'),
      60_000,
      () => `missing-additional-properties-false on weather.py; have ${ours(py.uri).map(codeOf).join(', ')}`,
    );
    assert.strictEqual(py.getText(d.range), '"parameters"');
    const add = await codeActionAt(py.uri, d.range, (a) => /additionalProperties/.test(a.title) && !!a.edit, 'that adds additionalProperties');
    assert.ok(await vscode.workspace.applyEdit(add.edit));
    assert.match(py.getText(), /"additionalProperties": False/);
    await waitFor(() => !ours(py.uri).some((x) => codeOf(x) === 'missing-additional-properties-false'), 30_000, 'the finding to go');
    await vscode.commands.executeCommand('workbench.action.files.revert');
  });
});
