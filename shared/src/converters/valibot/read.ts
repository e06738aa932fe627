// Valibot code -> the schema objects Valibot builds from it (model.ts), read from the syntax only: each Valibot
// function one case, a const or an import read where it is defined (through the context), anything else kept as an
// unknown part with the reason.
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import type { Span, VAction, VItem, VNode, VSchema } from './model';

export interface ValibotReadContext {
  ts: typeof TS;
  source: TS.SourceFile;
  /** The Valibot export a call's callee names (`v.object` -> `object`), if it is one of Valibot's. */
  method(call: TS.CallExpression): string | undefined;
  /** A literal argument (a description, a picklist's options, a default) read as the literal reader does. */
  value(expr: TS.Expression): JsonNode | undefined;
  /** A node for a value known only at run time, with the reason. */
  runtime(at: TS.Node, why: string): JsonNode;
  /** A name or member (a const of this file, an import) read as the Valibot schema it holds, where it is defined. */
  resolve(expr: TS.Expression, depth: number): VNode | undefined;
  /** What this reading may still build: shared consts read at every use expand (see literals.ts's MAX_READ_NODES). */
  budget: { left: number };
  /** A TypeScript `enum` a name refers to, as the values of its members in order (what v.enum takes from it). */
  enumValues?(expr: TS.Expression): (string | number)[] | undefined;
}

const MAX_DEPTH = 100;

/** Schemas that take no schema argument: their type is their name (toJsonSchema converts some, emit.ts says which). */
const PLAIN = new Set(['any', 'unknown', 'never', 'boolean', 'null', 'number', 'string', 'bigint', 'blob', 'date', 'file', 'function', 'instance', 'map', 'set', 'nan', 'promise', 'symbol', 'undefined', 'void', 'custom']);
const OBJECTS = new Set(['object', 'looseObject', 'strictObject', 'objectWithRest']);
const TUPLES = new Set(['tuple', 'looseTuple', 'strictTuple', 'tupleWithRest']);
const WRAPPERS = new Set(['optional', 'exactOptional', 'undefinedable', 'nullable', 'nullish', 'nonNullable', 'nonNullish', 'nonOptional']);
/** Valibot functions that return their first argument's schema with something toJsonSchema does not read. */
const SAME_SCHEMA = new Set(['fallback', 'config', 'message']);

/** `looseObject` -> `loose_object`, `minLength` -> `min_length`: the type Valibot gives what the function builds. */
export function snake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** `enum_` -> `enum`, `objectAsync` -> `object`: the async variants and the underscored aliases build the same. */
function baseName(name: string): string {
  return name.replace(/_$/, '').replace(/Async$/, '');
}

function spanOf(ctx: ValibotReadContext, node: TS.Node): Span {
  const start = node.getStart(ctx.source);
  return { offset: start, length: node.getEnd() - start };
}

/** A part not read: because its code cannot be read statically, or (bound) because the reading stops there. */
function unknownAt(ctx: ValibotReadContext, at: TS.Node, why: string, bound = false): VNode {
  return bound ? { kind: 'unknown', node: ctx.runtime(at, why) } : { kind: 'unknown', node: ctx.runtime(at, why), unread: true };
}

function unwrap(ts: typeof TS, e: TS.Expression): TS.Expression {
  while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isNonNullExpression(e)) e = e.expression;
  return e;
}

/** True when the expression is a call of a Valibot function (the first link a reader needs to take code for Valibot). */
export function isValibotCall(ctx: Pick<ValibotReadContext, 'ts' | 'method'>, expr: TS.Expression): boolean {
  const e = unwrap(ctx.ts, expr);
  return ctx.ts.isCallExpression(e) && ctx.method(e) !== undefined;
}

/** The Valibot schema an expression builds, as Valibot's own objects (model.ts). */
export function readValibot(expr: TS.Expression, ctx: ValibotReadContext, depth = 0): VNode {
  const ts = ctx.ts;
  const e = unwrap(ts, expr);
  if (depth > MAX_DEPTH) return unknownAt(ctx, e, 'the Valibot schema nests too deeply', true);
  if (ctx.budget.left-- <= 0) return unknownAt(ctx, e, 'the Valibot schema expands to too many parts through consts it uses more than once', true);
  if (!ts.isCallExpression(e)) return ctx.resolve(e, depth + 1) ?? unknownAt(ctx, e, 'a value that is not a Valibot schema toollint can read (a call of Valibot, or a const holding one)');
  const name = ctx.method(e);
  if (name === undefined) return unknownAt(ctx, e, `\`${calleeText(ctx, e)}(...)\` is not a Valibot function, so its schema is known only at run time`);
  return schemaCall(e, baseName(name), ctx, depth);
}

