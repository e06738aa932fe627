// The engine's layout as a contract (issue 10): no import cycle, type-only imports included; no source file over 600
// lines; each folder says in its header what it owns and what it never imports, and keeps to it; the pipeline names no
// language or library; the engine never imports the editor, the protocol or the file system.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';

const ROOT = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

/** Every module specifier a file imports or re-exports, type-only ones included. */
export function importsOf(file: string): string[] {
  const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const out: string[] = [];
  for (const st of sf.statements) {
    if ((ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) && st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier)) out.push(st.moduleSpecifier.text);
  }
  return out;
}

function resolveLocal(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec);
  for (const candidate of [`${base}.ts`, join(base, 'index.ts')]) if (existsSync(candidate)) return candidate;
  return undefined;
}

/** The import cycles among `files`, each as a list of paths relative to the project. */
export function importCycles(files: string[]): string[][] {
  const graph = new Map(files.map((f) => [f, importsOf(f).map((s) => resolveLocal(f, s)).filter((x): x is string => x !== undefined)]));
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (f: string) => {
    state.set(f, 'open');
    stack.push(f);
    for (const g of graph.get(f) ?? []) {
      if (state.get(g) === 'open') cycles.push([...stack.slice(stack.indexOf(g)), g].map((p) => relative(ROOT, p)));
      else if (!state.has(g)) visit(g);
    }
    stack.pop();
    state.set(f, 'done');
  };
  for (const f of files) if (!state.has(f)) visit(f);
  return cycles;
}

test('no import cycle in the engine, the server, the CLI or the client (type-only imports count)', () => {
  const files = ['shared/src', 'server/src', 'cli/src', 'client/src'].flatMap((d) => sourceFiles(join(ROOT, d)));
  assert.ok(files.length > 50);
  assert.deepEqual(importCycles(files), []);
});

test('the cycle finder finds a cycle', () => {
  const files = sourceFiles(join(ROOT, 'shared/src'));
  // A made-up graph through the real finder: a file that imports itself.
  assert.ok(files.length > 0);
  assert.deepEqual(importCycles([join(ROOT, 'test/fixtures/cycle/a.ts')]).length, 1);
});

test('the engine imports no editor, protocol, file system or network module', () => {
  const banned = /^(vscode|vscode-languageserver.*|vscode-languageclient.*|vscode-jsonrpc|(node:)?(fs|fs\/promises|net|http|https|child_process|tls|dgram|dns))$/;
  const offending = sourceFiles(join(ROOT, 'shared/src')).flatMap((f) => importsOf(f).filter((s) => banned.test(s)).map((s) => `${relative(ROOT, f)} imports ${s}`));
  assert.deepEqual(offending, []);
});

const ENGINE = join(ROOT, 'shared/src');

test('no source file over 600 lines', () => {
  const long = ['shared/src', 'server/src', 'cli/src', 'client/src'].flatMap((d) => sourceFiles(join(ROOT, d))).map((f) => [relative(ROOT, f), readFileSync(f, 'utf8').split('\n').length] as const).filter(([, n]) => n > 600);
  assert.deepEqual(long, []);
});

/** Per engine folder, the folders (relative to shared/src; '.' is lint.ts and the top) it never imports. */
const NEVER: Record<string, string[]> = {
  browser: ['rules', 'fix', 'converters', 'lint.ts'],
  config: ['sources', 'fix', 'lint.ts'],
  converters: ['rules', 'fix', 'sources', 'lint.ts'],
  'converters/python': ['rules', 'fix', 'lint.ts'],
  'converters/typebox': ['rules', 'fix', 'sources', 'lint.ts'],
  'converters/zod': ['rules', 'fix', 'lint.ts'],
  cost: ['rules', 'sources', 'fix', 'lint.ts'],
  extract: ['rules', 'fix', 'converters', 'lint.ts'],
  fix: ['converters'],
  rules: ['sources', 'converters', 'lint.ts'],
  runtime: ['sources/typescript', 'sources/python', 'converters', 'fix'],
  schema: ['rules', 'sources', 'fix', 'lint.ts'],
  sources: ['rules', 'lint.ts'],
  'sources/json': ['rules', 'fix', 'lint.ts'],
  'sources/python': ['rules', 'lint.ts'],
  'sources/typescript': ['rules', 'lint.ts'],
  targets: ['rules', 'sources', 'fix', 'converters', 'lint.ts'],
  text: ['.'],
};

test('each engine folder has a header saying what it owns and never imports, and keeps to it', () => {
  const folders = [...new Set(sourceFiles(ENGINE).map((f) => relative(ENGINE, dirname(f)) || '.'))];
  const missing: string[] = [];
  const broken: string[] = [];
  for (const folder of folders) {
    const files = sourceFiles(join(ENGINE, folder)).filter((f) => dirname(f) === join(ENGINE, folder));
    if (!files.some((f) => /^\/\/ This folder[\s\S]*?(never(\s|\/\/)*imports|imports nothing)/.test(readFileSync(f, 'utf8')))) missing.push(folder);
    for (const f of files) {
      for (const spec of importsOf(f)) {
        const target = resolveLocal(f, spec);
        if (!target) continue;
        const rel = relative(ENGINE, target);
        for (const banned of NEVER[folder] ?? []) {
          const hit = banned === '.' ? !rel.startsWith(`${folder}/`) : banned.endsWith('.ts') ? rel === banned : rel === banned || rel.startsWith(`${banned}/`);
          if (hit) broken.push(`${relative(ROOT, f)} imports ${rel}`);
        }
      }
    }
  }
  assert.deepEqual(missing, []);
  assert.deepEqual(broken, []);
});

test('the pipeline (lint.ts) names no source language or schema library', () => {
  const text = readFileSync(join(ENGINE, 'lint.ts'), 'utf8');
  assert.deepEqual(text.match(/zod|typebox|pydantic|typescript|python|jsonc-parser's|sources\/typescript|converters\/zod/gi) ?? [], []);
});
