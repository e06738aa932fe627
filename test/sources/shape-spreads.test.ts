// A tool-shaped literal whose raw shape spreads other shapes (`schema: { url: z.string(), ...timeoutSchema }`, as
// chrome-devtools-mcp writes its tools) is read, and a raw shape with no SDK import is converted as the MCP SDK's
// registerTool converts it (the one API that takes a raw shape): the input side, so a field with .transform() is its
// input. Checked against the real MCP SDK's tools/list for the same fixture, run here (our fixtures only).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import { lint } from '../../shared/src';

const DIR = join(__dirname, '..', 'fixtures', 'shape-spreads');
const readFile = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

/** Loads a fixture file and the fixture files it imports (transpiled to CommonJS), with the real zod; defineTool returns its argument. */
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
  new Function('require', 'exports', 'module', 'defineTool', js)(req, exports, { exports }, (d: unknown) => d);
  return exports;
}

test('raw shapes with spreads of shared shapes are read, as the MCP SDK registerTool lists them (a .transform() field: its input)', async () => {
  const path = join(DIR, 'tools.ts');
  const r = lint(readFileSync(path, 'utf8'), { path, readFile });
  assert.deepEqual(r.tools.map((t) => t.name), ['new_page', 'navigate_page', 'wait_for']);
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => f.message), []);
  const server = new McpServer({ name: 'browser', version: '1.0.0' });
  for (const tool of Object.values(load(path))) server.registerTool(tool.name, { description: tool.description, inputSchema: tool.schema }, async () => ({ content: [] }));
  const handler = (server.server as any)._requestHandlers.get('tools/list');
  const listed = (await handler({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }, { signal: new AbortController().signal, sendNotification: async () => {}, sendRequest: async () => ({}) })).tools;
  for (const t of r.tools) {
    const sent = listed.find((x: { name: string }) => x.name === t.name);
    assert.equal(t.definition.description, sent.description, t.name);
    assert.equal(JSON.stringify(t.definition.schema), JSON.stringify(sent.inputSchema), t.name);
  }
});

test("the hover says a raw shape was read as the MCP SDK converts it, and why", async () => {
  const { toolHover } = await import('../../server/src/hover');
  const path = join(DIR, 'tools.ts');
  const r = lint(readFileSync(path, 'utf8'), { path, readFile });
  assert.match(toolHover(r.tools[0]!, r.config).replace(/\\(.)/g, '$1'), /MCP TypeScript SDK 1\.x .*a raw shape of zod fields is what the MCP SDK's registerTool takes/);
});

test('a tool-shaped literal whose schema spreads only unknown values is still no tool (nothing says it holds zod)', () => {
  const code = [
    "import { z } from 'zod';",
    'declare const base: Record<string, unknown>;',
    "export const widget = { name: 'card', description: 'A card widget', schema: { ...base } };",
  ].join('\n');
  const r = lint(code, { path: 'widgets.ts' });
  assert.deepEqual(r.tools.map((t) => t.name), []);
  assert.deepEqual(r.findings, []);
});
