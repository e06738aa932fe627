// Hostile input for the TypeScript/JavaScript reader and the static zod reader: truncations, random edits,
// pathological nesting. The engine's last-resort guard turns an exception into one "could not analyse" finding, so
// these tests assert that the guard is never reached (the readers themselves never throw), and that Auto-strict never
// leaves code with more syntax errors than it found.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import ts from 'typescript';
import { fix, lint } from '../../shared/src';

const SOURCE = `import { tool, jsonSchema } from 'ai';
import { z } from 'zod';

const Place = z.string().min(2).describe('A city');
const Base = z.object({ q: z.string().describe('Query'), limit: z.number().int().positive().max(50).optional() });

export const tools = {
  route: tool({ description: 'Route', inputSchema: z.object({ from: Place, to: Place, via: Place.nullish(), mode: z.enum(['car', 'bike']).default('car') }) }),
  search: tool({ description: 'Search', inputSchema: Base.extend({ tags: z.array(z.string()).nonempty() }).passthrough() }),
  raw: tool({ description: 'Raw', inputSchema: jsonSchema({ type: 'object', properties: { a: { type: 'string' } } }) }),
};
server.registerTool('find', { description: 'Find', inputSchema: { ...Base.shape, when: z.string().datetime().optional() } }, async () => ({}));
export const fn = zodFunction({ name: 'get', parameters: z.object({ id: z.string().uuid(), n: z.number().optional(), t: z.tuple([z.string(), z.number()]) }) });
export const literal = [{ type: 'function', function: { name: 'lit', description: 'L', parameters: { type: 'object', properties: { x: { type: 'string', default: 'a' } }, required: [] } } }];
`;

const GUARD = /could not analyse this document/;

function syntaxErrors(text: string): number {
  const sf = ts.createSourceFile('x.ts', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  return (sf as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics.length;
}

function check(text: string, where: string): void {
  const r = lint(text, { path: 'tools.ts', config: { targets: ['openai-strict'] } });
  assert.ok(!r.findings.some((f) => GUARD.test(f.message)), `${where}: the reader threw`);
  for (const unsafe of [false, true]) {
    const out = fix(text, { path: 'tools.ts', config: { targets: ['openai-strict'] }, unsafe });
    if (out.text !== text) assert.ok(syntaxErrors(out.text) <= syntaxErrors(text), `${where}: fix (unsafe ${unsafe}) added a syntax error`);
  }
}

test('the fixture itself is read: tools, zod and literals, with fixes that keep the code parsing', () => {
  const r = lint(SOURCE, { path: 'tools.ts', config: { targets: ['openai-strict'] } });
  assert.deepEqual(r.tools.map((t) => t.name).sort(), ['find', 'get', 'lit', 'raw', 'route', 'search']);
  assert.equal(syntaxErrors(SOURCE), 0);
  const fixed = fix(SOURCE, { path: 'tools.ts', config: { targets: ['openai-strict'] }, unsafe: true });
  assert.notEqual(fixed.text, SOURCE);
  assert.equal(syntaxErrors(fixed.text), 0);
});

test('every truncation of a TypeScript file with zod tools is read without throwing', () => {
  for (let n = 0; n <= SOURCE.length; n += 7) check(SOURCE.slice(0, n), `cut at ${n}`);
});

test('random edits (deleted, repeated or inserted characters) never make a reader throw or a fix break the code', () => {
  const tokens = ['z.', '.optional()', '.nullable()', '.describe(', "'", '"', '`', '(', ')', '{', '}', '[', ']', ',', ':', '...', 'z.object({', 'z.string()', '.shape', '.extend(', '/*', '*/', '//', '\n', '1e999', '-', 'Base', 'Place', '?.', '!'];
  fc.assert(
    fc.property(
      fc.array(fc.record({ at: fc.nat(SOURCE.length), kind: fc.constantFrom('delete', 'insert', 'repeat'), len: fc.integer({ min: 1, max: 12 }), token: fc.constantFrom(...tokens) }), { minLength: 1, maxLength: 4 }),
      (edits) => {
        let text = SOURCE;
        for (const e of edits) {
          const at = Math.min(e.at, text.length);
          if (e.kind === 'delete') text = text.slice(0, at) + text.slice(at + e.len);
          else if (e.kind === 'insert') text = text.slice(0, at) + e.token + text.slice(at);
          else text = text.slice(0, at) + text.slice(at, at + e.len).repeat(3) + text.slice(at + e.len);
        }
        check(text, JSON.stringify(edits));
      },
    ),
    { numRuns: process.env.CI ? 150 : 400, seed: 20261130 },
  );
});

test('pathological zod: deep nesting, long chains and self-reference end in not-analyzable, not a crash', () => {
  const head = "import { tool } from 'ai';\nimport { z } from 'zod';\n";
  const nest = (n: number) => `${head}export const t = tool({ description: 'D', inputSchema: ${'z.object({ a: '.repeat(n)}z.string()${' })'.repeat(n)} });\n`;
  // 300 levels: TypeScript parses it, the zod reader stops at its depth limit; 3000: TypeScript's parser overflows.
  const deep = nest(300);
  const deeper = nest(3000);
  const chain = `${head}export const t = tool({ description: 'D', inputSchema: z.object({ a: z.string()${'.optional()'.repeat(20000)} }) });\n`;
  const cycle = `${head}const A = z.object({ b: B });\nconst B = z.object({ a: A });\nexport const t = tool({ description: 'D', inputSchema: A });\n`;
  for (const [name, text] of [['deep', deep], ['deeper', deeper], ['chain', chain], ['cycle', cycle]] as const) {
    const r = lint(text, { path: 'x.ts' });
    assert.ok(!r.findings.some((f) => GUARD.test(f.message)), `${name}: the reader threw`);
    assert.ok(r.findings.some((f) => f.rule === 'not-analyzable'), `${name}: reported as not analysed`);
  }
});

test('identifiers that resolve in a cycle, across functions or through consts, end in not-analyzable, not a crash', () => {
  // `schema` is a parameter of passthrough() and `input` one of registerA(): read by name across the file, the two
  // consts sent the reader round in a circle until the stack overflowed.
  const src = [
    "import { z } from 'zod';",
    "import { tool } from 'ai';",
    'export function registerA(server: McpServer, input: ZodRawShape) {',
    '  const schema = input;',
    "  server.registerTool('a', { description: 'A', inputSchema: schema }, async () => ({ content: [] }));",
    '}',
    'export function passthrough(schema: unknown) {',
    '  const input = schema;',
    '  return input;',
    '}',
    "server.registerTool('b', { description: 'B', inputSchema: { q: z.string().describe('Q') } }, async () => ({ content: [] }));",
    'const A = B;',
    'const B = A;',
    "server.registerTool('cyc', { description: 'C', inputSchema: A }, async () => ({ content: [] }));",
    'const Params = Params;',
    "export const f = zodFunction({ name: 'f', description: 'F', parameters: Params });",
    "export const t = tool({ description: 'T', inputSchema: S });",
    'const S = T;',
    "const T = { type: 'object', properties: { x: S } };",
  ].join('\n');
  const r = lint(src, { path: 'tools.ts', config: { targets: ['openai-strict'] } });
  assert.ok(!r.findings.some((f) => GUARD.test(f.message)), 'the reader threw');
  assert.deepEqual(r.tools.map((t) => t.name), ['b']);
  assert.deepEqual(
    r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => [src.slice(f.span.offset, f.span.offset + f.span.length), f.range.start.line]),
    [['input', 3], ['A', 12], ['Params', 14], ['t', 16], ['S', 18]],
  );
});
