// One file's lint for the CLI, the same on the main thread and in a pool worker (cli/src/pool/): its config, its
// bytes read once and decoded, its report. What each thread keeps across files (configs, the result cache, the
// files other files import) lives in one FileLinter per thread.
import { dirname, relative } from 'node:path';
import { createColors } from 'picocolors';
import { resolveConfig, type ResolvedConfig, type ToollintConfig } from '../../shared/src/config/config';
import { looksUtf16 } from '../../shared/src/config/encoding';
import { describeFsError, NotRegularFileError } from '../../shared/src/config/errors';
import { describeLintResult, type ToolDescription } from '../../shared/src/describe';
import type { Finding } from '../../shared/src/finding';
import { lint, type ToolResultCache } from '../../shared/src/lint';
import type { Severity } from '../../shared/src/types';
import type { CliOptions } from './args';
import { filePiece, type FilePiece, type OutputKind } from './collect';
import { linksOf, toolLinks, type ToolLink } from './dedupe';
import { ConfigFinder, readConfigFile } from './config-file';
import type { DiscoveredFile } from './discover';
import { terminalText } from './formatters/escape';
import type { FileReport } from './formatters/types';
import { decodeText } from './read';
import { RepeatCache } from './repeat-cache';
import { cachedWorkspaceReader, readRegularFile } from './regular-file';
import { reportedFinding, reportedTool } from './reported';

/** What a run's files are linted with: plain data, the same in every thread (a worker gets it as workerData). */
export interface LintSettings {
  command: CliOptions['command'];
  overrides: ToollintConfig;
  /** --config FILE, read once by the main thread. */
  explicitConfig?: ToollintConfig;
  cwd: string;
}

/** A finding about how the file itself is encoded, at its start. */
function fileFinding(severity: Severity, message: string): Finding {
  return { rule: 'json-parseable', severity, targets: [], tool: null, pointer: '', fixable: false, message, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, span: { offset: 0, length: 0 } };
}

/** The report of a file that is UTF-16: read as UTF-8 it would be parse noise, so it is neither linted nor fixed. */
export function utf16Report(shownPath: string, where: { rawPath?: Buffer }, fixing: boolean): FileReport {
  return { path: shownPath, ...where, tools: [], findings: [fileFinding('error', `The file is UTF-16; save it as UTF-8${fixing ? ' (it was not fixed)' : ''}.`)] };
}

/** One thread's linting of a run's files: the configs found, one result cache, the imported files read. */
export class FileLinter {
  private readonly finder = new ConfigFinder();
  private readonly configs = new Map<string, ToollintConfig | undefined>();
  /** Each config file's settings with the command line's on top, resolved once (undefined: no config file). */
  private readonly resolved = new Map<ToollintConfig | undefined, ResolvedConfig>();
  readonly cache: ToolResultCache = new RepeatCache();
  // Values a file imports from others are read from disk, each file once per thread (never run, never node_modules).
  readonly readFile = cachedWorkspaceReader();

  constructor(readonly settings: LintSettings) {}

  /** The config file that governs a file (a broken one throws UsageError). */
  configFileFor(file: string): ToollintConfig | undefined {
    if (this.settings.explicitConfig) return this.settings.explicitConfig;
    const found = this.finder.find(dirname(file));
    if (!found) return undefined;
    if (!this.configs.has(found)) this.configs.set(found, readConfigFile(found));
    return this.configs.get(found);
  }

  /** A file's settings: its config file's, with the command line's on top (one object per config file: never changed). */
  config(absPath: string): ResolvedConfig {
    const file = this.configFileFor(absPath);
    let config = this.resolved.get(file);
    if (!config) this.resolved.set(file, (config = resolveConfig(file, this.settings.overrides)));
    return config;
  }

