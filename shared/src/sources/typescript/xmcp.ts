// xmcp's one-module-per-tool layout (basementstudio/xmcp 1.1.3, runtime/utils/tools.ts addToolsToServer and
// schema-compat.ts rawShapeToStandardSchema, on MCP SDK 2 `@modelcontextprotocol/server` 2.4): each file under the
// project's `src/tools/` (xmcp's default tools path) that default-exports its handler is one MCP tool, built from
// `export const schema = { field: z.string()... }` (a raw shape) and `export const metadata = { name, description,
// annotations }`. Read only in a project that uses xmcp: its package.json declares xmcp, or the file imports it.
//
// What tools/list sends (checked by test/oracles/xmcp.test.ts against the real xmcp runtime):
//   name         metadata.name, else the file's name without its extension (`src/tools/get-weather.ts` -> get-weather)
//   title        annotations.title, which xmcp sets to the name when metadata gives none
//   description  metadata.description, else "No description provided"
//   inputSchema  `{ type: "object", properties, required }`: each field converted on its own (zod 4.2+: its Standard
//                JSON Schema `input({ target: "draft-2020-12" })`, which starts with that draft's `$schema`; zod 3:
//                zod-to-json-schema with $refStrategy "none", $schema removed); `required` lists the fields that do not
//                accept undefined (omitted when none), and there is no additionalProperties.
//   annotations  metadata.annotations with `title` added last when it has none
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import { withJsonPasses } from '../../converters/json-passes';
import { ZOD_INPUT_SIDE } from '../../converters/zod';
import { SHAPE_HINT } from '../../extract/shapes';
import { CONVERTER, GENERATED } from '../node-marks';
import { fileImports } from './file-imports';
import { declaredRange } from './imports';
import { RUNTIME, runtimeValuesIn } from './marks';
import type { MastraReader } from './mastra';
import { outermost, unwrap } from './parser';
import type { ImportContext } from './module-files';
import { unreadLibrary } from './schema-libraries';
import { configuredToolsFolder, type ToolsFolder } from './xmcp-config';

