// Bundles for the browser, with esbuild: the engine (dist/browser/toollint.js), the web extension (dist/browser/client.js
// and its language server as a web worker, dist/browser/server.js) and the playground page (dist/playground/). No Node
// built-in in any of them. node:crypto is swapped for shared/src/browser/crypto.ts, Buffer for shared/src/browser/
// buffer.ts; the engine's lazy requires (the TypeScript parser, the tokenizer tables, web-tree-sitter) become chunks of
// their own, loaded on demand (shared/src/browser/lazy.ts), and the Python parser's .wasm files sit beside them.
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BROWSER = join(ROOT, 'shared/src/browser');
const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));

// The lazy modules and their chunk files: the same table as shared/src/browser/lazy.ts's CHUNK_FILES.
const LAZY = {
  typescript: 'typescript',
  'gpt-tokenizer/encoding/o200k_base': 'o200k_base',
  'gpt-tokenizer/encoding/cl100k_base': 'cl100k_base',
  'web-tree-sitter': 'web-tree-sitter',
};
const escape = (s) => s.replace(/[/.\-]/g, '\\$&');

/** node:crypto -> crypto.ts; a lazy module required by the engine -> lazyModule(name). */
const engineShims = {
  name: 'toollint-browser-shims',
  setup(b) {
    b.onResolve({ filter: /^node:crypto$/ }, () => ({ path: join(BROWSER, 'crypto.ts') }));
    b.onResolve({ filter: new RegExp(`^(${Object.keys(LAZY).map(escape).join('|')})$`) }, (args) => {
      if (args.kind !== 'require-call') throw new Error(`${args.path} is lazy in the browser build: require() it inside a function (${args.importer})`);
      return { path: args.path, namespace: 'toollint-lazy' };
    });
    b.onLoad({ filter: /.*/, namespace: 'toollint-lazy' }, (args) => ({
      contents: `module.exports = require(${JSON.stringify(join(BROWSER, 'lazy.ts'))}).lazyModule(${JSON.stringify(args.path)});`,
      resolveDir: ROOT,
      loader: 'js',
    }));
  },
};

/** Node built-ins a dependency names on a code path it never takes in a browser (TypeScript's `sys`): empty modules. */
const NODE_ONLY = ['fs', 'path', 'os', 'crypto', 'module', 'perf_hooks', 'inspector', 'buffer', 'source-map-support', 'url', 'util', 'child_process'];
const emptyNodeBuiltins = {
  name: 'empty-node-builtins',
  setup(b) {
    b.onResolve({ filter: new RegExp(`^(node:)?(${NODE_ONLY.map(escape).join('|')})(/promises)?$`) }, (args) => ({ path: args.path, namespace: 'empty-node-builtin' }));
    b.onLoad({ filter: /.*/, namespace: 'empty-node-builtin' }, () => ({ contents: 'module.exports = {};', loader: 'js' }));
  },
};

export const browserCommon = {
  bundle: true,
  platform: 'browser',
  format: 'iife',
  target: 'es2022',
  logLevel: 'warning',
  sourcemap: 'linked',
  minify: true,
  plugins: [engineShims],
  inject: [join(BROWSER, 'buffer.ts')],
  define: { 'process.env.NODE_ENV': '"production"', TOOLLINT_VERSION: JSON.stringify(version) },
};

const chunk = (module, file, outdir) =>
  build({
    ...browserCommon,
    plugins: [emptyNodeBuiltins],
    inject: [],
    sourcemap: false,
    stdin: { contents: `(globalThis[Symbol.for('toollint.lazyModules')] ??= new Map()).set(${JSON.stringify(module)}, require(${JSON.stringify(module)}));`, resolveDir: ROOT, loader: 'js' },
    outfile: join(outdir, `${file}.js`),
  });

const require = createRequire(import.meta.url);
const WASM = ['web-tree-sitter/web-tree-sitter.wasm', 'tree-sitter-python/tree-sitter-python.wasm'];

/** The lazy chunks and the .wasm files, into one folder. */
async function lazyParts(outdir) {
  mkdirSync(outdir, { recursive: true });
  await Promise.all(Object.entries(LAZY).map(([module, file]) => chunk(module, file, outdir)));
  for (const wasm of WASM) copyFileSync(require.resolve(wasm), join(outdir, wasm.split('/')[1]));
}

// The language server in a web worker: its file access (cli/src/regular-file.ts, node:path) becomes server/src/browser/
// no-files.ts and path.ts, its `process` a stand-in, and its loadPython() finds the .wasm beside the worker.
const SERVER_BROWSER = join(ROOT, 'server/src/browser');
const serverShims = {
  name: 'toollint-server-browser-shims',
  setup(b) {
    b.onResolve({ filter: /cli\/src\/regular-file$/ }, () => ({ path: join(SERVER_BROWSER, 'no-files.ts') }));
    b.onResolve({ filter: /^node:path$/ }, () => ({ path: join(SERVER_BROWSER, 'path.ts') }));
    b.onResolve({ filter: /sources\/python\/parser$/ }, (args) => (args.importer === join(ROOT, 'server/src/server.ts') ? { path: join(SERVER_BROWSER, 'python.ts') } : undefined));
  },
};

const DIST = join(ROOT, 'dist');
const PLAYGROUND = join(ROOT, 'playground');
await Promise.all([lazyParts(join(DIST, 'browser')), lazyParts(join(DIST, 'playground'))]);
await Promise.all([
  build({ ...browserCommon, entryPoints: [join(BROWSER, 'index.ts')], outfile: join(DIST, 'browser/toollint.js'), globalName: 'toollint' }),
  build({ ...browserCommon, entryPoints: [join(SERVER_BROWSER, 'server.ts')], outfile: join(DIST, 'browser/server.js'), plugins: [serverShims, engineShims], inject: [...browserCommon.inject, join(SERVER_BROWSER, 'process.ts')] }),
  // The web extension's client (package.json `browser`), loaded by VS Code as a CommonJS module.
  build({ ...browserCommon, entryPoints: [join(ROOT, 'client/src/browser/client.ts')], outfile: join(DIST, 'browser/client.js'), format: 'cjs', external: ['vscode'], plugins: [] }),
  // The page (Lint, Build, Rules), and the Build mode alone for VS Code's "New tool..." webview.
  build({ ...browserCommon, entryPoints: [join(PLAYGROUND, 'main.ts')], outfile: join(DIST, 'playground/playground.js') }),
  build({ ...browserCommon, entryPoints: [join(PLAYGROUND, 'builder-entry.ts')], outfile: join(DIST, 'playground/builder.js') }),
]);
for (const file of ['index.html', 'style.css']) copyFileSync(join(PLAYGROUND, file), join(DIST, 'playground', file === 'style.css' ? 'playground.css' : file));
