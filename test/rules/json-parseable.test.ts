import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lint, type ToollintConfig } from '../../shared/src/index';
import { range } from './helpers';

const RULE = 'json-parseable';
const run = (text: string, config?: ToollintConfig, path?: string) => lint(text, { config, path }).findings.filter((f) => f.rule === RULE);

test('a missing comma is reported at the token where it was expected; the tool is still checked', () => {
  const text = [
    '{',
    '  "name": "a",',
    '  "description": "A."',
    '  "inputSchema": { "type": "object", "properties": { "x": {} } }',
    '}',
  ].join('\n');
  const result = lint(text, { config: { targets: ['mcp'] } });
  const found = result.findings.filter((f) => f.rule === RULE);
  assert.equal(found.length, 1);
  const [f] = found;
  assert.equal(f!.pointer, '');
  assert.deepEqual(f!.range, range(3, 2, 3, 15));
  assert.equal(f!.severity, 'error');
  assert.deepEqual(f!.targets, []);
  assert.equal(f!.tool, null);
  assert.match(f!.message, /comma expected/i);
  // What did parse is still linted.
  assert.deepEqual(result.tools.map((t) => t.name), ['a']);
  assert.ok(result.findings.some((x) => x.rule === 'untyped-property' && x.pointer === '/inputSchema/properties/x'));
});

test('a parse error inside a JSON string holding tools is mapped back through the escapes', () => {
  const text = [
    '{',
    '  "messages": [],',
    '  "tools": "[{\\"name\\": \\"a\\" \\"description\\": \\"b\\"}]"',
    '}',
  ].join('\n');
  const found = run(text);
  assert.equal(found.length, 1);
  // The raw text of the bad token is \"description\" (15 characters).
  assert.deepEqual(found[0]!.range, range(2, 30, 2, 45));
  assert.equal(found[0]!.severity, 'error');
  assert.match(found[0]!.message, /inside a JSON string/);
});

test('in a JSON-lines file a broken record is reported on its line and the other records are still checked', () => {
  const text = [
    '{"name": "a", "description": "A.", "inputSchema": {"type": "object"}}',
    '{"name": "b" "description": "B.", "inputSchema": {"type": "object"}}',
    '{"name": "c", "description": "C.", "inputSchema": {"type": "object"}}',
  ].join('\n');
  const result = lint(text, { path: 'tools.jsonl' });
  const found = result.findings.filter((f) => f.rule === RULE);
  assert.equal(found.length, 1);
  assert.deepEqual(found[0]!.range, range(1, 13, 1, 26));
  const names = result.tools.map((t) => t.name);
  assert.ok(names.includes('a') && names.includes('c'), names.join(','));
});

test('valid JSON reports nothing', () => {
  const text = ['{', '  "tools": [', '    { "name": "a", "description": "A.", "input_schema": { "type": "object" } }', '  ]', '}'].join('\n');
  assert.deepEqual(run(text), []);
  assert.deepEqual(run('{"name": "a", "description": "A.", "inputSchema": {"type": "object"}}\n', undefined, 'tools.jsonl'), []);
});
