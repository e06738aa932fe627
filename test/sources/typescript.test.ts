// Tool definitions written as literals in TypeScript and JavaScript, read with TypeScript's parser.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findNodeAtLocation } from 'jsonc-parser';
import { fix, lint } from '../../shared/src';

const at = (src: string, f: { span: { offset: number; length: number } }) => src.slice(f.span.offset, f.span.offset + f.span.length);

test('OpenAI tools in an array literal, with a const schema, as const and satisfies', () => {
  const src = [
    "import OpenAI from 'openai';",
    'const weather = {',
    "  type: 'object',",
    "  properties: { city: { type: 'string', description: 'City' }, note: { description: 'Free text' } },",
    '} as const;',
    'export const tools = [',
    "  { type: 'function', function: { name: 'get_weather', description: 'Weather', parameters: (weather) } },",
    '] satisfies unknown[];',
    "await new OpenAI().chat.completions.create({ model: 'gpt-4o', messages: [], tools });",
  ].join('\n');
  const r = lint(src, { path: 'tools.ts', config: { targets: ['openai-strict'] } });
  assert.deepEqual(r.tools.map((t) => [t.name, t.shape]), [['get_weather', 'openai-chat']], 'found once, though the const is used twice');
  const untyped = r.findings.find((f) => f.rule === 'untyped-property')!;
  assert.equal(at(src, untyped), 'note', 'the range points at the key in the TypeScript source');
  assert.deepEqual(untyped.range.start, { line: 3, character: src.split('\n')[3]!.indexOf('note') });
  const root = r.findings.find((f) => f.rule === 'missing-additional-properties-false')!;
  assert.equal(at(src, root), 'parameters');
  // the fix lands in the const the tool refers to
  const fixed = fix(src, { path: 'tools.ts', config: { targets: ['openai-strict'] } }).text;
  assert.match(fixed, /note: \{ description: 'Free text' \} \},\n  additionalProperties: false,\n  required: \['city', 'note'\],\n\} as const;/);
});

test('Anthropic, MCP, Gemini and Bedrock shapes in call arguments, JavaScript and TSX', () => {
  const js = [
    'await anthropic.messages.create({',
    "  model: 'claude-sonnet-4-5',",
    "  tools: [{ name: 'lookup', description: 'Look up', input_schema: { type: 'object', properties: { q: { type: 'string', description: `query` } }, required: ['q'] } }],",
    '});',
    "const mcp = { name: 'search.docs', description: 'Search', inputSchema: { type: 'object', properties: {} } };",
    "const gemini = { functionDeclarations: [{ name: 'g', description: 'G', parameters: { type: 'OBJECT', properties: { a: { type: 'STRING', description: 'a' } } } }] };",
    "const bedrock = { toolSpec: { name: 'b', description: 'B', inputSchema: { json: { type: 'object', properties: { n: { type: 'number', description: 'n', minimum: -1 } }, required: ['n'] } } } };",
  ].join('\n');
  const r = lint(js, { path: 'agent.mjs' });
  assert.deepEqual(r.tools.map((t) => `${t.shape}:${t.name}`), ['anthropic:lookup', 'mcp:search.docs', 'gemini:g', 'bedrock:b']);
  assert.ok(r.findings.some((f) => f.rule === 'invalid-name' && f.tool === 'search.docs'));
  const tsx = "export const T = () => <div />;\nexport const tools = [{ name: 'x', description: 'd', inputSchema: { type: 'object', properties: { a: { type: 'str', description: 'a' } } } }];";
  const t = lint(tsx, { languageId: 'typescriptreact' });
  assert.equal(at(tsx, t.findings.find((f) => f.rule === 'invalid-type')!), 'type');
});

test('values built at run time are reported as not-analyzable and the tool is skipped, never guessed', () => {
  const src = [
    "import { schema } from './schema';",
    'const tools = [',
    "  { name: 'a', description: 'A', inputSchema: buildSchema() },",
    "  { name: 'b', description: 'B', inputSchema: schema },",
    "  { name: 'c', description: 'C', inputSchema: { type: 'object', ...extra } },",
    "  { name: 'd', description: 'D', inputSchema: { type: 'object', [key]: 1 } },",
    "  { name: 'ok', description: 'Fine', inputSchema: { type: 'object', properties: {}, required: [], additionalProperties: false } },",
    '];',
    'const unrelated = { value: compute() };',
  ].join('\n');
  const r = lint(src, { path: 'x.ts', config: { targets: ['anthropic'] } });
  assert.deepEqual(r.tools.map((t) => t.name), ['ok']);
  const notes = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.deepEqual(notes.map((f) => at(src, f)), ['buildSchema()', 'schema', 'extra', '[key]: 1']);
  assert.ok(notes.every((f) => f.severity === 'info'));
  assert.equal(r.findings.some((f) => at(src, f) === 'compute()'), false, 'ordinary code is not reported');
});

test('ordinary code without tools yields nothing, a 10,000-line file included', () => {
  let src = '';
  for (let i = 0; i < 10_000; i++) src += `export function f${i}(a: number, b: string): number { return a + b.length * ${i}; }\n`;
  const r = lint(src, { path: 'big.ts' });
  assert.deepEqual(r.tools, []);
  assert.deepEqual(r.findings, []);
  const config = "export default { compilerOptions: { strict: true }, name: 'app', params: { a: 1 } };";
  assert.deepEqual(lint(config, { path: 'config.ts' }).findings, []);
});

test('disable comments work in scripts', () => {
  const src = (comment: boolean) =>
    [
      'const tools = [{',
      "  name: 'a', description: 'A',",
      '  inputSchema: {',
      "    type: 'object',",
      '    properties: {',
      ...(comment ? ['      // toollint-disable-next-line untyped-property'] : []),
      '      x: {},',
      '    },',
      '  },',
      '}];',
    ].join('\n');
  const untyped = (text: string) => lint(text, { path: 'x.ts', config: { targets: ['anthropic'] } }).findings.filter((f) => f.rule === 'untyped-property').length;
  assert.equal(untyped(src(false)), 1);
  assert.equal(untyped(src(true)), 0);
});

