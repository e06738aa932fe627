// npm run bench: toollint (built bundle, all rules, default targets, token counts) against yardsticks measured in the
// same run: `node -e 0` for the CLI's start, the parse-and-tokenize floor for a corpus lint, a bare parse for the
// server's re-lint, and the peer mcp-lint where it is built beside the project. Prints ratios; never asserts on time.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';

const require = createRequire(import.meta.url);
const { lint, fix, findTools, RULES } = require('../../dist/index.js');
const { parseTree } = require('jsonc-parser');

const HERE = import.meta.dirname ?? new URL('.', import.meta.url).pathname;
const ROOT = join(HERE, '..', '..');
const corpus = process.argv[2] ?? join(ROOT, '..', 'shared', 'corpus');
// The peer, built from its public source beside the project (never committed): see the mcp-lint section below.
const PEER = process.env.MCP_LINT ?? join(ROOT, '..', 'peers', 'mcp-lint', 'dist', 'index.js');
const TMP = mkdtempSync(join(tmpdir(), 'toollint-bench-'));
process.on('exit', () => rmSync(TMP, { recursive: true, force: true }));
const files = [];
(function walk(dir) {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (/\.(json|jsonl|snap)$/.test(name)) files.push([p, readFileSync(p, 'utf8')]);
  }
})(corpus);
const bytes = files.reduce((n, [, t]) => n + Buffer.byteLength(t), 0);
const mb = bytes / 1024 / 1024;

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}
function measure(fn, runs = 5) {
  fn(); // warm-up: loads tokenizer ranks, compiles meta-schemas, JIT
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    times.push((performance.now() - t) / 1000);
  }
  return median(times);
}

let tools = 0;
let findings = 0;
// Like the CLI, one run shares a result cache across its files, so a definition repeated in
// several files (bfcl reuses functions across questions) is analysed once per run. Each run starts empty.
const lintSeconds = measure(() => {
  tools = 0;
  findings = 0;
  const cache = new Map();
  for (const [path, text] of files) {
    const r = lint(text, { path, cache });
    tools += r.tools.length;
    findings += r.findings.length;
  }
});
const parseSeconds = measure(() => {
  for (const [path, text] of files) {
    if (/\.jsonl$/.test(path) || text.indexOf('\n') > 0 && text.slice(0, text.indexOf('\n')).trim().endsWith('}') && text.trim().startsWith('{"')) {
      for (const line of text.split('\n')) if (line.trim()) parseTree(line);
    } else parseTree(text);
  }
});
// The pieces of a lint a floor is made of, in process: toollint's JSON reading (its fast path for plain JSON, jsonc-parser
// for the rest; shared/src/sources/json/, bundled here) and rendering and counting each distinct tool once.
const readerJs = join(TMP, 'json-reader.js');
await build({ entryPoints: [join(ROOT, 'shared', 'src', 'sources', 'json', 'json.ts')], bundle: true, platform: 'node', format: 'cjs', target: 'node20', outfile: readerJs, mainFields: ['module', 'main'], logLevel: 'warning' });
const { parseJsonDocument, jsonLinesHint } = require(readerJs);
const readSeconds = measure(() => {
  for (const [path, text] of files) parseJsonDocument(text, { jsonLines: jsonLinesHint(undefined, path) });
});
const { renderOpenAiTool, countTokens } = require('../../dist/index.js');
const distinctTools = new Map();
for (const [path, text] of files) {
  for (const t of findTools(text, { path })) {
    if (t.shape === 'builtin') continue;
    const tool = { name: t.name ?? '', description: t.description, schema: t.schema };
    distinctTools.set(JSON.stringify(tool), tool);
  }
}
const PRE = '# Tools\n\n## functions\n\nnamespace functions {\n\n';
const POST = '} // namespace functions';
const countSeconds = measure(() => {
  for (const t of distinctTools.values()) countTokens(PRE + renderOpenAiTool(t.name, t.description, t.schema) + POST, 'o200k_base');
});
const heap = process.memoryUsage();

