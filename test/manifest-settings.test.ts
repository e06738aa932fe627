// The settings as the Settings editor lists them: by importance (contributes.configuration `order`), not alphabetically.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

test('every setting has its own order, the most used first', () => {
  const pkg = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8'));
  const settings = Object.entries(pkg.contributes.configuration.properties) as [string, { order?: number }][];
  const orders = settings.map(([, s]) => s.order);
  assert.ok(orders.every((o) => Number.isInteger(o)), 'each setting has an order');
  assert.equal(new Set(orders).size, orders.length, 'no two share one');
  const byOrder = settings.sort(([, a], [, b]) => a.order! - b.order!).map(([k]) => k);
  assert.deepEqual(byOrder.slice(0, 3), ['toollint.enable', 'toollint.targets', 'toollint.run']);
  assert.equal(byOrder.at(-1), 'toollint.trace.server');
  assert.ok(byOrder.indexOf('toollint.charsPerToken') > byOrder.indexOf('toollint.warnAboveTokens'), 'the heuristic after the budget');
});
