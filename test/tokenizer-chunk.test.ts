// The tokenizer chunks in dist/ (built by esbuild.mjs: gpt-tokenizer's encoding with its rank table packed, read by
// shared/src/cost/rank-table.ts) count exactly as gpt-tokenizer itself does: on samples chosen for the lookups the packed
// table replaces (byte sequences that are no text, a leading byte-order mark, lone surrogates) and on every corpus tool
// as the engine renders it for a count.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { findTools } from '../shared/src';
import { OPENAI_TOOLS_POSTAMBLE, OPENAI_TOOLS_PREAMBLE, renderOpenAiTool } from '../shared/src/cost/render-openai';

const DIST = join(__dirname, '..', 'dist');
const FIXTURES = join(__dirname, 'fixtures');
const CORPUS = join(__dirname, '..', '..', 'shared', 'corpus');
const ORDINARY = { disallowedSpecial: new Set<string>() };
type Count = (t: string, options?: typeof ORDINARY) => number;

function samples(): string[] {
  const out: string[] = [];
  for (const name of readdirSync(FIXTURES, { recursive: true }) as string[]) if (/\.(json|ts|py)$/.test(name)) out.push(readFileSync(join(FIXTURES, name), 'utf8'));
  // Letters, marks, digits, CJK, emoji, byte sequences no token spells as text, and long runs.
  out.push('Ünïcödé naïve café — 東京都 😀👍🏽 \u0301\u200d é\n\r\n\t  ', 'x'.repeat(3000), ' 123456789 '.repeat(50), "it's they're we'll I'd", '\uffff\ud7ff\u0080');
  // gpt-tokenizer keeps the tokens that start with a byte-order mark as bytes, and its byte lookup drops a leading mark.
  out.push('\ufeffusing System;', '\ufeff\n\nnamespace x', 'a\ufeff\ufeff#b', '\ufeff//c\n\ufeff/*\n', '\ufeff출장안마', '\ufeff', '\ufeff\ufeff\ufeff');
  // Lone surrogates (no key of its Map; U+FFFD once encoded), and text around them.
  out.push('\ud800', 'ab\udfffcd', '\ud83d x \ude00 \ufffd', `${'\ud800'.repeat(5)}é`);
  return out;
}

const chunk = (encoding: string) => require(join(DIST, `${encoding}.js`)) as { countTokens: Count };
const own = (encoding: string) => require(`gpt-tokenizer/encoding/${encoding}`) as { countTokens: Count };

for (const encoding of ['o200k_base', 'cl100k_base'] as const) {
  test(`dist/${encoding}.js counts as gpt-tokenizer's ${encoding} does, and holds its table packed`, () => {
    const texts = samples();
    assert.ok(texts.length > 30);
    for (const text of texts) {
      assert.equal(chunk(encoding).countTokens(text, ORDINARY), own(encoding).countTokens(text, ORDINARY), JSON.stringify(text.slice(0, 60)));
      assert.equal(chunk(encoding).countTokens(text), own(encoding).countTokens(text), JSON.stringify(text.slice(0, 60)));
    }
    // A special token is gpt-tokenizer's own business: disallowed by default, ordinary text with ORDINARY.
    assert.throws(() => chunk(encoding).countTokens('a <|endoftext|> b'), /Disallowed special token/);
    assert.equal(chunk(encoding).countTokens('a <|endoftext|> b', ORDINARY), own(encoding).countTokens('a <|endoftext|> b', ORDINARY));
    const source = readFileSync(join(DIST, `${encoding}.js`), 'utf8');
    assert.doesNotMatch(source, /JSON\.parse\(/, 'no JSON table to parse');
    assert.ok(source.length < 3.2e6, `${source.length} characters`);
  });
}

test('the chunks count every corpus tool, rendered as for its cost, as gpt-tokenizer does', { timeout: 300_000 }, () => {
  const texts = new Set<string>();
  (function walk(dir: string) {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(json|jsonl|snap)$/.test(name)) {
        for (const t of findTools(readFileSync(path, 'utf8'), { path })) {
          texts.add(OPENAI_TOOLS_PREAMBLE + renderOpenAiTool(t.name ?? '', t.description, t.schema) + OPENAI_TOOLS_POSTAMBLE);
        }
      }
    }
  })(CORPUS);
  assert.ok(texts.size > 4000, `${texts.size} tools`);
  for (const encoding of ['o200k_base', 'cl100k_base'] as const) {
    let total = 0;
    for (const text of texts) {
      const n = chunk(encoding).countTokens(text, ORDINARY);
      if (n !== own(encoding).countTokens(text, ORDINARY)) assert.fail(`${encoding}: ${JSON.stringify(text.slice(0, 200))}`);
      total += n;
    }
    assert.ok(total > 400_000, `${encoding}: ${total} tokens`);
  }
});