const row = (label, seconds) => `${label.padEnd(28)} ${(seconds * 1000).toFixed(0).padStart(6)} ms  ${(mb / seconds).toFixed(2).padStart(7)} MB/s  ${Math.round(tools / seconds).toString().padStart(8)} tools/s`;
console.log(`corpus: ${files.length} files, ${mb.toFixed(2)} MB, ${tools} tools, ${findings} findings (median of 5 runs after a warm-up)`);
console.log(row('toollint lint (all rules)', lintSeconds));
const coldSeconds = measure(() => {
  for (const [path, text] of files) lint(text, { path });
}, 3);
console.log(row('  same, no cache across files', coldSeconds));
console.log(row('bare jsonc-parser parseTree', parseSeconds));
console.log(row("toollint's JSON reading", readSeconds));
console.log(`render and count ${distinctTools.size} distinct tools (o200k_base), in process: ${(countSeconds * 1000).toFixed(0)} ms`);
console.log(`ratio lint / bare parse: ${(lintSeconds / parseSeconds).toFixed(1)}x (no cache across files: ${(coldSeconds / parseSeconds).toFixed(1)}x; goal: within 3x)`);
console.log(`memory after runs: rss ${(heap.rss / 1024 / 1024).toFixed(0)} MB, heap used ${(heap.heapUsed / 1024 / 1024).toFixed(0)} MB`);

// Whole processes, timed from outside: wall time from spawn to exit; CPU time and peak memory as the process itself
// counts them (report-usage.cjs, preloaded). A and B alternate, and the ratio is the median of the pairs' ratios.
// Each side runs once first, untimed: for the CLI that run writes its code cache (bin/load-bundle.js) if there is none,
// and the timed runs take it, as every run after a user's first does.
const USAGE = join(HERE, 'report-usage.cjs');
function timeProcess(args, opts = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['-r', USAGE, ...args], { stdio: ['ignore', opts.stdout ?? 'ignore', 'pipe'], cwd: opts.cwd ?? ROOT });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (code) => {
      const wall = (performance.now() - started) / 1000;
      const usage = /BENCH-USAGE (.*)/.exec(err);
      if (!usage) throw new Error(`${args.join(' ')} printed no usage (exit ${code}): ${err.slice(-500)}`);
      resolve({ wall, ...JSON.parse(usage[1]), code });
    });
  });
}
async function versus(a, b, runs) {
  await timeProcess(a);
  await timeProcess(b);
  const A = [];
  const B = [];
  for (let i = 0; i < runs; i++) {
    A.push(await timeProcess(a));
    B.push(await timeProcess(b));
  }
  const med = (xs, k) => median(xs.map((x) => x[k]));
  const ratio = (k) => median(A.map((x, i) => x[k] / B[i][k]));
  return { a: { wall: med(A, 'wall'), cpu: med(A, 'cpu'), maxRss: med(A, 'maxRss') }, b: { wall: med(B, 'wall'), cpu: med(B, 'cpu'), maxRss: med(B, 'maxRss') }, wall: ratio('wall'), cpu: ratio('cpu') };
}
const sec = (x) => `${(x * 1000).toFixed(0)} ms`;
// The issue's goals, gathered as each is measured and printed together at the end: each as wall and CPU ratios of this run.
const goals = [];
const goal = (label, v, max, memory = undefined) => {
  const met = v.wall <= max && v.cpu <= max && (memory === undefined || v.a.maxRss < memory);
  const peak = memory === undefined ? '' : `, peak ${v.a.maxRss.toFixed(0)} MiB`;
  goals.push(`${label}: ${v.wall.toFixed(2)}x wall, ${v.cpu.toFixed(2)}x cpu${peak} (goal: at most ${max}x${memory === undefined ? '' : `, under ${memory} MiB`}): ${met ? 'met' : 'not met'}`);
};
const CLI = join(ROOT, 'bin', 'toollint.js');

// The CLI on one small JSON file, against `node -e 0` (goal: at most 2.5x, under 80 MiB).
{
  const v = await versus([CLI, join(ROOT, 'test', 'fixtures', 'book_flight.json')], ['-e', '0'], 9);
  console.log(
    `cli, one small file: ${sec(v.a.wall)} wall, ${sec(v.a.cpu)} cpu, peak ${v.a.maxRss.toFixed(0)} MiB; node -e 0: ${sec(v.b.wall)} wall, ${v.b.maxRss.toFixed(0)} MiB; ratio ${v.wall.toFixed(2)}x wall, ${v.cpu.toFixed(2)}x cpu (goal: at most 2.5x, under 80 MiB)`,
  );
  goal('the CLI on one small file vs node -e 0', v, 2.5, 80);
}

