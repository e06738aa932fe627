// A tool config exported by one file and registered by another (hf-mcp-server's `export const X_TOOL_CONFIG = { name,
// description, schema: z.object(...) }`, `server.registerTool(X.name, { description: X.description, inputSchema:
// X.schema }, cb)`), and a `{ name, config, handler }` record several files' registration loops read: a CLI run over
// the project reports each tool once, with all of its findings beside it (cli/src/dedupe.ts).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { mergeAcrossFiles, type PendingReport } from '../cli/src/dedupe';
import type { ReportedFinding } from '../cli/src/formatters/types';
import { run } from '../cli/src/main';

interface JsonFinding {
  rule: string;
  severity: string;
  pointer: string;
  tool: string | null;
  range: { start: { line: number } };
}
interface JsonOut {
  files: { path: string; tools: { name: string; shape: string }[]; findings: JsonFinding[] }[];
  summary: { tools: number };
}

async function json(args: string[], cwd: string): Promise<JsonOut> {
  let stdout = '';
  let stderr = '';
  await run(['--format', 'json', '--fail-on', 'never', ...args], { stdout: (s) => (stdout += typeof s === 'string' ? s : Buffer.from(s).toString()), stderr: (s) => (stderr += s), readStdin: async () => '', cwd, isTTY: false });
  assert.equal(stderr, '');
  return JSON.parse(stdout) as JsonOut;
}
const file = (out: JsonOut, path: string) => out.files.find((f) => f.path === path)!;
const keys = (fs: JsonFinding[], tool: string) => fs.filter((f) => f.tool === tool).map((f) => `${f.rule} ${f.severity} ${f.pointer}`);

const CONFIGS = join(__dirname, 'fixtures', 'cli-configs-exported');

test('an exported config registered by another file: one tool, in the config file, with every finding of the registration', async () => {
  for (const args of [['src'], ['src/server.ts', 'src/tools']]) {
    const out = await json(args, CONFIGS);
    const server = file(out, 'src/server.ts');
    assert.deepEqual([server.tools, server.findings], [[], []], 'the registering file keeps neither the tool nor its findings');
    const search = file(out, 'src/tools/repo-search.ts');
    assert.deepEqual(search.tools.map((t) => `${t.name}/${t.shape}`), ['repo_search/mcp-sdk']);
    // Each finding at the line of the code it is about (0-based), not at the registration.
    const lines = search.findings.map((f) => `${f.rule}@${f.range.start.line}`);
    assert.deepEqual(lines, ['missing-additional-properties-false@9', 'optional-not-required@10', 'optional-not-required@11', 'no-defaults@11', 'no-defaults@11', 'optional-not-required@12', 'optional-not-required@13', 'optional-not-required@14', 'no-defaults@14', 'no-defaults@14']);
    assert.ok(search.findings.every((f) => f.pointer.startsWith('/inputSchema')), 'pointed as the registration sends it');
    assert.deepEqual(file(out, 'src/tools/space-info.ts').tools.map((t) => t.name), ['space_info']);
    assert.equal(out.summary.tools, 2);
    // Nothing the registration reports alone is lost.
    const alone = file(await json(['src/server.ts'], CONFIGS), 'src/server.ts');
    for (const [path, tool] of [['src/tools/repo-search.ts', 'repo_search'], ['src/tools/space-info.ts', 'space_info']] as const) {
      const moved = new Set(keys(file(out, path).findings, tool));
      assert.ok(keys(alone.findings, tool).length > 0);
      for (const k of keys(alone.findings, tool)) assert.ok(moved.has(k), `${tool}: ${k}`);
    }
  }
});

test('a record that registration loops in three files read: reported once in the run, none of its findings lost', async () => {
  const root = join(__dirname, 'fixtures', 'ts-import-loops');
  const out = await json(['src'], root);
  const named = (name: string) => out.files.flatMap((f) => f.tools.filter((t) => t.name === name).map(() => f.path));
  assert.deepEqual(named('createEvent'), ['src/server.ts']);
  assert.deepEqual(named('deleteEvent'), ['src/server.ts']);
  assert.deepEqual(named('quota_status'), ['src/transports/https.ts']);
  assert.equal(out.summary.tools, 4);
  const https = file(await json(['src/transports/https.ts'], root), 'src/transports/https.ts');
  const kept = new Set(keys(file(out, 'src/server.ts').findings, 'createEvent').map((k) => k.replace(/^(\S+ \S+ )\/\d+/, '$1')));
  for (const k of keys(https.findings, 'createEvent')) assert.ok(kept.has(k.replace(/^(\S+ \S+ )\/\d+/, '$1')), k);
});

const finding = (rule: string, pointer: string, line: number, tool = 'repo_search'): ReportedFinding => ({ rule, severity: 'error', targets: ['openai-strict'], message: rule, tool, pointer, range: { start: { line, character: 2 }, end: { line, character: 9 } }, fixable: true });

test("a registration's finding the config file's reading lacks moves to the config file, at the nearest place it has", () => {
  const a: PendingReport = {
    report: {
      path: 'tools/repo-search.ts',
      tools: [{ name: 'repo_search', shape: 'openai-function', pointer: '', range: { start: { line: 7, character: 2 }, end: { line: 7, character: 8 } }, tokens: 40, schemaHash: 'a' }],
      findings: [finding('optional-not-required', '/parameters/properties/query', 10), finding('numeric-bounds', '/parameters/properties/limit', 14)],
    },
    links: [{ tool: 0, findings: [0, 1], defines: { key: '/p/tools/repo-search.ts#120', info: -1 } }],
  };
  const b: PendingReport = {
    report: {
      path: 'server.ts',
      tools: [{ name: 'repo_search', shape: 'mcp-sdk', pointer: '', range: { start: { line: 3, character: 0 }, end: { line: 3, character: 9 } }, tokens: 44, schemaHash: 'b' }],
      findings: [
        finding('optional-not-required', '/inputSchema/properties/query', 3),
        finding('missing-additional-properties-false', '/inputSchema', 3),
        finding('unsupported-keyword', '/inputSchema/properties/query/minLength', 3),
        finding('tool-name-style', '/title', 3),
      ],
    },
    links: [{ tool: 0, findings: [0, 1, 2, 3], listed: { key: '/p/tools/repo-search.ts#120', sameReading: false, moves: [0, 1, 2] } }],
  };
  mergeAcrossFiles([a, b]);
  assert.deepEqual(a.report.tools.map((t) => `${t.name}/${t.shape}/${t.tokens}`), ['repo_search/mcp-sdk/44']);
  const at = (r: PendingReport) => r.report.findings.map((f) => `${f.rule} ${f.pointer} @${f.range.start.line}${f.fixable ? '' : ' (no fix)'}`);
  assert.deepEqual(at(a), [
    'missing-additional-properties-false /inputSchema @7 (no fix)',
    'optional-not-required /inputSchema/properties/query @10',
    'unsupported-keyword /inputSchema/properties/query/minLength @10 (no fix)',
  ]);
  // What the registration writes itself (not read from the config) stays there; the tool is reported once.
  assert.deepEqual([b.report.tools, at(b)], [[], ['tool-name-style /title @3']]);
});
