// A project's own method with registerTool's signature (`context.accountTool(name, { description, inputSchema },
// handler)`, Cloudflare's MCP servers) defines a tool as registerTool would: read exactly as the same call of
// `server.registerTool` is, with the hover saying the signature was assumed. Calls of the same shape without a
// description and zod in `inputSchema` stay silent.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';
import { converterOf } from '../../shared/src/sources/node-marks';

const DIR = join(__dirname, '..', 'fixtures', 'register-wrappers');
const read = (name: string) => readFileSync(join(DIR, name), 'utf8');
const declared = (text: string, path: string) => lint(text, { path }).tools.filter((t) => t.shape !== 'builtin');

test('context.accountTool(name, { description, inputSchema: zod }, handler) is a tool named by its first argument', () => {
  const tools = declared(read('account-tools.ts'), 'account-tools.ts');
  assert.deepEqual(tools.map((t) => t.name), ['list_gateways', 'get_gateway', 'list_logs']);
  // The same calls written as registerTool: the same tools, definition for definition.
  const asSdk = declared(read('account-tools.ts').replace(/context\.accountTool\(/g, 'context.registerTool('), 'account-tools.ts');
  assert.deepEqual(tools.map((t) => JSON.stringify(t.definition.value)), asSdk.map((t) => JSON.stringify(t.definition.value)));
  const first = tools[0]!.definition.value as { description: string; inputSchema: { properties: Record<string, unknown> } };
  assert.equal(first.description, 'List the AI Gateways of the account');
  assert.deepEqual(Object.keys(first.inputSchema.properties), ['page']);
  assert.match(converterOf(tools[0]!.definition.node) ?? '', /MCP TypeScript SDK.*Assumed: `accountTool` takes registerTool's/s);
});

test('calls of the same shape without a description or zod in inputSchema define no tool and say nothing', () => {
  const text = read('account-tools.ts');
  const unrelated = text.slice(text.indexOf('// Calls of the same shape'));
  const r = lint(`import { z } from 'zod'\n${unrelated}`, { path: 'unrelated.ts' });
  assert.deepEqual(r.tools.filter((t) => t.shape !== 'builtin'), []);
  assert.deepEqual(r.findings, []);
  // Without its description, an accountTool call is no tool either.
  const bare = text.replace("description: 'List the AI Gateways of the account',", '');
  assert.deepEqual(declared(bare, 'account-tools.ts').map((t) => t.name), ['get_gateway', 'list_logs']);
});

test('the wrapper that forwards its name and config to registerTool defines no tool and gets no finding', () => {
  const r = lint(read('registration-context.ts'), { path: 'registration-context.ts' });
  assert.deepEqual(r.tools.filter((t) => t.shape !== 'builtin'), []);
  assert.deepEqual(r.findings, []);
});
