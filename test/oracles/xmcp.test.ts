// xmcp's tool modules against the real xmcp runtime (1.1.3, its bundled stdio server dist/runtime/stdio.js, with zod
// 4.6.7, whose `zod/v3` stands for zod 3 in a project declaring it; installed by scripts/xmcp-oracle.sh in test/oracles/xmcp/node_modules, not a devDependency). xmcp's compiler
// hands its runtime the project's tool modules as INJECTED_TOOLS (path -> module loader); here a child process sets
// those globals over the fixture's own modules (transpiled; imports of the project's other files are stubs), loads the
// runtime, and answers tools/list over stdio. The raw response, key order included, must equal what toollint reads.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { lint } from '../../shared/src';
import { readFile } from '../read-file';

const ROOT = join(__dirname, '..', '..');
execFileSync('bash', [join(ROOT, 'scripts', 'xmcp-oracle.sh')], { stdio: ['ignore', 'ignore', 'inherit'] });
const ORACLE = join(__dirname, 'xmcp');
const FIXTURES = join(__dirname, '..', 'fixtures');
const tmp = mkdtempSync(join(tmpdir(), 'toollint-xmcp-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

/** The child: the globals xmcp's compiler defines, each tool module transpiled and loaded, then the stdio runtime. */
const BOOT = `
const { createRequire } = require('node:module');
const { readFileSync } = require('node:fs');
const ts = require(${JSON.stringify(require.resolve('typescript'))});
const oracle = createRequire(${JSON.stringify(join(ORACLE, 'package.json'))});
const [root, zodPath, ...files] = JSON.parse(process.argv[2]);
const stub = new Proxy(function () {}, { get: (_t, k) => (k === Symbol.toPrimitive ? () => '' : stub), apply: () => stub });
const load = (file) => {
  const js = ts.transpileModule(readFileSync(root + '/' + file, 'utf8'), { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.React } }).outputText;
  const module = { exports: {} };
  const req = (name) => (name === 'zod' ? oracle(zodPath) : name === 'xmcp' ? {} : new Proxy({}, { get: () => stub }));
  new Function('require', 'exports', 'module', js)(req, module.exports, module);
  return module.exports;
};
globalThis.INJECTED_TOOLS = Object.fromEntries(files.map((f) => [f, async () => load(f)]));
globalThis.INJECTED_PROMPTS = {};
globalThis.INJECTED_RESOURCES = {};
globalThis.INJECTED_CLIENT_BUNDLES = {};
globalThis.IS_CLOUDFLARE = false;
globalThis.SERVER_INFO = { name: 'oracle', version: '1.0.0' };
globalThis.STDIO_CONFIG = { silent: true };
require(${JSON.stringify(join(ORACLE, 'node_modules', 'xmcp', 'dist', 'runtime', 'stdio.js'))});
`;
const boot = join(tmp, 'boot.cjs');
writeFileSync(boot, BOOT);

/** The raw tools/list result of the real runtime over the given tool modules (paths relative to the project). */
async function listedBy(root: string, files: string[], zod3: boolean): Promise<unknown[]> {
  const child = spawn(process.execPath, [boot, JSON.stringify([root, zod3 ? 'zod/v3' : 'zod', ...files])], { cwd: tmp, stdio: ['pipe', 'pipe', 'inherit'] });
  try {
    const lines: string[] = [];
    let buffer = '';
    const waiting = new Map<number, (m: any) => void>();
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (d: string) => {
      buffer += d;
      let nl: number;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        lines.push(line);
        try {
          const m = JSON.parse(line);
          waiting.get(m.id)?.(m);
        } catch {
          // not a JSON-RPC line
        }
      }
    });
    const call = (id: number, method: string, params: object) => new Promise<any>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no answer to ${method}: ${lines.join('\n')}`)), 20_000);
      waiting.set(id, (m) => (clearTimeout(timer), resolve(m)));
      child.stdin.write(JSON.stringify({ jsonrpc: '2.0', id, method, params }) + '\n');
    });
    await call(1, 'initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'oracle', version: '1.0.0' } });
    child.stdin.write(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }) + '\n');
    const listed = await call(2, 'tools/list', {});
    assert.ok(listed.result, JSON.stringify(listed));
    return listed.result.tools;
  } finally {
    child.kill();
  }
}

/** What toollint reads from each module: name, title, description, inputSchema and annotations, as JSON. */
function readBy(root: string, files: string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of files) {
    const path = join(root, f);
    for (const t of lint(readFileSync(path, 'utf8'), { path, readFile }).tools) {
      const { name, title, description, inputSchema, annotations } = JSON.parse(JSON.stringify(t.definition.value)) as Record<string, unknown>;
      out.set(t.name!, JSON.stringify({ name, title, description, inputSchema, annotations }));
    }
  }
  return out;
}

const CASES: { dir: string; files: string[]; zod3: boolean }[] = [
  { dir: 'ts-xmcp-app', files: ['src/tools/get-forecast.ts', 'src/tools/convert-units.ts', 'src/tools/health.ts', 'src/tools/github/list-repos.ts'], zod3: false },
  { dir: 'ts-xmcp-zod3', files: ['src/tools/put-entries.ts'], zod3: true },
];

for (const c of CASES) {
  test(`xmcp oracle: ${c.dir} reads as the real xmcp runtime's tools/list sends it`, async () => {
    const root = join(FIXTURES, c.dir);
    const sent = (await listedBy(root, c.files, c.zod3)) as { name: string; title?: string; description?: string; inputSchema: unknown; annotations?: unknown }[];
    const read = readBy(root, c.files);
    assert.equal(sent.length, c.files.length);
    for (const tool of sent) {
      const { name, title, description, inputSchema, annotations } = tool;
      assert.equal(read.get(tool.name), JSON.stringify({ name, title, description, inputSchema, annotations }), tool.name);
    }
    assert.deepEqual([...read.keys()].sort(), sent.map((t) => t.name).sort());
  });
}
