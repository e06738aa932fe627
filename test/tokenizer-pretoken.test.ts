// shared/src/cost/o200k-pretoken.ts finds o200k_base's pre-tokens as gpt-tokenizer's split regex does: at every
// position the regex's own loop reaches, in texts made to take every alternative and its backtracking (blank runs
// with and without line breaks, at the end or not, capitals and small letters, contractions, digit runs, punctuation
// before letters and line breaks), and wherever it reads a character past ASCII it leaves the position to the regex.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { O200K_PATTERN, o200kPreTokenEnd } from '../shared/src/cost/o200k-pretoken';
import { OPENAI_TOOLS_POSTAMBLE, OPENAI_TOOLS_PREAMBLE, renderOpenAiTool } from '../shared/src/cost/render-openai';
import { eachCorpusTool } from './corpus-tools';

// gpt-tokenizer's package exports its cjs/ files to require() only.
const { O200K_TOKEN_SPLIT_REGEX } = require('gpt-tokenizer/cjs/encodingParams/constants') as { O200K_TOKEN_SPLIT_REGEX: RegExp };
const STICKY = new RegExp(O200K_TOKEN_SPLIT_REGEX.source, 'uy');

/** Every pre-token of the regex, walked as gpt-tokenizer walks them; checks the scan at each, returns how many it answered. */
function compare(text: string, everyPosition = true): { answered: number; left: number } {
  let answered = 0;
  let left = 0;
  for (let at = 0; at < text.length; ) {
    STICKY.lastIndex = at;
    assert.ok(STICKY.test(text), `the regex matches at ${at} of ${JSON.stringify(text)}`);
    const end = STICKY.lastIndex;
    const scanned = o200kPreTokenEnd(text, at);
    if (scanned < 0) left++;
    else {
      answered++;
      assert.equal(scanned, end, `at ${at} of ${JSON.stringify(text)}: regex ${JSON.stringify(text.slice(at, end))}, scan ${JSON.stringify(text.slice(at, scanned))}`);
    }
    // Each position, not only those the walk reaches: the scan is asked where any earlier pre-token may end.
    for (let p = at + 1; everyPosition && p < end; p++) {
      STICKY.lastIndex = p;
      if (!STICKY.test(text)) continue;
      const s = o200kPreTokenEnd(text, p);
      if (s >= 0) assert.equal(s, STICKY.lastIndex, `at ${p} of ${JSON.stringify(text)}`);
    }
    at = end;
  }
  return { answered, left };
}

test("the scan follows gpt-tokenizer's o200k_base pattern, the one it was written for", () => {
  assert.equal(O200K_TOKEN_SPLIT_REGEX.source, O200K_PATTERN);
  assert.equal(O200K_TOKEN_SPLIT_REGEX.flags, 'gu');
});

test('the scan ends each pre-token where the regex does, on hand-made texts', () => {
  const texts = [
    "Hello world, it's HTTPServer's time: 12345 items\n\n  indented\tTab\r\n\r\n  \n",
    "don't DON'T we'll WE'LL you've YOU'VE they're THEY'RE I'd I'm 'tis 'l 'lx x'",
    '  trailing   ', ' ', '\t', '\n', 'a', 'A', '1', '-', "'", '  \n  x', ' \n', '\n ', 'x  y', 'x \ty', '\t\tword',
    '-- //comment\n/// path/to/file\n\n/ \r\n/', '...\n/\n', ' !!x', ' ?', '!? foo', '\x00\x01\x1f\x7f abc',
    'camelCaseWords and snake_case_words and kebab-case-words', 'ABCdefGHI jklMNO', "ABC'S abc's", '1234567 12 1 a1b2c3',
    '{"type": "object", "properties": {"q": {"type": "string"}}}', '// Tool number 1.\ntype f = (_: {\n// Query\nq: string,\n}) => any;\n',
    '\v\fword', 'a\u000bb', '  \u00a0  x', 'x\u00e9y', 'caf\u00e9', '\u00c9cole', ' \u4e2d\u6587', '12\u00b2', '1\u0663', '-\u2014-', 'a\u0301b', "it'\u00e9",
  ];
  let answered = 0;
  for (const t of texts) answered += compare(t).answered;
  assert.ok(answered > 120, `${answered} pre-tokens answered by the scan`);
});

test('the scan ends each pre-token where the regex does, on generated texts', () => {
  // A small fixed generator (no Math.random: a failure must repeat), over pieces chosen for the classes the regex tells
  // apart, a few past ASCII among them.
  const pieces = ['a', 'b', 'Z', 'Q', 's', 'l', 'L', 'v', 'e', 'r', 'd', "'", '0', '7', ' ', ' ', '  ', '\t', '\n', '\r', '\r\n', '/', '-', '_', '.', '"', '{', '\x0b', '\x0c', '\x1f', 'é', 'É', '\u00a0', '\u3000', '²', '中', '😀', '\u0301'];
  let seed = 12345;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 8;
  let answered = 0;
  let left = 0;
  for (let n = 0; n < 20000; n++) {
    let text = '';
    const length = 1 + (next() % 14);
    for (let i = 0; i < length; i++) text += pieces[next() % pieces.length];
    const r = compare(text);
    answered += r.answered;
    left += r.left;
  }
  assert.ok(answered > 50000 && left > 1000, `${answered} answered, ${left} left to the regex`);
});

test('the scan ends each pre-token where the regex does, in every corpus tool rendered for its count', { timeout: 300_000 }, () => {
  let answered = 0;
  let tools = 0;
  eachCorpusTool((t) => {
    tools++;
    answered += compare(OPENAI_TOOLS_PREAMBLE + renderOpenAiTool(t.name ?? '', t.description, t.schema) + OPENAI_TOOLS_POSTAMBLE, false).answered;
  });
  assert.ok(tools > 4000 && answered > 500_000, `${tools} tools, ${answered} pre-tokens answered by the scan`);
});
