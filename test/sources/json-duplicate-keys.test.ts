// duplicateKeys: every earlier copy of a key written twice, with the path of its object, in document order; what is
// under a dead copy is not looked into. Checked against a plain recursive reading on generated documents.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseTree, type Node } from 'jsonc-parser';
import { duplicateKeys } from '../../shared/src/sources/json/json';
import type { PathSegment } from '../../shared/src/types';

/** The reference: recursion, a key's last member wins, the others are reported and not entered. */
function reference(node: Node, path: PathSegment[] = [], out: { key: string; path: PathSegment[]; offset: number }[] = []) {
  if (node.type === 'object') {
    const members = (node.children ?? []).filter((p) => p.children?.length === 2 && typeof p.children[0]!.value === 'string');
    const last = new Map(members.map((p, i) => [p.children![0]!.value as string, i]));
    members.forEach((p, i) => {
      const key = p.children![0]!.value as string;
      if (last.get(key) !== i) out.push({ key, path, offset: p.children![0]!.offset });
      else reference(p.children![1]!, [...path, key], out);
    });
  } else if (node.type === 'array') node.children!.forEach((c, i) => reference(c, [...path, i], out));
  return out.sort((a, b) => a.offset - b.offset);
}

/** A document with objects of 1 to 14 members drawn from few keys (so that some repeat), nested a few levels. */
function documentText(seed: number): string {
  let x = seed;
  const next = (n: number) => ((x = (x * 1103515245 + 12345) % 2147483648), x % n);
  const value = (depth: number): string => {
    const kind = depth > 3 ? next(3) : next(6);
    if (kind === 0) return String(next(100));
    if (kind === 1) return JSON.stringify(`s${next(5)}`);
    if (kind === 2) return 'null';
    if (kind === 3) return `[${Array.from({ length: next(4) }, () => value(depth + 1)).join(', ')}]`;
    const keys = next(2) ? ['a', 'b', 'c'] : Array.from({ length: 12 }, (_, i) => `k${i}`);
    return `{${Array.from({ length: 1 + next(14) }, () => `${JSON.stringify(keys[next(keys.length)])}: ${value(depth + 1)}`).join(', ')}}`;
  };
  return value(0);
}

test('duplicateKeys finds what a recursive reading finds, in small and large objects, arrays and nested copies', () => {
  let found = 0;
  for (let seed = 1; seed <= 400; seed++) {
    const root = parseTree(documentText(seed))!;
    const got = duplicateKeys(root).map((d) => ({ key: d.key, path: d.path, offset: d.earlier.offset }));
    assert.deepEqual(got, reference(root), `seed ${seed}`);
    found += got.length;
  }
  assert.ok(found > 400, `the documents repeat keys (${found} copies)`);
});

test('no duplicate: nothing, also for empty objects and arrays and a property without a value', () => {
  for (const text of ['{}', '[]', '{"a": {}, "b": [[], {}]}', '{"a": 1, "b": }', '{"a": 1, "a"}']) assert.deepEqual(duplicateKeys(parseTree(text)!), []);
  assert.deepEqual(duplicateKeys(parseTree('{"a": 1, "b": {"x": [1, {"y": 1, "y": 2}]}, "a": 2}')!).map((d) => [d.key, d.path]), [['a', []], ['y', ['b', 'x', 1]]]);
});
