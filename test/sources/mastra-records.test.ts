// A Mastra agent that lists another file's tools through a record of tools (mastra-slack-agent-template's layout:
// tools/slack/index.ts exports `slackTools = { search_slack: searchSlackTool, ... }`, each createTool() in its own
// file, and an agent lists `tools: { search_slack: slackTools.search_slack }`). Mastra sends the agent's key as the
// tool's name, and the schema through its model's compat layer.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import * as z from 'zod';
import { lint } from '../../shared/src';
import { mastraJsonSchema } from '../../shared/src/converters/mastra';
import { readFile } from '../read-file';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures');
const dir = join(FIXTURES, 'mastra-records', 'src', 'mastra');
const lintFile = (rel: string) => {
  const path = join(dir, rel);
  const text = readFileSync(path, 'utf8');
  return { text, result: lint(text, { path, readFile }) };
};

test("Mastra: an agent's tool listed as a member of another file's record is named by the agent's key, for the agent's model", () => {
  const { text, result } = lintFile('agents/research.ts');
  // `find_messages: slackTools.search_slack`: the agent's key, not the record's (search_slack) or the const's.
  assert.deepEqual(result.tools.map((t) => [t.name, t.targets]), [['find_messages', ['anthropic']], ['get_user', ['anthropic']]]);
  // Anthropic's compat layer (the agent's model), not OpenAI's (assumed in the tools' own files, which name no model).
  const search = z.object({ query: z.string().min(1).describe('Slack search query, e.g. "deploy in:#ops".'), limit: z.number().int().min(1).max(50).optional().describe('How many matches to return.') });
  assert.equal(JSON.stringify(result.tools[0]!.definition.schema), JSON.stringify(mastraJsonSchema(z.toJSONSchema(search, { target: 'draft-7', io: 'input' }), 'anthropic')));
  assert.equal(result.tools[0]!.definition.description, 'Search Slack messages the bot can see, newest first.');
  assert.ok(result.imports?.includes(join(dir, 'tools', 'slack', 'search-messages.ts')), String(result.imports));
  // Findings land where the agent lists the tool, never with an edit there (the tool's code is in its own file).
  for (const f of result.findings) {
    assert.match(text.slice(f.span.offset, f.span.offset + f.span.length), /^slackTools\.(search_slack|get_user)$/, f.message);
    assert.equal(f.fix, undefined);
  }
});

test("Mastra: the record's own file still names its tools by the record's keys, with the OpenAI layer assumed", () => {
  const { result } = lintFile('tools/slack/index.ts');
  assert.deepEqual(result.tools.map((t) => [t.name, t.targets]), [['search_slack', ['openai-strict', 'openai']], ['get_user', ['openai-strict', 'openai']]]);
});

test('Mastra: a member of a record that is no tool is read as before', () => {
  const files: Record<string, string> = {
    '/p/config.ts': `export const limits = { maxSteps: 8, model: 'claude-sonnet-4-5' };\n`,
    '/p/agent.ts': `import { anthropic } from '@ai-sdk/anthropic';\nimport { Agent } from '@mastra/core/agent';\nimport { limits } from './config';\nexport const agent = new Agent({ name: 'A', instructions: 'Help.', model: anthropic('claude-sonnet-4-5'), tools: { steps: limits.maxSteps } });\n`,
  };
  assert.deepEqual(lint(files['/p/agent.ts']!, { path: '/p/agent.ts', readFile: (p) => files[p] }).tools, []);
});
