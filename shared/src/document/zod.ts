// Static zod -> JSON Schema: computes, from TypeScript syntax alone (no program, no type checker, nothing run),
// the JSON Schema that a zod schema expression produces at run time, as jsonc-parser-shaped nodes whose offsets
// point into the TS source (the value node of a property schema spans that property's zod expression, the key
// node of `properties` spans the key in `z.object({...})`, keyword nodes span the zod call that produced them,
// e.g. `.min(3)` for minLength or the base call `z.string()` for type; a keyword's value node spans the call's
// literal argument when there is one). Anything it cannot know exactly is reported as not analyzable, never guessed.
//
// Dialects (what the converter reproduces; checked against zod 4.6.7, zod 3.25.76, zod-to-json-schema 3.25.2):
//   zod4         `z.toJSONSchema(s)` defaults: target draft-2020-12, io "output". Optional and nullish fields are
//                not required, defaulted fields ARE required (output always has them), every z.object gets
//                `additionalProperties: false` (passthrough/loose: `{}`), tuples use prefixItems + items:false,
//                `.nullable()` is `anyOf: [inner, {type:"null"}]`, compacted to `type: [t, "null"]` when every branch
//                is a bare `{type}`; discriminatedUnion is `oneOf`; email/uuid add zod's own `pattern`.
//   zod4-input7  `toJSONSchema(s, { target: "draft-7", io: "input" })`: draft-07 $schema, tuples as `items: [...]` +
//                `additionalItems: false`, defaulted fields NOT required, plain z.object has NO additionalProperties.
//   zod4-ai-sdk  zod4-input7 followed by the AI SDK's addAdditionalPropertiesToJsonSchema (every object schema,
//                recursively through properties/items/anyOf/allOf/oneOf/definitions, gets additionalProperties
//                false unless it holds a schema; passthrough's `{}` stays).
//   zod3         `zodToJsonSchema(s)` defaults: draft-07 $schema, `$refStrategy: "root"` (a schema instance seen
//                twice becomes `{ $ref: "#/properties/a" }`), `additionalProperties: false` on z.object (strip and
//                strict; passthrough: true), optional outside an object property is `anyOf: [{not:{}}, inner]`,
//                default fields not required, z.any()/z.unknown() fields not required, unions of plain primitives
//                or literals collapse to `type`/`enum`, descriptions are copied onto optional/nullable/default.
//   zod3-mcp     zod3 with `strictUnions: true` (empty-schema union members such as z.any() are dropped).
//   zod3-ai-sdk  zod3 with `$refStrategy: "none"` (reused schemas are inlined).
//   zod4-anthropic  `z.toJSONSchema(s, { reused: "ref" })`, zod4 otherwise (to-json-schema.js processSchema, extractDefs,
//                finalize): every schema instance processed more than once goes into `$defs` as `__schema0`,
//                `__schema1`... (in the order instances are first processed) and is `{ $ref: "#/$defs/__schemaN" }`
//                wherever it is used. An instance is processed at each use, and once more for each clone linked to
//                it as its `_zod.parent`: `.describe()` and every check (`.min()`, `.email()`, `.int()`...) clone with
//                that link, and processing the clone processes the parent too, and the def's children once more (so
//                `z.array(z.string()).min(1)` alone extracts its element, a described object its fields). Wrappers
//                (optional, default, nonoptional) and linked clones are then merged with their inner type or parent
//                (flattenRef): their own keywords win, a parent's keywords the clone lacks are dropped, an extracted
//                target leaves its `$ref` beside the clone's keywords (draft 2020-12) minus those equal to its
//                definition's. `.finite()` is the instance itself; a passthrough/loose object's catchall is a
//                z.unknown() instance shared by the objects derived from it. A `$ref` left where a reused schema is
//                used spans that use (`P` in `{ a: P }`), one beside other keywords the schema that carries it, a
//                `$defs` entry the code that defines it.
//   zod3-anthropic  nothing: betaZodTool converts with zod 4's toJSONSchema, which throws on a zod 3 schema (every
//                schema is not analysable).
//
// Wrappers (read from their published packages with `npm pack`, not installed in the project):
//   MCP TypeScript SDK, @modelcontextprotocol/sdk 1.32.2 (server/mcp.js + server/zod-json-schema-compat.js):
//     `registerTool(name, { inputSchema })` takes a raw shape (wrapped in z4mini.object / zod3 object) or a zod
//     object; tools/list emits `toJsonSchemaCompat(obj, { strictUnions: true, pipeStrategy: "input" })`:
//     zod 4 -> `z4mini.toJSONSchema(s, { target: "draft-7", io: "input" })` (zod/v4-mini, same core) = zod4-input7;
//     zod 3 -> `zodToJsonSchema(s, { strictUnions: true, pipeStrategy: "input" })` (package zod-to-json-schema,
//     otherwise defaults: $refStrategy root, target jsonSchema7) = zod3-mcp.
//   Vercel AI SDK, ai 7.0.173 with @ai-sdk/provider-utils 5.0.81 (`tool({ inputSchema })` -> asSchema ->
//     `zodSchema(s)`, useReferences false): zod 4 -> `toJSONSchema(s, { target: "draft-7", io: "input",
//     reused: "inline" })` then addAdditionalPropertiesToJsonSchema = zod4-ai-sdk; zod 3 -> a vendored copy of
//     zod-to-json-schema with `$refStrategy: "none"` (other options default) = zod3-ai-sdk.
//   openai-node, openai 7.59.0 (also 6.49.0, the project's devDependency) `zodFunction` (openai/helpers/zod), which
//     always sends `strict: true`:
//     zod 4 -> `z4.toJSONSchema(s, { target: "draft-7" })` (io output) with an override turning a discriminated
//     union's oneOf into anyOf, then `toStrictJsonSchema` (lib/transform.js) = zod4-openai: every property listed in
//     `required` when each one left out is nullable, additionalProperties false added where missing, `default: null`
//     dropped. Where toStrictJsonSchema throws (so the tool is never built: an optional field that is not nullable,
//     an open object such as passthrough or record, tuple-form items, a root that is not an object), the schema is
//     left as zod emitted it, so that the rules report the cause at its zod code.
//     zod 3 -> a vendored zod-to-json-schema with `openaiStrictMode: true, name: <tool name>, nameStrategy:
//     "duplicate-ref", $refStrategy: "extract-to-root", nullableStrategy: "property"` = zod3-openai: every field
//     required (it throws on an optional field that is neither nullable nor defaulted; that field is left out of
//     `required` here), a nullable primitive is `nullable: true` beside its type, an optional under a property (even
//     inside a tuple, array or record there) is its inner schema, and a schema seen twice becomes
//     `$ref: "#/definitions/<tool>_<path>"` with the definitions materialised after the root, whose copy is added
//     under `definitions.<tool>` once anything is referenced.
//   Anthropic TypeScript SDK, @anthropic-ai/sdk 1.14.0 (helpers/beta/zod.js, the project's devDependency):
//     `betaZodTool({ name, description, inputSchema, run, ...extra })` sends `input_schema:
//     z.toJSONSchema(inputSchema, { reused: "ref" })` with `zod/v4` = zod4-anthropic, and throws when its `type` is
//     not "object" (the schema is left as zod emits it, for the root-not-object rule to report). It takes a schema,
//     never a raw shape; a zod 3 schema makes toJSONSchema throw = zod3-anthropic.
//   Every dialect is checked against the real libraries by test/zod.test.ts (the openai ones through zodFunction, the
//   anthropic ones through betaZodTool).
//
// The zod API read (anything else, e.g. refine/transform/pipe/lazy/catchall, is not analysable):
//   factories  z.string number int boolean null any unknown enum nativeEnum literal array tuple union
//              discriminatedUnion record object strictObject looseObject optional nullable; z.coerce.string number
//              boolean (the plain schema; zod 3 decides a coerced field's optionality by parsing undefined, which a
//              coerced string or boolean accepts). zod 4 only: z.enum({...}) (an enum-like object, as nativeEnum),
//              z.literal([a, b]) (`enum`, typed when all values share a type), and the string formats z.email guid
//              uuid uuidv4 uuidv6 uuidv7 url httpUrl emoji nanoid cuid cuid2 ulid xid ksuid ipv4 ipv6 cidrv4 cidrv6
//              base64 base64url e164 jwt iso.datetime iso.date iso.time iso.duration (a ZodStringFormat: the format
//              is its first check; it has the length, pattern and case methods, not the format methods).
//   wrappers   .optional() .nullable() .nullish() .default(json) .catch(json) .readonly() .brand() .describe(s)
//              .meta({...}) (zod 4) .nonoptional() (zod 4) .array(). zod 4 wrappers (optional, default, catch,
//              readonly, nonoptional) emit their own keywords first (`default` for default and catch, `readOnly`,
//              then metadata) and their inner schema's after; for `required` io "input" reads a catch's inner
//              optionality (inputOptin), io "output" its inner's. zod 4's `.brand()` is the instance itself; zod 3's
//              ZodBranded, ZodReadonly and ZodCatch are their inner schema (a catch emits no default, and makes the
//              field optional and nullable).
//   metadata   zod 4's registry: `.describe(s)` registers `{ description: s }`, `.meta(obj)` obj, on a clone that
//              inherits its parent's metadata (a key already there keeps its place); object methods lose it; it
//              is assigned after the keywords. Values must be JSON literals; `id` (extraction into `$defs`), `$ref`
//              and keywords holding subschemas are not modelled.
//   numbers    .min .max .gte .lte .gt .lt .positive .nonnegative .negative .nonpositive .int .safe .finite
//              .multipleOf .step. zod 4 keeps the tightest bound of each kind (`.int()` adds the safe-integer
//              range) and an exclusive bound over an inclusive one it is not looser than; divisors are kept once by
//              absolute value, extras in `allOf` (a divisor of 0 makes toJSONSchema throw: not analysable).
//              zod-to-json-schema writes one keyword per kind, last call wins, minimum and exclusiveMinimum side by
//              side. zod 3's `.safe()` is a min/max at the safe range, zod 4's is `.int()`.
//   strings    .min .max .length .nonempty .email .url .uuid .cuid .cuid2 .ulid .nanoid .emoji .base64 .base64url
//              .jwt .duration .regex .datetime .date .time .startsWith .endsWith .includes .trim .toLowerCase
//              .toUpperCase; .lowercase .uppercase .guid .uuidv4/6/7 .ipv4 .ipv6 .cidrv4 .cidrv6 .e164 .ksuid .xid
//              (zod 4), .ip (zod 3). zod 4: the last format wins (time, and a local or precision -1 datetime,
//              leave none), base64/base64url add `contentEncoding`, patterns are a set of RegExp instances (several
//              go into `allOf`, with `type: "string"` on draft-07; uuid, emoji, datetime, time and the literal
//              checks build a new RegExp each time, the others share one).
//              zod-to-json-schema: a second format makes `anyOf: [{format}...]`, a second pattern `allOf:
//              [{pattern}...]`; startsWith/endsWith/includes are escaped by escapeNonAlphaNumeric, whose upstream
//              (and AI SDK) copy also escapes W and w (`^\w\w\w`), openai's copy does not. base64 is
//              `contentEncoding: "base64"`; openai's copy emits nothing for base64url and jwt.
//   arrays     .min .max .length .nonempty
//   objects    .strict .passthrough .loose .strip .extend .safeExtend .merge .pick .omit .partial .required: shapes
//              overlaid in JS key order (an overridden key keeps its place), unknown keys kept (merge: the merged
//              object's), fields shared by reference as at run time (zod-to-json-schema's $refs); zod 3 keeps the
//              description except on merge, zod 4's clones lose it. zod 3's `.required()` unwraps the optionals,
//              zod 4's wraps each field in a ZodNonOptional; zod 4 throws on a mask key not in the shape.
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import { preorder } from './ts-walk';
import { lookupTable } from '../lookup-table';

export type ZodDialect = 'zod4' | 'zod3' | 'zod4-input7' | 'zod4-ai-sdk' | 'zod3-mcp' | 'zod3-ai-sdk' | 'zod4-openai' | 'zod3-openai' | 'zod4-anthropic' | 'zod3-anthropic';
export type ZodWrapper = 'mcp' | 'ai-sdk' | 'openai-zodFunction' | 'anthropic';

/** The dialect each wrapper's conversion matches (see the header). */
export function dialectForWrapper(wrapper: ZodWrapper, zodMajor: 3 | 4): ZodDialect {
  if (wrapper === 'mcp') return zodMajor === 4 ? 'zod4-input7' : 'zod3-mcp';
  if (wrapper === 'ai-sdk') return zodMajor === 4 ? 'zod4-ai-sdk' : 'zod3-ai-sdk';
  if (wrapper === 'anthropic') return zodMajor === 4 ? 'zod4-anthropic' : 'zod3-anthropic';
  return zodMajor === 4 ? 'zod4-openai' : 'zod3-openai';
}

export interface ZodContext {
  ts: typeof TS;
  source: TS.SourceFile;
  resolveConst(name: string): TS.Expression | undefined;
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

const ZOD_MODULES = new Set(['zod', 'zod/v4', 'zod/v3']);

/** Local identifiers bound to the zod namespace: `import { z } from 'zod'`, `import * as z`, `import z`, `require('zod')`. */
export function zodImports(ts: typeof TS, source: TS.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const st of source.statements) {
    if (ts.isImportDeclaration(st) && ts.isStringLiteral(st.moduleSpecifier) && ZOD_MODULES.has(st.moduleSpecifier.text)) {
      const clause = st.importClause;
      if (!clause) continue;
      if (clause.name) names.add(clause.name.text);
      const nb = clause.namedBindings;
      if (nb && ts.isNamespaceImport(nb)) names.add(nb.name.text);
      if (nb && ts.isNamedImports(nb)) {
        for (const el of nb.elements) if ((el.propertyName ?? el.name).text === 'z') names.add(el.name.text);
      }
    } else if (ts.isVariableStatement(st)) {
      for (const d of st.declarationList.declarations) {
        const init = d.initializer;
        if (!init || !ts.isCallExpression(init) || !ts.isIdentifier(init.expression) || init.expression.text !== 'require') continue;
        const arg = init.arguments[0];
        if (!arg || !ts.isStringLiteral(arg) || !ZOD_MODULES.has(arg.text)) continue;
        if (ts.isIdentifier(d.name)) names.add(d.name.text);
        else if (ts.isObjectBindingPattern(d.name)) {
          for (const el of d.name.elements) {
            const prop = el.propertyName && ts.isIdentifier(el.propertyName) ? el.propertyName.text : ts.isIdentifier(el.name) ? el.name.text : undefined;
            if (prop === 'z' && ts.isIdentifier(el.name)) names.add(el.name.text);
          }
        }
      }
    }
  }
  return names;
}

// ---------------------------------------------------------------------------------------------------------------
// Model of the zod instances an expression builds. Every method call makes a new node (a new run-time instance);
// inner schemas are shared by reference, as at run time (identity matters for zod-to-json-schema's $refs).

type Lit = string | number | boolean | null;
/** String checks that zod 4 aggregates into format/pattern and zod-to-json-schema into format/anyOf and pattern/allOf. */
type StringFormat =
  | 'email' | 'url' | 'uuid' | 'regex' | 'cuid' | 'ulid' | 'datetime' | 'date' | 'time' | 'ip' | 'startsWith' | 'endsWith' | 'includes' | 'lowercase' | 'uppercase'
  | 'emoji' | 'cuid2' | 'nanoid' | 'base64' | 'base64url' | 'jwt' | 'duration'
  | 'guid' | 'ipv4' | 'ipv6' | 'cidrv4' | 'cidrv6' | 'e164' | 'ksuid' | 'xid';
