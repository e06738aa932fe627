// Template tags from dedent 1.7.2, ts-dedent 2.2.0 and common-tags 1.8.2 in tool descriptions: each description is
// the string the tag returned at run time for the same fixture (test/fixtures/tagged-templates/expected.json, recorded
// by running the fixture with the real packages), also where the tagged template is a const of another file.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { lint } from '../../shared/src';
import { applyTag } from '../../shared/src/sources/typescript/tagged-templates';

const DIR = join(__dirname, '..', 'fixtures', 'tagged-templates');

test('tagged template descriptions are what each tag returns, recorded from the real packages', () => {
  const path = join(DIR, 'tools.ts');
  const r = lint(readFileSync(path, 'utf8'), { path });
  const expected = JSON.parse(readFileSync(join(DIR, 'expected.json'), 'utf8')) as [string, string][];
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => f.message), []);
  assert.deepEqual(r.tools.map((t) => [t.name, t.definition.description]), expected);
});

test('a tagged template const of another file is read there, with that file\'s import of the tag', () => {
  const files: Record<string, string> = {
    '/app/src/prompts.ts': "import { stripIndent } from 'common-tags';\nexport const SEARCH = stripIndent`\n    Search the knowledge base.\n      Returns at most 10 hits.\n`;\n",
    '/app/src/server.ts': "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { z } from 'zod';\nimport { SEARCH } from './prompts';\nconst server = new McpServer({ name: 'kb', version: '1.0.0' });\nserver.registerTool('search', { description: SEARCH, inputSchema: { q: z.string().describe('Query') } }, async () => ({ content: [] }));\n",
  };
  const r = lint(files['/app/src/server.ts']!, { path: '/app/src/server.ts', readFile: (p) => files[p] });
  assert.deepEqual(r.tools.map((t) => [t.name, t.definition.description]), [['search', 'Search the knowledge base.\n  Returns at most 10 hits.']]);
});

test('a tag not imported from those packages, or a value known only at run time, is not read', () => {
  const own = "import { dedent } from './text';\nexport const tools = [{ name: 'a', description: dedent`\n  Text\n`, parameters: { type: 'object', properties: {} } }];\n";
  assert.match(lint(own, { path: 'a.ts' }).findings.map((f) => f.message).join('\n'), /not analy|run time|not a const/i);
  const runtime = "import dedent from 'dedent';\nexport const tools = [{ name: 'a', description: dedent`\n  Up to ${process.env.LIMIT} results\n`, parameters: { type: 'object', properties: {} } }];\n";
  const r = lint(runtime, { path: 'a.ts' });
  // A description is a text: the tool is analysed with it unknown, and one info says it is not read.
  assert.deepEqual(r.tools.map((t) => [t.name, t.definition.description]), [['a', undefined]]);
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => f.message.slice(0, 34)), ['The description is computed at run']);
});

test('the tags finish on long and hostile text (runs of \\r, where the packages\' own expressions are quadratic)', () => {
  const many = '\r'.repeat(50_000) + 'x' + '\n \t'.repeat(50_000);
  for (const tag of ['stripIndent', 'stripIndents', 'oneLine', 'oneLineTrim', 'html', 'dedent', 'ts-dedent'] as const) {
    assert.equal(typeof applyTag(tag, [many, many], [' \n'.repeat(1000)]), 'string', tag);
  }
});

test("LangChain's `context` tag (from langchain or @langchain/core/utils/context) is what the real @langchain/core returns", async () => {
  const { context } = await import('@langchain/core/utils/context');
  let seed = 11;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  const alphabet = [' ', ' ', '\t', '\n', '\n', '\r', 'a', 'b', 'x', '\\', 'n', '`', '$', '{', '\u00a0'];
  const rs = (n: number) => Array.from({ length: Math.floor(rnd() * n) }, () => alphabet[Math.floor(rnd() * alphabet.length)]).join('');
  const value = () => {
    const r = rnd();
    return r < 0.3 ? rs(8) : r < 0.5 ? Math.floor(rnd() * 100) : r < 0.6 ? true : r < 0.7 ? null : r < 0.85 ? [rs(4), 3] : 'p\n  q';
  };
  for (let i = 0; i < 2000; i++) {
    const strings = Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => rs(30));
    const values = Array.from({ length: strings.length - 1 }, value);
    const template = Object.assign([...strings], { raw: [...strings] }) as unknown as TemplateStringsArray;
    assert.equal(applyTag('lc-context', strings, values), context(template, ...values), JSON.stringify([strings, values]));
  }
  const code = `import { tool } from 'langchain';
import { context } from 'langchain';
import { z } from 'zod/v4';
export const LS_TOOL_DESCRIPTION = context\`
  Lists all files in a directory.

  You should almost ALWAYS use this tool before using the read_file or edit_file tools.
\`;
function createLsTool(options: { customDescription: string | undefined }) {
  const { customDescription } = options;
  return tool(async () => '', { name: 'ls', description: customDescription || LS_TOOL_DESCRIPTION, schema: z.object({ path: z.string().optional().describe('Directory to list') }) });
}
export const tools = [createLsTool({ customDescription: undefined })];
`;
  const r = lint(code, { path: 'fs.ts' });
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => f.message), []);
  assert.deepEqual(r.tools.map((t) => [t.name, t.definition.description]), [['ls', 'Lists all files in a directory.\n\nYou should almost ALWAYS use this tool before using the read_file or edit_file tools.']]);
});