test('SDK calls: AI SDK tool(), MCP registerTool and tool, openai zodFunction, with zod read statically', () => {
  const src = [
    "import { tool, jsonSchema } from 'ai';",
    "import { z } from 'zod';",
    'export const tools = {',
    "  weather: tool({ description: 'Weather', inputSchema: jsonSchema({ type: 'object', properties: { city: { type: 'string', description: 'City' } }, required: ['city'], additionalProperties: false }), execute: async () => 1 }),",
    "  notes: tool({ description: 'Notes', inputSchema: z.object({ title: z.string().describe('Title'), note: z.string().optional() }) }),",
    '};',
    "const lookup = tool({ description: 'Lookup', parameters: { type: 'object', properties: {} } });",
    "server.registerTool('search', { description: 'Search', inputSchema: { q: z.string().describe('Query'), limit: z.number().int().default(5).describe('Max') } }, async () => ({}));",
    "server.tool('echo', 'Echo back', { text: z.string().transform((s) => s.trim()) }, async () => ({}));",
    "const f = zodFunction({ name: 'get', description: 'Get one', parameters: z.object({ id: z.string().uuid().describe('Id') }) });",
  ].join('\n');
  const r = lint(src, { path: 'agent.ts', config: { targets: ['openai-strict', 'shape'] } });
  // MCP converts the input side, so the transform's input (a string) is what it sends.
  assert.deepEqual(r.tools.map((t) => `${t.shape}:${t.name}`), ['ai-sdk:weather', 'ai-sdk:notes', 'ai-sdk:lookup', 'mcp-sdk:search', 'mcp-sdk:echo', 'openai-zod:get']);
  assert.deepEqual(JSON.parse(JSON.stringify(r.tools[4]!.definition.schema)).properties, { text: { type: 'string' } });
  assert.deepEqual(r.tools[3]!.targets, ['openai-strict', 'mcp'], 'an MCP SDK tool is also checked as mcp');
  const byTool = (name: string) => r.findings.filter((f) => f.tool === name).map((f) => `${f.rule}@${at(src, f)}`);
  assert.deepEqual(byTool('weather'), []);
  // the headline case: a zod .optional() field sent to OpenAI strict, reported on the field, with the .optional()
  // call as related information
  assert.deepEqual(byTool('notes'), ['description-missing@note: z.string().optional()', 'optional-not-required@note: z.string().optional()']);
  const optional = r.findings.find((f) => f.tool === 'notes' && f.rule === 'optional-not-required')!;
  assert.deepEqual(optional.related?.map((x) => [x.message, at(src, x)]), [['`.optional()` lets the model omit `note`', '.optional()']]);
  // MCP converts with io "input": a defaulted field is optional, and a plain z.object has no additionalProperties
  assert.deepEqual(byTool('search').sort(), ['missing-additional-properties-false@{ q: z.string().describe(\'Query\'), limit: z.number().int().default(5).describe(\'Max\') }', 'no-defaults@.default(5)', "optional-not-required@limit: z.number().int().default(5).describe('Max')"].sort());
  // no JSON edits on zod code, only zod edits: the unsafe .optional() -> .nullable() where there is an .optional(),
  // and the MCP raw shape wrapped in z.object(...).strict() (safe); .default(5) is named, not rewritten
  const zodFindings = r.findings.filter((f) => f.tool === 'notes' || f.tool === 'search');
  assert.ok(zodFindings.every((f) => !f.fix || (f.fix.ops.length === 0 && (f.fix.edits?.length ?? 0) >= 1)));
  assert.deepEqual(zodFindings.filter((f) => f.fix).map((f) => `${f.tool}:${f.rule}:${f.fixable}`), ['notes:optional-not-required:false', 'search:missing-additional-properties-false:true']);
  assert.ok(r.findings.some((f) => f.tool === 'lookup' && f.rule === 'missing-additional-properties-false' && f.fixable));
  // nothing left unread
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => at(src, f)), []);
  // on the output side (openai's zodFunction), a transform makes toJSONSchema throw: reported, never guessed
  const out = lint("import { z } from 'zod';\nconst f = zodFunction({ name: 'get', description: 'Get', parameters: z.object({ id: z.string().transform((s) => s.trim()) }) });\n", { path: 'a.ts' });
  assert.deepEqual(out.tools, []);
  assert.match(out.findings.find((f) => f.rule === 'not-analyzable')?.message ?? '', /Transforms cannot be represented/);
});

test('Auto-strict in TypeScript keeps the code style: quotes, bare keys, trailing commas, indentation', () => {
  const src = [
    'export const tools = [',
    '  {',
    "    type: 'function',",
    '    function: {',
    "      name: 'get_weather',",
    "      description: 'Weather',",
    '      parameters: {',
    "        type: 'object',",
    '        properties: {',
    "          city: { type: 'string', description: 'City' },",
    "          unit: { type: 'string', enum: ['c', 'f'], default: 'c' },",
    '        },',
    "        required: ['city'],",
    '      },',
    '    },',
    '  },',
    '];',
    '',
  ].join('\n');
  const config = { targets: ['openai-strict'] };
  const r = fix(src, { path: 'tools.ts', config });
  assert.equal(
    r.text,
    src
      .replace("unit: { type: 'string', enum: ['c', 'f'], default: 'c' },", "unit: { type: ['string', 'null'], enum: ['c', 'f', null], description: 'Default: \"c\".' },")
      .replace("        required: ['city'],\n      },\n    },", "        required: ['city', 'unit'],\n        additionalProperties: false,\n      },\n      strict: true,\n    },"),
  );
  assert.equal(fix(r.text, { path: 'tools.ts', config }).text, r.text);
  assert.deepEqual(lint(r.text, { path: 'tools.ts', config }).findings.filter((f) => f.fixable), []);
});

test('zod .optional() under openai-strict: an unsafe quick fix makes it .nullable()', () => {
  const src = [
    "import { tool } from 'ai';",
    "import { z } from 'zod';",
    "export const tools = { notes: tool({ description: 'Notes', inputSchema: z.object({ title: z.string().describe('Title'), note: z.string().optional().describe('Note') }) }) };",
  ].join('\n');
  const config = { targets: ['openai-strict'] };
  const finding = lint(src, { path: 'x.ts', config }).findings.find((f) => f.rule === 'optional-not-required')!;
  assert.equal(finding.fixable, false, 'unsafe: not applied by default');
  assert.equal(fix(src, { path: 'x.ts', config }).text, src);
  const out = fix(src, { path: 'x.ts', config, unsafe: true }).text;
  assert.equal(out, src.replace("note: z.string().optional().describe('Note')", "note: z.string().nullable().describe('Note')"));
  assert.deepEqual(lint(out, { path: 'x.ts', config }).findings.map((f) => f.rule), []);
});

test('zod objects strict mode needs closed get .strict() right after z.object(...), before .describe()', () => {
  const src = [
    "import { z } from 'zod';",
    "server.registerTool('search', { description: 'Search', inputSchema: { q: z.string().describe('Query'), filter: z.object({ tag: z.string().describe('Tag (a \"quoted\" one)') }).describe('Filter') } }, async () => ({}));",
  ].join('\n');
  const config = { targets: ['openai-strict'] };
  const findings = lint(src, { path: 'x.ts', config }).findings.filter((f) => f.rule === 'missing-additional-properties-false');
  assert.deepEqual(findings.map((f) => [at(src, f).slice(0, 6), f.fixable, f.fix?.title]), [['{ q: z', true, 'Wrap the shape in z.object(...).strict()'], ['filter', true, 'Add .strict() to the z.object()']]);
  const out = fix(src, { path: 'x.ts', config }).text;
  assert.equal(
    out,
    src
      .replace(".describe('Tag (a \"quoted\" one)') }).describe('Filter')", ".describe('Tag (a \"quoted\" one)') }).strict().describe('Filter')")
      .replace("inputSchema: { q: z.string().describe('Query'), ", "inputSchema: z.object({ q: z.string().describe('Query'), ")
      .replace(".describe('Filter') } }, async", ".describe('Filter') }).strict() }, async"),
  );
  assert.equal(fix(out, { path: 'x.ts', config }).text, out);
  assert.deepEqual(lint(out, { path: 'x.ts', config }).findings.map((f) => f.rule), []);
  // the older server.tool() takes no zod object, and a shape held in a const may be shared: neither is rewritten
  for (const other of [
    "server.tool('search', 'Search', { q: z.string().describe('Query') }, async () => ({}));",
    "const shape = { q: z.string().describe('Query') };\nserver.registerTool('search', { description: 'Search', inputSchema: shape }, async () => ({}));",
  ]) {
    const code = `import { z } from 'zod';\n${other}`;
    const f = lint(code, { path: 'x.ts', config }).findings.filter((x) => x.rule === 'missing-additional-properties-false');
    assert.deepEqual(f.map((x) => x.fix), [undefined], other);
  }
});

