// A tool literal may keep its zod schema under `arguments` (Adyen's MCP server: `{ name, description, arguments:
// zodObject, invoke }`, registered with `inputSchema: tool.arguments.shape`). Only a zod schema there makes the slot:
// an MCP prompt's `arguments` list and other values keep their own readings.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';

const text = readFileSync(join(__dirname, '..', 'fixtures', 'arguments-slot', 'api-credentials.ts'), 'utf8');

test('`arguments` holding a zod schema (a const or written in place) is the tool\'s schema', () => {
  const r = lint(text, { path: 'apiCredentials/index.ts' });
  const tools = r.tools.filter((t) => t.shape !== 'builtin');
  assert.deepEqual(tools.map((t) => t.name), ['list_all_merchant_api_credentials', 'get_company_api_credential']);
  const first = tools[0]!.definition.value as { inputSchema: { properties: Record<string, unknown>; required: string[] } };
  assert.deepEqual(Object.keys(first.inputSchema.properties), ['merchantId', 'pageSize', 'pageNumber']);
  assert.deepEqual(first.inputSchema.required, ['merchantId']);
  const second = tools[1]!.definition.value as { inputSchema: { required: string[] } };
  assert.deepEqual(second.inputSchema.required, ['companyId', 'apiCredentialId']);
  // The prompt's list and the record holding a function are no tools and get no finding.
  const promptLine = text.split('\n').findIndex((l) => l.includes('reviewPrompt'));
  assert.deepEqual(r.findings.filter((f) => f.range.start.line >= promptLine), []);
});

test('a file whose only tool-shaped key is `arguments: name` is read (the prefilter lets it through)', () => {
  const only = text.slice(0, text.indexOf('// Not tools')).replace(/^\/\/.*\n/gm, '');
  assert.doesNotMatch(only, /inputSchema|parameters\s*:|tool\(|arguments\s*:\s*\[/);
  assert.deepEqual(lint(only, { path: 'apiCredentials/index.ts' }).tools.map((t) => t.name), ['list_all_merchant_api_credentials', 'get_company_api_credential']);
});
