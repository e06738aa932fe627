// A project function that returns a tool whose name its parameters decide (`makeTool("GET", info)`, LlamaIndex.TS's
// `this.createMethodCallMetaData("GET", spec.info)`), read at each call as that tool (issue 11; sources/typescript/
// inline.ts, typescript.ts's factoryCallTool): parameters known at the call are written in, the others are read as
// run-time values where they stand (a description), and the literal in the function is not reported on its own.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';
import { readFile } from '../read-file';

const DIR = join(__dirname, '..', 'fixtures', 'factory-calls');
const lintFile = (name: string) => {
  const path = join(DIR, name);
  return lint(readFileSync(path, 'utf8'), { path, readFile });
};

test("a class's metadata factory called with a literal method is one tool per call, named as LlamaIndex names it", () => {
  const r = lintFile('openapi-action.ts');
  assert.deepEqual(r.tools.map((t) => t.name), ['get_request', 'post_request']);
  const [get, post] = r.tools;
  const params = (t: (typeof r.tools)[number]) => (t.definition.schema as any).properties.params.description;
  assert.equal(params(get!), 'the URL parameters to provide with the get request');
  assert.equal(params(post!), 'the key-value pairs to provide with the POST request');
  assert.equal((get!.definition.schema as any).properties.url.description, 'The url to make the GET request against');
  // The description uses `info.title`, known only at run time: the tool is analysed all the same, and says so once each.
  const na = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.deepEqual(na.map((f) => f.tool), ['get_request', 'post_request']);
  for (const f of na) assert.match(f.message, /^The description is computed at run time .*the schema is analysed\.$/);
});

test('a same-file factory is read at calls with known arguments; a call with a run-time name leaves the finding', () => {
  const r = lintFile('make-tool.ts');
  assert.deepEqual(r.tools.map((t) => t.name).sort(), ['create_user', 'delete_project']);
  const user = r.tools.find((t) => t.name === 'create_user')!;
  assert.equal(user.definition.description, 'Create one user.');
  assert.equal((user.definition.schema as any).properties.id.description, "The user's id");
  const na = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(na.length, 0, 'the literal is read at its calls, so it is not reported on its own');
});

test('a factory never called with its name known keeps its own not-analyzable finding', () => {
  const text = readFileSync(join(DIR, 'make-tool.ts'), 'utf8').replace(/^export const createUser.*\n^export const tools.*\n/m, '');
  const r = lint(text, { path: join(DIR, 'dynamic-only.ts') });
  assert.deepEqual(r.tools.map((t) => t.name), []);
  assert.equal(r.findings.filter((f) => f.rule === 'not-analyzable').length, 1);
});