interface Check {
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
interface FormatOptions {
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
interface Prop {
  key: string;
  keySpan: Span;
  /** The whole `key: value` in the shape. */
  span: Span;
  value: ZNode;
  /** The value expression as written in the shape (`P` in `a: P`): where a `$ref` to a reused schema points. */
  use?: Span;
}
interface EnumValue {
  value: string | number;
  span: Span;
}
/** One key of zod 4's registry metadata (`.describe(s)` is `{ description: s }`, `.meta({...})` its own keys). */
interface MetaEntry {
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
}
/** Where each child schema is used in the code (`X` in `z.array(X)`), parallel to the children; absent: the child's own span. */
type Uses = (Span | undefined)[];
type ZNode = ZBase &
  (
    /**
     * `formatOf`: a zod 4 string format schema (`z.email()`...), which lacks the format methods (`.email()`, `.url()`...).
     * `coerce`: `z.coerce.string()`..., the same schema but for what zod 3 accepts (an undefined or null input coerced).
     */
    | { k: 'string' | 'number'; checks: Check[]; formatOf?: string; coerce?: true }
    | { k: 'boolean' | 'null' | 'any' | 'unknown'; coerce?: true }
    | { k: 'enum'; values: EnumValue[]; valuesSpan: Span; native: boolean }
    /** `values`: zod 4's `z.literal([a, b])` of two or more values (`value` is then the first). */
    | { k: 'literal'; value: string | number | boolean; valueSpan: Span; values?: { value: string | number | boolean; span: Span }[] }
    | { k: 'array'; element: ZNode; checks: Check[]; uses?: Uses }
    | { k: 'tuple'; items: ZNode[]; itemsSpan: Span; uses?: Uses }
    /** `catchall`: zod 4's `z.unknown()` instance behind passthrough/loose, shared by the objects derived from it. */
    | {
        k: 'object';
        shape: Prop[];
        shapeSpan: Span;
        unknownKeys: 'strip' | 'strict' | 'passthrough';
        ukSpan?: Span;
        catchall?: ZNode;
        /** Where `.strict()` closes this object: right after its `z.object(...)` call (kept by methods that keep unknown keys). */
        closeAt?: number;
      }
    | { k: 'union'; options: ZNode[]; optionsSpan: Span; discriminated: boolean; uses?: Uses }
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
    | { k: 'catch'; inner: ZNode; call: Span; value: SVal }
  );

class NotAnalyzable extends Error {
  constructor(
    message: string,
    readonly span: Span,
  ) {
    super(message);
  }
}

// Output values with spans, turned into jsonc-parser nodes at the end.
type SVal = SObj | SArr | SPrim;
interface SObj {
  t: 'obj';
  span: Span;
  props: SProp[];
  /** For an object zod leaves open: the offset where `.strict()` would close it (see ZOD_CLOSE_AT). */
  closeAt?: number;
}
interface SArr {
  t: 'arr';
  span: Span;
  items: SVal[];
  /** Where each item's schema is used in the code (zod 4 reused: "ref": a `$ref` in its place points there). */
  uses?: Uses;
}
interface SPrim {
  t: 'prim';
  span: Span;
  value: Lit;
}
interface SProp {
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
export const ZOD_CLOSE_AT = Symbol('zod close at');
/** On the key node of a property read from a z.object() shape: the span of the whole `key: value`. */
export const ZOD_PROPERTY_SPAN = Symbol('zod property span');
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
function markProperty(props: SObj, p: Prop): void {
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
function spend(span: Span): void {
  if (--emitBudget < 0) throw new NotAnalyzable(`the schema expands to more than ${MAX_EMITTED_VALUES.toLocaleString('en-US')} values (a const schema is repeated at each use)`, span);
}
const obj = (span: Span): SObj => (spend(span), { t: 'obj', span, props: [] });
const prim = (value: Lit, span: Span): SPrim => (spend(span), { t: 'prim', span, value });
const arr = (items: SVal[], span: Span): SArr => (spend(span), { t: 'arr', span, items });
function getp(o: SObj, key: string): SVal | undefined {
  return o.props.find((p) => p.key === key)?.value;
}
function setp(o: SObj, key: string, value: SVal, keySpan: Span): void {
  const p = o.props.find((q) => q.key === key);
  if (p) {
    p.value = value;
    p.keySpan = keySpan;
  } else o.props.push({ key, keySpan, value });
}
function delp(o: SObj, key: string): void {
  o.props = o.props.filter((p) => p.key !== key);
}
/** A shallow copy with a new span: a wrapper's schema is its inner schema merged with its own keywords. */
function cloneAt(v: SVal, span: Span): SVal {
  spend(span);
  if (v.t === 'obj') return { t: 'obj', span, props: v.props.map((p) => ({ ...p })), closeAt: v.closeAt };
  if (v.t === 'arr') return { t: 'arr', span, items: [...v.items] };
  return { ...v, span };
}

// Patterns zod 4.6.7 emits for its string formats (core/regexes.js).
const Z4_EMAIL = String.raw`^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$`;
const Z4_UUID = String.raw`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$`;
const Z4_CUID = '^[cC][0-9a-z]{6,}$';
const Z4_ULID = '^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$';
const Z4_GUID = '^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$';
const z4UuidVersion = (v: string): string => `^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${v}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`;
const Z4_EMOJI = String.raw`^(?=[\s\S]*[\p{Extended_Pictographic}\p{Regional_Indicator}\u20E3])[\p{Extended_Pictographic}\p{Emoji_Component}]+$`;
const Z4_IPV6_BODY = String.raw`(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))`;
const Z4_IPV4_OCTET = '(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])';
/** The patterns of the formats whose RegExp is one shared instance (core/regexes.js), by format. */
const Z4_SHARED_PATTERNS: Partial<Record<StringFormat, string>> = {
  cuid2: '^[0-9a-z]+$',
  nanoid: '^[a-zA-Z0-9_-]{21}$',
  xid: '^[0-9a-vA-V]{20}$',
  ksuid: '^[A-Za-z0-9]{27}$',
  duration: String.raw`^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$`,
  ipv4: String.raw`^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$`,
  ipv6: `^${Z4_IPV6_BODY}$`,
  cidrv4: String.raw`^(${Z4_IPV4_OCTET}\.){3}${Z4_IPV4_OCTET}\/([0-9]|[1-2][0-9]|3[0-2])$`,
  cidrv6: String.raw`^${Z4_IPV6_BODY}\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$`,
  e164: String.raw`^\+[1-9]\d{6,14}$`,
  // json-schema-processors.js exactPattern: the lax run-time charsets of base64/base64url are emitted as these.
  base64: '^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$',
  base64url: '^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$',
};
const Z4_DATE = String.raw`(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))`;
/** json-schema-processors.js formatMap (an empty name: no format keyword). */
const Z4_FORMAT_NAMES = lookupTable<string>({ guid: 'uuid', url: 'uri', datetime: 'date-time', json_string: 'json-string', regex: '' });

/** The `source` of `new RegExp(text)`, as the libraries emit it (`/` and line breaks come out escaped). */
function regexSource(text: string, at: Span): string {
  try {
    return new RegExp(text).source;
  } catch {
    throw new NotAnalyzable('a pattern that is not a valid regular expression', at);
  }
}

/** zod 4's util.escapeRegex. */
const escapeRegex4 = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** zod 4's regexes.js timeSource. */
function timeSource4(precision: number | null | undefined, seconds: boolean): string {
  const hhmm = String.raw`(?:[01]\d|2[0-3]):[0-5]\d`;
  if (typeof precision === 'number') {
    if (precision === -1) return hhmm;
    return precision === 0 ? String.raw`${hhmm}:[0-5]\d` : String.raw`${hhmm}:[0-5]\d\.\d{${precision}}`;
  }
  return seconds ? String.raw`${hhmm}:[0-5]\d(?:\.\d+)?` : String.raw`${hhmm}(?::[0-5]\d(?:\.\d+)?)?`;
}

/** zod 4's regexes.js datetime(args). */
function datetime4(o: FormatOptions): string {
  const opts = ['Z'];
  if (o.offset) opts.push(String.raw`([+-](?:[01]\d|2[0-3]):[0-5]\d)`);
  const qualified = `${timeSource4(o.precision, true)}(?:${opts.join('|')})`;
  const time = o.local ? `${qualified}|${timeSource4(o.precision, false)}` : qualified;
  return `^${Z4_DATE}T(?:${time})$`;
}

/**
 * What one string check contributes to zod 4's aggregateChecks: its format name, its pattern, whether every such
 * check shares one RegExp instance (`shared`, so the set of patterns holds it once: email, cuid, ulid, date...;
 * uuid, datetime, time and the literal checks build a new one each time), and whether it makes the format lax.
 */
function stringFormat4(c: Check): { format: string; pattern?: string; shared?: string; lax?: boolean; encoding?: string } | undefined {
  const o = c.opts ?? {};
  const value = String(c.value ?? '');
  const shared = Z4_SHARED_PATTERNS[c.kind as StringFormat];
  if (shared !== undefined) return { format: c.kind, pattern: shared, shared: c.kind, ...(c.kind === 'base64' || c.kind === 'base64url' ? { encoding: c.kind } : {}) };
  switch (c.kind) {
    case 'email':
      return { format: 'email', pattern: Z4_EMAIL, shared: c.kind };
    case 'url':
    case 'jwt':
      return { format: c.kind };
    case 'guid':
      return { format: 'guid', pattern: Z4_GUID, shared: c.kind };
    case 'uuid':
      return { format: 'uuid', pattern: o.version ? z4UuidVersion(o.version.slice(1)) : Z4_UUID };
    case 'emoji':
      return { format: 'emoji', pattern: Z4_EMOJI };
    case 'regex':
      return { format: 'regex', pattern: value };
    case 'cuid':
      return { format: 'cuid', pattern: Z4_CUID, shared: c.kind };
    case 'ulid':
      return { format: 'ulid', pattern: Z4_ULID, shared: c.kind };
    case 'lowercase':
      return { format: 'lowercase', pattern: '^[^A-Z]*$', shared: c.kind };
    case 'uppercase':
      return { format: 'uppercase', pattern: '^[^a-z]*$', shared: c.kind };
    case 'date':
      return { format: 'date', pattern: `^${Z4_DATE}$`, shared: c.kind };
    case 'datetime':
      return { format: 'datetime', pattern: regexSource(datetime4(o), c.span), lax: o.local === true || o.precision === -1 };
    case 'time':
      return { format: 'time', pattern: regexSource(`^${timeSource4(o.precision, false)}$`, c.span), lax: o.precision === -1 };
    // core/checks.js $ZodCheckStartsWith, $ZodCheckEndsWith, $ZodCheckIncludes.
    case 'startsWith':
      return { format: 'starts_with', pattern: regexSource(`^${escapeRegex4(value)}.*`, c.span) };
    case 'endsWith':
      return { format: 'ends_with', pattern: regexSource(`.*${escapeRegex4(value)}$`, c.span) };
    case 'includes':
      return { format: 'includes', pattern: regexSource(typeof o.position === 'number' ? `^.{${o.position},}${escapeRegex4(value)}` : escapeRegex4(value), c.span) };
    default:
      return undefined;
  }
}

interface DialectOptions {
  lib: 3 | 4;
  /** zod 4's `reused`: "inline" (the default), or "ref" (a schema instance processed twice goes into `$defs`). */
  reused: 'inline' | 'ref';
  /** The wrapper cannot convert this zod version at all: every schema is not analysable, for this reason. */
  refusal?: string;
  target: 'draft-2020-12' | 'draft-07';
  io: 'input' | 'output';
  aiSdkAdditional: boolean;
  /** zod-to-json-schema's $refStrategy: "root" ($ref to the first path), "none" (inline), "extract-to-root" (openai). */
  refs: 'root' | 'none' | 'extract-to-root';
  strictUnions: boolean;
  /** openai-node's zodFunction: its zod 4 override and toStrictJsonSchema, or its zod-to-json-schema openaiStrictMode. */
  openai: boolean;
}
function optionsOf(d: ZodDialect): DialectOptions {
  const o = { aiSdkAdditional: false, refs: 'none', strictUnions: false, openai: false, reused: 'inline' } as const;
  switch (d) {
    case 'zod4':
      return { ...o, lib: 4, target: 'draft-2020-12', io: 'output' };
    case 'zod4-anthropic':
      return { ...o, lib: 4, target: 'draft-2020-12', io: 'output', reused: 'ref' };
    case 'zod3-anthropic':
      return { ...o, lib: 3, target: 'draft-07', io: 'output', refusal: "betaZodTool converts with zod 4's toJSONSchema and throws on a zod 3 schema" };
    case 'zod4-input7':
      return { ...o, lib: 4, target: 'draft-07', io: 'input' };
    case 'zod4-ai-sdk':
      return { ...o, lib: 4, target: 'draft-07', io: 'input', aiSdkAdditional: true };
    case 'zod4-openai':
      return { ...o, lib: 4, target: 'draft-07', io: 'output', openai: true };
    case 'zod3':
      return { ...o, lib: 3, target: 'draft-07', io: 'output', refs: 'root' };
    case 'zod3-mcp':
      return { ...o, lib: 3, target: 'draft-07', io: 'output', refs: 'root', strictUnions: true };
    case 'zod3-ai-sdk':
      return { ...o, lib: 3, target: 'draft-07', io: 'output' };
    case 'zod3-openai':
      return { ...o, lib: 3, target: 'draft-07', io: 'output', refs: 'extract-to-root', openai: true };
  }
}

const MAX_DEPTH = 100;

/** Methods whose argument is a function (the schema they build depends on code). */
const FUNCTION_METHODS = new Set(['transform', 'refine', 'superRefine', 'check', 'overwrite', 'preprocess']);

/** The namespaces under `z` whose functions build schemas. */
const ZOD_NAMESPACES = new Set(['iso', 'coerce']);

// ---------------------------------------------------------------------------------------------------------------
// Reading the TypeScript expression into the model.

/**
 * zod 4 methods whose result is a clone with a `_zod.parent` link (core/util.js clone(inst, def, params) links when no
 * new def is given or `params.parent` is set): `.describe()` (`this.clone()`) and every check (`this.check(...)`
 * clones with `{ parent: true }`). The wrappers (`.optional()`...) are new instances of another type, and the object
 * methods (strict, extend, pick, partial...) clone with a new def and no link.
 */
const Z4_PARENT_LINKED = new Set([
  'describe',
  ...['min', 'max', 'length', 'nonempty', 'gt', 'gte', 'lt', 'lte', 'multipleOf', 'step', 'positive', 'nonnegative', 'negative', 'nonpositive', 'int', 'safe'],
  ...['trim', 'toLowerCase', 'toUpperCase', 'email', 'url', 'uuid', 'cuid', 'ulid', 'date', 'lowercase', 'uppercase', 'regex', 'startsWith', 'endsWith', 'includes', 'datetime', 'time'],
  ...['emoji', 'cuid2', 'nanoid', 'base64', 'base64url', 'jwt', 'duration', 'guid', 'uuidv4', 'uuidv6', 'uuidv7', 'ipv4', 'ipv6', 'cidrv4', 'cidrv6', 'e164', 'ksuid', 'xid'],
  'meta',
]);

/** zod 4's top-level string formats (`z.email()`, `z.iso.datetime()`...): a ZodStringFormat whose own format is its first check. */
const Z4_FORMAT_FACTORIES = lookupTable<{ kind: StringFormat; version?: string }>({
  email: { kind: 'email' },
  guid: { kind: 'guid' },
  uuid: { kind: 'uuid' },
  uuidv4: { kind: 'uuid', version: 'v4' },
  uuidv6: { kind: 'uuid', version: 'v6' },
  uuidv7: { kind: 'uuid', version: 'v7' },
  url: { kind: 'url' },
  // `z.httpUrl()` is a z.url() with protocol and hostname patterns, which toJSONSchema does not emit.
  httpUrl: { kind: 'url' },
  emoji: { kind: 'emoji' },
  nanoid: { kind: 'nanoid' },
  cuid: { kind: 'cuid' },
  cuid2: { kind: 'cuid2' },
  ulid: { kind: 'ulid' },
  xid: { kind: 'xid' },
  ksuid: { kind: 'ksuid' },
  ipv4: { kind: 'ipv4' },
  ipv6: { kind: 'ipv6' },
  cidrv4: { kind: 'cidrv4' },
  cidrv6: { kind: 'cidrv6' },
  base64: { kind: 'base64' },
  base64url: { kind: 'base64url' },
  e164: { kind: 'e164' },
  jwt: { kind: 'jwt' },
  'iso.datetime': { kind: 'datetime' },
  'iso.date': { kind: 'date' },
  'iso.time': { kind: 'time' },
  'iso.duration': { kind: 'duration' },
});

/** The format methods of zod 4's ZodString, which a string format schema (ZodStringFormat) does not have. */
const Z4_FORMAT_METHODS = new Set(['email', 'url', 'jwt', 'emoji', 'guid', 'uuid', 'uuidv4', 'uuidv6', 'uuidv7', 'nanoid', 'cuid', 'cuid2', 'ulid', 'base64', 'base64url', 'xid', 'ksuid', 'ipv4', 'ipv6', 'cidrv4', 'cidrv6', 'e164', 'datetime', 'date', 'time', 'duration']);
/** String methods zod 3's ZodString does not have. */
const Z4_ONLY_STRING_METHODS = new Set(['lowercase', 'uppercase', 'guid', 'uuidv4', 'uuidv6', 'uuidv7', 'ipv4', 'ipv6', 'cidrv4', 'cidrv6', 'e164', 'ksuid', 'xid']);

class Builder {
  private readonly constCache = new Map<string, ZNode>();
  /**
   * The node of each call expression already read: an expression is evaluated once, so it is one run-time instance
   * however it is reached (a const shape literal or schema list used by two z.object()/z.union() calls shares its
   * field instances, as zod-to-json-schema's $refs and toJSONSchema's reuse counts show).
   */
  private readonly built = new Map<TS.Node, ZNode>();
  private readonly resolving = new Set<string>();
  constructor(
    private readonly ctx: ZodContext,
    private readonly lib: 3 | 4,
  ) {}

  span(node: TS.Node): Span {
    const start = node.getStart(this.ctx.source);
    return { offset: start, length: node.getEnd() - start };
  }
  /** `.min(3)` in `z.string().min(3)`: from the dot to the closing parenthesis. */
  private callSpan(call: TS.CallExpression, name: TS.Node): Span {
    const start = name.pos - 1;
    return { offset: start, length: call.getEnd() - start };
  }
  private fail(node: TS.Node, message: string): never {
    throw new NotAnalyzable(message, this.span(node));
  }
  private unwrap(expr: TS.Expression): TS.Expression {
    const ts = this.ctx.ts;
    while (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr) || ts.isSatisfiesExpression(expr) || ts.isNonNullExpression(expr) || ts.isTypeAssertionExpression(expr)) {
      expr = expr.expression;
    }
    return expr;
  }

  build(expr: TS.Expression, depth = 0): ZNode {
    const ts = this.ctx.ts;
    if (depth > MAX_DEPTH) this.fail(expr, 'the zod schema nests too deeply');
    expr = this.unwrap(expr);
    if (ts.isIdentifier(expr)) {
      const name = expr.text;
      if (this.ctx.zodNames.has(name)) this.fail(expr, `\`${name}\` is the zod namespace, not a schema`);
      const cached = this.constCache.get(name);
      if (cached) return cached;
      const init = this.resolving.has(name) ? undefined : this.ctx.resolveConst(name);
      if (!init) this.fail(expr, `\`${name}\` is not a const zod schema in this file (an import, a parameter or a recursive reference)`);
      this.resolving.add(name);
      try {
        const node = this.build(init, depth + 1);
        this.constCache.set(name, node);
        return node;
      } finally {
        this.resolving.delete(name);
      }
    }
    if (!ts.isCallExpression(expr)) this.fail(expr, 'not a zod call (a value computed at run time)');
    const known = this.built.get(expr);
    if (known) return known;
    const callee = this.unwrap(expr.expression);
    if (!ts.isPropertyAccessExpression(callee) || !ts.isIdentifier(callee.name)) this.fail(expr, 'a call that is not a zod method');
    if (expr.questionDotToken || callee.questionDotToken) this.fail(expr, 'an optional call');
    const target = this.unwrap(callee.expression);
    const name = callee.name.text;
    let node: ZNode;
    if (ts.isIdentifier(target) && this.ctx.zodNames.has(target.text)) node = this.factory(expr, name, depth);
    else if (ts.isPropertyAccessExpression(target) && ts.isIdentifier(target.expression) && this.ctx.zodNames.has(target.expression.text) && ts.isIdentifier(target.name) && ZOD_NAMESPACES.has(target.name.text) && !target.questionDotToken) {
      // `z.iso.datetime()`, `z.coerce.number()`.
      node = this.factory(expr, `${target.name.text}.${name}`, depth);
    } else {
      const base = this.build(target, depth + 1);
      node = this.link(this.method(base, expr, callee.name, name, depth, this.span(target)), base, name);
    }
    this.built.set(expr, node);
    return node;
  }

  /** zod 4's run-time identity of a method's result: a parent link (Z4_PARENT_LINKED), or the instance itself (`.finite()`, `.brand()`). */
  private link(node: ZNode, base: ZNode, name: string): ZNode {
    if (this.lib !== 4) return node;
    if (name === 'finite' || name === 'brand') return { ...node, parent: base.parent, same: base.same ?? base };
    return { ...node, parent: Z4_PARENT_LINKED.has(name) ? base : undefined, same: undefined };
  }

  /** Where each schema of a list literal is written. */
  private usesOf(list: TS.ArrayLiteralExpression): Uses {
    return list.elements.map((e) => this.span(this.unwrap(e)));
  }

  private args(call: TS.CallExpression, min: number, max: number, what: string): TS.Expression[] {
    const ts = this.ctx.ts;
    const args = call.arguments.map((a) => {
      if (ts.isSpreadElement(a)) this.fail(a, `a spread argument to ${what}`);
      return a;
    });
    if (args.length < min || args.length > max) this.fail(call, `${what} with ${args.length} argument(s) is not supported`);
    return args;
  }

  /** A trailing error-message argument: a string or an object literal of strings is harmless; anything else is code. */
  private checkMessage(arg: TS.Expression | undefined): void {
    if (!arg) return;
    const ts = this.ctx.ts;
    const a = this.unwrap(arg);
    if (ts.isStringLiteral(a) || ts.isNoSubstitutionTemplateLiteral(a)) return;
    if (ts.isObjectLiteralExpression(a) && a.properties.every((p) => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'message' && (ts.isStringLiteral(this.unwrap(p.initializer)) || ts.isNoSubstitutionTemplateLiteral(this.unwrap(p.initializer))))) return;
    this.fail(arg, 'a zod parameter that is not a message string');
  }

  /** Reads a same-file const through `read`, guarding against a const that refers to itself. */
  private throughConst<T>(id: TS.Identifier, read: (init: TS.Expression) => T): { found: true; value: T } | { found: false } {
    const init = this.ctx.resolveConst(id.text);
    if (!init || this.resolving.has(id.text)) return { found: false };
    this.resolving.add(id.text);
    try {
      return { found: true, value: read(init) };
    } finally {
      this.resolving.delete(id.text);
    }
  }

  private number(arg: TS.Expression): number {
    const ts = this.ctx.ts;
    const a = this.unwrap(arg);
    if (ts.isNumericLiteral(a)) return Number(a.text);
    if (ts.isPrefixUnaryExpression(a) && a.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(a.operand)) return -Number(a.operand.text);
    if (ts.isIdentifier(a)) {
      const viaConst = this.throughConst(a, (init) => this.number(init));
      if (viaConst.found) return viaConst.value;
    }
    return this.fail(arg, 'a number that is not a literal');
  }

  private string(arg: TS.Expression): string {
    const ts = this.ctx.ts;
    const a = this.unwrap(arg);
    if (ts.isStringLiteral(a) || ts.isNoSubstitutionTemplateLiteral(a)) return a.text;
    if (ts.isIdentifier(a)) {
      const viaConst = this.throughConst(a, (init) => this.string(init));
      if (viaConst.found) return viaConst.value;
    }
    return this.fail(arg, 'a string that is not a literal');
  }

  private literal(arg: TS.Expression): string | number | boolean {
    const ts = this.ctx.ts;
    const a = this.unwrap(arg);
    if (a.kind === ts.SyntaxKind.TrueKeyword) return true;
    if (a.kind === ts.SyntaxKind.FalseKeyword) return false;
    if (ts.isNumericLiteral(a) || ts.isPrefixUnaryExpression(a)) return this.number(a);
    return this.string(a);
  }

  /** A JSON value written as a literal (for `.default(...)`). */
  private json(arg: TS.Expression, depth: number, what = 'a default value'): SVal {
    const ts = this.ctx.ts;
    if (depth > MAX_DEPTH) this.fail(arg, `${what} that nests too deeply`);
    const a = this.unwrap(arg);
    const span = this.span(a);
    if (a.kind === ts.SyntaxKind.NullKeyword) return prim(null, span);
    if (a.kind === ts.SyntaxKind.TrueKeyword || a.kind === ts.SyntaxKind.FalseKeyword) return prim(a.kind === ts.SyntaxKind.TrueKeyword, span);
    if (ts.isStringLiteral(a) || ts.isNoSubstitutionTemplateLiteral(a)) return prim(a.text, span);
    if (ts.isNumericLiteral(a) || (ts.isPrefixUnaryExpression(a) && a.operator === ts.SyntaxKind.MinusToken)) {
      const n = this.number(a);
      if (!Number.isFinite(n)) this.fail(a, `${what} that is not finite`);
      return prim(n, span);
    }
    if (ts.isArrayLiteralExpression(a)) {
      return arr(
        a.elements.map((e) => (ts.isSpreadElement(e) || ts.isOmittedExpression(e) ? this.fail(e, `a spread or hole in ${what}`) : this.json(e, depth + 1, what))),
        span,
      );
    }
    if (ts.isObjectLiteralExpression(a)) {
      const o = obj(span);
      for (const p of a.properties) {
        if (!ts.isPropertyAssignment(p)) this.fail(p, `a spread, method or shorthand in ${what}`);
        const key = this.propName(p.name);
        if (key === '__proto__') this.fail(p, 'a `__proto__` key');
        setp(o, key, this.json(p.initializer, depth + 1, what), this.span(p.name));
      }
      o.props = jsOrder(o.props, (p) => p.key);
      return o;
    }
    return this.fail(a, `${what} that is not a JSON literal (a function or an expression is computed at run time)`);
  }

  /**
   * The argument of `.meta()`: an object literal (or a const holding one) of JSON literals, in JS key order. Keys that
   * change how toJSONSchema builds the document (`id` extracts the schema into `$defs`, a `$ref` stops extraction) or
   * that replace a keyword holding subschemas are not modelled.
   */
  private metaEntries(arg: TS.Expression): MetaEntry[] {
    const ts = this.ctx.ts;
    const lit = this.constLiteral(arg);
    if (!ts.isObjectLiteralExpression(lit)) return this.fail(arg, '.meta() of something other than an object literal');
    const entries: MetaEntry[] = [];
    for (const p of lit.properties) {
      if (!ts.isPropertyAssignment(p)) return this.fail(p, 'a spread, method or shorthand in .meta()');
      const key = this.propName(p.name);
      if (key === 'id') return this.fail(p, "a .meta() `id` (toJSONSchema extracts such a schema into `$defs`, which toollint's zod reader does not model)");
      if (META_UNMODELLED.has(key)) return this.fail(p, `a .meta() \`${key}\`, which replaces a keyword toollint's zod reader builds itself`);
      const value = this.json(p.initializer, 0, 'a .meta() value');
      const old = entries.find((e) => e.key === key);
      if (old) Object.assign(old, { value, keySpan: this.span(p.name) });
      else entries.push({ key, value, keySpan: this.span(p.name) });
    }
    return jsOrder(entries, (e) => e.key);
  }

  private propName(name: TS.PropertyName): string {
    const ts = this.ctx.ts;
    if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) return name.text;
    if (ts.isNumericLiteral(name)) return String(Number(name.text));
    return this.fail(name, 'a computed property name');
  }

