// LangChain's Gemini helper (schemaToGeminiParameters, jsonSchemaToGeminiParameters) against the real
// @langchain/google-common 2.3.2 with @langchain/core 1.4.0 and zod 4.6.7 (installed by
// scripts/langchain-google-oracle.sh in test/oracles/langchain-google/node_modules, not a devDependency): each fixture
// of test/fixtures/langchain-google (this test's own files, never user code) is transpiled and run with the real
// helper and zod (the chat model packages stubbed), and each tool's parameters must equal, key order included, what
// toollint reads from the fixture's text; a schema the helper throws on is not analysed, with its message.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { before, test } from 'node:test';
import ts from 'typescript';
import { lint } from '../../shared/src';

const FIXTURES = join(__dirname, '..', 'fixtures', 'langchain-google');
const oracle = createRequire(join(__dirname, 'langchain-google', 'package.json'));

before(() => {
  execFileSync('bash', [join(__dirname, '..', '..', 'scripts', 'langchain-google-oracle.sh')], { stdio: ['ignore', 'ignore', 'inherit'] });
});

/** A stand-in for any other SDK export: callable, constructible, every member another stand-in. */
function stub(): any {
  const f: any = new Proxy(function () {}, { get: (_t, key) => (key === 'then' ? undefined : f), apply: () => f, construct: () => f });
  return f;
}

const HELPER_MODULES = new Set(['@langchain/google-common', '@langchain/google-common/utils', '@langchain/google-vertexai/utils']);

/** The fixture's exports, run with the real helper and zod. */
function run(code: string): Record<string, any> {
  const js = ts.transpileModule(code, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const req = (name: string): unknown => {
    if (HELPER_MODULES.has(name)) return oracle('@langchain/google-common');
    if (name === 'zod' || name === 'zod/v3') return oracle(name);
    return stub();
  };
  const exports: Record<string, any> = {};
  new Function('require', 'exports', 'module', js)(req, exports, { exports });
  return exports;
}

/** Every function declaration in the fixture's exported tools, by name. */
function declarations(exports: Record<string, any>): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const value of Object.values(exports)) {
    if (!Array.isArray(value)) continue;
    for (const tool of value) for (const d of tool?.functionDeclarations ?? []) out.set(d.name, JSON.parse(JSON.stringify(d.parameters)));
  }
  return out;
}

for (const file of ['vertex-tools.ts', 'genai-tools.ts']) {
  test(`LangChain's Gemini helper: ${file} sends what toollint reads, key order included`, () => {
    const path = join(FIXTURES, file);
    const code = readFileSync(path, 'utf8');
    const real = declarations(run(code));
    const r = lint(code, { path });
    assert.equal(r.findings.filter((f) => f.rule === 'not-analyzable').length, 0, r.findings.map((f) => f.message).join('\n'));
    assert.deepEqual(r.tools.map((t) => t.name), [...real.keys()]);
    for (const t of r.tools) assert.equal(JSON.stringify(t.definition.schema), JSON.stringify(real.get(t.name)), t.name);
  });
}

test("LangChain's Gemini helper: where it throws (a union other than with null), the tool is not analysed, with its message", () => {
  const code = `import { schemaToGeminiParameters } from '@langchain/google-common';
import { z } from 'zod';
const Shape = z.object({ target: z.union([z.string(), z.number()]).describe('Id or index') });
export const tools = [{ functionDeclarations: [{ name: 'pick', description: 'Pick one item', parameters: schemaToGeminiParameters(Shape) }] }];
`;
  assert.throws(() => run(code), /Gemini cannot handle union types/);
  const r = lint(code, { path: 'pick.ts' });
  assert.deepEqual(r.tools, []);
  const f = r.findings.find((x) => x.rule === 'not-analyzable');
  assert.match(f?.message ?? '', /schemaToGeminiParameters\(\) throws here at run time \("zod_to_gemini_parameters: Gemini cannot handle union types/);
  assert.equal(code.slice(f!.span.offset, f!.span.offset + f!.span.length), 'schemaToGeminiParameters(Shape)');
});
