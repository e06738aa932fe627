// Tools made by a factory called with the caller's options (`createWhoamiTool({ apiService })`), held in a const and
// listed under a key (`tools: { whoami: whoamiTool }`): named by that key, the name the model sees (sentry-mcp's
// embedded agents were reported under their factories' names).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';

const DIR = join(__dirname, '..', 'fixtures', 'embedded-agent');
const readFile = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

test('factory-made tools are named by the key that lists them, through a const too, with their schema', () => {
  const path = join(DIR, 'agent.ts');
  const r = lint(readFileSync(path, 'utf8'), { path, readFile });
  assert.deepEqual(r.tools.map((t) => t.name), ['whoami', 'projectLookup', 'currentUser']);
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => f.message), []);
  const lookup = r.tools.find((t) => t.name === 'projectLookup')!;
  assert.equal(lookup.definition.description, 'Find the projects of the organization whose slug or name matches a query');
  assert.deepEqual(Object.keys((lookup.definition.schema as { properties: object }).properties), ['query']);
});

test("a factory's options object is not read as a wrapper's tool config (no schema, no description)", () => {
  const code = [
    "import { tool } from 'ai';",
    "import { z } from 'zod';",
    "export function lookupTool(opts: { db: unknown }) { return tool({ description: 'Look a row up', inputSchema: z.object({ id: z.string() }) }); }",
    'export const tools = { lookup: lookupTool({ db: {} }) };',
  ].join('\n');
  const r = lint(code, { path: 'tools.ts' });
  assert.deepEqual(r.tools.map((t) => t.name), ['lookup']);
});
