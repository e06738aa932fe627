import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lint, type ToollintConfig } from '../../shared/src/index';
import { range, ruleRunner } from './helpers';

const RULE = 'invalid-type';
const run = ruleRunner(RULE);

const store = [
  '{',
  '  "type": "function",',
  '  "function": {',
  '    "name": "store",',
  '    "description": "Store values.",',
  '    "parameters": {',
  '      "type": "object",',
  '      "properties": {',
  '        "data": { "type": "dict", "description": "Data." },',
  '        "ratios": { "type": "array", "description": "Ratios.", "items": { "type": "float" } },',
  '        "label": { "type": "STRING", "description": "Label." },',
  '        "count": { "type": 5, "description": "Count." },',
  '        "note": { "type": ["string", "null"], "description": "Note." },',
  '        "any": { "anyOf": [{ "type": "any" }], "description": "Anything." }',
  '      },',
  '      "$defs": { "X": { "type": "str" } }',
  '    }',
  '  }',
  '}',
].join('\n');

test('non-JSON-Schema types are reported at the "type" key, nested, in items, anyOf and $defs', () => {
  const found = run(store, { targets: ['openai-strict', 'google-openapi'] });
  const p = '/function/parameters';
  assert.deepEqual(
    found.map((f) => [f.pointer, f.range, f.targets]),
    [
      [`${p}/properties/data/type`, range(8, 18, 8, 24), ['openai-strict', 'google-openapi']],
      [`${p}/properties/ratios/items/type`, range(9, 74, 9, 80), ['openai-strict', 'google-openapi']],
      // Upper-case names are valid for Gemini `parameters` only.
      [`${p}/properties/label/type`, range(10, 19, 10, 25), ['openai-strict']],
      [`${p}/properties/count/type`, range(11, 19, 11, 25), ['openai-strict', 'google-openapi']],
      // Type lists are fine except for Gemini `parameters`.
      [`${p}/properties/note/type`, range(12, 18, 12, 24), ['google-openapi']],
      [`${p}/properties/any/anyOf/0/type`, range(13, 29, 13, 35), ['openai-strict', 'google-openapi']],
      [`${p}/$defs/X/type`, range(15, 24, 15, 30), ['openai-strict', 'google-openapi']],
    ],
  );
  for (const f of found) assert.equal(f.severity, 'error');
  assert.match(found[0]!.message, /use "object"/);
  assert.match(found[1]!.message, /use "number"/);
  assert.match(found[3]!.message, /must be a string/);
  assert.match(found[6]!.message, /use "string"/);
});

test('type lists and lower-case types are fine for targets other than google-openapi', () => {
  const text = ['{', '  "name": "n",', '  "description": "N.",', '  "inputSchema": { "type": "object", "properties": { "v": { "type": ["integer", "null"] } } }', '}'].join('\n');
  assert.deepEqual(run(text, { targets: ['openai-strict', 'openai', 'anthropic', 'anthropic-strict', 'google', 'bedrock', 'mcp'] }), []);
  const found = run(text, { targets: ['google-openapi'] });
  assert.equal(found.length, 1);
  assert.equal(found[0]!.pointer, '/inputSchema/properties/v/type');
  assert.deepEqual(found[0]!.range, range(3, 60, 3, 66));
});

test('upper-case Gemini types pass for google-openapi and fail for other targets', () => {
  const text = [
    '{',
    '  "functionDeclarations": [',
    '    {',
    '      "name": "find",',
    '      "description": "Find.",',
    '      "parameters": {',
    '        "type": "OBJECT",',
    '        "properties": { "q": { "type": "STRING", "description": "Query." } }',
    '      }',
    '    }',
    '  ]',
    '}',
  ].join('\n');
  assert.deepEqual(run(text, { targets: ['shape'] }), []);
  const found = run(text, { targets: ['shape', 'anthropic'] });
  assert.deepEqual(
    found.map((f) => [f.pointer, f.range, f.targets]),
    [
      ['/functionDeclarations/0/parameters/type', range(6, 8, 6, 14), ['anthropic']],
      ['/functionDeclarations/0/parameters/properties/q/type', range(7, 31, 7, 37), ['anthropic']],
    ],
  );
});
