// This folder converts zod code into the JSON Schema each zod major and SDK wrapper really sends (read -> model ->
// emit), and offers fixes in zod's idiom. One folder per schema library goes beside it. It never imports the rules,
// fix/ or the pipeline: the TypeScript reader calls it.
//
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
//   Every dialect is checked against the real libraries by test/converters/zod.test.ts (the openai ones through zodFunction, the
//   anthropic ones through betaZodTool).
//
// The zod API read (anything else, e.g. lazy, is not analysable):
//   effects    zod 4: z.preprocess(fn, s) and .transform() as the pipe side the wrapper converts, .refine/.superRefine
//              left out. zod 3: a ZodEffects, emitted as its inner schema (every wrapper's zod-to-json-schema has
//              effectStrategy "input"); whether its field may be omitted (or be null, for openai) is zod 3 parsing
//              undefined, which runs the function: read from its syntax by fn-eval.ts, else not analysable at it.
//   pipe       zod 4: the side the wrapper converts (its io). zod 3: a ZodPipeline, emitted as its input side with
//              pipeStrategy "input" (the MCP SDK's), else `allOf: [input, output]` (zod-to-json-schema's default, also
//              in the AI SDK's and openai's copies); a field of it may be omitted when both sides parse undefined, known
//              where the input side lets undefined through unchanged, else not analysable at the `.pipe()`.
//   factories  z.string number int boolean null any unknown never enum nativeEnum literal array tuple union
//              discriminatedUnion intersection record object strictObject looseObject optional nullable (an enum's
//              list may spread known lists, `new Set(list)`, or be Object.keys/values of a const object: read-lists.ts); z.coerce.string number
//              boolean (the plain schema; zod 3 decides a coerced field's optionality by parsing undefined, which a
//              coerced string or boolean accepts). zod 4 only: z.enum({...}) (an enum-like object, as nativeEnum),
//              z.literal([a, b]) (`enum`, typed when all values share a type), and the string formats z.email guid
//              uuid uuidv4 uuidv6 uuidv7 url httpUrl emoji nanoid cuid cuid2 ulid xid ksuid ipv4 ipv6 cidrv4 cidrv6
//              base64 base64url e164 jwt iso.datetime iso.date iso.time iso.duration (a ZodStringFormat: the format
//              is its first check; it has the length, pattern and case methods, not the format methods).
//   wrappers   .optional() .nullable() .nullish() .default(v) .catch(v) .readonly() .brand() .describe(s)
//              .meta({...}) (zod 4) .nonoptional() (zod 4) .array(). zod 4 wrappers (optional, default, catch,
//              readonly, nonoptional) emit their own keywords first (`default` for default and catch, `readOnly`,
//              then metadata) and their inner schema's after; for `required` io "input" reads a catch's inner
//              optionality (inputOptin), io "output" its inner's. zod 4's `.brand()` is the instance itself; zod 3's
//              ZodBranded, ZodReadonly and ZodCatch are their inner schema (a catch emits no default, and makes the
//              field optional and nullable). A default or catch value is a JSON literal, or what a function without
//              parameters returns (`() => []`, which zod calls); one computed at run time (`options.limit`, an env
//              read) keeps its keyword with the value unknown (unknown-defaults.ts).
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
//   intersect  `a.and(b)`, z.intersection(a, b): zod 4 `allOf` folded into one object where its members are plain
//              objects (intersections.ts; not modelled under reused "ref"), zod-to-json-schema's merged `allOf`.
//   unwrap     .unwrap() (optional, nullable, readonly; zod 4 also default, catch, nonoptional; zod 3 also brand),
//              .removeDefault(), .removeCatch(), and `X.shape.key`: the inner schema or field, the same instance.
//   objects    .strict .passthrough .loose .strip .catchall .keyof .extend .safeExtend .merge .pick .omit .partial .required: shapes
//              overlaid in JS key order (an overridden key keeps its place), unknown keys kept (merge: the merged
//              object's), fields shared by reference as at run time (zod-to-json-schema's $refs); zod 3 keeps the
//              description except on merge, zod 4's clones lose it. zod 3's `.required()` unwraps the optionals,
//              zod 4's wraps each field in a ZodNonOptional; zod 4 throws on a mask key not in the shape.
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import { agentsFallback, agentsStrict, openai7Refuses } from './agents';
import { Emit3 } from './emit-zod3';
import { Emit4 } from './emit-zod4';
import { spannedToJsonNode } from '../spanned';
import { arr, NotAnalyzable, type Span, obj, prim, resetEmitBudget, type SObj, type SProp, type SVal, type ZNode, ZOD_CLOSE_AT, ZOD_INPUT_SIDE, ZOD_OMITTED_BY, ZOD_PROPERTY_SPAN, type ZodContext, type ZodResult } from './model';
import { Builder } from './read';
import { contextOptions, openaiStrict, optionsOf, type DialectOptions } from './wrappers';
import { markUnknownDefaults } from './unknown-defaults';
import { markUnreadPieces, UNREAD_AT } from './unknown-pieces';

