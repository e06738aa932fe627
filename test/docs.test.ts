import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { buildConfigSchema } from '../shared/src/config/schema';
import { RULES, docsUrl } from '../shared/src/index';
import { rulesTable, tableIn } from '../scripts/rules-table';

const ROOT = join(__dirname, '..');
const HEADINGS = ['## Why', '## Failing example', '## Passing example', '## Options'];

test('every rule has a docs page with what, why, a failing and a passing example', () => {
  for (const rule of RULES) {
    const page = join(ROOT, 'docs', 'rules', `${rule.meta.id}.md`);
    assert.ok(existsSync(page), `docs/rules/${rule.meta.id}.md is missing`);
    const text = readFileSync(page, 'utf8');
    assert.ok(text.startsWith(`# ${rule.meta.id}\n`), `${rule.meta.id}: title`);
    for (const h of HEADINGS) assert.ok(text.includes(`\n${h}\n`), `${rule.meta.id}: ${h}`);
    assert.ok(docsUrl(rule.meta.id).endsWith(`docs/rules/${rule.meta.id}.md`));
    // The meta line says what the registry says (the README table is generated from it too).
    const meta = `**Default severity:** ${rule.meta.defaultSeverity} · **Targets:** ${rule.meta.appliesTo} · **Auto-strict fix:** ${rule.meta.fixable ? '' : 'no'}`;
    assert.ok(text.includes(`\n${meta}`), `${rule.meta.id}: the meta line should start ${meta}`);
  }
});

test('the README rules table lists every rule with a link to its page', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  for (const rule of RULES) assert.ok(readme.includes(`[${rule.meta.id}](docs/rules/${rule.meta.id}.md)`), rule.meta.id);
});

test('rule ids are unique kebab-case', () => {
  const ids = RULES.map((r) => r.meta.id);
  assert.equal(new Set(ids).size, ids.length);
  for (const id of ids) assert.match(id, /^[a-z]+(-[a-z]+)*$/);
});

test('the published config schema is up to date with the rule registry', () => {
  const published = JSON.parse(readFileSync(join(ROOT, 'schemas', 'toollint.config.schema.json'), 'utf8'));
  assert.deepEqual(published, buildConfigSchema(), 'run npm run gen');
});

test('the README rules table is the one the registry generates', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  assert.equal(tableIn(readme), rulesTable(), 'run npm run gen');
});
