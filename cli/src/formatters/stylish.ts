// --format stylish: grouped by file, like ESLint's default output.
import { createColors } from 'picocolors';
import { terminalText } from './escape';
import type { FileReport, FormatContext } from './types';
import { summarize, type Summary } from './summary';

type Colors = ReturnType<typeof createColors>;

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** One file's block (its name, a line per finding, a blank line), or '' for a file with nothing to say. */
export function stylishFile(r: FileReport, c: Colors): string {
  if (r.findings.length === 0 && !r.skipped) return '';
  const lines: string[] = [c.underline(terminalText(r.path))];
  if (r.skipped) lines.push(`  ${c.yellow('skipped')}  ${terminalText(r.skipped)}`);
  // Each finding's position, made once (its width sets the column).
  const positions: string[] = new Array(r.findings.length);
  let posWidth = 0;
  for (let fIndex = 0, fList = r.findings; fIndex < fList.length; fIndex++) {
    const p = position(fList[fIndex]!.range.start);
    positions[fIndex] = p;
    if (p.length > posWidth) posWidth = p.length;
  }
  for (let fIndex = 0, fList = r.findings; fIndex < fList.length; fIndex++) {
    const f = fList[fIndex]!;
    const sev = f.severity === 'error' ? c.red('error  ') : f.severity === 'warning' ? c.yellow('warning') : c.blue('info   ');
    const targets = f.targets.length ? terminalText(`[${f.targets.join(', ')}] `) : '';
    // Names and messages quote the file: a control character in them must not move the cursor or erase lines.
    lines.push(`  ${c.dim(positions[fIndex]!.padEnd(posWidth))}  ${sev}  ${c.cyan(targets)}${terminalText(f.message)}  ${c.dim(terminalText(f.rule))}`);
  }
  return lines.join('\n') + '\n\n';
}

function position(p: { line: number; character: number }): string {
  return `${p.line + 1}:${p.character + 1}`;
}

/** The last line: the problems by severity, the tools and files. */
export function stylishSummary(s: Summary, c: Colors): string {
  const problems = s.errors + s.warnings + s.infos;
  const counts = `${plural(s.errors, 'error')}, ${plural(s.warnings, 'warning')}, ${plural(s.infos, 'info')}`;
  const where = `${plural(s.tools, 'tool')} in ${plural(s.files, 'file')}`;
  if (problems === 0) return c.green(`✔ no problems (${where})`) + '\n';
  return (s.errors ? c.red : c.yellow)(`✖ ${plural(problems, 'problem')} (${counts}) · ${where}`) + '\n';
}

export function formatStylish(reports: FileReport[], ctx: FormatContext): string {
  const c = createColors(ctx.color);
  return reports.map((r) => stylishFile(r, c)).join('') + stylishSummary(summarize(reports), c);
}
