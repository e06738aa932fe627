// Where an AI SDK tool() gets the name the model sees (issue 11): the key of the `tools` record that lists it, written
// beside the call, where a const holding it or a function returning it is listed, or in a file that imports either.
// Modelled on vercel/ai examples (generate-image-tool.ts, sandbox-file-tool.ts, builtin-tools.ts) and upstash/context7.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lint } from '../../shared/src';

/** A project in memory: readFile answers from it, and records what was read. */
function project(files: Record<string, string>) {
  const reads: string[] = [];
  return {
    reads,
    readFile: (path: string): string | undefined => {
      reads.push(path);
      return files[path];
    },
    lint: (path: string) => lint(files[path]!, { path, readFile: (p: string) => (reads.push(p), files[p]) }),
  };
}

const IMAGE_TOOL = `import { openai } from '@ai-sdk/openai';
import { tool, generateImage, type UIToolInvocation } from 'ai';
import { z } from 'zod';

export const generateImageTool = tool({
  description: 'Generate an image of what the user describes',
  inputSchema: z.object({ prompt: z.string().describe('What the image shows') }),
  async execute({ prompt }) {
    const result = await generateImage({ model: openai.image('gpt-image-2'), prompt });
    return { mediaType: result.image.mediaType, base64: result.image.base64 };
  },
});

export type GenerateImageUIToolInvocation = UIToolInvocation<typeof generateImageTool>;
`;

const SANDBOX_TOOLS = `import { tool } from 'ai';
import { z } from 'zod';

export function sandboxReadTextFileTool() {
  return tool({
    description: 'Read a UTF-8 text file from the sandbox. Returns null content when the file does not exist.',
    inputSchema: z.object({
      path: z.string().describe('Path of the file'),
    }),
    execute: async ({ path }, { experimental_sandbox: sandbox }) => {
      if (!sandbox) throw new Error('Sandbox is not available');
      return { content: await sandbox.readTextFile({ path }) };
    },
  });
}

export const sandboxShellTool = () =>
  tool({
    description: 'Run a shell command in the sandbox.',
    inputSchema: z.object({ command: z.string().describe('The command line') }),
    execute: async ({ command }) => ({ command }),
  });
`;

const QUERY_DOCS = `import { tool } from "ai";
import { z } from "zod";
import { Context7 } from "@upstash/context7-sdk";
import { QUERY_DOCS_DESCRIPTION } from "../prompts";

export function queryDocs(config: { apiKey?: string } = {}) {
  const { apiKey } = config;
  const getClient = () => new Context7({ apiKey });

  return tool({
    description: QUERY_DOCS_DESCRIPTION,
    inputSchema: z.object({
      libraryId: z.string().describe("Exact Context7-compatible library ID"),
      query: z.string().describe("What to look up in the library's documentation"),
    }),
    execute: async ({ libraryId, query }) => getClient().getContext(query, libraryId, { type: "txt" }),
  });
}
`;

const FILES: Record<string, string> = {
  '/p/tool/generate-image-tool.ts': IMAGE_TOOL,
  '/p/tools/sandbox-file-tool.ts': SANDBOX_TOOLS,
  '/p/tools/query-docs.ts': QUERY_DOCS,
  '/p/tools/index.ts': `export { queryDocs } from "./query-docs";\n`,
  '/p/prompts.ts': `export const QUERY_DOCS_DESCRIPTION = "Retrieves up-to-date documentation for a library.";\n`,
  '/p/agent.ts': `import { openai } from '@ai-sdk/openai';
import { ToolLoopAgent } from 'ai';
import { generateImageTool } from './tool/generate-image-tool';
import { sandboxReadTextFileTool, sandboxShellTool } from './tools/sandbox-file-tool';
import { queryDocs } from './tools';

export const agent = new ToolLoopAgent({
  model: openai('gpt-5-mini'),
  tools: {
    image: generateImageTool,
    readTextFile: sandboxReadTextFileTool(),
    shell: sandboxShellTool(),
    docs: queryDocs({ apiKey: process.env.CONTEXT7_API_KEY }),
  },
});
`,
};

