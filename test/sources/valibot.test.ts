// Valibot schemas where real code registers them: tmcp's server.tool({ name, description, schema }) and defineTool(),
// the AI SDK's valibotSchema(...), and toJsonSchema(...) in a literal tool list; each read as toJsonSchema converts it
// (test/oracles/valibot.test.ts checks the conversion against the real packages), and what it cannot convert said at
// the code.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';
import { converterOf } from '../../shared/src/sources/node-marks';
import { readFile } from '../read-file';

const FIXTURES = join(__dirname, '..', 'fixtures');
function lintFile(rel: string) {
  const path = join(FIXTURES, rel);
  const text = readFileSync(path, 'utf8');
  return { text, r: lint(text, { path, readFile }) };
}
const schemaOf = (r: ReturnType<typeof lint>, name: string) => JSON.stringify(r.tools.find((t) => t.name === name)?.definition.schema);
const notAnalysed = (text: string, r: ReturnType<typeof lint>) => r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => ({ at: text.slice(f.span.offset, f.span.offset + f.span.length), message: f.message }));
const DRAFT7 = 'http://json-schema.org/draft-07/schema#';

test('tmcp: server.tool({ name, description, schema }) with an imported Valibot schema is an MCP tool, converted as its adapter sends it', () => {
  const { r } = lintFile('valibot-tmcp/src/tools/search.ts');
  assert.deepEqual(r.tools.map((t) => [t.name, t.shape]), [['search_docs', 'mcp-sdk'], ['get_page', 'mcp-sdk'], ['list_sections', 'mcp-sdk']]);
  // The name from a const, the schema from ../schemas.ts with `...Paging.entries` spread in and a picklist of an imported list.
  assert.equal(schemaOf(r, 'search_docs'), JSON.stringify({
    type: 'object',
    properties: {
      query: { type: 'string', minLength: 2, maxLength: 300, description: 'Words to look for in the docs' },
      section: { enum: ['guides', 'api', 'changelog'], type: 'string', description: 'Only this part of the docs' },
      page: { type: 'integer', minimum: 1, default: 1 },
      perPage: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
    },
    required: ['query'],
    $schema: DRAFT7,
  }));
  assert.match(converterOf(r.tools[0]!.definition.node) ?? '', /@tmcp\/adapter-valibot: toJsonSchema of @valibot\/to-json-schema 1\.8/);
});

test('tmcp: the adapter adds type "string" to an enum without one (a notValues restriction), and a tool without a schema sends an empty object', () => {
  const { r } = lintFile('valibot-tmcp/src/tools/search.ts');
  const page = JSON.parse(schemaOf(r, 'get_page')) as { properties: Record<string, unknown>; required: string[] };
  assert.equal(JSON.stringify(page.properties.section), JSON.stringify({ type: 'string', not: { enum: ['internal', 'drafts'], type: 'string' } }));
  assert.equal(JSON.stringify(page.properties.format), JSON.stringify({ enum: ['markdown', 'text'], type: 'string', default: 'markdown' }));
  assert.deepEqual(page.required, []);
  assert.equal(schemaOf(r, 'list_sections'), JSON.stringify({ type: 'object', properties: {} }));
});

