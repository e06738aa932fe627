// The AI SDK's zodSchema(X[, { useReferences }]) in a tool's inputSchema, against the real AI SDK 7 (ai 7.0.173 with
// @ai-sdk/provider-utils 5.0.81) and zod 4.6.7 (its zod/v3 for zod 3), installed by scripts/ai-zod-schema-oracle.sh
// beside this test (not a devDependency). Each fixture of test/fixtures/zod-helpers/ai-sdk (this test's own files,
// never user code) is transpiled and run with the real packages; every tool of its `tools` record is sent as the SDK
// sends it (asSchema(inputSchema).jsonSchema), and must equal what toollint reads from the fixture's text, key order
// included.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { before, test } from 'node:test';
import { lint } from '../../shared/src';
import { assertReadAsSent, runFixture, type SentTool } from './fixture-tools';

const FIXTURES = join(__dirname, '..', 'fixtures', 'zod-helpers', 'ai-sdk');
const oracle = createRequire(join(__dirname, 'ai-zod-schema', 'package.json'));

before(() => {
  execFileSync('bash', [join(__dirname, '..', '..', 'scripts', 'ai-zod-schema-oracle.sh')], { stdio: ['ignore', 'ignore', 'inherit'] });
});

/** The fixture's `tools` record as the AI SDK sends it: the key, the description and asSchema(inputSchema).jsonSchema. */
function sent(code: string): SentTool[] {
  const { asSchema } = oracle('@ai-sdk/provider-utils') as { asSchema(s: unknown): { jsonSchema: unknown } };
  const exports = runFixture(code, (name) => {
    if (name === 'ai' || name === '@ai-sdk/provider-utils' || name === 'zod' || name === 'zod/v3') return oracle(name);
    return { openai: () => ({}) };
  });
  return Object.entries(exports.tools as Record<string, { description?: string; inputSchema: unknown }>).map(([name, t]) => ({
    name,
    description: t.description,
    schema: JSON.parse(JSON.stringify(asSchema(t.inputSchema).jsonSchema)),
  }));
}

test('zod 4: zodSchema(X) and zodSchema(X, { useReferences: false }) send what toollint reads, key order included', () => {
  const path = join(FIXTURES, 'chat-route.ts');
  const code = readFileSync(path, 'utf8');
  const real = sent(code);
  assert.equal(real.length, 5);
  assertReadAsSent(code, path, real);
});

test('zod 3: zodSchema() converts with its zod-to-json-schema ($refStrategy none, or root with useReferences)', () => {
  const path = join(FIXTURES, 'chat-route3.ts');
  const code = readFileSync(path, 'utf8');
  const real = sent(code);
  assert.equal(real.length, 3);
  // useReferences: the reused Point is a $ref to its first path.
  assert.match(JSON.stringify(real[1]!.schema), /"\$ref":"#\/properties\/start"/);
  assertReadAsSent(code, path, real);
});

test('zod 4 with useReferences: true is not analysed, saying why (reused "ref" at draft-7 is not modelled)', () => {
  const path = join(FIXTURES, 'chat-route.ts');
  const code = readFileSync(path, 'utf8').replace('{ useReferences: false }', '{ useReferences: true }');
  const r = lint(code, { path });
  const na = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(na.length, 1);
  assert.match(na[0]!.message, /zodSchema\(\)` with `useReferences: true`|zodSchema\(\) with `useReferences: true`/);
  assert.deepEqual(r.tools.map((t) => t.name), ['get_current_weather', 'generate_chart', 'list_docs', 'search_web']);
});
