// Oracle test for the Python converters: for every fixture under test/fixtures/python/functions/ whose library installs
// here, the real library (run in .venv on the fixture's own code by python_tools.py) and toollint's static reading give
// the same tools, compared as JSON text (key order included). The Agents SDK (agents_*.py) is not in the local index
// and is checked in test/converters/python-agents.test.ts instead; LangChain (langchain_*.py) is langchain-core 1.6.5.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { FIXTURES, realTools, staticTools } from './python-oracle';

const nameOf = (t: unknown): string => {
  const o = t as { name?: string; function?: { name?: string } };
  return o?.name ?? o?.function?.name ?? '?';
};

const fixtures = readdirSync(FIXTURES).filter((f) => f.endsWith('.py') && !/^agents_/.test(f));

test('there are fixtures for every library the oracles run', () => {
  assert.ok(fixtures.length >= 4, fixtures.join(', '));
});

for (const file of fixtures) {
  test(`${file}: the static schemas equal the library's, key order included`, async () => {
    const path = join(FIXTURES, file);
    const real = realTools(path);
    const mine = await staticTools(path);
    assert.ok(real.length > 0, 'the library found no tools in the fixture');
    assert.deepEqual(mine.map((t) => `${t.library} ${nameOf(t.tool)}`), real.map((t) => `${t.library} ${nameOf(t.tool)}`));
    for (let i = 0; i < real.length; i++) {
      assert.equal(mine[i].notAnalyzable, undefined, `${nameOf(real[i].tool)}: ${mine[i].notAnalyzable}`);
      assert.equal(JSON.stringify(mine[i].tool), JSON.stringify(real[i].tool), nameOf(real[i].tool));
    }
  });
}
