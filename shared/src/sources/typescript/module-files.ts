// How the import reader finds and reads another file of the project: module specifiers resolved as TypeScript resolves
// them (relative paths, `index` files, tsconfig `paths`/`baseUrl` and the projects it references, a workspace's own
// packages), each file read through the caller's readFile and parsed (never run), cached by its text, within one
// lint's bound on imported text (MAX_IMPORTED_CHARS).
import type * as TS from 'typescript';
import { parse as parseJsonc } from 'jsonc-parser';
import type { Ts } from './parser';
import { scriptKind } from './parser';
import { preorder, Scopes } from './ts-walk';
import { dirname, joinPath } from '../../text/posix-path';
import { workspaceCandidates } from './workspace-packages';

/** Reads a file of the workspace: its text, or undefined when there is none (or it may not be read). */
export type ReadFile = (path: string) => string | undefined;

/** How many files deep an imported value is followed (a file importing a file importing...). */
export const MAX_IMPORT_DEPTH = 4;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];
export const MAX_CACHED = 64;

/** What the readings of one file share about the files it imports. */
export interface ImportContext {
  readFile: ReadFile;
  /** Every file read (the language server re-lints a document when one of them changes). */
  reads: Set<string>;
}

/** The caller's readFile, whose failure is a file that is not there. */
export function readText(ctx: ImportContext, path: string): string | undefined {
  try {
    const text = ctx.readFile(path);
    return typeof text === 'string' ? text : undefined;
  } catch {
    return undefined;
  }
}

// --- parsed files, cached by path and text ---------------------------------------------------------------------

export interface Parsed {
  text: string;
  source: TS.SourceFile;
  scopes: Scopes;
}
const parsedCache = new Map<string, Parsed>();

/** A file's text parsed as its name says (never run), with its scopes; undefined when TypeScript's parser throws. */
export function parseWithScopes(ts: Ts, fileName: string, text: string): { source: TS.SourceFile; scopes: Scopes } | undefined {
  let source: TS.SourceFile;
  try {
    source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, scriptKind(ts, fileName, undefined));
  } catch {
    return undefined;
  }
  const idents: TS.Identifier[] = [];
  const vars: TS.VariableDeclarationList[] = [];
  preorder(ts, source, (node) => {
    if (ts.isIdentifier(node)) idents.push(node);
    else if (ts.isVariableDeclarationList(node) && !(node.flags & ts.NodeFlags.BlockScoped)) vars.push(node);
  });
  return { source, scopes: new Scopes(ts, idents, vars) };
}

/**
 * How much imported text one file's lint may parse: the files it reads for values are parsed at most up to this many
 * characters in all (counted whether or not the parse is cached, so a lint reads the same whatever ran before it).
 * Beyond it no further imported file is parsed, as if it were not there: a lint stays bounded in a monorepo whose
 * index files re-export hundreds of large modules.
 */
export const MAX_IMPORTED_CHARS = 4_000_000;
const budgets = new WeakMap<ImportContext, { chars: number; paths: Set<string>; spent?: boolean }>();

function withinBudget(ctx: ImportContext, path: string, text: string): boolean {
  let b = budgets.get(ctx);
  if (!b) budgets.set(ctx, (b = { chars: 0, paths: new Set() }));
  if (b.paths.has(path)) return true;
  // Once spent, spent: a small file after a large one is not read either (what is read does not depend on sizes).
  if (b.spent || b.chars + text.length > MAX_IMPORTED_CHARS) return !(b.spent = true);
  b.chars += text.length;
  b.paths.add(path);
  return true;
}

/**
 * The file at `path` parsed (from the cache when its text is unchanged), recorded as read; undefined when unreadable.
 * With `exporting`, undefined too (without parsing) when its text can not export that name (see mayExport).
 */
