// Auto-strict never loses a byte it does not need to touch (numbers, comments, descriptions), edits the key lint
// reads, maps offsets inside JSON strings exactly, and stays linear on minified files.
import { parseTree, type ParseError } from 'jsonc-parser';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { describeNode } from '../shared/src/fix/ops';
import { fix, lint, type ToollintConfig } from '../shared/src/index';

const strict: ToollintConfig = { targets: ['openai-strict'] };

function parses(text: string): unknown {
  const errors: ParseError[] = [];
  parseTree(text, errors, { allowTrailingComma: true });
  assert.deepEqual(errors, [], 'the fixed text parses');
  return JSON.parse(text.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, ''));
}

/** `n` OpenAI tools as minified JSON on one line, each with a default, an optional field and an open object. */
function minified(n: number): string {
  const tools = [];
  for (let i = 0; i < n; i++) {
    tools.push({ type: 'function', function: { name: `tool_${i}`, description: `Tool number ${i}`, parameters: { type: 'object', properties: { q: { type: 'string', description: 'query', default: 'x' }, n: { type: 'integer', description: 'count' } }, required: ['q'] } } });
  }
  return JSON.stringify(tools);
}

/** The characters jsonc-parser's parseTree reads while `run` runs: a measure of the work that does not depend on time. */
function parsedChars(run: () => void): number {
  const jsonc = createRequire(__filename)('jsonc-parser') as { parseTree: (text: string, ...rest: unknown[]) => unknown };
  const original = jsonc.parseTree;
  let chars = 0;
  jsonc.parseTree = (text, ...rest) => {
    chars += text.length;
    return original(text, ...rest);
  };
  try {
    run();
  } finally {
    jsonc.parseTree = original;
  }
  return chars;
}

test('a minified tool list of about 1 MB on one line is fixed whole, reading the text a few times, not once per tool (each tool used to be parsed with its line up to it: quadratic)', () => {
  const text = minified(4200);
  assert.ok(text.length > 1_000_000 && !text.includes('\n'));
  let r!: ReturnType<typeof fix>;
  const chars = parsedChars(() => (r = fix(text, { config: strict })));
  // The document once for lint, each tool about once more for its fixed text (it was 150 times the file at 300 tools).
  assert.ok(chars < 4 * text.length, `parsed ${chars} characters for a ${text.length}-character file`);
  const out = parses(r.text) as { function: { strict: boolean; parameters: { required: string[]; additionalProperties: boolean; properties: { q: { description: string } } } } }[];
  assert.equal(out.length, 4200);
  for (const t of out) {
    assert.equal(t.function.strict, true);
    assert.deepEqual(t.function.parameters.required, ['q', 'n']);
    assert.equal(t.function.parameters.additionalProperties, false);
    assert.equal(t.function.parameters.properties.q.description, 'query. Default: "x".');
  }
  assert.ok(!r.text.includes('\n'), 'still one line');
  assert.equal(r.edits.length, 4200 * 5);
});

test('one tool with thousands of properties is fixed in one batch of edits (each edit used to copy the tool and walk every earlier edit)', () => {
  const properties: Record<string, unknown> = {};
  for (let i = 0; i < 16_000; i++) properties[`p${i}`] = { type: 'string', description: 'd', default: 'x' };
  const text = JSON.stringify([{ type: 'function', function: { name: 'big', description: 'Big', parameters: { type: 'object', properties } } }]);
  const out = parses(fix(text, { config: strict }).text) as { function: { parameters: { required: string[]; properties: Record<string, { description: string; default?: unknown }> } } }[];
  const params = out[0]!.function.parameters;
  assert.equal(params.required.length, 16_000);
  for (const p of Object.values(params.properties)) assert.deepEqual(p, { type: ['string', 'null'], description: 'd. Default: "x".' });
});

const tool = (schema: string) => `{"name":"t","description":"d","inputSchema":${schema}}`;

