// Auto-strict never loses a byte it does not need to touch (numbers, comments, descriptions), edits the key lint
// reads, maps offsets inside JSON strings exactly, and stays linear on minified files.
import fc from 'fast-check';
import { createScanner, parseTree, type ParseError } from 'jsonc-parser';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { describeNode } from '../shared/src/fix/ops';
import { syntaxErrors } from '../shared/src/sources/typescript/parser';
import { applyTextEdits, fix, lint, type ToollintConfig } from '../shared/src/index';

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
  assert.equal(applyTextEdits(text, r.edits), r.text, 'the edits make the text');
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

test('a comment inside a removed member (between its key and its value) stays where the member was, in JSON and TypeScript', () => {
  const json = tool('{"type":"object","properties":{"n":{"type":"integer","description":"n","default": /* why 5 */ 5, "minimum": 1}},"required":["n"],"additionalProperties":false}');
  assert.match(fix(json, { config: strict }).text, /"description":"n\. Default: 5\.",\/\* why 5 \*\/ "minimum": 1\}/);
  const line = tool('{"type":"object","properties":{"n":{"type":"integer","description":"n","default": // why\n 5}},"required":["n"],"additionalProperties":false}');
  const out = fix(line, { config: strict }).text;
  parses(out);
  assert.match(out, /"description":"n\. Default: 5\." \/\/ why\n\}\}/);
  const ts = "export const t = [{ name: 't', description: 'd', inputSchema: { type: 'object', properties: { n: { type: 'integer', description: 'n', default: /* 'http://x' */ 5, format: 'int32' } }, required: ['n'], additionalProperties: false } }];\n";
  assert.match(fix(ts, { path: 't.ts', config: strict }).text, /description: 'n\. Default: 5\. format: int32\.' \/\* 'http:\/\/x' \*\/ \} \}/);
});

