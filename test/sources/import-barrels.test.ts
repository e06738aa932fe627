// Barrels of barrels stay linear (robustness review, 2026-12-02): `export * from` indexes that re-export indexes, as
// shared constant packages have them. A namespace import of such an index (`import * as C from '../constants/index'`,
// then `C.SEARCH_DESCRIPTION`, `.describe(C.QUERY_DESCRIPTION)`) is read once per lint, each `export *` module once,
// within one budget of modules for the whole walk (not one per level), cycles included; it had made a namespace object
// of every module of the tree, each re-parsed, on every lint (13.7 s for 50 small tool files). Also: a registration
// loop over an imported list toollint stops reading at a bound (more than 500 records, lists nested too deep, a cycle
// of files) leaves one not-analyzable at the loop instead of no tool and no word; and the Claude Agent SDK's server
// keys (a server listed under many keys is named by the first).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';
import { converterOf } from '../../shared/src/sources/node-marks';
import { readFile as disk } from '../read-file';

const ROOT = join(__dirname, '..', 'fixtures', 'ts-import-barrels', 'src');
type Value = { name: string; description?: string; inputSchema: { properties: Record<string, Record<string, unknown>> } };

test('values of a namespace import are read through barrels of barrels, a cycle of them included', () => {
  const file = join(ROOT, 'tools', 'helpdesk.ts');
  const r = lint(readFileSync(file, 'utf8'), { path: file, readFile: disk });
  const [search, ticket] = r.tools.map((t) => JSON.parse(JSON.stringify(t.definition.value)) as Value);
  assert.deepEqual(r.tools.map((t) => t.name), ['search_articles', 'open_ticket']);
  assert.equal(search!.description, 'Search the help-center articles by keyword. Returns the best matches first, with their titles and links.');
  // `.describe(C.QUERY_DESCRIPTION)` and `.max(C.MAX_RESULTS)`: zod reading the namespace object, two barrels down.
  assert.equal(search!.inputSchema.properties.query?.description, 'Words to look for in article titles and bodies.');
  assert.equal(search!.inputSchema.properties.limit?.maximum, 25);
  assert.equal(ticket!.description, 'Open a support ticket for the signed-in customer. The ticket is assigned to the first free agent.');
  assert.deepEqual(ticket!.inputSchema.properties.priority?.enum, ['low', 'normal', 'urgent']);
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => f.message), []);
});

/** A barrel tree as the review's repro has it: an index of 8 indexes of 8 modules of consts, and tool files using it. */
function barrelTree(tools: number): Map<string, string> {
  const files = new Map<string, string>();
  const top: string[] = [];
  for (let g = 0; g < 8; g++) {
    top.push(`export * from './g${g}/index';`);
    const group: string[] = [];
    for (let m = 0; m < 8; m++) {
      group.push(`export * from './m${m}';`);
      const consts = Array.from({ length: 40 }, (_, k) => `export const D_${g}_${m}_${k} = 'Text ${g} ${m} ${k}, a description of a field.';`);
      files.set(`/app/src/lib/g${g}/m${m}.ts`, consts.join('\n') + '\n');
    }
    files.set(`/app/src/lib/g${g}/index.ts`, group.join('\n') + '\n');
  }
  files.set('/app/src/lib/index.ts', top.join('\n') + '\n');
  for (let t = 0; t < tools; t++) {
    files.set(`/app/src/tools/t${t}.ts`, [
      "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
      "import { z } from 'zod';",
      "import * as lib from '../lib/index';",
      'export function register(server: McpServer) {',
      `  server.registerTool('tool_${t}', { description: lib.D_0_0_${t}, inputSchema: { q: z.string().describe(lib.D_0_1_${t}) } }, async () => ({ content: [] }));`,
      '}',
      '',
    ].join('\n'));
  }
  return files;
}

