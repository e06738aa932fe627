// A monorepo's own package imported by its name (`import { PaginationLimitParam } from '@repo/mcp-common/src/types'`)
// with nothing installed: the folders the workspace declares (pnpm-workspace.yaml `packages`, package.json
// `workspaces`) where a package of that name may live, for the import reader to check by their package.json name.
// Only a name the importing package declares as a workspace dependency (`"workspace:*"`), or any name in an
// npm/yarn/bun workspace, is looked for; the folders are guessed from the globs (`packages/*` -> `packages/mcp-common`)
// and named by the lockfile (pnpm-lock.yaml's importers, package-lock.json's links, yarn.lock's and bun.lock's
// `name@workspace:folder`, which place a package deep under `libs/**`), never by listing the disk. Every read is bounded.
import { parse as parseJsonc } from 'jsonc-parser';
import { dirname, joinPath } from '../../text/posix-path';

/** What this reader needs of the import reader's context (structurally its ImportContext). */
interface Reader {
  readFile: (path: string) => string | undefined;
  reads: Set<string>;
}

/** Most folders up a workspace root is looked for, importers read from a lockfile, and candidates returned. */
const MAX_UP = 32;
const MAX_IMPORTERS = 2000;
const MAX_CANDIDATES = 64;

/** Texts read, per reading (a file's imports of several packages look at the same package.json files once). */
const texts = new WeakMap<Reader, Map<string, string | undefined>>();

function read(ctx: Reader, path: string): string | undefined {
  let known = texts.get(ctx);
  if (!known) texts.set(ctx, (known = new Map()));
  if (known.has(path)) return known.get(path);
  let text: string | undefined;
  try {
    const t = ctx.readFile(path);
    text = typeof t === 'string' ? t : undefined;
  } catch {
    text = undefined;
  }
  known.set(path, text);
  return text;
}

/** `@scope/name/sub/path` -> `@scope/name`, `name/sub` -> `name`; undefined for a relative or odd specifier. */
export function packageName(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.includes(':') || specifier.includes('\\')) return undefined;
  const parts = specifier.split('/');
  if (specifier.startsWith('@')) return parts.length >= 2 && parts[0]!.length > 1 && parts[1] ? `${parts[0]}/${parts[1]}` : undefined;
  return parts[0] || undefined;
}

interface PackageJson {
  name?: unknown;
  dependencies?: unknown;
  devDependencies?: unknown;
  peerDependencies?: unknown;
  workspaces?: unknown;
}

function json(ctx: Reader, path: string): PackageJson | undefined {
  const text = read(ctx, path);
  if (text === undefined) return undefined;
  const value = parseJsonc(text, [], { allowTrailingComma: true }) as unknown;
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as PackageJson) : undefined;
}

/** The version the package.json declares for a dependency, if it declares one. */
function declaredVersion(pkg: PackageJson, name: string): string | undefined {
  for (const deps of [pkg.dependencies, pkg.devDependencies, pkg.peerDependencies]) {
    const v = deps && typeof deps === 'object' ? (deps as Record<string, unknown>)[name] : undefined;
    if (typeof v === 'string') return v;
  }
  return undefined;
}

/** The `packages:` globs of a pnpm-workspace.yaml (a YAML list of plain or quoted strings; negations left out). */
function pnpmGlobs(text: string): string[] {
  const out: string[] = [];
  let inList = false;
  for (const line of text.split(/\r?\n/, 10_000)) {
    if (/^packages\s*:\s*$/.test(line)) {
      inList = true;
      continue;
    }
    if (!inList) continue;
    const trimmed = line.trimStart();
    if (trimmed.length < line.length && trimmed.startsWith('-')) {
      // `  - 'apps/*'  # comment`: the item, without its comment and quotes.
      const hash = trimmed.indexOf('#');
      let item = (hash < 0 ? trimmed.slice(1) : trimmed.slice(1, hash)).trim();
      if (item.length >= 2 && (item[0] === "'" || item[0] === '"') && item[item.length - 1] === item[0]) item = item.slice(1, -1);
      if (item && !item.startsWith('!')) out.push(item);
    } else if (trimmed.length === line.length && line.length > 0) break;
  }
  return out;
}

/** The folders pnpm-lock.yaml lists as importers (the workspace's packages), relative to the root. */
function lockImporters(text: string): string[] {
  const out: string[] = [];
  const start = text.indexOf('\nimporters:');
  if (start < 0) return out;
  const lines = text.slice(start + 1).split(/\r?\n/);
  for (let i = 1; i < lines.length && out.length < MAX_IMPORTERS; i++) {
    const line = lines[i]!;
    if (/^\S/.test(line)) break;
    const key = /^ {2}(['"]?)([^'"\s:][^'":]*)\1:\s*$/.exec(line);
    if (key && key[2] !== '.') out.push(key[2]!);
  }
  return out;
}

/** The folder npm's package-lock.json links a workspace package from (its entry's `resolved` with `link: true`). */
function npmLockLink(text: string, name: string): string | undefined {
  const at = text.indexOf(`"node_modules/${name}"`);
  if (at < 0) return undefined;
  // The entry is a flat object right after its key: read up to its closing brace, at most a few hundred characters.
  const entry = /^"[^"]*"\s*:\s*\{([^{}]{0,800})\}/.exec(text.slice(at, at + 1000))?.[1];
  const resolved = entry && /"link"\s*:\s*true/.test(entry) ? /"resolved"\s*:\s*"([^"\\]+)"/.exec(entry)?.[1] : undefined;
  return resolved && !resolved.startsWith('/') && !resolved.includes('..') && !resolved.includes(':') ? resolved : undefined;
}

