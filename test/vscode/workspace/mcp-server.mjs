// A dependency-free stdio MCP server for the "Lint MCP servers in this workspace" test. It records that it was started
// (mcp-server-started.json, with its pid) so the test can tell a declined confirmation from an accepted one.
import { writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

writeFileSync('mcp-server-started.json', JSON.stringify({ pid: process.pid }));
const tools = [
  { name: 'search_docs', description: 'Search the docs.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Query' }, limit: { type: 'integer' } }, required: ['query'] } },
];
const send = (m) => process.stdout.write(JSON.stringify(m) + '\n');
createInterface({ input: process.stdin }).on('line', (line) => {
  const m = JSON.parse(line);
  if (m.method === 'initialize') send({ jsonrpc: '2.0', id: m.id, result: { protocolVersion: m.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: 'docs', version: '1' } } });
  else if (m.method === 'tools/list') send({ jsonrpc: '2.0', id: m.id, result: { tools } });
  else if (m.id !== undefined) send({ jsonrpc: '2.0', id: m.id, error: { code: -32601, message: 'no such method' } });
});
