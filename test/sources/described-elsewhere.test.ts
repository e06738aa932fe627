// A tool literal with a name, a zod schema and a handler but no description (the description is added at run time)
// is analysed with its description unknown, and says so once at its name; literals with a name and a schema but
// nothing that runs stay silent.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';

const FILE = join(__dirname, '..', 'fixtures', 'described-elsewhere', 'delete-flag.ts');
const text = readFileSync(FILE, 'utf8');

test('a tool without a description here is analysed, with one info at its name; a name and a schema alone are no tool', () => {
  const r = lint(text, { path: FILE });
  assert.deepEqual(r.tools.map((t) => t.name), ['delete-feature-flag']);
  assert.deepEqual(JSON.parse(JSON.stringify(r.tools[0]!.definition.schema)).properties, { flagKey: { type: 'string', description: 'The key of the feature flag to delete' } });
  const na = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(na.length, 1, na.map((f) => f.message).join('\n'));
  assert.equal(text.slice(na[0]!.span.offset, na[0]!.span.offset + na[0]!.span.length), "'delete-feature-flag'");
  assert.match(na[0]!.message, /no `description` where it is written.*added at run time, so it is not checked and not counted in the tokens; the schema is analysed/);
  assert.deepEqual(r.findings.filter((f) => f.rule !== 'not-analyzable'), []);
});
