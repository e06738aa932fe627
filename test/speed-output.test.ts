// The CLI keeps each file's long output text as its UTF-8 bytes until the run ends (cli/src/collect.ts: a string with a
// character past U+00FF takes two bytes a character), and writes texts and bytes in writes of about a megabyte. What is
// written must be the bytes of the texts in order, each write whole characters, for every format.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { writeAll } from '../cli/src/collect';
import { run } from '../cli/src/main';

test('writeAll writes strings and UTF-8 bytes in order, never cutting a character', () => {
  const texts = ['{\n', 'é'.repeat(700_000), ',\n', '😀 astral '.repeat(90_000), 'plain', 'ü'.repeat(5000), '\n}\n'];
  for (const asBytes of [[], [1, 3], [1, 3, 5], [0, 1, 2, 3, 4, 5, 6]]) {
    const pieces = texts.map((t, i) => (asBytes.includes(i) ? Buffer.from(t, 'utf8') : t));
    const writes: Buffer[] = [];
    writeAll(pieces, (s) => {
      const b = Buffer.from(s as Uint8Array | string);
      // A write that ends inside a character would not survive a decode and re-encode.
      assert.deepEqual(Buffer.from(b.toString('utf8'), 'utf8'), b);
      writes.push(b);
    });
    assert.ok(writes.length > 1, 'more than one write');
    assert.deepEqual(Buffer.concat(writes), Buffer.from(texts.join(''), 'utf8'));
  }
});

test('each format prints the same bytes for a file whose long report is kept as bytes', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'toollint-output-'));
  // Many tools with names and descriptions past U+00FF: a report far over the length kept as bytes.
  const tools = Array.from({ length: 120 }, (_, i) => ({ name: `outil_${i}`, description: `Récupère la météo — 天気 ${i} 😀`, inputSchema: { type: 'object', properties: { ville: { type: 'string', description: 'Ville (été)' } } } }));
  writeFileSync(join(dir, 'tools.json'), JSON.stringify({ tools }, null, 2));
  writeFileSync(join(dir, 'small.json'), JSON.stringify({ tools: [{ name: 'ça va', inputSchema: { type: 'object' } }] }));
  for (const format of ['json', 'stylish', 'github']) {
    let bytes = Buffer.alloc(0);
    let text = '';
    await run(['--format', format, '--fail-on', 'never', '--no-color', 'tools.json', 'small.json'], {
      stdout: (s) => {
        bytes = Buffer.concat([bytes, Buffer.from(s as Uint8Array | string)]);
        if (typeof s === 'string') text += s;
      },
      stderr: () => {},
      readStdin: async () => '',
      cwd: dir,
      isTTY: false,
    });
    const out = bytes.toString('utf8');
    assert.ok(out.length > 4096, `${format}: ${out.length} characters`);
    assert.ok(out.includes('tools.json') && !out.includes('\ufffd'), format);
    if (format === 'json') {
      const doc = JSON.parse(out) as { files: { path: string; tools: { name: string }[] }[] };
      assert.deepEqual(doc.files.map((f) => [f.path, f.tools.length]), [['tools.json', 120], ['small.json', 1]]);
    }
    // Every string written is in the output, where its bytes are.
    assert.ok(text === '' || out.includes(text), format);
  }
});
