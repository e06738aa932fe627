import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lint, type ToollintConfig } from '../../shared/src/index';
import { range } from './helpers';

const RULE = 'duplicate-name';
const run = (text: string, config?: ToollintConfig, path?: string) => lint(text, { config, path }).findings.filter((f) => f.rule === RULE);

test('the second OpenAI tool with a taken name is reported at its name, related to the first', () => {
  const text = [
    '{',
    '  "tools": [',
    '    {',
    '      "type": "function",',
    '      "function": { "name": "search", "description": "Search the web." }',
    '    },',
    '    {',
    '      "type": "function",',
    '      "function": { "name": "search", "description": "Search the docs." }',
    '    }',
    '  ]',
    '}',
  ].join('\n');
  const found = run(text, { targets: ['anthropic', 'openai'] });
  assert.equal(found.length, 1);
  const [f] = found;
  assert.equal(f!.pointer, '/tools/1/function/name');
  assert.deepEqual(f!.range, range(8, 28, 8, 36));
  assert.equal(f!.severity, 'error');
  assert.deepEqual(f!.targets, ['openai', 'anthropic']);
  assert.equal(f!.tool, 'search');
  assert.equal(f!.related?.length, 1);
  assert.deepEqual(f!.related![0]!.range, range(4, 28, 4, 36));
});

test('every later MCP tool with a taken name is reported, each related to the first', () => {
  const text = [
    '{',
    '  "tools": [',
    '    { "name": "read", "description": "Read a file.", "inputSchema": { "type": "object" } },',
    '    { "name": "write", "description": "Write a file.", "inputSchema": { "type": "object" } },',
    '    { "name": "read", "description": "Read again.", "inputSchema": { "type": "object" } },',
    '    { "name": "read", "description": "Read thrice.", "inputSchema": { "type": "object" } }',
    '  ]',
    '}',
  ].join('\n');
  const found = run(text, { targets: ['mcp'] });
  assert.deepEqual(
    found.map((f) => [f.pointer, f.range, f.targets, f.related?.map((r) => r.range)]),
    [
      ['/tools/2/name', range(4, 14, 4, 20), ['mcp'], [range(2, 14, 2, 20)]],
      ['/tools/3/name', range(5, 14, 5, 20), ['mcp'], [range(2, 14, 2, 20)]],
    ],
  );
});

test('Gemini function declarations with one name in one list are reported', () => {
  const text = [
    '{',
    '  "functionDeclarations": [',
    '    { "name": "find", "description": "Find.", "parameters": { "type": "object" } },',
    '    { "name": "find", "description": "Find again.", "parameters": { "type": "object" } }',
    '  ]',
    '}',
  ].join('\n');
  const found = run(text, { targets: ['google-openapi'] });
  assert.equal(found.length, 1);
  assert.equal(found[0]!.pointer, '/functionDeclarations/1/name');
  assert.deepEqual(found[0]!.range, range(3, 14, 3, 20));
  assert.deepEqual(found[0]!.targets, ['google-openapi']);
});

test('the same name in two different lists (two JSON-lines records, two request bodies) is fine', () => {
  const jsonl = [
    '{"tools": [{"name": "find", "description": "Find.", "input_schema": {"type": "object"}}]}',
    '{"tools": [{"name": "find", "description": "Find.", "input_schema": {"type": "object"}}]}',
  ].join('\n');
  assert.deepEqual(run(jsonl, { targets: ['anthropic'] }, 'requests.jsonl'), []);
  const twoBodies = [
    '{',
    '  "first": { "tools": [{ "name": "find", "description": "Find.", "input_schema": { "type": "object" } }] },',
    '  "second": { "tools": [{ "name": "find", "description": "Find.", "input_schema": { "type": "object" } }] }',
    '}',
  ].join('\n');
  assert.equal(lint(twoBodies, { config: { targets: ['anthropic'] } }).tools.length, 2);
  assert.deepEqual(run(twoBodies, { targets: ['anthropic'] }), []);
});

test('distinct names (names are case-sensitive) report nothing', () => {
  const text = [
    '[',
    '  { "toolSpec": { "name": "Search", "description": "Search.", "inputSchema": { "json": { "type": "object" } } } },',
    '  { "toolSpec": { "name": "search", "description": "Search.", "inputSchema": { "json": { "type": "object" } } } },',
    '  { "toolSpec": { "name": "fetch", "description": "Fetch.", "inputSchema": { "json": { "type": "object" } } } }',
    ']',
  ].join('\n');
  assert.equal(lint(text, { config: { targets: ['bedrock'] } }).tools.length, 3);
  assert.deepEqual(run(text, { targets: ['bedrock'] }), []);
});
