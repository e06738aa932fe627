// Findings on zod code speak zod: the call that causes them and the call that fixes them, not JSON Schema keywords;
// JSON tools keep JSON Schema's wording, with the property's own type in the example.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { join } from 'node:path';
import { lint } from '../../shared/src';

const ROOT = join(__dirname, '..', '..');

const ZOD_FILE = [
  "import { z } from 'zod';",
  "import { tool } from 'ai';",
  "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
  'export const tools = {',
  '  weather: tool({',
  "    description: 'Get the weather',",
  '    inputSchema: z.object({',
  '      city: z.string(),',
  "      days: z.number().int().nullish().describe('days'),",
  "      unit: z.enum(['c', 'f']).default('c').describe('Unit'),",
  "      extra: z.any().describe('x'),",
  "      nested: z.object({ a: z.string().describe('a') }).passthrough().describe('n'),",
  '    }),',
  '    execute: async () => 1,',
  '  }),',
  '};',
  "const server = new McpServer({ name: 'x', version: '1' });",
  "server.registerTool('lookup', { description: 'Look up', inputSchema: { q: z.string().describe('query') } }, async () => ({ content: [] }));",
].join('\n');

function messages(text: string, path: string, targets = ['openai-strict']): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const f of lint(text, { path, config: { targets } }).findings) out.set(`${f.rule} ${f.tool} ${f.pointer}`, [...(out.get(`${f.rule} ${f.tool} ${f.pointer}`) ?? []), f.message]);
  return out;
}

