// A zod shape that spreads itself (`const pagingShape: any = { ...pagingShape, cursor: z.string() }`): the shape reader
// followed the spread back into the same literal without end, the stack overflowed, and lint() lost every tool of the
// file. Now that tool alone is not analysed (an info at the shape), and the file's other tools are read as before.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';
import { readFile } from '../read-file';

const dir = join(import.meta.dirname, '..', 'fixtures', 'ts-zod-self-spread', 'src');

test('zod: a shape spreading itself leaves its tool not analysed and keeps the file\'s other tools', () => {
  const path = join(dir, 'server.ts');
  const text = readFileSync(path, 'utf8');
  const r = lint(text, { path, readFile });
  assert.deepEqual(r.tools.map((t) => t.name), ['get_note']);
  const schema = r.tools[0]!.definition.schema as { properties: Record<string, { description?: string; format?: string }>; required: string[] };
  assert.deepEqual(Object.keys(schema.properties), ['id']);
  assert.equal(schema.properties.id!.description, 'The note id.');
  assert.equal(schema.properties.id!.format, 'uuid');
  assert.deepEqual(schema.required, ['id']);
  assert.equal(r.findings.filter((f) => f.rule === 'json-parseable').length, 0);
  const infos = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(infos.length, 2, infos.map((f) => f.message).join('\n'));
  for (const f of infos) assert.match(f.message, /spreads itself/);
  assert.equal(text.slice(infos[0]!.span.offset, infos[0]!.span.offset + 12), '{\n  ...pagin');
  assert.equal(text.slice(infos[1]!.span.offset, infos[1]!.span.offset + infos[1]!.span.length), '{ ...filterShape }');
});

test('zod: a shape spreading itself through another const, in a raw MCP inputSchema, is bounded too', () => {
  const text = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
const server = new McpServer({ name: 's', version: '1' });
const a: any = { ...b, x: z.string() };
const b: any = { ...a, y: z.number() };
server.registerTool('ping', { description: 'Ping.', inputSchema: a }, async () => ({ content: [] }));
server.registerTool('echo', { description: 'Echo.', inputSchema: { text: z.string().describe('Text.') } }, async () => ({ content: [] }));
`;
  const r = lint(text, { path: '/p/server.ts' });
  assert.deepEqual(r.tools.map((t) => t.name), ['echo']);
  assert.ok(r.findings.some((f) => f.rule === 'not-analyzable' && /spreads itself/.test(f.message)), r.findings.map((f) => f.message).join('\n'));
});
