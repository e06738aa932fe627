// The corpus as code: every real definition written as a TypeScript const (`export const data = <the JSON>;`) must
// give what the JSON file gives: the same tools and token counts, the same findings at the same text, and the same
// text after Auto-strict (safe and unsafe). JSON is a subset of JavaScript, so any difference is the TS reader's or
// the TS fixer's.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fix, lint } from '../../shared/src';
import type { LintResult } from '../../shared/src/lint';
import type { Finding } from '../../shared/src/finding';

const CORPUS = join(__dirname, '..', '..', '..', 'shared', 'corpus');
const PREFIX = 'export const data = ';

function corpusFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) corpusFiles(p, out);
    else if (name.endsWith('.json')) out.push(p);
  }
  return out;
}

/**
 * Dataset formats that the JSON reader accepts but that nobody writes in code, so the TS reader does not look for
 * them (a `{ name, description }` list or `{ arguments: {...} }` in code is usually not a tool at all).
 */
const DATASET_ONLY = new Set(['name-only', 'builtin', 'api-spec', 'argument-list']);

const findingKey = (f: Finding, shift: number) => `${f.rule}|${f.severity}|${f.targets}|${f.tool}|${f.span.offset + shift}|${f.span.length}|${f.message}`;
const toolKey = (r: LintResult) => r.tools.map((t) => `${t.shape}:${t.name}:${t.tokens}:${t.schemaHash}`);

test('the corpus written as TypeScript consts: same tools, findings, ranges and Auto-strict results as the JSON', { timeout: 600_000 }, () => {
  let files = 0;
  let tools = 0;
  let findings = 0;
  let fixed = 0;
  for (const path of corpusFiles(CORPUS)) {
    const json = readFileSync(path, 'utf8');
    try {
      JSON.parse(json);
    } catch {
      continue; // JSON lines in a .json file: not one JavaScript expression
    }
    const j = lint(json, { path });
    // Tools read from inside JSON strings (dataset columns) are a JSON-only feature.
    if (j.tools.some((t) => DATASET_ONLY.has(t.shape) || t.definition.segment.text !== json)) continue;
    const code = `${PREFIX}${json};\n`;
    const tsPath = path.replace(/\.json$/, '.ts');
    const t = lint(code, { path: tsPath });
    assert.deepEqual(toolKey(t), toolKey(j), `${path}: tools`);
    assert.deepEqual(t.findings.map((f) => findingKey(f, 0)).sort(), j.findings.map((f) => findingKey(f, PREFIX.length)).sort(), `${path}: findings`);
    assert.deepEqual(t.findings.map((f) => f.pointer).sort(), j.findings.map((f) => f.pointer).sort(), `${path}: pointers`);
    for (const unsafe of [false, true]) {
      const fj = fix(json, { path, unsafe });
      const ft = fix(code, { path: tsPath, unsafe });
      assert.equal(ft.text, `${PREFIX}${fj.text};\n`, `${path}: Auto-strict${unsafe ? ' --unsafe' : ''}`);
      if (fj.text !== json) fixed++;
    }
    files++;
    tools += j.tools.length;
    findings += j.findings.length;
  }
  console.log(`compared ${files} files, ${tools} tools, ${findings} findings, ${fixed} fixed texts`);
  // Not vacuous: most of the corpus is compared, and fixes were made.
  assert.ok(files >= 120, `${files} files compared`);
  assert.ok(tools >= 1800, `${tools} tools compared`);
  assert.ok(findings >= 15_000, `${findings} findings compared`);
  assert.ok(fixed >= 200, `${fixed} fixed texts compared`);
});
