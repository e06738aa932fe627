import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lint, type ToollintConfig } from '../../shared/src/index';
import { range, ruleRunner } from './helpers';

const RULE = 'description-missing';
const run = ruleRunner(RULE);

test('a tool without description is reported at its name; undescribed properties at their keys, at any depth', () => {
  const text = [
    '{',
    '  "name": "list_files",',
    '  "inputSchema": {',
    '    "type": "object",',
    '    "properties": {',
    '      "path": { "type": "string" },',
    '      "options": {',
    '        "type": "object",',
    '        "description": "Listing options.",',
    '        "properties": {',
    '          "recursive": { "type": "boolean" }',
    '        }',
    '      },',
    '      "globs": {',
    '        "type": "array",',
    '        "description": "Patterns.",',
    '        "items": {',
    '          "type": "object",',
    '          "properties": { "pattern": { "type": "string" } }',
    '        }',
    '      },',
    '      "sort": { "description": "Order.", "anyOf": [{ "type": "object", "properties": { "by": { "type": "string" } } }] }',
    '    },',
    '    "$defs": {',
    '      "Entry": { "type": "object", "properties": { "size": { "type": "integer" } } }',
    '    }',
    '  }',
    '}',
  ].join('\n');
  const found = run(text, { targets: ['mcp'] });
  assert.deepEqual(
    found.map((f) => [f.pointer, f.range]),
    [
      ['/name', range(1, 10, 1, 22)],
      ['/inputSchema/properties/path', range(5, 6, 5, 12)],
      ['/inputSchema/properties/options/properties/recursive', range(10, 10, 10, 21)],
      ['/inputSchema/properties/globs/items/properties/pattern', range(18, 26, 18, 35)],
      ['/inputSchema/properties/sort/anyOf/0/properties/by', range(21, 87, 21, 91)],
      ['/inputSchema/$defs/Entry/properties/size', range(24, 51, 24, 57)],
    ],
  );
  for (const f of found) {
    assert.equal(f.severity, 'warning');
    assert.deepEqual(f.targets, ['mcp']);
    assert.equal(f.tool, 'list_files');
  }
  assert.match(found[0]!.message, /has no description/);
});

test('a blank Bedrock description is reported at the description value', () => {
  const text = [
    '{',
    '  "toolSpec": {',
    '    "name": "ping",',
    '    "description": "   ",',
    '    "inputSchema": { "json": { "type": "object" } }',
    '  }',
    '}',
  ].join('\n');
  const found = run(text, { targets: ['bedrock', 'anthropic'] });
  assert.equal(found.length, 1);
  assert.equal(found[0]!.pointer, '/toolSpec/description');
  assert.deepEqual(found[0]!.range, range(3, 19, 3, 24));
  assert.deepEqual(found[0]!.targets, ['anthropic', 'bedrock']);
  assert.match(found[0]!.message, /empty description/);
});

test('an OpenAI chat tool without description is reported at function.name', () => {
  const text = [
    '{',
    '  "type": "function",',
    '  "function": {',
    '    "name": "now",',
    '    "parameters": { "type": "object", "properties": {} }',
    '  }',
    '}',
  ].join('\n');
  const found = run(text, { targets: ['openai'] });
  assert.equal(found.length, 1);
  assert.equal(found[0]!.pointer, '/function/name');
  assert.deepEqual(found[0]!.range, range(3, 12, 3, 17));
});

test('a fully described tool and built-in tools report nothing', () => {
  const text = [
    '{',
    '  "tools": [',
    '    { "type": "file_search" },',
    '    {',
    '      "name": "get_weather",',
    '      "description": "Current weather for a city.",',
    '      "input_schema": {',
    '        "type": "object",',
    '        "properties": {',
    '          "city": { "type": "string", "description": "City name." },',
    '          "days": { "type": "array", "description": "Days.", "items": { "type": "object", "properties": { "d": { "type": "string", "description": "Day." } } } }',
    '        }',
    '      }',
    '    }',
    '  ]',
    '}',
  ].join('\n');
  assert.equal(lint(text).tools.length, 2);
  assert.deepEqual(run(text, { targets: ['anthropic', 'openai-strict', 'google'] }), []);
});

test('a property that is a local $ref takes the description of its target (and is reported when the target has none)', () => {
  const text = JSON.stringify({
    name: 'route',
    description: 'Route between places.',
    inputSchema: {
      type: 'object',
      properties: { from: { $ref: '#/$defs/Place' }, to: { $ref: '#/$defs/Bare' }, loop: { $ref: '#/$defs/Loop' } },
      $defs: { Place: { type: 'string', description: 'A place.' }, Bare: { type: 'string' }, Loop: { $ref: '#/$defs/Loop' } },
    },
  });
  const found = lint(text, { config: { targets: ['anthropic'] } }).findings.filter((f) => f.rule === 'description-missing');
  assert.deepEqual(found.map((f) => f.pointer), ['/inputSchema/properties/to', '/inputSchema/properties/loop']);
});
