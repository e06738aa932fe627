// Class-based MCP tools (a subclass of the project's own base writes the name, description and arguments; the base
// registers it with the MCP SDK), as mongodb-mcp-server and mapbox's server write theirs. The schemas are checked
// against the MCP SDK's own tools/list for the same fixture files, run here (our fixtures only) with the real SDK.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import { lint } from '../../shared/src';

const DIR = join(__dirname, '..', 'fixtures', 'class-tools');
const read = (name: string) => readFileSync(join(DIR, name), 'utf8');
const readFile = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};
const lintFile = (name: string) => lint(read(name), { path: join(DIR, name), readFile });

/** Loads a fixture file and the fixture files it imports (transpiled to CommonJS), with the real zod and MCP SDK. */
function load(path: string, cache = new Map<string, Record<string, any>>()): Record<string, any> {
  const hit = cache.get(path);
  if (hit) return hit;
  const exports: Record<string, any> = {};
  cache.set(path, exports);
  const js = ts.transpileModule(readFileSync(path, 'utf8'), { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const req = (name: string): unknown => {
    if (name === 'zod') return z;
    if (name === '@modelcontextprotocol/sdk/server/mcp.js') return { McpServer };
    if (name.startsWith('.')) return load(resolve(dirname(path), `${name}.ts`), cache);
    throw new Error(name);
  };
  new Function('require', 'exports', 'module', js)(req, exports, { exports });
  return exports;
}

/** What the MCP SDK lists for every tool class a fixture file exports, registered by its base's own method. */
async function listed(name: string): Promise<any[]> {
  const server = new McpServer({ name: 'fixture', version: '1.0.0' });
  for (const Class of Object.values(load(join(DIR, name)))) {
    const tool = new (Class as new () => any)();
    if (typeof tool.register === 'function') tool.register(server);
    else tool.installTo(server);
  }
  const handler = (server.server as any)._requestHandlers.get('tools/list');
  const result = await handler({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }, { signal: new AbortController().signal, sendNotification: async () => {}, sendRequest: async () => ({}) });
  return JSON.parse(JSON.stringify(result.tools));
}

for (const [file, names] of [
  ['count.ts', ['count', 'drop-collection']],
  ['area.ts', ['area_tool']],
] as const) {
  test(`class tools in ${file} are read under the names their classes write, with the schema the MCP SDK lists`, async () => {
    const r = lintFile(file);
    assert.deepEqual(r.tools.map((t) => t.name), names);
    assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => f.message), []);
    const real = await listed(file);
    assert.deepEqual(real.map((t) => t.name), names);
    for (const t of r.tools) {
      const sent = real.find((x) => x.name === t.name);
      assert.equal(t.definition.description, sent.description, t.name);
      assert.equal(JSON.stringify(t.definition.schema), JSON.stringify(sent.inputSchema), t.name);
    }
  });
}

test('a class tool is found at its class, and its findings land in its code', () => {
  const text = read('count.ts');
  const r = lintFile('count.ts');
  const count = r.tools.find((t) => t.name === 'count')!;
  assert.match(text.slice(count.extent.offset, count.extent.offset + 40), /^export class CountTool|^class CountTool/);
  // `.optional()` on query: strict mode's finding is at the property, in this file.
  const optional = r.findings.find((f) => f.rule === 'optional-not-required' && f.tool === 'count');
  assert.ok(optional, r.findings.map((f) => `${f.rule} ${f.tool}`).join('\n'));
  assert.match(text.slice(optional.span.offset, optional.span.offset + optional.span.length), /query/);
});

test('classes with a name from the constructor, a string schema, no base, or an abstract class define no tool', () => {
  const r = lintFile('not-tools.ts');
  assert.deepEqual(r.tools.map((t) => t.name), []);
  assert.deepEqual(r.findings.map((f) => f.message), []);
});

test('the base class itself (abstract, members declared but not written) defines no tool', () => {
  const r = lintFile('tool-base.ts');
  assert.deepEqual(r.tools.map((t) => t.name), []);
});

test('PascalCase members (Name, Description, InputSchema) and getters that return the values are read too', () => {
  const r = lintFile('styles.ts');
  assert.deepEqual(r.tools.map((t) => t.name), ['echo', 'ping']);
  assert.deepEqual(r.tools.map((t) => t.definition.description), ['Echoes the text back', 'Checks that the server is up']);
  assert.deepEqual(Object.keys((r.tools[0]!.definition.schema as { properties: object }).properties), ['text']);
  assert.deepEqual(Object.keys((r.tools[1]!.definition.schema as { properties: object }).properties), ['host']);
});
