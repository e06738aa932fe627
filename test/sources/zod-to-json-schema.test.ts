// `zodToJsonSchema(schema)` written in a tool literal (a low-level MCP server's tools list, LangChain.js provider-format
// tools) and `Schema.description`: the schema each tool sends is compared with what zod 3.25.76 and
// zod-to-json-schema 3.25.2 produce at run time for the same fixture file (transpiled and run here, in the test only,
// with the SDKs stubbed). Fixture project: test/fixtures/zod-to-json-schema (its package.json declares zod 3).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';
import { lint } from '../../shared/src';

const ROOT = join(__dirname, '..', 'fixtures', 'zod-to-json-schema');
const readFile = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

/** A stand-in for any SDK export: callable, constructible, every member another stand-in. */
function stub(): any {
  const f: any = new Proxy(function () {}, {
    get: (_t, key) => (key === 'then' ? undefined : f),
    apply: () => f,
    construct: () => f,
  });
  return f;
}

/** The fixture module's exports, run with the real zod 3 and zod-to-json-schema. */
async function run(file: string): Promise<Record<string, any>> {
  const z3 = await import('zod3');
  const z2j = await import('zod-to-json-schema');
  const js = ts.transpileModule(readFileSync(file, 'utf8').replace(/^#!.*/, ''), { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const exports: Record<string, any> = {};
  const req = (name: string): unknown => (name === 'zod' || name === 'zod/v3' ? z3 : name === 'zod-to-json-schema' ? z2j : stub());
  new Function('require', 'exports', 'module', js)(req, exports, { exports });
  return exports;
}

const plain = (v: unknown) => JSON.parse(JSON.stringify(v));

test('a low-level MCP server: each inputSchema is what zodToJsonSchema returns, $ref and key order included', async () => {
  const file = join(ROOT, 'src', 'index.ts');
  const { tools } = await run(file);
  const r = lint(readFileSync(file, 'utf8'), { path: file, readFile });
  assert.deepEqual(r.tools.map((t) => t.name), ['read_file', 'edit_file', 'move_file']);
  assert.equal(r.findings.filter((f) => f.rule === 'not-analyzable').length, 0);
  for (const [i, t] of r.tools.entries()) {
    assert.equal(JSON.stringify(t.definition.schema), JSON.stringify(plain(tools[i].inputSchema)), t.name);
  }
  assert.match(JSON.stringify(r.tools[2]!.definition.schema), /"\$ref":"#\/properties\/backup"/);
});

test('LangChain.js provider-format tools: zodToJsonSchema in input_schema and parameters, Schema.description as the description', async () => {
  const file = join(ROOT, 'src', 'langchain-tools.ts');
  const { anthropicTools, openaiTools } = await run(file);
  const r = lint(readFileSync(file, 'utf8'), { path: file, readFile });
  assert.deepEqual(r.tools.map((t) => t.name), ['calculator', 'get_weather', 'calculator']);
  assert.equal(r.findings.filter((f) => f.rule === 'not-analyzable').length, 0);
  assert.equal(JSON.stringify(r.tools[0]!.definition.schema), JSON.stringify(plain(anthropicTools[0].input_schema)));
  assert.equal(JSON.stringify(r.tools[1]!.definition.schema), JSON.stringify(plain(anthropicTools[1].input_schema)));
  assert.equal(JSON.stringify(r.tools[2]!.definition.schema), JSON.stringify(plain(openaiTools[0].function.parameters)));
  assert.equal(r.tools[2]!.definition.description, openaiTools[0].function.description);
  assert.equal(r.tools[2]!.definition.description, 'A tool to perform basic arithmetic operations');
});

test('zodToJsonSchema of a zod 4 schema, or with options, is not analysed, with the reason', () => {
  const four = `import { z } from "zod/v4";\nimport { zodToJsonSchema } from "zod-to-json-schema";\nconst S = z.object({ q: z.string() });\nexport const tools = [{ name: "search", description: "Search the docs.", inputSchema: zodToJsonSchema(S) }];\n`;
  const na = lint(four, { path: 'tools.ts' }).findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(na.length, 1);
  assert.match(na[0]!.message, /zod-to-json-schema 3\.x reads zod 3 schemas only/);
  const named = four.replace('"zod/v4"', '"zod/v3"').replace('zodToJsonSchema(S)', 'zodToJsonSchema(S, "Search")');
  const na2 = lint(named, { path: 'tools.ts' }).findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(na2.length, 1);
  assert.match(na2[0]!.message, /with options/);
  // A function of the same name that is not zod-to-json-schema's stays a run-time value.
  const own = named.replace('import { zodToJsonSchema } from "zod-to-json-schema";', 'import { zodToJsonSchema } from "./convert";').replace('zodToJsonSchema(S, "Search")', 'zodToJsonSchema(S)');
  const na3 = lint(own, { path: 'tools.ts' }).findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(na3.length, 1);
  assert.doesNotMatch(na3[0]!.message, /zod-to-json-schema/);
});
