// `a ?? b` and `a || b` in a schema slot. strava-mcp registers every tool as `server.tool(t.name, t.description,
// t.inputSchema?.shape ?? {}, t.execute)`, where a tool without arguments holds `inputSchema: undefined`: the left
// side decides as JavaScript does when toollint can read it (a schema is an object, never nullish or falsy), the
// right side when the left is a member the tool object holds as `undefined` (or does not hold at all); anything else
// stays a value known only at run time.
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import { RUNTIME } from './marks';
import { isFallback, type Ts, unwrap } from './parser';
import type { Scopes } from './ts-walk';

/** What the fallback reader needs of the literal reader (LiteralConverter). */
export interface FallbackReader {
  readonly ts: Ts;
  readonly scopes: Scopes;
  imported<T>(id: TS.Identifier, read: (conv: FallbackReader, init: TS.Expression | TS.FunctionDeclaration) => T | undefined): T | undefined;
}

/** The schema `expr` stands for when it is `a ?? b` or `a || b`; undefined when it is neither, or when run time decides. */
export function fallbackSchema(conv: FallbackReader, expr: TS.Expression, read: (e: TS.Expression) => JsonNode | undefined): JsonNode | undefined {
  if (!isFallback(conv.ts, expr)) return undefined;
  const left = read(expr.left);
  if (left && left.value !== RUNTIME) return left;
  return heldUndefined(conv, expr.left) ? read(expr.right) : undefined;
}

/**
 * True when `X.key` (the head of `X.key?.shape`, `X.key?.a?.b`) is a member an object literal `X` holds as `undefined`
 * or does not hold: X a const of this file or an import. A spread in the literal may hold it: then false.
 */
function heldUndefined(conv: FallbackReader, expr: TS.Expression): boolean {
  const ts = conv.ts;
  let e = unwrap(ts, expr);
  for (let i = 0; i < 8 && ts.isPropertyAccessExpression(e) && ts.isPropertyAccessExpression(unwrap(ts, e.expression)); i++) e = unwrap(ts, e.expression);
  if (!ts.isPropertyAccessExpression(e) || !ts.isIdentifier(e.expression) || !ts.isIdentifier(e.name)) return false;
  // Only through `?.` after the head: `X.key.shape` of an undefined key throws, it does not fall back.
  if (e !== unwrap(ts, expr) && !optionalAfter(ts, unwrap(ts, expr), e)) return false;
  const key = e.name.text;
  const holds = (init: TS.Expression | TS.FunctionDeclaration): boolean | undefined => {
    const lit = ts.isFunctionDeclaration(init) ? undefined : unwrap(ts, init);
    if (!lit || !ts.isObjectLiteralExpression(lit)) return undefined;
    let found: boolean | undefined = true;
    for (const p of lit.properties) {
      if (ts.isSpreadAssignment(p)) found = undefined;
      else if (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === key) {
        const v = ts.isPropertyAssignment(p) ? unwrap(ts, p.initializer) : undefined;
        found = !!v && ((ts.isIdentifier(v) && v.text === 'undefined' && !conv.scopes.constOf(v)) || ts.isVoidExpression(v));
      }
    }
    return found;
  };
  const decl = conv.scopes.constOf(e.expression);
  if (decl) return decl.initializer ? holds(decl.initializer) === true : false;
  return conv.imported(e.expression, (_, init) => holds(init)) === true;
}

/** True when a `?.` stands between `head` and the end of the chain `expr` (`head?.shape`). */
function optionalAfter(ts: Ts, expr: TS.Expression, head: TS.Expression): boolean {
  let e = expr;
  for (let i = 0; i < 8 && ts.isPropertyAccessExpression(e) && e !== head; i++) {
    if (e.questionDotToken) return true;
    e = unwrap(ts, e.expression);
  }
  return false;
}
