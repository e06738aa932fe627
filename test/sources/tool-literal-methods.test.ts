// Tool objects of an agent CLI (Kode's style): `{ name, async description() {...}, inputSchema, async *call() {...} }`.
// A description written as a method (or a getter) is computed at run time, as `description: async () => ...` is: the
// tool is analysed with its description unknown, not dropped. In a zod 3 project that imports the Anthropic SDK (for
// its types), such a literal is not converted as betaZodTool (zod 4 only, it would throw) but as zod 3's own
// zod-to-json-schema, compared here with the real converter (devDependency).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod/v3';
import { zodToJsonSchema } from 'zod-to-json-schema';
import { lint } from '../../shared/src';

const GLOB = `import { z } from "zod";
import type { Tool } from "../Tool";

const inputSchema = z.strictObject({
  pattern: z.string().describe("The glob pattern to match files against"),
  path: z.string().optional().describe("The directory to search in. Defaults to the current working directory."),
});

export const GlobTool = {
  name: "GlobTool",
  async description() {
    return "Fast file pattern matching tool that works with any codebase size";
  },
  inputSchema,
  userFacingName() {
    return "Search";
  },
  async *call({ pattern, path }: { pattern: string; path?: string }) {
    yield { type: "result", data: { pattern, path } };
  },
} satisfies Tool<typeof inputSchema>;
`;

test('a description written as a method or a getter: the tool is analysed, the description unknown', () => {
  const r = lint(GLOB, { path: 'src/tools/GlobTool/GlobTool.tsx' });
  assert.deepEqual(r.tools.map((t) => t.name), ['GlobTool']);
  const info = r.findings.find((f) => f.rule === 'not-analyzable');
  assert.match(info?.message ?? '', /^The description is computed at run time \(`async description\(\) \{/);
  assert.ok(r.findings.some((f) => f.rule !== 'not-analyzable'), 'the schema is checked');
  const getter = lint(GLOB.replace('async description() {', 'get description() {'), { path: 'GlobTool.tsx' });
  assert.deepEqual(getter.tools.map((t) => t.name), ['GlobTool']);
});

test('in a zod 3 project importing the Anthropic SDK, a tool literal is converted with zod 3, not refused as betaZodTool', () => {
  const files: Record<string, string> = {
    '/kode/package.json': '{ "dependencies": { "@anthropic-ai/sdk": "^0.39.0", "zod": "^3.25.76" } }',
    '/kode/src/tools/TaskTool.ts': GLOB.replace('import type { Tool } from "../Tool";', 'import { TextBlock } from "@anthropic-ai/sdk/resources/index.mjs";').replace(' satisfies Tool<typeof inputSchema>', ''),
  };
  const path = '/kode/src/tools/TaskTool.ts';
  const r = lint(files[path]!, { path, readFile: (p) => files[p] });
  assert.deepEqual(r.tools.map((t) => t.name), ['GlobTool']);
  assert.ok(!r.findings.some((f) => /betaZodTool/.test(f.message)), r.findings.map((f) => f.message).join('\n'));
  const real = zodToJsonSchema(z.strictObject({ pattern: z.string().describe('The glob pattern to match files against'), path: z.string().optional().describe('The directory to search in. Defaults to the current working directory.') }));
  assert.equal(JSON.stringify(r.tools[0]!.definition.schema), JSON.stringify(real));
});
