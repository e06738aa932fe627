// countTokens is exact, except on runs longer than MAX_RUN, which are counted in pieces (byte-pair merging is
// quadratic in the length of one pre-token); there it stays within two tokens per piece of the real count.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { countTokens as cl100k } from 'gpt-tokenizer/encoding/cl100k_base';
import { countTokens as o200k } from 'gpt-tokenizer/encoding/o200k_base';
import { countTokens, longRunCuts, MAX_RUN } from '../shared/src/cost/tokenizer';

const REAL = { o200k_base: o200k, cl100k_base: cl100k } as const;

test('ordinary text is counted exactly: every corpus file in both encodings', () => {
  const files: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d)) {
      const p = join(d, e);
      if (statSync(p).isDirectory()) walk(p);
      else if (files.length < 400 && /\.(json|jsonl|ts|py)$/.test(e)) files.push(p);
    }
  };
  walk('../shared/corpus');
  assert.ok(files.length >= 100);
  let cut = 0;
  for (const f of files) {
    const text = readFileSync(f, 'utf8').slice(0, 200_000);
    if (longRunCuts(text).length) {
      cut++;
      continue;
    }
    for (const enc of ['o200k_base', 'cl100k_base'] as const) assert.equal(countTokens(text, enc), REAL[enc](text), `${f} ${enc}`);
  }
  assert.ok(cut < files.length / 20, `${cut} corpus files have runs over ${MAX_RUN}`);
});

test('a run longer than MAX_RUN, of every character class, is within two tokens per piece of the real count', () => {
  let seed = 7;
  const rnd = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const pick = (s: string, n: number) => Array.from({ length: n }, () => s[Math.floor(rnd() * s.length)]).join('');
  const runs = [
    ...['-', 'a', ' ', '7', '\n', '\t', 'é', '中', '.', '=', '_', '\r\n', '😀'].flatMap((c) => [1001, 2999, 4321].map((n) => c.repeat(n))),
    pick('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 5000),
    pick('!@#$%^&*()_+-=[]{};:<>?,./', 5000),
    pick('的一是不了人我在有他这中大来上个国到说们为子和你地出道也时年', 5000),
  ];
  for (const run of runs) {
    for (const text of [run, `before ${run} after`]) {
      const pieces = longRunCuts(text).length + 1;
      assert.ok(pieces > 1, 'the run is cut');
      for (const enc of ['o200k_base', 'cl100k_base'] as const) {
        const diff = Math.abs(countTokens(text, enc) - REAL[enc](text));
        assert.ok(diff <= 2 * pieces, `${JSON.stringify(text.slice(0, 12))}x${text.length} ${enc}: off by ${diff} in ${pieces} pieces`);
      }
    }
  }
});

test('cuts never split a surrogate pair or a CRLF', () => {
  const text = '😀'.repeat(3000) + '\r\n'.repeat(3000);
  for (const at of longRunCuts(text)) {
    const c = text.charCodeAt(at);
    assert.ok(!(c >= 0xdc00 && c <= 0xdfff), `cut at ${at} splits a pair`);
    assert.ok(!(text[at] === '\n' && text[at - 1] === '\r'), `cut at ${at} splits a CRLF`);
  }
});
