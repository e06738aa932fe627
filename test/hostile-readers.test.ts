// Hostile and odd inputs for the TypeScript readers added on 2026-12-01: zod 3's preprocess/transform functions read
// from their syntax (converters/zod/fn-eval.ts), zodToJsonSchema(), the unread schema libraries, factories, Mastra's
// createTool and agents, LangChain's tool(fn, config). Each test checks lint() returns a right, stable answer; the
// timeout only turns a hang into a failure (time is never asserted; growth was measured 1x/2x/4x by hand).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lint } from '../shared/src/index';
import type { LintResult } from '../shared/src/index';
import ts from 'typescript';
import { importedWrapper } from '../shared/src/sources/typescript/factories';

const HANG = { timeout: 60_000 };
/** A project declaring zod 3 (z.preprocess's function decides whether a field may be omitted there). */
const ZOD3 = (path: string) => (path.endsWith('package.json') ? JSON.stringify({ dependencies: { zod: '^3.25.0', '@modelcontextprotocol/sdk': '^1.12.1' } }) : undefined);
const PATH = '/project/src/tools.ts';

/** An MCP server.tool() with the given raw shape, on zod 3. */
function mcp(fields: string, before = ''): string {
  return `import { z } from "zod";\nimport { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\n${before}\nconst server = new McpServer({ name: "s", version: "1" });\nserver.tool("t", "Does a thing", { ${fields} }, async () => ({ content: [] }));\n`;
}
const zod3 = (text: string) => lint(text, { path: PATH, readFile: ZOD3 });
const zod4 = (text: string) => lint(text, { path: PATH });
const notAnalyzable = (r: LintResult) => r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => f.message);

/** Schemas as text (they are null-prototype objects; key order counts). */
const asText = (value: unknown) => JSON.stringify(value);
const brief = (r: LintResult) => asText(r.findings.map((f) => [f.rule, f.severity, f.message, f.pointer, f.span.offset, f.span.length, f.targets]));

/** No internal error (lint()'s last-resort finding), and the same answer a second time. */
function sound(read: (text: string) => LintResult, text: string): LintResult {
  const r = read(text);
  assert.deepEqual(r.findings.filter((f) => /could not analyse this document/.test(f.message)).map((f) => f.message), []);
  const again = read(text);
  assert.equal(brief(again), brief(r));
  assert.equal(asText(again.tools.map((t) => [t.name, t.definition.schema])), asText(r.tools.map((t) => [t.name, t.definition.schema])));
  return r;
}

/** The one field `a` read as a required string: the function was understood. */
function readsA(r: LintResult): void {
  assert.equal(asText(r.tools.map((t) => t.definition.schema)), asText([{ type: 'object', properties: { a: { type: 'string', description: 'a' } }, required: ['a'], additionalProperties: false, $schema: 'http://json-schema.org/draft-07/schema#' }]));
}

test('fn-eval: a template of templates doubling a string (was "Invalid string length", an internal error) is "cannot tell"', HANG, () => {
  const doubling = (n: number) => {
    let body = 'const s0 = "xxxxxxxx";';
    for (let i = 1; i <= n; i++) body += ` const s${i} = \`\${s${i - 1}}\${s${i - 1}}\`;`;
    return mcp(`a: z.preprocess((v) => { ${body} return s${n}.length > 0 ? v : undefined; }, z.string()).describe("a")`);
  };
  readsA(sound(zod3, doubling(3)));
  for (const n of [40, 160]) {
    const r = sound(zod3, doubling(n));
    assert.deepEqual(r.tools, []);
    assert.match(notAnalyzable(r).join('\n'), /depends on what the z\.preprocess\(\) function returns for undefined/);
  }
});

