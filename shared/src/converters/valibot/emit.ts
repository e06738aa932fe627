// Valibot's schema objects (model.ts) -> the JSON Schema that toJsonSchema of @valibot/to-json-schema 1.8 returns for
// them: convertSchema's cases one by one, keys in its order, `$schema` last. Where toJsonSchema throws (a schema or
// action it cannot convert, with errorMode 'throw', its default), nothing is sent: the whole schema is a run-time
// node that says so, at the code that makes it throw.
import type { Node as JsonNode } from 'jsonc-parser';
import { convertAction } from './actions';
import { DArr, Draft, type DV, Ext, plain, toNode } from './draft';
import { type Span, type ToJsonSchemaConfig, UNREAD_FIELD, type VItem, type VNode, type VSchema, type VUnknown } from './model';

export interface EmitContext {
  config: ToJsonSchemaConfig;
  /** A node for a value known only at run time, spanning `span`. */
  runtime(span: Span, why: string): JsonNode;
  /** Who calls toJsonSchema, for the message when it throws (`tmcp's Valibot adapter`). */
  caller: string;
  /** What the file's conversions may still draft together (each takes at most MAX_EMITTED of it). */
  fileBudget: { left: number };
}

class Thrown {
  constructor(
    readonly message: string,
    readonly span: Span,
  ) {}
}

const MAX_DEPTH = 200;
/** Most schema objects one conversion drafts: a const used twice in each of many consts expands exponentially. */
export const MAX_EMITTED = 5_000;

class TooBig {
  constructor(readonly span: Span) {}
}
/** The transformations after which typeMode 'input' stops reading a pipe. */
const INPUT_STOPS = new Set(['find_item', 'parse_json', 'raw_transform', 'reduce_items', 'stringify_json', 'to_bigint', 'to_boolean', 'to_date', 'to_number', 'to_string', 'transform']);
const OPTIONAL = new Set(['exact_optional', 'nullish', 'optional']);

/** What toJsonSchema(schema, config) returns, as nodes spanning the Valibot code; a run-time node where it throws. */
export function valibotJsonSchema(schema: VNode, at: Span, ctx: EmitContext): JsonNode {
  const actions = { config: ctx.config, runtime: ctx.runtime, error: (message: string, span: Span) => fail(ctx, message, span) };
  try {
    const budget = { left: Math.min(MAX_EMITTED, ctx.fileBudget.left) };
    const refs: Refs = { ids: new Map(), got: new Map(), definitions: new Draft(at), count: 0 };
    const start = budget.left;
    let out: Draft | Ext;
    try {
      out = convert(new Draft(at), schema, ctx, actions, 0, budget, refs);
    } finally {
      ctx.fileBudget.left -= start - budget.left;
    }
    if (out instanceof Ext) return out.node;
    const target = ctx.config.target ?? 'draft-07';
    out.set('$schema', target === 'draft-2020-12' ? 'https://json-schema.org/draft/2020-12/schema' : 'http://json-schema.org/draft-07/schema#', at);
    if (refs.ids.size) out.set('$defs', refs.definitions, at);
    return toNode(out, at);
  } catch (e) {
    if (e instanceof TooBig) return ctx.runtime(e.span, ctx.fileBudget.left <= 0 ? "the file's Valibot schemas expand to too many schema objects through consts they use more than once" : `the Valibot schema expands to more than ${MAX_EMITTED} schema objects through consts it uses more than once`);
    if (!(e instanceof Thrown)) throw e;
    return ctx.runtime(e.span, `${ctx.caller} throws here, so no schema is sent: toJsonSchema (@valibot/to-json-schema) says "${e.message}"`);
  }
}

function fail(ctx: EmitContext, message: string, span: Span): void {
  if (ctx.config.errorMode === 'ignore' || ctx.config.errorMode === 'warn') return;
  throw new Thrown(message, span);
}

type Actions = Parameters<typeof convertAction>[2];

/** toJsonSchema's references: v.lazy's schemas by identity (the same const read once is one model), their definitions. */
interface Refs {
  ids: Map<VNode, string>;
  got: Map<VSchema, VNode>;
  definitions: Draft;
  count: number;
}

function flatten(pipe: VItem[]): VItem[] {
  return pipe.flatMap((item) => (item.kind === 'schema' && item.pipe ? flatten(item.pipe) : [item]));
}

