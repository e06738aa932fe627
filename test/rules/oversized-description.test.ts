import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lint, type ToollintConfig } from '../../shared/src/index';
import { range, ruleRunner } from './helpers';

const RULE = 'oversized-description';
const run = ruleRunner(RULE);

const openaiTool = (description: string) =>
  [
    '{',
    '  "type": "function",',
    '  "function": {',
    '    "name": "summarize",',
    `    "description": "${description}",`,
    '    "parameters": { "type": "object", "properties": {} }',
    '  }',
    '}',
  ].join('\n');

test('a tool description over 1024 characters is an error for OpenAI and a warning elsewhere', () => {
  const found = run(openaiTool('x'.repeat(1100)), { targets: ['openai-strict', 'anthropic'] });
  assert.equal(found.length, 2);
  for (const f of found) {
    assert.equal(f.pointer, '/function/description');
    assert.deepEqual(f.range, range(4, 4, 4, 17));
  }
  const error = found.find((f) => f.severity === 'error');
  const warning = found.find((f) => f.severity === 'warning');
  assert.deepEqual(error?.targets, ['openai-strict']);
  assert.match(error!.message, /1100 characters.*more than 1024/);
  assert.deepEqual(warning?.targets, ['anthropic']);
});

test('the OpenAI hard limit applies even when the configured budget is higher; other targets are quiet', () => {
  const found = run(openaiTool('x'.repeat(1100)), { targets: ['openai', 'bedrock'], maxDescriptionChars: 2000 });
  assert.equal(found.length, 1);
  assert.equal(found[0]!.severity, 'error');
  assert.deepEqual(found[0]!.targets, ['openai']);
});

test('exactly 1024 characters is fine', () => {
  assert.deepEqual(run(openaiTool('x'.repeat(1024)), { targets: ['openai-strict', 'openai', 'anthropic'] }), []);
});

test('maxDescriptionChars lowers the warning threshold for every target', () => {
  const found = run(openaiTool('x'.repeat(30)), { targets: ['openai', 'google'], maxDescriptionChars: 29 });
  assert.equal(found.length, 1);
  assert.equal(found[0]!.severity, 'warning');
  assert.deepEqual(found[0]!.targets, ['openai', 'google']);
  assert.deepEqual(run(openaiTool('x'.repeat(30)), { targets: ['openai', 'google'], maxDescriptionChars: 30 }), []);
});

test('a nested property description over maxPropertyDescriptionChars is reported at its "description" key', () => {
  const text = [
    '{',
    '  "name": "tag",',
    '  "description": "Tag items.",',
    '  "inputSchema": {',
    '    "type": "object",',
    '    "properties": {',
    '      "tags": {',
    '        "type": "array",',
    '        "description": "Exactly twenty chars",',
    '        "items": {',
    '          "type": "string",',
    '          "description": "Twenty-one characters"',
    '        }',
    '      }',
    '    }',
    '  }',
    '}',
  ].join('\n');
  const found = run(text, { targets: ['mcp'], maxPropertyDescriptionChars: 20 });
  assert.equal(found.length, 1);
  assert.equal(found[0]!.pointer, '/inputSchema/properties/tags/items/description');
  assert.deepEqual(found[0]!.range, range(11, 10, 11, 23));
  assert.equal(found[0]!.severity, 'warning');
  assert.deepEqual(found[0]!.targets, ['mcp']);
});

test('property descriptions over the default 512 are reported, in $defs too', () => {
  const long = 'y'.repeat(513);
  const text = [
    '{',
    '  "functionDeclarations": [',
    '    {',
    '      "name": "f",',
    '      "description": "F.",',
    '      "parametersJsonSchema": {',
    '        "type": "object",',
    '        "$defs": {',
    `          "Thing": { "type": "string", "description": "${long}" }`,
    '        }',
    '      }',
    '    }',
    '  ]',
    '}',
  ].join('\n');
  const found = run(text, { targets: ['google'] });
  assert.equal(found.length, 1);
  assert.equal(found[0]!.pointer, '/functionDeclarations/0/parametersJsonSchema/$defs/Thing/description');
  assert.deepEqual(found[0]!.range, range(8, 39, 8, 52));
  assert.deepEqual(run(text.replace(long, 'y'.repeat(512)), { targets: ['google'] }), []);
});
