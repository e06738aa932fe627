// A member of a const object literal or a namespace read as the member's value (issue 11, recall12 causes 2 and 3):
// ynab-mcp-server's `import * as ListBudgetsTool` then `inputSchema: ListBudgetsTool.inputSchema` (a raw zod shape
// the module exports), mcp-google-map's `export const SearchNearby = { NAME, DESCRIPTION, SCHEMA }` read as
// `SearchNearby.SCHEMA`, objects of such objects a few levels down, a TypeScript namespace's const, JSON Schema literals
// of a ListTools handler. Read where the member is written (never run), findings at the use here; cycles and chains
// past the bound stay not analysed, reported.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lint } from '../../shared/src';

const ROOT = '/work/budget-server';
const PACKAGE = JSON.stringify({ name: 'budget-server', type: 'module', dependencies: { '@modelcontextprotocol/sdk': '^1.17.0', zod: '^3.25.0' } });

/** A project in memory: `files` by path under ROOT, read as the CLI reads the disk (a missing file is undefined). */
function project(files: Record<string, string>): (path: string) => string | undefined {
  const all = new Map(Object.entries({ 'package.json': PACKAGE, ...files }).map(([p, t]) => [`${ROOT}/${p}`, t]));
  return (path) => all.get(path);
}

function lintFile(files: Record<string, string>, file: string, config?: { targets: string[] }) {
  const readFile = project(files);
  return lint(readFile(`${ROOT}/${file}`)!, { path: `${ROOT}/${file}`, readFile, config });
}

type Value = { name: string; description?: string; inputSchema: { properties: Record<string, Record<string, unknown>>; required?: string[] } };
const values = (r: ReturnType<typeof lint>) => r.tools.map((t) => JSON.parse(JSON.stringify(t.definition.value)) as Value);
const notAnalysed = (r: ReturnType<typeof lint>) => r.findings.filter((f) => f.rule === 'not-analyzable');

const LIST_BUDGETS = `import { z } from "zod";
import * as ynab from "ynab";

export const name = "ynab_list_budgets";
export const description = "Lists all budgets of the signed-in YNAB user, with their ids and currency formats.";
export const inputSchema = {
  includeAccounts: z.boolean().optional().describe("Whether to include each budget's accounts"),
};

export async function execute(input: { includeAccounts?: boolean }, api: ynab.API) {
  const budgets = await api.budgets.getBudgets(input.includeAccounts);
  return { content: [{ type: "text" as const, text: JSON.stringify(budgets.data.budgets) }] };
}
`;

const GET_TRANSACTIONS = `import { z } from "zod";

export const name = "ynab_get_transactions";
export const description = "Gets the transactions of a budget since a date, newest first.";
export const inputSchema = {
  budgetId: z.string().optional().describe("The budget id; the default budget when omitted"),
  sinceDate: z.string().describe("ISO date (YYYY-MM-DD) of the oldest transaction to return"),
  limit: z.number().int().min(1).max(500).optional(),
};
`;

const YNAB_INDEX = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as ListBudgetsTool from "./tools/ListBudgetsTool.js";
import * as GetTransactionsTool from "./tools/GetTransactionsTool.js";

const server = new McpServer({ name: "ynab-mcp-server", version: "1.0.0" });

server.registerTool(ListBudgetsTool.name, {
  title: "List Budgets",
  description: ListBudgetsTool.description,
  inputSchema: ListBudgetsTool.inputSchema,
}, async (input) => ListBudgetsTool.execute(input, api()));

server.registerTool(GetTransactionsTool.name, {
  title: "Get Transactions",
  description: GetTransactionsTool.description,
  inputSchema: GetTransactionsTool.inputSchema,
}, async () => ({ content: [] }));

