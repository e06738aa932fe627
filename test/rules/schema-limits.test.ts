import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lint, type ToollintConfig } from '../../shared/src/index';
import { range, ruleRunner } from './helpers';

const RULE = 'schema-limits';
const run = ruleRunner(RULE);

/** An MCP tool whose objects nest `levels` deep: the root, then l2..l<levels>, one level a line from line 5. */
function nested(levels: number): string {
  const lines = ['{', '  "name": "deep",', '  "description": "Deep.",', '  "inputSchema": {', '    "type": "object",'];
  for (let i = 2; i <= levels; i++) {
    const indent = ' '.repeat(4 + 2 * (i - 2));
    lines.push(i < levels ? `${indent}"properties": { "l${i}": { "type": "object",` : `${indent}"properties": { "l${i}": { "type": "object" } }`);
  }
  for (let i = levels - 1; i >= 2; i--) lines.push(' '.repeat(4 + 2 * (i - 2)) + '} }');
  lines.push('  }', '}');
  return lines.join('\n');
}

test('objects nested 11 deep are reported for openai-strict at the deepest object', () => {
  const found = run(nested(11), { targets: ['openai-strict', 'anthropic', 'bedrock'] });
  assert.equal(found.length, 1);
  const [f] = found;
  const path = Array.from({ length: 10 }, (_, i) => `/properties/l${i + 2}`).join('');
  assert.equal(f!.pointer, `/inputSchema${path}`);
  // line 14: 22 spaces, then '"properties": { "l11"'
  assert.deepEqual(f!.range, range(14, 38, 14, 43));
  assert.equal(f!.severity, 'error');
  assert.deepEqual(f!.targets, ['openai-strict']);
  assert.match(f!.message, /11 levels.*allows 10/);
});

test('10 levels are fine, and targets without limits never complain about depth', () => {
  assert.deepEqual(run(nested(10), { targets: ['openai-strict'] }), []);
  assert.deepEqual(run(nested(11), { targets: ['openai', 'anthropic', 'anthropic-strict', 'google', 'google-openapi', 'bedrock', 'mcp'] }), []);
});

test('a schema nested beyond what can be analysed is reported for every target, at the schema', () => {
  const levels = 52;
  const lines = ['{', '  "toolSpec": {', '    "name": "abyss",', '    "description": "Very deep.",', '    "inputSchema": {', '      "json": { "type": "object",'];
  for (let i = 1; i < levels; i++) lines.push(`"properties": { "p${i}": { "type": "object",`);
  lines.push('"properties": {}');
  for (let i = 1; i < levels; i++) lines.push('} }');
  lines.push('      }', '    }', '  }', '}');
  const found = run(lines.join('\n'), { targets: ['bedrock', 'mcp'] });
  assert.equal(found.length, 1);
  assert.equal(found[0]!.pointer, '/toolSpec/inputSchema/json');
  assert.deepEqual(found[0]!.range, range(5, 6, 5, 12));
  assert.deepEqual(found[0]!.targets, ['bedrock', 'mcp']);
  assert.match(found[0]!.message, /more than 100 levels/);
});

function mcpWith(properties: string[]): string {
  return ['{', '  "name": "big",', '  "description": "Big.",', '  "inputSchema": {', '    "type": "object",', '    "properties": {', ...properties, '    }', '  }', '}'].join('\n');
}

test('more than 5000 properties in total are reported at the schema', () => {
  const props = Array.from({ length: 5001 }, (_, i) => `      "p${i}": { "type": "string" }${i < 5000 ? ',' : ''}`);
  const found = run(mcpWith(props), { targets: ['openai-strict', 'mcp'] });
  assert.equal(found.length, 1);
  assert.equal(found[0]!.pointer, '/inputSchema');
  assert.deepEqual(found[0]!.range, range(3, 2, 3, 15));
  assert.deepEqual(found[0]!.targets, ['openai-strict']);
  assert.match(found[0]!.message, /5001 properties/);
  assert.deepEqual(run(mcpWith(props.slice(0, 5000).map((p, i) => (i === 4999 ? p.replace(/,$/, '') : p))), { targets: ['openai-strict'] }), []);
});

test('more than 1000 enum values in total are reported at the schema', () => {
  const values = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i).join(', ');
  const text = mcpWith([`      "a": { "type": "integer", "enum": [${values(0, 600)}] },`, `      "b": { "type": "integer", "enum": [${values(0, 401)}] }`]);
  const found = run(text, { targets: ['openai-strict'] });
  assert.equal(found.length, 1);
  assert.equal(found[0]!.pointer, '/inputSchema');
  assert.match(found[0]!.message, /1001 enum values/);
  assert.deepEqual(run(text.replace(', 400]', ']'), { targets: ['openai-strict'] }), []);
});

