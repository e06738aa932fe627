// toollint CLI entry: lint or describe files, folders or stdin; print a format; exit by the fail threshold.
import { createTwoFilesPatch } from 'diff';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { resolveConfig, type ToollintConfig } from '../../shared/src/config/config';
import { describeLintResult, type ToolDescription } from '../../shared/src/describe';
import { fix } from '../../shared/src/fix';
import { lint, type ToolResultCache } from '../../shared/src/lint';
import { unknownTargets } from '../../shared/src/targets';
import type { Finding, Severity } from '../../shared/src/types';
import { HELP, parseCliArgs, UsageError, type CliOptions } from './args';
import { CONFIG_FILE_NAME } from '../../shared/src/config/schema';
import { ConfigFinder, readConfigFile } from './config-file';
import { discoverFiles } from './discover';
import { formatGithub } from './formatters/github';
import { formatJson } from './formatters/json';
import { formatSarif } from './formatters/sarif';
import { formatStylish } from './formatters/stylish';
import type { FileReport } from './formatters/types';
import { decodeText } from './read';

declare const TOOLLINT_VERSION: string | undefined;
const VERSION = typeof TOOLLINT_VERSION === 'string' ? TOOLLINT_VERSION : '0.0.0-dev';

export interface CliIO {
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  readStdin: () => Promise<string | Buffer>;
  cwd: string;
  isTTY: boolean;
}

const RANK: Record<Severity, number> = { info: 0, warning: 1, error: 2 };

function defaultIO(): CliIO {
  return {
    stdout: (s) => process.stdout.write(s),
    stderr: (s) => process.stderr.write(s),
    readStdin: async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    cwd: process.cwd(),
    isTTY: Boolean(process.stdout.isTTY),
  };
}

