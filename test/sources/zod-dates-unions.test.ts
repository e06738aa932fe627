// microsoft/azure-devops-mcp (zod ^3.25, MCP SDK 1.29): `z.coerce.date()` filters and `z.string().or(z.array(...))` in
// server.tool() shapes (recall3: 4 tools not analysed), and PayPal's computed keys `[keys.subscriptionId]: z.string()`
// (recall4 cause 8). zod 3's conversion of each is checked against zod-to-json-schema in test/converters/zod.test.ts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lint } from '../../shared/src';

const PIPELINES = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const PIPELINE_TOOLS = {
  list_builds: "pipelines_get_builds",
  add_test_cases: "testplan_add_test_cases_to_suite",
};

export function configurePipelineTools(server: McpServer) {
  server.tool(
    PIPELINE_TOOLS.list_builds,
    "Retrieves a list of builds for a given project.",
    {
      project: z.string().describe("Project ID or name to get builds for"),
      minTime: z.coerce.date().optional().describe("Minimum finish time to filter builds. Used for: list."),
      maxTime: z.coerce.date().optional().describe("Maximum finish time to filter builds. Used for: list."),
      top: z.coerce.number().default(100).describe("Maximum number of builds to return"),
    },
    async ({ project }) => ({ content: [{ type: "text", text: project }] }),
  );
  server.tool(
    PIPELINE_TOOLS.add_test_cases,
    "Adds existing test cases to a test suite.",
    {
      planId: z.number().describe("The ID of the test plan."),
      testCaseIds: z.string().or(z.array(z.string())).optional().describe("The ID(s) of the test case(s) to add."),
    },
    async ({ planId }) => ({ content: [{ type: "text", text: String(planId) }] }),
  );
}
`;

const FILES: Record<string, string> = {
  '/ado/package.json': '{ "name": "@azure-devops/mcp", "dependencies": { "@modelcontextprotocol/sdk": "1.29.0", "zod": "^3.25.63" } }',
  '/ado/src/tools/pipelines.ts': PIPELINES,
};

test('zod 3: z.coerce.date() is a date-time string, a.or(b) an anyOf, each read under the MCP SDK', () => {
  const r = lint(PIPELINES, { path: '/ado/src/tools/pipelines.ts', readFile: (p) => FILES[p] });
  assert.deepEqual(r.tools.map((t) => t.name), ['pipelines_get_builds', 'testplan_add_test_cases_to_suite']);
  assert.ok(!r.findings.some((f) => f.rule === 'not-analyzable'), JSON.stringify(r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => f.message)));
  const builds = JSON.parse(JSON.stringify(r.tools[0]!.definition.schema)) as { properties: Record<string, unknown>; required?: string[] };
  assert.deepEqual(builds.properties.minTime, { type: 'string', format: 'date-time', description: 'Minimum finish time to filter builds. Used for: list.' });
  assert.deepEqual(builds.required, ['project']);
  const add = JSON.parse(JSON.stringify(r.tools[1]!.definition.schema)) as { properties: Record<string, unknown> };
  assert.deepEqual(add.properties.testCaseIds, { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }], description: 'The ID(s) of the test case(s) to add.' });
});

test('zod 4: z.coerce.date() is not analysed, and says why (toJSONSchema throws on a Date)', () => {
  const r = lint(PIPELINES, { path: '/ado4/src/tools/pipelines.ts', readFile: () => undefined });
  const na = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.ok(na.some((f) => /z\.coerce\.date\(\) \(zod 4's toJSONSchema throws on it/.test(f.message)), JSON.stringify(na.map((f) => f.message)));
  assert.deepEqual(r.tools.map((t) => t.name), ['testplan_add_test_cases_to_suite']);
});

test('computed keys of a const object of names are the keys the model sees', () => {
  const text = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const subscriptionKeys = { subscriptionId: "subscription_id", customId: "custom_id" } as const;
const updateSubscriptionParameters = z.object({
  [subscriptionKeys.subscriptionId]: z.string().describe("The ID of the subscription to update."),
  [subscriptionKeys.customId]: z.string().optional().describe("The custom id for the subscription"),
});
export function register(server: McpServer) {
  server.tool("update_subscription", "Update a subscription.", updateSubscriptionParameters.shape, async () => ({ content: [] }));
}
`;
  const r = lint(text, { path: 'src/shared/subscriptions.ts' });
  assert.deepEqual(Object.keys((r.tools[0]!.definition.schema as { properties: object }).properties), ['subscription_id', 'custom_id']);
});
