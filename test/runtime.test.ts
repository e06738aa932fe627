// toollint/runtime's checkTools: each accepted object kind converted as its SDK sends it, the findings the engine
// gives that JSON, one warning per tool and once, silence under test runners and in production, and no parser or
// tokenizer table loaded until a check needs it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { zodFunction } from 'openai/helpers/zod';
import * as z from 'zod';
import { lint } from '../shared/src/lint';
import { checkTools, isQuiet } from '../shared/src/runtime';

const ROOT = join(__dirname, '..');
const DEV = { env: {} };

function userServer(): McpServer {
  const server = new McpServer({ name: 'app', version: '1.0.0' });
  server.registerTool('find_user', { title: 'Find user', description: 'Find a user by id.', inputSchema: { id: z.string().describe('User id'), limit: z.number().optional() }, outputSchema: { name: z.string() } }, async () => ({ content: [], structuredContent: { name: 'x' } }));
  server.registerTool('ping', { description: 'Ping.', inputSchema: z.object({}).strict() }, async () => ({ content: [] }));
  const hidden = server.registerTool('hidden', { description: 'Off.' }, async () => ({ content: [] }));
  hidden.disable();
  return server;
}

/** The server's own tools/list, over the SDK's in-memory transport. */
async function ownToolsList(server: McpServer): Promise<unknown[]> {
  const [a, b] = InMemoryTransport.createLinkedPair();
  await server.connect(a);
  const client = new Client({ name: 'oracle', version: '1' });
  await client.connect(b);
  try {
    // As the wire carries it (the in-memory transport passes objects, undefined members and all).
    return JSON.parse(JSON.stringify((await client.listTools()).tools));
  } finally {
    await client.close();
  }
}

test('an McpServer: its enabled tools, converted exactly as its tools/list sends them, and their findings', async () => {
  const report = checkTools(userServer(), { silent: true });
  assert.deepEqual(report.tools.map((t) => [t.name, t.kind]), [['find_user', 'mcp-server'], ['ping', 'mcp-server']]);
  assert.deepEqual(report.tools.map((t) => t.definition), await ownToolsList(userServer()));
  const findUser = report.tools[0]!;
  assert.ok(findUser.findings.some((f) => f.rule === 'optional-not-required' && f.pointer === '/inputSchema/properties/limit'));
  // The findings are the engine's for that JSON, pointers made relative to the tool.
  const direct = lint(JSON.stringify({ tools: [findUser.definition] }), { path: 'x.json' }).findings.map((f) => `${f.rule} ${f.pointer.replace(/^\/tools\/0/, '')}`);
  assert.deepEqual(findUser.findings.map((f) => `${f.rule} ${f.pointer}`), direct);
  // Its registered-tools record is accepted too.
  const registry = (userServer() as unknown as { _registeredTools: object })._registeredTools;
  assert.deepEqual(checkTools(registry, { silent: true }).tools.map((t) => t.name), ['find_user', 'ping']);
});

test('an AI SDK tools object: zod 4 converted as the AI SDK does (draft-07, input), a jsonSchema() schema as given', () => {
  const weather = z.object({ city: z.string().describe('City'), unit: z.enum(['c', 'f']).default('c') });
  const jsonSchemaLike = { [Symbol.for('vercel.ai.schema')]: true, jsonSchema: { type: 'object', properties: { q: { type: 'string' } } }, validate: () => ({ success: true }) };
  const report = checkTools({ weather: { description: 'Weather.', inputSchema: weather, execute: async () => 1 }, search: { description: 'Search.', inputSchema: jsonSchemaLike }, skipped: { description: 'x', inputSchema: weather, lint: false } }, { silent: true });
  assert.deepEqual(report.tools.map((t) => [t.name, t.kind]), [['weather', 'ai-sdk'], ['search', 'ai-sdk']]);
  assert.deepEqual(report.tools[0]!.definition, { name: 'weather', description: 'Weather.', parameters: z.toJSONSchema(weather, { target: 'draft-7', io: 'input' }) });
  assert.deepEqual(report.tools[1]!.definition.parameters, jsonSchemaLike.jsonSchema);
  assert.ok(report.tools[0]!.findings.some((f) => f.rule === 'no-defaults' && f.pointer === '/parameters/properties/unit/default'));
  assert.ok(report.tools[1]!.findings.some((f) => f.rule === 'optional-not-required' && f.pointer === '/parameters/properties/q'));
});

