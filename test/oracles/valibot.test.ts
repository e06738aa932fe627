// Valibot schemas against the real libraries (valibot 1.5.0, @valibot/to-json-schema 1.8.0, tmcp 1.20.0 with
// @tmcp/adapter-valibot 0.1.6, installed by scripts/valibot-oracle.sh in test/oracles/valibot/node_modules, not
// devDependencies; and @ai-sdk/provider-utils 4.0.51 for the AI SDK 6's conversion). Each fixture (this file's own
// text, never user code) is run with the real Valibot and converted by the real toJsonSchema, with each config it
// lists, by tmcp's adapter, and by the AI SDK 6 from toStandardJsonSchema(); toollint lints the same text, the schema
// registered as a tmcp tool, as `inputSchema: toJsonSchema(schema, config)` in a tool literal and as an AI SDK tool's
// `inputSchema: toStandardJsonSchema(schema)`, and must send the same JSON Schema, key order included. Where the real
// converter throws, toollint must say so with its message.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';
import { lint } from '../../shared/src';

const ROOT = join(__dirname, '..', '..');
execFileSync('bash', [join(ROOT, 'scripts', 'valibot-oracle.sh')], { stdio: ['ignore', 'ignore', 'inherit'] });
const oracle = createRequire(join(__dirname, 'valibot', 'package.json'));
const valibot = oracle('valibot') as Record<string, unknown>;
const { toJsonSchema } = oracle('@valibot/to-json-schema') as { toJsonSchema(s: unknown, c?: object): unknown };
const { ValibotJsonSchemaAdapter } = oracle('@tmcp/adapter-valibot') as { ValibotJsonSchemaAdapter: new () => { toJsonSchema(s: unknown): Promise<unknown> } };
const { toStandardJsonSchema } = oracle('@valibot/to-json-schema') as { toStandardJsonSchema(s: unknown): unknown };
const { asSchema } = oracle('@ai-sdk/provider-utils') as { asSchema(s: unknown): { jsonSchema: unknown } };

interface Fixture {
  code: string;
  /** toJsonSchema configs to check besides the default (written as the code writes them). */
  configs?: string[];
}

