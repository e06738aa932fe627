// This folder holds one converter per schema library (zod/, python/, typebox/) and what an SDK does after conversion
// (Mastra, LangChain's Gemini helper). It never imports the rules, the fixes or the pipeline.
//
// A wrapper's passes over a converted schema, run on plain JSON (a port of the wrapper's own JavaScript, so the same
// key order) and turned back into the converter's jsonc-parser nodes: each value that was there keeps its node (the
// code that made it, its marks), what a pass made spans the nearest object it stands in.
import type { Node as JsonNode } from 'jsonc-parser';

type J = Record<string, any>;

/**
 * `passes` applied to the plain JSON of `node` (it may change it in place and return another value), as nodes. A pass
 * that copies an object (`{ ...obj }`) says so with `copied(copy, obj)`: the copy keeps the original's nodes.
 */
export function withJsonPasses(node: JsonNode, passes: (plain: unknown, copied: (copy: object, from: object) => void) => unknown): JsonNode {
  const origins = new WeakMap<object, Origin>();
  const plain = toPlain(node, origins);
  const out = passes(plain, (copy, from) => {
    const origin = origins.get(from);
    if (origin) origins.set(copy, origin);
  });
  return toNode(out, node, origins, node, undefined);
}

/** Where each plain object and array came from, and the nodes of its original properties or items. */
interface Origin {
  node: JsonNode;
  props?: Map<string, JsonNode>;
}

function toPlain(n: JsonNode, origins: WeakMap<object, Origin>): unknown {
  if (n.type === 'object') {
    const o: J = {};
    const props = new Map<string, JsonNode>();
    for (const p of n.children ?? []) {
      const [k, v] = p.children ?? [];
      if (!k || !v) continue;
      // Defined, not assigned: a property named `__proto__` stays a property (as JSON.parse and `{ ...obj }` keep it).
      Object.defineProperty(o, String(k.value), { value: toPlain(v, origins), writable: true, enumerable: true, configurable: true });
      props.set(String(k.value), p);
    }
    origins.set(o, { node: n, props });
    return o;
  }
  if (n.type === 'array') {
    const a = (n.children ?? []).map((c) => toPlain(c, origins));
    origins.set(a, { node: n });
    return a;
  }
  return n.value;
}

function copyMarks(from: JsonNode, to: JsonNode): void {
  for (const s of Object.getOwnPropertySymbols(from)) (to as unknown as Record<symbol, unknown>)[s] = (from as unknown as Record<symbol, unknown>)[s];
}

/**
 * The nodes of a plain value: what existed keeps its node's span and marks; what a pass made spans `at`, except a
 * property a pass copied from the nearest object that existed (`copies`: OpenAI's `anyOf: [{ ...prop, type }, null]`
 * repeats the property's `default` and `description`), which keeps the node it was copied from: the same code.
 */
function toNode(v: unknown, at: JsonNode, origins: WeakMap<object, Origin>, was: JsonNode | undefined, parent: JsonNode | undefined, copies?: Map<string, JsonNode>): JsonNode {
  const origin = v && typeof v === 'object' ? origins.get(v) : undefined;
  const same = !origin && !!was && (v === null || typeof v !== 'object') && was.type === nodeType(v) && was.value === v;
  // A value that was there keeps its node; one a pass changed spans the code of the value it replaced, or its object.
  const from = origin?.node ?? was ?? at;
  const node = { type: nodeType(v), offset: from.offset, length: from.length, parent } as { -readonly [K in keyof JsonNode]: JsonNode[K] };
  if (origin || same) copyMarks(from, node);
  if (Array.isArray(v)) {
    const olds = origin?.node.children ?? [];
    node.children = v.map((item, i) => toNode(item, from, origins, olds[i], node, copies));
  } else if (v && typeof v === 'object') {
    node.children = [];
    const inner = origin?.props ?? copies;
    for (const [key, value] of Object.entries(v)) {
      if (value === undefined) continue;
      const old = origin ? origin.props?.get(key) : copiedFrom(copies?.get(key), value, origins);
      const oldKey = old?.children?.[0];
      const prop = { type: 'property', offset: (old ?? from).offset, length: (old ?? from).length, parent: node, children: [] as JsonNode[] } as JsonNode;
      if (old) copyMarks(old, prop);
      const keyNode = { type: 'string', value: key, offset: (oldKey ?? from).offset, length: (oldKey ?? from).length, parent: prop } as JsonNode;
      if (oldKey) copyMarks(oldKey, keyNode);
      prop.children!.push(keyNode, toNode(value, from, origins, old?.children?.[1], prop, inner));
      node.children!.push(prop);
    }
  } else node.value = v;
  return node;
}

/** The property `old` when `value` is its value copied: the same scalar, or the same object or array. */
function copiedFrom(old: JsonNode | undefined, value: unknown, origins: WeakMap<object, Origin>): JsonNode | undefined {
  const was = old?.children?.[1];
  if (!was) return undefined;
  if (value && typeof value === 'object') return origins.get(value)?.node === was ? old : undefined;
  return was.type === nodeType(value) && was.value === value ? old : undefined;
}

function nodeType(v: unknown): JsonNode['type'] {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v as JsonNode['type'];
}

