// toollint mcp against real servers started by the test: the reference server-everything over stdio, streamable
// HTTP and SSE, the SDK's McpServer, a hand-written paginating server. What toollint reads is the server's own
// tools/list; the findings are the engine's for that JSON; no server process (or its children) survives the CLI.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { alive, cli, EVERYTHING, FIXTURES, readPids, ROOT, startHttpServer, waitFor } from './mcp-helpers';

const tmp = mkdtempSync(join(tmpdir(), 'toollint-mcp-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

/** The server's own answer, read with the SDK's stock client and transport. */
async function sdkListTools(command: string, args: string[]): Promise<unknown[]> {
  const client = new Client({ name: 'oracle', version: '1' });
  await client.connect(new StdioClientTransport({ command, args, stderr: 'ignore' }));
  try {
    return (await client.listTools()).tools;
  } finally {
    await client.close();
  }
}

type JsonReport = { files: { path: string; tools: { name: string; pointer: string; shape: string }[]; findings: { rule: string; pointer: string; targets: string[]; message: string; range: unknown }[] }[] };

test('stdio: server-everything: the tools read are its tools/list, linted as the JSON file --save writes', async () => {
  const snapshot = join(tmp, 'everything.json');
  const r = await cli(['mcp', '--format', 'json', '--save', snapshot, '--', process.execPath, EVERYTHING, 'stdio']);
  assert.equal(r.code, 1, r.stderr);
  const out = JSON.parse(r.stdout) as JsonReport;
  assert.equal(out.files.length, 1);
  const file = out.files[0]!;
  assert.equal(file.path, `mcp:stdio:${process.execPath} ${EVERYTHING} stdio`);
  const own = await sdkListTools(process.execPath, [EVERYTHING, 'stdio']);
  const saved = JSON.parse(readFileSync(snapshot, 'utf8')) as { tools: unknown[] };
  assert.deepEqual(saved.tools, own);
  assert.deepEqual(file.tools.map((t) => t.name), own.map((t) => (t as { name: string }).name));
  assert.ok(file.tools.every((t, i) => t.pointer === `/tools/${i}` && t.shape === 'mcp'));
  // gzip-file-as-resource's `data` is a "uri" string: OpenAI strict mode rejects that format.
  const gzip = file.tools.findIndex((t) => t.name === 'gzip-file-as-resource');
  const uri = file.findings.find((f) => f.rule === 'unsupported-format' && f.pointer === `/tools/${gzip}/inputSchema/properties/data/format`);
  assert.ok(uri, JSON.stringify(file.findings.map((f) => f.pointer)));
  assert.deepEqual(uri.targets, ['openai-strict']);
  // The snapshot lints to exactly the same findings, ranges included.
  const again = JSON.parse((await cli(['--format', 'json', snapshot])).stdout) as JsonReport;
  assert.deepEqual(again.files[0]!.findings, file.findings);
});

test('stdio: --targets and --fail-on work as for files', async () => {
  const r = await cli(['mcp', '--format', 'json', '--targets', 'mcp', '--fail-on', 'never', '--', process.execPath, EVERYTHING, 'stdio']);
  assert.equal(r.code, 0);
  const file = (JSON.parse(r.stdout) as JsonReport).files[0]!;
  assert.ok(file.findings.length > 0);
  assert.ok(file.findings.every((f) => !f.targets.includes('openai-strict')));
  assert.ok(!file.findings.some((f) => f.rule === 'missing-additional-properties-false'));
});

test('stdio: every page of tools/list is read, and a tool the SDK would reject is linted as sent', async () => {
  const r = await cli(['mcp', '--format', 'json', '--', process.execPath, join(FIXTURES, 'raw-server.mjs')]);
  const file = (JSON.parse(r.stdout) as JsonReport).files[0]!;
  assert.deepEqual(file.tools.map((t) => t.name), ['search', 'list']);
  assert.ok(file.findings.some((f) => f.rule === 'root-not-object' && f.pointer.startsWith('/tools/1/inputSchema')), JSON.stringify(file.findings));
  assert.equal(r.code, 1);
});

test('stdio: the server and its children are gone when the CLI returns, also a server that ignores SIGTERM', async () => {
  for (const mode of ['serve', 'stubborn']) {
    const pidFile = join(tmp, `pids-${mode}.json`);
    const r = await cli(['mcp', '--format', 'json', '--', process.execPath, join(FIXTURES, 'pid-server.mjs'), pidFile, mode]);
    assert.equal(r.code, 1, r.stderr);
    assert.deepEqual((JSON.parse(r.stdout) as JsonReport).files[0]!.tools.map((t) => t.name), ['find_user']);
    const pids = readPids(pidFile)!;
    assert.ok(await waitFor(() => !alive(pids.server) && !alive(pids.child)), `${mode}: a server process survived`);
  }
});

test('stdio: a server that cannot start or exits: exit 2 with its last stderr lines', async () => {
  const missing = await cli(['mcp', '--', 'toollint-no-such-command-here']);
  assert.equal(missing.code, 2);
  assert.match(missing.stderr, /cannot start toollint-no-such-command-here: .*ENOENT/);
  const crash = await cli(['mcp', '--', process.execPath, '-e', 'console.error("line one"); console.error("fatal: no token"); process.exit(3)']);
  assert.equal(crash.code, 2);
  assert.match(crash.stderr, /exited with code 3/);
  assert.match(crash.stderr, /\| line one\n.*\| fatal: no token/s);
  assert.equal(crash.stdout, '');
});

test('stdio: --timeout: a server that never answers is stopped, exit 2', async () => {
  const pidFile = join(tmp, 'pids-hang.json');
  const started = Date.now();
  const r = await cli(['mcp', '--timeout', '1', '--', process.execPath, join(FIXTURES, 'pid-server.mjs'), pidFile, 'hang']);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /did not answer within 1 s/);
  assert.match(r.stderr, /\| pid-server: started/);
  assert.ok(Date.now() - started < 6000);
  const pids = readPids(pidFile)!;
  assert.ok(await waitFor(() => !alive(pids.server) && !alive(pids.child)));
});

for (const signal of ['SIGKILL', 'SIGTERM', 'SIGINT'] as const) {
  test(`stdio: no server process survives the CLI killed with ${signal}`, async () => {
    const pidFile = join(tmp, `pids-${signal}.json`);
    const script = `require(${JSON.stringify(join(ROOT, 'cli/src/main.ts'))}).run(process.argv.slice(1)).then((c) => { process.exitCode = c; })`;
    const cliProcess = spawn(process.execPath, ['--import', 'tsx', '-e', script, 'mcp', '--timeout', '60', '--', process.execPath, join(FIXTURES, 'pid-server.mjs'), pidFile, 'hang'], { cwd: ROOT, stdio: 'ignore' });
    const exited = new Promise<number | null>((r) => cliProcess.once('exit', (code) => r(code)));
    assert.ok(await waitFor(() => readPids(pidFile) !== undefined, 20000), 'the server did not start');
    const pids = readPids(pidFile)!;
    assert.ok(alive(pids.server) && alive(pids.child));
    cliProcess.kill(signal);
    const code = await exited;
    if (signal !== 'SIGKILL') assert.equal(code, signal === 'SIGINT' ? 130 : 143);
    assert.ok(await waitFor(() => !alive(pids.server) && !alive(pids.child)), `a server process survived ${signal}`);
  });
}

test('streamable HTTP: server-everything on 127.0.0.1 lists the same tools as over stdio', async () => {
  const server = await startHttpServer([EVERYTHING, 'streamableHttp']);
  try {
    const url = `http://127.0.0.1:${server.port}/mcp`;
    const snapshot = join(tmp, 'http.json');
    const r = await cli(['mcp', '--format', 'json', '--url', url, '--header', 'X-Test: 1', '--save', snapshot]);
    assert.equal(r.code, 1, r.stderr);
    const file = (JSON.parse(r.stdout) as JsonReport).files[0]!;
    assert.equal(file.path, url);
    const own = await sdkListTools(process.execPath, [EVERYTHING, 'stdio']);
    assert.deepEqual(file.tools.map((t) => t.name), own.map((t) => (t as { name: string }).name));
    assert.deepEqual((JSON.parse(readFileSync(snapshot, 'utf8')) as { tools: unknown[] }).tools, own);
  } finally {
    await server.stop();
  }
});

test('SSE fallback: an HTTP+SSE-only server (server-everything sse) is read over SSE', async () => {
  const server = await startHttpServer([EVERYTHING, 'sse']);
  try {
    const r = await cli(['mcp', '--format', 'json', '--url', `http://127.0.0.1:${server.port}/sse`]);
    assert.equal(r.code, 1, r.stderr);
    const names = (JSON.parse(r.stdout) as JsonReport).files[0]!.tools.map((t) => t.name);
    assert.ok(names.includes('echo') && names.includes('get-sum'), names.join());
  } finally {
    await server.stop();
  }
});

test('HTTP: nothing listening: exit 2 with the reason', async () => {
  const server = await startHttpServer([EVERYTHING, 'streamableHttp']);
  await server.stop();
  const r = await cli(['mcp', '--timeout', '5', '--url', `http://127.0.0.1:${server.port}/mcp`]);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /did not answer/);
});