function calleeText(ctx: ValibotReadContext, call: TS.CallExpression): string {
  return call.expression.getText(ctx.source).slice(0, 40);
}

function schemaCall(call: TS.CallExpression, name: string, ctx: ValibotReadContext, depth: number): VNode {
  const ts = ctx.ts;
  const args = call.arguments;
  const span = spanOf(ctx, call);
  const sub = (a: TS.Expression | undefined): VNode => (a ? readValibot(a, ctx, depth + 1) : unknownAt(ctx, call, `\`v.${name}\` without its schema`));
  const schema = (type: string, parts: Partial<VSchema> = {}): VSchema => ({ kind: 'schema', type, span, ...parts });
  if (PLAIN.has(name)) return schema(name);
  if (OBJECTS.has(name)) {
    const entries = objectEntries(args[0], call, ctx, depth);
    if (!Array.isArray(entries)) return entries as VNode;
    return schema(snake(name), { entries, ...(name === 'objectWithRest' ? { rest: sub(args[1]) } : {}) });
  }
  if (TUPLES.has(name)) {
    const list = args[0] && unwrap(ts, args[0]);
    if (!list || !ts.isArrayLiteralExpression(list) || list.elements.some((el) => ts.isSpreadElement(el))) return unknownAt(ctx, args[0] ?? call, `a \`v.${name}\` whose items are not a list written here`);
    return schema(snake(name), { members: list.elements.map((el) => sub(el)), ...(name === 'tupleWithRest' ? { rest: sub(args[1]) } : {}) });
  }
  if (WRAPPERS.has(name)) {
    const parts: Partial<VSchema> = { wrapped: sub(args[0]) };
    if (args[1] && (name === 'optional' || name === 'exactOptional' || name === 'undefinedable' || name === 'nullable' || name === 'nullish')) {
      const d = defaultValue(args[1], ctx);
      if (d) parts.default = d;
    }
    return schema(snake(name), parts);
  }
  if (SAME_SCHEMA.has(name)) return sub(args[0]);
  switch (name) {
    case 'array':
      return schema('array', { item: sub(args[0]) });
    case 'record':
      return schema('record', { key: sub(args[0]), value: sub(args[1]) });
    case 'literal': {
      const lit = args[0] && unwrap(ts, args[0]);
      if (lit && (ts.isBigIntLiteral(lit) || (ts.isCallExpression(lit) && ts.isIdentifier(lit.expression) && (lit.expression.text === 'Symbol' || lit.expression.text === 'BigInt')))) {
        return schema('literal', { literal: ctx.runtime(lit, 'a literal JSON has no form for'), nonJson: true });
      }
      const v = args[0] && ctx.value(args[0]);
      return v ? schema('literal', { literal: v }) : unknownAt(ctx, args[0] ?? call, 'a `v.literal` of a value known only at run time');
    }
    case 'picklist': {
      const list = args[0] && ctx.value(args[0]);
      if (!list || list.type !== 'array') return unknownAt(ctx, args[0] ?? call, 'a `v.picklist` whose options are not a list toollint can read');
      return schema('picklist', { options: list.children ?? [] });
    }
    case 'enum': {
      // Valibot takes an enum object's values whose keys are not numbers (TypeScript's reverse mappings).
      const values = args[0] && ctx.enumValues?.(args[0]);
      if (values) {
        const at = spanOf(ctx, args[0]!);
        return schema('enum', { options: values.map((value) => ({ type: typeof value === 'number' ? 'number' : 'string', value, ...at }) as JsonNode) });
      }
      const obj = args[0] && ctx.value(args[0]);
      if (!obj || obj.type !== 'object') return unknownAt(ctx, args[0] ?? call, 'a `v.enum` of something other than an object toollint can read');
      const options = (obj.children ?? []).filter((p) => Number.isNaN(Number(p.children?.[0]?.value))).map((p) => p.children![1]!);
      return schema('enum', { options });
    }
    case 'keyof': {
      const of = sub(args[0]);
      if (of.kind !== 'schema' || !of.entries) return of.kind === 'unknown' ? of : unknownAt(ctx, call, '`v.keyof` of a schema that is not an object');
      return schema('picklist', { options: of.entries.map((en) => ({ type: 'string', value: en.key, offset: en.span.offset, length: en.span.length }) as JsonNode) });
    }
    case 'union':
    case 'intersect':
    case 'variant': {
      const listArg = name === 'variant' ? args[1] : args[0];
      const list = listArg && unwrap(ts, listArg);
      if (!list || !ts.isArrayLiteralExpression(list) || list.elements.some((el) => ts.isSpreadElement(el))) return unknownAt(ctx, listArg ?? call, `a \`v.${name}\` whose options are not a list written here`);
      return schema(name, { members: list.elements.map((el) => sub(el)) });
    }
    case 'pipe': {
      if (!args[0]) return unknownAt(ctx, call, 'a `v.pipe` without its schema');
      const first = sub(args[0]);
      if (first.kind === 'unknown') return first;
      const pipe: VItem[] = [first, ...args.slice(1).map((a) => pipeItem(a, ctx, depth))];
      return { ...first, span, pipe };
    }
    case 'partial':
    case 'required':
    case 'pick':
    case 'omit':
      return objectMethod(call, name, sub(args[0]), ctx);
    case 'lazy': {
      // toJsonSchema calls the getter once, with undefined: one that reads its input is known only at run time.
      const fn = args[0] && unwrap(ts, args[0]);
      const body = fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && fn.parameters.length === 0 ? returnedExpression(ts, fn) : undefined;
      if (!body) return unknownAt(ctx, args[0] ?? call, 'a `v.lazy` whose getter is not a function without parameters returning a schema');
      let got: VNode | undefined;
      return schema('lazy', { getter: () => (got ??= readValibot(body, ctx, depth + 1)) });
    }
    default:
      return unknownAt(ctx, call, `\`v.${name}\` is not a Valibot schema toollint models (it is an action, or a schema it does not read)`);
  }
}

