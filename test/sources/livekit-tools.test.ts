// LiveKit Agents for Node.js tools (@livekit/agents 1.x llm.tool): anonymous tools named by the key of the record that
// lists them, named tools (`name`) in a list, tools without parameters, read as its chat-completions request sends them
// (`{ name, description, parameters }`: zod 3 through zod-to-json-schema's target openAi, zod 4 through toJSONSchema
// draft-07, `$schema` dropped). The schemas below are what @livekit/agents 1.9.0 sends for these fixtures
// (test/oracles/livekit.test.ts runs them with it).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';
import { converterOf } from '../../shared/src/sources/node-marks';

const DIR = join(__dirname, '..', 'fixtures', 'livekit');
const lintFixture = (name: string) => lint(readFileSync(join(DIR, name), 'utf8'), { path: join(DIR, name) });
const notAnalyzable = (r: ReturnType<typeof lint>) => r.findings.filter((f) => f.rule === 'not-analyzable');
const EMPTY = { type: 'object', properties: {}, additionalProperties: false };
/** A schema read as a plain value (the reader's objects have no prototype). */
const plain = (v: unknown) => JSON.parse(JSON.stringify(v));

test('anonymous llm.tool() in a tools record: named by its key, zod 3 converted with target openAi (optional -> nullable and required)', () => {
  const r = lintFixture('weather-agent.ts');
  assert.deepEqual(notAnalyzable(r), []);
  assert.deepEqual(r.tools.map((t) => t.name), ['getWeather', 'toggleLight', 'currentTime']);
  assert.ok(r.tools.every((t) => t.shape === 'openai-function'));
  const [weather, light, time] = r.tools.map((t) => t.definition);
  assert.equal(
    JSON.stringify(weather!.schema),
    JSON.stringify({
      type: 'object',
      properties: {
        location: { type: 'string', description: 'The location to get the weather for' },
        // `.optional().describe()`: the optional's description is lost when zod-to-json-schema unwraps it.
        units: { anyOf: [{ type: 'string', enum: ['celsius', 'fahrenheit'] }, { type: 'null' }] },
        days: { anyOf: [{ type: 'integer', exclusiveMinimum: true, minimum: 0, maximum: 7, default: 1 }, { type: 'null' }] },
      },
      required: ['location', 'units', 'days'],
      additionalProperties: false,
    }),
  );
  const lightSchema = plain(light!.schema) as { properties: Record<string, unknown>; definitions: Record<string, unknown> };
  assert.deepEqual(lightSchema.properties.note, { type: ['string', 'null'], description: 'A note for the log' });
  assert.deepEqual(lightSchema.properties.extra, { $ref: '#/definitions/OpenAiAnyType', description: 'Anything else the user asked for' });
  assert.deepEqual(Object.keys(lightSchema.definitions), ['OpenAiAnyType']);
  assert.deepEqual(plain(time!.schema), EMPTY);
  assert.match(converterOf(weather!.node) ?? '', /^@livekit\/agents 1\.x's toJsonSchema/);
});

test('named llm.tool({ name }) in a list: zod 4 toJSONSchema draft-07 output side, a JSON Schema as written, no parameters', () => {
  const r = lintFixture('named-tools.ts');
  assert.deepEqual(notAnalyzable(r), []);
  assert.deepEqual(r.tools.map((t) => t.name), ['lookupOrder', 'cancelOrder', 'transferToHuman']);
  const [order, cancel, human] = r.tools.map((t) => t.definition);
  const orderSchema = plain(order!.schema) as Record<string, unknown>;
  assert.equal(orderSchema.$schema, undefined);
  assert.deepEqual(orderSchema.required, ['orderNumber', 'channel']);
  assert.deepEqual(plain(cancel!.schema).required, ['orderNumber']);
  assert.deepEqual(plain(human!.schema), EMPTY);
});

test('not analysed, saying why: onDuplicate "confirm" (it adds a parameter), an anonymous tool in a list (no key names it)', () => {
  const r = lintFixture('runtime-tools.ts');
  const na = notAnalyzable(r);
  assert.equal(na.length, 2);
  assert.equal(na[0]!.tool, 'bookFlight');
  assert.match(na[0]!.message, /onDuplicate: 'confirm'/);
  assert.match(na[1]!.message, /LiveKit names an llm\.tool\(\) without `name`/);
});

test('a tool() of another package is not read as LiveKit\'s', () => {
  const code = "import { tool } from 'ai';\nimport { z } from 'zod';\nexport const tools = { getWeather: tool({ description: 'd', inputSchema: z.object({ a: z.string().optional() }), execute: async () => '' }) };\n";
  const r = lint(code, { path: 'ai-tools.ts' });
  assert.deepEqual(r.tools.map((t) => [t.name, t.shape]), [['getWeather', 'ai-sdk']]);
  assert.ok(!(converterOf(r.tools[0]!.definition.node) ?? '').includes('livekit'));
});
