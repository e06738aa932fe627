// The built server against hostile messages and files: it never dies on a bad message, and its markdown is inert.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import type { CodeAction, Hover } from 'vscode-languageserver-protocol';
import { startClient, type TestClient } from './lsp/client';
import { codeSpans } from './lsp/markdown';

const FIXTURE = readFileSync(join(__dirname, 'fixtures', 'book_flight.json'), 'utf8');
let client: TestClient;
let exited: string | undefined;

// A server per test: each test shows on its own whether its messages would stop the server.
beforeEach(async () => {
  exited = undefined;
  client = await startClient();
  client.process.once('exit', (code, signal) => (exited = `server exited (${code ?? signal})`));
  client.process.stderr!.resume();
});
afterEach(async () => {
  if (!exited) await client.close();
});

/** Resolves with `p`, or fails as soon as the server process is gone. */
async function alive<T>(p: Promise<T>): Promise<T> {
  let poll: ReturnType<typeof setInterval> | undefined;
  const died = new Promise<never>((_, reject) => {
    poll = setInterval(() => exited && reject(new Error(exited)), 20);
  });
  try {
    return await Promise.race([p, died]);
  } finally {
    clearInterval(poll);
  }
}

const notify = (method: string, params: unknown) => client.connection.sendNotification(method, params);
const request = <T>(method: string, params: unknown) => alive(client.connection.sendRequest(method, params) as Promise<T>);

/** The server still lints a good document and answers a hover on it. */
async function stillServes(tag: string): Promise<void> {
  const uri = `file:///tmp/toollint-robust/good-${tag}.json`;
  const seen = alive(client.diagnostics(uri, (p) => p.diagnostics.length > 0, 20_000));
  await notify('textDocument/didOpen', { textDocument: { uri, languageId: 'json', version: 1, text: FIXTURE } });
  await seen;
  const hover = await request<Hover>('textDocument/hover', { textDocument: { uri }, position: { line: 3, character: 15 } });
  assert.match((hover.contents as { value: string }).value, /book_flight/);
}

test('didOpen with text missing, null, a number, an array or an object: linted as an empty document', async () => {
  const texts: [string, unknown][] = [['missing', undefined], ['null', null], ['number', 42], ['array', ['{"a": 1}']], ['object', { text: '{}' }]];
  for (const [tag, text] of texts) {
    const uri = `file:///tmp/toollint-robust/open-${tag}.json`;
    // The open is linted at once (no debounce): its diagnostics prove the lint ran, and ran on something sane.
    const published = alive(client.diagnostics(uri, () => true, 20_000));
    await notify('textDocument/didOpen', { textDocument: { uri, languageId: 'json', version: 1, ...(text === undefined ? {} : { text }) } });
    assert.deepEqual((await published).diagnostics, [], tag);
  }
  // Other broken opens: no textDocument, no uri, a uri that is not a string, params that are not an object.
  await notify('textDocument/didOpen', {});
  await notify('textDocument/didOpen', { textDocument: { languageId: 'json', version: 1, text: '{}' } });
  await notify('textDocument/didOpen', { textDocument: { uri: 7, languageId: 'json', version: 1, text: '{}' } });
  await notify('textDocument/didOpen', { textDocument: { uri: 'file:///tmp/toollint-robust/odd.json', languageId: null, version: 'one', text: '{}' } });
  await notify('textDocument/didOpen', [1, 2]);
  await notify('textDocument/didOpen', null);
  await stillServes('open');
});

test('didChange with bad text, ranges or versions: the bad change is dropped, the document stays usable', async () => {
  const uri = 'file:///tmp/toollint-robust/change.json';
  const opened = alive(client.diagnostics(uri, (p) => p.diagnostics.length > 0, 20_000));
  await notify('textDocument/didOpen', { textDocument: { uri, languageId: 'json', version: 1, text: FIXTURE } });
  const first = await opened;
  const range = { start: { line: 1, character: 0 }, end: { line: 1, character: 0 } };
  const bad: unknown[] = [
    [{ text: null }],
    [{ text: 5 }],
    [{ text: ['x'] }],
    [{ range, text: undefined }],
    [{ range: { start: { line: 'a' }, end: null }, text: 'x' }],
    [{ range: { start: { line: -5, character: 1e12 }, end: { line: NaN, character: 0 } }, text: 'x' }],
    [null, 3, 'text'],
    'not a list',
    null,
  ];
  let version = 2;
  for (const contentChanges of bad) {
    const v = version++;
    await notify('textDocument/didChange', { textDocument: { uri, version: v }, contentChanges });
  }
  await notify('textDocument/didChange', { textDocument: { uri }, contentChanges: [{ text: '{}' }] });
  await notify('textDocument/didChange', { contentChanges: [{ text: '{}' }] });
  await notify('textDocument/didChange', { textDocument: { uri: 'file:///never/opened.json', version: 3 }, contentChanges: [{ text: 5 }] });
  await notify('textDocument/didClose', { textDocument: null });
  await notify('textDocument/didSave', {});
  // A good change after the bad ones applies to the unchanged text.
  const last = version;
  const published = alive(client.diagnostics(uri, (p) => p.version === last, 20_000));
  await notify('textDocument/didChange', { textDocument: { uri, version: last }, contentChanges: [{ range, text: '' }] });
  const after = await published;
  assert.deepEqual(
    after.diagnostics.map((d) => [d.code, d.range]),
    first.diagnostics.map((d) => [d.code, d.range]),
  );
  await stillServes('change');
});

