// The TypeScript reader's cheap look before parsing: a file whose only tools are a `this.paidTool('name', ...)`-style
// method call or a Mastra createTool without inputSchema is parsed, not skipped.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lint } from '../../shared/src/index';

test('a file whose only tool is an MCP-style ...Tool(name, description, shape, cb) method call is read', () => {
  const text = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export class PremiumMcp {
  server = new McpServer({ name: 'premium', version: '1.0.0' });

  async init() {
    this.paidTool('buy_premium', 'Buy the premium plan.', { plan: z.string().describe('Plan id') }, async () => ({ content: [] }), { priceId: 'price_1' });
  }
}
`;
  assert.deepEqual(lint(text, { path: '/p/premium.ts' }).tools.map((t) => t.name), ['buy_premium']);
});

test('a Mastra file whose only tool is a createTool without inputSchema is read', () => {
  const text = `import { createTool } from '@mastra/core/tools';

export const ping = createTool({
  id: 'ping',
  description: 'Check that the service answers.',
  execute: async () => 'pong',
});
`;
  assert.deepEqual(lint(text, { path: '/p/ping.ts' }).tools.map((t) => t.name), ['ping']);
});

test('LangChain.js tool(fn, { ...base, name, description }): a spread may set the schema, so the input is not analysed (not taken as one string)', () => {
  const text = `import { tool } from '@langchain/core/tools';
import { z } from 'zod';

const base = { schema: z.object({ city: z.string().describe('City') }) };

export const weather = tool(async ({ city }) => \`Sunny in \${city}\`, {
  ...base,
  name: 'get_weather',
  description: 'Get the weather for a city.',
});
`;
  const r = lint(text, { path: '/p/weather.ts' });
  // Reported as not analysed (as any schema known only at run time is), at the spread.
  assert.deepEqual(r.findings.map((f) => f.rule), ['not-analyzable']);
  const { offset, length } = r.findings[0]!.span;
  assert.equal(text.slice(offset, offset + length), '...base');
  assert.ok(!r.findings.some((f) => f.message.includes('`input`')), `no finding on a made-up input property: ${r.findings.map((f) => f.message).join(' | ')}`);
});

// Every form the prefilter's expressions accept, each alone in ordinary code: the cheap anchor search in front of
// them must let each one through (a missing anchor would skip the file unparsed).
const PREFILTER_TRIGGERS = [
  'x = input_schema;', 'x = inputSchema;', 'x = argsSchema;', 'x = parametersJsonSchema;', 'x = functionDeclarations;',
  'x = function_declarations;', 'x = toolSpec;', 'x = languageModelTools;', 'registerTool;', 'createTool;', 'zodFunction;',
  'betaZodTool;', 'betaTool;', "this.paidTool('buy', 'd');", "const f = { type: 'function' };", 'const f = { "type": "function" };',
  'const p = { parameters: 1 };', 'const p = { query_parameters: 1 };', "const p = { 'parameters': 1 };", 'const a = { arguments: [] };',
  'tool (x);', 'const s = { schema: 1 };', 'const t = { tools: [] };', "const t = { 'tools' : [] };", 'class A extends StructuredTool {}',
  'new DynamicTool({});', 'class A { argsShape = {}; }', 'class A { inputShape: X; }', 'class A { paramsSchema = 1; }',
  'class A { InputSchema = 1; }', 'class A { readonly schema = z.object({}); }', 'class A { static parameters = {}; }',
  'class A {\n  schema = { a: 1 };\n}', 'const t = () => ({ name: "x", schema, handler });', 'const t = {\n  name,\n  schema\n};',
  'const t = { parameters, execute };', "export const T = [createToolSchema(\n  S,\n  'list_x',\n)];", 'class A { get argsShape() { return X; } }', 'const t = { get schema() { return X; } };',
];

test('the prefilter lets through every form its expressions accept, and skips ordinary code', async () => {
  const { mayHoldTools } = await import('../../shared/src/sources/typescript/parser');
  const ordinary = 'export function add(a: number, b: string): number {\n  return a + b.length;\n}\n';
  for (const trigger of PREFILTER_TRIGGERS) {
    assert.equal(mayHoldTools(`${ordinary}${trigger}\n${ordinary}`), true, trigger);
  }
  assert.equal(mayHoldTools(ordinary.repeat(1000)), false);
  // Near misses stay skipped: the words without what makes them tool-shaped.
  for (const near of ['const toolbox = 1;', 'getTool();', "const kind = 'function';", 'function f() { return arguments.length; }']) {
    assert.equal(mayHoldTools(`${ordinary}${near}`), false, near);
  }
});

test('a tool literal that writes its schema as a shorthand (`{ name, schema, handler }`) is read, not skipped before parsing', () => {
  // PostHog's MCP server: the type comes from another file, the description from a JSON file at run time.
  const text = `import { FeatureFlagDeleteSchema } from "@/schema/tool-inputs";
import type { Context, ToolBase } from "@/tools/types";
import type { z } from "zod";

const schema = FeatureFlagDeleteSchema;

type Params = z.infer<typeof schema>;

export const deleteHandler = async (context: Context, params: Params) => ({ content: [] });

const tool = (): ToolBase<typeof schema> => ({
\tname: "delete-feature-flag",
\tschema,
\thandler: deleteHandler,
});

export default tool;
`;
  const files: Record<string, string> = {
    '/p/tsconfig.json': '{ "compilerOptions": { "baseUrl": ".", "paths": { "@/*": ["src/*"] } } }',
    '/p/src/schema/tool-inputs.ts': 'import { z } from "zod";\nexport const FeatureFlagDeleteSchema = z.object({ flagId: z.number().int().positive() });\n',
  };
  const r = lint(text, { path: '/p/src/tools/featureFlags/delete.ts', readFile: (path) => files[path] });
  // Read and analysed, its description unknown (added at run time; runtime-texts.test.ts): one info, and the schema's findings.
  assert.deepEqual(r.tools.map((t) => t.name), ['delete-feature-flag']);
  const na = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(na.length, 1);
  assert.match(na[0]!.message, /no `description`/);
  assert.ok(r.findings.some((f) => f.rule === 'description-missing' && /flagId/.test(f.message)));
});