/** convertSchema: fills `d` for `s` (an unknown part: its run-time node instead). */
function convert(d: Draft, s: VNode, ctx: EmitContext, actions: Actions, depth: number, budget: { left: number }, refs: Refs, skipRef = false): Draft | Ext {
  if (s.kind === 'unknown') return new Ext(s.node);
  if (depth > MAX_DEPTH) return new Ext(ctx.runtime(s.span, 'the Valibot schema nests too deeply'));
  if (budget.left-- <= 0) throw new TooBig(s.span);
  const known = skipRef ? undefined : refs.ids.get(s);
  if (known !== undefined) {
    d.set('$ref', `#/$defs/${known.replaceAll('~', '~0').replaceAll('/', '~1')}`, s.span);
    return d;
  }
  if (s.pipe) return convertPipe(d, s, ctx, actions, depth, budget, refs);
  const sub = (x: VNode | undefined, span: Span): DV => (x ? convert(new Draft(x.kind === 'schema' ? x.span : span), x, ctx, actions, depth + 1, budget, refs) : new Ext(ctx.runtime(span, 'a part of the schema toollint did not read')));
  const at = s.span;
  const target = ctx.config.target ?? 'draft-07';
  switch (s.type) {
    case 'boolean':
    case 'null':
    case 'number':
    case 'string':
      d.set('type', s.type, at);
      break;
    case 'array':
      d.set('type', 'array', at);
      d.set('items', sub(s.item, at), at);
      break;
    case 'tuple':
    case 'tuple_with_rest':
    case 'loose_tuple':
    case 'strict_tuple': {
      d.set('type', 'array', at);
      const items = new DArr((s.members ?? []).map((m) => sub(m, at)), at);
      if (target === 'draft-2020-12') {
        d.set('prefixItems', items, at);
        d.set('minItems', items.items.length, at);
        if (s.type === 'tuple_with_rest') d.set('items', sub(s.rest, at), at);
        else if (s.type === 'strict_tuple') d.set('items', false, at);
      } else {
        d.set('items', items, at);
        d.set('minItems', items.items.length, at);
        if (s.type === 'tuple_with_rest') d.set('additionalItems', sub(s.rest, at), at);
        else if (s.type === 'strict_tuple') d.set('additionalItems', false, at);
      }
      break;
    }
    case 'object':
    case 'object_with_rest':
    case 'loose_object':
    case 'strict_object': {
      d.set('type', 'object', at);
      const properties = new Draft(at);
      const required = new DArr([], at);
      d.set('properties', properties, at);
      d.set('required', required, at);
      for (const en of s.entries ?? []) {
        // `properties.__proto__ = ...` sets the object's prototype: JSON has no such property.
        // A field whose code cannot be read is kept, marked (the reader makes it an unknown schema the tool keeps).
        const unread = unreadField(en.schema);
        const value = unread ? new Ext(Object.assign({ ...unread.node }, { [UNREAD_FIELD]: true })) : sub(en.schema, en.span);
        if (en.key !== '__proto__') properties.set(en.key, value, en.span);
        if (!(en.schema.kind === 'schema' && OPTIONAL.has(en.schema.type))) required.items.push(en.key);
      }
      if (s.type === 'object_with_rest') d.set('additionalProperties', sub(s.rest, at), at);
      else if (s.type === 'strict_object') d.set('additionalProperties', false, at);
      break;
    }
    case 'record': {
      if (s.key?.kind === 'schema' && s.key.type !== 'string') actions.error(`The "record" schema with the "${s.key.type}" schema for the key cannot be converted to JSON Schema.`, s.key.span);
      d.set('type', 'object', at);
      d.set('propertyNames', sub(s.key, at), at);
      d.set('additionalProperties', sub(s.value, at), at);
      break;
    }
    case 'any':
    case 'unknown':
      break;
    case 'never':
      d.set('not', new Draft(at), at);
      break;
    case 'nullable':
    case 'nullish': {
      const nul = new Draft(at);
      nul.set('type', 'null', at);
      d.set('anyOf', new DArr([sub(s.wrapped, at), nul], at), at);
      if (s.default) d.set('default', new Ext(s.default), at);
      break;
    }
    case 'exact_optional':
    case 'optional':
    case 'undefinedable': {
      if (!s.wrapped) return new Ext(ctx.runtime(at, 'an optional schema without its wrapped schema'));
      const inner = convert(d, s.wrapped, ctx, actions, depth + 1, budget, refs);
      if (inner instanceof Ext) return inner;
      if (s.default) inner.set('default', new Ext(s.default), at);
      return inner;
    }
    case 'literal': {
      const v = plain(s.literal);
      if (s.nonJson || (s.literal && v !== undefined && !isConst(v))) actions.error('The value of the "literal" schema is not JSON compatible.', at);
      else d.set('const', new Ext(s.literal!), at);
      break;
    }
    case 'enum':
    case 'picklist': {
      const options = s.options ?? [];
      const values = options.map(plain);
      if (values.some((v) => v !== undefined && !(typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))))) {
        actions.error(`An option of the "${s.type}" schema is not JSON compatible.`, at);
        break;
      }
      d.set('enum', new DArr(options.map((o) => new Ext(o)), at), at);
      if (values.some((v) => v === undefined)) d.set('type', new Ext(ctx.runtime(at, 'the type of options known only at run time')), at);
      else if (values.every((v) => typeof v === 'string')) d.set('type', 'string', at);
      else if (values.every((v) => typeof v === 'number')) d.set('type', 'number', at);
      else d.set('type', new DArr(['string', 'number'], at), at);
      break;
    }
    case 'union':
      d.set('anyOf', new DArr((s.members ?? []).map((m) => sub(m, at)), at), at);
      break;
    case 'variant':
      d.set('oneOf', new DArr((s.members ?? []).map((m) => sub(m, at)), at), at);
      break;
    case 'intersect':
      d.set('allOf', new DArr((s.members ?? []).map((m) => sub(m, at)), at), at);
      break;
    case 'lazy': {
      let wrapped = refs.got.get(s);
      if (!wrapped) refs.got.set(s, (wrapped = s.getter!()));
      if (wrapped.kind === 'unknown') return new Ext(wrapped.node);
      let id = refs.ids.get(wrapped);
      if (id === undefined) {
        while (refs.definitions.has(String(refs.count))) refs.count++;
        id = String(refs.count++);
        refs.ids.set(wrapped, id);
        const def = convert(new Draft(wrapped.span), wrapped, ctx, actions, depth + 1, budget, refs, true);
        refs.definitions.set(id, def, wrapped.span);
      }
      d.set('$ref', `#/$defs/${id}`, at);
      break;
    }
    default:
      actions.error(`The "${s.type}" schema cannot be converted to JSON Schema.`, at);
  }
  return d;
}

