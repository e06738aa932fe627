// The tokenizer chunks' entry (dist/o200k_base.js, dist/cl100k_base.js; esbuild.mjs): gpt-tokenizer's own encoding, with
// its rank table in a packed form that needs no work per entry on load.
//
// gpt-tokenizer loads a table of 200,000 strings and byte arrays and puts every string in a Map: about 180 ms per process
// (JSON.parse of the table, then 200,000 Map.set), more than the counts that follow. Here the table is one buffer, sorted
// by bytes, built into the chunk by esbuild.mjs (PACKED below), and a rank is found by binary search, each distinct key
// once (a Map in front). Everything else is gpt-tokenizer's own code (GptEncoding, its pre-tokenizer, its byte-pair
// merge, its byte lookups): only the two tables its BytePairEncodingCore builds in its constructor are given ready-made.
// dist/*.js count exactly as gpt-tokenizer does (test/tokenizer-chunk.test.ts, on the corpus too).
//
// PACKED (base64): u32 N (ranks), u32 S (entries gpt-tokenizer holds as strings), u32 B (as byte arrays), then the S string
// entries and the B byte entries, each list sorted by bytes: u8 length per entry, u24 rank per entry, the bytes.
import type * as Encoding from 'gpt-tokenizer/encoding/o200k_base';

interface Core {
  getBpeRankFromString(key: string): number | undefined;
  getBpeRankFromBytes(key: Uint8Array): number | undefined;
  binarySearch(key: Uint8Array): number;
  bytePairStringRankEncoder: { get(key: string): number | undefined };
  bytePairNonUtfSortedEncoder: [Uint8Array, number][];
  bytePairNonUtfRankDecoder: Map<number, Uint8Array>;
  mergeableBytePairRankCount: number;
}
interface Api {
  countTokens: typeof Encoding.countTokens;
  bytePairEncodingCoreProcessor: Core;
}
// gpt-tokenizer's package exports its cjs/ files to require() only (and without types).
const { GptEncoding } = require('gpt-tokenizer/cjs/GptEncoding') as { GptEncoding: { getEncodingApi(name: string, ranks: () => unknown[]): Api } };
const { tryConvertToString } = require('gpt-tokenizer/cjs/utfUtil') as { tryConvertToString(bytes: Uint8Array): string | undefined };

/** At most this many keys, found or not, in the front Map: it is emptied when full, so its memory stays bounded. */
const FRONT = 1 << 18;

