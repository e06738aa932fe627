// An MCP server's ListPrompts handler lists prompts as `{ name, description, arguments: [{ name, description,
// required }] }` (Flux159/mcp-server-kubernetes src/prompts/index.ts, and the same object in its tests): no tool, though
// the object looks like the Docker MCP catalog's argument-list tools. Its ListTools handler beside it still lists tools.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lint } from '../../shared/src';

const SERVER = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListPromptsRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";

export function registerHandlers(server: Server) {
  server.setRequestHandler(ListPromptsRequestSchema, async () => {
    return {
      prompts: [
        {
          name: "k8s-diagnose",
          description: "Diagnose Kubernetes Resources.",
          arguments: [
            { name: "keyword", description: "A keyword to search pod/node names.", required: true },
            { name: "namespace", description: "Optional: Specify a namespace to narrow down the search.", required: false, default: "all" },
          ],
        },
      ],
    };
  });

  server.setRequestHandler(ListToolsRequestSchema, async () => {
    return {
      tools: [
        {
          name: "kubectl_get",
          description: "Get or list Kubernetes resources by resource type, name, and optionally namespace",
          inputSchema: {
            type: "object",
            properties: {
              resourceType: { type: "string", description: "Type of resource to get (e.g., pods, deployments)" },
              namespace: { type: "string", description: "Namespace of the resource", default: "default" },
            },
            required: ["resourceType"],
          },
        },
      ],
    };
  });
}
`;

test('a ListPrompts handler lists prompts, not tools; the ListTools handler beside it lists its tool', () => {
  const r = lint(SERVER, { path: 'src/handlers.ts' });
  assert.deepEqual(r.tools.map((t) => t.name), ['kubectl_get']);
  assert.ok(!r.findings.some((f) => f.message.includes('k8s-diagnose')));
});

test('a test expectation holding the same prompt is no tool', () => {
  const spec = `import { expect, test } from "vitest";
test("lists the diagnose prompt", async () => {
  const result = await client.request({ method: "prompts/list" }, ListPromptsResultSchema);
  expect(result.prompts).toContainEqual({
    name: "k8s-diagnose",
    description: "Diagnose Kubernetes Resources.",
    arguments: [
      { name: "keyword", description: "A keyword to search pod/node names.", required: true },
      { name: "namespace", description: "Optional: Specify a namespace to narrow down the search.", required: false },
    ],
  });
});
`;
  assert.deepEqual(lint(spec, { path: 'tests/prompts.test.ts' }).tools.map((t) => t.name), []);
});

test('a catalog entry whose arguments have types stays an argument-list tool', () => {
  const catalog = `export const tools = [
  {
    name: "search_repositories",
    description: "Search for GitHub repositories",
    arguments: [
      { name: "query", type: "string", desc: "Search query" },
      { name: "page", type: "number", desc: "Page number for pagination" },
    ],
  },
];
`;
  const r = lint(catalog, { path: 'catalog/tools.ts' });
  assert.deepEqual(r.tools.map((t) => [t.name, t.shape]), [['search_repositories', 'argument-list']]);
});

test('a prompt whose arguments are a const of the file (typed PromptArgument[] or not) is no tool', () => {
  // apify/actors-mcp-server src/prompts/latest-news-on-topic.ts, with shorter texts.
  const prompt = (typed: boolean) => `import type { PromptArgument } from '@modelcontextprotocol/sdk/types.js';

import { fixedAjvCompile } from '../tools/utils.js';
import type { PromptBase } from '../types.js';
import { ajv } from '../utils/ajv.js';

const args${typed ? ': PromptArgument[]' : ''} = [
    {
        name: 'topic',
        description: 'The topic to retrieve the latest news on.',
        required: true,
    },
    {
        name: 'timespan',
        description: 'The timespan for which to retrieve news articles. Defaults to "7 days".',
        required: false,
    },
];

const argsSchema = fixedAjvCompile(ajv, {
    type: 'object',
    properties: {
        ...Object.fromEntries(args.map((arg) => [arg.name, {
            type: 'string',
            description: arg.description,
            default: arg.default,
            examples: arg.examples,
        }])),
    },
    required: [...args.filter((arg) => arg.required).map((arg) => arg.name)],
});

export const latestNewsOnTopicPrompt: PromptBase = {
    name: 'GetLatestNewsOnTopic',
    description: 'This prompt retrieves the latest news articles on a selected topic.',
    arguments: args,
    ajvValidate: argsSchema,
    render: (data) => {
        const timespan = data.timespan && data.timespan.trim() !== '' ? data.timespan : '7 days';
        return \`Search the web for the latest news on the "\${data.topic}" topic, from the last \${timespan}.\`;
    },
};
`;
  for (const typed of [true, false]) {
    const r = lint(prompt(typed), { path: 'src/prompts/latest-news-on-topic.ts' });
    assert.deepEqual(r.tools.map((t) => t.name), [], `typed: ${typed}`);
    assert.deepEqual(r.findings.map((f) => f.rule), [], `typed: ${typed}`);
  }
});
