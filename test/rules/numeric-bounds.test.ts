import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lint, type ToollintConfig } from '../../shared/src/index';
import { range, ruleRunner } from './helpers';

const RULE = 'numeric-bounds';
const run = ruleRunner(RULE);

const volume = [
  '{',
  '  "type": "function",',
  '  "function": {',
  '    "name": "set_volume",',
  '    "description": "Set volume.",',
  '    "parameters": {',
  '      "type": "object",',
  '      "properties": {',
  '        "level": { "type": "integer", "description": "Level." },',
  '        "gain": { "type": "number", "description": "Gain.", "minimum": 0 },',
  '        "steps": { "type": "array", "description": "Steps.", "items": { "type": "number" } },',
  '        "eq": {',
  '          "type": "object",',
  '          "description": "Equalizer.",',
  '          "properties": { "bass": { "type": ["integer", "null"], "description": "Bass." } }',
  '        },',
  '        "preset": { "type": "integer", "enum": [1, 2, 3], "description": "Preset." },',
  '        "ref": { "$ref": "#/$defs/Balance" }',
  '      },',
  '      "$defs": { "Balance": { "type": "object", "properties": { "left": { "type": "number" } } } }',
  '    }',
  '  }',
  '}',
].join('\n');

test('unbounded number properties and items are reported (info) at every level, except for anthropic-strict', () => {
  const found = run(volume, { targets: ['openai', 'anthropic-strict', 'google'] });
  const p = '/function/parameters';
  assert.deepEqual(
    found.map((f) => [f.pointer, f.range]),
    [
      [`${p}/properties/level`, range(8, 8, 8, 15)],
      [`${p}/properties/steps/items`, range(10, 61, 10, 68)],
      [`${p}/properties/eq/properties/bass`, range(14, 26, 14, 32)],
      [`${p}/$defs/Balance/properties/left`, range(19, 64, 19, 70)],
    ],
  );
  for (const f of found) {
    assert.equal(f.severity, 'info');
    assert.deepEqual(f.targets, ['openai', 'google']);
  }
});

test('anthropic-strict alone (which rejects bounds) reports nothing', () => {
  assert.deepEqual(run(volume, { targets: ['anthropic-strict'] }), []);
});

test('bounded numbers, enums and non-numbers report nothing', () => {
  const text = [
    '{',
    '  "name": "ok",',
    '  "description": "Ok.",',
    '  "inputSchema": {',
    '    "type": "object",',
    '    "properties": {',
    '      "a": { "type": "integer", "maximum": 10 },',
    '      "b": { "type": "number", "exclusiveMinimum": 0 },',
    '      "c": { "type": "integer", "const": 3 },',
    '      "d": { "type": "string" }',
    '    }',
    '  }',
    '}',
  ].join('\n');
  assert.deepEqual(run(text, { targets: ['mcp', 'openai-strict'] }), []);
});
