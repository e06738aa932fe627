// Python shares the TypeScript reader's run-time texts: a tool dict whose description (or a property's) is computed at
// run time is analysed with it unknown, and one info says so; a name computed at run time keeps the tool out.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fix, lint, loadPython } from '../../shared/src/index';

const FILE = join(__dirname, '..', 'fixtures', 'runtime-texts', 'openai_tools.py');
const text = readFileSync(FILE, 'utf8');
const at = (f: { span: { offset: number; length: number } }) => text.slice(f.span.offset, f.span.offset + f.span.length);

test('a Python tool dict with run-time descriptions is analysed; one with a run-time name is not', async () => {
  await loadPython();
  const r = lint(text, { path: FILE, config: { targets: ['openai-strict'] } });
  assert.deepEqual(r.tools.map((t) => t.name), ['search']);
  assert.deepEqual(JSON.parse(JSON.stringify(r.tools[0]!.definition.schema)).properties, { q: { type: 'string' }, lang: { type: 'string' } });
  const infos = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.deepEqual(infos.map(at), ['describe("search")', 'os.environ["TOOL"]']);
  assert.equal(infos[0]!.message, 'The description is computed at run time (`describe("search")`): not checked and not counted in the tokens; the schema is analysed. 1 more text of this tool is computed at run time too.');
  // The schema is analysed: `lang` has no description (reported), `q`'s is unknown (not reported).
  assert.deepEqual(r.findings.filter((f) => f.rule === 'description-missing').map(at), ['"lang"']);
  assert.ok(r.findings.some((f) => f.rule === 'missing-additional-properties-false'));
  // Auto-strict never writes over the code that computes a text.
  const out = fix(text, { path: FILE, config: { targets: ['openai-strict'] } });
  assert.notEqual(out.text, text);
  assert.ok(out.text.includes('"description": describe("search"),') && out.text.includes('"description": DESCS["q"]'));
});
