// Hostile and odd inputs for the TypeScript readers added on 2026-12-01 (second pass): tagged templates (dedent,
// ts-dedent, common-tags), a list's .join(sep) and .trim(), class-based MCP tools, LangChain's Gemini helper, zod 3's
// .pipe(), Mastra agents across files, zod re-exported under another name, the prefilter. Each test checks lint()'s
// answer. Time is never asserted: the inputs that used to take minutes (or gigabytes) run in a child process, killed
// at a generous timeout, so a hang fails the test instead of stalling the suite; growth was measured 1x/2x/4x by hand
// (.tmp/breaker2/).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../shared/src/index';
import type { LintResult } from '../shared/src/index';

const HANG = { timeout: 120_000 };
const PATH = '/p/src/tools.ts';
const read = (text: string, files?: Record<string, string>, path = PATH) => lint(text, { path, readFile: files ? (p) => files[p] : undefined });
const tools = (r: LintResult) => r.tools.map((t) => [t.name, t.definition.description]);
const notAnalyzable = (r: LintResult) => r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => f.message);

/** No internal error (lint()'s last-resort finding), and the same answer a second time. */
function sound(text: string, files?: Record<string, string>, path = PATH): LintResult {
  const r = read(text, files, path);
  assert.deepEqual(r.findings.filter((f) => /could not analyse this document/.test(f.message)).map((f) => f.message), []);
  const again = read(text, files, path);
  assert.equal(JSON.stringify(again.findings.map((f) => [f.rule, f.message, f.pointer, f.span])), JSON.stringify(r.findings.map((f) => [f.rule, f.message, f.pointer, f.span])));
  assert.equal(JSON.stringify(tools(again)), JSON.stringify(tools(r)));
  return r;
}

const tool = (description: string, imports: string, before = '') => `${imports}\n${before}\nexport const tools = [{ name: 'a', description: ${description}, parameters: { type: 'object', properties: {} } }];\n`;
const DEDENT = "import dedent from 'dedent';";
const TS_DEDENT = "import { dedent } from 'ts-dedent';";
const commonTags = (name: string) => `import { ${name} } from 'common-tags';`;

// --- inputs that took minutes or gigabytes: run in a child process with a time and memory limit -------------------