test('zod findings on a property span the whole `key: value` when it is on one line, the key otherwise', () => {
  const src = [
    "import { z } from 'zod';",
    "server.registerTool('s', { description: 'S', inputSchema: z.object({",
    "  note: z.string().optional(),",
    '  nested: z',
    '    .object({ a: z.string().describe("A") })',
    '    .optional(),',
    '}).strict() }, async () => ({}));',
  ].join('\n');
  const found = lint(src, { path: 'x.ts', config: { targets: ['openai-strict'] } }).findings.filter((f) => f.rule === 'optional-not-required');
  assert.deepEqual(found.map((f) => at(src, f)), ['note: z.string().optional()', 'nested']);
  assert.deepEqual(found.map((f) => f.related?.map((x) => at(src, x))), [['.optional()'], ['.optional()']]);
  assert.deepEqual(found.map((f) => f.related![0]!.range.start.line), [2, 5]);
});

test('zod .nullish() under openai-strict (AI SDK, io input: not required): unsafe fix to .nullable(); .default(x) is named, not rewritten', () => {
  const src = [
    "import { tool } from 'ai';",
    "import { z } from 'zod';",
    "export const t = tool({ description: 'T', inputSchema: z.object({ tags: z.array(z.string()).nullish().describe('Tags'), n: z.number().default(5).describe('N') }) });",
  ].join('\n');
  const config = { targets: ['openai-strict'] };
  const found = lint(src, { path: 'x.ts', config }).findings.filter((f) => f.rule === 'optional-not-required');
  assert.deepEqual(found.map((f) => [f.related?.[0]?.message, f.fix?.title ?? null]), [
    ['`.nullish()` lets the model omit `tags`', 'Replace .nullish() with .nullable() (unsafe: the model sends null for "no value", and the handler receives null instead of undefined, so its parameter type changes)'],
    ['`.default(5)` lets the model omit `n`', null],
  ]);
  const out = fix(src, { path: 'x.ts', config, unsafe: true }).text;
  assert.equal(out, src.replace('.nullish()', '.nullable()'));
});

test('zod .passthrough() and .loose() under openai-strict: an unsafe fix to .strict()', () => {
  for (const open of ['passthrough', 'loose']) {
    const src = [
      "import { z } from 'zod';",
      `export const f = zodFunction({ name: 'find', description: 'Find', parameters: z.object({ q: z.string().describe('Q'), opts: z.object({ deep: z.boolean().describe('D') }).${open}().describe('Options') }) });`,
    ].join('\n');
    const config = { targets: ['openai-strict'] };
    const found = lint(src, { path: 'x.ts', config }).findings.filter((f) => f.rule === 'missing-additional-properties-false');
    assert.deepEqual(found.map((f) => [at(src, f), f.fixable, f.fix?.title]), [[`.${open}()`, false, `Replace .${open}() with .strict() (unsafe: the model can no longer send extra keys)`]], open);
    assert.equal(fix(src, { path: 'x.ts', config }).text, src, 'unsafe: not applied by default');
    const out = fix(src, { path: 'x.ts', config, unsafe: true }).text;
    assert.equal(out, src.replace(`.${open}()`, '.strict()'));
    assert.deepEqual(lint(out, { path: 'x.ts', config }).findings.filter((f) => f.severity === 'error'), []);
  }
});

