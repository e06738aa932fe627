// "toollint: New tool...": the playground's Build mode (dist/playground/builder.js) in a webview beside the editor;
// Insert writes the built tool at the cursor in the file's own language (JSON, an object literal or zod code in
// TypeScript/JavaScript, a dict in Python), Copy puts it on the clipboard. The webview loads only its script and
// stylesheet (its CSP); the inserted tool is linted by the language server like any other.
import * as vscode from 'vscode';
import { defaultShapeFor, OUTPUT_SHAPES, textToInsert, type OutputShape, type ToolModel } from '../../playground/schema-builder';
import { builderHtml } from '../../playground/webview-html';

export const NEW_TOOL_COMMAND = 'toollint.newTool';

interface BuilderMessage {
  type: 'insert' | 'copy';
  model: ToolModel;
  shape: OutputShape;
  text: string;
}

/** For tests (toollint.builderState): whether the last panel's page ran, and its last insert or copy. */
const state: { ready: boolean; last?: { action: 'inserted' | 'copied'; text: string; uri?: string } } = { ready: false };
/** For tests (toollint.builderPost): hands a message to the last panel as its page would. */
let post: ((m: unknown) => Promise<void>) | undefined;

function isMessage(m: unknown): m is BuilderMessage {
  const x = m as Partial<BuilderMessage> | null;
  return !!x && (x.type === 'insert' || x.type === 'copy') && typeof x.text === 'string' && OUTPUT_SHAPES.some((s) => s.id === x.shape) && !!x.model && Array.isArray(x.model.params);
}

function html(webview: vscode.Webview, root: vscode.Uri, shape: OutputShape): string {
  const nonce = globalThis.crypto.randomUUID().replace(/-/g, '');
  return builderHtml({ asset: (f) => webview.asWebviewUri(vscode.Uri.joinPath(root, f)).toString(), cspSource: webview.cspSource, nonce, shape });
}

/** Opens the builder for the active editor (remembered: the webview takes the focus). */
async function openBuilder(context: vscode.ExtensionContext): Promise<vscode.WebviewPanel> {
  const editor = vscode.window.activeTextEditor;
  const root = vscode.Uri.joinPath(context.extensionUri, 'dist', 'playground');
  const panel = vscode.window.createWebviewPanel('toollint.builder', 'toollint: New tool', vscode.ViewColumn.Beside, { enableScripts: true, retainContextWhenHidden: true, localResourceRoots: [root] });
  panel.webview.html = html(panel.webview, root, defaultShapeFor(editor?.document.languageId));
  state.ready = false;
  post = (m) => onMessage(editor, m);
  panel.webview.onDidReceiveMessage((m: unknown) => onMessage(editor, m));
  return panel;
}

/** What the page sends: it ran (ready), Insert at cursor, Copy. */
async function onMessage(editor: vscode.TextEditor | undefined, m: unknown): Promise<void> {
  if ((m as { type?: unknown } | null)?.type === 'ready') {
    state.ready = true;
    return;
  }
  if (!isMessage(m)) return;
  if (m.type === 'insert' && editor && !editor.document.isClosed) {
    const line = editor.document.lineAt(editor.selection.active.line).text;
    let text: string | undefined;
    try {
      text = textToInsert(m.model, m.shape, editor.document.languageId, /^\s*/.exec(line)![0]);
    } catch {
      text = undefined; // A model the page did not send whole: copied instead, below.
    }
    if (text !== undefined && (await editor.edit((b) => b.replace(editor.selection, text)))) {
      state.last = { action: 'inserted', text, uri: editor.document.uri.toString() };
      await vscode.window.showTextDocument(editor.document, editor.viewColumn);
      return;
    }
    const why = text === undefined ? `zod code does not go into a ${editor.document.languageId} file` : 'the editor did not take the edit';
    void vscode.window.showInformationMessage(`toollint: ${why}; the tool is on the clipboard.`);
  } else if (m.type === 'insert') void vscode.window.showInformationMessage('toollint: no editor to insert into; the tool is on the clipboard.');
  await vscode.env.clipboard.writeText(m.text);
  state.last = { action: 'copied', text: m.text };
}

/** Registers "toollint: New tool..." (and, for tests, toollint.builderState and toollint.builderPost). */
export function registerBuilder(context: vscode.ExtensionContext): vscode.Disposable {
  return vscode.Disposable.from(
    vscode.commands.registerCommand(NEW_TOOL_COMMAND, async () => {
      await openBuilder(context);
    }),
    vscode.commands.registerCommand('toollint.builderState', () => ({ ...state })),
    vscode.commands.registerCommand('toollint.builderPost', (m: unknown) => post?.(m)),
  );
}
