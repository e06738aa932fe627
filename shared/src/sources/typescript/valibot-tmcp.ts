// tmcp's tools (the `tmcp` npm package 1.x, with @tmcp/adapter-valibot): `server.tool({ name, description, schema },
// handler)` and `defineTool({...}, handler)` from 'tmcp/tool' (the literal written there or in a const), in a file that imports tmcp (a type import too) or of
// a project whose package.json declares it, or anywhere with a Valibot schema (the MCP SDK's tool() takes a name
// first, and no other SDK takes Valibot there: sveltejs/mcp registers on a type alias imported from its own file). Its
// tools/list sends `{ name, title, description, inputSchema }`, the inputSchema being the adapter's toJsonSchema of
// the schema (with `type: "string"` added to enums that have none), or `{ type: "object", properties: {} }` for a
// tool without one. Only Valibot schemas are read here: a tool whose schema is zod or another library's is left to
// the other readers.
import type * as TS from 'typescript';
import type { Node as JsonNode } from 'jsonc-parser';
import { tmcpEnumTypes } from '../../converters/valibot';
import { SHAPE_HINT } from '../../extract/shapes';
import { CONVERTER, FOREIGN } from '../node-marks';
import { declaredMajor, importOf } from './imports';
import { literalInit } from './object-members';
import { unwrap } from './parser';
import { readValibotAt, valibotNames, valibotSchemaNode, type ValibotReader } from './valibot-values';

/** What is needed of the literal reader besides ValibotReader's part. */
export interface TmcpReader extends ValibotReader {
  span(node: TS.Node): { offset: number; length: number };
  property(at: TS.Node, key: string, value: JsonNode, parent: JsonNode): JsonNode;
}

const TMCP_IMPORT = /(?:from\s+|require\(\s*)['"]tmcp(?:\/[\w./-]*)?['"]/;
const ZOD_IMPORT = /(?:from\s+|require\(\s*)['"]zod(?:\/[\w./-]*)?['"]/;
const CALLER = "tmcp's Valibot adapter (@tmcp/adapter-valibot's toJsonSchema)";
const NOTE = 'tmcp 1.x with @tmcp/adapter-valibot: toJsonSchema of @valibot/to-json-schema 1.8 (draft-07), then `type: "string"` on enums without a type';
const ASSUMED = "; taken for tmcp's by `.tool({ name, description, schema })` with a Valibot schema (this file does not import tmcp, nor does the project's package.json declare it)";

/** The file imports tmcp, or the project's package.json declares it. */
function isTmcpProject(conv: TmcpReader): boolean {
  if (TMCP_IMPORT.test(conv.source.text)) return true;
  const site = conv.callSite();
  return !!site.path && !!site.imports && declaredMajor(site.path, 'tmcp', site.imports) !== undefined;
}

/** The tmcp registration an object literal is the tool of: `X.tool(literal, handler)`, `defineTool(literal, ...)`, or a const holding it that one of those registers. */
function isTmcpToolArgument(conv: TmcpReader, expr: TS.ObjectLiteralExpression): boolean {
  const ts = conv.ts;
  let at: TS.Node = expr;
  while (at.parent && (ts.isParenthesizedExpression(at.parent) || ts.isAsExpression(at.parent) || ts.isSatisfiesExpression(at.parent))) at = at.parent;
  const holder = at.parent;
  if (holder && ts.isVariableDeclaration(holder) && holder.initializer === at && ts.isIdentifier(holder.name) && conv.scopes.constOf(holder.name)) {
    return conv.scopes.usesOf(holder).some((use) => registers(conv, use));
  }
  return registers(conv, at);
}

/** `X.tool(arg, ...)`, or `defineTool(arg, ...)` from tmcp. */
function registers(conv: TmcpReader, arg: TS.Node): boolean {
  const ts = conv.ts;
  const call = arg.parent;
  if (!call || !ts.isCallExpression(call) || call.arguments[0] !== arg) return false;
  const callee = call.expression;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text === 'tool';
  if (!ts.isIdentifier(callee)) return false;
  const from = importOf(ts, conv.scopes, callee);
  return !!from && from.name === 'defineTool' && (from.specifier === 'tmcp' || from.specifier.startsWith('tmcp/'));
}

/** A tmcp tool literal with a Valibot schema (or none) as tools/list sends it; undefined for anything else. */
export function tmcpTool(conv: TmcpReader, node: TS.Node): JsonNode | undefined {
  const ts = conv.ts;
  if (!ts.isObjectLiteralExpression(node) || !isTmcpToolArgument(conv, node)) return undefined;
  const name = literalInit(ts, node, 'name');
  if (!name) return undefined;
  const description = literalInit(ts, node, 'description');
  const schemaExpr = literalInit(ts, node, 'schema');
  let inputSchema: JsonNode;
  let note = NOTE;
  if (schemaExpr) {
    const schema = readValibotAt(conv, schemaExpr);
    const tmcp = isTmcpProject(conv);
    // A schema Valibot does not build, outside tmcp, in a file that does not import Valibot, or that imports zod: another adapter's.
    if (schema.kind === 'unknown' && (!tmcp || !valibotNames(ts, conv.source) || ZOD_IMPORT.test(conv.source.text))) return undefined;
    if (!tmcp) note += ASSUMED;
    inputSchema = tmcpEnumTypes(valibotSchemaNode(conv, schema, unwrap(ts, schemaExpr), {}, CALLER));
  } else {
    if (!isTmcpProject(conv)) return undefined;
    const span = conv.span(node);
    inputSchema = { type: 'object', ...span, children: [] } as unknown as JsonNode;
    inputSchema.children!.push(conv.property(node, 'type', { type: 'string', value: 'object', ...span } as JsonNode, inputSchema));
    inputSchema.children!.push(conv.property(node, 'properties', { type: 'object', ...span, children: [] } as unknown as JsonNode, inputSchema));
    Object.assign(inputSchema, { [FOREIGN]: true });
  }
  const tool = { type: 'object', ...conv.span(node), parent: undefined, children: [] as JsonNode[], [SHAPE_HINT]: 'mcp-sdk', [CONVERTER]: note } as unknown as JsonNode;
  const add = (key: string, at: TS.Node, value: JsonNode | undefined) => {
    if (value) tool.children!.push(conv.property(at, key, value, tool));
  };
  add('name', name, conv.convert(name, undefined, 1));
  if (description) add('description', description, conv.convert(description, undefined, 1));
  add('inputSchema', schemaExpr ?? node, inputSchema);
  return tool;
}
