// `// toollint-disable-next-line [rule, ...]` comments (JSONC), as ESLint's eslint-disable-next-line.
import type { Finding } from './finding';

const DIRECTIVE = /^\s*(?:\/\/|\/\*)\s*toollint-disable-next-line\b([^*\n\r]*)/;

/** Drops findings that start on a line right below a disable comment naming their rule (or naming none). */
export function applyDisableComments(text: string, findings: Finding[]): Finding[] {
  // A file without findings has nothing to drop (and a search through a large file is not free).
  if (findings.length === 0 || !text.includes('toollint-disable-next-line')) return findings;
  const lines = text.split(/\r\n|\r|\n/);
  const disabled = new Map<number, Set<string> | 'all'>();
  lines.forEach((line, i) => {
    const m = DIRECTIVE.exec(line);
    if (!m) return;
    const rules = m[1]!.split(/[\s,]+/).filter((r) => /^[a-z]+(-[a-z]+)*$/.test(r));
    disabled.set(i + 1, rules.length ? new Set(rules) : 'all');
  });
  return findings.filter((f) => {
    const d = disabled.get(f.range.start.line);
    return !d || (d !== 'all' && !d.has(f.rule));
  });
}

/** The comment that disables `rule` on the line below, indented like that line. */
export function disableComment(rule: string, indent: string, eol: string): string {
  return `${indent}// toollint-disable-next-line ${rule}${eol}`;
}
