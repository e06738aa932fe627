// Python through the built CLI and language server (the bundles load the parser's .wasm from dist/): lint, JSON
// output, fix, folder discovery; diagnostics, hover cost, status and Auto-strict over LSP.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { CodeAction, Diagnostic, Hover, TextEdit } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { startClient, type TestClient } from '../lsp/client';

const ROOT = join(__dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'toollint.js');
const FIXTURES = join(__dirname, '..', 'fixtures', 'python');

function cli(args: string[], cwd: string) {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

test('CLI: a folder of Python files and a notebook is linted (virtual environments skipped); JSON output has Python ranges', () => {
  const dir = mkdtempSync(join(tmpdir(), 'toollint-py-'));
  try {
    // The literal-dict fixtures (functions/ holds the converter's own).
    cpSync(FIXTURES, join(dir, 'src'), { recursive: true, filter: (src) => !/[\/]functions([\/]|$)/.test(src) });
    mkdirSync(join(dir, '.venv', 'lib'), { recursive: true });
    writeFileSync(join(dir, '.venv', 'lib', 'vendored.py'), 'tools = [{"name": "x", "input_schema": {"type": "object"}}]\n');
    const r = cli(['--format', 'json', '--targets', 'openai-strict', '.'], dir);
    assert.equal(r.code, 1, r.stderr);
    const out = JSON.parse(r.stdout) as { files: { path: string; tools: { name: string; range: { start: { line: number } } }[]; findings: { rule: string; range: { start: { line: number; character: number } } }[] }[] };
    const paths = out.files.map((f) => f.path).sort();
    assert.deepEqual(paths, ['src/anthropic_tools.py', 'src/function_calling.ipynb', 'src/gemini_bedrock.py', 'src/mcp_lowlevel_server.py', 'src/openai_cookbook.py']);
    const cookbook = out.files.find((f) => f.path === 'src/openai_cookbook.py')!;
    assert.deepEqual(cookbook.tools.map((t) => [t.name, t.range.start.line]), [['get_current_weather', 24], ['get_n_day_weather_forecast', 43]]);
    const lines = readFileSync(join(FIXTURES, 'openai_cookbook.py'), 'utf8').split('\n');
    const d = cookbook.findings.find((f) => f.rule === 'no-defaults')!;
    assert.ok(lines[d.range.start.line]!.slice(d.range.start.character).startsWith('"default"'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('CLI: fix --stdout on a Python file writes Python', () => {
  const r = cli(['fix', '--stdout', '--unsafe', '--targets', 'openai-strict', join(FIXTURES, 'openai_cookbook.py')], ROOT);
  assert.match(r.stdout, /"additionalProperties": False,/);
  assert.match(r.stdout, /"strict": True,/);
});

let client: TestClient;
before(async () => {
  client = await startClient();
});
after(async () => {
  await client.close();
});
const ours = (ds: Diagnostic[]) => ds.filter((d) => d.source === 'toollint');

test('LSP: a Python document gets diagnostics once the parser has loaded, hover cost, status and Auto-strict', async () => {
  const uri = 'file:///tmp/toollint-lsp/tools.py';
  const text = readFileSync(join(FIXTURES, 'anthropic_tools.py'), 'utf8').replace("'additionalProperties': False,", '');
  await client.connection.sendNotification('workspace/didChangeConfiguration', { settings: { toollint: { targets: ['openai-strict'] } } });
  try {
    const first = client.diagnostics(uri, (p) => p.diagnostics.some((d) => d.code === 'missing-additional-properties-false'));
    await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'python', version: 1, text } });
    const diags = ours((await first).diagnostics);
    const doc = TextDocument.create(uri, 'python', 1, text);
    const d = diags.find((x) => x.code === 'missing-additional-properties-false')!;
    assert.equal(doc.getText(d.range), "'input_schema'");
    assert.ok(diags.some((x) => x.code === 'not-analyzable' && doc.getText(x.range) === "f'lookup_{region}'"));
    const line = text.split('\n').findIndex((l) => l.includes("'get_stock_price'"));
    const position = { line, character: text.split('\n')[line]!.indexOf("'get_stock_price'") + 2 };
    const hover = (await client.connection.sendRequest('textDocument/hover', { textDocument: { uri }, position })) as Hover;
    assert.match((hover.contents as { value: string }).value, /\*\*`get_stock_price`\*\*[\s\S]*\| \d+ \|/);
    const status = (await client.connection.sendRequest('toollint/status', { uri, position })) as { text: string };
    assert.match(status.text, /^get_stock_price · \d+ tokens\/call/);
    const actions = (await client.connection.sendRequest('textDocument/codeAction', { textDocument: { uri }, range: d.range, context: { diagnostics: [d] } })) as CodeAction[];
    const quick = actions.find((a) => a.edit && /additionalProperties/.test(a.title))!;
    assert.ok(quick, actions.map((a) => a.title).join(' | '));
    const fixed = TextDocument.applyEdits(doc, (quick.edit!.documentChanges![0] as { edits: TextEdit[] }).edits);
    assert.match(fixed, /'additionalProperties': False/);
    const again = client.diagnostics(uri, (p) => p.version === 2);
    await client.connection.sendNotification('textDocument/didChange', { textDocument: { uri, version: 2 }, contentChanges: [{ text: fixed }] });
    assert.deepEqual(ours((await again).diagnostics).filter((x) => x.code === 'missing-additional-properties-false'), []);
  } finally {
    await client.connection.sendNotification('workspace/didChangeConfiguration', { settings: { toollint: {} } });
  }
});

test('LSP: a notebook cell (its own document, scheme vscode-notebook-cell) is linted as Python', async () => {
  const uri = 'vscode-notebook-cell:/tmp/toollint-lsp/nb.ipynb#W1sZmlsZQ%3D%3D';
  const text = 'tools = [{"name": "search", "input_schema": {"type": "object", "properties": {"q": {"type": "string", "default": "x"}}}}]\n';
  const first = client.diagnostics(uri, (p) => ours(p.diagnostics).length > 0);
  await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'python', version: 1, text } });
  const diags = ours((await first).diagnostics);
  const doc = TextDocument.create(uri, 'python', 1, text);
  assert.ok(diags.some((x) => x.code === 'no-defaults' && doc.getText(x.range).startsWith('"default"')), diags.map((x) => x.code).join(','));
});
