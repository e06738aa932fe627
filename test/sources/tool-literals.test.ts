// Tool-shaped literals wherever they stand (a project's own defineTool(), tools returned from a function): the zod in
// their schema slot is converted as zod 4's toJSONSchema does by default (the converter such wrappers call), checked
// against the real zod on this test's own fixtures (test/fixtures/wrappers). Mastra's createTool: test/sources/mastra.test.ts.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';
import * as z from 'zod';
import { lint } from '../../shared/src';

const DIR = join(__dirname, '..', 'fixtures', 'wrappers');

/** Runs a fixture with identity wrappers; returns every literal handed to them or returned, with its schema as zod 4 converts it. */
function runFixture(code: string): { name: string; schema: unknown }[] {
  const out: { name: string; schema: unknown }[] = [];
  const record = (t: Record<string, any>) => {
    const schema = t.inputSchema ?? t.parameters;
    out.push({ name: t.name ?? t.id, schema: JSON.parse(JSON.stringify(z.toJSONSchema(schema))) });
    return t;
  };
  const js = ts.transpileModule(code, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const req = (name: string): unknown => {
    if (name === 'zod') return z;
    if (name === './define-tool') return { defineTool: record };
    if (name === '@mastra/core/tools') return { createTool: record };
    throw new Error(`fixture requires ${name}`);
  };
  const module = { exports: {} as Record<string, any> };
  new Function('require', 'exports', 'module', js)(req, module.exports, module);
  for (const v of Object.values(module.exports)) if (typeof v === 'function' && v.name === 'searchTools') v().forEach(record);
  return out;
}

for (const file of ['github-tools.ts']) {
  test(`tool-shaped literals: ${file} reads as zod converts it`, () => {
    const text = readFileSync(join(DIR, file), 'utf8');
    const expected = runFixture(text);
    const r = lint(text, { path: file });
    assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => f.message), []);
    const got = r.tools.map((t) => ({ name: t.name, schema: JSON.parse(JSON.stringify(t.definition.schema)) }));
    assert.deepEqual(got.map((t) => t.name).sort(), expected.map((t) => t.name).sort());
    for (const want of expected) {
      const have = got.find((t) => t.name === want.name)!;
      assert.equal(JSON.stringify(have.schema), JSON.stringify(want.schema), `${want.name}: schema, key order included`);
    }
  });
}

test('tool-shaped literals: findings point at the zod code, and a literal with a run-time schema is no tool', () => {
  const text = readFileSync(join(DIR, 'github-tools.ts'), 'utf8');
  const r = lint(text, { path: 'github-tools.ts', config: { targets: ['openai-strict'] } });
  const optional = r.findings.find((f) => f.tool === 'create_issue' && f.rule === 'optional-not-required');
  assert.ok(optional, r.findings.map((f) => `${f.tool} ${f.rule} ${f.pointer}`).join('\n'));
  assert.match(text.slice(optional.span.offset, optional.span.offset + optional.span.length), /body/);
  // Code that maps tools (name and schema both known only at run time) is not a definition: nothing is reported.
  const mapping = `import { z } from 'zod';
export const toOpenAI = (tools: { name: string; description: string; schema: z.ZodTypeAny }[]) =>
  tools.map((t) => ({ type: 'function', name: t.name, description: t.description, parameters: z.toJSONSchema(t.schema) }));
`;
  const m = lint(mapping, { path: 'adapter.ts' });
  assert.deepEqual(m.tools, []);
  assert.deepEqual(m.findings.map((f) => `${f.rule}: ${f.message}`), []);
});

test('factories: a same-file function that builds a schema or a description is inlined when its result does not depend on its parameters; otherwise the parameter is named', () => {
  const text = readFileSync(join(DIR, '..', 'factories', 'customers.ts'), 'utf8');
  const r = lint(text, { path: 'customers.ts' });
  assert.deepEqual(r.tools.map((t) => t.name), ['create_customer', 'list_customers']);
  const created = r.tools[0]!.definition;
  assert.match(created.description ?? '', /^This tool will create a customer in the payments system\./);
  const schema = z.object({
    name: z.string().describe('The name of the customer'),
    email: z.string().email().optional().describe('The email of the customer'),
  });
  assert.equal(JSON.stringify(created.schema), JSON.stringify(z.toJSONSchema(schema)));
  const listed = z.object({ limit: z.number().int().min(1).max(100).optional().describe('How many customers to return'), email: z.string().optional() });
  assert.equal(JSON.stringify(r.tools[1]!.definition.schema), JSON.stringify(z.toJSONSchema(listed)));
  const notes = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(notes.length, 1, notes.map((f) => f.message).join('\n'));
  assert.match(notes[0]!.message, /depends on `context`, a parameter of the function this code is in/);
  assert.equal(text.slice(notes[0]!.span.offset, notes[0]!.span.offset + notes[0]!.span.length), 'scopedParameters(context)');
});

test('a registry entry holding its zod under `zodSchema` ({ name, description, zodSchema }) is a tool, read as under `inputSchema`', () => {
  const registry = (key: string) => `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { z } from "zod";

export const toolRegistry = [
  { name: "ping", description: "Echo a message back", ${key}: z.object({ message: z.string().describe("Message to echo") }) },
  { name: "ask-gemini", description: "Ask Gemini a question", ${key}: z.object({ prompt: z.string().min(1).describe("The question") }) },
];
`;
  const r = lint(registry('zodSchema'), { path: 'src/tools/registry.ts' });
  assert.deepEqual(r.tools.map((t) => t.name), ['ping', 'ask-gemini']);
  const asInput = lint(registry('inputSchema'), { path: 'src/tools/registry.ts' });
  r.tools.forEach((t, i) => assert.equal(JSON.stringify(t.definition.schema), JSON.stringify(asInput.tools[i]!.definition.schema)));
});
