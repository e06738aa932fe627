// The engine's lazy modules in the browser: the TypeScript parser, the tokenizer tables and web-tree-sitter are each a
// chunk of their own beside the bundle (scripts/build-browser.mjs), which registers itself here when it runs. The
// engine require()s them synchronously, so the browser build resolves those requires to lazyModule(): in a worker a
// chunk not yet loaded is loaded there and then (importScripts), in a page it must be loaded first (loadChunk, which
// prepareBrowser calls for what a document needs).

/** The lazy modules and the file each one is in. */
export const CHUNK_FILES = {
  typescript: 'typescript.js',
  'gpt-tokenizer/encoding/o200k_base': 'o200k_base.js',
  'gpt-tokenizer/encoding/cl100k_base': 'cl100k_base.js',
  'web-tree-sitter': 'web-tree-sitter.js',
} as const;

export type LazyName = keyof typeof CHUNK_FILES;

const REGISTRY = Symbol.for('toollint.lazyModules');

interface BrowserGlobal {
  [REGISTRY]?: Map<string, unknown>;
  document?: { currentScript?: { src?: string } | null };
  location?: { href: string };
  importScripts?: (url: string) => void;
}

const global = globalThis as unknown as BrowserGlobal;
const registry = (global[REGISTRY] ??= new Map<string, unknown>());

// Where the chunks are: beside the script that loaded this bundle (read while it runs), else beside the worker.
let base: string | undefined = global.document?.currentScript?.src || global.location?.href;

/** Sets where the chunks and .wasm files are (a URL of their folder, or of a file in it). */
export function setChunkBase(url: string): void {
  base = url;
}

/** The URL of a file beside the bundle (a chunk or a .wasm). */
export function assetUrl(file: string): string {
  if (base === undefined) throw new Error(`toollint: no base URL for ${file} (call setChunkBase first)`);
  return new URL(file, base).href;
}

export function chunkLoaded(name: LazyName): boolean {
  return registry.has(name);
}

const loading = new Map<LazyName, Promise<void>>();

/** Loads a chunk once (later calls share the promise); rejects when it cannot be loaded. */
export function loadChunk(name: LazyName): Promise<void> {
  if (registry.has(name)) return Promise.resolve();
  let p = loading.get(name);
  if (!p) {
    const url = assetUrl(CHUNK_FILES[name]);
    // A chunk is a classic script that registers itself; import() runs it in a page and in a module or classic worker.
    p = (import(/* webpackIgnore: true */ url) as Promise<unknown>).then(() => {
      if (!registry.has(name)) throw new Error(`toollint: ${url} did not register ${name}`);
    });
    p.catch(() => loading.delete(name));
    loading.set(name, p);
  }
  return p;
}

function current(name: LazyName): unknown {
  if (!registry.has(name) && typeof global.importScripts === 'function') global.importScripts(assetUrl(CHUNK_FILES[name]));
  const m = registry.get(name);
  if (m === undefined) throw new Error(`toollint: ${name} is not loaded yet (await prepareBrowser() before linting)`);
  return m;
}

/**
 * What the engine's require(name) returns in a browser bundle: the module itself once loaded, else a stand-in that
 * reads it on each use (so a require made too early works once the chunk has come).
 */
export function lazyModule(name: LazyName): unknown {
  if (!registry.has(name) && typeof global.importScripts === 'function') {
    try {
      current(name);
    } catch {
      // Told on first use, through the stand-in.
    }
  }
  if (registry.has(name)) return registry.get(name);
  return new Proxy(
    {},
    {
      get: (_, key) => (current(name) as Record<PropertyKey, unknown>)[key],
      has: (_, key) => key in (current(name) as object),
    },
  );
}
