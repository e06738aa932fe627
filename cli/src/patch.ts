// `fix --dry-run`'s unified diff of a file and its fixed text, the patch jsdiff's createTwoFilesPatch prints, computed
// in pieces. jsdiff's line diff (Myers) costs the file's length times the number of changed lines: Auto-strict on a
// 3,000-tool file changes ~20,000 lines, and one diff of it took 11 minutes. The fix's own edits say where the texts
// differ, so the texts are cut where both hold the same long run of unchanged lines, each pair of pieces is diffed
// alone (small and cheap), and the changes are joined into the hunks createTwoFilesPatch would build from them.
import { createTwoFilesPatch, diffLines, formatPatch, type ChangeObject, type StructuredPatchHunk } from 'diff';

/** An edit of the old text (its offsets), as fix() returns them: sorted, not overlapping. */
export interface PatchEdit {
  offset: number;
  length: number;
  newText: string;
}

/** Whole unchanged lines on each side of a cut: past a hunk's context of 3, so the pieces' diffs join as the whole's. */
const GAP_LINES = 4;

/**
 * The unified diff of `before` and `after` (context 3, file headers naming `name`), byte for byte what
 * createTwoFilesPatch(name, name, before, after, '', '', { context: 3 }) prints (checked on the corpus and a 3,000-tool
 * file: each edit's lines are diffed with their own neighbours either way).
 */
export function unifiedPatch(name: string, before: string, after: string, edits: readonly PatchEdit[]): string {
  const cuts = cutPoints(before, after, edits);
  if (cuts === undefined || cuts.length === 0) return createTwoFilesPatch(name, name, before, after, '', '', { context: 3 });
  const changes: ChangeObject<string>[] = [];
  let oldFrom = 0;
  let newFrom = 0;
  for (const [oldCut, newCut] of [...cuts, [before.length, after.length] as const]) {
    for (const c of diffLines(before.slice(oldFrom, oldCut), after.slice(newFrom, newCut))) append(changes, c);
    oldFrom = oldCut;
    newFrom = newCut;
  }
  return formatPatch({ oldFileName: name, newFileName: name, oldHeader: '', newHeader: '', hunks: hunksOf(changes, 3) });
}

/** Adds a change to a list, joined with the last one when both keep lines (jsdiff never gives two in a row). */
function append(changes: ChangeObject<string>[], c: ChangeObject<string>): void {
  const last = changes[changes.length - 1];
  if (last && !last.added && !last.removed && !c.added && !c.removed) {
    changes[changes.length - 1] = { value: last.value + c.value, count: last.count + c.count, added: false, removed: false };
  } else changes.push(c);
}

/**
 * @internal Where both texts are cut (a line start in each, in the middle of a long unchanged stretch), or undefined when the
 * edits do not make `after` from `before` (then the whole texts are diffed).
 */
export function cutPoints(before: string, after: string, edits: readonly PatchEdit[]): (readonly [number, number])[] | undefined {
  const cuts: (readonly [number, number])[] = [];
  let delta = 0;
  let end = 0;
  for (let i = 0; i <= edits.length; i++) {
    const e = edits[i];
    const next = e ? e.offset : before.length;
    if (next < end || (e && e.offset + e.length > before.length)) return undefined;
    // The unchanged stretch [end, next) of the old text is [end + delta, next + delta) of the new.
    if (after.slice(end + delta, next + delta) !== before.slice(end, next)) return undefined;
    const cut = middleLineStart(before, end, next);
    if (cut !== undefined && i < edits.length) cuts.push([cut, cut + delta]);
    if (e) {
      if (after.slice(e.offset + delta, e.offset + delta + e.newText.length) !== e.newText) return undefined;
      delta += e.newText.length - e.length;
      end = e.offset + e.length;
    }
  }
  return before.length + delta === after.length ? cuts : undefined;
}

/** A line start in the middle of [from, to) with GAP_LINES whole lines on each side of it inside, if there is one. */
function middleLineStart(text: string, from: number, to: number): number | undefined {
  // The first line start at or after `from`, then GAP_LINES more line breaks: the cut.
  let pos = from === 0 ? 0 : text.indexOf('\n', from - 1) + 1;
  if (pos === 0 && from !== 0) return undefined;
  for (let n = 0; n < GAP_LINES; n++) {
    const nl = text.indexOf('\n', pos);
    if (nl < 0 || nl >= to) return undefined;
    pos = nl + 1;
  }
  const cut = pos;
  // And GAP_LINES whole lines after it, before the stretch ends.
  for (let n = 0; n < GAP_LINES; n++) {
    const nl = text.indexOf('\n', pos);
    if (nl < 0 || nl >= to) return undefined;
    pos = nl + 1;
  }
  return cut;
}

/** The hunks of a line diff with `context` lines around each change, as jsdiff's structuredPatch makes them. */
function hunksOf(changes: ChangeObject<string>[], context: number): StructuredPatchHunk[] {
  const hunks: StructuredPatchHunk[] = [];
  let oldStart = 0;
  let newStart = 0;
  let lines: string[] = [];
  let oldLine = 1;
  let newLine = 1;
  const list = [...changes, { value: '', count: 0, added: false, removed: false }];
  for (let i = 0; i < list.length; i++) {
    const c = list[i]!;
    const own = linesOf(c.value);
    if (c.added || c.removed) {
      if (!oldStart) {
        oldStart = oldLine;
        newStart = newLine;
        const prev = list[i - 1];
        if (prev) {
          lines = context > 0 ? linesOf(prev.value).slice(-context).map((l) => ' ' + l) : [];
          oldStart -= lines.length;
          newStart -= lines.length;
        }
      }
      for (const l of own) lines.push((c.added ? '+' : '-') + l);
      if (c.added) newLine += own.length;
      else oldLine += own.length;
      continue;
    }
    if (oldStart) {
      if (own.length <= context * 2 && i < list.length - 2) for (const l of own) lines.push(' ' + l);
      else {
        const kept = Math.min(own.length, context);
        for (const l of own.slice(0, kept)) lines.push(' ' + l);
        hunks.push({ oldStart, oldLines: oldLine - oldStart + kept, newStart, newLines: newLine - newStart + kept, lines });
        oldStart = 0;
        newStart = 0;
        lines = [];
      }
    }
    oldLine += own.length;
    newLine += own.length;
  }
  for (const hunk of hunks) {
    const out: string[] = [];
    for (const l of hunk.lines) {
      if (l.endsWith('\n')) out.push(l.slice(0, -1));
      else out.push(l, '\\ No newline at end of file');
    }
    hunk.lines = out;
  }
  return hunks;
}

/** A change's lines, each with its line break (the last one without, at the end of a text that ends without one). */
function linesOf(value: string): string[] {
  const out: string[] = [];
  let from = 0;
  while (from < value.length) {
    const nl = value.indexOf('\n', from);
    const to = nl < 0 ? value.length : nl + 1;
    out.push(value.slice(from, to));
    from = to;
  }
  return out;
}
