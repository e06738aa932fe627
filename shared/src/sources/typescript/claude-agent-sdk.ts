// The Claude Agent SDK's in-process MCP tools: `tool(name, description, inputSchema, handler, extras?)` listed in
// `createSdkMcpServer({ name, tools: [...] })`, as the SDK registers them and Claude Code names them for the model.
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import { CONVERTER, GENERATED } from '../node-marks';
import type { TargetId } from '../../types';
import { calleeModule, calleeName } from './callees';
import type { LiteralConverter } from './literals';
import { SENT_TO } from './marks';
import { type Ts, unwrap } from './parser';
import { objectProperty } from './ts-walk';

/** The Claude Agent SDK (and its former name, the Claude Code SDK), with subpaths. */
const CLAUDE_AGENT_SDK = /^@anthropic-ai\/(?:claude-agent-sdk|claude-code)(?:\/[\w.-]+)*$/;

/** Claude Code sends an MCP tool to Anthropic's API (so Anthropic's targets, not an MCP client's, check it). */
const CLAUDE_TARGETS: readonly TargetId[] = ['anthropic'];

/**
 * How Claude Code writes a server's and a tool's name into the name the model sees, `mcp__<server>__<tool>`: every
 * character other than a letter, a digit, `_` or `-` becomes `_` (the SDK's own copy of it, @anthropic-ai/claude-agent-sdk
 * 0.3.333 sdk.mjs, which builds the `mcp__<server>__` prefix for permission rules).
 */
export function claudeToolName(server: string, tool: string): string {
  const norm = (s: string) => s.replace(/[^a-zA-Z0-9_-]/g, '_');
  return `mcp__${norm(server)}__${norm(tool)}`;
}

/** The createSdkMcpServer() configs of a file, by the tool() calls (and the consts holding them) their `tools` list. */
const serversOf = new WeakMap<TS.SourceFile, Map<TS.Node, TS.ObjectLiteralExpression>>();
/** The keys a file lists each createSdkMcpServer() config under in an `mcpServers` object (query()'s option). */
const keysOf = new WeakMap<TS.SourceFile, Map<TS.ObjectLiteralExpression, TS.PropertyName[]>>();

/** The createSdkMcpServer() config a value of `mcpServers` is: the call itself, or a const of this file holding it. */
function serverConfigOf(ts: Ts, conv: LiteralConverter, value: TS.Expression): TS.ObjectLiteralExpression | undefined {
  let e = unwrap(ts, value);
  if (ts.isIdentifier(e)) {
    const held = conv.scopes.constOf(e)?.initializer;
    if (!held) return undefined;
    e = unwrap(ts, held);
  }
  if (!ts.isCallExpression(e) || calleeName(ts, e) !== 'createSdkMcpServer') return undefined;
  const config = e.arguments[0] && unwrap(ts, e.arguments[0]);
  return config && ts.isObjectLiteralExpression(config) ? config : undefined;
}

