// --format github: GitHub Actions workflow commands, one annotation per finding.
import { terminalText } from './escape';
import type { FileReport } from './types';

/**
 * A workflow command's message: controls are first made visible (the log is a terminal that honours escape
 * sequences, and a line break would start a new command), then escaped as the runner reads them (%, CR, LF).
 */
function escapeData(s: string): string {
  return terminalText(s).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/** A property value: as a message, and `:` and `,` too, so `::` cannot end the properties early. */
function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** One file's annotations, a line each ('' for a file with none). */
export function githubFile(r: FileReport): string {
  const lines: string[] = [];
  if (r.skipped) lines.push(`::warning file=${escapeProperty(r.path)},title=toollint::${escapeData(r.skipped)}`);
  for (const f of r.findings) {
    const level = f.severity === 'error' ? 'error' : f.severity === 'warning' ? 'warning' : 'notice';
    const props = [
      `file=${escapeProperty(r.path)}`,
      `line=${f.range.start.line + 1}`,
      `col=${f.range.start.character + 1}`,
      `endLine=${f.range.end.line + 1}`,
      `endColumn=${f.range.end.character + 1}`,
      `title=${escapeProperty(`toollint(${f.rule})`)}`,
    ].join(',');
    const targets = f.targets.length ? `[${f.targets.join(', ')}] ` : '';
    lines.push(`::${level} ${props}::${escapeData(targets + f.message)}`);
  }
  return lines.length ? lines.join('\n') + '\n' : '';
}

export function formatGithub(reports: FileReport[]): string {
  return reports.map(githubFile).join('');
}
