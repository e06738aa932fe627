import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lint, type ToollintConfig } from '../../shared/src/index';
import { range, ruleRunner } from './helpers';

const RULE = 'too-many-tools';
const run = ruleRunner(RULE);

/** {"tools": [...]} with one OpenAI chat tool a line; tool i is on line i + 2. */
function openaiList(count: number): string {
  const lines = ['{', '  "tools": ['];
  for (let i = 0; i < count; i++) lines.push(`    {"type": "function", "function": {"name": "t${i}"}}${i < count - 1 ? ',' : ''}`);
  lines.push('  ]', '}');
  return lines.join('\n');
}

test('the 129th OpenAI tool is reported at its name value', () => {
  const found = run(openaiList(129), { targets: ['openai-strict', 'anthropic'] });
  assert.equal(found.length, 1);
  const [f] = found;
  assert.equal(f!.pointer, '/tools/128/function/name');
  // line 130: '    {"type": "function", "function": {"name": "t128"}}'
  assert.deepEqual(f!.range, range(130, 46, 130, 52));
  assert.equal(f!.severity, 'error');
  assert.deepEqual(f!.targets, ['openai-strict']);
  assert.equal(f!.tool, 't128');
  assert.match(f!.message, /129 tools.*at most 128/);
});

test('openai and openai-strict share the limit and one finding', () => {
  const found = run(openaiList(130), { targets: ['openai', 'openai-strict'] });
  assert.equal(found.length, 1);
  assert.deepEqual(found[0]!.targets, ['openai-strict', 'openai']);
  assert.equal(found[0]!.pointer, '/tools/128/function/name');
});

test('128 tools are fine', () => {
  assert.deepEqual(run(openaiList(128), { targets: ['openai', 'openai-strict'] }), []);
});

test('targets without a tool limit report nothing for 129 tools', () => {
  assert.deepEqual(run(openaiList(129), { targets: ['anthropic', 'google', 'bedrock', 'mcp'] }), []);
  const lines = ['{', '  "functionDeclarations": ['];
  for (let i = 0; i < 129; i++) lines.push(`    {"name": "f${i}", "description": "F.", "parameters": {"type": "object"}}${i < 128 ? ',' : ''}`);
  lines.push('  ]', '}');
  const gemini = lines.join('\n');
  assert.equal(lint(gemini).tools.length, 129);
  assert.deepEqual(run(gemini, { targets: ['shape'] }), []);
});

test('tools split over separate lists are counted per list', () => {
  const half = (n: number, from: number) => Array.from({ length: n }, (_, i) => `{"type": "function", "function": {"name": "t${from + i}"}}`).join(', ');
  const text = ['{', `  "a": { "tools": [${half(100, 0)}] },`, `  "b": { "tools": [${half(100, 100)}] }`, '}'].join('\n');
  assert.equal(lint(text).tools.length, 200);
  assert.deepEqual(run(text, { targets: ['openai'] }), []);
});
