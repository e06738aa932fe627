import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lint, type ToollintConfig } from '../../shared/src/index';
import { range, ruleRunner } from './helpers';

const RULE = 'invalid-schema';
const run = ruleRunner(RULE);

const resize = [
  '{',
  '  "name": "resize",',
  '  "description": "Resize an image.",',
  '  "input_schema": {',
  '    "type": "object",',
  '    "properties": {',
  '      "width": { "type": "integer", "description": "Pixels.", "minimum": "5" },',
  '      "crop": {',
  '        "type": "array",',
  '        "description": "Crop box.",',
  '        "items": { "type": "number", "maximum": "100" }',
  '      },',
  '      "opts": { "$ref": "#/$defs/Opts" }',
  '    },',
  '    "$defs": { "Opts": { "type": "object", "properties": [] } }',
  '  }',
  '}',
].join('\n');

test('meta-schema violations are reported for anthropic at the offending keyword, nested, in items and $defs', () => {
  const found = run(resize, { targets: ['anthropic', 'openai-strict', 'google'] });
  assert.deepEqual(
    found.map((f) => [f.pointer, f.range]),
    [
      ['/input_schema/properties/width/minimum', range(6, 62, 6, 71)],
      ['/input_schema/properties/crop/items/maximum', range(10, 37, 10, 46)],
      ['/input_schema/$defs/Opts/properties', range(14, 43, 14, 55)],
    ],
  );
  for (const f of found) {
    assert.equal(f.severity, 'error');
    assert.deepEqual(f.targets, ['anthropic']);
  }
  assert.match(found[0]!.message, /2020-12/);
});

test('targets that do not validate against the meta-schema report nothing', () => {
  assert.deepEqual(run(resize, { targets: ['openai', 'openai-strict', 'google', 'google-openapi', 'bedrock'] }), []);
});

const legacy = (schemaLine: string) =>
  [
    '{',
    '  "name": "legacy",',
    '  "description": "Legacy.",',
    '  "inputSchema": {',
    schemaLine,
    '    "type": "object",',
    '    "properties": {',
    '      "x": { "type": "string", "description": "X." }',
    '    },',
    '    "$defs": []',
    '  }',
    '}',
  ].join('\n');

test('MCP validates against the draft the schema declares; Anthropic always against 2020-12', () => {
  const draft07 = run(legacy('    "$schema": "http://json-schema.org/draft-07/schema#",'), { targets: ['mcp', 'anthropic'] });
  assert.equal(draft07.length, 1);
  assert.equal(draft07[0]!.pointer, '/inputSchema/$defs');
  assert.deepEqual(draft07[0]!.range, range(9, 4, 9, 11));
  assert.deepEqual(draft07[0]!.targets, ['anthropic']);
  const undeclared = run(legacy('    "title": "Legacy",'), { targets: ['mcp', 'anthropic'] });
  assert.equal(undeclared.length, 1);
  assert.deepEqual(undeclared[0]!.targets, ['anthropic', 'mcp']);
});

test('a declared draft-07 schema is still checked against draft-07 for MCP', () => {
  const text = [
    '{',
    '  "name": "old",',
    '  "description": "Old.",',
    '  "inputSchema": {',
    '    "$schema": "http://json-schema.org/draft-07/schema#",',
    '    "type": "object",',
    '    "properties": { "n": { "type": "number", "description": "N.", "maxLength": -1 } }',
    '  }',
    '}',
  ].join('\n');
  const found = run(text, { targets: ['mcp'] });
  assert.equal(found.length, 1);
  assert.equal(found[0]!.pointer, '/inputSchema/properties/n/maxLength');
  assert.deepEqual(found[0]!.targets, ['mcp']);
  assert.match(found[0]!.message, /draft-07/);
});

test('a valid schema reports nothing', () => {
  const text = [
    '{',
    '  "name": "ok",',
    '  "description": "Ok.",',
    '  "input_schema": {',
    '    "type": "object",',
    '    "properties": { "n": { "type": "integer", "minimum": 5, "description": "N." }, "l": { "type": "array", "items": { "$ref": "#/$defs/X" } } },',
    '    "$defs": { "X": { "type": "string" } }',
    '  }',
    '}',
  ].join('\n');
  assert.deepEqual(run(text, { targets: ['anthropic', 'anthropic-strict', 'mcp'] }), []);
});

test('a type name that is not a JSON Schema type is invalid-type\'s alone, in a type list too (as Auto-strict makes it nullable)', () => {
  const tool = (type: string) => `{"name": "x", "description": "d", "input_schema": {"type": "object", "properties": {"a": {"type": ${type}, "description": "a"}}}}`;
  for (const type of ['"dict"', '["dict", "null"]']) {
    const findings = lint(tool(type), { path: 'tools.json', config: { targets: ['anthropic'] } }).findings;
    assert.deepEqual(findings.map((f) => f.rule), ['invalid-type'], type);
  }
  // A meta-schema error beside it is still this rule's.
  assert.deepEqual(run(tool('["dict", "null"], "minimum": "5"'), { targets: ['anthropic'] }).map((f) => f.pointer), ['/input_schema/properties/a/minimum']);
});