test('a member added after one whose line ends with a comment goes below the comment; an empty container keeps its comments', () => {
  const text = `{
  "name": "t",
  "description": "d",
  "inputSchema": {
    "type": "object",
    "properties": {
      "o": {
        "type": "object",
        "description": "o",
        "properties": { "k": { "type": "string", "description": "k" } } // the keys
      },
      "e": { "type": "object", "description": "e", "properties": { /* none yet */ } }
    },
    "required": [
      "o" // first
    ]
  }
}
`;
  const out = fix(text, { path: 'tools.jsonc', config: strict }).text;
  parses(out);
  assert.ok(out.includes('"description": "k" } }, // the keys\n        "additionalProperties": false,\n'), out);
  assert.ok(out.includes('"required": [\n      "o", // first\n      "e"\n    ]'), out);
  assert.ok(out.includes('"properties": { /* none yet */ }, "additionalProperties": false, "required": [] }'), out);
  const empty = tool('{"type":"object","properties":{"n":{"type":"string","description":"n"}},"required":[ /* to do */ ],"additionalProperties":false}');
  assert.match(fix(empty, { config: strict }).text, /"required":\[ \/\* to do \*\/ "n"\]/);
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

// ---- Property: random tool files with comments, duplicate keys, big numbers and escapes lose nothing ----

/** A JSON value as text, with what the file must keep: its literals (where they count) and its comments. */
interface Written {
  text: string;
  /** Number and string literals as written, outside dead copies of duplicate keys. */
  literals: string[];
  comments: string[];
}

const NUMBERS = ['18446744073709551615', '1e400', '9007199254740993', '-0.0', '1.50', '1E+2', '-12345678901234567890.5', '0', '3'];
const STRINGS = ['"caf\\u00e9"', '"say \\"hi\\""', '"tab\\there"', '"\\ud83d\\ude00 smile"', '"a\\/b"', '"line\\nbreak"', '"plain"', '"x\\\\y"', '"\\u0041BC"'];

let commentCounter = 0;
/** A unique comment, so that each one can be found again. */
const comment = (line: boolean) => (line ? `// c${++commentCounter} note` : `/* c${++commentCounter} */`);

interface Member {
  key: string;
  value: Written;
  /** An earlier copy of a key written again later: JSON.parse ignores it. */
  dead?: boolean;
}

/** Gaps between members: nothing, a blank, or a comment (a line comment only where a line break follows). */
type Gap = 0 | 1 | 2 | 3;

function object(members: Member[], gaps: Gap[], multiline: boolean, indent: string): Written {
  const literals: string[] = [];
  const comments: string[] = [];
  const inner = indent + '  ';
  const parts: string[] = [];
  members.forEach((m, i) => {
    const g = gaps[i % gaps.length] ?? 0;
    let before = '';
    if (g === 2) {
      const c = comment(false);
      comments.push(c);
      before = `${c} `;
    } else if (g === 3 && multiline) {
      const c = comment(true);
      comments.push(c);
      before = `${c}\n${inner}`;
    }
    const key = JSON.stringify(m.key);
    parts.push(`${multiline ? `\n${inner}` : g === 1 ? ' ' : ''}${before}${key}:${g === 1 ? ' ' : ''}${m.value.text}`);
    comments.push(...m.value.comments);
    if (!m.dead) literals.push(...m.value.literals);
  });
  const text = `{${parts.join(',')}${multiline && parts.length ? `\n${indent}` : ''}}`;
  return { text, literals, comments };
}

const scalar = (text: string, literal = true): Written => ({ text, literals: literal ? [text] : [], comments: [] });
const list = (items: Written[]): Written => ({ text: `[${items.map((i) => i.text).join(', ')}]`, literals: items.flatMap((i) => i.literals), comments: items.flatMap((i) => i.comments) });

const numberText = fc.constantFrom(...NUMBERS);
const stringText = fc.constantFrom(...STRINGS);
const gapList = fc.array(fc.constantFrom<Gap>(0, 1, 2, 3), { minLength: 1, maxLength: 4 });

/** A leaf schema's members: a type, a description, maybe a default, bounds, a const or an enum, maybe a key twice. */
const leafMembers = fc
  .record(
    {
      type: fc.constantFrom('string', 'integer', 'number', 'boolean'),
      description: stringText,
      default: fc.oneof(numberText, stringText, fc.constant('null')),
      minimum: numberText,
      maximum: numberText,
      constant: fc.oneof(numberText, stringText),
      enumValues: fc.uniqueArray(fc.oneof(numberText, stringText), { minLength: 1, maxLength: 3 }),
      dead: fc.constantFrom('type', 'description', 'default'),
    },
    { requiredKeys: ['type', 'description'] },
  )
  .map((r) => {
    const members: Member[] = [];
    if (r.dead === 'type') members.push({ key: 'type', value: scalar('"array"', false), dead: true });
    if (r.dead === 'description') members.push({ key: 'description', value: scalar('"an older description"', false), dead: true });
    if (r.dead === 'default' && r.default !== undefined) members.push({ key: 'default', value: scalar('"older default"', false), dead: true });
    members.push({ key: 'type', value: scalar(JSON.stringify(r.type), false) });
    members.push({ key: 'description', value: scalar(r.description) });
    if (r.default !== undefined) members.push({ key: 'default', value: scalar(r.default, r.default !== 'null') });
    if (r.minimum !== undefined && r.type !== 'string' && r.type !== 'boolean') members.push({ key: 'minimum', value: scalar(r.minimum) });
    if (r.maximum !== undefined && r.type !== 'string' && r.type !== 'boolean') members.push({ key: 'maximum', value: scalar(r.maximum) });
    if (r.constant !== undefined) members.push({ key: 'const', value: scalar(r.constant) });
    else if (r.enumValues) members.push({ key: 'enum', value: list(r.enumValues.map((v) => scalar(v))) });
    return members;
  });

const propertyName = fc.constantFrom('a', 'b', 'when', 'x_y', 'ünï', 'with space');

/** A root object schema: properties that are leaves or nested objects, an optional required list, comments between. */
const rootSchema = fc.record({
  leaves: fc.uniqueArray(fc.tuple(propertyName, leafMembers, gapList), { minLength: 1, maxLength: 4, selector: ([name]) => name }),
  nested: fc.boolean(),
  required: fc.constantFrom<'none' | 'some' | 'twice'>('none', 'some', 'twice'),
  closed: fc.boolean(),
  gaps: gapList,
  multiline: fc.boolean(),
});

function schemaText(r: { leaves: [string, Member[], Gap[]][]; nested: boolean; required: 'none' | 'some' | 'twice'; closed: boolean; gaps: Gap[]; multiline: boolean }, indent: string): Written {
  const inner = indent + '    ';
  const props: Member[] = r.leaves.map(([name, members, gaps]) => ({ key: name, value: object(members, gaps, r.multiline, inner) }));
  if (r.nested) {
    const [name, members, gaps] = r.leaves[0]!;
    const child = object([{ key: 'inner', value: object(members, gaps, r.multiline, inner + '    ') }], r.gaps, r.multiline, inner + '  ');
    props.push({ key: 'nested', value: object([{ key: 'type', value: scalar('"object"', false) }, { key: 'description', value: scalar(`"holds ${name}"`) }, { key: 'properties', value: child }], r.gaps, r.multiline, inner) });
  }
  const members: Member[] = [{ key: 'type', value: scalar('"object"', false) }, { key: 'properties', value: object(props, r.gaps, r.multiline, indent + '  ') }];
  const names = r.leaves.map(([n]) => JSON.stringify(n));
  if (r.required === 'twice') members.push({ key: 'required', value: scalar(`[${names.join(', ')}]`, false), dead: true });
  if (r.required !== 'none') members.push({ key: 'required', value: scalar(`[${names.slice(0, 1).join(', ')}]`, false) });
  if (r.closed) members.push({ key: 'additionalProperties', value: scalar('false', false) });
  return object(members, r.gaps, r.multiline, indent);
}

/** Every literal and comment token of a JSON(C) text, with jsonc-parser's scanner; strings decoded too. */
function tokens(text: string): { literals: Set<string>; decoded: string[]; comments: string[] } {
  const scanner = createScanner(text, false);
  const literals = new Set<string>();
  const decoded: string[] = [];
  const comments: string[] = [];
  for (let kind = scanner.scan(); kind !== 17; kind = scanner.scan()) {
    const raw = text.substr(scanner.getTokenOffset(), scanner.getTokenLength());
    if (kind === 10 || kind === 11) literals.add(raw);
    if (kind === 10) decoded.push(scanner.getTokenValue());
    if (kind === 12 || kind === 13) comments.push(raw);
  }
  return { literals, decoded, comments };
}

/** The file lost none of `kept`'s literals (kept as written, or moved into a description) and none of its comments. */
function keepsAll(kept: Written, out: string, where: string): void {
  const t = tokens(out);
  // A number may be moved into a description ("Default: 1e400."): its digits are then inside a string.
  const inStrings = t.decoded.join('\u0000');
  for (const literal of kept.literals) {
    if (t.literals.has(literal) || inStrings.includes(literal)) continue;
    // A description a sentence was added to keeps its bytes up to its closing quote.
    if (literal.startsWith('"') && [...t.literals].some((l) => l.startsWith(literal.slice(0, -1)))) continue;
    // A string moved into a description is written there as JSON of its value ("Default: \"x\".").
    const value = JSON.parse(literal) as unknown;
    assert.ok(typeof value === 'string' && inStrings.includes(JSON.stringify(value)), `${where}: literal ${literal} kept`);
  }
  for (const c of kept.comments) assert.ok(t.comments.includes(c), `${where}: comment ${c} kept`);
}

function cleanErrors(text: string): number[] {
  const errors: ParseError[] = [];
  parseTree(text, errors, { allowTrailingComma: true });
  return errors.map((e) => e.error);
}

const losslessTargets = fc.constantFrom<string[]>(['openai-strict'], ['anthropic-strict'], ['google-openapi'], ['openai-strict', 'anthropic-strict'], ['openai-strict', 'google']);

const lossless = fc.property(rootSchema, stringText, losslessTargets, fc.constantFrom('file', 'script', 'embedded', 'embedded-q'), (r, toolDescription, targets, where) => {
  commentCounter = 0;
  const schema = schemaText(r, '  ');
  const toolText = `{"name": "tool_a", "description": ${toolDescription}, "parameters": ${schema.text}}`;
  const kept: Written = { text: toolText, literals: [...schema.literals, toolDescription], comments: schema.comments };
  const config = { targets };
  if (where === 'file') {
    const text = `// tools\n[${toolText}]\n`;
    const out = fix(text, { path: 'tools.jsonc', config }).text;
    assert.deepEqual(cleanErrors(out), [], 'the fixed file parses');
    assert.equal(fix(out, { path: 'tools.jsonc', config }).text, out, 'a second fix changes nothing');
    keepsAll(kept, out, 'file');
    return;
  }
  if (where === 'script') {
    // The same literal in TypeScript (JSON is an expression): comments and literals are TypeScript's, as written.
    const text = `export const tools = [${toolText}];\n`;
    const out = fix(text, { path: 'tools.ts', config }).text;
    assert.equal(syntaxErrors(out, { path: 'tools.ts' }), 0, 'the fixed code parses');
    assert.equal(fix(out, { path: 'tools.ts', config }).text, out, 'a second fix changes nothing');
    keepsAll(kept, out.slice('export const tools = '.length), 'script');
    return;
  }
  // Tools inside a JSON string (a dataset column), with a \q jsonc-parser drops where the literal allows one.
  let literal = JSON.stringify(`[${toolText}]`);
  if (where === 'embedded-q') literal = literal.replace('{', '{\\q');
  const text = `{"messages": [], "tools": ${literal}}`;
  const inner = (t: string) => (parseTree(t)!.children![1]!.children![1]!.value as string);
  const out = fix(text, { config }).text;
  assert.deepEqual(cleanErrors(out), cleanErrors(text), 'no new parse error');
  assert.deepEqual(cleanErrors(inner(out)), [], 'the JSON inside the string parses');
  assert.equal(fix(out, { config }).text, out, 'a second fix changes nothing');
  keepsAll(kept, inner(out), 'embedded');
});

test('Auto-strict on random tool files with comments, duplicate keys, big numbers and escapes: parses, idempotent, keeps every literal and comment', () => {
  fc.assert(lossless, { numRuns: 1000, seed: 20261201 });
});
