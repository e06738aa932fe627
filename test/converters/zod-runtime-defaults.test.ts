// A zod default computed at run time (`.default(options.maxResults)`, an env read, a clock) leaves its tool analysed:
// the schema keeps the `default` keyword (so no-defaults and strict mode see a default exists), its value unknown,
// one info per tool at the code that computes it. The rest of each schema is what the real library sends with the
// run-time values put in (checked here against zod 4 / zod 3 with those values, key order included).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';
import * as z4 from 'zod';
import * as z3 from 'zod3';
import { lint, type LintResult } from '../../shared/src';
import { zodToSchemaNode, type ZodDialect } from '../../shared/src/converters/zod';
import { UNKNOWN_TEXT } from '../../shared/src/sources/typescript/marks';
import { evaluateFixture, fixtureContext } from './evaluate-fixture';
import { runtime, WrapperThrew } from './zod-runtime';
import { type Json, nodeValue } from './zod3-runtime';

const DIR = join(__dirname, '..', 'fixtures', 'zod-runtime-defaults');
const at = (text: string, s: { offset: number; length: number }) => text.slice(s.offset, s.offset + s.length);
const of = (r: LintResult, rule: string) => r.findings.filter((f) => f.rule === rule);
const plain = (v: unknown): Json => JSON.parse(JSON.stringify(v));

/** The `z.object(...)` (or raw shape) text each tool of a fixture holds in `key`, in order. */
function slots(code: string, key: string): string[] {
  const source = ts.createSourceFile('f.ts', code, ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isPropertyAssignment(n) && ts.isIdentifier(n.name) && n.name.text === key) out.push(n.initializer.getText(source));
    ts.forEachChild(n, visit);
  };
  visit(source);
  return out;
}

/** `value` with the `default` of each listed property set to null: the schema toollint sends for run-time defaults. */
function unknownDefaults(value: Json, props: string[]): Json {
  const copy = plain(value) as { properties: Record<string, { default?: Json }> };
  for (const p of props) {
    assert.ok(copy.properties[p] && 'default' in copy.properties[p]!, `${p} has a default at run time`);
    copy.properties[p]!.default = null;
  }
  return copy as unknown as Json;
}

const AI = join(DIR, 'search-tools.ts');
const aiText = readFileSync(AI, 'utf8');
/** The run-time values the fixture's code would have, for the real library's side. */
const AI_VALUES = "const options = { maxResults: 10, defaultLocale: 'en' };\nconst process = { env: { DEFAULT_REGION: 'us-east-1' } };\nconst DEFAULT_PAGE_SIZE = 20;\n";

test('an AI SDK factory whose defaults come from its options, the environment and a clock: both tools analysed, as the AI SDK sends them', () => {
  const r = lint(aiText, { path: AI });
  assert.deepEqual(r.tools.map((t) => t.name), ['searchDocs', 'listEvents']);
  const unknown = [['limit', 'locale'], ['from', 'region', 'pageSize']];
  slots(aiText, 'inputSchema').forEach((expr, i) => {
    const real = runtime('zod4-ai-sdk', evaluateFixture(`import { z } from 'zod';\n${AI_VALUES}export const schema = ${expr};\n`, z4));
    const ours = plain(r.tools[i]!.definition.schema);
    // Key order included: the keyword stays where zod writes a default, holding null for its value.
    assert.equal(JSON.stringify(ours), JSON.stringify(unknownDefaults(real as Json, unknown[i]!)), r.tools[i]!.name);
  });
  // `() => []` is a default zod calls and toollint reads: it is known.
  assert.deepEqual((r.tools[0]!.definition.schema as { properties: { tags: { default: unknown } } }).properties.tags.default, []);
  for (const t of r.tools) assert.ok(!JSON.stringify(t.definition.value).includes(UNKNOWN_TEXT.slice(1, -1)), t.name);
});