  private factory(call: TS.CallExpression, name: string, depth: number): ZNode {
    const ts = this.ctx.ts;
    const full = this.span(call);
    const base = full;
    const what = `z.${name}()`;
    switch (name) {
      case 'string':
      case 'number':
        this.checkMessage(this.args(call, 0, 1, what)[0]);
        return { k: name, checks: [], full, base };
      case 'int':
        if (this.lib === 3) this.fail(call, 'z.int() does not exist in zod 3');
        this.checkMessage(this.args(call, 0, 1, what)[0]);
        return { k: 'number', checks: [{ kind: 'int', span: full }], full, base };
      case 'boolean':
      case 'null':
      case 'any':
      case 'unknown':
        this.args(call, 0, name === 'boolean' ? 1 : 0, what).forEach((a) => this.checkMessage(a));
        return { k: name, full, base };
      case 'enum': {
        const [arg, msg] = this.args(call, 1, 2, what);
        this.checkMessage(msg);
        const list = this.constLiteral(arg!);
        if (!ts.isArrayLiteralExpression(list)) {
          // zod 4 also takes an enum-like object (its z.nativeEnum() is z.enum()); zod 3's types reject it and its run
          // time reads the object as an empty list.
          if (this.lib === 3) this.fail(arg!, 'z.enum() of something other than an array literal of strings (zod 3 takes an array; an enum object is zod 4)');
          const { values, span } = ts.isObjectLiteralExpression(list) ? this.enumObject(list) : this.nativeEnum(arg!);
          return { k: 'enum', values, valuesSpan: span, native: true, full, base };
        }
        const values = list.elements.map((e) => {
          if (ts.isSpreadElement(e) || ts.isOmittedExpression(e)) this.fail(e, 'a spread or hole in z.enum()');
          return { value: this.string(e), span: this.span(e) };
        });
        if (this.lib === 3 && values.length === 0) this.fail(arg!, 'an empty z.enum()');
        return { k: 'enum', values: dedupe(values), valuesSpan: this.span(list), native: false, full, base };
      }
      case 'nativeEnum': {
        const [arg, msg] = this.args(call, 1, 2, what);
        this.checkMessage(msg);
        const { values, span } = this.nativeEnum(arg!);
        return { k: 'enum', values, valuesSpan: span, native: true, full, base };
      }
      case 'literal': {
        const [arg, msg] = this.args(call, 1, 2, what);
        this.checkMessage(msg);
        const list = this.constLiteral(arg!);
        if (ts.isArrayLiteralExpression(list)) {
          // zod 4's literal of several values; zod 3's types reject it and its run time compares with the array itself.
          if (this.lib === 3) this.fail(arg!, 'z.literal() of an array (zod 3 takes one value; a list of values is zod 4)');
          const values = list.elements.map((e) => {
            if (ts.isSpreadElement(e) || ts.isOmittedExpression(e)) return this.fail(e, 'a spread or hole in z.literal([...])');
            return { value: this.literal(e), span: this.span(e) };
          });
          if (values.length === 0) this.fail(list, 'an empty z.literal([])');
          const [first] = values;
          return { k: 'literal', value: first!.value, valueSpan: values.length === 1 ? first!.span : this.span(list), ...(values.length > 1 ? { values } : {}), full, base };
        }
        return { k: 'literal', value: this.literal(arg!), valueSpan: this.span(arg!), full, base };
      }
      case 'array': {
        const [el, msg] = this.args(call, 1, 2, what);
        this.checkMessage(msg);
        return { k: 'array', element: this.build(el!, depth + 1), checks: [], uses: [this.span(this.unwrap(el!))], full, base };
      }
      case 'tuple': {
        const [list, msg] = this.args(call, 1, 2, what);
        this.checkMessage(msg);
        const l = this.constLiteral(list!);
        if (!ts.isArrayLiteralExpression(l)) this.fail(list!, 'z.tuple() of something other than an array literal (a rest element is not supported)');
        return { k: 'tuple', items: this.schemaList(l, depth), itemsSpan: this.span(l), uses: this.usesOf(l), full, base };
      }
      case 'union':
      case 'discriminatedUnion': {
        const args = this.args(call, name === 'union' ? 1 : 2, name === 'union' ? 2 : 3, what);
        let list = args[0]!;
        if (name === 'discriminatedUnion') {
          this.string(args[0]!);
          list = args[1]!;
          this.checkMessage(args[2]);
        } else this.checkMessage(args[1]);
        const l = this.constLiteral(list);
        if (!ts.isArrayLiteralExpression(l)) this.fail(list, `${what} of something other than an array literal`);
        const options = this.schemaList(l, depth);
        if (name === 'discriminatedUnion' && options.some((o) => o.k !== 'object')) this.fail(l, 'a discriminatedUnion member that is not a z.object()');
        if (options.length === 0) this.fail(l, 'an empty union');
        return { k: 'union', options, optionsSpan: this.span(l), discriminated: name === 'discriminatedUnion', uses: this.usesOf(l), full, base };
      }
      case 'record': {
        const args = this.args(call, 1, 3, what);
        const schemas = args.filter((a) => !this.isMessage(a));
        if (schemas.length === 1) {
          if (this.lib === 4) this.fail(call, 'z.record() with one argument is not zod 4 (it takes a key and a value schema)');
          return { k: 'record', value: this.build(schemas[0]!, depth + 1), uses: [undefined, this.span(this.unwrap(schemas[0]!))], full, base };
        }
        if (schemas.length !== 2) this.fail(call, 'z.record() takes a key schema and a value schema');
        const key = this.build(schemas[0]!, depth + 1);
        if (key.k !== 'string' && !(key.k === 'enum' && !key.native)) {
          this.fail(schemas[0]!, 'a z.record() key other than z.string() or z.enum([...])');
        }
        const uses = schemas.map((a) => this.span(this.unwrap(a)));
        return { k: 'record', key, value: this.build(schemas[1]!, depth + 1), uses, full, base };
      }
      case 'object':
      case 'strictObject':
      case 'looseObject': {
        if (name === 'looseObject' && this.lib === 3) this.fail(call, 'z.looseObject() does not exist in zod 3');
        const [shapeArg, msg] = this.args(call, 1, 2, what);
        this.checkMessage(msg);
        const shape = this.shapeOf(shapeArg!, depth, what);
        const unknownKeys = name === 'strictObject' ? 'strict' : name === 'looseObject' ? 'passthrough' : 'strip';
        const catchall = unknownKeys === 'passthrough' ? this.catchall(base) : undefined;
        const closeAt = name === 'object' ? full.offset + full.length : undefined;
        return { k: 'object', shape, shapeSpan: this.span(this.constLiteral(shapeArg!)), unknownKeys, ...(unknownKeys !== 'strip' ? { ukSpan: base } : {}), catchall, closeAt, full, base };
      }
      case 'optional':
      case 'nullable': {
        const [inner] = this.args(call, 1, 1, what);
        const innerNode = this.build(inner!, depth + 1);
        return { k: name, inner: innerNode, call: full, uses: [this.span(this.unwrap(inner!))], full, base };
      }
      case 'coerce.string':
      case 'coerce.number':
      case 'coerce.boolean': {
        // The same schema as z.string()... (toJSONSchema and zod-to-json-schema ignore the coercion); only zod 3's
        // run-time optionality sees it (see isOptional3).
        this.checkMessage(this.args(call, 0, 1, what)[0]);
        const k = name === 'coerce.string' ? 'string' : name === 'coerce.number' ? 'number' : 'boolean';
        return k === 'boolean' ? { k, coerce: true, full, base } : { k, checks: [], coerce: true, full, base };
      }
      case 'coerce.bigint':
        if (this.lib === 4) return this.fail(call, "z.coerce.bigint() (zod 4's toJSONSchema throws: a BigInt cannot be represented in JSON Schema)");
        return this.fail(call, "`z.coerce.bigint()` is not supported by toollint's zod reader");
      default: {
        const format = Z4_FORMAT_FACTORIES[name];
        if (format) {
          if (this.lib === 3) return this.fail(call, `${what} does not exist in zod 3 (zod 4's top-level string formats; zod 3 has z.string().${format.kind}())`);
          const check = this.stringCheck(call, format.kind, full, what);
          if (format.version) check.opts = { ...check.opts, version: format.version };
          return { k: 'string', checks: [check], formatOf: what, full, base };
        }
        return this.fail(call, `\`${what}\` is not supported by toollint's zod reader`);
      }
    }
  }

  /** The `z.unknown()` instance zod 4's passthrough/loose/looseObject put in the object's catchall (a new one each call). */
  private catchall(at: Span): ZNode {
    return { k: 'unknown', full: at, base: at };
  }