  /** What is reported of a file's text (after fixing, when fixing), and describe's records of its tools. */
  report(absPath: string, shownPath: string, text: string, invalidUtf8: boolean, where: { rawPath?: Buffer }, bom = false): { report: FileReport; descriptions?: ToolDescription[]; links?: ToolLink[] } {
    const fixing = this.settings.command === 'fix';
    const result = lint(text, { path: absPath, config: this.config(absPath), cache: this.cache, readFile: this.readFile });
    const findings: Finding[] = result.findings;
    if (invalidUtf8) {
      findings.unshift(fileFinding('warning', `The file is not valid UTF-8; invalid bytes were read as U+FFFD${fixing ? ', and the file was not fixed' : ''}.`));
    }
    // What the output keeps: only what formatters read (a LintedTool reaches its document's whole tree).
    const report: FileReport = { path: shownPath, ...where, tools: result.tools.map(reportedTool), findings: findings.map(reportedFinding), ...(result.skipped ? { skipped: result.skipped } : {}) };
    // Tools another file of the run may report too (dedupe.ts); another file reads this one with its byte-order mark.
    const links = toolLinks(result, absPath, findings, bom ? 1 : 0);
    if (links) linksOf.set(report, links);
    // Fixed, the text reported is not the one importers read (before the fix was written, or with --dry-run).
    const read = links && fixing && links.some((l) => l.defines) ? this.readFile(absPath) : undefined;
    if (read !== undefined && read.replace(/^\uFEFF/, '') !== text) for (const l of links!) if (l.defines) l.defines.stale = true;
    return { report, ...(this.settings.command === 'describe' ? { descriptions: describeLintResult(result, shownPath) } : {}), ...(links ? { links } : {}) };
  }
}

/** A found file's bytes and the names it is shown by. */
export interface ReadFile {
  raw: Buffer;
  shown: string;
  /** The bytes of `shown`, for a name that is not valid UTF-8. */
  rawShown?: Buffer;
}

/**
 * Reads a found file once: its bytes, or the line for stderr saying why it cannot be read (the run then exits 2), or
 * undefined for a .snap file that is not JSON (Jest's own snapshots are JavaScript: not linted, not counted).
 */
export function readFound(file: DiscoveredFile, cwd: string): ReadFile | { error: string } | undefined {
  const shown = relative(cwd, file.path) || file.path;
  let raw: Buffer;
  try {
    // Regular files only: a FIFO or device named on the command line would block the read forever.
    raw = readRegularFile(file.raw ?? file.path);
  } catch (error) {
    return { error: error instanceof NotRegularFileError ? `toollint: ${terminalText(shown)}: not a regular file\n` : `toollint: cannot read ${terminalText(shown)}: ${describeFsError(error)}\n` };
  }
  if (/\.snap$/i.test(file.path) && !/^\s*[[{]/.test(raw.subarray(0, 64).toString('utf8').replace(/^\uFEFF/, ''))) return undefined;
  // Path arithmetic on latin1 text is arithmetic on bytes: the shown path of a name that is not UTF-8, as bytes.
  const cwdBytes = Buffer.from(cwd).toString('latin1');
  const rawShown = file.raw ? Buffer.from(relative(cwdBytes, file.raw.toString('latin1')) || file.raw.toString('latin1'), 'latin1') : undefined;
  return { raw, shown, ...(rawShown ? { rawShown } : {}) };
}

/** What became of one found file, linted (not fixed): its piece of the output, a line for stderr, or nothing. */
export type FileOutcome = { piece: FilePiece } | { error: string } | { usage: string } | { none: true };

/** Reads and lints one found file into its piece of the output (a file the config breaks: `usage`). */
export function lintFound(linter: FileLinter, kind: OutputKind, colors: ReturnType<typeof createColors>, file: DiscoveredFile): FileOutcome {
  const read = readFound(file, linter.settings.cwd);
  if (read === undefined) return { none: true };
  if ('error' in read) return read;
  const where = read.rawShown ? { rawPath: read.rawShown } : {};
  const { text, invalidUtf8, bom } = decodeText(read.raw);
  if (looksUtf16(text)) return { piece: filePiece(kind, utf16Report(read.shown, where, false), colors) };
  const { report, descriptions, links } = linter.report(file.path, read.shown, text, invalidUtf8, where, bom);
  return { piece: filePiece(kind, report, colors, descriptions, links) };
}
