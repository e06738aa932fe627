// LSP protocol tests: the built server over stdio with a real JSON-RPC client.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { CodeAction, Diagnostic, Hover, TextEdit } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { startClient, type TestClient } from './lsp/client';

const FIXTURE = readFileSync(join(__dirname, 'fixtures', 'book_flight.json'), 'utf8');
const URI = 'file:///tmp/toollint-lsp/book_flight.json';
let client: TestClient;

before(async () => {
  client = await startClient();
});
after(async () => {
  await client.close();
});

const ours = (ds: Diagnostic[]) => ds.filter((d) => d.source === 'toollint');
const text = (d: Diagnostic) => (typeof d.message === 'string' ? d.message : d.message.value);

test('diagnostics: code, docs link, targets in the message, exact range', async () => {
  const pending = client.diagnostics(URI, (p) => p.diagnostics.length > 0);
  await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: URI, languageId: 'json', version: 1, text: FIXTURE } });
  const { diagnostics, version } = await pending;
  assert.equal(version, 1);
  const notes = ours(diagnostics).find((d) => d.code === 'untyped-property')!;
  assert.deepEqual(notes.range, { start: { line: 12, character: 8 }, end: { line: 12, character: 15 } });
  assert.equal(notes.codeDescription?.href.endsWith('docs/rules/untyped-property.md'), true);
  assert.match(text(notes), /^\[openai-strict, openai, anthropic, google\] Property `notes` has no type/);
  assert.equal(notes.severity, 1);
  assert.ok(ours(diagnostics).some((d) => d.code === 'missing-additional-properties-false'));
});

test('hover on a tool name shows its token cost per target', async () => {
  const hover = (await client.connection.sendRequest('textDocument/hover', { textDocument: { uri: URI }, position: { line: 3, character: 15 } })) as Hover;
  const md = (hover.contents as { value: string }).value;
  assert.match(md, /\*\*`book_flight`\*\*/);
  assert.match(md, /OpenAI \(o200k_base\) \| \d+ \| \+13 \|/);
  assert.match(md, /Anthropic \(estimate\)/);
  assert.match(md, /Budget: \d+ of 500 tokens/);
  const prop = (await client.connection.sendRequest('textDocument/hover', { textDocument: { uri: URI }, position: { line: 10, character: 10 } })) as Hover;
  assert.match((prop.contents as { value: string }).value, /\*\*`cabin`\*\* costs \d+ of \d+ tokens per call in `book_flight`/);
});

test('code actions: the quick fix for a finding, Auto-strict, docs; applying it re-lints', async () => {
  const first = client.all.filter((p) => p.uri === URI).at(-1)!;
  const missing = ours(first.diagnostics).find((d) => d.code === 'missing-additional-properties-false')!;
  const actions = (await client.connection.sendRequest('textDocument/codeAction', {
    textDocument: { uri: URI },
    range: missing.range,
    context: { diagnostics: [missing] },
  })) as CodeAction[];
  const titles = actions.map((a) => a.title);
  assert.ok(titles.includes('Add "additionalProperties": false to the root object'), titles.join(' | '));
  assert.ok(titles.includes('Show documentation for missing-additional-properties-false'));
  assert.ok(titles.some((t) => t.startsWith('Auto-strict this tool')));
  assert.ok(titles.includes('Auto-strict all tools in file'));
  assert.ok(!titles.some((t) => t.startsWith('Disable')), 'no comment actions in plain JSON');
  const quick = actions.find((a) => a.title.startsWith('Add "additionalProperties"'))!;
  assert.equal(quick.isPreferred, true);
  const all = actions.find((a) => a.title === 'Auto-strict all tools in file')!;
  const edits = (all.edit!.documentChanges![0] as { edits: TextEdit[] }).edits;
  const doc = TextDocument.create(URI, 'json', 1, FIXTURE);
  const fixed = TextDocument.applyEdits(doc, edits);
  const pending = client.diagnostics(URI, (p) => p.version === 2);
  await client.connection.sendNotification('textDocument/didChange', { textDocument: { uri: URI, version: 2 }, contentChanges: [{ text: fixed }] });
  const after = await pending;
  assert.deepEqual(ours(after.diagnostics).filter((d) => d.severity === 1).map((d) => d.code), ['untyped-property']);
  const fixAll = (await client.connection.sendRequest('textDocument/codeAction', { textDocument: { uri: URI }, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, context: { diagnostics: [], only: ['source.fixAll.toollint'] } })) as CodeAction[];
  assert.deepEqual(fixAll, [], 'nothing left for fix-all on save');
});

