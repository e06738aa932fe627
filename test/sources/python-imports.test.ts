// Models imported from other files of the workspace (converters/python/imports.ts), through lint's readFile only:
// the files read are listed in `imports`, findings land at the use in the importing file, no fix edits the other file,
// cycles and over-deep chains are not analysable, and without readFile nothing is read.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lint, loadPython } from '../../shared/src/index';
import { MAX_IMPORT_DEPTH } from '../../shared/src/converters/python';

const SERVER = `from fastmcp import FastMCP
from .models import WeatherArgs

mcp = FastMCP("weather")


@mcp.tool()
def forecast(args: WeatherArgs) -> str:
    """Get the forecast."""
    return ""
`;

const MODELS = `from pydantic import BaseModel, Field


class WeatherArgs(BaseModel):
    """Where and when."""

    city: str = Field(description="City name")
    days: int = 3
`;

function files(map: Record<string, string>): { readFile: (p: string) => string | undefined; asked: string[] } {
  const asked: string[] = [];
  return { asked, readFile: (p) => (asked.push(p), map[p]) };
}

test('a model from `.models` is read from the file beside, listed in imports; its findings land at the use here, with no fix', async () => {
  await loadPython();
  const fs = files({ '/repo/app/models.py': MODELS });
  const r = lint(SERVER, { path: '/repo/app/server.py', readFile: fs.readFile, config: { targets: ['openai-strict'] } });
  assert.deepEqual(r.imports, ['/repo/app/models.py']);
  assert.deepEqual(r.tools.map((t) => t.name), ['forecast']);
  const schema = r.tools[0]!.definition.schema as { properties: { args: { properties: Record<string, unknown>; title?: string } } };
  assert.deepEqual(Object.keys(schema.properties.args.properties), ['city', 'days']);
  const closed = r.findings.find((f) => f.rule === 'missing-additional-properties-false')!;
  assert.equal(SERVER.slice(closed.span!.offset, closed.span!.offset + closed.span!.length), 'args: WeatherArgs');
  assert.match(closed.message, /^Model `WeatherArgs` \(models\.py\) does not forbid extra keys/);
  // The fix would have to edit models.py: none is offered here.
  assert.equal(closed.fix, undefined);
  const days = r.findings.find((f) => f.rule === 'no-defaults')!;
  assert.equal(days.fix, undefined);
  assert.ok(days.span!.offset + days.span!.length <= SERVER.length);
});

test('package-absolute imports are found from the folders above the file; `from pkg import mod` then `mod.Model`; a package __init__ re-export', async () => {
  await loadPython();
  const server = SERVER.replace('from .models import WeatherArgs', 'from app import schemas').replace('args: WeatherArgs', 'args: schemas.WeatherArgs');
  const fs = files({ '/repo/app/schemas/__init__.py': 'from .weather import WeatherArgs\n', '/repo/app/schemas/weather.py': MODELS });
  const r = lint(server, { path: '/repo/app/tools/server.py', readFile: fs.readFile });
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => f.message), []);
  assert.deepEqual(r.imports, ['/repo/app/schemas/__init__.py', '/repo/app/schemas/weather.py']);
  // Found two folders up from the importing file: named from its folder.
  assert.match(r.findings.find((f) => f.rule === 'description-missing' && f.pointer.endsWith('/days'))!.message, /`WeatherArgs` \(\.\.\/schemas\/weather\.py\)/);
  // Library imports are never looked for in the workspace.
  assert.ok(!fs.asked.some((p) => /fastmcp|pydantic/.test(p)), fs.asked.join(', '));
});

test('without readFile, or when the file is not there, the imported model is not analysable (never guessed)', async () => {
  await loadPython();
  const none = lint(SERVER, { path: '/repo/app/server.py' });
  assert.deepEqual(none.tools, []);
  assert.match(none.findings.find((f) => f.rule === 'not-analyzable')!.message, /`WeatherArgs` is not defined in this file/);
  assert.equal(none.imports, undefined);
  const missing = lint(SERVER, { path: '/repo/app/server.py', readFile: () => undefined });
  assert.match(missing.findings.find((f) => f.rule === 'not-analyzable')!.message, /not defined in this file or a file of the workspace toollint could read/);
});

