// One report per tool across files (cli/src/dedupe.ts): a tool defined in one file and listed under a key in another
// is reported once when the CLI lints both, where its code is, under the key (the name the model sees); linting only
// one of the files reports as before.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { run } from '../cli/src/main';

const FIXTURES = join(__dirname, 'fixtures', 'cross-file-tools');
const AI_SDK = join(FIXTURES, 'ai-sdk-app');
const MASTRA = join(FIXTURES, 'mastra-app');

interface JsonOut {
  files: { path: string; tools: { name: string; range: { start: { line: number } }; tokens: number; schemaHash: string }[]; findings: { rule: string; severity: string; tool: string | null; targets: string[]; message: string; range: { start: { line: number } } }[] }[];
  summary: { files: number; tools: number; errors: number; warnings: number; infos: number };
}

async function cli(args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await run(args, { stdout: (s) => (stdout += typeof s === 'string' ? s : Buffer.from(s).toString()), stderr: (s) => (stderr += s), readStdin: async () => '', cwd, isTTY: false });
  return { code, stdout, stderr };
}

async function json(args: string[], cwd: string): Promise<JsonOut> {
  const r = await cli(['--format', 'json', '--fail-on', 'never', ...args], cwd);
  assert.equal(r.stderr, '');
  return JSON.parse(r.stdout) as JsonOut;
}

const fileOf = (out: JsonOut, path: string) => out.files.find((f) => f.path === path)!;
const namedByImporter = (f: { message: string }) => f.message.startsWith('The name the model sees is the key');
const toolsByFile = (out: JsonOut) => Object.fromEntries(out.files.map((f) => [f.path, f.tools.map((t) => t.name)]));

test('AI SDK app: a route listing `weather: weatherTool, search: searchTool()` from ./tools: each tool once, in its own file, under the key', async () => {
  const out = await json(['tools/weather.ts', 'tools/search.ts', 'app/api/chat/route.ts'], AI_SDK);
  assert.deepEqual(toolsByFile(out), { 'tools/weather.ts': ['weather'], 'tools/search.ts': ['search'], 'app/api/chat/route.ts': [] });
  assert.equal(out.summary.tools, 2);
  // The route's copies held the same findings as the definitions: none is left there; the definitions' are renamed.
  assert.deepEqual(fileOf(out, 'app/api/chat/route.ts').findings, []);
  const weather = fileOf(out, 'tools/weather.ts');
  assert.deepEqual(weather.findings.map((f) => `${f.rule}:${f.tool}:${f.range.start.line}`), ['description-missing:weather:7', 'optional-not-required:weather:7']);
  assert.ok(!out.files.some((f) => f.findings.some(namedByImporter)), 'the name is known: no info says it is decided elsewhere');
  const search = fileOf(out, 'tools/search.ts');
  assert.deepEqual(search.findings.map((f) => f.rule), ['description-missing', 'optional-not-required', 'no-defaults', 'no-defaults']);
  assert.deepEqual(out.summary, { files: 3, tools: 2, errors: 3, warnings: 3, infos: 0 });
  // The count and hash are the listed tool's (the name is part of what the model is sent).
  const alone = await json(['app/api/chat/route.ts'], AI_SDK);
  const listed = fileOf(alone, 'app/api/chat/route.ts').tools;
  assert.deepEqual(weather.tools.map((t) => [t.tokens, t.schemaHash]), [[listed[0]!.tokens, listed[0]!.schemaHash]]);
  assert.equal(weather.tools[0]!.range.start.line, 3, 'reported where the code is');
});

test('AI SDK app: linting one side alone reports as before', async () => {
  const route = await json(['app/api/chat/route.ts'], AI_SDK);
  assert.deepEqual(toolsByFile(route), { 'app/api/chat/route.ts': ['weather', 'search'] });
  assert.equal(route.summary.tools, 2);
  assert.equal(fileOf(route, 'app/api/chat/route.ts').findings.length, 6);
  const defs = await json(['tools'], AI_SDK);
  assert.deepEqual(toolsByFile(defs), { 'tools/search.ts': ['searchTool'], 'tools/weather.ts': ['weatherTool'] });
  assert.equal(defs.files.flatMap((f) => f.findings).filter(namedByImporter).length, 2);
});

test('AI SDK app: stylish and describe count each tool once', async () => {
  const stylish = await cli(['--fail-on', 'never', 'tools', 'app'], AI_SDK);
  assert.match(stylish.stdout, /· 2 tools in 3 files/);
  assert.doesNotMatch(stylish.stdout, /app\/api\/chat\/route\.ts/, 'the route has nothing left to report');
  const described = JSON.parse((await cli(['describe', 'tools', 'app'], AI_SDK)).stdout) as { name: string; file: string; issues: unknown[] }[];
  assert.deepEqual(described.map((d) => `${d.file}:${d.name}:${d.issues.length}`), ['tools/search.ts:search:4', 'tools/weather.ts:weather:2']);
});