/** A field's schema that is code toollint cannot read, also inside v.optional() (which sends what it wraps). */
function unreadField(s: VNode): VUnknown | undefined {
  for (let i = 0; i < MAX_DEPTH; i++) {
    if (s.kind === 'unknown') return s.unread ? s : undefined;
    if (s.pipe || !s.wrapped || s.default || !['optional', 'exact_optional', 'undefinedable'].includes(s.type)) return undefined;
    s = s.wrapped;
  }
  return undefined;
}

function isConst(v: unknown): boolean {
  return typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v)) || typeof v === 'string';
}

/** A pipe: its schema, then its actions in order (typeMode 'input' stops before a later schema or a transformation). */
function convertPipe(d: Draft, s: VSchema, ctx: EmitContext, actions: Actions, depth: number, budget: { left: number }, refs: Refs): Draft | Ext {
  const flat = flatten(s.pipe!);
  let start = 0;
  let stop = flat.length - 1;
  if (ctx.config.typeMode === 'input') {
    const i = flat.slice(1).findIndex((item) => item.kind === 'schema' || (item.kind === 'action' && INPUT_STOPS.has(item.type)));
    if (i !== -1) stop = i;
  } else if (ctx.config.typeMode === 'output') {
    const i = flat.map((item) => item.kind === 'schema').lastIndexOf(true);
    if (i !== -1) start = i;
  }
  let out: Draft = d;
  for (let i = start; i <= stop; i++) {
    const item = flat[i]!;
    if (item.kind === 'unknown') return new Ext(item.node);
    if (item.kind === 'schema') {
      if (i > start) actions.error('Set the "typeMode" config to "input" or "output" to convert pipelines with multiple schemas.', item.span);
      const next = convert(out, { ...item, pipe: undefined }, ctx, actions, depth + 1, budget, refs, true);
      if (next instanceof Ext) return next;
      out = next;
    } else convertAction(out, item, actions);
  }
  return out;
}
