// zod pieces a tool's schema is built from that toollint dropped the whole tool for (two fresh samples of public
// repositories): a class's static schema (`IssueFilter.schema`, this file's or imported), `z.tuple([...]).rest(x)`,
// zod functions imported by name (`import { string, object } from "zod"`), and `z.enum(constants.X)` /
// `z.enum(constants.ISSUE.PRIORITIES)` of a namespace-imported const object. Each tool is compared with what the MCP
// SDK lists for the fixture run with the real zod 4 (test/sources/zod-run-fixture.ts). Fixture: test/fixtures/ts-zod-pieces.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';
import { fixtureRunner, serverOf } from './zod-run-fixture';

const ROOT = join(__dirname, '..', 'fixtures', 'ts-zod-pieces');
const readFile = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

test('every tool of the issue tracker is analysed, each schema what the MCP SDK lists (key order included)', async () => {
  const file = join(ROOT, 'src', 'tools', 'issues.ts');
  const { load, registered } = await fixtureRunner(4);
  load(file).registerIssueTools(serverOf(registered), {});
  const r = lint(readFileSync(file, 'utf8'), { path: file, readFile });
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => f.message), []);
  assert.deepEqual(r.tools.map((t) => t.name), ['list_issues', 'set_priority', 'log_work']);
  for (const [i, t] of r.tools.entries()) assert.equal(JSON.stringify(t.definition.schema), JSON.stringify(registered[i]!.inputSchema), t.name);
});

test('the pieces, one by one: what each reads as', () => {
  const file = join(ROOT, 'src', 'tools', 'issues.ts');
  const r = lint(readFileSync(file, 'utf8'), { path: file, readFile });
  const [list, priority, work] = r.tools.map((t) => t.definition.schema as { properties: Record<string, any> });
  // An imported class's static field, and this file's.
  assert.deepEqual(Object.keys(list!.properties.filter.properties), ['state', 'labels']);
  assert.deepEqual([...list!.properties.filter.properties.state.enum], ['open', 'in_progress', 'closed']);
  assert.equal(list!.properties.pagination.properties.pageSize.default, 25);
  // z.enum of a namespace import's member, and of a member's member.
  assert.deepEqual([...list!.properties.sort.enum], ['created', 'updated', 'priority']);
  assert.deepEqual([...priority!.properties.priority.enum], ['low', 'medium', 'high', 'urgent']);
  // Bare imports: array(string()).min(1).
  assert.equal(JSON.stringify(priority!.properties.issues), JSON.stringify({ minItems: 1, type: 'array', items: { type: 'string' }, description: 'Issue keys, such as WEB-12.' }));
  // A rest after the tuple's items: additionalItems, no maxItems (draft-07).
  assert.equal(JSON.stringify(work!.properties.entry.additionalItems), JSON.stringify({ type: 'string', description: 'A note.' }));
  assert.equal('maxItems' in work!.properties.entry, false);
});

test('z.custom(): zod 4 cannot convert it (not analysed, saying so); zod 3 without a check is z.any()', async () => {
  const four = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { z } from "zod";\nconst server = new McpServer({ name: "files", version: "1.0.0" });\nserver.registerTool("upload", { description: "Upload a file.", inputSchema: { file: z.custom<Blob>(), name: z.string() } }, async () => ({ content: [] }));\n`;
  const na = lint(four, { path: 'server.ts' }).findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(na.length, 1);
  assert.match(na[0]!.message, /toJSONSchema throws on it \("Custom types cannot be represented in JSON Schema"\)/);
  const z4 = await import('zod');
  assert.throws(() => z4.toJSONSchema(z4.object({ file: z4.custom<Blob>() })), /Custom types cannot be represented/);
  const three = four.replace('"zod"', '"zod/v3"');
  const r = lint(three, { path: 'server.ts' });
  assert.equal(r.findings.filter((f) => f.rule === 'not-analyzable').length, 0);
  assert.equal(JSON.stringify((r.tools[0]!.definition.schema as { properties: unknown }).properties), JSON.stringify({ file: {}, name: { type: 'string' } }));
});

test('zod 4 z.tuple(items, rest) is the same tuple as .rest(rest)', async () => {
  const z4 = await import('zod');
  const src = `import { z } from "zod";\nexport const tools = [{ name: "pair", description: "A pair then numbers.", inputSchema: z.toJSONSchema(z.object({ t: z.tuple([z.string()], z.number().min(1)) })) }];\n`;
  const r = lint(src, { path: 'tools.ts' });
  assert.equal(JSON.stringify(r.tools[0]!.definition.schema), JSON.stringify(z4.toJSONSchema(z4.object({ t: z4.tuple([z4.string()], z4.number().min(1)) }))));
});
