// zod's own model, as the reader builds it: one node per run-time instance (ZNode), the JSON values the emitters
// write (SVal, with the spans of the code that made them), and the shared budget that bounds what a conversion emits.
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import type { FnOutcome } from './fn-eval';
export type ZodDialect = 'zod4' | 'zod3' | 'zod3-genkit' | 'zod4-genkit' | 'zod4-input7' | 'zod4-ai-sdk' | 'zod3-mcp' | 'zod3-ai-sdk' | 'zod4-openai' | 'zod3-openai' | 'zod4-anthropic' | 'zod3-anthropic' | 'zod4-agents' | 'zod3-agents' | 'zod3-beeai' | 'zod3-livekit' | 'zod4-livekit';
/** `zod`: no SDK known to convert it (a project's own wrapper): zod's own JSON Schema (zod 4's toJSONSchema defaults). */
export type ZodWrapper = 'mcp' | 'ai-sdk' | 'openai-zodFunction' | 'anthropic' | 'openai-agents' | 'genkit' | 'beeai' | 'livekit' | 'zod';

export interface ZodContext {
  ts: typeof TS;
  source: TS.SourceFile;
  resolveConst(name: string): TS.Expression | undefined;
  /** Where code of another file that resolveConst handed out stands in this one (its use); none: all code is this file's. */
  foreignSpan?(node: TS.Node): Span | undefined;
  /** What a call to a helper function returns (`lenientOptionalNumber()`), when the caller can tell. */
  resolveCall?(call: TS.CallExpression): TS.Expression | undefined;
  dialect: ZodDialect;
  zodNames: Set<string>;
  /** The tool's name when it is a literal: zod3-openai names extracted definitions after it. */
  rootName?: string;
}

export interface Span {
  offset: number;
  length: number;
}

export type ZodResult = { node: JsonNode } | { notAnalyzable: { message: string; span: Span } };

// ---------------------------------------------------------------------------------------------------------------
// Model of the zod instances an expression builds. Every method call makes a new node (a new run-time instance);
// inner schemas are shared by reference, as at run time (identity matters for zod-to-json-schema's $refs).

type Lit = string | number | boolean | null;
/** String checks that zod 4 aggregates into format/pattern and zod-to-json-schema into format/anyOf and pattern/allOf. */
export type StringFormat =
  | 'email' | 'url' | 'uuid' | 'regex' | 'cuid' | 'ulid' | 'datetime' | 'date' | 'time' | 'ip' | 'startsWith' | 'endsWith' | 'includes' | 'lowercase' | 'uppercase'
  | 'emoji' | 'cuid2' | 'nanoid' | 'base64' | 'base64url' | 'jwt' | 'duration'
  | 'guid' | 'ipv4' | 'ipv6' | 'cidrv4' | 'cidrv6' | 'e164' | 'ksuid' | 'xid';
