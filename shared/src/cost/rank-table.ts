// The Node tokenizer chunks' entry (dist/o200k_base.js, dist/cl100k_base.js; esbuild.mjs): gpt-tokenizer's own encoding,
// with its rank table read from a raw file beside the chunk (dist/o200k_base.ranks) in a form that needs little work on
// load. The browser build keeps gpt-tokenizer's own table (scripts/build-browser.mjs).
//
// gpt-tokenizer loads a table of 200,000 strings and byte arrays and puts every string in a Map: about 180 ms per process
// (JSON.parse of the table, then 200,000 Map.set), more than the counts that follow. Here the table is the tokens' bytes
// in rank order, and a rank is found in a hash table of typed arrays built in one pass over them (no string is made).
// Everything else is gpt-tokenizer's own code (GptEncoding, its split regex, its byte-pair merge): only the lookups its
// BytePairEncodingCore makes in the tables it builds in its constructor are given, and its count's loop over pre-tokens
// (stickyCount, which makes no match array). dist/*.js count exactly as gpt-tokenizer does (test/tokenizer-chunk.test.ts
// and test/tokenizer-descriptions.test.ts, on the corpus too).
//
// The file (little-endian), written by esbuild.mjs: MAGIC, u32 N (ranks, none missing), u32 B (the tokens gpt-tokenizer
// holds as bytes, not strings), N u8 lengths (by rank), B u32 ranks of those tokens (ascending), then every token's
// bytes in rank order. The chunk holds the file's SHA-256: a missing, short or altered file is an error that says so
// (a TokenTableError), never a wrong count.
import type * as Encoding from 'gpt-tokenizer/encoding/o200k_base';
import { createHash } from 'node:crypto';
import { O200K_PATTERN, o200kPreTokenEnd } from './o200k-pretoken';

export const MAGIC = 'toollint-ranks-1\n';

interface Core {
  getBpeRankFromString(key: string): number | undefined;
  getBpeRankFromBytes(key: Uint8Array): number | undefined;
  bytePairStringRankEncoder: { get(key: string): number | undefined };
  mergeableBytePairRankCount: number;
  tokenSplitRegex: RegExp;
  countNative(text: string, allowedSpecial?: Set<string>): number;
  bytePairEncode(piece: string): number[];
}
interface Api {
  countTokens: typeof Encoding.countTokens;
  bytePairEncodingCoreProcessor: Core;
}
// gpt-tokenizer's package exports its cjs/ files to require() only (and without types).
const { GptEncoding } = require('gpt-tokenizer/cjs/GptEncoding') as { GptEncoding: { getEncodingApi(name: string, ranks: () => unknown[]): Api } };
const { tryConvertToString } = require('gpt-tokenizer/cjs/utfUtil') as { tryConvertToString(bytes: Uint8Array): string | undefined };

/** A token table that cannot be read or is not the one this chunk was built with: the install is broken. */
export class TokenTableError extends Error {
  readonly code = 'TOOLLINT_TOKEN_TABLE';
}

/** At most this many keys, found or not, in the front Map. */
const FRONT = 1 << 16;

/** Longest piece whose merged count is kept (the Map's memory stays bounded; longer pieces are rare). */
const KEPT_PIECE = 64;

/** FNV-1a over `length` bytes of `bytes` from `from`. */
function hash(bytes: Uint8Array, from: number, length: number): number {
  let h = 0x811c9dc5;
  for (let i = from, end = from + length; i < end; i++) h = Math.imul(h ^ bytes[i]!, 0x01000193);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * gpt-tokenizer's `countTokens` for `name`, its ranks from `table` (the file's bytes, or the error reading it gave),
 * checked against `sha256` (hex). `file` names the table in messages. Throws a TokenTableError when the table is not
 * the one expected.
 */
