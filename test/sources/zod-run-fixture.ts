// Runs a fixture module of the zod tests as its project would run it (test only: transpiled here, its relative imports
// loaded the same way), with the real zod (4.6.7, or 3.25.76 as `zod`) and zod-to-json-schema, an McpServer stand-in
// recording registerTool() calls, and every other package stubbed. The oracle side of test/sources/zod-*.test.ts.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

/** A registerTool(name, { inputSchema }) call as the MCP SDK 1.x lists it: the raw shape in z.object(), zod 4 input side, draft-07. */
export interface Registered {
  name: string;
  inputSchema: unknown;
}

/** A stand-in for any other export: callable, constructible, every member another stand-in. */
function stub(): any {
  const f: any = new Proxy(function () {}, { get: (_t, key) => (key === 'then' ? undefined : f), apply: () => f, construct: () => f });
  return f;
}

export async function fixtureRunner(zodMajor: 3 | 4): Promise<{ load: (file: string) => Record<string, any>; registered: Registered[] }> {
  const zod = zodMajor === 4 ? await import('zod') : await import('zod3');
  const z4mini = await import('zod/v4-mini');
  const z2j = await import('zod-to-json-schema');
  const registered: Registered[] = [];
  // What McpServer.registerTool lists for a zod 4 raw shape (server/mcp.js with zod-json-schema-compat.js).
  const server = {
    registerTool(name: string, config: { inputSchema?: Record<string, unknown> }) {
      const shape = config.inputSchema ?? {};
      registered.push({ name, inputSchema: JSON.parse(JSON.stringify(z4mini.toJSONSchema(z4mini.object(shape as any), { target: 'draft-7', io: 'input' }))) });
    },
  };
  const loaded = new Map<string, { exports: Record<string, any> }>();
  const load = (file: string): Record<string, any> => {
    const known = loaded.get(file);
    if (known) return known.exports;
    const js = ts.transpileModule(readFileSync(file, 'utf8'), { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
    const module = { exports: {} as Record<string, any> };
    loaded.set(file, module);
    const req = (name: string): unknown => {
      if (name === 'zod') return zod;
      if (name === 'zod-to-json-schema') return z2j;
      if (name.startsWith('.')) {
        const base = resolve(dirname(file), name);
        const found = [`${base}.ts`, join(base, 'index.ts')].find((p) => existsSync(p));
        if (found) return load(found);
      }
      return stub();
    };
    new Function('require', 'exports', 'module', js)(req, module.exports, module);
    return module.exports;
  };
  return { load, registered: Object.assign(registered, { server }) as Registered[] & { server: typeof server } };
}

/** The McpServer stand-in of a runner, to hand to a fixture's `register...(server)` function. */
export function serverOf(registered: Registered[]): unknown {
  return (registered as Registered[] & { server: unknown }).server;
}
