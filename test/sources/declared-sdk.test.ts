// A tool record in a file that imports no SDK is sent by whatever registers it. When the project's package.json
// declares the MCP SDK and no other tool SDK, that is the MCP SDK (draft-07, the input side: a defaulted field is
// optional), not zod's own defaults (draft 2020-12, the output side: every defaulted field required).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';

const TOOL = readFileSync(join(__dirname, '..', 'fixtures', 'mcp-template', 'git-status.tool.ts'), 'utf8');
const PATH = '/p/src/mcp-server/tools/definitions/git-status.tool.ts';

function schemaWith(pkg: Record<string, unknown> | undefined) {
  const files: Record<string, string> = { [PATH]: TOOL };
  if (pkg) files['/p/package.json'] = JSON.stringify(pkg);
  const r = lint(TOOL, { path: PATH, readFile: (p) => files[p] });
  assert.deepEqual(r.tools.map((t) => t.name), ['git_status']);
  return r.tools[0]!.definition.schema as { $schema?: string; required?: string[] };
}

test('the MCP SDK declared alone: a tool record of a file without SDK imports is converted as the MCP SDK converts it', () => {
  const s = schemaWith({ name: 'git-mcp-server', dependencies: { '@modelcontextprotocol/sdk': '^1.18.0', zod: '^4.1.0' } });
  assert.equal(s.$schema, 'http://json-schema.org/draft-07/schema#');
  assert.equal(s.required, undefined);
});

test('no package.json, or another tool SDK declared beside it: zod 4 toJSONSchema defaults, as before', () => {
  for (const pkg of [undefined, { dependencies: { '@modelcontextprotocol/sdk': '^1.18.0', ai: '^5.0.0', zod: '^4.1.0' } }]) {
    const s = schemaWith(pkg);
    assert.equal(s.$schema, 'https://json-schema.org/draft/2020-12/schema');
    assert.deepEqual(s.required, ['path', 'includeUntracked']);
  }
});
