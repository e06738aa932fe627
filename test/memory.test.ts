// Memory across edits: a result cache shared by many lints (the language server's) keeps nothing of older versions.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { DocumentToolCache } from '../server/src/cache';
import { lint, type ToolResultCache } from '../shared/src/lint';
import { bigToolsFile } from './lsp/big-file';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Full collections after the current job ends (a WeakRef's target is kept until then). */
async function collect(): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    gc();
  }
}

/** The document with one more character typed into the first tool's description. */
function edited(text: string): string {
  const at = text.indexOf('Book flight 0') + 'Book flight 0'.length;
  return `${text.slice(0, at)}x${text.slice(at)}`;
}

/** Lints a version, reads every count (the lazy token counts run), and returns a weak handle on its tree. */
function lintVersion(text: string, cache: ToolResultCache): WeakRef<object> {
  const result = lint(text, { path: 'tools.json', cache, detach: true });
  for (const t of result.tools) void [t.tokens, t.tokensByTarget.anthropic.perTool, t.tokensByTarget.google.perTool, t.tokensByTarget.heuristic];
  return new WeakRef(result.tools[0]!.definition.node);
}

test('a cache shared across edits keeps no older version of the document alive', async () => {
  const cache: ToolResultCache = new Map();
  let text = bigToolsFile(100_000);
  const trees: WeakRef<object>[] = [];
  for (let v = 0; v < 8; v++) {
    text = edited(text);
    trees.push(lintVersion(text, cache));
  }
  // A version still held stays held however often the collector runs; on a loaded machine one round may not be enough
  // for an unheld one (a handful of rounds, a few milliseconds apart).
  for (let round = 0; round < 10; round++) {
    await collect();
    if (trees.every((t) => t.deref() === undefined)) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  // Each version's edited tool has its own cache entries; none of them may hold that version's tree (its nodes, its text).
  assert.deepEqual(
    trees.map((t) => t.deref() !== undefined),
    trees.map(() => false),
  );
});

test('cached results hold their own strings, not slices of an older version’s text', async () => {
  // Two-byte text (a non-Latin-1 character), ~1 MB, 2 MB in memory: a name or message sliced from it keeps all of it.
  const cache: ToolResultCache = new Map();
  let text = bigToolsFile(1024 * 1024).replace('Book flight 1:', 'Book flight 1 →');
  text = edited(text);
  lintVersion(text, cache);
  await collect();
  const before = process.memoryUsage().heapUsed;
  const versions = 20;
  for (let v = 0; v < versions; v++) {
    text = edited(text);
    lintVersion(text, cache);
  }
  await collect();
  const grown = (process.memoryUsage().heapUsed - before) / 1024 / 1024;
  // Keeping each version's text would add 20 x 2 MB; what each edit really adds (one tool's results) is kilobytes.
  assert.ok(grown < 10, `heap grew ${grown.toFixed(1)} MB over ${versions} edits`);
});

test('the server cache keeps what the latest lint of each open document used, and nothing else', () => {
  const cache = new DocumentToolCache();
  const run = (uri: string, text: string) => cache.lintOf(uri, () => lint(text, { path: 'tools.json', cache, detach: true }));
  let a = bigToolsFile(20_000);
  run('file:///a.json', a);
  a = edited(a);
  run('file:///a.json', a);
  const steady = cache.size;
  assert.ok(steady > 0);
  for (let v = 0; v < 30; v++) {
    a = edited(a);
    run('file:///a.json', a);
  }
  assert.equal(cache.size, steady, 'an edited tool replaces its entry: 30 edits, no growth');

  // A second document with the same tools shares their entries; closing one keeps what the other still uses.
  run('file:///b.json', a);
  assert.equal(cache.size, steady);
  // b's tools are a's first ones, unedited: all but the first are a's cached entries.
  const b = bigToolsFile(3_000);
  const bTools = run('file:///b.json', b).tools.length;
  assert.ok(bTools > 2 && cache.size <= steady + 2, `${cache.size} entries for ${steady} + one new tool`);
  cache.forget('file:///a.json');
  const kept = cache.size;
  assert.ok(kept > 0 && kept < steady, `${kept} of ${steady}`);
  // Every entry b's latest lint used is still there: linting b again computes nothing.
  let sets = 0;
  const set = cache.set.bind(cache);
  cache.set = (k, v) => (sets++, set(k, v));
  run('file:///b.json', b);
  assert.equal(sets, 0);
  cache.forget('file:///b.json');
  assert.equal(cache.size, 0);
});