export { dialectForWrapper, optionsOf, withOptions, type DialectOptions } from './wrappers';
export { isZodExpression, ZOD_MODULES, zodImports } from './read-values';
export { MAX_EMITTED_VALUES, ZOD_CLOSE_AT, ZOD_INPUT_SIDE, ZOD_OMITTED_BY, ZOD_PROPERTY_SPAN, type Span, type ZodContext, type ZodDialect, type ZodResult, type ZodWrapper } from './model';

// ---------------------------------------------------------------------------------------------------------------

/** zod's values as nodes: an open object keeps where `.strict()` would close it, a field its span and what omits it. */
function toJsonNode(v: SVal, parent: JsonNode | undefined): JsonNode {
  return spannedToJsonNode<SObj, SProp>(v, parent, {
    object: (node, o) => {
      if (o.closeAt !== undefined) Object.assign(node, { [ZOD_CLOSE_AT]: o.closeAt });
      if (o.unread) Object.assign(node, { [UNREAD_AT]: o.unread });
    },
    key: (key, p) => {
      if (p.property) Object.assign(key, { [ZOD_PROPERTY_SPAN]: p.property.span, [ZOD_OMITTED_BY]: p.property.omittedBy });
    },
  });
}

/** What the OpenAI Agents SDK's tool() sends for a zod 4 schema (see agents.ts): openai 7's helper, or the SDK's own converter. */
function agentsValue(model: Parameters<Emit4['root']>[0], opts: DialectOptions): SVal {
  // A root that is not a plain z.object() (`.readonly()`, `.default()`...) is not a ZodObject to the SDK: it converts it
  // as a Standard Schema (zod 4's JSON Schema of the input, draft 2020-12), then rewrites it for strict mode.
  if (model.k !== 'object') {
    const standard = new Emit4({ ...optionsOf('zod4'), io: 'input' }).root(model);
    const type = standard.props.find((p) => p.key === 'type')?.value;
    if (!(type?.t === 'prim' && type.value === 'object')) {
      throw new NotAnalyzable("the OpenAI Agents SDK's tool() throws here: \"Tool parameter Standard Schema must produce a JSON Schema with `type: \"object\"` at the root\" (its parameters must be a z.object())", model.base);
    }
    return agentsStrict(standard);
  }
  const raw = new Emit4(opts).root(model);
  if (!openai7Refuses(raw)) {
    openaiStrict(raw);
    return agentsStrict(raw);
  }
  resetEmitBudget();
  return agentsStrict(agentsFallback(model));
}

/**
 * What the OpenAI Agents SDK's tool() sends for a zod 3 schema: openai's zodResponsesFunction (the vendored
 * zod-to-json-schema in openaiStrictMode, as zodFunction: the zod3-openai emission), then toOpenAIStrictToolSchema.
 * Where the helper throws (an optional field that is not nullable: the emission leaves it out of `required`), tool()
 * converts with its own walker (agents.ts agentsFallback, reading zod 3's `_def.description`), then the same rewrite.
 * zod 3 effects and tuples, which tool() reads its own way in either path, are not analysed.
 */
