// Runs a fixture project's TypeScript module (in a test only, never on user code) with the real zod 3 and
// zod-to-json-schema, so a test can compare what toollint reads with what the libraries really emit. Relative
// imports are the fixture's own files (`./x.js` is `./x.ts`, as tsc resolves it); the MCP SDK's imports are types
// only in these fixtures and stand as empty modules.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

/** The fixture module's exports, each file run once per cache. */
export async function loadZod3Fixture(file: string, cache = new Map<string, Record<string, any>>()): Promise<Record<string, any>> {
  const zod = await import('zod3');
  const z2j = await import('zod-to-json-schema');
  const run = (path: string): Record<string, any> => {
    const known = cache.get(path);
    if (known) return known;
    const js = ts.transpileModule(readFileSync(path, 'utf8'), { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
    const module = { exports: {} as Record<string, any> };
    cache.set(path, module.exports);
    const req = (name: string): unknown => {
      if (name === 'zod') return zod;
      if (name === 'zod-to-json-schema') return z2j;
      if (name.startsWith('@modelcontextprotocol/')) return {};
      const base = resolve(dirname(path), name.replace(/\.js$/, ''));
      if (existsSync(`${base}.ts`)) return run(`${base}.ts`);
      if (existsSync(`${base}/index.ts`)) return run(`${base}/index.ts`);
      throw new Error(`fixture import ${name} not found`);
    };
    new Function('require', 'exports', 'module', js)(req, module.exports, module);
    return module.exports;
  };
  return run(file);
}
