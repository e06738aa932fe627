// How a tool's reports merge into findings (shared/src/merge.ts): the rule order stands in for localeCompare exactly,
// and Places finds a finding by rule, span, severity and message whether few or many start at one offset.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { byStartThenRule, Places, RULE_RANK } from '../shared/src/merge';
import { RULES } from '../shared/src/rules';
import type { Severity } from '../shared/src/types';

test('the rule ranks sort rule ids as localeCompare does', () => {
  const ids = RULES.map((r) => r.meta.id);
  assert.equal(RULE_RANK.size, ids.length);
  const byRank = [...ids].sort((a, b) => RULE_RANK.get(a)! - RULE_RANK.get(b)!);
  assert.deepEqual(byRank, [...ids].sort((a, b) => a.localeCompare(b)));
  // Every pair, through the comparator the pipeline uses (same start: the rule decides).
  for (const a of ids) for (const b of ids) assert.equal(Math.sign(byStartThenRule({ start: 0, rule: a }, { start: 0, rule: b })), Math.sign(a.localeCompare(b)), `${a} vs ${b}`);
});

test('byStartThenRule: the offset first; an id no rule has is compared by localeCompare', () => {
  assert.ok(byStartThenRule({ start: 1, rule: 'array-items' }, { start: 2, rule: 'unresolved-ref' }) < 0);
  assert.ok(byStartThenRule({ start: 3, rule: 'array-items' }, { start: 2, rule: 'unresolved-ref' }) > 0);
  // Not rule ids: localeCompare decides (code units would put "B" first).
  assert.ok(byStartThenRule({ start: 0, rule: 'a' }, { start: 0, rule: 'B' }) < 0);
  assert.equal(byStartThenRule({ start: 0, rule: 'x-y' }, { start: 0, rule: 'x-y' }), 0);
});

interface F {
  rule: string;
  start: number;
  end: number;
  severity: Severity;
  message: string;
}

for (const count of [3, 15, 16, 17, 60]) {
  test(`Places: ${count} findings at one offset are each found by all they merge on, and nothing else is`, () => {
    const places = new Places<F>(false);
    const made: F[] = [];
    for (let i = 0; i < count; i++) {
      const f: F = { rule: `rule-${i % 7}`, start: 10, end: 20 + (i % 3), severity: i % 2 ? 'error' : 'warning', message: `message ${i}` };
      assert.equal(places.find(f.rule, f.start, f.end, f.severity, f.message), undefined);
      places.add(f);
      made.push(f);
    }
    places.add({ rule: 'rule-0', start: 11, end: 20, severity: 'warning', message: 'message 0' });
    for (const f of made) {
      assert.equal(places.find(f.rule, f.start, f.end, f.severity, f.message), f);
      // One field different: another place.
      assert.equal(places.find(f.rule, f.start, f.end, f.severity, f.message + ' '), undefined);
      assert.equal(places.find(f.rule, f.start, f.end + 5, f.severity, f.message), undefined);
      assert.equal(places.find(f.rule, f.start, f.end, f.severity === 'error' ? 'warning' : 'error', f.message), undefined);
      assert.equal(places.find(f.rule + 'x', f.start, f.end, f.severity, f.message), undefined);
    }
    assert.equal(places.find('rule-0', 11, 20, 'warning', 'message 0')?.start, 11);
  });
}

for (const count of [5, 40]) {
  test(`Places in a generated schema (${count} at one offset): the message does not matter, the first one is found`, () => {
    const places = new Places<F>(true);
    const first = new Map<string, F>();
    for (let i = 0; i < count; i++) {
      const f: F = { rule: `rule-${i % 20}`, start: 0, end: 4, severity: 'error', message: `message ${i}` };
      const found = places.find(f.rule, f.start, f.end, f.severity, f.message);
      assert.equal(found, first.get(f.rule));
      if (!found) {
        places.add(f);
        first.set(f.rule, f);
      }
    }
    for (const [rule, f] of first) assert.equal(places.find(rule, 0, 4, 'error', 'any other message'), f);
  });
}
