// toollint CLI entry: lint or describe files, folders or stdin; print a format; exit by the fail threshold.
import { createTwoFilesPatch } from 'diff';
import { dirname, relative, resolve } from 'node:path';
import { resolveConfig, type ToollintConfig } from '../../shared/src/config/config';
import { looksUtf16 } from '../../shared/src/config/encoding';
import { describeFsError, NotRegularFileError } from '../../shared/src/config/errors';
import { cachedWorkspaceReader, readRegularFile } from './regular-file';
import { checkTargets } from '../../shared/src/config/targets';
import { describeLintResult, type ToolDescription } from '../../shared/src/describe';
import { fix } from '../../shared/src/fix';
import { lint, type ToolResultCache } from '../../shared/src/lint';
import { prepareFor as prepare } from '../../shared/src/sources';
import type { Severity } from '../../shared/src/types';
import type { Finding } from '../../shared/src/finding';
import { HELP, parseCliArgs, UsageError, type CliOptions } from './args';
import { CONFIG_FILE_NAME } from '../../shared/src/config/schema';
import { ConfigFinder, readConfigFile } from './config-file';
import { discoverFiles } from './discover';
import { jsonText, terminalLines, terminalText } from './formatters/escape';
import { ReportCollector, writeAll } from './collect';
import { decodeText } from './read';
import { reportedFinding, reportedTool } from './reported';
import { writeFileInPlace } from './write';
import { diffCommand } from './diff/command';

declare const TOOLLINT_VERSION: string | undefined;
const VERSION = typeof TOOLLINT_VERSION === 'string' ? TOOLLINT_VERSION : '0.0.0-dev';

export interface CliIO {
  stdout: (s: string | Uint8Array) => void;
  stderr: (s: string) => void;
  readStdin: () => Promise<string | Buffer>;
  cwd: string;
  isTTY: boolean;
}

/** A finding about how the file itself is encoded, at its start. */
function fileFinding(severity: Severity, message: string): Finding {
  return { rule: 'json-parseable', severity, targets: [], tool: null, pointer: '', fixable: false, message, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, span: { offset: 0, length: 0 } };
}

/**
 * A write to standard output or error that no one reads any more (`toollint . | head`) fails with EPIPE: from then on
 * that stream's output is dropped, quietly, and the run goes on to exit with the code it would have had.
 */
function pipeWriter(stream: NodeJS.WriteStream): (s: string | Uint8Array) => void {
  let closed = false;
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    closed = true;
  });
  return (s: string | Uint8Array) => {
    if (!closed && !stream.destroyed) stream.write(s);
  };
}