test('openai zodFunction: zod 4 is sent through toStrictJsonSchema; zod/v3 through openaiStrictMode (nullable: true, definitions named after the tool)', () => {
  const v4 = [
    "import { z } from 'zod';",
    "const Place = z.string().describe('A place');",
    "export const f = zodFunction({ name: 'route', description: 'Route', parameters: z.object({ from: Place, to: Place, via: z.string().nullish().describe('Via') }) });",
  ].join('\n');
  const config = { targets: ['openai-strict'] };
  const r4 = lint(v4, { path: 'x.ts', config });
  // nullish is nullable and so listed in required by toStrictJsonSchema: nothing to report
  assert.deepEqual(r4.findings.map((f) => f.rule), []);
  const params4 = r4.tools[0]!.definition.schema as { required: string[]; properties: Record<string, unknown> };
  assert.deepEqual(params4.required, ['from', 'to', 'via']);
  assert.deepEqual({ ...(params4.properties.via as object) }, { type: ['string', 'null'], description: 'Via' });
  const v3 = v4.replace("from 'zod'", "from 'zod/v3'");
  const r3 = lint(v3, { path: 'x.ts', config });
  // zod 3: a reused schema becomes a $ref into definitions (the root repeated under definitions.route); findings on
  // the repeated root are reported once; .nullable() of a plain string is `nullable: true`, which OpenAI ignores
  assert.deepEqual(r3.findings.map((f) => `${f.rule}@${at(v3, f)}@${f.pointer}`), ['unsupported-keyword@.nullish()@/parameters/properties/via/nullable']);
  assert.match(r3.findings[0]!.message, /ignored \(list "null" in the type/);
});

test('OpenAI Agents SDK tool() is recognised by its import and read as the SDK sends it, not as an AI SDK tool', () => {
  const src = [
    "import { tool } from '@openai/agents';",
    "import { z } from 'zod';",
    "export const a = tool({ name: 'get_weather', description: 'Weather', parameters: z.object({ city: z.string().optional() }), execute: async () => 'x' });",
    "export const b = tool({ name: 'get_time', description: 'Time', parameters: { type: 'object', properties: { tz: { type: 'string' } } }, execute: async () => 'x' });",
  ].join('\n');
  const r = lint(src, { path: 'agent.ts', config: { targets: ['openai-strict'] } });
  assert.deepEqual(r.tools.map((t) => `${t.shape}:${t.name}`), ['openai-zod:get_weather', 'openai-zod:get_time']);
  // tool() makes the optional field required and nullable, and closes the JSON Schema: what it sends is strict.
  assert.deepEqual(JSON.parse(JSON.stringify(r.tools[0]!.definition.schema)), {
    type: 'object',
    properties: { city: { anyOf: [{ type: 'string' }, { type: 'null' }] } },
    required: ['city'],
    additionalProperties: false,
    $schema: 'http://json-schema.org/draft-07/schema#',
  });
  assert.deepEqual(JSON.parse(JSON.stringify(r.tools[1]!.definition.schema)), { type: 'object', properties: { tz: { anyOf: [{ type: 'string' }, { type: 'null' }] } }, required: ['tz'], additionalProperties: false });
  assert.deepEqual(r.findings.filter((f) => f.severity === 'error'), []);
  // the same call imported from the AI SDK is an AI SDK tool
  const ai = lint(src.replace("'@openai/agents'", "'ai'"), { path: 'agent.ts', config: { targets: ['openai-strict'] } });
  assert.deepEqual(ai.tools.map((t) => `${t.shape}:${t.name}`), ['ai-sdk:a', 'ai-sdk:b']);
});

test('Anthropic betaZodTool: zod 4 with reused "ref" ($defs for a schema used twice), checked as an Anthropic tool; strict is sent as given', () => {
  const src = [
    "import { betaZodTool } from '@anthropic-ai/sdk/helpers/beta/zod';",
    "import { z } from 'zod';",
    "const Place = z.string().min(2).describe('A city');",
    "export const route = betaZodTool({ name: 'route', description: 'Plan a route', inputSchema: z.object({ from: Place, to: Place, via: z.array(Place).optional() }), strict: true, run: async () => '' });",
  ].join('\n');
  const r = lint(src, { path: 'agent.ts', config: { targets: ['anthropic-strict', 'openai-strict'] } });
  assert.deepEqual(r.tools.map((t) => `${t.shape}:${t.name}`), ['anthropic:route']);
  const schema = r.tools[0]!.definition.schema as { properties: Record<string, unknown>; $defs: Record<string, unknown>; required: string[] };
  assert.deepEqual({ ...(schema.properties.from as object) }, { $ref: '#/$defs/__schema0' });
  assert.deepEqual(Object.keys(schema.$defs), ['__schema0']);
  assert.deepEqual(schema.required, ['from', 'to']);
  assert.equal(r.tools[0]!.definition.strict, true);
  // the optional field is reported for strict targets, at its code
  const optional = r.findings.find((f) => f.rule === 'optional-not-required')!;
  assert.equal(at(src, optional), 'via: z.array(Place).optional()');
  // zod 3 is not converted by betaZodTool (it throws): not analysed, never guessed
  const v3 = lint(src.replace("from 'zod'", "from 'zod/v3'"), { path: 'agent.ts', config: { targets: ['anthropic'] } });
  assert.deepEqual(v3.tools, []);
  assert.match(v3.findings.find((f) => f.rule === 'not-analyzable')!.message, /zod 3/);
});

test('MCP raw shapes built from other objects: ...Base.shape spreads and Base.shape itself', () => {
  const src = [
    "import { z } from 'zod';",
    "const Base = z.object({ q: z.string().describe('Query'), limit: z.number().int().max(50).describe('Max') });",
    "server.registerTool('a', { description: 'A', inputSchema: { ...Base.shape, page: z.number().int().describe('Page') } }, async () => ({}));",
    "server.registerTool('b', { description: 'B', inputSchema: Base.shape }, async () => ({}));",
  ].join('\n');
  const r = lint(src, { path: 'mcp.ts', config: { targets: ['mcp'] } });
  assert.deepEqual(r.tools.map((t) => t.name), ['a', 'b']);
  assert.deepEqual(Object.keys((r.tools[0]!.definition.schema as { properties: object }).properties), ['q', 'limit', 'page']);
  assert.deepEqual(Object.keys((r.tools[1]!.definition.schema as { properties: object }).properties), ['q', 'limit']);
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
});

test('.strict() goes where the zod reader says the object is closed: not after an object whose unknown keys another call decides', () => {
  const config = { targets: ['openai-strict'] };
  const src = (inner: string) => ["import { z } from 'zod';", `server.registerTool('s', { description: 'S', inputSchema: z.object({ f: ${inner}.describe('F') }).strict() }, async () => ({}));`].join('\n');
  const fixes = (inner: string) => lint(src(inner), { path: 'x.ts', config }).findings.filter((f) => f.rule === 'missing-additional-properties-false').map((f) => f.fix?.edits);
  // a plain z.object: .strict() right after its call, before .describe()
  const plain = "z.object({ a: z.string().describe('A') })";
  assert.deepEqual(fixes(plain), [[{ offset: src(plain).indexOf(plain) + plain.length, length: 0, newText: '.strict()' }]]);
  // merge takes the merged object's unknown keys and strip() decides them: .strict() on the first call would not close it
  for (const inner of ["z.object({ a: z.string().describe('A') }).merge(z.object({ b: z.number().describe('B') }))", "z.object({ a: z.string().describe('A') }).strip()"]) {
    assert.deepEqual(fixes(inner), [undefined], inner);
  }
});

test('JSON pasted into code: quoted keys are found, and fixes quote the keys they add like the code around them', () => {
  const src = [
    'export const tools = [',
    '  {',
    '    "type": "function",',
    '    "function": {',
    '      "name": "get_weather",',
    '      "description": "Weather",',
    '      "parameters": { "type": "object", "properties": { "city": { "type": "string", "description": "City" } } }',
    '    }',
    '  }',
    '];',
    '',
  ].join('\n');
  const config = { targets: ['openai-strict'] };
  const r = lint(src, { path: 'tools.ts', config });
  assert.deepEqual(r.tools.map((t) => [t.name, t.shape]), [['get_weather', 'openai-chat']]);
  const fixed = fix(src, { path: 'tools.ts', config }).text;
  assert.match(fixed, /"type": \["string", "null"\], "description": "City" \} \}, "additionalProperties": false, "required": \["city"\] \}/);
  assert.match(fixed, /"description": "Weather",\n      "parameters": .*\},\n      "strict": true\n/);
  // Bare keys stay bare, and code that mixes both gets bare keys.
  const mixed = src.replace('"description": "City"', 'description: "City"');
  assert.match(fix(mixed, { path: 'tools.ts', config }).text, /additionalProperties: false, required: \["city"\] \}/);
  // Without quoted keys the prefilter found nothing before: the same literal in JSON style in a .js file.
  assert.equal(lint('module.exports = [{"name": "a", "description": "A", "parameters": {"type": "object", "properties": {}}}];\n', { path: 'tools.js' }).tools.length, 1);
});

test('consts resolve in their own scope: a function\'s const, not a same-named one elsewhere; a parameter or let is not a const', () => {
  const src = [
    "import { z } from 'zod';",
    "const inputSchema = { top: z.string().describe('Top') };",
    "server.registerTool('top', { description: 'Top', inputSchema }, async () => ({ content: [] }));",
    'export function registerSearch(server: McpServer) {',
    "  const inputSchema = { query: z.string().describe('Query') };",
    "  server.registerTool('search', { description: 'Search', inputSchema }, async () => ({ content: [] }));",
    '}',
    'export function registerFetch(server: McpServer) {',
    "  const inputSchema = { url: z.string().describe('URL'), timeout: z.number().optional().describe('ms') };",
    "  server.registerTool('fetch', { description: 'Fetch', inputSchema }, async () => ({ content: [] }));",
    '}',
    'export function registerGiven(server: McpServer, inputSchema: ZodRawShape) {',
    "  server.registerTool('given', { description: 'Given', inputSchema }, async () => ({ content: [] }));",
    '}',
    'for (let inputSchema = 0; ; ) {',
    "  server.registerTool('looped', { description: 'Looped', inputSchema }, async () => ({ content: [] }));",
    '}',
  ].join('\n');
  const r = lint(src, { path: 'mcp.ts', config: { targets: ['mcp'] } });
  assert.deepEqual(
    r.tools.map((t) => [t.name, Object.keys((t.definition.schema as { properties: object }).properties)]),
    [['top', ['top']], ['search', ['query']], ['fetch', ['url', 'timeout']]],
  );
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => [at(src, f), f.range.start.line]), [['inputSchema', 12], ['inputSchema', 15]]);
});