test('an import cycle and a chain deeper than the bound end in not-analyzable at the use here', async () => {
  await loadPython();
  const cycle = files({ '/r/p/models.py': 'from .other import WeatherArgs\n', '/r/p/other.py': 'from .models import WeatherArgs\n' });
  const r = lint(SERVER, { path: '/r/p/server.py', readFile: cycle.readFile });
  const f = r.findings.find((x) => x.rule === 'not-analyzable')!;
  assert.match(f.message, /imported in a cycle/);
  assert.equal(SERVER.slice(f.span!.offset, f.span!.offset + f.span!.length), 'WeatherArgs');
  const chain: Record<string, string> = { '/r/p/models.py': 'from .m1 import WeatherArgs\n' };
  for (let i = 1; i <= MAX_IMPORT_DEPTH + 2; i++) chain[`/r/p/m${i}.py`] = `from .m${i + 1} import WeatherArgs\n`;
  chain[`/r/p/m${MAX_IMPORT_DEPTH + 3}.py`] = MODELS;
  const deep = lint(SERVER, { path: '/r/p/server.py', readFile: files(chain).readFile });
  assert.match(deep.findings.find((x) => x.rule === 'not-analyzable')!.message, new RegExp(`imported through more than ${MAX_IMPORT_DEPTH} files`));
});

test('what cannot be analysed in the other file is reported here, naming that file', async () => {
  await loadPython();
  const fs = files({ '/repo/app/models.py': MODELS.replace('days: int = 3', 'days: int = compute_default()') });
  const r = lint(SERVER, { path: '/repo/app/server.py', readFile: fs.readFile });
  const f = r.findings.find((x) => x.rule === 'not-analyzable')!;
  assert.match(f.message, /in models\.py:/);
  assert.match(f.message, /compute_default\(\)/);
  assert.equal(SERVER.slice(f.span!.offset, f.span!.offset + f.span!.length), 'WeatherArgs');
});

test('Model.model_json_schema() of an imported model in a literal MCP Tool', async () => {
  await loadPython();
  const text = 'from mcp.types import Tool\nfrom app.models import WeatherArgs\n\nTOOLS = [Tool(name="forecast", description="Forecast.", inputSchema=WeatherArgs.model_json_schema())]\n';
  const r = lint(text, { path: '/repo/server.py', readFile: files({ '/repo/app/models.py': MODELS }).readFile });
  assert.deepEqual(r.tools.map((t) => t.name), ['forecast']);
  assert.deepEqual(JSON.parse(JSON.stringify(r.tools[0]!.definition.schema)), {
    description: 'Where and when.',
    properties: { city: { description: 'City name', title: 'City', type: 'string' }, days: { default: 3, title: 'Days', type: 'integer' } },
    required: ['city'],
    title: 'WeatherArgs',
    type: 'object',
  });
  assert.deepEqual(r.imports, ['/repo/app/models.py']);
});

test('messages on a model of another file name that file, and its default as Python writes it', async () => {
  await loadPython();
  const r = lint(SERVER, { path: '/repo/app/server.py', readFile: files({ '/repo/app/models.py': MODELS }).readFile, config: { targets: ['openai-strict'] } });
  assert.match(r.findings.find((f) => f.rule === 'missing-additional-properties-false')!.message, /^Model `WeatherArgs` \(models\.py\) does not forbid extra keys/);
  const days = r.findings.find((f) => f.rule === 'no-defaults')!;
  assert.match(days.message, /^Field `days` of `WeatherArgs` \(models\.py\) has a default \(`= 3`\)/);
  assert.match(days.message, /"Default: 3\."/);
});
