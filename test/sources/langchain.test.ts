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