test('incremental changes are applied and only the latest version is published', async () => {
  const pending = client.diagnostics(URI, (p) => p.version === 5);
  // three quick edits to the "notes" line: give it a type, in pieces
  await client.connection.sendNotification('textDocument/didChange', { textDocument: { uri: URI, version: 3 }, contentChanges: [{ range: { start: { line: 12, character: 19 }, end: { line: 12, character: 19 } }, text: '"type": "string", ' }] });
  await client.connection.sendNotification('textDocument/didChange', { textDocument: { uri: URI, version: 4 }, contentChanges: [{ range: { start: { line: 12, character: 27 }, end: { line: 12, character: 35 } }, text: '"integer"' }] });
  await client.connection.sendNotification('textDocument/didChange', { textDocument: { uri: URI, version: 5 }, contentChanges: [{ range: { start: { line: 12, character: 27 }, end: { line: 12, character: 36 } }, text: '"string"' }] });
  const p = await pending;
  assert.equal(ours(p.diagnostics).some((d) => d.code === 'untyped-property'), false);
  assert.equal(client.all.some((x) => x.uri === URI && (x.version === 3 || x.version === 4)), false, 'stale versions are not published');
});

test('didChangeConfiguration: a target change re-lints with the new targets', async () => {
  const pending = client.diagnostics(URI, (p) => ours(p.diagnostics).every((d) => !text(d).includes('openai-strict')) && p.diagnostics.length > 0);
  await client.connection.sendNotification('workspace/didChangeConfiguration', { settings: { toollint: { targets: ['anthropic'] } } });
  const p = await pending;
  assert.ok(ours(p.diagnostics).every((d) => text(d).startsWith('[anthropic]')));
  const back = client.diagnostics(URI, (x) => ours(x.diagnostics).some((d) => text(d).includes('openai-strict')));
  await client.connection.sendNotification('workspace/didChangeConfiguration', { settings: { toollint: {} } });
  await back;
});

test('status and report requests', async () => {
  const status = (await client.connection.sendRequest('toollint/status', { uri: URI, position: { line: 3, character: 15 } })) as { text: string };
  assert.match(status.text, /^book_flight · \d+ tokens\/call/);
  const file = (await client.connection.sendRequest('toollint/status', { uri: URI })) as { text: string };
  assert.match(file.text, /^1 tool · \d+ tokens\/call/);
  const report = (await client.connection.sendRequest('toollint/report', { uri: URI })) as { tools: { name: string; tokens: { openai: number } }[] };
  assert.equal(report.tools[0]!.name, 'book_flight');
  assert.ok(report.tools[0]!.tokens.openai > 0);
});

test('JSONC: "disable for this line" inserts a comment that silences the rule', async () => {
  const uri = 'file:///tmp/toollint-lsp/tools.jsonc';
  const text = '{\n  "name": "t",\n  "description": "d",\n  "inputSchema": {\n    "type": "object",\n    "properties": { "x": {} }\n  }\n}\n';
  const first = client.diagnostics(uri, (p) => p.diagnostics.length > 0);
  await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'jsonc', version: 1, text } });
  const d = ours((await first).diagnostics).find((x) => x.code === 'untyped-property')!;
  const actions = (await client.connection.sendRequest('textDocument/codeAction', { textDocument: { uri }, range: d.range, context: { diagnostics: [d] } })) as CodeAction[];
  const disable = actions.find((a) => a.title === 'Disable untyped-property for this line')!;
  const edits = (disable.edit!.documentChanges![0] as { edits: TextEdit[] }).edits;
  const next = TextDocument.applyEdits(TextDocument.create(uri, 'jsonc', 1, text), edits);
  assert.ok(next.includes('    // toollint-disable-next-line untyped-property\n    "properties"'));
  const again = client.diagnostics(uri, (p) => p.version === 2);
  await client.connection.sendNotification('textDocument/didChange', { textDocument: { uri, version: 2 }, contentChanges: [{ text: next }] });
  assert.equal(ours((await again).diagnostics).some((x) => x.code === 'untyped-property'), false);
});

