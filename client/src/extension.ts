// The VS Code side: status bar, report, docs and commands at once; the language server only when the first document
// that may hold tools opens (activation loads no language client: it is in dist/client-lazy.js).
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { FIX_ALL_REQUEST, REPORT_REQUEST, SHOW_DOCS_COMMAND, STATUS_REQUEST, type ReportResult, type StatusResult } from '../../server/src/protocol';
import { LANGUAGES, mayHoldTools } from './activation';
import { DOCS_SCHEME, docsProvider, showDocumentation } from './docs';
import { registerBuilder } from './builder';
import { ToollintOutput } from './output';
import { ReportView } from './report';
import type { McpPrompts } from './mcp';

type Lazy = typeof import('./language-client');
const LINT_MCP_COMMAND = 'toollint.lintMcpServers';

let client: LanguageClient | undefined;
let starting: Promise<LanguageClient> | undefined;
/** The status bar text as shown now ('' when hidden). */
let statusText = '';

export function activate(context: vscode.ExtensionContext): { activatedInMs: number } {
  const began = performance.now();
  const version = String((context.extension.packageJSON as { version?: unknown }).version ?? '');
  const output = new ToollintOutput(vscode.window.createOutputChannel('toollint', { log: true }));
  output.info(`toollint ${version} activated: VS Code ${vscode.version}, Node ${process.version} (extension host); the server starts with the first file that may hold tools`);
  const status = vscode.window.createStatusBarItem('toollint.status', vscode.StatusBarAlignment.Right, 100);
  status.name = 'toollint';
  status.command = 'toollint.showReport';
  const mcpDiagnostics = vscode.languages.createDiagnosticCollection('toollint-mcp');
  const report = new ReportView(async (uri) => (await started())?.sendRequest<ReportResult>(REPORT_REQUEST, { uri: uri.toString() }));
  context.subscriptions.push(status, output, mcpDiagnostics, report, registerBuilder(context));

  const lazy = (): Lazy => require('./client-lazy.js') as Lazy;
  /** Starts the server once; later calls get the same client. */
  const start = (): Promise<LanguageClient> =>
    (starting ??= (async () => {
      const t0 = performance.now();
      const c = lazy().createClient(context, { languages: LANGUAGES, output, version, onRunning: updateStatus });
      client = c;
      context.subscriptions.push(c);
      await c.start();
      output.info(`toollint server running (started in ${Math.round(performance.now() - t0)} ms)`);
      return c;
    })());
  /** The client, started if a document needs it; undefined when no document has needed it yet. */
  const started = async (): Promise<LanguageClient | undefined> => (starting ? starting : undefined);

  const needsServer = (doc: vscode.TextDocument) => mayHoldTools(doc.languageId, doc.getText());
  const startIfNeeded = (doc: vscode.TextDocument) => {
    if (!starting && needsServer(doc)) void start().catch((e) => output.error(`toollint server did not start: ${e instanceof Error ? e.message : String(e)}`));
  };

  let pending: ReturnType<typeof setTimeout> | undefined;
  function updateStatus() {
    if (pending) clearTimeout(pending);
    pending = setTimeout(() => void refreshStatus(status), 100);
  }

  context.subscriptions.push(
    vscode.workspace.onDidOpenTextDocument(startIfNeeded),
    vscode.workspace.registerTextDocumentContentProvider(DOCS_SCHEME, docsProvider(context, version)),
    vscode.window.onDidChangeActiveTextEditor(updateStatus),
    vscode.window.onDidChangeTextEditorSelection(updateStatus),
    vscode.languages.onDidChangeDiagnostics(updateStatus),
    vscode.commands.registerCommand('toollint.autoStrictFile', async () => autoStrictFile(await start(), false)),
    vscode.commands.registerCommand('toollint.autoStrictFileUnsafe', async () => autoStrictFile(await start(), true)),
    vscode.commands.registerCommand('toollint.showReport', async () => {
      const editor = vscode.window.activeTextEditor;
      if (!editor) return;
      await start();
      await report.show(editor.document.uri);
    }),
    vscode.commands.registerCommand('toollint.restartServer', async () => {
      if (client) await client.restart();
      else await start();
      updateStatus();
    }),
    vscode.commands.registerCommand('toollint.showOutput', () => output.show()),
    // Starts servers only when the user runs it, confirms, and trusts the workspace (see mcp.ts).
    vscode.commands.registerCommand(LINT_MCP_COMMAND, (prompts?: McpPrompts) => lazy().lintMcpServers(context, mcpDiagnostics, prompts)),
    vscode.commands.registerCommand(SHOW_DOCS_COMMAND, (url: unknown, rule: unknown) => showDocumentation(context, url, rule)),
    // For tests and other extensions: the status bar text as shown, the report as drawn, the output's last lines.
    vscode.commands.registerCommand('toollint.statusBarText', () => statusText),
    vscode.commands.registerCommand('toollint.reportState', () => report.last),
    vscode.commands.registerCommand('toollint.outputLines', () => output.lines()),
    vscode.commands.registerCommand('toollint.serverStarted', () => client !== undefined),
  );

  for (const doc of vscode.workspace.textDocuments) startIfNeeded(doc);
  updateStatus();
  const activatedInMs = performance.now() - began;
  return { activatedInMs };
}

async function refreshStatus(status: vscode.StatusBarItem): Promise<void> {
  const editor = vscode.window.activeTextEditor;
  const hide = () => {
    statusText = '';
    status.hide();
  };
  if (!client || !client.isRunning() || !editor || !LANGUAGES.includes(editor.document.languageId)) return hide();
  try {
    const result = await client.sendRequest<StatusResult>(STATUS_REQUEST, {
      uri: editor.document.uri.toString(),
      position: { line: editor.selection.active.line, character: editor.selection.active.character },
    });
    if (!result.text) return hide();
    statusText = result.text;
    status.text = `$(symbol-function) ${result.text}`;
    status.tooltip = result.tooltip;
    status.show();
  } catch {
    hide();
  }
}

async function autoStrictFile(client: LanguageClient, unsafe: boolean): Promise<void> {
  const editor = vscode.window.activeTextEditor;
  if (!editor) return;
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

export async function deactivate(): Promise<void> {
  await client?.stop();
  client = undefined;
  starting = undefined;
}
