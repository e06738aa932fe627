// The names a file binds to zod: its own imports of zod (converters/zod's zodImports), and the names it imports from a
// project module that re-exports zod (`export { z as zod } from 'zod'` in a `third_party/index.ts`, `export * from
// 'zod'`, `import { z } from 'zod'; export { z }`), followed through re-exports a few files deep. Read through the
// caller's readFile only, never run.
import type * as TS from 'typescript';
import { ZOD_MODULES, zodImports } from '../../converters/zod';
import { type ImportReading, MAX_IMPORT_DEPTH, parsedFile, resolveModule } from './imports';
import type { Ts } from './parser';

/** This file's names for zod, those of local re-exports included (only with imports to read them through). */
export function fileZodNames(ts: Ts, source: TS.SourceFile, imports: ImportReading | undefined): Set<string> {
  const names = zodImports(ts, source);
  if (!imports) return names;
  for (const st of source.statements) {
    if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier) || ZOD_MODULES.has(st.moduleSpecifier.text)) continue;
    const clause = st.importClause;
    const nb = clause?.namedBindings;
    if (!clause || clause.isTypeOnly || !nb || !ts.isNamedImports(nb)) continue;
    // Only a project module (relative or a tsconfig alias) is read; a package is not.
    const target = resolveModule(imports.path, st.moduleSpecifier.text, imports.ctx);
    if (!target) continue;
    for (const el of nb.elements) if (!el.isTypeOnly && exportsZod(ts, target, (el.propertyName ?? el.name).text, imports, imports.depth + 1, new Set())) names.add(el.name.text);
  }
  return names;
}

/** Whether the module at `path` exports zod's `z` (or its namespace) under `name`. */
function exportsZod(ts: Ts, path: string, name: string, imports: ImportReading, depth: number, seen: Set<string>): boolean {
  if (depth > MAX_IMPORT_DEPTH || seen.has(path) || seen.size > 16) return false;
  seen.add(path);
  const file = parsedFile(ts, path, imports.ctx);
  if (!file) return false;
  let local: Set<string> | undefined;
  for (const st of file.source.statements) {
    if (!ts.isExportDeclaration(st) || st.isTypeOnly) continue;
    const from = st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier) ? st.moduleSpecifier.text : undefined;
    const clause = st.exportClause;
    if (from !== undefined && ZOD_MODULES.has(from)) {
      // `export * from 'zod'` (its `z` among the rest), `export * as zod from 'zod'`, `export { z as zod } from 'zod'`.
      if (!clause && name === 'z') return true;
      if (clause && ts.isNamespaceExport(clause) && clause.name.text === name) return true;
      if (clause && ts.isNamedExports(clause) && clause.elements.some((el) => !el.isTypeOnly && el.name.text === name && ['z', 'default'].includes((el.propertyName ?? el.name).text))) return true;
      continue;
    }
    if (clause && ts.isNamedExports(clause)) {
      const el = clause.elements.find((e) => !e.isTypeOnly && e.name.text === name);
      if (!el) continue;
      const inner = (el.propertyName ?? el.name).text;
      if (from === undefined) return (local ??= zodImports(ts, file.source)).has(inner);
      const next = resolveModule(path, from, imports.ctx);
      return !!next && exportsZod(ts, next, inner, imports, depth + 1, seen);
    }
    if (!clause && from !== undefined) {
      const next = resolveModule(path, from, imports.ctx);
      if (next && exportsZod(ts, next, name, imports, depth + 1, seen)) return true;
    }
  }
  return false;
}
