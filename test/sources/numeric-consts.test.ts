// Numbers computed from literals and consts where a template or a schema uses them (pi-mono's `${DEFAULT_MAX_BYTES /
// 1024}KB` with `export const DEFAULT_MAX_BYTES = 50 * 1024` in another file): the value JavaScript computes and the
// text String() prints, checked against node itself on generated expressions (the test evaluates them; the engine
// never runs code).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runInNewContext } from 'node:vm';
import { lint } from '../../shared/src';

const HANG = { timeout: 60_000 };

test("pi-mono's read tool: a description with an imported const's arithmetic is the text the tool sends", () => {
  const files: Record<string, string> = {
    '/app/src/truncate.ts': 'export const DEFAULT_MAX_LINES = 2000;\nexport const DEFAULT_MAX_BYTES = 50 * 1024; // 50KB\n',
    '/app/src/read.ts': [
      'import { Type } from "@sinclair/typebox";',
      'import type { AgentTool } from "@mariozechner/pi-agent-core";',
      'import { DEFAULT_MAX_BYTES, DEFAULT_MAX_LINES } from "./truncate.js";',
      'const readSchema = Type.Object({ path: Type.String({ description: "Path to the file to read" }) });',
      'export function createReadTool(cwd: string): AgentTool<typeof readSchema> {',
      '  return {',
      '    name: "read",',
      '    description: `Output is truncated to ${DEFAULT_MAX_LINES} lines or ${DEFAULT_MAX_BYTES / 1024}KB (whichever is hit first).`,',
      '    parameters: readSchema,',
      '    execute: async () => ({ content: [] }),',
      '  };',
      '}',
    ].join('\n'),
  };
  const r = lint(files['/app/src/read.ts']!, { path: '/app/src/read.ts', readFile: (p) => files[p] });
  assert.deepEqual(r.tools.map((t) => [t.name, t.definition.description]), [['read', 'Output is truncated to 2000 lines or 50KB (whichever is hit first).']]);
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
});

// Generated expressions over literals, this file's consts and imported ones, with every operator read.
const CONSTS = 'export const K = 7 * 3;\nexport const F = 0.1;\nexport const N = -2 as const;\nexport const BIG = 2 ** 53 + 1;\n';
const LOCAL = 'const A = 50 * 1024;\nconst B = -0;\nconst C = 1 / 3;\nconst D = (A % 7) as const;\n';
const JS_CONSTS = 'const K = 7 * 3, F = 0.1, N = -2, BIG = 2 ** 53 + 1, A = 50 * 1024, B = -0, C = 1 / 3, D = A % 7;';
const ATOMS = ['0', '1', '2', '3', '10', '1024', '0.1', '0.2', '.5', '1.5', '1e21', '1e-7', '5e-324', '1.7976931348623157e308', '0x1F', '1_000', '0b101', '0o17', '123456789', '4294967296', 'K', 'F', 'N', 'BIG', 'A', 'B', 'C', 'D'];
const STRINGS = ['"x"', '"3"', "''"];
const OPS = ['+', '-', '*', '/', '%', '**', '<<', '>>', '>>>', '&', '|', '^'];

