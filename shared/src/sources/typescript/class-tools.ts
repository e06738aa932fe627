// A tool written as a class of the project's own base, the way class-based MCP servers write them:
//   class CountTool extends ToolBase { static toolName = "count"; description = "..."; argsShape = { ... } }
//   class AreaTool extends BaseTool { readonly name = 'area_tool'; readonly description = '...';
//     constructor() { super({ inputSchema: AreaInputSchema }) } }
// The base class registers every instance with the MCP SDK (`server.registerTool(this.name, { description:
// this.description, inputSchema: this.argsShape })`), so the tool is read as that call would be. The class must write
// its own name, description and schema (an abstract base, or a class that gets them at run time, defines no tool).
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import { CONVERTER } from '../node-marks';
import type { LiteralConverter } from './literals';
import { isFallback, unwrap } from './parser';
import { isZodCall } from './registration-slots';
import { objectProperty } from './ts-walk';

/** Where such classes keep the tool's name (`static toolName` is mongodb-mcp-server's: the base copies it to `name`). */
const NAME_MEMBERS = ['name', 'toolName', 'Name'];
/** Where they keep the description (`Description` in the PascalCase style some servers write). */
const DESCRIPTION_MEMBERS = ['description', 'Description'];
/** Where they keep the input schema: a raw shape of zod schemas, a zod object, or a JSON Schema literal. */
const SCHEMA_MEMBERS = ['inputSchema', 'argsShape', 'schema', 'parameters', 'paramsSchema', 'inputShape', 'argsSchema', 'input_schema', 'InputSchema'];
/** Bases that are other libraries' (read elsewhere or not tools the MCP SDK sends). */
const OTHER_BASES = new Set(['Error', 'Array', 'Map', 'Set', 'Object', 'EventEmitter', 'Component', 'PureComponent', 'StructuredTool', 'DynamicStructuredTool', 'DynamicTool', 'Tool']);

/** The class as the MCP SDK tool its base registers, or undefined when it does not write a whole tool. */
export function classTool(conv: LiteralConverter, cls: TS.ClassLikeDeclaration): JsonNode | undefined {
  const ts = conv.ts;
  const base = cls.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression;
  const baseName = base && (ts.isIdentifier(base) ? base.text : ts.isPropertyAccessExpression(base) ? base.name.text : undefined);
  if (!baseName || OTHER_BASES.has(baseName)) return undefined;
  // A class or base named for tools (`CountTool`, `ToolBase`, `MCPTool`): a Model, a form or a web component that has a
  // name, a description and a schema (`class Dataset extends Model { name = ''; description = ''; readonly schema = {} }`) is none.
  const own = cls.name?.text ?? (ts.isVariableDeclaration(cls.parent) && ts.isIdentifier(cls.parent.name) ? cls.parent.name.text : '');
  if (!/tool/i.test(baseName) && !/tool/i.test(own)) return undefined;
  if (cls.modifiers?.some((m) => m.kind === ts.SyntaxKind.AbstractKeyword)) return undefined;
  const { values: members, computed } = classMembers(ts, cls);
  const nameKey = NAME_MEMBERS.find((k) => members.has(k));
  const name = nameKey && members.get(nameKey);
  const descriptionKey = DESCRIPTION_MEMBERS.find((k) => members.has(k));
  const description = descriptionKey && members.get(descriptionKey);
  const schemaKey = SCHEMA_MEMBERS.find((k) => members.has(k) || computed.has(k));
  const schema = schemaKey && members.get(schemaKey);
  // A getter that computes the schema in statements (`get argsShape() { if (...) return rest; return Args }`): the
  // tool is there, its schema chosen at run time.
  const computedSchema = schemaKey && !schema ? computed.get(schemaKey) : undefined;
  if (!name || !description || !(schema || computedSchema) || !conv.isNameLike(name) || !isDescription(ts, conv, description)) return undefined;
  if (schema && !holdsSchema(ts, conv, schema)) return undefined;
  // toolObject spans the tool with the node it is given and needs a call only for a tool without a schema (not here).
  const node = conv.toolObject(cls as unknown as TS.CallExpression, 'mcp-sdk', {
    name,
    description,
    schema: schema || (computedSchema as unknown as TS.Expression),
    schemaKind: 'shape',
    ...(computedSchema ? { unmodelled: `Not analysed: the ${schemaKey} getter of ${cls.name?.text ?? 'this class'} computes the schema at run time (it has statements other than one \`return\`). toollint reads literals only and never runs code.` } : {}),
  });
  const note = (node as unknown as Record<symbol, string | undefined>)[CONVERTER];
  if (note) Object.assign(node, { [CONVERTER]: `${note}; a class of ${baseName}, which toollint takes to register it with the MCP SDK's registerTool (name, description and ${schemaKey} as the class writes them)` });
  return node;
}