function defaultIO(): CliIO {
  return {
    stdout: pipeWriter(process.stdout),
    stderr: pipeWriter(process.stderr),
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
    if (options.overrides.targets) {
      const { problem } = checkTargets(options.overrides.targets, '--targets');
      if (problem) throw new UsageError(problem);
    }
  } catch (error) {
    io.stderr(`toollint: ${terminalLines((error as Error).message)}\nRun toollint --help for usage.\n`);
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
    // Required here only: the MCP client and zod it loads (a chunk of their own in dist/) are for this command alone.
    if (options.command === 'mcp') return await (require('./mcp/command') as typeof import('./mcp/command')).mcpCommand(options, io);
    if (options.command === 'diff') return await diffCommand(options, io);
    return await lintCommand(options, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`toollint: ${terminalLines(error.message)}\n`);
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
  // Values a file imports from others are read from disk, each file once per run (never run, never node_modules).
  const readFile = cachedWorkspaceReader();
  const color = options.color ?? (io.isTTY && !process.env.NO_COLOR);
  const collector = new ReportCollector(options.command === 'describe' ? undefined : options.format, { color, version: VERSION });
  const descriptions: ToolDescription[] = [];
  /** A file could not be read or written: exit 2. */
  let unreadable = false;

  const fixing = options.command === 'fix';
  const patches: string[] = [];
  let fixedFiles = 0;
  let appliedFixes = 0;

  /**
   * Lints (and fixes) one file. `absPath` names it for config lookup and languages; `fsPath` is what reads and writes
   * it (its bytes, for a name that is not valid UTF-8); `rawShown` is the bytes of `shownPath` in that case.
   */
  const lintOne = (absPath: string, shownPath: string, raw: string | Buffer, fromStdin = false, fsPath: string | Buffer = absPath, rawShown?: Buffer) => {
    const config = resolveConfig(configFor(absPath), options.overrides);
    const decoded = decodeText(raw);
    const { invalidUtf8, bom } = decoded;
    let text = decoded.text;
    const where = rawShown ? { rawPath: rawShown } : {};
    const printFixed = fixing && (options.stdout || (fromStdin && !options.dryRun));
    if (looksUtf16(text)) {
      // Read as UTF-8 it would be parse noise; say what is wrong, and neither lint nor fix it.
      collector.add({ path: shownPath, ...where, tools: [], findings: [fileFinding('error', `The file is UTF-16; save it as UTF-8${fixing ? ' (it was not fixed)' : ''}.`)] });
      // --stdout of a file that is not fixed is the file, byte for byte.
      if (printFixed) io.stdout(Buffer.isBuffer(raw) ? raw : Buffer.from(raw));
      return;
    }
    if (printFixed && invalidUtf8) io.stdout(raw as Buffer);
    if (fixing && !invalidUtf8) {
      const fixed = fix(text, { path: absPath, config, cache, unsafe: options.unsafe, readFile });
      let after = fixed.text;
      if (after !== text) {
        let written = true;
        if (options.dryRun) patches.push(createTwoFilesPatch(shownPath, shownPath, text, fixed.text, '', '', { context: 3 }));
        else if (!options.stdout && !fromStdin) {
          try {
            writeFileInPlace(fsPath, Buffer.from((bom ? '\uFEFF' : '') + after), Buffer.isBuffer(raw) ? raw : Buffer.from(raw));
          } catch (error) {
            // The file stays as it was; the others are still fixed, and the run exits 2.
            io.stderr(`toollint: cannot write ${terminalText(shownPath)}: ${describeFsError(error)}\n`);
            written = false;
            unreadable = true;
          }
        }
        if (written) {
          fixedFiles++;
          appliedFixes += fixed.applied.length;
        } else {
          // What is reported is what the file holds: the text as it was.
          after = text;
        }
      }
      if (printFixed) io.stdout(after);
      // What is reported is what is left after fixing (what would be left, with --dry-run).
      text = after;
    }
    const result = lint(text, { path: absPath, config, cache, readFile });
    const findings: Finding[] = result.findings;
    if (invalidUtf8) {
      findings.unshift(fileFinding('warning', `The file is not valid UTF-8; invalid bytes were read as U+FFFD${fixing ? ', and the file was not fixed' : ''}.`));
    }
    // What the output keeps: only what formatters read (a LintedTool reaches its document's whole tree).
    collector.add({ path: shownPath, ...where, tools: result.tools.map(reportedTool), findings: findings.map(reportedFinding), ...(result.skipped ? { skipped: result.skipped } : {}) });
    if (options.command === 'describe') descriptions.push(...describeLintResult(result, shownPath));
  };

  const paths = options.paths.length ? options.paths : ['.'];
  if (paths.includes('-')) {
    const name = options.stdinFilename ?? 'stdin.json';
    await prepare({ path: name });
    lintOne(resolve(io.cwd, name), name, await io.readStdin(), true);
  }
  // `ignore` patterns come from the config that governs the working directory.
  const ignores = configFor(resolve(io.cwd, CONFIG_FILE_NAME))?.ignore ?? [];
  const { files, missing } = discoverFiles(paths.filter((p) => p !== '-'), ignores, io.cwd);
  if (fixing && options.stdout && files.length + (paths.includes('-') ? 1 : 0) > 1) {
    throw new UsageError('--stdout prints one fixed file: name a single file, or - for standard input.');
  }
  for (const m of missing) {
    io.stderr(`toollint: no such file or folder: ${terminalText(m)}\n`);
    unreadable = true;
  }
  const cwdBytes = Buffer.from(io.cwd).toString('latin1');
  for (const file of files) await prepare({ path: file.path }); // the Python parser, if a Python file is among them
  for (const file of files) {
    const shown = relative(io.cwd, file.path) || file.path;
    let raw: Buffer;
    try {
      // Regular files only: a FIFO or device named on the command line would block the read forever.
      raw = readRegularFile(file.raw ?? file.path);
    } catch (error) {
      io.stderr(error instanceof NotRegularFileError ? `toollint: ${terminalText(shown)}: not a regular file\n` : `toollint: cannot read ${terminalText(shown)}: ${describeFsError(error)}\n`);
      unreadable = true;
      continue;
    }
    if (/\.snap$/i.test(file.path) && !/^\s*[[{]/.test(raw.subarray(0, 64).toString('utf8').replace(/^\uFEFF/, ''))) continue;
    // Path arithmetic on latin1 text is arithmetic on bytes: the shown path of a name that is not UTF-8, as bytes.
    const rawShown = file.raw ? Buffer.from(relative(cwdBytes, file.raw.toString('latin1')) || file.raw.toString('latin1'), 'latin1') : undefined;
    lintOne(file.path, shown, raw, false, file.raw ?? file.path, rawShown);
  }

  // With the fixed text or a diff on stdout, the report of what is left goes to stderr.
  const report = fixing && (options.stdout || options.dryRun || paths.includes('-')) ? io.stderr : io.stdout;
  if (options.dryRun) io.stdout(patches.join(''));
  if (fixing) {
    const verb = options.dryRun ? 'would fix' : 'fixed';
    report(`toollint: ${verb} ${appliedFixes} problem${appliedFixes === 1 ? '' : 's'} in ${fixedFiles} file${fixedFiles === 1 ? '' : 's'}\n`);
  }
  if (options.command === 'describe') {
    io.stdout(jsonText(JSON.stringify(descriptions, null, 2)) + '\n');
  } else {
    writeAll(collector.output(), report);
    if (options.format !== 'stylish') for (const r of collector.skipped) io.stderr(`toollint: ${terminalText(r.path)}: ${terminalText(r.reason)}\n`);
  }
  if (unreadable) return 2;
  if (options.failOn === 'never') return 0;
  return collector.reached(options.failOn) ? 1 : 0;
}
