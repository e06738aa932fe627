// "toollint: Lint MCP servers in this workspace": lists the servers of the workspace's MCP configs, starts the chosen
// ones only after the user confirms and only in a trusted workspace, through the CLI (`toollint mcp --config FILE
// --server NAME`, which stops each server's whole process group), and puts the findings on the config entries in the
// Problems panel and in a report view. Nothing here runs on its own: only this command, run by the user.
import { runBundledCli, type CliRun } from './run-cli';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { readClientConfig, WORKSPACE_CONFIGS, type ConfiguredServer } from '../../cli/src/mcp/client-config';
import { docsUrl } from '../../shared/src/rules/rule';

export const LINT_MCP_COMMAND = 'toollint.lintMcpServers';

/** A server of a workspace config, as offered in the pick list. */
export interface McpServerItem extends vscode.QuickPickItem {
  config: vscode.Uri;
  folder: vscode.WorkspaceFolder;
  server: ConfiguredServer;
}

/** The two questions the command asks; a test may answer them (the command is the same code either way). */
export interface McpPrompts {
  pick(items: McpServerItem[]): Thenable<readonly McpServerItem[] | undefined>;
  /** `commands`: what will run, one line per server. True only for an explicit yes. */
  confirm(commands: string[]): Thenable<boolean>;
}

const uiPrompts: McpPrompts = {
  pick: (items) => vscode.window.showQuickPick(items, { canPickMany: true, title: 'toollint: MCP servers to lint', placeHolder: 'Choose the servers to start and lint' }),
  confirm: async (commands) => {
    const start = 'Start and lint';
    const answer = await vscode.window.showWarningMessage(
      `Start ${commands.length} MCP server${commands.length === 1 ? '' : 's'}? This runs:`,
      { modal: true, detail: `${commands.join('\n')}\n\nEach server is stopped once its tools are read.` },
      start,
    );
    return answer === start;
  },
};

interface CliFinding {
  rule: string;
  severity: 'error' | 'warning' | 'info';
  targets: string[];
  message: string;
  tool: string | null;
  pointer: string;
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
}
interface CliFile {
  path: string;
  tools: { name: string; tokens: number }[];
  findings: CliFinding[];
}

export interface ServerResult {
  name: string;
  config: vscode.Uri;
  tools: { name: string; tokens: number }[];
  findings: CliFinding[];
  /** Why the server could not be linted (it did not start or answer), with its last stderr lines. */
  failure?: string;
}

function describeSpec(server: ConfiguredServer): string {
  const spec = server.spec!;
  return spec.kind === 'stdio' ? [spec.command, ...spec.args].join(' ') : spec.url;
}

/** The servers the workspace's MCP configs list (entries that cannot be started are left out). */
export async function workspaceServers(): Promise<McpServerItem[]> {
  const items: McpServerItem[] = [];
  for (const folder of vscode.workspace.workspaceFolders ?? []) {
    for (const name of WORKSPACE_CONFIGS) {
      const config = vscode.Uri.joinPath(folder.uri, name);
      let text: string;
      try {
        text = new TextDecoder().decode(await vscode.workspace.fs.readFile(config));
      } catch {
        continue;
      }
      for (const server of readClientConfig(text, config.fsPath)?.servers ?? []) {
        if (!server.spec) continue;
        items.push({ label: server.name, description: name, detail: describeSpec(server), config, folder, server, picked: true });
      }
    }
  }
  return items;
}

/** Runs the CLI for one server of one config; resolves with its JSON report and stderr. Cancelling ends it. */
async function runCli(cli: string, item: McpServerItem, token: vscode.CancellationToken): Promise<CliRun> {
  const args = ['mcp', '--format', 'json', '--fail-on', 'never', '--config', item.config.fsPath, '--server', item.server.name];
  let cancel: vscode.Disposable | undefined;
  // SIGTERM: the CLI ends the server's process group before it exits.
  const run = await runBundledCli(cli, item.folder.uri.fsPath, args, (child) => (cancel = token.onCancellationRequested(() => child.kill('SIGTERM'))));
  cancel?.dispose();
  return run;
}

const SEVERITY = { error: vscode.DiagnosticSeverity.Error, warning: vscode.DiagnosticSeverity.Warning, info: vscode.DiagnosticSeverity.Information } as const;

