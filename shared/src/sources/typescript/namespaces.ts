// A module seen as one object (`import * as constants from './constants'`, `export * as ns from './x'`): the readers
// that take members of a const object literal read it as an object of the module's exports, re-exports included.
import type * as TS from 'typescript';
import type { Ts } from './parser';
import type { Scopes } from './ts-walk';
import { type ImportContext, MAX_CACHED, MAX_IMPORT_DEPTH, parsedFile, parseWithScopes, readText, resolveModule } from './module-files';
/** Most exported names a namespace object lists; `export *` modules it lists the names of, and their text in all. */
const MAX_NAMESPACE_MEMBERS = 500;
const MAX_STAR_MODULES = 8;
const MAX_STAR_CHARS = 256_000;
export type NamespaceObject = { text: string; source: TS.SourceFile; scopes: Scopes; expr: TS.Expression };
const namespaceCache = new Map<string, { text: string; parsed: NamespaceObject | undefined }>();
/** The namespace objects made in one lint, by path: each module is made once, however many uses ask for it. */
const madeInLint = new WeakMap<ImportContext, Map<string, NamespaceObject | undefined>>();

/** One export a module writes: a name of its own (`local`), or a re-export of another module's name (`what` of `from`). */
type Export = { name: string; local: string } | { name: string; from: string; what: string };

/**
 * A module seen through a namespace import, for readers that take members of a const object literal: its text
 * re-parsed with `({ A, B })` appended, an object of its exported consts whose shorthand members are that file's
 * declarations (read there, never run). Re-exports are members too, each through an import appended with it
 * (`export { a as b } from './x'`, `export * as ns from './x'`; `export * from './x'` lists x's names, and those of the
 * modules x re-exports with `export *`, for a few modules of bounded size in all). Made once per lint (cycle-safe: the
 * `export *` walk reads each module once and makes no namespace object of them), cached by the text it parses.
 */
export function namespaceModule(ts: Ts, path: string, ctx: ImportContext): NamespaceObject | undefined {
  let made = madeInLint.get(ctx);
  if (!made) madeInLint.set(ctx, (made = new Map()));
  if (!made.has(path)) made.set(path, makeNamespace(ts, path, ctx));
  return made.get(path);
}

function makeNamespace(ts: Ts, path: string, ctx: ImportContext): NamespaceObject | undefined {
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
    if (listed.has(as) || members.length >= MAX_NAMESPACE_MEMBERS) return;
    const alias = `__toollint_ns${imports.length}`;
    imports.push(what === '*' ? `import * as ${alias} from ${JSON.stringify(from)};` : `import { ${what} as ${alias} } from ${JSON.stringify(from)};`);
    add(as, alias);
  };
  const own = exportsOf(ts, file.source);
  for (const e of own.exports) {
    if ('local' in e) add(e.name, e.local);
    else reexport(e.from, e.what, e.name);
  }
  // `export * from './x'`: x's own names (a name written here wins, as JavaScript has it), each imported from './x'.
  const walk = starWalk(ts, path, ctx);
  for (const from of own.stars) walk(from, path, 1, (name) => reexport(from, name, name));
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

/**
 * The walk of one namespace object's `export *` modules: each module's names given to `name` in the order JavaScript
 * lists them (its own, then its own `export *` modules', depth first), each module read once, at most
 * MAX_STAR_MODULES modules and MAX_STAR_CHARS of their text in all (not per level: a barrel of barrels stays bounded),
 * MAX_IMPORT_DEPTH levels deep. Once the budget is spent no further module is read.
 */
function starWalk(ts: Ts, root: string, ctx: ImportContext): (from: string, at: string, level: number, name: (n: string) => void) => void {
  const seen = new Set<string>([root]);
  let modules = 0;
  let chars = 0;
  let spent = false;
  const visit = (from: string, at: string, level: number, name: (n: string) => void): void => {
    const target = spent || level > MAX_IMPORT_DEPTH ? undefined : resolveModule(at, from, ctx);
    if (!target || seen.has(target)) return;
    seen.add(target);
    const text = readText(ctx, target);
    if (text === undefined) return;
    if (++modules > MAX_STAR_MODULES || (chars += text.length) > MAX_STAR_CHARS) {
      spent = true;
      return;
    }
    const file = parsedFile(ts, target, ctx);
    if (!file) return;
    const { exports, stars } = exportsOf(ts, file.source);
    for (const e of exports) name(e.name);
    for (const inner of stars) visit(inner, target, level + 1, name);
  };
  return visit;
}

/** What a module exports as namespaceModule reads it: its exported consts, its re-exports, and its `export *` modules. */
function exportsOf(ts: Ts, source: TS.SourceFile): { exports: Export[]; stars: string[] } {
  const exports: Export[] = [];
  const stars: string[] = [];
  const exported = (mods: TS.NodeArray<TS.ModifierLike> | undefined) => !!mods?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const st of source.statements) {
    if (ts.isVariableStatement(st) && st.declarationList.flags & ts.NodeFlags.Const && exported(st.modifiers)) {
      for (const d of st.declarationList.declarations) if (ts.isIdentifier(d.name) && d.initializer) exports.push({ name: d.name.text, local: d.name.text });
    }
    if (!ts.isExportDeclaration(st) || st.isTypeOnly) continue;
    const from = st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier) ? st.moduleSpecifier.text : undefined;
    const clause = st.exportClause;
    if (clause && ts.isNamespaceExport(clause) && from) exports.push({ name: clause.name.text, from, what: '*' });
    else if (clause && ts.isNamedExports(clause)) {
      for (const el of clause.elements) {
        if (el.isTypeOnly) continue;
        const inner = (el.propertyName ?? el.name).text;
        exports.push(from ? { name: el.name.text, from, what: inner } : { name: el.name.text, local: inner });
      }
    } else if (!clause && from) stars.push(from);
  }
  return { exports, stars };
}