/** Child processes: each builds its text from `make` (JavaScript, `n` given), lints it and prints a summary. */
interface ChildAnswer {
  tools: [string, unknown][];
  notAnalyzable: string[];
  internal: string[];
  length: number;
}
function inChild(make: string, n: number, timeoutMs: number): Promise<ChildAnswer> {
  const index = join(__dirname, '..', 'shared', 'src', 'index.ts');
  const code = `const { lint } = require(${JSON.stringify(index)}); const n = ${n}; const text = (${make})(n);
const r = lint(text, { path: ${JSON.stringify(PATH)} });
process.stdout.write(JSON.stringify({ tools: r.tools.map((t) => [t.name, t.definition.description]), notAnalyzable: r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => f.message), internal: r.findings.filter((f) => /could not analyse this document/.test(f.message)).map((f) => f.message), length: r.tools[0] ? String(r.tools[0].definition.description).length : -1 }));`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--max-old-space-size=700', '--import', 'tsx', '-e', code], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (status, signal) => {
      clearTimeout(timer);
      if (status === 0) resolve(JSON.parse(out) as ChildAnswer);
      else reject(new Error(signal === 'SIGKILL' ? `no answer in ${timeoutMs / 1000} s (killed)` : `exit ${status}: ${err.slice(-400)}`));
    });
  });
}
// Started together on first use, so the suite waits for the slowest one only (not each in turn). Each takes a few
// seconds; before the fixes each took minutes (or gigabytes), so the limit is generous.
const CHILD_LIMIT = 60_000;
let started: Record<'tsDedentValues' | 'htmlSpaces' | 'htmlIndent' | 'wideLiteral' | 'contextValues' | 'contextIndent', Promise<ChildAnswer>> | undefined;
function children(): NonNullable<typeof started> {
  if (started) return started;
  started = {
    tsDedentValues: inChild(`(n) => "import { dedent } from 'ts-dedent';\\nexport const tools = [{ name: 'a', description: dedent\`x" + '\${"${'a'.repeat(18)}"}'.repeat(n) + "\`, parameters: { type: 'object', properties: {} } }];\\n"`, 40_000, CHILD_LIMIT),
    htmlSpaces: inChild(`(n) => "import { html } from 'common-tags';\\nexport const tools = [{ name: 'a', description: html\`x" + ' \${[]}'.repeat(n) + "\`, parameters: { type: 'object', properties: {} } }];\\n"`, 40_000, CHILD_LIMIT),
    htmlIndent: inChild(`(n) => "import { html } from 'common-tags';\\nconst L = [" + '"a",'.repeat(1000) + "];\\nexport const tools = [{ name: 'a', description: html\`\\n" + ' '.repeat(n) + "\${L}\${L}\`, parameters: { type: 'object', properties: {} } }];\\n"`, 400_000, CHILD_LIMIT),
    wideLiteral: inChild(`(n) => "export const tools = [{ functionDeclarations: [{ name: 'g', description: 'Gemini tool', parameters: { type: 'object', properties: {" + Array.from({ length: n }, (_, i) => 'f' + i + ": { type: 'string', description: 'f' }").join(',') + "} } }] }];\\n"`, 10_000, CHILD_LIMIT),
    contextValues: inChild(`(n) => "import { context } from 'langchain';\\nconst V = 'a\\\\nb';\\nexport const tools = [{ name: 'a', description: context\`" + 'x'.repeat(400_000) + '\${V}'.repeat(n) + "\`, parameters: { type: 'object', properties: {} } }];\\n"`, 30_000, CHILD_LIMIT),
    contextIndent: inChild(`(n) => "import { context } from 'langchain';\\nconst V = '" + '\\\\n'.repeat(1000) + "z';\\nexport const tools = [{ name: 'a', description: context\`\\n" + ' '.repeat(n) + "a\${V}\`, parameters: { type: 'object', properties: {} } }];\\n"`, 400_000, CHILD_LIMIT),
  };
  // A rejected promise nobody awaited yet must not end the run before its test reports it.
  for (const p of Object.values(started)) p.catch(() => {});
  return started;
}

test("ts-dedent: 40,000 values on one line (each rescanned the whole string: minutes) are joined in one pass", { ...HANG }, async () => {
  const r = await children().tsDedentValues;
  assert.deepEqual(r.internal, []);
  assert.deepEqual(r.tools.map((t) => t[0]), ['a']);
  assert.equal(r.length, 1 + 18 * 40_000);
});

test("common-tags html: 40,000 array values after spaces (each rescanned the trailing spaces: minutes) are read", { ...HANG }, async () => {
  const r = await children().htmlSpaces;
  assert.deepEqual(r.internal, []);
  assert.deepEqual(r.tools, [['a', 'x']]);
});

test('common-tags html: an array joined with a 400,000-space indentation (800 million characters, 2.5 GB) is "too long"', { ...HANG }, async () => {
  const r = await children().htmlIndent;
  assert.deepEqual(r.tools, []);
  assert.match(r.notAnalyzable.join('\n'), /the string is longer than 1,000,000 characters/);
});

test("langchain's context: 30,000 multi-line values after a 400,000-character line (the last line found again each time: minutes)", { ...HANG }, async () => {
  const r = await children().contextValues;
  assert.deepEqual(r.internal, []);
  assert.deepEqual(r.tools.map((t) => t[0]), ['a']);
  assert.equal(r.length, 400_000 + 3 * 30_000);
});

test("langchain's context: a 1,000-line value on a line indented 400,000 spaces (400 million characters) is \"too long\"", { ...HANG }, async () => {
  const r = await children().contextIndent;
  assert.deepEqual(r.tools, []);
  assert.match(r.notAnalyzable.join('\n'), /the string is longer than 1,000,000 characters/);
});

test('a TypeScript literal of 10,000 properties (a walk of the whole tool per finding: over a minute) is linted', { ...HANG }, async () => {
  const r = await children().wideLiteral;
  assert.deepEqual(r.internal, []);
  assert.deepEqual(r.tools, [['g', 'Gemini tool']]);
});

