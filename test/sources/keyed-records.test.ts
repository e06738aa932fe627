// A project's own record of tools keyed by name, with no SDK call around the values (rowboat's `BuiltinTools = {
// loadSkill: { description, inputSchema: z.object(...), execute }, ... }`, handed to the AI SDK's tool() under the key
// at run time): each value is the tool that tool() would make of it, named by its key. Records that only resemble
// one (no schema, nothing that runs, a value of another kind, a `let`) stay data.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';
import { converterOf } from '../../shared/src/sources/node-marks';

const DIR = join(__dirname, '..', 'fixtures', 'keyed-records');
const lintFile = (name: string) => lint(readFileSync(join(DIR, name), 'utf8'), { path: join(DIR, name) });

test('each value of a tool record is the AI SDK tool named by its key, as tool() under that key sends it', () => {
  const catalog = lintFile('catalog.ts');
  const domain = lintFile('workspace-tools.ts');
  const sent = lintFile('as-sent.ts');
  // The spread domain record is read in its own file, not again in the catalog.
  assert.deepEqual(catalog.tools.map((t) => t.name), ['loadSkill', 'file-readText', 'executeCommand']);
  assert.deepEqual(domain.tools.map((t) => t.name), ['workspace-getRoot', 'workspace-search']);
  const read = [...catalog.tools, ...domain.tools];
  assert.deepEqual(read.map((t) => t.name), sent.tools.map((t) => t.name));
  for (const [i, t] of read.entries()) {
    const s = sent.tools[i]!;
    assert.equal(t.shape, 'ai-sdk');
    assert.equal(t.definition.description, s.definition.description);
    assert.equal(JSON.stringify(t.definition.schema), JSON.stringify(s.definition.schema), `${t.name}: schema, key order included`);
    assert.match(converterOf(t.definition.node) ?? '', /AI SDK's zodSchema.*Assumed: `(BuiltinTools|workspaceTools)` is a record of tools keyed by name/);
  }
  // The same findings, tool by tool (the functions beside the parts are not sent).
  const rules = (r: ReturnType<typeof lint>) => r.findings.filter((f) => f.rule !== 'not-analyzable').map((f) => `${f.tool} ${f.rule}`).sort();
  assert.deepEqual([...rules(catalog), ...rules(domain)].sort(), rules(sent));
  assert.deepEqual([...catalog.findings, ...domain.findings].filter((f) => f.rule === 'not-analyzable'), []);
});

test('a record is a tool record only when every value is a tool and one has its execute function there', () => {
  const r = lintFile('not-tools.ts');
  assert.deepEqual(r.tools.map((t) => t.name), []);
  assert.deepEqual(r.findings, []);
});

test('a tool record whose value holds a schema of another file, or a name from a const, reads it there', () => {
  const code = [
    "import { z } from 'zod';",
    "const SEARCH = 'web-search';",
    'const Query = z.object({ q: z.string().describe("Search terms") });',
    'export const tools = {',
    "  [SEARCH]: { description: 'Search the web', inputSchema: Query, execute: async () => [] },",
    "  fetchUrl: { description: 'Fetch a page', parameters: z.object({ url: z.string().url() }), execute: async () => '' },",
    '} as const;',
  ].join('\n');
  const r = lint(code, { path: 'tools.ts' });
  assert.deepEqual(r.tools.map((t) => [t.name, t.shape]), [['web-search', 'ai-sdk'], ['fetchUrl', 'ai-sdk']]);
  assert.deepEqual(Object.keys((r.tools[1]!.definition.schema as { properties: object }).properties), ['url']);
  // Without an execute function anywhere, the same record is data.
  assert.deepEqual(lint(code.replace(/execute: async \(\) => (\[\]|'')/g, "execute: 'none'"), { path: 'tools.ts' }).tools, []);
});
