// The VS Code side: starts the language server, shows the cost in the status bar, wires commands.
import * as path from 'node:path';
import * as vscode from 'vscode';
import {
  CloseAction,
  ErrorAction,
  LanguageClient,
  TransportKind,
  type ErrorHandler,
  type LanguageClientOptions,
  type Message,
  type ServerOptions,
} from 'vscode-languageclient/node';
import { FIX_ALL_REQUEST, REPORT_REQUEST, SHOW_DOCS_COMMAND, STATUS_REQUEST, type ReportResult, type StatusResult } from '../../server/src/protocol';
import { reportHtml } from './report';
import { LINT_MCP_COMMAND, lintMcpServers, type McpPrompts } from './mcp';

const LANGUAGES = ['json', 'jsonc', 'jsonl', 'typescript', 'javascript', 'typescriptreact', 'javascriptreact', 'python'];
const MAX_RESTARTS = 3;
const RESTART_WINDOW_MS = 3 * 60 * 1000;

let client: LanguageClient | undefined;
let statusText = '';

/** Restarts a crashed server a few times, then stops and says where to look. */
class BoundedRestarts implements ErrorHandler {
  private restarts: number[] = [];
  constructor(private readonly output: vscode.LogOutputChannel) {}

  error(_error: Error, _message: Message | undefined, count: number | undefined) {
    return { action: count !== undefined && count <= 3 ? ErrorAction.Continue : ErrorAction.Shutdown };
  }

  closed() {
    const now = Date.now();
    this.restarts = this.restarts.filter((t) => now - t < RESTART_WINDOW_MS);
    if (this.restarts.length < MAX_RESTARTS) {
      this.restarts.push(now);
      this.output.appendLine(`toollint server stopped; restarting (${this.restarts.length} of ${MAX_RESTARTS} within 3 minutes).`);
      return { action: CloseAction.Restart };
    }
    void vscode.window.showErrorMessage(`The toollint server crashed ${MAX_RESTARTS} times in 3 minutes and was stopped. See Output › toollint for details.`, 'Show Output', 'Restart').then((choice) => {
      if (choice === 'Show Output') this.output.show();
      if (choice === 'Restart') void vscode.commands.executeCommand('toollint.restartServer');
    });
    return { action: CloseAction.DoNotRestart };
  }
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const output = vscode.window.createOutputChannel('toollint', { log: true });
  const serverModule = context.asAbsolutePath(path.join('dist', 'server.js'));
  const serverOptions: ServerOptions = {
    run: { module: serverModule, transport: TransportKind.ipc },
    debug: { module: serverModule, transport: TransportKind.ipc, options: { execArgv: ['--nolazy', '--inspect=6019'] } },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [
      ...LANGUAGES.flatMap((language) => [
        { scheme: 'file', language },
        { scheme: 'untitled', language },
      ]),
      // A Jupyter notebook's code cells are documents of their own.
      { scheme: 'vscode-notebook-cell', language: 'python' },
    ],
    synchronize: {
      configurationSection: 'toollint',
      fileEvents: vscode.workspace.createFileSystemWatcher('**/toollint.config.json'),
    },
    outputChannel: output,
    errorHandler: new BoundedRestarts(output),
    initializationOptions: { settings: vscode.workspace.getConfiguration('toollint') },
  };
  client = new LanguageClient('toollint', 'toollint', serverOptions, clientOptions);

  const status = vscode.window.createStatusBarItem('toollint.status', vscode.StatusBarAlignment.Right, 100);
  status.name = 'toollint';
  status.command = 'toollint.showReport';
  const mcpDiagnostics = vscode.languages.createDiagnosticCollection('toollint-mcp');
  context.subscriptions.push(status, output, mcpDiagnostics);

  let pending: ReturnType<typeof setTimeout> | undefined;
  const updateStatus = () => {
    if (pending) clearTimeout(pending);
    pending = setTimeout(() => void refreshStatus(status), 100);
  };

  context.subscriptions.push(
    vscode.window.onDidChangeActiveTextEditor(updateStatus),
    vscode.window.onDidChangeTextEditorSelection(updateStatus),
    vscode.languages.onDidChangeDiagnostics(updateStatus),
    vscode.commands.registerCommand('toollint.autoStrictFile', () => autoStrictFile(false)),
    vscode.commands.registerCommand('toollint.autoStrictFileUnsafe', () => autoStrictFile(true)),
    vscode.commands.registerCommand('toollint.showReport', () => showReport(context)),
    vscode.commands.registerCommand('toollint.restartServer', async () => {
      await client?.restart();
      updateStatus();
    }),
    vscode.commands.registerCommand('toollint.showOutput', () => output.show()),
    // Starts servers only when the user runs it, confirms, and trusts the workspace (see mcp.ts).
    vscode.commands.registerCommand(LINT_MCP_COMMAND, (prompts?: McpPrompts) => lintMcpServers(context, mcpDiagnostics, prompts)),
    vscode.commands.registerCommand(SHOW_DOCS_COMMAND, (url: string) => vscode.env.openExternal(vscode.Uri.parse(url))),
    // For tests and other extensions: the status bar text as shown.
    vscode.commands.registerCommand('toollint.statusBarText', async () => {
      await refreshStatus(status);
      return statusText;
    }),
  );

  await client.start();
  context.subscriptions.push(client);
  updateStatus();
}

async function refreshStatus(status: vscode.StatusBarItem): Promise<void> {
  const editor = vscode.window.activeTextEditor;
  if (!client || !editor || !LANGUAGES.includes(editor.document.languageId)) {
    statusText = '';
    status.hide();
    return;
  }
  try {
    const result = await client.sendRequest<StatusResult>(STATUS_REQUEST, {
      uri: editor.document.uri.toString(),
      position: { line: editor.selection.active.line, character: editor.selection.active.character },
    });
    statusText = result.text;
    if (!result.text) {
      status.hide();
      return;
    }
    status.text = `$(symbol-function) ${result.text}`;
    status.tooltip = result.tooltip;
    status.backgroundColor = undefined;
    status.show();
  } catch {
    status.hide();
  }
}

async function autoStrictFile(unsafe: boolean): Promise<void> {
  const editor = vscode.window.activeTextEditor;
  if (!client || !editor) return;
  const doc = editor.document;
  const result = await client.sendRequest<{ version: number | null; edits: { range: vscode.Range; newText: string }[] }>(FIX_ALL_REQUEST, { uri: doc.uri.toString(), unsafe });
  if (result.version !== doc.version || result.edits.length === 0) {
    void vscode.window.setStatusBarMessage('toollint: nothing to Auto-strict', 3000);
    return;
  }
  const edit = new vscode.WorkspaceEdit();
  for (const e of result.edits) edit.replace(doc.uri, client.protocol2CodeConverter.asRange(e.range), e.newText);
  await vscode.workspace.applyEdit(edit);
}

async function showReport(context: vscode.ExtensionContext): Promise<void> {
  const editor = vscode.window.activeTextEditor;
  if (!client || !editor) return;
  const report = await client.sendRequest<ReportResult>(REPORT_REQUEST, { uri: editor.document.uri.toString() });
  const panel = vscode.window.createWebviewPanel('toollint.report', `toollint: ${path.basename(editor.document.fileName)}`, vscode.ViewColumn.Beside, { enableScripts: false });
  panel.webview.html = reportHtml(report, path.basename(editor.document.fileName));
  context.subscriptions.push(panel);
}

export async function deactivate(): Promise<void> {
  await client?.stop();
  client = undefined;
}
