// LangChain.js tools read statically, against the real @langchain/core 1.4.0 (devDependency) run on this test's own
// fixture only: convertToOpenAITool's function (name, description, parameters in key order) is what a chat model gets.
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

test('LangChain.js tool() and DynamicStructuredTool read as convertToOpenAITool sends them', () => {
  const file = join(__dirname, '..', 'fixtures', 'langchain', 'research-tools.ts');
  const text = readFileSync(file, 'utf8');
  const js = ts.transpileModule(text, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const module = { exports: {} as Record<string, unknown> };
  const req = (name: string): unknown => {
    if (name === 'zod') return z;
    if (name === '@langchain/core/tools') return lcTools;
    throw new Error(`fixture requires ${name}`);
  };
  new Function('require', 'exports', 'module', js)(req, module.exports, module);
  const expected = Object.values(module.exports).map((t) => (convertToOpenAITool(t as never) as { function: { name: string; description: string; parameters: unknown } }).function);
  const r = lint(text, { path: 'research-tools.ts' });
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
  assert.deepEqual(r.tools.map((t) => t.name), expected.map((e) => e.name));
  r.tools.forEach((t, i) => {
    assert.equal(t.definition.description, expected[i]!.description);
    assert.equal(JSON.stringify(t.definition.schema), JSON.stringify(expected[i]!.parameters), `${t.name}: parameters, key order included`);
  });
});

/** The fixture's exported tools as convertToOpenAITool sends them, beside what toollint reads; `zod` is the module it imports. */
function classTools(zodSpecifier: string, zodModule: unknown) {
  const file = join(__dirname, '..', 'fixtures', 'langchain', 'class-tools.ts');
  const text = readFileSync(file, 'utf8').replace("from 'zod'", `from '${zodSpecifier}'`);
  const js = ts.transpileModule(text, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, useDefineForClassFields: true } }).outputText;
  const module = { exports: {} as Record<string, unknown> };
  const req = (name: string): unknown => {
    if (name === zodSpecifier) return zodModule;
    if (name === '@langchain/core/tools') return lcTools;
    throw new Error(`fixture requires ${name}`);
  };
  new Function('require', 'exports', 'module', js)(req, module.exports, module);
  const expected = Object.values(module.exports).map((t) => (convertToOpenAITool(t as never) as { function: { name: string; description: string; parameters: unknown } }).function);
  return { expected, r: lint(text, { path: 'class-tools.ts' }) };
}

for (const [specifier, mod] of [['zod', z], ['zod/v3', z3]] as const) {
  test(`LangChain.js tools written as classes (StructuredTool, Tool) and DynamicTool read as convertToOpenAITool sends them (${specifier})`, () => {
    const { expected, r } = classTools(specifier, mod);
    assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
    assert.deepEqual(r.tools.map((t) => t.name), expected.map((e) => e.name));
    r.tools.forEach((t, i) => {
      assert.equal(t.definition.description, expected[i]!.description);
      assert.equal(JSON.stringify(t.definition.schema), JSON.stringify(expected[i]!.parameters), `${t.name}: parameters, key order included`);
    });
  });
}

test('a class that does not write its own name (a project\'s abstract base) defines no tool', () => {
  const base = lint("import { StructuredTool } from '@langchain/core/tools';\nexport abstract class Base extends StructuredTool { description = 'x'; }\n", { path: 'base.ts' });
  assert.deepEqual(base.tools, []);
});

test("LangChain.js createRetrieverTool is read with the schema its module writes; a project's own function of that name is not", () => {
  const code = `import { createRetrieverTool } from "langchain/tools/retriever";
import { createRetrieverTool as conversational } from "langchain/agents/toolkits";
export const tools = (retriever) => [
  createRetrieverTool(retriever, { name: "search_docs", description: "Search the product docs." }),
  conversational(retriever, { name: "handbook", description: "Answer from the handbook." }),
];
`;
  const r = lint(code, { path: 'retriever-tools.ts' });
  assert.deepEqual(r.tools.map((t) => [t.name, Object.keys((t.definition.schema as { properties: object }).properties)]), [['search_docs', ['query']], ['handbook', ['input']]]);
  const own = `function createRetrieverTool(retriever, config) { return new Wrapper(retriever, config); }
export const tools = [createRetrieverTool(store, { name: "search_docs", description: "Search the product docs." })];
`;
  assert.deepEqual(lint(own, { path: 'retriever-tools.ts' }).tools, []);
});
