// BeeAI framework tools against the real beeai-framework 0.1.30 (with zod 3.25.76 and its zod-to-json-schema),
// installed by scripts/beeai-oracle.sh beside this test (not a devDependency). Each fixture of test/fixtures/beeai
// that toollint reads whole (this test's own files, never user code) is transpiled and run with the real framework:
// every exported tool class is instantiated without options, every exported DynamicTool taken as it is, and what its
// adapters send (name, description, await getInputJsonSchema()) must equal what toollint reads from the fixture's
// text, key order included. What the framework refuses (a zod effect at the root, a name DynamicTool rejects) throws.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { before, test } from 'node:test';
import { assertReadAsSent, runFixture, type SentTool } from './fixture-tools';

const FIXTURES = join(__dirname, '..', 'fixtures', 'beeai');
const oracle = createRequire(join(__dirname, 'beeai', 'package.json'));

before(() => {
  execFileSync('bash', [join(__dirname, '..', '..', 'scripts', 'beeai-oracle.sh')], { stdio: ['ignore', 'ignore', 'inherit'] });
});

/** The fixture's exports, run with the real framework and zod. */
function run(code: string): Record<string, any> {
  return runFixture(code, (name) => {
    if (name === 'zod' || name === 'beeai-framework' || name.startsWith('beeai-framework/')) return oracle(name);
    throw new Error(`fixture requires ${name}`);
  });
}

/** The exported tools (classes made without options, DynamicTool instances), in export order. */
function tools(exports: Record<string, any>): any[] {
  const { Tool } = oracle('beeai-framework/tools/base');
  return Object.values(exports)
    .map((v) => (typeof v === 'function' && v.prototype instanceof Tool ? new v() : v))
    .filter((t) => t instanceof Tool);
}

/** What the framework's chat adapters send for each exported tool. */
async function sent(code: string): Promise<SentTool[]> {
  const out: SentTool[] = [];
  for (const t of tools(run(code))) out.push({ name: t.name, description: t.description, schema: JSON.parse(JSON.stringify(await t.getInputJsonSchema())) });
  return out;
}

for (const [file, count] of [['travel-tools.ts', 4], ['dynamic-tools.ts', 3]] as const) {
  test(`beeai-framework: ${file} sends what toollint reads, key order included`, async () => {
    const path = join(FIXTURES, file);
    const code = readFileSync(path, 'utf8');
    const real = await sent(code);
    assert.equal(real.length, count);
    assertReadAsSent(code, path, real);
  });
}

test('beeai-framework: what toollint reports as not analysed is what the framework refuses or decides at run time', async () => {
  const exports = run(readFileSync(join(FIXTURES, 'runtime-tools.ts'), 'utf8').replace(/^export const spacedTool[\s\S]*$/m, ''));
  // A zod effect at the root: getInputJsonSchema() throws.
  await assert.rejects(exports.rangeTool.getInputJsonSchema(), /zod effects \(refine, superRefine, transform, \.\.\.\) cannot be converted to JSONSchema!/);
  // A name with a space: DynamicTool's constructor throws.
  const { DynamicTool, StringToolOutput } = oracle('beeai-framework/tools/base');
  const { z } = oracle('zod');
  assert.throws(() => new DynamicTool({ name: 'Weather Now', description: 'd', inputSchema: z.object({}), handler: async () => new StringToolOutput('') }), /Tool name must only have -, _, letters or numbers/);
  // The schema follows the constructor's argument.
  const { AnswerTool } = exports;
  const own = z.object({ city: z.string() });
  assert.deepEqual(Object.keys((await new AnswerTool(own).getInputJsonSchema()).properties), ['city']);
  assert.deepEqual(Object.keys((await new AnswerTool(null).getInputJsonSchema()).properties), ['response']);
});

test('beeai-framework: a zod/v4 schema beside zod 3 is sent as the zod object itself, no JSON Schema', async () => {
  const { DynamicTool, StringToolOutput } = oracle('beeai-framework/tools/base');
  const z4 = oracle('zod/v4');
  const tool = new DynamicTool({ name: 'lookup', description: 'd', inputSchema: z4.object({ q: z4.string() }), handler: async () => new StringToolOutput('') });
  const schema = JSON.parse(JSON.stringify(await tool.getInputJsonSchema()));
  assert.equal(schema.type, undefined);
  assert.ok('def' in schema);
});
