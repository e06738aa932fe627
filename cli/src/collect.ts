// The CLI's output, collected file by file as each is linted. A file's report becomes a FilePiece at once, where the
// file was linted (the main thread or a pool worker, cli/src/pool/): the text its format prints for it (json, stylish,
// github, describe), the findings sarif needs, and its counts, so nothing of its lint (tools, findings, their trees)
// outlives it. The collector adds pieces in the files' order; its output is the same whichever thread made them.
import { createColors } from 'picocolors';
import type { ToolDescription } from '../../shared/src/describe';
import type { Severity } from '../../shared/src/types';
import type { Format } from './args';
import { jsonText } from './formatters/escape';
import { githubFile } from './formatters/github';
import { jsonDocument, jsonFilePiece, KEPT_AS_BYTES } from './formatters/json';
import { formatSarif } from './formatters/sarif';
import { stylishFile, stylishSummary } from './formatters/stylish';
import { emptySummary, tally, type Summary } from './formatters/summary';
import type { FileReport, FormatContext, ReportedFinding } from './formatters/types';
import { mergeAcrossFiles, type PendingReport, type ToolLink, linksOf } from './dedupe';

const RANK: Record<Severity, number> = { info: 0, warning: 1, error: 2 };

/** What the collector makes of files: a format's text, describe's JSON array, or (undefined) counts only. */
export type OutputKind = Format | 'describe' | undefined;

/** What the output needs of one file: plain data, so a pool worker can send it to the main thread as it is. */
export interface FilePiece {
  /** The file's text in the output: its json entry, stylish block, github lines, describe entries ('' for none); a long json entry as its UTF-8 bytes. */
  text: OutputPiece;
  /** sarif: what formatSarif reads of the report (its path, and its findings). */
  sarif?: { path: string; rawPath?: Uint8Array; findings: ReportedFinding[] };
  /** The file's tools and findings by severity. */
  counts: Omit<Summary, 'files'>;
  /** The highest severity rank among its findings (-1: none). */
  worst: number;
  /** Why the file was not analysed, if it was not. */
  skipped?: string;
  /** The path as shown. */
  path: string;
  /**
   * A file whose tools another file of the run may report too (dedupe.ts): its report, made into text (and counted)
   * once every file is in. `text` is then ''.
   */
  pending?: PendingReport;
}

/** describe's entries for one file, at their indentation in the array JSON.stringify(all, null, 2) writes. */
function describeEntries(descriptions: ToolDescription[]): string {
  if (descriptions.length === 0) return '';
  const whole = JSON.stringify(descriptions, null, 2);
  return jsonText(whole.slice('[\n'.length, whole.length - '\n]'.length));
}

/** One file's piece of the output of `kind` (describe: `descriptions` are the file's tools; `links`: see dedupe.ts). */
export function filePiece(kind: OutputKind, r: FileReport, colors: ReturnType<typeof createColors>, descriptions: ToolDescription[] = [], links?: ToolLink[]): FilePiece {
  if (links) return { text: '', counts: { tools: 0, errors: 0, warnings: 0, infos: 0 }, worst: -1, path: r.path, pending: { report: r, descriptions, links } };
  const s = emptySummary();
  tally(s, r);
  let worst = -1;
  for (let fIndex = 0, fList = r.findings; fIndex < fList.length; fIndex++) {
    const f = fList[fIndex]!;
    worst = Math.max(worst, RANK[f.severity]);
  }
  const text =
    kind === 'json' ? jsonFilePiece(r) : kind === 'stylish' ? stylishFile(r, colors) : kind === 'github' ? githubFile(r) : kind === 'describe' ? describeEntries(descriptions) : '';
  return {
    text,
    ...(kind === 'sarif' ? { sarif: { path: r.path, ...(r.rawPath ? { rawPath: r.rawPath } : {}), findings: r.findings } } : {}),
    counts: { tools: s.tools, errors: s.errors, warnings: s.warnings, infos: s.infos },
    worst,
    ...(r.skipped ? { skipped: r.skipped } : {}),
    path: r.path,
  };
}

export class ReportCollector {
  /** The files' texts in order; a pending file's piece stands in for its text until the run's files are all in. */
  private readonly texts: (OutputPiece | FilePiece)[] = [];
  private readonly reports: (FileReport | FilePiece)[] = [];
  private readonly pending: FilePiece[] = [];
  private readonly summary = emptySummary();
  readonly colors: ReturnType<typeof createColors>;
  /** The highest severity rank among the findings so far (-1: none). */
  private worst = -1;
  /** Files not analysed, with why: said on stderr after the output (stylish prints them itself). */
  readonly skipped: { path: string; reason: string }[] = [];

  /** `kind` undefined: only counts. */
  constructor(
    readonly kind: OutputKind,
    private readonly ctx: FormatContext,
  ) {
    this.colors = createColors(ctx.color);
  }

  add(r: FileReport, descriptions?: ToolDescription[]): void {
    this.addPiece(filePiece(this.kind, r, this.colors, descriptions, linksOf.get(r)));
  }

