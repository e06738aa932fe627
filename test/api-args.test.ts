// The public library API checks its arguments: a wrong type is a TypeError that names the argument and the type.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as api from '../shared/src/index';

const TOOL = { type: 'function', function: { name: 'get_time', description: 'Current time.', parameters: { type: 'object', properties: {} } } };
const TEXT = JSON.stringify([TOOL]);

/** Calls `call` and checks it throws a TypeError with exactly this message. */
function throwsType(call: () => unknown, message: string): void {
  assert.throws(call, (e: unknown) => {
    assert.ok(e instanceof TypeError, `a TypeError, got ${String(e)}`);
    assert.equal(e.message, message);
    return true;
  });
}

const NOT_STRINGS: [unknown, string][] = [
  [null, 'null'],
  [undefined, 'nothing'],
  [123, 'a number'],
  [['[]'], 'an array'],
  [{ text: '[]' }, 'an object'],
  [true, 'a boolean'],
  [Buffer.from(TEXT), 'an object'],
];

test('lint, fix and findTools take a string: anything else is a TypeError naming text', () => {
  for (const [value, kind] of NOT_STRINGS) {
    throwsType(() => api.lint(value as string), `lint(text): text must be a string, got ${kind}.`);
    throwsType(() => api.fix(value as string), `fix(text): text must be a string, got ${kind}.`);
    throwsType(() => api.findTools(value as string), `findTools(text): text must be a string, got ${kind}.`);
  }
});

test('options of the wrong type, or an option of the wrong type, is a TypeError naming it', () => {
  throwsType(() => api.lint(TEXT, null as never), 'lint(text, options): options must be an object, got null.');
  throwsType(() => api.lint(TEXT, 'json' as never), 'lint(text, options): options must be an object, got a string.');
  throwsType(() => api.lint(TEXT, { path: 5 } as never), 'lint(text, options): options.path must be a string, got a number.');
  throwsType(() => api.lint(TEXT, { languageId: ['json'] } as never), 'lint(text, options): options.languageId must be a string, got an array.');
  throwsType(() => api.lint(TEXT, { config: 'strict' } as never), 'lint(text, options): options.config must be an object, got a string.');
  throwsType(() => api.lint(TEXT, { cache: {} } as never), 'lint(text, options): options.cache must be a Map, got an object.');
  throwsType(() => api.fix(TEXT, { unsafe: 'yes' } as never), 'fix(text, options): options.unsafe must be a boolean, got a string.');
  throwsType(() => api.fix(TEXT, { rules: 'not-strict' } as never), 'fix(text, options): options.rules must be an array of strings, got a string.');
  throwsType(() => api.fix(TEXT, { rules: [1] } as never), 'fix(text, options): options.rules must be an array of strings, got an array.');
  throwsType(() => api.findTools(TEXT, null as never), 'findTools(text, options): options must be an object, got null.');
  throwsType(() => api.findTools(TEXT, { path: {} } as never), 'findTools(text, options): options.path must be a string, got an object.');
  throwsType(() => api.describeToolSchema(TOOL, 7 as never), 'describeToolSchema(tool, options): options must be an object, got a number.');
  throwsType(() => api.describeToolSchemas([TOOL], { config: [] } as never), 'describeToolSchemas(tools, options): options.config must be an object, got an array.');
});

test('describeToolSchemas takes an array; describeToolSchema says what is not a tool', () => {
  throwsType(() => api.describeToolSchemas(TOOL as never), 'describeToolSchemas(tools): tools must be an array, got an object.');
  throwsType(() => api.describeToolSchemas(null as never), 'describeToolSchemas(tools): tools must be an array, got null.');
  throwsType(() => api.describeToolSchemas('[]' as never), 'describeToolSchemas(tools): tools must be an array, got a string.');
  for (const value of [null, undefined, 123, 'get_time', []]) {
    assert.throws(() => api.describeToolSchema(value), TypeError);
  }
});

test('good arguments, and options left out or undefined, still work', () => {
  assert.equal(api.lint(TEXT).tools.length, 1);
  assert.equal(api.lint(TEXT, { path: undefined, cache: new Map() }).tools.length, 1);
  assert.match(api.fix(TEXT, { unsafe: false, rules: ['missing-additional-properties-false'] }).text, /"additionalProperties":\s*false/);
  assert.equal(api.findTools(TEXT, {}).length, 1);
  assert.equal(api.describeToolSchema(TOOL, { path: 'x.json' }).name, 'get_time');
  assert.equal(api.describeToolSchemas([TOOL]).tools.length, 1);
  assert.equal(api.lint('').tools.length, 0);
});
