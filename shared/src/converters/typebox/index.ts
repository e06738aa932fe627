// This folder reads TypeBox schemas (`Type.Object({...})`) statically, as TypeBox builds them: a TypeBox schema is a
// JSON Schema object at run time, so each call is one object whose keys come in the order the package writes them.
// It never imports the rules, the fixes or the pipeline.
//
// Modelled (checked against @sinclair/typebox 0.34.52 and typebox 1.4.3 in test/converters/typebox.test.ts):
//   String Number Integer Boolean Null Any Unknown Literal Array Object Optional Readonly ReadonlyOptional Union
//   Tuple Record(String, V) Enum, each with its options object. 0.34 writes the options first (`{ ...options,
//   type }`), 1.x after the type's own keys; literals are `{ const, type }` in 0.34 and `{ type, const }` in 1.x; a
//   tuple in 1.x has no maxItems; Record's key pattern is `^(.*)$` in 0.34 and `^.*$` in 1.x; Enum is an anyOf of
//   literals in 0.34 and `{ enum }` in 1.x. Anything else (Intersect, Composite, Ref, Transform...) is not analysed.
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';

export type TypeBoxVersion = '0.34' | '1';

export interface TypeBoxContext {
  ts: typeof TS;
  source: TS.SourceFile;
  /** Local names bound to TypeBox's `Type` (`import { Type } from '@sinclair/typebox'`, `import { Type as T }`). */
  names: Set<string>;
  version: TypeBoxVersion;
  /** Reads an argument (a nested schema, an options literal, a const) as the literal reader does. */
  value(expr: TS.Expression): JsonNode | undefined;
  /** A node for a value known only at run time, with the reason. */
  runtime(at: TS.Node, why: string): JsonNode;
}

/** On a schema node that `Type.Optional(...)` made: its property is left out of `required`. */
export const TYPEBOX_OPTIONAL = Symbol('typebox optional');

/** The local names bound to TypeBox's Type, and which major the import says. */
export function typeboxImports(ts: typeof TS, source: TS.SourceFile): { names: Set<string>; version: TypeBoxVersion } | undefined {
  const names = new Set<string>();
  let version: TypeBoxVersion = '0.34';
  for (const st of source.statements) {
    if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier)) continue;
    const from = st.moduleSpecifier.text;
    if (from !== '@sinclair/typebox' && from !== 'typebox') continue;
    if (from === 'typebox') version = '1';
    const nb = st.importClause?.namedBindings;
    if (nb && ts.isNamedImports(nb)) for (const el of nb.elements) if ((el.propertyName ?? el.name).text === 'Type') names.add(el.name.text);
    if (nb && ts.isNamespaceImport(nb)) names.add(`${nb.name.text}.Type`);
    if (st.importClause?.name && from === 'typebox') names.add(st.importClause.name.text);
  }
  return names.size ? { names, version } : undefined;
}

/** The TypeBox method a call is (`Type.String(...)`, `T.Object(...)`, `tb.Type.Array(...)`), if it is one. */
export function typeboxMethod(ts: typeof TS, call: TS.CallExpression, names: Set<string>): string | undefined {
  const c = call.expression;
  if (!ts.isPropertyAccessExpression(c)) return undefined;
  const owner = c.expression;
  const ownerName = ts.isIdentifier(owner) ? owner.text : ts.isPropertyAccessExpression(owner) && ts.isIdentifier(owner.expression) ? `${owner.expression.text}.${owner.name.text}` : undefined;
  return ownerName && names.has(ownerName) ? c.name.text : undefined;
}

type Entry = [string, TS.Node, JsonNode];

/** Builds one object node from entries (key, the code it comes from, value), every node spanning its code. */
function objectNode(ctx: TypeBoxContext, at: TS.Node, entries: Entry[]): JsonNode {
  const start = at.getStart(ctx.source);
  const node = { type: 'object', offset: start, length: at.getEnd() - start, children: [] as JsonNode[] } as JsonNode;
  for (const [key, code, value] of entries) {
    const s = code.getStart(ctx.source);
    const prop = { type: 'property', offset: s, length: code.getEnd() - s, parent: node, children: [] as JsonNode[] } as JsonNode;
    const keyNode = { type: 'string', value: key, offset: s, length: code.getEnd() - s, parent: prop } as JsonNode;
    (value as { parent?: JsonNode }).parent = prop;
    prop.children!.push(keyNode, value);
    node.children!.push(prop);
  }
  return node;
}