// The corpus with --format json (every tool's exact count in the output) against its physical floor: parse every file,
// render and tokenize each distinct tool once (floor.ts), as a process of its own (goal: at most 1.25x).
{
  const floorJs = join(TMP, 'floor.js');
  // The floor counts with the CLI's own tokenizer chunk (dist/o200k_base.js and its packed table): gpt-tokenizer's own
  // table takes longer to load, and a floor that loads it would flatter the ratio.
  const ownTokenizer = {
    name: 'own-tokenizer',
    setup(b) {
      b.onResolve({ filter: /^gpt-tokenizer\/encoding\/(o200k_base|cl100k_base)$/ }, (args) => ({ path: join(ROOT, 'dist', `${args.path.split('/').pop()}.js`), external: true }));
    },
  };
  await build({ entryPoints: [join(HERE, 'floor.ts')], bundle: true, platform: 'node', format: 'cjs', target: 'node20', outfile: floorJs, mainFields: ['module', 'main'], logLevel: 'warning', plugins: [ownTokenizer] });
  const seen = new Set();
  const distinct = [];
  for (const [path, text] of files) {
    for (const t of findTools(text, { path })) {
      if (t.shape === 'builtin') continue;
      const tool = { name: t.name ?? '', description: t.description, schema: t.schema };
      const key = JSON.stringify(tool);
      if (!seen.has(key)) seen.add(key), distinct.push(tool);
    }
  }
  writeFileSync(join(TMP, 'files.json'), JSON.stringify(files.map(([p]) => p)));
  writeFileSync(join(TMP, 'tools.json'), JSON.stringify(distinct));
  const v = await versus([CLI, '--format', 'json', corpus], [floorJs, join(TMP, 'files.json'), join(TMP, 'tools.json')], 3);
  console.log(
    `corpus lint --format json: ${sec(v.a.wall)} wall, ${sec(v.a.cpu)} cpu, peak ${v.a.maxRss.toFixed(0)} MiB; floor (parse ${files.length} files, render and count ${distinct.length} distinct tools): ${sec(v.b.wall)} wall, peak ${v.b.maxRss.toFixed(0)} MiB; ratio ${v.wall.toFixed(2)}x wall, ${v.cpu.toFixed(2)}x cpu (goal: at most 1.25x)`,
  );
  goal('corpus lint --format json vs its floor', v, 1.25);
}

// The CLI's worker pool (--threads, cli/src/pool/) on the same corpus lint against one thread: a ratio, no goal (on two
// cores shared with other work it may not pay; the README says what was measured).
{
  const n = Math.max(2, availableParallelism());
  const v = await versus([CLI, '--threads', String(n), '--format', 'json', corpus], [CLI, '--threads', '1', '--format', 'json', corpus], 3);
  console.log(`corpus lint --format json, ${n} threads vs one: ${sec(v.a.wall)} wall, ${sec(v.a.cpu)} cpu, peak ${v.a.maxRss.toFixed(0)} MiB; one thread ${sec(v.b.wall)} wall, ${sec(v.b.cpu)} cpu, peak ${v.b.maxRss.toFixed(0)} MiB; ratio ${v.wall.toFixed(2)}x wall, ${v.cpu.toFixed(2)}x cpu`);
}

