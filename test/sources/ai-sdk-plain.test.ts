// The AI SDK's tools written as plain objects in a call's `tools` record (`streamText({ tools: { getWeather: {
// description, parameters, execute } } })`): tool() returns its argument, so each is read as the same tool() would
// be, named by its key.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';

const DIR = join(__dirname, '..', 'fixtures', 'ai-sdk-plain');
const lintFile = (name: string) => lint(readFileSync(join(DIR, name), 'utf8'), { path: join(DIR, name) });

test('plain tool objects in streamText({ tools }) are the tools tool() would make of them', () => {
  const plain = lintFile('route.ts');
  const wrapped = lintFile('route-tool.ts');
  assert.deepEqual(plain.tools.map((t) => t.name), ['getWeather', 'displayFlightStatus']);
  assert.deepEqual(wrapped.tools.map((t) => t.name), ['getWeather', 'displayFlightStatus']);
  for (const [i, t] of plain.tools.entries()) {
    assert.equal(t.shape, 'ai-sdk');
    assert.equal(t.definition.description, wrapped.tools[i]!.definition.description);
    assert.equal(JSON.stringify(t.definition.schema), JSON.stringify(wrapped.tools[i]!.definition.schema));
  }
  assert.deepEqual(plain.findings.map((f) => `${f.rule} ${f.tool}`), wrapped.findings.map((f) => `${f.rule} ${f.tool}`));
});

test('a plain object outside an AI SDK call\'s tools record, or without a schema, is no tool', () => {
  const code = [
    "import { streamText } from 'ai';",
    "import { z } from 'zod';",
    'declare function run(o: object): void;',
    "run({ tools: { lookup: { description: 'Look a word up', parameters: z.object({ word: z.string() }) } } });",
    "streamText({ model: undefined as any, tools: { ping: { description: 'Ping the server' } } });",
  ].join('\n');
  assert.deepEqual(lint(code, { path: 'chat.ts' }).tools.map((t) => t.name), []);
});

test("AI SDK RSC's streamUI({ tools }) holds tools too: { description, parameters, generate }, named by the key", () => {
  const code = [
    "import { streamUI } from 'ai/rsc';",
    "import { z } from 'zod';",
    'export async function submit(input: string) {',
    '  return streamUI({',
    '    model: undefined as any,',
    '    prompt: input,',
    '    tools: {',
    "      viewUsage: { description: 'View current usage', parameters: z.object({ type: z.enum(['water', 'gas']) }), generate: async function* () { yield null; } },",
    '    },',
    '  });',
    '}',
  ].join('\n');
  const r = lint(code, { path: 'actions.tsx' });
  assert.deepEqual(r.tools.map((t) => [t.name, t.shape, t.definition.description]), [['viewUsage', 'ai-sdk', 'View current usage']]);
  assert.deepEqual(Object.keys((r.tools[0]!.definition.schema as { properties: object }).properties), ['type']);
  // The same call imported from anywhere else is not the AI SDK's.
  assert.deepEqual(lint(code.replace("'ai/rsc'", "'./ui'"), { path: 'actions.tsx' }).tools.map((t) => t.name), []);
});
