// A project function that returns a tool object built from its arguments (shared/src/sources/typescript/tool-helpers.ts):
// datadog's `createToolSchema(ZodSchema, 'name', 'description')` returning `{ name, description, inputSchema: convert(schema) }`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lint } from '../../shared/src';

type Tool = { name: string; description?: string; inputSchema: { type: string; properties: Record<string, { type: string; description?: string }>; required?: string[] } };
const value = (r: ReturnType<typeof lint>, i: number) => r.tools[i]!.definition.value as Tool;

const HELPER = [
  "import type { Tool } from '@modelcontextprotocol/sdk/types.js';",
  "import { z } from 'zod';",
  'export function createToolSchema<T extends string>(schema: z.ZodTypeAny, name: T, description: string): Tool & { name: T } {',
  "  return { name, description, inputSchema: z.toJSONSchema(schema, { target: 'draft-07' }) as Tool['inputSchema'] };",
  '}',
].join('\n');

test('each call of a same-file helper returning { name, description, inputSchema: toJSONSchema(schema) } is that tool', () => {
  const code = [
    HELPER,
    "const ListThings = z.object({ query: z.string().optional().describe('Filter things') });",
    'const GetThing = z.object({ id: z.string() });',
    'export const THINGS_TOOLS: Tool[] = [',
    "  createToolSchema(ListThings, 'list_things', 'List things'),",
    "  createToolSchema(GetThing, 'get_thing', 'Get a thing'),",
    '];',
  ].join('\n');
  const r = lint(code, { path: 'src/tools/things.ts' });
  assert.deepEqual(r.tools.map((t) => [t.name, t.shape, value(r, r.tools.indexOf(t)).description]), [['list_things', 'mcp', 'List things'], ['get_thing', 'mcp', 'Get a thing']]);
  assert.equal(value(r, 0).inputSchema.properties.query!.description, 'Filter things');
  assert.deepEqual(value(r, 1).inputSchema.required, ['id']);
  // The findings are the caller's zod's, at the call's arguments: `id` has no description.
  const missing = r.findings.find((f) => f.tool === 'get_thing' && /`id` has no/.test(f.message));
  assert.ok(missing);
  assert.equal(missing!.range.start.line, code.split('\n').findIndex((l) => l.startsWith('const GetThing')));
});

test('an imported helper is read in its file; a schema given as it is sent is read at the call; one the helper builds is not analysed', () => {
  const files: Record<string, string> = {
    '/p/src/utils/tool.ts': HELPER,
    '/p/src/utils/raw.ts': 'export const rawTool = (name: string, description: string, inputSchema: object) => ({ name, description, inputSchema });',
    '/p/src/utils/built.ts': "import zodToJsonSchema from 'zod-to-json-schema';\nexport function builtTool(schema: any, name: string, description: string) {\n  return { name, description, inputSchema: pick(zodToJsonSchema(schema, { name }), name) };\n}",
  };
  const readFile = (p: string) => files[p];
  const caller = [
    "import { z } from 'zod';",
    "import { createToolSchema } from '../utils/tool';",
    "import { rawTool } from '../utils/raw';",
    "import { builtTool } from '../utils/built';",
    "const S = z.object({ q: z.string().describe('Query') });",
    'export const TOOLS = [',
    "  createToolSchema(S, 'search', 'Search'),",
    "  rawTool('ping', 'Ping the host', { type: 'object', properties: { host: { type: 'string', description: 'Host' } }, required: ['host'] }),",
    "  builtTool(S, 'list_dashboards', 'Get dashboards'),",
    '];',
  ].join('\n');
  const r = lint(caller, { path: '/p/src/tools/index.ts', readFile });
  assert.deepEqual(r.tools.map((t) => t.name), ['search', 'ping']);
  assert.deepEqual({ ...value(r, 0).inputSchema.properties.q }, { type: 'string', description: 'Query' });
  assert.deepEqual(value(r, 1).inputSchema.required, ['host']);
  const na = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(na.length, 1);
  assert.match(na[0]!.message, /the schema `builtTool` returns is built in its body from its arguments \(`pick\(zodToJsonSchema/);
  assert.equal(na[0]!.range.start.line, 8);
});

test('no tool from a helper whose name is its own (a literal), nor from a call whose name argument is not known', () => {
  const fixed = [
    "import { z } from 'zod';",
    "function mk(schema: z.ZodTypeAny, description: string) { return { name: 'fixed', description, inputSchema: z.toJSONSchema(schema) }; }",
    "export const T = [mk(z.object({}), 'Fixed')];",
    "function named(schema: z.ZodTypeAny, name: string) { return { name, description: 'd', inputSchema: z.toJSONSchema(schema) }; }",
    'export const U = (n: string) => [named(z.object({}), n)];',
  ].join('\n');
  assert.deepEqual(lint(fixed, { path: 'src/tools.ts' }).tools.filter((t) => t.name !== 'fixed').map((t) => t.name), []);
});
