// The incremental re-lint (shared/src/incremental.ts) publishes exactly what a whole-file lint would: random edits of
// real corpus files, each result compared with a fresh lint() of the same text, down to every node of the tree.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Node } from 'jsonc-parser';
import { lint, type LintOptions, type LintResult } from '../shared/src/lint';
import { relint, changedRegion, type IncrementalSlot } from '../shared/src/incremental';
import type { ToolDefinition } from '../shared/src/extract/tool';
import type { Finding, PlannedFix } from '../shared/src/finding';
import { DocumentToolCache } from '../server/src/cache';

const CORPUS = join(__dirname, '..', '..', 'shared', 'corpus');

function corpusFiles(): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const n of readdirSync(d).sort()) {
      const p = join(d, n);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.(json|snap)$/.test(n) && statSync(p).size < 70_000) out.push(p);
    }
  };
  walk(CORPUS);
  return out;
}

/** A small seeded generator (mulberry32): the same edits on every run. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function treeView(node: Node | undefined): unknown {
  if (!node) return undefined;
  return { type: node.type, offset: node.offset, length: node.length, colonOffset: node.colonOffset, value: node.value, children: node.children?.map(treeView) };
}

function definitionView(d: ToolDefinition): unknown {
  return {
    shape: d.shape, name: d.name, description: d.description, hasSchema: d.hasSchema, strict: d.strict, fields: d.fields, path: d.path,
    pointer: d.pointer, listKey: d.listKey, listIndex: d.listIndex, value: d.value, schema: d.schema, node: treeView(d.node),
    start: d.segment.toDocument(d.node.offset), end: d.segment.toDocument(d.node.offset + d.node.length),
    segmentText: d.segment.text, basePath: d.segment.basePath, embedded: d.segment.embedded, root: d.node.parent ? undefined : 'root',
  };
}

const fixView = (f: PlannedFix | undefined) => f && { ...f, tool: `${f.tool.pointer}@${f.tool.segment.toDocument(f.tool.node.offset)}` };
const findingView = (f: Finding) => ({ ...f, fix: fixView(f.fix), alternatives: f.alternatives?.map(fixView) });

/** Everything a lint result says, as plain data (tools' findings by index into the file's findings). */
function view(r: LintResult): unknown {
  return {
    findings: r.findings.map(findingView),
    tools: r.tools.map((t) => ({
      name: t.name, shape: t.shape, pointer: t.pointer, range: t.range, span: t.span, tokens: t.tokens, tokensByTarget: t.tokensByTarget,
      schemaHash: t.schemaHash, targets: t.targets, descriptionChars: t.descriptionChars, extent: t.extent,
      findings: t.findings.map((f) => r.findings.indexOf(f)), definition: definitionView(t.definition),
    })),
    skipped: r.skipped, config: r.config, imports: r.imports,
    // The whole tree the tools live in (every node moved by the edit).
    tree: r.tools.length ? treeView(rootOf(r.tools[0]!.definition.node)) : undefined,
    segments: [...new Set(r.tools.map((t) => t.definition.segment))].map((s) => ({ text: s.text, base: s.toDocument(0) })),
  };
}

function rootOf(n: Node): Node {
  while (n.parent) n = n.parent;
  return n;
}

const ALPHABET = ['a', 'x', 'Z', '_', ' ', '1', '9', '.', '"', ',', ':', '{', '}', '[', ']', '\n', '\\', '-', 'é', '😀'];

