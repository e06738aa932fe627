// Runs a zod test fixture (the test's own text, transpiled; never user code) with `zod` bound to the given zod module,
// and returns its `schema` export: the real library's schema object, for the oracle side of a converter test.
import ts from 'typescript';

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