declare function api(): never;
`;

test("a raw shape a namespace import's module exports is the tool's inputSchema (ynab-mcp-server)", () => {
  const files = { 'src/index.ts': YNAB_INDEX, 'src/tools/ListBudgetsTool.ts': LIST_BUDGETS, 'src/tools/GetTransactionsTool.ts': GET_TRANSACTIONS };
  const r = lintFile(files, 'src/index.ts');
  assert.deepEqual(notAnalysed(r).map((f) => f.message), []);
  const [budgets, transactions] = values(r);
  assert.deepEqual(r.tools.map((t) => t.name), ['ynab_list_budgets', 'ynab_get_transactions']);
  assert.equal(budgets!.description, 'Lists all budgets of the signed-in YNAB user, with their ids and currency formats.');
  assert.deepEqual(budgets!.inputSchema.properties, { includeAccounts: { type: 'boolean', description: "Whether to include each budget's accounts" } });
  assert.deepEqual(transactions!.inputSchema.properties.limit, { type: 'integer', minimum: 1, maximum: 500 });
  assert.deepEqual(transactions!.inputSchema.required, ['sinceDate']);
  // The same module read through named imports, or wrapped in z.object() here: the same schema.
  const named = YNAB_INDEX.replace('import * as GetTransactionsTool from "./tools/GetTransactionsTool.js";', 'import { name, description, inputSchema } from "./tools/GetTransactionsTool.js";')
    .replace('GetTransactionsTool.name, {', 'name, {')
    .replace('description: GetTransactionsTool.description,', 'description,')
    .replace('inputSchema: GetTransactionsTool.inputSchema,', 'inputSchema: z.object(inputSchema),')
    .replace('import { McpServer }', 'import { z } from "zod";\nimport { McpServer }');
  const control = lintFile({ ...files, 'src/index.ts': named }, 'src/index.ts');
  assert.deepEqual(values(control)[1], transactions);
  // A finding on the imported shape lands here, at the member access that brings it in (nothing is edited there).
  const undescribed = r.findings.find((f) => f.tool === 'ynab_get_transactions' && /`limit`/.test(f.message));
  assert.ok(undescribed, r.findings.map((f) => `${f.rule}: ${f.message}`).join('\n'));
  assert.equal(YNAB_INDEX.slice(undescribed.span.offset, undescribed.span.offset + undescribed.span.length), 'GetTransactionsTool.inputSchema');
});

const GEOCODE = `import { z } from "zod";

const NAME = "maps_geocode";
const DESCRIPTION = "Convert an address into geographic coordinates (latitude, longitude).";
const SCHEMA = {
  address: z.string().describe("The address or place name to convert"),
  region: z.string().length(2).optional().describe("Two-letter region code that biases the results"),
};

async function ACTION(params: { address: string; region?: string }) {
  return { content: [{ type: "text" as const, text: params.address }] };
}

export const Geocode = { NAME, DESCRIPTION, SCHEMA, ACTION };
`;

test("members of an imported const object of shorthands (google-map's Geocode.SCHEMA) are read as the member's code", () => {
  const server = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Geocode } from "./tools/geocode.js";

const server = new McpServer({ name: "maps", version: "1.0.0" });
server.registerTool(Geocode.NAME, { description: Geocode.DESCRIPTION, inputSchema: Geocode.SCHEMA }, async (p) => Geocode.ACTION(p));
`;
  const r = lintFile({ 'src/server.ts': server, 'src/tools/geocode.ts': GEOCODE }, 'src/server.ts');
  assert.deepEqual(notAnalysed(r).map((f) => f.message), []);
  const [geocode] = values(r);
  assert.equal(geocode!.name, 'maps_geocode');
  assert.equal(geocode!.description, 'Convert an address into geographic coordinates (latitude, longitude).');
  assert.deepEqual(geocode!.inputSchema.properties.region, { type: 'string', minLength: 2, maxLength: 2, description: 'Two-letter region code that biases the results' });
  assert.deepEqual(geocode!.inputSchema.required, ['address']);
});

