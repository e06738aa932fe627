// toollint CLI entry: lint or describe files, folders or stdin; print a format; exit by the fail threshold.
import { workerData } from 'node:worker_threads';
import { relative, resolve } from 'node:path';
import { looksUtf16 } from '../../shared/src/config/encoding';
import { describeFsError } from '../../shared/src/config/errors';
import { checkTargets } from '../../shared/src/config/targets';
import { fix } from '../../shared/src/fix';
import { prepareFor as prepare } from '../../shared/src/sources';
import { HELP, parseCliArgs, UsageError, type CliOptions } from './args';
import { unifiedPatch } from './patch';
import { CONFIG_FILE_NAME } from '../../shared/src/config/schema';
import { readConfigFile } from './config-file';
import { discoverFiles, type DiscoveredFile } from './discover';
import { terminalLines, terminalText } from './formatters/escape';
import { ReportCollector, writeAll } from './collect';
import { FileLinter, lintFound, readFound, utf16Report, type LintSettings } from './lint-file';
import { lintInPool, poolPlan, threadsFromEnv } from './pool/lint-in-pool';
import { isPoolWorker, serveWorker } from './pool/worker';
import type { PoolOutcome } from './pool/protocol';
import { decodeText } from './read';
import { writeFileInPlace } from './write';
import { diffCommand } from './diff/command';

declare const TOOLLINT_VERSION: string | undefined;
/** A pool worker runs this same bundle (dist/cli.js): a worker of its own would save about 6 ms of load per thread. */
const WORKER_ENTRY = __filename;
const VERSION = typeof TOOLLINT_VERSION === 'string' ? TOOLLINT_VERSION : '0.0.0-dev';

export interface CliIO {
  stdout: (s: string | Uint8Array) => void;
  stderr: (s: string) => void;
  readStdin: () => Promise<string | Buffer>;
  cwd: string;
  isTTY: boolean;
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
    // A broken install: a token table beside the bundle missing or altered (shared/src/cost/rank-table.ts). One line
    // that says so, and no count.
    if ((error as { code?: unknown } | undefined)?.code === 'TOOLLINT_TOKEN_TABLE') {
      io.stderr(`toollint: ${terminalLines((error as Error).message)}\n`);
      return 2;
    }
    throw error;
  }
}

async function lintCommand(options: CliOptions, io: CliIO): Promise<number> {
  const settings: LintSettings = { command: options.command, overrides: options.overrides, cwd: io.cwd, ...(options.configFile ? { explicitConfig: readConfigFile(resolve(io.cwd, options.configFile)) } : {}) };
  const linter = new FileLinter(settings);
  const color = options.color ?? (io.isTTY && !process.env.NO_COLOR);
  const collector = new ReportCollector(options.command === 'describe' ? 'describe' : options.format, { color, version: VERSION });
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
    const decoded = decodeText(raw);
    const { invalidUtf8, bom } = decoded;
    let text = decoded.text;
    const where = rawShown ? { rawPath: rawShown } : {};
    const printFixed = fixing && (options.stdout || (fromStdin && !options.dryRun));
    if (looksUtf16(text)) {
      // Read as UTF-8 it would be parse noise; say what is wrong, and neither lint nor fix it.
      collector.add(utf16Report(shownPath, where, fixing));
      // --stdout of a file that is not fixed is the file, byte for byte.
      if (printFixed) io.stdout(Buffer.isBuffer(raw) ? raw : Buffer.from(raw));
      return;
    }
    if (printFixed && invalidUtf8) io.stdout(raw as Buffer);
    if (fixing && !invalidUtf8) {
      const fixed = fix(text, { path: absPath, config: linter.config(absPath), cache: linter.cache, unsafe: options.unsafe, readFile: linter.readFile });
      let after = fixed.text;
      if (after !== text) {
        let written = true;
        if (options.dryRun) patches.push(unifiedPatch(shownPath, text, fixed.text, fixed.edits));
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
    const { report, descriptions } = linter.report(absPath, shownPath, text, invalidUtf8, where);
    collector.add(report, descriptions);
  };

  const paths = options.paths.length ? options.paths : ['.'];
  if (paths.includes('-')) {
    const name = options.stdinFilename ?? 'stdin.json';
    await prepare({ path: name });
    lintOne(resolve(io.cwd, name), name, await io.readStdin(), true);
  }
  // `ignore` patterns come from the config that governs the working directory.
  const ignores = linter.configFileFor(resolve(io.cwd, CONFIG_FILE_NAME))?.ignore ?? [];
  const { files, missing } = discoverFiles(paths.filter((p) => p !== '-'), ignores, io.cwd);
  if (fixing && options.stdout && files.length + (paths.includes('-') ? 1 : 0) > 1) {
    throw new UsageError('--stdout prints one fixed file: name a single file, or - for standard input.');
  }
  for (const m of missing) {
    io.stderr(`toollint: no such file or folder: ${terminalText(m)}\n`);
    unreadable = true;
  }
  for (const file of files) await prepare({ path: file.path }); // the Python parser, if a Python file is among them
  /** A found file's outcome, in the files' order (a file a pool worker failed on: said, and the run exits 2). */
  const take = (outcome: PoolOutcome, file: DiscoveredFile) => {
    if ('piece' in outcome) collector.addPiece(outcome.piece);
    else if ('error' in outcome) {
      io.stderr(outcome.error);
      unreadable = true;
    } else if ('usage' in outcome) throw new UsageError(outcome.usage);
    else if ('internal' in outcome) {
      io.stderr(`toollint: ${terminalText(relative(io.cwd, file.path) || file.path)}: not linted: ${terminalText(outcome.internal)}\n`);
      unreadable = true;
    }
  };
  const plan = fixing ? undefined : poolPlan(options.threads ?? threadsFromEnv(), files, WORKER_ENTRY);
  if (plan) await lintInPool(files, plan, { toollintPool: 1, settings, kind: collector.kind, color }, linter, collector, take);
  else {
    for (const file of files) {
      if (!fixing) {
        take(lintFound(linter, collector.kind, collector.colors, file), file);
        continue;
      }
      const read = readFound(file, io.cwd);
      if (read === undefined) continue;
      if ('error' in read) take(read, file);
      else lintOne(file.path, read.shown, read.raw, false, file.raw ?? file.path, read.rawShown);
    }
  }

  // With the fixed text or a diff on stdout, the report of what is left goes to stderr.
  const toStderr = fixing && (options.stdout || options.dryRun || paths.includes('-'));
  const report = toStderr ? io.stderr : io.stdout;
  if (options.dryRun) io.stdout(patches.join(''));
  if (fixing) {
    const verb = options.dryRun ? 'would fix' : 'fixed';
    report(`toollint: ${verb} ${appliedFixes} problem${appliedFixes === 1 ? '' : 's'} in ${fixedFiles} file${fixedFiles === 1 ? '' : 's'}\n`);
  }
  writeAll(collector.output(), toStderr ? (s) => io.stderr(typeof s === 'string' ? s : Buffer.from(s).toString('utf8')) : io.stdout);
  if (options.command !== 'describe' && options.format !== 'stylish') for (const r of collector.skipped) io.stderr(`toollint: ${terminalText(r.path)}: ${terminalText(r.reason)}\n`);
  if (unreadable) return 2;
  if (options.failOn === 'never') return 0;
  return collector.reached(options.failOn) ? 1 : 0;
}

// In a pool worker's thread (cli/src/pool/), this bundle serves the main thread's jobs instead of running a command.
if (isPoolWorker(workerData)) serveWorker(workerData);
