import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lint, type ToollintConfig } from '../../shared/src/index';
import { range, ruleRunner } from './helpers';

const RULE = 'not-strict';
const run = ruleRunner(RULE);

const chat = [
  '{',
  '  "type": "function",',
  '  "function": {',
  '    "name": "get_time",',
  '    "description": "Current time.",',
  '    "parameters": { "type": "object", "properties": {}, "additionalProperties": false }',
  '  }',
  '}',
].join('\n');

test('an OpenAI chat tool without strict is reported at its name for the OpenAI targets', () => {
  const found = run(chat, { targets: ['openai', 'openai-strict', 'anthropic'] });
  assert.equal(found.length, 1);
  const [f] = found;
  assert.equal(f!.pointer, '/function/name');
  assert.deepEqual(f!.range, range(3, 12, 3, 22));
  assert.equal(f!.severity, 'warning');
  assert.deepEqual(f!.targets, ['openai-strict', 'openai']);
});

test('an explicit "strict": false on a Responses tool is reported at the "strict" key', () => {
  const text = [
    '{',
    '  "type": "function",',
    '  "name": "get_time",',
    '  "description": "Current time.",',
    '  "strict": false,',
    '  "parameters": { "type": "object", "properties": {} }',
    '}',
  ].join('\n');
  const found = run(text, { targets: ['shape'] });
  assert.equal(found.length, 1);
  assert.equal(found[0]!.pointer, '/strict');
  assert.deepEqual(found[0]!.range, range(4, 2, 4, 10));
  assert.deepEqual(found[0]!.targets, ['openai']);
  assert.match(found[0]!.message, /Responses falls back/);
});

test('strict: true reports nothing', () => {
  assert.deepEqual(run(chat.replace('"description": "Current time.",', '"description": "Current time.", "strict": true,'), { targets: ['openai', 'openai-strict'] }), []);
});

test('non-OpenAI targets and non-OpenAI shapes report nothing', () => {
  assert.deepEqual(run(chat, { targets: ['anthropic', 'google', 'bedrock', 'mcp'] }), []);
  const mcp = ['{', '  "name": "get_time",', '  "description": "Current time.",', '  "inputSchema": { "type": "object" }', '}'].join('\n');
  assert.deepEqual(run(mcp, { targets: ['openai', 'openai-strict'] }), []);
});
