// Shared by the end-to-end suites (loaded by them, not by mocha: it is not a *.test.js file).
'use strict';
const vscode = require('vscode');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Polls fn every 200 ms until it returns a truthy value, for at most ms; never a fixed sleep. */
async function waitFor(fn, ms, what) {
  const start = Date.now();
  for (;;) {
    const value = await fn();
    if (value) return value;
    if (Date.now() - start > ms) throw new Error(`timed out after ${ms / 1000} s waiting for ${typeof what === 'function' ? what() : what}`);
    await sleep(200);
  }
}

/** A diagnostic's code, whether VS Code gives it as a value or as {value, target}. */
const codeOf = (d) => (d.code !== null && typeof d.code === 'object' ? d.code.value : d.code);

/** toollint's own diagnostics (the built-in JSON server publishes too). */
const ours = (uri) => vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'toollint');

/**
 * The code action at range that pick chooses, polled: VS Code drops a code action request when anything
 * cancels it (a content change, a busy extension host), and an empty answer then is not the extension's.
 */
async function codeActionAt(uri, range, pick, what) {
  let titles = [];
  return waitFor(async () => {
    const actions = (await vscode.commands.executeCommand('vscode.executeCodeActionProvider', uri, typeof range === 'function' ? range() : range, vscode.CodeActionKind.QuickFix.value)) || [];
    titles = actions.map((a) => a.title);
    return actions.find(pick);
  }, 30_000, () => `the code action ${what}; offered: ${titles.join(' | ') || 'none'}`);
}

/**
 * Closes every editor and waits until the untitled documents a test opened are closed in this extension host too: VS
 * Code reuses an untitled name (Untitled-1) once its document is gone, and a busy host can still hand out the old
 * document for it to the next openTextDocument({ content }).
 */
async function closeAllEditors(...untitled) {
  for (const doc of untitled) {
    if (doc.isClosed) continue;
    await vscode.window.showTextDocument(doc);
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
  }
  await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  await waitFor(() => untitled.every((d) => d.isClosed), 30_000, () => `the documents ${untitled.filter((d) => !d.isClosed).map((d) => d.uri.toString()).join(', ')} to close`);
  // The server clears a closed document's diagnostics: a reused name must not start with them.
  await waitFor(() => untitled.every((d) => ours(d.uri).length === 0), 30_000, () => `the diagnostics of the closed ${untitled.filter((d) => ours(d.uri).length > 0).map((d) => d.uri.toString()).join(', ')} to go`);
}

/** A new file in the workspace (a copy made for this run), opened: a name of its own, unlike an untitled document. */
async function newFile(name, content) {
  const uri = vscode.Uri.joinPath(vscode.workspace.workspaceFolders[0].uri, name);
  await vscode.workspace.fs.writeFile(uri, Buffer.from(content, 'utf8'));
  return vscode.workspace.openTextDocument(uri);
}

module.exports = { sleep, waitFor, codeOf, ours, codeActionAt, closeAllEditors, newFile };
