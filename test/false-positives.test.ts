// Things that look like tools and are not (issue 11's false positives), each next to the real thing it resembles.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lint } from '../shared/src';

test('an MCP bundle manifest lists its tools for display: nothing there is linted as a tool', () => {
  const manifest = JSON.stringify(
    {
      manifest_version: '0.2',
      name: 'file-search',
      display_name: 'File Search',
      version: '1.0.0',
      description: 'Search local files',
      author: { name: 'Example' },
      server: { type: 'node', entry_point: 'server/index.js', mcp_config: { command: 'node', args: ['${__dirname}/server/index.js'] } },
      tools: [
        { name: 'Search Files', description: 'Find files by name' },
        { name: 'read file', description: 'Read a file' },
      ],
    },
    null,
    2,
  );
  const r = lint(manifest, { path: 'manifest.json' });
  assert.deepEqual(r.tools, []);
  assert.deepEqual(r.findings, []);
  // The same list in a plain tools file is a list of tools (with their invalid names reported).
  const plain = lint(JSON.stringify({ tools: JSON.parse(manifest).tools }), { path: 'tools.json' });
  assert.equal(plain.tools.length, 2);
  assert.ok(plain.findings.some((f) => f.rule === 'invalid-name'));
});

test('in a "tools" source file, result arrays and test expectations are not built-in tools; built-in tool types still are', () => {
  const src = `import { describe, expect, it } from 'vitest';
import { runTool } from './tools';

describe('runTool', () => {
  it('returns text content', async () => {
    expect(await runTool('echo', { text: 'hi' })).toEqual([{ type: 'text', text: 'hi' }]);
  });
  it('returns an image', async () => {
    const expected = [{ type: 'image', data: 'AAAA', mimeType: 'image/png' }];
    expect(await runTool('shot', {})).toEqual(expected);
  });
});

export const hosted = [{ type: 'web_search_preview' }, { type: 'code_interpreter', container: { type: 'auto' } }];
export const request = { model: 'gpt-5', tools: [{ type: 'file_search', vector_store_ids: ['vs_1'] }] };
`;
  const r = lint(src, { path: 'src/tools.test.ts' });
  assert.deepEqual(r.tools.map((t) => `${t.shape}:${t.name}`), ['builtin:web_search_preview', 'builtin:code_interpreter', 'builtin:file_search']);
});

test('a named tool whose parameters are built at run time is reported, not dropped in silence', () => {
  const src = `import { zodToJsonSchema } from 'zod-to-json-schema';
import { z } from 'zod';
const Search = z.object({ q: z.string() });
export const tools = [{ name: 'search', description: 'Search the web', parameters: zodToJsonSchema(Search) }];
export const lc = { name: 'lookup', description: 'Look up', schema: zodToJsonSchema(Search) };
`;
  const r = lint(src, { path: 'agent.ts' });
  const at = r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => src.slice(f.span.offset, f.span.offset + f.span.length));
  assert.deepEqual(at, ['zodToJsonSchema(Search)', 'zodToJsonSchema(Search)']);
});

test('a tool_choice, a message\'s tool_calls and a legacy function_call pick or call a tool: none is a tool', () => {
  const request = {
    model: 'gpt-4o',
    messages: [
      { role: 'user', content: 'Weather in Paris?' },
      { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Paris"}' } }] },
      { role: 'tool', tool_call_id: 'call_1', content: '18C' },
      { role: 'assistant', function_call: { name: 'get_weather', arguments: '{}' } },
    ],
    tools: [{ type: 'function', function: { name: 'get_weather', description: 'Weather for a city.', parameters: { type: 'object', properties: { city: { type: 'string', description: 'City' } }, required: ['city'] } } }],
    tool_choice: { type: 'function', function: { name: 'get_weather' } },
  };
  const r = lint(JSON.stringify(request, null, 2), { path: 'request.json' });
  assert.deepEqual(r.tools.map((t) => `${t.shape}:${t.name}`), ['openai-chat:get_weather']);
  // The Responses API's tool_choice names the function at the top level; in a script as in JSON.
  const src = `export const body = {
  tools: [{ type: "function", name: "web_search", description: "Search the web.", parameters: { type: "object", properties: { q: { type: "string" } }, required: ["q"] } }],
  tool_choice: { type: "function", name: "web_search" },
};
export const replay = [{ type: "function", function: { name: "web_search", arguments: JSON.stringify({ q: "x" }) } }];
`;
  const s = lint(src, { path: 'src/request.ts' });
  assert.deepEqual(s.tools.map((t) => `${t.shape}:${t.name}`), ['openai-responses:web_search']);
  // A tool with only a name (no parameters) is still a tool.
  const bare = lint(JSON.stringify({ tools: [{ type: 'function', function: { name: 'ping' } }] }), { path: 'tools.json' });
  assert.deepEqual(bare.tools.map((t) => t.name), ['ping']);
});

test("a JSON Schema of the MCP protocol (its `tools` property typed array or object) holds no built-in tool; a tool list's entries still are", () => {
  const spec = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    definitions: {
      ListToolsResult: { properties: { nextCursor: { type: 'string' }, tools: { items: { $ref: '#/definitions/Tool' }, type: 'array' } }, required: ['tools'], type: 'object' },
      ServerCapabilities: { properties: { tools: { properties: { listChanged: { type: 'boolean' } }, type: 'object' } }, type: 'object' },
    },
  };
  const r = lint(JSON.stringify(spec, null, 2), { path: 'context/mcp-protocol-schema.json' });
  assert.deepEqual(r.tools, []);
  const request = { model: 'gpt-5', tools: [{ type: 'web_search' }, { type: 'file_search', vector_store_ids: ['vs_1'] }, { googleSearch: {} }] };
  const b = lint(JSON.stringify(request), { path: 'request.json' });
  assert.deepEqual(b.tools.map((t) => `${t.shape}:${t.name}`), ['builtin:web_search', 'builtin:file_search', 'builtin:googleSearch']);
});

