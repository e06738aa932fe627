// Calls to the project's own small functions with known arguments, inlined (issue 11; sources/typescript/inline.ts):
// descriptions built from options (`connectionIdDescription({ hasPreconfiguredConnection: true })`, members of a const
// object, if/return chains), zod built by helpers with literal arguments (`byteSizeRangeSchema('...')`,
// `pageSize(20)`, a default `pageSize()`), across files, checked against the real MCP SDK's tools/list for the
// fixture. A parameter known only at run time is named; recursion stays bounded; a helper returning a non-tool object
// makes no tool. The fixture project is test/fixtures/inline-calls.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { lint } from '../../shared/src';
import { readFile } from '../read-file';

const SRC = join(__dirname, '..', 'fixtures', 'inline-calls', 'src');
const lintFile = (name: string) => {
  const path = join(SRC, name);
  const text = readFileSync(path, 'utf8');
  return { text, r: lint(text, { path, readFile }) };
};

/** The fixture's tools as the real MCP SDK lists them (the fixture is run here, by the test; toollint never runs it). */
async function toolsList(name: string): Promise<{ name: string; description?: string; inputSchema: unknown }[]> {
  const { register } = await import(join(SRC, name));
  const server = new McpServer({ name: 'fixture', version: '1.0.0' });
  register(server, 'area');
  const handler = (server.server as any)._requestHandlers.get('tools/list');
  const result = await handler({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }, { signal: new AbortController().signal, sendNotification: async () => {}, sendRequest: async () => ({}) });
  return JSON.parse(JSON.stringify(result.tools));
}

test("descriptions and zod fields computed by the project's helpers with literal arguments are read as the MCP SDK lists them", async () => {
  const { r } = lintFile('tools.ts');
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => f.message), []);
  assert.deepEqual(r.tools.map((t) => t.name), ['list-collections', 'drop-database', 'read-file']);
  const listed = await toolsList('tools.ts');
  for (const t of r.tools) {
    const real = listed.find((l) => l.name === t.name)!;
    assert.equal(t.definition.description, real.description, t.name);
    assert.equal(JSON.stringify(t.definition.schema), JSON.stringify(real.inputSchema), t.name);
  }
  // The shared field's description is computed by connectionIdDescription({ hasPreconfiguredConnection: true }).
  assert.match(JSON.stringify(r.tools[1]!.definition.schema), /or \\"preconfigured\\" to use the connection string/);
});

test('findings on an inlined value land at the call in this file, never inside the helper', () => {
  const { text, r } = lintFile('tools.ts');
  for (const f of r.findings) {
    const at = text.slice(f.span.offset, f.span.offset + f.span.length);
    assert.ok(f.span.offset + f.span.length <= text.length, `${f.rule} ${at}`);
  }
});

test('a helper whose argument is known only at run time is not read and names the parameter; recursion stays bounded', () => {
  const started = Date.now();
  const { text, r } = lintFile('unknown.ts');
  assert.ok(Date.now() - started < 20_000);
  const notes = r.findings.filter((f) => f.rule === 'not-analyzable');
  const at = (f: (typeof notes)[number]) => text.slice(f.span.offset, f.span.offset + f.span.length);
  assert.deepEqual(notes.map(at), ['Describe.listing(area)', "again('x')", 'ping(1)']);
  assert.match(notes[0]!.message, /depends on `area`, a parameter of the function this code is in/);
  // Each is a description: a text, so the tools are analysed with it unknown (runtime-texts.test.ts).
  assert.deepEqual(r.tools.map((t) => t.name), ['list-area', 'forever', 'ping-pong']);
  assert.ok(notes.every((f) => /^The description is computed at run time/.test(f.message)));
});

test('a helper returning an object with a name and a description, called with literals, makes no tool', () => {
  const { r } = lintFile('people.ts');
  assert.deepEqual(r.tools, []);
  assert.deepEqual(r.findings, []);
});

test('without readFile an imported helper is not inlined (nothing is read), and the value stays not analysed', () => {
  const path = join(SRC, 'tools.ts');
  const r = lint(readFileSync(path, 'utf8'), { path });
  assert.equal(r.imports, undefined);
  assert.ok(r.findings.some((f) => f.rule === 'not-analyzable'));
});

test("a monorepo's own package (`@acme/core`, a project the tsconfig references) is read from its sources; defaults from its consts", async () => {
  const root = join(__dirname, '..', 'fixtures', 'inline-monorepo', 'packages');
  const path = join(root, 'tools', 'src', 'tools.ts');
  const r = lint(readFileSync(path, 'utf8'), { path, readFile });
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => f.message), []);
  assert.deepEqual(r.tools.map((t) => t.name), ['list-clusters']);
  assert.ok((r.imports ?? []).includes(join(root, 'core', 'src', 'args.ts')));
  // The same tool registered with the real MCP SDK, from the core package's real helpers.
  const { LIMITS, objectId } = await import(join(root, 'core', 'src', 'args.ts'));
  const { z } = await import('zod');
  const server = new McpServer({ name: 'fixture', version: '1.0.0' });
  const shape = { projectId: objectId('projectId').describe('Project ID'), limit: z.number().int().max(LIMITS.PAGE_MAX).default(LIMITS.PAGE_DEFAULT).describe('Clusters per page'), maxBytes: z.number().default(LIMITS.ONE_MB).describe('Largest response, in bytes') };
  server.registerTool('list-clusters', { description: 'List the clusters of a project', inputSchema: shape }, async () => ({ content: [] }));
  const handler = (server.server as any)._requestHandlers.get('tools/list');
  const result = await handler({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }, { signal: new AbortController().signal, sendNotification: async () => {}, sendRequest: async () => ({}) });
  assert.equal(JSON.stringify(r.tools[0]!.definition.schema), JSON.stringify(result.tools[0].inputSchema));
});

