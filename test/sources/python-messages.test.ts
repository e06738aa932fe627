// Findings on schemas a Python library builds from code are worded in Python's terms (converters/python/messages.ts):
// the cause as the code writes it (`days: int = 3`), the cure as Python (`days: Optional[int]`, model_config, Field),
// the rule's facts kept; a literal dict keeps the JSON Schema wording.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lint, loadPython, type Finding } from '../../shared/src/index';
import { nullableHint, splitParameter } from '../../shared/src/converters/python/messages';

const FASTMCP = `from pathlib import Path
from typing import Annotated, Optional

from fastmcp import FastMCP
from pydantic import BaseModel, ConfigDict, Field

mcp = FastMCP("weather")


class Location(BaseModel):
    """A place."""

    city: str = Field(description="City name")
    country: str = Field("DE", description="ISO country code")


class Strict(BaseModel):
    model_config = ConfigDict(extra="allow")

    label: str = Field(description="A label")


@mcp.tool()
def get_forecast(city, days: int = 3, where: Optional[Location] = None, strict: Strict | None = None, unit: str = Field("c", description="One of: celsius, fahrenheit"), dump: Path = Field(description="Where to write")) -> str:
    """Get the forecast.

    Args:
        city: The city.
    """
    return ""


@mcp.tool()
def histogram(bins: Annotated[int, Field(ge=1, description="How many bins")]) -> str:
    return ""
`;

async function findings(text: string, targets: string[]): Promise<Finding[]> {
  await loadPython();
  return lint(text, { path: 'server.py', config: { targets: targets as never } }).findings;
}
const one = (fs: Finding[], rule: string, pointer: string, target?: string): Finding => {
  const f = fs.find((x) => x.rule === rule && x.pointer === pointer && (!target || x.targets.includes(target as never)));
  assert.ok(f, `${rule} ${pointer}: ${fs.map((x) => `${x.rule} ${x.pointer}`).join('\n')}`);
  return f;
};

