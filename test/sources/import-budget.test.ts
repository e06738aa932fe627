// Cross-file reading stays bounded in a monorepo (issue 11's "bounded" and "never hangs"): gemini-cli's
// packages/core/src/index.ts re-exports some 200 large modules with `export * from`, and a test file that imports
// one name from it made toollint parse all of them (23 s for a 5.7 KB file). A module whose text can not export the
// name is no longer parsed, and one file's lint parses at most MAX_IMPORTED_CHARS of imported text.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lint } from '../../shared/src';
import { MAX_IMPORTED_CHARS } from '../../shared/src/sources/typescript/imports';

const ROOT = '/repo/packages';
const TOOL_FILE = `${ROOT}/cli/src/tools.ts`;
const TOOL_TEXT = `import { tool } from 'ai';
import { z } from 'zod';
import { WEB_SEARCH_DESCRIPTION } from '../../core/src/index.js';

export const tools = {
  web_search: tool({
    description: WEB_SEARCH_DESCRIPTION,
    inputSchema: z.object({ query: z.string().describe('What to search for') }),
  }),
};
`;

/** A large module of the kind a monorepo's core package holds: a config class with many members. */
function bigModule(i: number, mention: boolean): string {
  const lines = [`// Module ${i}${mention ? ': see WEB_SEARCH_DESCRIPTION in prompts' : ''}.`, `export class Config${i} {`];
  for (let k = 0; lines.join('\n').length < 60_000; k++) lines.push(`  private setting${k}: string | undefined = process.env.SETTING_${i}_${k};`, `  getSetting${k}() { return this.setting${k} ?? 'default-${k}'; }`);
  lines.push('}', '');
  return lines.join('\n');
}

function monorepo(modules: number, mention: boolean): Map<string, string> {
  const files = new Map<string, string>([[TOOL_FILE, TOOL_TEXT]]);
  const index: string[] = [];
  for (let i = 0; i < modules; i++) {
    files.set(`${ROOT}/core/src/config/config${i}.ts`, bigModule(i, mention));
    index.push(`export * from './config/config${i}.js';`);
  }
  files.set(`${ROOT}/core/src/prompts.ts`, `export const WEB_SEARCH_DESCRIPTION = 'Search the web and return the top results with their titles and links.';\n`);
  index.push(`export * from './prompts.js';`);
  files.set(`${ROOT}/core/src/index.ts`, index.join('\n') + '\n');
  return files;
}

function lintIn(files: Map<string, string>) {
  const read: string[] = [];
  return { read, result: lint(TOOL_TEXT, { path: TOOL_FILE, readFile: (p) => (read.push(p), files.get(p)) }) };
}

test('a name re-exported through an index of many large modules is found without parsing the modules that lack it', () => {
  const files = monorepo(80, false);
  const total = [...files.values()].reduce((n, t) => n + t.length, 0);
  // More imported text than one lint may parse: found only because the modules that can not export it are skipped.
  assert.ok(total > MAX_IMPORTED_CHARS, `fixture too small: ${total}`);
  const { result } = lintIn(files);
  const t = result.tools.find((x) => x.name === 'web_search');
  assert.ok(t, JSON.stringify(result.tools.map((x) => x.name)));
  assert.equal(t.definition.description, 'Search the web and return the top results with their titles and links.');
  assert.deepEqual(result.findings.filter((f) => f.rule === 'not-analyzable').map((f) => f.message), []);
  // The modules it skipped are still among the files read: an edit that adds the name re-lints this file.
  assert.ok(result.imports?.includes(`${ROOT}/core/src/config/config7.ts`));
});

test('past the budget of imported text an imported value is not read: the tool is kept, the text reported unknown', () => {
  // Every module mentions the name, so each may export it and is parsed: the budget ends the walk.
  const { result } = lintIn(monorepo(80, true));
  const t = result.tools.find((x) => x.name === 'web_search');
  assert.ok(t, JSON.stringify(result.tools.map((x) => x.name)));
  const notes = result.findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(notes.length, 1, notes.map((f) => f.message).join('\n'));
  assert.equal(TOOL_TEXT.slice(notes[0].span.offset, notes[0].span.offset + notes[0].span.length), 'WEB_SEARCH_DESCRIPTION');
  // Under the budget the same project reads it.
  const small = lintIn(monorepo(10, true)).result;
  assert.equal(small.tools.find((x) => x.name === 'web_search')?.definition.description, 'Search the web and return the top results with their titles and links.');
});