// --- values known only at run time are not joined as '' ----------------------------------------------------------------

test("a run-time item in a .join() or in a tagged template's array is not read as null ('Limit:  results')", { ...HANG }, () => {
  const cases = [
    tool("['Limit:', process.env.LIMIT, 'results'].join(' ')", ''),
    tool("['Tools:', listTools()].join(' ')", ''),
    tool("['Tools:', X].join(' ')", "import { X } from 'pkg';"),
    tool('L.join(", ")', '', 'const L = [L.join(","), "a"];'),
    tool('dedent`Limit: ${[process.env.LIMIT, "x"]}`', DEDENT),
    tool('html`Limit: ${[process.env.LIMIT, "x"]}`', commonTags('html')),
  ];
  // A description is a text: the tool is analysed with it unknown (never a string with a hole), and one info says so.
  for (const text of cases) {
    const r = sound(text);
    assert.deepEqual(tools(r), [['a', undefined]], text);
    assert.equal(notAnalyzable(r).length, 1, text);
  }
  // A join nested past the reader's depth: the innermost value (not read) is not joined as ''.
  let nested = '"x"';
  for (let i = 0; i < 100; i++) nested = `[${nested}, "y"].join("-")`;
  const deep = sound(tool(nested, ''));
  assert.deepEqual(tools(deep), [['a', undefined]]);
  assert.equal(notAnalyzable(deep).length, 1);
});

test('.join(): null joins as an empty string, a 50,000-item list is joined, a const list too', HANG, () => {
  assert.deepEqual(tools(sound(tool("['a', null, 'b', 1, true].join('-')", ''))), [['a', 'a--b-1-true']]);
  const items = Array.from({ length: 50_000 }, (_, i) => `'item ${i}'`).join(',');
  const direct = sound(tool(`[${items}].join("\\n")`, ''));
  assert.equal(String(direct.tools[0]!.definition.description).split('\n').length, 50_000);
  const viaConst = sound(tool('L.join("\\n")', '', `const L = [${items}];`));
  assert.equal(String(viaConst.tools[0]!.definition.description).split('\n')[49_999], 'item 49999');
});

test('.join() and .trim(): doubling consts are not analysed once, long and chained calls are read', HANG, () => {
  const strings = (i: number) => `const j${i} = [j${i - 1}, j${i - 1}].join("");`;
  const lists = (i: number) => `const j${i} = [...j${i - 1}, ...j${i - 1}];`;
  for (const [make, first, use] of [[strings, 'const j0 = "abcdefghij";', 'j18'], [lists, 'const j0 = ["abcdefghij"];', 'j18.join("")']] as const) {
    let before = first + '\n';
    for (let i = 1; i <= 18; i++) before += make(i) + '\n';
    const r = sound(tool(use, '', before));
    assert.deepEqual(tools(r), []);
    assert.equal(notAnalyzable(r).length, 1);
    assert.match(notAnalyzable(r)[0]!, /(more than 100,000|too many) values/);
  }
  assert.deepEqual(tools(sound(tool('"  x  "' + '.trim()'.repeat(60), ''))), [['a', 'x']]);
  assert.deepEqual(tools(sound(tool('`' + ' '.repeat(400_000) + 'x' + ' '.repeat(400_000) + '`.trim()', ''))), [['a', 'x']]);
});

// --- tagged templates ------------------------------------------------------------------------------------------------

test('tagged templates: 20,000-line templates are read by every tag, past 1,000,000 characters not analysed', HANG, () => {
  const lines = '    line of text\n'.repeat(20_000);
  for (const [imports, tag, joined] of [[DEDENT, 'dedent', '\n'], [TS_DEDENT, 'dedent', '\n'], [commonTags('stripIndent'), 'stripIndent', '\n'], [commonTags('stripIndents'), 'stripIndents', '\n'], [commonTags('oneLine'), 'oneLine', ' '], [commonTags('html'), 'html', '\n']] as const) {
    const r = sound(tool(`${tag}\`\n${lines}\``, imports));
    const description = String(r.tools[0]!.definition.description);
    assert.equal(description.split(joined).length, joined === ' ' ? 60_000 : 20_000, `${imports} ${tag}`);
    const long = read(tool(`${tag}\`\n${lines}${' '.repeat(1_000_000)}\``, imports));
    assert.deepEqual(tools(long), []);
    assert.match(notAnalyzable(long).join('\n'), /longer than 1,000,000 characters/);
  }
});

