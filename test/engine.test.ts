import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { describeToolSchema, describeToolSchemas, findTools, lint } from '../shared/src/index';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');

test('book_flight: exactly the expected error-level rules, at the right pointers', () => {
  const { findings } = lint(fixture('book_flight.json'), { path: 'book_flight.json' });
  const errors = findings.filter((f) => f.severity === 'error').map((f) => `${f.rule} ${f.pointer}`).sort();
  const p = '/function/parameters';
  assert.deepEqual(errors, [
    `missing-additional-properties-false ${p}`,
    ...['cabin', 'destination', 'notes', 'origin', 'passengers'].map((k) => `optional-not-required ${p}/properties/${k}`),
    `untyped-property ${p}/properties/notes`,
  ].sort());
  const rest = new Set(findings.filter((f) => f.severity !== 'error').map((f) => `${f.rule} ${f.pointer}`));
  assert.ok(rest.has(`enum-in-description ${p}/properties/cabin`));
  assert.ok(rest.has(`numeric-bounds ${p}/properties/passengers`));
  assert.ok(rest.has('not-strict /function/name'));
  const notes = findings.find((f) => f.rule === 'untyped-property')!;
  // line 13 (0-based 12) holds "notes": the range covers the key with its quotes
  assert.deepEqual(notes.range, { start: { line: 12, character: 8 }, end: { line: 12, character: 15 } });
  const cabin = findings.find((f) => f.rule === 'enum-in-description')!;
  assert.match(cabin.message, /\["economy","business","first"\]/);
});

test('book_flight strict version has no error-level finding', () => {
  const { findings, tools } = lint(fixture('book_flight.strict.json'), { path: 'book_flight.json' });
  assert.equal(tools.length, 1);
  assert.deepEqual(findings.filter((f) => f.severity === 'error'), []);
  assert.equal(findings.some((f) => f.rule === 'not-strict' || f.rule === 'numeric-bounds' || f.rule === 'enum-in-description'), false);
});

test('cookbook calibration: get_current_weather costs 68 +/- 2 tokens on gpt-4o and 71 +/- 2 on gpt-4', () => {
  const tool = {
    type: 'function',
    function: {
      name: 'get_current_weather',
      description: 'Get the current weather in a given location',
      parameters: {
        type: 'object',
        properties: {
          location: { type: 'string', description: 'The city and state, e.g. San Francisco, CA' },
          unit: { type: 'string', description: 'The unit of temperature to return', enum: ['celsius', 'fahrenheit'] },
        },
        required: ['location'],
      },
    },
  };
  const gpt4o = describeToolSchema(tool).tokensByTarget.openai;
  assert.equal(gpt4o.encoding, 'o200k_base');
  // A request with this one tool pays perRequest + perTool (DESIGN.md): the API measured 68 for the tool part.
  assert.ok(Math.abs(gpt4o.perRequest + gpt4o.perTool - 68) <= 2, `gpt-4o: ${gpt4o.perRequest} + ${gpt4o.perTool}`);
  const gpt4 = describeToolSchema(tool, { config: { model: 'gpt-4' } }).tokensByTarget.openai;
  assert.equal(gpt4.encoding, 'cl100k_base');
  assert.ok(Math.abs(gpt4.perRequest + gpt4.perTool - 71) <= 2, `gpt-4: ${gpt4.perRequest} + ${gpt4.perTool}`);
  // the heuristic over the JSON lands far above, as the cookbook says
  assert.ok(describeToolSchema(tool).tokensByTarget.heuristic > 80);
});

test('describeToolSchemas sums per-tool costs plus one per-request cost', () => {
  const a = { name: 'a_tool', description: 'First tool', inputSchema: { type: 'object', properties: { q: { type: 'string', description: 'Query' } } } };
  const b = { name: 'b_tool', description: 'Second tool with a longer description', inputSchema: { type: 'object' } };
  const one = describeToolSchemas([a]);
  const both = describeToolSchemas([a, b]);
  assert.equal(both.tools.length, 2);
  const perRequest = both.tools[0]!.tokensByTarget.openai.perRequest;
  assert.equal(both.tokens, perRequest + both.tools[0]!.tokens + both.tools[1]!.tokens);
  assert.ok(both.tokens > one.tokens);
  assert.equal(both.issueCount, both.tools.reduce((n, t) => n + t.issues.length, 0));
  assert.equal(both.tools[0]!.schemaHash, one.tools[0]!.schemaHash);
  assert.notEqual(both.tools[0]!.schemaHash, both.tools[1]!.schemaHash);
  assert.throws(() => describeToolSchema({ hello: 'world' }), /not a recognised tool definition/);
});

