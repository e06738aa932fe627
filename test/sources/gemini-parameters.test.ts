// LangChain's Gemini helper in a tool literal (`parameters: schemaToGeminiParameters(schema)`): the schema is what the
// helper returns, recorded here from the real @langchain/google-common 2.3.2 (the full comparison on every fixture is
// test/oracles/langchain-google.test.ts, npm run test:oracles); findings land at the zod code; where the helper
// throws, the tool is not analysed, with the helper's message.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';
import { geminiParameters } from '../../shared/src/converters/gemini-parameters';

const FIXTURE = join(__dirname, '..', 'fixtures', 'langchain-google', 'vertex-tools.ts');

test("schemaToGeminiParameters(zod 3): the helper's output, recorded from the real package", () => {
  const text = readFileSync(FIXTURE, 'utf8');
  const r = lint(text, { path: FIXTURE });
  assert.deepEqual(r.tools.map((t) => [t.name, t.shape]), [['calculator', 'gemini'], ['book_hotel', 'gemini']]);
  const recorded = '{"type":"object","properties":{"guests":{"type":"integer","description":"How many people","minimum":0.01},"budget":{"description":"Most per night, in euros","type":"number","nullable":true,"minimum":50.00001},"nights":{"type":"integer","minimum":1,"maximum":30,"default":1},"notes":{"type":"string","nullable":true},"rooms":{"type":"array","items":{"type":"object","properties":{"kind":{"type":"string","enum":["single","double"]},"count":{"type":"integer","minimum":1}},"required":["kind","count"]},"minItems":1},"contact":{"type":"object","properties":{"email":{"type":"string","format":"email"},"phone":{"type":"string"}},"required":["email"]}},"required":["guests","budget","rooms","contact"]}';
  assert.equal(JSON.stringify(r.tools[1]!.definition.schema), recorded);
  // A keyword the helper made (nullable) or moved (minimum from .positive()) lands at the zod code that caused it.
  const budget = r.findings.find((f) => f.pointer.endsWith('/properties/budget/nullable'));
  assert.ok(budget, r.findings.map((f) => f.pointer).join('\n'));
  assert.match(text.slice(budget.span.offset, budget.span.offset + budget.span.length), /^z\.number\(\)\.gt\(50\)\.nullable\(\)/);
});

test("the helper's passes on plain JSON Schema, as @langchain/google-common 2.3.2 runs them", () => {
  const input = { $schema: 'x', type: 'object', properties: { a: { anyOf: [{ type: 'null' }, { type: 'string', minLength: 1 }], description: 'A' }, b: { type: ['integer', 'null'], exclusiveMinimum: 3 }, c: { type: ['string'] } }, additionalProperties: false };
  assert.equal(JSON.stringify(geminiParameters(input)), '{"type":"object","properties":{"a":{"description":"A","type":"string","minLength":1,"nullable":true},"b":{"type":"integer","minimum":3.00001,"nullable":true},"c":{"type":"string"}}}');
  assert.throws(() => geminiParameters({ type: ['string', 'number'] }), /Gemini cannot handle union types/);
  assert.throws(() => geminiParameters({ type: ['null'] }), /Gemini cannot handle null type/);
  assert.throws(() => geminiParameters({ oneOf: [{ type: 'string' }] }), /Gemini cannot handle union types \(discriminatedUnion/);
});

test('schemaToGeminiParameters of a union other than with null: not analysed, saying the helper throws there', () => {
  const code = `import { schemaToGeminiParameters } from '@langchain/google-vertexai/utils';
import { z } from 'zod';
const Pick = z.object({ target: z.union([z.string(), z.number()]) });
export const tools = [{ functionDeclarations: [{ name: 'pick', description: 'Pick one item', parameters: schemaToGeminiParameters(Pick) }] }];
`;
  const r = lint(code, { path: 'pick.ts' });
  assert.deepEqual(r.tools, []);
  assert.match(r.findings.map((f) => f.message).join('\n'), /schemaToGeminiParameters\(\) throws here at run time/);
  // Not imported from LangChain's Google packages: a project's own function of that name is a run-time value as before.
  const own = lint(code.replace("from '@langchain/google-vertexai/utils'", "from './gemini'"), { path: 'pick.ts' });
  assert.doesNotMatch(own.findings.map((f) => f.message).join('\n'), /throws here at run time/);
});