test('tool names held in consts: registerTool(NAME), zodFunction({ name: TOOL_NAME }), betaZodTool({ name }); a name known only at run time is not analysed', () => {
  const src = [
    "import { z } from 'zod';",
    "import { betaZodTool } from '@anthropic-ai/sdk/helpers/beta/zod';",
    "const NAME = 'search files';",
    "server.registerTool(NAME, { description: 'Search', inputSchema: { q: z.string().describe('Q') } }, async () => ({ content: [] }));",
    'const TOOL_NAME = `query`;',
    "export const q = zodFunction({ name: TOOL_NAME, description: 'Run a query', parameters: z.object({ sql: z.string().describe('SQL') }) });",
    "const name = 'get_weather';",
    "const description = 'Get the weather';",
    "export const weather = betaZodTool({ name, description, inputSchema: z.object({ city: z.string().describe('City') }), run: async () => '' });",
    'export function register(server: McpServer, name: string) {',
    "  server.registerTool(name, { description: 'Any', inputSchema: {} }, async () => ({ content: [] }));",
    '}',
  ].join('\n');
  const r = lint(src, { path: 'agent.ts', config: { targets: ['openai'] } });
  assert.deepEqual(r.tools.map((t) => `${t.shape}:${t.name}`), ['mcp-sdk:search files', 'openai-zod:query', 'anthropic:get_weather']);
  assert.equal(r.tools[2]!.definition.description, 'Get the weather');
  assert.deepEqual(
    r.findings.map((f) => [f.rule, at(src, f), f.range.start.line]),
    [
      ['invalid-name', "'search files'", 2],
      ['not-analyzable', 'name', 10],
    ],
  );
});

test('only calls shaped like MCP server.tool(name, ..., callback) are MCP tools, not any .tool("x")', () => {
  const src = [
    "import { z } from 'zod';",
    'const toolbox = { tool(name: string) { return name; } };',
    "toolbox.tool('screwdriver');",
    "toolbox.tool('drill', 3);",
    'const size = { size: 3 };',
    "kit.tool('hammer', size);",
    "kit.tool({ name: 'wrench' }, () => 1);",
    'const handler = async () => ({ content: [] });',
    'function named() { return { content: [] }; }',
    "server.tool('ping', handler);",
    "server.tool('pong', 'Pong', named);",
    "server.tool('bound', 'Bound', this.onBound.bind(this));",
  ].join('\n');
  const r = lint(src, { path: 'mcp.ts', config: { targets: ['mcp'] } });
  assert.deepEqual(r.tools.map((t) => [t.name, t.definition.description ?? null]), [['ping', null], ['pong', 'Pong'], ['bound', 'Bound']]);
  assert.deepEqual(r.findings.map((f) => [f.rule, at(src, f)]), [['description-missing', "'ping'"]]);
});

test('MCP server.tool(name, description, annotations, cb): an object that is not a zod raw shape is annotations, as the SDK reads it', () => {
  const src = [
    "import { z } from 'zod';",
    "server.tool('list_items', 'List items', { readOnlyHint: true }, async () => ({ content: [] }));",
    "const ANNOTATIONS = { title: 'Delete', destructiveHint: true };",
    "server.tool('delete_item', 'Delete an item', ANNOTATIONS, async () => ({ content: [] }));",
    "server.tool('search', 'Search', { q: z.string().describe('Query') }, { readOnlyHint: true }, async () => ({ content: [] }));",
    "server.tool('none', 'No arguments', {}, async () => ({ content: [] }));",
  ].join('\n');
  const r = lint(src, { path: 'mcp.ts', config: { targets: ['mcp'] } });
  // Annotations carry no schema: the tool takes no arguments (the SDK lists it with an empty object schema).
  assert.deepEqual(
    r.tools.map((t) => [t.name, t.definition.hasSchema ? Object.keys((t.definition.schema as { properties: object }).properties) : null]),
    [['list_items', []], ['delete_item', []], ['search', ['q']], ['none', []]],
  );
  assert.deepEqual(r.findings, []);
});

test('AI SDK tool() held in a const and listed in a tools object is named by its key there, once', () => {
  const src = [
    "import { generateText, tool } from 'ai';",
    "import { z } from 'zod';",
    "const weatherTool = tool({ description: 'Weather', inputSchema: z.object({ city: z.string().describe('City') }) });",
    "export const timeTool = tool({ description: 'Time', inputSchema: z.object({ tz: z.string().describe('Zone') }) });",
    "await generateText({ model, prompt: 'hi', tools: { 'get weather': weatherTool } });",
  ].join('\n');
  const r = lint(src, { path: 'agent.ts', config: { targets: ['openai'] } });
  // a tool() const not listed anywhere keeps the const's name
  assert.deepEqual(r.tools.map((t) => `${t.shape}:${t.name}`), ['ai-sdk:get weather', 'ai-sdk:timeTool']);
  // the exported one is named where it is imported: said at its const (see tool-names.test.ts)
  assert.deepEqual(r.findings.map((f) => [f.rule, f.tool, at(src, f), f.range.start.line]), [['not-analyzable', null, 'timeTool', 3], ['invalid-name', 'get weather', "'get weather'", 4]]);
});

test('a tool held in a const takes the shape of the list that holds it, and is read once, there', () => {
  const src = [
    "const setLight = { name: 'set_light', description: 'Set light', parameters: { type: 'OBJECT', properties: { level: { type: 'NUMBER', description: '0-100' } }, required: ['level'] } };",
    'const r = await ai.models.generateContent({ config: { tools: [{ functionDeclarations: [setLight] }] } });',
    "const lookup = { name: 'lookup', description: 'Look up', input_schema: { type: 'object', properties: { q: { type: 'string', description: 'Q' } }, required: ['q'] } };",
    'await anthropic.messages.create({ tools: [lookup] });',
    "const fetchFn = { name: 'fetch_url', description: 'Fetch', parameters: { type: 'object', properties: { url: { type: 'string', description: 'URL' } }, required: ['url'] } };",
    "await openai.chat.completions.create({ tools: [{ type: 'function', function: fetchFn }] });",
    "const listed = { name: 'listed', description: 'Listed', inputSchema: { type: 'object', properties: {} } };",
    'export const mcpTools = [listed];',
  ].join('\n');
  const r = lint(src, { path: 'agent.mjs', config: { targets: ['gemini'] } });
  // Gemini's upper-case types are right in functionDeclarations; the function held by an OpenAI chat tool is part
  // of that tool, not a second one.
  assert.deepEqual(
    r.tools.map((t) => [t.name, t.shape, t.pointer]),
    [
      ['set_light', 'gemini', '/config/tools/0/functionDeclarations/0'],
      ['lookup', 'anthropic', '/tools/0'],
      ['fetch_url', 'openai-chat', '/tools/0'],
      ['listed', 'mcp', '/0'],
    ],
  );
  assert.deepEqual(r.findings, []);
});

test('strings joined with + and templates of consts are read statically; the value spans the whole expression', () => {
  const src = [
    "const PREFIX = 'Fetch a URL';",
    "const r = await client.chat.completions.create({ model: 'gpt-4o', messages: [], tools: [{",
    "  type: 'function',",
    '  function: {',
    "    name: 'search',",
    "    description: 'Search the knowledge base. ' +",
    "      'Use this before answering factual questions.',",
    "    parameters: { type: 'object', properties: { q: { type: 'string', description: `${PREFIX} and return text`, maxLength: 100 + 28 } }, required: ['q'], additionalProperties: false },",
    '    strict: true,',
    '  },',
    '}, {',
    "  type: 'function',",
    "  function: { name: 'later', description: 'Runs ' + when(), parameters: { type: 'object', properties: {} } },",
    '}] });',
  ].join('\n');
  const r = lint(src, { path: 'agent.ts', config: { targets: ['openai-strict'] } });
  // `later`'s description is built at run time: the tool is analysed with it unknown (see unknown-texts.test.ts).
  assert.deepEqual(r.tools.map((t) => [t.name, t.definition.description]), [['search', 'Search the knowledge base. Use this before answering factual questions.'], ['later', undefined]]);
  assert.deepEqual(JSON.parse(JSON.stringify(r.tools[0]!.definition.schema)), { type: 'object', properties: { q: { type: 'string', description: 'Fetch a URL and return text', maxLength: 128 } }, required: ['q'], additionalProperties: false });
  const description = findNodeAtLocation(r.tools[0]!.definition.node, ['function', 'description'])!;
  assert.equal(src.slice(description.offset, description.offset + description.length), "'Search the knowledge base. ' +\n      'Use this before answering factual questions.'");
  // anything not static is not read: one info at it
  assert.deepEqual(r.findings.filter((f) => f.tool !== 'later' || f.rule === 'not-analyzable').map((f) => [f.rule, at(src, f)]), [['not-analyzable', "'Runs ' + when()"]]);
});

