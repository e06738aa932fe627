// LlamaIndex.TS tool({ name, ... }) is named by its `name`, not by the const holding it (that is the AI SDK's tool());
// openai-node's zodResponsesFunction({ name, parameters }) is read as the real helper (devDependency) builds it from
// this test's own code. The exact LlamaIndex conversion is checked against the real package in
// test/oracles/llamaindex.test.ts.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { zodResponsesFunction } from 'openai/helpers/zod';
import * as z from 'zod';
import { lint } from '../../shared/src';

test('LlamaIndex.TS tool(), FunctionTool.from(fn, config) and FunctionTool.from(config) are named by their `name`', () => {
  const path = join(__dirname, '..', 'fixtures', 'llamaindex', 'finance-agent.ts');
  const r = lint(readFileSync(path, 'utf8'), { path });
  assert.deepEqual(r.tools.map((t) => t.name), ['convert_currency', 'stock_quote', 'portfolio_value']);
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
});

test("openai-node's zodResponsesFunction, with no description, is read as it sends: name, strict, parameters", () => {
  const real = zodResponsesFunction({ name: 'lookup_order', parameters: z.object({ orderId: z.string().describe('The order id'), verbose: z.boolean().nullable() }) });
  const code = `import OpenAI from "openai";
import { zodResponsesFunction } from "openai/helpers/zod";
import { z } from "zod";
const client = new OpenAI();
export const reply = await client.responses.create({
  model: "gpt-5",
  input: "Where is my order?",
  tools: [zodResponsesFunction({ name: "lookup_order", parameters: z.object({ orderId: z.string().describe("The order id"), verbose: z.boolean().nullable() }) })],
});
`;
  const r = lint(code, { path: 'orders.ts' });
  assert.deepEqual(r.tools.map((t) => t.name), [real.name]);
  const t = r.tools[0]!;
  assert.equal(t.definition.description, undefined);
  assert.equal(JSON.stringify(t.definition.schema), JSON.stringify(real.parameters));
  assert.equal((t.definition as { strict?: boolean }).strict, real.strict);
});
