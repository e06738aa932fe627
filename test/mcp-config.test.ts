// toollint mcp --config: the servers an MCP client config lists, each reported on its entry in the config.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { readClientConfig } from '../cli/src/mcp/client-config';
import { alive, cli, EVERYTHING, FIXTURES, readPids, waitFor } from './mcp-helpers';

const tmp = mkdtempSync(join(tmpdir(), 'toollint-mcp-config-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

test('readClientConfig: VS Code `servers` with variables, inputs and every transport', () => {
  const text = `{
  // comments and trailing commas, as VS Code allows
  "inputs": [{ "id": "token", "type": "promptString" }],
  "servers": {
    "files": { "type": "stdio", "command": "node", "args": ["\${workspaceFolder}/server.js", "--home=\${userHome}", "--user=\${env:TL_USER}"], "env": { "A": "\${env:TL_USER}" } },
    "remote": { "type": "http", "url": "https://example.com/mcp", "headers": { "Authorization": "Bearer \${input:token}" } },
    "old": { "type": "sse", "url": "http://127.0.0.1:9/sse" },
    "off": { "command": "x", "disabled": true },
    "empty": {},
  },
}`;
  const cfg = readClientConfig(text, '/w/project/.vscode/mcp.json', { TL_USER: 'ann' })!;
  assert.equal(cfg.key, 'servers');
  const [files, remote, old, off, empty] = cfg.servers;
  assert.deepEqual(files!.spec, { kind: 'stdio', command: 'node', args: ['/w/project/server.js', `--home=${homedir()}`, '--user=ann'], env: { A: 'ann' }, cwd: '/w/project' });
  assert.deepEqual(files!.range, { start: { line: 4, character: 4 }, end: { line: 4, character: 11 } });
  assert.equal(remote!.spec, undefined);
  assert.match(remote!.problem!, /\$\{input:token\}/);
  assert.deepEqual(old!.spec, { kind: 'http', url: 'http://127.0.0.1:9/sse', headers: {}, transport: 'sse' });
  assert.equal(off!.disabled, true);
  assert.match(empty!.problem!, /neither a command nor a url/);
});

test('readClientConfig: `mcpServers` (Claude Code ${VAR:-default}, Cursor, Claude Desktop); other JSON is not a config', () => {
  const cfg = readClientConfig('{"mcpServers": {"a": {"command": "npx", "args": ["-y", "srv", "${TL_DIR:-/tmp}"]}, "b": {"url": "http://h/mcp"}}}', '/w/.mcp.json', {})!;
  assert.equal(cfg.key, 'mcpServers');
  assert.deepEqual(cfg.servers[0]!.spec, { kind: 'stdio', command: 'npx', args: ['-y', 'srv', '/tmp'], cwd: '/w' });
  assert.deepEqual(cfg.servers[1]!.spec, { kind: 'http', url: 'http://h/mcp', headers: {} });
  assert.equal(readClientConfig('{"tools": []}', '/w/x.json'), undefined);
  assert.equal(readClientConfig('not json at all {{{', '/w/x.json'), undefined);
});

type JsonReport = { files: { path: string; tools: { name: string; range: unknown }[]; findings: { rule: string; pointer: string; message: string; range: { start: { line: number } } }[] }[] };

test('mcp --config .vscode/mcp.json: each server is a report on its entry; inputs and disabled entries are not started', async () => {
  const project = join(tmp, 'project');
  mkdirSync(join(project, '.vscode'), { recursive: true });
  const pidFile = join(tmp, 'pids.json');
  writeFileSync(
    join(project, '.vscode/mcp.json'),
    JSON.stringify(
      {
        servers: {
          everything: { command: process.execPath, args: [EVERYTHING, 'stdio'] },
          users: { type: 'stdio', command: process.execPath, args: [join(FIXTURES, 'pid-server.mjs'), pidFile] },
          secret: { type: 'http', url: 'https://example.invalid/mcp', headers: { Authorization: '${input:key}' } },
          off: { command: 'false', disabled: true },
        },
      },
      null,
      2,
    ),
  );
  const r = await cli(['mcp', '--format', 'json', '--config', '.vscode/mcp.json'], project);
  assert.equal(r.code, 1, r.stderr);
  const out = JSON.parse(r.stdout) as JsonReport;
  assert.deepEqual(out.files.map((f) => f.path), ['.vscode/mcp.json', '.vscode/mcp.json']);
  const [everything, users] = out.files;
  // "everything" is on line 2 of the config (0-based), "users" on line 9.
  assert.ok(everything!.findings.length > 0 && everything!.findings.every((f) => f.range.start.line === 2 && f.message.startsWith('server "everything": ')));
  assert.ok(users!.findings.every((f) => f.range.start.line === 9 && f.message.startsWith('server "users": ')), JSON.stringify(users!.findings.map((f) => f.range)));
  assert.deepEqual(users!.tools.map((t) => t.name), ['find_user']);
  assert.ok(users!.findings.some((f) => f.rule === 'optional-not-required' && f.pointer === '/tools/0/inputSchema/properties/limit'));
  assert.match(r.stderr, /server "secret" is not started: .*\$\{input:key\}/);
  const pids = readPids(pidFile)!;
  assert.ok(await waitFor(() => !alive(pids.server) && !alive(pids.child)));

  const one = await cli(['mcp', '--format', 'json', '--config', '.vscode/mcp.json', '--server', 'users'], project);
  assert.deepEqual((JSON.parse(one.stdout) as JsonReport).files.map((f) => f.tools.map((t) => t.name)), [['find_user']]);
  const unknown = await cli(['mcp', '--config', '.vscode/mcp.json', '--server', 'nope'], project);
  assert.equal(unknown.code, 2);
  assert.match(unknown.stderr, /no server "nope"/);
});

test('mcp --config: a server that cannot start is exit 2, the others are still linted', async () => {
  const file = join(tmp, 'claude_desktop_config.json');
  writeFileSync(file, JSON.stringify({ mcpServers: { broken: { command: process.execPath, args: ['-e', 'console.error("missing API key"); process.exit(1)'] }, fine: { command: process.execPath, args: [join(FIXTURES, 'raw-server.mjs')] } } }));
  const r = await cli(['mcp', '--format', 'json', '--config', file], tmp);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /server "broken": the server exited with code 1[\s\S]*\| missing API key/);
  assert.deepEqual((JSON.parse(r.stdout) as JsonReport).files.map((f) => f.tools.map((t) => t.name)), [['search', 'list']]);
  const notConfig = join(tmp, 'tools.json');
  writeFileSync(notConfig, '{"tools": []}');
  const bad = await cli(['mcp', '--config', notConfig], tmp);
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /lists no MCP servers/);
});

