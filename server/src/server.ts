// The toollint language server: LSP handlers over the shared engine. Logic lives in the modules beside it.
import {
  TextDocumentSyncKind,
  TextDocuments,
  DiagnosticSeverity,
  type Connection,
  type InitializeResult,
  CodeActionKind,
  SetTraceNotification,
  Trace,
  type TextEdit as LspTextEdit,
} from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { fix } from '../../shared/src/fix';
import type { LintResult } from '../../shared/src/lint';
import { relint, type IncrementalSlot } from '../../shared/src/incremental';
import { loadPython, pythonLoaded, pythonLoadFailure } from '../../shared/src/sources/python/parser';
import { DocumentToolCache } from './cache';
import { checkedDocuments, isPosition, isRange, uriOf } from './messages';
import { FIX_ALL_KIND, codeActions, pathOf, toLspEdits } from './code-actions';
import { toDiagnostic } from './diagnostics';
import { propertyHover, toolAt, toolAtName, toolHover } from './hover';
import {
  FIX_ALL_REQUEST,
  REPORT_REQUEST,
  STATUS_REQUEST,
  type FixAllParams,
  type ReportParams,
  type ReportResult,
  type StatusParams,
  type StatusResult,
} from './protocol';
import { ConfigResolver, DEFAULT_SETTINGS, readSettings, SettingsProblems, type EditorSettings } from './settings';
import { statusFor } from './status';
import { reportOf } from './report';
import { cachedWorkspaceReader } from '../../cli/src/regular-file';

/** Languages the server lints: JSON kinds, and TypeScript/JavaScript (literals only, read with TypeScript's parser). */
const LINTED = new Set(['json', 'jsonc', 'jsonl', 'typescript', 'javascript', 'typescriptreact', 'javascriptreact', 'python']);
const DEBOUNCE_MS = 150;

interface Linted {
  version: number;
  result: LintResult;
}

