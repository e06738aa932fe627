// An MCP prompt written as an object ({ name, description, argsSchema, callback }: what registerPrompt takes) is no
// tool, while a tool-shaped object beside it still is.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';

test('an MCP prompt object is not read as a tool; the tool next to it is', () => {
  const path = join(__dirname, '..', 'fixtures', 'mcp-prompts-and-tools.ts');
  const r = lint(readFileSync(path, 'utf8'), { path });
  assert.deepEqual(r.tools.map((t) => t.name), ['find-completed-tasks']);
  assert.ok(!r.findings.some((f) => f.tool === 'productivity-analysis'), r.findings.map((f) => `${f.tool}: ${f.message}`).join('\n'));
});
