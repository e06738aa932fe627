// First end-to-end test: the extension activates on a tool-definition file in a real VS Code and its
// language server publishes toollint diagnostics for it.
'use strict';
const assert = require('assert');
const vscode = require('vscode');

const EXTENSION_ID = 'toollint.toollint';
const { waitFor, codeOf, ours: toollintDiagnostics } = require('./helpers');

describe('toollint in a real VS Code', function () {
  let doc;

  before(async function () {
    const folder = vscode.workspace.workspaceFolders && vscode.workspace.workspaceFolders[0];
    assert.ok(folder, 'the workspace test/vscode/workspace is open');
    console.log(`VS Code ${vscode.version}, workspace ${folder.uri.toString()}`);
    doc = await vscode.workspace.openTextDocument(vscode.Uri.joinPath(folder.uri, 'tools.json'));
    await vscode.window.showTextDocument(doc);
  });

  it('activates on tools.json', async function () {
    await waitFor(() => {
      const ext = vscode.extensions.getExtension(EXTENSION_ID);
      return ext && ext.isActive;
    }, 60_000, () => (vscode.extensions.getExtension(EXTENSION_ID)
      ? `${EXTENSION_ID} to become active (it is installed but not active: check its activationEvents and that its main file loads)`
      : `${EXTENSION_ID} to be present (not found: check package.json publisher/name, and engines.vscode <= ${vscode.version})`));
  });

  it('publishes missing-additional-properties-false for an object schema without additionalProperties', async function () {
    const ext = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(ext && ext.isActive, `${EXTENSION_ID} is not active (see the test above)`);
    const diags = await waitFor(() => {
      const found = toollintDiagnostics(doc.uri).filter((d) => codeOf(d) === 'missing-additional-properties-false');
      return found.length ? found : null;
    }, 60_000, () => `a toollint diagnostic with code missing-additional-properties-false on ${doc.uri.toString()}; have: ${
      JSON.stringify(vscode.languages.getDiagnostics(doc.uri).map((d) => ({ source: d.source, code: codeOf(d), message: d.message })))}`);
    const d = diags[0];
    assert.strictEqual(d.source, 'toollint');
    assert.strictEqual(codeOf(d), 'missing-additional-properties-false');
    assert.ok(d.message.length > 0, 'the diagnostic has a message');
  });
});
