// Which calls convert zod to JSON Schema, by their syntax alone (see zod-conversions.ts, which reads them): zod 4's
// toJSONSchema, zod-to-json-schema's converter, and a function whose body is only one of them applied to its parameter.
import type * as TS from 'typescript';
import { ZOD_MODULES, zodImports } from '../../converters/zod';
import { importOf } from './imports';
import { unwrap } from './parser';
import { preorder, type Scopes } from './ts-walk';

type Ts = typeof TS;
export type UnknownKeys = 'strict' | 'passthrough' | 'loose' | 'strip';
const UNKNOWN_KEYS = new Set<string>(['strict', 'passthrough', 'loose', 'strip']);
const Z2J = 'zod-to-json-schema';
export type Fn = TS.FunctionDeclaration | TS.ArrowFunction | TS.FunctionExpression;

/** One conversion call as written: which library, what it converts, and the options expression. */
export interface Written {
  lib: 'zod4' | 'z2j';
  /** The converted expression (after `z.object(...)` and `.strict()`-like calls were taken off, when `shape`). */
  schema: TS.Expression;
  shape: boolean;
  unknownKeys?: UnknownKeys;
  options: TS.Expression | undefined;
}

/**
 * The conversion call `expr` is, as written: `X.toJSONSchema(opts?)`, `z.toJSONSchema(X, opts?)`, a `toJSONSchema`
 * imported from zod, or zod-to-json-schema's converter. With `peel`, `z.object(X)` and `.strict()`-like calls around
 * the converted expression are taken off when `peel` accepts what is left (a helper's parameter).
 */
export function writtenConversion(ts: Ts, scopes: Scopes, zodNames: ReadonlySet<string>, expr: TS.Expression, peel?: (e: TS.Expression) => boolean): Written | undefined {
  const e = unwrap(ts, expr);
  if (!ts.isCallExpression(e) || e.questionDotToken || e.arguments.some((a) => ts.isSpreadElement(a))) return undefined;
  const callee = unwrap(ts, e.expression);
  let w: Written | undefined;
  if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.name) && callee.name.text === 'toJSONSchema' && !callee.questionDotToken) {
    const target = unwrap(ts, callee.expression);
    if (ts.isIdentifier(target) && zodNames.has(target.text)) {
      if (e.arguments.length < 1 || e.arguments.length > 2) return undefined;
      w = { lib: 'zod4', schema: e.arguments[0]!, shape: false, options: e.arguments[1] };
    } else {
      if (e.arguments.length > 1) return undefined;
      w = { lib: 'zod4', schema: target, shape: false, options: e.arguments[0] };
    }
  } else if (ts.isIdentifier(callee)) {
    const from = importOf(ts, scopes, callee);
    if (!from || e.arguments.length < 1 || e.arguments.length > 2) return undefined;
    if (from.specifier === Z2J && (from.name === 'zodToJsonSchema' || from.name === 'default')) w = { lib: 'z2j', schema: e.arguments[0]!, shape: false, options: e.arguments[1] };
    else if (ZOD_MODULES.has(from.specifier) && from.name === 'toJSONSchema') w = { lib: 'zod4', schema: e.arguments[0]!, shape: false, options: e.arguments[1] };
  }
  if (!w || !peel) return w;
  // `z.object(p).strict()`: the last of strict/passthrough/strip decides; `z.strictObject(p)` is closed, `looseObject` open.
  let s = unwrap(ts, w.schema);
  let unknownKeys: UnknownKeys | undefined;
  let shape = false;
  for (let i = 0; i < 8; i++) {
    if (!ts.isCallExpression(s) || s.questionDotToken) break;
    const c = unwrap(ts, s.expression);
    if (!ts.isPropertyAccessExpression(c) || !ts.isIdentifier(c.name) || c.questionDotToken) break;
    const name = c.name.text;
    const target = unwrap(ts, c.expression);
    if (UNKNOWN_KEYS.has(name) && s.arguments.length === 0) {
      unknownKeys ??= name as UnknownKeys;
      s = target;
      continue;
    }
    if (ts.isIdentifier(target) && zodNames.has(target.text) && s.arguments.length === 1 && ['object', 'strictObject', 'looseObject'].includes(name)) {
      if (name !== 'object') unknownKeys ??= name === 'strictObject' ? 'strict' : 'passthrough';
      shape = true;
      s = unwrap(ts, s.arguments[0]!);
    }
    break;
  }
  return peel(s) ? { ...w, schema: s, shape, unknownKeys } : undefined;
}

/** A function whose body is only a conversion of one of its plain parameters: that conversion, the parameter bare. */
export function parameterConversion(ts: Ts, scopes: Scopes, source: TS.SourceFile, fn: Fn): Written | undefined {
  return helperConversion(ts, scopes, source, fn)?.written;
}

/**
 * What a helper does after converting (see helperConversion): `removes`, the top-level keys it deletes, when that is
 * all it does (`delete s.$schema`, `const { $schema, ...rest } = ...; return rest`); `unmodelled` otherwise.
 */
export type PostProcess = { removes: string[] } | { unmodelled: true };

/** Keys a helper may delete from the conversion's result and still be read exactly. */
const REMOVABLE = new Set(['$schema', 'additionalProperties']);

/**
 * A function that converts one of its plain parameters: its body only that conversion, or (`post`) a block whose first
 * statement binds it (`const json = zodToJsonSchema(schema, { $refStrategy: "none" })`) and whose every `return` gives
 * that binding or a const made from it (gitlab-mcp's toJSONSchema: about 80 lines fixing `required`, then `return
 * fixedSchema`). Not async, not a generator.
 */
