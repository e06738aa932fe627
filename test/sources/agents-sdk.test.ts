// The OpenAI Agents SDK's tool(), read statically, against the real SDK (@openai/agents-core 0.20.0, devDependency)
// run on this test's own fixtures only (test/fixtures/agents): name, description, parameters (key order included) and
// strict as tool() builds them, which is what the SDK sends.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';
import * as agentsCore from '@openai/agents-core';
import * as z from 'zod';
import { lint } from '../../shared/src';

const DIR = join(__dirname, '..', 'fixtures', 'agents');

interface Built {
  name: string;
  description: string;
  parameters: unknown;
  strict: boolean;
}

/** Runs a fixture with the real tool() (and inert Agent classes), returning the tools it built in order. */
function runFixture(code: string): Built[] {
  const built: Built[] = [];
  const tool = (options: Parameters<typeof agentsCore.tool>[0]) => {
    const t = agentsCore.tool(options);
    built.push({ name: t.name, description: t.description, parameters: JSON.parse(JSON.stringify(t.parameters)), strict: t.strict });
    return t;
  };
  class Inert {
    constructor(readonly config: unknown) {}
  }
  const sdk = { tool, Agent: Inert, RealtimeAgent: Inert, run: async () => ({}) };
  const js = ts.transpileModule(code, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true } }).outputText;
  const req = (name: string): unknown => {
    if (name === 'zod') return z;
    if (name.startsWith('@openai/agents')) return sdk;
    throw new Error(`fixture requires ${name}`);
  };
  const module = { exports: {} as Record<string, unknown> };
  new Function('require', 'exports', 'module', js)(req, module.exports, module);
  return built;
}

for (const file of ['travel-agent.ts', 'support-bot.cjs', 'voice-agent.ts']) {
  test(`Agents SDK tool(): ${file} reads as the SDK builds it`, () => {
    const text = readFileSync(join(DIR, file), 'utf8');
    const expected = runFixture(text);
    const tools = lint(text, { path: file }).tools.map((t) => t.definition);
    assert.equal(tools.length, expected.length, `tools found: ${tools.map((t) => t.name).join(', ')}`);
    expected.forEach((want, i) => {
      const got = tools[i]!;
      assert.equal(got.name, want.name);
      assert.equal(got.description, want.description);
      assert.equal(got.strict, want.strict, `${want.name}: strict`);
      assert.equal(JSON.stringify(got.schema), JSON.stringify(want.parameters), `${want.name}: parameters, key order included`);
    });
  });
}

/** A hover's markdown as text (its escapes taken off). */
const plain = (md: string): string => md.replace(/\\(.)/g, '$1');

test('Agents SDK tool(): findings are on what tool() sends, at the code that made it', () => {
  const text = readFileSync(join(DIR, 'travel-agent.ts'), 'utf8');
  const r = lint(text, { path: 'travel-agent.ts', config: { targets: ['openai-strict'] } });
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => f.message), []);
  const rules = (tool: string) => r.findings.filter((f) => f.tool === tool).map((f) => `${f.rule} ${f.pointer}`);
  // tool() makes `.optional()` fields required and nullable in strict mode: nothing to report about them...
  assert.deepEqual(rules('get_weather').filter((f) => /optional/.test(f)), []);
  assert.deepEqual(rules('book_hotel').filter((f) => /optional/.test(f)), []);
  // ...but with `strict: false` the JSON Schema is sent as written, and strict mode would need `verbose` listed.
  assert.ok(rules('legacy_lookup').includes('optional-not-required /parameters/properties/verbose'), rules('legacy_lookup').join(', '));
  // A z.record() stays an open object in what tool() sends: OpenAI's strict mode rejects it, reported at the record.
  const open = r.findings.find((f) => f.tool === 'currencyRates' && f.rule === 'missing-additional-properties-false');
  assert.ok(open, rules('currencyRates').join(', '));
  assert.match(text.slice(open.span.offset, open.span.offset + open.span.length), /z\.record/);
});

test('Agents SDK tool(): where tool() throws, the finding says so at the code', () => {
  const code = `import { tool } from '@openai/agents';
import { z } from 'zod';
export const a = tool({ name: 'a', description: 'A', strict: false, parameters: z.object({ q: z.string() }), execute: async () => '' });
export const b = tool({ name: 'b', description: 'B', parameters: z.object({ q: z.string().optional(), data: z.any() }), execute: async () => '' });
export const c = tool({ name: 'c', description: 'C', parameters: { type: 'object', properties: { x: { type: 'string' } }, allOf: [] }, execute: async () => '' });
`;
  // The real SDK throws for each.
  for (const opts of [
    { name: 'a', description: 'A', strict: false, parameters: z.object({ q: z.string() }) },
    { name: 'b', description: 'B', parameters: z.object({ q: z.string().optional(), data: z.any() }) },
    { name: 'c', description: 'C', parameters: { type: 'object', properties: { x: { type: 'string' } }, allOf: [] } },
  ]) {
    assert.throws(() => agentsCore.tool({ ...opts, execute: async () => '' } as never), `${opts.name} throws`);
  }
  const findings = lint(code, { path: 'x.ts' }).findings.filter((f) => f.rule === 'not-analyzable');
  const at = (s: string) => findings.find((f) => code.slice(f.span.offset, f.span.offset + f.span.length).includes(s));
  assert.match(at('false')?.message ?? '', /tool\(\) throws here: "Strict mode is required for Zod parameters"/);
  assert.match(at('z.any()')?.message ?? '', /tool\(\) throws "Unable to convert the provided Zod schema/);
  assert.match(at('allOf')?.message ?? '', /unsupported keyword `allOf`/);
});

test('the hover says which converter the schema was read with (also after the server detaches the result)', async () => {
  const { toolHover } = await import('../../server/src/hover');
  const text = readFileSync(join(DIR, 'travel-agent.ts'), 'utf8');
  for (const detach of [false, true]) {
    const r = lint(text, { path: 'travel-agent.ts', detach });
    const weather = r.tools.find((t) => t.name === 'get_weather')!;
    assert.match(plain(toolHover(weather, r.config)), /Schema as converted by the OpenAI Agents SDK's tool\(\) \(@openai\/agents-core 0\.20/);
  }
  const wrapped = lint(readFileSync(join(__dirname, '..', 'fixtures', 'wrappers', 'github-tools.ts'), 'utf8'), { path: 'github-tools.ts' });
  assert.match(plain(toolHover(wrapped.tools[0]!, wrapped.config)), /zod's own JSON Schema \(zod 4 toJSONSchema defaults\)/);
});

test('Agents SDK agent.asTool(): named toolName or after the agent, its default { input } parameters or its own', () => {
  const text = readFileSync(join(DIR, 'agents-as-tools.ts'), 'utf8');
  const js = ts.transpileModule(text, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const module = { exports: {} as Record<string, unknown> };
  new Function('require', 'exports', 'module', js)((n: string) => (n === 'zod' ? z : agentsCore), module.exports, module);
  const expected = Object.values(module.exports).filter((v): v is Built & { type: string } => (v as { type?: string }).type === 'function');
  const tools = lint(text, { path: 'agents-as-tools.ts' }).tools.map((t) => t.definition);
  assert.deepEqual(tools.map((t) => t.name), expected.map((e) => e.name));
  expected.forEach((want, i) => {
    assert.equal(tools[i]!.description, want.description);
    assert.equal(tools[i]!.strict, want.strict);
    assert.equal(JSON.stringify(tools[i]!.schema), JSON.stringify(want.parameters), `${want.name}: parameters`);
  });
});