test('fn-eval: deep and huge function bodies are read when small, "cannot tell" or "nests too deeply" when not', HANG, () => {
  const cases: [string, (n: number) => string, RegExp][] = [
    ['nested preprocess', (n) => {
      let s = 'z.string()';
      for (let i = 0; i < n; i++) s = `z.preprocess((v) => (typeof v === "string" ? v.trim() : v), ${s})`;
      return mcp(`a: ${s}.describe("a")`);
    }, /nests too deeply/],
    ['&& chain', (n) => mcp(`a: z.preprocess((v) => ${Array(n).fill('v').join(' && ')}, z.string()).describe("a")`), /z\.preprocess\(\) function returns for undefined/],
    ['nested ?:', (n) => mcp(`a: z.preprocess((v) => ${'v === 1 ? 1 : '.repeat(n)}v, z.string()).describe("a")`), /z\.preprocess\(\) function returns for undefined/],
    ['if chain', (n) => mcp(`a: z.preprocess((v) => { ${'if (v === 1) return 1; '.repeat(n)} return v; }, z.string()).describe("a")`), /z\.preprocess\(\) function returns for undefined/],
    ['parentheses', (n) => mcp(`a: z.preprocess((v) => ${'('.repeat(n)}v${')'.repeat(n)}, z.string()).describe("a")`), /nests too deeply for TypeScript's parser/],
    ['transforms', (n) => mcp(`a: z.string()${'.transform((v) => v)'.repeat(n)}.describe("a")`), /nests too deeply/],
  ];
  // At 4,000 levels TypeScript's own parser may run out of stack first, depending on how much of it is compiled at that
  // moment: then the file gets its one clear finding instead. Either way: no tool, one finding, never a throw.
  const parserDeep = /nests too deeply for TypeScript's parser/;
  for (const [what, make, why] of cases) {
    readsA(sound(zod3, make(2)));
    const r = sound(zod3, make(4000));
    assert.deepEqual(r.tools, [], what);
    assert.equal(notAnalyzable(r).length, 1, what);
    const said = notAnalyzable(r)[0]!;
    assert.ok(why.test(said) || parserDeep.test(said), `${what}: ${said}`);
  }
});

test('fn-eval: 1,000 fields with a preprocess each are all read', HANG, () => {
  const r = sound(zod3, mcp(Array.from({ length: 1000 }, (_, i) => `f${i}: z.preprocess((v) => (v === "" ? undefined : v), z.string().optional()).describe("f")`).join(',\n')));
  const schema = r.tools[0]!.definition.schema as { properties: object; required?: string[] };
  assert.equal(Object.keys(schema.properties).length, 1000);
  assert.equal(schema.required, undefined);
});

test('consts and factories: cycles, self-calls and 4,000-long chains end in one finding', HANG, () => {
  const chain = (n: number) => {
    let s = 'const c0 = z.string().describe("a");\n';
    for (let i = 1; i < n; i++) s += `const c${i} = c${i - 1};\n`;
    return mcp(`a: c${n - 1}`, s);
  };
  const factories = (n: number) => {
    let s = 'const f0 = () => z.string().describe("a");\n';
    for (let i = 1; i < n; i++) s += `const f${i} = () => f${i - 1}();\n`;
    return mcp(`a: f${n - 1}()`, s);
  };
  readsA(sound(zod3, chain(3)));
  readsA(sound(zod3, factories(3)));
  const cycle = (n: number) => mcp('a: c0', Array.from({ length: n }, (_, i) => `const c${i} = c${(i + 1) % n};`).join('\n'));
  const selfCalls = (n: number) => mcp('a: f0()', Array.from({ length: n }, (_, i) => `function f${i}() { return f${(i + 1) % n}(); }`).join('\n'));
  for (const text of [chain(4000), factories(4000), cycle(2), cycle(4000), selfCalls(1), selfCalls(4000)]) {
    const r = sound(zod3, text);
    // None read: a field that is not read keeps its tool, that field's schema unknown (converters/zod/unknown-pieces.ts).
    assert.deepEqual(r.tools.filter((t) => !t.definition.fields.unknownSchemas), []);
    assert.equal(notAnalyzable(r).length, 1);
  }
});

test('10,000 chained zod calls, and a self-recursive factory used by 2,000 tools', HANG, () => {
  for (const text of [mcp(`a: z.string()${'.optional()'.repeat(10_000)}.describe("a")`), mcp(`a: z.string()${'.describe("x")'.repeat(10_000)}`)]) {
    assert.match(notAnalyzable(sound(zod3, text)).join('\n'), /nests too deeply/);
  }
  const text = 'import { tool } from "ai";\nimport { z } from "zod";\nfunction make(x) { return make(x); }\n' + Array.from({ length: 2000 }, (_, i) => `export const t${i} = tool({ description: "d", parameters: make(${i}), execute: async () => 1 });`).join('\n');
  const said = notAnalyzable(sound(zod4, text));
  assert.equal(said.filter((m) => /the schema depends on `x`/.test(m)).length, 2000);
});

test('a factory with a 4,000-statement body called by 4,000 tools: each says what it depends on', HANG, () => {
  const text = `import { tool } from "ai";\nimport { z } from "zod";\nfunction make(x) {\n${Array.from({ length: 4000 }, (_, i) => `  const v${i} = x + ${i};`).join('\n')}\n  return z.object({ a: z.string() });\n}\n` + Array.from({ length: 4000 }, (_, i) => `export const t${i} = tool({ description: "d", parameters: make(${i}), execute: async () => 1 });`).join('\n');
  const said = notAnalyzable(sound(zod4, text));
  assert.equal(said.filter((m) => /the schema depends on `x`, a parameter of the function that builds it/.test(m)).length, 4000);
});

test('zodToJsonSchema(zodToJsonSchema(...)) 4,000 deep, and 500 tools each converting', HANG, () => {
  const nested = (n: number) => `import { z } from "zod";\nimport { zodToJsonSchema } from "zod-to-json-schema";\nconst S = z.object({ a: z.string().describe("a") });\nexport const tools = [{ type: "function", function: { name: "t", description: "d", parameters: ${'zodToJsonSchema('.repeat(n)}S${')'.repeat(n)}, strict: true } }];\n`;
  assert.equal(asText(sound(zod3, nested(1)).tools.map((t) => t.definition.schema)), asText([{ type: 'object', properties: { a: { type: 'string', description: 'a' } }, required: ['a'], additionalProperties: false, $schema: 'http://json-schema.org/draft-07/schema#' }]));
  for (const n of [2, 4000]) {
    const r = sound(zod3, nested(n));
    assert.deepEqual(r.tools, []);
    assert.equal(notAnalyzable(r).length, 1);
  }
  const many = `import { z } from "zod";\nimport { zodToJsonSchema } from "zod-to-json-schema";\nconst S = z.object({ a: z.string().describe("a") });\nexport const tools = [${Array.from({ length: 500 }, (_, i) => `{ type: "function", function: { name: "t${i}", description: "d", parameters: zodToJsonSchema(S) } }`).join(',\n')}];\n`;
  assert.equal(sound(zod3, many).tools.length, 500);
});

test('unread schema libraries: a 10,000-call ArkType chain and adapters nested 4,000 deep', HANG, () => {
  const ark = sound(zod4, `import { type } from "arktype";\nimport { tool } from "ai";\nexport const t = tool({ description: "d", parameters: type({ a: "string" })${'.pipe((x) => x)'.repeat(10_000)}, execute: async () => 1 });\n`);
  assert.ok(notAnalyzable(ark).some((m) => /built with ArkType/.test(m)));
  const adapters = (n: number) => `import * as v from "valibot";\nimport { tool } from "ai";\nexport const t = tool({ description: "d", parameters: ${'wrap('.repeat(n)}v.object({})${')'.repeat(n)}, execute: async () => 1 });\n`;
  assert.ok(notAnalyzable(sound(zod4, adapters(2))).some((m) => /built with Valibot/.test(m)));
  assert.ok(notAnalyzable(sound(zod4, adapters(4000))).some((m) => /nests too deeply/.test(m)));
});

const MASTRA = 'import { Agent } from "@mastra/core/agent";\nimport { createTool } from "@mastra/core/tools";\nimport { openai } from "@ai-sdk/openai";\nimport { z } from "zod";\n';

test('Mastra: 5,000 createTool calls are 5,000 tools; without the Mastra import they are none', HANG, () => {
  const calls = Array.from({ length: 5000 }, (_, i) => `export const tool${i} = createTool({ id: "t${i}", description: "Tool ${i}", inputSchema: z.object({ q: z.string().describe("q") }), execute: async () => ({}) });`).join('\n');
  const r = sound(zod4, MASTRA + calls);
  assert.equal(r.tools.length, 5000);
  assert.equal(r.tools[4999]!.name, 'tool4999');
  assert.deepEqual(sound(zod4, 'import { z } from "zod";\n' + calls).tools, []);
});

test('Mastra: 1,000 agents sharing one tool and each listing its own', HANG, () => {
  const shared = 'const shared = createTool({ id: "s", description: "Shared", inputSchema: z.object({ q: z.string().min(1).nullable().describe("q") }), execute: async () => ({}) });\n';
  const agents = Array.from({ length: 1000 }, (_, i) => `export const agent${i} = new Agent({ name: "a${i}", instructions: "i", model: openai("gpt-4o"), tools: { shared, own${i}: createTool({ id: "o${i}", description: "Own ${i}", inputSchema: z.object({ n: z.number().int().optional().describe("n") }), execute: async () => ({}) }) } });`).join('\n');
  const r = sound(zod4, MASTRA + shared + agents);
  assert.equal(r.tools.length, 1001);
  assert.deepEqual(r.tools.slice(0, 2).map((t) => t.name), ['shared', 'own0']);
  // OpenAI's compat layer (the agents' model): the optional field is required, nullable, and listed in x-optional.
  const own = r.tools[1]!.definition.schema as { required: string[]; 'x-optional'?: string[] };
  assert.equal(asText([own.required, own['x-optional']]), asText([['n'], ['n']]));
});

test('Mastra: an inputSchema a spread, a getter or a computed key may set is not analysed (it was sent as an empty object)', HANG, () => {
  const head = MASTRA + 'const base = { inputSchema: z.object({ a: z.string().describe("a") }) };\nconst inputSchema = z.object({ b: z.number().describe("b") });\n';
  for (const config of ['{ ...base, id: "t", description: "d" }', '{ id: "t", description: "d", ...base }', '{ id: "t", description: "d", get inputSchema() { return base.inputSchema; } }', '{ id: "t", description: "d", ["inputSchema"]: z.object({}) }', '{ id: "t", description: "d", inputSchema: z.object({ a: z.string() }), ...base }']) {
    const r = sound(zod4, head + `export const t = createTool(${config});\n`);
    assert.deepEqual(r.tools, [], config);
    assert.ok(notAnalyzable(r).some((m) => /a spread, a getter or a computed key that may set it/.test(m)), config);
  }
  // Written before the inputSchema, a spread changes nothing; no inputSchema at all is z.object({}).
  const before = sound(zod4, head + 'export const t = createTool({ ...base, id: "t", description: "d", inputSchema: z.object({ c: z.boolean().describe("c") }) });\n');
  assert.deepEqual(Object.keys((before.tools[0]!.definition.schema as { properties: object }).properties), ['c']);
  const none = sound(zod4, head + 'export const t = createTool({ id: "t", description: "d", execute: async () => ({}) });\n');
  assert.equal(asText(none.tools[0]!.definition.schema), asText({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: {}, additionalProperties: false }));
});

test("Mastra: a shorthand `inputSchema` goes through Mastra's conversion (it was the MCP SDK's, objects left open)", () => {
  const r = sound(zod4, MASTRA + 'const inputSchema = z.object({ b: z.number().describe("b") });\nexport const t = createTool({ id: "t", description: "d", inputSchema });\n');
  assert.equal(asText(r.tools[0]!.definition.schema), asText({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { b: { type: 'number', description: 'b' } }, required: ['b'], additionalProperties: false }));
});

test('Mastra: unicode names, lone surrogates, and syntax errors between tools', HANG, () => {
  const uni = sound(zod4, MASTRA + 'export const 工具ñ\u0301 = createTool({ id: "工具", description: "描述 \u{1F600}\uD800", inputSchema: z.object({ "名前\u0301": z.string().describe("ü") }), execute: async () => ({}) });\n');
  assert.deepEqual(uni.tools.map((t) => t.name), ['工具ñ\u0301']);
  assert.ok(uni.findings.some((f) => f.rule === 'invalid-name'));
  const broken = Array.from({ length: 300 }, (_, i) => (i % 3 === 1 ? `export const t${i} = createTool({ id: "t${i}", description: "d", inputSchema: z.object({ a: z.string( }), ) ;;; }}} ((` : `export const t${i} = createTool({ id: "t${i}", description: "d", inputSchema: z.object({ a: z.string().describe("a") }), execute: async () => ({}) });`)).join('\n');
  const r = sound(zod4, MASTRA + broken);
  for (const i of [0, 2, 3, 299]) assert.ok(r.tools.some((t) => t.name === `t${i}`), `t${i}`);
});

test('Mastra: hostile `model:` text (runs of colons and blanks) picks the default layer in linear time', HANG, () => {
  const r = sound(zod4, MASTRA + '/* ' + 'model:'.repeat(200_000) + ' '.repeat(200_000) + '\nmodel ' + ' '.repeat(200_000) + ' */\nexport const t = createTool({ id: "t", description: "d", inputSchema: z.object({ a: z.string().optional().describe("a") }) });\n');
  assert.match(String((r.tools[0]!.definition.schema as { required?: string[] }).required), /a/);
});

test('LangChain tool(fn, config): 4,000 configs with spreads end; importedWrapper answers each file by its own imports', HANG, () => {
  const text = 'import { tool } from "@langchain/core/tools";\nimport { z } from "zod";\nconst base = { schema: z.object({ a: z.string().describe("a") }) };\n' + Array.from({ length: 4000 }, (_, i) => `export const t${i} = tool(async () => "x", { name: "t${i}", description: "d", schema: base.schema, ...(${i} ? {} : base) });`).join('\n');
  const r = sound(zod4, text);
  // Each spread is known (`{}`, or `base`, whose schema is the one written): every config is read, with that schema.
  assert.equal(r.tools.length, 4000);
  assert.deepEqual(Object.keys((r.tools[3999]!.definition.value as { parameters: { properties: object } }).parameters.properties), ['a']);
  // The answer is kept per parsed file: alternating files get their own.
  const files = ([['import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";', 'mcp'], ['import { tool } from "ai";', 'ai-sdk'], ['const x = 1;', 'zod'], ['import Anthropic from "@anthropic-ai/sdk";', 'anthropic']] as const).map(([text, wrapper]) => [ts.createSourceFile('f.ts', text, ts.ScriptTarget.Latest), wrapper] as const);
  for (let round = 0; round < 3; round++) for (const [file, wrapper] of files) assert.equal(importedWrapper(file), wrapper);
});
