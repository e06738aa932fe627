// zod consts another file exports, used inside this file's schema (issue 11): a field schema, an enum's values, a
// shape spread, read in their own file (never run) and placed at their use here, where no edit reaches into them.
// Modelled on modelcontextprotocol/servers src/everything/tools/get-resource-reference.ts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as z from 'zod';
import { fix, lint } from '../../shared/src';

const FILES: Record<string, string> = {
  '/p/src/resources/templates.ts': `export const RESOURCE_TYPE_TEXT = "Text" as const;
export const RESOURCE_TYPE_BLOB = "Blob" as const;
`,
  '/p/src/schemas/common.ts': `import { z } from "zod";
const base = z.string().min(1);
export const ResourceIdSchema = base.describe("The resource ID");
export const PageSchema = z.number().int().min(1).max(100).optional();
`,
  '/p/src/tools/get-resource-reference.ts': `import { z } from "zod";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { RESOURCE_TYPE_BLOB, RESOURCE_TYPE_TEXT } from "../resources/templates";
import { PageSchema, ResourceIdSchema } from "../schemas/common";

const GetResourceReferenceSchema = z.object({
  resourceType: z.enum([RESOURCE_TYPE_TEXT, RESOURCE_TYPE_BLOB]).default(RESOURCE_TYPE_TEXT).describe("The type of resource"),
  resourceId: ResourceIdSchema,
  page: PageSchema,
});

export const registerGetResourceReferenceTool = (server: McpServer) => {
  server.registerTool(
    "get-resource-reference",
    { title: "Get Resource Reference Tool", description: "Returns a resource reference that can be used by MCP clients", inputSchema: GetResourceReferenceSchema.shape },
    async (args) => ({ content: [] }),
  );
};
`,
};
const PATH = '/p/src/tools/get-resource-reference.ts';
const readFile = (p: string): string | undefined => FILES[p];

test('imported zod consts and enum values inside a local z.object are read from their files', () => {
  const text = FILES[PATH]!;
  const r = lint(text, { path: PATH, readFile });
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
  assert.deepEqual(r.tools.map((t) => t.name), ['get-resource-reference']);
  // What the MCP SDK sends: zod 4 toJSONSchema of the same schema, draft-07, input side.
  const base = z.string().min(1);
  const expected = z.toJSONSchema(
    z.object({ resourceType: z.enum(['Text', 'Blob']).default('Text').describe('The type of resource'), resourceId: base.describe('The resource ID'), page: z.number().int().min(1).max(100).optional() }),
    { target: 'draft-7', io: 'input' },
  );
  assert.equal(JSON.stringify(r.tools[0]!.definition.schema), JSON.stringify(expected));
  // Findings on imported code land at its use here, and no edit is made inside the import.
  const onPage = r.findings.filter((f) => f.pointer.includes('/page'));
  assert.ok(onPage.length > 0);
  for (const f of onPage) assert.match(text.slice(f.span.offset, f.span.offset + f.span.length), /^(page: )?PageSchema$/);
  const fixed = fix(text, { path: PATH, readFile, config: { targets: ['openai-strict'] } });
  assert.ok(!fixed.text.includes('PageSchema.'), 'an edit reached into an imported schema');
});

test('without readFile, an imported zod const stays not analysed, at its use', () => {
  const text = FILES[PATH]!;
  const r = lint(text, { path: PATH });
  const na = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(na.length, 1);
  assert.equal(r.tools.length, 0);
});