// The peer: mcp-lint (github.com/robert19001-cmyk/mcp-lint, npm "mcp-lint"), built from its source beside the project
// (git clone into ../peers/mcp-lint, npm install, npx tsc; or MCP_LINT=path/to/dist/index.js), on one file of 3,000
// real MCP tools from the corpus (renamed where names repeat), each with its default output (goal: at most 1.0x).
if (existsSync(PEER)) {
  const seen = new Set();
  const names = new Set();
  const mcp = [];
  for (const [path, text] of files) {
    for (const t of findTools(text, { path })) {
      if (typeof t.name !== 'string' || !t.schema || typeof t.schema !== 'object' || Array.isArray(t.schema)) continue;
      const tool = { name: t.name, description: t.description ?? '', inputSchema: t.schema };
      const key = JSON.stringify(tool);
      if (!seen.has(key)) seen.add(key), mcp.push(tool);
    }
  }
  const out = [];
  for (let i = 0; out.length < 3000 && mcp.length > 0; i++) {
    const t = mcp[i % mcp.length];
    let name = t.name;
    for (let k = 1; names.has(name); k++) name = `${t.name}_${k}`;
    names.add(name);
    out.push({ ...t, name });
  }
  const file = join(TMP, 'mcp-tools.json');
  writeFileSync(file, JSON.stringify(out, null, 2));
  const v = await versus([CLI, file], [PEER, 'check', file], 5);
  // Which mcp-lint: its package's version and, where it is a git checkout, its commit.
  const peerDir = dirname(dirname(PEER));
  let peerVersion = '?';
  try {
    peerVersion = JSON.parse(readFileSync(join(peerDir, 'package.json'), 'utf8')).version;
  } catch {
    // not beside its package.json
  }
  const commit = spawnSync('git', ['-C', peerDir, 'rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8' });
  const peerName = `mcp-lint ${peerVersion}${commit.status === 0 ? ` (${commit.stdout.trim()})` : ''}`;
  console.log(
    `vs ${peerName}, one file of ${out.length} MCP tools (${(statSync(file).size / 1024 / 1024).toFixed(1)} MB), default output: toollint ${sec(v.a.wall)} wall, ${sec(v.a.cpu)} cpu, peak ${v.a.maxRss.toFixed(0)} MiB; mcp-lint ${sec(v.b.wall)} wall, ${sec(v.b.cpu)} cpu, peak ${v.b.maxRss.toFixed(0)} MiB; ratio ${v.wall.toFixed(2)}x wall, ${v.cpu.toFixed(2)}x cpu (goal: at most 1.0x)`,
  );
  goal(`toollint vs ${peerName} on ${out.length} MCP tools`, v, 1.0);
  // The same file with every rule off: what reading, extraction, the per-tool step and the output cost before any rule
  // runs or any finding is made. Where this alone is near the peer's whole run, the 1.0x goal is a goal for that base too.
  const offConfig = join(TMP, 'rules-off.json');
  writeFileSync(offConfig, JSON.stringify({ rules: Object.fromEntries(RULES.map((r) => [r.meta.id, 'off'])) }));
  const off = await versus([CLI, '--config', offConfig, file], [PEER, 'check', file], 5);
  console.log(
    `  the same, every rule off (reading, extraction, the per-tool step, output): toollint ${sec(off.a.wall)} wall, ${sec(off.a.cpu)} cpu; ratio to mcp-lint ${off.wall.toFixed(2)}x wall, ${off.cpu.toFixed(2)}x cpu`,
  );
  // fix --dry-run on the same file: Auto-strict's edits and their unified diff (cli/src/patch.ts; one whole-file diff
  // of it took about 11 minutes before the diff was cut into pieces).
  const dry = await timeProcess([CLI, 'fix', '--dry-run', file]);
  console.log(`fix --dry-run, the same ${out.length} tools: ${sec(dry.wall)} wall, ${sec(dry.cpu)} cpu, peak ${dry.maxRss.toFixed(0)} MiB`);
} else {
  console.log(`vs mcp-lint: skipped, the peer is not built at ${PEER} (clone github.com/robert19001-cmyk/mcp-lint into ../peers/mcp-lint, npm install, npx tsc; or set MCP_LINT)`);
}

// Auto-strict: one ~2 MB file of 1,000 real tools from the corpus (MCP shape, pretty-printed), fixed for openai-strict.
const picked = [];
for (const [path, text] of files) {
  for (const t of findTools(text, { path })) {
    if (picked.length >= 1000) break;
    if (t.schema && typeof t.schema === 'object' && !Array.isArray(t.schema)) picked.push({ name: t.name, description: t.description ?? '', inputSchema: t.schema });
  }
}
let big = JSON.stringify({ tools: picked }, null, 2);
// Repeat tools (renamed) until the file reaches 2 MB, as the issue asks.
for (let i = 0; Buffer.byteLength(big) < 2 * 1024 * 1024; i++) {
  picked.push({ ...picked[i], name: `${picked[i].name}_${i}` });
  big = JSON.stringify({ tools: picked.slice(-1000) }, null, 2);
  if (picked.length > 5000) break;
}
let fixedEdits = 0;
const fixSeconds = measure(() => {
  fixedEdits = fix(big, { path: 'tools.json', config: { targets: ['openai-strict'] } }).edits.length;
});
const bigMb = Buffer.byteLength(big) / 1024 / 1024;
console.log(`fix (Auto-strict, openai-strict): ${bigMb.toFixed(2)} MB, 1000 tools, ${fixedEdits} edits: ${(fixSeconds * 1000).toFixed(0)} ms (${(bigMb / fixSeconds).toFixed(2)} MB/s)`);

