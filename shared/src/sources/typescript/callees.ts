// Where a call's function comes from: its name, and the module that name is imported from (by `import` or `require`).
import type * as TS from 'typescript';
import { type Ts, unwrap } from './parser';
import type { Scopes } from './ts-walk';

/** The name a call is made by: `tool(...)` and `x.tool(...)` -> tool. */
export function calleeName(ts: Ts, call: TS.CallExpression): string | undefined {
  const c = call.expression;
  if (ts.isIdentifier(c)) return c.text;
  if (ts.isPropertyAccessExpression(c)) return c.name.text;
  return undefined;
}

/**
 * The module a local name is imported from (`import { tool } from 'ai'` -> 'ai'), by name, or through a top-level
 * `const { tool } = require('ai')`; for `ns.tool(...)`, the module `ns` is a namespace import or require of.
 */
export function importSource(ts: Ts, source: TS.SourceFile, local: string): string | undefined {
  for (const st of source.statements) {
    if (ts.isImportDeclaration(st) && ts.isStringLiteral(st.moduleSpecifier)) {
      const nb = st.importClause?.namedBindings;
      if (nb && ts.isNamedImports(nb) && nb.elements.some((el) => el.name.text === local)) return st.moduleSpecifier.text;
      if (nb && ts.isNamespaceImport(nb) && nb.name.text === local) return st.moduleSpecifier.text;
    } else if (ts.isVariableStatement(st)) {
      for (const d of st.declarationList.declarations) {
        const init = d.initializer && unwrap(ts, d.initializer);
        if (!init || !ts.isCallExpression(init) || !ts.isIdentifier(init.expression) || init.expression.text !== 'require' || !init.arguments[0] || !ts.isStringLiteral(init.arguments[0])) continue;
        const named = ts.isObjectBindingPattern(d.name) ? d.name.elements.some((el) => ts.isIdentifier(el.name) && el.name.text === local) : ts.isIdentifier(d.name) && d.name.text === local;
        if (named) return init.arguments[0].text;
      }
    }
  }
  return undefined;
}

/** The module a call's function comes from: `tool(...)` by its imported name, `agents.tool(...)` by its namespace. */
export function calleeModule(ts: Ts, call: TS.CallExpression): string | undefined {
  const c = call.expression;
  if (ts.isIdentifier(c)) return importSource(ts, call.getSourceFile(), c.text);
  if (ts.isPropertyAccessExpression(c) && ts.isIdentifier(c.expression)) return importSource(ts, call.getSourceFile(), c.expression.text);
  return undefined;
}


/**
 * A method call on an object (`server.tool(...)`), or a call of a method taken from one (`const tool =
 * server.tool.bind(server)`, `const { tool } = server`): a server's registration, however it is reached. A name
 * destructured from `require(...)` or an import is a module's function, not a method.
 */
export function isMethodCall(ts: Ts, scopes: Scopes, call: TS.CallExpression): boolean {
  const c = unwrap(ts, call.expression);
  if (ts.isPropertyAccessExpression(c)) return true;
  if (!ts.isIdentifier(c)) return false;
  const decl = scopes.declarationOf(c);
  if (decl && ts.isVariableDeclaration(decl) && decl.initializer) {
    // `const tool = server.tool.bind(server)`
    const init = unwrap(ts, decl.initializer);
    return ts.isCallExpression(init) && ts.isPropertyAccessExpression(init.expression) && init.expression.name.text === 'bind' && ts.isPropertyAccessExpression(unwrap(ts, init.expression.expression));
  }
  // `const { tool } = server` (or `this.server`), not `= require('...')`.
  const pattern = decl && ts.isBindingElement(decl) ? decl.parent : undefined;
  const holder = pattern && ts.isObjectBindingPattern(pattern) ? pattern.parent : undefined;
  const from = holder && ts.isVariableDeclaration(holder) && holder.initializer ? unwrap(ts, holder.initializer) : undefined;
  return !!from && (ts.isIdentifier(from) || ts.isPropertyAccessExpression(from)) && !(ts.isIdentifier(from) && from.text === 'require');
}
