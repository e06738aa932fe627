// Command-line arguments (node's util.parseArgs), turned into a config layer and options.
import { parseArgs } from 'node:util';
import type { ToollintConfig } from '../../shared/src/config/config';
import type { Severity } from '../../shared/src/types';

export type Format = 'stylish' | 'json' | 'sarif' | 'github';
export type FailOn = Severity | 'never';

export interface CliOptions {
  command: 'lint' | 'describe' | 'fix' | 'help' | 'version';
  paths: string[];
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

export function parseCliArgs(argv: string[]): CliOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
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
  if (positionals[0] === 'describe' || positionals[0] === 'fix') {
    command = positionals[0];
    positionals = positionals.slice(1);
  }
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
    format,
    failOn,
    configFile: v.config,
    stdinFilename: v['stdin-filename'],
    color: v['no-color'] ? false : v.color ? true : undefined,
    overrides,
    dryRun: v['dry-run'] === true,
    stdout: v.stdout === true,
    unsafe: v.unsafe === true,
  };
}

export const HELP = `toollint: lint LLM tool definitions against what each provider accepts.

Usage:
  toollint [paths...] [options]      lint files and folders (default: .)
  toollint - --stdin-filename F      lint standard input as file F
  toollint describe [paths...]       print each tool's token cost and issues as JSON
  toollint fix [paths...|-]          Auto-strict: rewrite files in place with the safe fixes, then
                                     report what is left (--dry-run: unified diff; --stdout: the
                                     fixed text of one file or stdin; --unsafe: unsafe fixes too)

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
  -h, --help, -v, --version

Exit codes: 0 nothing at or above the fail level, 1 findings at or above it, 2 usage error, unreadable
input or a fixed file that cannot be written.
`;
