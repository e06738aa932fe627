// The README's promises, one named test each: the engine never throws on any text, nothing from the workspace is
// executed, and nothing touches the network (the fourth, "nothing lost", is the lossless fix property in
// test/fix-lossless.test.ts).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import { findTools, fix, lint } from '../shared/src/index';

const LANGUAGES: { languageId?: string; path: string }[] = [
  { languageId: 'json', path: 'tools.json' },
  { languageId: 'jsonc', path: 'tools.jsonc' },
  { languageId: 'jsonl', path: 'tools.jsonl' },
  { languageId: 'typescript', path: 'tools.ts' },
  { languageId: 'javascriptreact', path: 'tools.jsx' },
];

// Text close enough to tools to get past every prefilter: fragments of real shapes, glued at random.
const FRAGMENTS = ['{', '}', '[', ']', ',', ':', '"name"', '"description"', '"parameters"', '"inputSchema"', '"type"', '"object"', '"properties"', '"required"', '"$ref"', '"#/$defs/a"', '"$defs"', '"enum"', '"default"', '"additionalProperties"', 'true', 'false', 'null', '1e400', '18446744073709551615', '"\\q"', '"\\u00e9"', '// c\n', '/* c */', 'z.object({', 'z.string()', '.optional()', ')', 'tool({', 'inputSchema:', 'parameters:', 'const a = ', 'a', ';', '\n', '"constructor"', '"__proto__"', '`${a}`', '...a', 'import { z } from "zod";\n', 'server.registerTool("t", ', '\uFEFF', '\uD800', '\r\n'];
const toolish = fc.array(fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 6 })), { maxLength: 60 }).map((parts) => parts.join(''));

test('README: the engine never throws on any text (lint, fix and findTools, every language, random and tool-like text)', () => {
  fc.assert(
    fc.property(fc.oneof(fc.string({ maxLength: 300 }), toolish, fc.string({ unit: 'binary', maxLength: 100 })), fc.constantFrom(...LANGUAGES), (text, lang) => {
      const r = lint(text, lang);
      assert.ok(Array.isArray(r.findings) && Array.isArray(r.tools));
      for (const t of r.tools) assert.equal(typeof t.tokens, 'number');
      const f = fix(text, { ...lang, unsafe: true });
      assert.equal(typeof f.text, 'string');
      if (lang.languageId !== 'typescript' && lang.languageId !== 'javascriptreact') assert.ok(Array.isArray(findTools(text, lang)));
    }),
    { numRuns: 600, seed: 42 },
  );
});

test('README: nothing from the workspace is executed (TypeScript with side effects at load is only parsed)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'toollint-exec-'));
  const marker = join(dir, 'ran');
  const src = [
    `import { writeFileSync } from 'node:fs';`,
    `import { z } from 'zod';`,
    `writeFileSync(${JSON.stringify(marker)}, 'top level');`,
    `(globalThis as any).__toollintRan = true;`,
    `const name = (() => { writeFileSync(${JSON.stringify(marker)}, 'iife'); return 'x'; })();`,
    `export const tools = [{ name: 't', description: 'd', get inputSchema() { writeFileSync(${JSON.stringify(marker)}, 'getter'); return {}; } }];`,
    `server.registerTool('t2', { description: 'd', inputSchema: { q: z.string().transform(() => writeFileSync(${JSON.stringify(marker)}, 'zod')) } }, async () => ({}));`,
  ].join('\n');
  const file = join(dir, 'tools.ts');
  writeFileSync(file, src);
  const r = lint(src, { path: file });
  fix(src, { path: file, unsafe: true });
  assert.ok(r.findings.some((f) => f.rule === 'not-analyzable'), 'the run-time values are reported');
  // The CLI, on the same file.
  const cli = spawnSync(process.execPath, [join(__dirname, '..', 'bin', 'toollint.js'), 'fix', '--unsafe', file], { encoding: 'utf8' });
  assert.notEqual(cli.status, null);
  assert.equal(existsSync(marker), false, existsSync(marker) ? readFileSync(marker, 'utf8') : '');
  assert.equal((globalThis as { __toollintRan?: boolean }).__toollintRan, undefined);
});

const NETWORK_PROBE = `
const fs = require('node:fs');
const log = (what) => fs.appendFileSync(process.env.TOOLLINT_NET_LOG, what + '\\n');
for (const [mod, fns] of [['node:net', ['connect', 'createConnection']], ['node:tls', ['connect']], ['node:http', ['request', 'get']], ['node:https', ['request', 'get']], ['node:dns', ['lookup', 'resolve']], ['node:dgram', ['createSocket']]]) {
  const m = require(mod);
  for (const fn of fns) { const orig = m[fn]; m[fn] = function (...args) { log(mod + '.' + fn); return orig.apply(this, args); }; }
}
globalThis.fetch = (...args) => { log('fetch ' + String(args[0])); return Promise.reject(new Error('no network')); };
`;

test('README: nothing touches the network (external $ref, $schema and $id URLs are never fetched, by the engine or the CLI)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'toollint-net-'));
  const log = join(dir, 'net.log');
  writeFileSync(log, '');
  const probe = join(dir, 'probe.cjs');
  writeFileSync(probe, NETWORK_PROBE);
  const schema = { $schema: 'https://json-schema.org/draft/2020-12/schema', $id: 'https://127.0.0.1:9/s.json', type: 'object', description: 'd', properties: { a: { $ref: 'https://127.0.0.1:9/a.json' }, b: { $ref: 'http://localhost:9/b.json#/x' }, c: { type: 'string', format: 'uri', default: 'https://example.com' } } };
  const file = join(dir, 'tools.json');
  writeFileSync(file, JSON.stringify([{ name: 't', description: 'd', inputSchema: schema }], null, 2));
  const ts = join(dir, 'tools.ts');
  writeFileSync(ts, `import { z } from 'https://127.0.0.1:9/zod.js';\nimport { prompt } from './prompts';\nexport const tools = [{ name: 't', description: prompt, inputSchema: ${JSON.stringify(schema)} }];\n`);
  const env = { ...process.env, TOOLLINT_NET_LOG: log };
  for (const args of [['--format', 'json', file, ts], ['fix', '--unsafe', file, ts], ['describe', file]]) {
    const r = spawnSync(process.execPath, ['--require', probe, join(__dirname, '..', 'bin', 'toollint.js'), ...args], { encoding: 'utf8', env });
    assert.notEqual(r.status, null, r.stderr);
    assert.ok(r.status === 0 || r.status === 1, `${args.join(' ')}: ${r.stderr}`);
  }
  // The probe itself works: a real call is logged.
  spawnSync(process.execPath, ['--require', probe, '-e', "require('node:dns').lookup('localhost', () => {})"], { env });
  assert.deepEqual(readFileSync(log, 'utf8').trim().split('\n'), ['node:dns.lookup']);
});
