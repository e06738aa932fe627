// Where a call's function comes from: its name, and the module that name is imported from (by `import` or `require`).
import type * as TS from 'typescript';
import { type Ts, unwrap } from './parser';

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