test('an n8n workflow node and a mock entity with `parameters: {}` are no OpenAI functions; a bare { name, description, parameters: {} } still is', () => {
  const workflow = {
    name: 'My workflow',
    nodes: [
      { parameters: {}, id: 'a1', name: 'When clicking Test workflow', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0] },
      { parameters: { url: 'https://example.com', options: {} }, id: 'a2', name: 'HTTP Request', type: 'n8n-nodes-base.httpRequest', typeVersion: 4.2, position: [220, 0] },
    ],
    connections: {},
  };
  assert.deepEqual(lint(JSON.stringify(workflow, null, 2), { path: 'workflows/demo.json' }).tools, []);
  const mock = `export const mockDataAssembly = {
  sys: { id: 'da-1', type: 'DataAssembly' },
  name: 'Test Data Assembly',
  description: 'A test data assembly for unit tests',
  metadata: { tags: [] },
  parameters: {},
  resolvers: {},
  return: {},
};
export const ping = formatTool({ name: 'ping', description: 'Check the service is up.', parameters: {} });
export const userInfo = {
  name: 'user_info',
  description: 'Get the user.',
  parameters: {},
  outputSchema: { type: 'object', properties: { id: { type: 'string' } } },
  annotations: { readOnlyHint: true },
};
`;
  const r = lint(mock, { path: 'src/mockClient.ts' });
  // A tool's own output schema and annotations beside an empty parameters keep it a tool (todoist's user_info).
  assert.deepEqual(r.tools.map((t) => `${t.shape}:${t.name}`), ['openai-function:ping', 'openai-function:user_info']);
});

test("an MCP prompt { name, description, arguments, handler } is no tool; a typed argument list still is one", () => {
  const prompts = [
    'type Prompt = { name: string; description: string; arguments: unknown[]; handler: Function };',
    "export const listVaults: Prompt = { name: 'list-vaults', description: 'Show the vaults.', arguments: [], handler: async () => ({ messages: [] }) };",
    "export const summarise: Prompt = { name: 'summarise', description: 'Summarise a note.', arguments: [{ name: 'note', description: 'The note', required: true }], handler: async () => ({ messages: [] }) };",
  ].join('\n');
  assert.deepEqual(lint(prompts, { path: 'src/prompts/index.ts' }).tools.map((t) => t.name), []);
  const typed = "export const t = { name: 'fetch_page', description: 'Fetch a page.', arguments: [{ name: 'url', type: 'string', desc: 'The URL' }] };";
  const r = lint(typed, { path: 'src/catalog.ts' });
  assert.deepEqual(r.tools.map((t) => [t.name, t.shape]), [['fetch_page', 'argument-list']]);
});

test("VS Code command metadata (`args: [{ name: 'Fold editor argument', schema }]`) is no tool; a JSON Schema in a `schema` slot under a tool's name still is", () => {
  const metadata = `export const metadata = {
  description: "Fold the content in the editor",
  args: [
    {
      name: "Fold editor argument",
      description: "Property-value pairs that can be passed through this argument.",
      constraint: (value: unknown) => typeof value === "object",
      schema: { type: "object", properties: { levels: { type: "number", default: 1 } } },
    },
  ],
};
`;
  assert.deepEqual(lint(metadata, { path: 'src/vs/editor/contrib/folding/folding.ts' }).tools, []);
  const named = metadata.replace('"Fold editor argument"', '"levels"');
  assert.deepEqual(lint(named, { path: 'src/vs/editor/contrib/folding/folding.ts' }).tools, []);
  const typed = `const args: ReadonlyArray<{ name: string; isOptional?: boolean; schema?: object }> = [{ isOptional: true, name: "options", description: "Options for the run.", schema: { type: "object", properties: {} } }];\n`;
  assert.deepEqual(lint(typed, { path: 'src/vs/notebook/coreActions.ts' }).tools, []);
  const tool = metadata.replace('"Fold editor argument"', '"fold_editor"').replace('args: [', 'tools: [').replace(/ *constraint: .*\n/, '');
  assert.deepEqual(lint(tool, { path: 'src/tools.ts' }).tools.map((t) => t.name), ['fold_editor']);
});

