// Text edits as values: applying non-overlapping edits in one pass, finding overlaps and repeats, running an op's
// edit computation safely, and keeping the edits of several tools that do not clash.
import type { TextEdit } from './compose';

/**
 * The edits of several tools together, tool by tool. An edit another tool already makes (two tools that share a
 * schema held in a const) is made once; a tool with an edit that meets another tool's edit at the same place is left
 * out whole (a half-applied fix could make a field required without making it nullable): the next run fixes it.
 */
export function withoutClashes(groups: TextEdit[][]): TextEdit[] {
  const kept: TextEdit[] = [];
  const seen = new Set<string>();
  const key = (e: TextEdit) => `${e.offset}:${e.length}:${e.newText}`;
  const meets = (a: TextEdit, b: TextEdit) => a.offset === b.offset || (a.offset < b.offset + b.length && b.offset < a.offset + a.length);
  for (const group of groups) {
    const fresh = unique(group).filter((e) => !seen.has(key(e)));
    if (fresh.some((e) => kept.some((k) => meets(e, k)))) continue;
    for (const e of fresh) {
      seen.add(key(e));
      kept.push(e);
    }
  }
  return kept;
}

/** Edits without repeats (one const reached along two paths of one tool gets the same edit twice). */
export function unique(edits: TextEdit[]): TextEdit[] {
  const seen = new Set<string>();
  return edits.filter((e) => {
    const k = `${e.offset}:${e.length}:${e.newText}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export function overlap(edits: TextEdit[]): boolean {
  const sorted = [...edits].sort((a, b) => a.offset - b.offset || a.length - b.length);
  for (let i = 1; i < sorted.length; i++) {
    const p = sorted[i - 1]!;
    const c = sorted[i]!;
    if (c.offset < p.offset + p.length) return true;
    // Two replacements (not pure insertions) starting at one offset would fight too.
    if (c.offset === p.offset && c.length > 0 && p.length > 0) return true;
  }
  return false;
}

export function safely(fn: () => TextEdit[]): TextEdit[] {
  try {
    return fn();
  } catch {
    return []; // an op that cannot apply to this text is skipped; the rest still apply
  }
}

/** Applies non-overlapping edits to a text in one pass. */
export function applyTextEdits(text: string, edits: TextEdit[]): string {
  const sorted = [...edits].sort((a, b) => a.offset - b.offset);
  const parts: string[] = [];
  let pos = 0;
  for (const e of sorted) {
    parts.push(text.slice(pos, e.offset), e.newText);
    pos = e.offset + e.length;
  }
  parts.push(text.slice(pos));
  return parts.join('');
}
