// Packaging: the .vsix is built with @vscode/vsce and ships only the bundles, README, LICENSE, CHANGELOG, icon and schema.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { RULES } from '../shared/src/index';

const ROOT = join(__dirname, '..');
const VSCE = join(ROOT, 'node_modules', '@vscode', 'vsce', 'vsce');

test('the extension package holds exactly the shipped files', () => {
  const ls = spawnSync(process.execPath, [VSCE, 'ls', '--no-dependencies'], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(ls.status, 0, ls.stderr);
  const files = ls.stdout.trim().split('\n').map((l) => l.trim()).sort();
  assert.deepEqual(files, ['CHANGELOG.md', 'LICENSE', 'README.md', 'dist/client.js', 'dist/server.js', 'icon.png', 'package.json', 'schemas/toollint.config.schema.json']);
});

test('vsce packages a .vsix', { timeout: 120_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'toollint-vsix-'));
  try {
    const out = join(dir, 'toollint.vsix');
    const r = spawnSync(process.execPath, [VSCE, 'package', '--no-dependencies', '--out', out], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr + r.stdout);
    const size = statSync(out).size;
    assert.ok(size > 100_000 && size < 5_000_000, `vsix size ${size}`);
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
