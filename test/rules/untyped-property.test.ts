import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lint, type ToollintConfig } from '../../shared/src/index';
import { range, ruleRunner } from './helpers';

const RULE = 'untyped-property';
const run = ruleRunner(RULE);

test('properties without any typing keyword are reported at their keys, at every level', () => {
  const text = [
    '{',
    '  "functionDeclarations": [',
    '    {',
    '      "name": "query",',
    '      "description": "Query records.",',
    '      "parametersJsonSchema": {',
    '        "type": "object",',
    '        "properties": {',
    '          "filter": { "description": "A filter expression." },',
    '          "a/b": { "title": "Slash" },',
    '          "page": {',
    '            "type": "object",',
    '            "properties": {',
    '              "cursor": {}',
    '            }',
    '          },',
    '          "fields": { "type": "array", "items": { "type": "object", "properties": { "😀": { "description": "emoji" } } } },',
    '          "where": { "anyOf": [{ "type": "object", "properties": { "op": { "description": "Operator." } } }] }',
    '        },',
    '        "$defs": {',
    '          "Sort": { "type": "object", "properties": { "key": { "description": "Sort key." } } }',
    '        }',
    '      }',
    '    }',
    '  ]',
    '}',
  ].join('\n');
  const found = run(text, { targets: ['google', 'openai-strict'] });
  const base = '/functionDeclarations/0/parametersJsonSchema';
  assert.deepEqual(
    found.map((f) => [f.pointer, f.range]),
    [
      [`${base}/properties/filter`, range(8, 10, 8, 18)],
      [`${base}/properties/a~1b`, range(9, 10, 9, 15)],
      [`${base}/properties/page/properties/cursor`, range(13, 14, 13, 22)],
      // UTF-16: the emoji is two code units.
      [`${base}/properties/fields/items/properties/😀`, range(16, 84, 16, 88)],
      [`${base}/properties/where/anyOf/0/properties/op`, range(17, 67, 17, 71)],
      [`${base}/$defs/Sort/properties/key`, range(20, 54, 20, 59)],
    ],
  );
  for (const f of found) {
    assert.equal(f.severity, 'error');
    assert.deepEqual(f.targets, ['openai-strict', 'google']);
    assert.equal(f.tool, 'query');
  }
});

test('type, enum, const, anyOf, oneOf, allOf and $ref each count as typed', () => {
  const text = [
    '{',
    '  "name": "typed",',
    '  "description": "All typed.",',
    '  "input_schema": {',
    '    "type": "object",',
    '    "properties": {',
    '      "a": { "type": "string" },',
    '      "b": { "enum": ["x", "y"] },',
    '      "c": { "const": 1 },',
    '      "d": { "anyOf": [{ "type": "string" }, { "type": "null" }] },',
    '      "e": { "oneOf": [{ "type": "string" }] },',
    '      "f": { "allOf": [{ "type": "string" }] },',
    '      "g": { "$ref": "#/$defs/G" }',
    '    },',
    '    "$defs": { "G": { "type": "string" } }',
    '  }',
    '}',
  ].join('\n');
  assert.deepEqual(run(text, { targets: ['anthropic', 'openai-strict', 'google'] }), []);
});

test('CRLF line endings do not shift the reported lines', () => {
  const text = ['{', '  "name": "crlf",', '  "description": "CRLF.",', '  "inputSchema": {', '    "type": "object",', '    "properties": { "x": {} }', '  }', '}'].join('\r\n');
  const found = run(text, { targets: ['mcp'] });
  assert.equal(found.length, 1);
  assert.equal(found[0]!.pointer, '/inputSchema/properties/x');
  assert.deepEqual(found[0]!.range, range(5, 20, 5, 23));
});