test('a namespace import of a barrel of barrels reads a bounded number of files per lint, not the whole tree', () => {
  const files = barrelTree(6);
  const perLint: number[] = [];
  for (let t = 0; t < 6; t++) {
    const path = `/app/src/tools/t${t}.ts`;
    const read = new Set<string>();
    let reads = 0;
    const result = lint(files.get(path)!, { path, readFile: (p) => (p.startsWith('/app/src/lib/') && (reads++, read.add(p)), files.get(p)) });
    // Read as before: the description (exportedValue through the barrels) and the describe() (the namespace object).
    assert.equal(result.tools[0]?.definition.description, `Text 0 0 ${t}, a description of a field.`);
    assert.equal((result.tools[0]?.definition.value as Value).inputSchema.properties.q?.description, `Text 0 1 ${t}, a description of a field.`);
    perLint.push(reads);
    // The modules the lint reads: the index, its `export *` walk's 8 modules (for the whole walk, not 8 per level) and
    // the few the description's lookup goes through; before, every one of the tree's 73 modules, each made a
    // namespace object of its own (and re-parsed, the cache holding fewer).
    assert.ok(read.size <= 20, `modules read: ${read.size}`);
  }
  for (const n of perLint) assert.ok(n <= 60, `reads per lint: ${perLint.join(', ')}`);
});

test('a cycle of `export *` modules that each re-export all the others is walked once per module', () => {
  const files = new Map<string, string>();
  for (let i = 0; i < 8; i++) {
    const stars = Array.from({ length: 8 }, (_, j) => j).filter((j) => j !== i).map((j) => `export * from './f${j}';`);
    const consts = Array.from({ length: 30 }, (_, k) => `export const C${i}_${k} = 'Value ${i} ${k}, a description.';`);
    files.set(`/cyc/f${i}.ts`, [...stars, ...consts].join('\n') + '\n');
  }
  files.set('/cyc/main.ts', [
    "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
    "import { z } from 'zod';",
    "import * as all from './f0';",
    "const server = new McpServer({ name: 'cyc', version: '1.0.0' });",
    "server.registerTool('lookup', { description: all.C0_1, inputSchema: { key: z.string().describe(all.C3_2) } }, async () => ({ content: [] }));",
    '',
  ].join('\n'));
  const reads = new Map<string, number>();
  const r = lint(files.get('/cyc/main.ts')!, { path: '/cyc/main.ts', readFile: (p) => (reads.set(p, (reads.get(p) ?? 0) + 1), files.get(p)) });
  assert.equal(r.tools[0]?.definition.description, 'Value 0 1, a description.');
  assert.equal((r.tools[0]?.definition.value as Value).inputSchema.properties.key?.description, 'Value 3 2, a description.');
  // Each module of the cycle is read a few times (resolved, parsed, looked up), never once per path through the cycle
  // (8^4 walks before).
  const most = Math.max(...reads.values());
  assert.ok(most <= 40, `reads of one module: ${most}`);
});

/** A server whose registration loop goes over tools other files list: `tools` of tools/index.ts spreads two lists. */
function loopProject(search: number, admin: number): Map<string, string> {
  const record = (kind: string, k: number) => `  { name: '${kind}_${k}', config: { description: 'The ${kind} tool number ${k}.', inputSchema: { q: z.string().describe('What to ${kind} for') } }, handler: async () => ({ content: [] }) },`;
  const list = (kind: string, n: number) => ["import { z } from 'zod';", `export const ${kind}Tools = [`, ...Array.from({ length: n }, (_, k) => record(kind, k)), '];', ''].join('\n');
  return new Map([
    ['/srv/package.json', '{ "name": "srv", "dependencies": { "@modelcontextprotocol/sdk": "^1.17.0", "zod": "^3.25.0" } }'],
    ['/srv/src/tools/search.ts', list('search', search)],
    ['/srv/src/tools/admin.ts', list('admin', admin)],
    ['/srv/src/tools/index.ts', "import { searchTools } from './search';\nimport { adminTools } from './admin';\nexport const tools = [...searchTools, ...adminTools];\n"],
    ['/srv/src/server.ts', [
      "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
      "import { tools } from './tools/index';",
      "const server = new McpServer({ name: 'srv', version: '1.0.0' });",
      'for (const t of tools) server.registerTool(t.name, t.config, t.handler);',
      '',
    ].join('\n')],
  ]);
}
const lintServer = (files: Map<string, string>) => lint(files.get('/srv/src/server.ts')!, { path: '/srv/src/server.ts', readFile: (p) => files.get(p) });
const notAnalyzable = (r: ReturnType<typeof lint>) => r.findings.filter((f) => f.rule === 'not-analyzable');

