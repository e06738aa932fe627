// A tool literal with a name, a zod schema and a handler but no description (the description is added at run time)
// is reported where it is written, not left silent; literals with a name and a schema but nothing that runs stay silent.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';

const FILE = join(__dirname, '..', 'fixtures', 'described-elsewhere', 'delete-flag.ts');
const text = readFileSync(FILE, 'utf8');

test('a tool without a description here gets one not-analyzable finding at its name; a name and a schema alone are no tool', () => {
  const r = lint(text, { path: FILE });
  assert.deepEqual(r.tools.map((t) => t.name), []);
  const na = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(na.length, 1, na.map((f) => f.message).join('\n'));
  assert.equal(text.slice(na[0]!.span.offset, na[0]!.span.offset + na[0]!.span.length), "'delete-feature-flag'");
  assert.match(na[0]!.message, /no `description` where it is written.*added at run time/);
  assert.deepEqual(r.findings.filter((f) => f.rule !== 'not-analyzable'), []);
});