test('tagged templates: huge indentation, blank lines, nesting and unterminated templates', HANG, () => {
  assert.deepEqual(tools(sound(tool('dedent`\n' + ' '.repeat(400_000) + 'a\n' + ' '.repeat(400_000) + 'b\n`', DEDENT))), [['a', 'a\nb']]);
  assert.deepEqual(tools(sound(tool('stripIndent`\n' + ' \n'.repeat(300_000) + '  a`', commonTags('stripIndent')))), [['a', 'a']]);
  assert.equal(String(sound(tool('dedent`' + '\n '.repeat(300_000) + 'x`', TS_DEDENT)).tools[0]!.definition.description).length, 300_000);
  // Templates inside templates: read to the reader's depth, then "nests too deeply" (never a stack overflow).
  for (const [imports, wrap] of [[DEDENT, (s: string) => 'dedent`\n  a ${' + s + '}\n`'], [TS_DEDENT, (s: string) => 'dedent`\n  a\n  ${' + s + '}\n`']] as const) {
    let s = '"x"';
    for (let i = 0; i < 60; i++) s = wrap(s);
    assert.equal(sound(tool(s, imports)).tools.length, 1);
    for (let i = 0; i < 400; i++) s = wrap(s);
    const deep = sound(tool(s, imports));
    assert.deepEqual(tools(deep), []);
    assert.match(notAnalyzable(deep).join('\n'), /nests too deeply/);
  }
  for (const text of [DEDENT + '\nexport const tools = [{ name: "a", description: dedent`\n' + '  ${x '.repeat(20_000), TS_DEDENT + '\nexport const tools = [{ name: "a", description: dedent`\n' + '  line\n'.repeat(50_000), commonTags('html') + '\nexport const tools = [{ name: "a", description: html`${`${`${']) {
    assert.deepEqual(tools(sound(text)), []);
  }
});

test('tagged templates: strings doubling through consts are not analysed once', HANG, () => {
  for (const [imports, make] of [[DEDENT, (i: number) => `const s${i} = dedent\`\${s${i - 1}}\${s${i - 1}}\`;`], [TS_DEDENT, (i: number) => `const s${i} = dedent\`\n  \${s${i - 1}}\n  \${s${i - 1}}\n\`;`]] as const) {
    let before = 'const s0 = "ab\\ncd";\n';
    for (let i = 1; i <= 18; i++) before += make(i) + '\n';
    const r = sound(tool('s18', imports, before));
    assert.deepEqual(tools(r), []);
    assert.equal(notAnalyzable(r).length, 1);
    assert.match(notAnalyzable(r)[0]!, /(more than 100,000|too many) values/);
  }
});

test('tagged templates and joins: 1,000 tools of a file are each read', HANG, () => {
  let list = '';
  for (let i = 0; i < 1000; i++) list += `{ name: 't${i}', description: i${i % 2}\`\n  Tool ${i}\n  does things\n\` + ['', 'x', ${i}].join(' '), parameters: { type: 'object', properties: {} } },\n`;
  const r = sound(`import i0 from 'dedent';\nimport { stripIndent as i1 } from 'common-tags';\nexport const tools = [\n${list}];\n`);
  assert.equal(r.tools.length, 1000);
  assert.equal(r.tools[999]!.definition.description, 'Tool 999\ndoes things x 999');
});

// --- class-based MCP tools -------------------------------------------------------------------------------------------

const Z = "import { z } from 'zod';\n";

