// This folder holds what the engine needs in a browser in place of Node's built-ins (node:crypto, Buffer), and the
// loading of its lazy parts (the TypeScript parser, the tokenizer tables, the Python parser's WebAssembly) from the
// bundle's own files. scripts/build-browser.mjs swaps these in; the Node builds never load them. It never imports the
// rules, fix/, converters/ or the pipeline.
//
// node:crypto's createHash for the browser bundles (aliased by scripts/build-browser.mjs): synchronous SHA-256 and
// SHA-1 over @noble/hashes, with the hex and base64 digests the engine asks for. Same bytes as Node's for the same text.
import { sha1 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

type Digest = 'hex' | 'base64';

export interface Hash {
  update(data: string | Uint8Array): Hash;
  digest(encoding: Digest): string;
}

const ALGORITHMS = { sha256, sha1 } as const;

/** A hash object as node:crypto's createHash returns it, for the algorithms the engine uses (sha256, sha1). */
export function createHash(algorithm: string): Hash {
  const algo = ALGORITHMS[algorithm as keyof typeof ALGORITHMS];
  if (!algo) throw new Error(`createHash: ${algorithm} is not available in the browser build (sha256, sha1 are)`);
  const h = algo.create();
  const hash: Hash = {
    update(data) {
      h.update(typeof data === 'string' ? utf8ToBytes(data) : data);
      return hash;
    },
    digest(encoding) {
      const bytes = h.digest();
      return encoding === 'hex' ? bytesToHex(bytes) : base64(bytes);
    },
  };
  return hash;
}

/** node:crypto's one-shot hash(algorithm, data, encoding) for the same algorithms and digests. */
export function hash(algorithm: string, data: string | Uint8Array, encoding: Digest): string {
  return createHash(algorithm).update(data).digest(encoding);
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}