export interface Check {
  /**
   * min/max/length: bounds (inclusive on numbers: `.min`, `.gte`, `.nonnegative`...); gt/lt: exclusive number bounds;
   * noop: a check that emits nothing but is still a check (zod 3's finite, trim, toLowerCase, toUpperCase: it stops
   * zod-to-json-schema from collapsing a union or nullable of primitives into a `type` list).
   */
  kind: 'min' | 'max' | 'length' | 'gt' | 'lt' | 'int' | 'multipleOf' | 'noop' | StringFormat;
  value?: number | string;
  span: Span;
  arg?: Span;
  opts?: FormatOptions;
}
/** Literal options of a string check: datetime/time precision, offset, local; includes position; ip and uuid version. */
export interface FormatOptions {
  precision?: number | null;
  offset?: boolean;
  local?: boolean;
  position?: number;
  version?: string;
}
interface Described {
  value: string;
  span: Span;
  arg: Span;
}
export interface Prop {
  key: string;
  keySpan: Span;
  /** The whole `key: value` in the shape. */
  span: Span;
  value: ZNode;
  /** The value expression as written in the shape (`P` in `a: P`): where a `$ref` to a reused schema points. */
  use?: Span;
}
export interface EnumValue {
  value: string | number;
  span: Span;
}
/** One key of zod 4's registry metadata (`.describe(s)` is `{ description: s }`, `.meta({...})` its own keys). */
export interface MetaEntry {
  key: string;
  value: SVal;
  /** The key in the `.meta({...})` literal, or the `.describe(...)` call. */
  keySpan: Span;
}
interface ZBase {
  full: Span;
  base: Span;
  /** zod 3's description (zod 3 has no other metadata). */
  desc?: Described;
  /**
   * zod 4's metadata as `globalRegistry.get(instance)` returns it: the parent's (along `_zod.parent` links), then the
   * instance's own keys overlaid (a key already there keeps its place). zod 4 only; toJSONSchema assigns it last.
   */
  meta?: MetaEntry[];
  /**
   * zod 4's `_zod.parent`: the instance this one was cloned from with the same def (`.describe()`) or with one more
   * check (`.min()`, `.email()`, `.int()`...: `this.check()` clones with `{ parent: true }`). toJSONSchema processes
   * the parent too, so it counts as a use of the parent (reused: "ref"). Set by the zod 4 Builder only.
   */
  parent?: ZNode;
  /** The run-time instance this node is (zod 4's `.finite()` returns `this`): a copy of it with its own spans. */
  same?: ZNode;
  /** zod 4's ZodPipe (`.transform()`, `.pipe()`, z.preprocess()), read as the side the wrapper converts: its call. */
  pipe?: Span;
}
/** Where each child schema is used in the code (`X` in `z.array(X)`), parallel to the children; absent: the child's own span. */
export type Uses = (Span | undefined)[];
export type ZNode = ZBase &
  (
    /**
     * `formatOf`: a zod 4 string format schema (`z.email()`...), which lacks the format methods (`.email()`, `.url()`...).
     * `coerce`: `z.coerce.string()`..., the same schema but for what zod 3 accepts (an undefined or null input coerced).
     */
    | { k: 'string' | 'number'; checks: Check[]; formatOf?: string; coerce?: true; /** zod 3's z.coerce.date(): null parses (new Date(null)). */ nullDate?: true }
    | { k: 'boolean' | 'null' | 'any' | 'unknown' | 'never'; coerce?: true }
    /** A field whose schema toollint cannot read (unknown-pieces.ts): the tool keeps it, its schema unknown; `reason` says why. */
    | { k: 'unread'; reason: string; at: Span }
    | { k: 'enum'; values: EnumValue[]; valuesSpan: Span; native: boolean }
    /** `values`: zod 4's `z.literal([a, b])` of two or more values (`value` is then the first). */
    | { k: 'literal'; value: string | number | boolean; valueSpan: Span; values?: { value: string | number | boolean; span: Span }[] }
    | { k: 'array'; element: ZNode; checks: Check[]; uses?: Uses }
    | { k: 'tuple'; items: ZNode[]; itemsSpan: Span; uses?: Uses; /** `.rest(x)`, zod 4's `z.tuple([...], x)`: the schema of the items after them. */ rest?: ZNode }
    /** `catchall`: zod 4's `z.unknown()` instance behind passthrough/loose, shared by the objects derived from it. */
    | {
        k: 'object';
        shape: Prop[];
        shapeSpan: Span;
        unknownKeys: 'strip' | 'strict' | 'passthrough';
        ukSpan?: Span;
        catchall?: ZNode;
        /** `.catchall(x)`: the catchall is `x`, the schema of additionalProperties (zod 3: whatever unknownKeys says). */
        catchallSet?: true;
        /** Where `.strict()` closes this object: right after its `z.object(...)` call (kept by methods that keep unknown keys). */
        closeAt?: number;
      }
    | { k: 'union'; options: ZNode[]; optionsSpan: Span; discriminated: boolean; uses?: Uses }
    /** `a.and(b)`, `z.intersection(a, b)`; `uses`: of the two sides. */
    | { k: 'intersection'; left: ZNode; right: ZNode; uses?: Uses }
    /** `uses`: of the key and the value. */
    | { k: 'record'; key?: ZNode; value: ZNode; uses?: Uses }
    /** `uses`: of the inner schema (a nullable's first anyOf branch). */
    | { k: 'optional' | 'nullable'; inner: ZNode; call: Span; uses?: Uses }
    /** zod 4's `.required()` wraps each field in a ZodNonOptional: the inner schema, never omittable. */
    | { k: 'nonoptional'; inner: ZNode; call: Span }
    | { k: 'default'; inner: ZNode; call: Span; value: SVal }
    /** `.readonly()` (zod 4 adds `readOnly: true`), and zod 3's `.brand()` (a ZodBranded; zod 4's returns the instance itself). */
    | { k: 'readonly' | 'brand'; inner: ZNode; call: Span }
    /** `.catch(value)`: zod 4 emits the value as `default`; zod 3 nothing, but the field parses undefined and null. */
    /** `value`: none for `.catch(undefined)` (toJSONSchema writes no default then). */
    | { k: 'catch'; inner: ZNode; call: Span; value?: SVal }
    /**
     * zod 3's ZodEffects (`z.preprocess(fn, s)`, `.refine(fn)`, `.superRefine(fn)`, `.transform(fn)`), which
     * zod-to-json-schema (effectStrategy "input") emits as its inner schema. Whether a field of it may be omitted is
     * zod 3 parsing undefined, which runs the function: what it gives for undefined and null, read from its syntax.
     */
    | { k: 'effects'; effect: 'preprocess' | 'refine' | 'superRefine' | 'transform'; inner: ZNode; call: Span; fn: Span; onUndefined: FnOutcome; onNull: FnOutcome; params: number }
    /**
     * zod 3's ZodPipeline (`a.pipe(b)`): `inner` is its input side `a`, `out` the schema `a`'s output is parsed with.
     * zod-to-json-schema emits the input side (pipeStrategy "input", the MCP SDK's) or `allOf: [a, b]` ("all", the default).
     */
    | { k: 'pipeline'; inner: ZNode; out: ZNode; call: Span }
  );

