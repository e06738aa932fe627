// Which names a file binds to zod (moved out of read-values.ts, which re-exports them).
import type * as TS from 'typescript';

/** The module names zod is imported from. */
export const ZOD_MODULES: ReadonlySet<string> = new Set(['zod', 'zod/v4', 'zod/v3']);
/** Packages that re-export zod's `z` (and nothing else of zod) beside their own API: only `import { z }` is zod there. */
const Z_REEXPORTS: ReadonlySet<string> = new Set(['@cyanheads/mcp-ts-core', 'genkit', 'genkit/beta', '@genkit-ai/core']);

/** Local identifiers bound to the zod namespace: `import { z } from 'zod'`, `import * as z`, `import z`, `require('zod')`. */
export function zodImports(ts: typeof TS, source: TS.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const st of source.statements) {
    if (ts.isImportDeclaration(st) && ts.isStringLiteral(st.moduleSpecifier) && ZOD_MODULES.has(st.moduleSpecifier.text)) {
      const clause = st.importClause;
      if (!clause) continue;
      if (clause.name) names.add(clause.name.text);
      const nb = clause.namedBindings;
      if (nb && ts.isNamespaceImport(nb)) names.add(nb.name.text);
      if (nb && ts.isNamedImports(nb)) {
        for (const el of nb.elements) if ((el.propertyName ?? el.name).text === 'z') names.add(el.name.text);
      }
    } else if (ts.isImportDeclaration(st) && ts.isStringLiteral(st.moduleSpecifier) && Z_REEXPORTS.has(st.moduleSpecifier.text)) {
      const nb = st.importClause?.namedBindings;
      if (nb && ts.isNamedImports(nb)) for (const el of nb.elements) if ((el.propertyName ?? el.name).text === 'z' && !el.isTypeOnly) names.add(el.name.text);
    } else if (ts.isVariableStatement(st)) {
      for (const d of st.declarationList.declarations) {
        const init = d.initializer;
        if (!init || !ts.isCallExpression(init) || !ts.isIdentifier(init.expression) || init.expression.text !== 'require') continue;
        const arg = init.arguments[0];
        if (!arg || !ts.isStringLiteral(arg) || !ZOD_MODULES.has(arg.text)) continue;
        if (ts.isIdentifier(d.name)) names.add(d.name.text);
        else if (ts.isObjectBindingPattern(d.name)) {
          for (const el of d.name.elements) {
            const prop = el.propertyName && ts.isIdentifier(el.propertyName) ? el.propertyName.text : ts.isIdentifier(el.name) ? el.name.text : undefined;
            if (prop === 'z' && ts.isIdentifier(el.name)) names.add(el.name.text);
          }
        }
      }
    }
  }
  return names;
}


/** Per file: the names it imports from zod other than the namespace (`import { string, object as obj } from 'zod'`). */
const BARE = new WeakMap<TS.SourceFile, Map<string, string>>();

/**
 * The zod function a bare identifier names (`string` in `string().min(1)` after `import { string } from 'zod'`), by
 * its file's imports; undefined for any other name. A local of the same name declared below the import is not told
 * apart (zod's function names are rarely reused so in a file that imports them).
 */
export function bareZodFunction(ts: typeof TS, id: TS.Identifier): string | undefined {
  const source = id.getSourceFile();
  let names = BARE.get(source);
  if (!names) {
    names = new Map();
    for (const st of source.statements) {
      if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier) || !ZOD_MODULES.has(st.moduleSpecifier.text)) continue;
      const clause = st.importClause;
      const nb = clause?.namedBindings;
      if (!clause || clause.isTypeOnly || !nb || !ts.isNamedImports(nb)) continue;
      for (const el of nb.elements) {
        const imported = (el.propertyName ?? el.name).text;
        // Not the namespace, a class or type (`ZodError`), nor the converter (read as a conversion, see zod-conversions.ts).
        if (!el.isTypeOnly && imported !== 'z' && imported !== 'default' && imported !== 'toJSONSchema' && /^[a-z]/.test(imported)) names.set(el.name.text, imported);
      }
    }
    BARE.set(source, names);
  }
  return names.get(id.text);
}
