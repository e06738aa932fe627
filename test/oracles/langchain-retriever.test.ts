// LangChain.js's createRetrieverTool(retriever, { name, description }) against the real packages: langchain 0.3.37
// (`langchain/tools/retriever`, `langchain/agents/toolkits`) with @langchain/core 0.3.80, and @langchain/classic 1.0.50
// (`@langchain/classic/tools/retriever`, `@langchain/classic/agents/toolkits`) with @langchain/core 1.4.0, installed by
// scripts/langchain-retriever-oracle.sh beside this test (not devDependencies). Each fixture of
// test/fixtures/langchain-retriever (this test's own files, never user code) is transpiled and its exported functions
// run with a stand-in retriever; every tool they build, as that core's convertToOpenAITool sends it, must equal what
// toollint reads from the fixture's text: names, descriptions and parameters, key order included.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { before, test } from 'node:test';
import ts from 'typescript';
import { lint } from '../../shared/src';

const FIXTURES = join(__dirname, '..', 'fixtures', 'langchain-retriever');

before(() => {
  execFileSync('bash', [join(__dirname, '..', '..', 'scripts', 'langchain-retriever-oracle.sh')], { stdio: ['ignore', 'ignore', 'inherit'] });
});

interface Sent {
  name: string;
  description: string;
  parameters: unknown;
}

/** The tools the fixture's exported functions build with the real package set in test/oracles/DIR. */
function sent(code: string, dir: string): Sent[] {
  const oracle = createRequire(join(__dirname, dir, 'package.json'));
  const js = ts.transpileModule(code, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const exports: Record<string, unknown> = {};
  new Function('require', 'exports', 'module', js)((name: string) => oracle(name), exports, { exports });
  const { convertToOpenAITool } = oracle('@langchain/core/utils/function_calling');
  const retriever = { invoke: async () => [] };
  const out: Sent[] = [];
  for (const fn of Object.values(exports)) {
    if (typeof fn !== 'function') continue;
    for (const tool of fn(retriever, retriever)) out.push(JSON.parse(JSON.stringify(convertToOpenAITool(tool).function)));
  }
  return out;
}

for (const [file, dir] of [['knowledge-03.ts', 'langchain-03'], ['knowledge-classic.ts', 'langchain-classic']] as const) {
  test(`createRetrieverTool: ${file} sends what toollint reads (${dir}), key order included`, () => {
    const path = join(FIXTURES, file);
    const code = readFileSync(path, 'utf8');
    const real = sent(code, dir);
    assert.equal(real.length, 2);
    const r = lint(code, { path });
    assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
    assert.deepEqual(r.tools.map((t) => t.name), real.map((t) => t.name));
    r.tools.forEach((t, i) => {
      assert.equal(t.definition.description, real[i]!.description, t.name);
      assert.equal(JSON.stringify(t.definition.schema), JSON.stringify(real[i]!.parameters), `${t.name}: parameters, key order included`);
    });
  });
}
