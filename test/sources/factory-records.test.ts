// AI SDK tool factories listed under keys the model sees, as elie222/inbox-zero's assistant lists them (issue 11,
// recall4 cause 7): a provider policy's `getTaxonomyTools: (options) => ({ listFolders: listFoldersTool(options) })`
// in a file of its own (no streamText, no `tools:` key there), and `saveMemory: saveMemoryTool({ ...toolOptions,
// chatId })`, a factory given options with a spread.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lint } from '../../shared/src';

const FOLDER_TOOLS = `import { tool } from "ai";
import { z } from "zod";
import type { EmailProvider } from "@/utils/email/types";

type ToolOptions = { email: string; emailAccountId: string; provider: EmailProvider };

export const listFoldersTool = ({ emailAccountId, provider }: ToolOptions) =>
  tool({
    description: "List the folders of the user's mailbox, with their ids. Use the id to move threads into a folder.",
    inputSchema: z.object({}),
    execute: async () => provider.getFolders(emailAccountId),
  });

export const createOrGetFolderTool = ({ provider }: ToolOptions) =>
  tool({
    description: "Create a folder, or return the existing one with the same name.",
    inputSchema: z.object({ name: z.string().trim().min(1).describe("The folder name") }),
    execute: async ({ name }) => provider.getOrCreateFolder(name),
  });
`;

const MEMORY_TOOLS = `import { tool } from "ai";
import { z } from "zod";

export const saveMemoryTool = ({ email, chatId }: { email: string; chatId: string }) =>
  tool({
    description: "Save a fact about the user for future conversations.",
    inputSchema: z.object({ content: z.string().max(1000).describe("The fact to remember") }),
    execute: async ({ content }) => ({ email, chatId, content }),
  });
`;

const PROVIDER_MICROSOFT = `import type { ToolSet } from "ai";
import { createOrGetFolderTool, listFoldersTool } from "./chat-folder-tools";

type ToolOptions = { email: string; emailAccountId: string; provider: any };

export const microsoftProviderPolicy: { name: string; getTaxonomyTools: (options: ToolOptions) => ToolSet } = {
  name: "microsoft",
  getTaxonomyTools: (options) => ({
    listFolders: listFoldersTool(options),
    createOrGetFolder: createOrGetFolderTool(options),
  }),
};
`;

const CHAT = `import { streamText } from "ai";
import { saveMemoryTool } from "./chat-memory-tools";

export async function aiProcessAssistantChat({ messages, toolOptions, chatId, model }: any) {
  const allTools = {
    saveMemory: saveMemoryTool({ ...toolOptions, chatId }),
  };
  return streamText({ model, messages, tools: allTools });
}
`;

const FILES: Record<string, string> = {
  '/web/package.json': '{ "name": "inbox-zero", "dependencies": { "ai": "^5.0.0", "zod": "^4.1.0" } }',
  '/web/utils/ai/assistant/chat-folder-tools.ts': FOLDER_TOOLS,
  '/web/utils/ai/assistant/chat-memory-tools.ts': MEMORY_TOOLS,
  '/web/utils/ai/assistant/chat-provider-microsoft.ts': PROVIDER_MICROSOFT,
  '/web/utils/ai/assistant/chat.ts': CHAT,
};
const lintFile = (path: string) => lint(FILES[path]!, { path, readFile: (p) => FILES[p] });

test("a provider policy's record of factory calls, in a file of its own, names each tool by its key", () => {
  const r = lintFile('/web/utils/ai/assistant/chat-provider-microsoft.ts');
  assert.deepEqual(r.tools.map((t) => t.name), ['listFolders', 'createOrGetFolder']);
  const create = r.tools.find((t) => t.name === 'createOrGetFolder')!;
  assert.deepEqual((create.definition.schema as { required?: string[] }).required, ['name']);
});

test('a factory given options with a spread (`saveMemoryTool({ ...toolOptions, chatId })`) is read from its file under its key', () => {
  const r = lintFile('/web/utils/ai/assistant/chat.ts');
  assert.deepEqual(r.tools.map((t) => t.name), ['saveMemory']);
  assert.equal((r.tools[0]!.definition.schema as { properties: { content: { maxLength?: number } } }).properties.content.maxLength, 1000);
});

test('a wrapper given only a spread config stays a wrapper call (injectableTool({ ...defs.x }))', () => {
  const text = `import { tool } from "ai";
import { z } from "zod";
const defs = { search: { description: "Search the docs.", inputSchema: z.object({ q: z.string() }) } };
function injectableTool(config: any) { return tool({ ...config, execute: async () => null }); }
export const tools = { search_docs: injectableTool({ ...defs.search }) };
`;
  assert.deepEqual(lint(text, { path: '/x/tools.ts' }).tools.map((t) => t.name), ['search_docs']);
});