test('optional-not-required and no-defaults on a parameter name its default and the nullable hint of its own type', async () => {
  const fs = await findings(FASTMCP, ['openai-strict', 'google']);
  const opt = one(fs, 'optional-not-required', '/inputSchema/properties/days');
  assert.match(opt.message, /^Parameter `days` of `get_forecast` \(`days: int = 3`\) is not required: it has a default, so FastMCP leaves it out of `required`; strict mode needs every property listed\./);
  assert.match(opt.message, /write `days: Optional\[int\]` with no default/);
  assert.doesNotMatch(opt.message, /"type"/);
  const rejected = one(fs, 'no-defaults', '/inputSchema/properties/days/default', 'openai-strict');
  assert.match(rejected.message, /strict mode rejects it \("'default' is not permitted"\)/);
  assert.match(rejected.message, /"Default: 3\."/);
  const ignored = one(fs, 'no-defaults', '/inputSchema/properties/days/default', 'google');
  assert.match(ignored.message, /this target ignores it/);
  assert.doesNotMatch(ignored.message, /Optional\[int\]/);
  // A default given in Field(...): the value is named inside its call, and the cure removes it there.
  const unit = one(fs, 'optional-not-required', '/inputSchema/properties/unit');
  assert.match(unit.message, /write `unit: Optional\[str\]` with Field\(\.\.\.\)'s default removed/);
  const unitDefault = one(fs, 'no-defaults', '/inputSchema/properties/unit/default', 'openai-strict');
  assert.match(unitDefault.message, /"Default: "c"\."/);
  // A model field is pydantic's doing, named by its class.
  const country = one(fs, 'optional-not-required', '/inputSchema/properties/where/anyOf/0/properties/country');
  assert.match(country.message, /^Field `country` of `Location` \(`country: str = Field\("DE", description="ISO country code"\)`\) is not required: it has a default, so pydantic leaves it out/);
});

test('a file that writes unions with `|` gets `int | None` in the example', async () => {
  const text = FASTMCP.replace('where: Optional[Location] = None', 'where: Location | None = None').replace('from typing import Annotated, Optional', 'from typing import Annotated');
  const fs = await findings(text, ['openai-strict']);
  assert.match(one(fs, 'optional-not-required', '/inputSchema/properties/days').message, /write `days: int \| None` with no default/);
});

test('missing-additional-properties-false on a model says model_config = ConfigDict(extra="forbid"), or to change extra="allow"', async () => {
  const fs = await findings(FASTMCP, ['openai-strict']);
  const loc = one(fs, 'missing-additional-properties-false', '/inputSchema/properties/where/anyOf/0');
  assert.equal(loc.message, 'Model `Location` does not forbid extra keys, so pydantic does not send "additionalProperties": false; strict mode requires "additionalProperties": false on every object. Add `model_config = ConfigDict(extra="forbid")` to the class.');
  assert.equal(loc.fix?.title, 'Add model_config = ConfigDict(extra="forbid") to Location');
  const allow = one(fs, 'missing-additional-properties-false', '/inputSchema/properties/strict/anyOf/0/additionalProperties');
  assert.match(allow.message, /^Model `Strict` sets `extra="allow"`, so pydantic does not send "additionalProperties": false; strict mode accepts only false \(changing it narrows what the model may send\)\. Set `model_config = ConfigDict\(extra="forbid"\)`\.$/);
});

test('untyped-property, description-missing, enum-in-description and unsupported-format in Python terms', async () => {
  const fs = await findings(FASTMCP, ['openai-strict']);
  assert.match(one(fs, 'untyped-property', '/inputSchema/properties/city').message, /^Parameter `city` of `get_forecast` has no type hint, so FastMCP sends a schema without "type" .*Annotate it, e\.g\. `city: str`\.$/);
  // FastMCP reads the docstring's Args:, so that is where a parameter is described.
  assert.match(one(fs, 'description-missing', '/inputSchema/properties/days').message, /Describe it in the docstring's `Args:` section \(`days: \.\.\.`\), which FastMCP reads, or with `days: Annotated\[int, Field\(description="\.\.\."\)\]`\./);
  assert.match(one(fs, 'enum-in-description', '/inputSchema/properties/unit').message, /type it `unit: Literal\["celsius", "fahrenheit"\]` \(or an Enum\)/);
  const fmt = one(fs, 'unsupported-format', '/inputSchema/properties/dump/format');
  assert.match(fmt.message, /^Parameter `dump` of `get_forecast` \(`dump: Path = Field\(description="Where to write"\)`\) is sent by pydantic with format "path", which is not supported \("'path' is not a valid format"\); supported: [^.]*date-time/);
  assert.match(fmt.message, /Type it `str` and say the format in its description/);
});

test('numeric-bounds suggests Field(ge=, le=); a Field(ge=1) that a target rejects is named as written', async () => {
  const fs = await findings(FASTMCP, ['openai-strict', 'anthropic-strict']);
  assert.match(one(fs, 'numeric-bounds', '/inputSchema/properties/days').message, /Add them with `days: Annotated\[int, Field\(ge=\.\.\., le=\.\.\.\)\]`\.$/);
  const ge = one(fs, 'unsupported-keyword', '/inputSchema/properties/bins/minimum', 'anthropic-strict');
  assert.equal(ge.message, '`ge=1` on parameter `bins` of `histogram` is sent by pydantic as "minimum", which is not supported and the request is rejected. Drop it from Field(...) and say the bound in the description (check it in your code).');
});

test('the MCP SDK does not read Args: docstrings, so its message says Annotated; a tool without docstring is told where its description comes from', async () => {
  const text = `from mcp.server import MCPServer\n\nmcp = MCPServer("x")\n\n@mcp.tool()\ndef lookup(order_id: str) -> str:\n    return ""\n`;
  const fs = await findings(text, ['openai-strict']);
  assert.match(one(fs, 'description-missing', '/inputSchema/properties/order_id').message, /The MCP SDK does not read the docstring's `Args:`: describe it with `order_id: Annotated\[str, Field\(description="\.\.\."\)\]`\./);
  assert.match(one(fs, 'description-missing', '/description').message, /^Tool "lookup" has an empty description; the model picks tools by their descriptions\. Give the function a docstring \(the MCP SDK sends it as the description\)/);
  // The SDK's argument model is never closed: the message says so, and what to do instead.
  assert.match(one(fs, 'missing-additional-properties-false', '/inputSchema').message, /^The MCP SDK builds `lookup`'s argument model without extra="forbid"/);
});

test('a model read through model_json_schema() inside a literal tool dict is worded as pydantic; the literal parts keep JSON wording', async () => {
  const text = `from mcp.types import Tool\nfrom pydantic import BaseModel\n\n\nclass Args(BaseModel):\n    limit: int = 10\n\n\nTOOLS = [Tool(name="search", description="Search.", inputSchema=Args.model_json_schema())]\nLITERAL = [{"name": "s2", "description": "x", "input_schema": {"type": "object", "properties": {"q": {"type": "string", "description": "q"}}}}]\n`;
  const fs = await findings(text, ['openai-strict']);
  assert.match(one(fs, 'missing-additional-properties-false', '/0/inputSchema').message, /^Model `Args` does not forbid extra keys/);
  assert.match(one(fs, 'optional-not-required', '/0/inputSchema/properties/limit').message, /^Field `limit` of `Args` \(`limit: int = 10`\) is not required: it has a default, so pydantic/);
  const literal = fs.find((f) => f.tool === 's2' && f.rule === 'optional-not-required');
  assert.ok(literal);
  assert.match(literal.message, /^Property `q` is not in `required`/);
});

test('splitParameter and nullableHint read code by its brackets and strings', () => {
  assert.deepEqual(splitParameter('x: dict[str, int] = {"a": 1}'), { name: 'x', hint: 'dict[str, int]', dflt: '{"a": 1}' });
  assert.deepEqual(splitParameter('q = "a: b = c"'), { name: 'q', dflt: '"a: b = c"' });
  assert.deepEqual(splitParameter('n: Annotated[int, Field(ge=1)]'), { name: 'n', hint: 'Annotated[int, Field(ge=1)]' });
  assert.equal(nullableHint('Annotated[int, Field(ge=1)]', ''), 'Annotated[Optional[int], Field(ge=1)]');
  assert.equal(nullableHint('Optional[str]', ''), 'Optional[str]');
  assert.equal(nullableHint('str | None', ''), 'str | None');
  assert.equal(nullableHint('str', 'x: int | None'), 'str | None');
  // Linear on any input: a long run of brackets is read once.
  assert.equal(splitParameter(`x: ${'['.repeat(100_000)}`).name, 'x');
});
