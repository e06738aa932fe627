// JSON pointer formatting (RFC 6901).
import type { PathSegment } from '../types';

export function toPointer(path: readonly PathSegment[]): string {
  let out = '';
  for (const seg of path) {
    const s = String(seg);
    // Most segments hold neither ~ nor /: no replace (two regular expressions per segment and finding).
    out += s.indexOf('~') < 0 && s.indexOf('/') < 0 ? '/' + s : '/' + s.replace(/~/g, '~0').replace(/\//g, '~1');
  }
  return out;
}

/** The segments of a JSON pointer (`/a/b~1c` -> `a`, `b/c`), unescaped; array indexes stay strings. */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer.slice(1).split('/').map((s) => (s.indexOf('~') < 0 ? s : s.replace(/~1/g, '/').replace(/~0/g, '~')));
}
