// The Python reader: literal dicts in each tool shape, constants, Enum members, spreads, dict(k=v), joined strings,
// f-strings; run-time values reported, never guessed; findings and fixes placed in the Python source.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { findTools, fix, lint, loadPython } from '../../shared/src/index';
import { withPythonTree } from '../../shared/src/sources/python/parser';
import { syntaxErrorCount } from '../../shared/src/sources/python/python';

const FIXTURES = join(__dirname, '..', 'fixtures', 'python');
const read = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');
const at = (text: string, f: { span?: { offset: number; length: number } }) => text.slice(f.span!.offset, f.span!.offset + f.span!.length);
const errorsIn = (code: string) => withPythonTree(code, (root) => syntaxErrorCount(root))!;

test('before the parser is loaded, a Python file with tools is one not-analyzable finding that says what to await', () => {
  const r = lint('tools = [{"name": "a", "input_schema": {"type": "object"}}]\n', { path: 'a.py' });
  assert.deepEqual(r.tools, []);
  assert.equal(r.findings.length, 1);
  assert.equal(r.findings[0]!.rule, 'not-analyzable');
  assert.match(r.findings[0]!.message, /await loadPython\(\)/);
});

test('OpenAI cookbook: tool dicts with a module constant, Enum .value, dict(k=v); findings point into the code', async () => {
  await loadPython();
  const text = read('openai_cookbook.py');
  const tools = findTools(text, { path: 'openai_cookbook.py' });
  assert.deepEqual(tools.map((t) => [t.name, t.shape]), [['get_current_weather', 'openai-chat'], ['get_n_day_weather_forecast', 'openai-chat']]);
  const first = tools[0]!.schema as { properties: Record<string, { enum?: string[]; description?: string }> };
  assert.deepEqual(first.properties.format!.enum, ['celsius', 'fahrenheit']);
  assert.equal(first.properties.location!.description, 'The city and state, e.g. San Francisco, CA');
  assert.deepEqual(JSON.parse(JSON.stringify(tools[1]!.schema)), {
    type: 'object',
    properties: { location: { type: 'string', description: 'The city and state, e.g. San Francisco, CA' }, num_days: { type: 'integer', description: 'The number of days to forecast', default: 3 } },
    required: ['location'],
  });
  const r = lint(text, { path: 'openai_cookbook.py', config: { targets: ['openai-strict'] } });
  const noDefault = r.findings.find((f) => f.rule === 'no-defaults')!;
  assert.match(at(text, noDefault), /^"default"(: 3)?$/);
  const strict = r.findings.find((f) => f.rule === 'not-strict' && f.tool === 'get_current_weather')!;
  assert.equal(at(text, strict), '"get_current_weather"');
  assert.equal(r.findings.filter((f) => f.rule === 'not-analyzable').length, 0);
});

test('Anthropic: + and implicit concatenation through a constant; an f-string name is reported, not guessed', async () => {
  await loadPython();
  const text = read('anthropic_tools.py');
  const r = lint(text, { path: 'anthropic_tools.py' });
  assert.deepEqual(r.tools.map((t) => t.name), ['get_stock_price']);
  const [tool] = findTools(text, { path: 'anthropic_tools.py' });
  assert.equal(tool!.description, 'Look up the current stock price of a ticker symbol. Returns the price in USD.');
  assert.equal(tool!.strict, true);
  const na = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(na.length, 1);
  assert.equal(at(text, na[0]!), "f'lookup_{region}'");
});

test('MCP low-level server: types.Tool(name=..., inputSchema=CONST) is an MCP tool', async () => {
  await loadPython();
  const text = read('mcp_lowlevel_server.py');
  const tools = findTools(text, { path: 'server.py' });
  assert.deepEqual(tools.map((t) => [t.name, t.shape]), [['fetch', 'mcp'], ['echo', 'mcp']]);
  assert.deepEqual((tools[0]!.schema as { required: string[] }).required, ['url']);
  const r = lint(text, { path: 'server.py' });
  const d = r.findings.filter((f) => f.rule === 'no-defaults');
  assert.ok(d.length > 0);
  for (const f of d) assert.match(at(text, f), /^"default"(: 5000)?$/);
});

test('Gemini FunctionDeclaration inside types.Tool(function_declarations=[...]) and a Bedrock toolSpec', async () => {
  await loadPython();
  const tools = findTools(read('gemini_bedrock.py'), { path: 'g.py' });
  assert.deepEqual(tools.map((t) => [t.name, t.shape]), [['set_light_values', 'gemini'], ['top_song', 'bedrock']]);
});

