// Keys named by a value the reading knows (issue 11): gemini-cli's tool declarations write their parameters as
// `properties: { [PARAM_FILE_PATH]: {...} }` and `required: [PARAM_FILE_PATH]`, with the name a const of the same file
// or one imported from another (read through the caller's readFile). A key known only at run time stays not analysed.
// The fixture project is test/fixtures/computed-keys.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';

const ROOT = join(__dirname, '..', 'fixtures', 'computed-keys');
const readFile = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

test('computed keys from same-file and imported consts: the tools are read, with their parameters named', () => {
  const path = join(ROOT, 'tool-set.ts');
  const r = lint(readFileSync(path, 'utf8'), { path, readFile });
  assert.deepEqual(r.tools.map((t) => t.name), ['read_file', 'list_directory']);
  const read = r.tools[0]!.definition.schema as { properties: Record<string, { type: string; minimum?: number }>; required: string[] };
  assert.deepEqual(Object.keys(read.properties), ['file_path', 'start_line', 'end_line']);
  assert.equal(read.properties.start_line!.type, 'integer');
  assert.deepEqual(read.required, ['file_path']);
  const list = r.tools[1]!.definition.schema as { properties: Record<string, unknown>; required: string[] };
  assert.deepEqual(Object.keys(list.properties), ['dir_path', 'ignore']);
  assert.deepEqual(list.required, ['dir_path']);
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => f.message), []);
});

test('a computed key known only at run time stays not analysed; a same-file const key needs no readFile', () => {
  const code = `import { EXTRA_FILTER } from 'search-filters';
const PARAM_QUERY = 'query';
export const tools = [
  {
    functionDeclarations: [
      {
        name: 'web_search',
        description: 'Searches the web and returns the top results with their titles and links.',
        parametersJsonSchema: {
          type: 'object',
          properties: {
            [PARAM_QUERY]: { type: 'string', description: 'The search query.' },
            [EXTRA_FILTER]: { type: 'string', description: 'An extra filter.' },
          },
          required: [PARAM_QUERY],
        },
      },
    ],
  },
];
`;
  const r = lint(code, { path: 'search.ts' });
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => code.slice(f.span.offset, f.span.offset + 14)), ['[EXTRA_FILTER]']);
  const known = lint(code.replace('[EXTRA_FILTER]', "['site']"), { path: 'search.ts' });
  assert.deepEqual(known.tools.map((t) => t.name), ['web_search']);
  const schema = known.tools[0]!.definition.schema as { properties: object; required: string[] };
  assert.deepEqual([Object.keys(schema.properties), schema.required], [['query', 'site'], ['query']]);
});

test("a zod schema read by a string key from a same-file const record (ToolSchemas['list-calendars']): the tools are read", () => {
  const path = join(ROOT, 'registry.ts');
  const text = readFileSync(path, 'utf8');
  const r = lint(text, { path, readFile });
  assert.deepEqual(r.tools.map((t) => t.name), ['list-calendars', 'get-event']);
  const list = r.tools[0]!.definition.schema as { properties: Record<string, { type: string }> };
  assert.deepEqual(Object.keys(list.properties), ['account']);
  const get = r.tools[1]!.definition.schema as { properties: Record<string, { type: string }>; required: string[] };
  assert.deepEqual(Object.keys(get.properties), ['account', 'calendarId', 'eventId', 'fields']);
  assert.equal(get.properties.fields!.type, 'array');
  assert.deepEqual(get.required, ['calendarId', 'eventId']);
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
  // A key known only at run time names no member: the tool is not taken for one with a known schema.
  const dynamic = lint(text.replace("ToolSchemas['list-calendars']", 'ToolSchemas[toolName]'), { path, readFile });
  assert.deepEqual(dynamic.tools.map((t) => t.name), ['get-event']);
});

test("a string read by a string key from a same-file const object (TOOL_DESCRIPTIONS['get-issue']) is the value", () => {
  const path = join(ROOT, 'list-tools.ts');
  const r = lint(readFileSync(path, 'utf8'), { path, readFile });
  assert.deepEqual(r.tools.map((t) => [t.name, t.definition.description]), [
    ['search-issues', 'Search issues in the tracker by text, label or assignee. Returns at most 50 issues.'],
    ['get-issue', 'Get one issue by its number, with its comments.'],
  ]);
  const search = r.tools[0]!.definition.schema as { properties: Record<string, { description: string }> };
  assert.equal(search.properties.query!.description, 'Text to search for in titles and bodies');
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
});
