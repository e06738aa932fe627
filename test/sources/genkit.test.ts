// Genkit's ai.defineTool({ name, description, inputSchema }, fn) with genkit's own `z` (zod 3): a tool named by its
// `name`, converted as Genkit converts (zod-to-json-schema with removeAdditionalStrategy "strict": an object that strips
// unknown keys is sent open, `additionalProperties: true`; a .strict() one closed), and the hover says so. The exact
// output is checked against the real genkit in test/oracles/genkit.test.ts.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';
import { converterOf } from '../../shared/src/sources/node-marks';

test("Genkit's defineTool: named by `name`, zod 3 through zod-to-json-schema with Genkit's options", () => {
  const path = join(__dirname, '..', 'fixtures', 'genkit', 'restaurant-tools.ts');
  const r = lint(readFileSync(path, 'utf8'), { path });
  assert.deepEqual(r.tools.map((t) => t.name), ['getWeather', 'bookTable', 'searchRestaurants']);
  const book = r.tools[1]!.definition.schema as { additionalProperties: boolean; properties: { contact: { additionalProperties: boolean } }; $schema: string };
  assert.equal(book.additionalProperties, true);
  assert.equal(book.properties.contact.additionalProperties, false);
  assert.equal(book.$schema, 'http://json-schema.org/draft-07/schema#');
  assert.match(converterOf(r.tools[0]!.definition.node) ?? '', /^Genkit's defineTool/);
  // Strict mode sees the open root: the finding lands on the tool.
  assert.ok(r.findings.some((f) => f.rule === 'missing-additional-properties-false'));
});