export function helperConversion(ts: Ts, scopes: Scopes, source: TS.SourceFile, fn: Fn): { written: Written; post?: PostProcess } | undefined {
  if (!fn.body || fn.asteriskToken || fn.modifiers?.some((m) => m.kind === ts.SyntaxKind.AsyncKeyword)) return undefined;
  const isParam = (e: TS.Expression): boolean => {
    if (!ts.isIdentifier(e)) return false;
    const d = scopes.declarationOf(e);
    return !!d && ts.isParameter(d) && d.parent === fn && ts.isIdentifier(d.name) && !d.dotDotDotToken;
  };
  const convert = (e: TS.Expression) => writtenConversion(ts, scopes, zodImports(ts, source), e, isParam);
  if (!ts.isBlock(fn.body)) {
    const written = convert(fn.body);
    return written && { written };
  }
  const statements = fn.body.statements;
  const [first] = statements;
  if (statements.length === 1 && ts.isReturnStatement(first!)) {
    const written = first.expression && convert(first.expression);
    return written && { written };
  }
  const decl = first && ts.isVariableStatement(first) && first.declarationList.declarations.length === 1 ? first.declarationList.declarations[0]! : undefined;
  const written = decl?.initializer && convert(decl.initializer);
  const bound = decl && boundNames(ts, decl.name);
  if (!written || !bound) return undefined;
  // Every `return` of the function (none in functions it nests) gives the binding or a top-level const made from it.
  const made = new Set(bound.names);
  for (const st of statements.slice(1)) {
    if (!ts.isVariableStatement(st)) continue;
    for (const d of st.declarationList.declarations) if (ts.isIdentifier(d.name) && d.initializer && mentions(ts, d.initializer, made)) made.add(d.name.text);
  }
  const returns: TS.ReturnStatement[] = [];
  const visit = (n: TS.Node): void => {
    if (ts.isReturnStatement(n)) returns.push(n);
    if (!ts.isFunctionLike(n) && !ts.isClassLike(n)) n.forEachChild(visit);
  };
  statements.forEach(visit);
  if (!returns.length || !returns.every((r) => r.expression && ts.isIdentifier(unwrap(ts, r.expression)) && made.has((unwrap(ts, r.expression) as TS.Identifier).text))) return undefined;
  return { written, post: exactRemoval(ts, statements.slice(1), bound) ?? { unmodelled: true } };
}

/** The names a binding gives: a name, or an object pattern's plain names and its rest (`{ $schema, ...rest }`). */
function boundNames(ts: Ts, name: TS.BindingName): { names: string[]; rest?: string; picked: string[] } | undefined {
  if (ts.isIdentifier(name)) return { names: [name.text], picked: [] };
  if (!ts.isObjectBindingPattern(name)) return undefined;
  const out: { names: string[]; rest?: string; picked: string[] } = { names: [], picked: [] };
  for (const el of name.elements) {
    if (!ts.isIdentifier(el.name) || el.initializer) return undefined;
    const key = el.propertyName ? (ts.isIdentifier(el.propertyName) || ts.isStringLiteral(el.propertyName) ? el.propertyName.text : undefined) : el.name.text;
    if (key === undefined) return undefined;
    if (el.dotDotDotToken) out.rest = el.name.text;
    else out.picked.push(key);
    out.names.push(el.name.text);
  }
  return out;
}

/** Whether `expr` refers to one of `names`. */
function mentions(ts: Ts, expr: TS.Node, names: ReadonlySet<string>): boolean {
  let found = false;
  preorder(ts, expr, (n) => {
    if (!found && ts.isIdentifier(n) && names.has(n.text)) found = true;
  });
  return found;
}

/**
 * The keys removed, when the statements after the conversion only delete `$schema` or `additionalProperties` from its
 * result and return it (or the binding is `{ $schema, ...rest }` returned as `rest`): what the model gets is then known.
 */
function exactRemoval(ts: Ts, after: readonly TS.Statement[], bound: { names: string[]; rest?: string; picked: string[] }): { removes: string[] } | undefined {
  const last = after[after.length - 1];
  const returned = last && ts.isReturnStatement(last) && last.expression && ts.isIdentifier(unwrap(ts, last.expression)) ? (unwrap(ts, last.expression) as TS.Identifier).text : undefined;
  if (bound.rest !== undefined) {
    // `const { $schema, ...rest } = convert(p); return rest`: the picked keys are left out.
    return after.length === 1 && returned === bound.rest && bound.picked.every((k) => REMOVABLE.has(k)) ? { removes: bound.picked } : undefined;
  }
  if (bound.picked.length || returned !== bound.names[0]) return undefined;
  const removes: string[] = [];
  for (const st of after.slice(0, -1)) {
    const e = ts.isExpressionStatement(st) ? unwrap(ts, st.expression) : undefined;
    const target = e && ts.isDeleteExpression(e) ? unwrap(ts, e.expression) : undefined;
    const key = target && ts.isPropertyAccessExpression(target) ? target.name.text : target && ts.isElementAccessExpression(target) && ts.isStringLiteralLike(target.argumentExpression) ? target.argumentExpression.text : undefined;
    const of = target && (ts.isPropertyAccessExpression(target) || ts.isElementAccessExpression(target)) ? unwrap(ts, target.expression) : undefined;
    if (!key || !REMOVABLE.has(key) || !of || !ts.isIdentifier(of) || of.text !== returned) return undefined;
    removes.push(key);
  }
  return { removes };
}