test('objects of objects a few levels down, through consts, imports and namespace imports, and a TypeScript namespace', () => {
  const registry = `import { Geocode } from "./tools/geocode.js";
import { z } from "zod";

export const Tools = {
  maps: { geocode: Geocode, elevation: { NAME: "maps_elevation", SCHEMA: { locations: z.array(z.object({ lat: z.number(), lng: z.number() })).min(1) } } as const },
};
`;
  const server = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Tools } from "./registry.js";
import * as registry from "./registry.js";
import { Geocode } from "./tools/geocode.js";

namespace Weather {
  export const Current = { NAME: "weather_current", SCHEMA: Tools.maps.elevation.SCHEMA };
}
const Local = { geo: Geocode };

const server = new McpServer({ name: "maps", version: "1.0.0" });
server.registerTool(Tools.maps.elevation.NAME, { description: "Elevation of points on the earth's surface", inputSchema: Tools.maps.elevation.SCHEMA }, async () => ({ content: [] }));
server.registerTool(registry.Tools.maps.geocode.NAME, { description: registry.Tools.maps.geocode.DESCRIPTION, inputSchema: registry.Tools.maps.geocode.SCHEMA }, async () => ({ content: [] }));
server.registerTool(Local.geo.NAME + "_local", { description: Local.geo.DESCRIPTION, inputSchema: Local.geo.SCHEMA }, async () => ({ content: [] }));
server.registerTool(Weather.Current.NAME, { description: "Current weather at a point", inputSchema: Weather.Current.SCHEMA }, async () => ({ content: [] }));
`;
  const r = lintFile({ 'src/server.ts': server, 'src/registry.ts': registry, 'src/tools/geocode.ts': GEOCODE }, 'src/server.ts');
  assert.deepEqual(notAnalysed(r).map((f) => f.message), []);
  assert.deepEqual(r.tools.map((t) => t.name), ['maps_elevation', 'maps_geocode', 'maps_geocode_local', 'weather_current']);
  const [elevation, geocode, local, weather] = values(r);
  assert.deepEqual(elevation!.inputSchema.properties.locations?.minItems, 1);
  assert.deepEqual(weather!.inputSchema, elevation!.inputSchema);
  assert.deepEqual(local!.inputSchema, geocode!.inputSchema);
  assert.equal(local!.description, 'Convert an address into geographic coordinates (latitude, longitude).');
  assert.deepEqual(Object.keys(geocode!.inputSchema.properties), ['address', 'region']);
});

test("a JSON Schema literal through a member, in a ListTools handler, and a same-file raw shape through a const's member", () => {
  const schemas = `export const ToolSchemas = {
  search: { type: "object", properties: { query: { type: "string", description: "Words to search for" } }, required: ["query"] },
} as const;
`;
  const server = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { ToolSchemas } from "./schemas.js";

const Search = { NAME: "search_docs", DESCRIPTION: "Search the documentation", SCHEMA: { query: z.string().describe("Words to search for"), limit: z.number().int().optional() } } as const;

const low = new Server({ name: "docs", version: "1.0.0" }, { capabilities: { tools: {} } });
low.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [{ name: "search_json", description: "Search the documentation", inputSchema: ToolSchemas.search }],
}));
const server = new McpServer({ name: "docs", version: "1.0.0" });
server.registerTool(Search.NAME, { description: Search.DESCRIPTION, inputSchema: Search.SCHEMA }, async () => ({ content: [] }));
`;
  const r = lintFile({ 'src/server.ts': server, 'src/schemas.ts': schemas }, 'src/server.ts', { targets: ['openai-strict', 'mcp'] });
  assert.deepEqual(notAnalysed(r).map((f) => f.message), []);
  assert.deepEqual(r.tools.map((t) => t.name), ['search_json', 'search_docs']);
  const [json, zod] = values(r);
  assert.deepEqual(json!.inputSchema, { type: 'object', properties: { query: { type: 'string', description: 'Words to search for' } }, required: ['query'] });
  assert.deepEqual(zod!.inputSchema.properties.query, json!.inputSchema.properties.query);
  assert.deepEqual(zod!.inputSchema.required, ['query']);
  // The raw shape is Search's own code, in this file: its findings land there, on the field.
  const open = r.findings.find((f) => f.tool === 'search_docs' && f.rule === 'optional-not-required');
  assert.equal(open && server.slice(open.span.offset, open.span.offset + open.span.length), 'limit: z.number().int().optional()');
});