export class NotAnalyzable extends Error {
  constructor(
    message: string,
    readonly span: Span,
  ) {
    super(message);
  }
}

// Output values with spans, turned into jsonc-parser nodes at the end.
export type SVal = SObj | SArr | SPrim;
export interface SObj {
  t: 'obj';
  span: Span;
  props: SProp[];
  /** For an object zod leaves open: the offset where `.strict()` would close it (see ZOD_CLOSE_AT). */
  closeAt?: number;
  /** The schema of a field toollint cannot read (a ZNode `unread`): why, and the code of the piece. */
  unread?: { reason: string; at: Span };
}
export interface SArr {
  t: 'arr';
  span: Span;
  items: SVal[];
  /** Where each item's schema is used in the code (zod 4 reused: "ref": a `$ref` in its place points there). */
  uses?: Uses;
}
export interface SPrim {
  t: 'prim';
  span: Span;
  value: Lit;
}
export interface SProp {
  key: string;
  keySpan: Span;
  value: SVal;
  /** For an object property: the whole `key: value` in the z.object() shape, and the call that lets it be omitted. */
  property?: { span: Span; omittedBy?: Span };
  /** Where the value's schema is used in the code (zod 4 reused: "ref": a `$ref` in its place points there). */
  use?: Span;
  /** The `$ref` keyword zod 4 writes where it extracts a reused schema (reused: "ref"). */
  isRef?: true;
}

/**
 * On an object schema node from a plain `z.object(...)` that zod leaves open (no `.strict()`, `.passthrough()`,
 * `.strip()` or `.merge()` decides otherwise): the offset right after that call, where `.strict()` closes it.
 */
/** On the root node of a schema whose wrapper converts zod 4's input side (`io: "input"`): a `.transform()` there is read as its input. */
export const ZOD_INPUT_SIDE = Symbol('zod input side');
export const ZOD_CLOSE_AT = Symbol('zod close at');
/** On the key node of a property read from a z.object() shape: the span of the whole `key: value`. */
export { PROPERTY_SPAN as ZOD_PROPERTY_SPAN } from '../../sources/node-marks';
/** On the key node of such a property: the zod call that lets it be omitted (`.optional()`, `.default(x)`, `z.any()`...). */
export const ZOD_OMITTED_BY = Symbol('zod omitted by');

/** The call that makes an object field omittable: the optional or default wrapper, or an any/unknown base. */
function omissionCause(n: ZNode): Span | undefined {
  switch (n.k) {
    case 'optional':
    case 'default':
    case 'catch':
      return n.call;
    case 'nullable':
    case 'readonly':
    case 'brand':
    case 'effects':
    case 'pipeline':
      return omissionCause(n.inner);
    case 'any':
    case 'unknown':
      return n.base;
    case 'union':
      for (const o of n.options) {
        const c = omissionCause(o);
        if (c) return c;
      }
      return undefined;
    default:
      return undefined;
  }
}
export function markProperty(props: SObj, p: Prop): void {
  const sp = props.props.find((q) => q.key === p.key);
  if (sp) sp.property = { span: p.span, omittedBy: omissionCause(p.value) };
}

/**
 * Most values one conversion emits. A const schema is one zod instance wherever it is used, but the JSON Schema
 * repeats it at every use: consts that each use the previous one twice double the output at each step (and the real
 * library's too), so past this the schema is not analysed instead of exhausting memory.
 */
