// coinbase/agentkit's `@CreateAction({ name, description, schema })` registers each action as
// `${target.constructor.name}_${params.name}` (agentkit's actionDecorator.ts), and its LangChain, AI SDK and MCP
// extensions send that name: the tool is named as the model sees it, with the hover saying why.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';
import { readFile } from '../read-file';

const DIR = join(__dirname, '..', 'fixtures', 'ts-agentkit', 'src', 'action-providers', 'weather');

test('agentkit actions are named <Class>_<name>, as its decorator registers them', () => {
  const path = join(DIR, 'weatherActionProvider.ts');
  const r = lint(readFileSync(path, 'utf8'), { path, readFile });
  assert.deepEqual(r.tools.map((t) => t.name), ['WeatherActionProvider_get_forecast', 'WeatherActionProvider_get_alerts']);
  const forecast = r.tools[0]!;
  assert.ok(!r.findings.some((f) => f.rule === 'not-analyzable'), JSON.stringify(r.findings.filter((f) => f.rule === 'not-analyzable')));
  // The schema was read (its optional `days` is reported under strict targets), not only the name.
  assert.ok(r.findings.some((f) => f.tool === 'WeatherActionProvider_get_forecast' && /days/.test(f.message)), JSON.stringify(r.findings.map((f) => f.message)));
  // The finding on the name still points at the name as written.
  const text = readFileSync(path, 'utf8');
  assert.equal(text.slice(...[forecast.range.start, forecast.range.end].map((p) => text.split('\n').slice(0, p.line).join('\n').length + (p.line ? 1 : 0) + p.character) as [number, number]), '"get_forecast"');
});

test('a CreateAction that is not agentkit\'s, or on a static method, keeps the written name', () => {
  const mine = `import { CreateAction } from "./my-decorators";\nimport { z } from "zod";\nexport class Tools {\n  @CreateAction({ name: "ping", description: "Ping a host.", schema: z.object({ host: z.string() }) })\n  ping() {}\n}\n`;
  assert.deepEqual(lint(mine, { path: 'tools.ts' }).tools.map((t) => t.name), ['ping']);
  const statik = `import { CreateAction } from "@coinbase/agentkit";\nimport { z } from "zod";\nexport class Tools {\n  @CreateAction({ name: "ping", description: "Ping a host.", schema: z.object({ host: z.string() }) })\n  static ping() {}\n}\n`;
  assert.deepEqual(lint(statik, { path: 'tools.ts' }).tools.map((t) => t.name), ['ping']);
  void dirname;
});