test('an import re-exported by a module of the project (`import { x } from "@acme/core"; export { x }`) is followed', () => {
  const path = join(__dirname, '..', 'fixtures', 'inline-monorepo', 'packages', 'tools', 'src', 'users.ts');
  const r = lint(readFileSync(path, 'utf8'), { path, readFile });
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => f.message), []);
  const schema = r.tools[0]!.definition.schema as { properties: Record<string, unknown> };
  assert.deepEqual(JSON.parse(JSON.stringify(schema.properties)), {
    orgId: { type: 'string', minLength: 24, maxLength: 24, pattern: '^[0-9a-fA-F]+$', description: 'Organization ID' },
    limit: { type: 'number', maximum: 100 },
  });
});

test('tools named by members of TypeScript enums (imported, and the file\'s own) get the names the enums hold', async () => {
  const { r } = lintFile('enum-tools.ts');
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => f.message), []);
  const listed = await toolsList('enum-tools.ts');
  assert.deepEqual(r.tools.map((t) => t.name), listed.map((t) => t.name));
  assert.deepEqual(r.tools.map((t) => t.name), ['search-docs', 'fetch-doc', 'count-docs']);
});

test('enums and descriptions built by .map() over a const list of objects (imported, and the file\'s own) match the MCP SDK', async () => {
  const { r } = lintFile('labels.ts');
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => f.message), []);
  const [real] = await toolsList('labels.ts');
  assert.equal(r.tools[0]!.definition.description, real!.description);
  assert.equal(JSON.stringify(r.tools[0]!.definition.schema), JSON.stringify(real!.inputSchema));
});

test('helpers calling ten helpers each, eight deep (values and zod), stay bounded: no hang, no throw, the tool not analysed', () => {
  const levels = 8;
  const width = 10;
  let text = `import { z } from 'zod';\nimport { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nconst server = new McpServer({ name: 'x', version: '1' });\nconst f0 = (x: string) => x;\nconst g0 = (x: string) => z.string().describe(x);\n`;
  for (let i = 1; i <= levels; i++) {
    text += `const f${i} = (x: string) => ${Array.from({ length: width }, () => `f${i - 1}(x)`).join(' + ')};\n`;
    text += `const g${i} = (x: string) => z.object({ ${Array.from({ length: width }, (_, j) => `k${j}: g${i - 1}(x)`).join(', ')} });\n`;
  }
  text += `server.registerTool('wide', { description: f${levels}('ab'), inputSchema: { a: g${levels}('d') } }, async () => ({ content: [] }));\n`;
  for (const pad of [0, 2_000]) {
    const started = Date.now();
    const r = lint(text + `// ${'y'.repeat(100)}\n`.repeat(pad), { path: `/x/wide-${pad}.ts` });
    assert.ok(Date.now() - started < 15_000, `${Date.now() - started} ms`);
    assert.deepEqual(r.tools, []);
    assert.ok(r.findings.some((f) => f.rule === 'not-analyzable'));
  }
});

test('tool names kept in const objects (this file\'s, an imported one) are read; one from an unread package is not analysed, never silent', () => {
  const { text, r } = lintFile('ado.ts');
  assert.deepEqual(r.tools.map((t) => t.name), ['core_list_projects', 'core_list_project_teams', 'work_list_team_iterations']);
  const notes = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.deepEqual(notes.map((f) => text.slice(f.span.offset, f.span.offset + f.span.length)), ['PACKAGE_TOOLS.ping']);
});

test('a getter whose body is one return (`get inputSchema() { return z.object(...) }`) is read as that member', () => {
  const path = join(SRC, 'getters.ts');
  const text = readFileSync(path, 'utf8');
  const r = lint(text, { path, readFile });
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => f.message), []);
  assert.deepEqual(r.tools.map((t) => t.name), ['box_logs', 'box_restart']);
  // The same tools written with a plain member read the same.
  const plain = text.replace(/get inputSchema\(\) \{\s*return ([^;]*);\s*\}/g, 'inputSchema: $1');
  assert.notEqual(plain, text);
  const p = lint(plain, { path, readFile });
  const defs = (x: typeof r) => JSON.stringify(x.tools.map((t) => [t.name, t.definition.description, t.definition.schema]));
  assert.equal(defs(r), defs(p));
  // A getter that reads `this` stays a run-time value.
  const self = text.replace("return z.object({ box_id: z.string().describe('The box ID') });", 'return this.schema;');
  assert.deepEqual(lint(self, { path, readFile }).tools.map((t) => t.name), ['box_logs']);
});

test('Object.keys / Object.values of a const object (in JavaScript key order) as an enum and in descriptions match the MCP SDK', async () => {
  const { r } = lintFile('modes.ts');
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => f.message), []);
  const [real] = await toolsList('modes.ts');
  assert.equal(r.tools[0]!.definition.description, real!.description);
  assert.equal(JSON.stringify(r.tools[0]!.definition.schema), JSON.stringify(real!.inputSchema));
});