test('values known only at run time make the tool not analysed, with the reason at the value', async () => {
  await loadPython();
  const text = [
    'import os',
    'def units():',
    '    return sorted(["c", "f"])',
    'MODE = "a"',
    'MODE = "b"',
    'tools = [',
    '    {"name": "one", "input_schema": {"type": "object", "properties": {"u": {"type": "string", "enum": units()}}}},',
    '    {"name": "two", "input_schema": {"type": "object", "properties": {"m": {"type": "string", "enum": [MODE]}}}},',
    '    {"name": "three", "input_schema": {"type": "object", "properties": {"p": {"type": "string", "description": os.environ["D"]}}}},',
    '    {"name": "four", "description": f"Search {os.getcwd()}", "input_schema": {"type": "object", "properties": {}}},',
    ']',
    '',
  ].join('\n');
  const r = lint(text, { path: 't.py' });
  // An f-string description is kept as written (a description may hold one); a description computed at run time is
  // unknown (the tool is analysed, see python-runtime-texts.test.ts); the rest is not guessed.
  assert.deepEqual(r.tools.map((t) => t.name), ['three', 'four']);
  const na = r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => [at(text, f), f.message.replace(/\. toollint.*/, '')]);
  assert.deepEqual(na, [
    ['units()', 'Not analysed: a value computed at run time (a call)'],
    ['MODE', 'Not analysed: `MODE` is assigned more than once'],
    ['os.environ["D"]', 'The description of `p` is computed at run time (`os.environ["D"]`): not checked and not counted in the tokens; the rest of the tool is analysed.'],
  ]);
});

test('spreads, tuples, class constants, Enum members, True/None and numbers as Python writes them', async () => {
  await loadPython();
  const text = [
    'from enum import Enum',
    'class Color(str, Enum):',
    '    RED = "red"',
    'class Plain(Enum):',
    '    A = 1',
    'class Limits:',
    '    MAX = 1_000',
    'COMMON = {"type": "object", "additionalProperties": False}',
    'NAMES = ("a", "b")',
    'tool = {"name": "t", "input_schema": {**COMMON, "properties": {',
    '    "c": {"type": "string", "enum": [Color.RED, Color.RED.name, *NAMES]},',
    '    "n": {"type": ["integer", None], "maximum": Limits.MAX, "minimum": -0x10, "x-flag": True},',
    '}}}',
    'other = {"name": "o", "input_schema": {"type": "object", "properties": {"p": {"const": Plain.A}}}}',
    '',
  ].join('\n');
  const [t] = findTools(text, { path: 't.py' });
  const s = t!.schema as Record<string, unknown> & { properties: Record<string, Record<string, unknown>> };
  assert.equal(s.additionalProperties, false);
  assert.deepEqual(s.properties.c!.enum, ['red', 'RED', 'a', 'b']);
  assert.deepEqual(JSON.parse(JSON.stringify(s.properties.n)), { type: ['integer', null], maximum: 1000, minimum: -16, 'x-flag': true });
  const r = lint(text, { path: 't.py' });
  const na = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(na.length, 1);
  assert.equal(at(text, na[0]!), 'Plain.A');
  assert.match(na[0]!.message, /Enum member, which json\.dumps cannot send/);
});

test('offsets are UTF-16 in a file with non-ASCII text before the tool', async () => {
  await loadPython();
  const text = '# Météo 🌦️ tools\nDESC = "Prévisions 😀"\ntools = [{"name": "forecast", "description": DESC, "input_schema": {"type": "object", "properties": {"d": {"type": "integer", "default": 1}}}}]\n';
  const r = lint(text, { path: 'm.py', config: { targets: ['openai-strict'] } });
  const f = r.findings.find((x) => x.rule === 'no-defaults')!;
  assert.match(at(text, f), /^"default"(: 1)?$/);
  assert.equal(f.range.start.line, 2);
  assert.equal(f.range.start.character, text.split('\n')[2]!.indexOf('"default"'));
});

