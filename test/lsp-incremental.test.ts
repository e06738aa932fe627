// The language server's incremental re-lint over the real protocol: after each edit, what it publishes (and its
// hovers, quick fixes and report) equals what it publishes for the same text opened fresh; edits inside one tool are
// re-linted incrementally (the verbose trace says so), the others whole-file.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { CodeAction, Diagnostic, Hover, PublishDiagnosticsParams } from 'vscode-languageserver-protocol';
import { startClient, type TestClient } from './lsp/client';

const CORPUS = join(__dirname, '..', '..', 'shared', 'corpus');

/** Diagnostics without the lint version they carry (a fresh document has its own). */
const plain = (p: PublishDiagnosticsParams) =>
  p.diagnostics.map((d: Diagnostic) => ({
    ...d,
    data: { ...(d.data as object), version: 0 },
    relatedInformation: d.relatedInformation?.map((r) => ({ ...r, location: { ...r.location, uri: r.location.uri === p.uri ? 'this' : r.location.uri } })),
  }));

interface Doc {
  uri: string;
  text: string;
  version: number;
}

/** Applies one edit (offsets in the current text) through didChange and waits for that version's diagnostics. */
async function edit(client: TestClient, doc: Doc, from: number, to: number, insert: string): Promise<PublishDiagnosticsParams> {
  const pos = (offset: number) => {
    const before = doc.text.slice(0, offset).split('\n');
    return { line: before.length - 1, character: before[before.length - 1]!.length };
  };
  const range = { start: pos(from), end: pos(to) };
  doc.text = doc.text.slice(0, from) + insert + doc.text.slice(to);
  doc.version++;
  const seen = client.diagnostics(doc.uri, (p) => p.version === doc.version, 60_000);
  await client.connection.sendNotification('textDocument/didChange', { textDocument: { uri: doc.uri, version: doc.version }, contentChanges: [{ range, text: insert }] });
  return seen;
}

let fresh = 0;
/** The same text opened as a new document: what a whole-file lint publishes. */
async function openFresh(client: TestClient, text: string): Promise<{ uri: string; published: PublishDiagnosticsParams }> {
  const uri = `file:///tmp/toollint-incremental/fresh-${fresh++}/tools.json`;
  const seen = client.diagnostics(uri, (p) => p.version === 1, 60_000);
  await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'json', version: 1, text } });
  return { uri, published: await seen };
}

