// Bundles the library API and the CLI (later the server and client) into dist/.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

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
]);
