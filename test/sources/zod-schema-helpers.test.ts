// A project's own zod-to-JSON-Schema helper that post-processes the conversion (gitlab-mcp's utils/schema.ts:
// `const jsonSchema = zodToJsonSchema(schema, { $refStrategy: "none" })`, then ~80 lines fixing `required` and deleting
// keys, then `return fixedSchema`). Fixture project test/fixtures/zod-helpers/post-process (zod 3), run here (in the
// test only) with the real zod 3.25.76 and zod-to-json-schema 3.25.2: a helper that only deletes `$schema` or
// `additionalProperties` from the result is read exactly (its own output); one doing more is checked as the conversion
// it starts with, with one info per tool saying its post-processing is not modelled; one returning something else is
// not read as a conversion.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';
import { loadZod3Fixture } from './fixture-modules';

const PROJECT = join(__dirname, '..', 'fixtures', 'zod-helpers', 'post-process', 'src');
const REGISTRY = join(PROJECT, 'tools', 'registry.ts');
const readFile = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

const load = loadZod3Fixture;

function linted() {
  const r = lint(readFileSync(REGISTRY, 'utf8'), { path: REGISTRY, readFile });
  return { tools: r.tools, na: r.findings.filter((f) => f.rule === 'not-analyzable') };
}

test('a helper that only deletes $schema / additionalProperties (delete statements, or a rest binding) is read exactly', async () => {
  const real = new Map((await load(REGISTRY)).allTools.map((t: any) => [t.name, JSON.parse(JSON.stringify(t.inputSchema))]));
  const { tools, na } = linted();
  for (const name of ['list_labels', 'list_labels_bare']) {
    const tool = tools.find((t) => t.name === name);
    assert.ok(tool, name);
    assert.equal(JSON.stringify(tool.definition.schema), JSON.stringify(real.get(name)), name);
    assert.equal(na.filter((f) => f.tool === name).length, 0, name);
  }
  // What was removed is really gone, and the rest kept in zod-to-json-schema's order.
  assert.equal('$schema' in (tools.find((t) => t.name === 'list_labels')!.definition.schema as object), false);
  assert.equal('additionalProperties' in (tools.find((t) => t.name === 'list_labels')!.definition.schema as object), false);
  assert.equal((tools.find((t) => t.name === 'list_labels_bare')!.definition.schema as { additionalProperties?: unknown }).additionalProperties, false);
});

test('a helper that post-processes further is checked as the conversion it starts with, with one info naming it', async () => {
  const { zodToJsonSchema } = await import('zod-to-json-schema');
  const { MergeMergeRequestSchema } = await load(join(PROJECT, 'schemas.ts'));
  const { tools, na } = linted();
  const tool = tools.find((t) => t.name === 'merge_merge_request');
  assert.ok(tool, 'analysed under its name');
  assert.equal(JSON.stringify(tool.definition.schema), JSON.stringify(zodToJsonSchema(MergeMergeRequestSchema, { $refStrategy: 'none' })));
  const infos = na.filter((f) => f.tool === 'merge_merge_request');
  assert.equal(infos.length, 1);
  assert.equal(infos[0]!.severity, 'info');
  assert.match(infos[0]!.message, /^Checked as `zodToJsonSchema\(schema, \{ \$refStrategy: "none" \}\)`, the conversion `toJSONSchema\(\)` starts with: the code the helper runs on its result after that is not modelled/);
  // At the call in the tool (0-based line 8), where the schema is written.
  assert.equal(infos[0]!.range.start.line, 8);
});

test('a helper returning something other than its conversion is not read as that conversion', () => {
  const { tools, na } = linted();
  assert.equal(tools.some((t) => t.name === 'wrapped_merge'), false);
  assert.ok(na.some((f) => f.range.start.line === 23 && !/Checked as/.test(f.message)));
});
