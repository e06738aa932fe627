// A Mastra record of tools written in the tools' own file (`export const webTools = { search, fetch_page: fetchPage }`)
// and given to agents of other files, whole (`tools: webTools`) or spread (`tools: { ...webTools, ...researchTools }`):
// a run over the project reported each tool twice (in the agent's file and in its own), and a record spread twice, or
// overridden by a later key, gave one tool per spread. Now each tool is reported once, in its own file, named by the
// record key and counted as the agent's model is sent it; keys are told apart as a JS object does (the last one wins).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { cliJson } from '../cli-json';
import { lint } from '../../shared/src';
import { readFile } from '../read-file';

const ROOT = join(__dirname, '..', 'fixtures', 'ts-mastra-twice');

interface JsonOut {
  files: { path: string; tools: { name: string; tokens: number; schemaHash: string }[]; findings: { rule: string; tool: string | null; targets: string[] }[] }[];
  summary: { tools: number };
}

const json = (args: string[]) => cliJson<JsonOut>(args, ROOT);
const toolsOf = (out: JsonOut) => Object.fromEntries(out.files.filter((f) => f.path.endsWith('.ts')).map((f) => [f.path, f.tools.map((t) => t.name)]));

test('Mastra: a record written beside its tools and given to agents of other files is reported once per tool, in the tools\' file', async () => {
  const all = await json(['src']);
  assert.deepEqual(toolsOf(all), {
    'src/mastra/agents/reader.ts': [],
    'src/mastra/agents/researcher.ts': [],
    'src/mastra/tools/research.ts': ['search', 'cite'],
    'src/mastra/tools/web.ts': ['search', 'fetch_page'],
  });
  assert.equal(all.summary.tools, 4);
  // Counted as the agent sends it: the reader's (Google's compat layer) reading of webTools.
  const reader = (await json(['src/mastra/agents/reader.ts'])).files[0]!.tools;
  const web = all.files.find((f) => f.path === 'src/mastra/tools/web.ts')!.tools;
  assert.deepEqual(web.map((t) => [t.name, t.tokens, t.schemaHash]), reader.map((t) => [t.name, t.tokens, t.schemaHash]));
  // What each agent's model implies stays at that agent, for its provider only.
  for (const [file, target] of [['src/mastra/agents/reader.ts', 'google'], ['src/mastra/agents/researcher.ts', 'anthropic']] as const) {
    const findings = all.files.find((f) => f.path === file)!.findings;
    assert.ok(findings.length > 0, file);
    for (const f of findings) assert.deepEqual(f.targets, [target], `${file}: ${f.rule}`);
  }
});

const agentWith = (tools: string, before = '') => {
  const path = join(ROOT, 'src', 'mastra', 'agents', 'probe.ts');
  const text = `import { anthropic } from '@ai-sdk/anthropic';\nimport { Agent } from '@mastra/core/agent';\nimport { researchTools } from '../tools/research';\nimport { webTools } from '../tools/web';\n\n${before}export const probe = new Agent({ name: 'P', instructions: 'Probe.', model: anthropic('claude-sonnet-4-5'), tools: ${tools} });\n`;
  return lint(text, { path, readFile: (p) => (p === path ? text : readFile(p)) }).tools.map((t) => `${t.name}:${t.definition.description}`);
};

test("Mastra: an agent's record keys are the last member's that sets them, as in JS (each listed where that member is)", () => {
  const web = ['search:Search the web and return the first results.', 'fetch_page:Fetch a web page and return its text.'];
  assert.deepEqual(agentWith('webTools'), web);
  assert.deepEqual(agentWith('{ ...webTools }'), web);
  assert.deepEqual(agentWith('{ ...webTools, ...webTools }'), web);
  assert.deepEqual(agentWith('{ ...webTools, ...researchTools }'), ['fetch_page:Fetch a web page and return its text.', 'search:Search papers and articles, following citations one level deep.', 'cite:Format a source as a citation.']);
  assert.deepEqual(agentWith('{ ...webTools, search: researchTools.search }'), ['fetch_page:Fetch a web page and return its text.', 'search:Search papers and articles, following citations one level deep.']);
  assert.deepEqual(agentWith('{ ...researchTools, ...webTools, cite: researchTools.cite }'), web.concat('cite:Format a source as a citation.'));
  // A record of the agent's own file sets its keys too (its tools are read as any same-file tool is).
  assert.deepEqual(agentWith('{ ...webTools, ...local }', 'const local = { fetch_page: researchTools.cite };\n').sort(), ['fetch_page:Format a source as a citation.', 'search:Search the web and return the first results.']);
});

test('Mastra: a record spread a thousand times is read once (bounded)', () => {
  const files: Record<string, string> = {
    '/p/tools.ts': `import { createTool } from '@mastra/core/tools';\nimport { z } from 'zod';\n${Array.from({ length: 300 }, (_, i) => `const t${i} = createTool({ id: 't-${i}', description: 'Tool ${i}.', inputSchema: z.object({ q: z.string().describe('Query.') }), execute: async () => ({}) });`).join('\n')}\nexport const many = { ${Array.from({ length: 300 }, (_, i) => `t${i}`).join(', ')} };\n`,
    '/p/agent.ts': `import { openai } from '@ai-sdk/openai';\nimport { Agent } from '@mastra/core/agent';\nimport { many } from './tools';\nexport const agent = new Agent({ name: 'A', instructions: 'i', model: openai('gpt-4o'), tools: { ${Array(1000).fill('...many').join(', ')} } });\n`,
  };
  const r = lint(files['/p/agent.ts']!, { path: '/p/agent.ts', readFile: (p) => files[p] });
  assert.equal(r.tools.length, 300);
  assert.deepEqual(r.tools.slice(0, 2).map((t) => t.name), ['t0', 't1']);
});