test('TypeScript: zod diagnostics with the .optional() as related information, hover cost, status, quick fix and disable comment', async () => {
  const uri = 'file:///tmp/toollint-lsp/agent.ts';
  const text = [
    "import { tool } from 'ai';",
    "import { z } from 'zod';",
    'export const tools = {',
    '  notes: tool({',
    "    description: 'Save a note',",
    "    inputSchema: z.object({ title: z.string().describe('Title'), note: z.string().optional().describe('Note') }),",
    '  }),',
    '};',
    '',
  ].join('\n');
  await client.connection.sendNotification('workspace/didChangeConfiguration', { settings: { toollint: { targets: ['openai-strict'] } } });
  try {
    const first = client.diagnostics(uri, (p) => p.diagnostics.some((d) => d.code === 'optional-not-required'));
    await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'typescript', version: 1, text } });
    const d = ours((await first).diagnostics).find((x) => x.code === 'optional-not-required')!;
    const doc = TextDocument.create(uri, 'typescript', 1, text);
    assert.equal(doc.getText(d.range), "note: z.string().optional().describe('Note')");
    assert.deepEqual(d.relatedInformation?.map((r) => [doc.getText(r.location.range), r.message, r.location.uri]), [['.optional()', '`.optional()` lets the model omit `note`', uri]]);
    // hover on the tool's name (its key in the tools object) and the status bar text
    const hover = (await client.connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 3, character: 4 } })) as Hover;
    assert.match((hover.contents as { value: string }).value, /\*\*`notes`\*\*[\s\S]*OpenAI \(o200k_base\) \| \d+ \|/);
    // a property's share, hovering its key in z.object({...})
    const prop = (await client.connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 5, character: text.split('\n')[5]!.indexOf('note:') + 1 } })) as Hover;
    assert.match((prop.contents as { value: string }).value, /^\*\*`note`\*\* costs \d+ of \d+ tokens per call in `notes`/);
    const status = (await client.connection.sendRequest('toollint/status', { uri, position: { line: 3, character: 4 } })) as { text: string };
    assert.match(status.text, /^notes · \d+ tokens\/call · 1 error$/);
    const actions = (await client.connection.sendRequest('textDocument/codeAction', { textDocument: { uri }, range: d.range, context: { diagnostics: [d] } })) as CodeAction[];
    const titles = actions.map((a) => a.title);
    assert.ok(titles.includes('Disable optional-not-required for this line'), titles.join(' | '));
    const nullable = actions.find((a) => a.title.startsWith('Replace .optional() with .nullable()'))!;
    const fixed = TextDocument.applyEdits(doc, (nullable.edit!.documentChanges![0] as { edits: TextEdit[] }).edits);
    assert.equal(fixed, text.replace('.optional()', '.nullable()'));
    // The AI SDK converts zod's input side: a variant after it keeps the handler's parameter type.
    const keep = actions.findIndex((a) => a.title.startsWith('Replace .optional() with .nullable().transform('));
    assert.ok(keep > actions.indexOf(nullable) && !actions[keep]!.isPreferred, titles.join(' | '));
    assert.equal(TextDocument.applyEdits(doc, (actions[keep]!.edit!.documentChanges![0] as { edits: TextEdit[] }).edits), text.replace('.optional()', '.nullable().transform((v) => v ?? undefined)'));
    const disable = actions.find((a) => a.title === 'Disable optional-not-required for this line')!;
    const commented = TextDocument.applyEdits(doc, (disable.edit!.documentChanges![0] as { edits: TextEdit[] }).edits);
    assert.ok(commented.includes("    // toollint-disable-next-line optional-not-required\n    inputSchema: z.object("), commented);
    const again = client.diagnostics(uri, (p) => p.version === 2);
    await client.connection.sendNotification('textDocument/didChange', { textDocument: { uri, version: 2 }, contentChanges: [{ text: fixed }] });
    assert.deepEqual(ours((await again).diagnostics).map((x) => x.code), []);
  } finally {
    await client.connection.sendNotification('workspace/didChangeConfiguration', { settings: { toollint: {} } });
  }
});

test('run: onSave lints on save only', async () => {
  const uri = 'file:///tmp/toollint-lsp/on-save.json';
  await client.connection.sendNotification('workspace/didChangeConfiguration', { settings: { toollint: { run: 'onSave' } } });
  try {
    const opened = client.diagnostics(uri, (p) => p.version === 1);
    await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'json', version: 1, text: FIXTURE } });
    await opened;
    await client.connection.sendNotification('textDocument/didChange', { textDocument: { uri, version: 2 }, contentChanges: [{ text: FIXTURE.replace('"notes": { "description"', '"notes": { "type": "string", "description"') }] });
    // Wait well past the on-type debounce (150 ms): nothing may be published for version 2 before the save.
    await new Promise((r) => setTimeout(r, 800));
    assert.equal(client.all.some((p) => p.uri === uri && p.version === 2), false, 'no lint on type');
    const saved = client.diagnostics(uri, (p) => p.version === 2);
    await client.connection.sendNotification('textDocument/didSave', { textDocument: { uri } });
    const p = await saved;
    assert.equal(ours(p.diagnostics).some((d) => d.code === 'untyped-property'), false);
  } finally {
    await client.connection.sendNotification('workspace/didChangeConfiguration', { settings: { toollint: {} } });
  }
});
