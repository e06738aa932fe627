// How inserted JSON should look: the document's own indentation and line ends, or compact on one line.
import type { FormattingOptions } from 'jsonc-parser';

/** Formatting options read off a text; undefined for single-line (minified) text, which stays on one line. */
export function detectFormatting(text: string): FormattingOptions | undefined {
  if (!text.includes('\n')) return undefined;
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const indents = text
    .split(/\r?\n/)
    .map((line) => /^[ \t]*/.exec(line)![0])
    .filter((ws, i, all) => i > 0 && ws.length > 0 && ws !== all[i - 1]);
  if (indents.some((ws) => ws.startsWith('\t'))) return { insertSpaces: false, tabSize: 1, eol };
  // The indent unit is the smallest step between the indentation levels in use.
  const levels = [...new Set(text.split(/\r?\n/).map((line) => /^ */.exec(line)![0].length))].sort((a, b) => a - b);
  let unit = 0;
  for (let i = 1; i < levels.length; i++) {
    const step = levels[i]! - levels[i - 1]!;
    if (step > 0 && (unit === 0 || step < unit)) unit = step;
  }
  return { insertSpaces: true, tabSize: unit > 0 && unit <= 8 ? unit : 2, eol };
}
