// A member of a const object of zod schemas (sanity-mcp-server's `ReleaseSchemas.state`, imported from
// `releases/common.ts`; webflow's `DEElementIDSchema.id`) is read as the schema it holds, also through an import; the
// oracle for the conversion itself is test/converters/zod.test.ts ("members of a const object of schemas").
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lint } from '../../shared/src';

const common = `import {z} from 'zod'
export const ReleaseSchemas = {
  releaseId: z.string().describe('ID of the release'),
  state: z.enum(['active', 'archived', 'published', 'scheduled']).describe('Release state'),
}
`;
const tool = `import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js'
import {z} from 'zod'
import {ReleaseSchemas} from './common.js'

export const ListReleasesToolParams = z.object({
  state: ReleaseSchemas.state.optional().describe('Filter releases by state'),
  releaseId: ReleaseSchemas.releaseId.optional(),
})

export function registerReleasesTools(server: McpServer) {
  server.tool('list_releases', 'List content releases in Sanity, optionally filtered by state', ListReleasesToolParams.shape, async () => ({content: []}))
}
`;

test('members of an imported const object of zod schemas are read as the schemas they hold', () => {
  const files: Record<string, string> = { '/p/src/tools/releases/common.ts': common, '/p/src/tools/releases/register.ts': tool };
  const r = lint(tool, { path: '/p/src/tools/releases/register.ts', readFile: (p) => files[p] });
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
  const [t] = r.tools.filter((x) => x.shape !== 'builtin');
  const schema = (JSON.parse(JSON.stringify(t!.definition.value)) as { inputSchema: { properties: Record<string, { enum?: string[]; description?: string; type?: string }> } }).inputSchema;
  assert.deepEqual(schema.properties.state, { type: 'string', enum: ['active', 'archived', 'published', 'scheduled'], description: 'Filter releases by state' });
  assert.deepEqual(schema.properties.releaseId, { type: 'string', description: 'ID of the release' });
  // The same code with the object in this file reads the same.
  const same = lint(tool.replace("import {ReleaseSchemas} from './common.js'", common.split('\n').slice(1).join('\n')), { path: 'register.ts' });
  assert.deepEqual(same.tools[0]!.definition.value, t!.definition.value);
});
