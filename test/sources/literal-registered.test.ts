// A tool config kept in an exported const of one file and registered in another (hf-mcp-server's `export const
// X_TOOL_CONFIG = { name, description, schema: z.object(...) }`, `server.registerTool(X.name, { description:
// X.description, inputSchema: X.schema }, cb)` or `server.tool(X.name, X.description, X.schema.shape, cb)`): a CLI run
// over both files reports it once, in the const's file, as the registration sends it (the MCP SDK's conversion, its
// shape, tokens and findings); linting either file alone reports as before.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { run } from '../../cli/src/main';

const ROOT = join(__dirname, '..', 'fixtures', 'ts-literal-registered');

interface JsonOut {
  files: { path: string; tools: { name: string; shape: string; tokens: number; schemaHash: string; range: { start: { line: number } } }[]; findings: { rule: string; severity: string; pointer: string; tool: string | null; range: { start: { line: number } } }[] }[];
  summary: { files: number; tools: number; errors: number; warnings: number; infos: number };
}

async function json(args: string[], cwd = ROOT): Promise<JsonOut> {
  let stdout = '';
  let stderr = '';
  await run(['--format', 'json', '--fail-on', 'never', ...args], { stdout: (s) => (stdout += typeof s === 'string' ? s : Buffer.from(s).toString()), stderr: (s) => (stderr += s), readStdin: async () => '', cwd, isTTY: false });
  assert.equal(stderr, '');
  return JSON.parse(stdout) as JsonOut;
}
const tools = (out: JsonOut) => Object.fromEntries(out.files.map((f) => [f.path, f.tools.map((t) => `${t.name}/${t.shape}`)]));

test('both files: each registered config is one tool, in its own file, shaped and counted as the registration sends it', async () => {
  const both = await json(['tools', 'server']);
  assert.deepEqual(tools(both), {
    'tools/dataset-card.ts': ['dataset_card/mcp-sdk'],
    'tools/dataset-search.ts': ['dataset_search/mcp-sdk'],
    'tools/repo-create.ts': ['repo_create/openai-function'],
    'server/mcp-server.ts': [],
  });
  assert.equal(both.summary.tools, 3);
  const server = await json(['server']);
  const registered = server.files[0]!.tools;
  const search = both.files.find((f) => f.path === 'tools/dataset-search.ts')!.tools[0]!;
  assert.deepEqual([search.tokens, search.schemaHash], [registered[0]!.tokens, registered[0]!.schemaHash]);
  assert.equal(search.range.start.line, 5, 'reported where the config is written (0-based line)');
  // What is sent is checked once, with its tool: every finding of the registration, in the config's file, at the line
  // of the code it is about (the registering file, which lists no tool, keeps none), pointed as the registration sends it.
  const at = (out: JsonOut, path: string) => out.files.find((f) => f.path === path)!.findings;
  assert.deepEqual(at(both, 'server/mcp-server.ts'), []);
  const sent = (out: JsonOut, path: string, tool: string) => at(out, path).filter((f) => f.tool === tool).map((f) => `${f.rule} ${f.severity} ${f.pointer}`);
  for (const [path, tool] of [['tools/dataset-search.ts', 'dataset_search'], ['tools/dataset-card.ts', 'dataset_card']] as const) {
    const moved = new Set(sent(both, path, tool));
    for (const f of sent(server, 'server/mcp-server.ts', tool)) assert.ok(moved.has(f), `${tool}: ${f} is reported with its tool`);
  }
  const lines = at(both, 'tools/dataset-search.ts').map((f) => `${f.rule}@${f.range.start.line}`);
  assert.deepEqual(lines, ['unsupported-keyword@9', 'optional-not-required@10', 'optional-not-required@11', 'no-defaults@11', 'no-defaults@11']);
  assert.ok(at(both, 'tools/dataset-search.ts').every((f) => f.pointer.startsWith('/inputSchema/')));
});

test('one file alone reports as before', async () => {
  assert.deepEqual(tools(await json(['tools'])), { 'tools/dataset-card.ts': ['dataset_card/openai-function'], 'tools/dataset-search.ts': ['dataset_search/openai-function'], 'tools/repo-create.ts': ['repo_create/openai-function'] });
  assert.deepEqual(tools(await json(['server'])), { 'server/mcp-server.ts': ['dataset_search/mcp-sdk', 'dataset_card/mcp-sdk'] });
});

test('a registration taking its schema from elsewhere is a tool of its own: both files keep theirs', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'toollint-registered-'));
  try {
    cpSync(ROOT, dir, { recursive: true });
    const path = join(dir, 'server', 'mcp-server.ts');
    writeFileSync(path, readFileSync(path, 'utf8').replace('inputSchema: DATASET_SEARCH_TOOL_CONFIG.schema,', "inputSchema: { query: z.string().describe('Words.') },").replace("import { McpServer }", "import { z } from 'zod';\nimport { McpServer }"));
    const out = await json(['tools', 'server'], dir);
    assert.deepEqual(tools(out)['server/mcp-server.ts'], ['dataset_search/mcp-sdk']);
    assert.deepEqual(tools(out)['tools/dataset-search.ts'], ['dataset_search/openai-function']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