test('a run-time default is still a default: no-defaults and strict mode report it, naming the zod call', () => {
  const r = lint(aiText, { path: AI });
  const rejected = of(r, 'no-defaults').filter((f) => f.severity === 'error');
  assert.deepEqual(rejected.map((f) => f.targets), Array(6).fill(['openai-strict']));
  assert.deepEqual(
    rejected.map((f) => at(aiText, f.span)),
    ['.default(options.maxResults)', '.default(options.defaultLocale)', '.default(() => [])', '.default(() => new Date().toISOString())', ".default(process.env.DEFAULT_REGION ?? 'eu-west-1')", '.default(DEFAULT_PAGE_SIZE)'],
  );
  assert.match(rejected[0]!.message, /^`limit` has `\.default\(options\.maxResults\)`, sent as a `default` keyword, which strict mode rejects/);
  assert.equal(of(r, 'no-defaults').filter((f) => f.severity === 'warning' && f.targets.join() === 'google').length, 6);
  // The AI SDK converts the input side: a defaulted field may be omitted, which strict mode refuses.
  const optional = of(r, 'optional-not-required').map((f) => f.message.match(/^Property `(\w+)` has `([^`]+)`/)?.slice(1));
  assert.deepEqual(optional, [['limit', '.default(options.maxResults)'], ['locale', '.default(options.defaultLocale)'], ['tags', '.default(() => [])'], ['from', '.default(() => new Date().toISOString())'], ['region', ".default(process.env.DEFAULT_REGION ?? 'eu-west-1')"], ['pageSize', '.default(DEFAULT_PAGE_SIZE)']]);
});

test('one info per tool, at the first run-time default, naming the field and the code that computes it', () => {
  const r = lint(aiText, { path: AI });
  const infos = of(r, 'not-analyzable');
  assert.deepEqual(infos.map((f) => [f.tool, f.severity, at(aiText, f.span)]), [
    ['searchDocs', 'info', 'options.maxResults'],
    ['listEvents', 'info', '() => new Date().toISOString()'],
  ]);
  assert.equal(
    infos[0]!.message,
    'The default of `limit` is computed at run time (`options.maxResults`): the schema is sent with a "default" whose value is not known here, so the rules on defaults see it but its value is not checked (it is counted as one token); the rest of the tool is analysed. 1 more text of this tool is computed at run time too.',
  );
  assert.match(infos[1]!.message, /^The default of `from` is computed at run time \(`\(\) => new Date\(\)\.toISOString\(\)`\)/);
});

test('the unknown value is counted as one token: the tool costs what it costs with `.default(null)` there', () => {
  const r = lint(aiText, { path: AI });
  const nulls = aiText.replace('options.maxResults', 'null').replace('options.defaultLocale', 'null').replace('() => new Date().toISOString()', 'null').replace("process.env.DEFAULT_REGION ?? 'eu-west-1'", 'null').replace('.default(DEFAULT_PAGE_SIZE)', '.default(null)');
  const written = lint(nulls, { path: AI });
  assert.deepEqual(of(written, 'not-analyzable'), []);
  assert.deepEqual(r.tools.map((t) => t.tokens), written.tools.map((t) => t.tokens));
  // No text is unknown (the hover's lower-bound note is for texts): the fields list none.
  for (const t of r.tools) assert.deepEqual(t.definition.fields.unknownTexts, []);
});

const MCP = join(DIR, 'mcp-server.ts');
const mcpText = readFileSync(MCP, 'utf8');

test('an MCP server on zod 3 with a default from its loaded config: analysed as the MCP SDK sends it (zod-to-json-schema)', () => {
  const r = lint(mcpText, { path: MCP });
  assert.deepEqual(r.tools.map((t) => t.name), ['list_issues']);
  const [shape] = slots(mcpText, 'inputSchema');
  const real = runtime('zod3-mcp', evaluateFixture(`import { z } from 'zod';\nconst config = { defaultPageSize: 30 };\nexport const schema = z.object(${shape});\n`, z3));
  assert.equal(JSON.stringify(plain(r.tools[0]!.definition.schema)), JSON.stringify(unknownDefaults(real as Json, ['perPage'])));
  assert.deepEqual(of(r, 'not-analyzable').map((f) => at(mcpText, f.span)), ['config.defaultPageSize']);
  assert.deepEqual(of(r, 'no-defaults').filter((f) => f.severity === 'error').map((f) => at(mcpText, f.span)), [".default('open')", '.default(config.defaultPageSize)']);
});

// Every dialect: the reader's schema with the run-time value unknown is the real library's with that value put in.
const CODE = `import { z } from 'zod';
declare const settings: { limit: number; sort: string };
export const schema = z.object({
  q: z.string(),
  limit: z.number().int().min(1).default(settings.limit).describe('Max results'),
  sort: z.enum(['asc', 'desc']).default(settings.sort as 'asc'),
  mode: z.string().catch(settings.sort),
});
`;
const DIALECTS: ZodDialect[] = ['zod4', 'zod4-input7', 'zod4-ai-sdk', 'zod4-openai', 'zod4-anthropic', 'zod4-agents', 'zod3', 'zod3-mcp', 'zod3-ai-sdk', 'zod3-openai'];

test('in every dialect, a run-time default or catch value is the keyword the library writes, with null for the value', () => {
  const source = ts.createSourceFile('fixture.ts', CODE, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  let expr: ts.Expression | undefined;
  const find = (n: ts.Node): void => {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.name.text === 'schema') expr = n.initializer;
    ts.forEachChild(n, find);
  };
  find(source);
  for (const dialect of DIALECTS) {
    const result = zodToSchemaNode(expr!, fixtureContext(source, dialect, 'fixture_tool'));
    assert.ok('node' in result, `${dialect}: analysed`);
    const lib = dialect.startsWith('zod3') ? z3 : z4;
    const real = runtime(dialect, evaluateFixture(CODE.replace(/declare const settings[^\n]*/, "const settings = { limit: 5, sort: 'desc' };"), lib));
    assert.ok(!(real instanceof WrapperThrew), `${dialect}: the library converts it`);
    // zod 3 writes no default for a catch; the agents' fallback and openai's strict rewrite keep what they keep.
    const withNulls = JSON.stringify(real, (k, v) => (k === 'default' && (v === 5 || v === 'desc') ? null : v));
    // The converter's node holds the placeholder the tool's value turns into null (unknown-texts.ts, KEPT_AS).
    const ours = JSON.stringify(nodeValue(result.node), (k, v) => (k === 'default' && v === UNKNOWN_TEXT ? null : v));
    assert.equal(ours, withNulls, dialect);
    assert.equal((JSON.stringify(nodeValue(result.node)).match(/toollint: a text computed/g) ?? []).length, (withNulls.match(/"default":null/g) ?? []).length, dialect);
  }
});
