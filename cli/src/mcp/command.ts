// `toollint mcp`: lint what a live MCP server sends (stdio, streamable HTTP, SSE) or every server an MCP client config
// lists. The tools/list result goes through the engine exactly as a JSON file does; the server is one report.
import { writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { resolveConfig, type ToollintConfig } from '../../../shared/src/config/config';
import { describeFsError, NotRegularFileError } from '../../../shared/src/config/errors';
import type { Finding } from '../../../shared/src/finding';
import { lint, type LintResult } from '../../../shared/src/lint';
import { MCP_CLIENTS } from '../../../shared/src/targets/mcp-clients';
import type { Range } from '../../../shared/src/types';
import { UsageError, type CliOptions } from '../args';
import { ConfigFinder, readConfigFile } from '../config-file';
import { terminalLines, terminalText } from '../formatters/escape';
import type { FileReport } from '../formatters/types';
import { decodeText } from '../read';
import { readRegularFile } from '../regular-file';
import { readClientConfig, type ConfiguredServer } from './client-config';
import { listServerTools, ServerError, serverLabel, type ListedTools, type ServerSpec } from './connect';
import { exitCodeFor, printReports, type OutputIO } from './output';

/** The text a server's tools are linted as (and --save writes): its tools/list result, as pretty JSON. */
export function toolsListText(result: ListedTools['result']): string {
  return JSON.stringify(result, null, 2) + '\n';
}

/**
 * With a client config the server's name is known, so the name each client builds from it (Claude Code:
 * mcp__SERVER__TOOL within 64 characters) is checked exactly; the engine alone can only assume the shortest name.
 */
function qualifiedNameFindings(linted: LintResult, serverName: string): Finding[] {
  const severity = linted.config.rules['mcp-client-limits'] ?? 'warning';
  if (severity === 'off') return [];
  const out: Finding[] = [];
  for (const tool of linted.tools) {
    if (tool.shape !== 'mcp' || !tool.targets.includes('mcp')) continue;
    for (const client of MCP_CLIENTS) {
      const q = client.qualifiedName?.value;
      if (!q) continue;
      const full = `${q.prefix}${serverName}${q.separator}${tool.name}`;
      if (full.length <= q.maxLength) continue;
      const pointer = `${tool.pointer}/name`;
      // The engine's finding already says that no server name fits.
      if (linted.findings.some((f) => f.rule === 'mcp-client-limits' && f.pointer === pointer && f.message.startsWith(client.label))) continue;
      out.push({
        rule: 'mcp-client-limits',
        severity,
        targets: ['mcp'],
        tool: tool.name,
        pointer,
        fixable: false,
        range: tool.range,
        span: tool.span,
        message: `${client.label} names this tool ${JSON.stringify(client.id === 'claude-code' ? full : `${serverName} + ${tool.name}`)} (${full.length} characters), over its ${q.maxLength}${client.id === 'claude-code' ? ' ("String should have at most 64 characters")' : ''}: shorten the server's name in the config or the tool's name.`,
      });
    }
  }
  return out;
}

/** Lints a tools/list result through the engine as the JSON file `toolsListText` would be. */
export function lintToolsList(result: ListedTools['result'], label: string, virtualPath: string, config: ToollintConfig | undefined, overrides: ToollintConfig, serverName?: string): FileReport {
  const text = toolsListText(result);
  const linted = lint(text, { path: virtualPath, config: resolveConfig(config, overrides) });
  const findings = serverName === undefined ? linted.findings : [...linted.findings, ...qualifiedNameFindings(linted, serverName)];
  return { path: label, tools: linted.tools, findings, ...(linted.skipped ? { skipped: linted.skipped } : {}) };
}

/** Moves a server's report onto its entry in a client config: every range is the entry's, every message names it. */
export function atConfigEntry(report: FileReport, configPath: string, server: Pick<ConfiguredServer, 'name' | 'range' | 'offset' | 'length'>): FileReport {
  const range: Range = server.range;
  const span = { offset: server.offset, length: server.length };
  const prefix = `server ${JSON.stringify(server.name)}: `;
  return {
    path: configPath,
    tools: report.tools.map((t) => ({ ...t, range, span })),
    findings: report.findings.map((f): Finding => ({ ...f, range, span, message: prefix + f.message })),
    ...(report.skipped ? { skipped: prefix + report.skipped } : {}),
  };
}

function serverFailure(io: OutputIO, what: string, error: ServerError): void {
  io.stderr(`toollint: ${terminalText(what)}: ${terminalLines(error.message)}\n`);
  if (error.stderrLines.length) io.stderr(`  its last stderr lines:\n${error.stderrLines.map((l) => `  | ${terminalText(l)}\n`).join('')}`);
}

async function listOrReport(spec: ServerSpec, options: CliOptions, io: OutputIO, what: string): Promise<ListedTools | undefined> {
  try {
    return await listServerTools(spec, {
      timeoutMs: options.mcp.timeoutMs,
      guardExit: true,
      ...(options.mcp.verbose ? { onStderr: (text: string) => io.stderr(terminalLines(text)) } : {}),
    });
  } catch (error) {
    if (!(error instanceof ServerError)) throw error;
    serverFailure(io, what, error);
    return undefined;
  }
}

function readText(file: string, shown: string): string {
  try {
    return decodeText(readRegularFile(file)).text;
  } catch (error) {
    throw new UsageError(error instanceof NotRegularFileError ? `${shown}: not a regular file` : `cannot read ${shown}: ${describeFsError(error)}`);
  }
}

/** Runs `toollint mcp` and returns its exit code. */
export async function mcpCommand(options: CliOptions, io: OutputIO): Promise<number> {
  const explicit = options.configFile ? readConfigFile(resolve(io.cwd, options.configFile)) : undefined;
  const configNear = (dir: string): ToollintConfig | undefined => {
    if (explicit) return explicit;
    const found = new ConfigFinder().find(dir);
    return found ? readConfigFile(found) : undefined;
  };
  const reports: FileReport[] = [];
  let failed = false;

  if (options.mcp.clientConfig !== undefined) {
    const file = resolve(io.cwd, options.mcp.clientConfig);
    const shown = relative(io.cwd, file) || file;
    const clientConfig = readClientConfig(readText(file, shown), file);
    if (!clientConfig) throw new UsageError(`${shown} lists no MCP servers (no "servers" or "mcpServers" object).`);
    const wanted = options.mcp.servers;
    const unknown = wanted.filter((n) => !clientConfig.servers.some((s) => s.name === n));
    if (unknown.length) throw new UsageError(`${shown} has no server ${unknown.map((n) => JSON.stringify(n)).join(', ')}.`);
    const config = configNear(dirname(file));
    for (const server of clientConfig.servers) {
      if (wanted.length && !wanted.includes(server.name)) continue;
      const what = `${shown}: server ${JSON.stringify(server.name)}`;
      if (!server.spec) {
        io.stderr(`toollint: ${terminalText(shown)}: ${terminalText(server.problem ?? 'not started')}\n`);
        if (!server.disabled && !server.problem?.includes('${input:')) failed = true;
        continue;
      }
      const listed = await listOrReport(server.spec, options, io, what);
      if (!listed) {
        failed = true;
        continue;
      }
      const report = lintToolsList(listed.result, serverLabel(server.spec), resolve(dirname(file), `${server.name}.tools.json`), config, options.overrides, server.name);
      reports.push(atConfigEntry(report, shown, server));
    }
  } else {
    const spec: ServerSpec = options.mcp.url !== undefined
      ? { kind: 'http', url: options.mcp.url, headers: options.mcp.headers }
      : { kind: 'stdio', command: options.afterDash[0]!, args: options.afterDash.slice(1), cwd: io.cwd };
    const label = serverLabel(spec);
    const listed = await listOrReport(spec, options, io, label);
    if (!listed) return 2;
    if (options.mcp.save !== undefined) {
      const target = resolve(io.cwd, options.mcp.save);
      try {
        writeFileSync(target, toolsListText(listed.result));
      } catch (error) {
        io.stderr(`toollint: cannot write ${terminalText(options.mcp.save)}: ${describeFsError(error)}\n`);
        failed = true;
      }
    }
    reports.push(lintToolsList(listed.result, label, resolve(io.cwd, 'tools-list.json'), configNear(io.cwd), options.overrides));
  }
  printReports(reports, options, io);
  return failed ? 2 : exitCodeFor(reports, options.failOn);
}