export function packedEncoding(name: 'o200k_base' | 'cl100k_base', table: Uint8Array | Error, file: string, sha256: string): { countTokens: typeof Encoding.countTokens } {
  const broken = (why: string) => new TokenTableError(`the ${name} token table ${file} ${why}; reinstall toollint`);
  if (!(table instanceof Uint8Array)) throw broken(`cannot be read (${(table as NodeJS.ErrnoException).code ?? table.message})`);
  if (createHash('sha256').update(table).digest('hex') !== sha256) throw broken('is damaged (it is not the file this toollint was built with)');
  const data = table;
  const u32 = (at: number) => (data[at]! | (data[at + 1]! << 8) | (data[at + 2]! << 16) | (data[at + 3]! << 24)) >>> 0;
  for (let i = 0; i < MAGIC.length; i++) if (data[i] !== MAGIC.charCodeAt(i)) throw broken('is damaged (no table header)');
  const n = u32(MAGIC.length);
  const b = u32(MAGIC.length + 4);
  const lengths = data.subarray(MAGIC.length + 8, MAGIC.length + 8 + n);
  const byteRanksAt = MAGIC.length + 8 + n;
  const start = byteRanksAt + 4 * b;
  if (data.length < start) throw broken('is damaged (it is too short)');
  // Where each rank's bytes begin, the longest token, and which ranks gpt-tokenizer holds as bytes.
  const offsets = new Uint32Array(n + 1);
  let at = start;
  let longest = 0;
  for (let r = 0; r < n; r++) {
    offsets[r] = at;
    const length = lengths[r]!;
    at += length;
    if (length > longest) longest = length;
  }
  offsets[n] = at;
  if (at !== data.length || lengths.length !== n) throw broken('is damaged (its lengths do not add up)');
  const isBytes = new Uint8Array(n);
  for (let i = 0; i < b; i++) isBytes[u32(byteRanksAt + 4 * i)] = 1;

  // Open addressing, linear probing, at most half full: a slot holds rank + 1 (0: empty).
  let size = 1;
  while (size < 2 * n) size <<= 1;
  const mask = size - 1;
  const slots = new Int32Array(size);
  for (let r = 0; r < n; r++) {
    let s = hash(data, offsets[r]!, lengths[r]!) & mask;
    while (slots[s] !== 0) s = (s + 1) & mask;
    slots[s] = r + 1;
  }

  /** The rank of the token of that kind (bytes or string) spelled by `length` bytes of `key` from `from`, or -1. */
  function search(key: Uint8Array, from: number, length: number, bytes: 0 | 1): number {
    for (let s = hash(key, from, length) & mask; ; s = (s + 1) & mask) {
      const slot = slots[s]!;
      if (slot === 0) return -1;
      const r = slot - 1;
      if (lengths[r] !== length || isBytes[r] !== bytes) continue;
      const o = offsets[r]!;
      let j = 0;
      while (j < length && data[o + j] === key[from + j]) j++;
      if (j === length) return r;
    }
  }

  const encoder = new TextEncoder();
  let key = new Uint8Array(1024);
  /** The rank of the string token that is this text, or -1. */
  function lookup(text: string): number {
    // A string's UTF-8 form is at least as long as the string; "" is no entry.
    const length = text.length;
    if (length === 0 || length > longest) return -1;
    if (key.length < 3 * length) key = new Uint8Array(3 * length);
    let i = 0;
    for (let c = 0; i < length && (c = text.charCodeAt(i)) < 0x80; i++) key[i] = c;
    if (i === length) return search(key, 0, length, 0);
    // A lone surrogate is no key of gpt-tokenizer's Map (its strings are decoded UTF-8); encodeInto would make it U+FFFD.
    if (!(text as string & { isWellFormed(): boolean }).isWellFormed()) return -1;
    const { written } = encoder.encodeInto(text, key);
    return written > longest ? -1 : search(key, 0, written, 0);
  }
  // Pieces repeat (" the", "\n"): each distinct one is looked up once, in a Map emptied when full (its memory bounded).
  const front = new Map<string, number>();
  /** gpt-tokenizer's string Map: the rank of the token that is this text, or undefined. */
  function rankOf(text: string): number | undefined {
    // Longer text is no token (and is not kept): the Map holds at most FRONT keys of at most `longest` characters.
    if (text.length > longest) return undefined;
    let rank = front.get(text);
    if (rank === undefined) {
      rank = lookup(text);
      if (front.size >= FRONT) front.clear();
      front.set(text, rank);
    }
    return rank < 0 ? undefined : rank;
  }
  /**
   * gpt-tokenizer's getBpeRankFromBytes (its byte-pair merge asks it for every pair it tries), without making a string
   * of the bytes: bytes that are UTF-8 are its string's rank, where TextDecoder drops a leading byte-order mark, and
   * other bytes are looked up among the tokens held as bytes.
   */
  function rankOfBytes(bytes: Uint8Array): number | undefined {
    let from = 0;
    let ascii = true;
    for (let i = 0; i < bytes.length && ascii; i++) ascii = bytes[i]! < 0x80;
    if (!ascii) {
      if (tryConvertToString(bytes) === undefined) {
        const rank = bytes.length === 0 || bytes.length > longest ? -1 : search(bytes, 0, bytes.length, 1);
        return rank < 0 ? undefined : rank;
      }
      if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) from = 3;
    }
    const length = bytes.length - from;
    if (length === 0 || length > longest) return undefined;
    const rank = search(bytes, from, length, 0);
    return rank < 0 ? undefined : rank;
  }

  /**
   * rankOf(text.slice(from, end)) for a piece of ASCII text, read in place (no string is made, nothing is kept); -2
   * when the piece is not ASCII. An ASCII character's code is its one UTF-8 byte, so the piece's bytes are its codes.
   */
  function rankInText(text: string, from: number, end: number): number {
    const length = end - from;
    if (length > longest) return -1;
    let h = 0x811c9dc5;
    for (let i = from; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c >= 0x80) return -2;
      h = Math.imul(h ^ c, 0x01000193);
    }
    for (let s = ((h ^ (h >>> 16)) >>> 0) & mask; ; s = (s + 1) & mask) {
      const slot = slots[s]!;
      if (slot === 0) return -1;
      const r = slot - 1;
      if (lengths[r] !== length || isBytes[r] !== 0) continue;
      const o = offsets[r]!;
      let j = 0;
      while (j < length && data[o + j] === text.charCodeAt(from + j)) j++;
      if (j === length) return r;
    }
  }

  const api = GptEncoding.getEncodingApi(name, () => []);
  const core = api.bytePairEncodingCoreProcessor;
  core.mergeableBytePairRankCount = n;
  // Its own methods (every lookup of gpt-tokenizer's goes through them) and its Map's get, for any other caller.
  core.getBpeRankFromString = rankOf;
  core.getBpeRankFromBytes = rankOfBytes;
  core.bytePairStringRankEncoder = { get: rankOf };
  core.countNative = stickyCount(core, rankInText);
  return { countTokens: api.countTokens };
}

