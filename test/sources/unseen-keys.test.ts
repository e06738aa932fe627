// A value computed at run time in a key the model never sees (MCP's `_meta`) does not keep a tool from being
// analysed; one in what the model reads as text (the description) is reported there, the tool analysed with it unknown.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';

const FILE = join(__dirname, '..', 'fixtures', 'mcp-meta', 'list-tools.ts');
const text = readFileSync(FILE, 'utf8');

test('a run-time `_meta` does not block a tool; a run-time description is reported, and only it', () => {
  const r = lint(text, { path: FILE });
  assert.deepEqual(r.tools.map((t) => t.name), ['get_config', 'get_prompts']);
  const na = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(na.length, 1, na.map((f) => f.message).join('\n'));
  assert.match(text.slice(na[0]!.span.offset, na[0]!.span.offset + na[0]!.span.length), /^`Browse the onboarding prompts/);
  assert.match(na[0]!.message, /^The description is computed at run time/);
});
