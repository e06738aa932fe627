// Human names for places in a schema, for messages.
import type { PathSegment } from '../types';

/** "flight.cabin", "items[]", "$defs.Address.street", or "the root schema". */
export function schemaLabel(path: readonly PathSegment[]): string {
  if (path.length === 0) return 'the root schema';
  let out = '';
  for (let i = 0; i < path.length; i++) {
    const seg = path[i]!;
    const next = path[i + 1];
    if (seg === 'properties' && next !== undefined) {
      out += (out ? '.' : '') + String(next);
      i++;
    } else if ((seg === '$defs' || seg === 'definitions') && next !== undefined) {
      out += (out ? '.' : '') + `${seg}.${String(next)}`;
      i++;
    } else if (seg === 'items') {
      out += '[]';
    } else if (typeof seg === 'number') {
      out += `[${seg}]`;
    } else {
      out += (out ? '.' : '') + seg;
    }
  }
  return `\`${out}\``;
}

/** "The root object" or "Object `a.b`", to start a sentence about an object schema. */
export function objectLabel(path: readonly PathSegment[]): string {
  return path.length === 0 ? 'The root object' : `Object ${schemaLabel(path)}`;
}

/** Upper-cases the first letter (messages often start with a label). */
export function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Joins target ids for messages: "openai-strict and google". */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