/**
 * gpt-tokenizer's countNative, its pre-tokens found by a sticky copy of its split regex instead of `matchAll` (which
 * makes a match array per pre-token: a tenth of a lint's allocation). The split regex matches at every position of
 * any text, so each global match starts where the previous one ended, where the sticky one matches the same; at a
 * position where it does not (an empty match, or no match), gpt-tokenizer's own loop counts the text. With a special
 * token allowed (toollint allows none) it is gpt-tokenizer's own loop too. For o200k_base, an ASCII pre-token is found
 * by a scan of its codes that answers as the regex does (o200k-pretoken.ts; the regex decides where the text is not
 * ASCII). An ASCII pre-token is looked up where it stands (`rankInText`); one that is no token is merged by gpt-tokenizer's byte-pair merge, whose count for a piece
 * is kept (the merge depends on the piece alone) in a Map emptied when full.
 */
function stickyCount(core: Core, rankInText: (text: string, from: number, end: number) => number): Core['countNative'] {
  const own = core.countNative.bind(core);
  const sticky = new RegExp(core.tokenSplitRegex.source, core.tokenSplitRegex.flags.replace('g', '') + 'y');
  const merged = new Map<string, number>();
  // ASCII pre-tokens of o200k's regex are found by a scan of codes (o200k-pretoken.ts), the others by the regex.
  const scan = core.tokenSplitRegex.source === O200K_PATTERN && core.tokenSplitRegex.flags === 'gu' ? o200kPreTokenEnd : undefined;
  return (text, allowedSpecial) => {
    if (allowedSpecial !== undefined && allowedSpecial.size > 0) return own(text, allowedSpecial);
    let count = 0;
    for (let at = 0; at < text.length; ) {
      let end = scan === undefined ? -1 : scan(text, at);
      if (end < 0) {
        sticky.lastIndex = at;
        // test() makes no match array.
        if (!sticky.test(text) || sticky.lastIndex === at) return own(text, allowedSpecial);
        end = sticky.lastIndex;
      }
      const rank = rankInText(text, at, end);
      if (rank >= 0) count++;
      else {
        const piece = text.slice(at, end);
        if (rank === -2 && core.getBpeRankFromString(piece) !== undefined) count++;
        else {
          let n = merged.get(piece);
          if (n === undefined) {
            n = core.bytePairEncode(piece).length;
            if (piece.length <= KEPT_PIECE) {
              if (merged.size >= FRONT) merged.clear();
              // Its own copy: a slice would keep the whole text it was cut from alive.
              merged.set((piece + ' ').slice(0, -1), n);
            }
          }
          count += n;
        }
      }
      at = end;
    }
    return count;
  };
}
