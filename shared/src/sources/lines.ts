// Offset <-> line/character conversion (UTF-16 code units, as LSP uses).
import type { Position, Range, Span } from '../types';

export class LineIndex {
  private starts: number[] | undefined;
  constructor(private readonly text: string) {}

  private lineStarts(): number[] {
    if (this.starts) return this.starts;
    const starts = [0];
    const text = this.text;
    if (text.indexOf('\r') < 0) {
      // No carriage return (most files): each line break is found by indexOf, not by reading every character.
      for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
      this.starts = starts;
      return starts;
    }
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 13 /* \r */) {
        if (text.charCodeAt(i + 1) === 10) i++;
        starts.push(i + 1);
      } else if (c === 10 /* \n */) {
        starts.push(i + 1);
      }
    }
    this.starts = starts;
    return starts;
  }

  position(offset: number): Position {
    const starts = this.lineStarts();
    const clamped = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= clamped) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo, character: clamped - starts[lo]! };
  }

  range(span: Span): Range {
    return { start: this.position(span.offset), end: this.position(span.offset + span.length) };
  }

  offset(position: Position): number {
    const starts = this.lineStarts();
    if (position.line >= starts.length) return this.text.length;
    if (position.line < 0) return 0;
    const next = position.line + 1 < starts.length ? starts[position.line + 1]! : this.text.length;
    return Math.min(starts[position.line]! + Math.max(0, position.character), next);
  }
}
