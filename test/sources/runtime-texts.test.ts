// A tool whose name and schema are written here but whose texts are computed at run time (i18n, a DESCRIPTIONS map, a
// prompt helper, a template with a run-time part, PostHog's descriptions added by name) is analysed: its schema
// findings are there, the unknown texts are never reported missing, not counted in the tokens (a lower bound, said by
// the hover and the info), and one info per tool says which text is unknown. A name computed at run time still keeps
// the tool from being analysed.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { describeLintResult, fix, lint, type LintResult } from '../../shared/src';
import { UNKNOWN_TEXT } from '../../shared/src/sources/typescript/marks';
import { isSchemaText } from '../../shared/src/sources/typescript/unknown-texts';
import { toolHover } from '../../server/src/hover';

const DIR = join(__dirname, '..', 'fixtures', 'runtime-texts');
const read = (p: string) => readFileSync(p, 'utf8');
const readFile = (p: string) => (existsSync(p) ? read(p) : undefined);
const at = (text: string, f: { span: { offset: number; length: number } }) => text.slice(f.span.offset, f.span.offset + f.span.length);
const of = (r: LintResult, rule: string) => r.findings.filter((f) => f.rule === rule);
const plain = (v: unknown) => JSON.parse(JSON.stringify(v));

/** Every string in a value (the placeholder for an unknown text must never reach one). */
function strings(v: unknown, out: string[] = []): string[] {
  if (typeof v === 'string') out.push(v);
  else if (v && typeof v === 'object') for (const x of Object.values(v)) strings(x, out);
  return out;
}

const AI = join(DIR, 'ai-sdk-i18n.ts');
const aiText = read(AI);

test('an AI SDK app with i18n descriptions: every tool analysed, its schema findings there, no description reported missing where it is unknown', () => {
  const r = lint(aiText, { path: AI });
  assert.deepEqual(r.tools.map((t) => t.name), ['getWeather', 'searchDocs', 'createTicket']);
  // The schema is analysed: strict mode's finding on `.optional()` and the missing describe() of `unit` and `body`.
  assert.deepEqual(of(r, 'optional-not-required').map((f) => f.tool), ['getWeather']);
  assert.deepEqual(of(r, 'description-missing').map((f) => [f.tool, f.message.match(/`(\w+)`/)?.[1]]), [['getWeather', 'unit'], ['createTicket', 'body']]);
  // One info per tool, at its first unknown text, worded as what it is.
  const infos = of(r, 'not-analyzable');
  assert.deepEqual(infos.map((f) => at(aiText, f).slice(0, 40)), ["t('tools.getWeather.description')", '`Search the ${APP_NAME} documentation an', "t('tools.createTicket.title')"]);
  assert.equal(infos[0]!.message, "The description is computed at run time (`t('tools.getWeather.description')`): not checked and not counted in the tokens; the schema is analysed. 1 more text of this tool is computed at run time too.");
  assert.equal(infos[2]!.message, "The description of `title` is computed at run time (`t('tools.createTicket.title')`): not checked and not counted in the tokens; the rest of the tool is analysed.");
  assert.deepEqual(infos.map((f) => f.tool), ['getWeather', 'searchDocs', 'createTicket']);
  // No placeholder text: the unknown descriptions are absent from what the rules read.
  const weather = r.tools[0]!.definition;
  assert.equal(weather.description, undefined);
  assert.deepEqual(plain(weather.schema).properties.city, { type: 'string' });
  assert.equal(plain(r.tools[2]!.definition.schema).properties.title.description, undefined);
  assert.equal(plain(r.tools[1]!.definition.schema).properties.query.description, 'What to look for, in a few words');
  for (const t of r.tools) assert.ok(!strings(plain(t.definition.value)).includes(UNKNOWN_TEXT), t.name);
});

