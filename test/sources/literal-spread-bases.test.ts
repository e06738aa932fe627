// A tool literal another literal of its file spreads and replaces the description (or schema) of is that literal's
// template (hf-mcp-server's `CREATE_REPO_TOOL_CONFIG` with `description: ''`, and `createToolConfig()` returning
// `{ ...CREATE_REPO_TOOL_CONFIG, description: '...' }`): the tool is reported once, as the spreading literal makes it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';

const PATH = join(__dirname, '..', 'fixtures', 'ts-literal-registered', 'tools', 'repo-create.ts');
const text = readFileSync(PATH, 'utf8');

test('the base a literal spreads and fills in is not a tool of its own', () => {
  const r = lint(text, { path: PATH });
  assert.deepEqual(r.tools.map((t) => t.name), ['repo_create']);
  assert.match(r.tools[0]!.definition.description!, /^Create a model, dataset or Space repository/);
  // The base's empty description is never sent: no finding says it is missing.
  assert.equal(r.findings.filter((f) => f.rule === 'description-missing' && f.pointer === '').length, 0);
  // The schema is the base's code, read once: its findings point there.
  const zodAt = text.indexOf('schema: z.object(');
  assert.ok(r.findings.filter((f) => f.rule === 'missing-additional-properties-false').every((f) => f.span.offset >= zodAt));
});

test('a spread that replaces nothing the model is sent leaves the base a tool', () => {
  const r = lint(text.replace("      description: 'Create a model, dataset or Space repository on the hub under the signed-in user or an organization.',\n", '      handlerName: "create",\n'), { path: PATH });
  assert.deepEqual(r.tools.map((t) => t.name), ['repo_create', 'repo_create']);
});
