// Factories whose result a run-time parameter decides (one not-analyzable per tool, naming the parameter), a project's
// own MCP-style registration method (Stripe's `this.paidTool(name, description, shape, callback, options)`), and the
// generic wrapper behind it (defines no tool). The paid tools' schemas are checked against the MCP SDK's own
// tools/list for the same fixture (run here with the toolkit's base class stood in by one that calls McpServer.tool()).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import { lint } from '../../shared/src';

const DIR = join(__dirname, '..', 'fixtures', 'factories');
const read = (name: string) => readFileSync(join(DIR, name), 'utf8');

test('a factory whose prompt and parameters its context decides: one not-analyzable for the tool, naming the parameter', () => {
  const text = read('invoices.ts');
  const r = lint(text, { path: 'invoices.ts' });
  assert.deepEqual(r.tools, []);
  const notes = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(notes.length, 1, notes.map((f) => f.message).join('\n'));
  assert.match(notes[0]!.message, /depends on `context`, a parameter of the function this code is in/);
  assert.equal(text.slice(notes[0]!.span.offset, notes[0]!.span.offset + notes[0]!.span.length), 'listInvoicesPrompt(context)');
});

test('a factory called with no argument takes its parameter default (inlined); without a default, it names the parameter', async () => {
  const text = read('invoices.ts').replace('const tool = (context: Context) => ({', 'const tool = () => ({').replace(/listInvoices(Prompt|Parameters)\(context\)/g, 'listInvoices$1()');
  const r = lint(text, { path: 'invoices.ts' });
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
  // What the fixture's own functions return for the default context (they are run here, by the test, never by toollint).
  const fixture = await import(join(DIR, 'invoices.ts'));
  const [tool] = r.tools;
  assert.equal(tool?.name, 'list_invoices');
  assert.equal(tool!.definition.description, fixture.listInvoicesPrompt());
  assert.equal(JSON.stringify(tool!.definition.schema), JSON.stringify(z.toJSONSchema(fixture.listInvoicesParameters())));
  const noDefault = text.replace(/\(context: Context = \{\}\)/g, '(context: Context)');
  const notes = lint(noDefault, { path: 'invoices.ts' }).findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(notes.length, 1, notes.map((f) => f.message).join('\n'));
  assert.match(notes[0]!.message, /depends on `context`, a parameter of the function that returns it/);
});

/** Runs the fixture with a stand-in for the toolkit's PaidMcpAgent (paidTool registers through McpServer.tool()). */
async function paidToolsList(): Promise<any[]> {
  class PaidMcpAgent {
    server!: McpServer;
    paidTool(name: string, description: string, shape: z.ZodRawShape, cb: (...a: any[]) => any) {
      this.server.tool(name, description, shape, cb);
    }
  }
  const js = ts.transpileModule(read('paid-mcp-agent.ts'), { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const exports: Record<string, any> = {};
  const req = (name: string): unknown => {
    if (name === 'zod') return z;
    if (name === '@modelcontextprotocol/sdk/server/mcp.js') return { McpServer };
    if (name === '@stripe/agent-toolkit/cloudflare') return { experimental_PaidMcpAgent: PaidMcpAgent };
    throw new Error(name);
  };
  new Function('require', 'exports', 'module', 'process', js)(req, exports, { exports }, { env: {} });
  const agent = new exports.MyMCP();
  await agent.init();
  // The server's own tools/list handler, as it writes the result (a Client's parse would reorder the schema's keys).
  const handler = (agent.server.server as any)._requestHandlers.get('tools/list');
  const result = await handler({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }, { signal: new AbortController().signal, sendNotification: async () => {}, sendRequest: async () => ({}) });
  return JSON.parse(JSON.stringify(result.tools));
}

test("a project's own MCP-style method (this.paidTool(name, description, shape, callback, options)) defines a tool, converted as the MCP SDK does", async () => {
  const r = lint(read('paid-mcp-agent.ts'), { path: 'paid-mcp-agent.ts' });
  assert.deepEqual(r.tools.map((t) => t.name), ['add', 'buy_premium', 'generate_emoji']);
  assert.equal(r.findings.filter((f) => f.rule === 'not-analyzable').length, 0);
  const listed = await paidToolsList();
  for (const t of r.tools) {
    const real = listed.find((l) => l.name === t.name);
    assert.ok(real, t.name);
    assert.equal(t.definition.description, real.description);
    assert.equal(JSON.stringify(t.definition.schema), JSON.stringify(real.inputSchema), t.name);
  }
});

test('a function that registers whatever tool it is given defines none, and gets no finding', () => {
  const r = lint(read('register-paid-tool.ts'), { path: 'register-paid-tool.ts' });
  assert.deepEqual(r.tools, []);
  assert.deepEqual(r.findings.map((f) => f.message), []);
  // The same method call with a literal name is a tool (a plain `.tool()` inside a function).
  const own = read('register-paid-tool.ts').replace('mcpServer.tool(toolName, toolDescription, paramsSchema,', "mcpServer.tool('refund', toolDescription, paramsSchema,");
  const notes = lint(own, { path: 'register-paid-tool.ts' }).findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(notes.length, 1);
  assert.match(notes[0]!.message, /a schema built at run time/);
});

test('a ...Tool method is not read as a tool without the MCP SDK import, or without a callback', () => {
  const text = read('paid-mcp-agent.ts');
  const noSdk = text.replace("import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';", "import { McpServer } from './server';");
  // `.tool()` is the MCP SDK's method name, read without the import; paidTool() is not.
  assert.deepEqual(lint(noSdk, { path: 'paid-mcp-agent.ts' }).tools.map((t) => t.name), ['add']);
  const noCallback = "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { z } from 'zod';\nexport function f(a: any) { a.cacheTool('key', 'value', { q: z.string() }, 3); }\n";
  assert.deepEqual(lint(noCallback, { path: 'f.ts' }).tools, []);
});