test('class tools: classes extending themselves or each other, getters and members naming each other, never throw', HANG, () => {
  assert.deepEqual(tools(sound(Z + "class ATool extends ATool { name = 'a'; description = 'd'; argsShape = { n: z.number() }; }")), [['a', 'd']]);
  assert.deepEqual(tools(sound(Z + "class ATool extends BTool { name = 'a'; description = 'd'; argsShape = { n: z.number() }; }\nclass BTool extends ATool { name = 'b'; description = 'e'; argsShape = { m: z.string() }; }")), [['a', 'd'], ['b', 'e']]);
  for (const members of ['get name() { return this.description; } get description() { return this.name; } argsShape = { n: z.number() };', "get name() { return this.name; } description = 'd'; argsShape = { n: z.number() };", 'name = this.description; description = this.name; argsShape = { n: z.number() };']) {
    assert.deepEqual(tools(sound(`${Z}class ATool extends ToolBase { ${members} }`)), [], members);
  }
  for (const [schema, before] of [['ATool.shape', ''], ['S', 'const S = T; const T = S;\n'], ['X' + '.shape'.repeat(5000), '']]) {
    const r = sound(`${Z}${before}class ATool extends ToolBase { name = 'a'; description = 'd'; argsShape = ${schema}; }`);
    assert.deepEqual(tools(r), []);
    assert.equal(notAnalyzable(r).length, 1);
  }
  // A cycle of 1,000 classes whose getters call each other and whose schemas are each other's.
  let cycle = Z;
  for (let i = 0; i < 1000; i++) cycle += `export class T${i}Tool extends T${(i + 1) % 1000}Tool {\n  get name() { return this.description; }\n  get description() { return this.name; }\n  argsShape = T${(i + 1) % 1000}Tool.shape;\n}\n`;
  assert.deepEqual(tools(sound(cycle)), []);
});

test('class tools: 1,000 classes in one file are each read', HANG, () => {
  let text = Z;
  for (let i = 0; i < 1000; i++) text += `export class T${i}Tool extends ToolBase {\n  name = 't${i}';\n  description = 'Tool ${i}';\n  argsShape = { a: z.string().describe('a') };\n}\n`;
  const r = sound(text);
  assert.equal(r.tools.length, 1000);
  assert.deepEqual(tools(r)[999], ['t999', 'Tool 999']);
});

test('class tools: models, forms and web components with a name, a description and a schema are no tool, and get no finding', { ...HANG }, () => {
  for (const text of [
    "export class Dataset extends Model { name = ''; description = ''; readonly schema = {}; }",
    "export class Dataset extends Model { name = 'users'; description = 'All users'; public parameters = { limit: 10 }; }",
    "export class SignupForm extends FormBase { name = 'signup'; description = 'Sign up form'; readonly schema = { type: 'object', properties: { email: { type: 'string' } } }; }",
    "export class MyElement extends LitElement { name = 'el'; description = 'An element'; static readonly schema = { type: 'object' }; }",
    "export default class Post extends Model { name = 'post'; description = 'Post'; readonly schema = { title: 'string', body: 'string' }; }",
  ]) {
    const r = sound(text);
    assert.deepEqual(tools(r), [], text);
    assert.deepEqual(r.findings.map((f) => f.message), [], text);
  }
});

test('class tools: a schema in a `static` field, or a field without a modifier, passes the prefilter', { ...HANG }, () => {
  for (const members of ["static toolName = 'count';\n  description = 'Counts';\n  static schema = z.object({ n: z.number() });", "static toolName = 'count';\n  static description = 'Counts';\n  static parameters = { n: z.number() };", "name = 'count';\n  description = 'Counts';\n  schema = z.object({ n: z.number() });"]) {
    assert.deepEqual(tools(sound(`${Z}export class CountTool extends ToolBase {\n  ${members}\n}\n`)), [['count', 'Counts']], members);
  }
});

// --- LangChain's Gemini helper -------------------------------------------------------------------------------------

const GEMINI = "import { schemaToGeminiParameters, jsonSchemaToGeminiParameters } from '@langchain/google-common';\nimport { z } from 'zod';\n";
const gemini = (parameters: string, before = '') => `${GEMINI}${before}\nexport const tools = [{ functionDeclarations: [{ name: 'g', description: 'Gemini tool', parameters: ${parameters} }] }];\n`;

