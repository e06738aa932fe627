// Bundles the library API, the CLI, the language server and the VS Code client into dist/.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  // gpt-tokenizer's encoding with its rank table in a raw file beside the chunk (shared/src/cost/rank-table.ts).
  o200k_base: { modules: ['gpt-tokenizer/encoding/o200k_base'], entry: () => rankTableEntry('o200k_base'), minify: true },
  cl100k_base: { modules: ['gpt-tokenizer/encoding/cl100k_base'], entry: () => rankTableEntry('cl100k_base'), minify: true },
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
// A tokenizer's rank table (200,000 entries) as rank-table.ts reads it, in dist/NAME.ranks: the tokens' bytes in rank
// order, with their lengths first. No JSON.parse and no Map of 200,000 strings on load (about 180 ms of a run that
// counts tokens), and raw bytes deflate in the .vsix (a base64 string in the chunk did not: 7.32 MB). The chunk reads
// the file beside it and checks it against the SHA-256 written into it here.
function rankTable(encoding) {
  const ranks = createRequire(import.meta.url)(`gpt-tokenizer/cjs/bpeRanks/${encoding}`).default;
  const tokens = [];
  const asBytes = [];
  const seen = new Set();
  for (let rank = 0; rank < ranks.length; rank++) {
    const v = ranks[rank];
    if (!(rank in ranks)) throw new Error(`${encoding}: rank ${rank} is missing`);
    const bytes = Buffer.from(v);
    const kind = typeof v === 'string' ? 's' : 'b';
    if (kind === 'b') asBytes.push(rank);
    if (bytes.length === 0 || bytes.length > 255) throw new Error(`${encoding}: rank ${rank} does not pack`);
    // A duplicate would be gpt-tokenizer's Map's last rank, the hash table's first.
    if (seen.has(kind + bytes.toString('hex'))) throw new Error(`${encoding}: rank ${rank} repeats a token`);
    seen.add(kind + bytes.toString('hex'));
    tokens.push(bytes);
  }
  const head = Buffer.alloc(8);
  head.writeUInt32LE(ranks.length, 0);
  head.writeUInt32LE(asBytes.length, 4);
  const byteRanks = Buffer.alloc(4 * asBytes.length);
  asBytes.forEach((r, i) => byteRanks.writeUInt32LE(r, 4 * i));
  return Buffer.concat([Buffer.from(RANKS_MAGIC), head, Buffer.from(tokens.map((t) => t.length)), byteRanks, ...tokens]);
}
const RANKS_MAGIC = 'toollint-ranks-1\n';
function rankTableEntry(encoding) {
  const table = rankTable(encoding);
  mkdirSync('dist', { recursive: true });
  writeFileSync(`dist/${encoding}.ranks`, table);
  const sha256 = createHash('sha256').update(table).digest('hex');
  return [
    `const file = require('node:path').join(__dirname, ${JSON.stringify(`${encoding}.ranks`)});`,
    'let table;',
    'try { table = require("node:fs").readFileSync(file); } catch (error) { table = error; }',
    `module.exports = require('./shared/src/cost/rank-table.ts').packedEncoding(${JSON.stringify(encoding)}, table, file, ${JSON.stringify(sha256)});`,
  ].join('\n');
}
// The table is the .ranks file's: gpt-tokenizer's own (3 MB of code) must not be bundled into the chunk as well.
const noBundledRanks = {
  name: 'no-bundled-ranks',
  setup(b) {
    b.onLoad({ filter: /gpt-tokenizer[\\/]cjs[\\/]bpeRanks[\\/]/ }, (args) => {
      throw new Error(`${args.path}: a tokenizer chunk bundles gpt-tokenizer's rank table (it reads dist/*.ranks)`);
    });
  },
};
const chunk = (name, { modules, entry, minify }) =>
  build({
    ...common,
    stdin: { contents: entry?.() ?? `module.exports = Object.assign({}, ${modules.map((m) => `require(${JSON.stringify(m)})`).join(', ')});`, resolveDir: '.', loader: 'js' },
    outfile: `dist/${name}.js`,
    minify,
    sourcemap: false,
    plugins: [noBundledRanks],
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
