// --format json's file entries (cli/src/formatters/json.ts) are escaped only where their text holds what jsonText escapes
// (one scan of the entry; a long entry, kept as its UTF-8 bytes, is checked for DEL alone where it is ASCII): the entry is
// the same text as escaping every entry would give, with the character in any one field (the path, the skip reason, a
// tool's name or pointer, a finding's message, tool or pointer).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { jsonText } from '../cli/src/formatters/escape';
import { jsonFile, jsonFilePiece } from '../cli/src/formatters/json';
import type { FileReport } from '../cli/src/formatters/types';

/** The entry as it was written before: the whole text escaped, always. */
function reference(r: FileReport): string {
  const entry = {
    path: r.path,
    ...(r.skipped ? { skipped: r.skipped } : {}),
    tools: r.tools.map((t) => ({ name: t.name, shape: t.shape, pointer: t.pointer, range: t.range, tokens: t.tokens, schemaHash: t.schemaHash })),
    findings: r.findings.map((f) => ({ rule: f.rule, severity: f.severity, targets: f.targets, message: f.message, tool: f.tool, pointer: f.pointer, range: f.range, fixable: f.fixable })),
  };
  const wrapped = JSON.stringify({ files: [entry] }, null, 2);
  return jsonText(wrapped.slice('{\n  "files": [\n'.length, wrapped.length - '\n  ]\n}'.length));
}

const range = { start: { line: 1, character: 2 }, end: { line: 1, character: 9 } };
function report(over: { path?: string; skipped?: string; name?: string; toolPointer?: string; message?: string; tool?: string | null; pointer?: string } = {}): FileReport {
  return {
    path: over.path ?? 'tools/é東.json',
    ...(over.skipped !== undefined ? { skipped: over.skipped } : {}),
    tools: [
      { name: 'get_weather', shape: 'openai-chat', pointer: '/0', range, tokens: 42, schemaHash: '731e3b5a2e34790d' },
      { name: over.name ?? 'naïve_tool', shape: 'mcp', pointer: over.toolPointer ?? '/1', range, tokens: 7, schemaHash: '0123456789abcdef' },
    ],
    findings: [
      { rule: 'not-strict', severity: 'warning', targets: ['openai-strict', 'openai'], message: 'Tool "get_weather" does not set "strict": true.', tool: 'get_weather', pointer: '/0/function/name', range, fixable: true },
      { rule: 'json-parseable', severity: 'error', targets: [], message: over.message ?? 'Ünïcödé — “quoted” \t tab and \u0001 control', tool: over.tool === undefined ? null : over.tool, pointer: over.pointer ?? '/1/x', range, fixable: false },
    ],
  };
}

// One of each kind jsonText escapes: DEL, a C1 control, the Arabic letter mark, LRM, the line separator, RLO, LRI.
const UNSAFE = ['\u007f', '\u009b', '\u061c', '\u200e', '\u2028', '\u202e', '\u2066'];
const RAW = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

test('an entry without such characters is the text escaping would give (non-ASCII text and JSON escapes kept)', () => {
  for (const r of [report(), report({ skipped: 'too large (é)' }), report({ tool: 'naïve_tool' }), { path: 'empty.json', tools: [], findings: [] }]) {
    const out = jsonFile(r);
    assert.equal(out, reference(r));
    assert.doesNotMatch(out, RAW);
  }
});

test('a character jsonText escapes, in any one field, is escaped as escaping the whole entry escapes it', () => {
  const fields = ['path', 'skipped', 'name', 'toolPointer', 'message', 'tool', 'pointer'] as const;
  let checked = 0;
  for (const field of fields) {
    for (const c of UNSAFE) {
      const r = report({ [field]: `a${c}b` });
      const out = jsonFile(r);
      assert.equal(out, reference(r), `${field} ${JSON.stringify(c)}`);
      assert.doesNotMatch(out, RAW, field);
      assert.ok(out.includes(`a\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}b`), `${field}: escaped in place`);
      checked++;
    }
  }
  assert.equal(checked, fields.length * UNSAFE.length);
});

/** The report with enough findings that its entry is kept as bytes (4,096 characters and more). */
function long(over: Parameters<typeof report>[0] = {}): FileReport {
  const r = report(over);
  const filler = Array.from({ length: 40 }, (_, i) => ({ ...r.findings[0]!, pointer: `/0/function/x${i}` }));
  return { ...r, findings: [...filler, ...r.findings] };
}

test('a long entry is its text as UTF-8 bytes when nothing in it needs escaping, ASCII or not', () => {
  for (const r of [long(), long({ path: 'plain.json', name: 'plain', message: 'ascii only' })]) {
    const piece = jsonFilePiece(r);
    assert.ok(piece instanceof Uint8Array, 'kept as bytes');
    assert.ok(piece.length > 4096);
    assert.equal(Buffer.from(piece).toString('utf8'), reference(r));
    assert.equal(jsonFile(r), reference(r));
  }
});

test('a long entry with a character jsonText escapes (DEL in ASCII text too) is escaped text', () => {
  for (const c of UNSAFE) {
    for (const ascii of [true, false]) {
      const r = long(ascii ? { path: 'plain.json', name: 'plain', message: `a${c}b` } : { message: `a${c}b` });
      const piece = jsonFilePiece(r);
      const text = typeof piece === 'string' ? piece : Buffer.from(piece).toString('utf8');
      assert.equal(text, reference(r), `${JSON.stringify(c)} ascii=${ascii}`);
      assert.doesNotMatch(text, RAW);
    }
  }
});
