// The tokenizer chunks in dist/ (built by esbuild.mjs: gpt-tokenizer's encoding, its rank table in dist/NAME.ranks read
// by shared/src/cost/rank-table.ts) count exactly as gpt-tokenizer itself does: on samples chosen for the lookups the
// table replaces (byte sequences that are no text, a leading byte-order mark, lone surrogates) and on every corpus tool
// as the engine renders it for a count. A missing or altered table is an error that says so, never a count.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { eachCorpusTool } from './corpus-tools';
import { OPENAI_TOOLS_POSTAMBLE, OPENAI_TOOLS_PREAMBLE, renderOpenAiTool } from '../shared/src/cost/render-openai';

const ROOT = join(__dirname, '..');
const DIST = join(ROOT, 'dist');
const FIXTURES = join(__dirname, 'fixtures');
const ORDINARY = { disallowedSpecial: new Set<string>() };
type Count = (t: string, options?: typeof ORDINARY) => number;
const ENCODINGS = ['o200k_base', 'cl100k_base'] as const;

function samples(): string[] {
  const out: string[] = [];
  for (const name of readdirSync(FIXTURES, { recursive: true }) as string[]) if (/\.(json|ts|py)$/.test(name)) out.push(readFileSync(join(FIXTURES, name), 'utf8'));
  // Letters, marks, digits, CJK, emoji, byte sequences no token spells as text, and long runs.
  out.push('Ünïcödé naïve café — 東京都 😀👍🏽 \u0301\u200d é\n\r\n\t  ', 'x'.repeat(3000), ' 123456789 '.repeat(50), "it's they're we'll I'd", '\uffff\ud7ff\u0080');
  // gpt-tokenizer keeps the tokens that start with a byte-order mark as bytes, and its byte lookup drops a leading mark.
  out.push('\ufeffusing System;', '\ufeff\n\nnamespace x', 'a\ufeff\ufeff#b', '\ufeff//c\n\ufeff/*\n', '\ufeff출장안마', '\ufeff', '\ufeff\ufeff\ufeff');
  // Lone surrogates (no key of its Map; U+FFFD once encoded), and text around them.
  out.push('\ud800', 'ab\udfffcd', '\ud83d x \ude00 \ufffd', `${'\ud800'.repeat(5)}é`);
  // Bytes that are no UTF-8 inside longer pieces (gpt-tokenizer's byte tokens), every Latin-1 and some CJK by itself.
  out.push(Array.from({ length: 256 }, (_, i) => String.fromCharCode(i)).join(''), '\u00e9\u0301\u0000\u007f\u0080\u00ff', '一丁七万丈三上下不与丐丑专且丕世丘丙业丛东丝丞丟両丢两严並丧');
  return out;
}

const chunk = (encoding: string, dir = DIST) => require(join(dir, `${encoding}.js`)) as { countTokens: Count };
const own = (encoding: string) => require(`gpt-tokenizer/encoding/${encoding}`) as { countTokens: Count };

