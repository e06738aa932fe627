// Keys of a tool object beside its name, description and schema that no rule reads (a validator, the zod the project
// validates with, the handler: apify's `{ name, description, inputSchema, args, ajvValidate, call }`) do not keep
// the tool from being analysed, whatever they hold; a run-time value in what the model is sent still does.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';
import { readFile } from '../read-file';

const FILE = join(__dirname, '..', 'fixtures', 'extra-keys', 'src', 'tools', 'dataset.ts');
const text = readFileSync(FILE, 'utf8');
const run = (t: string) => lint(t, { path: FILE, readFile });

test('tool records with a validator, their zod and a handler beside the schema are analysed', () => {
  const r = run(text);
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
  const tools = r.tools.filter((t) => t.shape !== 'builtin');
  assert.deepEqual(tools.map((t) => t.name), ['get-dataset', 'get-dataset-items']);
  // zod-to-json-schema's output (zod 3, as package.json declares): the model's schema, not the extra keys.
  const schema = tools[1]!.definition.schema as { properties: Record<string, unknown>; required: string[] };
  assert.deepEqual(Object.keys(schema.properties), ['datasetId', 'offset', 'limit']);
  assert.deepEqual(schema.required, ['datasetId']);
});

test('a run-time value in the name or a key rules read still keeps the tool from being analysed (a description is a text)', () => {
  // A description computed at run time leaves the tool analysed with it unknown (runtime-texts.test.ts).
  const described = run(text.replace("description: 'Get the items of a dataset, with paging.'", 'description: describe()'));
  assert.deepEqual(described.tools.filter((t) => t.shape !== 'builtin').map((t) => t.name), ['get-dataset', 'get-dataset-items']);
  assert.equal(described.findings.filter((f) => f.rule === 'not-analyzable').length, 1);
  for (const [from, to] of [
    ["name: 'get-dataset-items'", 'name: toolName()'],
    ['args: getDatasetItemsArgs,', 'annotations: hints(),'],
  ]) {
    const r = run(text.replace(from!, to!));
    assert.deepEqual(r.tools.filter((t) => t.shape !== 'builtin').map((t) => t.name), ['get-dataset'], to);
    assert.equal(r.findings.filter((f) => f.rule === 'not-analyzable').length, 1, to);
  }
});
