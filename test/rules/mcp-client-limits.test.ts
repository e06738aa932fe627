import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ruleRunner } from './helpers';

const RULE = 'mcp-client-limits';
const run = ruleRunner(RULE);
const MCP = { targets: ['mcp'] };
const list = (...tools: object[]) => JSON.stringify({ tools }, null, 2);
const tool = (name: string, extra: object = {}) => ({ name, description: 'Does a thing.', inputSchema: { type: 'object', properties: {} }, ...extra });

test('a name that leaves no room for a server name in Claude Code (mcp__S__T within 64) or Cursor (S + T within 60)', () => {
  assert.deepEqual(run(list(tool('a'.repeat(56))), MCP), []);
  const claude = run(list(tool('a'.repeat(57))), MCP);
  assert.equal(claude.length, 1);
  assert.equal(claude[0]!.pointer, '/tools/0/name');
  assert.equal(claude[0]!.severity, 'warning');
  assert.match(claude[0]!.message, /Claude Code names this tool mcp__SERVER__TOOL within 64 characters.*\(57\).*at most 64 characters/);
  const both = run(list(tool('a'.repeat(60))), MCP);
  assert.deepEqual(both.map((f) => f.message.split(' ')[0]), ['Claude', 'Cursor']);
});

test('tools per request: Cursor (40, reported) and VS Code (128) count every MCP tool of the list', () => {
  assert.deepEqual(run(list(...Array.from({ length: 40 }, (_, i) => tool(`t${i}`))), MCP), []);
  const cursor = run(list(...Array.from({ length: 41 }, (_, i) => tool(`t${i}`))), MCP);
  assert.equal(cursor.length, 1);
  assert.equal(cursor[0]!.pointer, '/tools/40/name');
  assert.match(cursor[0]!.message, /41 tools; Cursor is reported to handle at most 40/);
  const vscode = run(list(...Array.from({ length: 129 }, (_, i) => tool(`t${i}`))), MCP);
  assert.deepEqual(vscode.map((f) => f.pointer), ['/tools/40/name', '/tools/128/name']);
  assert.match(vscode[1]!.message, /VS Code sends at most 128/);
});

test('outputSchema: an object schema with type "object", valid JSON Schema', () => {
  assert.deepEqual(run(list(tool('ok', { outputSchema: { type: 'object', properties: { n: { type: 'number' } }, required: ['n'] } })), MCP), []);
  const notObject = run(list(tool('a', { outputSchema: { type: 'array', items: { type: 'string' } } })), MCP);
  assert.deepEqual(notObject.map((f) => [f.pointer, f.severity]), [['/tools/0/outputSchema/type', 'error']]);
  assert.deepEqual(run(list(tool('b', { outputSchema: 'json' })), MCP).map((f) => f.pointer), ['/tools/0/outputSchema']);
  const invalid = run(list(tool('c', { outputSchema: { type: 'object', properties: { n: { type: 'number', minimum: '5' } } } })), MCP);
  assert.deepEqual(invalid.map((f) => f.pointer), ['/tools/0/outputSchema/properties/n/minimum']);
  assert.match(invalid[0]!.message, /must be number/);
});

test('annotations and title: hints are booleans, titles strings', () => {
  assert.deepEqual(run(list(tool('ok', { title: 'OK', annotations: { title: 'OK', readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } })), MCP), []);
  const bad = run(list(tool('x', { title: 7, annotations: { readOnlyHint: 'yes', openWorldHint: 1, title: [] } })), MCP);
  assert.deepEqual(bad.map((f) => f.pointer).sort(), ['/tools/0/annotations/openWorldHint', '/tools/0/annotations/readOnlyHint', '/tools/0/annotations/title', '/tools/0/title']);
  assert.deepEqual(run(list(tool('y', { annotations: [] })), MCP).map((f) => f.pointer), ['/tools/0/annotations']);
});

test('only for the mcp target: an OpenAI list or targets without mcp are not checked', () => {
  assert.deepEqual(run(list(tool('a'.repeat(60), { outputSchema: 5 })), { targets: ['openai'] }), []);
  // With the default targets an MCP tools/list entry implies the mcp target ("shape").
  assert.equal(run(list(tool('a'.repeat(60)))).length, 2);
  const openai = JSON.stringify({ tools: [{ type: 'function', function: { name: 'a'.repeat(60), parameters: { type: 'object' } } }] });
  assert.deepEqual(run(openai), []);
});
