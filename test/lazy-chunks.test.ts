// The bundles load TypeScript, the Python parser, the tokenizer tables and the MCP client from chunks of their own, on
// first need only (esbuild.mjs): a JSON lint loads none of them. Needs the built dist/ (npm test builds it first).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { OPENAI_TOOLS_POSTAMBLE, OPENAI_TOOLS_PREAMBLE } from '../shared/src/cost/render-openai';
import { OPENAI_PER_REQUEST_TOKENS } from '../shared/src/cost/per-request';
import { countTokens } from '../shared/src/cost/tokenizer';

const ROOT = join(__dirname, '..');
const CHUNKS = ['typescript.js', 'web-tree-sitter.js', 'o200k_base.js', 'cl100k_base.js', 'mcp-client.js'];

/** Runs the built CLI on `args` and returns which chunks of dist/ it loaded, and its output. */
function cliLoads(args: string[], cwd: string): { loaded: string[]; stdout: string } {
  const preload = join(cwd, 'report-loads.cjs');
  writeFileSync(preload, `process.on('exit', () => process.stderr.write('\\nLOADED ' + JSON.stringify(Object.keys(require.cache)) + '\\n'));\n`);
  const r = spawnSync(process.execPath, ['-r', preload, join(ROOT, 'bin', 'toollint.js'), ...args], { cwd, encoding: 'utf8' });
  const line = /LOADED (.*)/.exec(r.stderr)?.[1];
  assert.ok(line, r.stderr);
  const loaded = (JSON.parse(line) as string[]).filter((p) => p.startsWith(join(ROOT, 'dist'))).map((p) => p.slice(join(ROOT, 'dist').length + 1));
  return { loaded: loaded.filter((p) => CHUNKS.includes(p)).sort(), stdout: r.stdout };
}

test('the per-request preamble constant is the real tokenizer count in each encoding', () => {
  const text = OPENAI_TOOLS_PREAMBLE + OPENAI_TOOLS_POSTAMBLE;
  assert.equal(OPENAI_PER_REQUEST_TOKENS.o200k_base, countTokens(text, 'o200k_base'));
  assert.equal(OPENAI_PER_REQUEST_TOKENS.cl100k_base, countTokens(text, 'cl100k_base'));
});

test('the CLI on a small JSON file loads no chunk; a TypeScript file loads TypeScript, a count the o200k table', () => {
  const dir = mkdtempSync(join(tmpdir(), 'toollint-chunks-'));
  try {
    const tool = { type: 'function', function: { name: 'get_weather', description: 'Weather for a city.', parameters: { type: 'object', properties: { city: { type: 'string' } } } } };
    writeFileSync(join(dir, 'tools.json'), JSON.stringify([tool], null, 2));
    const json = cliLoads(['tools.json'], dir);
    assert.deepEqual(json.loaded, []);
    assert.match(json.stdout, /1 tool in 1 file/);
    // The JSON report holds each tool's exact count; so does a tool over the token budget: the count needs the table.
    assert.deepEqual(cliLoads(['--format', 'json', 'tools.json'], dir).loaded, ['o200k_base.js']);
    const heavy = structuredClone(tool);
    heavy.function.description = 'A long description of the weather. '.repeat(200);
    writeFileSync(join(dir, 'heavy.json'), JSON.stringify([heavy], null, 2));
    const counted = cliLoads(['heavy.json'], dir);
    assert.deepEqual(counted.loaded, ['o200k_base.js']);
    assert.match(counted.stdout, /heavy-definition/);
    writeFileSync(join(dir, 'tools.ts'), `export const tools = [${JSON.stringify(tool)}];\n`);
    const ts = cliLoads(['tools.ts'], dir);
    assert.deepEqual(ts.loaded, ['typescript.js']);
    assert.match(ts.stdout, /1 tool in 1 file/);
    writeFileSync(join(dir, 'server.py'), 'from fastmcp import FastMCP\nmcp = FastMCP("x")\n\n@mcp.tool()\ndef get_weather(city: str) -> str:\n    """Weather for a city."""\n    return city\n');
    const py = cliLoads(['server.py'], dir);
    assert.deepEqual(py.loaded, ['web-tree-sitter.js']);
    assert.match(py.stdout, /1 tool in 1 file/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the language server loads no chunk until a document needs one: none for JSON, TypeScript for a .ts file', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'toollint-server-chunks-'));
  const preload = join(dir, 'report-loads.cjs');
  writeFileSync(preload, `process.on('exit', () => require('node:fs').writeFileSync(process.env.TOOLLINT_LOADED_FILE, JSON.stringify(Object.keys(require.cache))));\n`);
  const { startClient } = await import('./lsp/client');
  const chunksLoaded = async (uri: string, languageId: string, text: string): Promise<string[]> => {
    const file = join(dir, `${languageId}.loaded.json`);
    const saved = { options: process.env.NODE_OPTIONS, file: process.env.TOOLLINT_LOADED_FILE };
    process.env.NODE_OPTIONS = `-r ${preload}`;
    process.env.TOOLLINT_LOADED_FILE = file;
    const client = await startClient();
    process.env.NODE_OPTIONS = saved.options;
    process.env.TOOLLINT_LOADED_FILE = saved.file;
    if (saved.options === undefined) delete process.env.NODE_OPTIONS;
    if (saved.file === undefined) delete process.env.TOOLLINT_LOADED_FILE;
    try {
      const seen = client.diagnostics(uri, (p) => p.diagnostics.length > 0);
      await client.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId, version: 1, text } });
      await seen;
    } finally {
      await client.close();
    }
    const dist = join(ROOT, 'dist') + '/';
    return (JSON.parse(readFileSync(file, 'utf8')) as string[]).filter((p) => p.startsWith(dist)).map((p) => p.slice(dist.length)).filter((p) => CHUNKS.includes(p)).sort();
  };
  try {
    const tool = { name: 'get_weather', description: 'Weather for a city.', inputSchema: { type: 'object', properties: { city: {} } } };
    assert.deepEqual(await chunksLoaded('file:///chunks/tools.json', 'json', JSON.stringify({ tools: [tool] }, null, 2)), []);
    assert.deepEqual(await chunksLoaded('file:///chunks/tools.ts', 'typescript', `export const tools = [${JSON.stringify(tool)}];\n`), ['typescript.js']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
