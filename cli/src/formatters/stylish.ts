// --format stylish: grouped by file, like ESLint's default output.
import { createColors } from 'picocolors';
import { terminalText } from './escape';
import type { FileReport, FormatContext } from './types';
import { summarize } from './summary';

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export function formatStylish(reports: FileReport[], ctx: FormatContext): string {
  const c = createColors(ctx.color);
  const lines: string[] = [];
  for (const r of reports) {
    if (r.findings.length === 0 && !r.skipped) continue;
    lines.push(c.underline(terminalText(r.path)));
    if (r.skipped) lines.push(`  ${c.yellow('skipped')}  ${terminalText(r.skipped)}`);
    const rows = r.findings.map((f) => ({
      pos: `${f.range.start.line + 1}:${f.range.start.character + 1}`,
      sev: f.severity,
      targets: f.targets.length ? terminalText(`[${f.targets.join(', ')}] `) : '',
      // Names and messages quote the file: a control character in them must not move the cursor or erase lines.
      message: terminalText(f.message),
      rule: terminalText(f.rule),
    }));
    const posWidth = Math.max(0, ...rows.map((x) => x.pos.length));
    for (const row of rows) {
      const sev = row.sev === 'error' ? c.red('error  ') : row.sev === 'warning' ? c.yellow('warning') : c.blue('info   ');
      lines.push(`  ${c.dim(row.pos.padEnd(posWidth))}  ${sev}  ${c.cyan(row.targets)}${row.message}  ${c.dim(row.rule)}`);
    }
    lines.push('');
  }
  const s = summarize(reports);
  const problems = s.errors + s.warnings + s.infos;
  const counts = `${plural(s.errors, 'error')}, ${plural(s.warnings, 'warning')}, ${plural(s.infos, 'info')}`;
  const where = `${plural(s.tools, 'tool')} in ${plural(s.files, 'file')}`;
  if (problems === 0) lines.push(c.green(`✔ no problems (${where})`));
  else lines.push((s.errors ? c.red : c.yellow)(`✖ ${plural(problems, 'problem')} (${counts}) · ${where}`));
  return lines.join('\n') + '\n';
}