test('usage errors: the mcp options and their combinations', async () => {
  for (const args of [['mcp'], ['mcp', '--url', 'http://x', '--', 'node'], ['mcp', 'node'], ['mcp', '--header', 'A: b', '--', 'node'], ['--url', 'http://x'], ['mcp', '--timeout', '0', '--', 'x'], ['mcp', '--url', 'http://x', '--header', 'nocolon']]) {
    const r = await cli(args);
    assert.equal(r.code, 2, args.join(' '));
    assert.match(r.stderr, /toollint: /);
  }
});

test('--verbose passes the server stderr through; stylish output names the server', async () => {
  const pidFile = join(tmp, 'pids-verbose.json');
  const quiet = await cli(['mcp', '--', process.execPath, join(FIXTURES, 'pid-server.mjs'), pidFile]);
  assert.doesNotMatch(quiet.stderr, /pid-server: started/);
  assert.match(quiet.stdout, new RegExp(`mcp:stdio:${process.execPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} .*pid-server\\.mjs`));
  assert.match(quiet.stdout, /optional-not-required/);
  const verbose = await cli(['mcp', '--verbose', '--', process.execPath, join(FIXTURES, 'pid-server.mjs'), pidFile]);
  assert.match(verbose.stderr, /pid-server: started/);
});