test('Gemini helper: recursive, self-referencing, nested and deep schemas', HANG, () => {
  assert.match(notAnalyzable(sound(gemini('schemaToGeminiParameters(Node)', 'const Node: z.ZodType<any> = z.lazy(() => z.object({ name: z.string(), kids: z.array(Node) }));'))).join('\n'), /z\.lazy\(\)/);
  assert.match(notAnalyzable(sound(gemini('jsonSchemaToGeminiParameters(S)', "const S = { type: 'object', properties: { a: S } };"))).join('\n'), /defined in terms of itself/);
  const ref = sound(gemini('jsonSchemaToGeminiParameters(S)', "const S = { type: 'object', properties: { a: { $ref: '#' } } };"));
  assert.equal(JSON.stringify(ref.tools[0]!.definition.schema), '{"type":"object","properties":{"a":{"$ref":"#"}}}');
  assert.equal(sound(gemini('schemaToGeminiParameters(schemaToGeminiParameters(z.object({ a: z.string() })))')).tools.length, 0);
  for (const [wrap, helper] of [[(s: string) => `{ type: 'object', properties: { a: ${s} } }`, 'jsonSchemaToGeminiParameters'], [(s: string) => `z.object({ a: ${s} })`, 'schemaToGeminiParameters']] as const) {
    let s = helper === 'schemaToGeminiParameters' ? 'z.string()' : "{ type: 'string' }";
    for (let i = 0; i < 50; i++) s = wrap(s);
    assert.equal(sound(gemini(`${helper}(${s})`)).tools.length, 1);
    for (let i = 0; i < 450; i++) s = wrap(s);
    const deep = sound(gemini(`${helper}(${s})`));
    assert.deepEqual(tools(deep), []);
    assert.match(notAnalyzable(deep).join('\n'), /nests too deeply/);
  }
});

test("Gemini helper: a property named __proto__ is kept, as the helper's JSON.parse and spread keep it", { ...HANG }, () => {
  const r = sound(gemini("jsonSchemaToGeminiParameters({ type: 'object', properties: { '__proto__': { type: 'string', description: 'p' }, b: { type: 'string', description: 'b' } } })"));
  assert.equal(JSON.stringify(r.tools[0]!.definition.schema), '{"type":"object","properties":{"__proto__":{"type":"string","description":"p"},"b":{"type":"string","description":"b"}}}');
});

// --- zod 3 .pipe(), zod re-exported under another name, Mastra across files -----------------------------------------

const mcp = (field: string, before = '') => `import { z } from 'zod';\nimport { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\n${before}const server = new McpServer({ name: 's', version: '1' });\nserver.tool('t', 'Does', { a: ${field} }, async () => ({ content: [] }));\n`;

test('zod .pipe(): a chain of 10,000, nested pipes and pipes doubling through consts', HANG, () => {
  const chain = sound(mcp(`z.string()${'.pipe(z.string())'.repeat(10_000)}.describe('a')`));
  assert.deepEqual(tools(chain), []);
  assert.match(notAnalyzable(chain).join('\n'), /nests too deeply/);
  let nested = 'z.string()';
  for (let i = 0; i < 300; i++) nested = `z.string().pipe(${nested})`;
  assert.match(notAnalyzable(sound(mcp(`${nested}.describe('a')`))).join('\n'), /nests too deeply/);
  let before = 'const p0 = z.string();\n';
  for (let i = 1; i <= 40; i++) before += `const p${i} = p${i - 1}.pipe(p${i - 1});\n`;
  const doubling = sound(mcp("p40.describe('a')", before));
  assert.ok(doubling.tools.length === 1 || notAnalyzable(doubling).length === 1);
});

