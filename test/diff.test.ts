// toollint diff OLD NEW: each change kind, breaking or not, the token cost per tool and in total, the exit codes.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { schemaChanges } from '../cli/src/diff/schema-changes';
import { lint } from '../shared/src/lint';
import { cli } from './mcp-helpers';

const tmp = mkdtempSync(join(tmpdir(), 'toollint-diff-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

const obj = (properties: Record<string, unknown>, required: string[] = [], extra: Record<string, unknown> = {}) => ({ type: 'object', properties, required, ...extra });

test('schemaChanges: each kind, breaking or not', () => {
  const kinds = (a: unknown, b: unknown) => schemaChanges(a, b).map((c) => `${c.kind}${c.breaking ? '!' : ''} ${c.pointer}`);
  assert.deepEqual(kinds(obj({ a: { type: 'string' }, b: { type: 'string' } }), obj({ a: { type: 'string' } })), ['property-removed! /properties/b']);
  assert.deepEqual(kinds(obj({ a: { type: 'string' } }), obj({ a: { type: 'string' } }, ['a'])), ['made-required! /required']);
  assert.deepEqual(kinds(obj({}), obj({ a: { type: 'string' } }, ['a'])), ['made-required! /required']);
  assert.deepEqual(kinds(obj({}), obj({ a: { type: 'string' } })), ['property-added /properties/a']);
  assert.deepEqual(kinds(obj({ a: { type: 'string' } }, ['a']), obj({ a: { type: 'string' } })), ['made-optional /properties/a']);
  assert.deepEqual(kinds(obj({ a: { type: ['string', 'null'] } }), obj({ a: { type: 'string' } })), ['type-narrowed! /properties/a/type']);
  assert.deepEqual(kinds(obj({ a: { type: 'number' } }), obj({ a: { type: 'integer' } })), ['type-narrowed! /properties/a/type']);
  assert.deepEqual(kinds(obj({ a: {} }), obj({ a: { type: 'string' } })), ['type-narrowed! /properties/a/type']);
  assert.deepEqual(kinds(obj({ a: { type: 'integer' } }), obj({ a: { type: 'number' } })), ['type-widened /properties/a']);
  assert.deepEqual(kinds(obj({ a: { enum: ['x', 'y'] } }), obj({ a: { enum: ['x'] } })), ['enum-narrowed! /properties/a/enum']);
  assert.deepEqual(kinds(obj({ a: { enum: ['x'] } }), obj({ a: { enum: ['x', 'y'] } })), ['enum-widened /properties/a']);
  assert.deepEqual(kinds(obj({}), obj({}, [], { additionalProperties: false })), ['closed! /additionalProperties']);
  // Nested objects and array items are compared too.
  assert.deepEqual(kinds(obj({ o: obj({ deep: { type: 'string' } }) }), obj({ o: obj({}) })), ['property-removed! /properties/o/properties/deep']);
  assert.deepEqual(kinds(obj({ l: { type: 'array', items: obj({ x: { type: 'string' } }) } }), obj({ l: { type: 'array', items: obj({ x: { type: 'string' } }, ['x']) } })), ['made-required! /properties/l/items/required']);
  assert.match(schemaChanges(obj({ l: { type: 'array', items: obj({ x: { type: 'string' } }) } }), obj({ l: { type: 'array', items: obj({}) } }))[0]!.message, /property "l\[\]\.x" removed/);
  assert.deepEqual(kinds(obj({ a: { type: 'string', description: 'x' } }), obj({ a: { type: 'string', description: 'y' } })), []);
});

test('schemaChanges is bounded on absurdly deep schemas', () => {
  let a: Record<string, unknown> = { type: 'string' };
  for (let i = 0; i < 5000; i++) a = obj({ n: a });
  assert.deepEqual(schemaChanges(a, a), []);
});

const tool = (name: string, description: string, schema: unknown) => ({ name, description, inputSchema: schema });

test('toollint diff: added, removed, renamed, breaking and other changes, tokens per tool and total (json)', async () => {
  const search = obj({ q: { type: 'string' }, limit: { type: 'integer' } }, ['q']);
  const before = { tools: [tool('search', 'Search.', search), tool('fetch_page', 'Fetch a page.', obj({ url: { type: 'string' } }, ['url'])), tool('old_tool', 'Old.', obj({ x: { type: 'boolean' } }))] };
  const afterList = {
    tools: [
      tool('search', 'Search the docs.', obj({ q: { type: 'string' }, limit: { type: 'integer' } }, ['q', 'limit'])),
      tool('get_page', 'Fetch a page.', obj({ url: { type: 'string' } }, ['url'])),
      tool('summarize', 'Summarize a text.', obj({ text: { type: 'string' } }, ['text'])),
    ],
  };
  const oldFile = join(tmp, 'old.json');
  const newFile = join(tmp, 'new.json');
  writeFileSync(oldFile, JSON.stringify(before, null, 2));
  writeFileSync(newFile, JSON.stringify(afterList, null, 2));
  const r = await cli(['diff', '--format', 'json', 'old.json', 'new.json'], tmp);
  assert.equal(r.code, 1, r.stderr);
  const d = JSON.parse(r.stdout);
  assert.deepEqual(d.added.map((a: { name: string }) => a.name), ['summarize']);
  assert.deepEqual(d.removed.map((a: { name: string }) => a.name), ['old_tool']);
  assert.deepEqual(d.renamed, [{ from: 'fetch_page', to: 'get_page' }]);
  assert.deepEqual(d.changed, [{ tool: 'search', descriptionChanged: true, changes: [{ pointer: '/required', breaking: true, kind: 'made-required', message: 'property "limit" is now required' }] }]);
  assert.equal(d.breaking, 3);
  // The token counts are the engine's, for each file.
  const tokens = (file: object) => new Map(lint(JSON.stringify(file, null, 2), { path: 'x.json' }).tools.map((t) => [t.name, t.tokens] as const));
  const o = tokens(before);
  const n = tokens(afterList);
  const row = (name: string) => d.tokens.tools.find((t: { name: string }) => t.name === name);
  assert.deepEqual(row('search'), { name: 'search', old: o.get('search'), new: n.get('search'), delta: n.get('search')! - o.get('search')! });
  assert.deepEqual(row('summarize'), { name: 'summarize', old: null, new: n.get('summarize'), delta: n.get('summarize') });
  assert.deepEqual(row('old_tool'), { name: 'old_tool', old: o.get('old_tool'), new: null, delta: -o.get('old_tool')! });
  const perRequest = lint(JSON.stringify(before), { path: 'x.json' }).tools[0]!.tokensByTarget.openai.perRequest;
  const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0) + perRequest;
  assert.deepEqual(d.tokens.total, { old: sum(o), new: sum(n), delta: sum(n) - sum(o) });
});

test('toollint diff: stylish output, no breaking change is exit 0, unreadable is exit 2, across file kinds', async () => {
  const a = join(tmp, 'a.json');
  const b = join(tmp, 'b.ts');
  writeFileSync(a, JSON.stringify({ tools: [tool('search', 'Search.', obj({ q: { type: 'string' } }, ['q']))] }));
  // The same tool written with the OpenAI shape in TypeScript, plus an optional property.
  writeFileSync(b, `export const tools = [{ type: 'function', function: { name: 'search', description: 'Search.', parameters: { type: 'object', properties: { q: { type: 'string' }, lang: { type: 'string' } }, required: ['q'] } } }];\n`);
  const r = await cli(['diff', 'a.json', 'b.ts'], tmp);
  assert.equal(r.code, 0, r.stdout + r.stderr);
  assert.match(r.stdout, /^a\.json -> b\.ts\n {2}changed {3}search: property "lang" added \(optional\)\n/);
  assert.match(r.stdout, /search: \d+ -> \d+ \(\+\d+\)/);
  assert.match(r.stdout, /0 breaking changes\n$/);
  const back = await cli(['diff', 'b.ts', 'a.json', '--fail-on', 'never'], tmp);
  assert.equal(back.code, 0);
  assert.match(back.stdout, /breaking {2}search: property "lang" removed/);
  // A Python file (its parser loads first): the same tool as an OpenAI dict literal, `q` no longer required.
  writeFileSync(join(tmp, 'c.py'), `tools = [{"type": "function", "function": {"name": "search", "description": "Search.", "parameters": {"type": "object", "properties": {"q": {"type": "string"}}}}}]\n`);
  const py = await cli(['diff', '--format', 'json', 'a.json', 'c.py'], tmp);
  assert.deepEqual(JSON.parse(py.stdout).changed, [{ tool: 'search', descriptionChanged: false, changes: [{ pointer: '/properties/q', breaking: false, kind: 'made-optional', message: 'property "q" is now optional' }] }]);
  assert.equal((await cli(['diff', 'a.json', 'missing.json'], tmp)).code, 2);
  assert.equal((await cli(['diff', 'a.json'], tmp)).code, 2);
  assert.equal((await cli(['diff', '--format', 'sarif', 'a.json', 'b.ts'], tmp)).code, 2);
});