test('Auto-strict writes Python: True/False, the file\'s quotes, keys quoted; the result parses and lints clean', async () => {
  await loadPython();
  for (const name of ['openai_cookbook.py', 'mcp_lowlevel_server.py']) {
    const text = read(name);
    const out = fix(text, { path: name, config: { targets: ['openai-strict'] }, unsafe: true });
    assert.ok(out.applied.length > 0, name);
    assert.equal(errorsIn(out.text), 0, name);
    assert.doesNotMatch(out.text, /:\s*(true|false|null)\b/, name);
    for (const e of out.edits) assert.doesNotMatch(e.newText, /(?<!["'])\b(true|false|null)\b(?!["'])/);
    const again = lint(out.text, { path: name, config: { targets: ['openai-strict'] } });
    assert.deepEqual(again.findings.filter((f) => f.severity === 'error' && f.rule !== 'not-analyzable' && f.fixable).map((f) => f.rule), [], name);
    // Every line of the original is still there, in order, apart from those an edit touched.
    const touched = new Set(out.edits.flatMap((e) => [e.range.start.line, e.range.end.line]));
    const kept = text.split('\n').filter((_, i) => !touched.has(i));
    const fixedLines = out.text.split('\n');
    let j = 0;
    for (const line of kept) {
      while (j < fixedLines.length && fixedLines[j] !== line) j++;
      assert.ok(j < fixedLines.length, `${name}: line ${JSON.stringify(line)} kept`);
    }
  }
  const quoted = "tools = [{'name': 'a', 'input_schema': {'type': 'object', 'properties': {'q': {'type': 'string', 'default': 'x'}}}}]\n";
  const single = fix(quoted, { path: 'a.py', config: { targets: ['openai-strict'] }, unsafe: true });
  assert.ok(single.edits.length > 0 && single.edits.every((e) => !/"\w+"\s*[:,\]]/.test(e.newText)), 'single quotes kept');
  assert.match(single.text, /'additionalProperties': False/);
  assert.equal(errorsIn(single.text), 0);
});

test('an edit that would not be Python (a key added inside a call\'s keyword arguments) is not made', async () => {
  await loadPython();
  const text = 'import mcp.types as types\nTOOLS = [types.Tool(name="t", description="d", inputSchema=dict(type="object", properties=dict(a={"type": "string"})))]\n';
  const out = fix(text, { path: 't.py', config: { targets: ['openai-strict'] }, unsafe: true });
  assert.equal(errorsIn(out.text), 0);
});

test('decorated tool functions and Tool(inputSchema=Model.model_json_schema()) come through the converter; their tools are read, not edited as literals', async () => {
  await loadPython();
  const text = [
    'from pydantic import BaseModel, Field',
    'import mcp.types as types',
    'from fastmcp import FastMCP',
    '',
    'mcp = FastMCP("demo")',
    '',
    'class Fetch(BaseModel):',
    '    url: str = Field(description="URL to fetch")',
    '    max_length: int = Field(default=5000, description="Maximum number of characters to return.")',
    '',
    '@mcp.tool()',
    'def add(a: int, b: int) -> int:',
    '    """Add two numbers."""',
    '    return a + b',
    '',
    'TOOLS = [types.Tool(name="fetch", description="Fetches a URL", inputSchema=Fetch.model_json_schema())]',
    '',
  ].join('\n');
  const r = lint(text, { path: 'server.py', config: { targets: ['openai-strict'] } });
  assert.deepEqual(r.tools.map((t) => [t.name, t.shape]).sort(), [['add', 'mcp'], ['fetch', 'mcp']]);
  const [fetch] = findTools(text, { path: 'server.py' }).filter((t) => t.name === 'fetch');
  assert.deepEqual(Object.keys((fetch!.schema as { properties: object }).properties), ['url', 'max_length']);
  const d = r.findings.find((f) => f.rule === 'no-defaults' && f.tool === 'fetch')!;
  assert.match(text.slice(d.span!.offset, d.span!.offset + d.span!.length), /^(default=)?5000$|max_length/);
  assert.equal(d.fix, undefined);
  // The model's schema is fixed in the model's code, as pydantic reads it (converters/python's fixes).
  const closed = r.findings.find((f) => f.rule === 'missing-additional-properties-false' && f.tool === 'fetch')!;
  assert.match(closed.fix?.title ?? '', /model_config|extra/);
  const out = fix(text, { path: 'server.py', config: { targets: ['openai-strict'] } });
  assert.match(out.text, /class Fetch\(BaseModel\):\n    model_config = ConfigDict\(extra="forbid"\)/);
});

test('Auto-strict on many tools written in one piece each (each checked and read again from its own text) fixes them all', async () => {
  await loadPython();
  let text = '# tools\ntools = [\n';
  for (let i = 0; i < 20; i++) text += `    {"type": "function", "function": {"name": "t${i}", "description": "Tool ${i}", "parameters": {"type": "object", "properties": {"q": {"type": "string", "description": "q"}, "n": {"type": "integer", "description": "n", "default": 3}}, "required": ["q"]}}},\n`;
  text += ']\n';
  const out = fix(text, { path: 'many.py', config: { targets: ['openai-strict'] }, unsafe: true });
  assert.equal(errorsIn(out.text), 0);
  const again = lint(out.text, { path: 'many.py', config: { targets: ['openai-strict'] } });
  assert.equal(again.tools.length, 20);
  assert.deepEqual(again.findings.filter((f) => f.severity === 'error').map((f) => f.rule), []);
  assert.equal(out.text.match(/"strict": True/g)?.length, 20);
});

test('Auto-strict keeps every # comment: one after a removed member stays, one inside a value moves with it', async () => {
  await loadPython();
  const text = [
    'tools = [',
    '    {',
    '        "name": "forecast",  # the name the model sees',
    '        "description": "Forecast",',
    '        "input_schema": {',
    '            "type": "object",',
    '            "properties": {',
    '                # how many days',
    '                "days": {"type": "integer", "description": "Days", "default": 3},  # three by default',
    '                "city": {',
    '                    "type": "string",',
    '                    "description": "City",',
    '                    "default": "Paris",  # a default city',
    '                },',
    '            },',
    '        },',
    '    },',
    ']',
    '',
  ].join('\n');
  const out = fix(text, { path: 'c.py', config: { targets: ['openai-strict'] }, unsafe: true });
  for (const c of text.match(/#[^\n]*/g)!) assert.ok(out.text.includes(c), c);
  assert.doesNotMatch(out.text, /"default"|\/\//);
  assert.equal(errorsIn(out.text), 0);
});
