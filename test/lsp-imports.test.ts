// The language server reads values a document imports from other files: an open document's unsaved text first, else
// the disk; editing the imported file re-lints the documents that import it.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { startClient, type TestClient } from './lsp/client';

let client: TestClient;
const dir = mkdtempSync(join(tmpdir(), 'toollint-lsp-imports-'));
before(async () => {
  client = await startClient();
});
after(async () => {
  await client.close();
  rmSync(dir, { recursive: true, force: true });
});

const messages = (ds: Diagnostic[]) => ds.filter((d) => d.source === 'toollint').map((d) => `${d.code} ${typeof d.message === 'string' ? d.message : d.message.value}`);

test('imported values come from the open document, and its edits re-lint the importer', async () => {
  const paramsPath = join(dir, 'params.ts');
  // On disk the parameters are closed; the open (unsaved) version leaves them open.
  writeFileSync(paramsPath, "export const params = { type: 'object', properties: { q: { type: 'string', description: 'Query' } }, required: ['q'], additionalProperties: false };\n");
  const agent = `import { params } from './params';
export const tools = [{ type: 'function', function: { name: 'search', description: 'Search the web.', parameters: params, strict: true } }];
`;
  const agentUri = pathToFileURL(join(dir, 'agent.ts')).href;
  const paramsUri = pathToFileURL(paramsPath).href;
  const clean = client.diagnostics(agentUri, () => true);
  await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: agentUri, languageId: 'typescript', version: 1, text: agent } });
  assert.deepEqual(messages((await clean).diagnostics), [], 'read from disk: nothing to report');

  const open = "export const params = { type: 'object', properties: { q: { type: 'string', description: 'Query' } }, required: ['q'] };\n";
  const reported = client.diagnostics(agentUri, (p) => messages(p.diagnostics).some((m) => m.startsWith('missing-additional-properties-false')));
  await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: paramsUri, languageId: 'typescript', version: 1, text: open } });
  await client.connection.sendNotification('textDocument/didChange', { textDocument: { uri: paramsUri, version: 2 }, contentChanges: [{ text: open + '\n' }] });
  const after = await reported;
  // The finding sits in agent.ts, on the key that holds the imported value (the root object's finding marks its key).
  const d = after.diagnostics.find((x) => x.code === 'missing-additional-properties-false')!;
  assert.equal(d.range.start.line, 1);
  assert.equal(agent.split('\n')[1]!.slice(d.range.start.character, d.range.end.character), 'parameters');
});
