// A registration helper that is a method of a project class, called on a receiver whose class is certain from the
// syntax (minecraft-mcp-server's `registerChatTools(factory: ToolFactory, ...)` calling `factory.registerTool(name,
// description, shape, executor)`, the class in another file and forwarding to `this.server.tool(...)`): each call is
// the tool that the method's one registration makes with the call's arguments, read at the call, as if written out.
// A receiver typed with an interface, a union or a type parameter is never followed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lint } from '../../shared/src';
import { converterOf } from '../../shared/src/sources/node-marks';

type Result = ReturnType<typeof lint>;
const declared = (r: Result) => r.tools.filter((t) => t.shape !== 'builtin');
const names = (r: Result) => declared(r).map((t) => t.name);
type Sent = { name: string; description?: string; inputSchema: { properties?: Record<string, { type?: string; description?: string }>; required?: string[] } };
const sent = (r: Result, i = 0) => declared(r)[i]!.definition.value as Sent;

/** Lints `path` of a project held in memory (the other files read through readFile, as the CLI reads the disk). */
function lintIn(files: Record<string, string>, path: string): Result {
  return lint(files[path]!, { path, readFile: (p) => files[p] });
}

const FACTORY = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z, ZodRawShape } from "zod";
import { BotConnection } from './bot-connection.js';

type McpResponse = { content: { type: "text"; text: string }[]; isError?: boolean };

export class ToolFactory {
  constructor(
    private server: McpServer,
    private connection: BotConnection
  ) {}

  registerTool(
    name: string,
    description: string,
    schema: Record<string, unknown>,
    executor: (args: any) => Promise<McpResponse>
  ): void {
    this.server.tool(name, description, schema, async (args: unknown): Promise<McpResponse> => {
      const check = await this.connection.checkConnectionAndReconnect();
      if (!check.connected) return { content: [{ type: "text", text: check.message! }], isError: true };
      try {
        return await executor(z.object(schema as ZodRawShape).parse(args ?? {}));
      } catch (error) {
        return this.createErrorResponse(error as Error);
      }
    });
  }

  createResponse(text: string): McpResponse {
    return { content: [{ type: "text", text }] };
  }

