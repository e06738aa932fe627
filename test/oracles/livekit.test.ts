// LiveKit Agents tools against the real @livekit/agents 1.9.0 (with zod 4.6.7, whose zod/v3 and zod/v4 it converts),
// installed by scripts/livekit-oracle.sh beside this test (not a devDependency). Each fixture of test/fixtures/livekit
// that toollint reads whole (this test's own files, never user code) is transpiled and run with the real package: its
// exported tools go through the package's own ToolContext (a record names an anonymous tool by its key) and
// zodSchemaToJsonSchema, and what the chat-completions request sends (name, description, parameters without `$schema`)
// must equal what toollint reads, key order included. The package's entry needs @livekit/rtc-node (a native build,
// left out), so its llm modules are loaded by path; toJsonSchema (llm/utils.ts) is the two lines copied below.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { before, test } from 'node:test';
import { assertReadAsSent, runFixture, type SentTool } from './fixture-tools';
import { lint } from '../../shared/src';

const FIXTURES = join(__dirname, '..', 'fixtures', 'livekit');
const oracle = createRequire(join(__dirname, 'livekit', 'package.json'));
const llmModule = (name: string) => oracle(`@livekit/agents/dist/llm/${name}.cjs`.replace('@livekit/agents/', join(__dirname, 'livekit', 'node_modules', '@livekit', 'agents') + '/'));

before(() => {
  execFileSync('bash', [join(__dirname, '..', '..', 'scripts', 'livekit-oracle.sh')], { stdio: ['ignore', 'ignore', 'inherit'] });
});

/** @livekit/agents 1.9's toJsonSchema(schema, isOpenai = true, strict = false) (llm/utils.ts), with its own zod utils. */
function toJsonSchema(schema: any): any {
  const { isZodSchema, zodSchemaToJsonSchema } = llmModule('zod-utils');
  return isZodSchema(schema) ? zodSchemaToJsonSchema(schema, true, false) : schema;
}

/** The fixture's exports, run with the real package's llm module and zod. */
function run(code: string): Record<string, any> {
  const { tool } = llmModule('tool_context');
  return runFixture(code, (name) => {
    if (name === 'zod/v3' || name === 'zod/v4') return oracle(name);
    // voice.Agent is not run: the fixtures' classes only list the tools.
    if (name === '@livekit/agents') return { llm: { tool }, voice: { Agent: class {} } };
    throw new Error(`fixture requires ${name}`);
  });
}

/** What inference.LLM / openai.LLM send for the exported tools (a record of the anonymous ones by export name), in export order. */
function sent(code: string): SentTool[] {
  const { ToolContext } = llmModule('tool_context');
  const exports = run(code);
  const tools = Object.fromEntries(Object.entries(exports).filter(([, v]) => v && typeof v === 'object' && 'execute' in v));
  const named = Object.values(tools).filter((t: any) => t.name !== undefined);
  const anonymous = Object.fromEntries(Object.entries(tools).filter(([, t]: [string, any]) => t.name === undefined));
  const ctx = new ToolContext(named.length ? named : anonymous);
  return Object.entries(ctx.functionTools).map(([name, t]: [string, any]) => {
    const { $schema: _dropped, ...parameters } = toJsonSchema(t.parameters);
    return { name, description: t.description, schema: JSON.parse(JSON.stringify(parameters)) };
  });
}

for (const [file, count] of [['weather-agent.ts', 3], ['named-tools.ts', 3]] as const) {
  test(`@livekit/agents: ${file} sends what toollint reads, key order included`, () => {
    const path = join(FIXTURES, file);
    const code = readFileSync(path, 'utf8');
    const real = sent(code);
    assert.equal(real.length, count);
    assertReadAsSent(code, path, real);
  });
}

test('@livekit/agents: onDuplicate "confirm" changes the schema (not analysed), and an anonymous tool in a list has no name', () => {
  const { tool, ToolContext } = llmModule('tool_context');
  const { z } = oracle('zod/v4');
  const confirmed = tool({ name: 'bookFlight', description: 'd', onDuplicate: 'confirm', parameters: z.object({ destination: z.string() }), execute: async () => '' });
  assert.deepEqual(Object.keys(toJsonSchema(confirmed.parameters).properties), ['destination', 'lk_agents_confirm_duplicate']);
  assert.throws(() => new ToolContext([tool({ description: 'd', execute: async () => '' })]), /unknown tool type/);
  const path = join(FIXTURES, 'runtime-tools.ts');
  const r = lint(readFileSync(path, 'utf8'), { path });
  assert.deepEqual(r.tools.map((t) => t.name), []);
  const messages = r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => [f.tool, f.message]);
  assert.equal(messages.length, 2);
  assert.equal(messages[0]![0], 'bookFlight');
  assert.match(String(messages[0]![1]), /onDuplicate: 'confirm'/);
  assert.match(String(messages[1]![1]), /LiveKit names an llm\.tool\(\) without `name` by the key/);
});
