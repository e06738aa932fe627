// xmcp's one-module-per-tool layout: a file under src/tools/ of a project that uses xmcp, exporting `schema` (a raw
// shape of zod fields), `metadata` and a default handler, is one MCP tool, named by metadata.name or its file name.
// Until now such a module gave nothing (its `schema` is a plain object of zod fields, no tool). xmcp converts each
// field on its own: the exact output is checked against the real runtime by test/oracles/xmcp.test.ts.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';
import { converterOf } from '../../shared/src/sources/node-marks';
import { readFile } from '../read-file';

const APP = join(import.meta.dirname, '..', 'fixtures', 'ts-xmcp-app');
const lintIn = (root: string, rel: string) => {
  const path = join(root, rel);
  return lint(readFileSync(path, 'utf8'), { path, readFile });
};
type Field = Record<string, unknown> & { $schema?: string; anyOf?: unknown[] };
type Schema = { type: string; properties: Record<string, Field>; required?: string[]; additionalProperties?: unknown };

test('xmcp: a tool module is one MCP tool, named by metadata.name, each field with its own draft 2020-12 $schema', () => {
  const r = lintIn(APP, 'src/tools/get-forecast.ts');
  assert.deepEqual(r.tools.map((t) => [t.name, t.definition.shape]), [['get_forecast', 'mcp']]);
  const tool = r.tools[0]!.definition;
  const schema = tool.schema as Schema;
  assert.deepEqual(Object.keys(schema), ['type', 'properties', 'required']);
  assert.deepEqual(schema.required, ['city']);
  for (const field of Object.values(schema.properties)) assert.equal(field.$schema, 'https://json-schema.org/draft/2020-12/schema');
  // A nested object keeps zod 4's input-side reading (no additionalProperties, defaulted fields not required).
  assert.equal(JSON.stringify(schema.properties.include), '{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","properties":{"hourly":{"type":"boolean"},"alerts":{"default":true,"type":"boolean"}}}');
  assert.equal(tool.value.title, 'Weather forecast');
  assert.match(converterOf(tool.node) ?? '', /^xmcp 1\.1 .*zod 4\.2\+/);
  // Findings on a field land on its zod code.
  const text = readFileSync(join(APP, 'src/tools/get-forecast.ts'), 'utf8');
  const f = r.findings.find((x) => x.rule === 'no-defaults' && x.pointer.endsWith('/days/default'));
  assert.ok(f, r.findings.map((x) => `${x.rule} ${x.pointer}`).join('\n'));
  assert.equal(text.slice(f.span.offset, f.span.offset + f.span.length), '.default(3)');
});

test("xmcp: the file's name when metadata names none, the title added to annotations, a module without schema", () => {
  const convert = lintIn(APP, 'src/tools/convert-units.ts').tools;
  assert.deepEqual(convert.map((t) => [t.name, t.definition.value.title]), [['convert-units', 'convert-units']]);
  assert.deepEqual((convert[0]!.definition.schema as Schema).required, ['value', 'from', 'to', 'precision']);
  const health = lintIn(APP, 'src/tools/health.ts').tools;
  assert.equal(JSON.stringify(health[0]!.definition.schema), '{"type":"object","properties":{}}');
  assert.equal(JSON.stringify(health[0]!.definition.value.annotations), '{"readOnlyHint":true,"idempotentHint":true,"title":"health"}');
  assert.deepEqual(lintIn(APP, 'src/tools/github/list-repos.ts').tools.map((t) => t.name), ['list_repos']);
  // Neither the project's other modules nor its config define tools.
  assert.deepEqual(lintIn(APP, 'src/lib/weather.ts').tools, []);
  assert.deepEqual(lintIn(APP, 'xmcp.config.ts').tools, []);
});

test('xmcp: with no metadata the description is the one xmcp sends, "No description provided"', () => {
  const files: Record<string, string> = {
    '/p/package.json': '{ "dependencies": { "xmcp": "^1.1.0", "zod": "^4.2.0" } }',
    '/p/src/tools/echo.ts': 'import { z } from "zod";\n\nexport const schema = { text: z.string().describe("What to echo") };\n\nexport default function echo({ text }: { text: string }) {\n  return text;\n}\n',
  };
  const r = lint(files['/p/src/tools/echo.ts']!, { path: '/p/src/tools/echo.ts', readFile: (p) => files[p] });
  assert.deepEqual(r.tools.map((t) => [t.name, t.definition.description]), [['echo', 'No description provided']]);
});

