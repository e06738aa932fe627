// Mastra's createTool(): the name its agent sends (the `tools` key), the compat layer picked from the file's agent
// model, the hover's note, findings at the zod code. The full comparison with the real @mastra/core on every fixture
// and provider is test/oracles/mastra.test.ts (npm run test:oracles); this file needs only Node.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
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
  // OpenAI's layer keeps the default beside the nullable branch it makes (strict mode rejects both): one `.default()`
  // in the code, one finding there, not a second one on the branch's copy.
  assert.equal(at('/inputSchema/properties/includeHourly/default'), '.default(false)');
  assert.equal(r.findings.filter((f) => f.rule === 'no-defaults' && f.pointer.includes('includeHourly')).length, 1);
  assert.equal(r.findings.filter((f) => f.rule === 'no-defaults').length, 2, r.findings.map((f) => `${f.rule} ${f.pointer}`).join('\n'));
  const schema = r.tools[0]!.definition.schema as { properties: { includeHourly: { default: unknown; anyOf: { default: unknown }[] } } };
  assert.equal(schema.properties.includeHourly.anyOf[0]!.default, false, 'the copy is still sent (and checked)');
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

// Recorded from the real @mastra/core 1.71.0 on zod 3 (the oracle's zod/v3; test/oracles/mastra.test.ts checks every
// fixture and provider): what an agent with openai('gpt-4o') sent for the sandbox fixture's runCommand and
// watchDirectory (strict: false), and what notes-zod3.ts's Anthropic agent sent for search_notes.
const RECORDED_ZOD3: Record<string, string> = {
  runCommand: String.raw`{"type":"object","properties":{"sandboxId":{"type":"string","description":"The sandboxId of the sandbox to work in"},"command":{"type":"string","description":"The shell command to run"},"cwd":{"description":"Absolute working directory\nconstraints: input must match this regex ^\\/","anyOf":[{"type":"string","description":"Absolute working directory\nconstraints: input must match this regex ^\\/"},{"type":"null"}]},"notifyEmail":{"description":"Who to email when a long command finishes\nconstraints: a valid email","anyOf":[{"type":"string","description":"Who to email when a long command finishes\nconstraints: a valid email"},{"type":"null"}]},"env":{"description":"Environment for the command","anyOf":[{"type":"object","properties":{"PATH":{"type":"string"}},"required":["PATH"],"additionalProperties":false},{"type":"null"}]},"mode":{"default":"foreground","anyOf":[{"type":"string","enum":["foreground","background"],"default":"foreground"},{"type":"null"}]}},"required":["sandboxId","command","cwd","notifyEmail","env","mode"],"additionalProperties":false,"$schema":"http://json-schema.org/draft-07/schema#","x-optional":["cwd","notifyEmail","env","mode"]}`,
  watchDirectory: '{"type":"object","properties":{"sandboxId":{"type":"string","description":"The sandboxId of the sandbox to work in"},"path":{"type":"string","description":"The directory to watch"},"recursive":{"type":"boolean","default":false},"events":{"type":"array","items":{"type":"string","enum":["write","create","remove","rename"]},"minItems":1}},"required":["sandboxId","path"],"additionalProperties":false,"$schema":"http://json-schema.org/draft-07/schema#"}',
  search_notes: '{"type":"object","properties":{"query":{"type":"string","description":"Words to look for"},"tags":{"type":"array","items":{"type":"string","description":"A tag, lower case\\nconstraints: minimum length 1, maximum length 32"},"description":"Only notes with all these tags"},"limit":{"type":"integer","default":20,"description":"constraints: greater than or equal to 1, lower than or equal to 100"},"sort":{"type":"string","enum":["relevance","updated","created"]},"owner":{"type":"object","properties":{"email":{"type":"string","description":"constraints: a valid email"},"team":{"type":"string","description":"constraints: a valid uuid"}},"required":["email"],"additionalProperties":false}},"required":["query"],"additionalProperties":false,"$schema":"http://json-schema.org/draft-07/schema#"}',
};

