// The Claude Agent SDK's tool(name, description, inputSchema, handler) in createSdkMcpServer({ name, tools }): read
// under the name Claude Code gives the model (mcp__<server>__<tool>), with the schema the SDK's bundled MCP SDK lists
// (here: the MCP SDK 1.x registerTool the SDK calls, with the same arguments; test/oracles/claude-agent-sdk.test.ts
// runs the real SDK), and checked against Anthropic's targets only.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod';
import { lint } from '../../shared/src';
import { claudeToolName } from '../../shared/src/sources/typescript/claude-agent-sdk';

const FILE = join(__dirname, '..', 'fixtures', 'claude-agent-sdk', 'email-tools.ts');
const text = readFileSync(FILE, 'utf8');
const plain = (md: string) => md.replace(/\\(.)/g, '$1');

test('Claude Agent SDK: tools are named as Claude Code names them, mcp__<server>__<tool>', () => {
  const r = lint(text, { path: FILE });
  assert.deepEqual(r.tools.map((t) => t.name), ['mcp__email__archive_email', 'mcp__email__search_inbox', 'mcp__email__read_emails', 'mcp__calendar_v2__list_events', 'label_email']);
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
  assert.equal(claudeToolName('my server', 'a.b'), 'mcp__my_server__a_b');
  assert.equal(claudeToolName('x-y', 'z_1'), 'mcp__x-y__z_1');
});

test('Claude Agent SDK: the schema is what the MCP SDK registerTool the SDK calls lists', async () => {
  const r = lint(text, { path: FILE });
  const server = new McpServer({ name: 'email', version: '1.0.0' });
  server.registerTool('search_inbox', {
    description: 'Search emails in the inbox using Gmail query syntax',
    inputSchema: {
      gmailQuery: z.string().describe("Gmail query string (e.g., 'from:example@gmail.com subject:invoice')"),
      limit: z.number().int().min(1).max(50).default(30).describe('How many emails to return'),
      includeSpam: z.boolean().optional(),
    },
  }, async () => ({ content: [] }));
  const handler = (server.server as any)._requestHandlers.get('tools/list');
  const listed = await handler({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }, { signal: new AbortController().signal, sendNotification: async () => {}, sendRequest: async () => ({}) });
  const search = r.tools.find((t) => t.name === 'mcp__email__search_inbox')!;
  assert.equal(JSON.stringify(search.definition.schema), JSON.stringify(listed.tools[0].inputSchema));
});

test('Claude Agent SDK: checked against Anthropic only, and the hover says why and which name the model sees', async () => {
  const { toolHover } = await import('../../server/src/hover');
  const r = lint(text, { path: FILE, config: { targets: ['openai-strict', 'anthropic', 'google', 'shape'] } });
  for (const t of r.tools) assert.deepEqual(t.definition.sentTo, ['anthropic'], t.name);
  // zod fields without .describe() get findings for Anthropic, none for OpenAI strict mode or Google.
  assert.ok(r.findings.length > 0);
  for (const f of r.findings) assert.deepEqual(f.targets, ['anthropic'], f.message);
  const hover = plain(toolHover(r.tools[1]!, r.config));
  assert.match(hover, /Claude Agent SDK's tool\(\) in createSdkMcpServer.*the model sees it as mcp__email__search_inbox/);
  assert.match(plain(toolHover(r.tools[4]!, r.config)), /mcp__<server>__label_email, the server being the createSdkMcpServer that lists it \(not in this file\)/);
});

test('Claude Agent SDK: a server name known only at run time is reported, not guessed', () => {
  const code = [
    "import { createSdkMcpServer, tool } from '@anthropic-ai/claude-agent-sdk';",
    "import { z } from 'zod';",
    'export const server = createSdkMcpServer({',
    '  name: process.env.SERVER_NAME!,',
    "  tools: [tool('lookup', 'Look a word up', { word: z.string().describe('The word') }, async () => ({ content: [] }))],",
    '});',
  ].join('\n');
  const r = lint(code, { path: 'tools.ts' });
  assert.deepEqual(r.tools.map((t) => t.name), []);
  const na = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(na.length, 1);
  assert.match(na[0]!.message, /mcp__<server>__lookup.*createSdkMcpServer's `name` is known only at run time/);
  assert.equal(code.slice(na[0]!.span.offset, na[0]!.span.offset + na[0]!.span.length), 'process.env.SERVER_NAME!');
});

test("a tool() of another package (the MCP SDK's server.tool, the AI SDK's tool) is not read as the Claude Agent SDK's", () => {
  const code = [
    "import { tool } from 'ai';",
    "import { z } from 'zod';",
    "export const tools = { lookup: tool({ description: 'Look a word up', inputSchema: z.object({ word: z.string() }) }) };",
  ].join('\n');
  const r = lint(code, { path: 'tools.ts' });
  assert.deepEqual(r.tools.map((t) => t.name), ['lookup']);
  assert.equal(r.tools[0]!.definition.sentTo, undefined);
});
