// Registration loops over tools other files define (issue 11): mcp-gcal-server's layout, each tool a
// `{ name, config: { title, description, inputSchema }, handler }` const in its own file, default-exported, listed by
// tools/index.ts (`export const tools = [createEventTool, deleteEventTool]`) and registered by
// `tools.forEach(({ name, config, handler }) => server.registerTool(name, config, handler))`, or by a for-of over an
// array spreading imported lists. Each tool is read in its own file as registerTool sends it, marked as defined there
// (the CLI reports it once, at its definition, when it lints that file too), and placed at the loop's call here, with
// its own findings.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';
import { originOf } from '../../shared/src/sources/node-marks';
import { readFile as disk } from '../read-file';

const ROOT = join(__dirname, '..', 'fixtures', 'ts-import-loops', 'src');
const at = (rel: string) => join(ROOT, rel);
const lintFile = (rel: string, readFile: ((p: string) => string | undefined) | null = disk) => lint(readFileSync(at(rel), 'utf8'), { path: at(rel), ...(readFile ? { readFile } : {}) });
type Value = { name: string; description?: string; inputSchema: { properties: Record<string, Record<string, unknown>>; required?: string[] } };
const value = (t: { definition: { value: unknown } }) => JSON.parse(JSON.stringify(t.definition.value)) as Value;

test('forEach over an imported list of default-exported tool consts: each read in its own file, as registerTool sends it', () => {
  const r = lintFile('server.ts');
  assert.deepEqual(r.tools.map((t) => [t.name, t.shape]), [['createEvent', 'mcp-sdk'], ['deleteEvent', 'mcp-sdk']]);
  const [create, remove] = r.tools.map(value);
  assert.equal(create!.description, "Create an event on the teacher's calendar and invite the given attendees.");
  assert.deepEqual(Object.keys(create!.inputSchema.properties), ['calendarId', 'summary', 'start', 'durationMinutes', 'attendees']);
  assert.deepEqual(create!.inputSchema.required, ['calendarId', 'summary', 'start', 'durationMinutes']);
  // delete-event.ts's `inputSchema` shorthand is a shape it imports from ../types: followed there.
  assert.equal(remove!.description, "Delete an existing event on the teacher's calendar");
  assert.deepEqual(remove!.inputSchema.properties.eventId, { type: 'string', description: 'The event id, as createEvent returns it' });
  // Marked as defined in its own file, at the record its file writes (the CLI's one report per tool across files).
  for (const [t, rel, start] of [[r.tools[0]!, 'tools/create-event.ts', "{\n  name: 'createEvent'"], [r.tools[1]!, 'tools/delete-event.ts', "{\n  name: 'deleteEvent'"]] as const) {
    const origin = originOf(t.definition.node);
    assert.equal(origin?.path, at(rel));
    assert.equal(origin!.offset, readFileSync(at(rel), 'utf8').indexOf(start));
  }
  // Each tool has its own findings (the two share the loop's call), on the argument that takes the schema, with no edit here.
  const text = readFileSync(at('server.ts'), 'utf8');
  const configLine = text.split('\n').findIndex((l) => l.trim() === 'config,');
  for (const t of r.tools) {
    assert.ok(t.findings.length > 0, t.name);
    for (const f of t.findings) {
      assert.equal(f.tool, t.name);
      assert.equal(f.range.start.line, configLine, f.message);
      assert.equal(f.fix?.edits?.length ?? 0, 0);
    }
  }
  assert.deepEqual(r.tools[1]!.findings.map((f) => f.message.match(/`(\w+)`/)?.[1]), ['notifyAttendees', 'notifyAttendees']);
  assert.equal(r.findings.filter((f) => f.rule === 'not-analyzable').length, 0);
  // The records' own files and the list's define no tool of their own (a config record is no tool where it stands).
  for (const rel of ['tools/create-event.ts', 'tools/delete-event.ts', 'tools/index.ts']) assert.deepEqual(lintFile(rel).tools, [], rel);
});

test('for-of over an array spreading two imported lists, parts read as members of the loop variable', () => {
  const r = lintFile('transports/https.ts');
  assert.deepEqual(r.tools.map((t) => t.name), ['createEvent', 'deleteEvent', 'quota_status']);
  const quota = value(r.tools[2]!);
  assert.equal(quota.description, 'How much of the Google Calendar API quota the server has used today.');
  assert.deepEqual(quota.inputSchema.properties.detail, { type: 'string', enum: ['summary', 'per-method'] });
  assert.equal(originOf(r.tools[2]!.definition.node)?.path, at('tools/admin-tools.ts'));
  // The same tool read through either server is the same tool.
  assert.deepEqual(value(r.tools[0]!), value(lintFile('server.ts').tools[0]!));
});

test('a const list of imported tools here, destructured in the loop body; a tool registered without a schema is left out', () => {
  const r = lintFile('tools/register.ts');
  assert.deepEqual(r.findings.filter((f) => f.rule === 'json-parseable'), []);
  assert.deepEqual(r.tools.map((t) => t.name), ['createEvent', 'deleteEvent']);
  assert.deepEqual(value(r.tools[1]!), value(lintFile('server.ts').tools[1]!));
});

test('a record that is a tool literal itself is its own file\'s tool, not read again through the loop', () => {
  assert.deepEqual(lintFile('admin/server.ts').tools, []);
  assert.deepEqual(lintFile('admin/report-tools.ts').tools.map((t) => t.name), ['weekly_report']);
});

test('without readFile, or with a list element that is no record, nothing is guessed', () => {
  assert.deepEqual(lintFile('server.ts', null).tools, []);
  const files: Record<string, string> = { [at('tools/index.ts')]: "import createEventTool from './create-event.js';\nexport const tools = [createEventTool, makeTool()];\n" };
  const r = lintFile('server.ts', (p) => files[p] ?? disk(p));
  assert.deepEqual(r.tools, []);
});
