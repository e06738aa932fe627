// Mastra's createTool(): the name its agent sends (the `tools` key), the compat layer picked from the file's agent
// model, the hover's note, findings at the zod code. The full comparison with the real @mastra/core on every fixture
// and provider is test/oracles/mastra.test.ts (npm run test:oracles); this file needs only Node.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import * as z from 'zod';
import { lint } from '../../shared/src';
import { mastraJsonSchema } from '../../shared/src/converters/mastra';
import { mastraProviderOf } from '../../shared/src/sources/typescript/mastra';

const FIXTURES = join(__dirname, '..', 'fixtures');
const read = (file: string) => readFileSync(join(FIXTURES, file), 'utf8');
const plain = (md: string) => md.replace(/\\(.)/g, '$1');

test('Mastra: a tool is named by the key the agent lists it under, or by its const where the importer lists it', () => {
  const r = lint(read('mastra/weather.ts'), { path: 'weather.ts' });
  assert.deepEqual(r.tools.map((t) => t.name), ['weatherTool', 'forecast']);
  const alone = lint(read('wrappers/weather-mastra.ts'), { path: 'weather-mastra.ts' });
  assert.deepEqual(alone.tools.map((t) => t.name), ['weatherTool']);
  const info = alone.findings.find((f) => f.rule === 'not-analyzable');
  assert.match(info?.message ?? '', /the key an agent's `tools` lists this tool under \(`tools: \{ key: weatherTool \}`; Mastra does not send its `id`\)/);
  const text = read('wrappers/weather-mastra.ts');
  assert.equal(text.slice(info!.span.offset, info!.span.offset + info!.span.length), 'weatherTool');
});

test("Mastra: the hover says the schema is Mastra's, for which model", async () => {
  const { toolHover } = await import('../../server/src/hover');
  const cases: [string, RegExp][] = [
    ['mastra/weather.ts', /Mastra's createTool \(@mastra\/core 1\.71.*OpenAI's compat layer.*the agent's model in this file \(openai gpt-4o-mini\)/],
    ['mastra/support.ts', /Anthropic's compat layer.*\(anthropic claude-sonnet-4-5\)/],
    ['mastra/travel.ts', /Google's compat layer.*\(google gemini-2\.5-flash\)/],
    ['mastra/crm-tools.ts', /OpenAI's compat layer.*no agent model in this file: assumed an OpenAI model/],
  ];
  for (const [file, want] of cases) {
    for (const detach of [false, true]) {
      const r = lint(read(file), { path: file, detach });
      assert.match(plain(toolHover(r.tools[0]!, r.config)), want, file);
    }
  }
});

test('Mastra: the compat layer follows the first agent model in the file, as CoreToolBuilder picks it', () => {
  assert.deepEqual(mastraProviderOf("model: openai('gpt-4o')"), { provider: 'openai', model: 'openai gpt-4o' });
  assert.equal(mastraProviderOf("model: openai.responses('o3-mini')").provider, 'openai');
  assert.equal(mastraProviderOf('model: "anthropic/claude-3-7-sonnet"').provider, 'anthropic');
  assert.equal(mastraProviderOf("model: google('gemini-2.5-pro')").provider, 'google');
  assert.equal(mastraProviderOf("model: groq('llama-3.3-70b')").provider, 'openai');
  assert.equal(mastraProviderOf("model: mistral('mistral-large-latest')").provider, 'none');
  assert.equal(mastraProviderOf("model: deepseek('deepseek-chat')").provider, 'deepseek');
  assert.equal(mastraProviderOf("model: deepseek('deepseek-r1')").provider, 'none');
  assert.equal(mastraProviderOf("model: 'openrouter/meta-llama/llama-3.3-70b-instruct'").provider, 'meta');
  assert.equal(mastraProviderOf("model: groq('o3-mini')").provider, 'none');
  assert.equal(mastraProviderOf('const x = 1;').provider, 'openai');
});

test('Mastra: findings point at the zod code, also where the layer moved or added keywords', () => {
  const text = read('mastra/weather.ts');
  const r = lint(text, { path: 'weather.ts', config: { targets: ['openai-strict'] } });
  const at = (pointer: string) => {
    const f = r.findings.find((x) => x.pointer === pointer);
    assert.ok(f, `${pointer}\n${r.findings.map((x) => `${x.rule} ${x.pointer}`).join('\n')}`);
    return text.slice(f.span.offset, f.span.offset + f.span.length);
  };
  // OpenAI's layer keeps the default beside the nullable branch it makes: strict mode rejects both.
  assert.equal(at('/inputSchema/properties/includeHourly/default'), '.default(false)');
  assert.match(at('/inputSchema/properties/includeHourly/anyOf/0/default'), /^z\.boolean\(\)\.default\(false\)/);
  // The optional field is required and nullable after the layer: no optional-not-required finding.
  assert.equal(r.findings.filter((f) => f.rule === 'optional-not-required').length, 0);
});

test('Mastra: `strict: false` sends the schema without a compat layer; no inputSchema sends an empty object', () => {
  const code = `import { createTool } from '@mastra/core/tools';
import { z } from 'zod';
export const lookup = createTool({ id: 'lookup', description: 'Look a word up', strict: false, inputSchema: z.object({ word: z.string().min(1), lang: z.string().optional() }), execute: async () => ({}) });
export const ping = createTool({ id: 'ping', description: 'Check the service is up', execute: async () => ({}) });
`;
  const r = lint(code, { path: 'tools.ts' });
  assert.deepEqual(r.tools.map((t) => t.name), ['lookup', 'ping']);
  const base = z.toJSONSchema(z.object({ word: z.string().min(1), lang: z.string().optional() }), { target: 'draft-7', io: 'input' });
  assert.equal(JSON.stringify(r.tools[0]!.definition.schema), JSON.stringify({ ...base, additionalProperties: false }));
  assert.equal(JSON.stringify(r.tools[1]!.definition.schema), JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: {}, additionalProperties: false }));
});

test('Mastra: a zod 3 schema is reported as not modelled, at the schema', () => {
  const code = `import { createTool } from '@mastra/core/tools';
import { z } from 'zod/v3';
export const lookup = createTool({ id: 'lookup', description: 'Look a word up', inputSchema: z.object({ word: z.string() }), execute: async () => ({}) });
`;
  const r = lint(code, { path: 'tools.ts' });
  const f = r.findings.find((x) => x.rule === 'not-analyzable' && /zod 3/.test(x.message));
  assert.ok(f, r.findings.map((x) => x.message).join('\n'));
  assert.match(code.slice(f.span.offset, f.span.offset + f.span.length), /^z\.object\(/);
});

test('Mastra: the layers on a plain JSON Schema, as @mastra/core 1.71 sent it (recorded from the real package)', () => {
  const input = z.toJSONSchema(z.object({ n: z.string().nullable(), u: z.union([z.string(), z.number()]).optional(), arr: z.array(z.object({ x: z.string().optional() })).min(1).max(3) }), { target: 'draft-7', io: 'input' });
  const recorded: Record<string, string> = {
    none: '{"$schema":"http://json-schema.org/draft-07/schema#","type":"object","properties":{"n":{"type":["string","null"]},"u":{"type":["string","number"]},"arr":{"minItems":1,"maxItems":3,"type":"array","items":{"type":"object","properties":{"x":{"type":"string"}},"additionalProperties":false}}},"required":["n","arr"],"additionalProperties":false}',
    openai: '{"$schema":"http://json-schema.org/draft-07/schema#","type":"object","properties":{"n":{"type":["string","null"]},"u":{"anyOf":[{"type":"string"},{"type":"number"},{"type":"null"}]},"arr":{"type":"array","items":{"type":"object","properties":{"x":{"anyOf":[{"type":"string"},{"type":"null"}]}},"additionalProperties":false,"required":["x"],"x-optional":["x"]},"description":"constraints: minimum length 1, maximum length 3"}},"required":["n","arr","u"],"additionalProperties":false,"x-optional":["u"]}',
    anthropic: '{"$schema":"http://json-schema.org/draft-07/schema#","type":"object","properties":{"n":{"type":["string","null"]},"u":{"type":["string","number"]},"arr":{"type":"array","items":{"type":"object","properties":{"x":{"type":"string"}},"additionalProperties":false},"description":"constraints: minimum length 1, maximum length 3"}},"required":["n","arr"],"additionalProperties":false}',
    google: '{"type":"object","properties":{"n":{"type":"string","nullable":true},"u":{"anyOf":[{"type":"string"},{"type":"number"}]},"arr":{"type":"array","items":{"type":"object","properties":{"x":{"type":"string"}}},"description":"constraints: minimum length 1, maximum length 3"}},"required":["n","arr"]}',
  };
  for (const [provider, want] of Object.entries(recorded)) assert.equal(JSON.stringify(mastraJsonSchema(input, provider as 'none')), want, provider);
  assert.deepEqual(input, z.toJSONSchema(z.object({ n: z.string().nullable(), u: z.union([z.string(), z.number()]).optional(), arr: z.array(z.object({ x: z.string().optional() })).min(1).max(3) }), { target: 'draft-7', io: 'input' }), 'the input is not modified');
});

test("Mastra: a workflow's createStep() and createWorkflow() configs are no tools (their model never sees them)", () => {
  const code = `import { createStep, createWorkflow } from '@mastra/core/workflows';
import { z } from 'zod';
const fetchWeather = createStep({
  id: 'fetch-weather',
  description: 'Fetches weather forecast for a given city',
  inputSchema: z.object({ city: z.string().describe('The city to get the weather for') }),
  outputSchema: z.object({ forecast: z.string() }),
  execute: async ({ inputData }) => ({ forecast: inputData.city }),
});
export const weatherWorkflow = createWorkflow({
  id: 'weather-workflow',
  description: 'Get the weather',
  inputSchema: z.object({ city: z.string() }),
  outputSchema: z.object({ forecast: z.string() }),
}).then(fetchWeather).commit();
`;
  const r = lint(code, { path: 'src/mastra/workflows/weather-workflow.ts' });
  assert.deepEqual(r.tools, []);
  assert.deepEqual(r.findings.map((f) => f.message), []);
});
