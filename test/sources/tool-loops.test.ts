// Tools kept as records in a const list and registered in a loop (forEach with destructuring, for-of with members):
// one tool per record, each read from its record's code exactly as the same registerTool call written out would be.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';

const DIR = join(__dirname, '..', 'fixtures', 'tool-loops');
const read = (name: string) => readFileSync(join(DIR, name), 'utf8');
const declared = (text: string, path: string) => lint(text, { path }).tools.filter((t) => t.shape !== 'builtin');
const values = (text: string, path: string) => declared(text, path).map((t) => JSON.stringify(t.definition.value));

test('forEach(({ name, description, params }) => context.accountTool(name, { description, inputSchema: z.object(params) }, cb))', () => {
  const text = read('integrations.tools.ts');
  const r = lint(text, { path: 'integrations.tools.ts' });
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
  const tools = r.tools.filter((t) => t.shape !== 'builtin');
  assert.deepEqual(tools.map((t) => t.name), ['integration_by_id', 'integrations_list', 'assets_search']);
  // Each is the tool the call written out for its record is.
  const loopAt = text.indexOf('export function registerIntegrationsTools');
  const unrolled = `${text.slice(0, loopAt)}export function registerIntegrationsTools(context: any) {
  context.accountTool('integration_by_id', { description: 'Analyze Cloudflare One Integration by ID', inputSchema: z.object({ integrationIdParam }) }, async () => ({ content: [] }))
  context.accountTool('integrations_list', { description: 'List all Cloudflare One Integrations in a given account', inputSchema: z.object({}) }, async () => ({ content: [] }))
  context.accountTool('assets_search', { description: 'Search Assets by keyword', inputSchema: z.object({ assetSearchTerm: assetSearchTermParam, page: pageParam }) }, async () => ({ content: [] }))
}\n`;
  assert.deepEqual(tools.map((t) => JSON.stringify(t.definition.value)), values(unrolled, 'unrolled.ts'));
  // The name points at the record's own code.
  assert.equal(text.slice(tools[2]!.definition.node.offset).startsWith('{\n\t\tname: \'assets_search\''), true);
});

test('for (const tool of LIST) server.registerTool(tool.name, { description: tool.summary, inputSchema: tool.shape }, cb)', () => {
  const text = read('deploy-tools.ts');
  const tools = declared(text, 'deploy-tools.ts');
  assert.deepEqual(tools.map((t) => t.name), ['deploy_service', 'rollback_service']);
  const deploy = tools[0]!.definition.value as { description: string; inputSchema: { properties: Record<string, unknown>; required: string[] } };
  assert.equal(deploy.description, 'Deploy the latest commit of a service');
  assert.deepEqual(deploy.inputSchema.required, ['serviceId', 'environment']);
});

test('loops that register no tool stay silent; one that uses its records otherwise is not analysed, never silent', () => {
  const text = read('deploy-tools.ts');
  const quiet = lint(text, { path: 'deploy-tools.ts' });
  assert.deepEqual(quiet.findings.filter((f) => f.rule === 'not-analyzable'), []);
  const templated = text.replace('server.registerTool(tool.name,', 'server.registerTool(`railway_${tool.name}`,');
  const r = lint(templated, { path: 'deploy-tools.ts' });
  assert.deepEqual(r.tools.filter((t) => t.shape !== 'builtin'), []);
  assert.ok(r.findings.some((f) => f.rule === 'not-analyzable'));
});

test('Object.entries(RECORD).forEach(([name, spec]) => server.tool(name, spec.description, spec.shape, cb)) and list.map(...)', () => {
  const text = read('entries-tools.ts');
  const r = lint(text, { path: 'entries-tools.ts' });
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
  const tools = r.tools.filter((t) => t.shape !== 'builtin');
  assert.deepEqual(tools.map((t) => t.name), ['project_list', 'project-delete', 'environment_list']);
  const loopAt = text.indexOf('export function registerProjectTools');
  const unrolled = `${text.slice(0, loopAt)}export function registerProjectTools(server: McpServer) {
  server.tool('project_list', 'List the projects of the current team', { limit: z.number().int().min(1).max(100).optional().describe('How many to list') }, async () => ({ content: [] }))
  server.tool('project-delete', 'Delete a project and all of its environments', { projectId, confirm: z.literal(true).describe('Must be true') }, async () => ({ content: [] }))
  server.registerTool('environment_list', { description: 'List the environments of a project', inputSchema: z.object({ projectId }) }, async () => ({ content: [] }))
}\n`;
  assert.deepEqual(tools.map((t) => JSON.stringify(t.definition.value)), values(unrolled, 'unrolled.ts'));
});
