// Packaging: the .vsix is built with @vscode/vsce and ships only the bundles (and the Python parser's .wasm), README, LICENSE, CHANGELOG, icon and schema.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  assert.deepEqual(files, ['CHANGELOG.md', 'LICENSE', 'README.md', 'dist/cl100k_base.js', ...WEB, 'dist/cli.js', 'dist/client-lazy.js', 'dist/client.js', 'dist/mcp-client.js', ...docs, 'dist/o200k_base.js', 'dist/playground/builder.js', 'dist/playground/playground.css', 'dist/server.js', 'dist/tree-sitter-python.wasm', 'dist/typescript.js', 'dist/web-tree-sitter.js', 'dist/web-tree-sitter.wasm', 'ThirdPartyNotices.txt', 'icon.png', 'package.json', 'schemas/toollint.config.schema.json'].sort());
});

test('vsce packages a .vsix', { timeout: 120_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'toollint-vsix-'));
  try {
    const out = join(dir, 'toollint.vsix');
    const r = spawnSync(process.execPath, [VSCE, 'package', '--no-dependencies', '--out', out], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr + r.stdout);
    const size = statSync(out).size;
    // About 3 MB for the desktop extension and 3 MB for the web extension's own bundles (issue 15).
    assert.ok(size > 100_000 && size < 7_000_000, `vsix size ${size}`);
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
