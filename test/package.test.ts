// Packaging: the .vsix is built with @vscode/vsce and ships only the bundles (and the Python parser's .wasm), README, LICENSE, CHANGELOG, icon and schema.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { RULES } from '../shared/src/index';

const ROOT = join(__dirname, '..');
const VSCE = join(ROOT, 'node_modules', '@vscode', 'vsce', 'vsce');

// The web extension's own files (its server worker has its own copies of the lazy chunks, built for the browser).
const WEB = ['client.js', 'server.js', 'typescript.js', 'o200k_base.js', 'cl100k_base.js', 'web-tree-sitter.js', 'web-tree-sitter.wasm', 'tree-sitter-python.wasm'].map((f) => `dist/browser/${f}`);

test('the extension package holds exactly the shipped files', () => {
  const ls = spawnSync(process.execPath, [VSCE, 'ls', '--no-dependencies'], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(ls.status, 0, ls.stderr);
  const files = ls.stdout.trim().split('\n').map((l) => l.trim()).sort();
  const docs = RULES.map((r) => `docs/rules/${r.meta.id}.md`);
  assert.deepEqual(files, ['CHANGELOG.md', 'LICENSE', 'README.md', 'dist/cl100k_base.js', ...WEB, 'dist/cli.js', 'dist/client-lazy.js', 'dist/client.js', 'dist/mcp-client.js', ...docs, 'dist/o200k_base.js', 'dist/o200k_base.ranks', 'dist/cl100k_base.ranks', 'dist/playground/builder.js', 'dist/playground/playground.css', 'dist/server.js', 'dist/tree-sitter-python.wasm', 'dist/typescript.js', 'dist/web-tree-sitter.js', 'dist/web-tree-sitter.wasm', 'ThirdPartyNotices.txt', 'icon.png', 'package.json', 'schemas/toollint.config.schema.json'].sort());
});

/** The files of a zip archive (a .vsix), unpacked into `dir`, with yauzl (@vscode/vsce's own zip reader; untyped here). */
interface ZipEntry {
  fileName: string;
}
interface ZipFile {
  on(event: string, f: (x: never) => void): ZipFile;
  readEntry(): void;
  openReadStream(entry: ZipEntry, f: (e: Error | null, s?: NodeJS.ReadableStream) => void): void;
}
async function unzip(archive: string, dir: string): Promise<string[]> {
  const yauzl = require('yauzl') as { open(p: string, o: object, f: (e: Error | null, z?: ZipFile) => void): void };
  const zip = await new Promise<ZipFile>((done, fail) => yauzl.open(archive, { lazyEntries: true }, (e, z) => (e ? fail(e) : done(z!))));
  const names: string[] = [];
  await new Promise<void>((done, fail) => {
    zip
      .on('error', fail)
      .on('end', done)
      .on('entry', (entry: ZipEntry) => {
        names.push(entry.fileName);
        const target = join(dir, entry.fileName);
        mkdirSync(dirname(target), { recursive: true });
        zip.openReadStream(entry, (e, stream) => {
          if (e) return fail(e);
          const parts: Buffer[] = [];
          stream!.on('data', (d: Buffer) => parts.push(d)).on('end', () => {
            writeFileSync(target, Buffer.concat(parts));
            zip.readEntry();
          });
        });
      });
    zip.readEntry();
  });
  return names;
}

test('vsce packages a .vsix, and its bundled CLI counts tokens from the tables it ships', { timeout: 120_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'toollint-vsix-'));
  try {
    const out = join(dir, 'toollint.vsix');
    const r = spawnSync(process.execPath, [VSCE, 'package', '--no-dependencies', '--out', out], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr + r.stdout);
    const size = statSync(out).size;
    // About 3 MB for the desktop extension and 3 MB for the web extension's own bundles (issue 15).
    assert.ok(size > 100_000 && size < 7_000_000, `vsix size ${size}`);
    // Unpacked, the extension's dist/cli.js (run as client/src/run-cli.ts runs it) counts as the build's CLI does, in
    // both encodings: the chunks find their rank tables beside them in the package.
    const names = await unzip(out, join(dir, 'x'));
    assert.ok(names.includes('extension/dist/o200k_base.ranks') && names.includes('extension/dist/cl100k_base.ranks'), names.join(' '));
    const tools = join(dir, 'tools.json');
    writeFileSync(tools, JSON.stringify([{ type: 'function', function: { name: 'get_weather', description: 'Weather for a city, in the units asked for. '.repeat(20), parameters: { type: 'object', properties: { city: { type: 'string', description: 'City name, e.g. "Zürich" or "東京"' } } } } }]));
    const tokens = (cli: string, model: string) => {
      const main = `require(${JSON.stringify(cli)}).run(process.argv.slice(1)).then((code) => { process.exitCode = code; })`;
      const run = spawnSync(process.execPath, ['-e', main, '--', '--format', 'json', '--model', model, tools], { cwd: dir, encoding: 'utf8' });
      assert.equal(run.stderr, '');
      return (JSON.parse(run.stdout) as { files: { tools: { tokens: number }[] }[] }).files[0]!.tools[0]!.tokens;
    };
    for (const model of ['gpt-4o', 'gpt-4']) {
      const packaged = tokens(join(dir, 'x', 'extension', 'dist', 'cli.js'), model);
      assert.ok(packaged > 100, `${model}: ${packaged}`);
      assert.equal(packaged, tokens(join(ROOT, 'dist', 'cli.js'), model), model);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the manifest declares what the extension needs', () => {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  assert.equal(pkg.main, './dist/client.js');
  assert.equal(pkg.capabilities.untrustedWorkspaces.supported, true);
  assert.ok(pkg.activationEvents.includes('onLanguage:json') && pkg.activationEvents.includes('workspaceContains:**/toollint.config.json'));
  assert.deepEqual(pkg.contributes.jsonValidation, [{ fileMatch: 'toollint.config.json', url: './schemas/toollint.config.schema.json' }]);
  const settings = pkg.contributes.configuration.properties;
  for (const key of ['enable', 'run', 'targets', 'warnAboveTokens', 'maxDescriptionChars', 'maxPropertyDescriptionChars', 'charsPerToken', 'model', 'rules', 'maxFileSize', 'trace.server']) {
    assert.ok(settings[`toollint.${key}`]?.markdownDescription, `toollint.${key}`);
  }
  assert.deepEqual(Object.keys(settings['toollint.rules'].properties), RULES.map((r) => r.meta.id), 'rule settings match the registry');
  assert.equal(pkg.bin['toollint-language-server'], 'bin/toollint-language-server.js');
});

test('the npm package ships the bundles, bins, type declarations, schemas and docs, and its types work for a user', { timeout: 180_000 }, () => {
  const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  const types = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.types.json'], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(types.status, 0, types.stdout + types.stderr);
  const pack = spawnSync('npm', ['pack', '--dry-run', '--ignore-scripts', '--json'], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(pack.status, 0, pack.stderr);
  const files: string[] = JSON.parse(pack.stdout)[0].files.map((f: { path: string }) => f.path);
  for (const f of ['bin/toollint.js', 'bin/toollint-language-server.js', 'dist/index.js', 'dist/cli.js', 'dist/server.js', 'dist/types/index.d.ts', 'schemas/toollint.config.schema.json', 'docs/rules/not-strict.md', 'README.md', 'CHANGELOG.md', 'LICENSE']) {
    assert.ok(files.includes(f), `${f} is shipped`);
  }
  const stray = files.filter((f) => !/^(bin|dist|schemas|docs)\/|^(README|CHANGELOG)\.md$|^LICENSE$|^package\.json$/.test(f) || /\.map$/.test(f));
  assert.deepEqual(stray, [], 'nothing else is shipped');
  // A user's TypeScript, checked against the shipped declarations only (skipLibCheck off), as the README shows it.
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  assert.equal(pkg.types, './dist/types/index.d.ts');
  assert.equal(pkg.exports['.'].types, pkg.types);
  const dir = mkdtempSync(join(tmpdir(), 'toollint-types-'));
  try {
    writeFileSync(
      join(dir, 'use.ts'),
      [
        "import { lint, fix, findTools, describeToolSchema, describeToolSchemas, type Finding } from 'toollint';",
        "const { tools, findings } = lint('[]', { path: 'tools.json', config: { targets: ['openai-strict'] } });",
        "const first: Finding | undefined = findings[0];",
        "const d = describeToolSchema({ type: 'function', function: { name: 'f', parameters: { type: 'object' } } });",
        'const many = describeToolSchemas([]);',
        "const { text, edits, applied } = fix('[]', { config: { targets: ['openai-strict'] }, unsafe: false });",
        'export const used = [tools.length, first?.rule, d, many, text, edits.length, applied.length, findTools];',
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, skipLibCheck: false, module: 'ESNext', moduleResolution: 'Bundler', target: 'ES2022', types: [], baseUrl: '.', paths: { toollint: [join(ROOT, 'dist', 'types', 'index.d.ts')], 'jsonc-parser': [join(ROOT, 'node_modules', 'jsonc-parser', 'lib', 'umd', 'main.d.ts')] } },
        files: ['use.ts'],
      }),
    );
    const check = spawnSync(process.execPath, [tsc, '-p', dir], { cwd: dir, encoding: 'utf8' });
    assert.equal(check.status, 0, check.stdout + check.stderr);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
