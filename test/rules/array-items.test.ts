import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lint, type ToollintConfig } from '../../shared/src/index';
import { range, ruleRunner } from './helpers';

const RULE = 'array-items';
const run = ruleRunner(RULE);

test('arrays without items, with tuple items or with untyped items are reported, at every level', () => {
  const text = [
    '{',
    '  "name": "batch",',
    '  "description": "Run a batch.",',
    '  "inputSchema": {',
    '    "type": "object",',
    '    "properties": {',
    '      "ids": { "type": "array", "description": "Ids." },',
    '      "pairs": { "type": "array", "description": "Pairs.", "items": [{ "type": "string" }, { "type": "number" }] },',
    '      "rows": { "type": "array", "description": "Rows.", "items": { "type": "array" } },',
    '      "tags": { "type": "array", "description": "Tags.", "items": { "description": "A tag." } },',
    '      "point": { "type": "array", "description": "Point.", "prefixItems": [{ "type": "number" }, { "type": "number" }] },',
    '      "ok": { "type": "array", "description": "Ok.", "items": { "type": "string" } },',
    '      "maybe": { "anyOf": [{ "type": "array" }, { "type": "null" }], "description": "Maybe." }',
    '    },',
    '    "$defs": { "List": { "type": ["array", "null"] } }',
    '  }',
    '}',
  ].join('\n');
  const found = run(text, { targets: ['mcp', 'openai'] });
  const p = '/inputSchema';
  assert.deepEqual(
    found.map((f) => [f.pointer, f.range]),
    [
      [`${p}/properties/ids`, range(6, 6, 6, 11)],
      [`${p}/properties/pairs/items`, range(7, 59, 7, 66)],
      [`${p}/properties/rows/items`, range(8, 57, 8, 64)],
      [`${p}/properties/tags/items`, range(9, 57, 9, 64)],
      // An anyOf branch is an array element: the whole branch is the range.
      [`${p}/properties/maybe/anyOf/0`, range(12, 27, 12, 46)],
      [`${p}/$defs/List`, range(14, 15, 14, 21)],
    ],
  );
  for (const f of found) assert.equal(f.severity, 'error');
  // The tuple form is a 2020-12 problem (mcp, anthropic); everything else applies to every target.
  assert.deepEqual(found.map((f) => f.targets), [['openai', 'mcp'], ['mcp'], ['openai', 'mcp'], ['openai', 'mcp'], ['openai', 'mcp'], ['openai', 'mcp']]);
  assert.match(found[0]!.message, /no `items`/);
  assert.match(found[1]!.message, /tuple form/);
  assert.match(found[3]!.message, /no type/);
});

const tuple = (schemaLine: string) =>
  [
    '{',
    '  "name": "pairs",',
    '  "description": "Pairs.",',
    '  "inputSchema": {',
    schemaLine,
    '    "type": "object",',
    '    "properties": { "p": { "type": "array", "description": "P.", "items": [{ "type": "string" }] } }',
    '  }',
    '}',
  ].join('\n');

test('the tuple form is rejected by anthropic and mcp, and accepted by mcp when the schema declares draft-07', () => {
  const plain = run(tuple('    "description": "2020-12 by default.",'), { targets: ['openai', 'google', 'bedrock', 'anthropic', 'mcp'] });
  assert.equal(plain.length, 1);
  assert.equal(plain[0]!.pointer, '/inputSchema/properties/p/items');
  assert.deepEqual(plain[0]!.range, range(6, 65, 6, 72));
  assert.deepEqual(plain[0]!.targets, ['anthropic', 'mcp']);
  const draft07 = run(tuple('    "$schema": "http://json-schema.org/draft-07/schema#",'), { targets: ['anthropic', 'mcp'] });
  assert.equal(draft07.length, 1);
  assert.deepEqual(draft07[0]!.targets, ['anthropic']);
  assert.deepEqual(run(tuple('    "$schema": "http://json-schema.org/draft-07/schema#",'), { targets: ['mcp', 'openai', 'google'] }), []);
});

test('arrays with typed items (including $ref and enum items) or prefixItems report nothing', () => {
  const text = [
    '{',
    '  "toolSpec": {',
    '    "name": "plot",',
    '    "description": "Plot points.",',
    '    "inputSchema": { "json": {',
    '      "type": "object",',
    '      "properties": {',
    '        "xs": { "type": "array", "items": { "type": "number" } },',
    '        "pts": { "type": "array", "items": { "$ref": "#/$defs/P" } },',
    '        "colors": { "type": "array", "items": { "enum": ["red", "blue"] } },',
    '        "pair": { "type": "array", "prefixItems": [{ "type": "number" }, { "type": "number" }] }',
    '      },',
    '      "$defs": { "P": { "type": "object", "properties": {} } }',
    '    } }',
    '  }',
    '}',
  ].join('\n');
  assert.deepEqual(run(text, { targets: ['bedrock', 'openai-strict', 'anthropic'] }), []);
});
