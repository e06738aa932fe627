import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lint, type ToollintConfig } from '../../shared/src/index';
import { range, ruleRunner } from './helpers';

const RULE = 'optional-not-required';
const run = ruleRunner(RULE);

const text = [
  '{',
  '  "type": "function",',
  '  "name": "create_issue",',
  '  "description": "Create an issue.",',
  '  "strict": true,',
  '  "parameters": {',
  '    "type": "object",',
  '    "additionalProperties": false,',
  '    "properties": {',
  '      "title": { "type": "string", "description": "Title." },',
  '      "body": { "type": "string", "description": "Body." },',
  '      "options": {',
  '        "type": "object",',
  '        "description": "Options.",',
  '        "additionalProperties": false,',
  '        "properties": {',
  '          "draft": { "type": "boolean", "description": "Draft?" },',
  '          "labels": { "type": "array", "description": "Labels.", "items": { "type": "object", "properties": { "name": { "type": "string" } }, "additionalProperties": false } }',
  '        },',
  '        "required": ["labels"]',
  '      },',
  '      "assignee": { "$ref": "#/$defs/User", "description": "Assignee." }',
  '    },',
  '    "required": ["title", "options", "assignee"],',
  '    "$defs": {',
  '      "User": { "type": "object", "properties": { "login": { "type": "string" } }, "additionalProperties": false }',
  '    }',
  '  }',
  '}',
].join('\n');

test('properties missing from required are reported for openai-strict at every level', () => {
  const found = run(text, { targets: ['openai-strict', 'anthropic-strict', 'anthropic'] });
  assert.deepEqual(
    found.map((f) => [f.pointer, f.range]),
    [
      ['/parameters/properties/body', range(10, 6, 10, 12)],
      ['/parameters/properties/options/properties/draft', range(16, 10, 16, 17)],
      ['/parameters/properties/options/properties/labels/items/properties/name', range(17, 110, 17, 116)],
      ['/parameters/$defs/User/properties/login', range(25, 50, 25, 57)],
    ],
  );
  for (const f of found) {
    assert.equal(f.severity, 'error');
    assert.deepEqual(f.targets, ['openai-strict']);
    assert.equal(f.tool, 'create_issue');
  }
});

test('Anthropic strict (and every non-strict target) lets properties be optional', () => {
  assert.deepEqual(run(text, { targets: ['anthropic-strict', 'anthropic', 'openai', 'google', 'google-openapi', 'bedrock', 'mcp'] }), []);
});

test('a non-array required counts as listing nothing', () => {
  const mcp = [
    '{',
    '  "name": "x",',
    '  "description": "X.",',
    '  "inputSchema": {',
    '    "type": "object",',
    '    "properties": { "a": { "type": "string" } },',
    '    "required": "a"',
    '  }',
    '}',
  ].join('\n');
  const found = run(mcp, { targets: ['openai-strict'] });
  assert.equal(found.length, 1);
  assert.equal(found[0]!.pointer, '/inputSchema/properties/a');
  assert.deepEqual(found[0]!.range, range(5, 20, 5, 23));
});

test('every property required at every level reports nothing', () => {
  const ok = [
    '{',
    '  "name": "x",',
    '  "description": "X.",',
    '  "input_schema": {',
    '    "type": "object",',
    '    "properties": {',
    '      "a": { "type": ["string", "null"], "description": "A." },',
    '      "b": { "type": "object", "properties": { "c": { "type": "string" } }, "required": ["c"] }',
    '    },',
    '    "required": ["a", "b"]',
    '  }',
    '}',
  ].join('\n');
  assert.deepEqual(run(ok, { targets: ['openai-strict'] }), []);
});