for (const encoding of ENCODINGS) {
  test(`dist/${encoding}.js counts as gpt-tokenizer's ${encoding} does, its table in dist/${encoding}.ranks`, () => {
    const texts = samples();
    assert.ok(texts.length > 30);
    for (const text of texts) {
      assert.equal(chunk(encoding).countTokens(text, ORDINARY), own(encoding).countTokens(text, ORDINARY), JSON.stringify(text.slice(0, 60)));
      assert.equal(chunk(encoding).countTokens(text), own(encoding).countTokens(text), JSON.stringify(text.slice(0, 60)));
    }
    // A special token is gpt-tokenizer's own business: disallowed by default, ordinary text with ORDINARY.
    assert.throws(() => chunk(encoding).countTokens('a <|endoftext|> b'), /Disallowed special token/);
    assert.equal(chunk(encoding).countTokens('a <|endoftext|> b', ORDINARY), own(encoding).countTokens('a <|endoftext|> b', ORDINARY));
    // The table is the raw file's, not code: the chunk is gpt-tokenizer's code and a few lines.
    const source = readFileSync(join(DIST, `${encoding}.js`), 'utf8');
    assert.doesNotMatch(source, /JSON\.parse\(/, 'no JSON table to parse');
    assert.ok(source.length < 100_000, `${source.length} characters`);
    assert.ok(statSync(join(DIST, `${encoding}.ranks`)).size > 500_000);
  });
}

test('the chunks count every corpus tool, rendered as for its cost, as gpt-tokenizer does', { timeout: 300_000 }, () => {
  const texts = new Set<string>();
  eachCorpusTool((t) => texts.add(OPENAI_TOOLS_PREAMBLE + renderOpenAiTool(t.name ?? '', t.description, t.schema) + OPENAI_TOOLS_POSTAMBLE));
  assert.ok(texts.size > 4000, `${texts.size} tools`);
  for (const encoding of ENCODINGS) {
    let total = 0;
    for (const text of texts) {
      const n = chunk(encoding).countTokens(text, ORDINARY);
      if (n !== own(encoding).countTokens(text, ORDINARY)) assert.fail(`${encoding}: ${JSON.stringify(text.slice(0, 200))}`);
      total += n;
    }
    assert.ok(total > 400_000, `${encoding}: ${total} tokens`);
  }
});

/** A copy of the CLI (bin/ and the bundles it loads) in a temporary folder, its o200k table as `ranks` makes it. */
function brokenInstall(ranks: (table: Buffer) => Buffer | undefined): string {
  const dir = mkdtempSync(join(tmpdir(), 'toollint-ranks-'));
  cpSync(join(ROOT, 'bin'), join(dir, 'bin'), { recursive: true });
  mkdirSync(join(dir, 'dist'));
  for (const f of ['cli.js', 'o200k_base.js', 'cl100k_base.js', 'cl100k_base.ranks']) copyFileSync(join(DIST, f), join(dir, 'dist', f));
  const table = ranks(readFileSync(join(DIST, 'o200k_base.ranks')));
  if (table) writeFileSync(join(dir, 'dist', 'o200k_base.ranks'), table);
  // A description long enough that the stylish output's rules count it too (heavy-definition's byte bound).
  const description = 'Weather for a city. '.repeat(100);
  writeFileSync(join(dir, 'tools.json'), JSON.stringify([{ type: 'function', function: { name: 'get_weather', description, parameters: { type: 'object', properties: { city: { type: 'string' } } } } }]));
  return dir;
}

const BROKEN: [string, (table: Buffer) => Buffer | undefined, RegExp][] = [
  ['missing', () => undefined, /o200k_base token table \S*o200k_base\.ranks cannot be read \(ENOENT\); reinstall toollint/],
  ['one byte altered', (t) => Buffer.from(t.map((b, i) => (i === t.length - 100 ? b ^ 1 : b))), /o200k_base token table \S*o200k_base\.ranks is damaged/],
  ['cut short', (t) => t.subarray(0, t.length - 1), /is damaged/],
  ['empty', () => Buffer.alloc(0), /is damaged/],
];

for (const [what, ranks, message] of BROKEN) {
  test(`a token table ${what}: the chunk throws an error that says so, and the CLI prints it and no count`, { timeout: 60_000 }, () => {
    const dir = brokenInstall(ranks);
    try {
      assert.throws(
        () => chunk('o200k_base', join(dir, 'dist')),
        (error: Error & { code?: string }) => error.code === 'TOOLLINT_TOKEN_TABLE' && message.test(error.message),
      );
      // The other encoding's table is there and whole: it still counts.
      assert.equal(chunk('cl100k_base', join(dir, 'dist')).countTokens('hello world'), 2);
      const cli = (...args: string[]) => spawnSync(process.execPath, [join(dir, 'bin', 'toollint.js'), ...args, 'tools.json'], { cwd: dir, encoding: 'utf8', env: { ...process.env, TOOLLINT_CODE_CACHE: '0', TOOLLINT_THREADS: '1' } });
      // The outputs that print counts: one line on stderr, exit 2, nothing counted on stdout.
      for (const args of [['--format', 'json'], ['describe']]) {
        const r = cli(...args);
        assert.equal(r.status, 2, `${args.join(' ')}: ${r.stderr}\n${r.stdout.slice(0, 3000)}`);
        const lines = r.stderr.trim().split('\n');
        assert.equal(lines.length, 1, r.stderr);
        assert.match(lines[0]!, /^toollint: the o200k_base token table /);
        assert.match(lines[0]!, message);
        assert.doesNotMatch(r.stdout, /token/i, 'no count printed');
      }
      // The outputs that print no count: the rule that needs one (heavy-definition) says why it could not finish.
      for (const args of [[], ['--format', 'sarif']]) {
        const r = cli(...args);
        assert.equal(r.status, 1, r.stderr);
        assert.match(r.stdout, /could not finish rule heavy-definition on this tool \(the o200k_base token table /);
        assert.match(r.stdout, message);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

test('a whole copy of the table counts again (the checks above are the table, not the copy)', () => {
  const dir = brokenInstall((t) => t);
  try {
    assert.equal(chunk('o200k_base', join(dir, 'dist')).countTokens('hello world'), own('o200k_base').countTokens('hello world'));
    const r = spawnSync(process.execPath, [join(dir, 'bin', 'toollint.js'), '--format', 'json', 'tools.json'], { cwd: dir, encoding: 'utf8', env: { ...process.env, TOOLLINT_CODE_CACHE: '0' } });
    assert.equal(r.stderr, '');
    assert.match(r.stdout, /"name": "get_weather"[\s\S]*?"tokens": [1-9]/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
