// A project's own helper that registers the tool it is given (Cloudflare DEX's same-file `registerTool({ name,
// description, schema, callback })` around `context.accountTool(name, { description, inputSchema: z.object(schema) })`,
// pinecone-mcp's imported `registerDatabaseTool(server, name, config, handler)`): each call is the tool that the
// helper's one registration makes with the call's arguments, read at the call. A schema the helper builds from its
// arguments and its own code is reported as not analysed (never the argument's schema alone, which the model does not
// see); the helper's own registration defines no tool.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';
import { converterOf } from '../../shared/src/sources/node-marks';

const DIR = join(__dirname, '..', 'fixtures', 'register-helpers');
const read = (name: string) => readFileSync(join(DIR, name), 'utf8');
const declared = (r: ReturnType<typeof lint>) => r.tools.filter((t) => t.shape !== 'builtin');

test('a same-file helper around accountTool: each call is the tool accountTool registers, as if written out', () => {
  const r = lint(read('dex-tools.ts'), { path: 'dex-tools.ts' });
  const tools = declared(r);
  assert.deepEqual(tools.map((t) => [t.name, t.shape]), [['dex_test_statistics', 'mcp-sdk'], ['dex_list_tests', 'mcp-sdk']]);
  const direct = declared(lint(read('dex-direct.ts'), { path: 'dex-direct.ts' }));
  assert.deepEqual(tools.map((t) => JSON.stringify(t.definition.value)), direct.map((t) => JSON.stringify(t.definition.value)));
  const first = tools[0]!.definition.value as { inputSchema: { properties: Record<string, unknown>; required: string[] } };
  assert.deepEqual(Object.keys(first.inputSchema.properties), ['testId', 'from', 'to']);
  assert.deepEqual(first.inputSchema.required, ['testId', 'from', 'to']);
  assert.match(converterOf(tools[0]!.definition.node) ?? '', /MCP TypeScript SDK.*Read through `registerTool`, this file's helper, which passes them to `accountTool`/s);
  // No finding in the helper's own body (its accountTool call forwards what it is given).
  const helperLine = read('dex-tools.ts').split('\n').findIndex((l) => l.startsWith('const registerTool'));
  assert.deepEqual(r.findings.filter((f) => f.range.start.line >= helperLine).map((f) => f.rule), []);
  assert.equal(r.findings.filter((f) => f.rule === 'not-analyzable').length, 0);
});

test('positional helpers: the config passed on is read; one built with the helper\'s own fields is not analysed; a fixed registration is read once', () => {
  const r = lint(read('database-tools.ts'), { path: 'database-tools.ts' });
  assert.deepEqual(declared(r).map((t) => t.name), ['search-docs', 'ping']);
  const docs = declared(r)[0]!.definition.value as { description: string; inputSchema: { properties: Record<string, unknown> } };
  assert.equal(docs.description, 'Search the Pinecone documentation.');
  assert.deepEqual(Object.keys(docs.inputSchema.properties), ['query']);
  const na = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(na.length, 1);
  assert.match(na[0]!.message, /the schema `registerDatabaseTool` registers is built in its body from its arguments and its own code \(`mergedSchema`\)/);
  assert.equal(na[0]!.range.start.line, read('database-tools.ts').split('\n').findIndex((l) => l.includes('registerDatabaseTool(') && !l.includes('function')));
});

test('an imported helper is read in its own file: the name, description from the call, the built schema not analysed', () => {
  const text = read('database-tools.ts');
  const helper = text.slice(0, text.indexOf('const INSTRUCTIONS'));
  const caller = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { z } from 'zod';\nimport { registerDatabaseTool } from './common/register-tool.js';\n\nconst SCHEMA = { name: z.string().describe('The index to describe.') };\n\nexport function addDescribeIndexTool(server: McpServer) {\n  registerDatabaseTool(server, 'describe-index', { title: 'Describe Index', description: 'Describe a Pinecone index.', inputSchema: SCHEMA }, async () => ({ content: [] }));\n}\n`;
  const files: Record<string, string> = { '/p/src/tools/common/register-tool.ts': helper, '/p/src/tools/describe-index.ts': caller };
  const readFile = (p: string) => files[p];
  const r = lint(caller, { path: '/p/src/tools/describe-index.ts', readFile });
  assert.deepEqual(declared(r), []);
  const na = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(na.length, 1);
  assert.match(na[0]!.message, /`registerDatabaseTool` registers is built in its body/);
  assert.equal(na[0]!.range.start.line, 7);
  // The helper's file alone: its registration forwards what it is given, no tool and no finding.
  const own = lint(helper, { path: '/p/src/tools/common/register-tool.ts', readFile });
  assert.deepEqual(declared(own), []);
  assert.deepEqual(own.findings, []);
  // The same helper passing its config on as given: the call's tool, read here.
  const plain = helper.replace('inputSchema: mergedSchema', 'inputSchema: config.inputSchema');
  files['/p/src/tools/common/register-tool.ts'] = plain;
  const read2 = lint(caller.replace("'describe-index'", "'describe-index-2'"), { path: '/p/src/tools/describe-index.ts', readFile });
  assert.deepEqual(declared(read2).map((t) => [t.name, (t.definition.value as { description: string }).description]), [['describe-index-2', 'Describe a Pinecone index.']]);
  assert.deepEqual(Object.keys((declared(read2)[0]!.definition.value as { inputSchema: { properties: object } }).inputSchema.properties), ['name']);
});

test('a positional helper declared in the setup function, and MCP Apps\' registerAppTool(server, name, config, cb)', () => {
  const r = lint(read('app-tools.ts'), { path: 'app-tools.ts' });
  const tools = declared(r);
  assert.deepEqual(tools.map((t) => t.name), ['get_environment_info', 'list_problems', 'execute_dql']);
  const problems = tools[1]!.definition.value as { description: string; inputSchema: { properties: Record<string, unknown>; required?: string[] } };
  assert.match(problems.description, /^List all problems/);
  assert.deepEqual(Object.keys(problems.inputSchema.properties), ['timeframe', 'maxProblemsToDisplay']);
  const dql = tools[2]!.definition.value as { description: string; inputSchema: { properties: Record<string, unknown>; required: string[] } };
  assert.deepEqual(Object.keys(dql.inputSchema.properties), ['dqlStatement', 'recordLimit']);
  assert.deepEqual(dql.inputSchema.required, ['dqlStatement']);
  assert.match(converterOf(tools[2]!.definition.node) ?? '', /registerAppTool, which passes the config on to registerTool/);
  assert.equal(r.findings.filter((f) => f.rule === 'not-analyzable').length, 0);
  // registerAppTool from anywhere else is no MCP Apps call.
  const other = read('app-tools.ts').replace("'@modelcontextprotocol/ext-apps/server'", "'./my-apps'");
  assert.deepEqual(declared(lint(other, { path: 'app-tools.ts' })).map((t) => t.name), ['get_environment_info', 'list_problems']);
});

test("an imported positional helper that holds its description in a const of its body first (atlas's `const fullDescription = description`)", () => {
  const helper = [
    "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
    "import { z } from 'zod';",
    'export const registerTool = (server: McpServer, name: string, description: string, schema: z.ZodRawShape, handler: any) => {',
    '  const wrapped = async (args: Record<string, unknown>) => handler(z.object(schema).parse(args));',
    '  const fullDescription = description;',
    '  const alias = fullDescription;',
    '  server.tool(name, alias, schema, wrapped);',
    '};',
  ].join('\n');
  const shape = "import { z } from 'zod';\nexport const DeleteShape = { id: z.string().describe('Project id') };\n";
  const caller = [
    "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
    "import { registerTool } from '../types/tool';",
    "import { DeleteShape } from './shape';",
    'export const registerDelete = (server: McpServer) => {',
    "  registerTool(server, 'project_delete', 'Delete a project', DeleteShape, async () => ({ content: [] }));",
    '};',
  ].join('\n');
  const files: Record<string, string> = { '/p/src/types/tool.ts': helper, '/p/src/tools/shape.ts': shape };
  const readFile = (p: string) => files[p];
  const r = lint(caller, { path: '/p/src/tools/delete.ts', readFile });
  assert.deepEqual(declared(r).map((t) => [t.name, (t.definition.value as { description: string }).description]), [['project_delete', 'Delete a project']]);
  assert.deepEqual(Object.keys((declared(r)[0]!.definition.value as { inputSchema: { properties: object } }).inputSchema.properties), ['id']);
  // A description the helper's const builds from the argument is its own code: the helper's file is not read for it.
  files['/p/src/types/tool.ts'] = helper.replace('const fullDescription = description;', "const fullDescription = description + ' (Atlas)';");
  assert.deepEqual(declared(lint(caller.replace("'project_delete'", "'project_delete_2'"), { path: '/p/src/tools/delete.ts', readFile })).map((t) => t.name), []);
});
