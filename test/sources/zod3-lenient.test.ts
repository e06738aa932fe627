// An MCP server on zod 3 whose fields come from lenient helpers of another file (z.preprocess, .catch, .refine,
// .transform): the schema toollint reads equals what the real MCP SDK 1.32.2 lists for the same code run on the real
// zod 3.25.76 (fixture project test/fixtures/zod3-lenient, whose package.json declares zod 3), and each field's
// findings land at its own helper call.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { lint } from '../../shared/src';

const DIR = join(__dirname, '..', 'fixtures', 'zod3-lenient', 'src', 'tools');
const readFile = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

/** Runs the fixture's two files (transpiled, with zod bound to zod 3) and lists the server's tools as its own handler writes them. */
async function listed(): Promise<any[]> {
  const z3 = await import('zod3');
  const load = (file: string, deps: Record<string, unknown>) => {
    const js = ts.transpileModule(readFileSync(join(DIR, file), 'utf8'), { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
    const exports: Record<string, any> = {};
    new Function('require', 'exports', js)((n: string) => deps[n], exports);
    return exports;
  };
  const validation = load('validation.ts', { zod: z3 });
  const search = load('webSearch.ts', { zod: z3, '@modelcontextprotocol/sdk/server/mcp.js': { McpServer }, './validation.js': validation });
  const server = new McpServer({ name: 'search', version: '1.0.0' });
  search.registerWebSearchTool(server, { apiKey: 'k' });
  const handler = (server.server as any)._requestHandlers.get('tools/list');
  const result = await handler({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }, { signal: new AbortController().signal, sendNotification: async () => {}, sendRequest: async () => ({}) });
  return JSON.parse(JSON.stringify(result.tools));
}

test('zod 3 lenient helpers from another file: the schema the MCP SDK lists, key order included', async () => {
  const file = join(DIR, 'webSearch.ts');
  const text = readFileSync(file, 'utf8');
  const r = lint(text, { path: file, readFile });
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => f.message), []);
  const [real] = await listed();
  assert.deepEqual(r.tools.map((t) => t.name), [real.name]);
  assert.equal(r.tools[0]!.definition.description, real.description);
  assert.equal(JSON.stringify(r.tools[0]!.definition.schema), JSON.stringify(real.inputSchema));
});

test("each field's findings land at its own helper call", () => {
  const file = join(DIR, 'webSearch.ts');
  const text = readFileSync(file, 'utf8');
  const r = lint(text, { path: file, readFile, config: { targets: ['openai-strict'] } });
  const said = (field: string) => r.findings.filter((f) => f.rule === 'optional-not-required' && f.pointer.endsWith(`/${field}`)).map((f) => f.message);
  for (const [field, helper] of [['numResults', 'lenientOptionalNumber()'], ['livecrawl', 'lenientOptionalBoolean()'], ['includeDomains', 'domainList()']]) {
    assert.equal(said(field!).length, 1, field);
    assert.ok(said(field!)[0]!.includes(`left out of \`required\` by \`${helper}\``), said(field!)[0]);
  }
});
