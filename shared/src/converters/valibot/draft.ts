// The JSON Schema object toJsonSchema builds, as it builds it (keys set, replaced and deleted in its order), with the
// code each value comes from; then as nodes. Objects keep JavaScript's key order: integer-like keys first, ascending,
// as in the object the real converter returns.
import type { Node as JsonNode } from 'jsonc-parser';
import type { Span } from './model';

/** A value read from the code (a description, a default, an option), or one known only at run time. */
export class Ext {
  constructor(readonly node: JsonNode) {}
}

export class DArr {
  constructor(
    readonly items: DV[],
    readonly span: Span,
  ) {}
}

export type DV = Draft | DArr | Ext | string | number | boolean | null;

export class Draft {
  readonly map = new Map<string, DV>();
  private readonly at = new Map<string, Span>();
  constructor(readonly span: Span) {}
  get(key: string): DV | undefined {
    return this.map.get(key);
  }
  has(key: string): boolean {
    return this.map.has(key);
  }
  set(key: string, value: DV, at: Span = this.span): void {
    this.map.set(key, value);
    this.at.set(key, at);
  }
  delete(key: string): void {
    this.map.delete(key);
    this.at.delete(key);
  }
  spanOf(key: string): Span {
    return this.at.get(key) ?? this.span;
  }
}

/** A plain JavaScript value of a node read from code; undefined when any part is known only at run time. */
export function plain(node: JsonNode | undefined): unknown {
  if (!node) return undefined;
  if (typeof node.value === 'symbol') return undefined;
  if (node.type === 'array') {
    const out: unknown[] = [];
    for (const c of node.children ?? []) {
      const v = plain(c);
      if (v === undefined) return undefined;
      out.push(v);
    }
    return out;
  }
  if (node.type === 'object') {
    const out: Record<string, unknown> = {};
    for (const p of node.children ?? []) {
      const v = plain(p.children?.[1]);
      if (v === undefined) return undefined;
      out[String(p.children?.[0]?.value)] = v;
    }
    return out;
  }
  return node.value;
}

/** A draft value as JavaScript would hold it (undefined for a part known only at run time). */
export function plainOf(v: DV | undefined): unknown {
  if (v instanceof Ext) return plain(v.node);
  if (v instanceof DArr) return v.items.map(plainOf);
  if (v instanceof Draft) return Object.fromEntries([...v.map].map(([k, x]) => [k, plainOf(x)]));
  return v;
}

const INDEX = /^(0|[1-9]\d{0,9})$/;
function ordered(keys: string[]): string[] {
  const ints = keys.filter((k) => INDEX.test(k) && Number(k) < 4294967295).sort((a, b) => Number(a) - Number(b));
  return [...ints, ...keys.filter((k) => !ints.includes(k))];
}

/** The draft as nodes: each value spans the code it comes from; a node read from code is copied (a schema read once may be sent many times). */
export function toNode(v: DV, span: Span): JsonNode {
  if (v instanceof Ext) return copy(v.node);
  if (v instanceof DArr) {
    const node = { type: 'array', offset: v.span.offset, length: v.span.length, children: [] as JsonNode[] } as JsonNode;
    for (const item of v.items) node.children!.push(Object.assign(toNode(item, v.span), { parent: node }));
    return node;
  }
  if (v instanceof Draft) {
    const node = { type: 'object', offset: v.span.offset, length: v.span.length, children: [] as JsonNode[] } as JsonNode;
    for (const key of ordered([...v.map.keys()])) {
      const at = v.spanOf(key);
      const prop = { type: 'property', offset: at.offset, length: at.length, parent: node, children: [] as JsonNode[] } as JsonNode;
      const keyNode = { type: 'string', value: key, offset: at.offset, length: at.length, parent: prop } as JsonNode;
      const value = Object.assign(toNode(v.map.get(key)!, at), { parent: prop });
      prop.children!.push(keyNode, value);
      node.children!.push(prop);
    }
    return node;
  }
  const type = v === null ? 'null' : (typeof v as 'string' | 'number' | 'boolean');
  return { type, value: v, offset: span.offset, length: span.length } as JsonNode;
}

function copy(node: JsonNode): JsonNode {
  const out = { ...node } as JsonNode;
  if (node.children) {
    (out as { children?: JsonNode[] }).children = node.children.map((c) => Object.assign(copy(c), { parent: out }));
  }
  return out;
}
