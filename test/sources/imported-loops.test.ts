// Registration loops over records another file exports, or a function there returns (pulumi/mcp-server's
// `Object.entries(cliCommands).forEach(([commandName, command]) => this.tool(\`pulumi-cli-${commandName}\`,
// command.description, command.schema, cb))`): one tool per record, read in the records' file, named here by the key
// (or the template over it), each placed at the loop's call with its parts at the arguments that take them.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';

const ROOT = join(__dirname, '..', 'fixtures', 'imported-loops');
const files: Record<string, string> = {};
for (const f of ['src/server/server.ts', 'src/pulumi/cli.ts', 'src/pulumi/registry.ts']) files[`/p/${f}`] = readFileSync(join(ROOT, f), 'utf8');
const readFile = (p: string) => files[p];
const path = '/p/src/server/server.ts';

test('Object.entries over an imported record, and over an imported function\'s record, with template names', () => {
  const r = lint(files[path]!, { path, readFile });
  const tools = r.tools.filter((t) => t.shape !== 'builtin');
  assert.deepEqual(tools.map((t) => t.name), ['pulumi-registry-get-type', 'pulumi-cli-preview', 'pulumi-cli-stack-output', 'preview', 'stack-output']);
  const preview = tools[1]!.definition.value as { description: string; inputSchema: { properties: Record<string, unknown>; required: string[] } };
  assert.equal(preview.description, 'Run pulumi preview for a given project and stack');
  assert.deepEqual(Object.keys(preview.inputSchema.properties), ['workDir', 'stackName']);
  assert.deepEqual(preview.inputSchema.required, ['workDir']);
  // Findings land in this file, at the loop's arguments: the schema's at `command.schema`.
  const text = files[path]!;
  const schemaLines = new Set(text.split('\n').flatMap((l, i) => (l.includes('command.schema') ? [i] : [])));
  const optional = r.findings.filter((f) => f.rule === 'optional-not-required');
  assert.ok(optional.length > 0);
  for (const f of optional) assert.ok(schemaLines.has(f.range.start.line), `${f.message} at line ${f.range.start.line}`);
  assert.equal(r.findings.filter((f) => f.rule === 'not-analyzable').length, 0);
  // The records' own files define no tool.
  for (const f of ['/p/src/pulumi/cli.ts', '/p/src/pulumi/registry.ts']) assert.deepEqual(lint(files[f]!, { path: f, readFile }).tools, []);
});

test('without readFile the imported records are not read, and nothing is guessed', () => {
  assert.deepEqual(lint(files[path]!, { path }).tools.filter((t) => t.shape !== 'builtin'), []);
});
