// Inputs of a few kilobytes that used to hang the engine or exhaust its memory. Each test checks the result is right;
// the timeout only turns a hang into a failure (these run in well under a second now).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lint } from '../shared/src/index';
import { listedValues } from '../shared/src/rules/enum-in-description';

const HANG = { timeout: 60_000 };

function chainedDefs(n: number, cycle: boolean): string {
  const defs: Record<string, unknown> = {};
  for (let i = 0; i < n; i++) defs[`d${i}`] = i + 1 < n ? { $ref: `#/$defs/d${i + 1}` } : cycle ? { $ref: '#/$defs/d0' } : { type: 'string', description: 'leaf' };
  return JSON.stringify({ name: 't', description: 'd', inputSchema: { type: 'object', properties: { a: { $ref: '#/$defs/d0', description: 'a' } }, $defs: defs } });
}

test('unresolved-ref: 1,000 chained $defs (was cubic: over a minute) are checked, and a chain is not a cycle', HANG, () => {
  const r = lint(chainedDefs(1000, false), { config: { targets: ['anthropic-strict'] } });
  assert.deepEqual(r.findings.filter((f) => f.rule === 'unresolved-ref'), []);
});

test('unresolved-ref: a 1,000-ref pure cycle is reported at every ref of it, for every target', HANG, () => {
  const r = lint(chainedDefs(1000, true), { config: { targets: ['openai'] } });
  const cycle = r.findings.filter((f) => f.rule === 'unresolved-ref');
  assert.equal(cycle.length, 1000);
  assert.ok(cycle.every((f) => /cycle that never reaches a schema/.test(f.message)));
});

test('unresolved-ref: recursion through 500 nested refs is found by one traversal', HANG, () => {
  const defs: Record<string, unknown> = {};
  for (let i = 0; i < 500; i++) defs[`n${i}`] = { type: 'object', description: 'n', properties: { next: { $ref: `#/$defs/n${(i + 1) % 500}` } } };
  const text = JSON.stringify({ name: 't', description: 'd', inputSchema: { type: 'object', properties: { a: { $ref: '#/$defs/n0' } }, $defs: defs } });
  const r = lint(text, { config: { targets: ['anthropic-strict'] } });
  const recursive = r.findings.filter((f) => f.rule === 'unresolved-ref' && /recursive/.test(f.message));
  assert.equal(recursive.length, 500);
});

test('enum-in-description: long runs of dots, blanks and quotes (was 15 s) give the same answer as short ones', HANG, () => {
  for (const text of ['one of ' + '.'.repeat(200_000), 'one of a' + ' '.repeat(200_000) + 'x', 'one of a, ' + '"'.repeat(200_000) + 'x', 'one of ' + ')'.repeat(200_000) + '\0)', 'either ' + '\t'.repeat(200_000)]) {
    assert.equal(listedValues(text), undefined);
  }
  assert.deepEqual(listedValues('One of: "red", "green" or (blue).'), ['red', 'green', 'blue']);
  const tool = { name: 't', description: 'd', inputSchema: { type: 'object', properties: { a: { type: 'string', description: 'one of a, ' + '"'.repeat(200_000) + 'b' } } } };
  assert.ok(lint(JSON.stringify(tool)).tools.length === 1);
});

test('tokens: 200,000 "-" in a name and a 1 MB description (were 21 s and over 60 s) are counted', HANG, () => {
  const r = lint(JSON.stringify({ name: 't' + '-'.repeat(200_000), description: 'x'.repeat(1_000_000), inputSchema: { type: 'object', properties: {} } }));
  assert.equal(r.tools.length, 1);
  // 200,000 dashes are at least 200,000 / 128 tokens, a million letters at least a million / 128 (the longest tokens).
  assert.ok(r.tools[0]!.tokens > 1_200_000 / 128, String(r.tools[0]!.tokens));
  assert.ok(r.findings.some((f) => f.rule === 'heavy-definition'));
});

function doublingConsts(n: number): string {
  let src = 'const c0 = { type: "string", description: "x" };\n';
  for (let i = 1; i <= n; i++) src += `const c${i} = { type: "object", description: "o", properties: { a: c${i - 1}, b: c${i - 1} } };\n`;
  return src + `export const tools = [{ type: "function", function: { name: "t", description: "d", parameters: c${n} } }];\n`;
}

test('TypeScript: consts that each use the previous one twice (2^18 nodes from 1.2 KB, out of memory) are not analysed, once', HANG, () => {
  const text = doublingConsts(18);
  assert.ok(text.length < 2048, String(text.length));
  const r = lint(text, { path: 'tools.ts' });
  assert.equal(r.tools.length, 0);
  const reported = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(reported.length, 1);
  assert.match(reported[0]!.message, /expand to (more than 100,000|too many) values through consts/);
  // Below the cap the same construction is read in full.
  const small = lint(doublingConsts(6), { path: 'tools.ts' });
  assert.equal(small.tools.length, 1);
  assert.equal(small.findings.filter((f) => f.rule === 'not-analyzable').length, 0);
  let leaf = small.tools[0]!.definition.schema as { properties?: Record<string, unknown>; type?: string };
  for (let i = 0; i < 6; i++) leaf = leaf.properties!.b as typeof leaf;
  assert.equal(leaf.type, 'string');
});

test('TypeScript: 40 doubling consts stay bounded in memory too', HANG, () => {
  const before = process.memoryUsage().heapUsed;
  const r = lint(doublingConsts(40), { path: 'tools.ts' });
  assert.equal(r.findings.filter((f) => f.rule === 'not-analyzable').length, 1);
  assert.ok(process.memoryUsage().heapUsed - before < 1024 * 1024 * 1024);
});

test('TypeScript: strings that double through consts are not joined past a million characters, nor past the cap', HANG, () => {
  for (const [seed, n, why] of [['x'.repeat(100_000), 6, /longer than 1,000,000 characters/], ['abcdefghij', 40, /expands? to (more than 100,000|too many) values/]] as const) {
    let src = `const s0 = "${seed}";\n`;
    for (let i = 1; i <= n; i++) src += `const s${i} = s${i - 1} + s${i - 1};\n`;
    src += `export const tools = [{ name: "t", description: s${n}, inputSchema: { type: "object", properties: {} } }];\n`;
    const r = lint(src, { path: 'tools.ts' });
    const reported = r.findings.filter((f) => f.rule === 'not-analyzable');
    assert.equal(reported.length, 1, JSON.stringify(reported.map((f) => f.message)));
    assert.match(reported[0]!.message, why);
  }
});

test('zod: const schemas that each use the previous one twice are not analysed past the cap', HANG, () => {
  let src = 'import { z } from "zod";\nconst c0 = z.string();\n';
  for (let i = 1; i <= 30; i++) src += `const c${i} = z.object({ a: c${i - 1}, b: c${i - 1} });\n`;
  src += 'server.registerTool("t", { description: "d", inputSchema: { x: c30 } }, async () => ({}));\n';
  const r = lint(src, { path: 'server.ts' });
  assert.equal(r.tools.length, 0);
  const reported = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(reported.length, 1);
  assert.match(reported[0]!.message, /expands to more than 100,000 values/);
});
