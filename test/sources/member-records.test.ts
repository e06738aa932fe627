// Tool records whose fields are members of const objects (recall12's mcp-google-map: `{ name: SearchNearby.NAME,
// description: SearchNearby.DESCRIPTION, schema: SearchNearby.SCHEMA }`, with `export const SearchNearby = { NAME,
// DESCRIPTION, SCHEMA, ACTION }` in the tool's own file), registered in a loop with `z.object(tool.schema)`: each record
// is a tool, read as the same record with the fields written in place is. And a Mastra createTool built where no
// agent's `tools` key is in sight (returned from a class method): checked under its `id`, saying so.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lint } from '../../shared/src';

const SEARCH = `import { z } from "zod";

const NAME = "search_nearby";
const DESCRIPTION = "Search for places near a location";
const SCHEMA = {
  center: z.string().describe("Address or coordinates of the center"),
  keyword: z.string().optional().describe("What to look for"),
  radius: z.number().int().max(50000).default(1000).describe("Search radius in meters"),
};

async function ACTION(params: { center: string }) {
  return { content: [{ type: "text", text: params.center }] };
}

export const SearchNearby = { NAME, DESCRIPTION, SCHEMA, ACTION };
`;

const CONFIG = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { SearchNearby } from "./tools/searchNearby";

const Geocode = { NAME: "maps_geocode", DESCRIPTION: "Convert an address into coordinates", SCHEMA: { address: z.string().describe("Address to convert") } };

export const tools = [
  { name: SearchNearby.NAME, description: SearchNearby.DESCRIPTION, schema: SearchNearby.SCHEMA, action: SearchNearby.ACTION },
  { name: Geocode.NAME, description: Geocode.DESCRIPTION, schema: Geocode.SCHEMA },
];

export function register(server: McpServer) {
  tools.forEach((tool) => {
    server.registerTool(tool.name, { description: tool.description, inputSchema: z.object(tool.schema) }, async () => ({ content: [] }));
  });
}
`;

test("tool records with members of const objects for fields (imported and this file's) are tools, read as written in place", () => {
  const files: Record<string, string> = { '/maps/src/config.ts': CONFIG, '/maps/src/tools/searchNearby.ts': SEARCH };
  const r = lint(CONFIG, { path: '/maps/src/config.ts', readFile: (p) => files[p] });
  assert.deepEqual(r.tools.map((t) => t.name), ['search_nearby', 'maps_geocode']);
  // The same records with the fields written in place: the same schemas.
  const inPlace = CONFIG.replace('import { SearchNearby } from "./tools/searchNearby";\n', '')
    .replace('{ name: SearchNearby.NAME, description: SearchNearby.DESCRIPTION, schema: SearchNearby.SCHEMA, action: SearchNearby.ACTION }', `{ name: "search_nearby", description: "Search for places near a location", schema: { center: z.string().describe("Address or coordinates of the center"), keyword: z.string().optional().describe("What to look for"), radius: z.number().int().max(50000).default(1000).describe("Search radius in meters") } }`)
    .replace('{ name: Geocode.NAME, description: Geocode.DESCRIPTION, schema: Geocode.SCHEMA }', '{ name: "maps_geocode", description: "Convert an address into coordinates", schema: { address: z.string().describe("Address to convert") } }');
  const written = lint(inPlace, { path: '/maps/src/config.ts' });
  assert.deepEqual(written.tools.map((t) => t.name), ['search_nearby', 'maps_geocode']);
  r.tools.forEach((t, i) => assert.equal(JSON.stringify(t.definition.schema), JSON.stringify(written.tools[i]!.definition.schema), t.name));
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable'), []);
});

test("a Mastra createTool returned from a class method is checked under its id, with an info that the agent's key names it", () => {
  const code = `import { createTool } from "@mastra/core/tools";
import { z } from "zod";

export class GroupListTool {
  name = "groupList";

  run() {
    return createTool({
      id: "groupList",
      description: "List the groups (customers) of the organization.",
      inputSchema: z.object({ page: z.number().int().min(1).describe("Page number") }),
      execute: async () => ({ output: [] }),
    });
  }
}
`;
  const r = lint(code, { path: 'src/chat/tools/group.list.tool.ts' });
  assert.deepEqual(r.tools.map((t) => t.name), ['groupList']);
  const info = r.findings.find((f) => f.rule === 'not-analyzable');
  assert.match(info?.message ?? '', /checked under its id `groupList`/);
  assert.equal(code.slice(info!.span.offset, info!.span.offset + info!.span.length), '"groupList"');
});