test('hover, code action and toollint requests with bad params or unknown URIs answer empty', async () => {
  const uri = 'file:///tmp/toollint-robust/requests.json';
  const opened = alive(client.diagnostics(uri, (p) => p.diagnostics.length > 0, 20_000));
  await notify('textDocument/didOpen', { textDocument: { uri, languageId: 'json', version: 1, text: FIXTURE } });
  await opened;
  for (const params of [
    { textDocument: { uri } },
    { textDocument: { uri }, position: null },
    { textDocument: { uri }, position: { line: 'three', character: {} } },
    { textDocument: { uri }, position: { line: 1e15, character: -1 } },
    { textDocument: { uri: 'file:///never/opened.json' }, position: { line: 0, character: 0 } },
    { textDocument: { uri: 12 }, position: { line: 0, character: 0 } },
    { position: { line: 0, character: 0 } },
  ]) {
    const hover = await request<Hover | null>('textDocument/hover', params);
    if (hover !== null) assert.ok(typeof (hover.contents as { value: string }).value === 'string', JSON.stringify(params));
  }
  const range = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
  for (const params of [
    { textDocument: { uri }, range },
    { textDocument: { uri }, range, context: null },
    { textDocument: { uri }, range, context: { diagnostics: 'all' } },
    { textDocument: { uri }, range, context: { diagnostics: [null, 5, { source: 'toollint', data: 'x' }, { source: 'toollint', data: { index: 1e9, version: 1 } }] } },
    { textDocument: { uri }, range, context: { diagnostics: [], only: 'quickfix' } },
    { textDocument: { uri }, range: { start: { line: 'x' } }, context: { diagnostics: [] } },
    { textDocument: { uri }, context: { diagnostics: [] } },
    { textDocument: { uri: 'file:///never/opened.json' }, range, context: { diagnostics: [] } },
    {},
  ]) {
    const actions = await request<CodeAction[] | null>('textDocument/codeAction', params);
    assert.ok(Array.isArray(actions), JSON.stringify(params));
  }
  for (const [method, params] of [
    ['toollint/status', { uri, position: { line: 'x' } }],
    ['toollint/status', { uri: 5 }],
    ['toollint/report', { uri: 'file:///never/opened.json' }],
    ['toollint/report', {}],
    ['toollint/fixAll', { uri: null, unsafe: 'yes' }],
    ['toollint/fixAll', {}],
  ] as const) {
    const answer = await request<unknown>(method, params);
    assert.ok(answer && typeof answer === 'object', `${method} ${JSON.stringify(params)}`);
  }
  await stillServes('requests');
});

test('bytes that are not JSON-RPC: the server logs them and goes on', async () => {
  const stdin = client.process.stdin!;
  const frame = (body: string) => `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
  stdin.write(frame('{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": '));
  stdin.write(frame('[1, 2, 3]'));
  stdin.write(frame('{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": "text"}'));
  stdin.write(frame('{"jsonrpc": "2.0", "id": 999, "method": "textDocument/hover", "params": 5}'));
  await stillServes('bytes');
});

test('hovers show hostile tool and property names as code: no image, link or HTML renders', async () => {
  const names = ['![x](https://evil.example/x.png)', 'a`b``c', '<img src=x onerror=alert(1)>', '[link](javascript:alert(1))', 'x\n\n![y](https://evil.example/y.png)', '` lead', '**bold** _em_ <b>'];
  const properties = Object.fromEntries(names.map((n) => [n, { type: 'string', description: 'd' }]));
  const tools = names.map((name) => ({ type: 'function', function: { name, description: 'A tool.', parameters: { type: 'object', properties } } }));
  const text = JSON.stringify(tools, null, 2);
  const uri = 'file:///tmp/toollint-robust/hostile-names.json';
  const opened = alive(client.diagnostics(uri, (p) => p.diagnostics.length > 0, 20_000));
  await notify('textDocument/didOpen', { textDocument: { uri, languageId: 'json', version: 1, text } });
  await opened;
  const lines = text.split('\n');
  const hovers: string[] = [];
  for (let l = 0; l < lines.length; l++) {
    // Each tool's name value, and the first property key of each tool.
    const at = /^\s*"name": "/.exec(lines[l]!) ?? (lines[l - 1]?.trim() === '"properties": {' ? /^\s*"/.exec(lines[l]!) : null);
    if (!at) continue;
    const hover = await request<Hover | null>('textDocument/hover', { textDocument: { uri }, position: { line: l, character: at[0].length + 1 } });
    assert.ok(hover, `a hover at line ${l + 1}: ${lines[l]}`);
    hovers.push((hover.contents as { value: string }).value);
  }
  assert.equal(hovers.length, names.length * 2);
  for (const md of hovers) {
    const { spans, rest } = codeSpans(md);
    // Outside code spans only the server's own words: nothing that could open an image, a link, a tag or emphasis from the file.
    assert.doesNotMatch(rest, /!\[|\]\(|<|javascript:|https?:|onerror|_em_/, md);
    assert.ok(
      names.some((n) => spans.includes(n.replace(/\n/g, '\\n'))),
      `the name, whole, in one code span: ${md}`,
    );
  }
});
