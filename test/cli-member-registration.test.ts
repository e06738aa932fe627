// Tool objects registered by member, `server.tool(t.name, t.description, shape, t.execute)` (strava-mcp): the member
// callback is a callback, `t.inputSchema?.shape ?? {}` reads the tool's own zod schema, and a tool without a schema
// (`inputSchema: undefined`) is registered with `{}`. A run over the project reports each tool once.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { cliJson } from './cli-json';

interface JsonOut {
  files: { path: string; tools: { name: string; shape: string }[]; findings: { rule: string; tool: string | null; pointer: string }[] }[];
  summary: { tools: number };
}

const ROOT = join(__dirname, 'fixtures', 'ts-member-registration');

const json = (args: string[]) => cliJson<JsonOut>(args, ROOT);

test('tools registered by member: read at the registration, with the schema the tool object holds', async () => {
  const server = (await json(['src/server.ts'])).files[0]!;
  assert.deepEqual(server.tools.map((t) => `${t.name}/${t.shape}`), ['get-stats/mcp-sdk', 'get-shoes/mcp-sdk', 'get-version/mcp-sdk']);
  assert.deepEqual(server.findings.filter((f) => f.rule === 'not-analyzable'), []);
  // get-stats's field comes from the imported zod object: `athleteId` is required, so no optional-not-required.
  assert.deepEqual(server.findings.filter((f) => f.tool === 'get-stats').map((f) => `${f.rule} ${f.pointer}`), ['missing-additional-properties-false /inputSchema']);
  assert.ok(server.findings.some((f) => f.tool === 'get-shoes' && f.rule === 'optional-not-required'), 'the empty shape is read as the SDK sends it');
});

test('tools registered by member: each reported once over the whole project', async () => {
  const out = await json(['src']);
  const where = (name: string) => out.files.flatMap((f) => f.tools.filter((t) => t.name === name).map(() => f.path));
  assert.deepEqual(where('get-stats'), ['src/tools/stats.ts']);
  assert.deepEqual(where('get-shoes'), ['src/server.ts']);
  assert.deepEqual(where('get-version'), ['src/server.ts']);
  assert.equal(out.summary.tools, 3);
});
