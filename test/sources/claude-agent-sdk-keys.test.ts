// The Claude Agent SDK: Claude Code names an in-process server's tools mcp__<server>__<tool> with the key query()'s
// `mcpServers` lists the server under (Anthropic's custom-tools guide: create_sdk_mcp_server(name="calculator") passed as
// mcp_servers={"calc": calc} is allowed as "mcp__calc__add"), not createSdkMcpServer's `name`; the name stands in only
// where the file lists the server under no key.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';
import { converterOf } from '../../shared/src/sources/node-marks';

const path = join(import.meta.dirname, '..', 'fixtures', 'ts-claude-agent-keys', 'support-agent.ts');
const text = readFileSync(path, 'utf8');

test("Claude Agent SDK: a server's tools are named by the key query()'s mcpServers lists it under", () => {
  const r = lint(text, { path });
  // helpdeskServer is named "helpdesk-tools" but listed as `helpdesk`, the name the file's allowedTools use too.
  assert.deepEqual(r.tools.map((t) => t.name), ['mcp__helpdesk__lookup_ticket', 'mcp__helpdesk__add_note', 'mcp__billing__refund']);
  assert.match(converterOf(r.tools[0]!.definition.node) ?? '', /the key "helpdesk" query\(\)'s mcpServers lists its createSdkMcpServer under/);
});

test('Claude Agent SDK: without an mcpServers entry in the file, the server is taken by its name, as before', () => {
  const alone = text.replace('mcpServers: { helpdesk: helpdeskServer, billing: billingServer },', '');
  const r = lint(alone, { path });
  assert.deepEqual(r.tools.map((t) => t.name), ['mcp__helpdesk-tools__lookup_ticket', 'mcp__helpdesk-tools__add_note', 'mcp__billing__refund']);
  assert.match(converterOf(r.tools[0]!.definition.node) ?? '', /which this file does not show/);
});