const FIXTURES: Record<string, Fixture> = {
  'a search tool: strings with checks and descriptions, an optional picklist': {
    code: `const query = v.pipe(v.string(), v.minLength(1), v.maxLength(200), v.description('What to search for'));
export const schema = v.object({
  query,
  kind: v.optional(v.pipe(v.picklist(['code', 'issues', 'users']), v.description('What to search'))),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 1),
  exact: v.optional(v.boolean(), false),
});`,
    configs: ["{ typeMode: 'input' }", "{ target: 'draft-2020-12' }"],
  },
  'string formats and patterns': {
    code: `export const schema = v.strictObject({
  email: v.pipe(v.string(), v.email()),
  site: v.pipe(v.string(), v.url(), v.title('Website')),
  id: v.pipe(v.string(), v.uuid()),
  day: v.pipe(v.string(), v.isoDate()),
  at: v.pipe(v.string(), v.isoTimestamp()),
  slugish: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/)),
  prefix: v.pipe(v.string(), v.startsWith('gh_')),
  suffix: v.pipe(v.string(), v.endsWith('.md')),
  has: v.pipe(v.string(), v.includes('a.b')),
  code: v.pipe(v.string(), v.length(6), v.nonEmpty()),
  ip: v.pipe(v.string(), v.ipv4()),
  data: v.pipe(v.string(), v.base64()),
});`,
  },
  'numbers: bounds combine to the stricter one': {
    code: `export const schema = v.object({
  limit: v.pipe(v.number(), v.minValue(1), v.minValue(5), v.maxValue(50), v.maxValue(80)),
  ratio: v.pipe(v.number(), v.gtValue(0), v.ltValue(1)),
  step: v.pipe(v.number(), v.multipleOf(0.5)),
  count: v.pipe(v.number(), v.safeInteger()),
  offset: v.nullable(v.number(), 0),
});`,
  },
  'metadata, examples and title': {
    code: `export const schema = v.pipe(
  v.object({
    city: v.pipe(v.string(), v.examples(['Paris', 'Oslo']), v.metadata({ examples: ['Lima'], deprecated: true })),
    units: v.pipe(v.picklist(['metric', 'imperial']), v.metadata({ title: 'Units', description: 'Unit system' })),
  }),
  v.title('Weather query'),
  v.description('Where and how to report the weather'),
);`,
  },
  'enums, literals and mixed picklists': {
    code: `const Status = { Open: 'open', Closed: 'closed' } as const;
export const schema = v.object({
  status: v.enum(Status),
  level: v.picklist([1, 2, 3]),
  mixed: v.picklist(['auto', 0]),
  kind: v.literal('issue'),
  flag: v.literal(true),
  keys: v.keyof(v.object({ a: v.string(), b: v.number() })),
});`,
  },
  'TypeScript enums (string, numeric, mixed) given to v.enum': {
    code: `enum Direction { Up = 'UP', Down = 'DOWN' }
enum Level { Low, Mid = 5, High }
enum Mixed { A = 'a', B = 2 }
export const schema = v.object({ dir: v.enum(Direction), level: v.optional(v.enum(Level), Level.Mid), mixed: v.enum(Mixed) });`,
  },
  'recursive schemas through v.lazy: $ref into $defs': {
    code: `type Filter = { field?: string; any?: Filter[] };
const Filter: v.GenericSchema<Filter> = v.object({
  field: v.optional(v.pipe(v.string(), v.description('Field name'))),
  any: v.optional(v.array(v.lazy(() => Filter))),
});
const Category: v.GenericSchema<unknown> = v.object({ name: v.string(), parent: v.nullable(v.lazy(() => Category)) });
export const schema = v.object({ where: Filter, also: v.lazy(() => Filter), category: v.optional(Category) });`,
  },
  'optional, nullish, exactOptional, undefinedable and defaults': {
    code: `export const schema = v.object({
  a: v.optional(v.string()),
  b: v.nullish(v.string(), 'none'),
  c: v.exactOptional(v.number()),
  d: v.undefinedable(v.boolean(), () => true),
  e: v.optional(v.array(v.string()), () => ['x']),
  f: v.pipe(v.optional(v.string()), v.description('Optional through a pipe')),
});`,
  },
  'unions, variants, intersections': {
    code: `const Circle = v.object({ kind: v.literal('circle'), r: v.number() });
const Square = v.object({ kind: v.literal('square'), side: v.number() });
export const schema = v.object({
  shape: v.variant('kind', [Circle, Square]),
  id: v.union([v.string(), v.number()]),
  both: v.intersect([v.object({ a: v.string() }), v.object({ b: v.string() })]),
});`,
  },
  'arrays, tuples and records': {
    code: `export const schema = v.object({
  tags: v.pipe(v.array(v.string()), v.minLength(1), v.maxLength(10)),
  none: v.pipe(v.array(v.number()), v.empty()),
  pair: v.tuple([v.string(), v.number()]),
  strictPair: v.strictTuple([v.string(), v.boolean()]),
  loosePair: v.looseTuple([v.string()]),
  rest: v.tupleWithRest([v.string()], v.number()),
  labels: v.record(v.string(), v.string()),
  counts: v.pipe(v.record(v.pipe(v.string(), v.minLength(2)), v.number()), v.minEntries(1), v.maxEntries(5)),
});`,
    configs: ["{ target: 'draft-2020-12' }"],
  },
  'object kinds and object methods': {
    code: `const Base = v.object({ id: v.string(), name: v.string(), note: v.optional(v.string()) });
export const schema = v.object({
  loose: v.looseObject({ a: v.string() }),
  withRest: v.objectWithRest({ a: v.string() }, v.number()),
  partial: v.partial(Base),
  someOptional: v.partial(Base, ['name']),
  picked: v.pick(Base, ['name', 'id']),
  omitted: v.omit(Base, ['note']),
  spread: v.object({ ...Base.entries, extra: v.boolean() }),
  never: v.never(),
  anything: v.any(),
  whatever: v.unknown(),
  nothing: v.null(),
});`,
  },
  'value restrictions': {
    code: `export const schema = v.object({
  not: v.pipe(v.string(), v.notValue('admin')),
  notMany: v.pipe(v.string(), v.notValues(['a', 'b', 'a'])),
  notBoth: v.pipe(v.string(), v.notValue('x'), v.notValues(['y'])),
  only: v.pipe(v.string(), v.values(['a', 'b', 'c']), v.values(['b', 'c', 'd'])),
  none: v.pipe(v.picklist(['a', 'b']), v.values(['c'])),
  exactly: v.pipe(v.number(), v.value(3)),
});`,
  },
  'nested pipes flatten, and a fallback or config changes nothing sent': {
    code: `const Name = v.pipe(v.string(), v.trim());
export const schema = v.object({
  name: v.pipe(v.pipe(v.string(), v.minLength(1)), v.maxLength(9), v.description('Nested')),
  kept: v.fallback(v.pipe(v.string(), v.description('Has a fallback')), 'x'),
  trimmed: v.pipe(Name, v.description('Trimmed')),
});`,
    configs: ["{ ignoreActions: ['trim'] }", "{ errorMode: 'ignore' }"],
  },
  'a transformation: input mode stops before it, the default throws': {
    code: `export const schema = v.object({
  count: v.pipe(v.string(), v.regex(/^\\d+$/), v.transform(Number), v.number()),
});`,
    configs: ["{ typeMode: 'input' }", "{ typeMode: 'output' }"],
  },
  'a date field: toJsonSchema throws': {
    code: `export const schema = v.object({ since: v.date(), query: v.string() });`,
    configs: ["{ errorMode: 'ignore' }"],
  },
  'a bigint field: toJsonSchema throws': {
    code: `export const schema = v.object({ big: v.bigint() });`,
  },
  'a function field throws': {
    code: `export const schema = v.object({ onDone: v.optional(v.function()) });`,
  },
  'a custom schema throws': {
    code: `export const schema = v.object({ any: v.custom<string>((x) => typeof x === 'string') });`,
  },
  'a check action throws': {
    code: `export const schema = v.object({ even: v.pipe(v.number(), v.check((n) => n % 2 === 0, 'even')) });`,
  },
  'regex flags throw': {
    code: `export const schema = v.object({ word: v.pipe(v.string(), v.regex(/^abc$/i)) });`,
  },
  'two regex actions throw': {
    code: `export const schema = v.object({ word: v.pipe(v.string(), v.startsWith('a'), v.endsWith('z')) });`,
  },
  'minLength on a number throws': {
    code: `export const schema = v.object({ n: v.pipe(v.union([v.string(), v.number()]), v.minLength(2)) });`,
  },
  'v.required wraps entries in non_optional, which throws': {
    code: `export const schema = v.required(v.object({ a: v.optional(v.string()) }));`,
  },
  'a bigint literal throws': {
    code: `export const schema = v.object({ version: v.literal(2n) });`,
  },
  'a record keyed by a picklist throws': {
    code: `export const schema = v.object({ byKind: v.record(v.picklist(['a', 'b']), v.number()) });`,
  },
};

