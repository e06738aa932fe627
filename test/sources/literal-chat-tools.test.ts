// An OpenAI chat-shaped tool object (`{ type: "function", function: { name, description, parameters } }`) that a
// project keeps with keys of its own beside `function` (continue's core/tools/definitions: `displayTitle`,
// `wouldLikeTo`, `readonly`, `group`, `defaultToolPolicy`, `toolCallIcon`, `systemMessageDescription`): the model
// is sent what `function` holds, so a run-time value in those keys does not drop the tool, and a description built
// at run time leaves it analysed with the text unknown. A run-time schema still keeps it from being analysed.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';
import { readFile } from '../read-file';

const DIR = join(__dirname, '..', 'fixtures', 'ts-literal-chat-tools', 'tools', 'definitions');
const run = (file: string) => {
  const path = join(DIR, file);
  const text = readFileSync(path, 'utf8');
  return { text, r: lint(text, { path, readFile }) };
};
const at = (text: string, span: { offset: number; length: number }) => text.slice(span.offset, span.offset + span.length);

test('a run-time system-message text beside `function` does not drop the tool; the run-time description is unknown', () => {
  const { text, r } = run('runShellCommand.ts');
  assert.deepEqual(r.tools.map((t) => [t.name, t.shape]), [['run_shell_command', 'openai-chat']]);
  assert.deepEqual(Object.keys((r.tools[0]!.definition.schema as { properties: object }).properties), ['command', 'background']);
  assert.equal(r.tools[0]!.definition.description, undefined);
  const na = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(na.length, 1, na.map((f) => f.message).join('\n'));
  assert.match(na[0]!.message, /^The description is computed at run time/);
  assert.match(at(text, na[0]!.span), /^`Run a shell command in the workspace folder/);
  // The schema is checked: its missing additionalProperties is reported.
  assert.ok(r.findings.some((f) => f.rule === 'missing-additional-properties-false'));
});

test('a tool a function returns, its description depending on the parameter: analysed, the text unknown', () => {
  const { text, r } = run('lookupDoc.ts');
  assert.deepEqual(r.tools.map((t) => t.name), ['lookup_doc']);
  const na = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(na.length, 1, na.map((f) => f.message).join('\n'));
  assert.equal(at(text, na[0]!.span), 'lookupDocDescription(docs)');
  assert.match(na[0]!.message, /depends on `docs`/);
});

test('a run-time schema keeps the tool not analysed, reported at the schema', () => {
  const { text, r } = run('listOpenTabs.ts');
  assert.deepEqual(r.tools, []);
  const na = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.deepEqual(na.map((f) => at(text, f.span)), ['tabParameters()']);
});

test('a run-time value inside `function` beside the name is still the model\'s: the tool is not analysed', () => {
  const { text } = run('runShellCommand.ts');
  const path = join(DIR, 'runShellCommand.ts');
  const r = lint(text.replace('type: "object",\n      required: ["command"],', 'type: "object",\n      required: requiredArgs(),'), { path, readFile });
  assert.deepEqual(r.tools, []);
});