function generator(seed: number) {
  const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  const pick = <T>(xs: T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const expr = (depth: number, strings: boolean): string => {
    const r = rnd();
    if (depth <= 0 || r < 0.25) return strings && rnd() < 0.15 ? pick(STRINGS) : pick(ATOMS);
    if (r < 0.35) {
      // `- 2 ** 3` is a syntax error in JavaScript: an operand that is not an atom is parenthesized.
      const operand = expr(depth - 1, strings);
      return `${pick(['-', '+', '~'])} ${operand.includes(' ') ? `(${operand})` : operand}`;
    }
    if (r < 0.45) return `(${expr(depth - 1, strings)})`;
    const op = pick(OPS);
    const left = expr(depth - 1, strings);
    // A unary operand left of `**` is a syntax error in JavaScript: it is parenthesized.
    return `${op === '**' ? `(${left})` : left} ${op} ${expr(depth - 1, strings)}`;
  };
  return expr;
}

/** The descriptions and `maximum`s toollint reads for `exprs`, one tool per expression and slot. */
function read(exprs: string[]): { descriptions: (string | undefined)[]; maxima: (number | undefined)[] } {
  const tools = exprs.map((e, i) => `  { name: 'd${i}', description: \`v=\${${e}}\`, parameters: { type: 'object', properties: {} } },\n  { name: 'm${i}', description: 'm', parameters: { type: 'object', properties: { x: { type: 'number', description: 'x', maximum: ${e} } } } },\n`);
  const files: Record<string, string> = { '/app/consts.ts': CONSTS, '/app/tools.ts': `import { K, F, N, BIG } from './consts';\n${LOCAL}export const tools = [\n${tools.join('')}];\n` };
  const r = lint(files['/app/tools.ts']!, { path: '/app/tools.ts', readFile: (p) => files[p] });
  const byName = new Map(r.tools.map((t) => [t.name, t.definition]));
  const analysed = (name: string) => byName.has(name) && !r.findings.some((f) => f.rule === 'not-analyzable' && f.tool === name);
  return {
    descriptions: exprs.map((_, i) => byName.get(`d${i}`)?.description),
    maxima: exprs.map((_, i) => (analysed(`m${i}`) ? (byName.get(`m${i}`)?.schema as { properties: { x: { maximum?: number } } } | undefined)?.properties.x.maximum : undefined)),
  };
}

test('numbers print in a template as String() prints them, for 1,200 generated expressions of literals and consts', HANG, () => {
  const expr = generator(7);
  const kinds = new Set<string>();
  for (let round = 0; round < 12; round++) {
    const exprs = Array.from({ length: 100 }, () => expr(4, false));
    const values = runInNewContext(`${JS_CONSTS} [${exprs.join(', ')}]`) as number[];
    for (const v of values) kinds.add(Object.is(v, -0) ? '-0' : !Number.isFinite(v) ? String(v) : /e/.test(String(v)) ? 'exponent' : Number.isInteger(v) ? 'integer' : 'fraction');
    const { descriptions, maxima } = read(exprs);
    exprs.forEach((e, i) => {
      assert.equal(descriptions[i], `v=${String(values[i])}`, e);
      // A schema holds the number itself; NaN and the infinities, which JSON has not, are not read.
      if (Number.isFinite(values[i])) assert.ok(Object.is(maxima[i], values[i]), `${e}: ${maxima[i]} for ${values[i]}`);
      else assert.equal(maxima[i], undefined, e);
    });
  }
  assert.deepEqual([...kinds].sort(), ['-0', '-Infinity', 'Infinity', 'NaN', 'exponent', 'fraction', 'integer']);
});

test('with strings among the operands: `+` joins as JavaScript does, other operators on a string are not read', HANG, () => {
  const expr = generator(11);
  const exprs = Array.from({ length: 300 }, () => expr(3, true));
  const values = runInNewContext(`${JS_CONSTS} [${exprs.join(', ')}]`) as unknown[];
  const { descriptions } = read(exprs);
  let known = 0;
  exprs.forEach((e, i) => {
    if (descriptions[i] === undefined) assert.match(e, /"|''/, `${e} has no string, and is not read`);
    else {
      known++;
      assert.equal(descriptions[i], `v=${String(values[i])}`, e);
    }
  });
  assert.ok(known > 150, `${known} of 300 read`);
});

test("zod's .describe() and .max() compute the same numbers: 400 generated expressions, `+` joins as JavaScript does", HANG, () => {
  const expr = generator(23);
  let joinedStrings = 0;
  for (let round = 0; round < 2; round++) {
    const exprs = Array.from({ length: 200 }, () => expr(3, round === 1));
    const values = runInNewContext(`${JS_CONSTS} [${exprs.join(', ')}]`) as unknown[];
    // `.max()` only of a finite number: zod's reader does not analyse a tool whose bound is NaN or infinite.
    const fields = exprs.map((e, i) => `    t${i}: z.string().describe(\`v=\${${e}}\`), j${i}: z.string().describe('v=' + (${e})), ${typeof values[i] === 'number' && Number.isFinite(values[i]) && !/"|''/.test(e) ? `n${i}: z.number().max(${e}),` : ''}\n`);
    const files: Record<string, string> = {
      '/app/consts.ts': CONSTS,
      '/app/tools.ts': `import { z } from 'zod';\nimport { tool } from 'ai';\nimport { K, F, N, BIG } from './consts';\n${LOCAL}export const tools = {\n  a: tool({ description: 'a', inputSchema: z.object({\n${fields.join('')}  }), execute: async () => 1 }),\n};\n`,
    };
    const r = lint(files['/app/tools.ts']!, { path: '/app/tools.ts', readFile: (p) => files[p] });
    assert.deepEqual(r.tools.map((t) => t.name), ['a'], r.findings.map((f) => f.message).join('\n'));
    const props = (r.tools[0]!.definition.schema as { properties: Record<string, { description?: string; maximum?: number }> }).properties;
    exprs.forEach((e, i) => {
      const v = values[i];
      const text = `v=${String(v)}`;
      // With strings among the operands only `+` is read; a number-only expression is always read.
      const stringy = /"|''/.test(e);
      if (!stringy || props[`t${i}`]?.description !== undefined) assert.equal(props[`t${i}`]?.description, text, `template ${e}`);
      if (!stringy || props[`j${i}`]?.description !== undefined) assert.equal(props[`j${i}`]?.description, text, `+ ${e}`);
      if (stringy && props[`j${i}`]?.description !== undefined) joinedStrings++;
      if (!stringy && typeof v === 'number' && Number.isFinite(v)) assert.ok(props[`n${i}`]?.maximum === v, `max ${e}: ${props[`n${i}`]?.maximum} for ${v}`); // -0 is 0 in JSON
    });
  }
  assert.ok(joinedStrings >= 5, `${joinedStrings} expressions with strings read`);
});

test('a number known only at run time stays so: the description is not read, a schema value is not analysed', () => {
  const text = [
    'export function make(limit: number) {',
    "  return [{ name: 'a', description: `Up to ${limit / 1024}KB`, parameters: { type: 'object', properties: {} } },",
    "    { name: 'b', description: 'b', parameters: { type: 'object', properties: { x: { type: 'number', description: 'x', maximum: -limit } } } },",
    "    { name: 'c', description: `Up to ${'5' * 2}`, parameters: { type: 'object', properties: {} } },",
    "    { name: 'd', description: `Up to ${LIMIT / 1024}KB`, parameters: { type: 'object', properties: { x: { type: 'number', description: 'x', maximum: -LIMIT } } } }];",
    '}',
    'const LIMIT = 2048;',
  ].join('\n');
  const r = lint(text, { path: 'a.ts' });
  assert.deepEqual(r.tools.map((t) => [t.name, t.definition.description]), [['a', undefined], ['c', undefined], ['d', 'Up to 2KB']]);
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => f.tool), ['a', 'b', 'c']);
  assert.equal((r.tools[2]!.definition.schema as { properties: { x: { maximum: number } } }).properties.x.maximum, -2048);
});

