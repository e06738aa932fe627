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
import { assertReadAsSent, runFixture, type SentTool } from './fixture-tools';

const FIXTURES = join(__dirname, '..', 'fixtures', 'langchain-retriever');

before(() => {
  execFileSync('bash', [join(__dirname, '..', '..', 'scripts', 'langchain-retriever-oracle.sh')], { stdio: ['ignore', 'ignore', 'inherit'] });
});

/** The tools the fixture's exported functions build with the real package set in test/oracles/DIR. */
function sent(code: string, dir: string): SentTool[] {
  const oracle = createRequire(join(__dirname, dir, 'package.json'));
  const exports = runFixture(code, (name) => oracle(name));
  const { convertToOpenAITool } = oracle('@langchain/core/utils/function_calling');
  const retriever = { invoke: async () => [] };
  const out: SentTool[] = [];
  for (const fn of Object.values(exports)) {
    if (typeof fn !== 'function') continue;
    for (const tool of fn(retriever, retriever)) {
      const f = JSON.parse(JSON.stringify(convertToOpenAITool(tool).function));
      out.push({ name: f.name, description: f.description, schema: f.parameters });
    }
  }
  return out;
}

for (const [file, dir] of [['knowledge-03.ts', 'langchain-03'], ['knowledge-classic.ts', 'langchain-classic']] as const) {
  test(`createRetrieverTool: ${file} sends what toollint reads (${dir}), key order included`, () => {
    const path = join(FIXTURES, file);
    const code = readFileSync(path, 'utf8');
    const real = sent(code, dir);
    assert.equal(real.length, 2);
    assertReadAsSent(code, path, real);
  });
}
