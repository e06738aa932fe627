import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lint, type ToollintConfig } from '../../shared/src/index';
import { range, ruleRunner } from './helpers';

const RULE = 'root-combinator';
const run = ruleRunner(RULE);

const anthropicAnyOf = [
  '{',
  '  "name": "lookup_user",',
  '  "description": "Find a user by id or by email.",',
  '  "input_schema": {',
  '    "type": "object",',
  '    "anyOf": [',
  '      { "required": ["id"] },',
  '      { "required": ["email"] }',
  '    ],',
  '    "properties": {',
  '      "id": { "type": "string", "description": "User id." },',
  '      "email": { "type": "string", "description": "Email." }',
  '    }',
  '  }',
  '}',
].join('\n');

test('root anyOf in an Anthropic input_schema is reported at the "anyOf" key, for anthropic only', () => {
  const found = run(anthropicAnyOf, { targets: ['anthropic', 'google', 'bedrock', 'mcp'] });
  assert.equal(found.length, 1);
  const [f] = found;
  assert.equal(f!.pointer, '/input_schema/anyOf');
  assert.deepEqual(f!.range, range(5, 4, 5, 11));
  assert.equal(f!.severity, 'error');
  assert.deepEqual(f!.targets, ['anthropic']);
  assert.equal(f!.tool, 'lookup_user');
});

test('targets that accept root combinators (google, bedrock, mcp) report nothing', () => {
  assert.deepEqual(run(anthropicAnyOf, { targets: ['google', 'google-openapi', 'bedrock', 'mcp'] }), []);
});

test('each root combinator of an OpenAI Responses tool is reported for openai, openai-strict and anthropic-strict', () => {
  const text = [
    '{',
    '  "type": "function",',
    '  "name": "set_mode",',
    '  "description": "Set the mode.",',
    '  "parameters": {',
    '    "type": "object",',
    '    "oneOf": [{ "type": "object" }],',
    '    "allOf": [{ "type": "object" }],',
    '    "not": { "required": ["x"] },',
    '    "enum": [{}]',
    '  }',
    '}',
  ].join('\n');
  const found = run(text, { targets: ['anthropic-strict', 'openai', 'openai-strict', 'google'] });
  assert.deepEqual(
    found.map((f) => [f.pointer, f.range]),
    [
      ['/parameters/oneOf', range(6, 4, 6, 11)],
      ['/parameters/allOf', range(7, 4, 7, 11)],
      ['/parameters/not', range(8, 4, 8, 9)],
      ['/parameters/enum', range(9, 4, 9, 10)],
    ],
  );
  for (const f of found) {
    assert.deepEqual(f.targets, ['openai-strict', 'openai', 'anthropic-strict']);
    assert.equal(f.severity, 'error');
  }
});

test('combinators below the root (nested property, array items, $defs) are not root combinators', () => {
  const text = [
    '{',
    '  "type": "function",',
    '  "function": {',
    '    "name": "pay",',
    '    "description": "Pay an invoice.",',
    '    "parameters": {',
    '      "type": "object",',
    '      "properties": {',
    '        "method": { "anyOf": [{ "type": "string" }, { "type": "null" }], "description": "How." },',
    '        "lines": { "type": "array", "items": { "oneOf": [{ "type": "string" }] }, "description": "Lines." },',
    '        "card": { "$ref": "#/$defs/Card", "description": "Card." }',
    '      },',
    '      "$defs": { "Card": { "allOf": [{ "type": "object" }] } }',
    '    }',
    '  }',
    '}',
  ].join('\n');
  assert.deepEqual(run(text, { targets: ['openai', 'openai-strict', 'anthropic', 'anthropic-strict'] }), []);
});

test('a plain object root reports nothing (MCP, default targets)', () => {
  const text = ['{', '  "name": "echo",', '  "description": "Echo.",', '  "inputSchema": { "type": "object", "properties": { "m": { "type": "string" } } }', '}'].join('\n');
  assert.deepEqual(run(text), []);
});