test("Mastra on zod 3 (a package.json declaring zod 3, `import z from 'zod'`): converted as Mastra's zod 3 adapter converts it, then the layer", async () => {
  const path = join(FIXTURES, 'mastra', 'zod3', 'sandbox.ts');
  const text = readFileSync(path, 'utf8');
  const readFile = (p: string) => (existsSync(p) ? readFileSync(p, 'utf8') : undefined);
  const r = lint(text, { path, readFile });
  assert.deepEqual(r.tools.map((t) => t.name), ['createSandbox', 'runCode', 'writeFiles', 'runCommand', 'watchDirectory']);
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable' && /Not analysed|zod 3/.test(f.message)).map((f) => f.message), []);
  const schema = (name: string) => JSON.stringify(r.tools.find((t) => t.name === name)!.definition.schema);
  assert.equal(schema('runCommand'), RECORDED_ZOD3.runCommand);
  assert.equal(schema('watchDirectory'), RECORDED_ZOD3.watchDirectory);
  // A schema used in every tool is inlined ($refStrategy "none"), not a $ref to its first use.
  assert.ok(r.tools.every((t) => !JSON.stringify(t.definition.schema).includes('$ref')));
  // The hover names the zod 3 converter; a finding the layer's rewrite leads to lands on the zod code.
  const { toolHover } = await import('../../server/src/hover');
  assert.match(plain(toolHover(r.tools[0]!, r.config)), /zod 3: zod-to-json-schema 3\.25 through Mastra's zod 3 adapter.*OpenAI's compat layer/);
  const strict = lint(text, { path, readFile, config: { targets: ['openai-strict'] } });
  const d = strict.findings.find((f) => f.rule === 'no-defaults' && f.pointer === '/inputSchema/properties/mode/default');
  assert.ok(d, strict.findings.map((f) => `${f.rule} ${f.pointer}`).join('\n'));
  assert.equal(text.slice(d.span.offset, d.span.offset + d.span.length), ".default('foreground')");
  // Without the package.json the same file is zod 4 (the current major): another schema (a union of literals as anyOf).
  assert.notEqual(JSON.stringify(lint(text, { path }).tools.find((t) => t.name === 'runCommand')!.definition.schema), RECORDED_ZOD3.runCommand);
});

test('Mastra on `zod/v3`: tools named by the agent\'s keys, for its Anthropic model, the email pattern only where no layer applies', () => {
  const text = read('mastra/notes-zod3.ts');
  const r = lint(text, { path: 'notes-zod3.ts' });
  assert.deepEqual(r.tools.map((t) => t.name).sort(), ['create_note', 'search_notes']);
  assert.equal(JSON.stringify(r.tools.find((t) => t.name === 'search_notes')!.definition.schema), RECORDED_ZOD3.search_notes);
  // Mistral: no compat layer; Mastra's zod 3 adapter adds zod 3's email regex beside `format: "email"`.
  const none = lint(text.replace("import { anthropic } from '@ai-sdk/anthropic';", "import { mistral } from '@ai-sdk/mistral';").replace("anthropic('claude-sonnet-4-5')", "mistral('mistral-large-latest')"), { path: 'notes-zod3.ts' });
  const owner = (none.tools.find((t) => t.name === 'search_notes')!.definition.schema as { properties: { owner: { properties: { email: Record<string, unknown> } } } }).properties.owner.properties.email;
  assert.deepEqual(Object.keys(owner), ['type', 'format', 'pattern']);
  assert.equal(owner.pattern, String.raw`^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-\.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$`);
});

