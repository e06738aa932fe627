// What the desktop and the web extension share: the status bar item (the tool at the cursor, its cost and errors),
// the live report view and the Auto-strict commands, over whichever language client runs the server (an IPC process
// on desktop, a web worker in the browser). Nothing here needs Node.
import * as vscode from 'vscode';
import { FIX_ALL_REQUEST, REPORT_REQUEST, STATUS_REQUEST, type ReportResult, type StatusResult } from '../../server/src/protocol';
import { LANGUAGES } from './activation';
import { ReportView } from './report';

type LspRange = { start: { line: number; character: number }; end: { line: number; character: number } };

/** The part of a vscode-languageclient client (node or browser) the UI uses. */
export interface ToolUiClient {
  isRunning(): boolean;
  sendRequest<R>(method: string, param: unknown): Promise<R>;
  protocol2CodeConverter: { asRange(range: LspRange): vscode.Range };
}

export interface ToolUiOptions {
  /** The client, started if it was not yet (a command needs the server). */
  start(): Promise<ToolUiClient>;
  /** The client if it has been started, without starting it. */
  current(): ToolUiClient | undefined;
}

/** Registers the status item, the report and the Auto-strict commands; returns the status refresh (for restarts). */
export function registerToolUi(context: vscode.ExtensionContext, opts: ToolUiOptions): { updateStatus: () => void } {
  const status = vscode.window.createStatusBarItem('toollint.status', vscode.StatusBarAlignment.Right, 100);
  status.name = 'toollint';
  status.command = 'toollint.showReport';
  const report = new ReportView(async (uri) => opts.current()?.sendRequest<ReportResult>(REPORT_REQUEST, { uri: uri.toString() }));
  /** The status bar text as shown now ('' when hidden). */
  let statusText = '';
  let pending: ReturnType<typeof setTimeout> | undefined;
  const updateStatus = () => {
    if (pending) clearTimeout(pending);
    pending = setTimeout(() => {
      void refreshStatus(opts.current(), status).then((text) => (statusText = text));
    }, 100);
  };
  context.subscriptions.push(
    status,
    report,
    vscode.window.onDidChangeActiveTextEditor(updateStatus),
    vscode.window.onDidChangeTextEditorSelection(updateStatus),
    vscode.languages.onDidChangeDiagnostics(updateStatus),
    vscode.commands.registerCommand('toollint.autoStrictFile', async () => autoStrictFile(await opts.start(), false)),
    vscode.commands.registerCommand('toollint.autoStrictFileUnsafe', async () => autoStrictFile(await opts.start(), true)),
    vscode.commands.registerCommand('toollint.showReport', async () => {
      const editor = vscode.window.activeTextEditor;
      if (!editor) return;
      await opts.start();
      await report.show(editor.document.uri);
    }),
    // For tests and other extensions: the status bar text as shown, the report as drawn.
    vscode.commands.registerCommand('toollint.statusBarText', () => statusText),
    vscode.commands.registerCommand('toollint.reportState', () => report.last),
  );
  return { updateStatus };
}

/** Shows the status of the tool at the cursor; returns the text shown ('' when hidden). */
async function refreshStatus(client: ToolUiClient | undefined, status: vscode.StatusBarItem): Promise<string> {
  const editor = vscode.window.activeTextEditor;
  const hide = () => {
    status.hide();
    return '';
  };
  if (!client || !client.isRunning() || !editor || !LANGUAGES.includes(editor.document.languageId)) return hide();
  try {
    const result = await client.sendRequest<StatusResult>(STATUS_REQUEST, {
      uri: editor.document.uri.toString(),
      position: { line: editor.selection.active.line, character: editor.selection.active.character },
    });
    if (!result.text) return hide();
    status.text = `$(symbol-function) ${result.text}`;
    status.tooltip = result.tooltip;
    status.show();
    return result.text;
  } catch {
    return hide();
  }
}

async function autoStrictFile(client: ToolUiClient, unsafe: boolean): Promise<void> {
  const editor = vscode.window.activeTextEditor;
  if (!editor) return;
  const doc = editor.document;
  const result = await client.sendRequest<{ version: number | null; edits: { range: LspRange; newText: string }[] }>(FIX_ALL_REQUEST, { uri: doc.uri.toString(), unsafe });
  if (result.version !== doc.version || result.edits.length === 0) {
    void vscode.window.setStatusBarMessage('toollint: nothing to Auto-strict', 3000);
    return;
  }
  const edit = new vscode.WorkspaceEdit();
  for (const e of result.edits) edit.replace(doc.uri, client.protocol2CodeConverter.asRange(e.range), e.newText);
  await vscode.workspace.applyEdit(edit);
}