  /** Adds the next file's piece (pieces come in the files' order). */
  addPiece(p: FilePiece): void {
    if (p.pending) {
      // A worker's Buffer arrives as a Uint8Array.
      const raw = p.pending.report.rawPath as Uint8Array | undefined;
      if (raw && !Buffer.isBuffer(raw)) p.pending.report.rawPath = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
      this.pending.push(p);
      this.summary.files++;
      if (this.kind === 'json') {
        if (this.summary.files > 1) this.texts.push(',\n');
        this.texts.push(p);
      } else if (this.kind === 'sarif') this.reports.push(p);
      else this.texts.push(p);
      return;
    }
    this.count(p);
    if (this.kind === 'json') {
      if (this.summary.files > 1) this.texts.push(',\n');
      this.texts.push(kept(p.text));
    } else if (this.kind === 'describe') {
      if (p.text) this.texts.push(kept(p.text));
    } else if (this.kind === 'sarif' && p.sarif) {
      // A worker's Buffer arrives as a Uint8Array.
      const raw = p.sarif.rawPath;
      this.reports.push({ path: p.sarif.path, ...(raw ? { rawPath: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength) } : {}), tools: [], findings: p.sarif.findings });
    } else if (p.text) this.texts.push(kept(p.text));
  }

  /** A piece's counts in the summary (a pending file's are counted when it is settled). */
  private count(p: FilePiece, file = true): void {
    const s = this.summary;
    if (file) s.files++;
    s.tools += p.counts.tools;
    s.errors += p.counts.errors;
    s.warnings += p.counts.warnings;
    s.infos += p.counts.infos;
    this.worst = Math.max(this.worst, p.worst);
    if (p.skipped) this.skipped.push({ path: p.path, reason: p.skipped });
  }

  /** The pending files' reports, each tool once across them (dedupe.ts), made into their pieces and counted: once, when every file is in. */
  private settled = false;
  private settle(): void {
    if (this.settled) return;
    this.settled = true;
    mergeAcrossFiles(this.pending.map((p) => p.pending!));
    for (const p of this.pending) {
      const { report, descriptions } = p.pending!;
      const made = filePiece(this.kind, report, this.colors, descriptions);
      Object.assign(p, made, { pending: undefined });
      this.count(p, false);
    }
  }

  /** The text in its place of a file (a settled pending piece: its own text). */
  private textOf(t: OutputPiece | FilePiece): OutputPiece {
    return typeof t === 'string' || t instanceof Uint8Array ? t : t.text;
  }

  /** True when a finding is at or above the severity. */
  reached(severity: Severity): boolean {
    this.settle();
    return this.worst >= RANK[severity];
  }

  /** The whole output, in pieces to write in order (their concatenation is the format's text). */
  output(): OutputPiece[] {
    this.settle();
    const texts = this.texts.map((t) => this.textOf(t));
    switch (this.kind) {
      case 'json':
        return jsonDocument(texts, this.summary.files, this.summary);
      case 'stylish':
        return [...texts, stylishSummary(this.summary, this.colors)];
      case 'github':
        return texts;
      case 'sarif':
        return [formatSarif(this.reports.map((r) => ('counts' in r ? { path: r.path, ...(r.sarif?.rawPath ? { rawPath: r.sarif.rawPath as Buffer } : {}), tools: [], findings: r.sarif?.findings ?? [] } : r)), this.ctx)];
      case 'describe': {
        const entries = texts.filter((t) => t !== '').flatMap((t, i) => (i ? [',\n', t] : [t]));
        return entries.length ? ['[\n', ...entries, '\n]\n'] : ['[]\n'];
      }
      default:
        return [];
    }
  }
}

/** A piece of the output: text, or a file's text kept as its UTF-8 bytes (kept()). */
export type OutputPiece = string | Uint8Array;

/**
 * A file's text as the collector keeps it until the run ends: a long one as its UTF-8 bytes, which is what is written
 * (a text with a character past U+00FF is two bytes a character as a string; the corpus's --format json texts held
 * about 70 MB until the end), a short one as it is.
 */
function kept(text: OutputPiece): OutputPiece {
  if (typeof text !== 'string') return text;
  return text.length >= KEPT_AS_BYTES ? Buffer.from(text, 'utf8') : text;
}

/**
 * Writes pieces of output joined in writes of about a megabyte: one copy of the text, made as it is written (a write
 * per piece would be many system calls; one write of it all, a copy of the whole output at once). Pieces are whole
 * texts or whole UTF-8 encodings of texts, so no write ends inside a character.
 */
export function writeAll(pieces: OutputPiece[], write: (s: string | Uint8Array) => void): void {
  let from = 0;
  let length = 0;
  let bytes = false;
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    length += piece.length;
    if (typeof piece !== 'string') bytes = true;
    if (length >= 1 << 20 || i === pieces.length - 1) {
      const chunk = pieces.slice(from, i + 1);
      // One piece is written as it is (a long file's bytes are not copied again).
      if (chunk.length === 1) write(chunk[0]!);
      else write(bytes ? Buffer.concat(chunk.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : p))) : (chunk as string[]).join(''));
      from = i + 1;
      length = 0;
      bytes = false;
    }
  }
}
