// MCP server frameworks whose tool() is registerTool in other clothes (shared/src/sources/typescript/mcp-frameworks.ts):
// @cyanheads/mcp-ts-core's tool('name', { description, input: z.object(...), output, handler }), with the z it re-exports.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lint } from '../../shared/src';
import { converterOf } from '../../shared/src/sources/node-marks';

const CODE = [
  "import { tool, z } from '@cyanheads/mcp-ts-core';",
  "export const spellCheckTool = tool('pubmed_spell_check', {",
  "  description: 'Spell-check a PubMed query.',",
  '  annotations: { readOnlyHint: true },',
  '  input: z.object({',
  "    query: z.string().min(2).describe('The query to check'),",
  "    limit: z.number().int().optional().describe('At most this many suggestions'),",
  '  }),',
  '  output: z.object({ corrected: z.string() }),',
  '  async handler(input) { return { corrected: input.query }; },',
  '});',
].join('\n');

test("mcp-ts-core's tool(name, { description, input }) is the tool its registry registers, `input` its inputSchema", () => {
  const r = lint(CODE, { path: 'src/mcp-server/tools/definitions/spell-check.tool.ts' });
  assert.deepEqual(r.tools.map((t) => [t.name, t.shape]), [['pubmed_spell_check', 'mcp-sdk']]);
  const value = r.tools[0]!.definition.value as { description: string; inputSchema: { properties: Record<string, { type: string; minLength?: number }>; required: string[] } };
  assert.equal(value.description, 'Spell-check a PubMed query.');
  assert.deepEqual(Object.keys(value.inputSchema.properties), ['query', 'limit']);
  assert.equal(value.inputSchema.properties.query!.minLength, 2);
  assert.deepEqual(value.inputSchema.required, ['query']);
  assert.match(converterOf(r.tools[0]!.definition.node) ?? '', /mcp-ts-core's tool\(\)/);
  // Its findings are the zod's: the optional `limit` is not required (OpenAI strict), nothing is "not analysed".
  assert.ok(r.findings.some((f) => f.rule !== 'not-analyzable' && /limit/.test(f.message)));
  assert.equal(r.findings.filter((f) => f.rule === 'not-analyzable').length, 0);
});

test('the same tool() from another package is not mcp-ts-core\'s, and its z is no zod', () => {
  const other = lint(CODE.replace("'@cyanheads/mcp-ts-core'", "'./framework'"), { path: 'spell-check.tool.ts' });
  assert.deepEqual(other.tools.map((t) => t.name), []);
});