  private isMessage(a: TS.Expression): boolean {
    const ts = this.ctx.ts;
    const u = this.unwrap(a);
    return ts.isStringLiteral(u) || ts.isObjectLiteralExpression(u);
  }

  /** An array or object literal, possibly behind a const identifier. */
  private constLiteral(expr: TS.Expression, depth = 0): TS.Expression {
    const ts = this.ctx.ts;
    const a = this.unwrap(expr);
    if (ts.isIdentifier(a) && depth < 20 && !this.ctx.zodNames.has(a.text)) {
      const init = this.ctx.resolveConst(a.text);
      if (init) return this.constLiteral(init, depth + 1);
    }
    return a;
  }

  private schemaList(list: TS.ArrayLiteralExpression, depth: number): ZNode[] {
    const ts = this.ctx.ts;
    return list.elements.map((e) => {
      if (ts.isSpreadElement(e) || ts.isOmittedExpression(e)) return this.fail(e, 'a spread or hole in a list of schemas');
      return this.build(e, depth + 1);
    });
  }

  /** The model of z.object(lit) for a raw shape that stands alone. */
  /** The model of z.object(shape) for a raw shape that stands alone: an object literal or another object's `X.shape`. */
  objectOfShape(expr: TS.Expression, span: Span): ZNode {
    return { k: 'object', shape: this.shapeOf(expr, 0, 'a raw shape'), shapeSpan: span, unknownKeys: 'strip', full: span, base: span } as ZNode;
  }

  /**
   * A shape argument: an object literal of schemas (or a const holding one), or `X.shape` of a z.object() X, whose
   * fields are the same instances (zod 3's `.shape` getter returns `_def.shape()`, zod 4's is `def.shape`).
   */
  private shapeOf(arg: TS.Expression, depth: number, what: string, at: TS.Node = arg): Prop[] {
    const ts = this.ctx.ts;
    const a = this.constLiteral(arg);
    if (ts.isObjectLiteralExpression(a)) return this.shape(a, depth);
    if (ts.isPropertyAccessExpression(a) && ts.isIdentifier(a.name) && a.name.text === 'shape' && !a.questionDotToken) {
      const owner = this.build(a.expression, depth + 1);
      if (owner.k === 'object') return owner.shape;
      return this.fail(a.expression, '`.shape` of a schema that is not a z.object()');
    }
    return this.fail(at, `${what} of something other than an object literal or another object's \`.shape\``);
  }

  private shape(lit: TS.ObjectLiteralExpression, depth: number): Prop[] {
    const ts = this.ctx.ts;
    const props: Prop[] = [];
    for (const p of lit.properties) {
      if (ts.isSpreadAssignment(p)) {
        // `...Base.shape` (or a const shape literal): its fields, overlaid in JS spread order.
        for (const q of this.shapeOf(p.expression, depth, 'a spread in a z.object() shape', p)) {
          const old = props.find((r) => r.key === q.key);
          if (old) Object.assign(old, { value: q.value, keySpan: q.keySpan, span: q.span, use: q.use });
          else props.push({ ...q });
        }
        continue;
      }
      let value: ZNode;
      let use: Span;
      if (ts.isPropertyAssignment(p)) {
        value = this.build(p.initializer, depth + 1);
        use = this.span(this.unwrap(p.initializer));
      } else if (ts.isShorthandPropertyAssignment(p)) {
        value = this.build(p.name, depth + 1);
        use = this.span(p.name);
      } else return this.fail(p, 'a method or accessor in a z.object() shape');
      const key = this.propName(p.name);
      const old = props.find((q) => q.key === key);
      if (old) {
        old.value = value;
        old.keySpan = this.span(p.name);
        old.span = this.span(p);
        old.use = use;
      } else props.push({ key, keySpan: this.span(p.name), span: this.span(p), value, use });
    }
    if (props.some((p) => p.key === '__proto__')) this.fail(lit, 'a `__proto__` key');
    return jsOrder(props, (p) => p.key);
  }

  /** `enum E { A = 'a', B = 1 }` declared in this file, or a const object literal of string/number values. */
  private nativeEnum(arg: TS.Expression): { values: EnumValue[]; span: Span } {
    const ts = this.ctx.ts;
    const a = this.unwrap(arg);
    if (!ts.isIdentifier(a)) this.fail(arg, 'z.nativeEnum() of something other than an enum or const object in this file');
    const decl = findEnum(ts, this.ctx.source, a.text);
    if (decl) {
      if (decl.modifiers?.some((m) => m.kind === ts.SyntaxKind.DeclareKeyword)) this.fail(arg, 'a declared (ambient) enum');
      // The run-time object of a TS enum: string members map name -> value, numeric members also value -> name.
      const entries: { key: string; value: string | number; span: Span }[] = [];
      let next: number | undefined = 0;
      for (const m of decl.members) {
        const key = this.propName(m.name);
        let value: string | number;
        if (m.initializer) {
          const init = this.unwrap(m.initializer);
          if (ts.isStringLiteral(init) || ts.isNoSubstitutionTemplateLiteral(init)) value = init.text;
          else if (ts.isNumericLiteral(init) || (ts.isPrefixUnaryExpression(init) && init.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(init.operand))) value = this.number(init);
          else return this.fail(m, 'an enum member computed from an expression');
        } else {
          if (next === undefined) return this.fail(m, 'an enum member without initializer after a string member');
          value = next;
        }
        next = typeof value === 'number' ? value + 1 : undefined;
        entries.push({ key, value, span: this.span(m) });
      }
      const runtime: { key: string; value: string | number; span: Span }[] = [];
      for (const e of entries) {
        setEntry(runtime, e.key, e.value, e.span);
        if (typeof e.value === 'number') setEntry(runtime, String(e.value), e.key, e.span);
      }
      return { values: enumValues(jsOrder(runtime, (e) => e.key)), span: this.span(decl) };
    }
    const init = this.ctx.resolveConst(a.text);
    const lit = init && this.unwrap(init);
    if (!lit || !ts.isObjectLiteralExpression(lit)) return this.fail(arg, `\`${a.text}\` is not an enum or a const object literal in this file`);
    return this.enumObject(lit);
  }

  /** An enum-like object literal of string and number values: its values as zod's getEnumValues reads them. */
  private enumObject(lit: TS.ObjectLiteralExpression): { values: EnumValue[]; span: Span } {
    const ts = this.ctx.ts;
    const runtime: { key: string; value: string | number; span: Span }[] = [];
    for (const p of lit.properties) {
      if (!ts.isPropertyAssignment(p)) return this.fail(p, 'a spread, method or shorthand in an enum object');
      const v = this.literal(p.initializer);
      if (typeof v === 'boolean') return this.fail(p.initializer, 'a boolean in an enum object');
      setEntry(runtime, this.propName(p.name), v, this.span(p.initializer));
    }
    return { values: enumValues(jsOrder(runtime, (e) => e.key)), span: this.span(lit) };
  }

  /** A literal number argument that JSON can carry. */
  private finiteNumber(arg: TS.Expression): number {
    const value = this.number(arg);
    if (!Number.isFinite(value)) this.fail(arg, 'a number that is not finite');
    return value === 0 ? 0 : value; // -0 is 0 in JSON
  }

  /**
   * The literal options of a string check (or a message string): the keys in `allowed` and `message`. Anything else
   * (an `error` function, a computed value) is code, or an option toollint does not model.
   */
  private formatOptions(arg: TS.Expression | undefined, allowed: Record<string, 'boolean' | 'number' | 'string'>): FormatOptions {
    const ts = this.ctx.ts;
    if (!arg) return {};
    const a = this.unwrap(arg);
    if (ts.isStringLiteral(a) || ts.isNoSubstitutionTemplateLiteral(a)) return {};
    const lit = this.constLiteral(a);
    if (!ts.isObjectLiteralExpression(lit)) return this.fail(arg, 'options that are not an object literal');
    const out: Record<string, unknown> = {};
    for (const p of lit.properties) {
      if (!ts.isPropertyAssignment(p)) return this.fail(p, 'a spread, method or shorthand in options');
      const key = this.propName(p.name);
      const type = key === 'message' ? 'string' : allowed[key];
      if (!type || key === '__proto__') return this.fail(p, `the option \`${key}\` is not supported by toollint's zod reader`);
      const v = this.unwrap(p.initializer);
      if (type === 'boolean') {
        if (v.kind !== ts.SyntaxKind.TrueKeyword && v.kind !== ts.SyntaxKind.FalseKeyword) return this.fail(p.initializer, 'an option that is not true or false');
        out[key] = v.kind === ts.SyntaxKind.TrueKeyword;
      } else if (type === 'number') out[key] = v.kind === ts.SyntaxKind.NullKeyword ? null : this.finiteNumber(v);
      else out[key] = this.string(v);
    }
    delete out.message;
    return out as FormatOptions;
  }

  /**
   * The keys a `.pick()`, `.omit()`, `.partial()` or `.required()` mask selects (`true`), in the mask's own key order.
   * zod 4 (core/util.js maskedKeys) throws on a key that is not in the shape; zod 3 ignores it.
   */
  private mask(arg: TS.Expression, shape: Prop[], what: string): string[] {
    const ts = this.ctx.ts;
    const lit = this.constLiteral(arg);
    if (!ts.isObjectLiteralExpression(lit)) return this.fail(arg, `${what} of something other than an object literal of true/false`);
    const entries: { key: string; value: boolean }[] = [];
    for (const p of lit.properties) {
      if (!ts.isPropertyAssignment(p)) return this.fail(p, `a spread, method or shorthand in a ${what} mask`);
      const v = this.unwrap(p.initializer);
      if (v.kind !== ts.SyntaxKind.TrueKeyword && v.kind !== ts.SyntaxKind.FalseKeyword) return this.fail(p.initializer, `a ${what} mask value other than true or false`);
      const key = this.propName(p.name);
      if (key === '__proto__') return this.fail(p, 'a `__proto__` key');
      if (this.lib === 4 && !shape.some((q) => q.key === key)) return this.fail(p, `\`${key}\` is not in the shape (zod 4's ${what} throws)`);
      const old = entries.find((e) => e.key === key);
      if (old) old.value = v.kind === ts.SyntaxKind.TrueKeyword;
      else entries.push({ key, value: v.kind === ts.SyntaxKind.TrueKeyword });
    }
    return jsOrder(entries, (e) => e.key)
      .filter((e) => e.value)
      .map((e) => e.key);
  }

  /** A field of `.partial()`: zod 3 calls `field.optional()` (which copies the description), zod 4 wraps it in a new ZodOptional. */
  private optionalOf(v: ZNode, call: Span): ZNode {
    return { k: 'optional', inner: v, call, full: v.full, base: v.base, desc: this.lib === 3 ? v.desc : undefined };
  }

  /** A field of `.required()`: zod 3 unwraps every ZodOptional layer (the inner instance itself), zod 4 wraps it in a ZodNonOptional. */
  private requiredOf(v: ZNode, call: Span): ZNode {
    if (this.lib === 4) return { k: 'nonoptional', inner: v, call, full: v.full, base: v.base };
    let inner = v;
    while (inner.k === 'optional') inner = inner.inner;
    return inner;
  }

  /** A string format or pattern check with its literal arguments. */
  private stringCheck(call: TS.CallExpression, kind: StringFormat, span: Span, what: string): Check {
    switch (kind) {
      case 'regex': {
        const [re, msg] = this.args(call, 1, 2, what);
        this.checkMessage(msg);
        return { kind, value: this.regex(re!), span, arg: this.span(re!) };
      }
      case 'startsWith':
      case 'endsWith': {
        const [v, msg] = this.args(call, 1, 2, what);
        this.checkMessage(msg);
        return { kind, value: this.string(v!), span, arg: this.span(v!) };
      }
      case 'includes': {
        const [v, options] = this.args(call, 1, 2, what);
        return { kind, value: this.string(v!), span, arg: this.span(v!), opts: this.formatOptions(options, { position: 'number' }) };
      }
      case 'datetime':
        return { kind, span, opts: this.formatOptions(this.args(call, 0, 1, what)[0], { precision: 'number', offset: 'boolean', local: 'boolean' }) };
      case 'time':
        return { kind, span, opts: this.formatOptions(this.args(call, 0, 1, what)[0], { precision: 'number' }) };
      case 'ip':
        return { kind, span, opts: this.formatOptions(this.args(call, 0, 1, what)[0], { version: 'string' }) };
      default:
        this.checkMessage(this.args(call, 0, 1, what)[0]);
        return { kind, span };
    }
  }