/** One random edit: mostly inside a tool (a character, a word, a deletion, a name copied from another tool, a disable comment), sometimes anywhere. */
function randomEdit(text: string, result: LintResult, next: () => number): string {
  const pick = <T>(xs: T[]): T => xs[Math.floor(next() * xs.length)]!;
  const tools = result.tools;
  let from: number;
  let to: number;
  if (tools.length && next() < 0.85) {
    const t = pick(tools);
    const kind = next();
    if (kind < 0.1 && tools.length > 1) {
      // Another tool's name: a duplicate name (a list rule) appears or goes.
      const other = pick(tools);
      return text.slice(0, t.span.offset) + JSON.stringify(other.name) + text.slice(t.span.offset + t.span.length);
    }
    if (kind < 0.15) {
      // A disable comment after a comma or brace inside the tool (JSONC comments parse in any JSON file here).
      const inner = text.slice(t.extent.offset + 1, t.extent.offset + t.extent.length - 1);
      const commas = [...inner.matchAll(/[,{]\s*\n/g)];
      if (commas.length) {
        const at = t.extent.offset + 1 + pick(commas).index! + 1;
        return `${text.slice(0, at)}\n// toollint-disable-next-line${next() < 0.5 ? ' description-missing' : ''}\n${text.slice(at)}`;
      }
    }
    from = t.extent.offset + 1 + Math.floor(next() * Math.max(1, t.extent.length - 2));
    to = Math.min(t.extent.offset + t.extent.length - 1, from + (next() < 0.5 ? 0 : Math.floor(next() * 6)));
  } else {
    from = Math.floor(next() * (text.length + 1));
    to = Math.min(text.length, from + Math.floor(next() * 4));
  }
  const inserted = next() < 0.3 ? '' : Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(ALPHABET)).join('');
  return text.slice(0, from) + inserted + text.slice(to);
}

interface Run {
  edits: number;
  incremental: number;
}

function editRandomly(text: string, options: LintOptions, edits: number, seed: number, label: string): Run {
  const next = rng(seed);
  const cache = new DocumentToolCache();
  const slot: IncrementalSlot = {};
  const lintOf = (t: string) => cache.lintOf('file:///doc', () => relint(slot, t, { ...options, cache, detach: true }));
  let current = lintOf(text);
  assert.deepEqual(view(current.result), view(lint(text, options)), `${label}: first lint`);
  const run: Run = { edits: 0, incremental: 0 };
  let good = text;
  for (let i = 0; i < edits; i++) {
    const edited = randomEdit(text, current.result, next);
    const relinted = lintOf(edited);
    const fresh = lint(edited, options);
    const { start, oldEnd, newEnd } = changedRegion(text, edited);
    assert.deepEqual(view(relinted.result), view(fresh), `${label}: edit ${i} (${relinted.incremental ? 'incremental' : 'whole file'}) replaced ${JSON.stringify(text.slice(start, oldEnd))} at ${start} with ${JSON.stringify(edited.slice(start, newEnd))}`);
    run.edits++;
    if (relinted.incremental) run.incremental++;
    text = edited;
    current = relinted;
    if (slot.state) good = text;
    else if (next() < 0.8) {
      // A file the edits broke (a parse error) mostly goes back to its last good text, so that edits keep landing in
      // tools; that lint is whole-file and checked too.
      text = good;
      current = lintOf(text);
      assert.deepEqual(view(current.result), view(lint(text, options)), `${label}: back to the last good text`);
    }
  }
  return run;
}

test('random edits of corpus files: every incremental re-lint equals a fresh whole-file lint', () => {
  const files = corpusFiles();
  // Every 9th file under 70 KB: MCP snapshots, BFCL, ACI apps, registries, promptfoo, functionary, kubernetes...
  const chosen = files.filter((_, i) => i % 9 === 0);
  assert.ok(chosen.length >= 15, `${chosen.length} files`);
  let edits = 0;
  let incremental = 0;
  chosen.forEach((file, i) => {
    const label = relative(CORPUS, file);
    const run = editRandomly(readFileSync(file, 'utf8'), { path: file }, 30, 1000 + i, label);
    edits += run.edits;
    incremental += run.incremental;
  });
  console.log(`incremental equivalence: ${chosen.length} corpus files, ${edits} random edits, ${incremental} re-linted incrementally, ${edits - incremental} whole-file`);
  assert.ok(incremental > edits / 3, `only ${incremental} of ${edits} edits were incremental`);
});

