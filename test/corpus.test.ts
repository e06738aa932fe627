import Ajv2020 from 'ajv/dist/2020';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

/** Runs a validator without letting its type guard narrow the value. */
function passes(validate: (data: unknown) => unknown, data: unknown): boolean {
  return Boolean(validate(data));
}

const CORPUS = join(__dirname, '..', '..', 'shared', 'corpus');
const BIN = join(__dirname, '..', 'bin', 'toollint.js');

/** "tool entries (unique)" per subfolder, from the summary table of SOURCES.md. */
function expectedCounts(): Map<string, number> {
  const sources = readFileSync(join(CORPUS, 'SOURCES.md'), 'utf8');
  const table = sources.slice(sources.indexOf('## Summary'), sources.indexOf('## Per-source detail'));
  const counts = new Map<string, number>();
  for (const line of table.split('\n')) {
    const m = /^\| `([^`]+)\/` \|.*\| ([\d,]+)(?: \([^)]*\))? \|$/.exec(line.trim());
    if (m) counts.set(m[1]!, Number(m[2]!.replace(/,/g, '')));
  }
  return counts;
}

test('the CLI reads the whole corpus, finds every tool SOURCES.md counts, and its JSON validates', { timeout: 300_000 }, () => {
  assert.ok(existsSync(CORPUS), `the shared corpus is expected at ${CORPUS}`);
  const r = spawnSync(process.execPath, [BIN, '--format', 'json', CORPUS], { encoding: 'utf8', maxBuffer: 1024 * 1024 * 1024 });
  assert.equal(r.status, 1, r.stderr); // findings, no crash
  assert.equal(r.stderr, '');
  const out = JSON.parse(r.stdout) as any;
  const schema = JSON.parse(readFileSync(join(__dirname, 'schemas', 'json-output.schema.json'), 'utf8'));
  const validate = new Ajv2020({ allErrors: true }).compile(schema);
  assert.ok(passes(validate, out), JSON.stringify(validate.errors?.slice(0, 3)));
  const found = new Map<string, number>();
  for (const f of out.files) {
    const folder = (f.path as string).split(/[\\/]corpus[\\/]/)[1]!.split(/[\\/]/)[0]!;
    found.set(folder, (found.get(folder) ?? 0) + f.tools.length);
  }
  const expected = expectedCounts();
  assert.equal(expected.size, 12, 'SOURCES.md summary table parsed');
  for (const [folder, count] of expected) assert.equal(found.get(folder), count, folder);
  assert.equal(out.summary.tools, [...expected.values()].reduce((a, b) => a + b, 0));
});