test('numbers are copied as written: a moved default, a const made an enum, a keyword moved into the description, a wrapped schema', () => {
  const big = tool('{"type":"object","properties":{"n":{"type":"number","description":"n","default":9007199254740993,"maximum":1e400,"minimum":-18446744073709551615}},"required":["n"],"additionalProperties":false}');
  const moved = fix(big, { config: strict });
  assert.match(moved.text, /"description":"n\. Default: 9007199254740993\.","maximum":1e400,"minimum":-18446744073709551615\}/);
  const finding = lint(big, { config: strict }).findings.find((f) => f.rule === 'no-defaults')!;
  assert.equal(finding.fix!.title, 'Move the default into the description ("Default: 9007199254740993.")');
  const keywords = fix(big, { config: { targets: ['anthropic-strict'] } }).text;
  assert.match(keywords, /"description":"n\. maximum: 1e400\. minimum: -18446744073709551615\.","default":9007199254740993\}/);
  const constant = tool('{"type":"object","properties":{"k":{"type":"integer","description":"k","const":18446744073709551615}},"required":["k"]}');
  assert.match(fix(constant, { config: { targets: ['google-openapi'] } }).text, /"enum":\[18446744073709551615\]/);
  // A list or an object of values keeps every number's digits too (a key written twice: the last value, first place).
  const values = '[1.50, {"a": 1e400, "b": "\\u00e9", "a": 18446744073709551615}]';
  assert.equal(describeNode(parseTree(values)!, values), '[1.50,{"a":18446744073709551615,"b":"é"}]');
  const wrapped = tool('{"type":"object","properties":{"n":{"$ref":"#/$defs/x","description":"n","minimum":18446744073709551615}},"$defs":{"x":{"type":"integer"}},"additionalProperties":false}');
  assert.match(fix(wrapped, { config: strict }).text, /"n":\{"description":"n","anyOf":\[\{"\$ref":"#\/\$defs\/x","minimum":18446744073709551615\},\{"type":"null"\}\]\}/);
});

test('comments stay when a key is removed or a schema is wrapped, in JSONC', () => {
  const text = `{
  "name": "t",
  "description": "d",
  "inputSchema": {
    "type": "object",
    "properties": {
      "n": {
        "type": "integer",
        "description": "n",
        "default": 5, // five
        // toollint-disable-next-line unsupported-format
        "format": "int32"
      },
      "when": {
        "$ref": "#/$defs/Date", // the shared date
        /* a long
           block comment */
        "description": "When"
      },
      "k": { "type": "string", "description": "k", "format": "uri" /* after */, "enum": ["a"] }
    },
    "additionalProperties": false,
    "$defs": { "Date": { "type": "string", "description": "date" } }
  }
}
`;
  const out = fix(text, { path: 'tools.jsonc', config: { targets: ['openai-strict', 'anthropic-strict'] } }).text;
  parses(out);
  for (const comment of ['// five', '// toollint-disable-next-line unsupported-format', '// the shared date', '/* a long\n           block comment */', '/* after */']) assert.ok(out.includes(comment), comment);
  // The disable comment still stands right above the key it was meant for.
  assert.match(out, /\n {8}\/\/ five\n {8}\/\/ toollint-disable-next-line unsupported-format\n {8}"format": "int32"\n/);
  assert.ok(!out.includes('"default"') && !out.includes('"format": "uri"'));
  assert.match(out, /"description": "k\. format: uri\.", \/\* after \*\/ "enum": \["a", null\] \}/);
  // The wrapped schema is its own text, one level deeper.
  assert.match(out, /"anyOf": \[\n {10}\{\n {12}"\$ref": "#\/\$defs\/Date" \/\/ the shared date\n {12}\/\* a long\n {11}block comment \*\/\n {10}\},\n {10}\{\n {12}"type": "null"\n {10}\}\n {8}\]/);
  assert.equal(fix(out, { path: 'tools.jsonc', config: { targets: ['openai-strict', 'anthropic-strict'] } }).text, out);
});

