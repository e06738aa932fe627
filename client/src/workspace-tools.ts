// The Explorer's "toollint: Tools in workspace" view: every tool the workspace's files define, by file, with what
// each costs per call and what one request carrying all of them costs (OpenAI's count). The files are read by the
// bundled CLI in a process of its own (it reads, never runs, the workspace's code; its config is JSON), when the view
// is first shown, on Refresh, and after a save while the view is visible. Desktop only: the web extension has no CLI.
import * as vscode from 'vscode';
import type { ChildProcess } from 'node:child_process';
import * as path from 'node:path';
import { OPENAI_PER_REQUEST_TOKENS } from '../../shared/src/cost/per-request';
import { LANGUAGES } from './activation';
import { runBundledCli } from './run-cli';

export const VIEW_ID = 'toollint.workspaceTools';
const REFRESH_COMMAND = 'toollint.refreshWorkspaceTools';

interface CliRange {
  start: { line: number; character: number };
  end: { line: number; character: number };
}
interface CliFile {
  path: string;
  tools: { name: string; range: CliRange; tokens: number }[];
  findings: { severity: 'error' | 'warning' | 'info' }[];
}

/** One tool as the view lists it. */
export interface WorkspaceTool {
  name: string;
  tokens: number;
  uri: vscode.Uri;
  range: vscode.Range;
}
export interface WorkspaceFile {
  uri: vscode.Uri;
  label: string;
  tools: WorkspaceTool[];
  tokens: number;
  errors: number;
}
/** What the view shows (also returned by toollint.workspaceToolsModel, for tests and other extensions). */
export interface WorkspaceModel {
  files: WorkspaceFile[];
  tools: number;
  /** One request with every tool: the tools' tokens and the request's own (OpenAI). */
  perRequest: number;
  failures: string[];
}

type Node = { kind: 'total'; model: WorkspaceModel } | { kind: 'file'; file: WorkspaceFile } | { kind: 'tool'; tool: WorkspaceTool } | { kind: 'failure'; text: string };

/** Reads the CLI's JSON report of one folder into the view's files (tools by cost, files by cost). */
export function filesOf(folder: vscode.Uri, report: { files: CliFile[] }, prefix: string): WorkspaceFile[] {
  const files: WorkspaceFile[] = [];
  for (const f of report.files) {
    if (f.tools.length === 0) continue;
    const uri = vscode.Uri.file(path.resolve(folder.fsPath, f.path));
    const tools = f.tools
      .map((t) => ({ name: t.name, tokens: t.tokens, uri, range: new vscode.Range(t.range.start.line, t.range.start.character, t.range.end.line, t.range.end.character) }))
      .sort((a, b) => b.tokens - a.tokens || a.range.start.line - b.range.start.line);
    const tokens = tools.reduce((n, t) => n + t.tokens, 0);
    files.push({ uri, label: prefix + f.path.split(path.sep).join('/'), tools, tokens, errors: f.findings.filter((x) => x.severity === 'error').length });
  }
  return files;
}

class WorkspaceTools implements vscode.TreeDataProvider<Node> {
  private readonly changed = new vscode.EventEmitter<Node | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  model: WorkspaceModel | undefined;
  private loading: Promise<WorkspaceModel> | undefined;
  private running: ChildProcess[] = [];
  /** Bumped by each refresh: an older read stops before its next folder. */
  private generation = 0;
  view: vscode.TreeView<Node> | undefined;

  constructor(private readonly cli: string) {}

  /** Reads the workspace again (a run under way is stopped first). */
  refresh(): Promise<WorkspaceModel> {
    for (const c of this.running) c.kill();
    this.running = [];
    const run = (this.loading = this.read().then((m) => {
      if (this.loading === run) {
        this.model = m;
        this.loading = undefined;
        if (this.view) this.view.message = m.tools === 0 && m.failures.length === 0 ? 'No tool definitions in this workspace.' : undefined;
        this.changed.fire(undefined);
      }
      return m;
    }));
    return run;
  }

  /** The model, read once on first use. */
  current(): Promise<WorkspaceModel> {
    return this.model ? Promise.resolve(this.model) : (this.loading ?? this.refresh());
  }

