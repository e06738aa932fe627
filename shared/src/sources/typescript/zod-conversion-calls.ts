// Which calls convert zod to JSON Schema, by their syntax alone (see zod-conversions.ts, which reads them): zod 4's
// toJSONSchema, zod-to-json-schema's converter, and a function whose body is only one of them applied to its parameter.
import type * as TS from 'typescript';
import { ZOD_MODULES, zodImports } from '../../converters/zod';
import { importOf } from './imports';
import { unwrap } from './parser';
import type { Scopes } from './ts-walk';

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
  let body: TS.Expression | undefined;
  if (fn.body && ts.isBlock(fn.body)) {
    const only = fn.body.statements.length === 1 ? fn.body.statements[0] : undefined;
    body = only && ts.isReturnStatement(only) ? only.expression : undefined;
  } else body = fn.body;
  const isParam = (e: TS.Expression): boolean => {
    if (!ts.isIdentifier(e)) return false;
    const d = scopes.declarationOf(e);
    return !!d && ts.isParameter(d) && d.parent === fn && ts.isIdentifier(d.name) && !d.dotDotDotToken;
  };
  return body && !fn.asteriskToken ? writtenConversion(ts, scopes, zodImports(ts, source), body, isParam) : undefined;
}
