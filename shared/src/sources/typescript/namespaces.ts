// A module seen as one object (`import * as constants from './constants'`, `export * as ns from './x'`): the readers
// that take members of a const object literal read it as an object of the module's exports, re-exports included.
import type * as TS from 'typescript';
import type { Ts } from './parser';
import { unwrap } from './parser';
import type { Scopes } from './ts-walk';
import { type ImportContext, MAX_CACHED, MAX_IMPORT_DEPTH, parsedFile, parseWithScopes, readText, resolveModule } from './module-files';
/** Most exported names a namespace object lists; `export *` modules it lists the names of, and their text in all. */
const MAX_NAMESPACE_MEMBERS = 500;
const MAX_STAR_MODULES = 8;
const MAX_STAR_CHARS = 256_000;
export type NamespaceObject = { text: string; source: TS.SourceFile; scopes: Scopes; expr: TS.Expression };
const namespaceCache = new Map<string, { text: string; parsed: NamespaceObject | undefined }>();

/**
 * A module seen through a namespace import, for readers that take members of a const object literal: its text
 * re-parsed with `({ A, B })` appended, an object of its exported consts whose shorthand members are that file's
 * declarations (read there, never run). Re-exports are members too, each through an import appended with it
 * (`export { a as b } from './x'`, `export * as ns from './x'`; `export * from './x'` lists x's names, for a few
 * modules of bounded size). Cached by the text it parses.
 */
export function namespaceModule(ts: Ts, path: string, ctx: ImportContext, depth = 0): NamespaceObject | undefined {
  const file = parsedFile(ts, path, ctx);
  if (!file) return undefined;
  const members: string[] = [];
  const imports: string[] = [];
  const listed = new Set<string>();
  const add = (name: string, value: string) => {
    if (listed.has(name) || members.length >= MAX_NAMESPACE_MEMBERS) return;
    listed.add(name);
    members.push(name === value ? name : `${JSON.stringify(name)}: ${value}`);
  };
  const reexport = (from: string, what: string, as: string) => {
    const alias = `__toollint_ns${imports.length}`;
    imports.push(what === '*' ? `import * as ${alias} from ${JSON.stringify(from)};` : `import { ${what} as ${alias} } from ${JSON.stringify(from)};`);
    add(as, alias);
  };
  const exported = (mods: TS.NodeArray<TS.ModifierLike> | undefined) => !!mods?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  const stars: string[] = [];
  for (const st of file.source.statements) {
    if (ts.isVariableStatement(st) && st.declarationList.flags & ts.NodeFlags.Const && exported(st.modifiers)) {
      for (const d of st.declarationList.declarations) if (ts.isIdentifier(d.name) && d.initializer) add(d.name.text, d.name.text);
    }
    if (!ts.isExportDeclaration(st) || st.isTypeOnly) continue;
    const from = st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier) ? st.moduleSpecifier.text : undefined;
    const clause = st.exportClause;
    if (clause && ts.isNamespaceExport(clause) && from) reexport(from, '*', clause.name.text);
    else if (clause && ts.isNamedExports(clause)) {
      for (const el of clause.elements) {
        if (el.isTypeOnly) continue;
        const inner = (el.propertyName ?? el.name).text;
        if (from) reexport(from, inner, el.name.text);
        else add(el.name.text, inner);
      }
    } else if (!clause && from) stars.push(from);
  }
  // `export * from './x'`: x's own names (a name written here wins, as JavaScript has it), for a few small modules.
  let chars = 0;
  for (const from of stars.slice(0, MAX_STAR_MODULES)) {
    const target = depth < MAX_IMPORT_DEPTH ? resolveModule(path, from, ctx) : undefined;
    const text = target && readText(ctx, target);
    if (!target || text === undefined || (chars += text.length) > MAX_STAR_CHARS) break;
    const inner = namespaceModule(ts, target, ctx, depth + 1);
    for (const name of inner ? namespaceNames(ts, inner.expr) : []) if (!listed.has(name)) reexport(from, name === 'default' ? 'default' : name, name);
  }
  if (!members.length) return undefined;
  const text = `${file.text}\n;${imports.join('\n')}\n;({ ${members.join(', ')} });\n`;
  const hit = namespaceCache.get(path);
  if (hit && hit.text === text) return hit.parsed;
  const tree = parseWithScopes(ts, path, text);
  const last = tree?.source.statements[tree.source.statements.length - 1];
  const expr = last && ts.isExpressionStatement(last) ? last.expression : undefined;
  const parsed = tree && expr ? { text, ...tree, expr } : undefined;
  namespaceCache.delete(path);
  namespaceCache.set(path, { text, parsed });
  if (namespaceCache.size > MAX_CACHED) namespaceCache.delete(namespaceCache.keys().next().value as string);
  return parsed;
}

/** The member names of a namespace object namespaceModule made. */
function namespaceNames(ts: Ts, expr: TS.Expression): string[] {
  const obj = unwrap(ts, expr);
  if (!ts.isObjectLiteralExpression(obj)) return [];
  return obj.properties.flatMap((p) => (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? [p.name.text] : []));
}
