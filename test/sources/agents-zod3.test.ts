// An OpenAI Agents SDK project declaring zod 3: each tool's parameters are what the real tool() (@openai/agents-core
// 0.20.0) sends for the same code run on zod 3.25.76, through openai's helper and through the SDK's own walker.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';
import * as agentsCore from '@openai/agents-core';
import { lint } from '../../shared/src';

const FILE = join(__dirname, '..', 'fixtures', 'agents-zod3', 'src', 'agent.ts');
const readFile = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

test('Agents SDK tools on zod 3 (the project declares it) are read as tool() sends them', async () => {
  const z3 = await import('zod3');
  const text = readFileSync(FILE, 'utf8');
  const js = ts.transpileModule(text, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const exports: Record<string, any> = {};
  const req = (n: string): unknown => (n === 'zod' ? z3 : n === '@openai/agents' ? { ...agentsCore, run: async () => ({}) } : undefined);
  new Function('require', 'exports', js)(req, exports);
  const r = lint(text, { path: FILE, readFile });
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => f.message), []);
  assert.deepEqual(r.tools.map((t) => t.name), ['search_flights', 'book_hotel']);
  for (const [i, real] of [exports.searchFlights, exports.bookHotel].entries()) {
    assert.equal(r.tools[i]!.definition.description, real.description);
    assert.equal(JSON.stringify(r.tools[i]!.definition.schema), JSON.stringify(JSON.parse(JSON.stringify(real.parameters))), real.name);
  }
});