test('a string enum of more than 250 values over 15,000 characters is reported at its "enum" key', () => {
  const value = (i: number) => `"${String(i).padStart(3, '0')}${'v'.repeat(57)}"`; // 60 characters each
  const list = Array.from({ length: 251 }, (_, i) => value(i)).join(', ');
  const text = mcpWith(['      "mode": {', '        "type": "string",', `        "enum": [${list}]`, '      }']);
  const found = run(text, { targets: ['openai-strict', 'anthropic'] });
  assert.equal(found.length, 1);
  assert.equal(found[0]!.pointer, '/inputSchema/properties/mode/enum');
  assert.deepEqual(found[0]!.range, range(8, 8, 8, 14));
  assert.deepEqual(found[0]!.targets, ['openai-strict']);
  assert.match(found[0]!.message, /251 string values totalling 15060/);
  // 250 values (15,000 characters) are fine.
  assert.deepEqual(run(text.replace(`, ${value(250)}`, ''), { targets: ['openai-strict'] }), []);
});

test('more than 120,000 characters of names and enum values are reported at the schema', () => {
  const list = Array.from({ length: 400 }, (_, i) => `"${String(i).padStart(3, '0')}${'c'.repeat(298)}"`).join(', '); // 400 x 301
  const text = mcpWith([`      "choice": { "type": "string", "enum": [${list}] }`]);
  const found = run(text, { targets: ['openai-strict'] });
  // 400 x 301 characters of enum values plus the 6 of "choice"; the enum is also a large enum.
  assert.deepEqual(found.map((f) => f.pointer), ['/inputSchema', '/inputSchema/properties/choice/enum']);
  assert.match(found[0]!.message, /add up to 120406 characters/);
  assert.deepEqual(found[0]!.targets, ['openai-strict']);
});

/** A {"tools": [...]} list of Anthropic tools, one a line from line 2. */
function anthropicList(schemas: string[]): string {
  const lines = ['{', '  "tools": ['];
  schemas.forEach((s, i) => lines.push(`    { "name": "t${i}", "description": "T.", "input_schema": ${s} }${i < schemas.length - 1 ? ',' : ''}`));
  lines.push('  ]', '}');
  return lines.join('\n');
}
const closed = '{ "type": "object", "additionalProperties": false }';

test('the 21st strict Anthropic tool in one request is reported at its name', () => {
  const text = anthropicList(Array.from({ length: 21 }, () => closed));
  const found = run(text, { targets: ['anthropic-strict', 'openai-strict'] });
  assert.equal(found.length, 1);
  assert.equal(found[0]!.pointer, '/tools/20/name');
  // line 22: '    { "name": "t20", ...'
  assert.deepEqual(found[0]!.range, range(22, 14, 22, 19));
  assert.deepEqual(found[0]!.targets, ['anthropic-strict']);
  assert.equal(found[0]!.tool, 't20');
  assert.match(found[0]!.message, /21 strict tools/);
  assert.deepEqual(run(anthropicList(Array.from({ length: 20 }, () => closed)), { targets: ['anthropic-strict'] }), []);
  // Only anthropic-strict counts tools per request.
  assert.deepEqual(run(text, { targets: ['anthropic', 'openai-strict'] }), []);
});

test('the tool that brings a request over 24 optional parameters is reported', () => {
  const five = '{ "type": "object", "additionalProperties": false, "properties": { "a": { "type": "string" }, "b": { "type": "string" }, "c": { "type": "string" }, "d": { "type": "string" }, "e": { "type": "string" } } }';
  const found = run(anthropicList([five, five, five, five, five]), { targets: ['anthropic-strict'] });
  assert.equal(found.length, 1);
  assert.equal(found[0]!.pointer, '/tools/4/name');
  assert.deepEqual(found[0]!.range, range(6, 14, 6, 18));
  assert.match(found[0]!.message, /25 optional parameters/);
  assert.deepEqual(run(anthropicList([five, five, five, five]), { targets: ['anthropic-strict'] }), []);
});

test('the tool that brings a request over 16 union-typed parameters is reported', () => {
  const names = Array.from({ length: 17 }, (_, i) => `u${i}`);
  const unions = `{ "type": "object", "additionalProperties": false, "required": [${names.map((n) => `"${n}"`).join(', ')}], "properties": { ${names.map((n) => `"${n}": { "type": ["string", "null"] }`).join(', ')} } }`;
  const found = run(anthropicList([closed, unions]), { targets: ['anthropic-strict'] });
  assert.equal(found.length, 1);
  assert.equal(found[0]!.pointer, '/tools/1/name');
  assert.match(found[0]!.message, /17 union-typed parameters/);
});

test('an enum that holds objects (even one with a "toString" key) is counted by its JSON text, and real limits still show', () => {
  const values: unknown[] = [{ toString: 1 }, { a: [1, 2] }, ...Array.from({ length: 1001 }, (_, i) => `v${i}`)];
  const text = JSON.stringify({ name: 't', description: 'd', inputSchema: { type: 'object', properties: { a: { description: 'a', enum: values } }, required: ['a'], additionalProperties: false } });
  const r = lint(text, { config: { targets: ['openai-strict'] } });
  assert.ok(!r.findings.some((f) => /could not finish/.test(f.message)), JSON.stringify(r.findings.map((f) => f.message)));
  assert.ok(r.findings.some((f) => f.rule === RULE && /1003 enum values in total/.test(f.message)));
});
