// The family guard for "every regex over user text is linear": every regular expression literal in the engine, the
// CLI and the server is checked by recheck (a ReDoS checker that searches for inputs with super-linear matching time).
// A regex recheck finds vulnerable must be rewritten (or, if it only ever sees bounded text, listed here with why).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { checkSync } from 'recheck';
import ts from 'typescript';

const ROOTS = ['shared/src', 'cli/src', 'server/src', 'client/src'];

/**
 * The checker's options: its fuzzer's seed fixed and its steps bounded by counts, not by time (its attack and
 * incubation time limits made a loaded machine report a safe regex as polynomial); the whole check still ends.
 */
const DETERMINISTIC = { randomSeed: 0, attackTimeout: null, incubationTimeout: null, seedingTimeout: null, timeout: 120_000 };

/** Regexes that only ever see text of bounded size, with where the bound comes from. */
const BOUNDED = new Map<string, string>([]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

function regexLiterals(file: string): { source: string; flags: string; line: number }[] {
  const text = readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: { source: string; flags: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const lit = node.getText(sf);
      const end = lit.lastIndexOf('/');
      out.push({ source: lit.slice(1, end), flags: lit.slice(end + 1), line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1 });
    } else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp' && node.arguments?.[0] && ts.isStringLiteralLike(node.arguments[0])) {
      const flags = node.arguments[1] && ts.isStringLiteralLike(node.arguments[1]) ? node.arguments[1].text : '';
      out.push({ source: node.arguments[0].text, flags, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

test('no regular expression in the engine, the CLI or the server can backtrack super-linearly', () => {
  const found = ROOTS.flatMap((root) => sourceFiles(root).flatMap((file) => regexLiterals(file).map((r) => ({ ...r, file }))));
  assert.ok(found.length > 40, `found only ${found.length} regexes: the scan is broken`);
  const vulnerable: string[] = [];
  for (const r of found) {
    if (BOUNDED.has(`/${r.source}/${r.flags}`)) continue;
    const result = checkSync(r.source, r.flags.replace(/[gy]/g, ''), DETERMINISTIC);
    if (result.status !== 'safe') vulnerable.push(`${r.file}:${r.line} /${r.source}/${r.flags} is ${result.status}${result.status === 'vulnerable' ? ` (${result.complexity.type}, e.g. ${JSON.stringify(result.attack.pattern)})` : ''}`);
  }
  assert.deepEqual(vulnerable, []);
});

test('the checker itself finds the trailing-run pattern that hung enum-in-description', () => {
  assert.equal(checkSync('[.)]+$', '').status, 'vulnerable');
  assert.equal(checkSync('[.)]+$', '', DETERMINISTIC).status, 'vulnerable');
  assert.equal(checkSync('(a|a)*b', '', DETERMINISTIC).status, 'vulnerable');
  assert.equal(checkSync('^[a-z]+$', '', DETERMINISTIC).status, 'safe');
});