function agents3Value(model: Parameters<Emit4['root']>[0], opts: DialectOptions, rootName: string | undefined): SVal {
  if (model.k !== 'object') throw new NotAnalyzable("the OpenAI Agents SDK's tool() takes a z.object() here (toollint models other zod 3 roots for it not at all)", model.base);
  // tool() reads zod 3's effects and tuples its own way (its walker, its key order): checked not to match the helper.
  const unmodelled = findNode(model, (n) => n.k === 'effects' || n.k === 'tuple' || n.k === 'pipeline' || (n.k === 'object' && !!n.catchallSet));
  const what = (n: ZNode) => (n.k === 'tuple' ? 'tuple' : n.k === 'pipeline' ? '.pipe()' : n.k === 'object' ? '`.catchall()`' : 'refine, transform or preprocess');
  if (unmodelled) throw new NotAnalyzable(`the OpenAI Agents SDK's tool() converts a zod 3 ${what(unmodelled)} its own way, which toollint models for zod 4 only`, unmodelled.full);
  const raw = new Emit3(opts, rootName).root(model);
  const stack: SVal[] = [raw];
  for (let budget = 100_000; stack.length && budget > 0; budget--) {
    const s = stack.pop()!;
    if (s.t === 'arr') stack.push(...s.items);
    if (s.t !== 'obj') continue;
    const props = s.props.find((p) => p.key === 'properties')?.value;
    const req = s.props.find((p) => p.key === 'required')?.value;
    const listed = new Set(req?.t === 'arr' ? req.items.map((i) => (i.t === 'prim' ? i.value : undefined)) : []);
    const left = props?.t === 'obj' ? props.props.find((p) => !listed.has(p.key)) : undefined;
    // openai's helper throws on an optional field that is not nullable: tool() converts with its own walker then.
    if (left) return agentsStrict(agentsFallback(model));
    for (const p of s.props) stack.push(p.value);
  }
  return agentsStrict(raw);
}

/** The first node of the model (depth first, each instance once) that `test` accepts. */
function findNode(root: ZNode, test: (n: ZNode) => boolean): ZNode | undefined {
  const seen = new Set<ZNode>();
  const stack = [root];
  while (stack.length && seen.size < 100_000) {
    const n = stack.pop()!;
    if (seen.has(n)) continue;
    seen.add(n);
    if (test(n)) return n;
    if ('inner' in n) stack.push(n.inner);
    if (n.k === 'array') stack.push(n.element);
    if (n.k === 'tuple') stack.push(...n.items, ...(n.rest ? [n.rest] : []));
    if (n.k === 'union') stack.push(...n.options);
    if (n.k === 'intersection') stack.push(n.left, n.right);
    if (n.k === 'object') stack.push(...n.shape.map((p) => p.value), ...(n.catchall ? [n.catchall] : []));
    if (n.k === 'record') stack.push(n.value, ...(n.key ? [n.key] : []));
    if (n.k === 'pipeline') stack.push(n.out);
  }
  return undefined;
}

/** A JSON Schema literal's tree as spanned values (each object property spanning its whole `key: value`). */
function fromJsonNode(n: JsonNode): SVal {
  const span = { offset: n.offset, length: n.length };
  if (n.type === 'object') {
    const o = obj(span);
    for (const p of n.children ?? []) {
      const [k, v] = p.children ?? [];
      if (!k || !v) continue;
      o.props.push({ key: String(k.value), keySpan: { offset: k.offset, length: k.length }, value: fromJsonNode(v), property: { span: { offset: p.offset, length: p.length } } });
    }
    return o;
  }
  if (n.type === 'array') return arr((n.children ?? []).map(fromJsonNode), span);
  return prim(n.value as string | number | boolean | null, span);
}

/**
 * What the OpenAI Agents SDK's tool() sends for a JSON Schema literal in strict mode (prepareOpenAIStrictToolSchema:
 * every property required, an optional one made nullable, objects closed), or why the SDK throws on it.
 */
export function agentsJsonSchemaNode(literal: JsonNode): ZodResult {
  resetEmitBudget();
  try {
    const v = fromJsonNode(literal);
    if (v.t !== 'obj') throw new NotAnalyzable("the OpenAI Agents SDK's tool() throws here: its parameters must be a JSON Schema object", v.span);
    return { node: toJsonNode(agentsStrict(v), undefined) };
  } catch (e) {
    if (e instanceof NotAnalyzable) return { notAnalyzable: { message: `Not analysed: ${e.message}.`, span: e.span } };
    throw e;
  }
}

/** The JSON Schema a zod expression produces at run time in the given dialect, or why it cannot be known statically. */
export function zodToSchemaNode(expr: TS.Expression, ctx: ZodContext): ZodResult {
  return converted(ctx, expr, (builder) => builder.build(expr));
}

/**
 * `schema.description` of a zod expression, as the run time answers it: zod 3's `_def.description` (what
 * `.describe()` set, and the wrappers that copy it), zod 4's registry description (`.describe()`/`.meta()`, inherited
 * by checks). None: the getter returns undefined.
 */
