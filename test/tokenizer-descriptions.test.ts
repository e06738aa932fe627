// The tokenizer chunks' own pre-token loop (shared/src/cost/rank-table.ts: a sticky split regex, ASCII pieces looked up
// in place, merged counts kept per piece) counts every description in the corpus, and the texts that take its other
// paths, exactly as gpt-tokenizer's countTokens does.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { eachCorpusTool } from './corpus-tools';

const DIST = join(__dirname, '..', 'dist');
const ORDINARY = { disallowedSpecial: new Set<string>() };
type Count = (t: string, options?: typeof ORDINARY) => number;
const chunk = (encoding: string) => require(join(DIST, `${encoding}.js`)) as { countTokens: Count };
const own = (encoding: string) => require(`gpt-tokenizer/encoding/${encoding}`) as { countTokens: Count };

/** Every description string in a schema value, at any depth. */
function descriptions(value: unknown, out: Set<string>, depth = 0): void {
  if (depth > 64 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) for (const v of value) descriptions(v, out, depth + 1);
  else
    for (const [k, v] of Object.entries(value)) {
      if (k === 'description' && typeof v === 'string') out.add(v);
      else descriptions(v, out, depth + 1);
    }
}

function corpusDescriptions(): Set<string> {
  const out = new Set<string>();
  eachCorpusTool((t) => {
    if (typeof t.description === 'string') out.add(t.description);
    descriptions(t.schema, out);
  });
  return out;
}

for (const encoding of ['o200k_base', 'cl100k_base'] as const) {
  test(`dist/${encoding}.js counts every corpus description as gpt-tokenizer does`, { timeout: 300_000 }, () => {
    const texts = corpusDescriptions();
    assert.ok(texts.size > 10_000, `${texts.size} descriptions`);
    let total = 0;
    let nonAscii = 0;
    for (const text of texts) {
      const n = chunk(encoding).countTokens(text, ORDINARY);
      if (n !== own(encoding).countTokens(text, ORDINARY)) assert.fail(`${encoding}: ${JSON.stringify(text.slice(0, 200))}`);
      total += n;
      if (/[^\x00-\x7f]/.test(text)) nonAscii++;
    }
    assert.ok(total > 200_000, `${total} tokens`);
    assert.ok(nonAscii > 100, `${nonAscii} descriptions with non-ASCII text`);
  });

  test(`dist/${encoding}.js counts the loop's other paths as gpt-tokenizer does`, () => {
    const texts = [
      '',
      ' ',
      // Pieces that are no token, over and over (their merged counts are kept), and longer than any kept piece.
      'Antidisestablishmentarianism antidisestablishmentarianism ANTIDISESTABLISHMENTARIANISM '.repeat(20),
      `${'q'.repeat(70)} ${'zx'.repeat(40)} ${'q'.repeat(70)}`,
      // Non-ASCII pieces that are tokens, and ones that are not.
      'naïve café — 東京都の天気 😀👍🏽 Ünïcödé \u0301\u200d',
      'Привет, мир! Γειά σου Κόσμε. مرحبا بالعالم',
      // Contractions, digits in threes, line breaks and trailing blanks (the regex's lookahead).
      "it's they're we'll I'd DON'T 1234567 12 3\r\n\r\n  \t\n   x   ",
      // Special tokens' spellings are ordinary text here.
      'a <|endoftext|> b <|im_start|>',
      // Lone surrogates and a byte-order mark.
      '\ud800 ab\udfffcd \ufeffusing',
    ];
    for (const text of texts) {
      assert.equal(chunk(encoding).countTokens(text, ORDINARY), own(encoding).countTokens(text, ORDINARY), JSON.stringify(text.slice(0, 60)));
    }
    // A special token allowed: gpt-tokenizer's own loop counts it as one token.
    const allowed = { allowedSpecial: new Set(['<|endoftext|>']) };
    assert.equal(chunk(encoding).countTokens('a <|endoftext|> b', allowed as never), own(encoding).countTokens('a <|endoftext|> b', allowed as never));
  });
}
