// Code that converts tools (a `.map` over tools another program lists) defines none: no tool and no not-analyzable
// finding there, while a tool written beside it is read as usual.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';

const FILE = join(__dirname, '..', 'fixtures', 'mapping', 'providers.ts');

test('tools mapped from a callback parameter are neither tools nor not-analyzable', () => {
  const r = lint(readFileSync(FILE, 'utf8'), { path: 'providers.ts' });
  assert.deepEqual(r.tools.map((t) => t.name), ['clear_history']);
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => f.message), []);
});

test('a literal name or schema in the callback is a definition again (reported, the name known only at run time)', () => {
  const text = readFileSync(FILE, 'utf8').replace("input_schema: { ...tool.inputSchema, type: 'object' },", "input_schema: { type: 'object', properties: { q: { type: 'string' } } },");
  const notes = lint(text, { path: 'providers.ts' }).findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(notes.length, 1);
});