function prim(ctx: TypeBoxContext, at: TS.Node, value: string | number | boolean | null): JsonNode {
  const s = at.getStart(ctx.source);
  const type = value === null ? 'null' : (typeof value as 'string' | 'number' | 'boolean');
  return { type, value, offset: s, length: at.getEnd() - s } as JsonNode;
}

function arrayNode(ctx: TypeBoxContext, at: TS.Node, items: JsonNode[]): JsonNode {
  const s = at.getStart(ctx.source);
  const node = { type: 'array', offset: s, length: at.getEnd() - s, children: items } as JsonNode;
  for (const i of items) (i as { parent?: JsonNode }).parent = node;
  return node;
}

/** The entries of an options object literal, as written. */
function optionEntries(ctx: TypeBoxContext, expr: TS.Expression | undefined): Entry[] | JsonNode {
  if (!expr) return [];
  const v = ctx.value(expr);
  if (!v || v.type !== 'object') return ctx.runtime(expr, 'TypeBox options that are not an object literal');
  return (v.children ?? []).flatMap((p) => (p.children?.[0] && p.children[1] ? [[String(p.children[0].value), expr, p.children[1]] as Entry] : []));
}

/** `{ ...options, ...own }` (0.34) or `{ ...own, ...options }` (1.x): a key written twice keeps its first place. */
function merged(ctx: TypeBoxContext, own: Entry[], options: Entry[]): Entry[] {
  const order = ctx.version === '0.34' ? [...options, ...own] : [...own, ...options];
  const out: Entry[] = [];
  for (const e of order) {
    const i = out.findIndex((o) => o[0] === e[0]);
    if (i < 0) out.push(e);
    else out[i] = [e[0], e[1], ctx.version === '0.34' ? (own.includes(e) ? e[2] : out[i]![2]) : e[2]];
  }
  return out;
}

/**
 * The JSON Schema a TypeBox call builds, or a run-time node saying why it is not known. `method` is the call's
 * TypeBox method (see typeboxMethod).
 */
