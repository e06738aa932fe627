import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lint, type ToollintConfig } from '../../shared/src/index';
import { range, ruleRunner } from './helpers';

const RULE = 'enum-in-description';
const run = ruleRunner(RULE);

const convert = [
  '{',
  '  "name": "convert_temp",',
  '  "description": "Convert a temperature.",',
  '  "input_schema": {',
  '    "type": "object",',
  '    "properties": {',
  '      "unit": { "type": "string", "description": "Target unit, one of celsius, fahrenheit or kelvin." },',
  '      "value": { "type": "number", "description": "The temperature to convert." },',
  '      "opts": {',
  '        "type": "object",',
  '        "description": "Options.",',
  '        "properties": { "round": { "type": "string", "description": "Possible values: up | down | nearest" } }',
  '      },',
  '      "scale": { "type": "string", "enum": ["c", "f"], "description": "One of c or f." }',
  '    },',
  '    "$defs": { "Mode": { "type": "object", "properties": { "m": { "type": "string", "description": "Either fast or slow." } } } }',
  '  }',
  '}',
].join('\n');

test('descriptions that list a fixed set on a property without enum are reported, with the values, at every level', () => {
  const found = run(convert, { targets: ['anthropic', 'google'] });
  assert.deepEqual(
    found.map((f) => [f.pointer, f.range]),
    [
      ['/input_schema/properties/unit', range(6, 6, 6, 12)],
      ['/input_schema/properties/opts/properties/round', range(11, 24, 11, 31)],
      ['/input_schema/$defs/Mode/properties/m', range(15, 59, 15, 62)],
    ],
  );
  for (const f of found) {
    assert.equal(f.severity, 'warning');
    assert.deepEqual(f.targets, ['anthropic', 'google']);
  }
  assert.ok(found[0]!.message.includes('["celsius","fahrenheit","kelvin"]'), found[0]!.message);
  assert.ok(found[1]!.message.includes('["up","down","nearest"]'), found[1]!.message);
  assert.ok(found[2]!.message.includes('["fast","slow"]'), found[2]!.message);
});

test('properties that already have enum, const or anyOf, and ordinary prose, report nothing', () => {
  const text = [
    '{',
    '  "name": "ok",',
    '  "description": "Ok.",',
    '  "inputSchema": {',
    '    "type": "object",',
    '    "properties": {',
    '      "a": { "type": "string", "enum": ["x", "y"], "description": "One of x or y." },',
    '      "b": { "const": "x", "description": "One of x or y." },',
    '      "c": { "anyOf": [{ "const": "x" }, { "const": "y" }], "description": "One of x or y." },',
    '      "d": { "type": "string", "description": "The name of one of the repositories you own." }',
    '    }',
    '  }',
    '}',
  ].join('\n');
  assert.deepEqual(run(text, { targets: ['mcp'] }), []);
});

test('booleans are not flagged and numeric lists suggest numbers', () => {
  const tool = (prop: object) => JSON.stringify({ name: 't', description: 'd', inputSchema: { type: 'object', properties: { p: prop } } });
  const only = (text: string) => lint(text).findings.filter((f) => f.rule === 'enum-in-description');
  assert.deepEqual(only(tool({ type: 'boolean', description: 'Either true or false.' })), []);
  const numeric = only(tool({ type: 'integer', description: 'Page size, one of 10, 20 or 50' }));
  assert.equal(numeric.length, 1);
  assert.match(numeric[0]!.message, /"enum": \[10,20,50\]/);
  assert.deepEqual(only(tool({ type: 'integer', description: 'one of small, large' })), []);
});
