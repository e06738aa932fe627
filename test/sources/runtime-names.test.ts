// A tool literal whose name is built at run time is reported (not-analyzable at the name), never silent, also when its
// zod schema is not read whole either: langchain-ai/social-media-agent's generate-posts.ts binds
// `{ name: \`write_${postOrPosts}\`, schema: postsSchema }` with the schema built in the same function (recall4 cause 11).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lint } from '../../shared/src';

const GENERATE_POSTS = `import { ChatAnthropic } from "@langchain/anthropic";
import { z } from "zod";

export async function generatePosts(state: { quantity: number; report: string }) {
  const { quantity: numPosts } = state;
  const postOrPosts = numPosts === 1 ? "post" : "posts";
  const postsSchema = z.object({
    posts: z.array(z.string().describe("The individual post")).describe(\`The \${postOrPosts} you should write.\`),
  });
  const model = new ChatAnthropic({ model: "claude-sonnet-4-5", temperature: 0.5 }).bindTools([
    {
      name: \`write_\${postOrPosts}\`,
      description: \`Write \${numPosts} LinkedIn/Twitter \${postOrPosts}.\`,
      schema: postsSchema,
    },
  ], { tool_choice: \`write_\${postOrPosts}\` });
  return model.invoke([["user", state.report]]);
}
`;

test('a run-time tool name beside a zod schema that is not read whole either is reported at the name', () => {
  const r = lint(GENERATE_POSTS, { path: 'src/agents/repurposer/nodes/generate-posts.ts' });
  const na = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(na.length, 1, JSON.stringify(na.map((f) => f.message)));
  assert.equal(GENERATE_POSTS.slice(na[0]!.span.offset, na[0]!.span.offset + na[0]!.span.length), '`write_${postOrPosts}`');
});

test('code that maps tools (`{ name: t.name, parameters: convert(t.schema) }`) still defines none', () => {
  const text = `import { zodToJsonSchema } from "zod-to-json-schema";
export const toOpenAI = (tools: any[]) => tools.map((t) => ({ type: "function", function: { name: t.name, description: t.description, parameters: zodToJsonSchema(t.schema) } }));
`;
  assert.deepEqual(lint(text, { path: 'src/convert.ts' }).findings.filter((f) => f.rule === 'not-analyzable'), []);
});

test('code that maps tools through z.toJSONSchema(parameters, options) in a const defines none (supabase-mcp mcp-utils)', () => {
  const text = `import { z } from 'zod';
export const list = (tools: Record<string, { description: string; parameters: z.ZodObject }>) =>
  Object.entries(tools).map(([name, { description, parameters }]) => {
    const inputSchema = z.toJSONSchema(parameters, {
      target: 'draft-7',
    });
    return { name, description, inputSchema: inputSchema as object };
  });
`;
  const r = lint(text, { path: 'packages/mcp-utils/src/server.ts' });
  assert.deepEqual(r.tools, []);
  assert.deepEqual(r.findings.filter((f) => f.rule === 'not-analyzable').map((f) => f.message), []);
});