test('a fix that would edit a const other code uses too (exported, or used more than once) is unsafe and says so; a const used once keeps its safe fix', () => {
  const src = [
    "import { z } from 'zod';",
    "const UNITS = ['celsius', 'fahrenheit'] as const;",
    "const DESC = 'Page size';",
    "export const Page = { type: 'integer', description: 'Page' };",
    'export type Unit = (typeof UNITS)[number];',
    "const r = await client.chat.completions.create({ model: 'gpt-4o', messages: [], tools: [{",
    "  type: 'function',",
    '  function: {',
    "    name: 'weather',",
    "    description: 'Weather',",
    '    strict: true,',
    '    parameters: {',
    "      type: 'object',",
    '      properties: {',
    "        unit: { type: 'string', enum: UNITS, description: 'Unit' },",
    "        limit: { type: 'integer', description: DESC, default: 20 },",
    '        page: Page,',
    '      },',
    "      required: ['limit'],",
    '      additionalProperties: false,',
    '    },',
    '  },',
    '}] });',
    'export function isUnit(x: string) { return (UNITS as readonly string[]).includes(x); }',
    "export const Address = z.object({ street: z.string().describe('Street') }).describe('Address');",
    "const Inner = z.object({ n: z.number().describe('N') });",
    "server.registerTool('ship', { description: 'Ship', inputSchema: z.object({ to: Address, inner: Inner }).strict() }, async () => ({ content: [] }));",
    "app.post('/address', (req, res) => res.json(Address.parse(req.body)));",
  ].join('\n');
  const config = { targets: ['openai-strict'] };
  const fixes = lint(src, { path: 'x.ts', config }).findings.filter((f) => f.fix).map((f) => [f.rule, at(src, f), f.fixable, f.fix!.title]);
  assert.deepEqual(fixes, [
    ['optional-not-required', 'unit', false, 'Make `unit` required and nullable (the model sends null for "no value") (unsafe: it changes the shared const `UNITS`, which other code uses too)'],
    ['no-defaults', 'default', true, 'Move the default into the description ("Default: 20.")'],
    ['optional-not-required', 'page', false, 'Make `page` required and nullable (the model sends null for "no value") (unsafe: it changes the shared const `Page`, which other code uses too)'],
    ['missing-additional-properties-false', 'to: Address', false, 'Add .strict() to the z.object() (unsafe: it changes the shared const `Address`, which other code uses too)'],
    ['missing-additional-properties-false', 'inner: Inner', true, 'Add .strict() to the z.object()'],
  ]);
  // by default only the consts used once are edited
  assert.equal(
    fix(src, { path: 'x.ts', config }).text,
    src
      .replace("const DESC = 'Page size';", "const DESC = 'Page size. Default: 20.';")
      .replace('description: DESC, default: 20 }', 'description: DESC }')
      .replace("z.number().describe('N') });", "z.number().describe('N') }).strict();"),
  );
});

test('Auto-strict checks its edits as the file is: a .ts file with a <T>x cast is not read as TSX', () => {
  const src = [
    'declare function cast(x: unknown): unknown;',
    'const n = <number>cast(1);',
    "export const tools = [{ type: 'function', function: { name: 'f', description: 'F', parameters: { type: 'object', properties: { v: { description: 'v', anyOf: [{ type: 'string' }, { type: 'number' }] } } } } }];",
    '',
  ].join('\n');
  const fixed = fix(src, { path: 'tools.ts', config: { targets: ['openai-strict'] } }).text;
  assert.match(fixed, /anyOf: \[\{ type: 'string' \}, \{ type: 'number' \}, \{ type: 'null' \}\] \} \}, additionalProperties: false, required: \['v'\] \}/);
});

test('var is function-scoped: a var anywhere in the enclosing function (or a function declaration in its scope) shadows an outer const', () => {
  const single = [
    "const schema = { type: 'object', properties: { q: { type: 'string' } } };",
    'function build(flag) {',
    "  if (flag) { var schema = { type: 'object', properties: { id: { type: 'number' } }, required: ['id'], additionalProperties: false }; }",
    "  return { name: 'lookup', description: 'Look up.', input_schema: schema };",
    '}',
  ].join('\n');
  const config = { targets: ['openai-strict'] };
  assert.deepEqual(lint(single, { path: 'x.js', config }).findings.map((f) => [f.rule, at(single, f), f.range.start.line]), [['not-analyzable', 'schema', 3]]);
  assert.equal(fix(single, { path: 'x.js', config, unsafe: true }).text, single, 'the outer const is not the tool\'s');
  const src = [
    "const schema = { type: 'object', properties: { q: { type: 'string', description: 'Q' } }, required: ['q'], additionalProperties: false };",
    "function loop(xs) { for (var schema of xs) {} return { name: 'a', description: 'A', input_schema: schema }; }",
    "function nested(xs) { while (xs) { if (xs.length) { var schema = xs; } } return { name: 'b', description: 'B', input_schema: schema }; }",
    "function declared() { return { name: 'c', description: 'C', input_schema: schema }; function schema() {} }",
    "const arrow = () => { { var schema = 1; } return { name: 'd', description: 'D', input_schema: schema }; };",
    "class K { static { if (K) { var schema = 1; } list.push({ name: 'e', description: 'E', input_schema: schema }); } }",
    "function inner() { (function () { var schema = 1; })(); return { name: 'outer', description: 'Outer', input_schema: schema }; }",
    "function blockFn() { { function schema() {} } return { name: 'block', description: 'Block', input_schema: schema }; }",
  ].join('\n');
  const r = lint(src, { path: 'x.mjs', config: { targets: ['anthropic'] } });
  // a var in a function inside does not reach out; a function declared in a block is scoped to that block (modules are strict)
  assert.deepEqual(r.tools.map((t) => t.name), ['outer', 'block']);
  assert.deepEqual(r.findings.map((f) => [f.rule, at(src, f), f.range.start.line]), [1, 2, 3, 4, 5].map((line) => ['not-analyzable', 'schema', line]));
});

