// Values inside zod code that the second recall sample found unread, computed as JavaScript computes them: numbers in
// a `.describe()` template, arithmetic in `.max(60 * 60 * 24)`, a member of a const object (`.max(ApiLimits.MAX)`, also
// imported), a const list's `.join(', ')`; and a `z.object({ name, description, inputSchema })` output schema, whose
// fields merely look like a tool's, is no tool.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lint } from '../../shared/src';

test('numbers, arithmetic, const object members and joined lists in zod calls', () => {
  const files: Record<string, string> = {
    '/p/src/limits.ts': 'export const ApiLimits = { LABELS_MAX: 200, LABELS_DEFAULT: 50 } as const;\n',
    '/p/src/tools/find.ts': `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { ApiLimits } from '../limits.js';

const MAX_LIMIT = 20;
const FORMATS = ['png', 'jpeg', 'webp'];
const server = new McpServer({ name: 'p', version: '1.0.0' });
server.registerTool(
  'find_labels',
  {
    description: 'Find labels.',
    inputSchema: {
      limit: z.number().int().min(1).max(MAX_LIMIT).describe(\`How many labels to return (at most \${MAX_LIMIT}).\`),
      page: z.number().max(ApiLimits.LABELS_MAX).describe('Page size'),
      ttl: z.number().max(60 * 60 * 24).describe('Seconds to cache'),
      format: z.string().describe(\`One of: \${FORMATS.join(', ')}\`),
    },
  },
  async () => ({ content: [] }),
);
`,
  };
  const r = lint(files['/p/src/tools/find.ts']!, { path: '/p/src/tools/find.ts', readFile: (p) => files[p] });
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => f.message), []);
  const props = (r.tools[0]!.definition.schema as { properties: Record<string, { maximum?: number; description?: string }> }).properties;
  assert.equal(props.limit!.description, 'How many labels to return (at most 20).');
  assert.equal(props.page!.maximum, 200);
  assert.equal(props.ttl!.maximum, 86400);
  assert.equal(props.format!.description, 'One of: png, jpeg, webp');
});

test('an output schema whose fields are named like a tool (name, description, inputSchema) is no tool', () => {
  const code = `import { z } from 'zod';
export const searchToolsOutputSchema = z.object({
  results: z.array(
    z.object({
      name: z.string(),
      description: z.string(),
      inputSchema: z.record(z.string(), z.unknown()).describe("JSON Schema for the matching tool's arguments."),
    }),
  ),
});
export const extended = searchToolsOutputSchema.extend({ name: z.string(), description: z.string(), parameters: z.object({}) });
`;
  const r = lint(code, { path: 'search-tools.ts' });
  assert.deepEqual(r.tools, []);
  assert.deepEqual(r.findings.map((f) => f.message), []);
});