test('Mastra: the zod 3 passes on plain JSON (no Mastra override: an empty additionalProperties stays `{}`; the email regex)', () => {
  const input = { type: 'object', properties: { e: { type: 'string', format: 'email' }, o: { type: 'object', properties: {}, additionalProperties: {} } }, required: ['e'], additionalProperties: false };
  assert.equal(JSON.stringify((mastraJsonSchema(input, 'none', 3) as { properties: { o: unknown } }).properties.o), '{"type":"object","properties":{},"additionalProperties":{}}');
  assert.equal(JSON.stringify((mastraJsonSchema(input, 'none', 4) as { properties: { o: unknown } }).properties.o), '{"type":"object","properties":{},"additionalProperties":true}');
  assert.ok('pattern' in (mastraJsonSchema(input, 'none', 3) as { properties: { e: object } }).properties.e);
  assert.ok(!('pattern' in (mastraJsonSchema(input, 'none', 4) as { properties: { e: object } }).properties.e));
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

test("Mastra: an older workflow's new Step({ id, description, inputSchema }) is no tool (recall7: notebooklm-mastra)", () => {
  const code = `import { Step, Workflow } from '@mastra/core/workflows';
import { z } from 'zod';

export const summarizeSource = new Workflow({
  name: 'summarize-source',
  triggerSchema: z.object({ sourceId: z.string() }),
})
  .step(
    new Step({
      id: 'generateSourceSummary',
      description: 'Generate a summary of the source',
      inputSchema: z.object({ markdown: z.string(), sourceId: z.string() }),
      execute: async ({ context }) => ({ summary: context.markdown.slice(0, 200) }),
    }),
  )
  .commit();
`;
  const r = lint(code, { path: 'src/mastra/workflows/summarize-source.ts' });
  assert.deepEqual(r.tools, []);
  assert.deepEqual(r.findings.map((f) => f.message), []);
  // The same config given to createTool is a tool: the class decides.
  const tool = `import { createTool } from '@mastra/core/tools';
import { z } from 'zod';

export const generateSourceSummary = createTool({
  id: 'generateSourceSummary',
  description: 'Generate a summary of the source',
  inputSchema: z.object({ markdown: z.string(), sourceId: z.string() }),
  execute: async ({ context }) => ({ summary: context.markdown.slice(0, 200) }),
});
`;
  assert.deepEqual(lint(tool, { path: 'src/mastra/tools/summary.ts' }).tools.map((t) => t.name), ['generateSourceSummary']);
});

test("Mastra: a tool is checked only against the targets of its agent's model's provider", () => {
  const targets = (file: string, config?: { targets: string[] }) => lint(read(file), { path: file, ...(config ? { config } : {}) }).tools.map((t) => t.targets);
  // The default targets (openai-strict, anthropic, google, shape): the provider's among them, "shape" the one it is sent as.
  assert.deepEqual(targets('mastra/weather.ts'), [['openai-strict', 'openai'], ['openai-strict', 'openai']]);
  assert.deepEqual(targets('mastra/support.ts'), [['anthropic'], ['anthropic']]);
  assert.deepEqual(targets('mastra/travel.ts'), [['google'], ['google']]);
  // None of the provider's targets configured: the one the tool is sent as (the AI SDK sends OpenAI tools non-strict).
  assert.deepEqual(targets('mastra/weather.ts', { targets: ['anthropic', 'google'] }), [['openai'], ['openai']]);
  assert.deepEqual(targets('mastra/support.ts', { targets: ['openai-strict', 'anthropic-strict'] }), [['anthropic-strict'], ['anthropic-strict']]);
  // No model in the file: the OpenAI layer's schema (the model assumed), checked against OpenAI's targets only (a
  // Google or Anthropic model would get another layer's schema); the agent's file, naming its model, reads it for that one.
  assert.deepEqual(targets('mastra/crm-tools.ts')[0], ['openai-strict', 'openai']);
  const crm = lint(read('mastra/crm-tools.ts'), { path: 'crm-tools.ts' });
  assert.deepEqual(crm.findings.filter((f) => f.tool !== 'archiveContact' && f.targets.some((t) => t.startsWith('google') || t.startsWith('anthropic'))), []);
  // `strict: false` drops the layer: the same schema for every provider, so the configured targets.
  assert.deepEqual(crm.tools.find((t) => t.name === 'archiveContact')!.targets, ['openai-strict', 'anthropic', 'google']);
  // An OpenAI-layer tool sent to OpenAI gets no warning for Google about the layer's `x-optional`.
  const r = lint(read('mastra/weather.ts'), { path: 'weather.ts' });
  assert.deepEqual(r.findings.filter((f) => f.targets.some((t) => t.startsWith('google') || t.startsWith('anthropic'))), []);
  assert.equal(r.findings.filter((f) => /x-optional/.test(f.message)).length, 0);
});

test("Mastra: `strict: true` is sent strict to OpenAI; `strict: false` drops the layer, not the destination", () => {
  const code = (strict: string) => `import { openai } from '@ai-sdk/openai';
import { Agent } from '@mastra/core/agent';
import { createTool } from '@mastra/core/tools';
import { z } from 'zod';
const lookup = createTool({ id: 'lookup', description: 'Look a word up in the dictionary', ${strict} inputSchema: z.object({ word: z.string().describe('The word') }), execute: async () => ({}) });
export const agent = new Agent({ name: 'Dictionary', instructions: 'Define words.', model: openai('gpt-4.1'), tools: { lookup } });
`;
  const targetsOf = (strict: string, targets: string[]) => lint(code(strict), { path: 'agent.ts', config: { targets } }).tools[0]!.targets;
  assert.deepEqual(targetsOf('strict: true,', ['anthropic']), ['openai-strict']);
  assert.deepEqual(targetsOf('', ['anthropic']), ['openai']);
  assert.deepEqual(targetsOf('strict: false,', ['anthropic', 'google', 'openai']), ['openai']);
});

test('Mastra: where the model is sent, by the provider it is called through', async () => {
  const { mastraDestination } = await import('../../shared/src/sources/typescript/mastra');
  const dest = (text: string) => mastraDestination(mastraProviderOf(text).model, false)?.label;
  assert.equal(dest("model: openai('gpt-4o')"), 'OpenAI');
  assert.equal(dest("model: azure('my-deployment')"), 'OpenAI');
  assert.equal(dest("model: 'anthropic/claude-sonnet-4-5'"), 'Anthropic');
  assert.equal(dest("model: vertex('claude-3-7-sonnet@20250219')"), 'Anthropic');
  assert.equal(dest("model: vertex('gemini-2.5-pro')"), 'Google');
  assert.equal(dest("model: bedrock('anthropic.claude-3-5-sonnet-20241022-v2:0')"), 'Amazon Bedrock');
  // No target of toollint's (Groq, OpenRouter, a provider made under another name): checked as configured.
  assert.equal(dest("model: groq('llama-3.3-70b')"), undefined);
  assert.equal(dest("model: 'openrouter/meta-llama/llama-3.3-70b-instruct'"), undefined);
  assert.equal(dest("model: myOpenAI('gpt-4o')"), undefined);
  assert.equal(dest('const x = 1;'), undefined);
});

test("Mastra: the hover says where the agent sends the tool", async () => {
  const { toolHover } = await import('../../server/src/hover');
  const r = lint(read('mastra/support.ts'), { path: 'support.ts' });
  assert.match(plain(toolHover(r.tools[0]!, r.config)), /sent to Anthropic by Mastra's agent \(model anthropic claude-sonnet-4-5\), so checked only against Anthropic's targets/);
  const none = lint(read('mastra/crm-tools.ts'), { path: 'crm-tools.ts' });
  assert.doesNotMatch(plain(toolHover(none.tools[0]!, none.config)), /sent to/);
});

test("Mastra: an agent lists another file's tools under its keys, converted for its own model; that file names them by their consts", () => {
  const dir = join(FIXTURES, 'mastra-project', 'src', 'mastra');
  const readFile = (p: string) => {
    try {
      return readFileSync(p, 'utf8');
    } catch {
      return undefined;
    }
  };
  const agentPath = join(dir, 'agents', 'weather-agent.ts');
  const agentText = readFileSync(agentPath, 'utf8');
  const agent = lint(agentText, { path: agentPath, readFile });
  assert.deepEqual(agent.tools.map((t) => [t.name, t.targets]), [['weatherTool', ['anthropic']], ['daily_forecast', ['anthropic']]]);
  assert.ok(agent.imports?.includes(join(dir, 'tools', 'weather-tool.ts')), String(agent.imports));
  // Anthropic's layer (the agent's model), not OpenAI's (assumed in the tools' own file, which names no model).
  const days = z.object({ location: z.string().describe('City name'), days: z.number().int().min(1).max(10).default(3).describe('How many days ahead') });
  const sent = mastraJsonSchema(z.toJSONSchema(days, { target: 'draft-7', io: 'input' }), 'anthropic');
  assert.equal(JSON.stringify(agent.tools[1]!.definition.schema), JSON.stringify(sent));
  // Findings land where the agent lists the tool (the tool's code is in the other file), with no edits there.
  for (const f of agent.findings) {
    assert.match(agentText.slice(f.span.offset, f.span.offset + f.span.length), /^(weatherTool|forecastTool)$/, f.message);
    assert.equal(f.fix, undefined);
  }
  const toolsPath = join(dir, 'tools', 'weather-tool.ts');
  const toolsText = readFileSync(toolsPath, 'utf8');
  const tools = lint(toolsText, { path: toolsPath, readFile });
  assert.deepEqual(tools.tools.map((t) => t.name), ['weatherTool', 'forecastTool']);
  const note = tools.findings.find((f) => f.rule === 'not-analyzable' && toolsText.slice(f.span.offset, f.span.offset + f.span.length) === 'forecastTool');
  assert.match(note?.message ?? '', /The agent's file checks it under that key, for that agent's model; here it is checked under `forecastTool`.*with OpenAI's compat layer \(no agent model in this file\)/);
  // The app's entry lists agents, not tools.
  const entry = join(dir, 'index.ts');
  assert.deepEqual(lint(readFileSync(entry, 'utf8'), { path: entry, readFile }).tools, []);
});

test("Mastra: an agent's own model decides, not the first model of its file", () => {
  const files: Record<string, string> = {
    '/p/tools.ts': `import { createTool } from '@mastra/core/tools';\nimport { z } from 'zod';\nexport const searchTool = createTool({ id: 'search', description: 'Search the docs', inputSchema: z.object({ q: z.string().min(2).describe('Query'), limit: z.number().int().max(20).optional().describe('Most results') }), execute: async () => [] });\n`,
    '/p/agents.ts': `import { openai } from '@ai-sdk/openai';\nimport { google } from '@ai-sdk/google';\nimport { Agent } from '@mastra/core/agent';\nimport { searchTool } from './tools';\nexport const writer = new Agent({ name: 'Writer', instructions: 'Write.', model: openai('gpt-4o') });\nexport const researcher = new Agent({ name: 'Researcher', instructions: 'Research.', model: google('gemini-2.5-flash'), tools: { search_docs: searchTool } });\n`,
  };
  const r = lint(files['/p/agents.ts']!, { path: '/p/agents.ts', readFile: (p) => files[p] });
  assert.deepEqual(r.tools.map((t) => [t.name, t.targets]), [['search_docs', ['google']]]);
  const input = z.toJSONSchema(z.object({ q: z.string().min(2).describe('Query'), limit: z.number().int().max(20).optional().describe('Most results') }), { target: 'draft-7', io: 'input' });
  assert.equal(JSON.stringify(r.tools[0]!.definition.schema), JSON.stringify(mastraJsonSchema(input, 'google')));
});

test("Mastra on zod 3 across files: the agent's file reads the other file's zod 3 tool under its key, for its own model", async () => {
  const files: Record<string, string> = {
    '/p/package.json': '{ "dependencies": { "@mastra/core": "latest", "zod": "^3.25.76" } }',
    '/p/tools.ts': `import { createTool } from '@mastra/core/tools';\nimport { z } from 'zod';\nconst q = z.string().min(2).describe('Query');\nexport const searchTool = createTool({ id: 'search', description: 'Search the docs', inputSchema: z.object({ q, alt: q.optional(), limit: z.number().int().max(20).optional().describe('Most results') }), execute: async () => [] });\n`,
    '/p/agents.ts': `import { google } from '@ai-sdk/google';\nimport { Agent } from '@mastra/core/agent';\nimport { searchTool } from './tools';\nexport const researcher = new Agent({ name: 'Researcher', instructions: 'Research.', model: google('gemini-2.5-flash'), tools: { search_docs: searchTool } });\n`,
  };
  const r = lint(files['/p/agents.ts']!, { path: '/p/agents.ts', readFile: (p) => files[p] });
  assert.deepEqual(r.tools.map((t) => [t.name, t.targets]), [['search_docs', ['google']]]);
  // The base is the real zod 3 through the real zod-to-json-schema with Mastra's zod 3 adapter's options.
  const z3 = (await import('zod3')).z;
  // Typed loosely: checking zod3's types against zod-to-json-schema's (zod/v3 of zod 4) exhausts tsc's memory.
  const zodToJsonSchema = (await import('zod-to-json-schema')).zodToJsonSchema as unknown as (schema: unknown, options: object) => unknown;
  const q = z3.string().min(2).describe('Query');
  const input = zodToJsonSchema(z3.object({ q, alt: q.optional(), limit: z3.number().int().max(20).optional().describe('Most results') }), { $refStrategy: 'none', target: 'jsonSchema7' });
  assert.equal(JSON.stringify(r.tools[0]!.definition.schema), JSON.stringify(mastraJsonSchema(input, 'google', 3)));
  assert.ok(!JSON.stringify(r.tools[0]!.definition.schema).includes('$ref'));
});