test('zod code: optional, default, z.any(), .passthrough(), a raw shape and a missing .describe() are said in zod', () => {
  const m = messages(ZOD_FILE, 'tools.ts');
  const one = (key: string) => {
    const got = m.get(key);
    assert.ok(got, `no finding ${key}; have ${[...m.keys()].join(', ')}`);
    return got.join(' / ');
  };
  assert.match(one('optional-not-required weather /inputSchema/properties/days'), /^Property `days` is `\.nullish\(\)`, so it is left out of `required`.*Write `\.nullable\(\)` instead.*handler then receives null, not undefined/);
  assert.match(one('optional-not-required weather /inputSchema/properties/unit'), /^Property `unit` has `\.default\('c'\)`, so it is left out of `required`.*Drop the default and write `\.nullable\(\)`/);
  const defaults = m.get('no-defaults weather /inputSchema/properties/unit/default')!;
  assert.ok(defaults.some((s) => /^`unit` has `\.default\('c'\)`, sent as a `default` keyword, which strict mode rejects/.test(s)), defaults.join('\n'));
  assert.match(one('untyped-property weather /inputSchema/properties/extra'), /^Property `extra` is `z\.any\(\)`, which sends no type/);
  assert.match(one('missing-additional-properties-false weather /inputSchema/properties/nested/additionalProperties'), /^Object `nested` is `\.passthrough\(\)`.*Write `\.strict\(\)` instead/);
  assert.match(one('missing-additional-properties-false lookup /inputSchema'), /^The MCP SDK sends this raw shape as a `z\.object\(\.\.\.\)`.*`z\.object\(\{ \.\.\. \}\)\.strict\(\)`/);
  assert.equal(one('description-missing weather /inputSchema/properties/city'), 'Property `city` has no `.describe(...)`; the model has only its name to go on.');
  // No zod finding is left speaking of JSON Schema's "type": [...] idiom.
  for (const [key, list] of m) for (const s of list) assert.doesNotMatch(s, /"type": \[/, key);
});

test('a z.object() strict mode needs closed is told to add .strict() (MCP registerTool: zod 4 input side, open objects)', () => {
  const text = [
    "import { z } from 'zod';",
    "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
    "const server = new McpServer({ name: 'x', version: '1' });",
    "server.registerTool('f', { description: 'F', inputSchema: z.object({ a: z.string().describe('a'), o: z.object({ b: z.string().describe('b') }).describe('o') }) }, async () => ({ content: [] }));",
  ].join('\n');
  const all = lint(text, { path: 'f.ts', config: { targets: ['openai-strict'] } }).findings.filter((f) => f.rule === 'missing-additional-properties-false');
  assert.deepEqual(all.map((f) => f.pointer), ['/inputSchema', '/inputSchema/properties/o']);
  assert.match(all[0]!.message, /^The root `z\.object\(\.\.\.\)` is sent without "additionalProperties": false.*Add `\.strict\(\)` after it/);
  assert.match(all[1]!.message, /^The `z\.object\(\.\.\.\)` of `o` is sent without/);
});

test('JSON tools keep JSON Schema wording, and the example uses the property\'s own type', () => {
  const text = JSON.stringify({
    type: 'function',
    function: {
      name: 'f',
      description: 'F',
      strict: true,
      parameters: {
        type: 'object',
        additionalProperties: false,
        properties: { n: { type: 'integer', description: 'n' }, s: { type: 'string', description: 's' }, u: { anyOf: [{ type: 'string' }, { type: 'number' }], description: 'u' } },
        required: [],
      },
    },
  });
  const m = messages(text, 'tools.json');
  assert.match(m.get('optional-not-required f /function/parameters/properties/n')![0]!, /nullable \("type": \["integer", "null"\]\)/);
  assert.match(m.get('optional-not-required f /function/parameters/properties/s')![0]!, /nullable \("type": \["string", "null"\]\)/);
  assert.match(m.get('optional-not-required f /function/parameters/properties/u')![0]!, /add \{"type": "null"\} to its anyOf/);
});

/** The TypeScript errors of a file in this project (zod's real types), compiled in memory. */
function typeErrors(code: string): string[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const ts = require('typescript') as typeof import('typescript');
  const file = join(ROOT, 'test', '__zod_alternative_check__.ts');
  const options = { strict: true, noEmit: true, module: ts.ModuleKind.Node16, moduleResolution: ts.ModuleResolutionKind.Node16, target: ts.ScriptTarget.ES2022, skipLibCheck: true, types: [] };
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  host.readFile = (name) => (name === file ? code : read(name));
  const exists = host.fileExists.bind(host);
  host.fileExists = (name) => name === file || exists(name);
  const getSource = host.getSourceFile.bind(host);
  host.getSourceFile = (name, lang) => (name === file ? ts.createSourceFile(name, code, lang) : getSource(name, lang));
  const program = ts.createProgram([file], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

test('.optional() under a wrapper that converts the input side: a second fix keeps the handler\'s parameter type, and is clean', () => {
  const text = [
    "import { z } from 'zod';",
    "import { tool } from 'ai';",
    'export const tools = {',
    '  weather: tool({',
    "    description: 'Get the weather',",
    "    inputSchema: z.object({ days: z.number().int().optional().describe('days') }).strict(),",
    '    execute: async ({ days }: { days?: number }) => days,',
    '  }),',
    '};',
  ].join('\n');
  const config = { targets: ['openai-strict' as const] };
  const finding = lint(text, { path: 'w.ts', config }).findings.find((f) => f.rule === 'optional-not-required');
  assert.ok(finding?.fix && finding.alternatives?.length === 1, 'a fix and one alternative');
  const apply = (edits: { offset: number; length: number; newText: string }[]) => [...edits].sort((a, b) => b.offset - a.offset).reduce((t, e) => t.slice(0, e.offset) + e.newText + t.slice(e.offset + e.length), text);
  const nullable = apply(finding.fix.edits!);
  const kept = apply(finding.alternatives[0]!.edits!);
  assert.match(finding.alternatives[0]!.title, /handler still receives undefined/);
  // Both are what strict mode wants: the property is required and nullable, no finding left on it.
  for (const fixed of [nullable, kept]) assert.deepEqual(lint(fixed, { path: 'w.ts', config }).findings.filter((f) => f.rule === 'optional-not-required' || f.rule === 'not-analyzable'), []);
  // The handler's type: .nullable() breaks `{ days?: number }` (that is why the first one says so), the variant keeps it.
  const check = (expr: string) => typeErrors(`import { z } from 'zod';\nconst s = z.object({ days: ${expr} });\nconst handler = (args: { days?: number }) => args.days;\nhandler(s.parse({}));\n`);
  assert.deepEqual(check("z.number().int().optional().describe('days')"), []);
  assert.ok(check(/days: (.*) \}\)\.strict\(\)/.exec(nullable)![1]!).some((m) => /null/.test(m)), 'nullable() changes the handler type');
  assert.deepEqual(check(/days: (.*) \}\)\.strict\(\)/.exec(kept)![1]!), []);
});

test('a wrapper that converts the output side (openai zodFunction) gets no transform variant: it would refuse it', () => {
  const text = [
    "import { z } from 'zod';",
    "import { zodFunction } from 'openai/helpers/zod';",
    "export const t = [zodFunction({ name: 'f', description: 'F', parameters: z.object({ days: z.number().optional().describe('d') }) })];",
  ].join('\n');
  const finding = lint(text, { path: 'f.ts', config: { targets: ['openai-strict'] } }).findings.find((f) => f.rule === 'optional-not-required');
  assert.ok(finding?.fix);
  assert.equal(finding.alternatives, undefined);
});
