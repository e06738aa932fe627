// `name: this.name` in agent plugins (anything-llm's aibitat style): inside a method or a `function` expression written
// as a property of an object literal, `this` is that literal, so the name is the literal's member, followed outward
// (the returned object's `name: this.name` -> the plugin's `name`). Where `this` is not certain (an arrow function, a
// class) the tool stays reported as not analysed at its name, never silent.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';

const DIR = join(__dirname, '..', 'fixtures', 'ts-literal-this', 'plugins');
const run = (file: string) => {
  const path = join(DIR, file);
  const text = readFileSync(path, 'utf8');
  return { text, r: lint(text, { path }) };
};
const at = (text: string, span: { offset: number; length: number }) => text.slice(span.offset, span.offset + span.length);

test('this.name through a method and a function expression is the plugin object\'s name', () => {
  const { text, r } = run('currency-convert.js');
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
  assert.deepEqual(r.tools.map((t) => [t.name, t.shape]), [['currency-convert', 'openai-function']]);
  const tool = r.tools[0]!;
  // What the agent sends: name, description, parameters; the handler and `super` are not part of it.
  assert.deepEqual(Object.keys((tool.definition.schema as { properties: object }).properties), ['amount', 'from', 'to']);
  assert.equal('handler' in tool.definition.value, false);
  // The name stands where it is written: the plugin's own `name`.
  assert.equal(at(text, tool.span), '"currency-convert"');
});

test('a member of a member (`this.meta.name`) in a method-shorthand plugin', () => {
  const { r } = run('note-search.js');
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
  assert.deepEqual(r.tools.map((t) => t.name), ['note-search']);
  assert.deepEqual((r.tools[0]!.definition.schema as { required: string[] }).required, ['query', 'limit']);
});

test('an arrow function or a class leaves `this` to the caller: not analysed, at the name', () => {
  const { text, r } = run('reminders.js');
  assert.deepEqual(r.tools, []);
  const na = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(na.length, 2, na.map((f) => f.message).join('\n'));
  for (const f of na) assert.equal(at(text, f.span), 'this.name');
  // The arrow's tool (its setup method's `this` is the arrow's object, whose `name: this.name` is the module's) and the class's.
  assert.ok(na[0]!.span.offset > text.indexOf('plugin: () =>') && na[1]!.span.offset > text.indexOf('class TimerPlugin'));
});

test('a fix that edits a name read through `this` is unsafe: the plugin object uses it too', () => {
  const { text } = run('currency-convert.js');
  const bad = text.replace('name: "currency-convert"', 'name: "currency convert"');
  const r = lint(bad, { path: join(DIR, 'currency-convert.js') });
  assert.deepEqual(r.tools.map((t) => t.name), ['currency convert']);
  const invalid = r.findings.filter((f) => f.rule === 'invalid-name');
  assert.ok(invalid.length > 0);
  assert.ok(invalid.every((f) => at(bad, f.span) === '"currency convert"'), invalid.map((f) => at(bad, f.span)).join(','));
  for (const f of invalid) {
    assert.equal(f.fix?.safe, false);
    assert.match(f.fix!.title, /`currencyConvert\.name`/);
  }
});
