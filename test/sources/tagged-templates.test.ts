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
  assert.deepEqual(r.tools, []);
  assert.equal(r.findings.filter((f) => f.rule === 'not-analyzable').length, 1);
});

test('the tags finish on long and hostile text (runs of \\r, where the packages\' own expressions are quadratic)', () => {
  const many = '\r'.repeat(50_000) + 'x' + '\n \t'.repeat(50_000);
  for (const tag of ['stripIndent', 'stripIndents', 'oneLine', 'oneLineTrim', 'html', 'dedent', 'ts-dedent'] as const) {
    assert.equal(typeof applyTag(tag, [many, many], [' \n'.repeat(1000)]), 'string', tag);
  }
});
