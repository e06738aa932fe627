import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lint, type ToollintConfig } from '../../shared/src/index';
import { range, ruleRunner } from './helpers';

const RULE = 'invalid-name';
const run = ruleRunner(RULE);

const dotted = [
  '{',
  '  "type": "function",',
  '  "function": {',
  '    "name": "weather.get",',
  '    "description": "Get the weather.",',
  '    "parameters": { "type": "object", "properties": {} }',
  '  }',
  '}',
].join('\n');

test('a dotted name is an error for OpenAI and Anthropic (one finding per pattern), not for Gemini or MCP', () => {
  const found = run(dotted, { targets: ['openai-strict', 'openai', 'anthropic', 'google', 'mcp'] });
  assert.equal(found.length, 2);
  for (const f of found) {
    assert.equal(f.pointer, '/function/name');
    assert.deepEqual(f.range, range(3, 12, 3, 25));
    assert.equal(f.severity, 'error');
    assert.equal(f.tool, 'weather.get');
  }
  const targets = found.map((f) => f.targets).sort((a, b) => a.length - b.length);
  assert.deepEqual(targets, [['anthropic'], ['openai-strict', 'openai']]);
  assert.ok(found.some((f) => /64 characters/.test(f.message)));
  assert.ok(found.some((f) => /128 characters/.test(f.message)));
});

test('targets whose pattern allows dots (google, mcp) report nothing', () => {
  assert.deepEqual(run(dotted, { targets: ['google', 'google-openapi', 'mcp'] }), []);
});

test('MCP names are only a SHOULD: a space in the name is a warning', () => {
  const text = ['{', '  "name": "get weather",', '  "description": "Get the weather.",', '  "inputSchema": { "type": "object" }', '}'].join('\n');
  const found = run(text, { targets: ['mcp'] });
  assert.equal(found.length, 1);
  assert.equal(found[0]!.pointer, '/name');
  assert.deepEqual(found[0]!.range, range(1, 10, 1, 23));
  assert.equal(found[0]!.severity, 'warning');
  assert.deepEqual(found[0]!.targets, ['mcp']);
});

test('a 65-character Bedrock name breaks the 64-character limit but not Anthropic\'s 128', () => {
  const name = 'a'.repeat(65);
  const text = [
    '{',
    '  "toolSpec": {',
    `    "name": "${name}",`,
    '    "description": "Long name.",',
    '    "inputSchema": { "json": { "type": "object" } }',
    '  }',
    '}',
  ].join('\n');
  const found = run(text, { targets: ['bedrock', 'anthropic'] });
  assert.equal(found.length, 1);
  assert.equal(found[0]!.pointer, '/toolSpec/name');
  assert.deepEqual(found[0]!.range, range(2, 12, 2, 79));
  assert.deepEqual(found[0]!.targets, ['bedrock']);
  assert.equal(found[0]!.severity, 'error');
  // 64 is fine.
  assert.deepEqual(run(text.replace(name, 'a'.repeat(64)), { targets: ['bedrock'] }), []);
});

test('Gemini names must start with a letter or underscore', () => {
  const text = [
    '{',
    '  "functionDeclarations": [',
    '    { "name": "2fa_check", "description": "Check 2FA.", "parametersJsonSchema": { "type": "object" } }',
    '  ]',
    '}',
  ].join('\n');
  const found = run(text, { targets: ['google', 'openai'] });
  assert.equal(found.length, 1);
  assert.equal(found[0]!.pointer, '/functionDeclarations/0/name');
  assert.deepEqual(found[0]!.range, range(2, 14, 2, 25));
  assert.deepEqual(found[0]!.targets, ['google']);
});

test('Gemini parameter names are checked at every level, for Gemini targets only', () => {
  const text = [
    '{',
    '  "functionDeclarations": [',
    '    {',
    '      "name": "create_user",',
    '      "description": "Create a user.",',
    '      "parameters": {',
    '        "type": "object",',
    '        "properties": {',
    '          "user-name": { "type": "string", "description": "Login." },',
    '          "address": {',
    '            "type": "object",',
    '            "description": "Postal address.",',
    '            "properties": {',
    '              "zip code": { "type": "string", "description": "ZIP." }',
    '            }',
    '          },',
    '          "tags": { "type": "array", "description": "Tags.", "items": { "type": "object", "properties": { "1st": { "type": "string" } } } }',
    '        }',
    '      }',
    '    }',
    '  ]',
    '}',
  ].join('\n');
  const found = run(text, { targets: ['google-openapi', 'openai', 'anthropic'] });
  assert.deepEqual(
    found.map((f) => [f.pointer, f.range, f.targets, f.severity]),
    [
      ['/functionDeclarations/0/parameters/properties/user-name', range(8, 10, 8, 21), ['google-openapi'], 'error'],
      ['/functionDeclarations/0/parameters/properties/address/properties/zip code', range(13, 14, 13, 24), ['google-openapi'], 'error'],
      ['/functionDeclarations/0/parameters/properties/tags/items/properties/1st', range(16, 106, 16, 111), ['google-openapi'], 'error'],
    ],
  );
  // Parameter names are not restricted for the other targets.
  assert.deepEqual(run(text, { targets: ['openai', 'anthropic', 'mcp'] }), []);
});

test('valid names report nothing for any target', () => {
  const text = ['{', '  "name": "get_weather-v2",', '  "description": "Weather.",', '  "input_schema": { "type": "object", "properties": { "city_name": { "type": "string" } } }', '}'].join('\n');
  assert.deepEqual(run(text, { targets: ['openai-strict', 'openai', 'anthropic', 'anthropic-strict', 'google', 'google-openapi', 'bedrock', 'mcp'] }), []);
});