/** What a getter returns: its expression body, or the one `return` of its block. */
function returnedExpression(ts: typeof TS, fn: TS.ArrowFunction | TS.FunctionExpression): TS.Expression | undefined {
  if (!ts.isBlock(fn.body)) return fn.body;
  const [only] = fn.body.statements;
  return fn.body.statements.length === 1 && only && ts.isReturnStatement(only) ? only.expression : undefined;
}

/** A pipe item: an action call (any Valibot function that is not a schema), or a schema. */
function pipeItem(arg: TS.Expression, ctx: ValibotReadContext, depth: number): VItem {
  const ts = ctx.ts;
  const e = unwrap(ts, arg);
  const name = ts.isCallExpression(e) ? ctx.method(e) : undefined;
  if (!ts.isCallExpression(e) || name === undefined) return readValibot(e, ctx, depth + 1);
  const base = baseName(name);
  if (isSchemaFunction(base)) return readValibot(e, ctx, depth + 1);
  const action: VAction = { kind: 'action', type: snake(base), span: spanOf(ctx, e) };
  const first = e.arguments[0] && unwrap(ts, e.arguments[0]);
  if (first && ts.isRegularExpressionLiteral(first)) {
    const text = first.text;
    const end = text.lastIndexOf('/');
    action.regex = { source: text.slice(1, end), flags: text.slice(end + 1) };
  } else if (first && !ts.isArrowFunction(first) && !ts.isFunctionExpression(first)) {
    const v = ctx.value(first);
    if (v) action.arg = v;
  }
  return action;
}

/** True for a Valibot function that builds a schema (not an action), by its name (`object`, `optionalAsync`, `enum_`). */
export function isSchemaFunction(name: string): boolean {
  name = baseName(name);
  return PLAIN.has(name) || OBJECTS.has(name) || TUPLES.has(name) || WRAPPERS.has(name) || SAME_SCHEMA.has(name) || ['array', 'record', 'literal', 'picklist', 'enum', 'keyof', 'union', 'intersect', 'variant', 'pipe', 'partial', 'required', 'pick', 'omit', 'lazy'].includes(name);
}

/** A default (`v.optional(v.string(), 'x')`); toJsonSchema calls a function default, so one returning a literal is read. */
function defaultValue(arg: TS.Expression, ctx: ValibotReadContext): JsonNode | undefined {
  const ts = ctx.ts;
  const e = unwrap(ts, arg);
  if (ts.isArrowFunction(e) || ts.isFunctionExpression(e)) {
    const body = ts.isArrowFunction(e) && !ts.isBlock(e.body) ? e.body : undefined;
    return body && e.parameters.length === 0 ? ctx.value(body) : ctx.runtime(e, 'a default that a function computes at run time');
  }
  return ctx.value(e);
}