export function zodDescription(expr: TS.Expression, ctx: ZodContext): { description?: { value: string; span: Span } } | { notAnalyzable: { message: string; span: Span } } {
  const opts = contextOptions(ctx);
  const builder = new Builder(ctx, opts.lib);
  try {
    const model = builder.build(expr);
    if (opts.lib === 3) return { description: model.desc && { value: model.desc.value, span: model.desc.arg } };
    const m = model.meta?.find((e) => e.key === 'description');
    if (!m) return {};
    if (m.value.t !== 'prim' || typeof m.value.value !== 'string') throw new NotAnalyzable('a description in .meta() that is not a string', m.keySpan);
    return { description: { value: m.value.value, span: m.value.span } };
  } catch (e) {
    if (e instanceof NotAnalyzable) return { notAnalyzable: { message: `Not analysed: ${e.message}. toollint reads zod schemas statically and never runs code.`, span: e.span } };
    throw e;
  }
}

/** An MCP SDK raw shape (`{ q: z.string() }`, or `X.shape`), which the SDK wraps in z.object() before converting. */
export function zodShapeToSchemaNode(lit: TS.Expression, ctx: ZodContext): ZodResult {
  return converted(ctx, lit, (builder) => builder.objectOfShape(lit, builder.span(lit)));
}

/**
 * `z.object(fields)` of fields a loop assigns one by one (brightdata's `for (let input of inputs) parameters[input] =
 * z.string()`, tool-loops.ts): each key, the code that names it, and the zod expression it gets, spanning `at`.
 */
export function zodFieldsToSchemaNode(fields: { key: string; at: TS.Node; value: TS.Expression }[], at: TS.Expression, ctx: ZodContext): ZodResult {
  return converted(ctx, at, (builder) => {
    const span = builder.span(at);
    const shape = fields.map((f) => ({ key: f.key, keySpan: builder.span(f.at), span: builder.span(f.at), value: builder.build(f.value, 1), use: builder.span(f.value) }));
    return { k: 'object', shape, shapeSpan: span, unknownKeys: 'strip', full: span, base: span } as ZNode;
  });
}

/**
 * What a conversion the project's own code calls emits (`toJSONSchema(z.object(shape).strict(), opts)` in a helper
 * given `shape`): `expr` read as a schema, or as the fields of `z.object(expr)` (`shape`), then closed or opened as a
 * `.strict()`/`.passthrough()` written with the conversion does, spanning `at`. Options: withOptions on `ctx`.
 */
export function zodConversionToSchemaNode(expr: TS.Expression, ctx: ZodContext, how: { shape: boolean; unknownKeys?: 'strict' | 'passthrough' | 'loose' | 'strip'; at: Span }): ZodResult {
  return converted(ctx, expr, (builder) => {
    const base = how.shape ? builder.objectOfShape(expr, builder.span(expr)) : builder.build(expr);
    return how.unknownKeys ? builder.withUnknownKeys(base, how.unknownKeys, how.at, base.full) : base;
  });
}

/** One conversion: the model `read` builds, emitted as the dialect emits it, or why it is not analysed. */
function converted(ctx: ZodContext, at: TS.Expression, read: (builder: Builder) => Parameters<Emit4['root']>[0]): ZodResult {
  resetEmitBudget();
  const opts = contextOptions(ctx);
  const builder = new Builder(ctx, opts.lib);
  try {
    if (opts.refusal) throw new NotAnalyzable(opts.refusal, builder.span(at));
    const model = read(builder);
    if (opts.rootEffects && model.k === 'effects') throw new NotAnalyzable(opts.rootEffects, model.call);
    const value = opts.agents ? (opts.lib === 3 ? agents3Value(model, opts, ctx.rootName) : agentsValue(model, opts)) : opts.lib === 4 ? new Emit4(opts).root(model) : new Emit3(opts, ctx.rootName).root(model);
    const node = toJsonNode(value, undefined);
    markUnknownDefaults(node, ctx.source.text);
    markUnreadPieces(node, ctx.source.text);
    if (opts.lib === 4 && opts.io === 'input' && !opts.agents) Object.assign(node, { [ZOD_INPUT_SIDE]: true });
    return { node };
  } catch (e) {
    if (e instanceof NotAnalyzable) return { notAnalyzable: { message: `Not analysed: ${e.message}. toollint reads zod schemas statically and never runs code.`, span: e.span } };
    throw e;
  }
}