test('edits inside a tool are re-linted incrementally and publish what a fresh open of the same text does', { timeout: 240_000 }, async () => {
  const client = await startClient();
  const traces: string[] = [];
  client.connection.onNotification('$/logTrace', (p: { message: string }) => {
    traces.push(p.message);
  });
  await client.connection.sendNotification('$/setTrace', { value: 'verbose' });
  try {
    const text = readFileSync(join(CORPUS, 'aci', 'apps', 'sentry', 'functions.json'), 'utf8');
    const doc: Doc = { uri: 'file:///tmp/toollint-incremental/edited/tools.json', text, version: 1 };
    const opened = client.diagnostics(doc.uri, (p) => p.version === 1, 60_000);
    await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: doc.uri, languageId: 'json', version: 1, text } });
    await opened;
    const at = (needle: string, nth = 0) => {
      let i = -1;
      for (let k = 0; k <= nth; k++) i = doc.text.indexOf(needle, i + 1);
      assert.ok(i >= 0, needle);
      return i;
    };
    // Inside the first tool: a description typed into, a default removed (a finding goes), a line added (every later
    // finding moves a line down), then the second tool named like the first (a duplicate name: a list rule).
    const steps: { name: string; run: () => Promise<PublishDiagnosticsParams>; incremental: boolean }[] = [
      { name: 'type into a description', run: () => edit(client, doc, at('Get all issues') + 3, at('Get all issues') + 3, ' the'), incremental: true },
      { name: 'delete a default', run: () => edit(client, doc, at(',\n                            "default": "application/json"'), at(',\n                            "default": "application/json"') + ',\n                            "default": "application/json"'.length, ''), incremental: true },
      { name: 'add a line', run: () => edit(client, doc, at('"tags"'), at('"tags"'), '"x-note": 1,\n        '), incremental: true },
      { name: 'copy a name', run: () => edit(client, doc, at('"SENTRY__', 1), at('"SENTRY__', 1) + doc.text.slice(at('"SENTRY__', 1)).indexOf('",') + 1, '"SENTRY__GET_ISSUES"'), incremental: true },
      { name: 'a comma between tools', run: () => edit(client, doc, at('},\n    {'), at('},\n    {') + 2, '}'), incremental: false },
      { name: 'the comma back', run: () => edit(client, doc, at('}\n    {'), at('}\n    {') + 1, '},'), incremental: false },
      { name: 'type into the last tool', run: () => edit(client, doc, doc.text.lastIndexOf('"description": "') + 16, doc.text.lastIndexOf('"description": "') + 16, 'Now: '), incremental: true },
    ];
    for (const step of steps) {
      const before = traces.length;
      const published = await step.run();
      const lintLine = traces.slice(before).find((t) => t.includes(`(version ${doc.version}`));
      assert.ok(lintLine, `${step.name}: a trace line for version ${doc.version}`);
      assert.equal(lintLine.includes('the edited tool only'), step.incremental, `${step.name}: ${lintLine}`);
      const { uri, published: whole } = await openFresh(client, doc.text);
      assert.deepEqual(plain(published), plain(whole), `${step.name}: the same diagnostics as a fresh open`);
      // Hover, quick fixes and the report read the moved tree and findings: the same as the fresh document's.
      const last = published.diagnostics[published.diagnostics.length - 1]!;
      const hover = (uriOf: string) => client.connection.sendRequest('textDocument/hover', { textDocument: { uri: uriOf }, position: last.range.start }) as Promise<Hover | null>;
      assert.deepEqual(await hover(doc.uri), await hover(uri), `${step.name}: hover`);
      const actions = async (uriOf: string, diagnostics: Diagnostic[]) =>
        ((await client.connection.sendRequest('textDocument/codeAction', { textDocument: { uri: uriOf }, range: last.range, context: { diagnostics } })) as CodeAction[]).map((a) => ({
          title: a.title,
          edits: (a.edit?.documentChanges?.[0] as { edits?: unknown } | undefined)?.edits,
        }));
      const lastOf = (p: PublishDiagnosticsParams) => p.diagnostics.filter((d) => d.range.start.line === last.range.start.line);
      const mine = await actions(doc.uri, lastOf(published));
      assert.ok(mine.some((a) => a.edits), `${step.name}: a quick fix with edits`);
      assert.deepEqual(mine, await actions(uri, lastOf(whole)), `${step.name}: quick fixes`);
      const report = (uriOf: string) => client.connection.sendRequest('toollint/report', { uri: uriOf }) as Promise<{ tools: unknown[] }>;
      assert.deepEqual((await report(doc.uri)).tools, (await report(uri)).tools, `${step.name}: report`);
      await client.connection.sendNotification('textDocument/didClose', { textDocument: { uri } });
    }
  } finally {
    await client.close();
  }
});

test('a settings change after incremental edits lints the whole file again, with the new settings', { timeout: 120_000 }, async () => {
  const client = await startClient({ settings: { targets: ['openai'] } });
  try {
    const text = readFileSync(join(CORPUS, 'aci', 'apps', 'sentry', 'functions.json'), 'utf8');
    const doc: Doc = { uri: 'file:///tmp/toollint-incremental/settings/tools.json', text, version: 1 };
    const opened = client.diagnostics(doc.uri, (p) => p.version === 1, 60_000);
    await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: doc.uri, languageId: 'json', version: 1, text } });
    const first = await opened;
    await edit(client, doc, doc.text.indexOf('Get all issues') + 3, doc.text.indexOf('Get all issues') + 3, ' the');
    const relinted = client.diagnostics(doc.uri, (p) => p.diagnostics.some((d) => String(d.message).startsWith('[openai-strict')), 60_000);
    await client.connection.sendNotification('workspace/didChangeConfiguration', { settings: { toollint: { targets: ['openai-strict'] } } });
    const strict = await relinted;
    assert.ok(!first.diagnostics.some((d) => String(d.message).startsWith('[openai-strict')));
    const { published: whole } = await (async () => {
      const uri = 'file:///tmp/toollint-incremental/settings/fresh.json';
      const seen = client.diagnostics(uri, (p) => p.version === 1, 60_000);
      await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'json', version: 1, text: doc.text } });
      return { published: await seen };
    })();
    assert.deepEqual(plain(strict), plain(whole));
  } finally {
    await client.close();
  }
});