  /** `target`: the span of the schema the method is called on (`P` in `P.optional()`). */
  private method(base: ZNode, call: TS.CallExpression, nameNode: TS.Node, name: string, depth: number, target: Span): ZNode {
    const ts = this.ctx.ts;
    const lib = this.lib;
    const span = this.callSpan(call, nameNode);
    const full = this.span(call);
    const what = `.${name}()`;
    /** zod 3 copies the description of `this` onto optional/nullable/default wrappers; zod 4 does not. */
    const wrapDesc = lib === 3 ? base.desc : undefined;
    switch (name) {
      case 'optional':
      case 'nullable':
        this.args(call, 0, 0, what);
        return { k: name, inner: base, call: span, uses: [target], full, base: base.base, desc: wrapDesc };
      case 'nullish': {
        this.args(call, 0, 0, what);
        const nullable: ZNode = { k: 'nullable', inner: base, call: span, uses: [target], full, base: base.base, desc: wrapDesc };
        return { k: 'optional', inner: nullable, call: span, full, base: base.base, desc: wrapDesc };
      }
      case 'array':
        this.args(call, 0, 0, what);
        return { k: 'array', element: base, checks: [], uses: [target], full, base: span };
      case 'default': {
        const [v] = this.args(call, 1, 1, what);
        return { k: 'default', inner: base, call: span, value: this.json(v!, 0), full, base: base.base, desc: wrapDesc };
      }
      case 'describe': {
        const [d] = this.args(call, 1, 1, what);
        const value = this.string(d!);
        // zod 4: a clone registered with `{ description }`, over the metadata it inherits from its parent.
        if (lib === 4) return { ...base, full, meta: overlayMeta(base.meta, [{ key: 'description', value: prim(value, this.span(d!)), keySpan: span }]) };
        return { ...base, full, desc: { value, span, arg: this.span(d!) } };
      }
      case 'meta': {
        if (lib === 3) return this.fail(call, '.meta() does not exist in zod 3');
        const [m] = this.args(call, 0, 1, what);
        if (!m) return this.fail(call, '.meta() without an argument returns the metadata, not a schema');
        return { ...base, full, meta: overlayMeta(base.meta, this.metaEntries(m)) };
      }
      case 'strict':
      case 'passthrough':
      case 'loose':
      case 'strip': {
        if (base.k !== 'object') return this.fail(call, `${what} on a schema that is not a z.object()`);
        if (name === 'loose' && lib === 3) this.fail(call, '.loose() does not exist in zod 3');
        this.checkMessage(this.args(call, 0, name === 'strip' ? 0 : 1, what)[0]);
        // zod 4 clones the object without a parent link, so a description set before is lost.
        const unknownKeys = name === 'loose' ? 'passthrough' : name;
        return { ...base, full, unknownKeys, ukSpan: span, catchall: unknownKeys === 'passthrough' ? this.catchall(span) : undefined, desc: lib === 3 ? base.desc : undefined, meta: undefined };
      }
      case 'extend':
      case 'safeExtend': {
        if (base.k !== 'object') return this.fail(call, `${what} on a schema that is not a z.object()`);
        if (name === 'safeExtend' && lib === 3) this.fail(call, '.safeExtend() does not exist in zod 3');
        const [arg] = this.args(call, 1, 1, what);
        const added = this.shapeOf(arg!, depth, what);
        // zod 3: `{ ...this._def, shape: () => ({ ...shape(), ...augmentation }) }` keeps unknownKeys and the description;
        // zod 4 (core/util.js extend): the source's keys, then the new ones overlaid, unknown keys kept, and a clone
        // without a parent link, so a description set before is lost.
        return { ...base, full, shape: overlay(base.shape, added), shapeSpan: full, desc: lib === 3 ? base.desc : undefined, meta: undefined };
      }
      case 'merge': {
        if (base.k !== 'object') return this.fail(call, `${what} on a schema that is not a z.object()`);
        const [arg] = this.args(call, 1, 1, what);
        const other = this.build(arg!, depth + 1);
        if (other.k !== 'object') return this.fail(arg!, '.merge() of a schema that is not a z.object()');
        // zod 3 (a new def) and zod 4 (util.merge): both shapes overlaid, unknown keys (catchall) of the merged object, no description.
        // `.strict()` on the first object would not close the result (its unknown keys come from the merged one).
        return { ...base, full, shape: overlay(base.shape, other.shape), shapeSpan: full, unknownKeys: other.unknownKeys, ukSpan: other.ukSpan, catchall: other.catchall, closeAt: undefined, desc: undefined, meta: undefined };
      }
      case 'pick':
      case 'omit': {
        if (base.k !== 'object') return this.fail(call, `${what} on a schema that is not a z.object()`);
        const [arg] = this.args(call, 1, 1, what);
        const keys = this.mask(arg!, base.shape, what);
        // pick takes the mask's keys in the mask's own order, omit keeps the shape's order; the fields stay the same
        // instances (zod 3 keeps the def and its description, zod 4 clones without a parent link).
        const shape = name === 'pick' ? keys.flatMap((k) => base.shape.filter((p) => p.key === k)) : base.shape.filter((p) => !keys.includes(p.key));
        return { ...base, full, shape: jsOrder(shape, (p) => p.key), desc: lib === 3 ? base.desc : undefined, meta: undefined };
      }
      case 'partial':
      case 'required': {
        if (base.k !== 'object') return this.fail(call, `${what} on a schema that is not a z.object()`);
        const [arg] = this.args(call, 0, 1, what);
        const keys = arg ? this.mask(arg, base.shape, what) : undefined;
        const wrap = (v: ZNode): ZNode => (name === 'partial' ? this.optionalOf(v, span) : this.requiredOf(v, span));
        const shape = base.shape.map((p) => (keys && !keys.includes(p.key) ? p : { ...p, value: wrap(p.value) }));
        return { ...base, full, shape, desc: lib === 3 ? base.desc : undefined, meta: undefined };
      }
      case 'min':
      case 'max':
      case 'length': {
        const [n, msg] = this.args(call, 1, 2, what);
        this.checkMessage(msg);
        const check: Check = { kind: name, value: this.finiteNumber(n!), span, arg: this.span(n!) };
        if (base.k === 'string' || base.k === 'number') {
          if (base.k === 'number' && name === 'length') return this.fail(call, '.length() on a number');
          return { ...base, full, checks: [...base.checks, check] };
        }
        if (base.k === 'array') {
          return { ...base, full, checks: [...base.checks, check] };
        }
        return this.fail(call, `${what} on a schema that is not a string, number or array`);
      }
      case 'gt':
      case 'gte':
      case 'lt':
      case 'lte':
      case 'multipleOf':
      case 'step': {
        if (base.k !== 'number') return this.fail(call, `${what} on a schema that is not a number`);
        const [n, msg] = this.args(call, 1, 2, what);
        this.checkMessage(msg);
        const value = this.finiteNumber(n!);
        // zod 4's numberProcessor hands a divisor of 0 to handleUnrepresentable, which throws by default.
        if ((name === 'multipleOf' || name === 'step') && value === 0 && lib === 4) this.fail(n!, "a multipleOf of 0 (zod 4's toJSONSchema throws on it)");
        const kind = NUMBER_CHECK[name]!;
        return { ...base, full, checks: [...base.checks, { kind, value, span, arg: this.span(n!) }] };
      }
      case 'positive':
      case 'nonnegative':
      case 'negative':
      case 'nonpositive': {
        if (base.k !== 'number') return this.fail(call, `${what} on a schema that is not a number`);
        this.checkMessage(this.args(call, 0, 1, what)[0]);
        return { ...base, full, checks: [...base.checks, { kind: NUMBER_CHECK[name]!, value: 0, span }] };
      }
      case 'int':
        if (base.k !== 'number') return this.fail(call, '.int() on a schema that is not a number');
        this.checkMessage(this.args(call, 0, 1, what)[0]);
        return { ...base, full, checks: [...base.checks, { kind: 'int', span }] };
      case 'safe': {
        if (base.k !== 'number') return this.fail(call, '.safe() on a schema that is not a number');
        this.checkMessage(this.args(call, 0, 1, what)[0]);
        // zod 4: the same check as .int(); zod 3: inclusive min and max at the safe-integer range, the type stays number.
        const checks: Check[] = lib === 4 ? [{ kind: 'int', span }] : [{ kind: 'min', value: Number.MIN_SAFE_INTEGER, span }, { kind: 'max', value: Number.MAX_SAFE_INTEGER, span }];
        return { ...base, full, checks: [...base.checks, ...checks] };
      }
      case 'finite':
        if (base.k !== 'number') return this.fail(call, '.finite() on a schema that is not a number');
        this.checkMessage(this.args(call, 0, 1, what)[0]);
        // zod 4: `finite() { return this; }`; zod 3: a check that zod-to-json-schema skips.
        return lib === 4 ? { ...base, full } : { ...base, full, checks: [...base.checks, { kind: 'noop', span }] };
      case 'nonempty':
        if (base.k !== 'string' && base.k !== 'array') return this.fail(call, '.nonempty() on a schema that is not a string or array');
        this.checkMessage(this.args(call, 0, 1, what)[0]);
        // `.min(1)` in zod 3 and zod 4, for strings and arrays.
        return { ...base, full, checks: [...base.checks, { kind: 'min', value: 1, span }] };
      case 'trim':
      case 'toLowerCase':
      case 'toUpperCase':
        if (base.k !== 'string') return this.fail(call, `${what} on a schema that is not a string`);
        this.args(call, 0, 0, what);
        // zod 4: an overwrite check; zod 3: a check that zod-to-json-schema skips. Neither emits a keyword.
        return { ...base, full, checks: [...base.checks, { kind: 'noop', span }] };
      case 'email':
      case 'url':
      case 'uuid':
      case 'cuid':
      case 'ulid':
      case 'date':
      case 'lowercase':
      case 'uppercase':
      case 'regex':
      case 'startsWith':
      case 'endsWith':
      case 'includes':
      case 'datetime':
      case 'time':
      case 'ip':
      case 'emoji':
      case 'cuid2':
      case 'nanoid':
      case 'base64':
      case 'base64url':
      case 'jwt':
      case 'duration':
      case 'guid':
      case 'uuidv4':
      case 'uuidv6':
      case 'uuidv7':
      case 'ipv4':
      case 'ipv6':
      case 'cidrv4':
      case 'cidrv6':
      case 'e164':
      case 'ksuid':
      case 'xid': {
        if (base.k !== 'string') return this.fail(call, `${what} on a schema that is not a string`);
        if (Z4_ONLY_STRING_METHODS.has(name) && lib === 3) this.fail(call, `${what} does not exist in zod 3`);
        if (name === 'ip' && lib === 4) this.fail(call, '.ip() does not exist in zod 4 (it has .ipv4() and .ipv6())');
        if (base.formatOf && Z4_FORMAT_METHODS.has(name)) this.fail(call, `${what} does not exist on ${base.formatOf} (a zod 4 string format has no format methods)`);
        const version = /^uuidv\d$/.test(name) ? `v${name.slice(5)}` : undefined;
        const check = this.stringCheck(call, (version ? 'uuid' : name) as StringFormat, span, what);
        if (version) check.opts = { ...check.opts, version };
        return { ...base, full, checks: [...base.checks, check] };
      }
      case 'readonly':
        this.args(call, 0, 0, what);
        // zod 3: ZodReadonly.create(this), without the description.
        return { k: 'readonly', inner: base, call: span, full, base: base.base };
      case 'brand':
        this.args(call, 0, 0, what);
        // zod 4: `brand() { return this; }`; zod 3: a ZodBranded that keeps the description (processCreateParams(this._def)).
        if (lib === 4) return { ...base, full };
        return { k: 'brand', inner: base, call: span, full, base: base.base, desc: base.desc };
      case 'catch': {
        const [v] = this.args(call, 1, 1, what);
        const value = this.json(v!, 0, 'a .catch() value');
        // zod 3 copies the description (processCreateParams(this._def)).
        return { k: 'catch', inner: base, call: span, value, full, base: base.base, desc: wrapDesc };
      }
      case 'nonoptional':
        if (lib === 3) return this.fail(call, '.nonoptional() does not exist in zod 3');
        this.checkMessage(this.args(call, 0, 1, what)[0]);
        return { k: 'nonoptional', inner: base, call: span, full, base: base.base };
      default:
        if (FUNCTION_METHODS.has(name)) return this.fail(call, `\`${what}\` takes a function, which toollint does not run; it is not supported by toollint's zod reader`);
        return this.fail(call, `\`${what}\` is not supported by toollint's zod reader`);
    }
  }

  private regex(arg: TS.Expression): string {
    const ts = this.ctx.ts;
    const a = this.unwrap(arg);
    if (a.kind !== ts.SyntaxKind.RegularExpressionLiteral) return this.fail(arg, 'a pattern that is not a regular expression literal');
    const text = a.getText(this.ctx.source);
    const source = text.slice(1, text.lastIndexOf('/'));
    return source === '' ? '(?:)' : source;
  }
}

/** zod's number methods -> the check they add (gte/min/nonnegative are inclusive `min`, gt/positive exclusive `gt`...). */
const NUMBER_CHECK = lookupTable<Check['kind']>({
  gt: 'gt',
  gte: 'min',
  lt: 'lt',
  lte: 'max',
  multipleOf: 'multipleOf',
  step: 'multipleOf',
  positive: 'gt',
  nonnegative: 'min',
  negative: 'lt',
  nonpositive: 'max',
});

/**
 * Shapes overlaid as `{ ...a, ...b }` (zod 3's extend/merge) or zod 4's mirrorShape: a key of `b` that `a` has keeps
 * its place in `a` and takes `b`'s field and spans; then JS key order.
 */
function overlay(a: Prop[], b: Prop[]): Prop[] {
  const out = [...a];
  for (const p of b) {
    const i = out.findIndex((q) => q.key === p.key);
    if (i >= 0) out[i] = p;
    else out.push(p);
  }
  return jsOrder(out, (p) => p.key);
}

function findEnum(ts: typeof TS, source: TS.SourceFile, name: string): TS.EnumDeclaration | undefined {
  let found: TS.EnumDeclaration | undefined;
  let count = 0;
  preorder(ts, source, (n) => {
    if (ts.isEnumDeclaration(n) && n.name.text === name) {
      found = n;
      count++;
    }
  });
  // Declaration merging (two `enum E` blocks) is not modelled.
  return count === 1 ? found : undefined;
}

function setEntry(list: { key: string; value: string | number; span: Span }[], key: string, value: string | number, span: Span): void {
  const e = list.find((x) => x.key === key);
  if (e) {
    e.value = value;
    e.span = span;
  } else list.push({ key, value, span });
}

/** zod's getEnumValues (zod 4) / parseNativeEnumDef (zod-to-json-schema): drop the value -> name entries of numeric members. */
function enumValues(entries: { key: string; value: string | number; span: Span }[]): EnumValue[] {
  const numeric = entries.map((e) => e.value).filter((v): v is number => typeof v === 'number');
  return entries.filter((e) => !numeric.includes(Number(e.key))).map((e) => ({ value: e.value, span: e.span }));
}

function dedupe(values: EnumValue[]): EnumValue[] {
  const out: EnumValue[] = [];
  for (const v of values) if (!out.some((o) => o.value === v.value)) out.push(v);
  return out;
}

/** `{ ...inherited, ...own }`: an own key already inherited keeps its place and takes the own value. */
function overlayMeta(inherited: MetaEntry[] | undefined, own: MetaEntry[]): MetaEntry[] {
  const out = (inherited ?? []).map((e) => ({ ...e }));
  for (const e of own) {
    const i = out.findIndex((x) => x.key === e.key);
    if (i >= 0) out[i] = e;
    else out.push(e);
  }
  return jsOrder(out, (e) => e.key);
}

/** `.meta()` keys not modelled: they hold subschemas toJSONSchema and the wrappers walk, or steer `$defs` and `$ref`s. */
const META_UNMODELLED = new Set(['__proto__', '$ref', '$defs', 'definitions', '$schema', '_prefault', 'properties', 'additionalProperties', 'patternProperties', 'propertyNames', 'items', 'prefixItems', 'additionalItems', 'contains', 'anyOf', 'oneOf', 'allOf', 'not', 'if', 'then', 'else', 'dependentSchemas', 'dependencies']);

/** Property order of a JS object: array-index keys ascending first, then the others in insertion order. */
function jsOrder<T>(items: T[], key: (t: T) => string): T[] {
  const isIndex = (k: string): boolean => /^(?:0|[1-9]\d*)$/.test(k) && Number(k) < 4294967295;
  const idx = items.filter((i) => isIndex(key(i))).sort((a, b) => Number(key(a)) - Number(key(b)));
  return [...idx, ...items.filter((i) => !isIndex(key(i)))];
}

// ---------------------------------------------------------------------------------------------------------------
// zod 4: core/json-schema-processors.js + to-json-schema.js (flatten, compactTypeUnion).

type Opt = 'optional' | 'defaulted' | undefined;
function optin4(n: ZNode): Opt {
  switch (n.k) {
    case 'optional':
    case 'catch':
      return optin4(n.inner) === 'defaulted' ? 'defaulted' : 'optional';
    case 'default':
      return 'defaulted';
    case 'nullable':
    case 'readonly':
      return optin4(n.inner);
    case 'union':
      if (n.discriminated) return undefined;
      return n.options.some((o) => optin4(o) === 'defaulted') ? 'defaulted' : n.options.some((o) => optin4(o) !== undefined) ? 'optional' : undefined;
    default:
      return undefined;
  }
}
/** json-schema-processors.js inputOptin: what io "input" reads for a field or tuple item (a catch: its inner schema's). */
function inputOptin4(n: ZNode): Opt {
  return n.k === 'catch' ? inputOptin4(n.inner) : optin4(n);
}
function optout4(n: ZNode): 'optional' | undefined {
  switch (n.k) {
    case 'optional':
      return 'optional';
    case 'nullable':
    case 'readonly':
    case 'catch':
      return optout4(n.inner);
    case 'union':
      if (n.discriminated) return undefined;
      return n.options.some((o) => optout4(o) === 'optional') ? 'optional' : undefined;
    default:
      return undefined;
  }
}

/** What toJSONSchema keeps per schema instance (to-json-schema.js ctx.seen) when reused is "ref". */
interface Seen4 {
  /** The instance's own schema object, which every place that uses the instance holds (processSchema returns it). */
  schema: SObj;
  count: number;
  /** The instance whose schema this one's is merged with (a wrapper's inner type, else the parent); null once flattened. */
  ref?: ZNode | null;
  /** When extracted: the body (moved to `$defs`, or the root's) while `schema` became `{ $ref }`. */
  def?: SObj;
  defId?: string;
}

/** The run-time instance a node stands for. */
const instance = (n: ZNode): ZNode => n.same ?? n;

/** Sets a property whose value is a child schema, with where that child is used in the code. */
function setc(o: SObj, key: string, value: SVal, keySpan: Span, use: Span | undefined): void {
  setp(o, key, value, keySpan);
  const p = o.props.find((q) => q.key === key)!;
  if (use) p.use = use;
  else delete p.use;
}

/** zod's assignProp: an existing key keeps its place and takes the new value. */
function assignProp(o: SObj, p: SProp): void {
  const i = o.props.findIndex((q) => q.key === p.key);
  if (i >= 0) o.props[i] = { ...p };
  else o.props.push({ ...p });
}

/** The zod 4 schemas whose processor only processes the inner type and points `ref` at it (plus its own keywords). */
function isWrapper4(n: ZNode): n is ZNode & { k: 'optional' | 'nonoptional' | 'default' | 'readonly' | 'catch'; inner: ZNode } {
  return n.k === 'optional' || n.k === 'nonoptional' || n.k === 'default' || n.k === 'readonly' || n.k === 'catch';
}
/** A wrapper's own keywords: a default's and a catch's value as `default`, readonly's `readOnly: true`. */
function wrapperKeywords(o: SObj, n: ZNode): void {
  if (n.k === 'default' || n.k === 'catch') setp(o, 'default', copyVal(n.value), n.call);
  if (n.k === 'readonly') setp(o, 'readOnly', prim(true, n.call), n.call);
}

/** toJSONSchema's last step for an instance: its registry metadata assigned over the keywords (assignProp: a key keeps its place). */
function applyMeta(o: SObj, n: ZNode): void {
  for (const m of n.meta ?? []) setp(o, m.key, copyVal(m.value), m.keySpan);
}

/** A deep copy (a metadata value is written into every schema object of the instance, which later passes may edit). */
function copyVal(v: SVal): SVal {
  spend(v.span);
  if (v.t === 'prim') return { ...v };
  if (v.t === 'arr') return { t: 'arr', span: v.span, items: v.items.map(copyVal) };
  return { t: 'obj', span: v.span, props: v.props.map((p) => ({ key: p.key, keySpan: p.keySpan, value: copyVal(p.value) })) };
}

/** `JSON.stringify` of a value (keys in their order). */
function jsonText(v: SVal): string {
  if (v.t === 'prim') return JSON.stringify(v.value);
  if (v.t === 'arr') return `[${v.items.map(jsonText).join(',')}]`;
  return `{${v.props.map((p) => `${JSON.stringify(p.key)}:${jsonText(p.value)}`).join(',')}}`;
}

/** finalize's de-duplication against an extracted definition: drops the keywords (but $ref and allOf) equal to the definition's. */
function dropSameAsDef(schema: SObj, def: SObj): void {
  schema.props = schema.props.filter((p) => {
    if (p.key === '$ref' || p.key === 'allOf') return true;
    const d = getp(def, p.key);
    return !(d && jsonText(d) === jsonText(p.value));
  });
}

class Emit4 {
  /** reused "ref": the instances in the order toJSONSchema first processes them (to-json-schema.js ctx.seen). */
  private readonly seen = new Map<ZNode, Seen4>();
  /** The schema objects extraction turned into `{ $ref }`. */
  private readonly stubs = new Set<SObj>();
  constructor(private readonly o: DialectOptions) {}

  /** A child schema: emitted afresh (inline), or the instance's one shared schema object, counted (reused "ref"). */
  private child(n: ZNode): SObj {
    return this.o.reused === 'ref' ? this.process(n) : this.emit(n);
  }

  private children(list: ZNode[], span: Span, uses: Uses | undefined): SArr {
    return { ...arr(list.map((x) => this.child(x)), span), uses };
  }

