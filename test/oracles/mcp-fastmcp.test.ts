// toollint mcp against a Python FastMCP server from the venv (scripts/python-venv.sh), over stdio and streamable
// HTTP on 127.0.0.1: the tools read are the server's own tools/list, the findings are right, nothing survives.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { alive, cli, FIXTURES, ROOT, waitFor } from '../mcp-helpers';

const PYTHON = execFileSync('bash', [join(ROOT, 'scripts/python-venv.sh')], { encoding: 'utf8' }).trim();
const SERVER = join(FIXTURES, 'fastmcp_server.py');
const tmp = mkdtempSync(join(tmpdir(), 'toollint-fastmcp-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

type JsonReport = { files: { path: string; tools: { name: string }[]; findings: { rule: string; pointer: string; targets: string[] }[] }[] };

/** Live processes whose command line names the fixture server (after a CLI run there must be none). */
function serverProcesses(): number[] {
  return readdirSync('/proc').filter((d) => /^\d+$/.test(d)).filter((d) => {
    try {
      return readFileSync(`/proc/${d}/cmdline`, 'utf8').includes('fastmcp_server.py') && alive(Number(d));
    } catch {
      return false;
    }
  }).map(Number);
}

async function ownToolsList(): Promise<unknown[]> {
  const client = new Client({ name: 'oracle', version: '1' });
  await client.connect(new StdioClientTransport({ command: PYTHON, args: [SERVER], stderr: 'ignore' }));
  try {
    return (await client.listTools()).tools;
  } finally {
    await client.close();
  }
}

function check(file: JsonReport['files'][number]): void {
  assert.deepEqual(file.tools.map((t) => t.name), ['search_issues', 'get_issue']);
  const at = (rule: string, pointer: string) => file.findings.find((f) => f.rule === rule && f.pointer === pointer);
  // pydantic writes `limit: int = 10` as an optional property with a default: strict mode wants neither.
  assert.ok(at('optional-not-required', '/tools/0/inputSchema/properties/limit'), JSON.stringify(file.findings.map((f) => `${f.rule} ${f.pointer}`)));
  assert.ok(at('no-defaults', '/tools/0/inputSchema/properties/limit/default'));
  assert.ok(!file.findings.some((f) => f.pointer.startsWith('/tools/1/inputSchema/properties/number') && f.rule === 'numeric-bounds'));
}

test('FastMCP over stdio: the tools read equal its tools/list, with the findings pydantic schemas get', async () => {
  const snapshot = join(tmp, 'fastmcp.json');
  const r = await cli(['mcp', '--format', 'json', '--timeout', '60', '--save', snapshot, '--', PYTHON, SERVER]);
  assert.equal(r.code, 1, r.stderr);
  const file = (JSON.parse(r.stdout) as JsonReport).files[0]!;
  assert.equal(file.path, `mcp:stdio:${PYTHON} ${SERVER}`);
  assert.deepEqual((JSON.parse(readFileSync(snapshot, 'utf8')) as { tools: unknown[] }).tools, await ownToolsList());
  check(file);
  assert.ok(await waitFor(() => serverProcesses().length === 0), `left running: ${serverProcesses().join(', ')}`);
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

test('FastMCP over streamable HTTP on 127.0.0.1: the same tools and findings; the server is stopped by the test', async () => {
  const port = await freePort();
  const server = spawn(PYTHON, [SERVER, 'http', String(port)], { stdio: 'ignore', detached: true });
  try {
    const url = `http://127.0.0.1:${port}/mcp`;
    let r = await cli(['mcp', '--format', 'json', '--timeout', '5', '--url', url]);
    // The server takes a moment to listen: ask again until it answers.
    for (let i = 0; i < 40 && r.code === 2; i++) {
      await new Promise((ok) => setTimeout(ok, 250));
      r = await cli(['mcp', '--format', 'json', '--timeout', '5', '--url', url]);
    }
    assert.equal(r.code, 1, r.stderr);
    const file = (JSON.parse(r.stdout) as JsonReport).files[0]!;
    assert.equal(file.path, url);
    check(file);
  } finally {
    try {
      process.kill(-server.pid!, 'SIGKILL');
    } catch {
      // gone already
    }
    assert.ok(await waitFor(() => !alive(server.pid!)));
  }
});
