// The Python converters without Python (the oracle tests in test/oracles/ run the real libraries): where the nodes
// point in the source, what is not analysable and why, docstrings as each library reads them, and the engine's
// promise never to throw on any text.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, test } from 'node:test';
import type { Node } from 'jsonc-parser';
import { pydanticModelSchema, pythonFix, pythonTools, type PythonTool } from '../../shared/src/converters/python';
import { LineIndex } from '../../shared/src/sources/lines';
import { agentsDoc, docstringParserDoc, griffeDoc } from '../../shared/src/converters/python/docstrings';
import { PROPERTY_SPAN, isGenerated } from '../../shared/src/sources/node-marks';
import { loadPython, parsePython } from '../../shared/src/sources/python/parser';

before(async () => {
  assert.equal(await loadPython(), true);
});

function toolsOf(text: string): PythonTool[] {
  const tree = parsePython(text)!;
  try {
    return pythonTools(tree.rootNode, text);
  } finally {
    tree.delete();
  }
}

function plain(n: Node): unknown {
  if (n.type === 'object') return Object.fromEntries((n.children ?? []).map((p) => [p.children![0].value as string, plain(p.children![1])]));
  if (n.type === 'array') return (n.children ?? []).map(plain);
  return n.value;
}

function child(n: Node, ...path: string[]): Node {
  let cur = n;
  for (const k of path) cur = cur.children!.find((p) => p.children![0].value === k)!.children![1];
  return cur;
}

const at = (text: string, n: { offset: number; length: number }): string => text.slice(n.offset, n.offset + n.length);

test('FastMCP: a property points at its parameter, a default at its value, a description at its docstring line', () => {
  const text = readFileSync(join(__dirname, '../fixtures/python/functions/fastmcp_weather.py'), 'utf8');
  const [forecast] = toolsOf(text);
  assert.equal(forecast.library, 'fastmcp');
  assert.equal(forecast.name?.value, 'get_forecast');
  assert.equal(at(text, forecast.name!.span), 'get_forecast');
  assert.ok(isGenerated(forecast.node!));
  const days = child(forecast.schema!, 'properties', 'days');
  const key = days.parent!.children![0];
  assert.equal(at(text, key), 'days');
  assert.equal(at(text, (key as unknown as Record<symbol, { offset: number; length: number }>)[PROPERTY_SPAN]), 'days: int = 3');
  assert.equal(at(text, child(days, 'default')), '3');
  assert.equal(at(text, child(days, 'type')), 'int');
  assert.match(at(text, child(days, 'description')), /^days: How many days to forecast$/);
  // The enum's values point at the members, the property's default at `Units.METRIC`.
  const units = child(forecast.schema!, 'properties', 'units');
  assert.equal(at(text, child(units, 'default')), 'Units.METRIC');
  assert.equal(at(text, child(units, 'enum').children![1]), '"imperial"');
});

test('a model used as a parameter keeps its class on the object node (where a fix adds model_config)', () => {
  const text = readFileSync(join(__dirname, '../fixtures/python/functions/fastmcp_weather.py'), 'utf8');
  const history = toolsOf(text).find((t) => t.name?.value === 'historical_weather')!;
  const location = child(history.schema!, 'properties', 'location');
  const marks = Object.getOwnPropertySymbols(location).map((s) => s.description);
  assert.ok(marks.includes('python model class'), marks.join());
  assert.equal(at(text, child(location, 'properties', 'city').parent!.children![0]), 'city');
});

