// The precompiled meta-schema validators (shared/src/schema/meta-validators.js) are what scripts/write-meta-validators.ts
// writes with the installed ajv, and they judge schemas as ajv's run-time compilation of the same meta-schemas does.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import { META_OPTIONS, META_VALIDATORS_FILE, metaValidatorsSource } from '../scripts/write-meta-validators';
import { validate2020, validateDraft07 } from '../shared/src/schema/meta-validators';
import { metaValidate } from '../shared/src/schema/meta-validate';

test('meta-validators.js is up to date (npm run gen writes it)', () => {
  assert.equal(readFileSync(META_VALIDATORS_FILE, 'utf8'), metaValidatorsSource());
});

test('the precompiled validators give the errors of a run-time compilation', () => {
  const runtime2020 = new Ajv2020(META_OPTIONS).getSchema('https://json-schema.org/draft/2020-12/schema')!;
  const runtime07 = new Ajv(META_OPTIONS).getSchema('http://json-schema.org/draft-07/schema')!;
  const schemas: unknown[] = [
    { type: 'object', properties: { a: { type: 'string', minLength: 1 } } },
    { type: 'object', properties: { a: { minimum: '5' }, b: [] }, required: 'a' },
    { type: 'objekt', $defs: { x: { enum: 3 } }, items: [{ type: 1 }], additionalProperties: 'no' },
    { properties: { a: { anyOf: [] , format: 7, pattern: 1 } }, dependentRequired: { a: [1] } },
    [],
    'schema',
  ];
  for (const schema of schemas) {
    for (const [precompiled, runtime] of [[validate2020, runtime2020], [validateDraft07, runtime07]] as const) {
      assert.equal(precompiled(schema), runtime(schema));
      assert.deepEqual(precompiled.errors ?? null, runtime.errors ?? null);
    }
  }
  assert.ok(metaValidate(schemas[1], '2020-12').length >= 3);
  assert.deepEqual(metaValidate(schemas[0], 'draft-07'), []);
});