test('one function definition sent through two envelopes is one tool, reported once; two definitions of one name stay two', () => {
  const code = `import type OpenAI from "openai";

export const memoryToolSchemas = {
  searchMemories: {
    name: "searchMemories",
    description: "Search the user's saved memories.",
    parameters: { type: "object", properties: { query: { type: "string", description: "What to look for" } }, required: ["query"] },
  } satisfies OpenAI.FunctionDefinition,
} as const;

export function getToolDefinitions(): OpenAI.Chat.Completions.ChatCompletionTool[] {
  return [{ type: "function", function: memoryToolSchemas.searchMemories }];
}

export function createSearchMemoriesTool() {
  return { definition: { type: "function" as const, function: memoryToolSchemas.searchMemories }, execute: async (args: { query: string }) => args.query };
}
`;
  const r = lint(code, { path: 'src/openai/tools.ts' });
  assert.deepEqual(r.tools.map((t) => t.name), ['searchMemories']);
  assert.equal(r.findings.filter((f) => f.rule === 'missing-additional-properties-false').length, 1);
  const two = `export const a = [{ type: "function", function: { name: "search", description: "Search.", parameters: { type: "object", properties: {} } } }];
export const b = [{ type: "function", function: { name: "search", description: "Search.", parameters: { type: "object", properties: {} } } }];
`;
  assert.deepEqual(lint(two, { path: 'src/tools.ts' }).tools.map((t) => t.name), ['search', 'search']);
});

test('in code, a listing whose schema is a written `null` (a listTools mock) is no tool; the same in a JSON tools file is reported', () => {
  const mock = `import { describe, it, expect, vi } from "vitest";

const listTools = vi.fn().mockResolvedValue({
  tools: [
    { name: "search_docs", description: "Search the docs", inputSchema: null },
    { name: "get_page", description: "Read one page", input_schema: null },
  ],
});

describe("toolbox", () => {
  it("skips tools without a schema", async () => {
    expect((await listTools()).tools).toHaveLength(2);
  });
});
`;
  const code = lint(mock, { path: 'src/tools/mcp-toolbox.test.ts' });
  assert.deepEqual(code.tools, []);
  assert.deepEqual(code.findings, []);
  // A real tool beside them is still read.
  const real = mock.replace('{ name: "get_page", description: "Read one page", input_schema: null }', '{ name: "get_page", description: "Read one page", input_schema: { type: "object", properties: { url: { type: "string" } } } }');
  assert.deepEqual(lint(real, { path: 'src/tools/mcp-toolbox.test.ts' }).tools.map((t) => t.name), ['get_page']);
  // A JSON tools file means what it says: the null schema is an error to report.
  const json = JSON.stringify({ tools: [{ name: 'search_docs', description: 'Search the docs', inputSchema: null }] }, null, 2);
  const file = lint(json, { path: 'tools.json' });
  assert.deepEqual(file.tools.map((t) => t.name), ['search_docs']);
  assert.ok(file.findings.some((f) => f.rule === 'root-not-object'), file.findings.map((f) => f.rule).join(','));
});

test('code that maps another tool into a provider shape (its name and properties from the parameter) defines no tool and gets no finding; a factory with a written schema still does', () => {
  const mapping = `import type { BetaTool } from "@anthropic-ai/sdk/resources/beta";

export function mcpToolToBetaTool(tool: { name: string; description?: string; inputSchema: any }): BetaTool {
  // Transform inputSchema to match BetaTool.InputSchema (convert undefined to null)
  const inputSchema: BetaTool["input_schema"] = {
    ...tool.inputSchema,
    type: "object",
    properties: tool.inputSchema.properties ?? null,
    required: tool.inputSchema.required ?? null,
  };
  const betaTool: BetaTool = {
    name: tool.name,
    input_schema: inputSchema,
    ...(tool.description !== undefined ? { description: tool.description } : {}),
  };
  return betaTool;
}

export function toAnthropic(tool: { name: string; schema: any }) {
  return { name: tool.name, input_schema: { type: "object", properties: tool.schema.properties } };
}
`;
  const r = lint(mapping, { path: 'src/helpers/mcp.ts' });
  assert.deepEqual(r.tools, []);
  assert.deepEqual(r.findings, []);
  const factory = mapping + `
export function searchTool(name: string): BetaTool {
  return { name, description: "Search the docs", input_schema: { type: "object", properties: { q: { type: "string" } } } };
}
`;
  const f = lint(factory, { path: 'src/helpers/mcp.ts' });
  const at = factory.split('\n').findIndex((l) => l.includes('return { name, description: "Search the docs"'));
  assert.deepEqual(f.findings.map((x) => [x.rule, x.range.start.line]), [['not-analyzable', at]]);
});
