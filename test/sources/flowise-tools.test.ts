// Flowise's tools (issue 11): a DynamicStructuredTool subclass passes `{ name, description, schema, baseUrl, method:
// 'GET', headers }` to super() through a const; the tool is named by `name`, never by the request's HTTP method, and
// read once, as LangChain.js sends its input. Flowise's node descriptors (`this.inputs = [{ label, name, type }]`, the
// `[{ label, name, description }]` a load method returns) are no tools, even in a file named ...Tool.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';
import { converterOf } from '../../shared/src/sources/node-marks';

const FIXTURES = join(__dirname, '..', 'fixtures', 'flowise');
const read = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');

test('a DynamicStructuredTool input is named by `name`, not by its HTTP method, and read once', () => {
  const path = join(FIXTURES, 'core.ts');
  const text = read('core.ts');
  const r = lint(text, { path });
  assert.deepEqual(r.tools.map((t) => t.name), ['list_events', 'create_event', 'list_calendars']);
  // Each is reported at its `name`, in the const the constructor spreads into super().
  assert.equal(r.tools[0]!.definition.node.offset, text.indexOf('{\n            name: \'list_events\''));
  assert.ok(r.tools.every((t) => t.definition.shape === 'openai-function'));
  assert.ok(r.tools.every((t) => /^LangChain\.js/.test(converterOf(t.definition.node) ?? '')));
  // zod/v3 as LangChain.js converts it (zod-to-json-schema, draft-07), key order included.
  assert.equal(JSON.stringify(r.tools[0]!.definition.schema), JSON.stringify({
    type: 'object',
    properties: {
      calendarId: { type: 'string', description: 'ID of the calendar (use "primary" for the main calendar)' },
      maxResults: { type: 'number', description: 'Maximum number of events to return' },
    },
    required: ['calendarId'],
    additionalProperties: false,
    $schema: 'http://json-schema.org/draft-07/schema#',
  }));
  assert.equal(r.findings.filter((f) => f.rule === 'duplicate-name').length, 0);
});

test('an HTTP verb is never a tool name; a `method` beside a display name still is (Stripe)', () => {
  const text = [
    "import { z } from 'zod';",
    "export const a = { method: 'POST', description: 'Create an issue in the tracker', inputSchema: z.object({ title: z.string() }) };",
    "export const b = { name: 'search_docs', method: 'search', description: 'Search the documentation', inputSchema: z.object({ q: z.string() }) };",
    "export const c = { method: 'create_customer', name: 'Create Customer', description: 'Create a customer in Stripe', inputSchema: z.object({ email: z.string() }) };",
    "export const d = { name: 'get_issue', description: 'Get one issue by its key', schema: z.object({ key: z.string() }), url: '/rest/api/3/issue', method: 'get' };",
  ].join('\n');
  const r = lint(text, { path: 'src/tools.ts' });
  assert.deepEqual(r.tools.map((t) => t.name), ['search_docs', 'create_customer', 'get_issue']);
});

test('a literal spread into the super() of a class that is no StructuredTool is not read as LangChain input', () => {
  const text = read('core.ts').replace('class BaseCalendarTool extends DynamicStructuredTool', 'class BaseCalendarTool extends HttpClient');
  const r = lint(text, { path: join(FIXTURES, 'core.ts') });
  assert.deepEqual(r.tools.map((t) => t.name), ['list_events', 'create_event', 'list_calendars']);
  assert.ok(r.tools.every((t) => !/^LangChain\.js/.test(converterOf(t.definition.node) ?? '')));
});

test('Flowise node inputs, credentials and load-method options are no tools', () => {
  const path = join(FIXTURES, 'WebSearchTool.ts');
  const r = lint(read('WebSearchTool.ts'), { path });
  assert.deepEqual(r.tools.map((t) => t.name), []);
  assert.deepEqual(r.findings, []);
});

test('name-only tools without a label or a field type stay tools', () => {
  const text = [
    "export default { tools: [",
    "  { name: 'list_repos', description: 'List the repositories of the user' },",
    "  { type: 'custom', name: 'run_sql', description: 'Run one SQL statement and return its rows' },",
    "  { label: 'Search', name: 'search', description: 'Search the web' },",
    "  { displayName: 'Resource', name: 'resource', type: 'options', description: 'The resource to operate on' },",
    "  { name: 'limit', type: 'number', description: 'Max number of results to return' },",
    "] };",
  ].join('\n');
  const r = lint(text, { path: 'src/tools.ts' });
  assert.deepEqual(r.tools.map((t) => t.name), ['list_repos', 'run_sql']);
});
