import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { applyTextEdits, fix, fixEdits, lint, type ToollintConfig } from '../shared/src/index';

const dir = join(__dirname, 'fixtures', 'fix');
const read = (f: string) => readFileSync(join(dir, f), 'utf8');

const GOLDEN: [string, string[]][] = [
  ['missing-ap.jsonc', ['openai-strict']],
  ['optional.json', ['openai-strict']],
  ['misc.json', ['openai-strict']],
  ['gemini.json', ['openai-strict', 'shape']],
  ['lines.jsonl', ['openai-strict']],
  ['embedded.json', ['openai-strict']],
];

for (const [file, targets] of GOLDEN) {
  test(`fixes ${file} to exactly the expected text, keeping comments and indentation`, () => {
    const text = read(file);
    const r = fix(text, { path: file, config: { targets } });
    assert.equal(r.text, read(file.replace(/\.(\w+)$/, '.fixed.$1')));
    // the edits reproduce the text and are sorted and non-overlapping
    assert.equal(applyTextEdits(text, r.edits), r.text);
    for (let i = 1; i < r.edits.length; i++) assert.ok(r.edits[i]!.offset >= r.edits[i - 1]!.offset + r.edits[i - 1]!.length);
    // fixing again changes nothing, and no safe fix is left
    assert.equal(fix(r.text, { path: file, config: { targets } }).text, r.text);
    assert.deepEqual(lint(r.text, { path: file, config: { targets } }).findings.filter((f) => f.fixable), []);
  });
}

