// ThirdPartyNotices.txt from the licenses of the packages the extension bundles: every package esbuild reads when it
// bundles the client, the language client and the server (with the server's lazy chunks), and every package a shipped
// .wasm file comes from. Read from node_modules; nothing is written by hand.
import { build } from 'esbuild';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
/** The extension's code, as esbuild.mjs bundles it (the chunks are packages these reach). */
const ENTRIES = ['client/src/extension.ts', 'client/src/language-client.ts', 'server/src/node.ts'];

/** Packages (name -> folder) whose files esbuild bundles from the entry points (nothing external but vscode and the lazy client, an entry itself). */
async function bundledPackages(): Promise<Map<string, string>> {
  const out = await build({
    absWorkingDir: ROOT,
    entryPoints: ENTRIES,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    mainFields: ['module', 'main'],
    external: ['vscode', './client-lazy.js'],
    write: false,
    metafile: true,
    outdir: 'out-notices',
    logLevel: 'silent',
  });
  const found = new Map<string, string>();
  for (const input of Object.keys(out.metafile.inputs)) {
    // the last node_modules segment names the package (nested copies included)
    const m = /^(.*node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(input);
    if (m) found.set(m[2]!, join(ROOT, m[1]!));
  }
  return found;
}

/** Packages a shipped dist/*.wasm was copied from (web-tree-sitter/web-tree-sitter.wasm, tree-sitter-python/...). */
function wasmPackages(): Map<string, string> {
  const shipped = readFileSync(join(ROOT, '.vscodeignore'), 'utf8').split('\n').filter((l) => /^!dist\/.*\.wasm$/.test(l.trim()));
  const found = new Map<string, string>();
  for (const line of shipped) {
    const name = line.trim().slice('!dist/'.length, -'.wasm'.length);
    const dir = join(ROOT, 'node_modules', name);
    if (!existsSync(join(dir, `${name}.wasm`))) throw new Error(`dist/${name}.wasm ships, but node_modules/${name}/${name}.wasm is not there: say where it comes from`);
    found.set(name, dir);
  }
  return found;
}

const LICENSE_FILE = /^(licen[cs]e|copying|notice)(\.(md|txt|markdown))?$/i;

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
