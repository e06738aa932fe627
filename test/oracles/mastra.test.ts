// Mastra's createTool() against the real @mastra/core (1.71.0, installed by scripts/mastra-oracle.sh in
// test/oracles/mastra/node_modules, not a devDependency): each fixture of test/fixtures/mastra (this test's own files,
// never user code) runs with the real Mastra, its agent's model replaced by a recording model (no network), and the
// tools the agent hands that model (name, description, inputSchema) must equal, key order included, what toollint
// reads from the fixture's text. Each fixture runs as written and with its agent's model swapped for each provider
// family Mastra has a compat layer for (OpenAI, OpenAI reasoning, Anthropic, Google) and for one it has none for.
// zod 3 fixtures: test/fixtures/mastra/zod3 (its package.json declares zod 3; `from 'zod'` runs with the oracle's
// `zod/v3`, zod 3's classic API, which Mastra detects as a zod 3 schema) and files importing `zod/v3` themselves.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';
import { lint } from '../../shared/src';

const FIXTURES = join(__dirname, '..', 'fixtures', 'mastra');
const oracle = createRequire(join(__dirname, 'mastra', 'package.json'));

interface Sent {
  name: string;
  description: string | undefined;
  inputSchema: unknown;
}

/** The AI SDK provider packages a fixture imports, as factories of recording models with each package's provider id. */
const PROVIDERS: Record<string, { factory: string; provider: string }> = {
  '@ai-sdk/openai': { factory: 'openai', provider: 'openai.chat' },
  '@ai-sdk/anthropic': { factory: 'anthropic', provider: 'anthropic.messages' },
  '@ai-sdk/google': { factory: 'google', provider: 'google.generative-ai' },
  '@ai-sdk/mistral': { factory: 'mistral', provider: 'mistral.chat' },
  '@ai-sdk/deepseek': { factory: 'deepseek', provider: 'deepseek.chat' },
  '@ai-sdk/togetherai': { factory: 'togetherai', provider: 'togetherai.chat' },
};
/** The models each fixture is also run with: [package, model id]. */
const SWAPS: [string, string][] = [
  ['@ai-sdk/openai', 'gpt-4o'],
  ['@ai-sdk/openai', 'o3-mini'],
  ['@ai-sdk/anthropic', 'claude-sonnet-4-5'],
  ['@ai-sdk/google', 'gemini-2.5-flash'],
  ['@ai-sdk/mistral', 'mistral-large-latest'],
  ['@ai-sdk/deepseek', 'deepseek-chat'],
  ['@ai-sdk/togetherai', 'meta-llama/Llama-3.3-70B-Instruct-Turbo'],
];
/** Mastra's model router strings (`model: 'openai/gpt-4o'`): the model Mastra resolves them to, without a call. */
const ROUTED = ['openai/gpt-4o', 'anthropic/claude-sonnet-4-5', 'google/gemini-2.5-flash', 'openrouter/meta-llama/llama-3.3-70b-instruct', 'groq/llama-3.3-70b-versatile'];

/** A LanguageModelV2 that answers "ok" and records the tools of each call (what the provider package would send). */
function recordingModel(provider: string, modelId: string, seen: unknown[][]) {
  const usage = { inputTokens: 1, outputTokens: 1, totalTokens: 2 };
  return {
    specificationVersion: 'v2',
    provider,
    modelId,
    supportedUrls: {},
    async doGenerate(options: { tools?: unknown[] }) {
      seen.push(options.tools ?? []);
      return { content: [{ type: 'text', text: 'ok' }], finishReason: 'stop', usage, warnings: [] };
    },
    async doStream(options: { tools?: unknown[] }) {
      seen.push(options.tools ?? []);
      const stream = new ReadableStream({
        start(c) {
          c.enqueue({ type: 'stream-start', warnings: [] });
          c.enqueue({ type: 'finish', finishReason: 'stop', usage });
          c.close();
        },
      });
      return { stream };
    },
  };
}

/** A fixture's imports of zod and Mastra, from the oracle: `zod` is zod 3 (`zod/v3`) in a folder whose package.json declares zod 3. */
function oracleModule(name: string, zod3: boolean): unknown {
  if (name === 'zod') return oracle(zod3 ? 'zod/v3' : 'zod');
  if (name === 'zod/v3' || name === 'zod/v4' || name.startsWith('@mastra/core')) return oracle(name);
  throw new Error(`fixture requires ${name}`);
}

