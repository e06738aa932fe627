// Values reached through another file's namespaces and string keys (issue 11, "values across files"): `export * as
// schemas from './schemas/index.js'` then `schemas.SearchInput.shape`; `import * as shared` of an index that re-exports
// (`export * from`, `export { A as B } from`) then `shared.DEFAULT_PAGE` in zod and `shared.DESCRIPTIONS.x` in a
// literal; `TOOL_DESCRIPTIONS['hudu-search']` and `DESCRIPTIONS['hudu-get-article']`, a record of texts another file
// exports, read by a key with dashes. Each is read in its own file, never run, with findings in the file that uses it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';
import { readFile as disk } from '../read-file';

const ROOT = join(__dirname, '..', 'fixtures', 'ts-import-namespaces', 'src');
const FILE = join(ROOT, 'tools', 'read-tools.ts');
const TEXT = readFileSync(FILE, 'utf8');
type Value = { name: string; description?: string; inputSchema: { properties: Record<string, Record<string, unknown>>; required?: string[] } };
const value = (t: { definition: { value: unknown } }) => JSON.parse(JSON.stringify(t.definition.value)) as Value;
const lineOf = (needle: string) => TEXT.split('\n').findIndex((l) => l.includes(needle));

test('namespace re-exports and string keys of imported records are read in the files that define them', () => {
  const r = lint(TEXT, { path: FILE, readFile: disk });
  assert.deepEqual(r.tools.map((t) => t.name), ['hudu-search', 'hudu-get-article', 'hudu_list_companies']);
  const [search, article, companies] = r.tools.map(value);
  // `TOOL_DESCRIPTIONS['hudu-search']` (imported record, key with a dash) and `DESCRIPTIONS[...]` (renamed re-export).
  assert.equal(search!.description, 'Search companies, assets and articles by name or keyword. Returns at most `limit` matches, best first.');
  assert.equal(article!.description, 'Fetch one knowledge-base article with its full body and the company it belongs to.');
  // `shared.DESCRIPTIONS.hudu_list_companies`: a namespace import of an index whose member is `export { A as B } from`.
  assert.equal(companies!.description, 'List the companies of the account, 25 per page, sorted by name.');
  // `schemas.SearchInput.shape` of `export * as schemas`: the schemas module's const, its max from that module's import.
  assert.deepEqual(search!.inputSchema.properties.limit, { type: 'integer', minimum: 1, maximum: 50 });
  assert.deepEqual(search!.inputSchema.required, ['query']);
  // `.min(shared.DEFAULT_PAGE)`: zod reading a namespace member that an `export *` brings in.
  assert.deepEqual(companies!.inputSchema.properties.page?.minimum, 1);
  // Nothing is reported as not analysed but the one nested member zod does not follow (`shared.PARAM_DESCRIPTIONS['page-size']`).
  const na = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.deepEqual(na.map((f) => f.range.start.line), [lineOf("shared.PARAM_DESCRIPTIONS['page-size']")]);
  assert.ok(r.findings.every((f) => f.tool !== null), 'every finding belongs to a tool');
  // Findings land in this file, on the code that uses the other file's schema.
  const missing = r.findings.find((f) => f.rule === 'description-missing' && f.tool === 'hudu-search');
  assert.equal(missing?.range.start.line, lineOf('schemas.SearchInput.shape'));
  // The files read: the index, the namespace's module and the records' file (the language server watches them).
  for (const f of ['shared/index.ts', 'shared/schemas/index.ts', 'shared/descriptions.ts', 'shared/constants/index.ts']) assert.ok(r.imports?.includes(join(ROOT, f)), f);
});

test('without readFile the same values are reported as not analysed, never invented', () => {
  const r = lint(TEXT, { path: FILE });
  const described = r.tools.map(value).filter((t) => t.description !== undefined);
  assert.deepEqual(described, []);
  assert.ok(r.findings.filter((f) => f.rule === 'not-analyzable').length >= 3);
});

test('a string key another file does not write is not read, and a key of a record this file declares is its own', () => {
  const files: Record<string, string> = {
    '/p/texts.ts': "export const TEXTS = { 'a-b': 'Alpha beta.', c: 'Gamma.' };\n",
    '/p/server.ts': [
      "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
      "import { z } from 'zod';",
      "import { TEXTS } from './texts';",
      "const server = new McpServer({ name: 'x', version: '1' });",
      "server.tool('one', TEXTS['missing-key'], { q: z.string().describe('Query') }, async () => ({ content: [] }));",
      "server.tool('two', TEXTS[`a-b`], { q: z.string().describe('Query') }, async () => ({ content: [] }));",
      "function local() { const TEXTS = { 'a-b': 'Local.' }; server.tool('three', TEXTS['a-b'], { q: z.string().describe('Query') }, async () => ({ content: [] })); }",
      'local();',
      '',
    ].join('\n'),
  };
  const r = lint(files['/p/server.ts']!, { path: '/p/server.ts', readFile: (p) => files[p] });
  assert.deepEqual(r.tools.map((t) => [t.name, t.definition.description]), [['one', undefined], ['two', 'Alpha beta.'], ['three', 'Local.']]);
  assert.ok(r.findings.some((f) => f.rule === 'not-analyzable' && f.tool === 'one'));
});