  private omittable(n: ZNode): boolean {
    return this.o.io === 'input' ? inputOptin4(n) !== undefined : optout4(n) === 'optional';
  }

  emit(n: ZNode): SObj {
    let o: SObj;
    if (isWrapper4(n)) {
      // processSchema gives a wrapper its own keywords (a default, readOnly, then its metadata), and finalize's
      // flattenRef adds those of the inner schema it points at that it lacks, after them.
      o = obj(n.full);
      wrapperKeywords(o, n);
      applyMeta(o, n);
      const inner = this.emit(n.inner);
      for (const p of inner.props) if (!o.props.some((q) => q.key === p.key)) o.props.push({ ...p });
      o.closeAt = inner.closeAt;
    } else {
      o = this.body(n);
      applyMeta(o, n);
    }
    compactTypeUnion(o);
    return o;
  }

  private body(n: ZNode): SObj {
    const o = obj(n.full);
    const target = this.o.target;
    switch (n.k) {
      case 'string': {
        setp(o, 'type', prim('string', n.base), n.base);
        const b = bounds4(n.checks);
        if (b.min) setp(o, 'minLength', prim(b.min.value, b.min.arg ?? b.min.span), b.min.span);
        if (b.max) setp(o, 'maxLength', prim(b.max.value, b.max.arg ?? b.max.span), b.max.span);
        // aggregateChecks: the last format wins (a datetime that is local or of precision -1 drops it for good), and
        // the patterns are a set of RegExp instances (one shared instance counts once).
        let format: { name: string; c: Check } | undefined;
        let encoding: { name: string; c: Check } | undefined;
        let lax = false;
        const patterns: { source: string; c: Check; shared?: string }[] = [];
        for (const c of n.checks) {
          const f = stringFormat4(c);
          if (!f) continue;
          format = { name: f.format, c };
          if (f.encoding) encoding = { name: f.encoding, c };
          if (f.lax) lax = true;
          if (f.pattern !== undefined && !(f.shared && patterns.some((p) => p.shared === f.shared))) patterns.push({ source: f.pattern, c, shared: f.shared });
        }
        const formatName = format && (Z4_FORMAT_NAMES[format.name] ?? format.name);
        if (format && formatName && format.name !== 'time' && !lax) setp(o, 'format', prim(formatName, format.c.span), format.c.span);
        if (encoding) setp(o, 'contentEncoding', prim(encoding.name, encoding.c.span), encoding.c.span);
        const pattern = (p: { source: string; c: Check }): SPrim => prim(p.source, p.c.arg ?? p.c.span);
        if (patterns.length === 1) setp(o, 'pattern', pattern(patterns[0]!), patterns[0]!.c.span);
        else if (patterns.length > 1) {
          // stringProcessor: several patterns go into allOf, each with `type: "string"` when the target is draft-07.
          const branches = patterns.map((p) => {
            const branch = obj(p.c.span);
            if (target === 'draft-07') setp(branch, 'type', prim('string', p.c.span), p.c.span);
            setp(branch, 'pattern', pattern(p), p.c.span);
            return branch;
          });
          setp(o, 'allOf', arr(branches, patterns[1]!.c.span), patterns[1]!.c.span);
        }
        return o;
      }
      case 'number': {
        const int = n.checks.find((c) => c.kind === 'int');
        setp(o, 'type', prim(int ? 'integer' : 'number', int ? int.span : n.base), int ? int.span : n.base);
        const b = numberBounds4(n.checks);
        const bound = (key: string, c: Check & { value: number }): void => setp(o, key, prim(c.value, c.arg ?? c.span), c.span);
        if (b.exMin) bound('exclusiveMinimum', b.exMin);
        else if (b.min) bound('minimum', b.min);
        if (b.exMax) bound('exclusiveMaximum', b.exMax);
        else if (b.max) bound('maximum', b.max);
        // numberProcessor: divisors kept once by absolute value, the first as multipleOf, the others in allOf.
        const divisors: (Check & { value: number })[] = [];
        for (const c of n.checks) {
          if (c.kind === 'multipleOf' && typeof c.value === 'number' && !divisors.some((d) => d.value === Math.abs(c.value as number))) divisors.push({ ...c, value: Math.abs(c.value) });
        }
        if (divisors.length) bound('multipleOf', divisors[0]!);
        if (divisors.length > 1) {
          const rest = divisors.slice(1).map((d) => {
            const branch = obj(d.span);
            setp(branch, 'multipleOf', prim(d.value, d.arg ?? d.span), d.span);
            return branch;
          });
          setp(o, 'allOf', arr(rest, divisors[1]!.span), divisors[1]!.span);
        }
        return o;
      }
      case 'boolean':
      case 'null':
        setp(o, 'type', prim(n.k, n.base), n.base);
        return o;
      case 'any':
      case 'unknown':
        return o;
      case 'enum': {
        if (n.values.length === 0) {
          setp(o, 'not', obj(n.base), n.base);
          return o;
        }
        if (n.values.every((v) => typeof v.value === 'number')) setp(o, 'type', prim('number', n.base), n.base);
        if (n.values.every((v) => typeof v.value === 'string')) setp(o, 'type', prim('string', n.base), n.base);
        setp(o, 'enum', arr(n.values.map((v) => prim(v.value, v.span)), n.valuesSpan), n.base);
        return o;
      }
      case 'literal': {
        if (n.values) {
          // literalProcessor: several values are an `enum`, typed when they all share one type.
          const type = ['number', 'string', 'boolean'].find((t) => n.values!.every((v) => typeof v.value === t));
          if (type) setp(o, 'type', prim(type, n.base), n.base);
          setp(o, 'enum', arr(n.values.map((v) => prim(v.value, v.span)), n.valueSpan), n.base);
          return o;
        }
        setp(o, 'type', prim(typeof n.value, n.base), n.base);
        setp(o, 'const', prim(n.value, n.valueSpan), n.base);
        return o;
      }
      case 'array': {
        const b = bounds4(n.checks);
        if (b.min) setp(o, 'minItems', prim(b.min.value, b.min.arg ?? b.min.span), b.min.span);
        if (b.max) setp(o, 'maxItems', prim(b.max.value, b.max.arg ?? b.max.span), b.max.span);
        setp(o, 'type', prim('array', n.base), n.base);
        setc(o, 'items', this.child(n.element), n.base, n.uses?.[0]);
        return o;
      }
      case 'tuple': {
        setp(o, 'type', prim('array', n.base), n.base);
        const items = this.children(n.items, n.itemsSpan, n.uses);
        let min = n.items.length;
        while (min > 0 && this.omittable(n.items[min - 1]!)) min--;
        if (target === 'draft-2020-12') {
          setp(o, 'prefixItems', items, n.base);
          setp(o, 'items', prim(false, n.base), n.base);
        } else {
          setp(o, 'items', items, n.base);
          setp(o, 'additionalItems', prim(false, n.base), n.base);
        }
        if (min > 0) setp(o, 'minItems', prim(min, n.base), n.base);
        setp(o, 'maxItems', prim(n.items.length, n.base), n.base);
        return o;
      }
      case 'object': {
        setp(o, 'type', prim('object', n.base), n.base);
        const props = obj(n.shapeSpan);
        for (const p of n.shape) {
          setc(props, p.key, this.child(p.value), p.keySpan, p.use);
          markProperty(props, p);
        }
        setp(o, 'properties', props, n.base);
        if (n.unknownKeys === 'strip' && !n.ukSpan) o.closeAt = n.closeAt;
        const required = n.shape.filter((p) => (this.o.io === 'input' ? inputOptin4(p.value) === undefined : optout4(p.value) === undefined));
        if (required.length) setp(o, 'required', arr(required.map((p) => prim(p.key, p.keySpan)), n.base), n.base);
        if (n.unknownKeys === 'strict') setp(o, 'additionalProperties', prim(false, n.ukSpan!), n.ukSpan!);
        else if (n.unknownKeys === 'passthrough') {
          // zod 4 processes the catchall, a z.unknown() instance that the objects derived from this one share.
          setc(o, 'additionalProperties', this.o.reused === 'ref' && n.catchall ? this.child(n.catchall) : obj(n.ukSpan!), n.ukSpan!, n.ukSpan);
        }
        else if (this.o.io === 'output') setp(o, 'additionalProperties', prim(false, n.ukSpan ?? n.base), n.ukSpan ?? n.base);
        return o;
      }
      case 'union':
        // openai's zodFunction overrides a discriminated union's oneOf into anyOf.
        setp(o, n.discriminated && !this.o.openai ? 'oneOf' : 'anyOf', this.children(n.options, n.optionsSpan, n.uses), n.base);
        return o;
      case 'record': {
        setp(o, 'type', prim('object', n.base), n.base);
        setc(o, 'propertyNames', this.child(n.key!), n.base, n.uses?.[0]);
        setc(o, 'additionalProperties', this.child(n.value), n.base, n.uses?.[1]);
        const key = n.key!;
        if (key.k === 'enum' && !(this.o.io === 'input' && inputOptin4(n.value) !== undefined)) {
          const names = key.values.filter((v) => typeof v.value === 'string' || typeof v.value === 'number');
          if (names.length) setp(o, 'required', arr(names.map((v) => prim(String(v.value), v.span)), n.base), n.base);
        }
        return o;
      }
      case 'nullable':
        setp(o, 'anyOf', { ...arr([this.child(n.inner), { t: 'obj', span: n.call, props: [{ key: 'type', keySpan: n.call, value: prim('null', n.call) }] }], n.call), uses: n.uses }, n.call);
        return o;
      case 'optional':
      case 'nonoptional':
      case 'default':
      case 'readonly':
      case 'catch':
      case 'brand':
        // Only through emit() (reused "inline") or process() (reused "ref"), which merge them with their inner schema.
        throw new Error('a wrapper has no body of its own');
    }
  }

  /**
   * to-json-schema.js processSchema: an instance seen before only counts once more and gives its schema object; a new
   * one is processed (its children in turn), then its parent (which counts as one more use of the parent), then its
   * metadata (the description, inherited along the parent chain as the registry does). The wrappers' processors only
   * process their inner type and point `ref` at it (a default adds its value); the others write their keywords.
   */
  private process(node: ZNode): SObj {
    const n = instance(node);
    const known = this.seen.get(n);
    if (known) {
      known.count++;
      return known.schema;
    }
    const s: Seen4 = { schema: obj(n.full), count: 1 };
    this.seen.set(n, s);
    if (isWrapper4(n)) {
      this.process(n.inner);
      s.ref = instance(n.inner);
      wrapperKeywords(s.schema, n);
    } else s.schema = this.body(n);
    if (n.parent) {
      s.ref ??= instance(n.parent);
      this.process(n.parent);
    }
    applyMeta(s.schema, n);
    return s.schema;
  }

  /**
   * extractDefs: the root's body is set aside (its schema object would be `$ref: "#"`), then every instance processed
   * more than once, in first-processed order, becomes `__schema0`, `__schema1`...: its body goes to `$defs` and its
   * schema object, which every use holds, is emptied down to `$ref`.
   */
  private extract(root: ZNode): void {
    let counter = 0;
    for (const [n, s] of this.seen) {
      if (n !== root && s.count < 2) continue;
      if (getp(s.schema, '$ref')) continue;
      s.def = { t: 'obj', span: s.schema.span, props: s.schema.props.map((p) => ({ ...p })) };
      const ref = n === root ? '#' : `#/$defs/${(s.defId = `__schema${counter++}`)}`;
      s.schema.props = [{ key: '$ref', keySpan: s.schema.span, value: prim(ref, s.schema.span), isRef: true }];
      this.stubs.add(s.schema);
    }
  }

  /**
   * finalize's flattenRef: a schema takes the keywords of the one its `ref` points at (a wrapper's inner type or its
   * parent), its own keywords winning; a parent's keywords it does not have itself are dropped (it is a refinement);
   * where the target was extracted, the `$ref` stays beside the keywords (draft 2020-12) and those equal to the
   * definition's are dropped. A parent that was extracted lends its `$ref` even when `ref` points elsewhere.
   */
  private flatten(n: ZNode): void {
    const s = this.seen.get(n)!;
    if (s.ref === null) return;
    const schema = s.def ?? s.schema;
    const own = schema.props.map((p) => ({ ...p }));
    const ref = s.ref;
    s.ref = null;
    if (ref) {
      this.flatten(ref);
      const target = this.seen.get(ref)!;
      for (const p of target.schema.props) assignProp(schema, p);
      for (const p of own) assignProp(schema, p);
      if (n.parent && instance(n.parent) === ref) schema.props = schema.props.filter((p) => p.key === '$ref' || p.key === 'allOf' || own.some((q) => q.key === p.key));
      if (getp(target.schema, '$ref') && target.def) dropSameAsDef(schema, target.def);
    }
    const parent = n.parent && instance(n.parent);
    if (parent && parent !== ref) {
      this.flatten(parent);
      const ps = this.seen.get(parent)!;
      const r = ps.schema.props.find((p) => p.key === '$ref');
      if (r) {
        assignProp(schema, r);
        if (ps.def) dropSameAsDef(schema, ps.def);
      }
    }
  }

  /** `toJSONSchema(s, { reused: "ref" })` (draft 2020-12 only: older drafts wrap the `$ref` in allOf, not modelled). */
  private rootRef(n: ZNode): SObj {
    if (this.o.target !== 'draft-2020-12' || this.o.aiSdkAdditional || this.o.openai) throw new Error('reused "ref" is modelled for draft 2020-12 alone');
    this.process(n);
    const root = instance(n);
    this.extract(root);
    for (const k of [...this.seen.keys()].reverse()) this.flatten(k);
    for (const s of this.seen.values()) compactTypeUnion(s.def ?? s.schema);
    const body = this.seen.get(root)!;
    const o = obj(n.full);
    setp(o, '$schema', prim('https://json-schema.org/draft/2020-12/schema', n.base), n.base);
    for (const p of (body.def ?? body.schema).props) assignProp(o, p);
    const defs = obj(n.full);
    for (const [k, s] of this.seen) if (s.def && s.defId) setp(defs, s.defId, s.def, k.full);
    if (defs.props.length) setp(o, '$defs', defs, n.base);
    return this.materialize(o, undefined) as SObj;
  }

  /**
   * The JSON round trip that ends toJSONSchema, which copies the schema objects shared by several places. A `$ref`
   * left where a reused schema is used spans that use (`P` in `a: P`); a `$ref` beside other keywords spans the
   * schema that carries it (`P.describe('D')`); a definition spans the code that defines it.
   */
  private materialize(v: SVal, use: Span | undefined): SVal {
    spend(v.span);
    if (v.t === 'prim') return { ...v };
    if (v.t === 'arr') return { t: 'arr', span: v.span, items: v.items.map((x, i) => this.materialize(x, v.uses?.[i])) };
    const span = use && this.stubs.has(v) ? use : v.span;
    const props = v.props.map((p): SProp => {
      if (p.isRef) return { key: p.key, keySpan: span, value: { ...(p.value as SPrim), span } };
      return { key: p.key, keySpan: p.keySpan, value: this.materialize(p.value, p.use), ...(p.property ? { property: p.property } : {}) };
    });
    return { t: 'obj', span, props };
  }

