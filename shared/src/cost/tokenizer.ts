// Exact OpenAI token counts with gpt-tokenizer; encodings load on first use only.
import type * as Encoding from 'gpt-tokenizer/encoding/o200k_base';

export type EncodingName = 'o200k_base' | 'cl100k_base';

type Counter = typeof Encoding.countTokens;
let o200k: Counter | undefined;
let cl100k: Counter | undefined;

/**
 * Text is counted as ordinary text, as a provider bills what a tool definition sends: a special token's spelling in a
 * description (`<|endoftext|>`) is a few ordinary tokens there, never the special token. gpt-tokenizer throws on it by
 * default ("Disallowed special token found"); with no special token disallowed (and none allowed) it counts the
 * characters, and skips its scan of the whole text for special tokens.
 */
const ORDINARY = { disallowedSpecial: new Set<string>() };

/**
 * Longest run of one character class (letters, digits, blanks, other) that is given to the tokenizer whole. Byte-pair
 * merging is quadratic in the length of one pre-token, and a pre-token is such a run (200,000 "-" took 21 s), so a
 * longer run is counted in pieces of this length. The count is exact for text without such runs; with them it is
 * within two tokens per piece of the real count (checked by a test on runs of every class).
 */
export const MAX_RUN = 1000;

/** The encoding a model uses: gpt-4 and gpt-3.5 use cl100k_base, gpt-4o and later o200k_base. */
export function encodingForModel(model: string | undefined): EncodingName {
  const m = (model ?? '').toLowerCase();
  if (/^gpt-(4|3\.5)(?!o|\.1|\.5)(-|$)/.test(m) || m === 'gpt-4' || m.startsWith('gpt-4-') || m.startsWith('gpt-3.5')) return 'cl100k_base';
  return 'o200k_base';
}

function counter(encoding: EncodingName): Counter {
  if (encoding === 'cl100k_base') return (cl100k ??= (require('gpt-tokenizer/encoding/cl100k_base') as typeof Encoding).countTokens);
  return (o200k ??= (require('gpt-tokenizer/encoding/o200k_base') as typeof Encoding).countTokens);
}

const LETTER = /[\p{L}\p{M}]/u;
const DIGIT = /\p{N}/u;
const BLANK = /\s/u;

function charClass(c: string): number {
  if (c < '\x80') {
    const code = c.charCodeAt(0);
    if ((code >= 65 && code <= 90) || (code >= 97 && code <= 122)) return 0;
    if (code >= 48 && code <= 57) return 1;
    if (code === 32 || (code >= 9 && code <= 13)) return 2;
    return 3;
  }
  return LETTER.test(c) ? 0 : DIGIT.test(c) ? 1 : BLANK.test(c) ? 2 : 3;
}

/** charClass of each ASCII character, by its code. */
const ASCII_CLASS = Uint8Array.from({ length: 0x80 }, (_, code) => charClass(String.fromCharCode(code)));

/** Where `text` is cut so that no run of one class is longer than MAX_RUN; [] for ordinary text. */
export function longRunCuts(text: string): number[] {
  const cuts: number[] = [];
  let cls = -1;
  let run = 0;
  for (let i = 0; i < text.length; ) {
    // An ASCII character's class is looked up by its code (no one-character string, no regex).
    const code = text.charCodeAt(i);
    let width = 1;
    let c: number;
    if (code < 0x80) c = ASCII_CLASS[code]!;
    else {
      width = text.codePointAt(i)! > 0xffff ? 2 : 1;
      c = charClass(width === 2 ? text.slice(i, i + 2) : text[i]!);
    }
    if (c === cls) {
      // Never between the \r and \n of a line break.
      if (++run > MAX_RUN && !(text[i] === '\n' && text[i - 1] === '\r')) {
        cuts.push(i);
        run = 1;
      }
    } else {
      cls = c;
      run = 1;
    }
    i += width;
  }
  return cuts;
}

/** OpenAI tokens of `text` in `encoding`: exact, except within two tokens per MAX_RUN piece of a longer run. */
export function countTokens(text: string, encoding: EncodingName): number {
  const count = counter(encoding);
  // A text that short cannot hold a run that long.
  if (text.length <= MAX_RUN) return count(text, ORDINARY);
  const cuts = longRunCuts(text);
  if (cuts.length === 0) return count(text, ORDINARY);
  let total = 0;
  let from = 0;
  for (const cut of cuts) {
    total += count(text.slice(from, cut), ORDINARY);
    from = cut;
  }
  return total + count(text.slice(from), ORDINARY);
}
