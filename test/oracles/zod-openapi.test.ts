// zod 4 schemas extended by @asteasolutions/zod-to-openapi (what @hono/zod-openapi 1.x extends zod with; midday's MCP
// tools reuse such API schemas) against the real library (9.1.0 with zod 4.3.6, installed by
// scripts/zod-openapi-oracle.sh in test/oracles/zod-openapi/node_modules, not a devDependency): each fixture (this
// file's own text, never user code) is run with the real zod extended by extendZodWithOpenApi, converted with
// z.toJSONSchema as the MCP SDK converts it (draft-7, input side), and must equal what toollint reads statically, key
// order included. `.openapi(...)` returns an unlinked copy outside zod's global registry: the metadata written
// before it (`.describe()`) is not sent, and its own (example, param, description) is not either.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Node as JsonNode } from 'jsonc-parser';
import ts from 'typescript';
import { zodToSchemaNode } from '../../shared/src/converters/zod';
import { evaluateFixture, fixtureContext } from '../converters/evaluate-fixture';

const ROOT = join(__dirname, '..', '..');
execFileSync('bash', [join(ROOT, 'scripts', 'zod-openapi-oracle.sh')], { stdio: ['ignore', 'ignore', 'inherit'] });
const oracle = createRequire(join(__dirname, 'zod-openapi', 'package.json'));
const z = oracle('zod') as { toJSONSchema(s: unknown, o: object): unknown };
(oracle('@asteasolutions/zod-to-openapi') as { extendZodWithOpenApi(z: unknown): void }).extendZodWithOpenApi(z);

const FIXTURES: Record<string, string> = {
  'a described field then .openapi(): the description is not sent': `import { z } from 'zod';
export const schema = z.object({
  id: z.string().describe('The invoice id').openapi({ description: 'Invoice id', example: 'inv_123', param: { in: 'path', name: 'id' } }),
  limit: z.coerce.number().min(1).max(100).optional().openapi({ example: 25 }),
});`,
  '.describe() after .openapi() is sent': `import { z } from 'zod';
export const schema = z.object({
  q: z.string().openapi({ example: 'acme' }).describe('Search text'),
  status: z.enum(['draft', 'paid']).describe('Status').openapi('InvoiceStatus').optional(),
});`,
  'a whole object with .openapi(), checks kept': `import { z } from 'zod';
const base = z.object({ name: z.string().min(1).max(80).describe('Tag name'), color: z.string().regex(/^#[0-9a-f]{6}$/).optional() });
export const schema = base.describe('A tag').openapi({ description: 'Tag body' }).extend({ id: z.uuid().openapi({ example: '7c9e6679-7425-40de-944b-e07fc1f90ae7' }) });`,
};

function value(node: JsonNode | undefined): unknown {
  if (!node) return undefined;
  switch (node.type) {
    case 'object':
      return Object.fromEntries((node.children ?? []).map((p) => [p.children![0]!.value as string, value(p.children![1]!)]));
    case 'array':
      return (node.children ?? []).map(value);
    default:
      return node.value;
  }
}

for (const [name, code] of Object.entries(FIXTURES)) {
  test(`zod-to-openapi: ${name}`, () => {
    const real = JSON.parse(JSON.stringify(z.toJSONSchema(evaluateFixture(code, z), { target: 'draft-7', io: 'input' })));
    const source = ts.createSourceFile('fixture.ts', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    let expr: ts.Expression | undefined;
    const visit = (n: ts.Node): void => {
      if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.name.text === 'schema' && n.initializer) expr = n.initializer;
      ts.forEachChild(n, visit);
    };
    visit(source);
    const read = zodToSchemaNode(expr!, fixtureContext(source, 'zod4-input7', 'fixture_tool'));
    assert.ok('node' in read, 'notAnalyzable' in read ? read.notAnalyzable.message : 'no node');
    assert.equal(JSON.stringify(value((read as { node: JsonNode }).node)), JSON.stringify(real));
  });
}
