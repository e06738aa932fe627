// Exact OpenAI token counts with gpt-tokenizer; encodings load on first use only.
import type * as Encoding from 'gpt-tokenizer/encoding/o200k_base';

export type EncodingName = 'o200k_base' | 'cl100k_base';

type Counter = typeof Encoding.countTokens;
let o200k: Counter | undefined;
let cl100k: Counter | undefined;

/** The encoding a model uses: gpt-4 and gpt-3.5 use cl100k_base, gpt-4o and later o200k_base. */
export function encodingForModel(model: string | undefined): EncodingName {
  const m = (model ?? '').toLowerCase();
  if (/^gpt-(4|3\.5)(?!o|\.1|\.5)(-|$)/.test(m) || m === 'gpt-4' || m.startsWith('gpt-4-') || m.startsWith('gpt-3.5')) return 'cl100k_base';
  return 'o200k_base';
}

export function countTokens(text: string, encoding: EncodingName): number {
  if (encoding === 'cl100k_base') {
    cl100k ??= (require('gpt-tokenizer/encoding/cl100k_base') as typeof Encoding).countTokens;
    return cl100k(text);
  }
  o200k ??= (require('gpt-tokenizer/encoding/o200k_base') as typeof Encoding).countTokens;
  return o200k(text);
}
