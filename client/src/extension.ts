// The VS Code side: status bar, report, docs and commands at once; the language server only when the first document
// that may hold tools opens (activation loads no language client: it is in dist/client-lazy.js).
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { SHOW_DOCS_COMMAND } from '../../server/src/protocol';
import { DOCUMENT_SELECTOR, mayHoldTools } from './activation';
import { DOCS_SCHEME, docsProvider, showDocumentation } from './docs';
import { registerBuilder } from './builder';
import { ToollintOutput } from './output';
import { registerToolUi } from './ui';
import { registerWorkspaceTools } from './workspace-tools';
import type { McpPrompts } from './mcp';

type Lazy = typeof import('./language-client');
const LINT_MCP_COMMAND = 'toollint.lintMcpServers';

let client: LanguageClient | undefined;
let starting: Promise<LanguageClient> | undefined;

export function activate(context: vscode.ExtensionContext): { activatedInMs: number } {
  const began = performance.now();
  const version = String((context.extension.packageJSON as { version?: unknown }).version ?? '');
  const output = new ToollintOutput(vscode.window.createOutputChannel('toollint', { log: true }));
  output.info(`toollint ${version} activated: VS Code ${vscode.version}, Node ${process.version} (extension host); the server starts with the first file that may hold tools`);
  const mcpDiagnostics = vscode.languages.createDiagnosticCollection('toollint-mcp');
  context.subscriptions.push(output, mcpDiagnostics, registerBuilder(context), registerWorkspaceTools(context));

  const lazy = (): Lazy => require('./client-lazy.js') as Lazy;
  /** Starts the server once; later calls get the same client. */
  const start = (): Promise<LanguageClient> =>
    (starting ??= (async () => {
      const t0 = performance.now();
      const c = lazy().createClient(context, { selector: DOCUMENT_SELECTOR, output, version, onRunning: updateStatus });
      client = c;
      context.subscriptions.push(c);
      await c.start();
      output.info(`toollint server running (started in ${Math.round(performance.now() - t0)} ms)`);
      return c;
    })());

  // Only a document the server lints counts (not a git: or output view of a tools file).
  const lintable = (doc: vscode.TextDocument) => vscode.languages.match(DOCUMENT_SELECTOR, doc) > 0;
  const needsServer = (doc: vscode.TextDocument) => lintable(doc) && mayHoldTools(doc.languageId, doc.getText());
  const startIfNeeded = (doc: vscode.TextDocument, why = 'opened') => {
    if (starting || !needsServer(doc)) return;
    output.info(`${doc.uri.scheme === 'file' ? vscode.workspace.asRelativePath(doc.uri) : doc.uri.toString()} ${why} may hold tools: starting the server`);
    void start().catch((e) => output.error(`toollint server did not start: ${e instanceof Error ? e.message : String(e)}`));
  };

  // The status bar, the report and Auto-strict, shared with the web extension; the client once a document needs it.
  const { updateStatus } = registerToolUi(context, { start, current: () => client });

  // A document that comes to hold a tool as it is edited (typed, pasted, inserted by New tool...) starts it too, until
  // the server runs. Every document the server would lint that was edited since the last look is looked at, 300 ms
  // after the first of those edits: neither another file changing meanwhile nor one that keeps changing (a log, a
  // watcher's output) can hide or put off the one that now holds a tool.
  let recheck: ReturnType<typeof setTimeout> | undefined;
  const edited = new Set<vscode.TextDocument>();
  const startAfterEdits = (e: vscode.TextDocumentChangeEvent) => {
    if (starting || e.contentChanges.length === 0 || !lintable(e.document)) return;
    edited.add(e.document);
    recheck ??= setTimeout(() => {
      recheck = undefined;
      const docs = [...edited];
      edited.clear();
      for (const doc of docs) if (!doc.isClosed) startIfNeeded(doc, 'edited');
    }, 300);
  };

  context.subscriptions.push(
    vscode.workspace.onDidOpenTextDocument((doc) => startIfNeeded(doc)),
    vscode.workspace.onDidChangeTextDocument(startAfterEdits),
    vscode.workspace.registerTextDocumentContentProvider(DOCS_SCHEME, docsProvider(context, version)),
    vscode.commands.registerCommand('toollint.restartServer', async () => {
      if (client) await client.restart();
      else await start();
      updateStatus();
    }),
    vscode.commands.registerCommand('toollint.showOutput', () => output.show()),
    // Starts servers only when the user runs it, confirms, and trusts the workspace (see mcp.ts).
    vscode.commands.registerCommand(LINT_MCP_COMMAND, (prompts?: McpPrompts) => lazy().lintMcpServers(context, mcpDiagnostics, prompts)),
    vscode.commands.registerCommand(SHOW_DOCS_COMMAND, (url: unknown, rule: unknown) => showDocumentation(context, url, rule)),
    // For tests and other extensions: the output's last lines (the status text and report: ui.ts).
    vscode.commands.registerCommand('toollint.outputLines', () => output.lines()),
    vscode.commands.registerCommand('toollint.serverStarted', () => client !== undefined),
  );

  for (const doc of vscode.workspace.textDocuments) startIfNeeded(doc, 'open at activation');
  updateStatus();
  const activatedInMs = performance.now() - began;
  return { activatedInMs };
}

export async function deactivate(): Promise<void> {
  await client?.stop();
  client = undefined;
  starting = undefined;
}
