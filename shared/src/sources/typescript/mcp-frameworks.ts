// MCP server frameworks whose tool definition is registerTool's in other clothes, read as that registerTool call
// reads: @cyanheads/mcp-ts-core's `tool('name', { description, input: z.object(...), output, handler })`, which its
// ToolRegistry registers with `server.registerTool(def.name, { title, description, inputSchema: def.input, ... })`.
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import type { LiteralConverter } from './literals';
import { unwrap, type Ts } from './parser';
import { objectProperty } from './ts-walk';
import { calleeModule, calleeName } from './callees';
import { CONVERTER, GENERATED } from '../node-marks';

/** The framework's package (and its subpaths), the call that defines a tool, and its config's schema key. */
const FRAMEWORKS: { module: RegExp; call: string; schemaKey: string; note: string }[] = [
  { module: /^@cyanheads\/mcp-ts-core(?:\/[\w.-]+)*$/, call: 'tool', schemaKey: 'input', note: "Defined with @cyanheads/mcp-ts-core's tool(), whose registry passes `input` to registerTool as its inputSchema." },
];

/** A framework's tool(name, config) as the registerTool call it makes; undefined for any other call. */
export function frameworkTool(ts: Ts, call: TS.CallExpression, conv: LiteralConverter): JsonNode | undefined {
  const args = call.arguments;
  const name = calleeName(ts, call);
  if (args.length !== 2 || !ts.isIdentifier(call.expression)) return undefined;
  const framework = FRAMEWORKS.find((f) => f.call === name && f.module.test(calleeModule(ts, call) ?? ''));
  const config = framework && unwrap(ts, args[1]!);
  if (!framework || !config || !ts.isObjectLiteralExpression(config) || !conv.isNameLike(args[0]!)) return undefined;
  const node = conv.toolObject(call, 'mcp-sdk', { name: args[0], description: objectProperty(ts, config, 'description'), schema: objectProperty(ts, config, framework.schemaKey), schemaKind: 'shape' });
  const marks = node as unknown as Record<symbol, unknown>;
  if (marks[GENERATED]) marks[CONVERTER] = `${String(marks[CONVERTER])} ${framework.note}`;
  return node;
}
