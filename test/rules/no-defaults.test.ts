import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lint, type ToollintConfig } from '../../shared/src/index';
import { range, ruleRunner } from './helpers';

const RULE = 'no-defaults';
const run = ruleRunner(RULE);

const orders = [
  '{',
  '  "type": "function",',
  '  "function": {',
  '    "name": "list_orders",',
  '    "description": "List orders.",',
  '    "parameters": {',
  '      "type": "object",',
  '      "properties": {',
  '        "limit": { "type": "integer", "description": "Max rows.", "default": 10 },',
  '        "filter": {',
  '          "type": "object",',
  '          "description": "Filter.",',
  '          "properties": { "status": { "type": "string", "default": "open" } }',
  '        },',
  '        "sort": { "type": "array", "items": { "type": "string", "default": "date" } }',
  '      },',
  '      "default": {}',
  '    }',
  '  }',
  '}',
].join('\n');

test('every default is an error for openai-strict and a warning for google, at its "default" key', () => {
  const found = run(orders, { targets: ['openai-strict', 'google', 'anthropic'] });
  const p = '/function/parameters';
  const expected: [string, ReturnType<typeof range>][] = [
    [`${p}/properties/limit/default`, range(8, 66, 8, 75)],
    [`${p}/properties/filter/properties/status/default`, range(12, 56, 12, 65)],
    [`${p}/properties/sort/items/default`, range(14, 64, 14, 73)],
    [`${p}/default`, range(16, 6, 16, 15)],
  ];
  assert.equal(found.length, expected.length * 2);
  for (const [pointer, r] of expected) {
    const here = found.filter((f) => f.pointer === pointer);
    assert.equal(here.length, 2, pointer);
    for (const f of here) assert.deepEqual(f.range, r);
    const error = here.find((f) => f.severity === 'error');
    const warning = here.find((f) => f.severity === 'warning');
    assert.deepEqual(error?.targets, ['openai-strict']);
    assert.match(error!.message, /'default' is not permitted/);
    assert.deepEqual(warning?.targets, ['google']);
    assert.match(warning!.message, /ignores/);
  }
});

test('targets that accept default (openai, anthropic, anthropic-strict, google-openapi, bedrock, mcp) report nothing', () => {
  assert.deepEqual(run(orders, { targets: ['openai', 'anthropic', 'anthropic-strict', 'google-openapi', 'bedrock', 'mcp'] }), []);
});

test('a rules override changes the severity or turns the rule off', () => {
  const info = run(orders, { targets: ['openai-strict'], rules: { 'no-defaults': 'info' } });
  assert.equal(info.length, 4);
  for (const f of info) assert.equal(f.severity, 'info');
  assert.deepEqual(run(orders, { targets: ['openai-strict', 'google'], rules: { 'no-defaults': 'off' } }), []);
});

test('a schema without defaults reports nothing', () => {
  const text = ['{', '  "name": "n",', '  "description": "N.",', '  "input_schema": { "type": "object", "properties": { "a": { "type": "string", "description": "Defaults to x." } } }', '}'].join('\n');
  assert.deepEqual(run(text, { targets: ['openai-strict', 'google'] }), []);
});
