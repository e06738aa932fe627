// Values imported from other files of the project (issue 11): relative imports, index files and `export *`, default
// exports, tsconfig `paths` aliases through `extends`, read through the caller's readFile and never run; packages and
// cycles stay not analysed. The fixture project is test/fixtures/imports.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import * as z from 'zod';
import { fix, lint } from '../../shared/src';

const ROOT = join(__dirname, '..', 'fixtures', 'imports');
const AGENT = join(ROOT, 'src', 'agent.ts');

function reader() {
  const reads: string[] = [];
  const readFile = (path: string): string | undefined => {
    reads.push(path);
    try {
      return readFileSync(path, 'utf8');
    } catch {
      return undefined;
    }
  };
  return { reads, readFile };
}

test('imported strings, lists, JSON Schemas and zod schemas are read from their files', () => {
  const text = readFileSync(AGENT, 'utf8');
  const { readFile } = reader();
  const r = lint(text, { path: AGENT, readFile });
  const byName = new Map(r.tools.map((t) => [t.name, t.definition]));
  // `cyclic` and `from_package` have descriptions toollint cannot read (a cycle, a package): texts, so they are
  // analysed with them unknown (runtime-texts.test.ts).
  assert.deepEqual([...byName.keys()], ['get_weather', 'cyclic', 'from_package', 'forecast']);
  const weather = byName.get('get_weather')!;
  assert.equal(weather.description, 'Get the current weather for a city. Use it before suggesting what to wear.');
  assert.deepEqual(JSON.parse(JSON.stringify(weather.schema)), {
    type: 'object',
    properties: { city: { type: 'string', description: 'City name' }, units: { type: 'string', enum: ['celsius', 'fahrenheit'], description: 'Temperature units' } },
    required: ['city', 'units'],
    additionalProperties: false,
  });
  const forecast = z.object({ city: z.string().describe('City name'), days: z.number().int().min(1).max(7).optional() });
  const expected = z.toJSONSchema(forecast, { target: 'draft-7', io: 'input' }) as Record<string, unknown>;
  assert.equal(JSON.stringify(byName.get('forecast')!.schema), JSON.stringify({ ...expected, additionalProperties: false }));
  // The files it read, for the language server to re-lint this one when they change.
  assert.deepEqual(
    (r.imports ?? []).map((p) => p.slice(ROOT.length + 1)).sort(),
    ['package.json', 'src/cycle-a.ts', 'src/cycle-b.ts', 'src/lib/params.ts', 'src/prompts/weather.ts', 'src/schemas/index.ts', 'src/schemas/weather.ts', 'tsconfig.base.json', 'tsconfig.json'],
  );
  // A cycle and a package are not read, each reported at its use.
  const notes = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.deepEqual(notes.map((f) => text.slice(f.span.offset, f.span.offset + f.span.length)).sort(), ['A', 'something']);
  assert.ok(notes.every((f) => /^The description is not known here \(`(A|something)` is imported from/.test(f.message)), notes.map((f) => f.message).join('\n'));
  // Findings on imported values are placed at their use in this file.
  const inDays = r.findings.find((f) => f.tool === 'forecast' && f.pointer.endsWith('/days'));
  if (inDays) assert.equal(text.slice(inDays.span.offset, inDays.span.offset + inDays.span.length), 'forecastSchema');
});

test('without readFile an imported value is not analysed, and nothing is read', () => {
  const text = readFileSync(AGENT, 'utf8');
  const r = lint(text, { path: AGENT });
  assert.equal(r.imports, undefined);
  // get_weather's schema is imported too, so it is not analysed: that is what is reported (not its description beside it).
  assert.ok(r.findings.some((f) => f.rule === 'not-analyzable' && text.slice(f.span.offset, f.span.offset + f.span.length) === 'weatherParameters'));
  assert.ok(!r.tools.some((t) => t.name === 'get_weather'));
});

test('a fix never edits the use of an imported value (it is fixed in its own file); the same value written here is fixed', () => {
  const file = join(ROOT, 'src', 'uses-import.ts');
  const imported = `import { looseParameters } from './lib/params';
export const tools = [{ type: 'function', function: { name: 'search', description: 'Search', parameters: looseParameters } }];
`;
  const local = `const looseParameters = { type: 'object', properties: { q: { type: 'string', description: 'Query' } }, required: ['q'] };
export const tools = [{ type: 'function', function: { name: 'search', description: 'Search', parameters: looseParameters } }];
`;
  const { readFile } = reader();
  const config = { targets: ['openai-strict'] };
  for (const text of [imported, local]) {
    const r = lint(text, { path: file, readFile, config });
    assert.ok(r.findings.some((f) => f.rule === 'missing-additional-properties-false'), r.findings.map((f) => f.rule).join(', '));
  }
  assert.equal(fix(imported, { path: file, readFile, config }).text, imported);
  assert.match(fix(local, { path: file, readFile, config }).text, /additionalProperties: false/);
});

test('the CLI reads imported values from disk', async () => {
  const { spawnSync } = await import('node:child_process');
  const bin = join(__dirname, '..', '..', 'bin', 'toollint.js');
  const r = spawnSync(process.execPath, [bin, '--format', 'json', AGENT], { encoding: 'utf8' });
  const out = JSON.parse(r.stdout) as { files: { tools: { name: string }[]; findings: { rule: string; message: string }[] }[] };
  assert.deepEqual(out.files[0]!.tools.map((t) => t.name), ['get_weather', 'cyclic', 'from_package', 'forecast']);
  assert.ok(!out.files[0]!.findings.some((f) => f.rule === 'not-analyzable' && /WEATHER_DESCRIPTION|weatherParameters|forecastSchema/.test(f.message)));
});

test("a bare 'zod' import is the major the project's package.json declares (zod 3 here)", async () => {
  // Loosely typed on purpose: zod-to-json-schema's types against the zod3 alias take the type checker minutes.
  const z3 = (await import('zod3')) as unknown as { z: any };
  const { zodToJsonSchema } = (await import('zod-to-json-schema')) as unknown as { zodToJsonSchema: (s: unknown, o: object) => unknown };
  const file = join(__dirname, '..', 'fixtures', 'zod3-project', 'src', 'server.ts');
  const text = readFileSync(file, 'utf8');
  const { readFile } = reader();
  const shape = { latitude: z3.z.number().min(-90).max(90).describe('Latitude'), days: z3.z.number().int().optional() };
  // The MCP SDK 1.x with zod 3: zod-to-json-schema with strictUnions and the input side of pipes.
  const expected = zodToJsonSchema(z3.z.object(shape), { strictUnions: true, pipeStrategy: 'input' });
  const withProject = lint(text, { path: file, readFile });
  assert.equal(JSON.stringify(withProject.tools[0]!.definition.schema), JSON.stringify(expected));
  assert.ok(withProject.imports?.some((p) => p.endsWith('package.json')));
  // Without the project (no readFile), zod 4 is assumed: integers get the safe-integer bounds.
  const alone = lint(text, { path: file });
  assert.match(JSON.stringify(alone.tools[0]!.definition.schema), /9007199254740991/);
});

test('the hover names the SDK major the project declares when toollint models another', async () => {
  const { toolHover } = await import('../../server/src/hover');
  const file = join(__dirname, '..', 'fixtures', 'zod3-project', 'src', 'server.ts');
  const { readFile } = reader();
  const r = lint(readFileSync(file, 'utf8'), { path: file, readFile });
  assert.match(toolHover(r.tools[0]!, r.config).replace(/\\(.)/g, '$1'), /Schema as converted by the MCP TypeScript SDK 1\.x/);
  const openai = join(ROOT, 'src', 'openai7.ts');
  const text = "import { zodFunction } from 'openai/helpers/zod';\nimport { z } from 'zod';\nexport const f = zodFunction({ name: 'get', description: 'Get', parameters: z.object({ id: z.string() }) });\n";
  const files = (p: string) => (p === join(ROOT, 'package.json') ? '{ "dependencies": { "openai": "^7.1.0", "zod": "^4.0.0" } }' : readFile(p));
  const seven = lint(text, { path: openai, readFile: files });
  assert.match(toolHover(seven.tools[0]!, seven.config).replace(/\\(.)/g, '$1'), /Your package\.json declares openai 7\.x: read as 6\.x, the newest toollint models\./);
});

test("a project's package.json is read once a file for the versions it declares, not once per tool", () => {
  let text = "import { tool } from 'ai';\nimport { z } from 'zod';\nexport const tools = {\n";
  for (let i = 0; i < 20; i++) text += `  t${i}: tool({ description: 'Tool ${i}.', inputSchema: z.object({ q: z.string().describe('Query') }) }),\n`;
  text += '};\n';
  const reads = new Map<string, number>();
  const r = lint(text, {
    path: '/p/src/tools.ts',
    readFile: (p) => {
      reads.set(p, (reads.get(p) ?? 0) + 1);
      return p === '/p/package.json' ? '{ "dependencies": { "zod": "^3.24.1", "ai": "^5.0.0" } }' : undefined;
    },
  });
  assert.equal(r.tools.length, 20);
  assert.ok(r.imports?.includes('/p/package.json'));
  // One look per package asked about (zod, and the wrapper's), never one per tool.
  assert.ok((reads.get('/p/package.json') ?? 0) <= 3, `package.json read ${reads.get('/p/package.json')} times`);
});