/** gpt-tokenizer's `countTokens` for `name`, its ranks from `packed`. */
export function packedEncoding(name: 'o200k_base' | 'cl100k_base', packed: string): { countTokens: typeof Encoding.countTokens } {
  const api = GptEncoding.getEncodingApi(name, () => []);
  const core = api.bytePairEncodingCoreProcessor;
  const buf = Buffer.from(packed, 'base64');
  const data = new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
  const u32 = (at: number) => (data[at]! | (data[at + 1]! << 8) | (data[at + 2]! << 16) | (data[at + 3]! << 24)) >>> 0;
  const n = u32(0);
  let at = 12;
  function list(count: number) {
    const lengths = data.subarray(at, at + count);
    const ranks = data.subarray(at + count, at + 4 * count);
    at += 4 * count;
    const offsets = new Uint32Array(count);
    let longest = 0;
    for (let i = 0; i < count; i++) {
      offsets[i] = at;
      const length = lengths[i]!;
      at += length;
      if (length > longest) longest = length;
    }
    const rank = (i: number) => ranks[3 * i]! | (ranks[3 * i + 1]! << 8) | (ranks[3 * i + 2]! << 16);
    return { lengths, offsets, longest, rank };
  }
  const strings = list(u32(4));
  const bytes = list(u32(8));
  if (at !== data.length) throw new Error(`${name}: the packed rank table is ${data.length} bytes, its header says ${at}`);

  // The byte arrays: gpt-tokenizer's sorted list (by bytes, as packed) for its binary search, and its decoder's map.
  const sorted: [Uint8Array, number][] = [];
  for (let i = 0; i < bytes.offsets.length; i++) {
    const entry = data.subarray(bytes.offsets[i]!, bytes.offsets[i]! + bytes.lengths[i]!);
    sorted.push([entry, bytes.rank(i)]);
    core.bytePairNonUtfRankDecoder.set(bytes.rank(i), entry);
  }
  core.bytePairNonUtfSortedEncoder = sorted;
  core.mergeableBytePairRankCount = n;

  // The strings: a key's UTF-8 bytes searched among the string entries' bytes (both sorted as unsigned bytes), within
  // the entries that begin with its first two bytes (an index made in one pass: the entries are in that order).
  const { lengths, offsets, longest } = strings;
  const count = offsets.length;
  const starts = new Uint32Array(65537);
  for (let i = 0, p = 0; i <= count; i++) {
    const q = i === count ? 65536 : (data[offsets[i]!]! << 8) | (lengths[i]! > 1 ? data[offsets[i]! + 1]! : 0);
    while (p <= q) starts[p++] = i;
  }
  const encoder = new TextEncoder();
  let key = new Uint8Array(1024);
  /** The rank of the string entry spelled by `length` bytes of `bytes` from `from`, or -1. */
  function search(bytes: Uint8Array, from: number, length: number): number {
    const p = (bytes[from]! << 8) | (length > 1 ? bytes[from + 1]! : 0);
    let lo = starts[p]!;
    let hi = starts[p + 1]! - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const o = offsets[mid]!;
      const own = lengths[mid]!;
      const common = own < length ? own : length;
      let c = 0;
      for (let j = 0; j < common && c === 0; j++) c = data[o + j]! - bytes[from + j]!;
      if (c === 0) c = own - length;
      if (c === 0) return strings.rank(mid);
      if (c < 0) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }
  function lookup(text: string): number {
    // A string's UTF-8 form is at least as long as the string; "" is no entry.
    const length = text.length;
    if (length === 0 || length > longest) return -1;
    if (key.length < 3 * length) key = new Uint8Array(3 * length);
    let i = 0;
    for (let c = 0; i < length && (c = text.charCodeAt(i)) < 0x80; i++) key[i] = c;
    if (i === length) return search(key, 0, length);
    // A lone surrogate is no key of gpt-tokenizer's Map (its strings are decoded UTF-8); encodeInto would make it U+FFFD.
    if (!(text as string & { isWellFormed(): boolean }).isWellFormed()) return -1;
    const { written } = encoder.encodeInto(text, key);
    return written > longest ? -1 : search(key, 0, written);
  }
  const front = new Map<string, number>();
  function rankOf(text: string): number | undefined {
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
   * of the bytes and without the front Map (most pairs are no token): bytes that are UTF-8 are its string's rank, where
   * TextDecoder drops a leading byte-order mark, and other bytes are searched among the byte entries.
   */
  function rankOfBytes(bytes: Uint8Array): number | undefined {
    let from = 0;
    let ascii = true;
    for (let i = 0; i < bytes.length && ascii; i++) ascii = bytes[i]! < 0x80;
    if (!ascii) {
      if (tryConvertToString(bytes) === undefined) {
        const at = core.binarySearch(bytes);
        return at === -1 ? undefined : core.bytePairNonUtfSortedEncoder[at]![1];
      }
      if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) from = 3;
    }
    const length = bytes.length - from;
    if (length === 0 || length > longest) return undefined;
    const rank = search(bytes, from, length);
    return rank < 0 ? undefined : rank;
  }
  // Its own methods (every lookup of gpt-tokenizer's goes through them) and its Map's get, for any other caller.
  core.getBpeRankFromString = rankOf;
  core.getBpeRankFromBytes = rankOfBytes;
  core.bytePairStringRankEncoder = { get: rankOf };
  return { countTokens: api.countTokens };
}