test('a cycle of members, a chain past the bound and a module importing itself are not analysed, reported, never a hang', () => {
  const server = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import * as self from "./server.js";

const A = { shape: B.shape, name: "cyclic" };
const B = { shape: A.shape };
export const deep = { a: { b: { c: { d: { e: { f: { g: { h: { i: { shape: { q: z.string() } } } } } } } } } } };
export const near = { a: { shape: { q: z.string().describe("A query") } } };

const server = new McpServer({ name: "x", version: "1.0.0" });
server.registerTool(A.name, { description: "A cycle of consts", inputSchema: A.shape }, async () => ({ content: [] }));
server.registerTool("too_deep", { description: "Past the bound", inputSchema: deep.a.b.c.d.e.f.g.h.i.shape }, async () => ({ content: [] }));
server.registerTool("through_itself", { description: "A namespace import of this file", inputSchema: self.near.a.shape }, async () => ({ content: [] }));
server.registerTool("near", { description: "Within the bound", inputSchema: near.a.shape }, async () => ({ content: [] }));
`;
  const r = lintFile({ 'src/server.ts': server }, 'src/server.ts');
  const at = notAnalysed(r).map((f) => server.slice(f.span.offset, f.span.offset + f.span.length));
  assert.deepEqual(at, ['A.shape', 'deep.a.b.c.d.e.f.g.h.i.shape', 'self.near.a.shape']);
  assert.deepEqual(r.tools.map((t) => t.name), ['near']);
  assert.deepEqual(values(r)[0]!.inputSchema.properties, { q: { type: 'string', description: 'A query' } });
});

test("memberCode finds the code an access names, for readers that decide by the kind of code a slot holds", async () => {
  const ts = (await import('typescript')).default;
  const { parseWithScopes } = await import('../../shared/src/sources/typescript/module-files');
  const { memberCode } = await import('../../shared/src/sources/typescript/member-values');
  const text = `const SCHEMA = { address: z.string() };
const Geocode = { NAME: "maps_geocode", SCHEMA } as const;
const Tools = { maps: { geocode: Geocode }, spread: { ...Geocode } };
namespace Weather { export const Current = { SCHEMA: { lat: z.number() } }; }
const A = { s: B.s };
const B = { s: A.s };
const C = { s: Tools.maps.geocode.SCHEMA };
use(Geocode.SCHEMA, Tools.maps.geocode.NAME, Tools.spread.SCHEMA, Weather.Current.SCHEMA, C.s, A.s, Tools.maps.missing, this.x.y);
`;
  const file = parseWithScopes(ts, '/p/src/maps.ts', text)!;
  const reader = { ts, scopes: file.scopes, imported: () => undefined };
  const call = (file.source.statements[file.source.statements.length - 1] as import('typescript').ExpressionStatement).expression as import('typescript').CallExpression;
  const found = call.arguments.map((a) => memberCode(reader, a as import('typescript').PropertyAccessExpression, (_c, m) => m.getText(file.source)));
  // A shorthand is the member's code (the reader follows the const it names), a member that is another access is
  // followed; a cycle, a missing member and `this` are none.
  assert.deepEqual(found, ['SCHEMA', '"maps_geocode"', 'SCHEMA', '{ lat: z.number() }', 'SCHEMA', undefined, undefined, undefined]);
});
