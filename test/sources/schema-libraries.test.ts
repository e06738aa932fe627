// Tools whose schema a library toollint does not read yet builds (ArkType, Valibot...): one not-analyzable each,
// naming the library, at the schema; zod beside them is read as usual.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';

const FILE = join(__dirname, '..', 'fixtures', 'schema-libraries', 'server.ts');

test('ArkType and Valibot schemas are reported as not read yet, naming the library', () => {
  const text = readFileSync(FILE, 'utf8');
  const r = lint(text, { path: 'server.ts' });
  assert.deepEqual(r.tools.map((t) => t.name), ['greet-zod']);
  const notes = r.findings.filter((f) => f.rule === 'not-analyzable');
  const at = notes.map((f) => text.slice(f.span.offset, f.span.offset + f.span.length));
  assert.deepEqual(at, ["type({ name: 'string', 'times?': '1 <= number.integer <= 5' })", 'toStandardJsonSchema(v.object({ name: v.pipe(v.string(), v.minLength(1)) }))']);
  assert.match(notes[0]!.message, /a schema built with ArkType, which toollint does not read yet/);
  assert.match(notes[1]!.message, /a schema built with Valibot \(@valibot\/to-json-schema\), which toollint does not read yet/);
});

test('a call of a package that is no schema library keeps the generic reason', () => {
  const text = readFileSync(FILE, 'utf8').replace("import { type } from 'arktype';", "import { type } from './my-schemas';");
  const notes = lint(text, { path: 'server.ts' }).findings.filter((f) => f.rule === 'not-analyzable');
  assert.match(notes[0]!.message, /a schema built at run time/);
});