test('xmcp with zod 3: each field through zod-to-json-schema on its own (an optional field is anyOf [{ not: {} }, ...])', () => {
  const r = lintIn(join(import.meta.dirname, '..', 'fixtures', 'ts-xmcp-zod3'), 'src/tools/put-entries.ts');
  assert.deepEqual(r.tools.map((t) => t.name), ['put_entries']);
  const schema = r.tools[0]!.definition.schema as Schema;
  assert.equal(JSON.stringify(schema.properties.tags), '{"anyOf":[{"not":{}},{"type":"object","additionalProperties":{"type":"string"}}],"description":"Labels stored with every entry"}');
  assert.equal(schema.properties.namespace!.$schema, undefined);
  assert.deepEqual(schema.required, ['entries', 'overwrite']);
});

test('xmcp: the same module in a project without xmcp, or a default export missing, is no tool', () => {
  const text = readFileSync(join(APP, 'src/tools/convert-units.ts'), 'utf8');
  const files: Record<string, string> = { '/q/package.json': '{ "dependencies": { "zod": "^4.2.0" } }', '/q/src/tools/convert-units.ts': text };
  assert.deepEqual(lint(text, { path: '/q/src/tools/convert-units.ts', readFile: (p) => files[p] }).tools, []);
  const noDefault = text.replace('export default function convertUnits', 'export function convertUnits');
  const inApp = join(APP, 'src/tools/convert-units.ts');
  assert.deepEqual(lint(noDefault, { path: inApp, readFile }).tools, []);
});

test("xmcp: the tools folder the project's xmcp.config names (`paths.tools`), or none when it is false", () => {
  const tool = 'import { z } from "zod";\nimport { type ToolMetadata } from "xmcp";\n\nexport const schema = { query: z.string().describe("Product name or SKU") };\n\nexport const metadata: ToolMetadata = { name: "list-products", description: "List the products on sale" };\n\nexport default async function listProducts({ query }: { query: string }) {\n  return query;\n}\n';
  const lintAt = (files: Record<string, string>, path: string) => lint(files[path]!, { path, readFile: (p) => files[p] }).tools.map((t) => t.name);
  const project = (config: Record<string, string>) => ({
    '/app/package.json': '{ "dependencies": { "xmcp": "^1.1.0", "zod": "^4.2.0", "next": "^15.0.0" } }',
    '/app/tools/list-products.ts': tool,
    '/app/src/tools/list-products.ts': tool,
    ...config,
  });
  const nextjs = project({ '/app/xmcp.config.ts': 'import { type XmcpConfig } from "xmcp";\n\nconst config: XmcpConfig = {\n  experimental: { adapter: "nextjs" },\n  paths: {\n    tools: "./tools/",\n    prompts: false,\n  },\n};\n\nexport default config;\n' });
  assert.deepEqual(lintAt(nextjs, '/app/tools/list-products.ts'), ['list-products']);
  assert.deepEqual(lintAt(nextjs, '/app/src/tools/list-products.ts'), []);
  const json = project({ '/app/xmcp.config.json': '{ "paths": { "tools": "tools" } }' });
  assert.deepEqual(lintAt(json, '/app/tools/list-products.ts'), ['list-products']);
  const off = project({ '/app/xmcp.config.ts': 'export default { paths: { tools: false } };\n' });
  assert.deepEqual(lintAt(off, '/app/src/tools/list-products.ts'), []);
  // A config that names no tools folder keeps xmcp's default, src/tools.
  const plain = project({ '/app/xmcp.config.ts': 'export default { http: { port: 3001 } };\n' });
  assert.deepEqual(lintAt(plain, '/app/src/tools/list-products.ts'), ['list-products']);
  assert.deepEqual(lintAt(plain, '/app/tools/list-products.ts'), []);
});