test('what is only known at run time is not analysed, one reason per tool, naming it', () => {
  const cases: [string, RegExp][] = [
    ['from fastmcp import FastMCP\nmcp = FastMCP("x")\n@mcp.tool\ndef f(a: "Later") -> str:\n    return a\n', /the hint `"Later"` is a string/],
    ['from fastmcp import FastMCP\nfrom .models import Query\nmcp = FastMCP("x")\n@mcp.tool\ndef f(q: Query) -> str:\n    return ""\n', /`Query` is not defined in this file/],
    ['from fastmcp import FastMCP\nfrom pydantic import BaseModel\nmcp = FastMCP("x")\nclass Node(BaseModel):\n    children: list["Node"] = []\n    parent: "Node | None" = None\n@mcp.tool\ndef f(n: Node) -> str:\n    return ""\n', /string/],
    ['from mcp.server.mcpserver import MCPServer\nfrom typing import Optional\nfrom pydantic import BaseModel\nmcp = MCPServer("x")\nclass A(BaseModel):\n    b: int\n@mcp.tool()\ndef f(n: Optional["A"]) -> str:\n    return ""\n', /forward reference `"A"` inside a parameter's hint: MCPServer cannot resolve it/],
    ['from fastmcp import FastMCP\nmcp = FastMCP("x")\nNAME = compute()\n@mcp.tool(name=NAME)\ndef f(a: int) -> str:\n    return ""\n', /`compute\(\)` is computed at run time/],
    ['from fastmcp import FastMCP\nmcp = FastMCP("x")\n@mcp.tool\ndef f(a: int = default_a()) -> str:\n    return ""\n', /`default_a\(\)` is computed at run time/],
    ['from fastmcp import FastMCP\nmcp = FastMCP("x")\n@mcp.tool\ndef f(*items: str) -> str:\n    return ""\n', /\*args and \*\*kwargs are not supported by fastmcp/],
    ['from mcp.server.mcpserver import MCPServer\nmcp = MCPServer("x")\n@mcp.tool\ndef f(a: int) -> str:\n    return ""\n', /without parentheses/],
    ['from langchain_core.tools import tool\n@tool\ndef f(a: int) -> str:\n    return ""\n', /a LangChain tool without a docstring or description= \(StructuredTool raises ValueError\)/],
  ];
  for (const [code, reason] of cases) {
    const tools = toolsOf(code);
    assert.equal(tools.length, 1, code);
    assert.equal(tools[0].node, undefined, code);
    assert.match(tools[0].notAnalyzable!.message, reason, code);
    assert.match(tools[0].notAnalyzable!.message, /never runs code/);
  }
});

test('the name is the one the model sees: decorator overrides, positional names, unknown servers assumed FastMCP', () => {
  const code = [
    'from fastmcp import FastMCP',
    'from .app import server',
    'mcp = FastMCP("x")',
    '@mcp.tool("renamed")',
    'def a(x: int) -> int:\n    return x',
    '@server.tool(name="also_renamed", description="Explicit.")',
    'def b(x: int) -> int:\n    """Ignored."""\n    return x',
    'def register(app):',
    '    @app.tool()',
    '    def nested(x: int) -> int:',
    '        return x',
  ].join('\n');
  const tools = toolsOf(code);
  assert.deepEqual(tools.map((t) => [t.library, t.name?.value, t.description?.value]), [
    ['fastmcp', 'renamed', undefined],
    ['fastmcp', 'also_renamed', 'Explicit.'],
    ['fastmcp', 'nested', undefined],
  ]);
});

test('a tool whose schema is not analysable still has the name the model sees', () => {
  const code = [
    'from langchain_core.tools import tool',
    'from fastmcp import FastMCP',
    'from .models import Query',
    'mcp = FastMCP("x")',
    '@tool("web_search")',
    'def search(q: Query) -> str:',
    '    """Search the web.',
    '',
    '    Returns text.',
    '    """',
    '    return ""',
    '@tool(args_schema=Query)',
    'def lookup(q: str) -> str:',
    '    return ""',
    '@mcp.tool(name="run_query")',
    'def q(query: Query) -> str:',
    '    return ""',
  ].join('\n');
  const tools = toolsOf(code);
  assert.deepEqual(tools.map((t) => [t.library, t.name?.value, t.node === undefined]), [['langchain', 'web_search', true], ['langchain', 'lookup', true], ['fastmcp', 'run_query', true]]);
  // textwrap.dedent leaves the lines indented (the first line has no indent), strip() trims the ends.
  assert.equal(tools[0].description?.value, 'Search the web.\n\n    Returns text.');
});

test('docstrings: griffe (FastMCP) needs a blank line before Args:, docstring_parser (Anthropic) does not', () => {
  const tight = 'Summary.\nArgs:\n    a: A thing.';
  assert.deepEqual(griffeDoc(tight), { description: tight, params: new Map() });
  assert.deepEqual(docstringParserDoc(tight), { description: 'Summary.', params: new Map([['a', 'A thing.']]) });
  // The Agents SDK puts the blank line in first.
  assert.deepEqual(agentsDoc(tight), { description: 'Summary.', params: new Map([['a', 'A thing.']]) });
  const google = 'Get the weather.\nSecond line.\n\nMore text.\n\nArgs:\n    city: The city name.\n    days (int): Number of days\n        continued here.\n\n        more para.\n    unit: Unit\nReturns:\n    str: x';
  assert.deepEqual(griffeDoc(google), {
    description: 'Get the weather.\nSecond line.\n\nMore text.',
    params: new Map([['city', 'The city name.'], ['days', 'Number of days\ncontinued here.\n\nmore para.'], ['unit', 'Unit']]),
  });
  assert.equal(docstringParserDoc(google).description, 'Get the weather.\n\nSecond line.\n\nMore text.');
  const sphinx = 'Sum.\n\n:param a: The a.\n:param b: The b\n    more.\n:returns: x';
  assert.deepEqual(griffeDoc(sphinx), { description: 'Sum.', params: new Map([['a', 'The a.'], ['b', 'The b\nmore.']]) });
  assert.deepEqual(docstringParserDoc(sphinx), { description: 'Sum.', params: new Map([['a', 'The a.'], ['b', 'The b\nmore.']]) });
  assert.deepEqual(griffeDoc('Only text.\n\nTwo.'), { description: 'Only text.\n\nTwo.', params: new Map() });
  assert.equal(docstringParserDoc('Only text.\n\nTwo.').description, 'Only text.\n\nTwo.');
});

test('pydanticModelSchema is Model.model_json_schema() of a same-file model', () => {
  const code = 'from pydantic import BaseModel, Field\nclass Q(BaseModel):\n    """Find things."""\n    q: str = Field(description="Text")\n    n: int = 5\n';
  const tree = parsePython(code)!;
  const r = pydanticModelSchema(tree.rootNode, code, 'Q');
  const missing = pydanticModelSchema(tree.rootNode, code, 'Nope');
  tree.delete();
  assert.ok('node' in r);
  assert.equal(JSON.stringify(plain(r.node)), JSON.stringify({ description: 'Find things.', properties: { q: { description: 'Text', title: 'Q', type: 'string' }, n: { default: 5, title: 'N', type: 'integer' } }, required: ['q'], title: 'Q', type: 'object' }));
  assert.ok('notAnalyzable' in missing && /not a pydantic model defined in this file/.test(missing.notAnalyzable.message));
});

test('never throws, on broken code, odd literals and deep nesting', () => {
  const deep = `from fastmcp import FastMCP\nmcp = FastMCP("x")\n@mcp.tool\ndef f(a: ${'list['.repeat(300)}int${']'.repeat(300)}) -> str:\n    return ""\n`;
  const samples = [
    '@mcp.tool(\ndef (',
    'from fastmcp import FastMCP\nmcp = FastMCP("x")\n@mcp.tool\ndef f(a: int = 0x_zz, b: str = "\\N{BULLET}") -> str: ...',
    'from fastmcp import FastMCP\nmcp = FastMCP("x")\n@mcp.tool\ndef f(a: dict[str, "x"] = {**other}) -> str: ...',
    deep,
  ];
  // Docstrings shaped like the worst inputs for backtracking regexes (test/regex-linear.test.ts checks the patterns).
  const doc = (body: string) => `from fastmcp import FastMCP\nmcp = FastMCP("x")\n@mcp.tool\ndef f(a: int) -> str:\n    """${body}"""\n    return ""\n`;
  samples.push(doc(`Args:\n    a${'\t'.repeat(50_000)}`), doc(`:param${'\t'.repeat(50_000)}:`), doc(`Parameters${'\n\t'.repeat(30_000)}`), doc('\n'.repeat(50_000)));
  for (const s of samples) assert.doesNotThrow(() => toolsOf(s), s.slice(0, 40));
  assert.match(toolsOf(deep)[0].notAnalyzable!.message, /nested too deeply/);
});

test('fixes in Python: model_config = ConfigDict(extra="forbid") for a model, `= None` removed for strict (unsafe)', () => {
  const text = [
    'from typing import Optional',
    'from fastmcp import FastMCP',
    'from pydantic import BaseModel, Field',
    'mcp = FastMCP("x")',
    'class Loc(BaseModel):',
    '    """A place."""',
    '    city: str',
    '@mcp.tool',
    'def f(loc: Loc, hours: Optional[int] = None, n: int = Field(None)) -> str:',
    '    return ""',
  ].join('\n');
  const [t] = toolsOf(text);
  const tool = { node: t.node!, segment: { text, toDocument: (o: number) => o } } as unknown as Parameters<typeof pythonFix>[0];
  const lines = new LineIndex(text);
  const apply = (edits: { offset: number; length: number; newText: string }[]): string => {
    let out = text;
    for (const e of [...edits].sort((a, b) => b.offset - a.offset)) out = out.slice(0, e.offset) + e.newText + out.slice(e.offset + e.length);
    return out;
  };
  const close = pythonFix(tool, { rule: 'missing-additional-properties-false', path: ['inputSchema', 'properties', 'loc'] }, text, lines);
  assert.equal(close.fix?.safe, true);
  assert.equal(apply(close.fix!.edits!), text.replace('BaseModel, Field', 'BaseModel, Field, ConfigDict').replace('"""A place."""', '"""A place."""\n\n    model_config = ConfigDict(extra="forbid")'));
  const none = pythonFix(tool, { rule: 'optional-not-required', path: ['inputSchema', 'properties', 'hours'] }, text, lines);
  assert.equal(none.fix?.safe, false);
  assert.equal(apply(none.fix!.edits!), text.replace('hours: Optional[int] = None', 'hours: Optional[int]'));
  assert.match(none.related![0].message, /the default `None` lets the model omit `hours`/);
  // A default inside Field(...) is not the last thing written: no edit, only the related place.
  const field = pythonFix(tool, { rule: 'optional-not-required', path: ['inputSchema', 'properties', 'n'] }, text, lines);
  assert.equal(field.fix, undefined);
  // The function's own arguments object has no class to edit.
  assert.deepEqual(pythonFix(tool, { rule: 'missing-additional-properties-false', path: ['inputSchema'] }, text, lines), {});
});

test('a default is not removed where Python would refuse the signature (a positional parameter after a default)', () => {
  const text = 'from typing import Optional\nfrom fastmcp import FastMCP\nmcp = FastMCP("x")\n@mcp.tool\ndef f(a: Optional[int] = None, b: int = 1, c: Optional[str] = None, *, d: Optional[str] = None) -> str:\n    return ""\n';
  const [t] = toolsOf(text);
  const tool = { node: t.node!, segment: { text, toDocument: (o: number) => o } } as unknown as Parameters<typeof pythonFix>[0];
  const lines = new LineIndex(text);
  const fixed = (name: string) => pythonFix(tool, { rule: 'optional-not-required', path: ['inputSchema', 'properties', name] }, text, lines).fix;
  assert.ok(fixed('a'), 'the first parameter');
  assert.equal(fixed('c'), undefined, 'after b = 1');
  assert.ok(fixed('d'), 'keyword-only');
});

test('docstrings: NumPy style as griffe (FastMCP, Agents) and docstring_parser (Anthropic) read it', () => {
  const doc = "Compute stats.\n\nLonger text.\n\nParameters\n----------\nx : int\n    The x value\n    over two lines.\ny\n    Just y.\nmode : {'a', 'b'}, optional\n\nReturns\n-------\nfloat\n    The result.";
  const griffe = { description: 'Compute stats.\n\nLonger text.', params: new Map([['x', 'The x value\nover two lines.'], ['y', 'Just y.'], ['mode', '']]) };
  assert.deepEqual(griffeDoc(doc), griffe);
  assert.deepEqual(agentsDoc(doc), griffe);
  assert.deepEqual(docstringParserDoc(doc), { description: 'Compute stats.\n\nLonger text.', params: new Map([['x', 'The x value\nover two lines.'], ['y', 'Just y.']]) });
});

test('class-based tools (LangChain, CrewAI, smolagents) are named from their class attributes, not analysed, and say why', () => {
  const code = [
    'from langchain_core.tools import BaseTool',
    'from crewai.tools import BaseTool as CrewTool',
    'from smolagents import Tool',
    'from pydantic import BaseModel',
    'SEARCH = "web_search"',
    'class SearchInput(BaseModel):',
    '    query: str',
    'class Search(BaseTool):',
    '    name: str = SEARCH',
    '    description: str = "Search the web."',
    '    args_schema: type[BaseModel] = SearchInput',
    '    def _run(self, query: str) -> str:',
    '        return ""',
    'class Crew(CrewTool):',
    '    name: str = "crew_lookup"',
    '    description: str = make_description()',
    'class Weather(Tool):',
    '    name = "weather"',
    '    description = "Weather for a city."',
    '    inputs = {"city": {"type": "string", "description": "City"}}',
    '    output_type = "string"',
  ].join('\n');
  const tools = toolsOf(code);
  assert.deepEqual(tools.map((t) => [t.library, t.name?.value, t.description?.value, t.node === undefined]), [
    ['langchain', 'web_search', 'Search the web.', true],
    ['crewai', 'crew_lookup', undefined, true],
    ['smolagents', 'weather', 'Weather for a city.', true],
  ]);
  assert.match(tools[0].notAnalyzable!.message, /a class-based tool: its argument schema is built when LangChain instantiates/);
  assert.match(tools[1].notAnalyzable!.message, /when CrewAI instantiates/);
  // Not a tool class: nothing.
  assert.deepEqual(toolsOf('from pydantic import BaseModel\nclass Plain(BaseModel):\n    name: str = "x"\n'), []);
});

test('never throws on mutilated fixtures (deterministic cuts and splices of every fixture)', () => {
  const dir = join(__dirname, '../fixtures/python/functions');
  let seed = 12345;
  const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
  let runs = 0;
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.py'))) {
    const text = readFileSync(join(dir, f), 'utf8');
    for (let i = 0; i < 60; i++) {
      const a = rand(text.length);
      const b = Math.min(text.length, a + rand(40));
      const c = rand(text.length);
      const mutated = i % 2 ? text.slice(0, a) + text.slice(b) : text.slice(0, c) + text.slice(a, b) + text.slice(c);
      assert.doesNotThrow(() => toolsOf(mutated), `${f} #${i}`);
      runs++;
    }
  }
  assert.ok(runs > 500);
});