export function parsedFile(ts: Ts, path: string, ctx: ImportContext, exporting?: string): Parsed | undefined {
  const text = readText(ctx, path);
  if (text === undefined) return undefined;
  ctx.reads.add(path);
  if ((exporting !== undefined && !mayExport(text, exporting)) || !withinBudget(ctx, path, text)) return undefined;
  const hit = parsedCache.get(path);
  if (hit && hit.text === text) return hit;
  const tree = parseWithScopes(ts, path, text);
  if (!tree) return undefined;
  const parsed = { text, ...tree };
  parsedCache.delete(path);
  parsedCache.set(path, parsed);
  if (parsedCache.size > MAX_CACHED) parsedCache.delete(parsedCache.keys().next().value as string);
  return parsed;
}

// --- module resolution ------------------------------------------------------------------------------------------

function readable(path: string, ctx: ImportContext): boolean {
  return readText(ctx, path) !== undefined;
}

/** A path as TypeScript resolves a module path: as written (a `.js` written for its `.ts`), with an extension, or its index. */
function asModule(base: string, ctx: ImportContext): string | undefined {
  const stem = base.replace(/\.(?:[cm]?js|jsx)$/, '');
  const candidates = [
    ...(stem !== base ? EXTENSIONS.map((e) => stem + e) : []),
    ...(/\.[cm]?[jt]sx?$/.test(base) ? [base] : []),
    ...EXTENSIONS.map((e) => base + e),
    ...EXTENSIONS.map((e) => `${base}/index${e}`),
  ];
  return candidates.find((c) => readable(c, ctx));
}

interface Aliases {
  baseUrl?: string;
  paths: { pattern: string; targets: string[]; dir: string }[];
  /** The folders of the projects this tsconfig references (a monorepo's other packages). */
  references?: string[];
  /** The tsconfig files it references (a folder's reference is its tsconfig.json). */
  referenceFiles?: string[];
}
const aliasCache = new Map<string, { text: string; aliases: Aliases }>();

/** compilerOptions.baseUrl and paths of a tsconfig and those it extends (relative extends only), the nearer winning. */
function tsconfigAliases(file: string, ctx: ImportContext, depth = 0): Aliases {
  const empty: Aliases = { paths: [] };
  if (depth > 5) return empty;
  const text = readText(ctx, file);
  if (text === undefined) return empty;
  ctx.reads.add(file);
  const hit = aliasCache.get(file);
  if (hit && hit.text === text) return hit.aliases;
  const json = parseJsonc(text, [], { allowTrailingComma: true }) as { extends?: unknown; references?: unknown; compilerOptions?: { baseUrl?: unknown; paths?: unknown } } | undefined;
  const dir = dirname(file);
  let out: Aliases = { paths: [] };
  const parents = Array.isArray(json?.extends) ? json.extends : json?.extends !== undefined ? [json.extends] : [];
  for (const p of parents) {
    if (typeof p !== 'string' || !p.startsWith('.')) continue;
    const parent = tsconfigAliases(joinPath(dir, p.endsWith('.json') ? p : `${p}.json`), ctx, depth + 1);
    out = { baseUrl: parent.baseUrl ?? out.baseUrl, paths: parent.paths.length ? parent.paths : out.paths };
  }
  const opts = json?.compilerOptions;
  const baseUrl = typeof opts?.baseUrl === 'string' ? joinPath(dir, opts.baseUrl) : out.baseUrl;
  let paths = out.paths;
  if (opts?.paths && typeof opts.paths === 'object' && !Array.isArray(opts.paths)) {
    paths = Object.entries(opts.paths as Record<string, unknown>)
      .filter((e): e is [string, string[]] => Array.isArray(e[1]))
      .map(([pattern, targets]) => ({ pattern, targets: targets.filter((t) => typeof t === 'string'), dir: baseUrl ?? dir }));
  }
  const refs = Array.isArray(json?.references) ? json.references : [];
  const referenceFiles = refs.flatMap((r) => {
    const path = r && typeof r === 'object' ? (r as { path?: unknown }).path : undefined;
    return typeof path === 'string' ? [joinPath(dir, path.endsWith('.json') ? path : `${path}/tsconfig.json`)] : [];
  });
  const references = referenceFiles.map(dirname);
  const aliases = { baseUrl, paths, references, referenceFiles };
  aliasCache.set(file, { text, aliases });
  if (aliasCache.size > MAX_CACHED) aliasCache.delete(aliasCache.keys().next().value as string);
  return aliases;
}

