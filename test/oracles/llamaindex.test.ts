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
import ts from 'typescript';
import { lint } from '../../shared/src';

const FIXTURES = join(__dirname, '..', 'fixtures', 'llamaindex');
const oracle = createRequire(join(__dirname, 'llamaindex', 'package.json'));

before(() => {
  execFileSync('bash', [join(__dirname, '..', '..', 'scripts', 'llamaindex-oracle.sh')], { stdio: ['ignore', 'ignore', 'inherit'] });
});

interface Metadata {
  name: string;
  description: string;
  parameters: unknown;
}

/** The fixture's exported tools' metadata, as the real package builds it. */
function metadata(code: string): Metadata[] {
  const js = ts.transpileModule(code, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const req = (name: string): unknown => {
    if (name === 'llamaindex') return oracle('@llamaindex/core/tools');
    if (name === 'zod' || name === 'zod/v3') return oracle(name);
    return { agent: () => ({}) };
  };
  const exports: Record<string, any> = {};
  new Function('require', 'exports', 'module', js)(req, exports, { exports });
  return Object.values(exports)
    .filter((t) => t?.metadata?.name)
    .map((t) => JSON.parse(JSON.stringify(t.metadata)));
}

for (const file of ['finance-agent.ts', 'finance-agent-zod3.ts']) {
  test(`LlamaIndex.TS: ${file} sends what toollint reads, key order included`, () => {
    const path = join(FIXTURES, file);
    const code = readFileSync(path, 'utf8');
    const real = metadata(code);
    assert.equal(real.length, 3);
    const r = lint(code, { path });
    assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
    assert.deepEqual(r.tools.map((t) => t.name), real.map((t) => t.name));
    r.tools.forEach((t, i) => {
      assert.equal(t.definition.description, real[i]!.description, t.name);
      assert.equal(JSON.stringify(t.definition.schema), JSON.stringify(real[i]!.parameters), `${t.name}: parameters, key order included`);
    });
  });
}
