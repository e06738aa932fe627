// Tools whose zod lives in another file of the project, in the forms the second recall sample found unread: a file
// that imports zod as a type only (or not at all) and uses imported schemas, zod re-exported by a local module under
// another name, a name from an imported `as const` object, a raw shape held in a const, `X.shape` of an imported
// schema, zodToJsonSchema() of an imported schema, and a description joined from a list. Each is read through
// readFile, never run.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lint } from '../../shared/src';

function project(files: Record<string, string>, entry: string) {
  const r = lint(files[entry]!, { path: entry, readFile: (p) => files[p] });
  return { r, tools: r.tools.map((t) => ({ name: t.name, description: t.definition.description, schema: t.definition.schema as { properties?: Record<string, { description?: string; type?: string }> } })), na: r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => f.message) };
}

test('a tools list whose schemas are imported, in a file that imports zod as a type only', () => {
  const { tools, na } = project(
    {
      '/neon/src/toolsSchema.ts': "import { z } from 'zod/v3';\nexport const listProjectsInputSchema = z.object({\n  limit: z.number().default(10).describe('Limit the number of projects.'),\n  search: z.string().optional().describe('Search by project name'),\n});\n",
      '/neon/src/definitions.ts': "import type { ZodTypeAny } from 'zod/v3';\nimport { listProjectsInputSchema } from './toolsSchema';\n\nexport const NEON_TOOLS = [\n  {\n    name: 'list_projects' as const,\n    description: `Lists the first 10 Neon projects in your account.`,\n    inputSchema: listProjectsInputSchema,\n    readOnlySafe: true,\n  },\n] satisfies { name: string; inputSchema: ZodTypeAny }[];\n",
    },
    '/neon/src/definitions.ts',
  );
  assert.deepEqual(na, []);
  assert.deepEqual(tools.map((t) => [t.name, Object.keys(t.schema.properties ?? {})]), [['list_projects', ['limit', 'search']]]);
  assert.equal(tools[0]!.schema.properties!.limit!.description, 'Limit the number of projects.');
});

test('zod re-exported by a local module under another name (`export { z as zod } from "zod"`)', () => {
  const { tools, na } = project(
    {
      '/cd/src/third_party/index.ts': "export { z as zod } from 'zod';\nexport type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';\n",
      '/cd/src/tools/ToolDefinition.ts': "export function defineTool<T>(def: T): T {\n  return def;\n}\n",
      '/cd/src/tools/extensions.ts': "import { zod } from '../third_party/index.js';\nimport { defineTool } from './ToolDefinition.js';\n\nexport const installExtension = defineTool({\n  name: 'install_extension',\n  description: 'Installs a Chrome extension from the given path.',\n  schema: {\n    path: zod.string().describe('Absolute path to the unpacked extension folder.'),\n    reload: zod.boolean().optional(),\n  },\n  handler: async () => {},\n});\n",
    },
    '/cd/src/tools/extensions.ts',
  );
  assert.deepEqual(na, []);
  assert.deepEqual(tools.map((t) => [t.name, Object.keys(t.schema.properties ?? {})]), [['install_extension', ['path', 'reload']]]);
});

test('a name from an imported `as const` object, and a raw zod shape held in a const of the file', () => {
  const { tools, na } = project(
    {
      '/td/src/utils/tool-names.ts': "export const ToolNames = {\n  ADD_LABELS: 'add-labels',\n  FIND_LABELS: 'find-labels',\n} as const;\n",
      '/td/src/tools/add-labels.ts': "import { z } from 'zod';\nimport { ToolNames } from '../utils/tool-names.js';\n\nconst ArgsSchema = {\n  labels: z.array(z.string().min(1)).min(1).describe('The names of the labels to add.'),\n};\n\nconst addLabels = {\n  name: ToolNames.ADD_LABELS,\n  description: 'Add one or more labels to the account.',\n  parameters: ArgsSchema,\n  async execute() {\n    return { content: [] };\n  },\n};\n\nexport { addLabels };\n",
    },
    '/td/src/tools/add-labels.ts',
  );
  assert.deepEqual(na, []);
  assert.deepEqual(tools.map((t) => [t.name, Object.keys(t.schema.properties ?? {})]), [['add-labels', ['labels']]]);
});

