// Command-line arguments (node's util.parseArgs), turned into a config layer and options.
import { parseArgs } from 'node:util';
import type { ToollintConfig } from '../../shared/src/config/config';
import type { Severity } from '../../shared/src/types';

export type Format = 'stylish' | 'json' | 'sarif' | 'github';
export type FailOn = Severity | 'never';

export interface CliOptions {
  command: 'lint' | 'describe' | 'fix' | 'mcp' | 'diff' | 'help' | 'version';
  paths: string[];
  /** mcp, and any command after `--`: the words after `--` (mcp: the server's command and arguments). */
  afterDash: string[];
  /** mcp: the options that reach a live server. */
  mcp: McpOptions;
  format: Format;
  failOn: FailOn;
  configFile?: string;
  stdinFilename?: string;
  color?: boolean;
  /** Settings given on the command line; they override config files. */
  overrides: ToollintConfig;
  /** fix: print a unified diff instead of writing. */
  dryRun: boolean;
  /** fix: print the fixed text instead of writing (one file or stdin). */
  stdout: boolean;
  /** fix: apply unsafe fixes too. */
  unsafe: boolean;
  /** --threads N: threads that lint a folder's files (0 or 1: the main thread only; unset: chosen by the run's size). */
  threads?: number;
}

export interface McpOptions {
  url?: string;
  headers: Record<string, string>;
  /** --timeout in milliseconds (default 30 s). */
  timeoutMs: number;
  /** --save FILE: the tools/list result as JSON. */
  save?: string;
  /** The server's stderr to ours. */
  verbose: boolean;
  /** mcp --config FILE: an MCP client config whose servers are linted. */
  clientConfig?: string;
  /** --server NAME: only these servers of the client config. */
  servers: string[];
}

export class UsageError extends Error {}

const FORMATS = ['stylish', 'json', 'sarif', 'github'];
const FAIL_ON = ['error', 'warning', 'info', 'never'];

function positiveInt(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new UsageError(`--${name} takes a non-negative number, got ${JSON.stringify(value)}.`);
  return n;
}

/** A thread count (--threads, TOOLLINT_THREADS): a whole number from 0 to 64. */
export function threadCount(value: string, name: string): number {
  const n = Number(value);
  if (!/^\s*\d+\s*$/.test(value) || n > 64) throw new UsageError(`${name} takes a whole number of threads from 0 to 64, got ${JSON.stringify(value)}.`);
  return n;
}

