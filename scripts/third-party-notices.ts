// ThirdPartyNotices.txt from the licenses of the packages the extension bundles: every package esbuild reads when it
// bundles the extension's code (the desktop client, the language client, the server and the CLI with their lazy chunks; the web
// extension's client and server worker and the New tool page), and every package a shipped .wasm file comes from.
// Read from node_modules; nothing is written by hand.
import { build, type Plugin } from 'esbuild';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
/** The extension's code, as esbuild.mjs and scripts/build-browser.mjs bundle it (the chunks are packages these reach). */
// The CLI ships too: the MCP command runs it (with its MCP client chunk).
const NODE_ENTRIES = ['client/src/extension.ts', 'client/src/language-client.ts', 'server/src/node.ts', 'cli/src/main.ts'];
// crypto.ts stands in for node:crypto in the browser build (a plugin there swaps it in, so it is named here).
const BROWSER_ENTRIES = ['client/src/browser/client.ts', 'server/src/browser/server.ts', 'playground/builder-entry.ts', 'shared/src/browser/crypto.ts'];

/** Node's own modules, which the browser build replaces: not packages. */
const nodeBuiltins: Plugin = {
  name: 'node-builtins',
  setup(b) {
    const names = new Set(builtinModules);
    b.onResolve({ filter: /.*/ }, (args) => (names.has(args.path.replace(/^node:/, '').split('/')[0]!) ? { path: args.path, external: true } : undefined));
  },
};

/** Packages (name -> folder) whose files esbuild bundles from the entry points (nothing external but vscode and the lazy client, an entry itself). */
async function bundledPackages(): Promise<Map<string, string>> {
  for (const e of [...NODE_ENTRIES, ...BROWSER_ENTRIES]) if (!existsSync(join(ROOT, e))) throw new Error(`${e} is gone: name the extension's entry points again here`);
  const common = { absWorkingDir: ROOT, bundle: true, format: 'cjs' as const, external: ['vscode', './client-lazy.js'], write: false, metafile: true as const, outdir: 'out-notices', logLevel: 'silent' as const };
  const builds = await Promise.all([
    build({ ...common, entryPoints: NODE_ENTRIES, platform: 'node', target: 'node20', mainFields: ['module', 'main'] }),
    build({ ...common, entryPoints: BROWSER_ENTRIES, platform: 'browser', target: 'es2022', plugins: [nodeBuiltins] }),
  ]);
  const inputs = builds.flatMap((out) => Object.keys(out.metafile.inputs));
  const found = new Map<string, string>();
  for (const input of inputs) {
    // the last node_modules segment names the package (nested copies included)
    const m = /^(.*node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(input);
    if (m) found.set(m[2]!, join(ROOT, m[1]!));
  }
  return found;
}

/** Packages a shipped dist/**\/NAME.wasm was copied from (web-tree-sitter/web-tree-sitter.wasm, tree-sitter-python/...). */
function wasmPackages(): Map<string, string> {
  const shipped = readFileSync(join(ROOT, '.vscodeignore'), 'utf8').split('\n').filter((l) => /^!dist\/.*\.wasm$/.test(l.trim()));
  const found = new Map<string, string>();
  for (const line of shipped) {
    const name = line.trim().split('/').pop()!.slice(0, -'.wasm'.length);
    const dir = join(ROOT, 'node_modules', name);
    if (!existsSync(join(dir, `${name}.wasm`))) throw new Error(`${line.trim().slice(1)} ships, but node_modules/${name}/${name}.wasm is not there: say where it comes from`);
    found.set(name, dir);
  }
  return found;
}

const LICENSE_FILE = /^(licen[cs]e|copying|notice)(-[a-z0-9.]+)?(\.(md|txt|markdown))?$/i;

function licenseText(dir: string, pkg: { license?: unknown; name: string }): string {
  const files = readdirSync(dir).filter((f) => LICENSE_FILE.test(f)).sort();
  if (files.length === 0) throw new Error(`${pkg.name} (${dir}) has no LICENSE file: add its license text by another rule, never by hand`);
  return files.map((f) => readFileSync(join(dir, f), 'utf8').replace(/\r\n/g, '\n').trim()).join('\n\n');
}

export async function thirdPartyNotices(): Promise<string> {
  const packages = new Map([...(await bundledPackages()), ...wasmPackages()]);
  const own = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).name;
  packages.delete(own);
  const sections = [...packages.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, dir]) => {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      const repo = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url;
      const head = `${name} ${pkg.version} (${typeof pkg.license === 'string' ? pkg.license : 'see below'})${repo ? `\n${repo}` : ''}`;
      return `${'-'.repeat(78)}\n${head}\n${'-'.repeat(78)}\n\n${licenseText(dir, pkg)}\n`;
    });
  return [
    'THIRD-PARTY SOFTWARE NOTICES',
    '',
    `The toollint extension bundles the following ${sections.length} packages. Their license texts follow.`,
    'This file is written by scripts/write-third-party-notices.ts (npm run gen) from the packages themselves.',
    '',
    ...sections,
  ].join('\n');
}