test('zod re-exported under another name: cycles of re-exports, a fan of export *, deep chains', HANG, () => {
  // A field whose zod is not found keeps its tool, that field's schema unknown (converters/zod/unknown-pieces.ts).
  const known = (r: LintResult) => tools({ ...r, tools: r.tools.filter((t) => !t.definition.fields.unknownSchemas) });
  const use = "import { zod } from './m0';\nserver.registerTool('t', { description: 'd', inputSchema: { a: zod.string().describe('a') } }, async () => ({}));\n";
  const pair = sound(use, { '/p/src/m0.ts': "export { zod } from './m1';\n", '/p/src/m1.ts': "export { zod } from './m0';\n" });
  assert.deepEqual(known(pair), []);
  const star = sound(use, { '/p/src/m0.ts': "export * from './m1';\n", '/p/src/m1.ts': "export * from './m0';\nexport * from './m2';\n", '/p/src/m2.ts': "export * from './m0';\n" });
  assert.deepEqual(known(star), []);
  const fan: Record<string, string> = {};
  for (let i = 0; i < 200; i++) fan[`/p/src/m${i}.ts`] = Array.from({ length: 8 }, (_, j) => `export * from './m${(i * 8 + j + 1) % 200}';\n`).join('');
  assert.deepEqual(known(sound(use, fan)), []);
  const chain = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`/p/src/m${i}.ts`, i + 1 < n ? `export { zod } from './m${i + 1}';\n` : "export { z as zod } from 'zod';\n"]));
  assert.deepEqual(known(sound(use, chain(3))), [['t', 'd']]);
  assert.deepEqual(known(sound(use, chain(40))), []);
});

test('Mastra: agents of two files importing each other, a tool re-exported in a cycle, 30 agents listing 20 tools', HANG, () => {
  const agent = (me: string, other: string, model: string, pkg: string) => `import { Agent } from '@mastra/core/agent';\nimport { ${model} } from '${pkg}';\nimport { ${other}Tool, ${other}Agent } from './${other}';\nimport { createTool } from '@mastra/core/tools';\nimport { z } from 'zod';\nexport const ${me}Tool = createTool({ id: '${me}', description: '${me} tool', inputSchema: z.object({ x: z.string().describe('x') }), execute: async () => ({}) });\nexport const ${me}Agent = new Agent({ name: '${me}', instructions: 'i', model: ${model}('m'), tools: { ${other}Tool, ${me}Tool } });\n`;
  const files = { '/p/src/mastra/agents/a.ts': agent('a', 'b', 'openai', '@ai-sdk/openai'), '/p/src/mastra/agents/b.ts': agent('b', 'a', 'anthropic', '@ai-sdk/anthropic') };
  assert.deepEqual(sound(files['/p/src/mastra/agents/a.ts'], files, '/p/src/mastra/agents/a.ts').tools.map((t) => t.name), ['aTool', 'bTool']);
  const cycle = "import { Agent } from '@mastra/core/agent';\nimport { openai } from '@ai-sdk/openai';\nimport { t } from './b';\nexport const aAgent = new Agent({ name: 'A', instructions: 'i', model: openai('gpt-4o'), tools: { t } });\n";
  assert.deepEqual(tools(sound(cycle, { '/p/src/mastra/agents/b.ts': "export { t } from './c';\n", '/p/src/mastra/agents/c.ts': "export { t } from './b';\n" }, '/p/src/mastra/agents/a.ts')), []);
  const names = Array.from({ length: 20 }, (_, i) => `w${i}`).join(', ');
  let many = `import { Agent } from '@mastra/core/agent';\nimport { openai } from '@ai-sdk/openai';\nimport { ${names} } from '../tools/w';\n`;
  for (let i = 0; i < 30; i++) many += `export const a${i} = new Agent({ name: 'A${i}', instructions: 'i', model: openai('gpt-4o'), tools: { ${names} } });\n`;
  const w = "import { createTool } from '@mastra/core/tools';\nimport { z } from 'zod';\n" + Array.from({ length: 20 }, (_, i) => `export const w${i} = createTool({ id: 'w${i}', description: 'W tool ${i}', inputSchema: z.object({ x: z.string().describe('x') }), execute: async () => ({}) });\n`).join('');
  assert.equal(sound(many, { '/p/src/mastra/tools/w.ts': w }, '/p/src/mastra/agents/a.ts').tools.length, 600);
});