test('OpenAI (zodFunction, Responses) and Anthropic tool arrays are linted as sent', () => {
  const openaiTool = zodFunction({ name: 'open_url', description: 'Open a URL.', parameters: z.object({ url: z.url().describe('The URL') }) });
  const report = checkTools([openaiTool, { type: 'function', name: 'resp', description: 'R.', parameters: { type: 'object', properties: {} } }, { name: 'claude_tool', description: 'C.', input_schema: { type: 'object', properties: { n: { type: 'integer', description: 'N' } }, required: ['n'] } }, { name: 'off', input_schema: {}, lint: false }], { silent: true });
  assert.deepEqual(report.tools.map((t) => [t.name, t.kind]), [['open_url', 'openai'], ['resp', 'openai'], ['claude_tool', 'anthropic']]);
  assert.deepEqual(report.tools[0]!.definition, JSON.parse(JSON.stringify(openaiTool)));
  const uri = report.tools[0]!.findings.find((f) => f.rule === 'unsupported-format');
  assert.equal(uri?.pointer, '/function/parameters/properties/url/format');
  assert.deepEqual(uri?.targets, ['openai-strict']);
  // Options are the engine's: targets narrow what is checked.
  const anthropicOnly = checkTools([{ name: 'claude_tool', description: 'C.', input_schema: { type: 'object', properties: { n: { type: 'integer', description: 'N', minimum: 0, maximum: 9 } }, required: ['n'] } }], { silent: true, targets: ['anthropic'] });
  assert.deepEqual(anthropicOnly.tools[0]!.findings, []);
});

test('one warning per tool with findings, once; again when the tool changes; notes alone are not logged', () => {
  const logs: string[] = [];
  const log = (m: string) => logs.push(m);
  const tools = [{ name: 'log_once_a', description: 'A.', input_schema: { type: 'object', properties: { x: { type: 'string' } } } }, { name: 'log_once_b', description: 'B.', input_schema: { type: 'object', properties: { n: { type: 'number', description: 'N' } }, required: ['n'], additionalProperties: false } }];
  const first = checkTools(tools, { ...DEV, log, targets: ['openai-strict'] });
  assert.equal(first.logged, 1);
  assert.equal(logs.length, 1);
  assert.match(logs[0]!, /^toollint: tool "log_once_a": \d+ errors?.*\. [a-z-]+ at \/input_schema.*\(\+\d+ more: checkTools returns them all\)$/);
  // log_once_b has only a note (numeric-bounds, info): in the report, not in the log.
  assert.ok(first.tools[1]!.findings.length > 0 && first.tools[1]!.findings.every((f) => f.severity === 'info'));
  assert.equal(checkTools(tools, { ...DEV, log, targets: ['openai-strict'] }).logged, 0);
  assert.equal(logs.length, 1);
  const changed = [{ ...tools[0]!, description: 'A, changed.' }];
  assert.equal(checkTools(changed, { ...DEV, log, targets: ['openai-strict'] }).logged, 1);
  assert.equal(logs.length, 2);
  // A control character in a name cannot reach the terminal.
  checkTools([{ name: 'evil\u001b[31m', input_schema: { type: 'object', properties: { q: {} } } }], { ...DEV, log });
  assert.ok(!logs[2]!.includes('\u001b'));
});

