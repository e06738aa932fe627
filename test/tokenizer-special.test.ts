// A special token's spelling in a tool's text (`<|endoftext|>` in a description) is ordinary text to the providers:
// it is counted as such, never as the special token, and never throws (gpt-tokenizer throws on it by default).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as cl100kApi from 'gpt-tokenizer/encoding/cl100k_base';
import * as o200kApi from 'gpt-tokenizer/encoding/o200k_base';
import { lint } from '../shared/src/lint';
import { countTokens } from '../shared/src/cost/tokenizer';

const SPECIAL = ['<|endoftext|>', '<|fim_prefix|>', '<|fim_middle|>', '<|fim_suffix|>', '<|endofprompt|>', '<|im_start|>', '<|im_end|>', '<|im_sep|>'];
const API = { o200k_base: { api: o200kApi, firstSpecial: 199_999 }, cl100k_base: { api: cl100kApi, firstSpecial: 100_257 } } as const;

test('a special token in text is counted as the ordinary tokens of its characters, in both encodings', () => {
  for (const [encoding, { api, firstSpecial }] of Object.entries(API) as [keyof typeof API, (typeof API)[keyof typeof API]][]) {
    for (const special of SPECIAL) {
      for (const text of [special, `Stops at ${special} and goes on.`, `${special}${special}`, `x`.repeat(1_500) + special]) {
        // The library's default refuses such text: this is what the count must not do.
        assert.throws(() => api.countTokens(text), /Disallowed special token/);
        const ordinary = api.encode(text, { disallowedSpecial: new Set() });
        assert.ok(ordinary.every((t) => t < firstSpecial), `${encoding}: ${special} was encoded as a special token`);
        assert.equal(api.decode(ordinary), text);
        assert.equal(countTokens(text, encoding), ordinary.length, `${encoding}: ${JSON.stringify(text.slice(-40))}`);
        assert.ok(countTokens(text, encoding) > 1);
      }
    }
  }
});

test('a tool whose description holds a special token is linted and counted, with no internal error', () => {
  const description = `Returns the text up to <|endoftext|>. ${'Lorem ipsum dolor sit amet. '.repeat(100)}`;
  const text = JSON.stringify([{ type: 'function', function: { name: 'cut', description, parameters: { type: 'object', properties: {} } } }]);
  const result = lint(text, { path: 'tools.json' });
  assert.equal(result.tools.length, 1);
  assert.deepEqual(result.findings.filter((f) => /could not/.test(f.message)), []);
  const tokens = result.tools[0]!.tokens;
  assert.equal(typeof tokens, 'number');
  assert.ok(tokens > 500);
  assert.match(result.findings.find((f) => f.rule === 'heavy-definition')?.message ?? '', new RegExp(`costs ${tokens} tokens`));
  // Every estimate a hover or describe shows is counted as well.
  const byTarget = result.tools[0]!.tokensByTarget;
  assert.ok(byTarget.anthropic.perTool > 500 && byTarget.openai.perTool === tokens);
});
