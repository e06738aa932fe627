// Expands paths into the files to lint: folders recursively, skipping node_modules and .git, honouring .gitignore.
import ignore, { type Ignore } from 'ignore';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

const LINTABLE = /\.(json|jsonc|jsonl|ndjson|snap|ts|tsx|mts|cts|js|jsx|mjs|cjs)$/i;
const ALWAYS_SKIPPED = new Set(['node_modules', '.git']);

interface Matcher {
  base: string;
  ig: Ignore;
}

export interface Discovery {
  files: string[];
  /** Paths given on the command line that do not exist. */
  missing: string[];
}

function toPosix(p: string): string {
  return sep === '/' ? p : p.split(sep).join('/');
}

function ignored(matchers: Matcher[], path: string, isDir: boolean): boolean {
  for (const m of matchers) {
    const rel = toPosix(relative(m.base, path));
    if (!rel || rel.startsWith('..')) continue;
    if (m.ig.ignores(isDir ? `${rel}/` : rel)) return true;
  }
  return false;
}

/** Files named on the command line are always linted; files found in folders must look like JSON. */
export function discoverFiles(paths: string[], extraIgnores: string[] = [], cwd = process.cwd()): Discovery {
  const files: string[] = [];
  const missing: string[] = [];
  const base: Matcher[] = extraIgnores.length ? [{ base: cwd, ig: ignore().add(extraIgnores) }] : [];
  for (const p of paths) {
    const full = resolve(cwd, p);
    if (!existsSync(full)) {
      missing.push(p);
      continue;
    }
    if (statSync(full).isDirectory()) walk(full, [...base, ...ancestorGitignores(full)], files);
    else files.push(full);
  }
  return { files: [...new Set(files)], missing };
}

/** The .gitignore of a folder as a matcher, if it has a readable one. */
function gitignoreOf(dir: string): Matcher | undefined {
  const gitignore = join(dir, '.gitignore');
  if (!existsSync(gitignore)) return undefined;
  try {
    return { base: dir, ig: ignore().add(readFileSync(gitignore, 'utf8')) };
  } catch {
    return undefined; // an unreadable .gitignore ignores nothing
  }
}

/**
 * The .gitignore files above a folder, up to the root of its git repository (as git and ruff read them): linting
 * `packages/a` still skips what the repository's top-level .gitignore ignores. Outside a repository, none.
 */
function ancestorGitignores(dir: string): Matcher[] {
  if (existsSync(join(dir, '.git'))) return [];
  const above: string[] = [];
  for (let d = resolve(dir, '..'); ; d = resolve(d, '..')) {
    above.push(d);
    if (existsSync(join(d, '.git'))) break;
    if (resolve(d, '..') === d) return [];
  }
  return above.reverse().flatMap((d) => gitignoreOf(d) ?? []);
}

function walk(dir: string, inherited: Matcher[], out: string[]): void {
  const own = gitignoreOf(dir);
  const matchers = own ? [...inherited, own] : inherited;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (ALWAYS_SKIPPED.has(entry.name) || ignored(matchers, full, true)) continue;
      walk(full, matchers, out);
    } else if (entry.isFile() && LINTABLE.test(entry.name) && !ignored(matchers, full, false)) {
      out.push(full);
    }
  }
}