/** The entries of `v.object({...})`: written here, shorthand, or spread from another object schema's `.entries`. */
function objectEntries(arg: TS.Expression | undefined, call: TS.CallExpression, ctx: ValibotReadContext, depth: number): VSchema['entries'] | VNode {
  const ts = ctx.ts;
  const obj = arg && unwrap(ts, arg);
  if (!obj || !ts.isObjectLiteralExpression(obj)) {
    // `v.object(Base.entries)`: another object schema's entries.
    const spread = obj && entriesOf(obj, ctx, depth);
    return spread ?? unknownAt(ctx, arg ?? call, 'a Valibot object whose entries are not an object literal');
  }
  const entries: NonNullable<VSchema['entries']> = [];
  const put = (key: string, span: Span, schema: VNode) => {
    const i = entries.findIndex((en) => en.key === key);
    if (i >= 0) entries[i] = { key, span: entries[i]!.span, schema };
    else entries.push({ key, span, schema });
  };
  for (const p of obj.properties) {
    if (ts.isSpreadAssignment(p)) {
      const spread = entriesOf(unwrap(ts, p.expression), ctx, depth);
      if (!spread || !Array.isArray(spread)) return spread && !Array.isArray(spread) ? spread : unknownAt(ctx, p, 'a spread toollint cannot read into a Valibot object (it reads `...Other.entries` of an object schema)');
      for (const en of spread) put(en.key, en.span, en.schema);
      continue;
    }
    const key = p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name) || ts.isNumericLiteral(p.name) || ts.isNoSubstitutionTemplateLiteral(p.name)) ? p.name.text : undefined;
    if (key === undefined) return unknownAt(ctx, p, 'a Valibot object entry whose key is computed or a method');
    const value = ts.isPropertyAssignment(p) ? p.initializer : ts.isShorthandPropertyAssignment(p) ? p.name : undefined;
    if (!value) return unknownAt(ctx, p, 'a Valibot object entry that is a method or accessor');
    put(key, spanOf(ctx, p), readValibot(value, ctx, depth + 1));
  }
  return entries;
}

/** `Base.entries`: the entries of the object schema `Base` holds; undefined for anything else. */
function entriesOf(e: TS.Expression, ctx: ValibotReadContext, depth: number): VSchema['entries'] | VNode | undefined {
  const ts = ctx.ts;
  if (!ts.isPropertyAccessExpression(e) || e.name.text !== 'entries') return undefined;
  const of = readValibot(e.expression, ctx, depth + 1);
  if (of.kind === 'unknown') return of;
  return of.entries && !of.pipe ? of.entries : undefined;
}

/** `v.partial(S)`, `v.required(S)`, `v.pick(S, keys)`, `v.omit(S, keys)` of an object schema, as Valibot rebuilds it. */
function objectMethod(call: TS.CallExpression, name: string, of: VNode, ctx: ValibotReadContext): VNode {
  if (of.kind === 'unknown') return of;
  if (!of.entries) return unknownAt(ctx, call, `\`v.${name}\` of a schema that is not an object`);
  const span = spanOf(ctx, call);
  const keysArg = call.arguments[1];
  let keys: string[] | undefined;
  if (keysArg) {
    const list = ctx.value(keysArg);
    // `v.required(S, 'message')`: a message, not keys.
    const message = name === 'required' && list?.type === 'string';
    if (!message && (!list || list.type !== 'array' || (list.children ?? []).some((c) => c.type !== 'string'))) return unknownAt(ctx, keysArg, `the keys of a \`v.${name}\` that are not a list of strings written here`);
    if (!message) keys = (list!.children ?? []).map((c) => c.value as string);
  }
  // Valibot spreads the schema (its type, its rest, and its pipe: a pipe's first schema keeps the old entries) and
  // sets new entries: pick in the order of its keys, the others in the object's order.
  const base: VSchema = { ...of, span, entries: [] };
  if (name === 'pick') {
    const picked = (keys ?? []).map((k) => of.entries!.find((en) => en.key === k));
    if (picked.some((en) => !en)) return unknownAt(ctx, keysArg ?? call, '`v.pick` of a key the object does not have (Valibot then fails at run time)');
    base.entries = picked as NonNullable<VSchema['entries']>;
  } else if (name === 'omit') base.entries = of.entries.filter((en) => !keys?.includes(en.key));
  else {
    const wrap = name === 'partial' ? 'optional' : 'non_optional';
    base.entries = of.entries.map((en) => (keys === undefined || keys.includes(en.key) ? { ...en, schema: { kind: 'schema', type: wrap, span, wrapped: en.schema } as VSchema } : en));
  }
  return base;
}
