import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lint, type ToollintConfig } from '../../shared/src/index';
import { range, ruleRunner } from './helpers';

const RULE = 'root-not-object';
const run = ruleRunner(RULE);

test('MCP inputSchema with a non-object root type is reported at its "type" key', () => {
  const text = [
    '{',
    '  "name": "echo",',
    '  "description": "Echo a message.",',
    '  "inputSchema": {',
    '    "type": "string"',
    '  }',
    '}',
  ].join('\n');
  const found = run(text, { targets: ['mcp', 'anthropic'] });
  assert.equal(found.length, 1);
  const [f] = found;
  assert.equal(f!.pointer, '/inputSchema/type');
  assert.deepEqual(f!.range, range(4, 4, 4, 10));
  assert.equal(f!.severity, 'error');
  assert.deepEqual(f!.targets, ['anthropic', 'mcp']);
  assert.equal(f!.tool, 'echo');
  assert.match(f!.message, /"string"/);
});

test('a root type list is reported even when it includes "object" (OpenAI chat)', () => {
  const text = [
    '[',
    '  {',
    '    "type": "function",',
    '    "function": {',
    '      "name": "search",',
    '      "description": "Search the index.",',
    '      "parameters": {',
    '        "type": ["object", "null"],',
    '        "properties": { "q": { "type": "string", "description": "Query." } }',
    '      }',
    '    }',
    '  }',
    ']',
  ].join('\n');
  const found = run(text, { targets: ['openai'] });
  assert.equal(found.length, 1);
  assert.equal(found[0]!.pointer, '/0/function/parameters/type');
  assert.deepEqual(found[0]!.range, range(7, 8, 7, 14));
  assert.deepEqual(found[0]!.targets, ['openai']);
});

test('Gemini parameters without a type are reported at the "parameters" key', () => {
  const text = [
    '{',
    '  "functionDeclarations": [',
    '    {',
    '      "name": "lookup",',
    '      "description": "Look up a word.",',
    '      "parameters": {',
    '        "properties": {',
    '          "word": { "type": "string", "description": "The word." }',
    '        }',
    '      }',
    '    }',
    '  ]',
    '}',
  ].join('\n');
  const found = run(text, { targets: ['google-openapi'] });
  assert.equal(found.length, 1);
  const [f] = found;
  assert.equal(f!.pointer, '/functionDeclarations/0/parameters');
  assert.deepEqual(f!.range, range(5, 6, 5, 18));
  assert.equal(f!.severity, 'error');
  assert.deepEqual(f!.targets, ['google-openapi']);
  assert.match(f!.message, /add "type": "object"/);
});

test('Anthropic input_schema that is an array is reported at the "input_schema" key', () => {
  const text = [
    '{',
    '  "name": "noop",',
    '  "description": "Does nothing.",',
    '  "input_schema": []',
    '}',
  ].join('\n');
  const found = run(text, { targets: ['anthropic'] });
  assert.equal(found.length, 1);
  assert.equal(found[0]!.pointer, '/input_schema');
  assert.deepEqual(found[0]!.range, range(3, 2, 3, 16));
  assert.deepEqual(found[0]!.targets, ['anthropic']);
  assert.match(found[0]!.message, /an array/);
});

test('Bedrock toolSpec without inputSchema.json is reported at the name value', () => {
  const text = [
    '{',
    '  "toolSpec": {',
    '    "name": "ping",',
    '    "description": "Check the service is up."',
    '  }',
    '}',
  ].join('\n');
  const found = run(text, { targets: ['bedrock'] });
  assert.equal(found.length, 1);
  assert.equal(found[0]!.pointer, '/toolSpec/name');
  assert.deepEqual(found[0]!.range, range(2, 12, 2, 18));
  assert.deepEqual(found[0]!.targets, ['bedrock']);
  assert.match(found[0]!.message, /inputSchema\.json/);
});

test('the rule applies to every target', () => {
  const text = ['{', '  "name": "echo",', '  "description": "Echo.",', '  "inputSchema": { "type": "array", "items": { "type": "string" } }', '}'].join('\n');
  const all = ['openai-strict', 'openai', 'anthropic', 'anthropic-strict', 'google', 'google-openapi', 'bedrock', 'mcp'];
  const found = run(text, { targets: all });
  assert.equal(found.length, 1);
  assert.deepEqual(found[0]!.targets, all);
  assert.deepEqual(found[0]!.range, range(3, 19, 3, 25));
});

test('an object root with non-object nested properties reports nothing', () => {
  const text = [
    '{',
    '  "toolSpec": {',
    '    "name": "convert",',
    '    "description": "Convert units.",',
    '    "inputSchema": {',
    '      "json": {',
    '        "type": "object",',
    '        "properties": {',
    '          "value": { "type": "number", "description": "Amount." },',
    '          "units": { "type": "array", "items": { "type": "string" }, "description": "Units." }',
    '        }',
    '      }',
    '    }',
    '  }',
    '}',
  ].join('\n');
  assert.deepEqual(run(text, { targets: ['bedrock', 'openai-strict', 'anthropic'] }), []);
});

test('an OpenAI tool without parameters is fine (the field is optional there)', () => {
  const text = ['{', '  "type": "function",', '  "function": { "name": "now", "description": "Current time." }', '}'].join('\n');
  assert.deepEqual(run(text, { targets: ['openai', 'openai-strict'] }), []);
});
