// "toollint: New tool...": the playground's Build mode (dist/playground/builder.js) in a webview beside the editor;
// Insert writes the built tool at the cursor in the file's own language (JSON, an object literal or zod code in
// TypeScript/JavaScript, a dict in Python), Copy puts it on the clipboard. The webview loads only its script and
// stylesheet (its CSP); the inserted tool is linted by the language server like any other.
import * as vscode from 'vscode';
import { defaultShapeFor, modelFromTool, OUTPUT_SHAPES, textToInsert, type OutputShape, type ToolModel } from '../../playground/schema-builder';
import { builderHtml } from '../../playground/webview-html';

export const NEW_TOOL_COMMAND = 'toollint.newTool';
export const EDIT_TOOL_COMMAND = 'toollint.editToolInBuilder';

/** Where Insert writes: the editor it was opened from, and the tool's range when editing one. */
interface Target {
  editor: vscode.TextEditor | undefined;
  range?: vscode.Range;
  /** The tool's text when the builder opened on it (or last wrote it): a range whose text changed since is not replaced. */
  text?: string;
}

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

function html(webview: vscode.Webview, root: vscode.Uri, shape: OutputShape, model?: ToolModel): string {
  const nonce = globalThis.crypto.randomUUID().replace(/-/g, '');
  return builderHtml({ asset: (f) => webview.asWebviewUri(vscode.Uri.joinPath(root, f)).toString(), cspSource: webview.cspSource, nonce, shape, model: model && JSON.stringify(model) });
}

/** Opens the builder beside the editor (remembered: the webview takes the focus), empty or on a tool to edit. */
function openBuilder(context: vscode.ExtensionContext, target: Target, start?: { model: ToolModel; shape: OutputShape }): vscode.WebviewPanel {
  const root = vscode.Uri.joinPath(context.extensionUri, 'dist', 'playground');
  const title = start ? `toollint: ${start.model.name || 'tool'}` : 'toollint: New tool';
  const panel = vscode.window.createWebviewPanel('toollint.builder', title, vscode.ViewColumn.Beside, { enableScripts: true, retainContextWhenHidden: true, localResourceRoots: [root] });
  panel.webview.html = html(panel.webview, root, start?.shape ?? defaultShapeFor(target.editor?.document.languageId), start?.model);
  state.ready = false;
  post = (m) => onMessage(target, m);
  panel.webview.onDidReceiveMessage((m: unknown) => onMessage(target, m));
  return panel;
}

/** The selected tool (or the whole document), if it is one JSON tool definition the builder writes exactly. */
function toolToEdit(editor: vscode.TextEditor): { range: vscode.Range; model: ToolModel; shape: OutputShape } | string {
  const doc = editor.document;
  let range: vscode.Range = editor.selection.isEmpty ? new vscode.Range(doc.positionAt(0), doc.positionAt(doc.getText().length)) : editor.selection;
  // A tool selected out of a list may carry the list's comma: it stays in the file, outside the tool's range.
  const selected = doc.getText(range).trimEnd();
  if (selected.endsWith(',')) range = new vscode.Range(range.start, doc.positionAt(doc.offsetAt(range.start) + selected.length - 1));
  let value: unknown;
  try {
    value = JSON.parse(doc.getText(range));
  } catch {
    return 'select one tool definition written as JSON (an object) first';
  }
  const read = modelFromTool(value);
  if (!read) return 'the builder edits only what it could have written itself (every property required, no other keywords), so this tool would lose something there';
  return { range, ...read };
}

/** What the page sends: it ran (ready), Insert at cursor, Copy. */
async function onMessage(target: Target, m: unknown): Promise<void> {
  const editor = target.editor;
  if ((m as { type?: unknown } | null)?.type === 'ready') {
    state.ready = true;
    return;
  }
  if (!isMessage(m)) return;
  if (m.type === 'insert' && editor && !editor.document.isClosed) {
    const where = target.range ?? editor.selection;
    const line = editor.document.lineAt(where.start.line).text;
    let text: string | undefined;
    try {
      text = textToInsert(m.model, m.shape, editor.document.languageId, /^\s*/.exec(line)![0]);
    } catch {
      text = undefined; // A model the page did not send whole: copied instead, below.
    }
    const moved = target.range !== undefined && editor.document.getText(target.range) !== target.text;
    if (text !== undefined && !moved && (await editor.edit((b) => b.replace(where, text)))) {
      if (target.range) {
        target.range = new vscode.Range(where.start, editor.document.positionAt(editor.document.offsetAt(where.start) + text.length));
        target.text = text;
      }
      state.last = { action: 'inserted', text, uri: editor.document.uri.toString() };
      await vscode.window.showTextDocument(editor.document, editor.viewColumn);
      return;
    }
    const why = text === undefined ? `zod code does not go into a ${editor.document.languageId} file` : moved ? 'the tool was edited in the file since' : 'the editor did not take the edit';
    void vscode.window.showInformationMessage(`toollint: ${why}; the tool is on the clipboard.`);
  } else if (m.type === 'insert') void vscode.window.showInformationMessage('toollint: no editor to insert into; the tool is on the clipboard.');
  await vscode.env.clipboard.writeText(m.text);
  state.last = { action: 'copied', text: m.text };
}

/** Registers "toollint: New tool...", "Edit this tool in the builder" (and, for tests, toollint.builderState, toollint.builderPost). */
export function registerBuilder(context: vscode.ExtensionContext): vscode.Disposable {
  return vscode.Disposable.from(
    vscode.commands.registerCommand(NEW_TOOL_COMMAND, () => void openBuilder(context, { editor: vscode.window.activeTextEditor })),
    vscode.commands.registerCommand(EDIT_TOOL_COMMAND, () => {
      const editor = vscode.window.activeTextEditor;
      if (!editor) return;
      const found = toolToEdit(editor);
      if (typeof found === 'string') return void vscode.window.showInformationMessage(`toollint: ${found}.`);
      openBuilder(context, { editor, range: found.range, text: editor.document.getText(found.range) }, found);
    }),
    vscode.commands.registerCommand('toollint.builderState', () => ({ ...state })),
    vscode.commands.registerCommand('toollint.builderPost', (m: unknown) => post?.(m)),
  );
}