test('silent under node:test, Vitest and Jest and in production; the report is returned all the same', () => {
  for (const env of [{ NODE_ENV: 'production' }, { NODE_TEST_CONTEXT: 'child-v8' }, { VITEST: 'true' }, { JEST_WORKER_ID: '1' }]) {
    assert.equal(isQuiet(env), true);
    const logs: string[] = [];
    const r = checkTools([{ name: `quiet_${Object.keys(env)[0]}`, input_schema: { type: 'object', properties: { q: {} } } }], { env, log: (m) => logs.push(m) });
    assert.deepEqual(logs, []);
    assert.ok(r.errors > 0);
  }
  assert.equal(isQuiet({ NODE_ENV: 'development' }), false);
  // This very test runs under node:test: with the real environment nothing is logged.
  const logs: string[] = [];
  checkTools([{ name: 'quiet_real', input_schema: { type: 'object', properties: { q: {} } } }], { log: (m) => logs.push(m) });
  assert.deepEqual(logs, []);
});

test('never throws on what it is given', () => {
  const cyclic: Record<string, unknown> = { name: 'cyc', input_schema: { type: 'object' } };
  cyclic.self = cyclic;
  for (const input of [null, undefined, 42, 'tools', [], {}, [null, 1, 'x'], [cyclic], [{ name: 'big', input_schema: { type: 'object', default: 10n } }], { t: { inputSchema: { _def: {} } } }]) {
    const r = checkTools(input, { silent: true });
    assert.ok(Array.isArray(r.tools));
  }
  assert.match(checkTools({ t: { inputSchema: { _def: {} } } }, { silent: true }).problems[0]!.reason, /zod 3/);
});

/** What a fresh process has loaded after requiring `entry`, before and after one check. */
function loadedModules(entry: string, env: NodeJS.ProcessEnv = {}): { before: string[]; after: string[]; stderr: string } {
  const script = `
    const heavy = () => Object.keys(require.cache).filter((k) => /node_modules\\/(typescript|gpt-tokenizer|web-tree-sitter)\\//.test(k)).map((k) => k.split('node_modules/')[1].split('/')[0]);
    const { checkTools } = require(${JSON.stringify(entry)});
    const before = [...new Set(heavy())];
    checkTools([{ name: 'lazy', description: 'L.', input_schema: { type: 'object', properties: { q: {} } } }]);
    process.stdout.write(JSON.stringify({ before, after: [...new Set(heavy())] }));`;
  const childEnv = { PATH: process.env.PATH, ...env };
  const out = execFileSync(process.execPath, [...(entry.endsWith('.ts') ? ['--import', 'tsx'] : []), '-e', script], { cwd: ROOT, env: childEnv, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return { ...(JSON.parse(out) as { before: string[]; after: string[] }), stderr: '' };
}

test('no TypeScript parser, Python parser or tokenizer table is loaded until a check needs one (source and bundle)', () => {
  for (const entry of [join(ROOT, 'shared/src/runtime/index.ts'), join(ROOT, 'dist/runtime.js')]) {
    const { before, after } = loadedModules(entry);
    assert.deepEqual(before, [], entry);
    // A JSON lint never needs a parser, and a tool under the budget no tokenizer table (the per-request preamble is
    // counted at build time, cost/per-request.ts; test/lazy-chunks.test.ts shows a count loading it).
    assert.deepEqual(after, [], entry);
  }
});

test('in a real development process the warning goes to stderr; with NODE_ENV=production nothing does', () => {
  const script = `require(${JSON.stringify(join(ROOT, 'dist/runtime.js'))}).checkTools([{ name: 'dev_tool', input_schema: { type: 'object', properties: { q: {} } } }]);`;
  const run = (env: NodeJS.ProcessEnv) => {
    const r = require('node:child_process').spawnSync(process.execPath, ['-e', script], { env: { PATH: process.env.PATH, ...env }, encoding: 'utf8' });
    return r.stderr as string;
  };
  assert.match(run({}), /^toollint: tool "dev_tool": /);
  assert.equal(run({ NODE_ENV: 'production' }), '');
  assert.equal(run({ VITEST: 'true' }), '');
});