test('schemaHash ignores key order and formatting but not content', () => {
  const h1 = lint('{"name":"t","description":"d","inputSchema":{"type":"object","properties":{"a":{"type":"string"}}}}').tools[0]!.schemaHash;
  const h2 = lint('{\n "inputSchema": {"properties": {"a": {"type": "string"}}, "type": "object"},\n "description": "d", "name": "t"}').tools[0]!.schemaHash;
  const h3 = lint('{"name":"t","description":"d2","inputSchema":{"type":"object","properties":{"a":{"type":"string"}}}}').tools[0]!.schemaHash;
  assert.equal(h1, h2);
  assert.notEqual(h1, h3);
  assert.match(h1, /^[0-9a-f]{16}$/);
});

const SHAPES: [string, string, string][] = [
  ['openai-chat', '[{"type":"function","function":{"name":"f","parameters":{"type":"object"}}}]', '/0'],
  ['openai-responses', '{"tools":[{"type":"function","name":"f","parameters":{"type":"object"},"strict":true}]}', '/tools/0'],
  ['openai-function', '{"functions":[{"name":"f","description":"d","parameters":{"type":"object"}}]}', '/functions/0'],
  ['anthropic', '{"tools":[{"name":"f","input_schema":{"type":"object"}}]}', '/tools/0'],
  ['mcp', '{"result":{"tools":[{"name":"f","inputSchema":{"type":"object"}}]}}', '/result/tools/0'],
  ['gemini', '{"tools":[{"functionDeclarations":[{"name":"f","parameters":{"type":"OBJECT"}}]}]}', '/tools/0/functionDeclarations/0'],
  ['gemini-json-schema', '{"function_declarations":[{"name":"f","parametersJsonSchema":{"type":"object"}}]}', '/function_declarations/0'],
  ['bedrock', '{"toolConfig":{"tools":[{"toolSpec":{"name":"f","description":"d","inputSchema":{"json":{"type":"object"}}}}]}}', '/toolConfig/tools/0'],
  ['vscode', '{"name":"ext","contributes":{"languageModelTools":[{"name":"f","modelDescription":"d","inputSchema":{"type":"object"}}]}}', '/contributes/languageModelTools/0'],
];

for (const [shape, text, pointer] of SHAPES) {
  test(`finds a ${shape} tool at ${pointer}`, () => {
    const tools = findTools(text);
    assert.equal(tools.length, 1);
    assert.equal(tools[0]!.shape, shape);
    assert.equal(tools[0]!.pointer, pointer);
    assert.equal(tools[0]!.name, 'f');
  });
}

test('the tool shape adds its own target', () => {
  const gemini = lint(SHAPES[5]![1]).tools[0]!;
  assert.deepEqual(gemini.targets, ['openai-strict', 'anthropic', 'google', 'google-openapi']);
  const mcp = lint(SHAPES[4]![1]).tools[0]!;
  assert.ok(mcp.targets.includes('mcp'));
  const onlyOpenai = lint(SHAPES[4]![1], { config: { targets: ['openai'] } }).tools[0]!;
  assert.deepEqual(onlyOpenai.targets, ['openai']);
});

test('documents without tools produce nothing', () => {
  const pkg = JSON.stringify({ name: 'app', version: '1.0.0', scripts: { test: 'node --test' }, dependencies: { a: '1' }, contributors: [{ name: 'x', email: 'y' }] }, null, 2);
  const tsconfig = '{\n  // comment\n  "compilerOptions": { "strict": true, "paths": { "a": ["b"] } },\n  "include": ["src"],\n}\n';
  for (const text of [pkg, tsconfig, '[]', '{}', '', '   ']) {
    const r = lint(text, { path: 'package.json' });
    assert.deepEqual(r.tools, []);
    assert.deepEqual(r.findings, [], text);
  }
});

test('JSON lines: one record per line, pointers count records, ranges on the right line', () => {
  const text = [
    '{"id":1,"function":[{"name":"a.b","description":"x","parameters":{"type":"dict","properties":{}}}]}',
    '',
    '{"id":2,"function":[{"name":"c","description":"y","parameters":{"type":"object","properties":{"n":{"type":"float","description":"n"}}}}]}',
  ].join('\n');
  const r = lint(text, { path: 'data.json' });
  assert.equal(r.tools.length, 2);
  assert.equal(r.tools[1]!.pointer, '/1/function/0');
  const float = r.findings.find((f) => f.rule === 'invalid-type' && f.message.includes('"float"'))!;
  assert.equal(float.pointer, '/1/function/0/parameters/properties/n/type');
  assert.equal(float.range.start.line, 2);
  assert.equal(text.split('\n')[2]!.slice(float.range.start.character, float.range.end.character), '"type"');
});

test('tools inside a JSON string are found and ranges map back through escapes', () => {
  const inner = JSON.stringify([{ name: 'calc', description: 'caf\u00e9 "quoted"', parameters: { type: 'object', properties: { x: { description: 'no type' } } } }]);
  const text = JSON.stringify([{ conversations: [], tools: inner }], null, 2);
  const r = lint(text, { path: 'glaive.json' });
  assert.equal(r.tools.length, 1);
  const f = r.findings.find((x) => x.rule === 'untyped-property')!;
  assert.ok(f, 'untyped x found');
  const line = text.split('\n')[f.range.start.line]!;
  assert.equal(line.slice(f.range.start.character, f.range.end.character), '\\"x\\"');
});

