// zod's error options in a factory's params (`z.string({ error: (issue) => ... })`, zod 3's `invalid_type_error`,
// `required_error`, `errorMap`) only word parse errors: the schema converts as without them. Checked against zod
// 4.6.7's toJSONSchema and zod 3.25.76 + zod-to-json-schema 3.25.2 on the same code (a Supabase-style MCP input).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Node as JsonNode } from 'jsonc-parser';
import ts from 'typescript';
import * as z4 from 'zod';
import * as z3 from 'zod3';
import { zodToJsonSchema } from 'zod-to-json-schema';
import { zodImports, zodToSchemaNode, type ZodDialect } from '../../shared/src/converters/zod';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

function value(node: JsonNode): Json {
  if (node.type === 'object') return Object.fromEntries((node.children ?? []).map((p) => [p.children![0]!.value as string, value(p.children![1]!)]));
  if (node.type === 'array') return (node.children ?? []).map(value);
  return node.value as Json;
}

function evaluate(code: string, zod: unknown): any {
  const js = ts.transpileModule(code, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const exports: Record<string, unknown> = {};
  new Function('require', 'exports', js)((n: string) => (n === 'zod' ? zod : undefined), exports);
  return exports.schema;
}

function convert(code: string, dialect: ZodDialect) {
  const source = ts.createSourceFile('f.ts', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const consts = new Map<string, ts.Expression>();
  ts.forEachChild(source, function visit(n): void {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer) consts.set(n.name.text, n.initializer);
    ts.forEachChild(n, visit);
  });
  return zodToSchemaNode(consts.get('schema')!, { ts, source, dialect, zodNames: zodImports(ts, source), resolveConst: (k) => consts.get(k) });
}

const Z4 = `import { z } from 'zod';
export const schema = z.object({
  name: z.string().describe('The name of the project'),
  organization_id: z.string({ message: 'An organization is required' }),
  confirm_cost_id: z
    .string({
      error: (issue) =>
        issue.input === undefined ? 'User must confirm understanding of costs before creating a project.' : undefined,
    })
    .describe('The cost confirmation ID. Call \`confirm_cost\` first.'),
  seats: z.number({ error: 'seats must be a number' }).int().min(1),
});
`;

const Z3 = `import { z } from 'zod';
export const schema = z.object({
  name: z.string({ required_error: 'Name is required', invalid_type_error: 'Name must be a string' }),
  region: z.enum(['us-east-1', 'eu-west-1'], { errorMap: () => ({ message: 'Pick a supported region' }) }),
  seats: z.number({ message: 'seats must be a number' }).int().min(1).optional(),
});
`;

test('zod 4 error params are read as harmless: the schema equals toJSONSchema (and the MCP input side)', () => {
  const s = evaluate(Z4, z4);
  for (const [dialect, real] of [
    ['zod4', z4.toJSONSchema(s)],
    ['zod4-input7', z4.toJSONSchema(s, { target: 'draft-7', io: 'input' })],
  ] as const) {
    const r = convert(Z4, dialect);
    assert.ok('node' in r, dialect + ('notAnalyzable' in r ? `: ${r.notAnalyzable.message}` : ''));
    assert.equal(JSON.stringify(value(r.node)), JSON.stringify(real), dialect);
  }
});

test('zod 3 error params are read as harmless: the schema equals zod-to-json-schema', () => {
  const s = evaluate(Z3, z3);
  for (const [dialect, real] of [
    ['zod3', zodToJsonSchema(s)],
    ['zod3-mcp', zodToJsonSchema(s, { strictUnions: true, pipeStrategy: 'input' })],
  ] as const) {
    const r = convert(Z3, dialect);
    assert.ok('node' in r, dialect + ('notAnalyzable' in r ? `: ${r.notAnalyzable.message}` : ''));
    assert.equal(JSON.stringify(value(r.node)), JSON.stringify(JSON.parse(JSON.stringify(real))), dialect);
  }
});

test("params that change the schema or that zod 3 refuses are not analysed", () => {
  // zod 3 throws at construction on an errorMap beside invalid_type_error.
  const both = "import { z } from 'zod';\nexport const schema = z.string({ errorMap: () => ({ message: 'x' }), invalid_type_error: 'y' });\n";
  assert.throws(() => evaluate(both, z3));
  const r = convert(both, 'zod3');
  assert.ok('notAnalyzable' in r && /conjunction with custom error map/.test(r.notAnalyzable.message));
});

test("zod 3's `description` param describes the instance as .describe() does; zod 4 ignores it", () => {
  const described = `import { z } from 'zod';
export const schema = z.object({
  query: z.string({ description: 'Search query' }).min(1).max(128),
  safe: z.boolean({ description: 'Safe search', required_error: 'needed' }).optional(),
  kind: z.enum(['web', 'news'], { description: 'Where to search' }).default('web'),
}, { description: 'A search' });
`;
  const s3 = evaluate(described, z3);
  for (const [dialect, real] of [
    ['zod3', zodToJsonSchema(s3)],
    ['zod3-mcp', zodToJsonSchema(s3, { strictUnions: true, pipeStrategy: 'input' })],
  ] as const) {
    const r = convert(described, dialect);
    assert.ok('node' in r, dialect + ('notAnalyzable' in r ? `: ${r.notAnalyzable.message}` : ''));
    assert.equal(JSON.stringify(value(r.node)), JSON.stringify(JSON.parse(JSON.stringify(real))), dialect);
    assert.match(JSON.stringify(real), /"description":"Search query"/);
  }
  const r4 = convert(described, 'zod4');
  assert.ok('node' in r4);
  assert.equal(JSON.stringify(value(r4.node)), JSON.stringify(z4.toJSONSchema(evaluate(described, z4))));
  // Not a text: not read.
  const computed = "import { z } from 'zod';\nexport const schema = z.string({ description: 42 });\n";
  const d = convert(computed, 'zod3');
  assert.ok('notAnalyzable' in d && /not a message string/.test(d.notAnalyzable.message));
});