test('mcp --config: the name each client builds is checked with the server name the config gives', async () => {
  const long = 'an-extremely-long-server-name-for-the-user-directory';
  const file = join(tmp, '.mcp.json');
  writeFileSync(file, JSON.stringify({ mcpServers: { [long]: { command: process.execPath, args: [join(FIXTURES, 'raw-server.mjs')] }, s: { command: process.execPath, args: [join(FIXTURES, 'raw-server.mjs')] } } }));
  const r = await cli(['mcp', '--format', 'json', '--targets', 'mcp', '--config', file], tmp);
  const [longReport, shortReport] = (JSON.parse(r.stdout) as JsonReport).files;
  const names = longReport!.findings.filter((f) => f.rule === 'mcp-client-limits' && f.pointer === '/tools/0/name').map((f) => f.message);
  // mcp__ + 52 + __ + "search" = 65 characters; 52 + 6 = 58 fits Cursor's 60.
  assert.equal(names.length, 1, names.join('\n'));
  assert.match(names[0]!, new RegExp(`Claude Code names this tool "mcp__${long}__search" \\(65 characters\\), over its 64`));
  assert.ok(!shortReport!.findings.some((f) => f.rule === 'mcp-client-limits' && f.pointer.endsWith('/name')));
  // Turned off in the config, it is not reported.
  writeFileSync(join(tmp, 'toollint.config.json'), JSON.stringify({ rules: { 'mcp-client-limits': 'off' } }));
  try {
    const off = await cli(['mcp', '--format', 'json', '--targets', 'mcp', '--config', file], tmp);
    assert.ok(!(JSON.parse(off.stdout) as JsonReport).files[0]!.findings.some((f) => f.rule === 'mcp-client-limits'));
  } finally {
    rmSync(join(tmp, 'toollint.config.json'));
  }
});
