// LangChain.js tool(fn, config) with a partial config: without a schema (a DynamicTool, one string input) and without
// a description (the schema's own, else "<name> tool"). Checked against the real @langchain/core 1.4.0 run on this
// test's own fixture (test/fixtures/langchain/partial-config-tools.ts): convertToOpenAITool's function, key order
// included, with zod 4 and with zod/v3.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';
import * as lcTools from '@langchain/core/tools';
import { convertToOpenAITool } from '@langchain/core/utils/function_calling';
import * as z from 'zod';
import * as z3 from 'zod/v3';
import { lint } from '../../shared/src';

const FILE = join(__dirname, '..', 'fixtures', 'langchain', 'partial-config-tools.ts');

for (const [specifier, mod] of [['zod', z], ['zod/v3', z3]] as const) {
  test(`tool() without a schema or without a description is read as LangChain sends it (${specifier})`, () => {
    const text = readFileSync(FILE, 'utf8').replace("from 'zod'", `from '${specifier}'`);
    const js = ts.transpileModule(text, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
    const module = { exports: {} as Record<string, unknown> };
    const req = (name: string): unknown => {
      if (name === specifier) return mod;
      if (name === '@langchain/core/tools') return lcTools;
      throw new Error(`fixture requires ${name}`);
    };
    new Function('require', 'exports', 'module', js)(req, module.exports, module);
    const expected = Object.values(module.exports).map((t) => (convertToOpenAITool(t as never) as { function: { name: string; description: string; parameters: unknown } }).function);
    const r = lint(text, { path: 'partial-config-tools.ts' });
    assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
    assert.deepEqual(r.tools.map((t) => t.name), ['check_refund_policy', 'ping_support', 'GetWeather', 'GetPopulation']);
    assert.deepEqual(r.tools.map((t) => t.name), expected.map((e) => e.name));
    r.tools.forEach((t, i) => {
      assert.equal(t.definition.description, expected[i]!.description, `${t.name}: description`);
      assert.equal(JSON.stringify(t.definition.schema), JSON.stringify(expected[i]!.parameters), `${t.name}: parameters, key order included`);
    });
    // The fallbacks, as tool() writes them.
    assert.equal(r.tools[1]!.definition.description, 'ping_support tool');
    assert.equal(r.tools[2]!.definition.description, 'Get the current weather in a given location');
    assert.equal(r.tools[3]!.definition.description, 'GetPopulation tool');
  });
}

test('a tool() that is not LangChain\'s (another import) with a partial config is no tool', () => {
  const text = readFileSync(FILE, 'utf8').replace("from '@langchain/core/tools'", "from './my-tools'");
  assert.deepEqual(lint(text, { path: 'partial-config-tools.ts' }).tools.map((t) => t.name), []);
});