  private async read(): Promise<WorkspaceModel> {
    const generation = ++this.generation;
    const folders = vscode.workspace.workspaceFolders ?? [];
    const cfg = vscode.workspace.getConfiguration('toollint');
    const args = ['.', '--format', 'json', '--fail-on', 'never'];
    const targets = cfg.get<string[]>('targets');
    if (Array.isArray(targets) && targets.length) args.push('--targets', targets.join(','));
    const model = cfg.get<string>('model');
    if (model) args.push('--model', model);
    const files: WorkspaceFile[] = [];
    const failures: string[] = [];
    await vscode.window.withProgress({ location: { viewId: VIEW_ID } }, async () => {
      for (const folder of folders.filter((f) => f.uri.scheme === 'file')) {
        if (generation !== this.generation) break;
        const r = await runBundledCli(this.cli, folder.uri.fsPath, args, (c) => this.running.push(c));
        try {
          files.push(...filesOf(folder.uri, JSON.parse(r.stdout) as { files: CliFile[] }, folders.length > 1 ? `${folder.name}/` : ''));
        } catch {
          if (r.code !== null) failures.push(`${folder.name}: ${r.stderr.trim().split('\n').slice(-3).join(' ') || `exit code ${r.code}`}`);
        }
      }
    });
    files.sort((a, b) => b.tokens - a.tokens || a.label.localeCompare(b.label));
    const tools = files.reduce((n, f) => n + f.tools.length, 0);
    const perRequest = files.reduce((n, f) => n + f.tokens, 0) + (tools ? OPENAI_PER_REQUEST_TOKENS.o200k_base : 0);
    return { files, tools, perRequest, failures };
  }

  async getChildren(node?: Node): Promise<Node[]> {
    if (!node) {
      const m = await this.current();
      const top: Node[] = m.failures.map((text) => ({ kind: 'failure', text }));
      if (m.tools > 0) top.push({ kind: 'total', model: m }, ...m.files.map((file): Node => ({ kind: 'file', file })));
      return top;
    }
    return node.kind === 'file' ? node.file.tools.map((tool): Node => ({ kind: 'tool', tool })) : [];
  }

  getTreeItem(node: Node): vscode.TreeItem {
    const n = (x: number) => x.toLocaleString('en-US');
    switch (node.kind) {
      case 'total': {
        const item = new vscode.TreeItem(`All ${n(node.model.tools)} tools in one request`);
        item.description = `${n(node.model.perRequest)} tokens`;
        item.tooltip = `What one OpenAI request carrying every tool below costs: the tools' tokens and the request's own ${OPENAI_PER_REQUEST_TOKENS.o200k_base}, counted with the toollint.model tokenizer. Saved files only.`;
        item.iconPath = new vscode.ThemeIcon('symbol-numeric');
        return item;
      }
      case 'file': {
        const f = node.file;
        const item = new vscode.TreeItem(f.label, vscode.TreeItemCollapsibleState.Expanded);
        item.resourceUri = f.uri;
        item.description = `${n(f.tools.length)} tool${f.tools.length === 1 ? '' : 's'} · ${n(f.tokens)} tokens${f.errors ? ` · ${n(f.errors)} error${f.errors === 1 ? '' : 's'}` : ''}`;
        item.iconPath = vscode.ThemeIcon.File;
        item.contextValue = 'toollint.workspaceFile';
        return item;
      }
      case 'tool': {
        const t = node.tool;
        const item = new vscode.TreeItem(t.name || '(no name)');
        item.description = `${n(t.tokens)} tokens/call`;
        item.iconPath = new vscode.ThemeIcon('symbol-method');
        item.command = { command: 'vscode.open', title: 'Open', arguments: [t.uri, { selection: t.range } satisfies vscode.TextDocumentShowOptions] };
        return item;
      }
      case 'failure': {
        const item = new vscode.TreeItem(`Not read: ${node.text}`);
        item.iconPath = new vscode.ThemeIcon('error');
        return item;
      }
    }
  }

  dispose(): void {
    for (const c of this.running) c.kill();
    this.changed.dispose();
  }
}

/** Registers the view, its Refresh, and (for tests) toollint.workspaceToolsModel. */
export function registerWorkspaceTools(context: vscode.ExtensionContext): vscode.Disposable {
  const provider = new WorkspaceTools(context.asAbsolutePath(path.join('dist', 'cli.js')));
  const view = vscode.window.createTreeView(VIEW_ID, { treeDataProvider: provider, showCollapseAll: true });
  provider.view = view;
  void vscode.commands.executeCommand('setContext', 'toollint.workspaceToolsAvailable', true);
  // After a save, while the view is shown: once the saves pause.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => view.visible && provider.model && void provider.refresh(), 1000);
  };
  return vscode.Disposable.from(
    provider,
    view,
    { dispose: () => timer && clearTimeout(timer) },
    vscode.commands.registerCommand(REFRESH_COMMAND, () => provider.refresh()),
    vscode.commands.registerCommand('toollint.workspaceToolsModel', () => provider.current()),
    vscode.workspace.onDidSaveTextDocument((doc) => LANGUAGES.includes(doc.languageId) && later()),
    vscode.workspace.onDidChangeConfiguration((e) => (e.affectsConfiguration('toollint.targets') || e.affectsConfiguration('toollint.model')) && later()),
  );
}
