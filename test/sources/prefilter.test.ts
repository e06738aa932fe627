// The TypeScript reader's cheap look before parsing: a file whose only tools are a `this.paidTool('name', ...)`-style
// method call or a Mastra createTool without inputSchema is parsed, not skipped.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lint } from '../../shared/src/index';

test('a file whose only tool is an MCP-style ...Tool(name, description, shape, cb) method call is read', () => {
  const text = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export class PremiumMcp {
  server = new McpServer({ name: 'premium', version: '1.0.0' });

  async init() {
    this.paidTool('buy_premium', 'Buy the premium plan.', { plan: z.string().describe('Plan id') }, async () => ({ content: [] }), { priceId: 'price_1' });
  }
}
`;
  assert.deepEqual(lint(text, { path: '/p/premium.ts' }).tools.map((t) => t.name), ['buy_premium']);
});

test('a Mastra file whose only tool is a createTool without inputSchema is read', () => {
  const text = `import { createTool } from '@mastra/core/tools';

export const ping = createTool({
  id: 'ping',
  description: 'Check that the service answers.',
  execute: async () => 'pong',
});
`;
  assert.deepEqual(lint(text, { path: '/p/ping.ts' }).tools.map((t) => t.name), ['ping']);
});

test('LangChain.js tool(fn, { ...base, name, description }): a spread may set the schema, so the input is not analysed (not taken as one string)', () => {
  const text = `import { tool } from '@langchain/core/tools';
import { z } from 'zod';

const base = { schema: z.object({ city: z.string().describe('City') }) };

export const weather = tool(async ({ city }) => \`Sunny in \${city}\`, {
  ...base,
  name: 'get_weather',
  description: 'Get the weather for a city.',
});
`;
  const r = lint(text, { path: '/p/weather.ts' });
  // Reported as not analysed (as any schema known only at run time is), at the spread.
  assert.deepEqual(r.findings.map((f) => f.rule), ['not-analyzable']);
  const { offset, length } = r.findings[0]!.span;
  assert.equal(text.slice(offset, offset + length), '...base');
  assert.ok(!r.findings.some((f) => f.message.includes('`input`')), `no finding on a made-up input property: ${r.findings.map((f) => f.message).join(' | ')}`);
});
