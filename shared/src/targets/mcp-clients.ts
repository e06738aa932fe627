// What MCP clients and the MCP specification impose on a server's tools beyond JSON Schema, as data: the name a
// client builds from server and tool names, how many tools a client sends, and the spec's `title`, `annotations` and
// `outputSchema`. Each fact with its source and the date it was checked; the mcp-client-limits rule reads them.
import type { Fact } from './profile';

const D = '2026-12-01';
function fact<T>(value: T, source: string, checked = D): Fact<T> {
  return { value, source, checked };
}

export interface McpClientFacts {
  id: 'claude-code' | 'cursor' | 'vscode';
  label: string;
  /**
   * The name the client sends the model for a server's tool, and the length it must stay within. `prefix` and
   * `separator` are the characters around the server name (Claude Code: `mcp__` SERVER `__` TOOL).
   */
  qualifiedName?: Fact<{ prefix: string; separator: string; maxLength: number; template: string }>;
  /** Tools the client sends in one request, all servers together. */
  maxTools?: Fact<{ max: number; hard: boolean }>;
}

export const MCP_CLIENTS: readonly McpClientFacts[] = [
  {
    id: 'claude-code',
    label: 'Claude Code',
    qualifiedName: fact(
      { prefix: 'mcp__', separator: '__', maxLength: 64, template: 'mcp__SERVER__TOOL' },
      'API error "tools.N.custom.name: String should have at most 64 characters" for mcp__SERVER__TOOL names (anthropics/claude-code#2326, #2412, #2445; plugins add plugin_NAME_ to SERVER: cloudflare/skills#11)',
    ),
  },
  {
    id: 'cursor',
    label: 'Cursor',
    qualifiedName: fact(
      { prefix: '', separator: '', maxLength: 60, template: 'SERVER + TOOL' },
      'Cursor: server name + tool name at most 60 characters (reported by easymanage.com, "MCP Server Max Tools Limit"; not in Cursor\'s own docs)',
    ),
    maxTools: fact({ max: 40, hard: false }, 'Cursor: at most 40 tools from all MCP servers (reported by easymanage.com, "MCP Server Max Tools Limit", and mcptrove.com "tool budget"; not in Cursor\'s own docs)'),
  },
  {
    id: 'vscode',
    label: 'VS Code',
    maxTools: fact({ max: 128, hard: true }, 'VS Code: at most 128 tools per chat request (postmanlabs/postman-mcp-server README, "VS Code only supports up to 128 tools"; mcpbundles.com "How many tools")'),
  },
];

/** The MCP specification's facts about a Tool object (schema.ts of the revision named). */
export const MCP_TOOL_FACTS = {
  outputSchemaObject: fact(true, 'MCP specification 2025-06-18 and 2025-11-25, schema.ts: Tool.outputSchema is { type: "object", properties?, required? }'),
  annotationHints: fact(
    ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'],
    'MCP specification 2025-03-26 and later, schema.ts: ToolAnnotations, boolean hints (destructiveHint and openWorldHint default to true)',
  ),
  title: fact(true, 'MCP specification 2025-06-18 and later, server/tools: `title` is the human-readable display name (else annotations.title, else name)'),
} as const;