/**
 * The folder a yarn (2 and later) or bun lockfile names a workspace package's: `"@nx-console/shared-llm-context@workspace:
 * libs/shared/llm-context"` (yarn.lock's keys and resolutions; bun.lock's packages); `workspace:^`-style ranges and
 * the root (`.`) are no folder.
 */
function lockWorkspaceFolder(text: string, name: string): string | undefined {
  const needle = `${name}@workspace:`;
  let at = text.indexOf(needle);
  for (let seen = 0; at >= 0 && seen < 16; seen++, at = text.indexOf(needle, at + needle.length)) {
    // Only where the name starts a descriptor (after a quote, a space or a comma), not inside a longer name.
    const before = at > 0 ? text[at - 1] : '"';
    if (before !== '"' && before !== ' ' && before !== ',') continue;
    const rest = text.slice(at + needle.length, at + needle.length + 300);
    const folder = /^[A-Za-z0-9_@][\w@.+\-/]*/.exec(rest)?.[0];
    if (folder && !folder.split('/').includes('..')) return folder;
  }
  return undefined;
}

/**
 * Whether the package a file belongs to may import the package as a workspace package: the nearest package.json that
 * declares it does so with the workspace protocol, `*`, `file:` or `link:`, or (npm and yarn workspaces take versions)
 * any version of a scoped name; or no package.json up to the workspace root declares it (npm, yarn and bun link every
 * workspace package at the root, where any of its packages imports it: nx-console's libs import each other so).
 * Saves the lockfile look-ups for `zod` and the like.
 */
function mayBeWorkspaceDependency(fromFile: string, name: string, ctx: Reader): boolean {
  let dir = dirname(fromFile);
  for (let i = 0; i < MAX_UP; i++) {
    const pkg = json(ctx, joinPath(dir, 'package.json'));
    const version = pkg && declaredVersion(pkg, name);
    if (version !== undefined) return /^(?:workspace:|file:|link:|\*$)/.test(version) || name.startsWith('@');
    if (pkg?.workspaces !== undefined) return true;
    const up = dirname(dir);
    if (up === dir) return false;
    dir = up;
  }
  return false;
}

/** The workspace around a file: its root folder and package globs, with the package.json nearest the file. */
function workspaceOf(fromFile: string, ctx: Reader): { root: string; globs: string[]; strict: boolean; nearest: PackageJson | undefined } | undefined {
  let dir = dirname(fromFile);
  let nearest: PackageJson | undefined;
  for (let i = 0; i < MAX_UP; i++) {
    const pkg = json(ctx, joinPath(dir, 'package.json'));
    nearest ??= pkg;
    const pnpm = read(ctx, joinPath(dir, 'pnpm-workspace.yaml'));
    if (pnpm !== undefined) {
      ctx.reads.add(joinPath(dir, 'pnpm-workspace.yaml'));
      return { root: dir, globs: pnpmGlobs(pnpm), strict: true, nearest };
    }
    const ws = pkg?.workspaces;
    const globs = Array.isArray(ws) ? ws : ws && typeof ws === 'object' && Array.isArray((ws as { packages?: unknown }).packages) ? (ws as { packages: unknown[] }).packages : undefined;
    if (globs) return { root: dir, globs: globs.filter((g): g is string => typeof g === 'string' && !g.startsWith('!')), strict: false, nearest };
    const up = dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
  return undefined;
}

/**
 * The folders a workspace package named as `specifier` imports may be in, nearest guesses first (each to be checked
 * by its package.json name); empty when the specifier names no package of the file's workspace.
 */
export function workspaceCandidates(fromFile: string, specifier: string, ctx: Reader): string[] {
  const name = packageName(specifier);
  if (!name || !mayBeWorkspaceDependency(fromFile, name, ctx)) return [];
  const ws = workspaceOf(fromFile, ctx);
  if (!ws) return [];
  // pnpm links only what a package declares, with the workspace: protocol; npm and yarn link every workspace package.
  const version = ws.nearest && declaredVersion(ws.nearest, name);
  if (ws.strict && !version?.startsWith('workspace:')) return [];
  const tail = name.split('/').pop()!;
  const out: string[] = [];
  const add = (rel: string) => {
    let end = rel.length;
    while (end > 0 && rel[end - 1] === '/') end--;
    const dir = joinPath(ws.root, rel.slice(0, end));
    if (!out.includes(dir) && out.length < MAX_CANDIDATES) out.push(dir);
  };
  for (const glob of ws.globs) {
    if (!glob.includes('*')) add(glob);
    else if (/^[^*]*\/\*{1,2}$/.test(glob)) add(`${glob.slice(0, glob.indexOf('*'))}${tail}`);
  }
  if (ws.strict) {
    const lock = read(ctx, joinPath(ws.root, 'pnpm-lock.yaml'));
    if (lock !== undefined) for (const rel of lockImporters(lock)) add(rel);
  } else {
    // npm's package-lock.json links each workspace package: `"node_modules/@tm/core": { "resolved": "packages/tm-core", "link": true }`.
    const lock = read(ctx, joinPath(ws.root, 'package-lock.json'));
    const linked = lock === undefined ? undefined : npmLockLink(lock, name);
    if (linked) add(linked);
    for (const file of ['yarn.lock', 'bun.lock']) {
      const text = read(ctx, joinPath(ws.root, file));
      const folder = text === undefined ? undefined : lockWorkspaceFolder(text, name);
      if (folder) add(folder);
    }
  }
  return out;
}
