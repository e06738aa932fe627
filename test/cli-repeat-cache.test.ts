// The CLI's result cache (cli/src/repeat-cache.ts) keeps a tool's analysis from its second sighting on: a run's lints
// are the same as with a cache that keeps everything, or with none, and a tool seen once leaves only its key behind.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../shared/src/lint';
import { RepeatCache } from '../cli/src/repeat-cache';

const tool = readFileSync(join(__dirname, '..', 'examples', 'book_flight.json'), 'utf8').trim();
const other = tool.replace('"book_flight"', '"book_train"');

test('a key is kept from its second set on, and a kept one is replaced as in a Map', () => {
  const cache = new RepeatCache();
  cache.set('a', 1 as never);
  assert.equal(cache.get('a'), undefined);
  assert.equal(cache.seenOnce, 1);
  cache.set('a', 2 as never);
  assert.equal(cache.get('a'), 2);
  assert.equal(cache.seenOnce, 0);
  cache.set('a', 3 as never);
  assert.equal(cache.get('a'), 3);
  assert.equal(cache.size, 1);
});

test('lints with it give what lints with a plain Map and with no shared cache give; repeated tools are reused', () => {
  const texts = [`[${tool}, ${other}, ${tool}]`, `[${tool}]`, `[${other}, ${other}]`];
  const repeat = new RepeatCache();
  const plain = new Map();
  for (const text of texts) {
    const a = lint(text, { path: 'tools.json', cache: repeat });
    const b = lint(text, { path: 'tools.json', cache: plain });
    const c = lint(text, { path: 'tools.json' });
    const shown = (r: typeof a) => JSON.stringify(r.findings.map((f) => [f.rule, f.span, f.message, f.targets, f.fix?.title]));
    assert.ok(a.findings.length > 0);
    assert.equal(shown(a), shown(b));
    assert.equal(shown(a), shown(c));
  }
  // book_flight's key was seen in the first text twice (kept) and book_train's once there, then again in the third.
  assert.equal(repeat.seenOnce, 0);
  assert.equal(repeat.size, plain.size);
  const once = new RepeatCache();
  lint(`[${tool}, ${other}]`, { path: 'tools.json', cache: once });
  assert.equal(once.size, 0);
  assert.equal(once.seenOnce, 2);
});