test('comments stay when a key is removed or a schema is wrapped, in TypeScript', () => {
  const src = `export const tools = [{
  name: 't',
  description: 'd',
  inputSchema: {
    type: 'object',
    properties: {
      n: {
        type: 'integer',
        description: 'n',
        default: 5, // five
        // toollint-disable-next-line unsupported-format
        format: 'int32',
      },
      when: {
        $ref: '#/$defs/Date', // the shared date
        description: DESC,
      },
    },
    additionalProperties: false,
    $defs: { Date: { type: 'string', description: 'date' } },
  },
}];
const DESC = 'When';
`;
  const out = fix(src, { path: 'tools.ts', config: strict }).text;
  assert.match(out, /description: 'n\. Default: 5\.',\n {8}\/\/ five\n {8}\/\/ toollint-disable-next-line unsupported-format\n {8}format: 'int32',\n/);
  assert.match(out, /when: \{\n {8}description: DESC,\n {8}anyOf: \[\n {10}\{\n {12}\$ref: '#\/\$defs\/Date', \/\/ the shared date\n {10}\},/);
  assert.equal(fix(out, { path: 'tools.ts', config: strict }).text, out);
});

test('a description that is not a string is never overwritten: moving a value into it is unsafe and drops the value', () => {
  for (const description of ['42', '["a", "b"]', '{"text": "x"}']) {
    const text = tool(`{"type":"object","properties":{"n":{"type":"integer","description":${description},"default":5}},"required":["n"],"additionalProperties":false}`);
    const finding = lint(text, { config: strict }).findings.find((f) => f.rule === 'no-defaults')!;
    assert.equal(finding.fix!.safe, false, description);
    assert.match(finding.fix!.title, /\(unsafe: the description is not a string, so the value is dropped, not moved into it\)$/);
    assert.equal(fix(text, { config: strict }).text, text, 'a safe fix leaves it alone');
    const unsafe = fix(text, { config: strict, unsafe: true }).text;
    assert.equal(unsafe, text.replace(',"default":5', ''), description);
  }
});

test('duplicate keys: lint and fix use the last copy, every copy of a removed key goes, and the earlier copy is reported', () => {
  const text = tool('{"type":"object","properties":{"a":{"type":"string","description":"a"},"b":{"type":"string","description":"b","default":"x","default":"y"}},"required":["a","b"],"required":["a"],"additionalProperties":false}');
  const findings = lint(text, { config: strict }).findings;
  const dups = findings.filter((f) => f.rule === 'json-parseable');
  assert.deepEqual(dups.map((f) => [f.pointer, f.severity, text.slice(f.span.offset, f.span.offset + f.span.length)]), [
    ['/inputSchema/properties/b/default', 'warning', '"default"'],
    ['/inputSchema/required', 'warning', '"required"'],
  ]);
  assert.equal(dups[1]!.message, 'Duplicate key "required": only the last one counts (JSON.parse and the providers read that one; some other parsers read the first). Remove this copy.');
  assert.equal(dups[1]!.span.offset, text.indexOf('"required"'), 'the earlier copy');
  const out = fix(text, { config: strict }).text;
  const schema = (JSON.parse(out) as { inputSchema: { required: string[]; properties: { b: unknown } } }).inputSchema;
  assert.deepEqual(schema.required, ['a', 'b'], 'b is required where lint reads required');
  assert.deepEqual(schema.properties.b, { type: ['string', 'null'], description: 'b. Default: "y".' });
  assert.ok(!out.includes('"default"'), 'both copies of default are gone');
  assert.ok(out.includes('"required":["a","b"],"required":["a","b"]'), 'the earlier copy is left as written (reported)');
  assert.equal(fix(out, { config: strict }).text, out);
  // Findings point at the copy that counts.
  const typed = tool('{"type":"object","properties":{"a":{"type":"strng","description":"a","type":"string"}},"required":["a"],"additionalProperties":false}');
  assert.deepEqual(lint(typed, { config: strict }).findings.map((f) => f.rule), ['json-parseable']);
});

test('tools inside a JSON string with escapes jsonc-parser drops (\\q, \\u12) or decodes (\\u00e9, \\") are edited at the right place', () => {
  const inner = '[{"name":"a","description":"d","parameters":{"type":"object","properties":{"w":{"type":"string","description":"x"},"v":{"type":"string","description":"y"}},"required":[]}}]';
  const literal = JSON.stringify(inner).replace('\\"x\\"', '\\"caf\\u00e9 \\\\\\"q\\\\\\" \\q\\"').replace('\\"y\\"', '\\"\\q\\u12zz\\"');
  const text = `{"tools": ${literal}}`;
  const decoded = (t: string) => {
    const errors: ParseError[] = [];
    const root = parseTree(t, errors)!;
    return { errors: errors.map((e) => e.error), inner: root.children![0]!.children![1]!.value as string };
  };
  const before = decoded(text);
  const out = fix(text, { config: strict }).text;
  const after = decoded(out);
  assert.deepEqual(after.errors, before.errors, 'only the escapes that were already invalid');
  assert.deepEqual(JSON.parse(after.inner), [
    { name: 'a', description: 'd', parameters: { type: 'object', properties: { w: { type: ['string', 'null'], description: 'café "q" ' }, v: { type: ['string', 'null'], description: 'zz' } }, required: ['w', 'v'], additionalProperties: false } },
  ]);
  // The escapes are kept as written.
  assert.ok(out.includes('\\"caf\\u00e9 \\\\\\"q\\\\\\" \\q\\"') && out.includes('\\"\\q\\u12zz\\"'));
});

test('a free-form object (no properties listed) is closed only by an unsafe fix; an explicit empty properties is closed safely', () => {
  const text = tool('{"type":"object","properties":{"m":{"type":"object","description":"free"},"e":{"type":"object","description":"empty","properties":{},"required":[]}},"required":["m","e"],"additionalProperties":false}');
  const findings = lint(text, { config: strict }).findings.filter((f) => f.rule === 'missing-additional-properties-false');
  const free = findings.find((f) => f.pointer.endsWith('/m'))!;
  assert.equal(free.fix!.safe, false);
  assert.match(free.fix!.title, /unsafe: it lists no properties, so the model could then send only \{\}/);
  assert.equal(findings.find((f) => f.pointer.endsWith('/e'))!.fix!.safe, true);
  const out = fix(text, { config: strict }).text;
  assert.ok(out.includes('"m":{"type":"object","description":"free"}'));
  assert.ok(out.includes('"properties":{},"required":[],"additionalProperties":false}'));
  assert.ok(fix(text, { config: strict, unsafe: true }).text.includes('"m":{"type":"object","description":"free","additionalProperties":false}'));
});