export const MAX_EMITTED_VALUES = 100_000;
let emitBudget = MAX_EMITTED_VALUES;
/** Starts a conversion with the whole budget. */
export function resetEmitBudget(): void {
  emitBudget = MAX_EMITTED_VALUES;
}
export function spend(span: Span): void {
  if (--emitBudget < 0) throw new NotAnalyzable(`the schema expands to more than ${MAX_EMITTED_VALUES.toLocaleString('en-US')} values (a const schema is repeated at each use)`, span);
}
export const obj = (span: Span): SObj => (spend(span), { t: 'obj', span, props: [] });
export const prim = (value: Lit, span: Span): SPrim => (spend(span), { t: 'prim', span, value });
export const arr = (items: SVal[], span: Span): SArr => (spend(span), { t: 'arr', span, items });
export function getp(o: SObj, key: string): SVal | undefined {
  return o.props.find((p) => p.key === key)?.value;
}
export function setp(o: SObj, key: string, value: SVal, keySpan: Span): void {
  const p = o.props.find((q) => q.key === key);
  if (p) {
    p.value = value;
    p.keySpan = keySpan;
  } else o.props.push({ key, keySpan, value });
}
export function delp(o: SObj, key: string): void {
  o.props = o.props.filter((p) => p.key !== key);
}
/** A shallow copy with a new span: a wrapper's schema is its inner schema merged with its own keywords. */
export function cloneAt(v: SVal, span: Span): SVal {
  spend(span);
  if (v.t === 'obj') return { t: 'obj', span, props: v.props.map((p) => ({ ...p })), closeAt: v.closeAt };
  if (v.t === 'arr') return { t: 'arr', span, items: [...v.items] };
  return { ...v, span };
}

/**
 * Shapes overlaid as `{ ...a, ...b }` (zod 3's extend/merge) or zod 4's mirrorShape: a key of `b` that `a` has keeps
 * its place in `a` and takes `b`'s field and spans; then JS key order.
 */
export function overlay(a: Prop[], b: Prop[]): Prop[] {
  const out = [...a];
  for (const p of b) {
    const i = out.findIndex((q) => q.key === p.key);
    if (i >= 0) out[i] = p;
    else out.push(p);
  }
  return jsOrder(out, (p) => p.key);
}

export function setEntry(list: { key: string; value: string | number; span: Span }[], key: string, value: string | number, span: Span): void {
  const e = list.find((x) => x.key === key);
  if (e) {
    e.value = value;
    e.span = span;
  } else list.push({ key, value, span });
}

/** zod's getEnumValues (zod 4) / parseNativeEnumDef (zod-to-json-schema): drop the value -> name entries of numeric members. */
export function enumValues(entries: { key: string; value: string | number; span: Span }[]): EnumValue[] {
  const numeric = entries.map((e) => e.value).filter((v): v is number => typeof v === 'number');
  return entries.filter((e) => !numeric.includes(Number(e.key))).map((e) => ({ value: e.value, span: e.span }));
}

export function dedupe(values: EnumValue[]): EnumValue[] {
  const out: EnumValue[] = [];
  for (const v of values) if (!out.some((o) => o.value === v.value)) out.push(v);
  return out;
}

/** `{ ...inherited, ...own }`: an own key already inherited keeps its place and takes the own value. */
export function overlayMeta(inherited: MetaEntry[] | undefined, own: MetaEntry[]): MetaEntry[] {
  const out = (inherited ?? []).map((e) => ({ ...e }));
  for (const e of own) {
    const i = out.findIndex((x) => x.key === e.key);
    if (i >= 0) out[i] = e;
    else out.push(e);
  }
  return jsOrder(out, (e) => e.key);
}

/** `.meta()` keys not modelled: they hold subschemas toJSONSchema and the wrappers walk, or steer `$defs` and `$ref`s. */
export const META_UNMODELLED = new Set(['__proto__', '$ref', '$defs', 'definitions', '$schema', '_prefault', 'properties', 'additionalProperties', 'patternProperties', 'propertyNames', 'items', 'prefixItems', 'additionalItems', 'contains', 'anyOf', 'oneOf', 'allOf', 'not', 'if', 'then', 'else', 'dependentSchemas', 'dependencies']);

/** Property order of a JS object: array-index keys ascending first, then the others in insertion order. */
export function jsOrder<T>(items: T[], key: (t: T) => string): T[] {
  const isIndex = (k: string): boolean => /^(?:0|[1-9]\d*)$/.test(k) && Number(k) < 4294967295;
  const idx = items.filter((i) => isIndex(key(i))).sort((a, b) => Number(key(a)) - Number(key(b)));
  return [...idx, ...items.filter((i) => !isIndex(key(i)))];
}