  root(n: ZNode): SObj {
    if (this.o.reused === 'ref') return this.rootRef(n);
    const body = this.emit(n);
    const o = obj(n.full);
    setp(o, '$schema', prim(this.o.target === 'draft-2020-12' ? 'https://json-schema.org/draft/2020-12/schema' : 'http://json-schema.org/draft-07/schema#', n.base), n.base);
    for (const p of body.props) setp(o, p.key, p.value, p.keySpan);
    o.closeAt = body.closeAt;
    if (this.o.aiSdkAdditional) addAdditionalPropertiesFalse(o);
    if (this.o.openai) openaiStrict(o);
    return o;
  }
}

/**
 * openai-node's toStrictJsonSchema (lib/transform.js) on what zod 4 emits. Where it would throw, so that zodFunction
 * fails when the tool is built, the schema is left as zod emitted it: the rules then report the cause at its code
 * (an optional field that is not nullable stays out of `required`, an open object keeps its additionalProperties,
 * a tuple keeps its item list, a root that is not an object stays as it is).
 */
function openaiStrict(root: SObj): void {
  const type = getp(root, 'type');
  if (!(type?.t === 'prim' && type.value === 'object') || getp(root, 'anyOf')) return;
  strictNode(root);
}

const OBJECT_KEYWORDS = ['additionalProperties', 'dependencies', 'maxProperties', 'minProperties', 'patternProperties', 'properties', 'propertyNames', 'required'];
const SCHEMA_KEYWORDS = ['additionalProperties', 'additionalItems', 'not', 'propertyNames', 'items', 'prefixItems', 'anyOf', 'allOf', 'oneOf', 'properties', 'definitions', '$defs'];

function hasObjectShape(s: SObj): boolean {
  const t = getp(s, 'type');
  if (!t) return s.props.some((p) => OBJECT_KEYWORDS.includes(p.key));
  return (t.t === 'prim' && t.value === 'object') || (t.t === 'arr' && t.items.some((i) => i.t === 'prim' && i.value === 'object'));
}

/** toStrictJsonSchema's isNullable, for the keywords zod emits. */
function isNullableJson(v: SVal): boolean {
  if (v.t !== 'obj') return v.t === 'prim' && v.value === true;
  const t = getp(v, 'type');
  if (t && !(t.t === 'prim' && t.value === 'null') && !(t.t === 'arr' && t.items.some((i) => i.t === 'prim' && i.value === 'null'))) return false;
  const c = getp(v, 'const');
  if (c && !(c.t === 'prim' && c.value === null)) return false;
  const e = getp(v, 'enum');
  if (e && !(e.t === 'arr' && e.items.some((i) => i.t === 'prim' && i.value === null))) return false;
  const all = getp(v, 'allOf');
  if (all && !(all.t === 'arr' && all.items.every(isNullableJson))) return false;
  const any = getp(v, 'anyOf');
  if (any && !(any.t === 'arr' && any.items.some(isNullableJson))) return false;
  const one = getp(v, 'oneOf');
  if (one && !(one.t === 'arr' && one.items.filter(isNullableJson).length === 1)) return false;
  return !['not', 'if', 'then', 'else', '$ref'].some((k) => getp(v, k) !== undefined);
}

function strictNode(s: SVal): void {
  if (s.t !== 'obj') return;
  if (hasObjectShape(s) && !getp(s, 'additionalProperties')) {
    const at = s.props.find((p) => p.key === 'type')?.keySpan ?? s.span;
    setp(s, 'additionalProperties', prim(false, at), at);
  }
  const props = getp(s, 'properties');
  if (props?.t === 'obj') {
    const req = getp(s, 'required');
    const listed = new Set(req?.t === 'arr' ? req.items.map((i) => (i.t === 'prim' ? i.value : undefined)) : []);
    const keep = props.props.filter((p) => listed.has(p.key) || isNullableJson(p.value)).map((p) => prim(p.key, p.keySpan));
    const at = s.props.find((p) => p.key === (req ? 'required' : 'properties'))!.keySpan;
    setp(s, 'required', arr(keep, req?.span ?? at), at);
  }
  for (const key of SCHEMA_KEYWORDS) {
    const v = getp(s, key);
    if (!v) continue;
    if (key === 'properties' || key === 'definitions' || key === '$defs') {
      if (v.t === 'obj') for (const p of v.props) strictNode(p.value);
    } else if (v.t === 'arr') v.items.forEach(strictNode);
    else strictNode(v);
  }
  const d = getp(s, 'default');
  if (d?.t === 'prim' && d.value === null) delp(s, 'default');
}

/**
 * zod 4's aggregateChecks for numbers: the tightest inclusive and exclusive bounds (the first on a tie; `.int()`
 * brings the safe-integer range), then numberProcessor keeps an exclusive bound over an inclusive one that is not
 * tighter than it.
 */
function numberBounds4(checks: Check[]): { min?: Check & { value: number }; exMin?: Check & { value: number }; max?: Check & { value: number }; exMax?: Check & { value: number } } {
  type N = Check & { value: number };
  let min: N | undefined, gt: N | undefined, max: N | undefined, lt: N | undefined;
  const tighter = (cur: N | undefined, c: N, up: boolean): N => (!cur || (up ? c.value > cur.value : c.value < cur.value) ? c : cur);
  for (const c of checks) {
    if (c.kind === 'int') {
      min = tighter(min, { kind: 'min', value: Number.MIN_SAFE_INTEGER, span: c.span }, true);
      max = tighter(max, { kind: 'max', value: Number.MAX_SAFE_INTEGER, span: c.span }, false);
    }
    if (typeof c.value !== 'number') continue;
    const v = c as N;
    if (c.kind === 'min') min = tighter(min, v, true);
    if (c.kind === 'gt') gt = tighter(gt, v, true);
    if (c.kind === 'max') max = tighter(max, v, false);
    if (c.kind === 'lt') lt = tighter(lt, v, false);
  }
  const exMin = gt && gt.value >= (min?.value ?? -Infinity) ? gt : undefined;
  const exMax = lt && lt.value <= (max?.value ?? Infinity) ? lt : undefined;
  return { min: exMin ? undefined : min, exMin, max: exMax ? undefined : max, exMax };
}

/** zod 4 narrowing: the largest minimum and the smallest maximum win (the first on a tie). */
function bounds4(checks: Check[]): { min?: Check & { value: number }; max?: Check & { value: number } } {
  let min: (Check & { value: number }) | undefined;
  let max: (Check & { value: number }) | undefined;
  for (const c of checks) {
    if (typeof c.value !== 'number') continue;
    const v = c as Check & { value: number };
    if ((c.kind === 'min' || c.kind === 'length') && (!min || v.value > min.value)) min = v;
    if ((c.kind === 'max' || c.kind === 'length') && (!max || v.value < max.value)) max = v;
  }
  return { min, max };
}

/** zod 4's compactTypeUnion: `anyOf` of bare `{type}` branches becomes a `type` list. */
function compactTypeUnion(o: SObj): void {
  const anyOf = getp(o, 'anyOf');
  if (!anyOf || anyOf.t !== 'arr' || anyOf.items.length === 0 || getp(o, 'type') !== undefined) return;
  const types: SPrim[] = [];
  for (const option of anyOf.items) {
    if (option.t !== 'obj') return;
    compactTypeUnion(option);
    if (option.props.length !== 1 || option.props[0]!.key !== 'type') return;
    const t = option.props[0]!.value;
    for (const member of t.t === 'arr' ? t.items : [t]) {
      if (member.t !== 'prim' || typeof member.value !== 'string') return;
      if (!types.some((x) => x.value === member.value)) types.push(member);
    }
  }
  const keySpan = o.props.find((p) => p.key === 'anyOf')!.keySpan;
  delp(o, 'anyOf');
  setp(o, 'type', types.length === 1 ? types[0]! : arr(types, anyOf.span), keySpan);
}

/** @ai-sdk/provider-utils 5.0.81 addAdditionalPropertiesToJsonSchema, on spanned values. */
function addAdditionalPropertiesFalse(o: SObj): void {
  const visit = (v: SVal): void => {
    if (v.t === 'obj') addAdditionalPropertiesFalse(v);
  };
  const type = getp(o, 'type');
  const isObject = (type?.t === 'prim' && type.value === 'object') || (type?.t === 'arr' && type.items.some((i) => i.t === 'prim' && i.value === 'object'));
  if (isObject) {
    const ap = getp(o, 'additionalProperties');
    if (ap && ap.t === 'obj') visit(ap);
    else if (!(ap?.t === 'prim' && ap.value === false)) {
      const typeKey = o.props.find((p) => p.key === 'type')!.keySpan;
      setp(o, 'additionalProperties', prim(false, typeKey), typeKey);
    }
    const props = getp(o, 'properties');
    if (props?.t === 'obj') for (const p of props.props) visit(p.value);
  }
  const items = getp(o, 'items');
  if (items?.t === 'arr') items.items.forEach(visit);
  else if (items) visit(items);
  for (const k of ['anyOf', 'allOf', 'oneOf']) {
    const list = getp(o, k);
    if (list?.t === 'arr') list.items.forEach(visit);
  }
  const defs = getp(o, 'definitions');
  if (defs?.t === 'obj') for (const p of defs.props) visit(p.value);
}

// ---------------------------------------------------------------------------------------------------------------
// zod 3 + zod-to-json-schema 3.25.2 (parseDef.js and parsers/*).

/**
 * zod 3's `isOptional()` (`safeParse(undefined).success`), which zod-to-json-schema asks of every object field. A
 * coerced string or boolean parses undefined (as "undefined", false), a coerced number does not (NaN).
 */
function isOptional3(n: ZNode): boolean {
  switch (n.k) {
    case 'optional':
    case 'default':
    case 'any':
    case 'unknown':
    case 'catch':
      return true;
    case 'string':
      return n.coerce === true && coercedStringPasses3(n, 'undefined');
    case 'boolean':
      return n.coerce === true;
    case 'nullable':
    case 'readonly':
    case 'brand':
      return isOptional3(n.inner);
    case 'union':
      return !n.discriminated && n.options.some(isOptional3);
    default:
      return false;
  }
}

// parsers/string.js (the AI SDK's vendored copy is the same; openai's differs in escapeNonAlphaNumeric).
const Z3_CUID = String.raw`^[cC][^\s-]{8,}$`;
const Z3_ULID = '^[0-9A-HJKMNP-TV-Z]{26}$';
const Z3_EMOJI = String.raw`^(\p{Extended_Pictographic}|\p{Emoji_Component})+$`;
const Z3_CUID2 = '^[0-9a-z]+$';
const Z3_NANOID = '^[a-zA-Z0-9_-]{21}$';
/** Upstream only: openai's vendored copy has no case for base64url and jwt (nothing is emitted). */
const Z3_BASE64URL = '^([0-9a-zA-Z-_]{4})*(([0-9a-zA-Z-_]{2}(==)?)|([0-9a-zA-Z-_]{3}(=)?))?$';
const Z3_JWT = String.raw`^[A-Za-z0-9-_]+\.[A-Za-z0-9-_]+\.[A-Za-z0-9-_]*$`;
/** zod-to-json-schema 3.25.2's ALPHA_NUMERIC, which lacks W and w: `.startsWith('www')` becomes `^\w\w\w`. */
const ALPHA_NUMERIC_3 = new Set('ABCDEFGHIJKLMNOPQRSTUVXYZabcdefghijklmnopqrstuvxyz0123456789');

/** escapeNonAlphaNumeric (patternStrategy "escape", the default): upstream per UTF-16 unit, openai's copy per code point over [a-zA-Z0-9]. */
function escape3(s: string, openai: boolean): string {
  if (openai) return Array.from(s, (c) => (/[a-zA-Z0-9]/.test(c) ? c : `\\${c}`)).join('');
  let out = '';
  for (let i = 0; i < s.length; i++) out += (ALPHA_NUMERIC_3.has(s[i]!) ? '' : '\\') + s[i];
  return out;
}

/** The formats and patterns parseStringDef adds for one check, in order. */
function stringEffects3(c: Check, openai: boolean): ({ format: string } | { pattern: string } | { contentEncoding: string })[] {
  const value = String(c.value ?? '');
  switch (c.kind) {
    case 'email':
      return [{ format: 'email' }];
    case 'url':
      return [{ format: 'uri' }];
    case 'uuid':
      return [{ format: 'uuid' }];
    case 'datetime':
      return [{ format: 'date-time' }];
    case 'date':
      return [{ format: 'date' }];
    case 'time':
      return [{ format: 'time' }];
    case 'ip': {
      const version = c.opts?.version;
      return [...(version !== 'v6' ? [{ format: 'ipv4' }] : []), ...(version !== 'v4' ? [{ format: 'ipv6' }] : [])];
    }
    case 'regex':
      return [{ pattern: value }];
    case 'cuid':
      return [{ pattern: Z3_CUID }];
    case 'ulid':
      return [{ pattern: Z3_ULID }];
    case 'emoji':
      return [{ pattern: Z3_EMOJI }];
    case 'cuid2':
      return [{ pattern: Z3_CUID2 }];
    case 'nanoid':
      return [{ pattern: Z3_NANOID }];
    case 'duration':
      return [{ format: 'duration' }];
    // base64Strategy "contentEncoding:base64", the default.
    case 'base64':
      return [{ contentEncoding: 'base64' }];
    case 'base64url':
      return openai ? [] : [{ pattern: Z3_BASE64URL }];
    case 'jwt':
      return openai ? [] : [{ pattern: Z3_JWT }];
    case 'startsWith':
      return [{ pattern: regexSource(`^${escape3(value, openai)}`, c.span) }];
    case 'endsWith':
      return [{ pattern: regexSource(`${escape3(value, openai)}$`, c.span) }];
    case 'includes':
      // The position option is ignored.
      return [{ pattern: regexSource(escape3(value, openai), c.span) }];
    default:
      return [];
  }
}

/** addFormat: a second format moves the first into `anyOf: [{ format }, ...]`, and later ones join it. */
function addFormat3(o: SObj, format: string, c: Check): void {
  const anyOf = getp(o, 'anyOf');
  const cur = o.props.find((p) => p.key === 'format');
  if (!cur && !(anyOf?.t === 'arr' && anyOf.items.some((i) => i.t === 'obj' && getp(i, 'format')))) {
    setp(o, 'format', prim(format, c.span), c.span);
    return;
  }
  const list = anyOf?.t === 'arr' ? anyOf : arr([], c.span);
  if (!anyOf) setp(o, 'anyOf', list, c.span);
  if (cur) {
    list.items.push({ t: 'obj', span: cur.keySpan, props: [{ key: 'format', keySpan: cur.keySpan, value: cur.value }] });
    delp(o, 'format');
  }
  list.items.push({ t: 'obj', span: c.span, props: [{ key: 'format', keySpan: c.span, value: prim(format, c.span) }] });
}

/** addPattern: a second pattern moves the first into `allOf: [{ pattern }, ...]`, and later ones join it. */
function addPattern3(o: SObj, pattern: string, c: Check): void {
  const allOf = getp(o, 'allOf');
  const cur = o.props.find((p) => p.key === 'pattern');
  const value = prim(pattern, c.arg ?? c.span);
  if (!cur && !(allOf?.t === 'arr' && allOf.items.some((i) => i.t === 'obj' && getp(i, 'pattern')))) {
    setp(o, 'pattern', value, c.span);
    return;
  }
  const list = allOf?.t === 'arr' ? allOf : arr([], c.span);
  if (!allOf) setp(o, 'allOf', list, c.span);
  if (cur) {
    list.items.push({ t: 'obj', span: cur.keySpan, props: [{ key: 'pattern', keySpan: cur.keySpan, value: cur.value }] });
    delp(o, 'pattern');
  }
  list.items.push({ t: 'obj', span: c.span, props: [{ key: 'pattern', keySpan: c.span, value }] });
}

const PRIMITIVE3: Partial<Record<ZNode['k'], string>> = { string: 'string', number: 'number', boolean: 'boolean', null: 'null' };
const hasChecks = (n: ZNode): boolean => (n.k === 'string' || n.k === 'number') && n.checks.length > 0;

/** zod 3's `isNullable()`: whether null parses. */
function isNullable3(n: ZNode): boolean {
  switch (n.k) {
    case 'nullable':
    case 'null':
    case 'any':
    case 'unknown':
    case 'catch':
      return true;
    case 'string':
      return n.coerce === true && coercedStringPasses3(n, 'null');
    case 'boolean':
      return n.coerce === true;
    case 'number':
      // null coerces to 0.
      return n.coerce === true && n.checks.every((c) => numberCheckPasses(c, 0));
    case 'optional':
    case 'default':
    case 'readonly':
    case 'brand':
      return isNullable3(n.inner);
    case 'union':
      return n.options.some(isNullable3);
    default:
      return false;
  }
}

/** Whether a zod 3 z.coerce.string() accepts `input` (undefined or null, coerced by String()): its length checks decide. */
function coercedStringPasses3(n: ZNode & { checks: Check[] }, input: string): boolean {
  return n.checks.every((c) => {
    if (c.kind === 'noop') return true;
    if (c.kind === 'min' || c.kind === 'max' || c.kind === 'length') return c.kind === 'min' ? input.length >= Number(c.value) : c.kind === 'max' ? input.length <= Number(c.value) : input.length === Number(c.value);
    throw new NotAnalyzable(`whether zod 3 lets this coerced string field be omitted depends on its \`${c.kind}\` check accepting "${input}" (zod 3 coerces ${input} to that string)`, c.span);
  });
}

/** Whether a number passes a zod number check. */
function numberCheckPasses(c: Check, x: number): boolean {
  const v = Number(c.value);
  switch (c.kind) {
    case 'min':
      return x >= v;
    case 'max':
      return x <= v;
    case 'gt':
      return x > v;
    case 'lt':
      return x < v;
    case 'int':
      return Number.isInteger(x);
    case 'multipleOf':
      return x % v === 0;
    default:
      return true;
  }
}

/** openai's zod-to-json-schema throws on an object field that is optional, not nullable and has no default. */
const throwsInOpenaiStrict3 = (n: ZNode): boolean => isOptional3(n) && !isNullable3(n) && n.k !== 'default';

/** openai's vendored parseDef.js encodeDefinitionPathPart: keeps [A-Za-z0-9_-], else `_x_` + UTF-16 hex. */
function encodeDefinitionPathPart(part: string): string {
  if (/^[A-Za-z0-9_-]*$/.test(part) && !part.startsWith('_x_')) return part;
  let encoded = '_x_';
  for (let i = 0; i < part.length; i++) encoded += part.charCodeAt(i).toString(16).padStart(4, '0');
  return encoded;
}

class Emit3 {
  private readonly seen = new Map<ZNode, string[]>();
  /** extract-to-root: definitions to materialise, in the order zod-to-json-schema registers them. */
  private readonly definitions = new Map<string, ZNode>();
  private refCount = 0;
  constructor(
    private readonly o: DialectOptions,
    private readonly rootName?: string,
  ) {}

  /** parseDef: a schema instance seen before becomes a $ref (unless `force`, when a definition is materialised). */
  parse(n: ZNode, path: string[], propertyPath: string[] | undefined, force = false): SObj | undefined {
    const seenPath = this.seen.get(n);
    if (seenPath && !force && this.o.refs !== 'none') return this.ref(n, seenPath);
    this.seen.set(n, path);
    try {
      const o = this.body(n, path, propertyPath, force);
      if (o && n.desc) setp(o, 'description', prim(n.desc.value, n.desc.arg), n.desc.span);
      return o;
    } finally {
      if (force && seenPath) this.seen.set(n, seenPath);
    }
  }

