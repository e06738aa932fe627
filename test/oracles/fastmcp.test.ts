// FastMCP's tools against the real fastmcp (4.20.16, and 3.35.0 for a project declaring fastmcp 3, with xsschema 0.4.4, zod 4.6.7, zod-to-json-schema 3.25.2, valibot;
// installed by scripts/fastmcp-oracle.sh in test/oracles/fastmcp/node_modules, not a devDependency): each FastMCP
// fixture (this test's own files, never user code) runs with the real FastMCP, its server connected to an in-memory MCP
// client, and the tools its tools/list response carries as the server sends it (name, description, inputSchema, annotations) must equal, key order
// included, what toollint reads from the fixture's text. Imports of the project's other files are stubs (nothing runs
// at registration but the schemas). zod 3 fixtures (a package.json declaring zod 3) run with `zod/v3`.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';
import { lint } from '../../shared/src';
import { readFile } from '../read-file';

const ROOT = join(__dirname, '..', '..');
execFileSync('bash', [join(ROOT, 'scripts', 'fastmcp-oracle.sh')], { stdio: ['ignore', 'ignore', 'inherit'] });
const oracle = createRequire(join(__dirname, 'fastmcp', 'package.json'));
const FIXTURES = join(__dirname, '..', 'fixtures');

/** Anything a fixture's own modules export (a client, a store): never called while tools are registered and listed. */
const stub: unknown = new Proxy(function () {}, { get: (_t, k) => (k === Symbol.toPrimitive ? () => '' : stub), apply: () => stub });

/**
 * The tools/list of every FastMCP server a fixture project's entry creates, run with the real FastMCP: its own modules
 * are run too (transpiled), except those that import a package the oracle does not have (an API client: a stub).
 */
async function listedBy(entry: string, zod3: boolean, fastmcp: string): Promise<unknown[]> {
  const real = oracle(fastmcp) as { FastMCP: new (o: object) => any; FastMCPSession: new (o: object) => any };
  const servers: { server: any; tools: unknown[] }[] = [];
  class FastMCP extends real.FastMCP {
    // The tools as registered, for a FastMCP without connect() (3.x): a session of its own is built over them.
    readonly registered: unknown[] = [];
    constructor(options: object) {
      super(options);
      servers.push({ server: this, tools: this.registered });
    }
    addTool(tool: unknown): void {
      this.registered.push(tool);
      super.addTool(tool);
    }
    addTools(tools: unknown[]): void {
      this.registered.push(...tools);
      super.addTools(tools);
    }
    async start(): Promise<void> {}
  }
  const packages: Record<string, () => unknown> = {
    fastmcp: () => ({ ...real, FastMCP }),
    zod: () => oracle(zod3 ? 'zod/v3' : 'zod'),
    valibot: () => oracle('valibot'),
  };
  const loaded = new Map<string, unknown>();
  const load = (file: string): unknown => {
    if (loaded.has(file)) return loaded.get(file);
    const code = readFileSync(file, 'utf8').replace(/^#!.*/, '');
    const imports = [...code.matchAll(/from\s+"([^"]+)"/g)].map((m) => m[1]!);
    if (imports.some((i) => !i.startsWith('.') && !packages[i])) {
      loaded.set(file, new Proxy({}, { get: () => stub }));
      return loaded.get(file);
    }
    const module = { exports: {} as Record<string, unknown> };
    loaded.set(file, module.exports);
    const req = (name: string): unknown => (name.startsWith('.') ? load(join(dirname(file), name.replace(/\.js$/, '.ts'))) : packages[name]!());
    const js = ts.transpileModule(code, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
    new Function('require', 'exports', 'module', js)(req, module.exports, module);
    return module.exports;
  };
  load(entry);
  const { Client } = oracle('@modelcontextprotocol/sdk/client/index.js');
  const { InMemoryTransport } = oracle('@modelcontextprotocol/sdk/inMemory.js');
  const tools: unknown[] = [];
  for (const { server, tools: registered } of servers) {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    // The response as the server sends it (the SDK's Client parses it with zod, which puts known keys first).
    const send = serverSide.send.bind(serverSide);
    serverSide.send = async (message: { result?: { tools?: unknown[] } }, options?: unknown) => {
      if (message.result?.tools) tools.push(...JSON.parse(JSON.stringify(message.result.tools)));
      return send(message, options);
    };
    if (typeof server.connect === 'function') await server.connect(serverSide);
    else await new real.FastMCPSession({ name: 'oracle', version: '1.0.0', logger: console, tools: registered, prompts: [], resources: [], resourcesTemplates: [], transportType: 'stdio' }).connect(serverSide);
    const client = new Client({ name: 'oracle', version: '1.0.0' });
    await client.connect(clientSide);
    await client.listTools();
    await client.close();
  }
  return tools;
}

/** What toollint reads from the project's files: each tool's name, description, inputSchema and annotations, as JSON. */
function readBy(files: string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const path of files) {
    for (const t of lint(readFileSync(path, 'utf8'), { path, readFile }).tools) {
      const { name, description, inputSchema, annotations } = JSON.parse(JSON.stringify(t.definition.value)) as Record<string, unknown>;
      assert.equal(out.has(t.name!), false, `${t.name} read once`);
      out.set(t.name!, JSON.stringify({ annotations, description, inputSchema, name }));
    }
  }
  return out;
}

/** Each fixture project, run with the FastMCP its package.json's range resolves to (`^4.20.0`: 4.20.16; `^3.23.0`: 3.35.0). */
const CASES: { dir: string; entry: string; files: string[]; zod3: boolean; fastmcp: string; unread: string[] }[] = [
  { dir: 'ts-fastmcp-server', entry: 'src/index.ts', files: ['src/index.ts', 'src/tools/issues.ts', 'src/tools/projects.ts', 'src/linear.ts'], zod3: false, fastmcp: 'fastmcp', unread: ['set_priority'] },
  { dir: 'ts-fastmcp-zod3', entry: 'src/server.ts', files: ['src/server.ts', 'src/store.ts'], zod3: true, fastmcp: 'fastmcp3', unread: [] },
];

for (const c of CASES) {
  test(`FastMCP oracle: ${c.dir} reads as the real FastMCP's tools/list sends it`, async () => {
    const sent = (await listedBy(join(FIXTURES, c.dir, c.entry), c.zod3, c.fastmcp)) as { name: string; description?: string; inputSchema: unknown; annotations?: unknown }[];
    const read = readBy(c.files.map((f) => join(FIXTURES, c.dir, f)));
    assert.ok(sent.length >= 2, `${sent.length} tools sent`);
    for (const tool of sent) {
      if (c.unread.includes(tool.name)) {
        assert.equal(read.has(tool.name), false, `${tool.name} is reported as not analysed, not read`);
        continue;
      }
      const { annotations, description, inputSchema, name } = tool;
      assert.equal(read.get(tool.name), JSON.stringify({ annotations, description, inputSchema, name }), tool.name);
    }
    assert.deepEqual([...read.keys()].sort(), sent.map((t) => t.name).filter((n) => !c.unread.includes(n)).sort());
  });
}