test('`inputSchema: params.shape` of an imported z.object(), and zodToJsonSchema() of an imported schema', () => {
  const brave = project(
    {
      '/b/src/tools/web/params.ts': "import { z } from 'zod';\nconst params = z.object({\n  query: z.string().max(400).describe('Search query (max 400 chars).'),\n  count: z.number().int().min(1).max(20).default(10).describe('Number of results'),\n});\nexport default params;\n",
      '/b/src/tools/web/index.ts': "import params from './params.js';\n\nexport const name = 'brave_web_search';\nexport const description = 'Performs web searches using the Brave Search API.';\n\nexport default {\n  name,\n  description,\n  inputSchema: params.shape,\n  execute: async () => ({ content: [] }),\n};\n",
    },
    '/b/src/tools/web/index.ts',
  );
  assert.deepEqual(brave.na, []);
  assert.deepEqual(brave.tools.map((t) => [t.name, Object.keys(t.schema.properties ?? {})]), [['brave_web_search', ['query', 'count']]]);
  const dc = project(
    {
      '/dc/package.json': '{ "dependencies": { "zod": "^3.24.1", "zod-to-json-schema": "^3.24.5" } }',
      '/dc/src/tools/schemas.ts': "import { z } from 'zod';\nexport const GetConfigArgsSchema = z.object({});\nexport const ReadFileArgsSchema = z.object({ path: z.string(), offset: z.number().optional().default(0) });\n",
      '/dc/src/server.ts': "import { Server } from '@modelcontextprotocol/sdk/server/index.js';\nimport { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';\nimport { zodToJsonSchema } from 'zod-to-json-schema';\nimport { GetConfigArgsSchema, ReadFileArgsSchema } from './tools/schemas.js';\n\nconst server = new Server({ name: 'dc', version: '1.0.0' }, { capabilities: { tools: {} } });\nserver.setRequestHandler(ListToolsRequestSchema, async () => ({\n  tools: [\n    { name: 'get_config', description: 'Get the complete server configuration as JSON.', inputSchema: zodToJsonSchema(GetConfigArgsSchema) },\n    { name: 'read_file', description: 'Read the contents of a file.', inputSchema: zodToJsonSchema(ReadFileArgsSchema) },\n  ],\n}));\n",
    },
    '/dc/src/server.ts',
  );
  assert.deepEqual(dc.na, []);
  assert.deepEqual(dc.tools.map((t) => [t.name, Object.keys(t.schema.properties ?? {})]), [['get_config', []], ['read_file', ['path', 'offset']]]);
  // zod-to-json-schema's own output (zod 3: $schema last, additionalProperties false), read in the schemas' file.
  assert.equal(JSON.stringify(dc.tools[1]!.schema), '{"type":"object","properties":{"path":{"type":"string"},"offset":{"type":"number","default":0}},"required":["path"],"additionalProperties":false,"$schema":"http://json-schema.org/draft-07/schema#"}');
});

test("a description joined from a list of lines (`[...].join('\\n')`)", () => {
  const { tools, na } = project(
    {
      '/s/src/tools/find-teams.ts': "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { z } from 'zod';\nconst server = new McpServer({ name: 'sentry', version: '1.0.0' });\nconst MAX = 25;\nserver.registerTool(\n  'find_teams',\n  {\n    description: [\n      'Find teams in an organization in Sentry.',\n      '',\n      `Returns at most ${MAX} teams.`,\n    ].join('\\n'),\n    inputSchema: { organizationSlug: z.string().describe('The organization slug') },\n  },\n  async () => ({ content: [] }),\n);\n",
    },
    '/s/src/tools/find-teams.ts',
  );
  assert.deepEqual(na, []);
  assert.deepEqual(tools.map((t) => [t.name, t.description]), [['find_teams', 'Find teams in an organization in Sentry.\n\nReturns at most 25 teams.']]);
});

test("a whole tool imported from its own file is reported there, not again where it is used under the same name", () => {
  const files: Record<string, string> = {
    '/t/src/tools/add-tasks.ts': "import { z } from 'zod';\nexport const addTasks = {\n  name: 'add-tasks',\n  description: 'Add one or more tasks to a project.',\n  parameters: { tasks: z.array(z.string()).min(1).describe('Task titles') },\n  async execute() {\n    return {};\n  },\n};\n",
    '/t/src/tools/get-weather.ts': "import { tool } from 'ai';\nimport { z } from 'zod';\nexport const getWeather = tool({ description: 'Get the weather at a location', inputSchema: z.object({ city: z.string().describe('City') }), execute: async () => ({}) });\n",
    '/t/src/mcp-server.ts': "import { addTasks } from './tools/add-tasks.js';\nimport { registerTool } from './utils/register.js';\nexport function getServer(server: unknown) {\n  registerTool({ tool: addTasks, server });\n}\n",
    '/t/src/route.ts': "import { streamText } from 'ai';\nimport { getWeather } from './tools/get-weather';\nexport const run = () => streamText({ model: 'openai/gpt-4o', prompt: 'hi', tools: { getWeather, weather: getWeather } });\n",
  };
  const lintAt = (p: string) => lint(files[p]!, { path: p, readFile: (q) => files[q] });
  assert.deepEqual(lintAt('/t/src/tools/add-tasks.ts').tools.map((t) => t.name), ['add-tasks']);
  assert.deepEqual(lintAt('/t/src/mcp-server.ts').tools.map((t) => t.name), []);
  assert.deepEqual(lintAt('/t/src/tools/get-weather.ts').tools.map((t) => t.name), ['getWeather']);
  // Under its own name it is the tool its file reports; under another key it is this file's reading, named by the key.
  assert.deepEqual(lintAt('/t/src/route.ts').tools.map((t) => t.name), ['weather']);
});

test("a raw shape of imported zod fields, in a file that does not import zod (`organizationSlug: ParamOrganizationSlug`)", () => {
  const { tools, na } = project(
    {
      '/sn/src/schema.ts': "import { z } from 'zod';\nexport const ParamOrganizationSlug = z.string().trim().describe('The organization slug.');\nexport const ParamRegionUrl = z.string().url().describe('The region URL.');\n",
      '/sn/src/define.ts': 'export function defineTool<T>(tool: T): T {\n  return tool;\n}\n',
      '/sn/src/tools/whoami.ts': "import { defineTool } from '../define';\nimport { ParamOrganizationSlug, ParamRegionUrl } from '../schema';\n\nexport default defineTool({\n  name: 'find_projects',\n  description: 'Find projects in an organization.',\n  inputSchema: {\n    organizationSlug: ParamOrganizationSlug,\n    regionUrl: ParamRegionUrl.nullable().default(null),\n  },\n  async handler() {\n    return '';\n  },\n});\n",
    },
    '/sn/src/tools/whoami.ts',
  );
  assert.deepEqual(na, []);
  assert.deepEqual(tools.map((t) => [t.name, Object.keys(t.schema.properties ?? {})]), [['find_projects', ['organizationSlug', 'regionUrl']]]);
  assert.equal(tools[0]!.schema.properties!.organizationSlug!.description, 'The organization slug.');
});