test('random edits of JSON lines (a corpus file\'s tools, one per record), under other settings, with a BOM, of a one-tool file', () => {
  const file = join(CORPUS, 'aci', 'apps', 'sentry', 'functions.json');
  const tools = JSON.parse(readFileSync(file, 'utf8')) as unknown[];
  const jsonl = tools.map((t) => JSON.stringify({ tools: [t, t] })).join('\n') + '\n';
  const run = editRandomly(jsonl, { path: 'tools.jsonl' }, 60, 7, 'jsonl');
  assert.ok(run.incremental > 10, `${run.incremental} of ${run.edits}`);
  // Targets and rule settings change what each tool reports: the same equivalence under other settings.
  const other = editRandomly(readFileSync(file, 'utf8'), { path: file, config: { targets: ['openai-strict', 'anthropic', 'mcp-claude-desktop'] as never, rules: { 'description-missing': 'error', 'no-defaults': 'off' } as never } }, 40, 8, 'settings');
  assert.ok(other.incremental > 10, `${other.incremental} of ${other.edits}`);
  // A byte order mark (read as a space) and a file that is one tool.
  const bom = editRandomly(`\ufeff${readFileSync(file, 'utf8')}`, { path: file }, 30, 9, 'bom');
  assert.ok(bom.incremental > 5, `${bom.incremental} of ${bom.edits}`);
  const one = editRandomly(readFileSync(join(CORPUS, 'github-mcp-server', 'actions_get.snap'), 'utf8'), { path: 'actions_get.snap' }, 30, 10, 'one tool');
  assert.ok(one.incremental > 5, `${one.incremental} of ${one.edits}`);
});

test('which edits are incremental: inside one tool; not a comma, a brace, a shape, settings, a parse error or TypeScript', () => {
  const text = readFileSync(join(CORPUS, 'aci', 'apps', 'sentry', 'functions.json'), 'utf8');
  const options = { path: 'functions.json' };
  const after = (edits: ((t: string) => string)[], opts: LintOptions = options) => {
    const slot: IncrementalSlot = {};
    let t = text;
    relint(slot, t, opts);
    let last = relint(slot, t, opts);
    for (const e of edits) last = relint(slot, (t = e(t)), opts);
    assert.deepEqual(view(last.result), view(lint(t, opts)));
    return last.incremental;
  };
  const replace = (from: string, to: string, nth = 0) => (t: string) => {
    let i = -1;
    for (let k = 0; k <= nth; k++) i = t.indexOf(from, i + 1);
    return t.slice(0, i) + to + t.slice(i + from.length);
  };
  assert.equal(after([replace('Get all issues', 'Get every issue')]), true, 'a description');
  assert.equal(after([replace('"type": "string"', '"type": "integer"', 3)]), true, 'a type deep in a schema');
  assert.equal(after([replace('Get all issues', 'Get all issues'), replace('SENTRY__GET_ISSUES', 'SENTRY__X')]), true, 'two edits in one tool');
  assert.equal(after([replace('},\n    {', '}\n   ,{')]), false, 'the comma between two tools');
  // The changed text is found by comparing the texts: a key typed after a brace is inside the tool, a tool pasted
  // after another's brace is not.
  assert.equal(after([replace('\n    {\n        "name"', '\n    {"x": 1,\n        "name"', 1)]), true, 'a key after the opening brace');
  assert.equal(after([replace('},\n    {', '},\n    {"name": "new", "description": "A new tool.", "parameters": {"type": "object"}},\n    {')]), false, 'a tool pasted between two tools');
  assert.equal(after([replace('"parameters"', '"params"')]), false, 'a shape that changes (the object is no longer a tool)');
  assert.equal(after([replace('"description": "Get', '"description": "Get"')]), false, 'a parse error');
  assert.equal(after([replace('"description": "Get', '"description": "Get"'), replace('Get"', 'Get')]), false, 'the edit after a parse error');
  const slot: IncrementalSlot = {};
  relint(slot, text, options);
  assert.equal(relint(slot, replace('Get all', 'Get some')(text), { ...options, config: { targets: ['openai-strict'] as never } }).incremental, false, 'other settings');
  const script = `export const tools = [${text.slice(1, -1)}];\n`;
  const scriptSlot: IncrementalSlot = {};
  relint(scriptSlot, script, { path: 'tools.ts' });
  assert.equal(scriptSlot.state, undefined, 'TypeScript keeps no state');
  assert.equal(relint(scriptSlot, replace('Get all', 'Get some')(script), { path: 'tools.ts' }).incremental, false, 'TypeScript lints whole');
});
