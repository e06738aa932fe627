import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lint, type ToollintConfig } from '../../shared/src/index';
import { range, ruleRunner } from './helpers';

const RULE = 'unsupported-keyword';
const run = ruleRunner(RULE);

const schedule = [
  '{',
  '  "name": "schedule",',
  '  "description": "Schedule a job.",',
  '  "inputSchema": {',
  '    "type": "object",',
  '    "properties": {',
  '      "when": { "description": "When.", "allOf": [{ "type": "string" }] },',
  '      "tags": { "type": "array", "description": "Tags.", "uniqueItems": true, "items": { "type": "string" } },',
  '      "cfg": { "$ref": "#/$defs/Cfg", "description": "Config." }',
  '    },',
  '    "$defs": { "Cfg": { "type": "object", "patternProperties": { "^x-": { "type": "string" } } } }',
  '  }',
  '}',
].join('\n');

test('keywords openai-strict rejects are errors at the keyword key, in nested properties and $defs', () => {
  const found = run(schedule, { targets: ['openai-strict', 'anthropic'] });
  assert.deepEqual(
    found.map((f) => [f.pointer, f.range, f.targets, f.severity]),
    [
      ['/inputSchema/properties/when/allOf', range(6, 40, 6, 47), ['openai-strict'], 'error'],
      ['/inputSchema/properties/tags/uniqueItems', range(7, 57, 7, 70), ['openai-strict'], 'error'],
      ['/inputSchema/$defs/Cfg/patternProperties', range(10, 42, 10, 61), ['openai-strict'], 'error'],
    ],
  );
  assert.match(found[0]!.message, /merge the subschemas/);
});

test('anthropic-strict has its own list (allOf is fine there)', () => {
  const found = run(schedule, { targets: ['openai-strict', 'anthropic-strict'] });
  assert.deepEqual(
    found.map((f) => [f.pointer, f.targets]),
    [
      ['/inputSchema/properties/when/allOf', ['openai-strict']],
      ['/inputSchema/properties/tags/uniqueItems', ['openai-strict', 'anthropic-strict']],
      ['/inputSchema/$defs/Cfg/patternProperties', ['openai-strict', 'anthropic-strict']],
    ],
  );
});

test('targets without keyword restrictions report nothing', () => {
  assert.deepEqual(run(schedule, { targets: ['openai', 'anthropic', 'bedrock', 'mcp'] }), []);
});

const order = [
  '{',
  '  "functionDeclarations": [',
  '    {',
  '      "name": "order",',
  '      "description": "Order.",',
  '      "parameters": {',
  '        "type": "object",',
  '        "properties": {',
  '          "item": { "type": "object", "description": "Item.", "additionalProperties": false, "properties": {} },',
  '          "kind": { "type": "string", "description": "Kind.", "const": "food" },',
  '          "size": { "type": "string", "description": "Size.", "examples": ["S"] }',
  '        }',
  '      }',
  '    }',
  '  ]',
  '}',
].join('\n');

test('google-openapi rejects keywords outside its OpenAPI subset', () => {
  const found = run(order, { targets: ['shape'] });
  const p = '/functionDeclarations/0/parameters/properties';
  assert.deepEqual(
    found.map((f) => [f.pointer, f.range, f.targets, f.severity]),
    [
      [`${p}/item/additionalProperties`, range(8, 62, 8, 84), ['google-openapi'], 'error'],
      [`${p}/kind/const`, range(9, 62, 9, 69), ['google-openapi'], 'error'],
      [`${p}/size/examples`, range(10, 62, 10, 72), ['google-openapi'], 'error'],
    ],
  );
  // The same keywords are fine for parametersJsonSchema.
  assert.deepEqual(run(order, { targets: ['google'] }), []);
});

test('additionalProperties is left to target-conflict when a target also requires it', () => {
  const found = run(order, { targets: ['openai-strict', 'google-openapi'] });
  assert.deepEqual(
    found.map((f) => f.pointer),
    ['/functionDeclarations/0/parameters/properties/kind/const', '/functionDeclarations/0/parameters/properties/size/examples'],
  );
});

test('keywords google ignores are warnings', () => {
  const text = [
    '{',
    '  "functionDeclarations": [',
    '    {',
    '      "name": "check",',
    '      "description": "Check.",',
    '      "parametersJsonSchema": {',
    '        "type": "object",',
    '        "properties": {',
    '          "code": { "type": "string", "description": "Code.", "pattern": "^[A-Z]+$" }',
    '        }',
    '      }',
    '    }',
    '  ]',
    '}',
  ].join('\n');
  const found = run(text, { targets: ['google', 'openai-strict'] });
  assert.equal(found.length, 1);
  assert.equal(found[0]!.pointer, '/functionDeclarations/0/parametersJsonSchema/properties/code/pattern');
  assert.deepEqual(found[0]!.range, range(8, 62, 8, 71));
  assert.equal(found[0]!.severity, 'warning');
  assert.deepEqual(found[0]!.targets, ['google']);
});

test('default, format and type are left to their own rules', () => {
  const text = ['{', '  "name": "n",', '  "description": "N.",', '  "inputSchema": { "type": "object", "properties": { "d": { "type": "string", "format": "uri", "default": "x" } } }', '}'].join('\n');
  assert.deepEqual(run(text, { targets: ['openai-strict', 'anthropic-strict', 'google', 'google-openapi'] }), []);
});

test('openai-strict ignores OpenAPI\'s "nullable": true (the model never sends null): a warning with the type-list advice', () => {
  const text = JSON.stringify(
    {
      type: 'function',
      function: {
        name: 'find',
        description: 'Find.',
        strict: true,
        parameters: { type: 'object', properties: { q: { type: 'string', nullable: true, description: 'Query.' } }, required: ['q'], additionalProperties: false },
      },
    },
    null,
    2,
  );
  const found = run(text, { targets: ['openai-strict', 'google-openapi'] });
  assert.deepEqual(
    found.filter((f) => f.pointer.endsWith('/nullable')).map((f) => [f.pointer, f.targets, f.severity]),
    [['/function/parameters/properties/q/nullable', ['openai-strict'], 'warning']],
  );
  assert.match(found.find((f) => f.pointer.endsWith('/nullable'))!.message, /ignored \(list "null" in the type instead/);
});