function sdkServers(ts: Ts, conv: LiteralConverter): Map<TS.Node, TS.ObjectLiteralExpression> {
  const source = conv.source;
  const hit = serversOf.get(source);
  if (hit) return hit;
  const out = new Map<TS.Node, TS.ObjectLiteralExpression>();
  const keys = new Map<TS.ObjectLiteralExpression, TS.PropertyName[]>();
  serversOf.set(source, out);
  keysOf.set(source, keys);
  // Only files that call it are walked (a cheap text test first), once per file.
  if (!source.text.includes('createSdkMcpServer')) return out;
  const visit = (node: TS.Node): void => {
    // `mcpServers: { calc: calcServer }`: Claude Code names the server's tools by this key.
    if (ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) && node.name.text === 'mcpServers') {
      const servers = unwrap(ts, node.initializer);
      if (ts.isObjectLiteralExpression(servers)) {
        for (const p of servers.properties) {
          const value = ts.isPropertyAssignment(p) ? p.initializer : ts.isShorthandPropertyAssignment(p) ? p.name : undefined;
          const config = value && serverConfigOf(ts, conv, value);
          if (!config || !p.name) continue;
          // Pushed, not copied: a server listed under thousands of keys stays linear (only the first is read, and the count).
          const listed = keys.get(config);
          if (listed) listed.push(p.name);
          else keys.set(config, [p.name]);
        }
      }
    }
    if (ts.isCallExpression(node) && calleeName(ts, node) === 'createSdkMcpServer' && CLAUDE_AGENT_SDK.test(calleeModule(ts, node) ?? '')) {
      const config = node.arguments[0] && unwrap(ts, node.arguments[0]);
      const tools = config && ts.isObjectLiteralExpression(config) ? objectProperty(ts, config, 'tools') : undefined;
      const list = tools && unwrap(ts, tools);
      if (config && ts.isObjectLiteralExpression(config) && list && ts.isArrayLiteralExpression(list)) {
        for (const el of list.elements) {
          const e = unwrap(ts, ts.isSpreadElement(el) ? el.expression : el);
          const held = ts.isIdentifier(e) ? conv.scopes.constOf(e)?.initializer : undefined;
          out.set(held ? unwrap(ts, held) : e, config);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/**
 * A Claude Agent SDK `tool(name, description, inputSchema, handler, extras?)` (@anthropic-ai/claude-agent-sdk 0.3.333,
 * sdk.mjs `tool` and `createSdkMcpServer`): createSdkMcpServer registers each listed tool with its bundled MCP SDK's
 * `registerTool(name, { description, inputSchema, annotations, _meta }, handler)`, whose tools/list converts the zod
 * (a raw shape or a zod object) as the MCP SDK 1.x does (zod 4: toJSONSchema, io "input"); Claude Code then offers it to
 * the model as `mcp__<server>__<name>`, the server being the key query()'s `mcpServers` lists that createSdkMcpServer
 * under (`mcpServers: { calc: calcServer }`: `mcp__calc__add`, as Anthropic's custom-tools guide shows), or its `name`
 * when this file lists it under no key. The annotations and `_meta` (searchHint, alwaysLoad) are not part of what the
 * model reads.
 */
export function claudeAgentTool(ts: Ts, call: TS.CallExpression, conv: LiteralConverter): JsonNode | undefined {
  const args = call.arguments;
  if (calleeName(ts, call) !== 'tool' || args.length < 4 || args.some((a) => ts.isSpreadElement(a)) || !CLAUDE_AGENT_SDK.test(calleeModule(ts, call) ?? '')) return undefined;
  const [name, description, schema] = args as unknown as [TS.Expression, TS.Expression, TS.Expression];
  const node = conv.toolObject(call, 'mcp-sdk', { name, description, schema, schemaKind: 'shape' });
  const server = sdkServers(ts, conv).get(call);
  // The key query()'s mcpServers lists the server under, when this file lists it (Claude Code's name for it), else its name.
  const listedKeys = server ? keysOf.get(conv.source)?.get(server) : undefined;
  const key = listedKeys?.[0];
  const keyNode = key && conv.keyName(key);
  const serverName = server && objectProperty(ts, server, 'name');
  const serverNode = keyNode?.type === 'string' ? keyNode : serverName && conv.convert(serverName, undefined, 1);
  const nameProp = node.children?.find((p) => p.children?.[0]?.value === 'name');
  const named = nameProp?.children?.[1];
  let where: string;
  if (named?.type === 'string' && serverNode?.type === 'string') {
    const full = claudeToolName(serverNode.value as string, named.value as string);
    (named as { value: string }).value = full;
    const whose = keyNode?.type === 'string'
      ? `the key ${JSON.stringify(String(serverNode.value))} query()'s mcpServers lists its createSdkMcpServer under${listedKeys!.length > 1 ? ' (the first of the keys it is listed under)' : ''}`
      : `the createSdkMcpServer named ${JSON.stringify(String(serverNode.value))} that lists it (taken to be its key in query()'s mcpServers, which this file does not show)`;
    where = `; the model sees it as ${full}: Claude Code names a server's tools mcp__<server>__<tool>, and the server is ${whose}`;
  } else if (named?.type === 'string' && serverName) {
    nameProp!.children![1] = Object.assign(conv.runtimeValue(serverName, undefined, 'the name the model sees, `mcp__<server>__' + String(named.value) + '`, where createSdkMcpServer\'s `name` is known only at run time'), { parent: nameProp });
    where = '';
  } else {
    where = named?.type === 'string' ? `; the model sees it as mcp__<server>__${String(named.value)}, the server being the createSdkMcpServer that lists it (not in this file), so only the tool's own part is checked here` : '';
  }
  Object.assign(node, { [SENT_TO]: CLAUDE_TARGETS, [GENERATED]: (node as unknown as Record<symbol, boolean>)[GENERATED] === true });
  const note = (node as unknown as Record<symbol, string | undefined>)[CONVERTER];
  if (note) Object.assign(node, { [CONVERTER]: `the Claude Agent SDK's tool() in createSdkMcpServer (@anthropic-ai/claude-agent-sdk 0.3: registered with its bundled MCP SDK's registerTool; ${note})${where}; sent by Claude Code to Anthropic's API, so checked only against Anthropic's targets` });
  return node;
}
