// A project's own function converting zod to JSON Schema (antvis/mcp-server-chart's `zodToJsonSchema = (schema) =>
// z.object(schema).toJSONSchema({ io: "input", target: "draft-07" })` in src/utils, used by every tool file), and
// toJSONSchema written in a tool: each tool's schema is compared with what the fixture's own code returns when run
// here (in the test only) with the real zod 4.6.7, or zod 3.25.76 and zod-to-json-schema 3.25.2, key order included.
// Fixture projects: test/fixtures/ts-zod-helpers (zod 4) and test/fixtures/ts-zod-helpers3 (zod 3).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import * as z4 from 'zod';
import { lint } from '../../shared/src';
import { fixtureRunner } from './zod-run-fixture';

const FIXTURES = join(__dirname, '..', 'fixtures');
const readFile = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

async function runner(zodMajor: 3 | 4): Promise<(file: string) => Record<string, any>> {
  return (await fixtureRunner(zodMajor)).load;
}

/** Every `{ name, inputSchema }` among a module's exports (a tool, a `{ schema, tool }` pair, a list of tools). */
function exportedTools(exports: Record<string, any>): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const visit = (v: any, depth: number): void => {
    if (!v || typeof v !== 'object' || depth > 3) return;
    if (typeof v.name === 'string' && v.inputSchema) out.set(v.name, JSON.parse(JSON.stringify(v.inputSchema)));
    else for (const x of Array.isArray(v) ? v : Object.values(v)) visit(x, depth + 1);
  };
  visit(exports, 0);
  return out;
}

function lintFile(file: string) {
  const r = lint(readFileSync(file, 'utf8'), { path: file, readFile });
  return { tools: r.tools, na: r.findings.filter((f) => f.rule === 'not-analyzable') };
}

test('zod 4: a helper in another file (re-exported by utils/index) is read as the conversion it makes, exactly', async () => {
  const load = await runner(4);
  for (const [name, file] of [['generate_pin_map', 'pin-map.ts'], ['generate_heat_map', 'heatmap.ts']] as const) {
    const path = join(FIXTURES, 'ts-zod-helpers', 'src', 'charts', file);
    const { tools, na } = lintFile(path);
    assert.deepEqual(tools.map((t) => t.name), [name]);
    assert.equal(na.length, 0, na[0]?.message);
    const real = exportedTools(load(path)).get(name);
    assert.equal(JSON.stringify(tools[0]!.definition.schema), JSON.stringify(real), name);
  }
});

test('zod 4: `.strict()` inside the helper closes the object; io "input" leaves defaulted fields out of required', () => {
  const { tools } = lintFile(join(FIXTURES, 'ts-zod-helpers', 'src', 'charts', 'heatmap.ts'));
  const schema = tools[0]!.definition.schema as { additionalProperties?: boolean; required?: string[]; $schema?: string };
  assert.equal(schema.additionalProperties, false);
  assert.deepEqual(schema.required, ['data']);
  assert.equal(schema.$schema, 'http://json-schema.org/draft-07/schema#');
});

test('zod 4: toJSONSchema written in a tool and a same-file helper are read; an option toollint does not model is named', async () => {
  const load = await runner(4);
  const path = join(FIXTURES, 'ts-zod-helpers', 'src', 'charts', 'route.ts');
  const { tools, na } = lintFile(path);
  const real = exportedTools(load(path));
  assert.deepEqual(tools.map((t) => t.name), ['plan_route', 'route_summary']);
  for (const t of tools) assert.equal(JSON.stringify(t.definition.schema), JSON.stringify(real.get(t.name!)), t.name);
  assert.equal(na.length, 1);
  assert.match(na[0]!.message, /toJSONSchema\(\) with the option `target: "openapi-3\.0"`, which toollint does not model/);
});

test('zod 3: zod-to-json-schema wrapped by the project, with options (rejectedAdditionalProperties, $refStrategy)', async () => {
  const load = await runner(3);
  const path = join(FIXTURES, 'ts-zod-helpers3', 'src', 'tools', 'charts.ts');
  const { tools, na } = lintFile(path);
  const real = exportedTools(load(path));
  assert.deepEqual(tools.map((t) => t.name), ['generate_line_chart', 'compare_series', 'describe_series']);
  for (const t of tools) assert.equal(JSON.stringify(t.definition.schema), JSON.stringify(real.get(t.name!)), t.name);
  // rejectedAdditionalProperties: undefined leaves the keyword out of closed objects; passthrough keeps `true`.
  const line = tools[0]!.definition.schema as { additionalProperties?: unknown; properties: { style: { additionalProperties?: unknown } } };
  assert.equal('additionalProperties' in line, false);
  assert.equal(line.properties.style.additionalProperties, true);
  // $refStrategy "none": the reused series schema is inlined, not a $ref.
  assert.doesNotMatch(JSON.stringify(tools[1]!.definition.schema), /\$ref/);
  // A helper that drops `$schema` by a rest binding is read exactly (its own output, compared above), with no finding.
  assert.equal('$schema' in (tools[2]!.definition.schema as object), false);
  assert.deepEqual(na, []);
});

test('a conversion helper given a zod 3 schema for toJSONSchema, or options it does not model, is not analysed, saying why', () => {
  const helper = `import { z } from "zod/v3";\nconst toSchema = (s: z.ZodTypeAny) => z.toJSONSchema(s);\nexport const tools = [{ name: "search", description: "Search the docs.", inputSchema: toSchema(z.object({ q: z.string() })) }];\n`;
  const na = lint(helper, { path: 'tools.ts' }).findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(na.length, 1);
  assert.match(na[0]!.message, /`toSchema\(\)`, which converts its argument with zod 4's toJSONSchema, given a zod 3 schema/);
  const reused = helper.replace('"zod/v3"', '"zod"').replace('z.toJSONSchema(s)', 'z.toJSONSchema(s, { reused: "ref" })');
  const na2 = lint(reused, { path: 'tools.ts' }).findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(na2.length, 1);
  assert.match(na2[0]!.message, /the option `reused: "ref"`/);
  // Options that depend on the call: the call is inlined with its literal arguments, then read as a conversion.
  const byCall = reused.replace('(s: z.ZodTypeAny) => z.toJSONSchema(s, { reused: "ref" })', '(s: z.ZodTypeAny, target: "draft-07" | "draft-2020-12") => z.toJSONSchema(s, { target })').replace('toSchema(z.object({ q: z.string() }))', 'toSchema(z.object({ q: z.string() }), "draft-07")');
  const r3 = lint(byCall, { path: 'tools.ts' });
  assert.equal(r3.findings.filter((f) => f.rule === 'not-analyzable').length, 0);
  assert.equal(JSON.stringify(r3.tools[0]!.definition.schema), JSON.stringify(z4.toJSONSchema(z4.object({ q: z4.string() }), { target: 'draft-07' })));
});
