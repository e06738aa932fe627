// A Mastra agent that lists another file's record of tools whole (`tools: githubTools`) or spreads it into its own
// record (`tools: { ...githubTools, summarize_thread: summarizeThread }`): Mastra sends each member under its record key,
// with the schema through the agent's model's compat layer. The agent's file reads them so; before, it read them as the
// record's file does (OpenAI's layer assumed, reported there only) and reported none.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import * as z from 'zod';
import { lint } from '../../shared/src';
import { mastraJsonSchema } from '../../shared/src/converters/mastra';
import { converterOf } from '../../shared/src/sources/node-marks';
import { readFile } from '../read-file';

const dir = join(import.meta.dirname, '..', 'fixtures', 'ts-mastra-spreads', 'src', 'mastra');
const lintFile = (rel: string) => {
  const path = join(dir, rel);
  const text = readFileSync(path, 'utf8');
  return { text, result: lint(text, { path, readFile }) };
};

// The zod of tools/github/*.ts, as Mastra converts it before its compat layer (zod 4, draft-07, input side).
const listIssues = z.object({
  repo: z.string().describe('Repository as owner/name, e.g. mastra-ai/mastra.'),
  label: z.string().optional().describe('Only issues with this label.'),
  perPage: z.number().int().min(1).max(100).default(30).describe('How many issues to return.'),
});
const addLabel = z.object({
  repo: z.string().describe('Repository as owner/name.'),
  issue: z.number().int().positive().describe('Issue number.'),
  labels: z.array(z.string().min(1)).min(1).describe('Labels to add.'),
});
const sent = (schema: z.ZodType, provider: 'anthropic' | 'google') => JSON.stringify(mastraJsonSchema(z.toJSONSchema(schema, { target: 'draft-7', io: 'input' }), provider));

test("Mastra: an imported record spread into an agent's tools is read for the agent's model and named by its keys", () => {
  const { text, result } = lintFile('agents/triage.ts');
  assert.deepEqual(result.tools.map((t) => [t.name, t.targets]), [['summarize_thread', ['anthropic']], ['list_issues', ['anthropic']], ['add_label', ['anthropic']]]);
  const byName = new Map(result.tools.map((t) => [t.name, t]));
  assert.equal(JSON.stringify(byName.get('list_issues')!.definition.schema), sent(listIssues, 'anthropic'));
  assert.equal(JSON.stringify(byName.get('add_label')!.definition.schema), sent(addLabel, 'anthropic'));
  assert.equal(byName.get('add_label')!.definition.description, 'Add labels to an issue.');
  assert.ok(result.imports?.includes(join(dir, 'tools', 'github', 'add-label.ts')), String(result.imports));
  // Findings on the spread tools land on the spread, with no edit there (their code is in their own files).
  const spread = text.indexOf('...githubTools') + 3;
  const onSpread = result.findings.filter((f) => f.tool !== 'summarize_thread');
  assert.ok(onSpread.length > 0, 'a finding on the spread tools');
  for (const f of onSpread) {
    assert.equal(f.span.offset, spread, f.message);
    assert.equal(text.slice(f.span.offset, f.span.offset + f.span.length), 'githubTools');
    assert.equal(f.fix, undefined);
  }
});

test("Mastra: an imported record given whole as an agent's tools is read for the agent's model (Google's layer)", () => {
  const { result } = lintFile('agents/reporter.ts');
  assert.deepEqual(result.tools.map((t) => [t.name, t.targets]), [['list_issues', ['google']], ['add_label', ['google']]]);
  assert.equal(JSON.stringify(result.tools[0]!.definition.schema), sent(listIssues, 'google'));
  assert.equal(JSON.stringify(result.tools[1]!.definition.schema), sent(addLabel, 'google'));
  assert.match(converterOf(result.tools[0]!.definition.node) ?? '', /Google's compat layer.*google gemini-2\.5-flash/);
});

test("Mastra: a record imported as `tools` and given as `{ model, tools }` is read the same way", () => {
  const files: Record<string, string> = {
    '/p/src/mastra/tools/github/index.ts': readFileSync(join(dir, 'tools', 'github', 'index.ts'), 'utf8').replace('export const githubTools', 'export const tools'),
    '/p/src/mastra/agents/github.ts': `import { anthropic } from '@ai-sdk/anthropic';\nimport { Agent } from '@mastra/core/agent';\nimport { tools } from '../tools/github';\n\nexport const githubAgent = new Agent({\n  name: 'Github Agent',\n  instructions: 'Help with GitHub issues.',\n  model: anthropic('claude-sonnet-4-5'),\n  tools,\n});\n`,
  };
  const read = (p: string) => files[p] ?? readFile(p.replace('/p/src/mastra', dir));
  const r = lint(files['/p/src/mastra/agents/github.ts']!, { path: '/p/src/mastra/agents/github.ts', readFile: read });
  assert.deepEqual(r.tools.map((t) => [t.name, t.targets]), [['list_issues', ['anthropic']], ['add_label', ['anthropic']]]);
  assert.equal(JSON.stringify(r.tools[1]!.definition.schema), sent(addLabel, 'anthropic'));
});

test("Mastra: the record's own file and a same-file record read as before", () => {
  assert.deepEqual(lintFile('tools/github/index.ts').result.tools.map((t) => [t.name, t.targets]), [['list_issues', ['openai-strict', 'openai']], ['add_label', ['openai-strict', 'openai']]]);
  assert.deepEqual(lintFile('agents/assistant.ts').result.tools.map((t) => t.name), ['search_docs', 'open_page']);
});

test("Mastra: a spread record that holds no tool, or a spread outside an agent's tools, reads as before", () => {
  const files: Record<string, string> = {
    '/p/src/limits.ts': `export const limits = { maxSteps: 8, temperature: 0.2 };\n`,
    '/p/src/tools.ts': `import { createTool } from '@mastra/core/tools';\nimport { z } from 'zod';\nexport const findTool = createTool({ id: 'find', description: 'Find a record.', inputSchema: z.object({ q: z.string() }), execute: async () => ({}) });\nexport const toolsByName = { find: findTool };\n`,
    '/p/src/agent.ts': `import { anthropic } from '@ai-sdk/anthropic';\nimport { Agent } from '@mastra/core/agent';\nimport { limits } from './limits';\nimport { toolsByName } from './tools';\nexport const agent = new Agent({ name: 'A', instructions: 'Help.', model: anthropic('claude-sonnet-4-5'), tools: { ...limits } });\nexport const options = { ...toolsByName };\n`,
  };
  assert.deepEqual(lint(files['/p/src/agent.ts']!, { path: '/p/src/agent.ts', readFile: (p) => files[p] }).tools, []);
});