test('AI SDK app: a second route listing the tool under another key is another tool; under the same key, the same one', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'toollint-dedupe-'));
  try {
    cpSync(AI_SDK, dir, { recursive: true });
    const route = (key: string) => `import { openai } from '@ai-sdk/openai';\nimport { generateText } from 'ai';\nimport { weatherTool } from '../../../tools/weather';\n\nexport async function POST(req: Request) {\n  const { prompt } = await req.json();\n  return generateText({ model: openai('gpt-4o'), prompt, tools: { ${key}: weatherTool } });\n}\n`;
    cpSync(join(dir, 'app/api/chat'), join(dir, 'app/api/forecast'), { recursive: true });
    writeFileSync(join(dir, 'app/api/forecast/route.ts'), route('forecast'));
    const two = await json(['tools', 'app'], dir);
    assert.deepEqual(toolsByFile(two), { 'app/api/chat/route.ts': [], 'app/api/forecast/route.ts': ['forecast'], 'tools/search.ts': ['search'], 'tools/weather.ts': ['weather'] });
    assert.equal(two.summary.tools, 3);
    writeFileSync(join(dir, 'app/api/forecast/route.ts'), route('weather'));
    const same = await json(['tools', 'app'], dir);
    assert.deepEqual(toolsByFile(same), { 'app/api/chat/route.ts': [], 'app/api/forecast/route.ts': [], 'tools/search.ts': ['search'], 'tools/weather.ts': ['weather'] });
    assert.deepEqual(fileOf(same, 'app/api/forecast/route.ts').findings, []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('Mastra app: an agent listing `tools: { weatherTool }` from ./tools: the tool once, at its createTool(), without the info', async () => {
  const out = await json(['src'], MASTRA);
  assert.deepEqual(toolsByFile(out), { 'src/mastra/agents/trip-agent.ts': [], 'src/mastra/tools/index.ts': ['weatherTool', 'packingListTool'] });
  assert.equal(out.summary.tools, 2);
  const tools = fileOf(out, 'src/mastra/tools/index.ts');
  assert.deepEqual(tools.findings.map((f) => `${f.rule}:${f.tool}:${f.range.start.line}`), ['description-missing:weatherTool:8', 'no-defaults:weatherTool:8', 'not-analyzable:null:14', 'numeric-bounds:packingListTool:19']);
  // The info stays on the tool no linted agent lists.
  assert.ok(namedByImporter(tools.findings[2]!));
  assert.deepEqual(fileOf(out, 'src/mastra/agents/trip-agent.ts').findings, []);
  assert.deepEqual(out.summary, { files: 2, tools: 2, errors: 1, warnings: 1, infos: 2 });
});

test("Mastra app: an agent whose model is not the one the tool's file assumes: its findings are what is sent, kept at the agent", async () => {
  const dir = mkdtempSync(join(tmpdir(), 'toollint-dedupe-'));
  try {
    cpSync(MASTRA, dir, { recursive: true });
    const agent = join(dir, 'src/mastra/agents/trip-agent.ts');
    writeFileSync(agent, `import { anthropic } from '@ai-sdk/anthropic';\nimport { Agent } from '@mastra/core/agent';\nimport { weatherTool } from '../tools';\n\nexport const tripAgent = new Agent({\n  name: 'Trip Agent',\n  instructions: 'You help people plan trips.',\n  model: anthropic('claude-sonnet-4-5'),\n  tools: { weatherTool },\n});\n`);
    const out = await json(['src'], dir);
    assert.deepEqual(toolsByFile(out), { 'src/mastra/agents/trip-agent.ts': [], 'src/mastra/tools/index.ts': ['weatherTool', 'packingListTool'] });
    // The tools file assumed OpenAI (its no-defaults error is strict mode's); the agent sends to Anthropic.
    const agentFindings = fileOf(out, 'src/mastra/agents/trip-agent.ts').findings;
    assert.deepEqual(agentFindings.map((f) => `${f.rule}:${f.tool}:${f.targets.join(',')}`), ['description-missing:weatherTool:anthropic', 'numeric-bounds:weatherTool:anthropic']);
    const tools = fileOf(out, 'src/mastra/tools/index.ts');
    assert.ok(!tools.findings.some((f) => f.tool === 'weatherTool'), "the assumed layer's findings are not what is sent");
    assert.equal(out.summary.errors, 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('fix: a listing read before its tool was fixed keeps no finding about the code the fix changed', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'toollint-dedupe-'));
  try {
    cpSync(AI_SDK, dir, { recursive: true });
    // The route is linted first: it reads tools/weather.ts as it was before the fix makes `unit` nullable.
    const r = await cli(['fix', '--unsafe', 'app', 'tools'], dir);
    assert.match(r.stdout, /fixed 1 problem in 1 file/);
    assert.doesNotMatch(r.stdout, /route\.ts/, 'nothing is left to report at the route');
    assert.match(r.stdout, /✖ 5 problems \(2 errors, 3 warnings, 0 infos\) · 2 tools in 3 files/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