// TypeScript sources: a 10,000-line file with no tools (skipped before parsing), and the same file with one tool in it
// (TypeScript's parser runs).
let plain = '';
for (let i = 0; i < 10000; i++) plain += `export function f${i}(a: number, b: string): number { return a + b.length * ${i}; }\n`;
const withTool = plain + "export const tools = [{ name: 'x', description: 'd', inputSchema: { type: 'object', properties: {} } }];\n";
const plainSeconds = measure(() => lint(plain, { path: 'app.ts' }));
const toolSeconds = measure(() => lint(withTool, { path: 'app.ts' }), 3);
const tsLib = require('typescript');
const plainParseSeconds = measure(() => tsLib.createSourceFile('app.ts', withTool, tsLib.ScriptTarget.Latest, true, tsLib.ScriptKind.TS), 3);
console.log(
  `typescript: 10,000-line file without tools ${(plainSeconds * 1000).toFixed(1)} ms; with one tool (parsed) ${(toolSeconds * 1000).toFixed(0)} ms; bare TypeScript parse of it ${(plainParseSeconds * 1000).toFixed(0)} ms (ratios ${(plainSeconds / plainParseSeconds).toFixed(3)}x and ${(toolSeconds / plainParseSeconds).toFixed(1)}x)`,
);

// Cross-file reading on a file that imports nothing tool-related: 50 AI SDK tools whose handlers use imported helpers
// (a logger, string utilities, a database module). Linted with and without a readFile that serves those modules,
// alternating; the reads it makes are counted (package.json and tsconfig lookups included).
{
  let text = "import { tool } from 'ai';\nimport { z } from 'zod';\nimport path from 'node:path';\nimport { log } from './log';\nimport { slugify } from '../utils/strings';\nimport * as db from '@/lib/db';\nexport const tools = {\n";
  for (let i = 0; i < 50; i++) text += `  tool_${i}: tool({ description: 'Tool number ${i}.', inputSchema: z.object({ q: z.string().min(1).describe('Query'), n: z.number().int().max(50).optional() }), execute: async ({ q }) => { log(slugify(q)); return db.find(path.join('a', q)); } }),\n`;
  text += '};\n';
  const served = { '/p/src/log.ts': 'export function log(x: string) { console.log(x); }\n', '/p/utils/strings.ts': 'export const slugify = (s: string) => s.toLowerCase();\n' };
  let reads = 0;
  const readFile = (p) => {
    reads++;
    return served[p];
  };
  const alone = [];
  const withReads = [];
  for (let i = 0; i < 9; i++) {
    alone.push(measure(() => lint(text, { path: '/p/src/tools.ts' }), 3));
    withReads.push(measure(() => lint(text, { path: '/p/src/tools.ts', readFile }), 3));
  }
  reads = 0;
  lint(text, { path: '/p/src/tools.ts', readFile });
  console.log(
    `typescript, cross-file reading on a file of 50 tools that imports nothing tool-related: ${(median(alone) * 1000).toFixed(1)} ms without readFile, ${(median(withReads) * 1000).toFixed(1)} ms with it (ratio ${(median(withReads) / median(alone)).toFixed(3)}x; ${reads} reads a lint)`,
  );
}

