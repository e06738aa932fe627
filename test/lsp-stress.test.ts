// Stress: a burst of edits on a 2 MB file leaves the server responsive, and the last diagnostics are for the last version.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Hover } from 'vscode-languageserver-protocol';
import { bigToolsFile } from './lsp/big-file';
import { startClient } from './lsp/client';

test('1,000 didChange events in quick succession on a 2 MB file', { timeout: 300_000 }, async () => {
  const client = await startClient();
  try {
    const uri = 'file:///tmp/toollint-stress/big.json';
    const text = bigToolsFile();
    assert.ok(text.length >= 2 * 1024 * 1024);
    const opened = client.diagnostics(uri, (p) => p.diagnostics.length > 0, 120_000);
    await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'json', version: 1, text } });
    await opened;
    // Type into the description of the first tool, one character per change, 1,000 times.
    const line = text.split('\n').findIndex((l) => l.includes('"description": "Book flight 0'));
    const column = text.split('\n')[line]!.indexOf('Book flight 0') + 'Book flight 0'.length;
    const last = client.diagnostics(uri, (p) => p.version === 1001, 120_000);
    for (let v = 2; v <= 1001; v++) {
      void client.connection.sendNotification('textDocument/didChange', {
        textDocument: { uri, version: v },
        contentChanges: [{ range: { start: { line, character: column + v - 2 }, end: { line, character: column + v - 2 } }, text: 'x' }],
      });
    }
    const final = await last;
    assert.equal(final.version, 1001);
    const published = client.all.filter((p) => p.uri === uri).map((p) => p.version ?? 0);
    assert.equal(Math.max(...published), 1001, 'the newest diagnostics belong to the newest version');
    assert.ok(published.length < 100, `a burst is debounced (${published.length} publishes)`);
    // Still responsive, and it saw every character.
    const hover = (await client.connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: line - 1, character: 15 } })) as Hover;
    assert.match((hover.contents as { value: string }).value, /\*\*`book_flight_0`\*\*/);
    const report = (await client.connection.sendRequest('toollint/report', { uri })) as { tools: { name: string; descriptionChars: number }[] };
    assert.equal(report.tools[0]!.descriptionChars, 'Book flight 0: '.length + 1000);
  } finally {
    await client.close();
  }
});
