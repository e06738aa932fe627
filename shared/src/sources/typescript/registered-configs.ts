// A tool's config kept in an exported const of one file and registered in another: hf-mcp-server's
// `export const HUB_REPO_DETAILS_TOOL_CONFIG = { name, title, description, schema: z.object({...}), annotations }` in
// packages/mcp, registered by packages/app as `server.registerTool(X.name, { title: X.title, description:
// X.description, inputSchema: X.schema, annotations: X.annotations }, cb)`. Each file reads it (the first as a
// tool-shaped literal with an assumed converter, the second as the MCP SDK sends it), so a run over both reported it
// twice. The registration is marked as read from the const's file (ORIGIN, read for its own context: the SDK's
// conversion), and the const's tool as one another file may register (EXPORTED_CONFIG), so the CLI reports it once,
// in the const's file, as the registration reads it (cli/src/dedupe.ts).
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import { ORIGIN, type ToolOrigin } from '../node-marks';
import { importOf } from './imports';
import { isFallback, outermost, type Ts, unwrap } from './parser';
import type { Scopes } from './ts-walk';

/** On a tool node read from the object literal of an exported const: other files may register it (see above). */
export const EXPORTED_CONFIG = Symbol('an exported const tool literal');

/**
 * On a registration's tool node read from another file's exported const: the findings about what it reads from there
 * are about that file's code, and move there with the tool (cli/src/dedupe.ts).
 */
export const REGISTERED_CONFIG = Symbol('a registration of an exported const tool literal');

/** True when a tool's node is a registration of another file's exported const (see REGISTERED_CONFIG). */
export function isRegisteredConfig(toolNode: JsonNode): boolean {
  return (toolNode as unknown as Record<symbol, boolean | undefined>)[REGISTERED_CONFIG] === true;
}

/** True when a tool's node is an exported const's literal another file may register (see above). */
export function isExportedConfig(toolNode: JsonNode): boolean {
  return (toolNode as unknown as Record<symbol, boolean | undefined>)[EXPORTED_CONFIG] === true;
}

/** Marks `root`, read from `node`, when `node` is the object literal an exported const holds (`export const X = {...}`). */
export function markExportedConfig(ts: Ts, node: TS.Node, root: JsonNode): void {
  if (!ts.isObjectLiteralExpression(node) || root.type !== 'object') return;
  const at = outermost(ts, node);
  const decl = at.parent;
  if (!decl || !ts.isVariableDeclaration(decl) || decl.initializer !== at || !ts.isVariableDeclarationList(decl.parent)) return;
  const statement = decl.parent.parent;
  if (ts.isVariableStatement(statement) && statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) (root as unknown as Record<symbol, boolean>)[EXPORTED_CONFIG] = true;
}

/** What registered-configs needs of the literal reader (LiteralConverter). */
export interface ConfigReader {
  readonly scopes: Scopes;
  imported<T>(id: TS.Identifier, read: (conv: { source: TS.SourceFile; callSite(): { path: string | undefined } }, init: TS.Expression | TS.FunctionDeclaration) => T | undefined): T | undefined;
}

/**
 * Marks a registration's tool node as read from another file's exported const when its name and its schema are both
 * members of that one imported const (`X.name`, `X.schema` or `X.schema.shape`); returns the node.
 */
export function registeredConfig(ts: Ts, conv: ConfigReader, node: JsonNode, name: TS.Expression | undefined, schema: TS.Expression | undefined): JsonNode {
  const owner = name && memberRoot(ts, name, true);
  if (!owner || !(schema ? memberRoot(ts, schema, false)?.text === owner.text || isWrittenHere(ts, schema) : true) || conv.scopes.constOf(owner) || !importOf(ts, conv.scopes, owner)) return node;
  const origin = conv.imported<ToolOrigin>(owner, (other, init) => {
    const lit = ts.isFunctionDeclaration(init) ? undefined : unwrap(ts, init);
    const path = other.callSite().path;
    if (!lit || !ts.isObjectLiteralExpression(lit) || path === undefined) return undefined;
    const offset = lit.getStart(other.source);
    return { path, offset, length: lit.getEnd() - offset, sameReading: false };
  });
  if (origin) Object.assign(node, { [ORIGIN]: origin, [REGISTERED_CONFIG]: true });
  return node;
}

/** The empty shape a registration writes itself, whatever the const holds (`server.tool(X.name, X.description, {}, X.execute)`, strava-mcp). */
function isWrittenHere(ts: Ts, schema: TS.Expression): boolean {
  const e = unwrap(ts, schema);
  return ts.isObjectLiteralExpression(e) && e.properties.length === 0;
}

/** The identifier `X` of `X.name` (`named`: exactly one member, `name`), or of a member chain `X.a.b`. */
function memberRoot(ts: Ts, expr: TS.Expression, named: boolean): TS.Identifier | undefined {
  let e = unwrap(ts, expr);
  if (named) return ts.isPropertyAccessExpression(e) && !e.questionDotToken && e.name.text === 'name' && ts.isIdentifier(e.expression) ? e.expression : undefined;
  // `X.inputSchema?.shape ?? {}`: the schema is X's when X holds one (nullish-fallbacks.ts).
  if (isFallback(ts, e)) e = unwrap(ts, e.left);
  if (!ts.isPropertyAccessExpression(e)) return undefined;
  let root: TS.Expression = e;
  for (let i = 0; i < 4 && ts.isPropertyAccessExpression(root); i++) root = unwrap(ts, root.expression);
  return ts.isIdentifier(root) ? root : undefined;
}
