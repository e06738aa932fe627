// Contentful's tool records `{ title: 'get_locale', description, inputParams: X.shape, tool }`, registered elsewhere
// with `registerTool(tool.title, { description, inputSchema: tool.inputParams })`: read where they stand, named by a
// `title` that is a tool name (a display title with spaces is none), the shape converted as registerTool converts it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';

const DIR = join(__dirname, '..', 'fixtures', 'title-records');
const files: Record<string, string> = {
  '/p/src/tools/locales/register.ts': readFileSync(join(DIR, 'register.ts'), 'utf8'),
  '/p/src/tools/locales/getLocale.ts': readFileSync(join(DIR, 'getLocale.ts'), 'utf8'),
};

test('records with a tool-name title and an inputParams shape are tools where they stand', () => {
  const path = '/p/src/tools/locales/register.ts';
  const r = lint(files[path]!, { path, readFile: (p) => files[p] });
  const tools = r.tools.filter((t) => t.shape !== 'builtin');
  assert.deepEqual(tools.map((t) => t.name), ['get_locale', 'list_locales']);
  const get = tools[0]!.definition.value as { description: string; inputSchema: { properties: Record<string, unknown>; required: string[] } };
  assert.equal(get.description, 'Retrieve a specific locale from your Contentful environment');
  assert.deepEqual(Object.keys(get.inputSchema.properties), ['spaceId', 'environmentId', 'localeId']);
  assert.deepEqual(get.inputSchema.required, ['spaceId', 'environmentId', 'localeId']);
  assert.equal(r.findings.filter((f) => f.rule === 'not-analyzable').length, 0);
});
