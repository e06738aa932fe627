// inngest/agent-kit's createTool({ name, description, handler }) without `parameters`: a tool, with the empty object
// schema agent-kit's Anthropic adapter sends (`z.toJSONSchema(z.object({}), { target: "draft-2020-12" })`,
// packages/agent-kit/src/adapters/anthropic.ts), checked against the real zod running that same expression.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import * as z from 'zod';
import { lint } from '../../shared/src';

const FILE = join(__dirname, '..', 'fixtures', 'agent-kit', 'repo-tools.ts');
const text = readFileSync(FILE, 'utf8');

test('agent-kit tools without parameters are read with the schema its Anthropic adapter sends', () => {
  const r = lint(text, { path: FILE });
  assert.deepEqual(r.tools.map((t) => t.name), ['list_files', 'current_branch', 'read_file']);
  const sent = JSON.stringify(z.toJSONSchema(z.object({}), { target: 'draft-2020-12' }));
  for (const name of ['list_files', 'current_branch']) {
    const tool = r.tools.find((t) => t.name === name)!;
    assert.equal(tool.shape, 'anthropic', name);
    assert.equal(JSON.stringify(tool.definition.schema), sent, name);
  }
  assert.equal(r.tools.find((t) => t.name === 'list_files')!.definition.description, 'Lists every file of the checked-out repository, as a JSON array of paths');
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
});

test('the hover says which adapter sends that schema, and nothing offers to edit code that is not there', async () => {
  const r = lint(text, { path: FILE });
  const tool = r.tools.find((t) => t.name === 'list_files')!;
  const { toolHover } = await import('../../server/src/hover');
  assert.match(toolHover(tool, r.config).replace(/\\(.)/g, '$1'), /inngest\/agent-kit with no `parameters`: its Anthropic adapter sends z\.toJSONSchema\(z\.object\(\{\}\), draft 2020-12\).*OpenAI adapter sends the function without `parameters`/);
  for (const f of r.findings.filter((x) => x.tool === 'list_files')) assert.equal(f.fixable, false, f.rule);
});

test('a createTool that is not agent-kit\'s, or an agent-kit file\'s literal not passed to createTool, is no tool without a schema', () => {
  const other = text.replace("from '@inngest/agent-kit'", "from './local-tools'");
  assert.deepEqual(lint(other, { path: FILE }).tools.map((t) => t.name), ['read_file']);
});
