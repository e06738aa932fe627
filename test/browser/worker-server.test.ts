// The language server as a web worker (dist/browser/server.js, vscode-languageserver/browser) in headless Chromium,
// spoken to over its message channel as VS Code's web client does: it answers `initialize`, publishes diagnostics for
// an opened document (JSON, TypeScript, Python: the lazy parts load from beside the worker), answers hovers and code
// actions, and its bundle requires no Node built-in.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openStaticPage, type OpenPage } from './harness';

// Page globals, in the callbacks run in Chromium (this file is type-checked without the DOM library).
declare const window: any;

const DIST = join(import.meta.dirname, '../../dist');

// A minimal LSP client in the page: requests with ids, every message from the worker kept, the server's own requests
// (configuration, registrations) answered with null.
const CLIENT = `
const worker = new Worker('/browser/server.js');
window.received = [];
window.workerErrors = [];
let nextId = 1;
const pending = new Map();
worker.onerror = (e) => window.workerErrors.push(String(e.message));
worker.onmessage = (e) => {
  const m = e.data;
  window.received.push(m);
  if (m.id !== undefined && m.method) worker.postMessage({ jsonrpc: '2.0', id: m.id, result: null });
  else if (m.id !== undefined && pending.has(m.id)) { pending.get(m.id)(m); pending.delete(m.id); }
};
window.request = (method, params) => new Promise((ok) => { const id = nextId++; pending.set(id, ok); worker.postMessage({ jsonrpc: '2.0', id, method, params }); });
window.notify = (method, params) => worker.postMessage({ jsonrpc: '2.0', method, params });
window.diagnosticsFor = (uri) => { const all = window.received.filter((m) => m.method === 'textDocument/publishDiagnostics' && m.params.uri === uri); return all.length ? all[all.length - 1].params.diagnostics : undefined; };
`;

const BROKEN = JSON.stringify({ type: 'function', function: { name: 'get_weather', description: 'Weather.', parameters: { type: 'object', properties: { city: { type: 'string', description: 'City' }, days: { type: 'int', default: 3 } } } } }, null, 2);
const TS = `import { z } from 'zod';\nimport { tool } from 'ai';\nexport const tools = { weather: tool({ description: 'Weather for a city.', parameters: z.object({ city: z.string().optional().describe('City') }), execute: async () => 1 }) };\n`;
const PY = `from mcp.server.fastmcp import FastMCP\nmcp = FastMCP("w")\n\n@mcp.tool()\ndef weather(city: str, days: int = 3) -> str:\n    """Weather for a city."""\n    return city\n`;

let opened: OpenPage;
let page: Page;
let requests: string[];

before(async () => {
  opened = await openStaticPage(DIST, '/worker.html', `<!doctype html><meta charset="utf-8"><script>${CLIENT}</script>`);
  ({ page, requests } = opened);
});

after(() => opened?.close());

test('the worker answers initialize with the server capabilities', async () => {
  const r = await page.evaluate(() => window.request('initialize', { processId: null, rootUri: null, capabilities: {}, initializationOptions: { settings: { targets: ['openai-strict', 'anthropic', 'google', 'shape'] }, version: 'test' } }));
  assert.equal(r.result.serverInfo.name, 'toollint');
  assert.equal(r.result.capabilities.hoverProvider, true);
  assert.ok(r.result.capabilities.codeActionProvider);
  await page.evaluate(() => window.notify('initialized', {}));
});

/** Opens a document and waits for its first non-empty diagnostics (Python's are published once its parser loaded). */
async function diagnostics(uri: string, languageId: string, text: string): Promise<{ code: string; source: string; message: string; range: any; codeDescription?: { href: string } }[]> {
  await page.evaluate(([uri, languageId, text]) => window.notify('textDocument/didOpen', { textDocument: { uri, languageId, version: 1, text } }), [uri, languageId, text]);
  try {
    await page.waitForFunction((uri) => window.diagnosticsFor(uri)?.length > 0, uri, { timeout: 20_000 });
  } catch (e) {
    const log = await page.evaluate(() => window.received.filter((m: any) => m.method === 'window/logMessage').map((m: any) => m.params.message));
    throw new Error(`no diagnostics for ${uri}; the server said: ${log.join('\n')}`, { cause: e });
  }
  return page.evaluate((uri) => window.diagnosticsFor(uri), uri);
}

test('publishes diagnostics for an opened JSON document: rule ids, docs links, the toollint source', async () => {
  const got = await diagnostics('vscode-vfs://github/x/y/tools.json', 'json', BROKEN);
  const codes = got.map((d) => d.code);
  for (const id of ['invalid-type', 'no-defaults', 'optional-not-required', 'missing-additional-properties-false']) assert.ok(codes.includes(id), `${id} in ${codes}`);
  assert.ok(got.every((d) => d.source === 'toollint' && d.codeDescription?.href.endsWith(`${d.code}.md`)));
});

test('hover and a quick fix answer on that document', async () => {
  const uri = 'vscode-vfs://github/x/y/tools.json';
  const nameLine = BROKEN.split('\n').findIndex((l) => l.includes('"name"'));
  const hover = await page.evaluate(([uri, line]) => window.request('textDocument/hover', { textDocument: { uri }, position: { line, character: 14 } }), [uri, nameLine] as const);
  assert.match(JSON.stringify(hover.result), /token/i);
  const diags = await page.evaluate((uri) => window.diagnosticsFor(uri), uri);
  const missing = diags.find((d: { code: string }) => d.code === 'missing-additional-properties-false');
  const actions = await page.evaluate(([uri, d]) => window.request('textDocument/codeAction', { textDocument: { uri }, range: d.range, context: { diagnostics: [d] } }), [uri, missing] as const);
  assert.ok(JSON.stringify(actions.result).includes('additionalProperties'), JSON.stringify(actions.result).slice(0, 400));
});

test('TypeScript and Python documents: the parser chunk and the .wasm files load from beside the worker', async () => {
  const ts = await diagnostics('vscode-vfs://github/x/y/tools.ts', 'typescript', TS);
  assert.ok(ts.some((d) => d.code === 'optional-not-required'), JSON.stringify(ts));
  const py = await diagnostics('vscode-vfs://github/x/y/server.py', 'python', PY);
  assert.ok(py.some((d) => d.code === 'optional-not-required' || d.code === 'no-defaults'), JSON.stringify(py));
  for (const f of ['/browser/typescript.js', '/browser/web-tree-sitter.js', '/browser/tree-sitter-python.wasm', '/browser/web-tree-sitter.wasm']) assert.ok(requests.some((u) => u.endsWith(f)), `${f} in ${requests.join('\n')}`);
  assert.deepEqual(await page.evaluate(() => window.workerErrors), []);
});

test('the worker and the web client bundles require no Node built-in; every request stayed on the origin', () => {
  for (const f of ['browser/server.js', 'browser/client.js']) {
    const text = readFileSync(join(DIST, f), 'utf8');
    assert.deepEqual(text.match(/require\(\s*["'`](node:[^"'`]*|fs|path|os|crypto|child_process|net|module)["'`]\s*\)/g) ?? [], [], f);
  }
  assert.deepEqual(requests.filter((u) => !u.startsWith(`${opened.url}/`)), []);
});
