// Ethereum contract ABI entries (`{ type: 'function', name, inputs, outputs, stateMutability }`) share a Responses
// function tool's `type` and `name`; a web3 repository holds hundreds of them (coinbase/agentkit's constants.ts
// files, viem `readContract({ abi: [...] })` calls). None is a tool; a real Responses tool beside them still is.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../shared/src';

const DIR = join(__dirname, 'fixtures', 'abi-fragments');

test('ABI fragments in TypeScript (as const arrays, inline readContract abis) are not tools; the Responses tool beside them is', () => {
  const path = join(DIR, 'src', 'services', 'tokens.ts');
  const r = lint(readFileSync(path, 'utf8'), { path });
  assert.deepEqual(r.tools.map((t) => [t.name, t.shape]), [['get_token_balance', 'openai-responses']]);
  assert.ok(!r.findings.some((f) => /balanceOf|totalSupply|allowance/.test(f.message)), JSON.stringify(r.findings.map((f) => f.message)));
});

test('a compiled contract artifact (JSON abi) holds no tools, old-style constant/payable entries included', () => {
  const path = join(DIR, 'abis', 'Vault.json');
  const r = lint(readFileSync(path, 'utf8'), { path });
  assert.deepEqual(r.tools, []);
  assert.deepEqual(r.findings, []);
});

test('a Responses function tool without parameters is still a tool', () => {
  const src = JSON.stringify({ tools: [{ type: 'function', name: 'get_time', description: 'Current UTC time.' }] });
  const r = lint(src, { path: 'tools.json' });
  assert.deepEqual(r.tools.map((t) => [t.name, t.shape]), [['get_time', 'openai-responses']]);
});