/** Runs the CLI and returns its exit code (0, 1 or 2). */
export async function run(argv: string[], io: CliIO = defaultIO()): Promise<number> {
  let options: CliOptions;
  try {
    options = parseCliArgs(argv);
    const unknown = unknownTargets(options.overrides.targets ?? []);
    if (unknown.length) throw new UsageError(`--targets names unknown targets: ${unknown.join(', ')}.`);
  } catch (error) {
    io.stderr(`toollint: ${(error as Error).message}\nRun toollint --help for usage.\n`);
    return 2;
  }
  if (options.command === 'help') {
    io.stdout(HELP);
    return 0;
  }
  if (options.command === 'version') {
    io.stdout(`${VERSION}\n`);
    return 0;
  }
  try {
    return await lintCommand(options, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`toollint: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
}

async function lintCommand(options: CliOptions, io: CliIO): Promise<number> {
  const explicitConfig = options.configFile ? readConfigFile(resolve(io.cwd, options.configFile)) : undefined;
  const finder = new ConfigFinder();
  const configs = new Map<string, ToollintConfig | undefined>();
  const configFor = (file: string): ToollintConfig | undefined => {
    if (explicitConfig) return explicitConfig;
    const found = finder.find(dirname(file));
    if (!found) return undefined;
    if (!configs.has(found)) configs.set(found, readConfigFile(found));
    return configs.get(found);
  };
  const cache: ToolResultCache = new Map();
  const reports: FileReport[] = [];
  const descriptions: ToolDescription[] = [];
  let unreadable = false;

  const fixing = options.command === 'fix';
  const patches: string[] = [];
  let fixedFiles = 0;
  let appliedFixes = 0;

  const lintOne = (absPath: string, shownPath: string, raw: string | Buffer, fromStdin = false) => {
    const config = resolveConfig(configFor(absPath), options.overrides);
    const decoded = decodeText(raw);
    const { invalidUtf8, bom } = decoded;
    let text = decoded.text;
    if (fixing && !invalidUtf8) {
      const fixed = fix(text, { path: absPath, config, cache, unsafe: options.unsafe });
      if (fixed.text !== text) {
        fixedFiles++;
        appliedFixes += fixed.applied.length;
        if (options.dryRun) patches.push(createTwoFilesPatch(shownPath, shownPath, text, fixed.text, '', '', { context: 3 }));
        else if (!options.stdout && !fromStdin) writeFileSync(absPath, (bom ? '\uFEFF' : '') + fixed.text);
      }
      if (options.stdout || (fromStdin && !options.dryRun)) io.stdout(fixed.text);
      // What is reported is what is left after fixing (what would be left, with --dry-run).
      text = fixed.text;
    }
    const result = lint(text, { path: absPath, config, cache });
    const findings: Finding[] = result.findings;
    if (invalidUtf8) {
      findings.unshift({
        rule: 'json-parseable', severity: 'warning', targets: [], tool: null, pointer: '', fixable: false,
        message: `The file is not valid UTF-8; invalid bytes were read as U+FFFD${fixing ? ', and the file was not fixed' : ''}.`,
        range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, span: { offset: 0, length: 0 },
      });
    }
    reports.push({ path: shownPath, tools: result.tools, findings, ...(result.skipped ? { skipped: result.skipped } : {}) });
    if (options.command === 'describe') descriptions.push(...describeLintResult(result, shownPath));
  };

  const paths = options.paths.length ? options.paths : ['.'];
  if (paths.includes('-')) {
    const name = options.stdinFilename ?? 'stdin.json';
    lintOne(resolve(io.cwd, name), name, await io.readStdin(), true);
  }
  // `ignore` patterns come from the config that governs the working directory.
  const ignores = configFor(resolve(io.cwd, CONFIG_FILE_NAME))?.ignore ?? [];
  const { files, missing } = discoverFiles(paths.filter((p) => p !== '-'), ignores, io.cwd);
  if (fixing && options.stdout && files.length + (paths.includes('-') ? 1 : 0) > 1) {
    throw new UsageError('--stdout prints one fixed file: name a single file, or - for standard input.');
  }
  for (const m of missing) {
    io.stderr(`toollint: no such file or folder: ${m}\n`);
    unreadable = true;
  }
  for (const file of files) {
    let raw: Buffer;
    try {
      raw = readFileSync(file);
    } catch (error) {
      io.stderr(`toollint: cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}\n`);
      unreadable = true;
      continue;
    }
    if (/\.snap$/i.test(file) && !/^\s*[[{]/.test(raw.subarray(0, 64).toString('utf8').replace(/^\uFEFF/, ''))) continue;
    lintOne(file, relative(io.cwd, file) || file, raw);
  }

  // With the fixed text or a diff on stdout, the report of what is left goes to stderr.
  const report = fixing && (options.stdout || options.dryRun || paths.includes('-')) ? io.stderr : io.stdout;
  if (options.dryRun) io.stdout(patches.join(''));
  if (fixing) {
    const verb = options.dryRun ? 'would fix' : 'fixed';
    report(`toollint: ${verb} ${appliedFixes} problem${appliedFixes === 1 ? '' : 's'} in ${fixedFiles} file${fixedFiles === 1 ? '' : 's'}\n`);
  }
  if (options.command === 'describe') {
    io.stdout(JSON.stringify(descriptions, null, 2) + '\n');
  } else {
    const color = options.color ?? (io.isTTY && !process.env.NO_COLOR);
    const ctx = { color, version: VERSION };
    const out =
      options.format === 'json' ? formatJson(reports) : options.format === 'sarif' ? formatSarif(reports, ctx) : options.format === 'github' ? formatGithub(reports) : formatStylish(reports, ctx);
    report(out);
    if (options.format !== 'stylish') for (const r of reports) if (r.skipped) io.stderr(`toollint: ${r.path}: ${r.skipped}\n`);
  }
  if (unreadable) return 2;
  if (options.failOn === 'never') return 0;
  const threshold = RANK[options.failOn];
  const failing = reports.some((r) => r.findings.some((f) => RANK[f.severity] >= threshold));
  return failing ? 1 : 0;
}
