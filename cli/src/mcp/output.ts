// Reports -> the chosen format on stdout, and the exit code by the fail threshold: as for files (see main.ts).
import type { Severity } from '../../../shared/src/types';
import type { CliOptions } from '../args';
import { terminalText } from '../formatters/escape';
import { formatGithub } from '../formatters/github';
import { formatJson } from '../formatters/json';
import { formatSarif } from '../formatters/sarif';
import { formatStylish } from '../formatters/stylish';
import type { FileReport } from '../formatters/types';

declare const TOOLLINT_VERSION: string | undefined;
const VERSION = typeof TOOLLINT_VERSION === 'string' ? TOOLLINT_VERSION : '0.0.0-dev';

/** What the mcp and diff commands write to (the CLI's io). */
export interface OutputIO {
  stdout: (s: string | Uint8Array) => void;
  stderr: (s: string) => void;
  cwd: string;
  isTTY: boolean;
}

const RANK: Record<Severity, number> = { info: 0, warning: 1, error: 2 };

export function printReports(reports: FileReport[], options: Pick<CliOptions, 'format' | 'color'>, io: OutputIO): void {
  const color = options.color ?? (io.isTTY && !process.env.NO_COLOR);
  const ctx = { color, version: VERSION };
  const out =
    options.format === 'json' ? formatJson(reports) : options.format === 'sarif' ? formatSarif(reports, ctx) : options.format === 'github' ? formatGithub(reports) : formatStylish(reports, ctx);
  io.stdout(out);
  if (options.format !== 'stylish') for (const r of reports) if (r.skipped) io.stderr(`toollint: ${terminalText(r.path)}: ${terminalText(r.skipped)}\n`);
}

/** 0 nothing at or above the threshold, 1 something is. */
export function exitCodeFor(reports: FileReport[], failOn: CliOptions['failOn']): number {
  if (failOn === 'never') return 0;
  const threshold = RANK[failOn];
  return reports.some((r) => r.findings.some((f) => RANK[f.severity] >= threshold)) ? 1 : 0;
}
