import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lint, type ToollintConfig } from '../../shared/src/index';
import { range, ruleRunner } from './helpers';

const RULE = 'required-unknown-property';
const run = ruleRunner(RULE);

test('a required name missing from properties is reported at that entry of required, at every level', () => {
  const text = [
    '{',
    '  "name": "ship",',
    '  "description": "Ship an order.",',
    '  "input_schema": {',
    '    "type": "object",',
    '    "properties": {',
    '      "city": { "type": "string", "description": "City." },',
    '      "parcel": {',
    '        "type": "object",',
    '        "description": "Parcel.",',
    '        "properties": { "weight": { "type": "number", "description": "kg." } },',
    '        "required": ["weight", "height"]',
    '      },',
    '      "stops": { "type": "array", "description": "Stops.", "items": { "type": "object", "properties": {}, "required": ["at"] } }',
    '    },',
    '    "required": ["city", "country"],',
    '    "$defs": {',
    '      "Addr": { "type": "object", "properties": { "zip": { "type": "string" } }, "required": ["zip", "street"] }',
    '    }',
    '  }',
    '}',
  ].join('\n');
  const found = run(text, { targets: ['anthropic', 'bedrock'] });
  assert.deepEqual(
    found.map((f) => [f.pointer, f.range]),
    [
      ['/input_schema/properties/parcel/required/1', range(11, 31, 11, 39)],
      ['/input_schema/properties/stops/items/required/0', range(13, 119, 13, 123)],
      ['/input_schema/required/1', range(15, 25, 15, 34)],
      ['/input_schema/$defs/Addr/required/1', range(17, 101, 17, 109)],
    ],
  );
  for (const f of found) {
    assert.equal(f.severity, 'error');
    assert.deepEqual(f.targets, ['anthropic', 'bedrock']);
  }
  assert.match(found[2]!.message, /"country"/);
});

test('draft-3 per-property "required": true is reported at that "required" key', () => {
  const text = [
    '{',
    '  "type": "function",',
    '  "function": {',
    '    "name": "greet",',
    '    "description": "Greet someone.",',
    '    "parameters": {',
    '      "type": "object",',
    '      "properties": {',
    '        "who": { "type": "string", "description": "Name.", "required": true }',
    '      }',
    '    }',
    '  }',
    '}',
  ].join('\n');
  const found = run(text, { targets: ['openai'] });
  assert.equal(found.length, 1);
  assert.equal(found[0]!.pointer, '/function/parameters/properties/who/required');
  assert.deepEqual(found[0]!.range, range(8, 59, 8, 69));
  assert.deepEqual(found[0]!.targets, ['openai']);
  assert.match(found[0]!.message, /array of property names/);
});

test('required entries that are not strings are reported at the required key', () => {
  const text = ['{', '  "name": "n",', '  "description": "N.",', '  "inputSchema": { "type": "object", "properties": { "a": { "type": "string" } }, "required": ["a", 1] }', '}'].join('\n');
  const found = run(text, { targets: ['mcp'] });
  assert.equal(found.length, 1);
  assert.equal(found[0]!.pointer, '/inputSchema/required');
  assert.deepEqual(found[0]!.range, range(3, 82, 3, 92));
});

test('required names that exist, and names matched by patternProperties, report nothing', () => {
  const text = [
    '{',
    '  "toolSpec": {',
    '    "name": "set_env",',
    '    "description": "Set variables.",',
    '    "inputSchema": { "json": {',
    '      "type": "object",',
    '      "properties": { "scope": { "type": "string", "description": "Scope." } },',
    '      "required": ["scope"],',
    '      "patternProperties": { "^VAR_": { "type": "string" } },',
    '      "allOf": [{ "required": ["VAR_HOME"] }]',
    '    } }',
    '  }',
    '}',
  ].join('\n');
  const found = run(text, { targets: ['bedrock'] });
  // allOf/0 has no properties and no patternProperties of its own, so VAR_HOME is reported there only.
  assert.deepEqual(found.map((f) => f.pointer), ['/toolSpec/inputSchema/json/allOf/0/required/0']);
  const ok = text.replace('      "allOf": [{ "required": ["VAR_HOME"] }]', '      "description": "Env."');
  assert.deepEqual(run(ok, { targets: ['bedrock'] }), []);
});
