// The editor as users meet it, through the LSP: code actions in order (fix first and preferred, then Auto-strict,
// "Disable" and docs), none where no finding is, plain titles; the status text per tool; the hover's layout.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { CodeAction, Diagnostic, Hover, PublishDiagnosticsParams } from 'vscode-languageserver-protocol';
import { startClient, type TestClient } from './lsp/client';
import { codeSpans } from './lsp/markdown';

const FIXTURE = readFileSync(join(__dirname, 'fixtures', 'book_flight.json'), 'utf8');
let client: TestClient;

before(async () => {
  client = await startClient();
});
after(async () => {
  await client.close();
});

const ours = (p: PublishDiagnosticsParams) => p.diagnostics.filter((d) => d.source === 'toollint');
let version = 0;
async function open(uri: string, languageId: string, text: string): Promise<Diagnostic[]> {
  const pending = client.diagnostics(uri, (p) => p.diagnostics.length > 0);
  await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId, version: ++version, text } });
  return ours(await pending);
}
const actionsAt = (uri: string, range: Diagnostic['range'], diagnostics: Diagnostic[], only?: string[]) =>
  client.connection.sendRequest('textDocument/codeAction', { textDocument: { uri }, range, context: { diagnostics, ...(only ? { only } : {}) } }) as Promise<CodeAction[]>;
const line = (n: number, from = 0, to = 0) => ({ start: { line: n, character: from }, end: { line: n, character: to } });

test('code actions: the fix first and preferred, then Auto-strict, then Disable and docs, which carry no diagnostic', async () => {
  const uri = 'file:///tmp/toollint-editor/tools.jsonc';
  const text = FIXTURE.replace('"notes": { "description": "Anything the agent should know" }', '"notes": { "description": "Anything the agent should know" }, "seats": { "type": "number" }');
  const diags = await open(uri, 'jsonc', text);
  // On "seats": description-missing (no fix), numeric-bounds (no fix) and optional-not-required (fix) share the key.
  const seats = diags.filter((d) => text.split('\n')[d.range.start.line]!.slice(d.range.start.character).startsWith('"seats"'));
  assert.ok(seats.some((d) => d.code === 'description-missing'), seats.map((d) => d.code).join(', '));
  const actions = await actionsAt(uri, seats[0]!.range, seats);
  const titles = actions.map((a) => a.title);
  const firstOther = titles.findIndex((t) => t.startsWith('Auto-strict') || t.startsWith('Disable') || t.startsWith('Show documentation'));
  assert.ok(firstOther > 0, `a fix comes first: ${titles.join(' | ')}`);
  for (const a of actions.slice(0, firstOther)) assert.ok(a.edit && a.diagnostics?.length, `a fix with its diagnostic: ${a.title}`);
  assert.equal(actions[0]!.isPreferred, true, `the first is the preferred fix: ${titles.join(' | ')}`);
  const rest = titles.slice(firstOther);
  assert.deepEqual(rest.filter((t) => t.startsWith('Auto-strict')), ['Auto-strict this tool (book_flight)', 'Auto-strict all tools in file']);
  assert.ok(rest.indexOf('Auto-strict all tools in file') < rest.findIndex((t) => t.startsWith('Disable')), titles.join(' | '));
  assert.ok(rest.includes('Disable description-missing for this line') && rest.includes('Show documentation for description-missing'), titles.join(' | '));
  for (const a of actions.slice(firstOther)) assert.equal(a.diagnostics, undefined, `${a.title} is listed after every fix (VS Code puts actions with diagnostics first)`);
  const docs = actions.find((a) => a.title === 'Show documentation for numeric-bounds')!;
  assert.deepEqual(docs.command?.arguments?.slice(1), ['numeric-bounds']);
});

test('code actions: none on a line without a finding, while source.fixAll.toollint stays available there', async () => {
  const uri = 'file:///tmp/toollint-editor/agent.ts';
  const text = [
    "import { tool } from 'ai';",
    "import { z } from 'zod';",
    '',
    'export function unrelated(a: number): number {',
    '  return a + 1;',
    '}',
    '',
    'export const tools = {',
    '  notes: tool({',
    "    description: 'Save a note',",
    "    inputSchema: z.object({ note: z.string().optional().describe('Note') }),",
    '  }),',
    '};',
    '',
  ].join('\n');
  const diags = await open(uri, 'typescript', text);
  assert.ok(diags.length > 0);
  for (const n of [0, 1, 4]) {
    assert.deepEqual((await actionsAt(uri, line(n, 0, 3), [])).map((a) => a.title), [], `no quick fix on line ${n + 1}: ${text.split('\n')[n]}`);
  }
  // (the zod fix is unsafe, so fix-all on save is checked on the JSON file, on its first line, which has no finding)
  const json = 'file:///tmp/toollint-editor/tools.jsonc';
  assert.deepEqual((await actionsAt(json, line(0, 0, 1), [])).map((a) => a.title), []);
  const fixAll = await actionsAt(json, line(0), [], ['source.fixAll.toollint']);
  assert.equal(fixAll.length, 1, 'fix-all on save is offered wherever the cursor is');
  assert.equal(fixAll[0]!.kind, 'source.fixAll.toollint');
  // a client that sends no diagnostics still gets the actions of the findings its range touches
  const on = diags.find((d) => d.code === 'optional-not-required')!;
  const titles = (await actionsAt(uri, on.range, [])).map((a) => a.title);
  assert.ok(titles.some((t) => t.startsWith('Replace .optional() with .nullable()')), titles.join(' | '));
});