export function parseCliArgs(argv: string[]): CliOptions {
  // Words after `--` are not options: for mcp the server's command line, for the others paths.
  const dash = argv.indexOf('--');
  const afterDash = dash === -1 ? [] : argv.slice(dash + 1);
  let parsed;
  try {
    parsed = parseArgs({
      args: dash === -1 ? argv : argv.slice(0, dash),
      allowPositionals: true,
      strict: true,
      options: {
        targets: { type: 'string' },
        format: { type: 'string', short: 'f' },
        'fail-on': { type: 'string' },
        strict: { type: 'boolean' },
        'warn-above': { type: 'string' },
        'max-description-chars': { type: 'string' },
        'max-file-size': { type: 'string' },
        config: { type: 'string', short: 'c' },
        'stdin-filename': { type: 'string' },
        model: { type: 'string' },
        color: { type: 'boolean' },
        'no-color': { type: 'boolean' },
        'dry-run': { type: 'boolean' },
        stdout: { type: 'boolean' },
        unsafe: { type: 'boolean' },
        url: { type: 'string' },
        header: { type: 'string', multiple: true },
        timeout: { type: 'string' },
        save: { type: 'string' },
        verbose: { type: 'boolean' },
        server: { type: 'string', multiple: true },
        'lint-config': { type: 'string' },
        threads: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const v = parsed.values;
  let positionals = parsed.positionals;
  let command: CliOptions['command'] = 'lint';
  if (positionals[0] === 'describe' || positionals[0] === 'fix' || positionals[0] === 'mcp' || positionals[0] === 'diff') {
    command = positionals[0];
    positionals = positionals.slice(1);
  }
  const mcp = mcpOptions(command, v, positionals, afterDash);
  if (command !== 'mcp') positionals = [...positionals, ...afterDash];
  if (command !== 'fix' && (v['dry-run'] || v.stdout || v.unsafe)) throw new UsageError('--dry-run, --stdout and --unsafe belong to `toollint fix`.');
  if (v['dry-run'] && v.stdout) throw new UsageError('--dry-run and --stdout cannot be used together.');
  if (v.help) command = 'help';
  else if (v.version) command = 'version';
  const format = (v.format ?? 'stylish') as Format;
  if (!FORMATS.includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}, got ${JSON.stringify(v.format)}.`);
  let failOn = (v['fail-on'] ?? 'error') as FailOn;
  if (!FAIL_ON.includes(failOn)) throw new UsageError(`--fail-on must be one of ${FAIL_ON.join(', ')}, got ${JSON.stringify(v['fail-on'])}.`);
  if (v.strict) failOn = failOn === 'info' ? 'info' : 'warning';
  const overrides: ToollintConfig = {};
  if (v.targets !== undefined) overrides.targets = v.targets.split(',').map((t) => t.trim()).filter(Boolean);
  const warnAbove = positiveInt('warn-above', v['warn-above']);
  if (warnAbove !== undefined) overrides.warnAboveTokens = warnAbove;
  const maxDesc = positiveInt('max-description-chars', v['max-description-chars']);
  if (maxDesc !== undefined) overrides.maxDescriptionChars = maxDesc;
  const maxSize = positiveInt('max-file-size', v['max-file-size']);
  if (maxSize !== undefined) overrides.maxFileSize = maxSize;
  if (v.model !== undefined) overrides.model = v.model;
  return {
    command,
    paths: positionals,
    afterDash,
    mcp,
    format,
    failOn,
    configFile: command === 'mcp' ? v['lint-config'] : v.config,
    stdinFilename: v['stdin-filename'],
    color: v['no-color'] ? false : v.color ? true : undefined,
    overrides,
    dryRun: v['dry-run'] === true,
    stdout: v.stdout === true,
    unsafe: v.unsafe === true,
    ...(v.threads !== undefined ? { threads: threadCount(v.threads, '--threads') } : {}),
  };
}

type Values = Record<string, string | boolean | (string | boolean)[] | undefined>;

function mcpOptions(command: CliOptions['command'], v: Values, positionals: string[], afterDash: string[]): McpOptions {
  const str = (k: string) => v[k] as string | undefined;
  const list = (k: string) => (v[k] as string[] | undefined) ?? [];
  const used = ['url', 'header', 'timeout', 'save', 'verbose', 'server', 'lint-config'].filter((k) => v[k] !== undefined);
  if (command !== 'mcp') {
    if (used.length) throw new UsageError(`--${used[0]} belongs to \`toollint mcp\`.`);
    return { headers: {}, timeoutMs: 30_000, verbose: false, servers: [] };
  }
  if (positionals.length) throw new UsageError(`toollint mcp takes the server's command after --: toollint mcp [options] -- ${positionals.join(' ')}`);
  const sources = [afterDash.length > 0, str('url') !== undefined, str('config') !== undefined].filter(Boolean).length;
  if (sources !== 1) throw new UsageError('toollint mcp needs exactly one of: -- COMMAND [ARGS...], --url URL, --config FILE (an MCP client config).');
  if (list('server').length && str('config') === undefined) throw new UsageError('--server picks servers of an MCP client config: use it with --config.');
  if (str('save') !== undefined && str('config') !== undefined) throw new UsageError('--save writes one server\'s tools/list: use it with -- COMMAND or --url.');
  if (list('header').length && str('url') === undefined) throw new UsageError('--header goes with --url.');
  const headers: Record<string, string> = {};
  for (const h of list('header')) {
    const colon = h.indexOf(':');
    if (colon <= 0) throw new UsageError(`--header takes 'Name: value', got ${JSON.stringify(h)}.`);
    headers[h.slice(0, colon).trim()] = h.slice(colon + 1).trim();
  }
  const seconds = positiveInt('timeout', str('timeout')) ?? 30;
  if (seconds === 0) throw new UsageError('--timeout takes a number of seconds above 0.');
  return { url: str('url'), headers, timeoutMs: Math.min(seconds, 24 * 3600) * 1000, save: str('save'), verbose: v.verbose === true, clientConfig: str('config'), servers: list('server') };
}

export const HELP = `toollint: lint LLM tool definitions against what each provider accepts.

Usage:
  toollint [paths...] [options]      lint files and folders (default: .)
  toollint - --stdin-filename F      lint standard input as file F
  toollint describe [paths...]       print each tool's token cost and issues as JSON
  toollint fix [paths...|-]          Auto-strict: rewrite files in place with the safe fixes, then
                                     report what is left (--dry-run: unified diff; --stdout: the
                                     fixed text of one file or stdin; --unsafe: unsafe fixes too)
  toollint mcp [options] -- COMMAND [ARGS...]
                                     start a stdio MCP server, lint its tools/list, stop it
  toollint mcp --url URL [--header 'K: V']...
                                     lint a running server (streamable HTTP, SSE fallback)
  toollint mcp --config FILE [--server NAME]...
                                     lint the servers an MCP client config lists (.vscode/mcp.json,
                                     .cursor/mcp.json, .mcp.json, claude_desktop_config.json):
                                     this starts each server's command
  toollint diff OLD NEW              tools added, removed, renamed; changes that break callers; token
                                     cost per tool and in total (files or mcp --save snapshots)

Options:
  --targets LIST              comma-separated: openai-strict, openai, anthropic, anthropic-strict,
                              google, google-openapi, bedrock, mcp, shape
                              (default: openai-strict,anthropic,google,shape)
  -f, --format FORMAT         stylish (default), json, sarif, github
  --fail-on LEVEL             exit 1 on findings at or above: error (default), warning, info, never
  --strict                    same as --fail-on warning
  --warn-above N              heavy-definition budget in tokens per call (default 500)
  --max-description-chars N   tool description budget (default 1024)
  --max-file-size BYTES       skip larger files with a message (default 10485760)
  --model M                   tokenizer for OpenAI counts (gpt-4o: o200k_base; gpt-4: cl100k_base)
  -c, --config FILE           use this config file instead of the nearest toollint.config.json
  --color, --no-color         force colour on or off (default: on for a terminal)
  --threads N                 lint a folder's files on N threads (default 1; TOOLLINT_THREADS=N too)
  -h, --help, -v, --version

mcp options:
  --timeout SECONDS           the server must start and answer within this (default 30)
  --save FILE                 also write the tools/list result as JSON (lint or diff it later)
  --verbose                   show the server's stderr
  --lint-config FILE          the toollint config (default: the nearest toollint.config.json)
  Servers start only when you run this command; nothing is left running after it.

Exit codes: 0 nothing at or above the fail level, 1 findings at or above it, 2 usage error, unreadable
input, a fixed file that cannot be written, or an MCP server that cannot start or does not answer.
`;
