// Genkit's ai.defineTool({ name, description, inputSchema }) against the real genkit 1.42.0 (with its zod 3 and
// zod-to-json-schema), installed by scripts/genkit-oracle.sh beside this test (not a devDependency). Each fixture of
// test/fixtures/genkit (this test's own files, never user code) is transpiled and run with the real genkit (its model
// plugin replaced by an empty genkitPlugin); every exported tool, as Genkit's toToolDefinition describes it to a model
// plugin (name, description, inputSchema), must equal what toollint reads from the fixture's text, key order included.
// A zod 4 schema, which Genkit's zod-to-json-schema turns into `{ $schema }` alone, is not analysed, saying why.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { before, test } from 'node:test';
import { lint } from '../../shared/src';
import { assertReadAsSent, runFixture, type SentTool } from './fixture-tools';

const FIXTURES = join(__dirname, '..', 'fixtures', 'genkit');
const oracle = createRequire(join(__dirname, 'genkit', 'package.json'));

before(() => {
  execFileSync('bash', [join(__dirname, '..', '..', 'scripts', 'genkit-oracle.sh')], { stdio: ['ignore', 'ignore', 'inherit'] });
});

/** The fixture's exported tools as the real genkit defines them. */
function definitions(code: string): SentTool[] {
  const { genkitPlugin } = oracle('genkit/plugin');
  const exports = runFixture(code, (name) => {
    if (name === 'genkit' || name === 'zod' || name === 'zod/v4') return oracle(name);
    if (name === '@genkit-ai/google-genai') return { googleAI: () => genkitPlugin('googleai', async () => {}) };
    throw new Error(`fixture requires ${name}`);
  });
  const { toToolDefinition } = oracle('@genkit-ai/ai/tool');
  return Object.values(exports)
    .map((t) => JSON.parse(JSON.stringify(toToolDefinition(t))))
    .map((d) => ({ name: d.name, description: d.description, schema: d.inputSchema }));
}

test('Genkit: restaurant-tools.ts sends what toollint reads, key order included', () => {
  const path = join(FIXTURES, 'restaurant-tools.ts');
  const code = readFileSync(path, 'utf8');
  const real = definitions(code);
  assert.equal(real.length, 3);
  assertReadAsSent(code, path, real);
});

test("Genkit: a zod 4 schema (z from zod 4) is not analysed: Genkit's zod-to-json-schema sends `{ $schema }` alone", () => {
  const code = `import { genkit } from "genkit";
import { z } from "zod/v4";
const ai = genkit({});
export const lookup = ai.defineTool({ name: "lookup", description: "Look up an order", inputSchema: z.object({ orderId: z.string() }) }, async () => "ok");
`;
  const [real] = definitions(code);
  assert.deepEqual(Object.keys(real!.schema as object), ['$schema']);
  const r = lint(code, { path: 'orders.ts' });
  const f = r.findings.find((x) => x.rule === 'not-analyzable');
  assert.match(f?.message ?? '', /zod-to-json-schema, which reads zod 3 schemas only/);
});