test('--header is sent with every request to the server', async () => {
  const { createServer } = await import('node:http');
  const seen: string[] = [];
  const server = createServer((req, res) => {
    seen.push(String(req.headers['x-api-key']));
    res.writeHead(404).end();
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  try {
    const port = (server.address() as { port: number }).port;
    const r = await cli(['mcp', '--timeout', '5', '--url', `http://127.0.0.1:${port}/mcp`, '--header', 'X-Api-Key: secret-1']);
    assert.equal(r.code, 2);
    // Both the streamable HTTP attempt and the SSE fallback carried it.
    assert.ok(seen.length >= 2 && seen.every((h) => h === 'secret-1'), JSON.stringify(seen));
  } finally {
    server.close();
  }
});

/** `toollint mcp --timeout 2 --url` against a local server that `handler` serves: exit 2, the message, and the CLI ends. */
async function timesOutAndEnds(handler: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void): Promise<void> {
  const { createServer } = await import('node:http');
  const server = createServer(handler);
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  try {
    const port = (server.address() as { port: number }).port;
    const script = `require(${JSON.stringify(join(ROOT, 'cli/src/main.ts'))}).run(process.argv.slice(1)).then((c) => { process.exitCode = c; })`;
    const child = spawn(process.execPath, ['--import', 'tsx', '-e', script, 'mcp', '--timeout', '2', '--url', `http://127.0.0.1:${port}/mcp`], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d));
    const started = Date.now();
    // A CLI that does not end is killed (so that the failure comes now, not when the server gives up at 300 s).
    const killer = setTimeout(() => child.kill('SIGKILL'), 20000);
    const code = await new Promise<number | null>((r) => child.once('exit', r));
    clearTimeout(killer);
    assert.equal(code, 2, stderr);
    assert.match(stderr, /did not answer within 2 s/);
    assert.ok(Date.now() - started < 15000, `the CLI ended after ${Date.now() - started} ms`);
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

test('HTTP: a server whose SSE stream never opens (after streamable HTTP is refused): exit 2 after --timeout, and the CLI process ends', async () => {
  // POST is refused at once, so the CLI falls back to SSE; the GET for the stream is accepted and never answered.
  await timesOutAndEnds((req, res) => {
    if (req.method === 'POST') res.writeHead(404).end();
  });
});

test('HTTP: a server that accepts but never answers: exit 2 after --timeout, and the CLI process ends', async () => {
  await timesOutAndEnds(() => {});
});
