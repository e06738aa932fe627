// MCP client configs: the servers a VS Code (.vscode/mcp.json, `servers`), Cursor (.cursor/mcp.json), Claude Code
// (.mcp.json) or Claude Desktop (claude_desktop_config.json) config lists (`mcpServers`), each with the range of its
// entry, so findings about a server can point at it. Reading a config starts nothing.
import { parseTree, type Node } from 'jsonc-parser';
import { homedir } from 'node:os';
import { basename, dirname, resolve } from 'node:path';
import { LineIndex } from '../../../shared/src/sources/lines';
import type { Range } from '../../../shared/src/types';
import type { ServerSpec } from './connect';

export interface ConfiguredServer {
  /** The entry's key. */
  name: string;
  /** How to reach it, variables substituted; undefined when the entry cannot be started (see `problem`). */
  spec?: ServerSpec;
  /** Why the entry is not started: disabled, no command or URL, an `${input:...}` only the editor can ask for. */
  problem?: string;
  /** True for an entry the config itself turns off (`disabled: true`): skipped without an error. */
  disabled?: boolean;
  /** The range of the entry's key in the config (where findings about this server go). */
  range: Range;
  /** Offset and length of the entry's key. */
  offset: number;
  length: number;
}

export interface ClientConfig {
  /** `servers` (VS Code) or `mcpServers` (Cursor, Claude Code, Claude Desktop, Windsurf, Cline). */
  key: 'servers' | 'mcpServers';
  servers: ConfiguredServer[];
}

/** The config file names MCP clients read, relative to a workspace folder. */
export const WORKSPACE_CONFIGS = ['.vscode/mcp.json', '.cursor/mcp.json', '.mcp.json', 'claude_desktop_config.json'] as const;

function member(node: Node | undefined, key: string): Node | undefined {
  if (node?.type !== 'object') return undefined;
  // The last of duplicate keys wins, as JSON.parse.
  let found: Node | undefined;
  for (const prop of node.children ?? []) if (prop.children?.[0]?.value === key) found = prop.children[1];
  return found;
}

function stringOf(node: Node | undefined): string | undefined {
  return node?.type === 'string' ? (node.value as string) : undefined;
}

function stringMap(node: Node | undefined): Record<string, string> | undefined {
  if (node?.type !== 'object') return undefined;
  const out: Record<string, string> = Object.create(null);
  for (const prop of node.children ?? []) {
    const key = prop.children?.[0]?.value;
    const value = prop.children?.[1];
    if (typeof key === 'string' && (value?.type === 'string' || value?.type === 'number' || value?.type === 'boolean')) out[key] = String(value.value);
  }
  return out;
}

/** Where the config sits: the workspace folder is the parent of `.vscode` or `.cursor`, else the config's folder. */
function workspaceOf(file: string): string {
  const dir = dirname(file);
  return ['.vscode', '.cursor'].includes(basename(dir)) ? dirname(dir) : dir;
}

class Unresolvable extends Error {}

/**
 * Substitutes the variables MCP clients document: `${workspaceFolder}`, `${userHome}`, `${env:NAME}` (VS Code,
 * Cursor), `${NAME}` and `${NAME:-default}` (Claude Code). `${input:...}` is asked of the user by the editor: the
 * CLI cannot, so such an entry is not started. One pass, linear in the text.
 */
function substitute(text: string, workspace: string, env: NodeJS.ProcessEnv): string {
  return text.replace(/\$\{([^${}]*)\}/g, (whole, inner: string) => {
    if (inner === 'workspaceFolder' || inner === 'workspaceRoot') return workspace;
    if (inner === 'userHome') return homedir();
    if (inner === 'pathSeparator' || inner === '/') return process.platform === 'win32' ? '\\' : '/';
    if (inner.startsWith('input:')) throw new Unresolvable(`it asks for \${${inner}}, which only the editor can prompt for`);
    if (inner.startsWith('env:')) return env[inner.slice(4)] ?? '';
    const m = /^([A-Za-z_][A-Za-z0-9_]*)(?::-(.*))?$/s.exec(inner);
    if (m) return env[m[1]!] ?? m[2] ?? '';
    return whole;
  });
}

function readEntry(name: string, entry: Node, workspace: string, env: NodeJS.ProcessEnv): Pick<ConfiguredServer, 'spec' | 'problem' | 'disabled'> {
  if (entry.type !== 'object') return { problem: 'the entry is not an object' };
  const disabled = member(entry, 'disabled');
  if (disabled?.type === 'boolean' && disabled.value === true) return { disabled: true, problem: 'disabled in the config' };
  const type = stringOf(member(entry, 'type')) ?? stringOf(member(entry, 'transport'));
  const command = stringOf(member(entry, 'command'));
  const url = stringOf(member(entry, 'url')) ?? stringOf(member(entry, 'serverUrl'));
  const sub = (s: string) => substitute(s, workspace, env);
  try {
    if (command !== undefined && type !== 'http' && type !== 'sse' && type !== 'streamable-http') {
      const argsNode = member(entry, 'args');
      const args = argsNode?.type === 'array' ? (argsNode.children ?? []).filter((a) => a.type === 'string' || a.type === 'number').map((a) => sub(String(a.value))) : [];
      const envMap = stringMap(member(entry, 'env'));
      const cwd = stringOf(member(entry, 'cwd'));
      return {
        spec: {
          kind: 'stdio',
          command: sub(command),
          args,
          ...(envMap ? { env: Object.fromEntries(Object.entries(envMap).map(([k, v]) => [k, sub(v)])) } : {}),
          cwd: cwd !== undefined ? resolve(workspace, sub(cwd)) : workspace,
        },
      };
    }
    if (url !== undefined) {
      const headers = stringMap(member(entry, 'headers')) ?? {};
      return {
        spec: {
          kind: 'http',
          url: sub(url),
          headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, sub(v)])),
          ...(type === 'sse' ? { transport: 'sse' as const } : type === 'http' || type === 'streamable-http' ? { transport: 'streamable-http' as const } : {}),
        },
      };
    }
  } catch (error) {
    if (error instanceof Unresolvable) return { problem: `server "${name}" is not started: ${error.message}` };
    throw error;
  }
  return { problem: `server "${name}" has neither a command nor a url` };
}

/** Reads an MCP client config's server list; undefined when the text has neither `servers` nor `mcpServers`. */
export function readClientConfig(text: string, file: string, env: NodeJS.ProcessEnv = process.env): ClientConfig | undefined {
  const root = parseTree(text, [], { allowTrailingComma: true, disallowComments: false });
  if (root?.type !== 'object') return undefined;
  const key = member(root, 'servers')?.type === 'object' ? 'servers' : member(root, 'mcpServers')?.type === 'object' ? 'mcpServers' : undefined;
  if (!key) return undefined;
  const lines = new LineIndex(text);
  const workspace = workspaceOf(resolve(file));
  const servers: ConfiguredServer[] = [];
  for (const prop of member(root, key)!.children ?? []) {
    const keyNode = prop.children?.[0];
    const entry = prop.children?.[1];
    if (typeof keyNode?.value !== 'string' || !entry) continue;
    const span = { offset: keyNode.offset, length: keyNode.length };
    servers.push({ name: keyNode.value, ...readEntry(keyNode.value, entry, workspace, env), range: lines.range(span), ...span });
  }
  return { key, servers };
}
