// The CLI's output, collected file by file as each is linted. json, stylish and github turn a file's report into its
// text at once, so nothing of its lint (tools, findings, their trees) outlives it; sarif keeps the reports it needs.
import { createColors } from 'picocolors';
import type { Severity } from '../../shared/src/types';
import type { Format } from './args';
import { githubFile } from './formatters/github';
import { jsonDocument, jsonFile } from './formatters/json';
import { formatSarif } from './formatters/sarif';
import { stylishFile, stylishSummary } from './formatters/stylish';
import { emptySummary, tally } from './formatters/summary';
import type { FileReport, FormatContext } from './formatters/types';

const RANK: Record<Severity, number> = { info: 0, warning: 1, error: 2 };

export class ReportCollector {
  private readonly texts: string[] = [];
  private readonly reports: FileReport[] = [];
  private readonly summary = emptySummary();
  private readonly colors: ReturnType<typeof createColors>;
  /** The highest severity rank among the findings so far (-1: none). */
  private worst = -1;
  /** Files not analysed, with why: said on stderr after the output (stylish prints them itself). */
  readonly skipped: { path: string; reason: string }[] = [];

  /** `format` undefined: only counts (describe prints its own output). */
  constructor(
    private readonly format: Format | undefined,
    private readonly ctx: FormatContext,
  ) {
    this.colors = createColors(ctx.color);
  }

  add(r: FileReport): void {
    tally(this.summary, r);
    for (const f of r.findings) this.worst = Math.max(this.worst, RANK[f.severity]);
    if (r.skipped) this.skipped.push({ path: r.path, reason: r.skipped });
    if (this.format === 'json') {
      if (this.summary.files > 1) this.texts.push(',\n');
      this.texts.push(jsonFile(r));
    }
    else if (this.format === 'stylish') this.texts.push(stylishFile(r, this.colors));
    else if (this.format === 'github') this.texts.push(githubFile(r));
    else if (this.format === 'sarif') this.reports.push(r);
  }

  /** True when a finding is at or above the severity. */
  reached(severity: Severity): boolean {
    return this.worst >= RANK[severity];
  }

  /** The whole output, in pieces to write in order (their concatenation is the format's text). */
  output(): string[] {
    switch (this.format) {
      case 'json':
        return jsonDocument(this.texts, this.summary.files, this.summary);
      case 'stylish':
        return [...this.texts, stylishSummary(this.summary, this.colors)];
      case 'github':
        return this.texts;
      case 'sarif':
        return [formatSarif(this.reports, this.ctx)];
      default:
        return [];
    }
  }
}

/**
 * Writes pieces of output joined in writes of about a megabyte: one copy of the text, made as it is written (a write
 * per piece would be many system calls; one write of it all, a copy of the whole output at once).
 */
export function writeAll(pieces: string[], write: (s: string) => void): void {
  let from = 0;
  let length = 0;
  for (let i = 0; i < pieces.length; i++) {
    length += pieces[i]!.length;
    if (length >= 1 << 20 || i === pieces.length - 1) {
      write(pieces.slice(from, i + 1).join(''));
      from = i + 1;
      length = 0;
    }
  }
}