/**
 * The values a class gives its members, last writer first: the constructor's `super({ ... })` config and `this.x = ...`
 * assignments, then property initializers (instance or static) and getters that return one expression.
 */
function classMembers(ts: typeof TS, cls: TS.ClassLikeDeclaration): { values: Map<string, TS.Expression>; computed: Map<string, TS.Node> } {
  const out = new Map<string, TS.Expression>();
  /** Getters whose body is more than one `return`: their name, where the getter stands. */
  const computed = new Map<string, TS.Node>();
  const keyOf = (n: TS.PropertyName | undefined) => (n && (ts.isIdentifier(n) || ts.isStringLiteral(n)) ? n.text : undefined);
  for (const m of cls.members) {
    const key = keyOf(m.name);
    if (ts.isPropertyDeclaration(m) && key && m.initializer) out.set(key, m.initializer);
    else if (ts.isGetAccessorDeclaration(m) && key && m.body?.statements.length === 1) {
      const st = m.body.statements[0]!;
      if (ts.isReturnStatement(st) && st.expression) out.set(key, st.expression);
    } else if (ts.isGetAccessorDeclaration(m) && key && m.body && m.body.statements.some((st) => ts.isReturnStatement(st) || ts.isIfStatement(st))) computed.set(key, m.name);
  }
  const ctor = cls.members.find((m): m is TS.ConstructorDeclaration => ts.isConstructorDeclaration(m) && !!m.body);
  for (const st of ctor?.body?.statements ?? []) {
    if (!ts.isExpressionStatement(st)) continue;
    const e = unwrap(ts, st.expression);
    if (ts.isCallExpression(e) && e.expression.kind === ts.SyntaxKind.SuperKeyword) {
      const config = e.arguments.length === 1 ? unwrap(ts, e.arguments[0]!) : undefined;
      if (config && ts.isObjectLiteralExpression(config)) {
        for (const k of [...NAME_MEMBERS, ...DESCRIPTION_MEMBERS, ...SCHEMA_MEMBERS]) {
          const v = objectProperty(ts, config, k);
          if (v && !out.has(k)) out.set(k, v);
        }
      }
    } else if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isPropertyAccessExpression(e.left) && e.left.expression.kind === ts.SyntaxKind.ThisKeyword) {
      out.set(e.left.name.text, e.right);
    }
  }
  return { values: out, computed };
}

/**
 * A description as such classes write one: a string (a literal, a const, a template), or a text chosen or computed at
 * run time (`this.config.x ? '...' : '...'`, `t('tools.x')`); not a function, a number or an object.
 */
function isDescription(ts: typeof TS, conv: LiteralConverter, description: TS.Expression): boolean {
  const e = unwrap(ts, description);
  // A call or a lookup (`t('tools.x')`, `DESCRIPTIONS[k]`) is a text computed at run time: the tool is analysed with it unknown.
  const computedText = ts.isCallExpression(e) || ts.isElementAccessExpression(e) || ts.isTaggedTemplateExpression(e);
  return conv.isStringLike(e) || computedText || ts.isConditionalExpression(e) || isFallback(ts, e);
}

/**
 * A schema as such classes hold one: an object literal (a raw shape, or a JSON Schema), a zod expression, or a name
 * (a const of this file or an imported one). A constructor parameter, a call of the project's own, or a literal
 * value is not (a class with a `schema` string is no tool).
 */
function holdsSchema(ts: typeof TS, conv: LiteralConverter, schema: TS.Expression): boolean {
  const e = unwrap(ts, schema);
  if (ts.isObjectLiteralExpression(e)) return true;
  if (ts.isIdentifier(e)) return !conv.scopes.namesFunction(e) && !isParameter(ts, conv, e);
  if (ts.isPropertyAccessExpression(e)) return e.name.text === 'shape' && holdsSchema(ts, conv, e.expression);
  if (ts.isCallExpression(e)) return isZodCall(ts, e, conv.zodNamesOf());
  return false;
}

function isParameter(ts: typeof TS, conv: LiteralConverter, id: TS.Identifier): boolean {
  const decl = conv.scopes.declarationOf(id);
  return !!decl && ts.isParameter(decl);
}
