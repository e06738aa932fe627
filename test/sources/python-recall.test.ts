// Python tools as public code registers them (issue 12's recall): by call rather than decorator (Tool.from_function,
// add_tool of bound methods and nested functions, tool(name=)(self.method), function_tool(fn) as a call), the Agents
// SDK's agent.as_tool(), FastMCP's standalone @tool, and what stays not analysable (a loop over getattr) reported at
// the registration, never skipped. The schemas of the MCP and FastMCP forms are oracle-tested in
// test/oracles/python-tools.test.ts (fixtures mcp_registrations.py, fastmcp_registrations.py).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { findTools, fix, lint, loadPython } from '../../shared/src/index';

const names = (code: string, path = 'server.py') => findTools(code, { path }).map((t) => t.name);
const notAnalyzable = (code: string, path = 'server.py') => lint(code, { path }).findings.filter((f) => f.rule === 'not-analyzable');

test('MCP Tool.from_function(fn=, name=, description=) is one tool; its add_tool(t.fn, t.name, ...) is not a second', async () => {
  await loadPython();
  const code = `from mcp.server.fastmcp import FastMCP
from mcp.server.fastmcp.tools import Tool

def convert(timestamp: int, timezone: str = "UTC") -> str:
    """Convert."""
    return ""

convert_tool = Tool.from_function(fn=convert, name="convert_unix_timestamp", description="Convert a timestamp.")
all_tools = [convert_tool]

def main():
    mcp = FastMCP("x")
    for tool in all_tools:
        mcp.add_tool(tool.fn, tool.name, tool.description)
`;
  const tools = findTools(code, { path: 'timestamp_tools.py' });
  assert.deepEqual(tools.map((t) => [t.name, t.description]), [['convert_unix_timestamp', 'Convert a timestamp.']]);
  assert.deepEqual(Object.keys((tools[0]!.schema as { properties: object }).properties), ['timestamp', 'timezone']);
  assert.deepEqual(notAnalyzable(code), []);
});

test('a function decorated with another decorator is still registered by Tool.from_function; FastMCP add_tool(t) is the same tool', async () => {
  await loadPython();
  const code = `from fastmcp import FastMCP
from fastmcp.tools import Tool
from app.meta import tool_metadata

@tool_metadata(readonly=True)
def list_assets(limit: int = 10) -> list[str]:
    """List assets."""
    return []

list_assets_tool = Tool.from_function(list_assets)
mcp = FastMCP("x")
mcp.add_tool(list_assets_tool)
`;
  assert.deepEqual(names(code), ['list_assets']);
});

test('mcp.tool(name=...)(self.method) and add_tool of bound methods drop self; a nested function is found in its scope', async () => {
  await loadPython();
  const code = `from mcp.server.fastmcp import FastMCP

class LogsTools:
    def __init__(self, mcp: FastMCP):
        mcp.tool(name="describe_log_groups")(self.describe_log_groups)
        mcp.add_tool(self.tail, name="tail_log")

    async def describe_log_groups(self, prefix: str | None = None) -> str:
        """List log groups."""
        return ""

    def tail(self, group: str) -> str:
        return ""

def build() -> FastMCP:
    server = FastMCP("x")
    service = LogsTools(server)
    server.add_tool(service.tail, name="tail_again")

    def search(query: str) -> list[str]:
        return []

    server.add_tool(search)
    return server
`;
  const tools = findTools(code, { path: 'tools.py' });
  assert.deepEqual(tools.map((t) => t.name), ['describe_log_groups', 'tail_log', 'tail_again', 'search']);
  const props = (i: number) => Object.keys((tools[i]!.schema as { properties: object }).properties);
  assert.deepEqual([props(0), props(1), props(3)], [['prefix'], ['group'], ['query']]);
});

test('a decorated tool registered again with add_tool, or a method that is already a tool, is counted once', async () => {
  await loadPython();
  const code = `from fastmcp import FastMCP
from fastmcp.tools import tool

mcp = FastMCP("x")

@tool(name="add-numbers", description="Add two numbers together.")
def add(a: float, b: float) -> float:
    return a + b

mcp.add_tool(add)
`;
  assert.deepEqual(names(code), ['add-numbers']);
});

