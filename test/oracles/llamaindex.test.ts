// LlamaIndex.TS's tool({ name, description, parameters, execute }) and FunctionTool.from(fn, config) against the real
// @llamaindex/core 0.6.23 (what `llamaindex` re-exports) with zod 4.6.7, installed by scripts/llamaindex-oracle.sh beside
// this test (not a devDependency). Each fixture of test/fixtures/llamaindex (this test's own files, never user code) is
// transpiled and run with the real package (other modules stubbed); every exported tool's metadata (name, description,
// parameters as LlamaIndex converts zod: zod 4's toJSONSchema, zod 3 through zod-to-json-schema) must equal what
// toollint reads from the fixture's text, key order included.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { before, test } from 'node:test';
import { assertReadAsSent, runFixture, type SentTool } from './fixture-tools';

const FIXTURES = join(__dirname, '..', 'fixtures', 'llamaindex');
const oracle = createRequire(join(__dirname, 'llamaindex', 'package.json'));

before(() => {
  execFileSync('bash', [join(__dirname, '..', '..', 'scripts', 'llamaindex-oracle.sh')], { stdio: ['ignore', 'ignore', 'inherit'] });
});

/** The fixture's exported tools' metadata, as the real package builds it. */
function metadata(code: string): SentTool[] {
  const exports = runFixture(code, (name) => {
    if (name === 'llamaindex') return oracle('@llamaindex/core/tools');
    if (name === 'zod' || name === 'zod/v3') return oracle(name);
    return { agent: () => ({}) };
  });
  return Object.values(exports)
    .filter((t) => t?.metadata?.name)
    .map((t) => JSON.parse(JSON.stringify(t.metadata)))
    .map((m) => ({ name: m.name, description: m.description, schema: m.parameters }));
}

// The fixture as written (zod 4), and with zod 3 imported instead (LlamaIndex converts zod 3 with zod-to-json-schema).
for (const zod of ['zod', 'zod/v3']) {
  test(`LlamaIndex.TS: finance-agent.ts with ${zod} sends what toollint reads, key order included`, () => {
    const path = join(FIXTURES, 'finance-agent.ts');
    const code = readFileSync(path, 'utf8').replace('import { z } from "zod";', `import { z } from "${zod}";`);
    const real = metadata(code);
    assert.equal(real.length, 3);
    assertReadAsSent(code, path, real);
  });
}