function toDiagnostic(f: CliFinding): vscode.Diagnostic {
  const range = new vscode.Range(f.range.start.line, f.range.start.character, f.range.end.line, f.range.end.character);
  const d = new vscode.Diagnostic(range, `${f.targets.length ? `[${f.targets.join(', ')}] ` : ''}${f.message}`, SEVERITY[f.severity]);
  d.source = 'toollint';
  d.code = { value: f.rule, target: vscode.Uri.parse(docsUrl(f.rule)) };
  return d;
}

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function mcpReportHtml(results: ServerResult[]): string {
  const sections = results
    .map((r) => {
      if (r.failure) return `<h3>${esc(r.name)}</h3><p><b>not linted:</b></p><pre>${esc(r.failure)}</pre>`;
      const tokens = r.tools.reduce((n, t) => n + t.tokens, 0);
      const findings = r.findings.length ? `<ul>${r.findings.map((f) => `<li><b>${esc(f.severity)}</b> ${esc(f.rule)} ${esc(f.tool ?? '')} <code>${esc(f.pointer)}</code>: ${esc(f.message)}</li>`).join('')}</ul>` : '<p>No findings.</p>';
      return `<h3>${esc(r.name)}</h3><p>${r.tools.length} tools (${r.tools.map((t) => esc(t.name)).join(', ')}) · ${tokens} OpenAI tokens per call</p>${findings}`;
    })
    .join('');
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline';"><style>body{font-family:var(--vscode-font-family);font-size:var(--vscode-font-size);color:var(--vscode-foreground)}ul{padding-left:16px}</style></head><body><h2>MCP servers</h2>${sections}</body></html>`;
}

/** The command. Returns what it found (for tests and other extensions); undefined when nothing was started. */
export async function lintMcpServers(context: vscode.ExtensionContext, diagnostics: vscode.DiagnosticCollection, prompts: McpPrompts = uiPrompts): Promise<ServerResult[] | undefined> {
  if (!vscode.workspace.isTrusted) {
    void vscode.window.showWarningMessage('toollint starts MCP servers only in a trusted workspace: their commands come from the workspace.');
    return undefined;
  }
  const items = await workspaceServers();
  if (items.length === 0) {
    void vscode.window.showInformationMessage(`No MCP servers found in ${WORKSPACE_CONFIGS.join(', ')}.`);
    return undefined;
  }
  const chosen = await prompts.pick(items);
  if (!chosen || chosen.length === 0) return undefined;
  if (!(await prompts.confirm(chosen.map((i) => `${i.server.name}: ${describeSpec(i.server)}`)))) return undefined;

  const cli = context.asAbsolutePath(path.join('dist', 'cli.js'));
  const results = await vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title: 'toollint: linting MCP servers', cancellable: true }, async (progress, token) => {
    const out: ServerResult[] = [];
    for (const item of chosen) {
      if (token.isCancellationRequested) break;
      progress.report({ message: item.server.name, increment: 100 / chosen.length });
      const r = await runCli(cli, item, token);
      let file: CliFile | undefined;
      try {
        file = (JSON.parse(r.stdout) as { files: CliFile[] }).files[0];
      } catch {
        file = undefined;
      }
      if (file && r.code !== 2) out.push({ name: item.server.name, config: item.config, tools: file.tools, findings: file.findings });
      else out.push({ name: item.server.name, config: item.config, tools: [], findings: [], failure: r.stderr.trim() || `exit code ${r.code}` });
    }
    return out;
  });

  // The findings go on each config's entries; a server that could not be linted gets one error on its entry.
  const byConfig = new Map<string, vscode.Diagnostic[]>();
  for (const r of results) {
    const item = chosen.find((i) => i.server.name === r.name && i.config.toString() === r.config.toString())!;
    const list = byConfig.get(r.config.toString()) ?? [];
    if (r.failure) {
      const { start, end } = item.server.range;
      const d = new vscode.Diagnostic(new vscode.Range(start.line, start.character, end.line, end.character), `server "${r.name}" could not be linted: ${r.failure.split('\n').slice(-6).join(' ')}`, vscode.DiagnosticSeverity.Error);
      d.source = 'toollint';
      list.push(d);
    }
    list.push(...r.findings.map(toDiagnostic));
    byConfig.set(r.config.toString(), list);
  }
  for (const [uri, list] of byConfig) diagnostics.set(vscode.Uri.parse(uri), list);

  const panel = vscode.window.createWebviewPanel('toollint.mcpReport', 'toollint: MCP servers', vscode.ViewColumn.Beside, { enableScripts: false });
  panel.webview.html = mcpReportHtml(results);
  context.subscriptions.push(panel);
  return results;
}
