// The AI SDK's zodSchema() in a tool's inputSchema, read as the conversion it makes (the real package's output is
// checked in test/oracles/ai-zod-schema.test.ts): through an alias and a schema another file exports, what is not the
// AI SDK's zodSchema, and options toollint does not model.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import * as z4 from 'zod';
import { lint } from '../../shared/src';
import { runtime } from '../converters/zod-runtime';

const PROJECT = join(__dirname, '..', 'fixtures', 'zod-helpers', 'ai-sdk-project');
const readFile = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

const route = (body: string, imports = 'import { tool, zodSchema } from "ai";\nimport { z } from "zod";') =>
  `${imports}\nexport const tools = {\n  lookup: tool({\n    description: "Look a word up",\n    inputSchema: ${body},\n    execute: async ({ word }) => word,\n  }),\n};\n`;

test('zodSchema imported under another name, given a schema another file exports: read there, as the AI SDK converts it', () => {
  const path = join(PROJECT, 'app', 'api', 'chat', 'route.ts');
  const r = lint(readFileSync(path, 'utf8'), { path, readFile });
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
  assert.deepEqual(r.tools.map((t) => t.name), ['readDoc']);
  const real = z4.object({ path: z4.string().describe('Path of the page, from the docs root'), section: z4.string().optional().describe('Heading to start at') });
  assert.equal(JSON.stringify(r.tools[0]!.definition.schema), JSON.stringify(runtime('zod4-ai-sdk', real)));
});

test('zodSchema(X) in a schema slot: the AI SDK conversion (draft-07, input side, objects closed), held in a const too', () => {
  const direct = lint(route('zodSchema(z.object({ word: z.string(), limit: z.number().default(5) }))'), { path: 'route.ts' });
  const real = JSON.stringify(runtime('zod4-ai-sdk', z4.object({ word: z4.string(), limit: z4.number().default(5) })));
  assert.equal(JSON.stringify(direct.tools[0]!.definition.schema), real);
  const held = lint(route('lookupSchema').replace('export const tools', 'const lookupSchema = zodSchema(z.object({ word: z.string(), limit: z.number().default(5) }));\nexport const tools'), { path: 'route.ts' });
  assert.equal(JSON.stringify(held.tools[0]!.definition.schema), real);
});

test("a project's own zodSchema is not the AI SDK's; options toollint does not model are named", () => {
  const own = lint(route('zodSchema(z.object({ word: z.string() }))', 'import { tool } from "ai";\nimport { z } from "zod";\nimport { zodSchema } from "./schema";'), { path: 'route.ts' });
  assert.equal(own.tools.length, 0);
  assert.doesNotMatch(own.findings.map((f) => f.message).join('\n'), /AI SDK's zodSchema/);
  const unknown = lint(route('zodSchema(z.object({ word: z.string() }), { useReferences: true, strict: true })'), { path: 'route.ts' });
  assert.match(unknown.findings.find((f) => f.rule === 'not-analyzable')!.message, /zodSchema\(\) with the option `strict`, which toollint does not model/);
  const computed = lint(route('zodSchema(z.object({ word: z.string() }), { useReferences: process.env.REFS === "1" })'), { path: 'route.ts' });
  assert.match(computed.findings.find((f) => f.rule === 'not-analyzable')!.message, /zodSchema\(\) with options whose `useReferences` is not a literal known here/);
});
