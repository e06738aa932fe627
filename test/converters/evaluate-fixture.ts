// A zod test fixture both ways: run (the test's own text, transpiled; never user code) with `zod` bound to the given
// zod module, for the real library's schema object; and read, for the converter's context over its consts.
import ts from 'typescript';
import { zodImports, type ZodDialect } from '../../shared/src/converters/zod';

export function evaluateFixture(code: string, zod: unknown): unknown {
  const js = ts.transpileModule(code, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const exports: Record<string, unknown> = {};
  const req = (name: string): unknown => {
    if (name === 'zod') return zod;
    throw new Error(`fixture imports ${name}`);
  };
  new Function('require', 'exports', 'module', js)(req, exports, { exports });
  return exports.schema;
}

/** The zod reader's context for a parsed fixture: its consts (every `const` in it, by name) and zod imports. */
export function fixtureContext(source: ts.SourceFile, dialect: ZodDialect, rootName: string) {
  const consts = new Map<string, ts.Expression>();
  const collect = (node: ts.Node): void => {
    if (ts.isVariableDeclarationList(node) && node.flags & ts.NodeFlags.Const) {
      for (const d of node.declarations) if (ts.isIdentifier(d.name) && d.initializer) consts.set(d.name.text, d.initializer);
    }
    ts.forEachChild(node, collect);
  };
  collect(source);
  return { ts, source, dialect, zodNames: zodImports(ts, source), resolveConst: (name: string) => consts.get(name), rootName };
}
