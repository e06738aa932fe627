// JSON pointer formatting (RFC 6901).
import type { PathSegment } from '../types';

export function toPointer(path: readonly PathSegment[]): string {
  let out = '';
  for (const seg of path) out += '/' + String(seg).replace(/~/g, '~0').replace(/\//g, '~1');
  return out;
}
