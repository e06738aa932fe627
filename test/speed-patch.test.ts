// fix --dry-run's patch (cli/src/patch.ts) is jsdiff's createTwoFilesPatch of the file and its fixed text, byte for
// byte, computed in pieces cut at long unchanged stretches (one whole-file diff of a 3,000-tool file took 11 minutes).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { createTwoFilesPatch } from 'diff';
import { cutPoints, unifiedPatch } from '../cli/src/patch';
import type { ToollintConfig } from '../shared/src/config/config';
import { fix } from '../shared/src/fix';

const FILE = join(__dirname, 'fixtures', 'speed-patch', 'tools-list.json');
const TEXT = readFileSync(FILE, 'utf8');

function both(text: string, unsafe = false, config?: ToollintConfig) {
  const fixed = fix(text, { path: FILE, unsafe, ...(config ? { config } : {}) });
  assert.notEqual(fixed.text, text, 'the fixture has something to fix');
  const whole = createTwoFilesPatch('tools-list.json', 'tools-list.json', text, fixed.text, '', '', { context: 3 });
  return { whole, pieces: unifiedPatch('tools-list.json', text, fixed.text, fixed.edits), fixed };
}

test('a tools/list dump of 60 MCP tools: the patch in pieces is the whole-file patch, and it was cut', () => {
  for (const unsafe of [false, true]) {
    const { whole, pieces, fixed } = both(TEXT, unsafe);
    assert.equal(pieces, whole);
    // Without cuts the patch would be the whole-file diff whatever this module does: it must have cut many times.
    assert.ok(cutPoints(TEXT, fixed.text, fixed.edits)!.length > 50);
  }
  const strict = both(TEXT, false, { targets: ['openai-strict'] });
  assert.equal(strict.pieces, strict.whole);
});

test('CRLF line breaks, no final line break, and edits in the first and last lines', () => {
  const crlf = TEXT.replace(/\n/g, '\r\n');
  const a = both(crlf);
  assert.equal(a.pieces, a.whole);
  const bare = TEXT.trimEnd();
  const b = both(bare);
  assert.equal(b.pieces, b.whole);
  // Hand-made edits at both ends of the text, and one in a long unchanged middle.
  const lines = TEXT.split('\n');
  const mid = TEXT.indexOf('\n', TEXT.length >> 1) + 1;
  const edits = [
    { offset: 0, length: 1, newText: '{\n  "note": 1,' },
    { offset: mid, length: 0, newText: '          "added": true,\n' },
    { offset: TEXT.length - 2, length: 2, newText: '}' },
  ];
  let after = TEXT;
  for (const e of [...edits].reverse()) after = after.slice(0, e.offset) + e.newText + after.slice(e.offset + e.length);
  assert.ok(lines.length > 100);
  assert.equal(unifiedPatch('x.json', TEXT, after, edits), createTwoFilesPatch('x.json', 'x.json', TEXT, after, '', '', { context: 3 }));
  assert.ok(cutPoints(TEXT, after, edits)!.length >= 2);
});

test('edits that do not make the fixed text: the whole texts are diffed', () => {
  const fixed = fix(TEXT, { path: FILE });
  const wrong = fixed.edits.slice(1);
  assert.equal(cutPoints(TEXT, fixed.text, wrong), undefined);
  assert.equal(unifiedPatch('t.json', TEXT, fixed.text, wrong), createTwoFilesPatch('t.json', 't.json', TEXT, fixed.text, '', '', { context: 3 }));
});
