import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lint } from '../shared/src/index';

const TOOL = '{"type":"function","function":{"name":"t","description":"d","parameters":{"type":"object","properties":{"a":{"type":"string","description":"a"}},"required":["a"],"additionalProperties":false},"strict":true}}';

test('truncated files at every length never throw, and report a parse error', () => {
  for (let n = 0; n < TOOL.length; n++) {
    const r = lint(TOOL.slice(0, n));
    if (n > 0) assert.ok(r.findings.some((f) => f.rule === 'json-parseable'), `cut at ${n}`);
  }
});

test('what parsed is still checked after a syntax error', () => {
  const text = '[{"name":"a","inputSchema":{"type":"object","properties":{"x":{}}}}, {"name": }]';
  const r = lint(text);
  assert.ok(r.findings.some((f) => f.rule === 'json-parseable'));
  assert.ok(r.findings.some((f) => f.rule === 'untyped-property'));
});

test('100,000-deep nesting gives one clear finding', () => {
  for (const text of ['['.repeat(100_000), '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000)]) {
    const r = lint(text);
    assert.equal(r.findings.length, 1);
    assert.match(r.findings[0]!.message, /nests too deeply/);
  }
});

test('a deeply nested schema inside a tool is checked up to a limit without throwing', () => {
  let s = '{"type":"string","description":"leaf"}';
  for (let i = 0; i < 600; i++) s = `{"type":"object","description":"level","properties":{"p":${s}},"required":["p"],"additionalProperties":false}`;
  const r = lint(`{"name":"deep","description":"d","inputSchema":${s}}`, { config: { targets: ['openai-strict'] } });
  assert.equal(r.tools.length, 1);
  assert.ok(r.findings.some((f) => f.rule === 'schema-limits' && /nests more than 100 levels/.test(f.message)));
  assert.ok(r.findings.some((f) => f.rule === 'schema-limits' && /allows 10/.test(f.message)));
});

test('a file over maxFileSize is skipped with one clear message', () => {
  const big = '[' + Array.from({ length: 60_000 }, () => TOOL).join(',') + ']';
  assert.ok(big.length > 50 * 1024 * 1024 / 8);
  const r = lint(big, { config: { maxFileSize: 1024 * 1024 } });
  assert.deepEqual(r.findings, []);
  assert.match(r.skipped ?? '', /over maxFileSize/);
});

test('a 50 MB file is skipped by default', () => {
  const text = ' '.repeat(50 * 1024 * 1024);
  const r = lint(text);
  assert.match(r.skipped ?? '', /50\.0 MB, over maxFileSize \(10\.0 MB\)/);
});

test('U+FFFD from invalid UTF-8 and lone surrogates do not break anything', () => {
  const text = '{"name":"t\uFFFD\uD800","description":"\uDC00","inputSchema":{"type":"object"}}';
  const r = lint(text);
  assert.equal(r.tools.length, 1);
  assert.ok(r.findings.some((f) => f.rule === 'invalid-name'));
});

test('a BOM is tolerated and ranges stay right', () => {
  const text = '\uFEFF{"name":"t","description":"d","inputSchema":{"type":"object","properties":{"x":{"type":"dict","description":"x"}}}}';
  const r = lint(text);
  assert.equal(r.findings.filter((f) => f.rule === 'json-parseable').length, 0);
  const f = r.findings.find((x) => x.rule === 'invalid-type')!;
  assert.equal(text.slice(f.span.offset, f.span.offset + f.span.length), '"type"');
  assert.equal(f.range.start.character, text.indexOf('"type":"dict"'));
});

test('CRLF line endings give the right lines and columns', () => {
  const text = ['{', '  "name": "t",', '  "description": "d",', '  "inputSchema": {', '    "type": "object",', '    "properties": { "x": {} }', '  }', '}'].join('\r\n');
  const f = lint(text).findings.find((x) => x.rule === 'untyped-property')!;
  assert.deepEqual(f.range, { start: { line: 5, character: 20 }, end: { line: 5, character: 23 } });
});

test('surrogate pairs before a finding keep UTF-16 columns right', () => {
  const text = '{"name":"t","description":"\uD83D\uDE00\uD83D\uDE00 emoji","inputSchema":{"type":"object","properties":{"x":{"description":"x"}}}}';
  const f = lint(text).findings.find((x) => x.rule === 'untyped-property')!;
  assert.equal(f.range.start.character, text.indexOf('"x"'));
  assert.equal(text.slice(f.range.start.character, f.range.end.character), '"x"');
});

test('$ref cycles terminate and are reported', () => {
  const schema = { type: 'object', properties: { a: { $ref: '#/$defs/A' }, n: { $ref: '#/$defs/Node' } }, $defs: { A: { $ref: '#/$defs/B' }, B: { $ref: '#/$defs/A' }, Node: { type: 'object', properties: { next: { $ref: '#/$defs/Node' } } } } };
  const r = lint(JSON.stringify({ name: 't', description: 'd', inputSchema: schema }), { config: { targets: ['anthropic-strict', 'openai-strict'] } });
  const refs = r.findings.filter((f) => f.rule === 'unresolved-ref');
  assert.ok(refs.some((f) => /cycle that never reaches a schema/.test(f.message)));
  assert.ok(refs.some((f) => /recursive/.test(f.message) && f.targets.includes('anthropic-strict') && !f.targets.includes('openai-strict')));
});

test('random garbage never throws', () => {
  let seed = 42;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const alphabet = '{}[]":,0123456789truefalsnl \n\\u"name""inputSchema""type""object""properties"';
  for (let i = 0; i < 300; i++) {
    let s = '';
    const n = Math.floor(rnd() * 200);
    for (let j = 0; j < n; j++) s += alphabet[Math.floor(rnd() * alphabet.length)];
    assert.doesNotThrow(() => lint(s));
  }
});
