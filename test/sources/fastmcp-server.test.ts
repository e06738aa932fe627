// FastMCP (the `fastmcp` npm package): `server.addTool({ name, description, parameters, annotations, execute })`,
// `server.addTools([...])` and tools registered by a loop are MCP tools, whose inputSchema FastMCP computes itself
// (xsschema's toJsonSchema, then its strictJsonSchema). Until now they were read as bare OpenAI functions with zod's
// default JSON Schema (draft 2020-12, output side), and a tool without parameters was not read. The exact output is
// checked against the real package by test/oracles/fastmcp.test.ts; this test pins what a user sees.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';
import { fastmcpStrict } from '../../shared/src/converters/fastmcp';
import { converterOf } from '../../shared/src/sources/node-marks';
import { readFile } from '../read-file';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures');
const lintFile = (rel: string) => {
  const path = join(FIXTURES, rel);
  return lint(readFileSync(path, 'utf8'), { path, readFile });
};
type Schema = { properties: Record<string, Schema & { items?: Schema; anyOf?: Schema[] }>; additionalProperties?: unknown; required?: string[]; $schema?: string };

test('FastMCP: server.addTool() literals are MCP tools with the inputSchema FastMCP sends', () => {
  const r = lintFile('ts-fastmcp-server/src/index.ts');
  assert.deepEqual(r.tools.map((t) => [t.name, t.definition.shape]), [['search_issues', 'mcp'], ['create_issue', 'mcp'], ['whoami', 'mcp']]);
  const create = r.tools[1]!.definition.schema as Schema;
  // zod 4's input side on draft-07: `.default()` fields are not required; then strictJsonSchema closes the root and
  // each object property, replacing a record's value schema, but not objects inside arrays or unions.
  assert.equal(create.$schema, 'http://json-schema.org/draft-07/schema#');
  assert.equal(create.additionalProperties, false);
  assert.equal(create.properties.estimate!.additionalProperties, false);
  assert.equal(create.properties.customFields!.additionalProperties, false);
  assert.equal(create.properties.subtasks!.items!.additionalProperties, undefined);
  assert.deepEqual((r.tools[0]!.definition.schema as Schema).required, ['query']);
  assert.equal(JSON.stringify(r.tools[0]!.definition.value.annotations), '{"title":"Search issues","readOnlyHint":true,"openWorldHint":true}');
  // No parameters: FastMCP's own empty schema, in its key order.
  assert.equal(JSON.stringify(r.tools[2]!.definition.schema), '{"additionalProperties":false,"properties":{},"type":"object"}');
  assert.match(converterOf(r.tools[1]!.definition.node) ?? '', /^FastMCP 4\.20 .*zod 4: toJSONSchema with target draft-07 and the input side.*strictJsonSchema/);
  // The prompt beside them is no tool.
  assert.equal(r.tools.some((t) => t.name === 'triage'), false);
});

test('FastMCP: addTools([...]), a const list registered by a loop, and a schema library toollint does not read', () => {
  const r = lintFile('ts-fastmcp-server/src/tools/issues.ts');
  assert.deepEqual(r.tools.map((t) => [t.name, t.definition.shape]), [['list_comments', 'mcp'], ['add_comment', 'mcp'], ['get_issue', 'mcp']]);
  const unread = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(unread.length, 1);
  assert.match(unread[0]!.message, /Valibot/);
});

test("FastMCP: a tool literal of a file that imports no SDK is FastMCP's when the project declares only fastmcp", () => {
  const r = lintFile('ts-fastmcp-server/src/tools/projects.ts');
  assert.deepEqual(r.tools.map((t) => [t.name, t.definition.shape]), [['list_projects', 'mcp'], ['update_project', 'mcp']]);
  const patch = (r.tools[1]!.definition.schema as Schema).properties.patch!;
  // `.passthrough()` is zod's `additionalProperties: {}`; strictJsonSchema sets false over it.
  assert.equal(patch.additionalProperties, false);
  // Without fastmcp in package.json the same literal is what it was: zod's own JSON Schema (draft 2020-12).
  const text = readFileSync(join(FIXTURES, 'ts-fastmcp-server/src/tools/projects.ts'), 'utf8');
  const files: Record<string, string> = { '/p/package.json': '{ "dependencies": { "zod": "^4.2.0" } }', '/p/src/tools/projects.ts': text };
  const plain = lint(text, { path: '/p/src/tools/projects.ts', readFile: (p) => files[p] });
  assert.deepEqual(plain.tools.map((t) => t.definition.shape), ['openai-function', 'openai-function']);
  assert.equal((plain.tools[0]!.definition.schema as Schema).$schema, 'https://json-schema.org/draft/2020-12/schema');
});