test('a fix inside a tool held in a shared const is unsafe and says so; a tool written in an exported list, or in a const used once, keeps its safe fix', () => {
  const src = [
    "const setLight = { name: 'set_light', description: 'Set light', parameters: { type: 'object', properties: { level: { type: 'number', description: 'Level' } }, required: ['level'] } };",
    'await ai.models.generateContent({ config: { tools: [{ functionDeclarations: [setLight] }] } });',
    "await openai.chat.completions.create({ tools: [{ type: 'function', function: setLight }] });",
    "const listed = { name: 'listed', description: 'Listed', input_schema: { type: 'object', properties: {} } };",
    'export const a = [listed];',
    'export const b = [listed];',
    "const once = { name: 'once', description: 'Once', input_schema: { type: 'object', properties: {} } };",
    "export const tools = [once, { name: 'direct', description: 'Direct', input_schema: { type: 'object', properties: {} } }];",
  ].join('\n');
  const config = { targets: ['openai-strict'] };
  const fixes = lint(src, { path: 'x.ts', config }).findings.filter((f) => f.rule === 'missing-additional-properties-false').map((f) => [f.tool, f.fixable, f.fix!.title]);
  const shared = (name: string) => `Add "additionalProperties": false to the root object (unsafe: it changes the shared const \`${name}\`, which other code uses too)`;
  assert.deepEqual(fixes, [
    ['set_light', false, shared('setLight')],
    ['set_light', false, shared('setLight')],
    ['listed', false, shared('listed')],
    ['once', true, 'Add "additionalProperties": false to the root object'],
    ['direct', true, 'Add "additionalProperties": false to the root object'],
  ]);
  const fixed = fix(src, { path: 'x.ts', config }).text;
  assert.equal(fixed.split('\n').slice(0, 6).join('\n'), src.split('\n').slice(0, 6).join('\n'), 'the shared consts are left alone');
  assert.match(fixed, /name: 'once', description: 'Once', input_schema: \{ type: 'object', properties: \{\}, additionalProperties: false/);
  assert.match(fixed, /name: 'direct', description: 'Direct', input_schema: \{ type: 'object', properties: \{\}, additionalProperties: false/);
  // a title that says why it is unsafe already gets the shared const in the same parenthesis
  const zod = [
    "import { z } from 'zod';",
    "export const Obj = z.object({ deep: z.boolean().describe('D') }).passthrough().describe('Options');",
    "export const f = zodFunction({ name: 'find', description: 'Find', parameters: z.object({ q: z.string().describe('Q'), opts: Obj }) });",
  ].join('\n');
  assert.deepEqual(
    lint(zod, { path: 'x.ts', config }).findings.filter((f) => f.fix).map((f) => [at(zod, f), f.fixable, f.fix!.title]),
    [['.passthrough()', false, 'Replace .passthrough() with .strict() (unsafe: the model can no longer send extra keys, and it changes the shared const `Obj`, which other code uses too)']],
  );
});

test('a literal tool whose name is known only at run time is reported as not analysed at its name, not dropped silently', () => {
  const src = [
    "import { z } from 'zod';",
    "function mk(name) { return { name, description: 'd', input_schema: { type: 'object', properties: {} } }; }",
    "function mk2(v) { return { type: 'function', function: { name: 'f' + v, description: 'd', parameters: { type: 'object', properties: {} } } }; }",
    "export const bedrock = (n) => ({ toolSpec: { name: n.id, description: 'd', inputSchema: { json: { type: 'object' } } } });",
    "server.registerTool(id, { description: 'd', inputSchema: {} }, async () => ({ content: [] }));",
    'const record = { name: user.name, age: 3 };',
  ].join('\n');
  const r = lint(src, { path: 'x.ts', config: { targets: ['openai'] } });
  assert.deepEqual(r.tools, []);
  assert.deepEqual(r.findings.map((f) => [f.rule, f.severity, at(src, f), f.range.start.line]), [
    ['not-analyzable', 'info', 'name', 1],
    ['not-analyzable', 'info', "'f' + v", 2],
    ['not-analyzable', 'info', 'n.id', 3],
    ['not-analyzable', 'info', 'id', 4],
  ]);
});

test('a tool whose name is a getter is read when the getter returns a literal, else reported as not analysed, not dropped', () => {
  const literal = 'export const tools = [{ get name() { return "x"; }, description: "d", inputSchema: { type: "object", properties: {} } }];';
  assert.deepEqual(lint(literal, { path: 'tools.ts' }).tools.map((t) => t.name), ['x']);
  const src = literal.replace('return "x";', 'return this.id;');
  const r = lint(src, { path: 'tools.ts' });
  assert.equal(r.tools.length, 0);
  const reported = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(reported.length, 1);
  assert.equal(at(src, reported[0]!), 'get name() { return this.id; }');
});

test('function-valued keys are left out as JSON.stringify leaves them out (execute, handler, run): the tool is read', () => {
  const src = [
    'async function lookUp(city: string) { return city; }',
    'const format = (s: string) => s.trim();',
    'export const tools = [',
    '  {',
    "    type: 'function',",
    "    function: { name: 'get_weather', description: 'Weather for a city.', parameters: { type: 'object', properties: { city: { type: 'string', description: 'City' } }, required: ['city'], additionalProperties: false }, strict: true },",
    '    execute: async ({ city }: { city: string }) => lookUp(city),',
    '    handler: lookUp,',
    '    format,',
    '    run() { return 1; },',
    '    cleanup: function () {},',
    '  },',
    '];',
  ].join('\n');
  const r = lint(src, { path: 'tools.ts', config: { targets: ['openai-strict'] } });
  assert.deepEqual(r.tools.map((t) => t.name), ['get_weather']);
  assert.deepEqual(Object.keys(r.tools[0]!.definition.value), ['type', 'function']);
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
  // A getter is a value (JSON.stringify calls it): one that returns a literal is read; one that reads `this` is a
  // value computed at run time.
  const literal = lint(src.replace('run() { return 1; },', 'get strict() { return true; },'), { path: 'tools.ts' });
  assert.deepEqual(Object.keys(literal.tools[0]!.definition.value), ['type', 'function', 'strict']);
  const getter = lint(src.replace('run() { return 1; },', 'get strict() { return this.flag; },'), { path: 'tools.ts' });
  assert.equal(getter.tools.length, 0);
  assert.equal(getter.findings.filter((f) => f.rule === 'not-analyzable').length, 1);
});

test('Anthropic betaTool({ name, description, inputSchema, run }) sends input_schema as given', () => {
  const src = [
    "import { betaTool } from '@anthropic-ai/sdk/helpers/beta/json-schema';",
    'export const forecast = betaTool({',
    "  name: 'get_forecast',",
    "  description: 'Forecast for a city.',",
    "  inputSchema: { type: 'object', properties: { city: { type: 'string', description: 'City' } }, required: ['city'] },",
    '  run: async ({ city }) => city,',
    '  strict: true,',
    '});',
  ].join('\n');
  const r = lint(src, { path: 'tools.ts', config: { targets: ['anthropic-strict'] } });
  assert.deepEqual(r.tools.map((t) => [t.name, t.shape]), [['get_forecast', 'anthropic']]);
  assert.deepEqual(JSON.parse(JSON.stringify(r.tools[0]!.definition.value)), { name: 'get_forecast', description: 'Forecast for a city.', input_schema: { type: 'object', properties: { city: { type: 'string', description: 'City' } }, required: ['city'] }, strict: true });
  const f = r.findings.find((x) => x.rule === 'missing-additional-properties-false')!;
  assert.equal(at(src, f), "{ type: 'object', properties: { city: { type: 'string', description: 'City' } }, required: ['city'] }");
  const fixed = fix(src, { path: 'tools.ts', config: { targets: ['anthropic-strict'] } });
  assert.match(fixed.text, /required: \['city'\], additionalProperties: false \}/);
});

test('MCP registerTool with its config (and its name) held in same-file consts is read like one written in place', () => {
  const src = [
    "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
    "import { z } from 'zod';",
    "const server = new McpServer({ name: 'weather', version: '1.0.0' });",
    "const TOOL_NAME = 'get_alerts';",
    'const alertsConfig = {',
    "  title: 'Alerts',",
    "  description: 'Weather alerts for a US state.',",
    "  inputSchema: { state: z.string().length(2).describe('Two-letter state code'), limit: z.number().int().optional() },",
    '};',
    'server.registerTool(TOOL_NAME, alertsConfig, async ({ state }) => ({ content: [{ type: "text", text: state }] }));',
  ].join('\n');
  const r = lint(src, { path: 'server.ts', config: { targets: ['openai-strict'] } });
  assert.deepEqual(r.tools.map((t) => [t.name, t.shape]), [['get_alerts', 'mcp-sdk']]);
  const schema = r.tools[0]!.definition.schema as { properties: Record<string, unknown>; required: string[] };
  assert.deepEqual(Object.keys(schema.properties), ['state', 'limit']);
  assert.deepEqual(schema.required, ['state']);
  const optional = r.findings.find((f) => f.rule === 'optional-not-required')!;
  assert.equal(at(src, optional), 'limit: z.number().int().optional()');
  // The raw shape sits in a const: it is not wrapped in z.object(...).strict() from here.
  assert.ok(!r.findings.some((f) => f.fix?.title.startsWith('Wrap the shape')));
});

test('MCP registerToolTask (server.experimental.tasks) is read like registerTool', () => {
  const src = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
const server = new McpServer({ name: 'jobs', version: '1.0.0' });
server.experimental.tasks.registerToolTask(
  'long_computation',
  { description: 'Run a long computation as a task.', inputSchema: { n: z.number().int().describe('How many steps') } },
  { createTask: async () => ({ task: { taskId: '1' } }), getTask: async () => ({}), getTaskResult: async () => ({ content: [] }) },
);
`;
  const r = lint(src, { path: 'jobs.ts' });
  assert.deepEqual(r.tools.map((t) => `${t.shape}:${t.name}`), ['mcp-sdk:long_computation']);
  assert.deepEqual(JSON.parse(JSON.stringify(r.tools[0]!.definition.schema)).properties, { n: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991, description: 'How many steps' } });
});

test('MCP tools without arguments: listed with { type: "object", properties: {} }, as the real SDK lists them', async () => {
  const { McpServer } = await import('@modelcontextprotocol/sdk/server/mcp.js');
  const src = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('empty', { description: 'Takes nothing', inputSchema: {} }, async () => ({ content: [] }));
server.registerTool('none', { description: 'No schema' }, async () => ({ content: [] }));
server.tool('legacy', 'Old style', async () => ({ content: [] }));
`;
  const r = lint(src, { path: 'server.ts', config: { targets: ['openai-strict'] } });
  // What the real SDK lists (its tools/list handler, called in-process on the same registrations).
  const server = new McpServer({ name: 's', version: '1' });
  server.registerTool('empty', { description: 'Takes nothing', inputSchema: {} }, async () => ({ content: [] }));
  server.registerTool('none', { description: 'No schema' }, async () => ({ content: [] }));
  server.tool('legacy', 'Old style', async () => ({ content: [] }));
  const handler = (server.server as unknown as { _requestHandlers: Map<string, (req: unknown, extra: unknown) => Promise<{ tools: { name: string; inputSchema: unknown }[] }>> })._requestHandlers.get('tools/list')!;
  const listed = (await handler({ method: 'tools/list', params: {} }, {})).tools;
  assert.deepEqual(r.tools.map((t) => t.name), listed.map((t) => t.name));
  r.tools.forEach((t, i) => assert.equal(JSON.stringify(t.definition.schema), JSON.stringify(listed[i]!.inputSchema), t.name));
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
  // Nothing generated is edited as text.
  assert.ok(r.findings.every((f) => !f.fix || f.fix.ops.length === 0));
});

test("AI SDK dynamicTool() and a project's own wrapper of tool() are named by the key that holds them", () => {
  const src = `import { dynamicTool, tool } from 'ai';
import { z } from 'zod';
import { injectableTool } from './util';

export const tools = {
  list_tables: injectableTool({
    description: 'Lists all tables in one or more schemas.',
    parameters: z.object({ schemas: z.array(z.string()).describe('Schemas to include') }),
    inject: { project_id: 'abc' },
    execute: async () => [],
  }),
  run_query: dynamicTool({ description: 'Run a query.', inputSchema: z.object({ sql: z.string() }), execute: async () => [] }),
};
export const helper = formatTool({ name: 'x', description: 'not a tool shape', parameters: {} });
`;
  const r = lint(src, { path: 'tools.ts' });
  assert.deepEqual(r.tools.map((t) => `${t.shape}:${t.name}`), ['ai-sdk:list_tables', 'ai-sdk:run_query', 'openai-function:x']);
  assert.deepEqual(Object.keys(JSON.parse(JSON.stringify(r.tools[0]!.definition.schema)).properties), ['schemas']);
});

test('members and spreads of same-file const object literals: tool({ ...defs.x, execute }), name: def.name', () => {
  const src = `import { tool } from 'ai';
import { z } from 'zod';
const accountToolDefs = {
  list_projects: { description: 'Lists all projects.', parameters: z.object({ org: z.string().describe('Organization') }) },
  get_project: { description: 'Gets a project.', parameters: z.object({ id: z.string() }) },
};
export const tools = {
  list_projects: tool({ ...accountToolDefs.list_projects, execute: async () => [] }),
  get_project: tool({ ...accountToolDefs.get_project, description: 'Gets one project by id.', execute: async () => ({}) }),
};
const currentTime = { name: 'current_time', description: 'The time now' };
export const anthropicTools = [{ name: currentTime.name, description: currentTime.description, input_schema: { type: 'object', properties: {} } }];
`;
  const r = lint(src, { path: 'tools.ts' });
  assert.deepEqual(r.tools.map((t) => `${t.shape}:${t.name}`), ['ai-sdk:list_projects', 'ai-sdk:get_project', 'anthropic:current_time']);
  assert.equal(r.tools[1]!.definition.description, 'Gets one project by id.');
  assert.deepEqual(Object.keys(JSON.parse(JSON.stringify(r.tools[0]!.definition.schema)).properties), ['org']);
  assert.equal(r.tools[2]!.definition.description, 'The time now');
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
});

test("strings joined with + in zod's .describe(), templates of them, and .trim() of a template, as JavaScript computes them", async () => {
  const z = await import('zod');
  const src = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
const UNIT = 'celsius';
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('weather', {
  description: \`
    Get the weather for a city.
  \`.trim(),
  inputSchema: { city: z.string().describe('The city ' + 'to look up, ' + \`in \${UNIT}\`), days: z.number().describe(\`Days ahead\`.trimEnd()) },
}, async () => ({ content: [] }));
`;
  const r = lint(src, { path: 'server.ts' });
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
  assert.equal(r.tools[0]!.definition.description, 'Get the weather for a city.');
  const expected = z.toJSONSchema(z.object({ city: z.string().describe('The city to look up, in celsius'), days: z.number().describe('Days ahead') }), { target: 'draft-7', io: 'input' });
  assert.equal(JSON.stringify(r.tools[0]!.definition.schema), JSON.stringify(expected));
});