test('a tagged template prints a computed number too (dedent`Up to ${MAX / 1024}KB, ${1 / 0}`)', () => {
  const text = "import dedent from 'dedent';\nconst MAX = 50 * 1024;\nexport const tools = [{ name: 'a', description: dedent`\n  Up to ${MAX / 1024}KB, ${1 / 0} ${-MAX}\n`, parameters: { type: 'object', properties: {} } }];\n";
  assert.deepEqual(lint(text, { path: 'a.ts' }).tools.map((t) => [t.name, t.definition.description]), [['a', 'Up to 50KB, Infinity -51200']]);
});

test('long and deep arithmetic finishes: a 20,000-operand chain is computed, 400 nested products are not read (too deep)', HANG, () => {
  const chain = Array.from({ length: 20_000 }, (_, i) => (i % 3 === 0 ? '1' : i % 3 === 1 ? '2 * 3' : '4')).join(' - ');
  const deep = '('.repeat(400) + '1' + ' * 2)'.repeat(400);
  const tool = (name: string, e: string) => `{ name: '${name}', description: \`v=\${${e}}\`, parameters: { type: 'object', properties: {} } }`;
  const r = lint(`export const tools = [${tool('chain', chain)}, ${tool('deep', deep)}];`, { path: 'a.ts' });
  assert.deepEqual(r.tools.map((t) => [t.name, t.definition.description]), [['chain', `v=${runInNewContext(chain)}`], ['deep', undefined]]);
  assert.match(r.findings.find((f) => f.rule === 'not-analyzable' && f.tool === 'deep')?.message ?? '', /description is computed at run time/);
});

test('a zod default written with a unary operator is the number JavaScript computes (-, + and ~, of literals and arithmetic)', () => {
  const text = [
    'import { tool } from "ai";',
    'import { z } from "zod";',
    'export const t = tool({ description: "d", inputSchema: z.object({ a: z.number().default(-5), b: z.number().default(+1), c: z.number().default(~0), d: z.number().default(-(2 ** 3)) }), execute: async () => 1 });',
  ].join('\n');
  const r = lint(text, { path: '/p/t.ts' });
  const props = (r.tools[0]!.definition.schema as { properties: Record<string, { default?: number }> }).properties;
  assert.deepEqual(Object.fromEntries(Object.entries(props).map(([k, v]) => [k, v.default])), { a: -5, b: 1, c: -1, d: -8 });
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable' && /default/.test(f.message)), []);
});