export function startServer(connection: Connection): void {
  // No message can stop the server: documents are built from checked fields, requests answer empty on bad params.
  const documents = new TextDocuments(checkedDocuments((m) => connection.console.warn(`toollint: ${m}`)));
  const results = new Map<string, Linted>();
  // Each open document's last lint, for the next to reuse where an edit stays inside one tool (JSON kinds).
  const slots = new Map<string, IncrementalSlot>();
  // The files each open document read for values it imports (see lintDependents).
  const importsOf = new Map<string, Set<string>>();
  // Disk reads for imported values: regular files only, never node_modules (read again for each lint).
  const diskFile = (path: string) => cachedWorkspaceReader()(path);
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  // Per-tool results shared by all documents; it holds what the latest lint of each open document used.
  const cache = new DocumentToolCache();
  const configs = new ConfigResolver();
  let settings: EditorSettings = DEFAULT_SETTINGS;
  let pullConfiguration = false;
  const reportedConfigErrors = new Set<string>();
  const settingsProblems = new SettingsProblems();
  // The client's toollint.trace.server: at 'verbose' each lint is one line of the trace.
  let traceLevel: string = 'off';
  // The extension's version, as the client says it (any other client: none).
  let version = '';
  connection.onNotification(SetTraceNotification.type, (params) => {
    traceLevel = params.value;
    (connection.tracer as unknown as { trace: Trace }).trace = Trace.fromString(params.value);
  });

  connection.onInitialize((params): InitializeResult => {
    pullConfiguration = params.capabilities.workspace?.configuration === true;
    traceLevel = params.trace ?? 'off';
    const init = params.initializationOptions as { settings?: unknown; version?: unknown } | undefined;
    if (init?.settings) settings = readSettings(init.settings);
    if (typeof init?.version === 'string') version = init.version;
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: { includeText: false } },
        hoverProvider: true,
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, FIX_ALL_KIND], resolveProvider: false },
      },
      serverInfo: { name: 'toollint' },
    };
  });

  connection.onInitialized(() => {
    connection.console.info(`toollint${version ? ` ${version}` : ''} server started: Node ${process.version}, pid ${process.pid}`);
    void refreshSettings();
  });

  async function refreshSettings(): Promise<void> {
    try {
      if (pullConfiguration) {
        try {
          settings = readSettings(await connection.workspace.getConfiguration('toollint'));
        } catch {
          // keep what we had
        }
      }
      const problem = settingsProblems.update(settings);
      if (problem) void connection.window.showErrorMessage(problem);
      configs.reset();
      for (const doc of documents.all()) schedule(doc, 0);
    } catch (error) {
      logFailure('reading the settings', error);
    }
  }

  /** An exception outside a message handler (which the connection catches) would end the process: it is logged. */
  function logFailure(what: string, error: unknown): void {
    connection.console.error(`toollint: ${what} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }

  connection.onDidChangeConfiguration((change) => {
    const pushed = (change.settings as { toollint?: unknown } | undefined)?.toollint;
    if (pushed && !pullConfiguration) settings = readSettings(pushed);
    void refreshSettings();
  });

  connection.onDidChangeWatchedFiles(() => {
    configs.reset();
    for (const doc of documents.all()) schedule(doc, 0);
  });

  function lintNow(doc: TextDocument): Linted | undefined {
    if (!LINTED.has(doc.languageId) || !settings.enable) {
      slots.delete(doc.uri);
      return undefined;
    }
    // Python's parser (WebAssembly) loads on the first Python document; its documents are linted once it has.
    if (doc.languageId === 'python' && !pythonLoaded() && pythonLoadFailure() === undefined) {
      void loadPython().then(() => {
        for (const d of documents.all()) if (d.languageId === 'python') schedule(d, 0);
      });
      return undefined;
    }
    const path = pathOf(doc.uri);
    const { config, error } = configs.configFor(settings, path);
    if (error && !reportedConfigErrors.has(error)) {
      reportedConfigErrors.add(error);
      void connection.window.showWarningMessage(`toollint: ${error.split('\n')[0]} (using the editor settings; see Output › toollint)`);
      connection.console.warn(error);
    }
    // The older version's result goes first: it and the new one would both be alive at the peak of the lint.
    results.delete(doc.uri);
    const started = traceLevel === 'verbose' ? performance.now() : 0;
    let slot = slots.get(doc.uri);
    if (!slot) slots.set(doc.uri, (slot = {}));
    const { result, incremental } = cache.lintOf(doc.uri, () => relint(slot, doc.getText(), { languageId: doc.languageId, path, config, cache, detach: true, readFile: workspaceFile }));
    if (traceLevel === 'verbose') connection.tracer.log(`linted ${doc.uri} (version ${doc.version}${incremental ? ', the edited tool only' : ''}) in ${Math.round(performance.now() - started)} ms: ${result.tools.length} tools, ${result.findings.length} findings`);
    const linted = { version: doc.version, result };
    results.set(doc.uri, linted);
    if (result.imports?.length) importsOf.set(doc.uri, new Set(result.imports));
    else importsOf.delete(doc.uri);
    return linted;
  }

  /** A file another one imports values from: the open document's text (unsaved edits included), else the disk's. */
  function workspaceFile(path: string): string | undefined {
    for (const d of documents.all()) if (pathOf(d.uri) === path) return d.getText();
    return diskFile(path);
  }

  /** Open documents that import values from a file: linted again when it changes. */
  function lintDependents(changed: TextDocument): void {
    const path = pathOf(changed.uri);
    if (path === undefined) return;
    for (const [uri, files] of importsOf) {
      const dependent = uri !== changed.uri && files.has(path) ? documents.get(uri) : undefined;
      if (dependent) schedule(dependent);
    }
  }

  /** The lint of the document's current version, computed now if the last one is stale. */
  function current(doc: TextDocument): Linted | undefined {
    const last = results.get(doc.uri);
    return last && last.version === doc.version ? last : lintNow(doc);
  }

  function publish(doc: TextDocument): void {
    const linted = lintNow(doc);
    if (!linted) {
      void connection.sendDiagnostics({ uri: doc.uri, diagnostics: [] });
      return;
    }
    // A newer version arrived while this one was linted: its own run publishes.
    if (documents.get(doc.uri)?.version !== linted.version) return;
    const { result } = linted;
    const diagnostics = result.findings.map((f, i) => toDiagnostic(f, doc.uri, i, linted.version));
    if (result.skipped) diagnostics.push({ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, severity: DiagnosticSeverity.Information, source: 'toollint', message: result.skipped });
    void connection.sendDiagnostics({ uri: doc.uri, version: linted.version, diagnostics });
  }

  function schedule(doc: TextDocument, delay = DEBOUNCE_MS): void {
    const pending = timers.get(doc.uri);
    if (pending) clearTimeout(pending);
    timers.set(
      doc.uri,
      setTimeout(() => {
        timers.delete(doc.uri);
        const latest = documents.get(doc.uri);
        try {
          if (latest) publish(latest);
        } catch (error) {
          logFailure(`linting ${doc.uri}`, error);
        }
      }, delay),
    );
  }

  documents.onDidOpen((e) => schedule(e.document, 0));
  documents.onDidChangeContent((e) => {
    if (settings.run === 'onType') {
      schedule(e.document);
      lintDependents(e.document);
    }
  });
  documents.onDidSave((e) => {
    if (settings.run === 'onSave') {
      schedule(e.document, 0);
      lintDependents(e.document);
    }
  });
  documents.onDidClose((e) => {
    const pending = timers.get(e.document.uri);
    if (pending) clearTimeout(pending);
    timers.delete(e.document.uri);
    results.delete(e.document.uri);
    slots.delete(e.document.uri);
    importsOf.delete(e.document.uri);
    cache.forget(e.document.uri);
    void connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] });
    // Its dependents now read it from disk.
    lintDependents(e.document);
  });

  /** The open document a request names, or undefined (not a string, not open). */
  const documentOf = (params: unknown) => {
    const uri = uriOf(params);
    return uri === undefined ? undefined : documents.get(uri);
  };

  connection.onHover((params, token) => {
    const doc = documentOf(params);
    const linted = doc && isPosition(params.position) && current(doc);
    if (!doc || !linted || token.isCancellationRequested) return null;
    const offset = doc.offsetAt(params.position);
    const named = toolAtName(linted.result.tools, offset);
    if (named) return { contents: { kind: 'markdown', value: toolHover(named, linted.result.config) }, range: named.range };
    const within = toolAt(linted.result.tools, offset);
    const prop = within && propertyHover(offset, within);
    return prop ? { contents: { kind: 'markdown', value: prop } } : null;
  });

  connection.onCodeAction((params, token) => {
    const doc = documentOf(params);
    const linted = doc && isRange(params.range) && current(doc);
    if (!doc || !linted || token.isCancellationRequested) return [];
    const context = (typeof params.context === 'object' && params.context) || { diagnostics: [] };
    const diagnostics = Array.isArray(context.diagnostics) ? context.diagnostics.filter((d) => typeof d === 'object' && d !== null) : [];
    const only = Array.isArray(context.only) ? context.only.filter((k) => typeof k === 'string') : undefined;
    return codeActions({ ...params, context: { ...context, diagnostics, only } }, doc, linted.result);
  });

  connection.onRequest(STATUS_REQUEST, (params: StatusParams): StatusResult => {
    const doc = documentOf(params);
    const linted = doc && current(doc);
    if (!doc || !linted) return { text: '', tooltip: '', errors: 0 };
    const offset = isPosition(params.position) ? doc.offsetAt(params.position) : undefined;
    return statusFor(linted.result, offset);
  });

  connection.onRequest(REPORT_REQUEST, (params: ReportParams): ReportResult => {
    const doc = documentOf(params);
    const linted = doc && current(doc);
    return !doc || !linted ? { uri: uriOf(params) ?? '', tools: [] } : reportOf(doc.uri, linted.result);
  });

  connection.onRequest(FIX_ALL_REQUEST, (params: FixAllParams): { version: number | null; edits: LspTextEdit[] } => {
    const doc = documentOf(params);
    const linted = doc && current(doc);
    if (!doc || !linted) return { version: null, edits: [] };
    const text = doc.getText();
    const fixed = fix(text, { languageId: doc.languageId, path: pathOf(doc.uri), config: linted.result.config, unsafe: params.unsafe === true, readFile: workspaceFile });
    return { version: doc.version, edits: toLspEdits(text, fixed.edits) };
  });

  connection.onShutdown(() => {
    for (const t of timers.values()) clearTimeout(t);
    timers.clear();
  });

  documents.listen(connection);
  connection.listen();
}
