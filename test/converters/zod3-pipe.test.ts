// Oracle test for zod 3's `.pipe()` (ZodPipeline): each fixture is converted statically and compared with what zod
// 3.25.76 (package `zod3`) and zod-to-json-schema 3.25.2 produce at run time, with each wrapper's options: the MCP SDK
// passes pipeStrategy "input" (the input side), the others keep the default "all" (`allOf: [input, output]`), and
// openai's zodFunction (its vendored copy, also "all"). Whether a piped field may be omitted is zod 3 parsing
// undefined through both sides: known where the input side lets undefined through as it is, else not analysable.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import ts from 'typescript';
import * as z3 from 'zod3';
import { zodToSchemaNode, type ZodDialect } from '../../shared/src/converters/zod';
import { evaluateFixture, fixtureContext } from './evaluate-fixture';
import { nodeValue as value, TOOL, zod3Runtime as runtime } from './zod3-runtime';

const DIALECTS: ZodDialect[] = ['zod3', 'zod3-mcp', 'zod3-ai-sdk', 'zod3-openai'];

function convert(code: string, dialect: ZodDialect) {
  const source = ts.createSourceFile('fixture.ts', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const context = fixtureContext(source, dialect, TOOL);
  return zodToSchemaNode(context.resolveConst('schema')!, context);
}

const fx = (body: string, prelude = ''): string => `import { z } from 'zod';\n${prelude}\nexport const schema = ${body};\n`;

const FIXTURES: { name: string; code: string; openai?: false }[] = [
  {
    name: 'an MCP server coercing its inputs with .pipe()',
    code: fx(
      `z.object({
  id: z.union([z.string(), z.number()]).pipe(z.coerce.string()).describe('Issue id or number'),
  limit: z.string().regex(/^\\d+$/).pipe(z.coerce.number().int().min(1).max(100)),
  labels: z.array(z.string()).pipe(z.array(z.string().min(1)).max(10)).describe('Labels to filter by'),
  cursor: z.string().optional().pipe(z.string().optional()),
  note: z.string().nullable().pipe(z.string().nullable()).optional(),
})`,
    ),
    openai: false,
  },
  {
    name: 'a shared piped schema used twice, and a pipe at the root of a field of an array',
    code: fx(
      `z.object({ from: Day, to: Day, stops: z.array(z.object({ at: Day.describe('When'), city: z.string() })) })`,
      "const Day = z.string().regex(/^\\d{4}-\\d{2}-\\d{2}$/).pipe(z.string().length(10));",
    ),
  },
  {
    name: 'a piped object and an unknown input side',
    code: fx(`z.object({ filter: z.object({ q: z.string() }).pipe(z.object({ q: z.string().min(2) })), raw: z.unknown().pipe(z.any()) })`),
    openai: false,
  },
];

for (const f of FIXTURES) {
  test(`zod 3 .pipe(): ${f.name} matches zod-to-json-schema`, () => {
    const schema = evaluateFixture(f.code, z3);
    for (const dialect of DIALECTS) {
      if (dialect === 'zod3-openai' && f.openai === false) continue;
      const r = convert(f.code, dialect);
      assert.ok('node' in r, `${dialect}: ${'notAnalyzable' in r ? r.notAnalyzable.message : ''}`);
      assert.equal(JSON.stringify(value(r.node)), JSON.stringify(runtime(dialect, schema)), `${dialect}: value and key order`);
    }
  });
}

test('zod 3 .pipe(): optional only where both sides accept undefined as it passes; a computed value is not analysable', () => {
  const code = fx('z.object({ a: z.string().optional().pipe(z.string()), b: z.any().pipe(z.string().optional()), c: z.string().pipe(z.string().optional()) })');
  const r = convert(code, 'zod3-mcp');
  assert.ok('node' in r);
  assert.deepEqual(value(r.node), runtime('zod3-mcp', evaluateFixture(code, z3)));
  const computed = fx("z.object({ n: z.string().default('1').pipe(z.coerce.number()) })");
  const na = convert(computed, 'zod3-mcp');
  assert.ok('notAnalyzable' in na);
  assert.match(na.notAnalyzable.message, /depends on what the input side of `\.pipe\(\)` gives for undefined/);
  assert.equal(computed.slice(na.notAnalyzable.span.offset, na.notAnalyzable.span.offset + na.notAnalyzable.span.length), ".pipe(z.coerce.number())");
});

test('zod 3 .pipe(): the OpenAI Agents SDK converts it its own way, not analysed there', () => {
  const r = convert(fx('z.object({ id: z.string().pipe(z.string().min(1)) })'), 'zod3-agents');
  assert.ok('notAnalyzable' in r);
  assert.match(r.notAnalyzable.message, /zod 3 \.pipe\(\) its own way/);
});