// A TypeScript file of 200 AI SDK tools with zod schemas: the whole lint (parse, static zod conversion, rules, tokens)
// against TypeScript's bare parse of the same text.
let zodFile = "import { tool } from 'ai';\nimport { z } from 'zod';\nexport const tools = {\n";
for (let i = 0; i < 200; i++) {
  zodFile += `  tool_${i}: tool({ description: 'Tool number ${i}.', inputSchema: z.object({ q: z.string().min(1).describe('Query'), n: z.number().int().max(50).optional(), tags: z.array(z.string()).max(5).describe('Tags'), mode: z.enum(['a', 'b']).default('a'), when: z.object({ from: z.string(), to: z.string() }).nullable() }) }),\n`;
}
zodFile += '};\n';
let zodTools = 0;
const zodSeconds = measure(() => {
  zodTools = lint(zodFile, { path: 'tools.ts' }).tools.length;
}, 3);
const tsParseSeconds = measure(() => tsLib.createSourceFile('tools.ts', zodFile, tsLib.ScriptTarget.Latest, true, tsLib.ScriptKind.TS), 3);
console.log(
  `typescript: ${(Buffer.byteLength(zodFile) / 1024).toFixed(0)} KB file, ${zodTools} AI SDK tools with zod: lint ${(zodSeconds * 1000).toFixed(0)} ms, bare TypeScript parse ${(tsParseSeconds * 1000).toFixed(0)} ms (ratio ${(zodSeconds / tsParseSeconds).toFixed(1)}x)`,
);

// Python sources: a 10,000-line module without tools (skipped before parsing: the parser is not even needed), and a
// module of 200 FastMCP tools (parse, static type-hint conversion, rules, tokens) against tree-sitter's bare parse.
const { loadPython } = require('../../dist/index.js');
let plainPy = 'import os\n\n';
for (let i = 0; plainPy.split('\n').length < 10000; i++) plainPy += `def f${i}(a, b):\n    return a + len(b) * ${i}\n\n`;
const plainPySeconds = measure(() => lint(plainPy, { path: 'app.py' }));
await loadPython();
let mcpFile = 'from typing import Annotated, Literal\nfrom pydantic import Field\nfrom fastmcp import FastMCP\n\nmcp = FastMCP("bench")\n\n';
for (let i = 0; i < 200; i++) {
  mcpFile += `@mcp.tool()\ndef tool_${i}(q: Annotated[str, Field(description="Query", min_length=1)], n: int | None = None, tags: list[str] = [], mode: Literal["a", "b"] = "a") -> str:\n    """Tool number ${i}.\n\n    Args:\n        q: What to look for.\n        n: How many.\n    """\n    return q\n\n`;
}
let pyTools = 0;
const pySeconds = measure(() => {
  pyTools = lint(mcpFile, { path: 'server.py' }).tools.length;
}, 3);
const { Parser: TsParser, Language: TsLanguage } = require('web-tree-sitter');
await TsParser.init();
const pyParser = new TsParser();
pyParser.setLanguage(await TsLanguage.load(require.resolve('tree-sitter-python/tree-sitter-python.wasm')));
const pyParseSeconds = measure(() => pyParser.parse(mcpFile).delete(), 3);
console.log(
  `python: 10,000-line module without tools ${(plainPySeconds * 1000).toFixed(2)} ms (goal < 5 ms); ${(Buffer.byteLength(mcpFile) / 1024).toFixed(0)} KB module, ${pyTools} FastMCP tools: lint ${(pySeconds * 1000).toFixed(0)} ms, bare tree-sitter parse ${(pyParseSeconds * 1000).toFixed(1)} ms (ratio ${(pySeconds / pyParseSeconds).toFixed(1)}x)`,
);