test('a registration of a value known only at run time is not analysable at the call, with the name it gives', async () => {
  await loadPython();
  const code = `from fastmcp import FastMCP
from . import vpc

mcp = FastMCP("network")
for module in (vpc,):
    for tool_name in module.__all__:
        mcp.tool(getattr(module, tool_name))

def register(fn):
    mcp.tool(name="dynamic")(fn)
`;
  assert.deepEqual(names(code), []);
  const na = notAnalyzable(code);
  assert.equal(na.length, 2);
  assert.match(na[0]!.message, /registered here is `getattr\(module, tool_name\)`/);
  assert.equal(na[0]!.range.start.line, 6);
  assert.match(na[1]!.message, /`fn`, a parameter/);
  // The string or constant name of a decorator factory is no registration.
  assert.deepEqual(notAnalyzable('from fastmcp import FastMCP\nmcp = FastMCP("x")\nNAME = "n"\nmcp.tool(NAME)\nmcp.tool("other")\n'), []);
});

test('function_tool(fn, name_override=...) as a call, as the Agents SDK names it', async () => {
  await loadPython();
  const code = `from agents import function_tool

def get_weather(city: str) -> str:
    """Get the weather for a city."""
    return city

weather_tool = function_tool(get_weather, name_override="weather")
plain_tool = function_tool(get_weather)
`;
  const tools = findTools(code, { path: 'agent.py' });
  assert.deepEqual(tools.map((t) => [t.name, t.description, t.strict]), [['weather', 'Get the weather for a city.', true], ['get_weather', 'Get the weather for a city.', true]]);
});

test('agent.as_tool(tool_name=, tool_description=): the parameters openai-agents 0.22 sends (AgentAsToolInput, strict)', async () => {
  await loadPython();
  const code = `from agents import Agent
from pydantic import BaseModel

spanish_agent = Agent(name="Spanish agent", instructions="Translate to Spanish.")

class Translation(BaseModel):
    text: str
    formal: bool = False

orchestrator = Agent(
    name="orchestrator",
    tools=[
        spanish_agent.as_tool(tool_name="translate_to_spanish", tool_description="Translate the user's message to Spanish"),
        spanish_agent.as_tool(None, None),
        spanish_agent.as_tool(tool_name="structured", tool_description="Structured.", parameters=Translation),
    ],
)
`;
  const tools = findTools(code, { path: 'agents_as_tools.py' });
  assert.deepEqual(tools.map((t) => [t.name, t.description, t.strict, t.shape]), [
    ['translate_to_spanish', "Translate the user's message to Spanish", true, 'openai-responses'],
    ['spanish_agent', '', true, 'openai-responses'],
    ['structured', 'Structured.', true, 'openai-responses'],
  ]);
  // ensure_strict_json_schema(TypeAdapter(AgentAsToolInput).json_schema()), as pydantic 2.13 writes it.
  assert.equal(
    JSON.stringify(tools[0]!.schema),
    '{"description":"Default input schema for agent-as-tool calls.","properties":{"input":{"title":"Input","type":"string"}},"required":["input"],"title":"AgentAsToolInput","type":"object","additionalProperties":false}',
  );
  assert.deepEqual((tools[2]!.schema as { required: string[] }).required, ['text', 'formal']);
  // A file that does not use the Agents SDK has no as_tool() tools.
  assert.deepEqual(names('x = thing.as_tool(tool_name="a", tool_description="b")\nfrom mcp.types import Tool\n'), []);
});

test("MCP SDK 2 Annotated[T, Resolve(fn)] parameters are left out of the schema, as MCPServer resolves them itself", async () => {
  await loadPython();
  const code = `from typing import Annotated
from mcp.server.mcpserver import MCPServer, Resolve

mcp = MCPServer("books")

async def check_stock(title: str) -> int:
    return 1

@mcp.tool()
async def reserve_book(title: str, stock: Annotated[int, Resolve(check_stock)], note: Annotated[str, "kept"] = "") -> str:
    """Reserve a copy of a book."""
    return ""
`;
  const [tool] = findTools(code, { path: 'server.py' });
  assert.deepEqual(Object.keys((tool!.schema as { properties: object }).properties), ['title', 'note']);
});

test('a file whose only tool word is @beta_async_tool or as_tool passes the prefilter', async () => {
  await loadPython();
  const code = `from anthropic import beta_async_tool

@beta_async_tool
async def current_time(zone: str) -> str:
    """The current time in a zone."""
    return ""
`;
  assert.deepEqual(names(code), ['current_time']);
});

