// Classes a module imports from other files of the same workspace (`from .models import WeatherArgs`, `from
// app.schemas import X`, `from app import schemas` then `schemas.X`, a package's `__init__.py` re-exporting): the file is
// found from the importing file's path (relative imports by their dots; absolute ones against each folder above it,
// as the project root or a `src/` layout puts them on sys.path), read through the lint's readFile, parsed, never
// imported or run. Bounded: MAX_IMPORT_DEPTH files deep, a few folders up, each file parsed once per conversion; a
// class imported in a cycle is not analysable. What a file of the workspace gives is placed at its first use in the
// importing document (findings land there; such a class gets no fixes, which would have to edit the other file).
import { NotAnalyzable, type ClassInfo, type Span } from './model';
import { Module } from './module';
import { Hints } from './hints';
import { type PyNode, spanOf } from './syntax';
import { dirname, joinPath, normalizePath } from '../../text/posix-path';

/** How many files deep an import is followed (a file importing a file importing ...). */
export const MAX_IMPORT_DEPTH = 4;
/** How many folders above the importing file an absolute import's package is looked for. */
const MAX_ROOT_DEPTH = 12;

/** What the reader lends a conversion to read other files: the document's path, readFile, the parser. */
export interface PythonImportContext {
  path: string;
  readFile: (path: string) => string | undefined;
  /** Parses a file's text (the tree is deleted when the conversion ends). */
  parse: (text: string) => { rootNode: PyNode; delete(): void } | undefined;
  /** Every file read (the language server re-lints the document when one changes). */
  reads: Set<string>;
}

let ambient: PythonImportContext | undefined;

/** Runs `read` with other files readable through `ctx` (the Python reader wraps its reading of a document in it). */
export function withPythonImports<T>(ctx: PythonImportContext | undefined, read: () => T): T {
  const before = ambient;
  ambient = ctx;
  try {
    return read();
  } finally {
    ambient = before;
  }
}

/** `..pkg.mod.Name`: its leading dots (the relative level), the module's parts, and the name (read in one pass). */
function splitImport(q: string): { level: number; parts: string[]; name: string | undefined } {
  let level = 0;
  while (q[level] === '.') level++;
  const rest = q.slice(level);
  const parts = rest ? rest.split('.') : [];
  const name = parts.pop();
  return { level, parts, name };
}

/** `path` from the folder `from` (`models.py`, `../schemas/common.py`); the path itself when they share no root. */
function relativeTo(from: string, path: string): string {
  const a = normalizePath(from).split('/').filter((x) => x && x !== '.');
  const b = normalizePath(path).split('/');
  const file = b.pop()!;
  const parts = b.filter((x) => x && x !== '.');
  if (normalizePath(from).startsWith('/') !== normalizePath(path).startsWith('/')) return path;
  let i = 0;
  while (i < a.length && i < parts.length && a[i] === parts[i]) i++;
  if (i === 0 && a.length && parts.length) return path;
  return [...a.slice(i).map(() => '..'), ...parts.slice(i), file].join('/');
}

/** The files a conversion reads, each parsed once; the trees are freed by `dispose`. */
export class ModuleGraph {
  private readonly modules = new Map<string, Module | null>();
  private readonly trees: { delete(): void }[] = [];
  /** `file:Class` being read: met again, it is a cycle. */
  private readonly active = new Set<string>();

  constructor(private readonly ctx: PythonImportContext) {}

  /** The graph for the current reading, if other files may be read; it binds `home` as the importing document. */
  static forHome(home: Module): ModuleGraph | undefined {
    if (!ambient) return undefined;
    const graph = new ModuleGraph(ambient);
    graph.bind(home, ambient.path, undefined, 0);
    return graph;
  }

  dispose(): void {
    for (const t of this.trees.splice(0)) t.delete();
  }

  private bind(mod: Module, path: string, anchor: Span | undefined, depth: number): void {
    mod.resolveImport = (q, at) => this.resolve(path, q, anchor ?? spanOf(at), depth);
    mod.resolveFunction = (q, at) => this.resolveFunction(path, q, anchor ?? spanOf(at), depth);
  }

  private read(path: string): string | undefined {
    try {
      const text = this.ctx.readFile(path);
      return typeof text === 'string' ? text : undefined;
    } catch {
      return undefined;
    }
  }

