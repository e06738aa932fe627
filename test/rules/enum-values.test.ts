import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lint, type ToollintConfig } from '../../shared/src/index';
import { range, ruleRunner } from './helpers';

const RULE = 'enum-values';
const run = ruleRunner(RULE);

const paint = [
  '{',
  '  "functionDeclarations": [',
  '    {',
  '      "name": "paint",',
  '      "description": "Paint a wall.",',
  '      "parametersJsonSchema": {',
  '        "type": "object",',
  '        "properties": {',
  '          "color": { "type": "string", "description": "Color.", "enum": ["red", "blue", "red"] },',
  '          "coats": { "type": "integer", "description": "Coats.", "enum": [1, 2, "three"] },',
  '          "finish": { "type": "string", "description": "Finish.", "enum": [] },',
  '          "mixed": { "description": "Mixed.", "enum": ["a", 1, null] },',
  '          "rooms": { "type": "array", "description": "Rooms.", "items": { "type": "string", "enum": ["hall", "hall"] } },',
  '          "brand": { "description": "Brand.", "anyOf": [{ "type": "string", "enum": "acme" }] }',
  '        }',
  '      }',
  '    }',
  '  ]',
  '}',
].join('\n');

test('bad enums are reported: duplicates and off-type values at the value, empty/mixed/non-array at the key', () => {
  const found = run(paint, { targets: ['google', 'anthropic'] });
  const p = '/functionDeclarations/0/parametersJsonSchema/properties';
  assert.deepEqual(
    found.map((f) => [f.pointer, f.range]),
    [
      [`${p}/color/enum/2`, range(8, 88, 8, 93)],
      [`${p}/coats/enum/2`, range(9, 80, 9, 87)],
      [`${p}/finish/enum`, range(10, 66, 10, 72)],
      [`${p}/mixed/enum`, range(11, 46, 11, 52)],
      [`${p}/rooms/items/enum/1`, range(12, 109, 12, 115)],
      [`${p}/brand/anyOf/0/enum`, range(13, 76, 13, 82)],
    ],
  );
  for (const f of found) {
    assert.equal(f.severity, 'error');
    assert.deepEqual(f.targets, ['anthropic', 'google']);
  }
  assert.match(found[0]!.message, /"red" twice/);
  assert.match(found[1]!.message, /"three".*not of its type/);
  assert.match(found[2]!.message, /empty/);
  assert.match(found[3]!.message, /mixes string and number/);
  assert.match(found[5]!.message, /not an array/);
});

test('non-string enums are an extra error for google-openapi only', () => {
  const text = [
    '{',
    '  "functionDeclarations": [',
    '    {',
    '      "name": "pick",',
    '      "description": "Pick a size.",',
    '      "parameters": {',
    '        "type": "object",',
    '        "properties": {',
    '          "size": { "type": "integer", "description": "Size.", "enum": [1, 2, 3] }',
    '        }',
    '      }',
    '    }',
    '  ]',
    '}',
  ].join('\n');
  const found = run(text, { targets: ['google-openapi', 'openai-strict'] });
  assert.equal(found.length, 1);
  assert.equal(found[0]!.pointer, '/functionDeclarations/0/parameters/properties/size/enum');
  assert.deepEqual(found[0]!.range, range(8, 63, 8, 69));
  assert.deepEqual(found[0]!.targets, ['google-openapi']);
  assert.equal(found[0]!.severity, 'error');
  assert.deepEqual(run(text, { targets: ['openai-strict', 'google', 'anthropic'] }), []);
});

test('well-formed enums report nothing (null in a nullable enum, integers in a number enum)', () => {
  const text = [
    '{',
    '  "name": "ok",',
    '  "description": "Ok.",',
    '  "input_schema": {',
    '    "type": "object",',
    '    "properties": {',
    '      "unit": { "type": ["string", "null"], "enum": ["c", "f", null] },',
    '      "scale": { "type": "number", "enum": [1, 2.5] },',
    '      "mode": { "enum": ["a", "b", null] }',
    '    }',
    '  }',
    '}',
  ].join('\n');
  assert.deepEqual(run(text, { targets: ['anthropic', 'openai-strict'] }), []);
});