  createErrorResponse(error: Error | string): McpResponse {
    return { content: [{ type: "text", text: \`Failed: \${error instanceof Error ? error.message : error}\` }], isError: true };
  }
}
`;

const CHAT_TOOLS = `import { z } from "zod";
import mineflayer from 'mineflayer';
import { ToolFactory } from '../tool-factory.js';
import { MessageStore } from '../message-store.js';

export function registerChatTools(factory: ToolFactory, getBot: () => mineflayer.Bot, messageStore: MessageStore): void {
  factory.registerTool(
    "send-chat",
    "Send a chat message in-game",
    {
      message: z.string().describe("Message to send in chat")
    },
    async ({ message }) => {
      getBot().chat(message);
      return factory.createResponse(\`Sent message: "\${message}"\`);
    }
  );

  factory.registerTool(
    "read-chat",
    "Get recent chat messages from players",
    {
      count: z.number().optional().describe("Number of recent messages to retrieve (default: 10, max: 100)")
    },
    async ({ count = 10 }) => factory.createResponse(messageStore.getRecentMessages(count).join("\\n"))
  );
}
`;

/** The same two tools written out as McpServer.tool() calls: what the helper registers. */
const CHAT_DIRECT = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export function registerChatTools(server: McpServer): void {
  server.tool("send-chat", "Send a chat message in-game", { message: z.string().describe("Message to send in chat") }, async () => ({ content: [] }));
  server.tool("read-chat", "Get recent chat messages from players", { count: z.number().optional().describe("Number of recent messages to retrieve (default: 10, max: 100)") }, async () => ({ content: [] }));
}
`;

const project = (extra: Record<string, string> = {}): Record<string, string> => ({ '/p/src/tool-factory.ts': FACTORY, '/p/src/tools/chat-tools.ts': CHAT_TOOLS, ...extra });

test("a parameter typed with an imported class: each factory.registerTool call is the tool its this.server.tool() registers", () => {
  const r = lintIn(project(), '/p/src/tools/chat-tools.ts');
  assert.deepEqual(names(r), ['send-chat', 'read-chat']);
  const direct = declared(lintIn({ '/p/src/direct.ts': CHAT_DIRECT }, '/p/src/direct.ts'));
  assert.deepEqual(declared(r).map((t) => JSON.stringify(t.definition.value)), direct.map((t) => JSON.stringify(t.definition.value)));
  assert.deepEqual(sent(r, 1).inputSchema.required ?? [], []);
  assert.match(converterOf(declared(r)[0]!.definition.node) ?? '', /Read through `ToolFactory\.registerTool`, a method of the project's class `ToolFactory`, which passes them to `tool`/);
  // Findings land on the call in this file.
  const line = CHAT_TOOLS.split('\n').findIndex((l) => l.includes('"send-chat"'));
  assert.equal(declared(r)[0]!.range.start.line, line);
  // An object that is no raw shape (a JSON Schema's literal fields) is annotations to McpServer.tool(): no arguments.
  const jsonShape = CHAT_TOOLS.replace('{\n      message: z.string().describe("Message to send in chat")\n    }', "{ type: 'object', properties: {} }");
  const j = lintIn(project({ '/p/src/tools/chat-tools.ts': jsonShape }), '/p/src/tools/chat-tools.ts');
  assert.deepEqual(names(j), ['send-chat', 'read-chat']);
  assert.deepEqual(Object.keys(sent(j).inputSchema.properties ?? {}), []);
  assert.deepEqual(j.findings.filter((f) => f.rule === 'not-analyzable'), []);
  // The class's own file defines no tool and reports nothing: its registration forwards what it is given.
  const own = lintIn(project(), '/p/src/tool-factory.ts');
  assert.deepEqual(declared(own), []);
  assert.deepEqual(own.findings, []);
});

test('the class reached by `import type`, a default export, a namespace import and an index re-export', () => {
  const typeOnly = CHAT_TOOLS.replace("import { ToolFactory } from '../tool-factory.js';", "import type { ToolFactory } from '../tool-factory.js';");
  assert.deepEqual(names(lintIn(project({ '/p/src/tools/chat-tools.ts': typeOnly }), '/p/src/tools/chat-tools.ts')), ['send-chat', 'read-chat']);
  const viaIndex = CHAT_TOOLS.replace("'../tool-factory.js'", "'../core/index.js'");
  const index = { '/p/src/core/index.ts': "export * from './logging.js';\nexport { ToolFactory as Factory, ToolFactory } from './tool-factory.js';\n", '/p/src/core/logging.ts': 'export const log = console.log;\n', '/p/src/core/tool-factory.ts': FACTORY };
  assert.deepEqual(names(lintIn({ ...index, '/p/src/tools/chat-tools.ts': viaIndex }, '/p/src/tools/chat-tools.ts')), ['send-chat', 'read-chat']);
  const renamed = viaIndex.replace('import { ToolFactory }', 'import { Factory }').replace('factory: ToolFactory', 'factory: Factory');
  assert.deepEqual(names(lintIn({ ...index, '/p/src/tools/chat-tools.ts': renamed }, '/p/src/tools/chat-tools.ts')), ['send-chat', 'read-chat']);
  const star = { '/p/src/core/index.ts': "export * from './tool-factory.js';\n", '/p/src/core/tool-factory.ts': FACTORY };
  assert.deepEqual(names(lintIn({ ...star, '/p/src/tools/chat-tools.ts': viaIndex }, '/p/src/tools/chat-tools.ts')), ['send-chat', 'read-chat']);
  const asDefault = FACTORY.replace('export class ToolFactory', 'export default class ToolFactory');
  const defaultImport = CHAT_TOOLS.replace('import { ToolFactory }', 'import ToolFactory');
  assert.deepEqual(names(lintIn(project({ '/p/src/tool-factory.ts': asDefault, '/p/src/tools/chat-tools.ts': defaultImport }), '/p/src/tools/chat-tools.ts')), ['send-chat', 'read-chat']);
  const ns = CHAT_TOOLS.replace('import { ToolFactory }', 'import * as core').replace('factory: ToolFactory', 'factory: core.ToolFactory');
  assert.deepEqual(names(lintIn(project({ '/p/src/tools/chat-tools.ts': ns }), '/p/src/tools/chat-tools.ts')), ['send-chat', 'read-chat']);
  // Without the class's file there is nothing to read the method in: no tool is guessed.
  assert.deepEqual(names(lintIn({ '/p/src/tools/chat-tools.ts': CHAT_TOOLS }, '/p/src/tools/chat-tools.ts')), []);
});

test('a typed property (this.factory), a constructor parameter property, a typed const, a default parameter and a base class method', () => {
  const module = `import { z } from "zod";
import { ToolFactory } from '../tool-factory.js';
import { connectBot, connectServer } from '../connect.js';

export class ChatModule {
  private readonly factory: ToolFactory;
  constructor(factory: ToolFactory, private readonly tools: ToolFactory) {
    this.factory = factory;
  }

  register(): void {
    this.factory.registerTool("send-chat", "Send a chat message in-game", { message: z.string() }, async () => this.factory.createResponse("ok"));
    const run = () => this.tools.registerTool("whisper", "Whisper to one player", { to: z.string(), message: z.string() }, async () => this.tools.createResponse("ok"));
    run();
  }
}

export function registerMore(make: () => ToolFactory): void {
  const factory: ToolFactory = make();
  factory.registerTool("read-chat", "Get recent chat messages", { count: z.number().optional() }, async () => factory.createResponse(""));
}

export function registerPing(factory = new ToolFactory(connectServer(), connectBot())): void {
  factory.registerTool("ping", "Check that the bot is connected", {}, async () => factory.createResponse("pong"));
}
`;
  const r = lintIn(project({ '/p/src/tools/chat-module.ts': module }), '/p/src/tools/chat-module.ts');
  assert.deepEqual(names(r), ['send-chat', 'whisper', 'read-chat', 'ping']);
  assert.deepEqual(Object.keys(sent(r, 1).inputSchema.properties!), ['to', 'message']);
  // The method declared by a base class in a third file.
  const derived = `import { ToolFactory } from './tool-factory.js';\n\nexport class MinecraftFactory extends ToolFactory {\n  createResponse(text: string) {\n    return { content: [{ type: "text" as const, text: "[mc] " + text }] };\n  }\n}\n`;
  const caller = CHAT_TOOLS.replace("import { ToolFactory } from '../tool-factory.js';", "import { MinecraftFactory } from '../minecraft-factory.js';").replace('factory: ToolFactory', 'factory: MinecraftFactory');
  const d = lintIn(project({ '/p/src/minecraft-factory.ts': derived, '/p/src/tools/chat-tools.ts': caller }), '/p/src/tools/chat-tools.ts');
  assert.deepEqual(names(d), ['send-chat', 'read-chat']);
  assert.match(converterOf(declared(d)[0]!.definition.node) ?? '', /`ToolFactory\.registerTool`/);
});

test('an interface, a union or a type parameter as the receiver\'s type is never followed', () => {
  const iface = `export interface ToolFactory {\n  registerTool(name: string, description: string, schema: Record<string, unknown>, executor: (args: any) => Promise<unknown>): void;\n}\n`;
  assert.deepEqual(names(lintIn(project({ '/p/src/tool-factory.ts': iface }), '/p/src/tools/chat-tools.ts')), []);
  // The same interface and a class implementing it, in this file: the parameter typed with the interface is not the class.
  const sameFile = `import { z } from "zod";\nimport { McpServerLike } from './server.js';\n\ninterface Registrar { registerTool(name: string, description: string, schema: object, run: () => Promise<unknown>): void }\n\nclass ToolFactory implements Registrar {\n  constructor(private server: McpServerLike) {}\n  registerTool(name: string, description: string, schema: object, run: () => Promise<unknown>) {\n    this.server.tool(name, description, schema, async () => run());\n  }\n}\n\nexport function registerAll(r: Registrar, f: ToolFactory): void {\n  r.registerTool("via-interface", "Not followed", { a: z.string() }, async () => ({}));\n  f.registerTool("via-class", "Followed", { a: z.string() }, async () => ({}));\n}\n`;
  assert.deepEqual(names(lintIn({ '/p/src/all.ts': sameFile }, '/p/src/all.ts')), ['via-class']);
  const union = CHAT_TOOLS.replace('factory: ToolFactory', 'factory: ToolFactory | LegacyFactory');
  assert.deepEqual(names(lintIn(project({ '/p/src/tools/chat-tools.ts': union }), '/p/src/tools/chat-tools.ts')), []);
  const generic = CHAT_TOOLS.replace('registerChatTools(factory: ToolFactory', 'registerChatTools<F extends ToolFactory>(factory: F');
  assert.deepEqual(names(lintIn(project({ '/p/src/tools/chat-tools.ts': generic }), '/p/src/tools/chat-tools.ts')), []);
  // A `let` made by `new` may be reassigned: only a const's `new` says the class.
  const made = `import { z } from "zod";\nimport { ToolFactory } from '../tool-factory.js';\nimport { connect } from '../connect.js';\n\nconst a = new ToolFactory(connect(), connect());\nlet b = new ToolFactory(connect(), connect());\na.registerTool("made-const", "Made by new", { x: z.string() }, async () => a.createResponse(""));\nb.registerTool("made-let", "Made by new, reassignable", { x: z.string() }, async () => b.createResponse(""));\n`;
  assert.deepEqual(names(lintIn(project({ '/p/src/tools/made.ts': made }), '/p/src/tools/made.ts')), ['made-const']);
});

const SERVER_FACTORY = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z, type ZodRawShape } from "zod";

export class ToolRegistry {
  constructor(private readonly server: McpServer) {}

  /** registerTool(name, { description, inputSchema }, cb), written out. */
  add(name: string, description: string, shape: ZodRawShape, run: (args: any) => Promise<any>) {
    this.server.registerTool(name, { description, inputSchema: shape, annotations: { openWorldHint: false } }, run);
  }

  /** The config passed on whole. */
  addConfigured(name: string, config: { description: string; inputSchema: ZodRawShape }, run: (args: any) => Promise<any>) {
    this.server.registerTool(name, config, run);
  }

  /** The config spread, the helper's own annotations over it. */
  addReadOnly(name: string, config: { title?: string; description: string; inputSchema: ZodRawShape }, run: (args: any) => Promise<any>) {
    this.server.registerTool(name, { ...config, annotations: { readOnlyHint: true } }, run);
  }

  /** One spec object, its members passed on. */
  addSpec(spec: { name: string; description: string; inputSchema: ZodRawShape; run: (args: any) => Promise<any> }) {
    this.server.registerTool(spec.name, { description: spec.description, inputSchema: spec.inputSchema }, spec.run);
  }

  /** tool(name, description, cb): no arguments. */
  addCommand(name: string, description: string, run: () => Promise<any>) {
    this.server.tool(name, description, async () => run());
  }

  /** tool(name, X, cb): X a description or a shape, as the call gives it. */
  addEither(name: string, what: string | ZodRawShape, run: (args: any) => Promise<any>) {
    this.server.tool(name, what as any, run);
  }

  /** tool(name, description, shape, annotations, cb). */
  addAnnotated(name: string, description: string, shape: ZodRawShape, run: (args: any) => Promise<any>) {
    this.server.tool(name, description, shape, { destructiveHint: true }, run);
  }

  /** A schema the method builds from its argument and its own fields. */
  addPaged(name: string, description: string, shape: ZodRawShape, run: (args: any) => Promise<any>) {
    this.server.tool(name, description, { ...shape, cursor: z.string().optional() }, run);
  }
}
`;

test('methods forwarding to registerTool (fields, the whole config, a spread config, a spec object\'s members) and to tool() with 3, 4 and 5 arguments', () => {
  const caller = `import { z } from "zod";
import type { ToolRegistry } from "./registry.js";

export function registerIssueTools(registry: ToolRegistry) {
  registry.add("list-issues", "List the open issues", { repo: z.string(), limit: z.number().int().optional() }, async () => ({ content: [] }));
  registry.addConfigured("get-issue", { description: "Get one issue", inputSchema: { id: z.number().int() } }, async () => ({ content: [] }));
  registry.addReadOnly("search-issues", { title: "Search", description: "Search the issues", inputSchema: { query: z.string() } }, async () => ({ content: [] }));
  registry.addSpec({ name: "label-issue", description: "Add a label to an issue", inputSchema: { id: z.number().int(), label: z.string() }, run: async () => ({ content: [] }) });
  registry.addCommand("sync", "Sync the issue cache", async () => ({ content: [] }));
  registry.addEither("close-issue", { id: z.number().int() }, async () => ({ content: [] }));
  registry.addEither("reopen-all", "Reopen every closed issue", async () => ({ content: [] }));
  registry.addAnnotated("delete-issue", "Delete an issue", { id: z.number().int() }, async () => ({ content: [] }));
  registry.addPaged("list-comments", "List the comments", { issue: z.number().int() }, async () => ({ content: [] }));
}
`;
  const files = { '/p/src/registry.ts': SERVER_FACTORY, '/p/src/issues.ts': caller };
  const r = lintIn(files, '/p/src/issues.ts');
  // list-comments is not analysed (below), so not listed.
  assert.deepEqual(names(r), ['list-issues', 'get-issue', 'search-issues', 'label-issue', 'sync', 'close-issue', 'reopen-all', 'delete-issue']);
  const byName = new Map(declared(r).map((t) => [t.name, t.definition.value as Sent]));
  assert.deepEqual(Object.keys(byName.get('list-issues')!.inputSchema.properties!), ['repo', 'limit']);
  assert.deepEqual(byName.get('list-issues')!.inputSchema.required, ['repo']);
  assert.equal(byName.get('get-issue')!.description, 'Get one issue');
  assert.deepEqual(Object.keys(byName.get('get-issue')!.inputSchema.properties!), ['id']);
  assert.equal(byName.get('search-issues')!.description, 'Search the issues');
  assert.deepEqual(Object.keys(byName.get('search-issues')!.inputSchema.properties!), ['query']);
  assert.deepEqual(Object.keys(byName.get('label-issue')!.inputSchema.properties!), ['id', 'label']);
  assert.equal(byName.get('sync')!.description, 'Sync the issue cache');
  assert.deepEqual(Object.keys(byName.get('sync')!.inputSchema.properties ?? {}), []);
  assert.equal(byName.get('close-issue')!.description, undefined);
  assert.deepEqual(Object.keys(byName.get('close-issue')!.inputSchema.properties!), ['id']);
  assert.equal(byName.get('reopen-all')!.description, 'Reopen every closed issue');
  assert.deepEqual(Object.keys(byName.get('delete-issue')!.inputSchema.properties!), ['id']);
  // The schema addPaged builds is not the argument's alone: not analysed, saying so, at the call.
  const na = r.findings.filter((f) => f.rule === 'not-analyzable');
  assert.equal(na.length, 1);
  assert.match(na[0]!.message, /the schema `ToolRegistry\.addPaged` registers is built in its body from its arguments and its own code \(`\{ \.\.\.shape, cursor: z\.string\(\)\.optional\(\) \}`\)/);
  assert.equal(na[0]!.range.start.line, caller.split('\n').findIndex((l) => l.includes('addPaged(')));
  // The registry's own file: every registration forwards what it is given.
  assert.deepEqual(declared(lintIn(files, '/p/src/registry.ts')), []);
});

test("a class's own helper method called on this, in one file", () => {
  const text = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export class WeatherServer {
  private server = new McpServer({ name: "weather", version: "1.0.0" });

  constructor() {
    this.define("get-forecast", "Get the forecast for a city", { city: z.string(), days: z.number().int().max(7) });
    this.define("get-alerts", "Get the weather alerts for a US state", { state: z.string().length(2) });
  }

  private define(name: string, description: string, shape: Record<string, z.ZodTypeAny>) {
    this.server.tool(name, description, shape, async (args) => this.fetchJson(name, args));
  }

  private async fetchJson(name: string, args: unknown) {
    return { content: [{ type: "text" as const, text: JSON.stringify({ name, args }) }] };
  }
}
`;
  const r = lintIn({ '/p/weather.ts': text }, '/p/weather.ts');
  assert.deepEqual(names(r), ['get-forecast', 'get-alerts']);
  assert.deepEqual(Object.keys(sent(r).inputSchema.properties!), ['city', 'days']);
  assert.match(converterOf(declared(r)[0]!.definition.node) ?? '', /a method of this file's class `WeatherServer`/);
});

test('base classes in a cycle and an index that re-exports itself end with no tool; a method two bases down is read', () => {
  const cyclic = `import { z } from "zod";\nimport { Base } from './index.js';\n\nclass A extends B {}\nclass B extends A {}\nexport function register(a: A, c: Chain): void {\n  a.registerTool("never", "No class declares it", { x: z.string() }, async () => ({}));\n  c.registerTool("never-2", "Its base is its own index", { x: z.string() }, async () => ({}));\n}\nclass Chain extends Base {}\nclass Registrar {\n  constructor(private server: { tool: Function }) {}\n  registerTool(name: string, description: string, shape: object, cb: () => Promise<object>) {\n    this.server.tool(name, description, shape, async () => cb());\n  }\n}\nclass Level1 extends Registrar {}\nclass Level2 extends Level1 {}\nexport const registerDeep = (d: Level2) => d.registerTool("deep", "Two bases down", { x: z.string() }, async () => ({}));\n`;
  const files = { '/p/src/tools.ts': cyclic, '/p/src/index.ts': "export * from './index.js';\nexport { Base } from './index.js';\n" };
  const r = lintIn(files, '/p/src/tools.ts');
  assert.deepEqual(names(r), ['deep']);
});