const XMCP_IMPORT = /from\s+['"]xmcp(?:\/[\w./-]*)?['"]/;
const DRAFT_2020_12 = 'https://json-schema.org/draft/2020-12/schema';
const NO_DESCRIPTION = 'No description provided';
const NOTE = "xmcp 1.1 (one module per tool, on the MCP SDK 2), as its tools/list sends it: each field of `schema` converted on its own";
const ZOD4 = "zod 4.2+: the field's Standard JSON Schema, draft 2020-12, input side, each with its `$schema`";
const ZOD3 = 'zod 3: zod-to-json-schema per field, reused schemas inlined, no $schema';

type J = Record<string, any>;

/**
 * The xmcp tool of this module, read at its `schema` literal (or at its `metadata` literal when it exports no schema);
 * undefined for any other literal, and in a file that is no xmcp tool module.
 */
export function xmcpTool(conv: MastraReader, expr: TS.ObjectLiteralExpression): JsonNode | undefined {
  const ts = conv.ts;
  const exported = exportedConstName(ts, expr);
  if (exported !== 'schema' && exported !== 'metadata') return undefined;
  const site = conv.callSite() as { path: string | undefined; imports?: ImportContext };
  const path = site.path;
  if (!path || !isXmcpProject(conv)) return undefined;
  const file = toolsModuleName(path, configuredToolsFolder(ts, path, site.imports));
  if (!file) return undefined;
  const exports = moduleExports(ts, conv.source);
  if (!exports.hasDefault || (exported === 'metadata' && exports.schema)) return undefined;
  const metadata = exports.metadata && ts.isObjectLiteralExpression(exports.metadata) ? exports.metadata : undefined;
  const meta = (key: string): TS.Expression | undefined => {
    for (const p of metadata?.properties ?? []) {
      if (!p.name || !(ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) || p.name.text !== key) continue;
      if (ts.isPropertyAssignment(p)) return p.initializer;
      if (ts.isShorthandPropertyAssignment(p)) return p.name;
    }
    return undefined;
  };
  const node = { type: 'object', ...conv.span(expr), parent: undefined, children: [] as JsonNode[], [SHAPE_HINT]: 'mcp' } as unknown as JsonNode;
  const add = (key: string, at: TS.Node, value: JsonNode | undefined) => {
    if (value) node.children!.push(conv.property(at, key, value, node));
  };
  const at = metadata ?? expr;
  const nameExpr = meta('name');
  const name = nameExpr ? conv.convert(nameExpr, undefined, 1) : string(conv, at, file);
  const descriptionExpr = meta('description');
  const annotationsExpr = meta('annotations');
  const annotations = annotationsExpr ? conv.convert(annotationsExpr, undefined, 1) : ({ type: 'object', ...conv.span(at), children: [] } as unknown as JsonNode);
  if (annotations?.type === 'object' && !annotations.children?.some((p) => p.children?.[0]?.value === 'title') && name) {
    annotations.children!.push(conv.property(nameExpr ?? at, 'title', { ...name }, annotations));
  }
  const title = annotations?.type === 'object' ? annotations.children?.find((p) => p.children?.[0]?.value === 'title')?.children?.[1] : undefined;
  add('name', nameExpr ?? at, name);
  if (title) add('title', at, { ...title });
  add('description', descriptionExpr ?? at, descriptionExpr ? conv.convert(descriptionExpr, undefined, 1) : string(conv, at, NO_DESCRIPTION));
  const { schema, converter } = exports.schema ? readShape(conv, exports.schema, name?.type === 'string' ? (name.value as string) : undefined) : { schema: empty(conv, at), converter: 'no schema: an empty object schema' };
  add('inputSchema', exports.schema ?? at, schema);
  add('annotations', annotationsExpr ?? at, annotations);
  if ((schema as unknown as Record<symbol, boolean>)[GENERATED]) Object.assign(node, { [GENERATED]: true, [CONVERTER]: `${NOTE} (${converter})` });
  return node;
}

/** The inputSchema xmcp sends for `export const schema = {...}`: each field converted on its own. */
function readShape(conv: MastraReader, expr: TS.Expression, toolName: string | undefined): { schema: JsonNode; converter: string } {
  const ts = conv.ts;
  const e = unwrap(ts, expr);
  if (!ts.isObjectLiteralExpression(e)) {
    const why = unreadLibrary(ts, conv.scopes, e) ?? 'an xmcp `schema` that is not a raw shape of fields (`{ city: z.string() }`): for anything else xmcp warns and sends an empty schema';
    return { schema: conv.runtimeValue(expr, undefined, why), converter: '' };
  }
  // The whole shape, read as the MCP SDK 1 reads one (zod 4: draft-07, input side; zod 3 again with $refStrategy
  // "none"), says the zod major and which fields are required (those whose parse rejects undefined, as xmcp asks).
  let whole = conv.schema(e, 'shape', 'mcp', toolName);
  const zod3 = !!whole && whole.value !== RUNTIME && !(whole as unknown as Record<symbol, boolean>)[ZOD_INPUT_SIDE];
  const wrapper = zod3 ? 'ai-sdk' : 'mcp';
  if (zod3) whole = conv.schema(e, 'shape', wrapper, toolName) ?? whole;
  const converter = zod3 ? ZOD3 : ZOD4;
  if (whole && (whole.value === RUNTIME || runtimeValuesIn(whole).length)) return { schema: whole, converter };
  if (!whole || !(whole as unknown as Record<symbol, boolean>)[GENERATED]) return { schema: conv.runtimeValue(expr, undefined, 'an xmcp `schema` whose fields toollint cannot read as zod'), converter };
  const root = { type: 'object', ...conv.span(e), children: [] as JsonNode[] } as JsonNode;
  const properties = { type: 'object', ...conv.span(e), children: [] as JsonNode[] } as JsonNode;
  root.children!.push(conv.property(e, 'type', { type: 'string', value: 'object', ...conv.span(e) } as JsonNode, root));
  root.children!.push(conv.property(e, 'properties', properties, root));
  for (const p of e.properties) {
    const value = ts.isPropertyAssignment(p) ? p.initializer : ts.isShorthandPropertyAssignment(p) ? p.name : undefined;
    const key = p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name) || ts.isNoSubstitutionTemplateLiteral(p.name)) ? p.name.text : undefined;
    if (!value || key === undefined) return { schema: conv.runtimeValue(p, undefined, 'a spread or computed key in an xmcp `schema`, whose fields xmcp converts one by one'), converter };
    const field = conv.schema(unwrap(ts, value), 'schema', wrapper, toolName);
    if (!field || field.type !== 'object' || !(field as unknown as Record<symbol, boolean>)[GENERATED]) return { schema: field ?? conv.runtimeValue(value, undefined, 'an xmcp field toollint cannot read as zod'), converter };
    // Draft-07 spellings zod 4 writes otherwise on draft 2020-12 (tuples, several patterns): not rewritten here.
    if (!zod3 && draft07Only(field)) return { schema: conv.runtimeValue(value, undefined, 'a field xmcp converts on JSON Schema draft 2020-12, where zod 4 writes tuples and repeated patterns otherwise than toollint models here'), converter };
    properties.children!.push(conv.property(p.name!, key, ownSchema(field, zod3), properties));
  }
  const required = (whole.children ?? []).find((c) => c.children?.[0]?.value === 'required');
  if (required?.children?.[1]?.children?.length) root.children!.push(Object.assign(required, { parent: root }));
  return { schema: Object.assign(root, { [GENERATED]: true }), converter };
}