test('a tool imported and listed under a key is named by the key, read from its own file', () => {
  const p = project(FILES);
  const r = p.lint('/p/agent.ts');
  assert.deepEqual(r.tools.map((t) => t.name), ['image', 'readTextFile', 'shell', 'docs']);
  const byName = new Map(r.tools.map((t) => [t.name, t.definition]));
  assert.equal(byName.get('image')!.description, 'Generate an image of what the user describes');
  assert.deepEqual(JSON.parse(JSON.stringify((byName.get('image')!.schema as { properties: unknown }).properties)), { prompt: { type: 'string', description: 'What the image shows' } });
  assert.equal(byName.get('readTextFile')!.description, 'Read a UTF-8 text file from the sandbox. Returns null content when the file does not exist.');
  // Through an index file's re-export, with a description imported by that file in turn.
  assert.equal(byName.get('docs')!.description, 'Retrieves up-to-date documentation for a library.');
  assert.deepEqual(Object.keys((byName.get('docs')!.schema as { properties: object }).properties), ['libraryId', 'query']);
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
  // The name's span is the key in this file.
  const text = FILES['/p/agent.ts']!;
  const named = r.findings.find((f) => f.tool === 'image');
  if (named) assert.ok(named.span.offset >= text.indexOf('image:'));
  assert.ok(p.reads.includes('/p/tools/query-docs.ts') && p.reads.includes('/p/prompts.ts'));
});

test('an exported tool not listed in its own file is checked under its const, with an info saying who names it', () => {
  const p = project(FILES);
  const r = p.lint('/p/tool/generate-image-tool.ts');
  assert.deepEqual(r.tools.map((t) => t.name), ['generateImageTool']);
  const info = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(info.length, 1);
  assert.equal(info[0]!.severity, 'info');
  assert.match(info[0]!.message, /the key a file importing `generateImageTool` lists it under/);
  assert.equal(IMAGE_TOOL.slice(info[0]!.span.offset, info[0]!.span.offset + info[0]!.span.length), 'generateImageTool');
  // Functions returning a tool: the same, under the function's name; never the empty name.
  const s = p.lint('/p/tools/sandbox-file-tool.ts');
  assert.deepEqual(s.tools.map((t) => t.name), ['sandboxReadTextFileTool', 'sandboxShellTool']);
  assert.equal(s.findings.filter((f) => f.rule === 'not-analyzable' && /importing `sandbox(ReadTextFile|Shell)Tool` lists it under \(`tools: \{ key: sandbox\w+\(\) \}`\)/.test(f.message)).length, 2);
});

test('an exported tool listed in its own file takes that key, and a local one its const name, with no info', () => {
  const text = IMAGE_TOOL + `\nexport const tools = { image: generateImageTool };\n`;
  const r = lint(text, { path: 'generate-image-tool.ts' });
  assert.deepEqual(r.tools.map((t) => t.name), ['image']);
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
  const local = lint(IMAGE_TOOL.replace('export const generateImageTool', 'const generateImageTool'), { path: 'generate-image-tool.ts' });
  assert.deepEqual(local.tools.map((t) => t.name), ['generateImageTool']);
  assert.deepEqual(local.findings.filter((f) => f.rule === 'not-analyzable'), []);
});

test('a tool returned by a same-file function takes the key its call is listed under', () => {
  const text = `import { generateText, tool } from 'ai';
import { z } from 'zod';

function weatherTool(units = 'celsius') {
  return tool({
    description: 'Get the weather in a city',
    inputSchema: z.object({ city: z.string().describe('City name') }),
    execute: async ({ city }) => ({ city, units }),
  });
}
const timeTool = () => tool({ description: 'Get the time in a city', inputSchema: z.object({ city: z.string().describe('City name') }) });

await generateText({ model, prompt: 'Weather in Paris?', tools: { get_weather: weatherTool(), get_time: timeTool() } });
`;
  const r = lint(text, { path: 'agent.ts' });
  assert.deepEqual(r.tools.map((t) => t.name), ['get_weather', 'get_time']);
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
});

test('a tool spread into a record entry is named by the entry, and one under no key is reported, never named ""', () => {
  // vercel/ai harness-e2e-next acp-grok-build/builtin-tools.ts
  const text = `import { tool } from 'ai';
import { z } from 'zod';

export const builtinTools = {
  read_file: {
    ...tool({ inputSchema: z.looseObject({ target_file: z.string(), offset: z.number().int().optional() }) }),
    toolUseKind: 'readonly',
  },
  kill_command: tool({ inputSchema: z.looseObject({ task_id: z.string() }) }),
};

function helperTool() {
  return tool({ description: 'A helper', inputSchema: z.object({ q: z.string() }) });
}
const list = [];
list.push(tool({ description: 'Pushed', inputSchema: z.object({ q: z.string() }) }));
`;
  const r = lint(text, { path: 'builtin-tools.ts' });
  assert.deepEqual(r.tools.map((t) => t.name), ['read_file', 'kill_command']);
  const na = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.deepEqual(na.map((f) => text.slice(f.span.offset, f.span.offset + f.span.length)), ['helperTool', 'tool']);
  assert.match(na[0]!.message, /the tool `helperTool` returns is named by the key its result is listed under/);
  assert.match(na[1]!.message, /not written under a key/);
});

