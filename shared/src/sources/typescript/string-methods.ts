// String methods called on values known here, as JavaScript computes them: `\`...\`.trim()` (and trimStart, trimEnd)
// and a list's `.join(sep)` (a description written as `['Line one', '', `Limit: ${MAX}`].join('\n')`).
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import { RUNTIME } from './marks';
import type { Ts } from './parser';

/** Longest string a method call is computed to (a longer one is not read). */
const MAX_CHARS = 1_000_000;

/** What reads the receiver and the arguments (the literal reader's convert). */
export interface MethodReader {
  readonly ts: Ts;
  convert(expr: TS.Expression, parent: JsonNode | undefined, depth: number): JsonNode | undefined;
}

/** The string `call` returns when it is one of those methods on a known value; undefined otherwise. */
export function stringMethod(conv: MethodReader, call: TS.CallExpression, span: { offset: number; length: number }, parent: JsonNode | undefined, depth: number): JsonNode | undefined {
  const ts = conv.ts;
  const callee = call.expression;
  if (!ts.isPropertyAccessExpression(callee) || callee.questionDotToken) return undefined;
  const how = callee.name.text;
  const string = (value: string) => (value.length <= MAX_CHARS ? ({ type: 'string', value, ...span, parent } as JsonNode) : undefined);
  if ((how === 'trim' || how === 'trimStart' || how === 'trimEnd') && call.arguments.length === 0) {
    const inner = conv.convert(callee.expression, undefined, depth + 1);
    if (inner?.type !== 'string') return undefined;
    const v = inner.value as string;
    return string(how === 'trim' ? v.trim() : how === 'trimStart' ? v.trimStart() : v.trimEnd());
  }
  // `${method.toLowerCase()}_request` over a known string (no locale: the `Locale` variants are not read).
  if ((how === 'toLowerCase' || how === 'toUpperCase') && call.arguments.length === 0) {
    const inner = conv.convert(callee.expression, undefined, depth + 1);
    if (inner?.type !== 'string') return undefined;
    return string(how === 'toLowerCase' ? (inner.value as string).toLowerCase() : (inner.value as string).toUpperCase());
  }
  if (how === 'join' && call.arguments.length <= 1) {
    // Items strings, numbers, booleans or null (which joins as ''), the separator a string (',' when none is given).
    const list = conv.convert(callee.expression, undefined, depth + 1);
    const sep = call.arguments[0] ? conv.convert(call.arguments[0], undefined, depth + 1) : ({ type: 'string', value: ',' } as JsonNode);
    const items = list?.type === 'array' ? (list.children ?? []) : undefined;
    // A value not known here is a null node too (marked RUNTIME): the join is not known, for that value's reason.
    const unknown = items?.find((c) => c.value === RUNTIME);
    if (unknown) return Object.assign(unknown, { parent });
    if (!items || sep?.type !== 'string' || !items.every((c) => c.type === 'string' || c.type === 'number' || c.type === 'boolean' || c.type === 'null')) return undefined;
    let total = 0;
    for (const c of items) total += c.type === 'string' ? (c.value as string).length + (sep.value as string).length : 24;
    if (total > MAX_CHARS) return undefined;
    return string(items.map((c) => (c.type === 'null' ? '' : String(c.value))).join(sep.value as string));
  }
  if (how === 'map' && call.arguments.length === 1) return mapped(conv, call, span, parent, depth);
  // `Object.keys(C)`, `Object.values(C)` of an object known here (a const object literal, this file's or imported).
  if ((how === 'keys' || how === 'values') && call.arguments.length === 1 && ts.isIdentifier(callee.expression) && callee.expression.text === 'Object' && !ts.isSpreadElement(call.arguments[0]!)) {
    const obj = conv.convert(call.arguments[0]!, undefined, depth + 1);
    if (obj?.type !== 'object' || obj.value === RUNTIME) return undefined;
    const node = { type: 'array', ...span, parent, children: [] as JsonNode[] } as JsonNode;
    // JavaScript's order: integer-like keys first, ascending; then the others as written (the last writer's value).
    const entries = new Map<string, JsonNode>();
    for (const p of obj.children ?? []) {
      const key = p.children?.[0]?.value;
      if (typeof key !== 'string' || key === '...' || key === '[computed]' || !p.children?.[1] || p.children[1].value === RUNTIME) return undefined;
      entries.set(key, p.children[1]);
    }
    const keys = [...entries.keys()];
    const index = keys.filter((k) => /^(0|[1-9]\d*)$/.test(k) && Number(k) < 2 ** 32 - 1).sort((a, b) => Number(a) - Number(b));
    for (const k of [...index, ...keys.filter((k) => !index.includes(k))]) node.children!.push(how === 'keys' ? ({ type: 'string', value: k, ...span, parent: node } as JsonNode) : ({ ...entries.get(k)!, parent: node } as JsonNode));
    return node;
  }
  return undefined;
}

/**
 * `list.map((c) => c.key)` over a known array: each item's member (or the item itself) under a simple arrow, as an
 * array (`z.enum(colors.map((c) => c.key))`); undefined for any other callback or a value not known here.
 */
function mapped(conv: MethodReader, call: TS.CallExpression, span: { offset: number; length: number }, parent: JsonNode | undefined, depth: number): JsonNode | undefined {
  const ts = conv.ts;
  const fn = call.arguments[0]!;
  const [param, ...rest] = ts.isArrowFunction(fn) ? fn.parameters : [];
  if (!ts.isArrowFunction(fn) || !param || rest.length > 1 || !ts.isIdentifier(param.name) || param.dotDotDotToken || ts.isBlock(fn.body)) return undefined;
  // The path read from each item: `c`, `c.key`, `c.meta.key`.
  const path: string[] = [];
  let e: TS.Expression = fn.body;
  while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e)) e = e.expression;
  while (ts.isPropertyAccessExpression(e) && !e.questionDotToken && ts.isIdentifier(e.name)) {
    path.unshift(e.name.text);
    e = e.expression;
  }
  if (!ts.isIdentifier(e) || e.text !== param.name.text) return undefined;
  const list = conv.convert((call.expression as TS.PropertyAccessExpression).expression, undefined, depth + 1);
  if (list?.type !== 'array') return undefined;
  const node = { type: 'array', ...span, parent, children: [] as JsonNode[] } as JsonNode;
  for (const item of list.children ?? []) {
    let v: JsonNode | undefined = item;
    for (const key of path) {
      if (v?.type !== 'object' || v.value === RUNTIME) return undefined;
      v = [...(v.children ?? [])].reverse().find((p) => p.children?.[0]?.value === key)?.children?.[1];
      if ((v === undefined && item.children?.some((p) => p.children?.[0]?.value === '...')) || v?.value === RUNTIME) return undefined;
    }
    if (!v) return undefined;
    node.children!.push({ ...v, parent: node } as JsonNode);
  }
  return node;
}