test('tmcp: a schema toJsonSchema cannot convert is reported where it throws, with its message; a project wrapper is named', () => {
  const { text, r } = lintFile('valibot-tmcp/src/tools/history.ts');
  assert.deepEqual(r.tools, []);
  const notes = notAnalysed(text, r);
  assert.deepEqual(notes.map((n) => n.at), ['v.date()', 'withFriendlyErrors(v.object({ slug: v.string() }))']);
  assert.match(notes[0]!.message, /tmcp's Valibot adapter .* throws here, so no schema is sent: toJsonSchema \(@valibot\/to-json-schema\) says "The "date" schema cannot be converted to JSON Schema\."/);
  assert.match(notes[1]!.message, /`withFriendlyErrors\(\.\.\.\)` is not a Valibot function/);
});

test("tmcp: defineTool() from 'tmcp/tool' is a tool; a strict object sends additionalProperties: false", () => {
  const { r } = lintFile('valibot-tmcp/src/tools/release-notes.ts');
  assert.deepEqual(r.tools.map((t) => t.name), ['release_notes']);
  assert.equal(schemaOf(r, 'release_notes'), JSON.stringify({
    type: 'object',
    properties: { version: { type: 'string', pattern: '^\\d+\\.\\d+\\.\\d+$', description: 'Semantic version, e.g. 2.4.0' }, audience: { anyOf: [{ const: 'users' }, { const: 'admins' }] } },
    required: ['version'],
    additionalProperties: false,
    $schema: DRAFT7,
  }));
  assert.ok(!r.findings.some((f) => f.rule === 'missing-additional-properties-false'));
});

test("tmcp: a file that registers on the project's alias of tmcp's server type is read by the project's package.json, or by its Valibot schema", () => {
  const { r } = lintFile('valibot-tmcp/src/tools/sections.ts');
  assert.deepEqual(r.tools.map((t) => [t.name, t.shape]), [['get_section', 'mcp-sdk'], ['latest_changes', 'mcp-sdk']]);
  assert.equal(schemaOf(r, 'get_section'), JSON.stringify({
    type: 'object',
    properties: { section: { enum: ['guides', 'api', 'changelog'], type: 'string', description: 'Which section' }, maxChars: { type: 'integer', minimum: 100, maximum: 20000 } },
    required: ['section'],
    $schema: DRAFT7,
  }));
  assert.doesNotMatch(converterOf(r.tools[0]!.definition.node) ?? '', /taken for tmcp's/);
  // Without the project (no package.json to read): the Valibot schema alone says tmcp; a schema-less tool is not taken.
  const text = readFileSync(join(FIXTURES, 'valibot-tmcp/src/tools/sections.ts'), 'utf8').replace('v.picklist(SECTIONS)', "v.picklist(['guides', 'api'])");
  const alone = lint(text, { path: 'sections.ts' });
  assert.deepEqual(alone.tools.map((t) => t.name), ['get_section']);
  assert.match(converterOf(alone.tools[0]!.definition.node) ?? '', /taken for tmcp's by `\.tool\(\{ name, description, schema \}\)` with a Valibot schema/);
});

test('tmcp: a tool literal held in a const and registered by name is one tool; a literal nothing registers is none', () => {
  const { r } = lintFile('valibot-tmcp/src/tools/feedback.ts');
  assert.deepEqual(r.tools.map((t) => [t.name, t.shape]), [['send_feedback', 'mcp-sdk']]);
  assert.equal(schemaOf(r, 'send_feedback'), JSON.stringify({
    type: 'object',
    properties: {
      slug: { type: 'string', description: 'The page the feedback is about' },
      rating: { type: 'integer', minimum: 1, maximum: 5, description: '1 (poor) to 5 (great)' },
      comment: { type: 'string', maxLength: 2000 },
    },
    required: ['slug', 'rating'],
    $schema: DRAFT7,
  }));
});

test('tmcp: the server file that only creates the server and lists defineTool() results reports nothing of its own', () => {
  const { r } = lintFile('valibot-tmcp/src/index.ts');
  assert.deepEqual([r.tools, r.findings], [[], []]);
});

test('AI SDK: valibotSchema(S) is read as toJsonSchema converts it, toStandardJsonSchema(S) as AI SDK 6 does; a bare Valibot schema is reported as not converted', () => {
  const { text, r } = lintFile('valibot-ai-sdk/route.ts');
  assert.deepEqual(r.tools.map((t) => [t.name, t.shape]), [['weather', 'ai-sdk'], ['places', 'ai-sdk']]);
  assert.equal(schemaOf(r, 'weather'), JSON.stringify({
    type: 'object',
    properties: { city: { type: 'string', minLength: 1, description: 'City name, e.g. Lisbon' }, unit: { enum: ['celsius', 'fahrenheit'], type: 'string', default: 'celsius' } },
    required: ['city'],
    $schema: DRAFT7,
  }));
  // toStandardJsonSchema(S): the input side (the string before the transform), every object closed.
  assert.equal(schemaOf(r, 'places'), JSON.stringify({
    type: 'object',
    properties: {
      near: { type: 'object', properties: { lat: { type: 'number' }, lng: { type: 'number' } }, required: ['lat', 'lng'], additionalProperties: false },
      kinds: { type: 'array', items: { enum: ['museum', 'park', 'cafe'], type: 'string' } },
      radiusKm: { type: 'string' },
    },
    required: ['near', 'radiusKm'],
    $schema: DRAFT7,
    additionalProperties: false,
  }));
  const notes = notAnalysed(text, r);
  assert.deepEqual(notes.map((n) => n.at), ['v.object({ from: v.string(), to: v.string() })']);
  assert.match(notes[0]!.message, /wrap it in valibotSchema\(\) from @ai-sdk\/valibot/);
});

test('toJsonSchema(S, config) in a literal tool list is read with its config; findings on Valibot code offer no JSON edits', () => {
  const { r } = lintFile('valibot-ai-sdk/mcp-list-tools.ts');
  assert.deepEqual(r.tools.map((t) => [t.name, t.shape]), [['read_file', 'mcp'], ['grep', 'mcp']]);
  assert.equal(JSON.stringify((r.tools[1]!.definition.schema as { properties: unknown }).properties), JSON.stringify({ pattern: { type: 'string', description: 'A regular expression' }, maxResults: { type: 'integer', maximum: 500 } }));
  assert.ok(r.findings.some((f) => f.rule === 'missing-additional-properties-false'));
  assert.deepEqual(r.findings.filter((f) => f.fixable), []);
});

const tmcpFile = (body: string, imports = "import * as v from 'valibot';") => `import { McpServer } from 'tmcp';\n${imports}\n${body}\nexport function register(server: McpServer<any>) {\n  server.tool({ name: 'probe', description: 'A probe tool.', schema }, async () => ({ content: [] }));\n}\n`;

test('named imports of Valibot functions are read like the namespace', () => {
  const text = tmcpFile("const schema = object({ q: pipe(string(), description('Query')), n: optional(number()) });", "import { description, number, object, optional, pipe, string } from 'valibot';");
  const r = lint(text, { path: 'probe.ts' });
  assert.equal(schemaOf(r, 'probe'), JSON.stringify({ type: 'object', properties: { q: { type: 'string', description: 'Query' }, n: { type: 'number' } }, required: ['q'], $schema: DRAFT7 }));
});

test('v.enum() of a TypeScript enum, of this file or imported from a project file, sends its member values', () => {
  const files: Record<string, string> = {
    '/p/src/kinds.ts': "export enum Kind { Bug = 'bug', Feature = 'feature' }\n",
    '/p/src/tool.ts': tmcpFile('enum Priority { Low, High }\nconst schema = v.object({ kind: v.enum(Kind), priority: v.enum(Priority) });', "import * as v from 'valibot';\nimport { Kind } from './kinds';"),
  };
  const r = lint(files['/p/src/tool.ts']!, { path: '/p/src/tool.ts', readFile: (p) => files[p] });
  assert.equal(JSON.stringify((r.tools[0]?.definition.schema as { properties?: unknown })?.properties), JSON.stringify({ kind: { enum: ['bug', 'feature'], type: 'string' }, priority: { enum: [0, 1], type: 'number' } }));
});

test('a recursive schema through v.lazy is sent as toJsonSchema sends it: a $ref into $defs', () => {
  const r = lint(tmcpFile("const Filter: v.GenericSchema<unknown> = v.object({ field: v.string(), any: v.optional(v.array(v.lazy(() => Filter))) });\nconst schema = v.object({ where: Filter });"), { path: 'lazy.ts' });
  const filter = { type: 'object', properties: { field: { type: 'string' }, any: { type: 'array', items: { $ref: '#/$defs/0' } } }, required: ['field'] };
  assert.equal(schemaOf(r, 'probe'), JSON.stringify({ type: 'object', properties: { where: filter }, required: ['where'], $schema: DRAFT7, $defs: { 0: filter } }));
});

test('a field whose Valibot code cannot be read keeps its tool: sent, its schema unknown, one info at the piece', () => {
  const text = tmcpFile("const schema = v.object({ email: Email, name: v.pipe(v.string(), v.description('Full name')), note: v.optional(makeNote()) });", "import * as v from 'valibot';\nimport { Email } from '@acme/schemas';\nimport { makeNote } from './notes';");
  const r = lint(text, { path: 'kept.ts' });
  assert.equal(schemaOf(r, 'probe'), JSON.stringify({ type: 'object', properties: { email: {}, name: { type: 'string', description: 'Full name' }, note: {} }, required: ['email', 'name'], $schema: DRAFT7 }));
  const notes = notAnalysed(text, r);
  assert.deepEqual(notes.map((n) => n.at), ['Email']);
  assert.match(notes[0]!.message, /^The schema of `email` is not read \(`Email`: `Email` is imported from '@acme\/schemas', which toollint did not read .*the rest of the tool is analysed\. 1 more field of this tool is not read either/);
  // A field toJsonSchema throws on is no such piece: nothing is sent, the tool is not analysed.
  const thrown = lint(tmcpFile('const schema = v.object({ email: Email, at: v.date() });', "import * as v from 'valibot';\nimport { Email } from '@acme/schemas';"), { path: 'thrown.ts' });
  assert.deepEqual(thrown.tools, []);
});

test('what toollint does not model is said at its code: a v.lazy getter that reads its input, a toJsonSchema option it does not read', () => {
  const lazy = lint(tmcpFile('const schema = v.object({ tree: v.lazy((input) => (input ? v.string() : v.number())) });'), { path: 'lazy.ts' });
  assert.match(lazy.findings.find((f) => f.rule === 'not-analyzable')?.message ?? '', /a `v\.lazy` whose getter is not a function without parameters/);
  const text = "import * as v from 'valibot';\nimport { toJsonSchema } from '@valibot/to-json-schema';\nconst S = v.object({ a: v.string() });\nexport const tools = [{ name: 'x', description: 'X.', inputSchema: toJsonSchema(S, { target: 'openapi-3.0' }) }];\n";
  const r = lint(text, { path: 'cfg.ts' });
  assert.match(r.findings.find((f) => f.rule === 'not-analyzable')?.message ?? '', /toJsonSchema's `target` option as written here/);
});

test('hostile Valibot: deep nesting, a const defined by itself and consts used many times end in findings, never a throw', () => {
  const deep = `const schema = v.object({ a: ${'v.array('.repeat(300)}v.string()${')'.repeat(300)} });`;
  assert.doesNotThrow(() => lint(tmcpFile(deep), { path: 'deep.ts' }));
  const self = lint(tmcpFile('const A: any = v.object({ a: A });\nconst schema = A;'), { path: 'self.ts' });
  assert.match(self.findings.map((f) => f.message).join('\n'), /defined in terms of itself/);
  let chain = 'const s0 = v.string();\n';
  for (let i = 1; i <= 24; i++) chain += `const s${i} = v.object({ a: s${i - 1}, b: s${i - 1} });\n`;
  const blown = lint(tmcpFile(`${chain}const schema = s24;`), { path: 'blown.ts' });
  assert.match(blown.findings.map((f) => f.message).join('\n'), /expand(s to more than 5000| to too many) schema objects/);
});
