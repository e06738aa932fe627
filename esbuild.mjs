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

await Promise.all([
  build({ ...common, entryPoints: ['shared/src/index.ts'], outfile: 'dist/index.js' }),
  build({ ...common, entryPoints: ['cli/src/main.ts'], outfile: 'dist/cli.js', define: { TOOLLINT_VERSION: JSON.stringify(version) } }),
  build({ ...common, entryPoints: ['server/src/node.ts'], outfile: 'dist/server.js', minify: true }),
  // toollint/runtime, loaded by apps: the parsers and tokenizer tables stay outside it (required on first use only; a JSON
  // lint needs no parser), and the SDKs it converts with are the app's.
  build({ ...common, entryPoints: ['shared/src/runtime/index.ts'], outfile: 'dist/runtime.js', external: ['typescript', 'web-tree-sitter', 'tree-sitter-python', 'gpt-tokenizer', '@modelcontextprotocol/sdk', 'ai', 'zod'] }),
  // The client must stay small: activation loads only this bundle; the engine runs in the server process.
  build({ ...common, entryPoints: ['client/src/extension.ts'], outfile: 'dist/client.js', external: ['vscode'], minify: true }),
]);

// The Python parser's WebAssembly (web-tree-sitter's runtime and tree-sitter-python's grammar) is loaded from beside
// the bundles, on the first Python file only (shared/src/sources/python/parser.ts).
const require = createRequire(import.meta.url);
mkdirSync('dist', { recursive: true });
for (const wasm of ['web-tree-sitter/web-tree-sitter.wasm', 'tree-sitter-python/tree-sitter-python.wasm']) {
  copyFileSync(require.resolve(wasm), `dist/${wasm.split('/')[1]}`);
}
