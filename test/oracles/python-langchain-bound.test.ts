// Oracle test for plain functions and pydantic models given to LangChain as tools (`llm.bind_tools([add, Profile])`):
// langchain-core 1.6.5's convert_to_openai_tool, run in .venv by langchain_bound.py on the fixture's own TOOLS list,
// and toollint's static reading of the same file give the same tools, compared as JSON text (key order included).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { staticTools, venvPython } from './python-oracle';

const DIR = join(__dirname, '..', 'fixtures', 'python', 'functions', 'bound');
const nameOf = (t: unknown) => (t as { function?: { name?: string } })?.function?.name ?? '?';

for (const file of readdirSync(DIR).filter((f) => f.endsWith('.py'))) {
  test(`${file}: what bind_tools sends for each plain function and model, key order included`, async () => {
    const path = join(DIR, file);
    const real = JSON.parse(execFileSync(venvPython(), [join(__dirname, 'langchain_bound.py'), resolve(path)], { encoding: 'utf8', env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' } })) as unknown[];
    assert.ok(real.length >= 4, 'the fixture lists its tools in TOOLS');
    const names = new Set(real.map(nameOf));
    const mine = (await staticTools(path)).filter((t) => t.library === 'langchain' && names.has(nameOf(t.tool)));
    assert.deepEqual(mine.map((t) => nameOf(t.tool)), real.map(nameOf));
    for (let i = 0; i < real.length; i++) {
      assert.equal(mine[i]!.notAnalyzable, undefined, `${nameOf(real[i])}: ${mine[i]!.notAnalyzable}`);
      assert.equal(JSON.stringify(mine[i]!.tool), JSON.stringify(real[i]), nameOf(real[i]));
    }
  });
}
