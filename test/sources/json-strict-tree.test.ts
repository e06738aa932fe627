// The plain-JSON fast path (shared/src/sources/json/strict-tree.ts) builds jsonc-parser's own tree, node for node, or
// gives up and lets jsonc-parser read the text: compared on every corpus file and JSON-lines record, and on the edge
// cases where the two grammars part (comments, trailing commas, JSON5-ish whitespace, bad escapes and numbers, depth).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import test from 'node:test';
import { parseTree, type Node, type ParseError } from 'jsonc-parser';
import { strictJsonTree } from '../../shared/src/sources/json/strict-tree';
import { parseJsonDocument } from '../../shared/src/sources/json/json';

const OPTIONS = { allowTrailingComma: true, disallowComments: false, allowEmptyContent: true };
const CORPUS = join(__dirname, '..', '..', '..', 'shared', 'corpus');

/** Where two trees differ (fields, values, children, which node is each one's parent), or undefined when alike. */
function difference(a: Node | undefined, b: Node | undefined, at = '$'): string | undefined {
  if (a === undefined || b === undefined) return a === b ? undefined : `${at}: ${a ? 'only jsonc-parser' : 'only the fast path'} has a node`;
  const keys = (n: Node) => Object.keys(n).sort().join(',');
  if (keys(a) !== keys(b)) return `${at}: fields ${keys(a)} vs ${keys(b)}`;
  for (const k of ['type', 'offset', 'length', 'colonOffset'] as const) if (a[k] !== b[k]) return `${at}: ${k} ${a[k]} vs ${b[k]}`;
  if (!Object.is(a.value, b.value)) return `${at}: value ${JSON.stringify(a.value)} vs ${JSON.stringify(b.value)}`;
  const ac = a.children ?? [];
  const bc = b.children ?? [];
  if (ac.length !== bc.length) return `${at}: ${ac.length} vs ${bc.length} children`;
  for (let i = 0; i < ac.length; i++) {
    if (ac[i]!.parent !== a || bc[i]!.parent !== b) return `${at}/${i}: parent is not the node holding it`;
    const d = difference(ac[i], bc[i], `${at}/${i}`);
    if (d) return d;
  }
  return undefined;
}

/** The fast path's tree when it takes the text (asserting it is jsonc-parser's, found without errors), else undefined. */
function checked(text: string): Node | undefined {
  const errors: ParseError[] = [];
  const expected = parseTree(text, errors, OPTIONS);
  const fast = strictJsonTree(text);
  if (fast === undefined) return undefined;
  assert.deepEqual(errors, [], `the fast path took text jsonc-parser finds errors in: ${JSON.stringify(text.slice(0, 80))}`);
  assert.equal(difference(expected, fast), undefined, JSON.stringify(text.slice(0, 80)));
  assert.equal('parent' in fast, false, 'the root has no parent field, as jsonc-parser leaves it');
  return fast;
}

test('plain JSON: the same tree as jsonc-parser, escapes, numbers, keywords, nesting and duplicate keys included', () => {
  const cases = [
    '{"type":"function","function":{"name":"get_weather","parameters":{"type":"object","properties":{}}}}',
    '[\n  {\n    "name": "a",\n    "inputSchema": { "type": "object", "required": [] }\n  },\n  { "name": "b" }\n]\n',
    '{"s": "tab\\there \\"quoted\\" \\\\ \\/ \\b\\f\\n\\r \\u00e9 \\ud83d\\ude00 \\ud800 lone", "k\\u0041": 1}',
    '{"n": [0, -0, 1, -12, 3.25, 1e3, 1E-7, -2.5e+10, 12345678901234567890, 0.1]}',
    '{"t": true, "f": false, "z": null, "e": {}, "a": [], "ea": [[], [{}]]}',
    '{"k": 1, "k": 2, "k": {"k": [1]}}',
    '"just a string"',
    '42',
    ' \t\r\n{ "spaced" :\t[ 1 ,2 , 3 ] }\r\n',
    '{"unicode": "naïve – “quotes” \u2028 \u2029 日本語"}',
  ];
  for (const text of cases) assert.ok(checked(text), `the fast path reads ${JSON.stringify(text.slice(0, 40))}`);
  const tree = checked('{"a": {"b": [1, "x"]}}')!;
  const b = tree.children![0]!.children![1]!.children![0]!;
  assert.equal(b.colonOffset, 10);
  assert.deepEqual(b.children![1]!.children!.map((n) => n.value), [1, 'x']);
});

test('anything but plain JSON is left to jsonc-parser: comments, trailing commas, errors, other blanks, deep nesting', () => {
  const cases = [
    '{"a": 1 // a comment\n}',
    '/* lead */ {"a": 1}',
    '{"a": [1, 2,],}',
    '{"a": 1,}',
    '{"a": 01}',
    '{"a": 1.}',
    '{"a": .5}',
    '{"a": -}',
    '{"a": 1e}',
    '{"a": +1}',
    '{"a": truex}',
    '{"a": nul}',
    '{"a": "bad \\q escape"}',
    '{"a": "\\u12"}',
    '{"a": "raw\ttab"}',
    '{"a": "line\nbreak"}',
    '{"a": "unterminated',
    "{'a': 1}",
    '{a: 1}',
    '{"a" 1}',
    '{"a": 1} {"b": 2}',
    '{"a": 1}]',
    '\u00a0{"a": 1}',
    '\ufeff{"a": 1}',
    '{"a":\u2028 1}',
    '',
    '   ',
    '[1 2]',
    '{"a": [1}',
    '[' .repeat(300) + ']'.repeat(300),
  ];
  for (const text of cases) assert.equal(strictJsonTree(text), undefined, JSON.stringify(text.slice(0, 40)));
  // What jsonc-parser makes of them reaches the reader as before: its errors, and its tree where it builds one.
  const doc = parseJsonDocument('{"a": [1, 2,], // note\n "b": 01}');
  assert.ok(doc.problems.length > 0);
  assert.equal(difference(doc.segments[0]!.root, parseTree('{"a": [1, 2,], // note\n "b": 01}', [], OPTIONS)), undefined);
});

test('the corpus: every file and JSON-lines record the fast path takes gives the tree jsonc-parser builds', () => {
  assert.ok(existsSync(CORPUS), `the shared corpus is expected at ${CORPUS}`);
  let taken = 0;
  let left = 0;
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(json|jsonl|snap)$/.test(name)) {
        const text = readFileSync(path, 'utf8');
        for (const part of /\.jsonl$/.test(name) ? text.split('\n').filter((l) => l.trim()) : [text]) {
          if (checked(part)) taken++;
          else left++;
        }
      }
    }
  };
  walk(CORPUS);
  // Nearly every corpus file is plain JSON; a few hold comments or are not JSON at all (jsonc-parser reads those).
  assert.ok(taken > 300, `${taken} taken`);
  assert.ok(left < taken / 4, `${left} left to jsonc-parser`);
});
