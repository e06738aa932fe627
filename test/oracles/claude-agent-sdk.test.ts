// The Claude Agent SDK's tool() and createSdkMcpServer() against the real @anthropic-ai/claude-agent-sdk 0.3.333
// (installed by scripts/claude-agent-sdk-oracle.sh in test/oracles/claude-agent-sdk/node_modules, without its native
// Claude Code binaries; its sdk.mjs bundles the MCP server and zod it converts with): each fixture of
// test/fixtures/claude-agent-sdk (this test's own files, never user code) is transpiled and run with the real SDK and
// zod, and every server it exports is asked for tools/list, as Claude Code asks it. Each tool's description and
// inputSchema must equal, key order included, what toollint reads from the fixture's text, and its name must be the
// listed name under Claude Code's `mcp__<server>__` prefix (built with the SDK's own name rule, claudeToolName).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, test } from 'node:test';
import ts from 'typescript';
import { lint } from '../../shared/src';
import { claudeToolName } from '../../shared/src/sources/typescript/claude-agent-sdk';

const FIXTURES = join(__dirname, '..', 'fixtures', 'claude-agent-sdk');
const MODULES = join(__dirname, 'claude-agent-sdk', 'node_modules');

before(() => {
  execFileSync('bash', [join(__dirname, '..', '..', 'scripts', 'claude-agent-sdk-oracle.sh')], { stdio: ['ignore', 'ignore', 'inherit'] });
});

interface Listed {
  server: string;
  name: string;
  description: string;
  inputSchema: unknown;
}

/** Runs a fixture with the real SDK; returns what each server it exports lists (tools/list), and its other exports. */
async function listedBy(code: string): Promise<{ listed: Listed[]; exports: Record<string, unknown> }> {
  const sdk = await import(join(MODULES, '@anthropic-ai', 'claude-agent-sdk', 'sdk.mjs'));
  const zod = await import(join(MODULES, 'zod', 'index.js'));
  const js = ts.transpileModule(code, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const req = (name: string): unknown => {
    if (name === '@anthropic-ai/claude-agent-sdk') return sdk;
    if (name === 'zod') return zod;
    throw new Error(`the fixture imports ${name}`);
  };
  const exports: Record<string, unknown> = {};
  new Function('require', 'exports', 'module', js)(req, exports, { exports });
  const listed: Listed[] = [];
  for (const value of Object.values(exports)) {
    const server = value as { type?: string; name?: string; instance?: { server: { _requestHandlers: Map<string, Function> } } };
    if (server?.type !== 'sdk' || !server.instance) continue;
    const handler = server.instance.server._requestHandlers.get('tools/list')!;
    const result = await handler({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }, { signal: new AbortController().signal, sendNotification: async () => {}, sendRequest: async () => ({}) });
    for (const t of JSON.parse(JSON.stringify(result.tools))) listed.push({ server: server.name!, ...t });
  }
  return { listed, exports };
}

const readFile = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

for (const file of readdirSync(FIXTURES).filter((f) => f.endsWith('.ts'))) {
  test(`Claude Agent SDK tools in ${file}: what the real SDK's servers list, under Claude Code's names`, async () => {
    const path = join(FIXTURES, file);
    const code = readFileSync(path, 'utf8');
    const { listed, exports } = await listedBy(code);
    const r = lint(code, { path, readFile });
    assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => f.message), []);
    // A tool the file exports but no server of it lists keeps its own name (the model sees it under another file's server).
    const unlisted = Object.values(exports).filter((v) => (v as { handler?: unknown; name?: string }).handler && !listed.some((l) => l.name === (v as { name: string }).name)) as { name: string; description: string }[];
    assert.deepEqual(
      r.tools.map((t) => t.name).sort(),
      [...listed.map((l) => claudeToolName(l.server, l.name)), ...unlisted.map((u) => u.name)].sort(),
    );
    assert.ok(listed.length > 0);
    for (const l of listed) {
      const t = r.tools.find((x) => x.name === claudeToolName(l.server, l.name))!;
      assert.equal(t.definition.description, l.description, l.name);
      assert.equal(JSON.stringify(t.definition.schema), JSON.stringify(l.inputSchema), l.name);
      assert.deepEqual(t.definition.sentTo, ['anthropic'], l.name);
    }
  });
}