test("zod 3's z.record(value) under zod 4 is what zod 4's v3-compat record() builds: string keys", () => {
  // vercel/ai examples/harness-e2e-next/agent/harness/acp-claude-code/builtin-tools.ts
  const text = `import { tool } from 'ai';
import { z } from 'zod';

export const tools = {
  run_command: tool({
    description: 'Run a command with environment variables',
    inputSchema: z.object({ env: z.record(z.string()).describe('Environment'), counts: z.record(z.number().int(), 'bad counts').optional() }),
  }),
};
`;
  const r = lint(text, { path: 'builtin-tools.ts' });
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
  // The AI SDK's zodSchema: zod 4 toJSONSchema, draft-07, input side (its additionalProperties: false on the root).
  // zod 4's types no longer declare the one-argument form; its record() still takes it.
  const record = z.record as unknown as (value: z.ZodType, message?: string) => z.ZodType;
  const made = z.object({ env: record(z.string()).describe('Environment'), counts: record(z.number().int(), 'bad counts').optional() });
  const expected = { ...(z.toJSONSchema(made, { target: 'draft-7', io: 'input' }) as object), additionalProperties: false };
  assert.equal(JSON.stringify(r.tools[0]!.definition.schema), JSON.stringify(expected));
});

test('a helper function that returns a zod schema, of this file or imported, is read as that schema (a new instance per call)', () => {
  // exa-labs/exa-mcp-server src/tools/validation.ts and companyResearch.ts.
  const files: Record<string, string> = {
    '/x/src/tools/validation.ts': `import { z } from "zod";

/** Lenient optional number: coerces strings, undefined on invalid input. */
export function lenientOptionalNumber() {
  return z.coerce.number().optional().catch(undefined);
}
export const lenientQuery = () => z.string().min(1);
export function limited(max: number) {
  return z.number().max(max);
}
`,
    '/x/src/tools/companyResearch.ts': `import { z } from "zod";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { lenientOptionalNumber, lenientQuery } from "./validation.js";

function companyName() {
  return z.string().describe("Name of the company to research");
}

export function registerCompanyResearchTool(server: McpServer): void {
  server.tool(
    "company_research_exa",
    "Research any company to get business information, news, and insights.",
    {
      companyName: companyName(),
      query: lenientQuery().describe("What to look for"),
      numResults: lenientOptionalNumber().describe("Number of search results to return (default: 3)"),
      pages: lenientOptionalNumber(),
    },
    { readOnlyHint: true },
    async () => ({ content: [] }),
  );
}
`,
  };
  const path = '/x/src/tools/companyResearch.ts';
  const r = lint(files[path]!, { path, readFile: (p: string) => files[p] });
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
  assert.deepEqual(r.tools.map((t) => t.name), ['company_research_exa']);
  const n = () => z.coerce.number().optional().catch(undefined);
  const expected = z.toJSONSchema(
    z.object({ companyName: z.string().describe('Name of the company to research'), query: z.string().min(1).describe('What to look for'), numResults: n().describe('Number of search results to return (default: 3)'), pages: n() }),
    { target: 'draft-7', io: 'input' },
  );
  assert.equal(JSON.stringify(r.tools[0]!.definition.schema), JSON.stringify(expected));
  // A helper whose result depends on its parameter is inlined with a known argument (`limited(10)`), and stays not
  // analysed with one known only at run time.
  const known = files[path]!.replace('pages: lenientOptionalNumber()', 'pages: limited(10)').replace('lenientQuery }', 'lenientQuery, limited }');
  const k = lint(known, { path, readFile: (p: string) => files[p] });
  assert.deepEqual(k.findings.filter((f) => f.rule === 'not-analyzable'), []);
  assert.equal(JSON.stringify((k.tools[0]!.definition.schema as { properties: Record<string, unknown> }).properties.pages), JSON.stringify(z.toJSONSchema(z.number().max(10))).replace(/^\{"\$schema":"[^"]*",/, "{"));
  const dep = known.replace('limited(10)', 'limited(Number(process.env.MAX))');
  const d = lint(dep, { path, readFile: (p: string) => files[p] });
  // That one field is kept with its schema unknown (converters/zod/unknown-pieces.ts), the others analysed.
  assert.deepEqual(d.tools[0]!.definition.fields.unknownSchemas, [['inputSchema', 'properties', 'pages']]);
  assert.equal(d.findings.filter((f) => f.rule === 'not-analyzable').length, 1);
});
