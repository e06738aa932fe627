// A shape helper that spreads its parameter (`withConversationId({ ...shape })`, Shopify's dev MCP server: `(schema)
// => ({ ...ConversationIdSchema.shape, ...schema })` in another file): given zod code that names nothing but zod, the
// helper is inlined with that code in place of its parameter, and the tool reads as the merged shape written out.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';
import { readFile } from '../read-file';

const DIR = join(__dirname, '..', 'fixtures', 'shape-helpers', 'src', 'tools');
const FILE = join(DIR, 'search_docs', 'index.ts');
const run = (text: string) => lint(text, { path: FILE, readFile });

test("withConversationId({ ...zod fields }) from another file: the helper's shape and the fields, in order", () => {
  const text = readFileSync(FILE, 'utf8');
  const r = run(text);
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
  const tools = r.tools.filter((t) => t.shape !== 'builtin');
  assert.deepEqual(tools.map((t) => t.name), ['search_docs_chunks', 'fetch_full_docs']);
  // The same tools with the shape written out.
  const conversationId = 'conversationId: z.string().describe("🔗 REQUIRED: conversationId from learn_shopify_api tool. Call learn_shopify_api first if you don\'t have this."),';
  const written = text.replace(/withConversationId\(\{/g, `({ ${conversationId}`).replace('import { withConversationId } from "../index.js";\n', '');
  const expected = run(written).tools.filter((t) => t.shape !== 'builtin');
  assert.deepEqual(tools.map((t) => JSON.stringify(t.definition.value)), expected.map((t) => JSON.stringify(t.definition.value)));
});

test('an argument naming a run-time value stays not analysed, naming the parameter', () => {
  const text = readFileSync(FILE, 'utf8').replace('.max(LIMIT)', '.max(limitFromEnv())');
  const r = run(text.replace('const LIMIT = 10;', 'declare function limitFromEnv(): number;'));
  const na = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(na.length, 1);
  assert.match(na[0]!.message, /`schema`, a parameter/);
  assert.deepEqual(r.tools.filter((t) => t.shape !== 'builtin').map((t) => t.name), ['search_docs_chunks']);
});
