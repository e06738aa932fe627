import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lint, type ToollintConfig } from '../../shared/src/index';
import { range, ruleRunner } from './helpers';

const RULE = 'target-conflict';
const run = ruleRunner(RULE);

const gemini = [
  '{',
  '  "functionDeclarations": [',
  '    {',
  '      "name": "find_flights",',
  '      "description": "Find flights.",',
  '      "parameters": {',
  '        "type": "object",',
  '        "properties": { "from": { "type": "string", "description": "Origin." } },',
  '        "required": ["from"]',
  '      }',
  '    }',
  '  ]',
  '}',
].join('\n');

test('with default targets a Gemini `parameters` tool reports the openai-strict / google-openapi conflict at the schema key', () => {
  const found = run(gemini);
  assert.equal(found.length, 1);
  const [f] = found;
  assert.equal(f!.pointer, '/functionDeclarations/0/parameters');
  assert.deepEqual(f!.range, range(5, 6, 5, 18));
  assert.equal(f!.severity, 'info');
  assert.deepEqual(f!.targets, ['openai-strict', 'google-openapi']);
  assert.equal(f!.tool, 'find_flights');
  assert.match(f!.message, /openai-strict requires "additionalProperties": false on every object, while google-openapi rejects/i);
});

test('anthropic-strict conflicts with google-openapi too, and both strict targets are named', () => {
  const text = [
    '{',
    '  "type": "function",',
    '  "function": {',
    '    "name": "f",',
    '    "description": "F.",',
    '    "parameters": { "type": "object", "properties": {} }',
    '  }',
    '}',
  ].join('\n');
  const found = run(text, { targets: ['google-openapi', 'anthropic-strict', 'openai-strict'] });
  assert.equal(found.length, 1);
  assert.equal(found[0]!.pointer, '/function/parameters');
  assert.deepEqual(found[0]!.range, range(5, 4, 5, 16));
  assert.deepEqual(found[0]!.targets, ['openai-strict', 'anthropic-strict', 'google-openapi']);
  assert.match(found[0]!.message, /(openai-strict and anthropic-strict|anthropic-strict and openai-strict) require "additionalProperties"/);
});

test('targets that agree report nothing', () => {
  assert.deepEqual(run(gemini, { targets: ['openai-strict', 'google', 'anthropic'] }), []);
  assert.deepEqual(run(gemini, { targets: ['google-openapi', 'openai', 'anthropic'] }), []);
});

test('a schema with no object in it has nothing to conflict over', () => {
  const text = ['{', '  "name": "s",', '  "description": "S.",', '  "inputSchema": { "type": "string" }', '}'].join('\n');
  assert.deepEqual(run(text, { targets: ['openai-strict', 'google-openapi'] }), []);
});
