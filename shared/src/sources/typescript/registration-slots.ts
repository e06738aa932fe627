// What the slots of an SDK registration call hold, by syntax: a callback, a config object, zod in a schema slot. For the
// readers of registrations written out (sdk-calls.ts) and of the project's helpers around them (registration-helpers.ts).
import type * as TS from 'typescript';
import type { LiteralConverter } from './literals';
import { type Ts, unwrap } from './parser';
import { objectProperty, type Scopes } from './ts-walk';
import { derivedFromParameter, parameterRead } from './tool-names';
import { isZodExpression } from '../../converters/zod';

/** An MCP `server.tool()` callback: a function written in place, `f.bind(...)`, or a name that is not a const non-function. */
export function isCallback(ts: Ts, arg: TS.Expression, scopes: Scopes, depth = 0): boolean {
  const e = unwrap(ts, arg);
  if (ts.isArrowFunction(e) || ts.isFunctionExpression(e)) return true;
  if (ts.isCallExpression(e)) return ts.isPropertyAccessExpression(e.expression) && e.expression.name.text === 'bind';
  // A name that is not a const is known only at run time: taken as the callback.
  if (ts.isIdentifier(e)) return !scopes.constOf(e) || scopes.namesFunction(e);
  // `tool.execute` of an imported or same-file tool object (`server.tool(t.name, t.description, {}, t.execute)`): a
  // member that is not a same-file literal value (a method, an arrow function, or a member known only elsewhere).
  if (ts.isPropertyAccessExpression(e) && (ts.isIdentifier(e.expression) || e.expression.kind === ts.SyntaxKind.ThisKeyword)) {
    const holder = ts.isIdentifier(e.expression) ? objectLiteralOf(ts, e.expression, scopes) : undefined;
    const value = holder && objectProperty(ts, holder, e.name.text, scopes);
    return !value || (depth < 4 && isCallback(ts, value, scopes, depth + 1));
  }
  return false;
}

/**
 * A method call with registerTool's signature: `x.method(name, config, handler)` (or `(name, config, options,
 * handler)`), the config an object literal here or in a same-file const, a callback after it.
 */
export function registerSignature(ts: Ts, call: TS.CallExpression, scopes: Scopes): boolean {
  const args = call.arguments;
  if (!ts.isPropertyAccessExpression(call.expression) || args.length < 3 || args.length > 4) return false;
  return !!objectLiteralOf(ts, args[1]!, scopes) && isCallback(ts, args[args.length - 1]!, scopes);
}

/**
 * Zod in a schema slot: a zod schema (also through consts and imports, as the zod reader resolves them), `X.shape`, or
 * a raw shape (an object literal whose members are zod fields or spreads, at least one a zod field).
 */
export function holdsZod(conv: LiteralConverter, expr: TS.Expression, depth: number): boolean {
  const ts = conv.ts;
  const e = unwrap(ts, expr);
  const zod = conv.zodContext('mcp', undefined, e, []);
  if (!zod) return false;
  if (isZodExpression(e, zod)) return true;
  if (ts.isPropertyAccessExpression(e) && e.name.text === 'shape') return isZodExpression(unwrap(ts, e.expression), zod);
  if (ts.isIdentifier(e) && depth < 8) {
    const held = conv.scopes.constOf(e);
    return !!held && holdsZod(conv, held.initializer, depth + 1);
  }
  if (!ts.isObjectLiteralExpression(e)) return false;
  let field = false;
  for (const p of e.properties) {
    if (ts.isPropertyAssignment(p) && isZodExpression(unwrap(ts, p.initializer), zod)) field = true;
    else if (!ts.isSpreadAssignment(p)) return false;
  }
  return field;
}

/** An object literal written in place, or held in a const of this file (through parentheses, `as`, `satisfies`). */
export function objectLiteralOf(ts: Ts, expr: TS.Expression, scopes: Scopes): TS.ObjectLiteralExpression | undefined {
  const e = unwrap(ts, expr);
  if (ts.isObjectLiteralExpression(e)) return e;
  const init = ts.isIdentifier(e) ? scopes.constOf(e)?.initializer : undefined;
  const held = init && unwrap(ts, init);
  return held && ts.isObjectLiteralExpression(held) ? held : undefined;
}

/** A call chain rooted at the zod namespace (`z.number().min(1)`). */
export function isZodCall(ts: Ts, e: TS.Expression, zodNames: Set<string>): boolean {
  for (let i = 0; i < 64; i++) {
    if (ts.isCallExpression(e) || ts.isPropertyAccessExpression(e)) e = unwrap(ts, e.expression);
    else return ts.isIdentifier(e) && zodNames.has(e.text);
  }
  return false;
}

/**
 * A function that registers whatever tool it is given (`mcpServer.tool(toolName, toolDescription, paramsSchema,
 * callback)` inside `registerPaidTool(mcpServer, toolName, ...)`) defines none: its callers do. The name is the
 * enclosing function's parameter itself (no literal fallback), and so is the schema, when there is one.
 */
export function genericWrapper(ts: Ts, scopes: Scopes, name: TS.Expression, schema: TS.Expression | undefined): boolean {
  const n = unwrap(ts, name);
  return ts.isIdentifier(n) && !!parameterRead(ts, scopes, n) && (!schema || builtFromParameter(ts, scopes, schema, 0));
}

/**
 * A schema a wrapper builds from what it is given: derived from a parameter (see derivedFromParameter), `z.object(param)`,
 * or an object literal (in place or in a const) with a spread or member so derived (`{ ...config.inputSchema,
 * ...LLM_CALLER_SCHEMA }`).
 */
function builtFromParameter(ts: Ts, scopes: Scopes, schema: TS.Expression, depth: number): boolean {
  if (derivedFromParameter(ts, scopes, schema)) return true;
  let e = unwrap(ts, schema);
  if (ts.isCallExpression(e) && e.arguments.length === 1 && ts.isPropertyAccessExpression(e.expression) && e.expression.name.text === 'object') return derivedFromParameter(ts, scopes, e.arguments[0]!);
  if (ts.isIdentifier(e)) e = unwrap(ts, scopes.constOf(e)?.initializer ?? e);
  if (!ts.isObjectLiteralExpression(e) || depth > 4) return false;
  return e.properties.some((p) => (ts.isSpreadAssignment(p) ? builtFromParameter(ts, scopes, p.expression, depth + 1) : ts.isPropertyAssignment(p) && derivedFromParameter(ts, scopes, p.initializer)));
}

/**
 * A wrapper that forwards the config it is given (`registerTool(name, { ...config, inputSchema }, callback)` inside
 * Cloudflare's `accountTool(name, config, handler)`): the name a parameter, the config a spread of one. Its callers
 * define the tools.
 */
export function forwardsConfig(ts: Ts, scopes: Scopes, name: TS.Expression, config: TS.ObjectLiteralExpression): boolean {
  const n = unwrap(ts, name);
  if (!ts.isIdentifier(n) || !parameterRead(ts, scopes, n)) return false;
  return config.properties.some((p) => ts.isSpreadAssignment(p) && !!parameterRead(ts, scopes, unwrap(ts, p.expression)));
}