  /** The file a module path names from `fromPath`: `a/b.py` or `a/b/__init__.py` (relative by `level` dots). */
  private file(fromPath: string, level: number, parts: string[]): { path: string; text: string } | undefined {
    const tails = parts.length ? [`${parts.join('/')}.py`, `${parts.join('/')}/__init__.py`] : ['__init__.py'];
    const dirs: string[] = [];
    let dir = dirname(fromPath);
    if (level > 0) {
      for (let i = 1; i < level; i++) dir = dirname(dir);
      dirs.push(dir);
    } else {
      for (let i = 0; i < MAX_ROOT_DEPTH; i++) {
        dirs.push(dir);
        const up = dirname(dir);
        if (up === dir || dir === '.') break;
        dir = up;
      }
    }
    for (const d of dirs) {
      for (const tail of tails) {
        const path = joinPath(d, tail);
        if (path === normalizePath(fromPath)) continue;
        const text = this.read(path);
        if (text !== undefined) return { path, text };
      }
    }
    return undefined;
  }

  private moduleAt(path: string, text: string, anchor: Span, depth: number): Module | undefined {
    if (this.modules.has(path)) return this.modules.get(path) ?? undefined;
    this.ctx.reads.add(path);
    const tree = this.ctx.parse(text);
    if (!tree) {
      this.modules.set(path, null);
      return undefined;
    }
    this.trees.push(tree);
    const mod = new Module(tree.rootNode, text);
    new Hints(mod);
    // Messages name the file as seen from the importing document's folder.
    mod.foreign = { path: relativeTo(dirname(this.ctx.path), path), anchor };
    this.bind(mod, path, anchor, depth + 1);
    this.modules.set(path, mod);
    return mod;
  }

  /** The class `q` (`.models.X`, `app.schemas.X`) names, imported into the file at `fromPath`. */
  private resolve(fromPath: string, q: string, anchor: Span, depth: number): ClassInfo | undefined {
    const { level, parts, name } = splitImport(q);
    if (!name || (level === 0 && parts.length === 0)) return undefined;
    const found = this.file(fromPath, level, parts);
    if (!found) return undefined;
    if (depth >= MAX_IMPORT_DEPTH) throw new NotAnalyzable(`\`${name}\` is imported through more than ${MAX_IMPORT_DEPTH} files`, anchor);
    const key = `${found.path}:${name}`;
    if (this.active.has(key)) throw new NotAnalyzable(`\`${name}\` is imported in a cycle (${relativeTo(dirname(this.ctx.path), found.path)} imports it from itself)`, anchor);
    const mod = this.moduleAt(found.path, found.text, anchor, depth);
    if (!mod) return undefined;
    this.active.add(key);
    try {
      return mod.classOf(name, mod.root);
    } catch (e) {
      if (e instanceof NotAnalyzable && e.span !== anchor) throw new NotAnalyzable(`in ${relativeTo(dirname(this.ctx.path), found.path)}: ${e.message}`, anchor);
      throw e;
    } finally {
      this.active.delete(key);
    }
  }

  /**
   * The function `q` names (a tool registered by call, `mcp.tool()(recommend_indexes)`, registrations.ts): its
   * definition in the file it is written in, through `__init__` re-exports; the module is read like a model's.
   */
  private resolveFunction(fromPath: string, q: string, anchor: Span, depth: number): { mod: Module; fn: PyNode; anchor: Span; path: string } | undefined {
    const { level, parts, name } = splitImport(q);
    if (!name || (level === 0 && parts.length === 0) || depth >= MAX_IMPORT_DEPTH) return undefined;
    const found = this.file(fromPath, level, parts);
    const mod = found ? this.moduleAt(found.path, found.text, anchor, depth) : undefined;
    if (!found || !mod) return undefined;
    for (const st of mod.root.namedChildren) {
      const fn = st?.type === 'decorated_definition' ? st.childForFieldName('definition') : st;
      if (fn?.type === 'function_definition' && fn.childForFieldName('name')?.text === name) return { mod, fn, anchor, path: relativeTo(dirname(this.ctx.path), found.path) };
    }
    const again = mod.imports.get(name);
    return again !== undefined ? this.resolveFunction(found.path, again, anchor, depth + 1) : undefined;
  }
}