test('code actions: titles are plain text, without backticks', async () => {
  const uri = 'file:///tmp/toollint-editor/required.json';
  const text = '{\n  "name": "t",\n  "description": "A tool.",\n  "inputSchema": { "type": "object", "properties": { "x": { "type": "string", "description": "X", "required": null } } }\n}\n';
  const diags = await open(uri, 'json', text);
  const all: string[] = [];
  for (const d of diags) all.push(...(await actionsAt(uri, d.range, [d])).map((a) => a.title));
  assert.ok(all.includes('Remove the empty required'), all.join(' | '));
  assert.deepEqual(all.filter((t) => t.includes('`')), []);
});

test('status: the tool\'s own errors, and the file\'s apart when they differ', async () => {
  const uri = 'file:///tmp/toollint-editor/two.json';
  const tool = (name: string, props: string) => `{ "type": "function", "function": { "name": "${name}", "description": "A tool.", "strict": true, "parameters": { "type": "object", "properties": { ${props} }, "required": [], "additionalProperties": false } } }`;
  const text = `[\n${tool('small', '"c": {"description": "C"}')},\n${tool('broken', '"a": {"description": "A"}, "b": {"description": "B"}')}\n]\n`;
  const diags = await open(uri, 'json', text);
  const errors = diags.filter((d) => d.severity === 1);
  const inBroken = errors.filter((d) => d.range.start.line === 2).length;
  assert.ok(inBroken > 0 && inBroken < errors.length, `errors in both tools: ${errors.map((d) => `${d.range.start.line}:${d.code}`).join(', ')}`);
  const status = (line: number) => client.connection.sendRequest('toollint/status', { uri, position: { line, character: 40 } }) as Promise<{ text: string; errors: number; toolErrors?: number }>;
  const broken = await status(2);
  assert.equal(broken.text.replace(/\d+ tokens/, 'N tokens'), `broken · N tokens/call · ${inBroken} errors (${errors.length} in file)`);
  assert.equal(broken.errors, errors.length);
  assert.equal(broken.toolErrors, inBroken);
  const small = await status(1);
  assert.match(small.text, new RegExp(`^small · \\d+ tokens/call · ${errors.length - inBroken} errors \\(${errors.length} in file\\)$`));
});

test('status: the file count is what Problems lists (VS Code shows 1,000 problems per file)', async () => {
  const uri = 'file:///tmp/toollint-editor/many.json';
  const props = Array.from({ length: 1100 }, (_, i) => `"p${i}": {"description": "d"}`).join(', ');
  const text = `{ "name": "many", "description": "Many.", "inputSchema": { "type": "object", "properties": { ${props} } } }\n`;
  const diags = await open(uri, 'json', text);
  assert.ok(diags.filter((d) => d.severity === 1).length > 1000);
  const s = (await client.connection.sendRequest('toollint/status', { uri, position: { line: 0, character: 12 } })) as { text: string; errors: number };
  assert.match(s.text, /^many · [\d.]+k tokens\/call · 1,000\+ errors$/);
  assert.equal(s.errors, 1000);
});

test('hover: name, shape and cost first, the table without a heuristic row, findings as lines, the short hash last', async () => {
  const uri = 'file:///tmp/toollint-editor/book_flight.json';
  await open(uri, 'json', FIXTURE);
  const hover = (await client.connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 3, character: 15 } })) as Hover;
  const md = (hover.contents as { value: string }).value;
  const lines = md.split('\n');
  assert.match(lines[0]!, /^\*\*`book_flight`\*\* · openai-chat · \*\*\d+ tokens\/call\*\* · 7 errors, 2 warnings, 1 info$/);
  assert.equal(lines[2], '| target | tokens/call | per request |');
  assert.doesNotMatch(md, /heuristic/);
  const findings = lines.filter((l) => l.startsWith('- **'));
  // one line per rule, errors first, each short: the rule, how many, where (the messages are in the diagnostics)
  assert.ok(findings.length === 5, md);
  assert.ok(findings.slice(0, 3).every((l) => l.startsWith('- **error**')), md);
  assert.ok(findings.includes('- **error** optional-not-required ×5 · lines 9, 10, 11, …'), md);
  assert.ok(findings.includes('- **error** untyped-property · line 13'), md);
  assert.ok(findings.every((l) => l.length < 120), md);
  assert.match(md, /- 1 more rules? in the report/);
  // the footer: one line each (hard breaks), the hash last and short
  const footer = lines.slice(lines.findIndex((l) => l.startsWith('Budget:')));
  assert.match(footer[0]!, /^Budget: \d+ of 500 tokens \(\d+%\) {2}$/);
  assert.match(footer[1]!, /^Description: 27 chars {2}$/);
  assert.match(footer.at(-1)!, /^Schema hash: `[0-9a-f]{8}`$/);
  assert.doesNotMatch(codeSpans(md).rest, /[<>]|\]\(/);
});
