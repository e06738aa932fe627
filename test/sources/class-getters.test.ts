// Class tools that return their description and schema from methods (`getDescription(): string { return '...' }`,
// `getInputSchema() { return createBoardSchema }`), as monday.com's agent toolkit writes them, also through a parent
// class in another file and through `implements Tool`. The schemas are checked against the MCP SDK's own tools/list
// for the same fixture files, run here (our fixtures only) with the real SDK.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import { lint } from '../../shared/src';

const DIR = join(__dirname, '..', 'fixtures', 'class-getters');
const read = (name: string) => readFileSync(join(DIR, name), 'utf8');
const readFile = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};
const lintFile = (name: string, withFiles = true) => lint(read(name), { path: join(DIR, name), ...(withFiles ? { readFile } : {}) });

/** Loads a fixture file and the fixture files it imports (transpiled to CommonJS), with the real zod and MCP SDK. */
function load(path: string, cache = new Map<string, Record<string, any>>()): Record<string, any> {
  const hit = cache.get(path);
  if (hit) return hit;
  const exports: Record<string, any> = {};
  cache.set(path, exports);
  const js = ts.transpileModule(readFileSync(path, 'utf8'), { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const req = (name: string): unknown => {
    if (name === 'zod') return z;
    if (name.startsWith('.')) return load(resolve(dirname(path), `${name}.ts`), cache);
    throw new Error(name);
  };
  new Function('require', 'exports', 'module', js)(req, exports, { exports });
  return exports;
}

/** What the MCP SDK lists for the named tool classes of a fixture file, each registered by its own register(). */
async function listed(name: string, classes: string[]): Promise<any[]> {
  const server = new McpServer({ name: 'fixture', version: '1.0.0' });
  const mod = load(join(DIR, name));
  for (const c of classes) new mod[c]().register(server);
  const handler = (server.server as any)._requestHandlers.get('tools/list');
  const result = await handler({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }, { signal: new AbortController().signal, sendNotification: async () => {}, sendRequest: async () => ({}) });
  return JSON.parse(JSON.stringify(result.tools));
}

for (const [file, classes, names] of [
  ['board-tools.ts', ['CreateBoardTool', 'ArchiveItemTool'], ['create_board', 'archive_item']],
  ['query-tools.ts', ['QueryApiTool'], ['query_api']],
  ['read-tool.ts', ['ReadApiTool'], ['read_api']],
  ['manage-tool.ts', ['ManageToolsTool'], ['manage_tools']],
] as const) {
  test(`class tools with get-methods in ${file} are read with the description and schema the MCP SDK lists`, async () => {
    const r = lintFile(file);
    assert.deepEqual(r.tools.map((t) => t.name), names);
    const real = await listed(file, [...classes]);
    assert.deepEqual(real.map((t) => t.name), names);
    for (const t of r.tools) {
      const sent = real.find((x) => x.name === t.name);
      assert.equal(t.definition.description, sent.description, t.name);
      assert.equal(JSON.stringify(t.definition.schema), JSON.stringify(sent.inputSchema), t.name);
    }
  });
}

test('a get-method that chooses the schema on this.context gets one not-analyzable finding naming it, at the method', () => {
  const text = read('board-tools.ts');
  const r = lintFile('board-tools.ts');
  assert.ok(!r.tools.some((t) => t.name === 'move_item'));
  const na = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(na.length, 1, na.map((f) => f.message).join('\n'));
  assert.equal(text.slice(na[0]!.span.offset, na[0]!.span.offset + na[0]!.span.length), 'getInputSchema');
  assert.match(na[0]!.message, /the getInputSchema\(\) method of MoveItemTool computes the schema at run time, choosing on `this\.context\?\.boardId` \(`this\.context` is set on the instance/);
});

test('a schema inherited from another file is placed at `extends`, and the hover names the method and class it comes from', async () => {
  const text = read('read-tool.ts');
  const r = lintFile('read-tool.ts');
  const tool = r.tools[0]!;
  const optional = r.findings.find((f) => f.rule === 'optional-not-required' && f.tool === 'read_api');
  assert.ok(optional, r.findings.map((f) => f.rule).join(', '));
  assert.equal(text.slice(optional.span.offset, optional.span.offset + optional.span.length), 'QueryApiTool');
  const { toolHover } = await import('../../server/src/hover');
  assert.match(toolHover(tool, r.config).replace(/\\(.)/g, '$1'), /a class of QueryApiTool, which toollint takes to register it with the MCP SDK's registerTool \(name, getDescription\(\) and getInputSchema\(\) of QueryApiTool as the class writes them\)/);
  // Without the other file, nothing is guessed: the class writes no schema of its own.
  assert.deepEqual(lintFile('read-tool.ts', false).tools.map((t) => t.name), []);
});

test('an abstract base with get-methods and a class not named for tools define no tool', () => {
  const r = lintFile('not-tools.ts');
  assert.deepEqual(r.tools.map((t) => t.name), []);
  assert.deepEqual(r.findings.map((f) => f.message), []);
  assert.deepEqual(lintFile('api-tool.ts').tools.map((t) => t.name), []);
});
