// Bundles the library API, the CLI, the language server and the VS Code client into dist/.
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
  // jsonc-parser's UMD build hides its requires from bundlers; its ESM build bundles cleanly.
  mainFields: ['module', 'main'],
};

// Lazy chunks: the engine requires these packages inside functions, on first need only (TypeScript for a .ts file, the
// Python parser for a .py file, a tokenizer table for a count; the MCP client and zod for `toollint mcp`, whose module
// cli/src/main.ts requires on that command only). Each chunk is bundled once into a file of its own beside the bundles,
// and the bundles require that file, so a JSON lint neither loads nor even compiles them (TypeScript alone was 9.7 MB of
// the 16.5 MB the CLI compiled on every run). A chunk sits in dist/ itself: web-tree-sitter finds its .wasm beside it.
// `eager: false`: only a require() inside a function may name it (a top-level import would load it on start).
const MCP_CLIENT = ['zod', '@modelcontextprotocol/sdk/client/index.js', '@modelcontextprotocol/sdk/client/sse.js', '@modelcontextprotocol/sdk/client/streamableHttp.js', '@modelcontextprotocol/sdk/shared/stdio.js'];
const CHUNKS = {
  typescript: { modules: ['typescript'], minify: true },
  'web-tree-sitter': { modules: ['web-tree-sitter'], minify: true },
  o200k_base: { modules: ['gpt-tokenizer/encoding/o200k_base'], minify: true },
  cl100k_base: { modules: ['gpt-tokenizer/encoding/cl100k_base'], minify: true },
  // One file for all: the SDK and the CLI's own zod schemas share one zod. Imported by cli/src/mcp/ at its top level,
  // which is itself loaded lazily.
  'mcp-client': { modules: MCP_CLIENT, minify: true, imported: true },
};
const chunkOf = new Map(Object.entries(CHUNKS).flatMap(([name, c]) => c.modules.map((m) => [m, { name, ...c }])));
const lazyChunks = {
  name: 'lazy-chunks',
  setup(b) {
    const filter = new RegExp(`^(${[...chunkOf.keys()].map((k) => k.replace(/[/.]/g, '\\$&')).join('|')})$`);
    b.onResolve({ filter }, (args) => {
      const c = chunkOf.get(args.path);
      if (args.kind !== 'require-call' && !c.imported) throw new Error(`${args.path} is a lazy chunk: require() it inside a function (${args.importer})`);
      return { path: `./${c.name}.js`, external: true };
    });
  },
};
// A tokenizer's rank table (200,000 entries) as one JSON string parsed on load instead of an array literal: V8 parses
// JSON faster than the same data as code (the o200k chunk loaded in about two thirds of the time).
const ranksAsJson = {
  name: 'ranks-as-json',
  setup(b) {
    b.onLoad({ filter: /gpt-tokenizer[\\/]cjs[\\/]bpeRanks[\\/][a-z0-9_]+\.js$/ }, (args) => ({
      contents: `Object.defineProperty(exports, '__esModule', { value: true });\nexports.default = JSON.parse(${JSON.stringify(JSON.stringify(createRequire(import.meta.url)(args.path).default))});`,
      loader: 'js',
    }));
  },
};
const chunk = (name, { modules, minify }) =>
  build({
    ...common,
    stdin: { contents: `module.exports = Object.assign({}, ${modules.map((m) => `require(${JSON.stringify(m)})`).join(', ')});`, resolveDir: '.', loader: 'js' },
    outfile: `dist/${name}.js`,
    minify,
    sourcemap: false,
    plugins: [ranksAsJson],
  });

await Promise.all([
  ...Object.entries(CHUNKS).map(([name, c]) => chunk(name, c)),
  build({ ...common, entryPoints: ['shared/src/index.ts'], outfile: 'dist/index.js', plugins: [lazyChunks] }),
  build({ ...common, entryPoints: ['cli/src/main.ts'], outfile: 'dist/cli.js', define: { TOOLLINT_VERSION: JSON.stringify(version) }, plugins: [lazyChunks] }),
  build({ ...common, entryPoints: ['server/src/node.ts'], outfile: 'dist/server.js', minify: true, plugins: [lazyChunks] }),
  // toollint/runtime, loaded by apps: the parsers and tokenizer tables stay outside it (required on first use only; a JSON
  // lint needs no parser), and the SDKs it converts with are the app's.
  build({ ...common, entryPoints: ['shared/src/runtime/index.ts'], outfile: 'dist/runtime.js', external: ['typescript', 'web-tree-sitter', 'tree-sitter-python', 'gpt-tokenizer', '@modelcontextprotocol/sdk', 'ai', 'zod'] }),
  // The client must stay small: activation loads only this bundle; the engine runs in the server process.
  build({ ...common, entryPoints: ['client/src/extension.ts'], outfile: 'dist/client.js', external: ['vscode', './client-lazy.js'], minify: true }),
  // The language client and the MCP command, required on first need (the first file that may hold tools).
  build({ ...common, entryPoints: ['client/src/language-client.ts'], outfile: 'dist/client-lazy.js', external: ['vscode'], minify: true }),
]);

// The Python parser's WebAssembly (web-tree-sitter's runtime and tree-sitter-python's grammar) is loaded from beside
// the bundles, on the first Python file only (shared/src/sources/python/parser.ts).
const require = createRequire(import.meta.url);
mkdirSync('dist', { recursive: true });
for (const wasm of ['web-tree-sitter/web-tree-sitter.wasm', 'tree-sitter-python/tree-sitter-python.wasm']) {
  copyFileSync(require.resolve(wasm), `dist/${wasm.split('/')[1]}`);
}
