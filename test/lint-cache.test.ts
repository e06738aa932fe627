// A result cache shared across files (the CLI's, one per run) only saves work: every file's findings are those of its
// lint alone, whatever was linted before it with the same cache.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lint, type LintResult } from '../shared/src/index';

const view = (r: LintResult) => ({
  findings: r.findings.map((f) => [f.rule, f.severity, f.targets, f.message, f.pointer, f.range]),
  tools: r.tools.map((t) => [t.name, t.pointer, t.range, t.tokens, t.schemaHash]),
});

const schema = { type: 'object', properties: { url: { type: 'string', description: 'The page.' } }, required: ['url'] };
const mcp = (extra: Record<string, unknown>) => JSON.stringify({ tools: [{ name: 'fetch', description: 'Fetches a page.', inputSchema: schema, ...extra }] }, null, 2);

test('two tools equal in name, description and schema but not in annotations get their own findings', () => {
  const files: [string, string][] = [
    ['a.json', mcp({ annotations: ['readOnly'] })],
    ['b.json', mcp({})],
    ['c.json', mcp({ annotations: { readOnlyHint: 'yes' } })],
    // The same definitions written otherwise (minified): their values are equal, their texts are not.
    ['d.json', JSON.stringify(JSON.parse(mcp({})))],
    ['e.json', JSON.stringify(JSON.parse(mcp({ annotations: ['readOnly'] })))],
  ];
  const alone = files.map(([path, text]) => view(lint(text, { path })));
  assert.ok(alone[0]!.findings.some((f) => f[3] === '`annotations` must be an object of hints (MCP specification, ToolAnnotations).'));
  assert.ok(!alone[1]!.findings.some((f) => String(f[3]).includes('annotations')));
  for (const order of [[0, 1, 2, 3, 4], [4, 3, 2, 1, 0], [1, 0, 3, 2, 4]]) {
    const cache = new Map();
    for (const i of order) assert.deepEqual(view(lint(files[i]![1], { path: files[i]![0], cache })), alone[i], `${files[i]![0]} after ${order.join(',')}`);
  }
});

test('a tool repeated word for word is reused from the cache at its own place', () => {
  const one = mcp({ annotations: [] });
  const two = `{"other": 1,\n\n "server": ${one}}`;
  const cache = new Map();
  const first = lint(one, { path: 'one.json', cache });
  const entries = cache.size;
  const second = lint(two, { path: 'two.json', cache });
  assert.equal(cache.size, entries, 'the second file reuses the first one\'s entry');
  assert.deepEqual(view(second), view(lint(two, { path: 'two.json' })));
  const own = (r: LintResult) => r.findings.filter((f) => f.tool === 'fetch');
  assert.ok(own(first).length > 0);
  assert.equal(own(second).length, own(first).length);
  assert.deepEqual(own(second).map((f) => f.range.start.line), own(first).map((f) => f.range.start.line + 2));
});

test('tools written alike in code but built from their own file (a Python server library, a const) keep their own results', async () => {
  const { loadPython } = await import('../shared/src/index');
  await loadPython();
  const { readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const dir = join(__dirname, 'fixtures', 'python', 'functions');
  const files: [string, string][] = [
    ...['fastmcp_tasks.py', 'mcp_sdk_tasks.py'].map((f): [string, string] => [join(dir, f), readFileSync(join(dir, f), 'utf8')]),
    // The same tool text in two TypeScript files, whose consts differ.
    ['a.ts', "const P = { type: 'object', properties: { q: { type: 'string' } } };\nexport const tools = [{ name: 'search', description: 'Search', parameters: P }];\n"],
    ['b.ts', "const P = { type: 'object', properties: { q: { type: 'string', description: 'Query' } }, required: ['q'], additionalProperties: false };\nexport const tools = [{ name: 'search', description: 'Search', parameters: P }];\n"],
  ];
  const alone = files.map(([path, text]) => view(lint(text, { path })));
  // The fixtures really differ where their texts are alike (otherwise this test could not fail).
  assert.notDeepEqual(alone[0]!.tools.find((t) => t[0] === 'bulk-import'), alone[1]!.tools.find((t) => t[0] === 'bulk-import'));
  assert.notDeepEqual(alone[2], alone[3]);
  for (const order of [[0, 1, 2, 3], [1, 0, 3, 2]]) {
    const cache = new Map();
    for (const i of order) assert.deepEqual(view(lint(files[i]![1], { path: files[i]![0], cache })), alone[i], `${files[i]![0]} after ${order.join(',')}`);
  }
});
