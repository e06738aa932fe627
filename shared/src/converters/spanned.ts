// This folder holds one converter per schema library (zod/, python/, typebox/): code read statically into the JSON
// Schema the library sends, each value spanning the code that made it. It never imports the rules, the fixes or the
// pipeline.
//
// What the converters share: their spanned JSON values become jsonc-parser nodes in one way.
import type { Node as JsonNode } from 'jsonc-parser';
import type { Span } from '../types';

/** A JSON value with the span of the code that made it; each converter's model is this shape with marks of its own. */
export type Spanned =
  | { t: 'prim'; span: Span; value: string | number | boolean | null }
  | { t: 'arr'; span: Span; items: readonly Spanned[] }
  | { t: 'obj'; span: Span; props: readonly SpannedProp[] };
export interface SpannedProp {
  key: string;
  keySpan: Span;
  value: Spanned;
}

/** Where a converter puts its own marks: on an object's node, and on a property's key node. */
export interface NodeMarks<O, P> {
  object?(node: JsonNode, value: O): void;
  key?(key: JsonNode, prop: P): void;
}

/**
 * The jsonc-parser nodes of a spanned value: each node spans its code, a property node (and its key) the key's code
 * (the key written in the source, or the call that produced a keyword).
 */
export function spannedToJsonNode<O extends Spanned & { t: 'obj' }, P extends SpannedProp>(v: Spanned, parent: JsonNode | undefined, marks: NodeMarks<O, P> = {}): JsonNode {
  const at = (s: Span) => ({ offset: s.offset, length: s.length });
  if (v.t === 'prim') {
    const type = v.value === null ? 'null' : (typeof v.value as 'string' | 'number' | 'boolean');
    return { type, value: v.value, ...at(v.span), parent } as JsonNode;
  }
  if (v.t === 'arr') {
    const node = { type: 'array', ...at(v.span), parent, children: [] as JsonNode[] } as JsonNode;
    for (const i of v.items) node.children!.push(spannedToJsonNode(i, node, marks));
    return node;
  }
  const node = { type: 'object', ...at(v.span), parent, children: [] as JsonNode[] } as JsonNode;
  marks.object?.(node, v as O);
  for (const p of v.props) {
    const prop = { type: 'property', ...at(p.keySpan), parent: node, children: [] as JsonNode[] } as JsonNode;
    const key = { type: 'string', value: p.key, ...at(p.keySpan), parent: prop } as JsonNode;
    marks.key?.(key, p as P);
    prop.children!.push(key, spannedToJsonNode(p.value, prop, marks));
    node.children!.push(prop);
  }
  return node;
}