/** The nearest tsconfig.json (or jsconfig.json) above a file, at most 32 folders up. */
function nearestConfig(fromFile: string, ctx: ImportContext): string | undefined {
  let dir = dirname(fromFile);
  for (let i = 0; i < 32; i++) {
    for (const name of ['tsconfig.json', 'jsconfig.json']) {
      const candidate = joinPath(dir, name);
      if (readable(candidate, ctx)) return candidate;
    }
    const up = dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
  return undefined;
}

/** The file a module specifier names, seen from a file: relative, or a tsconfig alias; undefined for a package. */
export function resolveModule(fromFile: string, specifier: string, ctx: ImportContext): string | undefined {
  // Remembered per reading (a zod chain asks for its namespace's module at every call it could inline).
  let known = resolved.get(ctx);
  if (!known) resolved.set(ctx, (known = new Map()));
  const key = `${fromFile}\0${specifier}`;
  if (known.has(key)) return known.get(key);
  const found = resolveUncached(fromFile, specifier, ctx);
  known.set(key, found);
  return found;
}
const resolved = new WeakMap<ImportContext, Map<string, string | undefined>>();

function resolveUncached(fromFile: string, specifier: string, ctx: ImportContext): string | undefined {
  if (specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..') return asModule(joinPath(dirname(fromFile), specifier), ctx);
  const config = nearestConfig(fromFile, ctx);
  if (!config) return rootAlias(fromFile, specifier, ctx) ?? referencedPackage(specifier, workspaceCandidates(fromFile, specifier, ctx), ctx);
  const aliases = tsconfigAliases(config, ctx);
  for (const { pattern, targets, dir } of aliases.paths) {
    const star = pattern.indexOf('*');
    const prefix = star < 0 ? pattern : pattern.slice(0, star);
    const suffix = star < 0 ? '' : pattern.slice(star + 1);
    const matches = star < 0 ? specifier === pattern : specifier.startsWith(prefix) && specifier.endsWith(suffix) && specifier.length >= prefix.length + suffix.length;
    if (!matches) continue;
    const middle = star < 0 ? '' : specifier.slice(prefix.length, specifier.length - suffix.length);
    for (const t of targets) {
      const found = asModule(joinPath(dir, t.replace('*', middle)), ctx);
      if (found) return found;
    }
  }
  if (aliases.baseUrl && !specifier.startsWith('@') && !specifier.includes(':')) {
    const found = asModule(joinPath(aliases.baseUrl, specifier), ctx);
    if (found) return found;
  }
  // A monorepo's package, among the projects the tsconfig references, else among the workspace's packages.
  return referencedPackage(specifier, projectReferences(config, aliases, ctx), ctx) ?? referencedPackage(specifier, workspaceCandidates(fromFile, specifier, ctx), ctx);
}

/**
 * The folders of the projects a tsconfig references, and of those its own folder's build configs reference: nx's
 * `tsconfig.json` references only `./tsconfig.lib.json` and `./tsconfig.spec.json`, whose references are the
 * libraries the project uses (`../../shared/llm-context/tsconfig.lib.json`). One hop, within the folder, so bounded.
 */
function projectReferences(config: string, aliases: Aliases, ctx: ImportContext): string[] {
  const out = [...(aliases.references ?? [])];
  const own = dirname(config);
  for (const file of (aliases.referenceFiles ?? []).slice(0, 8)) {
    if (file === config || dirname(file) !== own) continue;
    for (const dir of tsconfigAliases(file, ctx).references ?? []) if (dir !== own && !out.includes(dir)) out.push(dir);
  }
  return out;
}

/**
 * `@/lib/x` in a project with no tsconfig or jsconfig to say what `@/` means: no package is named `@/...`, so it is
 * the project's own alias, read as its usual meanings are, the project's folder (Next.js's `"@/*": ["./*"]`) or its
 * `src` (Vite's): the folder of the nearest package.json.
 */
function rootAlias(fromFile: string, specifier: string, ctx: ImportContext): string | undefined {
  if (!specifier.startsWith('@/')) return undefined;
  let dir = dirname(fromFile);
  for (let i = 0; i < 32; i++) {
    if (readable(joinPath(dir, 'package.json'), ctx)) {
      const rest = specifier.slice(2);
      return asModule(joinPath(dir, rest), ctx) ?? asModule(joinPath(dir, `src/${rest}`), ctx);
    }
    const up = dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
  return undefined;
}

/**
 * A monorepo's own package (`@scope/core`), found among the projects the tsconfig references by its package.json
 * name, read from its sources: `src/index`, or the source of its `types`/`main` (`dist/x.js` -> `src/x.ts`).
 */
function referencedPackage(specifier: string, references: string[], ctx: ImportContext): string | undefined {
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  const sub = parts.slice(specifier.startsWith('@') ? 2 : 1).join('/');
  for (const dir of references.slice(0, 64)) {
    const pkgFile = joinPath(dir, 'package.json');
    const text = readText(ctx, pkgFile);
    if (text === undefined) continue;
    const pkg = parseJsonc(text) as { name?: unknown; types?: unknown; main?: unknown; exports?: unknown } | undefined;
    if (pkg?.name !== name) continue;
    ctx.reads.add(pkgFile);
    // Built output read from its sources (`dist/index.js` -> `src/index`), as the package's own build makes it.
    const source = (v: string) => joinPath(dir, v.replace(/^\.?\/?(?:dist|lib|build|out)\//, 'src/').replace(/\.d\.ts$|\.[cm]?js$/, ''));
    const exported = exportsTarget(pkg.exports, sub ? `./${sub}` : '.');
    const viaExports = exported === undefined ? undefined : asModule(source(exported), ctx);
    if (viaExports) return viaExports;
    if (sub) return asModule(joinPath(dir, `src/${sub}`), ctx) ?? asModule(joinPath(dir, sub), ctx);
    const declared = [pkg.types, pkg.main].filter((v): v is string => typeof v === 'string').map(source);
    return [joinPath(dir, 'src/index'), ...declared, joinPath(dir, 'index')].map((c) => asModule(c, ctx)).find((f) => f !== undefined);
  }
  return undefined;
}

/**
 * The file a package.json `exports` maps a subpath to (`"./tools": "./src/tools/index.ts"`, or the `types`, `import`,
 * `default` or `require` of a conditions object, one level of nesting); a string `exports` is the package's main.
 */
function exportsTarget(exports: unknown, subpath: string): string | undefined {
  const pick = (v: unknown, depth = 0): string | undefined => {
    if (typeof v === 'string') return v;
    if (!v || typeof v !== 'object' || Array.isArray(v) || depth > 2) return undefined;
    for (const k of ['types', 'import', 'default', 'require', 'node']) {
      const got = pick((v as Record<string, unknown>)[k], depth + 1);
      if (got) return got;
    }
    return undefined;
  };
  if (typeof exports === 'string') return subpath === '.' ? exports : undefined;
  if (!exports || typeof exports !== 'object' || Array.isArray(exports)) return undefined;
  const map = exports as Record<string, unknown>;
  if (!Object.keys(map).some((k) => k.startsWith('.'))) return subpath === '.' ? pick(map) : undefined;
  return pick(map[subpath]);
}

/**
 * Whether a module's text can export `name`: it writes the name, or it re-exports a whole module (`export * from`),
 * which may. A file that can not is not parsed (still recorded as read: an edit can make it export the name). This
 * keeps a lookup through an index of hundreds of modules (`export * from './config/config'`, ...) to the files that
 * may hold it, instead of parsing every one.
 */
export function mayExport(text: string, name: string): boolean {
  return name === 'default' || text.includes(name) || /\bexport\s*\*/.test(text);
}