test("FastMCP 3 with zod 3: zod-to-json-schema's defaults (a reused schema as a $ref to its first use), no strict pass", () => {
  const r = lintFile('ts-fastmcp-zod3/src/server.ts');
  assert.deepEqual(r.tools.map((t) => t.name), ['find_notes', 'save_note']);
  const find = r.tools[0]!.definition.schema as Schema;
  assert.equal(JSON.stringify(find.properties.updated), '{"$ref":"#/properties/created"}');
  assert.equal(find.properties.created!.additionalProperties, false);
  // The project declares fastmcp ^3.23.0: 3.x sends xsschema's conversion as it is (a record keeps its value schema).
  assert.equal(JSON.stringify((r.tools[1]!.definition.schema as Schema).properties.meta!.additionalProperties), '{"type":"string"}');
  assert.match(converterOf(r.tools[0]!.definition.node) ?? '', /^FastMCP 3\.35 .*no strictJsonSchema.*zod 3: zod-to-json-schema's defaults/);
});

test('FastMCP: zod toollint cannot read whole keeps its own reason at its code; a JSON Schema object is no Standard Schema', () => {
  const files: Record<string, string> = {
    '/p/package.json': '{ "dependencies": { "fastmcp": "^4.20.0", "zod": "^4.2.0" } }',
    '/p/src/server.ts': [
      'import { FastMCP } from "fastmcp";',
      'import { z } from "zod";',
      'import { loadStatuses } from "./statuses.js";',
      'const server = new FastMCP({ name: "s", version: "1.0.0" });',
      'server.addTool({ name: "set_status", description: "Set a status.", parameters: z.object({ status: z.enum(loadStatuses()) }), execute: async () => "ok" });',
      'server.addTool({ name: "raw", description: "A raw schema.", parameters: { type: "object", properties: {} }, execute: async () => "ok" });',
      '',
    ].join('\n'),
  };
  const text = files['/p/src/server.ts']!;
  const r = lint(text, { path: '/p/src/server.ts', readFile: (p) => files[p] });
  // set_status is kept with its one unread field's schema unknown (converters/zod/unknown-pieces.ts); raw is no tool.
  assert.deepEqual(r.tools.map((t) => [t.name, t.definition.fields.unknownSchemas]), [['set_status', [['inputSchema', 'properties', 'status']]]]);
  const unread = r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => [text.slice(f.span.offset, f.span.offset + f.span.length), f.message]);
  assert.equal(unread.length, 2, JSON.stringify(unread));
  assert.doesNotMatch(unread[0]![1], /FastMCP `parameters`/);
  assert.match(unread[0]![0], /loadStatuses/);
  assert.equal(unread[1]![0], '{ type: "object", properties: {} }');
  assert.match(unread[1]![1], /never a JSON Schema object/);
});

test("FastMCP's strictJsonSchema: properties only, in its key order", () => {
  const out = fastmcpStrict({ type: 'object', properties: { a: { type: 'object', additionalProperties: { type: 'string' } }, b: { type: 'array', items: { type: 'object' } } }, required: ['a'] });
  assert.equal(JSON.stringify(out), '{"type":"object","properties":{"a":{"type":"object","additionalProperties":false},"b":{"type":"array","items":{"type":"object"}}},"required":["a"],"additionalProperties":false}');
  assert.equal(JSON.stringify(fastmcpStrict({ type: 'string' })), '{"type":"string","additionalProperties":false}');
});