const HEADER = `import * as v from 'valibot';
import { toJsonSchema, toStandardJsonSchema } from '@valibot/to-json-schema';
import { McpServer } from 'tmcp';
import { streamText, tool } from 'ai';
`;

function evaluate(code: string): unknown {
  const js = ts.transpileModule(HEADER + code, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const exports: Record<string, unknown> = {};
  const req = (name: string): unknown => (name === 'valibot' ? valibot : ['@valibot/to-json-schema', 'tmcp', 'ai'].includes(name) ? {} : assert.fail(`fixture imports ${name}`));
  new Function('require', 'exports', 'module', js)(req, exports, { exports });
  return exports.schema;
}

/** The real output, or the message it throws with. */
async function real(run: () => unknown): Promise<{ json: string } | { thrown: string }> {
  try {
    return { json: JSON.stringify(await run()) };
  } catch (e) {
    return { thrown: (e as Error).message };
  }
}

function toollint(text: string): { names: string[]; schema: string; notes: string[] } {
  const r = lint(text, { path: 'fixture.ts' });
  return { names: r.tools.map((t) => t.name), schema: JSON.stringify(r.tools[0]?.definition.schema), notes: r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => f.message) };
}

function check(expected: { json: string } | { thrown: string }, got: ReturnType<typeof toollint>): void {
  if ('json' in expected) {
    assert.deepEqual(got.names, ['fixture_tool'], 'one tool, named as sent');
    assert.deepEqual(got.notes, [], 'nothing left unread');
    assert.equal(got.schema, expected.json);
  } else {
    // Nothing is sent (tools/list fails): the tool is reported as not analysed, with toJsonSchema's own words.
    assert.deepEqual(got.names, [], 'no tool analysed');
    assert.ok(got.notes.some((n) => n.includes(`"${expected.thrown}"`)), `says it throws "${expected.thrown}": ${got.notes.join(' | ')}`);
  }
}

let cases = 0;
for (const [name, fixture] of Object.entries(FIXTURES)) {
  const schema = evaluate(fixture.code);
  test(`valibot, tmcp's adapter: ${name}`, async () => {
    const expected = await real(() => new ValibotJsonSchemaAdapter().toJsonSchema(schema));
    check(expected, toollint(`${HEADER}${fixture.code}
export function register(server: McpServer<any>) {
  server.tool({ name: 'fixture_tool', description: 'A fixture tool.', schema }, async () => ({ content: [] }));
}
`));
  });
  cases++;
  test(`valibot, the AI SDK 6's toStandardJsonSchema(schema): ${name}`, async () => {
    const expected = await real(async () => await asSchema(toStandardJsonSchema(schema)).jsonSchema);
    check(expected, toollint(`${HEADER}${fixture.code}
export const run = (messages: any[]) => streamText({ model: 'openai/gpt-4o', messages, tools: { fixture_tool: tool({ description: 'A fixture tool.', inputSchema: toStandardJsonSchema(schema), execute: async () => 'done' }) } });
`));
  });
  cases++;
  for (const config of [undefined, ...(fixture.configs ?? [])]) {
    test(`valibot, toJsonSchema(schema${config ? `, ${config}` : ''}): ${name}`, async () => {
      const cfg = config === undefined ? undefined : (new Function(`return (${config});`)() as object);
      const expected = await real(() => toJsonSchema(schema, cfg));
      check(expected, toollint(`${HEADER}${fixture.code}
export const tools = [{ name: 'fixture_tool', description: 'A fixture tool.', inputSchema: toJsonSchema(schema${config ? `, ${config}` : ''}) }];
`));
    });
    cases++;
  }
}

test('the oracle runs every fixture both ways', () => {
  assert.ok(cases >= 3 * Object.keys(FIXTURES).length, `${cases} cases`);
});