test('comments and untouched lines are kept byte for byte', () => {
  const text = read('missing-ap.jsonc');
  const fixed = fix(text, { config: { targets: ['openai-strict'] } }).text;
  assert.ok(fixed.startsWith('// An MCP tool with odd indentation and comments\n'));
  assert.ok(fixed.includes('      "type": "object", // the root\n'));
  const kept = text.split('\n').filter((l) => !/"required": \[|"items"/.test(l));
  for (const line of kept) assert.ok(fixed.includes(line), line);
});

function only(rule: string, text: string, config: ToollintConfig, unsafe = false) {
  return fix(text, { config, rules: [rule], unsafe }).text;
}

test('missing-additional-properties-false: added where absent; an explicit true changes only with --unsafe', () => {
  const text = '{"name":"t","description":"d","inputSchema":{"type":"object","properties":{"m":{"type":"object","description":"m","additionalProperties":true}},"required":["m"]}}';
  const safe = only('missing-additional-properties-false', text, { targets: ['openai-strict'] });
  assert.equal(safe, text.replace('"required":["m"]}', '"required":["m"],"additionalProperties":false}'));
  const finding = lint(text, { config: { targets: ['openai-strict'] } }).findings.find((f) => f.pointer.endsWith('/m/additionalProperties'))!;
  assert.equal(finding.fixable, false);
  assert.equal(finding.fix!.safe, false);
  const unsafe = only('missing-additional-properties-false', text, { targets: ['openai-strict'] }, true);
  assert.ok(unsafe.includes('"additionalProperties":false}},'));
  assert.ok(!unsafe.includes('true'));
});

test('optional-not-required: required and nullable in the least invasive form', () => {
  const text = read('optional.json');
  const out = JSON.parse(only('optional-not-required', text, { targets: ['openai-strict'] })).function.parameters;
  assert.deepEqual(out.required, ['city', 'size', 'floor', 'building', 'note']);
  assert.deepEqual(out.properties.size, { type: ['string', 'null'], enum: ['small', 'large', null], description: 'Room size' });
  assert.deepEqual(out.properties.floor.anyOf[2], { type: 'null' });
  assert.deepEqual(out.properties.building, { description: 'Which building', anyOf: [{ $ref: '#/$defs/Building' }, { type: 'null' }] });
  assert.deepEqual(out.properties.note, { type: ['string', 'null'], description: 'Already nullable' });
  const finding = lint(text, { config: { targets: ['openai-strict'] } }).findings.find((f) => f.pointer.endsWith('/size'))!;
  assert.match(finding.fix!.title, /required and nullable/);
});

test('optional-not-required uses anyOf instead of a type list when a target takes no type lists', () => {
  const out = JSON.parse(fix(read('gemini.json'), { config: { targets: ['openai-strict', 'google-openapi'] } }).text).functionDeclarations[0].parameters;
  assert.deepEqual(out.properties.unit, { description: 'Unit', anyOf: [{ type: 'STRING', enum: ['C', 'F'] }, { type: 'null' }] });
  assert.equal(out.additionalProperties, undefined, 'the conflicting keyword is left alone');
});

test('required-unknown-property: junk removed, draft-3 required moved, null dropped', () => {
  const text = JSON.stringify({ name: 't', description: 'd', inputSchema: { type: 'object', properties: { a: { type: 'string', description: 'a', required: true }, b: { type: 'object', description: 'b', properties: {}, required: null } }, required: ['x', 'y'] } }, null, 2);
  const out = JSON.parse(only('required-unknown-property', text, { targets: ['anthropic'] })).inputSchema;
  assert.deepEqual(out.required, ['a']);
  assert.equal(out.properties.a.required, undefined);
  assert.equal('required' in out.properties.b, false);
});

test('no-defaults and unsupported-format move the value into the description', () => {
  const text = '{"name":"t","description":"d","inputSchema":{"type":"object","properties":{"n":{"type":"integer","default":5},"u":{"type":"string","format":"uri","description":"Link"}}}}';
  const out = JSON.parse(fix(text, { config: { targets: ['openai-strict'] }, rules: ['no-defaults', 'unsupported-format'] }).text).inputSchema.properties;
  assert.deepEqual(out.n, { type: 'integer', description: 'Default: 5.' });
  assert.deepEqual(out.u, { type: 'string', description: 'Link. format: uri.' });
});

test('unsupported-keyword: oneOf to anyOf, const to enum, scalars into the description, $schema dropped', () => {
  const strict = '{"name":"t","description":"d","inputSchema":{"type":"object","properties":{"p":{"oneOf":[{"type":"string"},{"type":"integer"}],"description":"p"},"q":{"type":"string","minLength":3,"description":"q"}},"required":["p","q"],"additionalProperties":false}}';
  const a = JSON.parse(only('unsupported-keyword', strict, { targets: ['openai-strict', 'anthropic-strict'] })).inputSchema.properties;
  assert.deepEqual(a.p, { anyOf: [{ type: 'string' }, { type: 'integer' }], description: 'p' });
  assert.deepEqual(a.q, { type: 'string', description: 'q. minLength: 3.' });
  const gemini = '{"functionDeclarations":[{"name":"g","description":"d","parameters":{"$schema":"http://json-schema.org/draft-07/schema#","type":"object","properties":{"k":{"type":"string","const":"x","description":"k"}},"required":["k"]}}]}';
  const g = JSON.parse(only('unsupported-keyword', gemini, { targets: ['google-openapi'] })).functionDeclarations[0].parameters;
  assert.equal(g.$schema, undefined);
  assert.deepEqual(g.properties.k, { type: 'string', description: 'k', enum: ['x'] });
  // structural keywords get no fix
  const allOf = lint('{"name":"t","description":"d","inputSchema":{"type":"object","allOf":[{"type":"object"}]}}', { config: { targets: ['openai-strict'] } }).findings.find((f) => f.rule === 'unsupported-keyword')!;
  assert.equal(allOf.fix, undefined);
  assert.equal(allOf.fixable, false);
});

test('not-strict and root-not-object', () => {
  const text = '{"type":"function","function":{"name":"f","description":"d","parameters":{"properties":{}}}}';
  const out = JSON.parse(fix(text, { config: { targets: ['openai-strict'] }, rules: ['not-strict', 'root-not-object'] }).text).function;
  assert.equal(out.strict, true);
  assert.equal(out.parameters.type, 'object');
  // without openai-strict the schema is not made strict, so adding "strict": true is only an unsafe suggestion
  const loose = JSON.parse(fix(text, { config: { targets: ['openai'] }, rules: ['not-strict'] }).text).function;
  assert.equal(loose.strict, undefined);
  assert.equal(JSON.parse(fix(text, { config: { targets: ['openai'] }, rules: ['not-strict'], unsafe: true }).text).function.strict, true);
});

test('invalid-type and invalid-name are suggestions: applied only with unsafe', () => {
  const text = '{"name":"math.add","description":"d","inputSchema":{"type":"object","properties":{"x":{"type":"float","description":"x"}},"required":["x"]}}';
  const config = { targets: ['openai'] };
  assert.equal(fix(text, { config, rules: ['invalid-type', 'invalid-name'] }).text, text);
  const out = JSON.parse(fix(text, { config, rules: ['invalid-type', 'invalid-name'], unsafe: true }).text);
  assert.equal(out.name, 'math_add');
  assert.equal(out.inputSchema.properties.x.type, 'number');
});

test('fix-all twice gives the same text for targets that disagree (no flip-flop)', () => {
  for (const targets of [['openai-strict', 'google-openapi'], ['openai-strict', 'anthropic-strict', 'google'], ['openai-strict', 'shape']]) {
    for (const file of ['gemini.json', 'misc.json', 'optional.json']) {
      const once = fix(read(file), { config: { targets } }).text;
      assert.equal(fix(once, { config: { targets } }).text, once, `${file} ${targets}`);
    }
  }
});

test('a per-finding quick fix changes only its own place', () => {
  const text = read('misc.json');
  const finding = lint(text, { config: { targets: ['openai-strict'] } }).findings.find((f) => f.rule === 'unsupported-format')!;
  const edits = fixEdits(finding);
  const out = applyTextEdits(text, edits);
  assert.equal(out, text.replace('"type": "string", "format": "uri", "description": "Recipient"', '"type": "string", "description": "Recipient. format: uri."'));
});

test('fix never throws and never breaks the file on bad input', () => {
  const text = read('misc.json');
  for (let n = 0; n < text.length; n += 7) {
    const cut = text.slice(0, n);
    const r = fix(cut, { config: { targets: ['openai-strict'] } });
    assert.equal(typeof r.text, 'string');
  }
  assert.equal(fix('{"name": "x", "inputSchema": ', {}).edits.length, 0);
});
