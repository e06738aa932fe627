// Expands paths into the files to lint: folders recursively, skipping node_modules and .git, honouring .gitignore.
import ignore, { type Ignore } from 'ignore';
import { isUtf8 } from 'node:buffer';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { readRegularFile } from './regular-file';

const LINTABLE = /\.(json|jsonc|jsonl|ndjson|snap|ts|tsx|mts|cts|js|jsx|mjs|cjs|py|pyi|ipynb)$/i;
// Installed packages and caches, never the project's own code (Python's virtual environments are node_modules' peers).
const ALWAYS_SKIPPED = new Set(['node_modules', '.git', '.venv', 'venv', '__pycache__', 'site-packages', '.tox', '.ipynb_checkpoints']);
const SEP = Buffer.from(sep);

interface Matcher {
  base: string;
  ig: Ignore;
}

export interface DiscoveredFile {
  /** Absolute path. Bytes of a name that is not valid UTF-8 show as U+FFFD here, so it may not name the file. */
  path: string;
  /** The path's bytes, when `path` does not name the file (a name that is not valid UTF-8): read and write by these. */
  raw?: Buffer;
}

export interface Discovery {
  files: DiscoveredFile[];
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

/**
 * Files named on the command line are always linted (reading says if one is not a regular file); files found in
 * folders must be regular files that look like JSON or source. Folder entries are read as bytes, so a name that is
 * not valid UTF-8 is still found and read.
 */
export function discoverFiles(paths: string[], extraIgnores: string[] = [], cwd = process.cwd()): Discovery {
  const files: DiscoveredFile[] = [];
  const missing: string[] = [];
  const base: Matcher[] = extraIgnores.length ? [{ base: cwd, ig: ignore().add(extraIgnores) }] : [];
  for (const p of paths) {
    const full = resolve(cwd, p);
    if (!existsSync(full)) {
      missing.push(p);
      continue;
    }
    if (statSync(full).isDirectory()) walk({ path: full }, [...base, ...ancestorGitignores(full)], files);
    else files.push({ path: full });
  }
  const seen = new Set<string>();
  const unique = files.filter((f) => {
    const key = f.raw ? `raw:${f.raw.toString('latin1')}` : f.path;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { files: unique, missing };
}

/** The .gitignore of a folder as a matcher, if it has a readable one (a regular file: a FIFO would block). */
function gitignoreOf(dir: DiscoveredFile): Matcher | undefined {
  const gitignore = dir.raw ? Buffer.concat([dir.raw, SEP, Buffer.from('.gitignore')]) : join(dir.path, '.gitignore');
  if (!existsSync(gitignore)) return undefined;
  try {
    return { base: dir.path, ig: ignore().add(readRegularFile(gitignore).toString('utf8')) };
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
  return above.reverse().flatMap((d) => gitignoreOf({ path: d }) ?? []);
}

function walk(dir: DiscoveredFile, inherited: Matcher[], out: DiscoveredFile[]): void {
  const own = gitignoreOf(dir);
  const matchers = own ? [...inherited, own] : inherited;
  const dirBytes = dir.raw ?? Buffer.from(dir.path);
  let entries;
  try {
    entries = readdirSync(dirBytes, { withFileTypes: true, encoding: 'buffer' });
  } catch {
    return;
  }
  entries.sort((a, b) => Buffer.compare(a.name, b.name));
  for (const entry of entries) {
    const name = entry.name.toString('utf8');
    const full = join(dir.path, name);
    // Once a name on the way is not valid UTF-8, only the bytes name the file.
    const raw = dir.raw || !isUtf8(entry.name) ? Buffer.concat([dirBytes, dirBytes.at(-1) === SEP[0] ? Buffer.alloc(0) : SEP, entry.name]) : undefined;
    const child: DiscoveredFile = raw ? { path: full, raw } : { path: full };
    if (entry.isDirectory()) {
      if (ALWAYS_SKIPPED.has(name) || ignored(matchers, full, true)) continue;
      walk(child, matchers, out);
    } else if (entry.isFile() && LINTABLE.test(name) && !ignored(matchers, full, false)) {
      // Only regular files: a FIFO, socket or device found in a folder is passed over (reading one could block).
      out.push(child);
    }
  }
}