  private ref(n: ZNode, seenPath: string[]): SObj {
    let target = seenPath.join('/');
    if (this.o.refs === 'extract-to-root') {
      const name = seenPath
        .slice(2)
        .map((part, i) => (i === 0 ? part : encodeDefinitionPathPart(part)))
        .join('_');
      if (name !== this.rootName) this.definitions.set(name, n);
      target = `#/definitions/${name}`;
    }
    this.refCount++;
    const ref = obj(n.full);
    setp(ref, '$ref', prim(target, n.full), n.full);
    return ref;
  }

  private body(n: ZNode, path: string[], propertyPath: string[] | undefined, force: boolean): SObj | undefined {
    const o = obj(n.full);
    switch (n.k) {
      case 'string': {
        setp(o, 'type', prim('string', n.base), n.base);
        for (const c of n.checks) {
          const v = (x: number | string | undefined): SPrim => prim(x ?? null, c.arg ?? c.span);
          if (c.kind === 'min' || c.kind === 'length') {
            const cur = getp(o, 'minLength');
            setp(o, 'minLength', v(cur?.t === 'prim' ? Math.max(Number(cur.value), Number(c.value)) : c.value), c.span);
          }
          if (c.kind === 'max' || c.kind === 'length') {
            const cur = getp(o, 'maxLength');
            setp(o, 'maxLength', v(cur?.t === 'prim' ? Math.min(Number(cur.value), Number(c.value)) : c.value), c.span);
          }
          for (const e of stringEffects3(c, this.o.openai)) {
            if ('format' in e) addFormat3(o, e.format, c);
            else if ('pattern' in e) addPattern3(o, e.pattern, c);
            else setp(o, 'contentEncoding', prim(e.contentEncoding, c.span), c.span);
          }
        }
        return o;
      }
      case 'number': {
        // parsers/number.js: one keyword per kind of check, the last one wins; inclusive and exclusive bounds coexist.
        setp(o, 'type', prim('number', n.base), n.base);
        const keyword: Partial<Record<Check['kind'], string>> = { min: 'minimum', gt: 'exclusiveMinimum', max: 'maximum', lt: 'exclusiveMaximum', multipleOf: 'multipleOf' };
        for (const c of n.checks) {
          if (c.kind === 'int') setp(o, 'type', prim('integer', c.span), c.span);
          const key = keyword[c.kind];
          if (key) setp(o, key, prim(c.value!, c.arg ?? c.span), c.span);
        }
        return o;
      }
      case 'boolean':
      case 'null':
        setp(o, 'type', prim(n.k, n.base), n.base);
        return o;
      case 'any':
      case 'unknown':
        return o;
      case 'enum': {
        if (n.native) {
          const types = [...new Set(n.values.map((v) => typeof v.value))];
          setp(o, 'type', types.length === 1 ? prim(types[0] === 'string' ? 'string' : 'number', n.base) : arr([prim('string', n.base), prim('number', n.base)], n.base), n.base);
        } else setp(o, 'type', prim('string', n.base), n.base);
        setp(o, 'enum', arr(n.values.map((v) => prim(v.value, v.span)), n.valuesSpan), n.base);
        return o;
      }
      case 'literal':
        setp(o, 'type', prim(typeof n.value, n.base), n.base);
        setp(o, 'const', prim(n.value, n.valueSpan), n.base);
        return o;
      case 'array': {
        setp(o, 'type', prim('array', n.base), n.base);
        if (n.element.k !== 'any') {
          const items = this.parse(n.element, [...path, 'items'], propertyPath);
          if (items) setp(o, 'items', items, n.base);
        }
        // zod 3 keeps one slot each for min, max and exact length: the last call wins.
        let min: Check | undefined, max: Check | undefined, exact: Check | undefined;
        for (const c of n.checks) {
          if (c.kind === 'min') min = c;
          if (c.kind === 'max') max = c;
          if (c.kind === 'length') exact = c;
        }
        if (min) setp(o, 'minItems', prim(min.value!, min.arg ?? min.span), min.span);
        if (max) setp(o, 'maxItems', prim(max.value!, max.arg ?? max.span), max.span);
        if (exact) {
          setp(o, 'minItems', prim(exact.value!, exact.arg ?? exact.span), exact.span);
          setp(o, 'maxItems', prim(exact.value!, exact.arg ?? exact.span), exact.span);
        }
        return o;
      }
      case 'tuple': {
        setp(o, 'type', prim('array', n.base), n.base);
        setp(o, 'minItems', prim(n.items.length, n.base), n.base);
        setp(o, 'maxItems', prim(n.items.length, n.base), n.base);
        const items = n.items.map((x, i) => this.parse(x, [...path, 'items', String(i)], propertyPath)).filter((x): x is SObj => !!x);
        setp(o, 'items', arr(items, n.itemsSpan), n.base);
        return o;
      }
      case 'object': {
        setp(o, 'type', prim('object', n.base), n.base);
        const props = obj(n.shapeSpan);
        const required: SPrim[] = [];
        for (const p of n.shape) {
          const propPath = [...path, 'properties', p.key];
          const v = this.parse(p.value, propPath, propPath);
          if (!v) continue;
          setp(props, p.key, v, p.keySpan);
          markProperty(props, p);
          // openaiStrictMode makes every field required, and throws on an optional one that is not nullable (left out
          // here, so that the rules report it at its code).
          if (this.o.openai ? !throwsInOpenaiStrict3(p.value) : !isOptional3(p.value)) required.push(prim(p.key, p.keySpan));
        }
        setp(o, 'properties', props, n.base);
        if (n.unknownKeys === 'strip' && !n.ukSpan) o.closeAt = n.closeAt;
        if (required.length) setp(o, 'required', arr(required, n.base), n.base);
        const at = n.ukSpan ?? n.base;
        setp(o, 'additionalProperties', prim(n.unknownKeys === 'passthrough', at), at);
        return o;
      }
      case 'union': {
        const opts = n.options;
        if (!n.discriminated && opts.every((x) => PRIMITIVE3[x.k] && !hasChecks(x))) {
          const types: SPrim[] = [];
          for (const x of opts) if (!types.some((t) => t.value === PRIMITIVE3[x.k])) types.push(prim(PRIMITIVE3[x.k]!, x.base));
          setp(o, 'type', types.length > 1 ? arr(types, n.optionsSpan) : types[0]!, n.base);
          return o;
        }
        if (!n.discriminated && opts.every((x) => x.k === 'literal' && !x.desc)) {
          const lits = opts as (ZNode & { k: 'literal' })[];
          const types: SPrim[] = [];
          for (const x of lits) if (!types.some((t) => t.value === typeof x.value)) types.push(prim(typeof x.value, x.base));
          const values: SPrim[] = [];
          for (const x of lits) if (!values.some((v) => v.value === x.value)) values.push(prim(x.value, x.valueSpan));
          setp(o, 'type', types.length > 1 ? arr(types, n.optionsSpan) : types[0]!, n.base);
          setp(o, 'enum', arr(values, n.optionsSpan), n.base);
          return o;
        }
        if (!n.discriminated && opts.every((x) => x.k === 'enum' && !x.native)) {
          const values: SPrim[] = [];
          for (const x of opts as (ZNode & { k: 'enum' })[]) for (const v of x.values) if (!values.some((w) => w.value === v.value)) values.push(prim(v.value, v.span));
          setp(o, 'type', prim('string', n.base), n.base);
          setp(o, 'enum', arr(values, n.optionsSpan), n.base);
          return o;
        }
        const anyOf = opts
          .map((x, i) => this.parse(x, [...path, 'anyOf', String(i)], propertyPath))
          .filter((x): x is SObj => !!x && (!this.o.strictUnions || x.props.length > 0));
        if (!anyOf.length) return undefined;
        setp(o, 'anyOf', arr(anyOf, n.optionsSpan), n.base);
        return o;
      }
      case 'record': {
        setp(o, 'type', prim('object', n.base), n.base);
        const value = this.parse(n.value, [...path, 'additionalProperties'], propertyPath);
        setp(o, 'additionalProperties', value ?? prim(true, n.base), n.base);
        if (n.key?.k === 'string' && n.key.checks.length > 0) {
          // parsers/record.js calls parseStringDef on the key itself (so no $ref and no description) and drops its type.
          const names = this.body(n.key, path, propertyPath, false)!;
          delp(names, 'type');
          setp(o, 'propertyNames', names, n.key.base);
        } else if (n.key?.k === 'enum') {
          const names = obj(n.key.full);
          setp(names, 'enum', arr(n.key.values.map((v) => prim(v.value, v.span)), n.key.valuesSpan), n.key.base);
          setp(o, 'propertyNames', names, n.key.base);
        }
        return o;
      }
      case 'optional': {
        // Inside an object property an optional is its inner schema; openai's vendored copy tests the property path
        // as a prefix (so also in a tuple, array or record under the property), upstream 3.25.2 for equality.
        const under = propertyPath && (this.o.openai ? path.slice(0, propertyPath.length) : path).join('/') === propertyPath.join('/');
        if (under) {
          const inner = this.parse(n.inner, path, propertyPath, force);
          return inner && (cloneAt(inner, n.full) as SObj);
        }
        const inner = this.parse(n.inner, [...path, 'anyOf', '1'], propertyPath, force);
        if (!inner) return o;
        setp(o, 'anyOf', arr([{ t: 'obj', span: n.call, props: [{ key: 'not', keySpan: n.call, value: obj(n.call) }] }, inner], n.call), n.call);
        return o;
      }
      case 'nullable': {
        const inner = n.inner;
        if (PRIMITIVE3[inner.k] && !hasChecks(inner)) {
          // openai's nullableStrategy "property": `nullable: true` beside the type.
          if (this.o.openai) {
            setp(o, 'type', prim(PRIMITIVE3[inner.k]!, inner.base), inner.base);
            setp(o, 'nullable', prim(true, n.call), n.call);
          } else setp(o, 'type', arr([prim(PRIMITIVE3[inner.k]!, inner.base), prim('null', n.call)], n.call), n.call);
          return o;
        }
        const base = this.parse(inner, [...path, 'anyOf', '0'], propertyPath);
        if (!base) return undefined;
        setp(o, 'anyOf', arr([base, { t: 'obj', span: n.call, props: [{ key: 'type', keySpan: n.call, value: prim('null', n.call) }] }], n.call), n.call);
        return o;
      }
      case 'default': {
        const inner = this.parse(n.inner, path, propertyPath, force);
        const c = inner ? (cloneAt(inner, n.full) as SObj) : o;
        setp(c, 'default', n.value, n.call);
        return c;
      }
      case 'nonoptional':
      // Only zod 4 builds it; zod 3's .required() unwraps the optional instead.
      case 'readonly':
      case 'brand':
      case 'catch': {
        // parseReadonlyDef, parseBrandedDef, parseCatchDef: the inner schema, at the same path (a catch value is not emitted).
        const inner = this.parse(n.inner, path, propertyPath, force);
        return inner && (cloneAt(inner, n.full) as SObj);
      }
    }
  }

  root(n: ZNode): SObj {
    if (this.o.refs === 'extract-to-root') return this.rootExtracted(n);
    const main = this.parse(n, ['#'], undefined) ?? obj(n.full);
    const o = cloneAt(main, n.full) as SObj;
    setp(o, '$schema', prim('http://json-schema.org/draft-07/schema#', n.base), n.base);
    return o;
  }

  /**
   * openai's zodToJsonSchema with `name`, nameStrategy "duplicate-ref", $refStrategy "extract-to-root": the root is
   * parsed at #/definitions/<name>; a schema seen twice becomes a $ref to a definition named after its first path,
   * and definitions are materialised (their own seen children becoming $refs in turn) until none is new.
   */
  private rootExtracted(n: ZNode): SObj {
    const name = this.rootName ?? '';
    const main = this.parse(n, ['#', 'definitions', name], undefined) ?? obj(n.full);
    // zod-to-json-schema materialises the definitions round by round until none is new; a Map's iteration also visits
    // the entries added while it runs, in the same (insertion) order.
    const defs: SProp[] = [];
    for (const [key, def] of this.definitions) {
      if (defs.length >= 10_000) break;
      defs.push({ key, keySpan: def.full, value: this.parse(def, ['#', 'definitions', key], undefined, true) ?? obj(def.full) });
    }
    if ((defs.length > 0 || this.refCount > 0) && this.rootName === undefined) {
      throw new NotAnalyzable("zodFunction names a schema used twice after the tool, and the tool's name is not a literal", n.full);
    }
    const o = cloneAt(main, n.full) as SObj;
    if (defs.length > 0 || this.refCount > 0) {
      const all = obj(n.base);
      all.props = jsOrder([...defs, ...(this.refCount > 0 ? [{ key: name, keySpan: n.base, value: main }] : [])], (p) => p.key);
      setp(o, 'definitions', all, n.base);
    }
    setp(o, '$schema', prim('http://json-schema.org/draft-07/schema#', n.base), n.base);
    return o;
  }
}

// ---------------------------------------------------------------------------------------------------------------

function toJsonNode(v: SVal, parent: JsonNode | undefined): JsonNode {
  if (v.t === 'prim') {
    const type = v.value === null ? 'null' : (typeof v.value as 'string' | 'number' | 'boolean');
    return { type, value: v.value, offset: v.span.offset, length: v.span.length, parent } as JsonNode;
  }
  if (v.t === 'arr') {
    const node = { type: 'array', offset: v.span.offset, length: v.span.length, parent, children: [] as JsonNode[] } as JsonNode;
    for (const i of v.items) node.children!.push(toJsonNode(i, node));
    return node;
  }
  const node = { type: 'object', offset: v.span.offset, length: v.span.length, parent, children: [] as JsonNode[] } as JsonNode;
  if (v.closeAt !== undefined) Object.assign(node, { [ZOD_CLOSE_AT]: v.closeAt });
  for (const p of v.props) {
    // The property node spans its key's code (the key in z.object, or the zod call that produced a keyword).
    const prop = { type: 'property', offset: p.keySpan.offset, length: p.keySpan.length, parent: node, children: [] as JsonNode[] } as JsonNode;
    const key = { type: 'string', value: p.key, offset: p.keySpan.offset, length: p.keySpan.length, parent: prop } as JsonNode;
    if (p.property) Object.assign(key, { [ZOD_PROPERTY_SPAN]: p.property.span, [ZOD_OMITTED_BY]: p.property.omittedBy });
    prop.children!.push(key, toJsonNode(p.value, prop));
    node.children!.push(prop);
  }
  return node;
}

/** The JSON Schema a zod expression produces at run time in the given dialect, or why it cannot be known statically. */
export function zodToSchemaNode(expr: TS.Expression, ctx: ZodContext): ZodResult {
  emitBudget = MAX_EMITTED_VALUES;
  const opts = optionsOf(ctx.dialect);
  const builder = new Builder(ctx, opts.lib);
  try {
    if (opts.refusal) throw new NotAnalyzable(opts.refusal, builder.span(expr));
    const model = builder.build(expr);
    const value = opts.lib === 4 ? new Emit4(opts).root(model) : new Emit3(opts, ctx.rootName).root(model);
    return { node: toJsonNode(value, undefined) };
  } catch (e) {
    if (e instanceof NotAnalyzable) return { notAnalyzable: { message: `Not analysed: ${e.message}. toollint reads zod schemas statically and never runs code.`, span: e.span } };
    throw e;
  }
}

/** An MCP SDK raw shape (`{ q: z.string() }`, or `X.shape`), which the SDK wraps in z.object() before converting. */
export function zodShapeToSchemaNode(lit: TS.Expression, ctx: ZodContext): ZodResult {
  emitBudget = MAX_EMITTED_VALUES;
  const opts = optionsOf(ctx.dialect);
  const builder = new Builder(ctx, opts.lib);
  try {
    const span = builder.span(lit);
    if (opts.refusal) throw new NotAnalyzable(opts.refusal, span);
    const model = builder.objectOfShape(lit, span);
    const value = opts.lib === 4 ? new Emit4(opts).root(model) : new Emit3(opts, ctx.rootName).root(model);
    return { node: toJsonNode(value, undefined) };
  } catch (e) {
    if (e instanceof NotAnalyzable) return { notAnalyzable: { message: `Not analysed: ${e.message}. toollint reads zod schemas statically and never runs code.`, span: e.span } };
    throw e;
  }
}

/** True when the expression is a zod schema expression (a chain rooted at the zod namespace, or a const holding one). */
export function isZodExpression(expr: TS.Expression, ctx: ZodContext): boolean {
  const ts = ctx.ts;
  const seen = new Set<string>();
  let e: TS.Expression = expr;
  for (let i = 0; i < 1000; i++) {
    while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isNonNullExpression(e) || ts.isTypeAssertionExpression(e)) e = e.expression;
    if (ts.isCallExpression(e)) {
      const callee = e.expression;
      if (!ts.isPropertyAccessExpression(callee)) return false;
      const target = callee.expression;
      if (ts.isIdentifier(target) && ctx.zodNames.has(target.text)) return true;
      // `z.iso.datetime()`, `z.coerce.number()`.
      if (ts.isPropertyAccessExpression(target) && ts.isIdentifier(target.expression) && ctx.zodNames.has(target.expression.text) && ts.isIdentifier(target.name) && ZOD_NAMESPACES.has(target.name.text)) return true;
      e = target;
      continue;
    }
    if (ts.isIdentifier(e)) {
      if (ctx.zodNames.has(e.text) || seen.has(e.text)) return false;
      seen.add(e.text);
      const init = ctx.resolveConst(e.text);
      if (!init) return false;
      e = init;
      continue;
    }
    return false;
  }
  return false;
}
