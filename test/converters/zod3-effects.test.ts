// Oracle test for zod 3's ZodEffects (z.preprocess, .refine, .superRefine, .transform): each fixture is converted
// statically and compared with what zod 3.25.76 (package `zod3`) and zod-to-json-schema 3.25.2 produce at run time
// for the same code, with the options each wrapper passes (zod3: defaults, zod3-mcp: the MCP SDK's, zod3-ai-sdk: the
// AI SDK's), and openai's zodFunction where it builds the tool. zod-to-json-schema emits an effect's inner schema;
// whether a field may be omitted is zod 3 parsing undefined, which runs the function: the reader works it out from
// the function's syntax (shared/src/converters/zod/fn-eval.ts), or says the field is not analysable.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import ts from 'typescript';
import * as z3 from 'zod3';
import { zodToSchemaNode, type ZodDialect } from '../../shared/src/converters/zod';
import { evaluateFixture, fixtureContext } from './evaluate-fixture';
import { nodeValue as value, TOOL, zod3Runtime as runtime } from './zod3-runtime';

const evaluate = (code: string): unknown => evaluateFixture(code, z3);

function convert(code: string, dialect: ZodDialect) {
  const source = ts.createSourceFile('fixture.ts', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const context = fixtureContext(source, dialect, TOOL);
  const schema = context.resolveConst('schema');
  assert.ok(schema, 'fixture has `export const schema = ...`');
  return zodToSchemaNode(schema, context);
}

const fx = (body: string, prelude = ''): string => `import { z } from 'zod';\n${prelude}\nexport const schema = ${body};\n`;

// The lenient helpers of an MCP server's tools (exa-mcp-server's validation.ts has these forms).
const LENIENT = `
const lenientString = z.preprocess(
  (v) => (typeof v === "number" || typeof v === "boolean" ? String(v) : v),
  z.string().trim().min(1),
);
const lenientOptionalBoolean = z
  .preprocess((v) => {
    if (typeof v === "string") {
      const lower = v.toLowerCase();
      if (["true", "1", "yes"].includes(lower)) return true;
      if (["false", "0", "no"].includes(lower)) return false;
    }
    return v;
  }, z.boolean().optional())
  .catch(undefined);
`;

const FIXTURES: { name: string; code: string; openai?: false }[] = [
  {
    name: 'MCP server lenient fields',
    code: fx(
      `z.object({
  query: lenientString.describe("Natural language search query."),
  livecrawl: lenientOptionalBoolean.describe("Whether to crawl live."),
  numResults: z.coerce.number().optional().catch(undefined).describe("Number of results (default: 10)."),
  tags: z.preprocess((v) => (typeof v === "string" ? v.split(",") : v), z.array(z.string())).optional(),
})`,
      LENIENT,
    ),
    openai: false,
  },
  { name: 'preprocess to undefined, optional inner', code: fx(`z.object({ n: z.preprocess((v) => (v === '' ? undefined : v), z.number().optional()), m: z.preprocess((v) => (v === '' ? undefined : v), z.number()) })`), openai: false },
  { name: 'preprocess to null, nullable inner', code: fx(`z.object({ s: z.preprocess((v) => v ?? null, z.string().nullable()), t: z.preprocess(function (v) { return v == null ? null : String(v); }, z.string()) })`), openai: false },
  { name: 'preprocess that throws on undefined', code: fx(`z.object({ s: z.preprocess((v) => (v as string).trim(), z.string()), u: z.preprocess((v) => (v as any)?.trim().toLowerCase(), z.string()) })`), openai: false },
  { name: 'preprocess at the root', code: fx(`z.preprocess((v) => (typeof v === 'string' ? JSON.parse(v) : v), z.object({ id: z.string().uuid() }))`) },
  { name: 'refine on required and optional fields', code: fx(`z.object({ a: z.string().refine((s) => s.length > 2, 'too short'), b: z.string().optional().refine((s) => s === undefined || s.length > 2), c: z.number().optional().refine((n) => !!n, { message: 'required' }) })`), openai: false },
  { name: 'refine and superRefine on the root object', code: fx(`z.object({ from: z.string().date(), to: z.string().date().optional() }).refine((r) => !r.to || r.to >= r.from).superRefine((r, ctx) => { if (r.from === '') ctx.addIssue({ code: 'custom', message: 'empty' }); })`), openai: false },
  { name: 'transform keeps the description', code: fx(`z.object({ q: z.string().describe('The query').transform((s) => s.trim()), limit: z.string().optional().transform((s) => (s ? Number(s) : 10)), d: z.string().transform((s) => s).describe('Later') })`), openai: false },
  { name: 'superRefine on an optional field with one parameter', code: fx(`z.object({ id: z.string().optional().superRefine((v) => v) })`), openai: false },
  { name: 'effects in unions, arrays and nullables', code: fx(`z.object({ u: z.union([z.string().refine((s) => s !== ''), z.number()]), a: z.array(z.string().transform((s) => s.toUpperCase())), n: z.string().refine((s) => s !== 'x').nullable() })`), openai: false },
  { name: 'a reused effect becomes a $ref', code: fx(`z.object({ a: Trimmed, b: Trimmed })`, `const Trimmed = z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().min(1));`), openai: false },
  { name: 'openai: required nullable refined fields', code: fx(`z.object({ a: z.string().refine((s) => s.length > 0), b: z.preprocess((v) => (v === '' ? null : v), z.string().nullable()) })`) },
];

const DIALECTS: ZodDialect[] = ['zod3', 'zod3-mcp', 'zod3-ai-sdk', 'zod3-openai'];

for (const f of FIXTURES) {
  test(`zod 3 effects: ${f.name} matches zod-to-json-schema`, () => {
    const schema = evaluate(f.code);
    for (const dialect of DIALECTS) {
      if (dialect === 'zod3-openai' && f.openai === false) continue;
      const r = convert(f.code, dialect);
      assert.ok('node' in r, `${dialect}: ${'notAnalyzable' in r ? r.notAnalyzable.message : ''}`);
      assert.deepEqual(value(r.node), runtime(dialect, schema), dialect);
      assert.equal(JSON.stringify(value(r.node)), JSON.stringify(runtime(dialect, schema)), `${dialect}: key order`);
    }
  });
}

test('zod 3 effects: a field whose optionality needs the function run is not analysable, at the function', () => {
  const cases = [
    { code: fx('z.object({ n: z.preprocess(Number, z.number()) })'), at: 'Number' },
    { code: fx('z.object({ n: z.preprocess((v) => parse(v), z.number()) })', 'declare function parse(v: unknown): number;'), at: '(v) => parse(v)' },
    { code: fx("z.object({ n: z.preprocess((v) => v ?? 'none', z.string()) })"), at: "(v) => v ?? 'none'" },
    { code: fx('z.object({ s: z.string().optional().transform((s, ctx) => s) })'), at: '(s, ctx) => s' },
    { code: fx('z.object({ s: z.string().optional().refine(isOk) })', 'declare function isOk(s?: string): boolean;'), at: 'isOk' },
  ];
  for (const c of cases) {
    for (const dialect of ['zod3', 'zod3-mcp', 'zod3-ai-sdk'] as ZodDialect[]) {
      const r = convert(c.code, dialect);
      assert.ok('notAnalyzable' in r, `${c.code} (${dialect})`);
      assert.equal(c.code.slice(r.notAnalyzable.span.offset, r.notAnalyzable.span.offset + r.notAnalyzable.span.length), c.at, c.code);
      assert.match(r.notAnalyzable.message, /whether zod 3 lets this field be omitted depends on/);
    }
  }
  // At the root no optionality is asked: the same function is fine there.
  const root = fx('z.preprocess(Number, z.number())');
  const r = convert(root, 'zod3-mcp');
  assert.ok('node' in r);
  assert.deepEqual(value(r.node), runtime('zod3-mcp', evaluate(root)));
});

test('zod 3 effects: the function reader is bounded on long and deep functions', () => {
  const deep = `(v) => ${'('.repeat(400)}v${')'.repeat(400)}`;
  const long = `(v) => { ${Array.from({ length: 5000 }, (_, i) => `if (v === ${i}) return ${i};`).join(' ')} return v; }`;
  for (const fn of [deep, long]) {
    const r = convert(fx(`z.object({ n: z.preprocess(${fn}, z.number().optional()) })`), 'zod3');
    assert.ok('notAnalyzable' in r || 'node' in r);
  }
  const r = convert(fx(`z.object({ n: z.preprocess(${long}, z.number().optional()) })`), 'zod3');
  assert.ok('notAnalyzable' in r, 'past the step budget the field is not analysable');
});