test('the unknown texts are not counted: the count is what the tool costs without them, and the hover says it is a lower bound', () => {
  const r = lint(aiText, { path: AI });
  // The same tools written without those texts cost exactly as much.
  const without = aiText
    .replace("description: t('tools.getWeather.description'),", '')
    .replace(".describe(t('tools.getWeather.city'))", '')
    .replace(".describe(t('tools.createTicket.title'))", '');
  const bare = lint(without, { path: AI });
  assert.deepEqual(r.tools.map((t) => t.tokens).filter((_, i) => i !== 1), bare.tools.map((t) => t.tokens).filter((_, i) => i !== 1));
  // With a description written out, the same tool costs more.
  const described = lint(aiText.replace("t('tools.getWeather.description')", "'Get the current weather for a city.'"), { path: AI });
  assert.ok(described.tools[0]!.tokens > r.tools[0]!.tokens);
  const hover = toolHover(r.tools[0]!, r.config);
  assert.match(hover, /≥ \d+ tokens\/call/);
  assert.match(hover, /Not counted: 2 texts computed at run time \(the counts are lower bounds\)/);
  assert.match(hover, /Description: computed at run time/);
  // describe's record (its public shape unchanged) carries the info among the tool's issues.
  const described0 = describeLintResult(r)[0]!;
  assert.deepEqual(Object.keys(described0), Object.keys(describeLintResult(bare)[0]!));
  assert.ok(described0.issues.some((i) => i.rule === 'not-analyzable' && /not counted in the tokens/.test(i.message)));
  // A tool with every text known (here, none) says nothing of the kind.
  assert.deepEqual(bare.tools[0]!.definition.fields.unknownTexts, undefined);
  assert.doesNotMatch(toolHover(bare.tools[0]!, bare.config), /≥|Not counted|computed at run time/);
});

const MCP = join(DIR, 'mcp-descriptions.ts');
const mcpText = read(MCP);

test('an MCP server with descriptions from a DESCRIPTIONS map: analysed; the tool whose name is computed at run time is not', () => {
  const r = lint(mcpText, { path: MCP });
  assert.deepEqual(r.tools.map((t) => t.name), ['get_time', 'list_events']);
  assert.deepEqual([...new Set(of(r, 'no-defaults').map((f) => f.tool))], ['get_time']);
  assert.deepEqual(of(r, 'description-missing').map((f) => f.message.match(/`(\w+)`/)?.[1]), ['format', 'from', 'to']);
  const infos = of(r, 'not-analyzable');
  assert.deepEqual(infos.map((f) => at(mcpText, f)), ["DESCRIPTIONS['get_time']", "DESCRIPTIONS.list_events ?? 'List calendar events.'", 'searchToolName']);
  assert.match(infos[0]!.message, /^The description is computed at run time \(`DESCRIPTIONS\['get_time'\]`\): not checked and not counted in the tokens; the schema is analysed\. 1 more text/);
  // The name is what the model calls: not analysed, and said at the name (not at its description).
  assert.match(infos[2]!.message, /^Not analysed: `searchToolName`/);
});

const JSON_TOOLS = join(DIR, 'json-schema-texts.ts');
const jsonText = read(JSON_TOOLS);

test('JSON Schema literals with descriptions and titles from a prompt helper: no placeholder in the schema, fixes never write over the code', () => {
  const config = { targets: ['openai-strict', 'google'] as const };
  const r = lint(jsonText, { path: JSON_TOOLS, config: { targets: [...config.targets] } });
  assert.deepEqual(r.tools.map((t) => t.name), ['lookup_order']);
  const schema = plain(r.tools[0]!.definition.schema);
  assert.deepEqual(schema.properties.order_id, { type: 'string', format: 'hostname' });
  assert.deepEqual(schema.properties.status, { type: 'string' });
  // A title is no description: `status` still has none; a property named `properties` is a schema, not a text.
  assert.deepEqual(of(r, 'description-missing').map((f) => f.message.match(/`(\w+)`/)?.[1]), ['status', 'properties']);
  assert.deepEqual(r.tools[0]!.definition.fields.unknownTexts, [
    ['function', 'description'],
    ['function', 'parameters', 'properties', 'order_id', 'description'],
    ['function', 'parameters', 'properties', 'status', 'title'],
    ['function', 'parameters', 'properties', 'limit', 'description'],
  ]);
  // The default cannot move into a description computed at run time: that fix is never safe, and no fix rewrites it.
  assert.ok(of(r, 'no-defaults').every((f) => f.fix?.safe === false));
  for (const unsafe of [false, true]) {
    const out = fix(jsonText, { path: JSON_TOOLS, config: { targets: [...config.targets] }, unsafe } as Parameters<typeof fix>[1]);
    assert.equal(out.text.split('prompt(').length, jsonText.split('prompt(').length, `unsafe: ${unsafe}`);
    assert.equal(out.text.split('description:').length, jsonText.split('description:').length, `unsafe: ${unsafe}`);
  }
});