test('without readFile an imported tool listed under a key stays unread, as any imported value', () => {
  const r = lint(FILES['/p/agent.ts']!, { path: '/p/agent.ts' });
  assert.deepEqual(r.tools, []);
});

test('a name with a parameter fallback is the fallback; one on another run-time value is reported', () => {
  // exa-labs/exa-mcp-server src/tools/webFetch.ts: registerWebFetchTool(server, config) registers web_fetch_exa.
  const text = `import { z } from "zod";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

export function registerWebFetchTool(server: McpServer, config?: { exaApiKey?: string }, toolName?: string): void {
  server.tool(
    toolName || "web_fetch_exa",
    \`Read a webpage's full content as clean markdown.\`,
    { urls: z.array(z.string()).describe("URLs to read. Batch multiple URLs in one call.") },
    async ({ urls }) => ({ content: [{ type: "text", text: urls.join() }] }),
  );
}

export function registerSearch(server: McpServer, opts: { name?: string } = {}) {
  server.registerTool(opts.name ?? "web_search_exa", { description: "Search the web.", inputSchema: { query: z.string().describe("Query") } }, async () => ({ content: [] }));
}

const PREFIX = "";
server.registerTool(PREFIX || "known_fallback", { description: "Known.", inputSchema: { q: z.string().describe("Q") } }, async () => ({ content: [] }));
server.registerTool(process.env.TOOL_NAME || "env_tool", { description: "From the environment.", inputSchema: { q: z.string().describe("Q") } }, async () => ({ content: [] }));
`;
  const r = lint(text, { path: 'webFetch.ts' });
  assert.deepEqual(r.tools.map((t) => t.name), ['web_fetch_exa', 'web_search_exa', 'known_fallback']);
  const na = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.deepEqual(na.map((f) => text.slice(f.span.offset, f.span.offset + f.span.length)), ['process.env.TOOL_NAME || "env_tool"']);
  assert.match(na[0]!.message, /`process\.env\.TOOL_NAME` decides this value at run time/);
});

test("a generic wrapper of tool() defines no tool, and a call to an imported wrapper is read where it stands", () => {
  // supabase-community/supabase-mcp src/tools/util.ts and database-operation-tools.ts; stripe ai-sdk/tool.ts.
  const util = `import { tool } from '@supabase/mcp-utils';
import { z } from 'zod/v4';

export function injectableTool({ description, annotations, parameters, inject, execute }) {
  if (!inject || Object.values(inject).every((value) => value === undefined)) {
    return tool({ description, annotations, parameters, execute });
  }
  const cleanParametersSchema = parameters.omit({ project_id: true });
  return tool({ description, annotations, parameters: cleanParametersSchema, execute });
}

export default function StripeTool(api, method: string, description: string, schema: z.ZodObject) {
  return tool({ description, inputSchema: schema, execute: (arg) => api.run(method, arg) });
}
`;
  const tools = `import { z } from 'zod/v4';
import { injectableTool } from './util.js';

export const databaseToolDefs = {
  list_tables: {
    description: 'Lists all tables in one or more schemas.',
    parameters: z.object({ project_id: z.string().describe('The project') }),
  },
};

export function getDatabaseTools({ database, projectId }) {
  const project_id = projectId;
  return {
    list_tables: injectableTool({
      ...databaseToolDefs.list_tables,
      inject: { project_id },
      execute: async ({ project_id }) => database.listTables(project_id),
    }),
  };
}
`;
  const p = project({ '/p/src/tools/util.ts': util, '/p/src/tools/database-operation-tools.ts': tools });
  const u = p.lint('/p/src/tools/util.ts');
  assert.deepEqual(u.tools, []);
  assert.deepEqual(u.findings.filter((f) => f.rule === 'not-analyzable'), []);
  const r = p.lint('/p/src/tools/database-operation-tools.ts');
  assert.deepEqual(r.tools.map((t) => [t.name, t.definition.description]), [['list_tables', 'Lists all tables in one or more schemas.']]);
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
});