/** A field's own conversion as xmcp keeps it: zod 4's with draft 2020-12's `$schema` first, zod 3's without one. */
function ownSchema(field: JsonNode, zod3: boolean): JsonNode {
  return withJsonPasses(field, (plain, copied) => {
    const { $schema: _, ...rest } = plain as J;
    const own = zod3 ? rest : { $schema: DRAFT_2020_12, ...rest };
    copied(own, plain as object);
    return own;
  });
}

/** Whether a zod 4 reading holds what draft 2020-12 spells otherwise: tuple items, or an allOf of typed patterns. */
function draft07Only(node: JsonNode): boolean {
  const stack = [node];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.type === 'object') {
      for (const p of n.children ?? []) {
        const key = p.children?.[0]?.value;
        const value = p.children?.[1];
        if (key === 'additionalItems' || (key === 'items' && value?.type === 'array')) return true;
        if (key === 'allOf' && value?.children?.some((c) => c.children?.some((q) => q.children?.[0]?.value === 'pattern'))) return true;
      }
    }
    for (const c of n.children ?? []) stack.push(c);
  }
  return false;
}

/**
 * The tool name xmcp takes from a module's path under the tools folder (`src/tools/`, or the one the project's
 * xmcp.config names: `configured`): its file name without the extension.
 */
export function toolsModuleName(path: string, configured?: ToolsFolder): string | undefined {
  const p = path.replace(/\\/g, '/');
  if (configured) {
    if (configured.folder === false || !p.startsWith(configured.root ? `${configured.root}/${configured.folder}/` : `${configured.folder}/`)) return undefined;
  } else if (p.lastIndexOf('/src/tools/') < 0 && !p.startsWith('src/tools/')) return undefined;
  if (!/\.(ts|tsx|js|jsx|mts|mjs)$/.test(p) || /\.d\.ts$/.test(p)) return undefined;
  const base = p.slice(p.lastIndexOf('/') + 1);
  return base.replace(/\.[^/.]+$/, '');
}

/** The project uses xmcp: the file imports it, or the nearest package.json declares it (any range: `workspace:*` too). */
function isXmcpProject(conv: MastraReader): boolean {
  if (fileImports(conv.source, XMCP_IMPORT)) return true;
  const site = conv.callSite() as { path: string | undefined; imports?: Parameters<typeof declaredRange>[2] };
  return !!site.path && !!site.imports && declaredRange(site.path, 'xmcp', site.imports) !== undefined;
}

/** `export const NAME = <expr>` at the top of the module: NAME, when expr is this literal. */
function exportedConstName(ts: MastraReader['ts'], expr: TS.ObjectLiteralExpression): string | undefined {
  const at = outermost(ts, expr);
  const decl = at.parent;
  if (!decl || !ts.isVariableDeclaration(decl) || decl.initializer !== at || !ts.isIdentifier(decl.name)) return undefined;
  const statement = decl.parent?.parent;
  if (!statement || !ts.isVariableStatement(statement) || !ts.isSourceFile(statement.parent)) return undefined;
  return statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ? decl.name.text : undefined;
}

/** What a tool module exports that xmcp reads: its default export's presence, `schema` and `metadata`. */
const EXPORTS = new WeakMap<TS.SourceFile, { hasDefault: boolean; schema?: TS.Expression; metadata?: TS.Expression }>();
function moduleExports(ts: MastraReader['ts'], source: TS.SourceFile): { hasDefault: boolean; schema?: TS.Expression; metadata?: TS.Expression } {
  let found = EXPORTS.get(source);
  if (found) return found;
  found = { hasDefault: false };
  for (const s of source.statements) {
    if (ts.isExportAssignment(s) && !s.isExportEquals) found.hasDefault = true;
    const mods = ts.canHaveModifiers(s) ? ts.getModifiers(s) : undefined;
    const exported = mods?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (exported && mods?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword)) found.hasDefault = true;
    if (exported && ts.isVariableStatement(s)) {
      for (const d of s.declarationList.declarations) {
        if (!ts.isIdentifier(d.name) || !d.initializer) continue;
        if (d.name.text === 'schema') found.schema = unwrap(ts, d.initializer);
        if (d.name.text === 'metadata') found.metadata = unwrap(ts, d.initializer);
      }
    }
  }
  EXPORTS.set(source, found);
  return found;
}

function string(conv: MastraReader, at: TS.Node, value: string): JsonNode {
  return { type: 'string', value, ...conv.span(at) } as JsonNode;
}

/** What the MCP SDK 2 sends for a tool without a schema: `{ type: "object", properties: {} }` (xmcp passes `{}`, whose conversion is this). */
function empty(conv: MastraReader, at: TS.Node): JsonNode {
  const node = { type: 'object', ...conv.span(at), children: [] as JsonNode[] } as JsonNode;
  node.children!.push(conv.property(at, 'type', string(conv, at, 'object'), node));
  node.children!.push(conv.property(at, 'properties', { type: 'object', ...conv.span(at), children: [] } as unknown as JsonNode, node));
  return Object.assign(node, { [GENERATED]: true });
}
