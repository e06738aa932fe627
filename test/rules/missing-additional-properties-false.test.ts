import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lint, type ToollintConfig } from '../../shared/src/index';
import { range, ruleRunner } from './helpers';

const RULE = 'missing-additional-properties-false';
const run = ruleRunner(RULE);

const seatBranch = '            { "type": "object", "properties": { "row": { "type": "integer", "description": "Row." } }, "required": ["row"] },';
const flight = [
  '{',
  '  "type": "function",',
  '  "function": {',
  '    "name": "book_flight",',
  '    "description": "Book a flight.",',
  '    "strict": true,',
  '    "parameters": {',
  '      "type": "object",',
  '      "properties": {',
  '        "passenger": {',
  '          "type": "object",',
  '          "description": "Who flies.",',
  '          "properties": { "name": { "type": "string", "description": "Full name." } },',
  '          "required": ["name"]',
  '        },',
  '        "legs": {',
  '          "type": "array",',
  '          "description": "Flight legs.",',
  '          "items": {',
  '            "type": "object",',
  '            "properties": { "from": { "type": "string", "description": "Origin." } },',
  '            "required": ["from"],',
  '            "additionalProperties": true',
  '          }',
  '        },',
  '        "seat": {',
  '          "description": "Seat choice.",',
  '          "anyOf": [',
  seatBranch,
  '            { "type": "null" }',
  '          ]',
  '        },',
  '        "meta": { "$ref": "#/$defs/Meta", "description": "Extra." }',
  '      },',
  '      "required": ["passenger", "legs", "seat", "meta"],',
  '      "$defs": {',
  '        "Meta": { "type": "object", "properties": {} },',
  '        "Done": { "type": "object", "properties": {}, "additionalProperties": false }',
  '      }',
  '    }',
  '  }',
  '}',
].join('\n');

test('every object without additionalProperties: false is reported for openai-strict: root, nested, items, anyOf branch, $defs', () => {
  const found = run(flight, { targets: ['openai-strict', 'anthropic'] });
  const branchStart = seatBranch.indexOf('{');
  const branchEnd = seatBranch.lastIndexOf('}') + 1;
  assert.deepEqual(
    found.map((f) => [f.pointer, f.range]),
    [
      ['/function/parameters', range(6, 4, 6, 16)],
      ['/function/parameters/properties/passenger', range(9, 8, 9, 19)],
      ['/function/parameters/properties/legs/items/additionalProperties', range(22, 12, 22, 34)],
      ['/function/parameters/properties/seat/anyOf/0', range(28, branchStart, 28, branchEnd)],
      ['/function/parameters/$defs/Meta', range(36, 8, 36, 14)],
    ],
  );
  for (const f of found) {
    assert.equal(f.severity, 'error');
    assert.deepEqual(f.targets, ['openai-strict']);
    // a safe fix adds the keyword; an explicit true is only an unsafe suggestion, so not "fixable"
    assert.equal(f.fixable, !/sets additionalProperties to/.test(f.message));
  }
  assert.match(found[0]!.message, /root object/i);
  assert.match(found[2]!.message, /additionalProperties to true/);
});

test('targets that do not require it (openai, anthropic, google, bedrock, mcp) report nothing', () => {
  assert.deepEqual(run(flight, { targets: ['openai', 'anthropic', 'google', 'bedrock', 'mcp'] }), []);
});

const anthropicStrict = [
  '{',
  '  "name": "get_stock",',
  '  "description": "Stock level.",',
  '  "strict": true,',
  '  "input_schema": {',
  '    "type": "object",',
  '    "additionalProperties": false,',
  '    "properties": {',
  '      "filter": { "type": "object", "description": "Filter.", "properties": {}, "additionalProperties": {} }',
  '    }',
  '  }',
  '}',
].join('\n');

test('anthropic-strict requires it too: a schema-valued additionalProperties is reported at its key', () => {
  const found = run(anthropicStrict, { targets: ['anthropic-strict', 'anthropic'] });
  assert.equal(found.length, 1);
  assert.equal(found[0]!.pointer, '/input_schema/properties/filter/additionalProperties');
  assert.deepEqual(found[0]!.range, range(8, 80, 8, 102));
  assert.deepEqual(found[0]!.targets, ['anthropic-strict']);
  assert.equal(found[0]!.severity, 'error');
  assert.match(found[0]!.message, /a schema/);
});

test('"strict": true on an Anthropic tool makes the "shape" target include anthropic-strict', () => {
  const found = run(anthropicStrict, { targets: ['shape'] });
  assert.equal(found.length, 1);
  assert.equal(found[0]!.pointer, '/input_schema/properties/filter/additionalProperties');
  assert.deepEqual(found[0]!.targets, ['anthropic-strict']);
});

test('when google-openapi (which rejects the keyword) is also enabled the rule stays quiet', () => {
  assert.deepEqual(run(flight, { targets: ['openai-strict', 'google-openapi'] }), []);
});

test('a schema closed everywhere reports nothing', () => {
  const text = [
    '{',
    '  "type": "function",',
    '  "name": "close",',
    '  "description": "Close.",',
    '  "strict": true,',
    '  "parameters": {',
    '    "type": "object",',
    '    "additionalProperties": false,',
    '    "properties": {',
    '      "opts": { "type": "object", "description": "O.", "properties": {}, "additionalProperties": false, "required": [] },',
    '      "list": { "type": "array", "description": "L.", "items": { "type": "object", "properties": {}, "additionalProperties": false } }',
    '    },',
    '    "required": ["opts", "list"]',
    '  }',
    '}',
  ].join('\n');
  assert.deepEqual(run(text, { targets: ['openai-strict', 'anthropic-strict'] }), []);
});