test('self.name in a method: what a same-file base sets from the argument super().__init__ passes it, or why not', async () => {
  await loadPython();
  const code = `from mcp.types import Tool

TOOL_LIST_FILES = "obsidian_list_files_in_vault"

class ToolHandler:
    def __init__(self, tool_name: str, kind: str = "read"):
        self.name = tool_name

class ListFilesToolHandler(ToolHandler):
    def __init__(self):
        super().__init__(TOOL_LIST_FILES)

    def get_tool_description(self):
        return Tool(name=self.name, description="Lists all files in the vault.", inputSchema={"type": "object", "properties": {}})

class SearchToolHandler(ToolHandler):
    def __init__(self):
        ToolHandler.__init__(self, tool_name="obsidian_simple_search")

    def get_tool_description(self):
        return Tool(name=self.name, description="Search.", inputSchema={"type": "object", "properties": {}})

class Direct:
    label = "direct_tool"

    def get(self):
        return Tool(name=self.label, description="Direct.", inputSchema={"type": "object", "properties": {}})

class FromCaller(ToolHandler):
    def get_tool_description(self):
        return Tool(name=self.name, description="Named by its caller.", inputSchema={"type": "object", "properties": {}})
`;
  assert.deepEqual(names(code, 'tools.py'), ['obsidian_list_files_in_vault', 'obsidian_simple_search', 'direct_tool']);
  const na = notAnalyzable(code, 'tools.py');
  assert.equal(na.length, 1);
  assert.match(na[0]!.message, /`self.name` is set from `tool_name`, an argument given when the object is made/);
  // Placed at its use, `name=self.name` (the constant may name other classes' tools); the tool keeps its fixes, which
  // never reach the constant.
  const r = lint(code, { path: 'tools.py' });
  assert.equal(code.split('\n')[r.tools[0]!.range.start.line], '        return Tool(name=self.name, description="Lists all files in the vault.", inputSchema={"type": "object", "properties": {}})');
  const out = fix(code, { path: 'tools.py', config: { targets: ['openai-strict'] }, unsafe: true });
  assert.match(out.text, /return Tool\(name=self\.name, description="Lists all files in the vault\.", inputSchema=\{"type": "object", "properties": \{\}, "additionalProperties": False/);
  assert.ok(out.text.includes('TOOL_LIST_FILES = "obsidian_list_files_in_vault"\n'));
});

/** A notebook of code cells, with the metadata given. */
const notebook = (cells: (string | { code: string; languageId: string })[], metadata: object = {}) =>
  JSON.stringify({
    cells: cells.map((c) => ({ cell_type: 'code', metadata: typeof c === 'string' ? {} : { vscode: { languageId: c.languageId } }, source: (typeof c === 'string' ? c : c.code).split(/(?<=\n)/), outputs: [] })),
    metadata,
    nbformat: 4,
    nbformat_minor: 5,
  }, null, 1);

test('a notebook: a tools list of one cell used by tools=tools in later cells is read once, at its definition', async () => {
  await loadPython();
  const text = notebook([
    'import anthropic\nclient = anthropic.Anthropic()\ntools = [\n    {"name": "a", "description": "A.", "input_schema": {"type": "object", "properties": {}}},\n    {"name": "b", "description": "B.", "input_schema": {"type": "object", "properties": {}}},\n]\n',
    'client.messages.create(model="m", max_tokens=1, tools=tools, messages=[])\n',
    'client.messages.create(model="m", max_tokens=2, tools=tools, messages=[])\n',
  ]);
  const tools = findTools(text, { path: 'agent.ipynb' });
  assert.deepEqual(tools.map((t) => t.name), ['a', 'b']);
  // tools=[calculator_tool] naming an earlier cell's dict, beside a tool of its own cell: each once, where written.
  const mixed = notebook([
    'calculator_tool = {"name": "calculator", "description": "C.", "input_schema": {"type": "object", "properties": {}}}\n',
    'client.messages.create(model="m", max_tokens=1, tools=[calculator_tool], messages=[])\n',
    'client.messages.create(model="m", max_tokens=1, tools=[calculator_tool, {"name": "clock", "description": "T.", "input_schema": {"type": "object", "properties": {}}}], messages=[])\n',
  ]);
  assert.deepEqual(findTools(mixed, { path: 'mixed.ipynb' }).map((t) => t.name), ['calculator', 'clock']);
  // Placed in the first cell, where the list is written.
  const r = lint(text, { path: 'agent.ipynb' });
  const line = (name: string) => r.tools.find((t) => t.definition.name === name)!.range.start.line;
  assert.ok(text.split('\n')[line('b')]!.includes('\\"name\\": \\"b\\"'), 'b is reported at its own line');
});

test("a notebook's language: Coconut (a Python superset) and unnamed are read; R is not; a cell marked as SQL is skipped", async () => {
  await loadPython();
  const cell = 'tools = [{"name": "weather", "description": "Weather.", "input_schema": {"type": "object", "properties": {}}}]\n';
  const coconut = { kernelspec: { display_name: 'Coconut', language: 'coconut', name: 'coconut' }, language_info: { codemirror_mode: { name: 'python', version: 3 }, mimetype: 'text/x-python3', name: 'coconut' } };
  assert.deepEqual(findTools(notebook([cell], coconut), { path: 'n.ipynb' }).map((t) => t.name), ['weather']);
  assert.deepEqual(findTools(notebook([cell]), { path: 'n.ipynb' }).map((t) => t.name), ['weather']);
  const r = { kernelspec: { language: 'R', name: 'ir' }, language_info: { name: 'R', codemirror_mode: 'r', mimetype: 'text/x-r-source' } };
  assert.deepEqual(findTools(notebook([cell], r), { path: 'n.ipynb' }), []);
  assert.deepEqual(findTools(notebook([{ code: cell, languageId: 'sql' }, { code: cell.replace('weather', 'time'), languageId: 'python' }], coconut), { path: 'n.ipynb' }).map((t) => t.name), ['time']);
});

test('tool_choice={"type": "function", "name": ...} picks a tool: it is not read as one', async () => {
  await loadPython();
  const code = `def main(client):
    tools = [{"type": "function", "name": "get_weather", "description": "Weather.", "parameters": {"type": "object", "properties": {}}}]
    client.responses.create(model="gpt-5", input="hi", tools=tools, tool_choice={"type": "function", "name": "get_weather"})
    client.chat.completions.create(model="gpt-5", messages=[], tools=tools, tool_choice=({"type": "function", "function": {"name": "get_weather"}}))
`;
  assert.deepEqual(names(code, 'responses.py'), ['get_weather']);
});

test('a not-analysable Python tool whose name is known carries it (tools[] is silent about it, the finding is not)', async () => {
  await loadPython();
  const code = `from fastmcp import FastMCP

mcp = FastMCP("x")

def register(fn):
    mcp.tool(name="dynamic")(fn)

@mcp.tool(name="lookup")
def lookup(ref: "Unknown[int]") -> str:
    return ""

TOOLS = [{"name": "literal_tool", "input_schema": {"type": "object", "properties": {"q": {"type": "string", "enum": make_values()}}}}]
`;
  assert.deepEqual(notAnalyzable(code).map((f) => f.tool), ['dynamic', 'lookup', 'literal_tool']);
});

test('a class whose attributes are a tool, or whose __init__ gives them to super().__init__, is that tool dict', async () => {
  await loadPython();
  const code = `from agents.tools.base import Tool

class SimpleMemory(Tool):
    """String-based memory tool."""

    name = "simple_memory"
    description = "Tool for managing persistent text memory."
    input_schema = {
        "type": "object",
        "properties": {"action": {"type": "string", "enum": ["read", "write"]}},
        "required": ["action"],
    }

class ThinkTool(Tool):
    def __init__(self):
        super().__init__(
            name="think",
            description="Use the tool to think about something.",
            input_schema={"type": "object", "properties": {"thought": {"type": "string"}}, "required": ["thought"]},
        )

class Settings:
    name = "not a tool"
    timeout = 3
`;
  const tools = findTools(code, { path: 'tools.py' });
  assert.deepEqual(tools.map((t) => [t.name, t.shape, t.description]), [
    ['simple_memory', 'anthropic', 'Tool for managing persistent text memory.'],
    ['think', 'anthropic', 'Use the tool to think about something.'],
  ]);
  assert.deepEqual((tools[0]!.schema as { required: string[] }).required, ['action']);
  // Fixed in place, in the dict literal (no key is written into the class body or the call).
  const out = fix(code, { path: 'tools.py', config: { targets: ['anthropic-strict'] }, unsafe: true });
  assert.match(out.text, /"required": \["action"\],\n        "additionalProperties": False,\n    \}/);
  assert.match(out.text, /"required": \["thought"\], "additionalProperties": False\}/);
});

