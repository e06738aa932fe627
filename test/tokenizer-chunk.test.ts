// The tokenizer chunks in dist/ (built by esbuild.mjs, their rank tables stored as JSON) count exactly as gpt-tokenizer
// itself does.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

const DIST = join(__dirname, '..', 'dist');
const FIXTURES = join(__dirname, 'fixtures');

function samples(): string[] {
  const out: string[] = [];
  for (const name of readdirSync(FIXTURES, { recursive: true }) as string[]) if (/\.(json|ts|py)$/.test(name)) out.push(readFileSync(join(FIXTURES, name), 'utf8'));
  // Letters, marks, digits, CJK, emoji, byte sequences no token spells as text, and long runs.
  out.push('Ünïcödé naïve café — 東京都 😀👍🏽 \u0301\u200d é\n\r\n\t  ', 'x'.repeat(3000), ' 123456789 '.repeat(50), "it's they're we'll I'd", '\uffff\ud7ff\u0080');
  return out;
}

for (const encoding of ['o200k_base', 'cl100k_base'] as const) {
  test(`dist/${encoding}.js counts as gpt-tokenizer's ${encoding} does`, () => {
    const chunk = require(join(DIST, `${encoding}.js`)) as { countTokens: (t: string) => number };
    const own = require(`gpt-tokenizer/encoding/${encoding}`) as { countTokens: (t: string) => number };
    const texts = samples();
    assert.ok(texts.length > 20);
    for (const text of texts) assert.equal(chunk.countTokens(text), own.countTokens(text), text.slice(0, 60));
    assert.match(readFileSync(join(DIST, `${encoding}.js`), 'utf8'), /JSON\.parse\(/, 'the rank table is stored as JSON');
  });
}