// Language server: spawn → first diagnostics on a 10 KB file, idle memory, memory with a 2 MB file open and after
// 50 one-character edits of it (flat across edits: a lint keeps nothing of an older version), didChange → diagnostics latency.
const rpc = require('vscode-languageserver-protocol/node');
const bookFlight = JSON.parse(readFileSync(join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..', 'fixtures', 'book_flight.json'), 'utf8'));
function toolsFile(bytes) {
  const tools = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const copy = structuredClone(bookFlight);
    copy.function.name = `book_flight_${i}`;
    size += JSON.stringify(copy, null, 2).length + 4;
    tools.push(copy);
  }
  return JSON.stringify(tools, null, 2);
}
const serverBin = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..', '..', 'bin', 'toollint-language-server.js');
const started = performance.now();
const child = spawn(process.execPath, [serverBin, '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
const conn = rpc.createProtocolConnection(new rpc.StreamMessageReader(child.stdout), new rpc.StreamMessageWriter(child.stdin));
const waiting = new Map();
conn.onNotification('textDocument/publishDiagnostics', (p) => {
  const w = waiting.get(`${p.uri}@${p.version}`);
  if (w) w(performance.now());
});
conn.listen();
const diagnosticsFor = (uri, version) => new Promise((resolve) => waiting.set(`${uri}@${version}`, resolve));
/** The server's resident set size in MB, from the kernel (what the user's system monitor shows). */
const serverRss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
await conn.sendRequest('initialize', { processId: process.pid, rootUri: null, capabilities: {} });
await conn.sendNotification('initialized', {});
// Idle: initialized, no document open yet (the status request is answered once the server has handled the above).
await conn.sendRequest('toollint/status', { uri: 'file:///bench/none.json' });
const idleRss = serverRss();
const small = toolsFile(10 * 1024);
const smallSeen = diagnosticsFor('file:///bench/small.json', 1);
await conn.sendNotification('textDocument/didOpen', { textDocument: { uri: 'file:///bench/small.json', languageId: 'json', version: 1, text: small } });
const firstDiagnostics = (await smallSeen) - started;
const bigDoc = toolsFile(2 * 1024 * 1024);
const bigSeen = diagnosticsFor('file:///bench/big.json', 1);
const openedAt = performance.now();
await conn.sendNotification('textDocument/didOpen', { textDocument: { uri: 'file:///bench/big.json', languageId: 'json', version: 1, text: bigDoc } });
const bigFirst = (await bigSeen) - openedAt;
const openRss = serverRss();
const lines = bigDoc.split('\n');
const line = lines.findIndex((l) => l.includes('"Book a flight for the user."'));
const column = lines[line].indexOf('user.');
const EDITS = 50;
const latencies = [];
/** The server's CPU seconds so far (user + system, from the kernel; clock ticks of 1/100 s). */
const serverCpu = () => {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const cpuBefore = serverCpu();
const rssAfter = new Map();
for (let v = 2; v <= EDITS + 1; v++) {
  const seen = diagnosticsFor('file:///bench/big.json', v);
  const sent = performance.now();
  await conn.sendNotification('textDocument/didChange', { textDocument: { uri: 'file:///bench/big.json', version: v }, contentChanges: [{ range: { start: { line, character: column }, end: { line, character: column } }, text: 'x' }] });
  latencies.push((await seen) - sent);
  if ([10, 25, 50].includes(v - 1)) rssAfter.set(v - 1, serverRss());
}
const cpuPerEdit = (serverCpu() - cpuBefore) / EDITS;
const bareParse = measure(() => parseTree(bigDoc), 5);
latencies.sort((a, b) => a - b);
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
await conn.sendRequest('shutdown');
await conn.sendNotification('exit');
conn.dispose();
console.log(`server: spawn to first diagnostics on a ${(small.length / 1024).toFixed(0)} KB file: ${firstDiagnostics.toFixed(0)} ms; idle rss ${idleRss.toFixed(0)} MB; 2 MB file (${(bigDoc.length / 1024 / 1024).toFixed(2)} MB, first lint ${bigFirst.toFixed(0)} ms) open: rss ${openRss.toFixed(0)} MB`);
console.log(`server: rss after one-character edits of the 2 MB file: ${[...rssAfter].map(([n, mb]) => `${n} edits ${mb.toFixed(0)} MB`).join(', ')} (goal: under 400 MB, flat)`);
console.log(`server: didChange to diagnostics on the 2 MB file (${EDITS} edits, 150 ms debounce included): p50 ${pct(50).toFixed(0)} ms, p95 ${pct(95).toFixed(0)} ms`);
console.log(`server: CPU per one-character edit of the 2 MB file (edit to diagnostics sent) ${(cpuPerEdit * 1000).toFixed(0)} ms; bare jsonc-parser parse of it ${(bareParse * 1000).toFixed(0)} ms; ratio ${(cpuPerEdit / bareParse).toFixed(1)}x; idle rss ${idleRss.toFixed(0)} MB (goal: under 70 MB)`);
goals.push(`server idle rss: ${idleRss.toFixed(0)} MB (goal: under 70 MB): ${idleRss < 70 ? 'met' : 'not met'}`);
console.log(`goals, this run (CLI ratios: medians of alternating pairs; load average ${loadavg()[0].toFixed(1)}):\n${goals.map((g) => `  ${g}`).join('\n')}`);
