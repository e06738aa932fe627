// A zod schema held by a TypeScript namespace of the same file (`export namespace exa { export const
// SearchSchema = ... }`, then `inputSchema: exa.SearchSchema`), as transitive-bullshit/agentic's clients write them:
// read through the namespace's exported consts, members that use each other by bare name included.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';

const PATH = join(__dirname, '..', 'fixtures', 'ts-zod-namespace', 'src', 'weather-client.ts');

test('schemas that are members of a same-file namespace are read, .extend and .pick included', () => {
  const r = lint(readFileSync(PATH, 'utf8'), { path: PATH });
  assert.deepEqual(r.tools.map((t) => t.name), ['weather_current', 'weather_forecast']);
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
  // The optional `country` of LocationSchema is seen (a strict-mode finding names it); forecast's pick left it out.
  assert.ok(r.findings.some((f) => f.tool === 'weather_current' && /country/.test(f.message)), JSON.stringify(r.findings.map((f) => [f.tool, f.message])));
  assert.ok(!r.findings.some((f) => f.tool === 'weather_forecast' && /country/.test(f.message)));
});

test('a namespace member that is not exported, or not a const, is not read', () => {
  const src = `import { z } from 'zod'\nimport { tool } from 'ai'\nnamespace s {\n  const Hidden = z.object({ q: z.string() })\n  export let Loose = z.object({ q: z.string() })\n}\nexport const tools = {\n  a: tool({ description: 'A.', inputSchema: (s as any).Hidden, execute: async () => '' }),\n  b: tool({ description: 'B.', inputSchema: s.Loose, execute: async () => '' }),\n}\n`;
  const r = lint(src, { path: 'tools.ts' });
  assert.deepEqual(r.tools, []);
  assert.ok(r.findings.filter((f) => f.rule === 'not-analyzable').length >= 2);
});
