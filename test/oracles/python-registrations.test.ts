// Oracle test for functions registered by call from other files of the workspace (`mcp.tool(name=...)(fn)` of
// `from .tools import fn`, `add_tool(summarize)`, `tools.fn`): the real MCP SDK, run on the fixture package's own code,
// and toollint's static reading through readFile give the same tools, key order included.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { FIXTURES, realTools, staticTools } from './python-oracle';

test('registered/server.py: functions of the package registered by call read from their files, as MCPServer lists them', async () => {
  const path = join(FIXTURES, 'registered', 'server.py');
  const real = realTools(path);
  const reads = new Set<string>();
  const mine = await staticTools(path, reads);
  assert.equal(real.length, 3);
  assert.deepEqual(mine.map((t) => t.notAnalyzable), [undefined, undefined, undefined]);
  assert.deepEqual(mine.map((t) => JSON.stringify(t.tool)), real.map((t) => JSON.stringify(t.tool)));
  assert.ok([...reads].some((p) => p.endsWith('tools/indexes.py')), [...reads].join(', '));
});
