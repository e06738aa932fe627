// Keeps a growing set of edits in the coordinates of the original text, however many passes edit the result.
import type { TextEdit } from './apply';

interface Span {
  start: number; // original offsets
  end: number;
  text: string; // what replaces original[start, end)
}

export class EditComposer {
  private spans: Span[] = [];
  constructor(private current: string) {}

  get text(): string {
    return this.current;
  }

  /** Applies edits given against the current text (non-overlapping) and records them. */
  applyAll(edits: TextEdit[]): void {
    for (const e of [...edits].sort((a, b) => b.offset - a.offset || b.length - a.length)) this.apply(e);
  }

  /** Applies one edit given in current-text coordinates, merging it with recorded spans it touches. */
  apply(edit: TextEdit): void {
    const a = edit.offset;
    const b = edit.offset + edit.length;
    let shift = 0; // current minus original, for positions after the spans seen so far
    let first = -1;
    let last = -1;
    let shiftBeforeFirst = 0;
    let shiftAfterLast = 0;
    let shiftBeforeA = 0;
    for (let i = 0; i < this.spans.length; i++) {
      const s = this.spans[i]!;
      const cs = s.start + shift;
      const ce = cs + s.text.length;
      const d = s.text.length - (s.end - s.start);
      if (ce >= a && cs <= b) {
        if (first < 0) {
          first = i;
          shiftBeforeFirst = shift;
        }
        last = i;
        shiftAfterLast = shift + d;
      } else if (ce < a) {
        shiftBeforeA = shift + d;
      }
      shift += d;
    }
    let span: Span;
    if (first < 0) {
      span = { start: a - shiftBeforeA, end: b - shiftBeforeA, text: edit.newText };
    } else {
      const f = this.spans[first]!;
      const l = this.spans[last]!;
      const fcs = f.start + shiftBeforeFirst;
      const lce = l.end + shiftAfterLast;
      const ua = Math.min(a, fcs);
      const ub = Math.max(b, lce);
      span = {
        start: a < fcs ? a - shiftBeforeFirst : f.start,
        end: b > lce ? b - shiftAfterLast : l.end,
        text: this.current.slice(ua, a) + edit.newText + this.current.slice(b, ub),
      };
    }
    if (first >= 0) this.spans.splice(first, last - first + 1, span);
    else {
      let at = this.spans.findIndex((s) => s.start >= span.end && s.start > span.start - 1);
      if (at < 0) at = this.spans.length;
      this.spans.splice(at, 0, span);
    }
    this.current = this.current.slice(0, a) + edit.newText + this.current.slice(b);
  }

  /** Where an original offset is now; an offset inside a replaced span maps to the span's start. */
  toCurrent(offset: number): number {
    let shift = 0;
    for (const s of this.spans) {
      if (s.end > offset) return s.start >= offset ? offset + shift : s.start + shift;
      shift += s.text.length - (s.end - s.start);
    }
    return offset + shift;
  }

  /** The recorded change as edits against the original text, trimmed to what really differs. */
  edits(original: string): TextEdit[] {
    const out: TextEdit[] = [];
    for (const s of this.spans) {
      const old = original.slice(s.start, s.end);
      let p = 0;
      while (p < old.length && p < s.text.length && old[p] === s.text[p]) p++;
      let q = 0;
      while (q < old.length - p && q < s.text.length - p && old[old.length - 1 - q] === s.text[s.text.length - 1 - q]) q++;
      if (old.length - p - q === 0 && s.text.length - p - q === 0) continue;
      out.push({ offset: s.start + p, length: old.length - p - q, newText: s.text.slice(p, s.text.length - q) });
    }
    return out;
  }
}