test('a registration loop over imported lists of more than 500 records leaves one not-analyzable at the loop', () => {
  const r = lintServer(loopProject(300, 201));
  assert.equal(r.tools.length, 0);
  const na = notAnalyzable(r);
  assert.equal(na.length, 1, JSON.stringify(na));
  assert.equal(na[0]!.range.start.line, 3);
  assert.match(na[0]!.message, /come from `tools`, which toollint stopped reading: it holds more than 500 records/);
  // At the bound, every record is read, and nothing is reported.
  const all = lintServer(loopProject(300, 200));
  assert.equal(all.tools.length, 500);
  assert.deepEqual(notAnalyzable(all), []);
});

test('a registration loop over lists that spread each other across files, or too many files deep, is reported, never silent', () => {
  const files = loopProject(2, 2);
  files.set('/srv/src/tools/search.ts', "import { z } from 'zod';\nimport { tools } from './index';\nexport const searchTools = [...tools, { name: 'search_docs', config: { description: 'Search the docs.', inputSchema: { q: z.string() } }, handler: async () => ({ content: [] }) }];\n");
  const cycle = notAnalyzable(lintServer(files));
  assert.equal(cycle.length, 1, JSON.stringify(cycle));
  assert.match(cycle[0]!.message, /a cycle of files through "\.\/index"/);
  // index.ts -> l1.ts -> ... -> l6.ts, each spreading the next one's list.
  const deep = loopProject(2, 2);
  deep.set('/srv/src/tools/index.ts', "import { L } from './l1';\nexport const tools = [...L];\n");
  for (let i = 1; i <= 6; i++) deep.set(`/srv/src/tools/l${i}.ts`, i < 6 ? `import { L as N } from './l${i + 1}';\nexport const L = [...N];\n` : "import { searchTools } from './search';\nexport const L = [...searchTools];\n");
  const far = lintServer(deep);
  assert.equal(far.tools.length, 0);
  assert.equal(notAnalyzable(far).length, 1, JSON.stringify(notAnalyzable(far)));
  // A package's list is code passing tools on, not read and not reported (as before).
  const pkg = loopProject(2, 2);
  pkg.set('/srv/src/server.ts', pkg.get('/srv/src/server.ts')!.replace("'./tools/index'", "'@acme/mcp-tools'"));
  assert.deepEqual(notAnalyzable(lintServer(pkg)), []);
});

test('Claude Agent SDK: a server listed under many keys is named by the first, and says so', () => {
  const keys = Array.from({ length: 2000 }, (_, i) => `desk${i}: helpdesk`).join(', ');
  const text = [
    "import { createSdkMcpServer, query, tool } from '@anthropic-ai/claude-agent-sdk';",
    "import { z } from 'zod';",
    "const helpdesk = createSdkMcpServer({ name: 'helpdesk-tools', version: '1.0.0', tools: [tool('lookup_ticket', 'Look up a ticket by its id.', { id: z.string().describe('Ticket id') }, async () => ({ content: [] }))] });",
    `for await (const m of query({ prompt: 'Help', options: { mcpServers: { ${keys} } } })) console.log(m);`,
    '',
  ].join('\n');
  const r = lint(text, { path: '/agent/support.ts' });
  assert.deepEqual(r.tools.map((t) => t.name), ['mcp__desk0__lookup_ticket']);
  assert.match(converterOf(r.tools[0]!.definition.node) ?? '', /the key "desk0" query\(\)'s mcpServers lists its createSdkMcpServer under \(the first of the keys it is listed under\)/);
});
