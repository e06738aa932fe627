// One zod field toollint cannot read (a schema imported from a package, a z.enum() of a list chosen at run time) keeps
// the tool: the field stays in the schema with its schema unknown (`{}` in the value, out of `required`), no rule
// reports at or inside it, one info at the piece says why; the rest of the tool is analysed as before. Where zod or the
// SDK would throw on the piece, the tool stays not analysed. Fixture: test/fixtures/ts-zod-unread.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';

const FILE = join(__dirname, '..', 'fixtures', 'ts-zod-unread', 'src', 'server.ts');
const readFile = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

test('a tool with two fields toollint cannot read is analysed, those fields kept with their schema unknown', () => {
  const r = lint(readFileSync(FILE, 'utf8'), { path: FILE, readFile });
  assert.deepEqual(r.tools.map((t) => t.name), ['search_docs', 'get_page']);
  const search = r.tools[0]!;
  const schema = search.definition.schema as { properties: Record<string, unknown>; required: string[] };
  assert.deepEqual(Object.keys(schema.properties), ['query', 'filter', 'mode', 'limit']);
  assert.equal(JSON.stringify(schema.properties.filter), '{}');
  assert.equal(JSON.stringify(schema.properties.mode), '{}');
  assert.deepEqual(schema.required, ['query']);
  assert.deepEqual(search.definition.fields.unknownSchemas, [
    ['inputSchema', 'properties', 'filter'],
    ['inputSchema', 'properties', 'mode'],
  ]);
  // One info, at the first piece's field, naming it and why; the other field is counted in it.
  const na = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(na.length, 1);
  assert.match(na[0]!.message, /^The schema of `filter` is not read \(`SearchFilter`: `SearchFilter` is not a const zod schema in this file/);
  assert.match(na[0]!.message, /1 more field of this tool is not read either/);
  const text = readFileSync(FILE, 'utf8').split('\n');
  assert.equal(text[na[0]!.range.start.line]!.slice(na[0]!.range.start.character, na[0]!.range.end.character), 'SearchFilter.optional()');
  // Nothing is reported inside the unknown fields (a written `{}` there would have no description and no type)...
  const inside = r.findings.filter((f) => f.tool === 'search_docs' && /\/properties\/(filter|mode)(\/|$)/.test(f.pointer));
  assert.deepEqual(inside.map((f) => `${f.rule} ${f.pointer}`), []);
  // ...while the rest of the tool is checked as before.
  assert.ok(r.findings.some((f) => f.tool === 'search_docs' && f.rule === 'optional-not-required' && /\/properties\/limit$/.test(f.pointer)));
});

test('the same tool with the fields written as `{}`-like zod is reported inside them: the skip is for unread fields only', () => {
  const written = readFileSync(FILE, 'utf8').replace('SearchFilter.optional()', 'z.any().optional()').replace('z.enum(MODES as [string, ...string[]])', 'z.unknown()');
  const r = lint(written, { path: FILE, readFile });
  assert.equal(r.findings.filter((f) => f.rule === 'not-analyzable').length, 0);
  assert.equal(r.tools[0]!.definition.fields.unknownSchemas, undefined);
  assert.ok(r.findings.some((f) => f.tool === 'search_docs' && /\/properties\/(filter|mode)$/.test(f.pointer)));
});

test('a piece zod would throw on, or a wrapper that rewrites the whole schema, still keeps the tool from being analysed', () => {
  const custom = readFileSync(FILE, 'utf8').replace('SearchFilter.optional()', 'z.custom<{ site: string }>()');
  const r = lint(custom, { path: FILE, readFile });
  assert.deepEqual(r.tools.map((t) => t.name), ['get_page']);
  assert.ok(r.findings.some((f) => f.rule === 'not-analyzable' && /toJSONSchema throws on it/.test(f.message)));
  // openai's zodFunction rewrites every field for strict mode: an unknown one leaves the whole schema unknown.
  const openai = `import { zodFunction } from "openai/helpers/zod";\nimport { z } from "zod";\nimport { SearchFilter } from "@acme/search-schemas";\nexport const tools = [zodFunction({ name: "search_docs", description: "Search the docs.", parameters: z.object({ query: z.string(), filter: SearchFilter }) })];\n`;
  const o = lint(openai, { path: 'tools.ts' });
  assert.equal(o.tools.length, 0);
  assert.equal(o.findings.filter((f) => f.rule === 'not-analyzable').length, 1);
});