export function typeboxNode(call: TS.CallExpression, method: string, ctx: TypeBoxContext): JsonNode {
  const ts = ctx.ts;
  const args = call.arguments;
  const withOptions = (own: Entry[], optionsArg: TS.Expression | undefined): JsonNode => {
    const options = optionEntries(ctx, optionsArg);
    if (!Array.isArray(options)) return options;
    return objectNode(ctx, call, merged(ctx, own, options));
  };
  const inner = (expr: TS.Expression | undefined): JsonNode => (expr ? (ctx.value(expr) ?? ctx.runtime(expr, 'a TypeBox argument that is left out')) : ctx.runtime(call, 'a TypeBox call without its schema'));
  switch (method) {
    case 'String':
    case 'Number':
    case 'Integer':
    case 'Boolean':
    case 'Null':
      return withOptions([['type', call.expression, prim(ctx, call.expression, method.toLowerCase())]], args[0]);
    case 'Any':
    case 'Unknown':
      return withOptions([], args[0]);
    case 'Literal': {
      const v = args[0] && ctx.value(args[0]);
      if (!v || !['string', 'number', 'boolean'].includes(v.type)) return ctx.runtime(call, 'a TypeBox literal of a value known only at run time');
      const own: Entry[] = [['const', args[0]!, v], ['type', call.expression, prim(ctx, call.expression, v.type)]];
      return withOptions(ctx.version === '0.34' ? own : [own[1]!, own[0]!], args[1]);
    }
    case 'Array':
      return withOptions([['type', call.expression, prim(ctx, call.expression, 'array')], ['items', args[0] ?? call, inner(args[0])]], args[1]);
    case 'ReadonlyOptional':
    case 'Optional': {
      if (method === 'ReadonlyOptional' && ctx.version === '1') return ctx.runtime(call, 'typebox 1.x has no Type.ReadonlyOptional (it throws at run time)');
      const v = inner(args[0]);
      return Object.assign(v, { [TYPEBOX_OPTIONAL]: true });
    }
    case 'Readonly':
      return inner(args[0]);
    case 'Union': {
      const list = args[0] && ctx.value(args[0]);
      if (!list || list.type !== 'array') return ctx.runtime(call, 'a TypeBox union whose members are not a literal list');
      return withOptions([['anyOf', args[0]!, list]], args[1]);
    }
    case 'Tuple': {
      const list = args[0] && ctx.value(args[0]);
      if (!list || list.type !== 'array') return ctx.runtime(call, 'a TypeBox tuple whose items are not a literal list');
      const n = list.children?.length ?? 0;
      const type: Entry = ['type', call.expression, prim(ctx, call.expression, 'array')];
      const additional: Entry = ['additionalItems', call.expression, prim(ctx, call.expression, false)];
      const min: Entry = ['minItems', args[0]!, prim(ctx, args[0]!, n)];
      const own: Entry[] = ctx.version === '0.34' ? [type, ['items', args[0]!, list], additional, min, ['maxItems', args[0]!, prim(ctx, args[0]!, n)]] : [type, additional, ['items', args[0]!, list], min];
      return withOptions(own, args[1]);
    }
    case 'Record': {
      const key = args[0] && ts.isCallExpression(args[0]) ? args[0] : undefined;
      if (!key || !ts.isPropertyAccessExpression(key.expression) || key.expression.name.text !== 'String' || key.arguments.length) return ctx.runtime(call, 'a TypeBox record whose key is not Type.String()');
      const pattern = ctx.version === '0.34' ? '^(.*)$' : '^.*$';
      const patterns = objectNode(ctx, args[1] ?? call, [[pattern, args[1] ?? call, inner(args[1])]]);
      return withOptions([['type', call.expression, prim(ctx, call.expression, 'object')], ['patternProperties', args[1] ?? call, patterns]], args[2]);
    }
    case 'Enum': {
      const values = args[0] && ctx.value(args[0]);
      if (!values || values.type !== 'object') return ctx.runtime(call, 'a TypeBox enum of something other than an object literal');
      const items = (values.children ?? []).map((p) => p.children![1]!).filter((v) => v.type === 'string' || v.type === 'number');
      if (ctx.version === '1') return withOptions([['enum', args[0]!, arrayNode(ctx, args[0]!, items)]], args[1]);
      const literals = items.map((v) => objectNode(ctx, args[0]!, [['const', args[0]!, v], ['type', args[0]!, prim(ctx, args[0]!, v.type)]]));
      return withOptions([['anyOf', args[0]!, arrayNode(ctx, args[0]!, literals)]], args[1]);
    }
    case 'Object': {
      const shape = args[0] ? ctx.value(args[0]) : undefined;
      if (!shape || shape.type !== 'object') return ctx.runtime(call, 'a TypeBox object whose properties are not an object literal');
      const required = (shape.children ?? []).filter((p) => !(p.children?.[1] as unknown as Record<symbol, boolean> | undefined)?.[TYPEBOX_OPTIONAL]).map((p) => prim(ctx, args[0]!, String(p.children![0]!.value)));
      for (const p of shape.children ?? []) delete (p.children?.[1] as unknown as Record<symbol, boolean> | undefined)?.[TYPEBOX_OPTIONAL];
      const own: Entry[] = [['type', call.expression, prim(ctx, call.expression, 'object')]];
      if (required.length) own.push(['required', args[0]!, arrayNode(ctx, args[0]!, required)]);
      own.push(['properties', args[0]!, shape]);
      return withOptions(own, args[1]);
    }
    default:
      return ctx.runtime(call, `\`Type.${method}\` is not modelled by toollint's TypeBox reader`);
  }
}
