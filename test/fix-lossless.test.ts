// Auto-strict never loses a byte it does not need to touch (numbers, comments, descriptions), edits the key lint
// reads, maps offsets inside JSON strings exactly, and stays linear on minified files.
import { parseTree, type ParseError } from 'jsonc-parser';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fix, lint, type ToollintConfig } from '../shared/src/index';

const strict: ToollintConfig = { targets: ['openai-strict'] };

function parses(text: string): unknown {
  const errors: ParseError[] = [];
  parseTree(text, errors, { allowTrailingComma: true });
  assert.deepEqual(errors, [], 'the fixed text parses');
  return JSON.parse(text.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, ''));
}

/** `n` OpenAI tools as minified JSON on one line, each with a default, an optional field and an open object. */
function minified(n: number): string {
  const tools = [];
  for (let i = 0; i < n; i++) {
    tools.push({ type: 'function', function: { name: `tool_${i}`, description: `Tool number ${i}`, parameters: { type: 'object', properties: { q: { type: 'string', description: 'query', default: 'x' }, n: { type: 'integer', description: 'count' } }, required: ['q'] } } });
  }
  return JSON.stringify(tools);
}

test('a minified tool list of about 1 MB on one line is fixed whole (each tool used to be edited with its line up to it: quadratic)', { timeout: 60_000 }, () => {
  const text = minified(4200);
  assert.ok(text.length > 1_000_000 && !text.includes('\n'));
  const r = fix(text, { config: strict });
  const out = parses(r.text) as { function: { strict: boolean; parameters: { required: string[]; additionalProperties: boolean; properties: { q: { description: string } } } } }[];
  assert.equal(out.length, 4200);
  for (const t of out) {
    assert.equal(t.function.strict, true);
    assert.deepEqual(t.function.parameters.required, ['q', 'n']);
    assert.equal(t.function.parameters.additionalProperties, false);
    assert.equal(t.function.parameters.properties.q.description, 'query. Default: "x".');
  }
  assert.ok(!r.text.includes('\n'), 'still one line');
  assert.equal(r.edits.length, 4200 * 5);
});

test('one tool with thousands of properties is fixed in one batch of edits (each edit used to copy the tool and walk every earlier edit)', { timeout: 60_000 }, () => {
  const properties: Record<string, unknown> = {};
  for (let i = 0; i < 16_000; i++) properties[`p${i}`] = { type: 'string', description: 'd', default: 'x' };
  const text = JSON.stringify([{ type: 'function', function: { name: 'big', description: 'Big', parameters: { type: 'object', properties } } }]);
  const out = parses(fix(text, { config: strict }).text) as { function: { parameters: { required: string[]; properties: Record<string, { description: string; default?: unknown }> } } }[];
  const params = out[0]!.function.parameters;
  assert.equal(params.required.length, 16_000);
  for (const p of Object.values(params.properties)) assert.deepEqual(p, { type: ['string', 'null'], description: 'd. Default: "x".' });
});