test('a description is a schema keyword only where a schema stands (not a property named so, not inside examples)', () => {
  assert.equal(isSchemaText(['description']), true);
  assert.equal(isSchemaText(['properties', 'a', 'description']), true);
  assert.equal(isSchemaText(['properties', 'a', 'items', 'title']), true);
  assert.equal(isSchemaText(['properties', 'a', 'anyOf', 1, 'description']), true);
  assert.equal(isSchemaText(['properties', 'description']), false);
  assert.equal(isSchemaText(['properties', 'a', 'examples', 0, 'description']), false);
  assert.equal(isSchemaText(['properties', 'a', 'default', 'description']), false);
});

test('PostHog-like tools written without a description (added by name at run time) are analysed, their registration defines none', () => {
  const root = join(DIR, 'posthog');
  const del = join(root, 'src/tools/featureFlags/delete.ts');
  const create = join(root, 'src/tools/featureFlags/create.ts');
  const index = join(root, 'src/tools/index.ts');
  const d = lint(read(del), { path: del, readFile });
  assert.deepEqual(d.tools.map((t) => t.name), ['delete-feature-flag']);
  assert.deepEqual(plain(d.tools[0]!.definition.schema).properties, { flagKey: { type: 'string', description: 'The key of the feature flag to delete' } });
  assert.deepEqual(d.findings.map((f) => [f.rule, at(read(del), f)]), [['not-analyzable', '"delete-feature-flag"']]);
  assert.match(d.findings[0]!.message, /^This tool has no `description` where it is written .*not checked and not counted in the tokens; the schema is analysed\.$/);
  const c = lint(read(create), { path: create, readFile, config: { targets: ['openai-strict'] } });
  assert.deepEqual(c.tools.map((t) => t.name), ['create-feature-flag']);
  // Its imported schema is analysed: strict mode's `required`, the fields without describe().
  assert.ok(of(c, 'optional-not-required').length > 0);
  assert.ok(of(c, 'description-missing').every((f) => !/Tool "/.test(f.message)));
  const i = lint(read(index), { path: index, readFile });
  assert.deepEqual([i.tools, i.findings], [[], []]);
});

test('zod 3 too: .describe() of a run-time value leaves the schema read and the description unknown', () => {
  const text = `import { z } from 'zod/v3';
import { tool } from 'ai';
import { t } from './i18n';
export const tools = { lookup: tool({ description: 'Look a word up.', inputSchema: z.object({ word: z.string().describe(t('word')), lang: z.string().optional() }), execute: async () => 1 }) };
`;
  const r = lint(text, { path: 'src/tools.ts' });
  assert.deepEqual(r.tools.map((t) => t.name), ['lookup']);
  assert.deepEqual(plain(r.tools[0]!.definition.schema).properties.word, { type: 'string' });
  assert.deepEqual(of(r, 'not-analyzable').map((f) => f.message.split(':')[0]), ["The description of `word` is computed at run time (`t('word')`)"]);
  assert.deepEqual(of(r, 'description-missing').map((f) => f.message.match(/`(\w+)`/)?.[1]), ['lang']);
});

test('a run-time value in the schema itself (not a text) still keeps the tool from being analysed, and that is what is said', () => {
  const text = `import { tool } from 'ai';
import { z } from 'zod';
import { t } from './i18n';
import { UNITS } from './units';
export const tools = { convert: tool({ description: t('convert'), inputSchema: z.object({ unit: z.string() }).extend(UNITS), execute: async () => 1 }) };
`;
  const r = lint(text, { path: 'src/tools.ts' });
  assert.deepEqual(r.tools, []);
  const infos = of(r, 'not-analyzable');
  assert.equal(infos.length, 1);
  assert.doesNotMatch(infos[0]!.message, /^The description/);
});

test('a wrapper that passes its description parameter on as it is defines no tool of its own (each caller gives the text)', () => {
  const text = `import { dynamicTool } from 'ai';
import { z } from 'zod';
export function createDynamicTool(name: string, description: string, execute: (input: unknown) => Promise<unknown>) {
  return dynamicTool({ description, inputSchema: z.object({}).passthrough(), execute: async (input) => execute(input) });
}
export function createNamedTool(opts: { description: string }) {
  return dynamicTool({ description: opts.description, inputSchema: z.object({ q: z.string() }), execute: async () => 1 });
}
`;
  const r = lint(text, { path: 'lib/tools/dynamic.ts' });
  assert.deepEqual(r.tools, []);
  assert.ok(of(r, 'not-analyzable').every((f) => !/^The description is computed/.test(f.message)));
  // A text built from a parameter (not the parameter itself) is the tool's own: analysed with it unknown.
  const own = lint(text.replace('{ description, inputSchema', '{ description: `Run ${name}`, inputSchema'), { path: 'lib/tools/dynamic.ts' });
  assert.deepEqual(own.tools.map((t) => t.name), ['createDynamicTool']);
  // A tool named where it is written takes its description from the parameter (deepagents' start_async_task).
  const named = `import { tool } from '@langchain/core/tools';
import { z } from 'zod';
export function createAsyncTaskTool(toolDescription: string) {
  return tool(async (input) => input.description, { name: 'start_async_task', description: toolDescription, schema: z.object({ description: z.string().describe('The task') }) });
}
`;
  const r2 = lint(named, { path: 'src/middleware/async.ts' });
  assert.deepEqual(r2.tools.map((t) => t.name), ['start_async_task']);
  assert.deepEqual(of(r2, 'not-analyzable').map((f) => at(named, f)), ['toolDescription']);
});

test("server.tool(name, t('x'), shape, cb): the run-time text is the description (the message blames no schema); a call before annotations stays the shape", () => {
  const text = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { t } from './i18n';
import { shapeOf } from './shapes';
const DESCRIPTIONS: Record<string, string> = JSON.parse(process.env.DESCRIPTIONS ?? '{}');
export function register(server: McpServer) {
  server.tool('get_time', t('time.desc'), { tz: z.string().describe('IANA time zone') }, async () => ({ content: [] }));
  server.tool('get_date', DESCRIPTIONS['get_date'], { tz: z.string() }, { readOnlyHint: true }, async () => ({ content: [] }));
  server.tool('list_rooms', DESCRIPTIONS.list_rooms, { floor: z.number().int() }, async () => ({ content: [] }));
  server.tool('shaped', shapeOf(), { readOnlyHint: true }, async () => ({ content: [] }));
}
`;
  const r = lint(text, { path: 'src/server.ts' });
  assert.deepEqual(r.tools.map((t) => t.name), ['get_time', 'get_date', 'list_rooms']);
  assert.deepEqual(plain(r.tools[0]!.definition.schema).properties, { tz: { type: 'string', description: 'IANA time zone' } });
  const infos = of(r, 'not-analyzable');
  assert.deepEqual(infos.map((f) => at(text, f)), ["t('time.desc')", "DESCRIPTIONS['get_date']", 'DESCRIPTIONS.list_rooms', 'shapeOf()']);
  assert.ok(infos.slice(0, 3).every((f) => /^The description is computed at run time/.test(f.message)));
  assert.match(infos[3]!.message, /a schema built at run time/);
});

test('heavy-definition still reports a tool whose known part alone is over the budget', () => {
  const r = lint(aiText, { path: AI, config: { warnAboveTokens: 20 } });
  const heavy = of(r, 'heavy-definition').map((f) => f.tool);
  assert.ok(heavy.includes('getWeather'), JSON.stringify(r.tools.map((t) => [t.name, t.tokens])));
  assert.ok(r.tools[0]!.tokens > 20);
});

test("a LangChain.js tool class whose description is t('...') is analysed with it unknown", () => {
  const text = `import { StructuredTool } from '@langchain/core/tools';
import { z } from 'zod';
import { t } from './i18n';
export class CountEmailsTool extends StructuredTool {
  name = 'count_emails';
  description = t('tools.count_emails');
  schema = z.object({ folder: z.string().describe('Mail folder'), unread: z.boolean().optional() });
  async _call() { return '1'; }
}
`;
  const r = lint(text, { path: 'src/tools/count-emails.ts' });
  assert.deepEqual(r.tools.map((t) => t.name), ['count_emails']);
  assert.deepEqual(of(r, 'not-analyzable').map((f) => at(text, f)), ["t('tools.count_emails')"]);
  assert.deepEqual(of(r, 'description-missing').map((f) => f.message.match(/`(\w+)`/)?.[1]), ['unread']);
});
