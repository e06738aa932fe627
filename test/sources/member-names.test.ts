// A tool literal naming its tool after another tool object's member (`name: currentTime.name`, where currentTime is a
// same-file `betaZodTool({ name, ... })`): Anthropic's helpers copy the config's name and description as given
// (@anthropic-ai/sdk 1.14.0 helpers/beta/zod.js, checked here by running the helper on the same config).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { betaZodTool } from '@anthropic-ai/sdk/helpers/beta/zod';
import * as z from 'zod/v4';
import { lint } from '../../shared/src';

const FILE = join(__dirname, '..', 'fixtures', 'member-names', 'observe-tool-calls.ts');

test("name: helperTool.name and description: helperTool.description are the helper's config values", () => {
  const text = readFileSync(FILE, 'utf8');
  const r = lint(text, { path: 'observe-tool-calls.ts' });
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
  const helper = betaZodTool({ name: 'current_time', description: 'Get the current time in ISO 8601 format.', inputSchema: z.object({}).strict(), run: async () => '' }) as unknown as { name: string; description: string };
  const declared = r.tools.filter((t) => t.shape !== 'builtin');
  assert.equal(declared.length, 2);
  for (const t of declared) {
    assert.equal(t.name, helper.name);
    assert.equal(t.definition.description, helper.description);
  }
});

test('a member of a call that is not such a helper stays not analysed', () => {
  const text = readFileSync(FILE, 'utf8').replace('const currentTime = betaZodTool({', 'const currentTime = makeTool({');
  const notes = lint(text, { path: 'observe-tool-calls.ts' }).findings.filter((f) => f.rule === 'not-analyzable');
  assert.ok(notes.length >= 1);
});
