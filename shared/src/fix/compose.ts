// Keeps a growing set of edits in the coordinates of the original text, however many passes edit the result.

/** A replacement of `length` characters at `offset` by `newText`. */
export interface TextEdit {
  offset: number;
  length: number;
  newText: string;
}

interface Span {
  start: number; // original offsets
  end: number;
  text: string; // what replaces original[start, end)
}

/** A recorded span or a new edit, in current-text coordinates, while a batch is merged in. */
interface Item {
  from: number;
  to: number;
  span?: Span;
  edit?: TextEdit;
}

export class EditComposer {
  private spans: Span[] = [];
  constructor(private current: string) {}

  get text(): string {
    return this.current;
  }

  /**
   * Applies edits given against the current text (non-overlapping) and records them, in one pass over the text and
   * the spans (edit by edit, a big tool's thousands of edits each copied the text and walked the spans: quadratic).
   * Edits at one offset land as if applied one by one from the back: insertions before a replacement there, and
   * insertions among themselves in reverse of the given order.
   */
  applyAll(edits: TextEdit[]): void {
    if (edits.length === 0) return;
    const sorted = edits.map((edit, i) => ({ edit, i })).sort((x, y) => x.edit.offset - y.edit.offset || x.edit.length - y.edit.length || y.i - x.i);
    // Recorded spans and new edits in current coordinates, by start (a span before an edit at its start: the edit's
    // text goes before the span's, as an insertion at that offset does).
    const items: Item[] = [];
    let shift = 0;
    let e = 0;
    for (const span of this.spans) {
      const from = span.start + shift;
      while (e < sorted.length && sorted[e]!.edit.offset <= from) {
        const edit = sorted[e++]!.edit;
        items.push({ from: edit.offset, to: edit.offset + edit.length, edit });
      }
      items.push({ from, to: from + span.text.length, span });
      shift += span.text.length - (span.end - span.start);
    }
    for (; e < sorted.length; e++) {
      const edit = sorted[e]!.edit;
      items.push({ from: edit.offset, to: edit.offset + edit.length, edit });
    }
    // Items that touch merge into one span; the text between groups is copied as it is.
    const spans: Span[] = [];
    const parts: string[] = [];
    let pos = 0; // current text copied up to here
    let before = 0; // current minus original, before the group
    for (let i = 0; i < items.length; ) {
      const groupFrom = items[i]!.from;
      let groupTo = items[i]!.to;
      let j = i;
      let inside = 0; // what the group's recorded spans add to the length
      while (j < items.length && (j === i || items[j]!.from <= groupTo)) {
        const it = items[j]!;
        groupTo = Math.max(groupTo, it.to);
        if (it.span) inside += it.span.text.length - (it.span.end - it.span.start);
        j++;
      }
      // The group's new text: the current text with the group's edits made.
      const text: string[] = [];
      let at = groupFrom;
      for (let k = i; k < j; k++) {
        const edit = items[k]!.edit;
        if (!edit) continue;
        text.push(this.current.slice(at, edit.offset), edit.newText);
        at = edit.offset + edit.length;
      }
      text.push(this.current.slice(at, groupTo));
      const span = { start: groupFrom - before, end: groupTo - before - inside, text: text.join('') };
      parts.push(this.current.slice(pos, groupFrom), span.text);
      pos = groupTo;
      before += inside;
      spans.push(span);
      i = j;
    }
    parts.push(this.current.slice(pos));
    this.spans = spans;
    this.current = parts.join('');
  }

  /** Applies one edit given in current-text coordinates, merging it with recorded spans it touches. */
  apply(edit: TextEdit): void {
    this.applyAll([edit]);
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
