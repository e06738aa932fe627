// Values a reading reaches through code rather than literals: a same-file function's result (factories), and the SDK a
// file imports (which decides how a tool-shaped literal's zod is converted).
import type * as TS from 'typescript';
import type { ZodWrapper } from '../../converters/zod';
import { type Ts, unwrap } from './parser';
import { isReference, preorder, type Scopes } from './ts-walk';

/**
 * A call to a function of this file (a declaration, or a const holding an arrow or function expression) whose
 * body is one returned expression: that expression, when it uses none of the function's parameters (an unused
 * parameter, with a default or not, changes nothing); else the first parameter it uses, whose value is known only
 * at run time.
 */
export function factoryResult(ts: Ts, scopes: Scopes, expr: TS.Expression): { result: TS.Expression; fn: TS.Node } | { param: string } | undefined {
  const e = unwrap(ts, expr);
  if (!ts.isCallExpression(e) || !ts.isIdentifier(e.expression)) return undefined;
  const decl = scopes.declarationOf(e.expression);
  let fn: TS.FunctionDeclaration | TS.ArrowFunction | TS.FunctionExpression | undefined;
  if (decl && ts.isFunctionDeclaration(decl)) fn = decl;
  else if (decl && decl.parent && ts.isFunctionDeclaration(decl.parent) && decl.parent.name === decl) fn = decl.parent;
  else {
    const held = scopes.constOf(e.expression);
    const init = held && unwrap(ts, held.initializer);
    if (init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))) fn = init;
  }
  if (!fn?.body) return undefined;
  let result: TS.Expression | undefined;
  if (ts.isBlock(fn.body)) {
    const only = fn.body.statements.length === 1 ? fn.body.statements[0] : undefined;
    if (only && ts.isReturnStatement(only)) result = only.expression;
  } else result = fn.body;
  if (!result) return undefined;
  const params = new Set<TS.Node>(fn.parameters);
  let param: string | undefined;
  preorder(ts, result, (n) => {
    if (param !== undefined || !ts.isIdentifier(n) || !isReference(ts, n)) return;
    for (let d: TS.Node | undefined = scopes.declarationOf(n); d && d !== fn; d = d.parent) {
      if (params.has(d)) {
        param = n.text;
        return;
      }
    }
  });
  return param !== undefined ? { param } : { result, fn };
}

/** The SDK whose zod conversion a tool-shaped literal gets: the one the file imports, else zod's own. */
export function importedWrapper(text: string): ZodWrapper {
  if (/from\s+['"]@modelcontextprotocol\/sdk/.test(text)) return 'mcp';
  if (/from\s+['"]ai['"]/.test(text)) return 'ai-sdk';
  if (/from\s+['"]@anthropic-ai\/sdk/.test(text)) return 'anthropic';
  return 'zod';
}
