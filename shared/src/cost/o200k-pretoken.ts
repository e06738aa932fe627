// o200k_base's split regex, for ASCII text, as a scan of character codes. The regex's letter, digit and blank classes
// are Unicode properties: V8 tests a character against them by a search of a range table, several per pre-token and
// about a thirtieth of a lint's instructions on the 3,000-tool file. For ASCII the classes are a table lookup. The scan
// follows the regex alternative by alternative, in its order and with its backtracking, and gives up (-1) as soon as
// it reads a character past ASCII (the regex then decides): so where it answers, it answers as the regex does.
// test/tokenizer-pretoken.test.ts checks it against the regex at every position of many texts.

/** gpt-tokenizer's O200K_TOKEN_SPLIT_PATTERN, which this scan follows; any other pattern is left to its regex. */
export const O200K_PATTERN = String.raw`[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+(?:'(?:[sS]|[dD]|[mM]|[tT]|[lL][lL]|[vV][eE]|[rR][eE]))?|[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*(?:'(?:[sS]|[dD]|[mM]|[tT]|[lL][lL]|[vV][eE]|[rR][eE]))?|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n/]*|\s*[\r\n]+|\s+(?!\S)|\s+`;

const UPPER = 1;
const LOWER = 2;
const DIGIT = 3;
/** \s but \r and \n: tab, vertical tab, form feed, space. */
const BLANK = 4;
const NEWLINE = 5;
/** Neither \s, \p{L} nor \p{N} (controls included). */
const OTHER = 6;
/** Any character past ASCII: the scan gives up on reading one. */
const WIDE = 7;

/** The class of each ASCII code. */
const CLASS = Uint8Array.from({ length: 0x80 }, (_, c) =>
  c >= 65 && c <= 90 ? UPPER : c >= 97 && c <= 122 ? LOWER : c >= 48 && c <= 57 ? DIGIT : c === 10 || c === 13 ? NEWLINE : c === 9 || c === 11 || c === 12 || c === 32 ? BLANK : OTHER,
);

function classAt(text: string, i: number): number {
  const c = text.charCodeAt(i);
  return c < 0x80 ? CLASS[c]! : WIDE;
}

/** The end of the o200k pre-token that starts at `at` (< text.length), or -1 where the regex must decide. */
export function o200kPreTokenEnd(text: string, at: number): number {
  const n = text.length;
  const first = classAt(text, at);
  if (first === WIDE) return -1;
  // Alternatives 1 and 2: an optional character that is no letter, digit, \r or \n, then capitals then small letters
  // (1: at least one small letter; 2, tried when 1 fails: at least one capital). Backing off the capitals never helps
  // (a capital is no small letter), nor dropping the optional character (it is no letter either).
  if (first !== DIGIT && first !== NEWLINE) {
    let i = first === UPPER || first === LOWER ? at : at + 1;
    const from = i;
    let k = 0;
    while (i < n && (k = classAt(text, i)) === UPPER) i++;
    if (i < n && k === WIDE) return -1;
    while (i < n && (k = classAt(text, i)) === LOWER) i++;
    if (i < n && k === WIDE) return -1;
    if (i > from) return contraction(text, i);
  }
  // Alternative 3: one to three digits.
  if (first === DIGIT) {
    let i = at + 1;
    while (i < n && i < at + 3 && classAt(text, i) === DIGIT) i++;
    if (i < n && i < at + 3 && classAt(text, i) === WIDE) return -1;
    return i;
  }
  // Alternative 4: an optional space, then characters that are no blank, letter or digit, then any \r, \n and /.
  if (first === OTHER || text.charCodeAt(at) === 32) {
    let i = first === OTHER ? at : at + 1;
    const from = i;
    let k = 0;
    while (i < n && (k = classAt(text, i)) === OTHER) i++;
    if (i < n && k === WIDE) return -1;
    if (i > from) {
      let c = 0;
      while (i < n && ((c = text.charCodeAt(i)) === 10 || c === 13 || c === 47)) i++;
      return i;
    }
  }
  // Blanks: the run of them, read whole.
  let end = at;
  let k = 0;
  while (end < n && ((k = classAt(text, end)) === BLANK || k === NEWLINE)) end++;
  if (end < n && k === WIDE) return -1;
  // Alternative 5 (\s*[\r\n]+): backed off to the run's last \r or \n, which it ends after.
  for (let j = end - 1; j >= at; j--) if (classAt(text, j) === NEWLINE) return j + 1;
  // Alternative 6 (\s+(?!\S)): the whole run at the end of the text, else all of it but its last blank; alternative
  // 7 (\s+) takes a run of one before anything else.
  if (end === n) return end;
  return end - at >= 2 ? end - 1 : end;
}

/** After a pre-token's letters: an optional 's, 'd, 'm, 't, 'll, 've or 're (either case). */
function contraction(text: string, i: number): number {
  if (text.charCodeAt(i) !== 39) return i;
  const a = text.charCodeAt(i + 1) | 0x20;
  if (a === 115 || a === 100 || a === 109 || a === 116) return i + 2;
  const b = text.charCodeAt(i + 2) | 0x20;
  if ((a === 108 && b === 108) || (a === 118 && b === 101) || (a === 114 && b === 101)) return i + 3;
  return i;
}
