// What the oracle tests of SDK tool helpers share: a fixture (the test's own file, never user code) transpiled to
// CommonJS and run with the real packages a `require` gives, and the check that what toollint reads from the fixture's
// text is what the package sends, tool by tool, key order included.
import assert from 'node:assert/strict';
import ts from 'typescript';
import { lint } from '../../shared/src';

/** The fixture's exports, run with `require` for its imports. */
export function runFixture(code: string, require: (name: string) => unknown): Record<string, any> {
  const js = ts.transpileModule(code, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const exports: Record<string, any> = {};
  new Function('require', 'exports', 'module', js)(require, exports, { exports });
  return exports;
}

/** A tool as the real package sends it: its name, description and schema (as a plain JSON value). */
export interface SentTool {
  name: string;
  description: string | undefined;
  schema: unknown;
}

/** toollint's reading of `code` at `path` is `real`: the same tools in order, nothing left unread. */
export function assertReadAsSent(code: string, path: string, real: SentTool[]): void {
  const r = lint(code, { path });
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
  assert.deepEqual(r.tools.map((t) => t.name), real.map((t) => t.name));
  r.tools.forEach((t, i) => {
    assert.equal(t.definition.description, real[i]!.description, t.name);
    assert.equal(JSON.stringify(t.definition.schema), JSON.stringify(real[i]!.schema), `${t.name}: schema, key order included`);
  });
}