test('a broken embedded tools string is reported and the rest still checked', () => {
  const text = JSON.stringify({ a: { tools: '[{"name": "x", "parameters": {"type": "object"' }, b: { name: 't', inputSchema: { type: 'string' } } });
  const r = lint(text);
  assert.ok(r.findings.some((f) => f.rule === 'json-parseable' && /inside a JSON string/.test(f.message)));
  assert.ok(r.findings.some((f) => f.rule === 'root-not-object'));
});

test('findings for several targets are merged into one listing them', () => {
  const text = '{"name":"t","description":"d","inputSchema":{"type":"object","properties":{"a":{"type":"str","description":"a"}}}}';
  const r = lint(text, { config: { targets: ['openai-strict', 'anthropic', 'mcp'] } });
  const invalid = r.findings.filter((f) => f.rule === 'invalid-type');
  assert.equal(invalid.length, 1);
  assert.deepEqual(invalid[0]!.targets, ['openai-strict', 'anthropic', 'mcp']);
});

test('severity overrides and "off" apply', () => {
  const text = fixture('book_flight.json');
  const r = lint(text, { config: { rules: { 'optional-not-required': 'warning', 'numeric-bounds': 'off' } } });
  assert.ok(r.findings.filter((f) => f.rule === 'optional-not-required').every((f) => f.severity === 'warning'));
  assert.equal(r.findings.some((f) => f.rule === 'numeric-bounds'), false);
});

test('target-conflict replaces two contradicting findings', () => {
  const text = '{"functionDeclarations":[{"name":"f","description":"d","parameters":{"type":"object","properties":{"a":{"type":"string","description":"a"}},"required":["a"]}}]}';
  const without = lint(text, { config: { targets: ['openai-strict', 'shape'] } });
  assert.equal(without.findings.filter((f) => f.rule === 'target-conflict').length, 1);
  assert.equal(without.findings.some((f) => f.rule === 'missing-additional-properties-false'), false);
  const withAp = lint(text.replace('"required":["a"]', '"required":["a"],"additionalProperties":false'), { config: { targets: ['openai-strict', 'shape'] } });
  assert.equal(withAp.findings.some((f) => f.rule === 'unsupported-keyword' && f.message.includes('additionalProperties')), false);
  assert.equal(withAp.findings.filter((f) => f.rule === 'target-conflict').length, 1);
  // each target alone still reports its own side
  assert.ok(lint(text, { config: { targets: ['openai-strict'] } }).findings.some((f) => f.rule === 'missing-additional-properties-false'));
});

test('a shared cache gives identical findings and reuses results', () => {
  const cache = new Map();
  const text = fixture('book_flight.json');
  const a = lint(text, { cache });
  const size = cache.size;
  const b = lint(text, { cache });
  assert.equal(cache.size, size);
  assert.deepEqual(b.findings, a.findings);
});

test('toollint-disable-next-line comments silence the named rules on the next line', () => {
  const text = [
    '{',
    '  "name": "t",',
    '  "description": "d",',
    '  "inputSchema": {',
    '    "type": "object",',
    '    "properties": {',
    '      // toollint-disable-next-line untyped-property, description-missing',
    '      "a": {},',
    '      // toollint-disable-next-line',
    '      "b": {},',
    '      // toollint-disable-next-line numeric-bounds',
    '      "c": {}',
    '    }',
    '  }',
    '}',
  ].join('\n');
  const on = (key: string) => lint(text, { config: { targets: ['anthropic'] } }).findings.filter((f) => f.pointer.endsWith(`/properties/${key}`)).map((f) => f.rule);
  assert.deepEqual(on('a'), []);
  assert.deepEqual(on('b'), []);
  assert.deepEqual(on('c').sort(), ['description-missing', 'untyped-property']);
});

test('describeToolSchema(s) say in words why a value cannot be sent as JSON: a cycle or a BigInt, with where', () => {
  const cyclic: Record<string, unknown> = { name: 't', description: 'd', inputSchema: { type: 'object', properties: {} } };
  (cyclic.inputSchema as { properties: Record<string, unknown> }).properties.self = cyclic;
  assert.throws(() => describeToolSchema(cyclic), { name: 'TypeError', message: /`inputSchema\.properties\.self` refers back to an object that contains it/ });
  const big = { name: 't', description: 'd', inputSchema: { type: 'object', properties: { n: { type: 'integer', default: 10n } } } };
  assert.throws(() => describeToolSchemas([big]), { name: 'TypeError', message: /describeToolSchemas: `\[0\]\.inputSchema\.properties\.n\.default` is a BigInt/ });
  // An object used twice without a cycle is fine.
  const shared = { type: 'string', description: 's' };
  const ok = describeToolSchema({ name: 't', description: 'd', inputSchema: { type: 'object', properties: { a: shared, b: shared } } });
  assert.equal(ok.name, 't');
});