/** Runs a fixture with the real Mastra; returns the tools each of its agents sends its model. */
async function sentBy(code: string, zod3: boolean): Promise<Sent[]> {
  const { Agent } = oracle('@mastra/core/agent');
  const seen: unknown[][] = [];
  const js = ts.transpileModule(code, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const req = (name: string): unknown => {
    const p = PROVIDERS[name];
    if (p) return { [p.factory]: (id: string) => recordingModel(p.provider, id, seen) };
    return oracleModule(name, zod3);
  };
  const module = { exports: {} as Record<string, unknown> };
  new Function('require', 'exports', 'module', js)(req, module.exports, module);
  const agents = Object.values(module.exports).filter((v) => v instanceof Agent) as { generate(m: string): Promise<unknown> }[];
  assert.ok(agents.length > 0, 'the fixture has an agent');
  for (const agent of agents) await agent.generate('hello');
  return seen.flat().map((t) => {
    const { name, description, inputSchema } = t as Sent;
    return { name, description, inputSchema };
  });
}

/**
 * Runs a fixture whose agent names its model by a router string: the tools as CoreToolBuilder builds them for the
 * model Mastra resolves (what Agent.listAssignedTools hands the model; resolving makes no call, a call would need the
 * provider's network, so the request itself is not made).
 */
async function builtFor(code: string, zod3: boolean): Promise<Sent[]> {
  const { Agent } = oracle('@mastra/core/agent');
  const { makeCoreTool } = oracle('@mastra/core/utils');
  const js = ts.transpileModule(code, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const module = { exports: {} as Record<string, unknown> };
  new Function('require', 'exports', 'module', js)((name: string) => oracleModule(name, zod3), module.exports, module);
  const out: Sent[] = [];
  for (const agent of Object.values(module.exports).filter((v) => v instanceof Agent) as any[]) {
    const model = await agent.getModel();
    for (const [name, tool] of Object.entries(await agent.listTools()) as [string, any][]) {
      const built = makeCoreTool(tool, { name, model });
      out.push({ name, description: built.description, inputSchema: built.parameters.jsonSchema ?? oracle('@mastra/schema-compat').standardSchemaToJSONSchema(built.parameters, { io: 'input' }) });
    }
  }
  return out;
}

/** A fixture with no agent gets one that lists its exported tools under their export names (as `tools: { a, b }`). */
function withAgent(code: string): string {
  if (/new Agent\(/.test(code)) return code;
  const names = [...code.matchAll(/export const (\w+) = createTool\(/g)].map((m) => m[1]);
  return `${code}\nimport { Agent } from '@mastra/core/agent';\nimport { openai } from '@ai-sdk/openai';\nexport const agent = new Agent({ id: 'agent', name: 'Agent', instructions: 'Help.', model: openai('gpt-4o'), tools: { ${names.join(', ')} } });\n`;
}

/** The fixture with its agent's model (and the import of its provider package) replaced. */
function swapModel(code: string, pkg: string, modelId: string): string {
  const factory = PROVIDERS[pkg]!.factory;
  const swapped = code
    .replace(/import \{ \w+ \} from '@ai-sdk\/[\w-]+';/, `import { ${factory} } from '${pkg}';`)
    .replace(/model: \w+\('[^']*'\)/, `model: ${factory}('${modelId}')`);
  assert.ok(swapped.includes(`model: ${factory}('${modelId}')`) && swapped.includes(`from '${pkg}'`), 'the model was swapped');
  return swapped;
}

/** A fixture folder's files, for the reader's package.json lookup (the fixture itself is given as `code`). */
function readFixtureFile(path: string): string | undefined {
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}

function readBy(code: string, path: string): Sent[] {
  const r = lint(code, { path, readFile: readFixtureFile });
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable' && /Not analysed/.test(f.message)).map((f) => f.message), [], 'every tool is analysed');
  return r.tools.map((t) => ({ name: t.name, description: t.definition.description, inputSchema: t.definition.schema }));
}

function assertSame(read: Sent[], sent: Sent[], label: string): void {
  const byName = (a: Sent, b: Sent) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  assert.deepEqual(read.map((t) => t.name).sort(), sent.map((t) => t.name).sort(), `${label}: tool names`);
  const want = [...sent].sort(byName);
  [...read].sort(byName).forEach((t, i) => {
    assert.equal(t.description, want[i]!.description, `${label}: ${t.name}: description`);
    assert.equal(JSON.stringify(t.inputSchema), JSON.stringify(want[i]!.inputSchema), `${label}: ${t.name}: inputSchema, key order included`);
  });
}

const files = [...readdirSync(FIXTURES), ...readdirSync(join(FIXTURES, 'zod3')).map((f) => `zod3/${f}`)].filter((f) => f.endsWith('.ts')).sort();
/** Whether a fixture runs on zod 3: its folder declares zod 3, or it imports `zod/v3`. */
const onZod3 = (file: string, text: string) => file.startsWith('zod3/') || /from 'zod\/v3'/.test(text);

test('the Mastra oracle is installed with the pinned versions', () => {
  assert.equal(oracle('@mastra/core/package.json').version, '1.71.0');
  assert.equal(oracle('zod/package.json').version, '4.6.7');
  assert.ok(files.length >= 6, files.join(', '));
  assert.ok(files.filter((f) => onZod3(f, readFileSync(join(FIXTURES, f), 'utf8'))).length >= 2, 'zod 3 fixtures');
  assert.equal(oracle('zod/v3').z.string()._def.typeName, 'ZodString', "zod/v3 is zod 3's classic API");
});

for (const file of files) {
  test(`Mastra createTool: ${file} reads as the real Mastra sends it, for its own agent's model and for each provider's`, async () => {
    const path = join(FIXTURES, file);
    const text = readFileSync(path, 'utf8');
    const zod3 = onZod3(file, text);
    // As written (a file without an agent is read alone: its tools under their const names, an OpenAI model assumed).
    assertSame(readBy(text, path), await sentBy(withAgent(text), zod3), `${file} as written`);
    for (const [pkg, model] of SWAPS) {
      const code = swapModel(withAgent(text), pkg, model);
      assertSame(readBy(code, path), await sentBy(code, zod3), `${file} with ${model}`);
    }
    for (const routed of ROUTED) {
      const code = withAgent(text)
        .replace(/import \{ \w+ \} from '@ai-sdk\/[\w-]+';/, '')
        .replace(/model: \w+\('[^']*'\)/, `model: '${routed}'`);
      assert.ok(code.includes(`model: '${routed}'`));
      assertSame(readBy(code, path), await builtFor(code, zod3), `${file} with '${routed}'`);
    }
  });
}