test('a same-file helper without parameters that only returns a literal is read where it is called', async () => {
  await loadPython();
  const code = `import mcp.types as types

def _paper_id_property() -> dict:
    """The paper id, shared by the tools."""
    return {"type": "string", "description": "arXiv paper ID"}

def _limit(default: int) -> dict:
    return {"type": "integer", "default": default}

get_paper_latex_tool = types.Tool(
    name="get_paper_latex",
    description="Return the LaTeX source of a paper.",
    inputSchema={"type": "object", "properties": {"paper_id": _paper_id_property()}, "required": ["paper_id"]},
)
search_tool = types.Tool(name="search", description="Search.", inputSchema={"type": "object", "properties": {"limit": _limit(5)}})
`;
  const tools = findTools(code, { path: 'latex.py' });
  assert.deepEqual(tools.map((t) => t.name), ['get_paper_latex']);
  assert.deepEqual(JSON.parse(JSON.stringify((tools[0]!.schema as { properties: unknown }).properties)), { paper_id: { type: 'string', description: 'arXiv paper ID' } });
  assert.match(notAnalyzable(code, 'latex.py')[0]!.message, /computed at run time \(a call\)/);
});

test('LangChain: plain functions and pydantic models given to bind_tools/ToolNode/create_react_agent are tools, once each', async () => {
  await loadPython();
  const fixture = readFileSync(join(__dirname, '..', 'fixtures', 'python', 'functions', 'bound', 'langchain_agent.py'), 'utf8');
  // The @tool is reported at its decorator; each function of TOOLS once, though two calls bind multiply.
  assert.deepEqual(names(fixture, 'agent.py'), ['weather', 'multiply', 'add', 'search', 'no_doc', 'Profile', 'UpdateMemory']);
  const code = `from langgraph.prebuilt import ToolNode, create_react_agent
from trustcall import create_extractor

def add(a: int, b: int) -> int:
    """Adds a and b.

    Args:
        a: first int
        c: not a parameter
    """
    return a + b

def divide(a: float, b: float) -> float:
    """Divide a by b."""
    return a / b

tools = [add, divide]
node = ToolNode(tools)
agent = create_react_agent("openai:gpt-5", tools)
`;
  assert.deepEqual(names(code, 'graph.py'), ['divide']);
  const na = notAnalyzable(code, 'graph.py');
  assert.deepEqual(na.map((f) => f.tool), ['add']);
  assert.match(na[0]!.message, /names `c`, which is not a parameter/);
  // Without LangChain in the file, bind_tools is someone else's method.
  assert.deepEqual(names('from mcp.types import Tool\ndef f(x: int) -> int:\n    return x\nclient.bind_tools([f])\n'), []);
});

// No assertion on time: the test's own timeout is the guard. Quadratic lookups took almost 4 minutes on 6,000
// registrations (2,000 of each form), linear ones about 3 s.
test('thousands of registrations by call are read in linear time (each name is looked up in an index of its scope)', { timeout: 90_000 }, async () => {
  await loadPython();
  const lines = ['from fastmcp import FastMCP', 'mcp = FastMCP("x")'];
  for (let i = 0; i < 2000; i++) lines.push(`def f${i}(a: int) -> int:\n    return a`);
  for (let i = 0; i < 2000; i++) lines.push(`mcp.add_tool(f${i})`);
  for (let i = 0; i < 2000; i++) lines.push(`mcp.tool(g${i})`);
  for (let i = 0; i < 2000; i++) lines.push(`@mcp.tool(name="h${i}")\ndef h${i}(a: int) -> int:\n    return a`);
  const r = lint(lines.join('\n'), { path: 'many.py' });
  assert.equal(r.tools.length, 4000);
  assert.equal(r.findings.filter((f) => f.rule === 'not-analyzable').length, 2000);
});
