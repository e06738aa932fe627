// The server and a bad toollint.targets setting: an error shown once per change, and linting goes on with a fallback.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Diagnostic, ShowMessageParams } from 'vscode-languageserver-protocol';
import { startClient, type TestClient } from './lsp/client';

const FIXTURE = readFileSync(join(__dirname, 'fixtures', 'book_flight.json'), 'utf8');
const URI = 'file:///tmp/toollint-lsp-settings/book_flight.json';
let client: TestClient;
const shown: ShowMessageParams[] = [];
const waiting: ((m: ShowMessageParams) => void)[] = [];

before(async () => {
  client = await startClient();
  // showErrorMessage is a request (it may carry actions); the answer is no action.
  client.connection.onRequest('window/showMessageRequest', (m: ShowMessageParams) => {
    shown.push(m);
    waiting.shift()?.(m);
    return null;
  });
});
after(async () => {
  await client.close();
});

/** The next message the server shows; the deadline only keeps a missing message from hanging the suite. */
function nextMessage(): Promise<ShowMessageParams> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no window/showMessageRequest within 20 s')), 20_000);
    waiting.push((m) => (clearTimeout(timer), resolve(m)));
  });
}

const settings = (toollint: unknown) => client.connection.sendNotification('workspace/didChangeConfiguration', { settings: { toollint } });
const targetsOf = (ds: Diagnostic[]) => new Set(ds.flatMap((d) => /^\[([^\]]+)\]/.exec(String(d.message))?.[1]?.split(', ') ?? []));

test('an empty or unknown toollint.targets shows an error once per change, and the file is linted with the fallback', async () => {
  const opened = client.diagnostics(URI, (p) => p.diagnostics.length > 0);
  await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: URI, languageId: 'json', version: 1, text: FIXTURE } });
  await opened;

  let message = nextMessage();
  const relinted = client.diagnostics(URI, (p) => p.diagnostics.length > 0);
  await settings({ targets: [] });
  const empty = await message;
  assert.equal(empty.type, 1, 'an error');
  assert.match(empty.message, /^toollint: The setting toollint\.targets is empty, so nothing would be checked\. Valid targets: openai-strict, .*shape\. Checking openai-strict, anthropic, google, shape instead\.$/);
  const defaults = targetsOf((await relinted).diagnostics);
  assert.ok(defaults.has('openai-strict') && defaults.has('anthropic') && defaults.has('google'), [...defaults].join());

  // The same bad value again is not shown again; a different one is. Messages arrive in order, so the second one
  // shown being the unknown-target one proves the repeat showed nothing.
  await settings({ targets: [] });
  message = nextMessage();
  const subset = client.diagnostics(URI, (p) => p.diagnostics.length > 0 && [...targetsOf(p.diagnostics)].every((t) => t === 'anthropic'));
  await settings({ targets: ['anthropic', 'nope'] });
  const unknown = await message;
  assert.equal(unknown.type, 1);
  assert.match(unknown.message, /names unknown target "nope"\. .* Checking anthropic instead\.$/);
  await subset;
  assert.equal(shown.length, 2);

  // Fixed, then broken again: shown again.
  await settings({ targets: ['openai'] });
  message = nextMessage();
  await settings({ targets: [] });
  assert.match((await message).message, /is empty/);
  assert.equal(shown.length, 3);
  await settings({});
});
