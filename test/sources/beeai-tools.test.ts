// The BeeAI framework's tools (beeai-framework): classes extending its Tool (name and description fields, an
// inputSchema() method), also through a project base, and `new DynamicTool({ name, description, inputSchema, handler })`,
// read as its adapters send them: zod 3 through zod-to-json-schema's defaults, a JSON Schema as written. The schemas
// below are what beeai-framework 0.1.30 sends for these fixtures (test/oracles/beeai.test.ts runs them with it).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';
import { converterOf } from '../../shared/src/sources/node-marks';

const DIR = join(__dirname, '..', 'fixtures', 'beeai');
const lintFixture = (name: string) => lint(readFileSync(join(DIR, name), 'utf8'), { path: join(DIR, name) });
const notAnalyzable = (r: ReturnType<typeof lint>) => r.findings.filter((f) => f.rule === 'not-analyzable');

const DRAFT7 = 'http://json-schema.org/draft-07/schema#';

test('tool classes: fields, inputSchema() (local consts, async, this._inputSchema, a project base) read as getInputJsonSchema() sends them', () => {
  const r = lintFixture('travel-tools.ts');
  assert.deepEqual(notAnalyzable(r), []);
  assert.deepEqual(r.tools.map((t) => t.name), ['FlightSearch', 'convert_currency', 'trip_notes', 'HotelSearch']);
  assert.ok(r.tools.every((t) => t.shape === 'ai-sdk'));
  const [flights, currency, notes, hotels] = r.tools.map((t) => t.definition);
  // The constructor's `options?.name || this.name` keeps the field; the template's enum members are read.
  assert.equal(flights!.description, 'Searches flights between two airports. Cabin classes: economy, business or first.');
  assert.equal(
    JSON.stringify(flights!.schema),
    JSON.stringify({
      type: 'object',
      properties: {
        from: { type: 'object', properties: { code: { type: 'string', minLength: 3, maxLength: 3, description: 'IATA airport code, e.g. PRG' }, terminal: { type: 'string' } }, required: ['code'], additionalProperties: false },
        to: { $ref: '#/properties/from' },
        departure: { type: 'string', format: 'date', description: 'Date in the format YYYY-MM-DD' },
        // zod 3's optional() copies the description of the instance it wraps.
        return: { $ref: '#/properties/departure', description: 'Date in the format YYYY-MM-DD' },
        cabin: { type: 'string', enum: ['economy', 'business', 'first'], default: 'economy' },
        passengers: { type: 'integer', minimum: 1, maximum: 9, default: 1 },
        query: { type: 'string', minLength: 1, maxLength: 256, description: 'Free text the traveller wrote' },
      },
      required: ['from', 'to', 'departure'],
      additionalProperties: false,
      $schema: DRAFT7,
    }),
  );
  assert.equal((currency!.schema as { description?: string }).description, 'Amounts are converted at the mid-market rate.');
  // `this._inputSchema = options.schema ?? NotesSchema`: what a tool made without the option sends.
  assert.deepEqual(Object.keys((notes!.schema as { properties: object }).properties), ['note', 'tags']);
  assert.equal(notes!.description, 'Keeps notes about the trip. Use it whenever the traveller states a preference.');
  assert.deepEqual((hotels!.schema as { required: string[] }).required, ['city', 'nights']);
  assert.match(converterOf(r.tools[3]!.definition.node) ?? '', /^beeai-framework's getInputJsonSchema\(\).*through TravelApiTool/);
});

test('DynamicTool: zod (also through a const) and a JSON Schema literal as written', () => {
  const r = lintFixture('dynamic-tools.ts');
  assert.deepEqual(notAnalyzable(r), []);
  assert.deepEqual(r.tools.map((t) => t.name), ['RollDice', 'dictionary-lookup', 'timezone']);
  assert.equal(
    JSON.stringify(r.tools[0]!.definition.schema),
    JSON.stringify({ type: 'object', properties: { dice: { type: 'integer', minimum: 1, maximum: 10, default: 2 }, sides: { type: 'number', enum: [6, 12, 20], default: 6 } }, additionalProperties: false, $schema: DRAFT7 }),
  );
  assert.equal(JSON.stringify(r.tools[1]!.definition.schema), JSON.stringify({ type: 'object', properties: { word: { type: 'string', minLength: 1, description: 'The word to look up' }, language: { type: 'string', enum: ['en', 'cs', 'de'] } }, required: ['word'], additionalProperties: false, $schema: DRAFT7 }));
  assert.equal(JSON.stringify(r.tools[2]!.definition.schema), JSON.stringify({ type: 'object', properties: { zone: { type: 'string', description: 'IANA zone name' } }, required: ['zone'] }));
  assert.match(converterOf(r.tools[0]!.definition.node) ?? '', /beeai-framework's DynamicTool/);
});

test('what the framework decides at run time or refuses is reported where it is written; a class named at run time is no tool', () => {
  const code = readFileSync(join(DIR, 'runtime-tools.ts'), 'utf8');
  const r = lint(code, { path: join(DIR, 'runtime-tools.ts') });
  assert.deepEqual(r.tools.map((t) => t.name), []);
  const found = notAnalyzable(r).map((f) => [f.tool, f.message] as const);
  assert.equal(found.length, 3);
  assert.match(found.find(([t]) => t === 'final_answer')![1], /`inputSchema\(\)` of AnswerTool computes the schema at run time, choosing on `this\.expected`/);
  assert.match(found.find(([t]) => t === 'pick_range')![1], /getInputJsonSchema\(\) throws here: "zod effects \(refine, superRefine, transform, \.\.\.\) cannot be converted to JSONSchema!"/);
  assert.match(found.find(([t]) => t === 'Weather Now')![1], /DynamicTool throws here: "Tool name must only have -, _, letters or numbers"/);
  // AgentHandoffTool's name and description come from its constructor: nothing is reported for it.
  assert.ok(!found.some(([, m]) => /handoff|AgentHandoffTool/i.test(m)));
});

const CLASS = (from: string, zod = 'zod') => `import { Tool, StringToolOutput } from "${from}";
import { z } from "${zod}";
export class EchoTool extends Tool<StringToolOutput> {
  name = "Echo";
  description = "Repeats the text.";
  inputSchema() {
    return z.object({ text: z.string({ description: "What to repeat" }), times: z.number().int().optional() });
  }
  protected async _run() { return new StringToolOutput(""); }
}
`;
const ECHO = { type: 'object', properties: { text: { type: 'string', description: 'What to repeat' }, times: { type: 'integer' } }, required: ['text'], additionalProperties: false, $schema: DRAFT7 };

test("Tool from the package's entry, a subpath, its old name or the framework's own base module", () => {
  for (const [from, path] of [
    ['beeai-framework', 'app/echo.ts'],
    ['beeai-framework/tools/base', 'app/echo.ts'],
    ['bee-agent-framework', 'app/echo.ts'],
    ['@/tools/base.js', 'typescript/src/tools/echo.ts'],
    ['./base.js', 'typescript/src/tools/echo.ts'],
  ] as const) {
    const r = lint(CLASS(from), { path });
    assert.deepEqual(r.tools.map((t) => t.name), ['Echo'], from);
    assert.equal(JSON.stringify(r.tools[0]!.definition.schema), JSON.stringify(ECHO), from);
  }
  // Another library's Tool (LangChain's), or a project's own `./base.js` outside the framework: not read as BeeAI's.
  for (const [from, path] of [
    ['@langchain/core/tools', 'app/echo.ts'],
    ['./base.js', 'app/tools/echo.ts'],
  ] as const) {
    assert.ok(!lint(CLASS(from), { path }).tools.some((t) => JSON.stringify(t.definition.schema) === JSON.stringify(ECHO)), from);
  }
});

test('a zod/v4 schema is not analysed: the framework sends the zod object itself', () => {
  const r = lint(CLASS('beeai-framework/tools/base', 'zod/v4'), { path: 'app/echo.ts' });
  const [f] = notAnalyzable(r);
  assert.equal(f?.tool, 'Echo');
  assert.match(f?.message ?? '', /converts zod 3 schemas only: a `zod\/v4` schema beside zod 3 is sent as the zod object itself/);
});

test("a DynamicTool of another library is not read as BeeAI's", () => {
  const code = `import { DynamicTool } from "@langchain/core/tools";
import { z } from "zod";
export const t = new DynamicTool({ name: "echo", description: "Echo.", inputSchema: z.object({ a: z.string() }), func: async () => "" });
`;
  const r = lint(code, { path: 'app/lc.ts' });
  assert.ok(!r.tools.some((t) => converterOf(t.definition.node)?.includes('beeai')));
});
