// genaiscript's defTool (shared/src/sources/typescript/genaiscript.ts): each fixture's tools as genaiscript sends them,
// compared key order included with expected.json, which test/fixtures/genaiscript/record-expected.mjs records with the
// published @genaiscript/core 2.5.1 and ts-dedent 2.2.0 (not devDependencies: see that file).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';
import { converterOf } from '../../shared/src/sources/node-marks';
import { mayHoldTools } from '../../shared/src/sources/typescript/parser';

const DIR = join(__dirname, '..', 'fixtures', 'genaiscript');
const EXPECTED = JSON.parse(readFileSync(join(DIR, 'expected.json'), 'utf8')) as Record<string, { name: string }[]>;

for (const file of Object.keys(EXPECTED)) {
  test(`${file}: every defTool is the tool genaiscript sends, key order included`, () => {
    const text = readFileSync(join(DIR, file), 'utf8');
    assert.ok(mayHoldTools(text));
    const r = lint(text, { path: `genaisrc/${file}` });
    assert.deepEqual(r.tools.map((t) => t.name), EXPECTED[file]!.map((t) => t.name));
    assert.ok(r.tools.every((t) => t.shape === 'openai-function'));
    r.tools.forEach((t, i) => assert.equal(JSON.stringify(t.definition.value), JSON.stringify(EXPECTED[file]![i]), t.name));
    // Only a description known at run time: defAgent's, which lists tools.
    const na = r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => [f.tool, /description is computed at run time/.test(f.message)]);
    assert.deepEqual(na, r.tools.filter((t) => t.name.startsWith('agent_')).map((t) => [t.name, true]));
  });
}

const lintCode = (code: string, path = 'genaisrc/tools.genai.mjs') => lint(code, { path });

test("defAgent's tool: `agent_<name>` with its variant, defTool's `{ query }`, the description known at run time", () => {
  const r = lintCode('defAgent("agent_git", "query the repository", "You are a git expert.", { variant: "local" })');
  assert.deepEqual(r.tools.map((t) => [t.name, t.definition.value.description]), [['agent_git_local', undefined]]);
  assert.match(converterOf(r.tools[0]!.definition.node) ?? '', /defAgent\(\)/);
  assert.ok(mayHoldTools('defAgent("fs", "read files", async (ctx) => ctx.$`Read`)'));
});

test('the hover says which conversion was assumed: the shorthand converted, a JSON Schema as written', () => {
  const r = lintCode(['defTool("a", "A.", { q: "" }, () => "")', 'defTool("b", "B.", { type: "object", properties: {} }, () => "")'].join('\n'));
  assert.match(converterOf(r.tools[0]!.definition.node) ?? '', /converted from its parameter shorthand by promptParametersSchemaToJSONSchema/);
  assert.match(converterOf(r.tools[1]!.definition.node) ?? '', /sent as written/);
  assert.match(converterOf(r.tools[1]!.definition.node) ?? '', /escapeToolName/);
});

test('a JSON Schema written out keeps its fixes; a converted shorthand gets none (its text is not the schema)', () => {
  const written = lintCode('defTool("a", "A.", { type: "object", properties: { q: { type: "string" } } }, () => "")');
  assert.ok(written.findings.some((f) => f.rule === 'missing-additional-properties-false' && f.fix));
  const shorthand = lintCode('defTool("a", "A.", { q: "" }, () => "")');
  assert.ok(shorthand.findings.some((f) => f.rule === 'missing-additional-properties-false'));
  assert.ok(shorthand.findings.every((f) => !f.fix));
});

test('the global, a destructured defTool and ctx.defTool count in a file naming genaiscript, whatever its name', () => {
  const code = [
    '/// <reference path="../genaiscript.d.ts" />',
    'export default function (ctx: ChatGenerationContext) {',
    '  const { defTool } = ctx',
    '  defTool("one", "One.", {}, () => "1")',
    '  ctx.defTool("two", "Two.", {}, () => "2")',
    '}',
  ].join('\n');
  assert.deepEqual(lintCode(code, 'scripts/tools.mts').tools.map((t) => t.name), ['one', 'two']);
});

test("a defTool that is not genaiscript's defines no tool", () => {
  const call = 'defTool("lookup", "Looks a word up.", { word: "" }, () => "")';
  // A file that is no genaiscript script and does not name it.
  assert.deepEqual(lintCode(call, 'src/registry.ts').tools, []);
  // The file's own function, or one imported from another package.
  assert.deepEqual(lintCode(`function defTool(n, d, p, f) { return { n, d, p, f } }\n${call}`).tools, []);
  assert.deepEqual(lintCode(`import { defTool } from "./registry"\n${call}`).tools, []);
  assert.deepEqual(lintCode(`import { defTool } from "genaiscript/runtime"\n${call}`).tools.map((t) => t.name), ['lookup']);
  // Not a tool definition's arguments: no callback, or an MCP servers config.
  assert.deepEqual(lintCode('defTool("lookup", "Looks a word up.", { word: "" })').tools, []);
  const mcp = lintCode('defTool({ memory: { command: "npx", args: ["-y", "@modelcontextprotocol/server-memory"] } })');
  assert.deepEqual([mcp.tools, mcp.findings], [[], []]);
});

test('values known only at run time, and values genaiscript throws on, are reported where they are written', () => {
  const runtime = lintCode('defTool("run", "Runs.", { cwd: process.cwd(), q: "" }, () => "")');
  const na = runtime.findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(na.length, 1);
  assert.match(na[0]!.message, /converts its parameter shorthand by the type of each value/);
  assert.equal(na[0]!.range.start.character, 'defTool("run", "Runs.", { cwd: '.length);
  const nulled = lintCode('defTool("run", "Runs.", { cwd: null }, () => "")');
  assert.match(nulled.findings.find((f) => f.rule === 'not-analyzable')?.message ?? '', /throws here: null has no `type`/);
  const zod = lintCode('import { z } from "zod"\ndefTool("run", "Runs.", z.object({ cwd: z.string() }), () => "")');
  assert.match(zod.findings.find((f) => f.rule === 'not-analyzable')?.message ?? '', /zod schema, which genaiscript's defTool does not convert/);
  const variant = lintCode('defTool("run", "Runs.", {}, () => "", { variant: env.vars.variant })');
  assert.deepEqual(variant.tools.map((t) => t.name), []);
  assert.match(variant.findings.find((f) => f.rule === 'not-analyzable')?.message ?? '', /`variant` option known only at run time/);
});

test('options held elsewhere: the name as written, and the hover says a variant there was not read', () => {
  const r = lintCode('defTool("run", "Runs.", {}, () => "", toolOptions)');
  assert.deepEqual(r.tools.map((t) => t.name), ['run']);
  assert.match(converterOf(r.tools[0]!.definition.node) ?? '', /options are known only at run time/);
});
