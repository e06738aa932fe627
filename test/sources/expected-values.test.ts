// A test's expected value describes tools; it defines none (shared/src/sources/typescript/typescript.ts's
// isExpectedValue): `expect(listed).toEqual([{ name, inputSchema }])`, `expect.arrayContaining([...])`,
// `assert.deepEqual(actual, [...])` give no tool, while the same literal given to the code under test (a mocked
// `listTools` result, a registration) still is one.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lint } from '../../shared/src';

const SPEC = [
  "import { describe, expect, it, vi } from 'vitest';",
  "import { Client } from '@modelcontextprotocol/sdk/client/index.js';",
  "import { toModelTools } from '../src/mcp-tools';",
  '',
  "describe('toModelTools', () => {",
  "  it('lists the server tools for the model', async () => {",
  '    const client = { listTools: vi.fn().mockResolvedValue({',
  '      tools: [',
  "        { name: 'search_docs', description: 'Search the documentation', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'What to look for' } }, required: ['query'] } },",
  '      ],',
  '    }) } as unknown as Client;',
  '    const tools = await toModelTools(client);',
  '    expect(tools).toEqual([',
  "      { name: 'search_docs', description: 'Search the documentation', inputSchema: { type: 'object', properties: { query: { type: 'string' } } } },",
  '    ]);',
  '    expect(tools).toEqual(expect.arrayContaining([expect.objectContaining({ name: "search_docs", parameters: { type: "object" } })]));',
  "    expect(client.listTools).not.toHaveBeenCalledWith({ name: 'other_tool', inputSchema: { type: 'object' } });",
  '  });',
  '});',
].join('\n');

test('expected values in expect() matchers are no tools; the mocked listTools result is one', () => {
  const r = lint(SPEC, { path: 'test/mcp-tools.test.ts' });
  assert.deepEqual(r.tools.map((t) => [t.name, t.range.start.line]), [['search_docs', 8]]);
});

test("node's assert.deepEqual and ava's t.deepEqual: the expected side only", () => {
  const code = [
    "import assert from 'node:assert/strict';",
    "import { registry } from '../src/registry';",
    "const weather = { name: 'get_weather', description: 'Weather for a city', parameters: { type: 'object', properties: { city: { type: 'string', description: 'City' } }, required: ['city'] } };",
    'registry.add(weather);',
    "assert.deepEqual(registry.list(), [{ name: 'get_weather', description: 'Weather for a city', parameters: { type: 'object', properties: {} } }]);",
    "test('x', (t) => { t.deepEqual(registry.list(), [{ name: 'get_time', description: 'Time now', parameters: { type: 'object', properties: {} } }]); });",
  ].join('\n');
  const r = lint(code, { path: 'test/registry.test.ts' });
  assert.deepEqual(r.tools.map((t) => t.name), ['get_weather']);
});

test('a checked value, expect(here), is still read', () => {
  const code = [
    "import { expect, it } from 'vitest';",
    "import { tool } from 'ai';",
    "import { z } from 'zod';",
    "it('builds', () => { expect({ add: tool({ description: 'Add two numbers', inputSchema: z.object({ a: z.number(), b: z.number() }), execute: async ({ a, b }) => a + b }) }).toBeDefined(); });",
  ].join('\n');
  const r = lint(code, { path: 'test/add.test.ts' });
  assert.deepEqual(r.tools.map((t) => t.name), ['add']);
});
