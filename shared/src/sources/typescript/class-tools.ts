// A tool written as a class of the project's own base, the way class-based MCP servers write them:
//   class CountTool extends ToolBase { static toolName = "count"; description = "..."; argsShape = { ... } }
//   class AreaTool extends BaseTool { readonly name = 'area_tool'; readonly description = '...';
//     constructor() { super({ inputSchema: AreaInputSchema }) } }
// The base class registers every instance with the MCP SDK (`server.registerTool(this.name, { description:
// this.description, inputSchema: this.argsShape })`), so the tool is read as that call would be. The class must write
// its own name, description and schema (an abstract base, or a class that gets them at run time, defines no tool).
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import { CONVERTER, GENERATED } from '../node-marks';
import { respan } from './imports';
import { beeaiClassTool } from './beeai';
import { isStatic } from './class-members';
import { readBaseClass } from './receiver-classes';
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
  // A tool class of the BeeAI framework (`extends Tool` imported from beeai-framework): read as it sends it (beeai.ts).
  const beeai = beeaiClassTool(conv, cls);
  if (beeai !== undefined) return beeai ?? undefined;
  const heritage = (token: TS.SyntaxKind) => {
    const e = cls.heritageClauses?.find((h) => h.token === token)?.types[0]?.expression;
    return e && (ts.isIdentifier(e) ? e.text : ts.isPropertyAccessExpression(e) ? e.name.text : undefined);
  };
  // A class that implements the project's tool interface and writes every member itself (monday's `class
  // ManageToolsTool implements Tool<...>`) is registered the same way as one extending a tool base.
  const extended = heritage(ts.SyntaxKind.ExtendsKeyword);
  const implemented = extended ? undefined : heritage(ts.SyntaxKind.ImplementsKeyword);
  const baseName = extended ?? (implemented && /tool/i.test(implemented) ? implemented : undefined);
  if (!baseName || (extended && OTHER_BASES.has(baseName))) return undefined;
  // A class or base named for tools (`CountTool`, `ToolBase`, `MCPTool`): a Model, a form or a web component that has a
  // name, a description and a schema (`class Dataset extends Model { name = ''; description = ''; readonly schema = {} }`) is none.
  const own = cls.name?.text ?? (ts.isVariableDeclaration(cls.parent) && ts.isIdentifier(cls.parent.name) ? cls.parent.name.text : '');
  if (!/tool/i.test(baseName) && !/tool/i.test(own)) return undefined;
  if (cls.modifiers?.some((m) => m.kind === ts.SyntaxKind.AbstractKeyword)) return undefined;
  const { values: members, computed, written } = classMembers(ts, cls);
  const nameKey = NAME_MEMBERS.find((k) => members.has(k));
  const name = nameKey && members.get(nameKey);
  const descriptionKey = DESCRIPTION_MEMBERS.find((k) => members.has(k));
  const description = descriptionKey && members.get(descriptionKey);
  const ownSchemaKey = SCHEMA_MEMBERS.find((k) => members.has(k) || computed.has(k));
  const schema = ownSchemaKey && members.get(ownSchemaKey);
  // A getter that computes the schema in statements (`get argsShape() { if (...) return rest; return Args }`): the
  // tool is there, its schema chosen at run time.
  const computedSchema = ownSchemaKey && !schema ? computed.get(ownSchemaKey) : undefined;
  if (!name || !description || !conv.isNameLike(name) || !isDescription(ts, conv, description)) return undefined;
  if (schema && !holdsSchema(ts, conv, schema)) return undefined;
  const extendsAt = cls.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0];
  const toolName = ts.isStringLiteral(unwrap(ts, name)) ? (unwrap(ts, name) as TS.StringLiteral).text : undefined;
  // No schema of its own: the one a base class writes (monday's `class AllApiReadTool extends AllMondayApiTool`).
  const inherited = ownSchemaKey || !extendsAt ? undefined : inheritedSchema(conv, cls, extendsAt, toolName, 0);
  const schemaKey = ownSchemaKey ?? inherited?.key;
  if (!schemaKey || !(schema || computedSchema || inherited)) return undefined;
  const unmodelled = computedSchema?.why ?? (inherited && 'why' in inherited ? inherited.why : undefined);
  // toolObject spans the tool with the node it is given and needs a call only for a tool without a schema (not here).
  const node = conv.toolObject(cls as unknown as TS.CallExpression, 'mcp-sdk', {
    name,
    description,
    schema: schema || ((computedSchema?.at ?? extendsAt) as unknown as TS.Expression),
    schemaKind: 'shape',
    ...(unmodelled || (inherited && 'node' in inherited) ? { unmodelled: `Not analysed: ${unmodelled ?? 'inherited'}. toollint reads literals only and never runs code.` } : {}),
  });
  if (inherited && 'node' in inherited) placeSchema(conv, node, inherited.node);
  const note = (node as unknown as Record<symbol, string | undefined>)[CONVERTER];
  const as = (k: string) => (inherited && k === schemaKey ? `${inherited.written} of ${inherited.className}` : written.get(k) ?? k);
  const kind = extended ? `a class of ${baseName}` : `a class implementing ${baseName}`;
  if (note) Object.assign(node, { [CONVERTER]: `${note}; ${kind}, which toollint takes to register it with the MCP SDK's registerTool (${as(nameKey!)}, ${as(descriptionKey!)} and ${as(schemaKey)} as the class writes them)` });
  return node;
}

/** How many base classes are looked through for an inherited schema. */
const MAX_BASES = 4;

type Inherited = { key: string; written: string; className: string } & ({ node: JsonNode } | { why: string });

/**
 * The schema the nearest base class that writes one gives (a field, a getter or a get-method returning one value),
 * read in the base's own file (this one, or one an import leads to, see receiver-classes.ts). Read in another file,
 * it is placed at `extends Base` here; a base that chooses its schema at run time gives why it is not read.
 */
function inheritedSchema(conv: LiteralConverter, cls: TS.ClassLikeDeclaration, at: TS.Node, toolName: string | undefined, depth: number): Inherited | undefined {
  const ts = conv.ts;
  if (depth >= MAX_BASES) return undefined;
  return readBaseClass(ts, conv, cls, (c, base, foreign) => {
    const { values, computed, written } = classMembers(ts, base);
    const key = SCHEMA_MEMBERS.find((k) => values.has(k) || computed.has(k));
    if (!key) return inheritedSchema(c, base, at, toolName, depth + 1);
    const className = base.name?.text ?? 'its base class';
    const shown = written.get(key) ?? key;
    const value = values.get(key);
    if (!value) return { key, written: shown, className, why: `${computed.get(key)!.why}, which ${cls.name?.text ?? 'this class'} inherits` };
    if (!holdsSchema(ts, c, value)) return undefined;
    const node = c.schema(value, 'shape', 'mcp', toolName);
    if (!node) return undefined;
    return { key, written: shown, className, node: foreign ? respan(node, conv.span(at), undefined) : node };
  });
}

/** Puts a schema read elsewhere in the tool's schema slot (toolObject was given a placeholder there). */
function placeSchema(conv: LiteralConverter, tool: JsonNode, schema: JsonNode): void {
  const prop = tool.children?.find((p) => p.children?.[0]?.value === 'inputSchema');
  if (!prop?.children?.[1]) return;
  prop.children[1] = schema;
  (schema as { parent?: JsonNode }).parent = prop;
  if ((schema as unknown as Record<symbol, boolean>)[GENERATED]) Object.assign(tool, { [GENERATED]: true, [CONVERTER]: conv.converterNote('mcp') });
}

/** A member's value, and what it is read from when that is not a field (`getInputSchema()`, a getter). */
interface Members {
  values: Map<string, TS.Expression>;
  /** Getters and get-methods whose body is more than one `return`: where each stands, and why it is not read. */
  computed: Map<string, { at: TS.Node; why: string }>;
  /** How each member read from a method is written (`getDescription()`), for the hover. */
  written: Map<string, string>;
}

/**
 * The values a class gives its members, last writer first: the constructor's `super({ ... })` config and `this.x = ...`
 * assignments, then property initializers (instance or static), getters and get-methods that return one expression
 * (monday's `getDescription(): string { return '...' }`, `getInputSchema() { return createBoardToolSchema }`).
 */
function classMembers(ts: typeof TS, cls: TS.ClassLikeDeclaration): Members {
  const out = new Map<string, TS.Expression>();
  const computed = new Map<string, { at: TS.Node; why: string }>();
  const written = new Map<string, string>();
  const own = cls.name?.text ?? 'this class';
  const keyOf = (n: TS.PropertyName | undefined) => (n && (ts.isIdentifier(n) || ts.isStringLiteral(n)) ? n.text : undefined);
  for (const m of cls.members) {
    const key = keyOf(m.name);
    if (ts.isPropertyDeclaration(m) && key && m.initializer) out.set(key, m.initializer);
    else if (ts.isGetAccessorDeclaration(m) && key && m.body) readBody(ts, m.body, m.name, key, `the ${key} getter of ${own}`, out, computed);
    else if (ts.isMethodDeclaration(m) && key && m.body && m.parameters.length === 0 && !isStatic(ts, m)) {
      const member = getterKey(key);
      if (member === undefined || out.has(member)) continue;
      readBody(ts, m.body, m.name, member, `the ${key}() method of ${own}`, out, computed);
      written.set(member, `${key}()`);
    }
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
  return { values: out, computed, written };
}

/** The member a get-method stands for: `getInputSchema` -> `inputSchema`, `getName` -> `name`; undefined for other methods. */
function getterKey(method: string): string | undefined {
  if (method.length < 4 || !method.startsWith('get') || method[3] !== method[3]!.toUpperCase() || method[3] === method[3]!.toLowerCase()) return undefined;
  const member = method[3]!.toLowerCase() + method.slice(4);
  return [...NAME_MEMBERS, ...DESCRIPTION_MEMBERS, ...SCHEMA_MEMBERS].includes(member) ? member : undefined;
}

/** A getter's or get-method's body: its one `return`'s value, or, for a body that chooses, why the value is not read. */
function readBody(ts: typeof TS, body: TS.Block, at: TS.Node, key: string, what: string, out: Map<string, TS.Expression>, computed: Map<string, { at: TS.Node; why: string }>): void {
  const st = body.statements.length === 1 ? body.statements[0]! : undefined;
  if (st && ts.isReturnStatement(st) && st.expression) {
    out.set(key, st.expression);
    return;
  }
  if (!body.statements.some((s) => ts.isReturnStatement(s) || ts.isIfStatement(s))) return;
  const on = runTimeChoice(ts, body);
  const why = on
    ? `${what} computes the schema at run time, choosing on \`${on.condition}\` (\`${on.member}\` is set on the instance, known only at run time)`
    : `${what} computes the schema at run time (it has statements other than one \`return\`)`;
  computed.set(key, { at, why });
}

/** Most characters of a condition quoted in a message. */
const MAX_CONDITION = 80;

/** The first `if` of a body that tests a member of `this` (`if (this.context?.boardId)`): the condition and the member. */
function runTimeChoice(ts: typeof TS, body: TS.Block): { condition: string; member: string } | undefined {
  for (const st of body.statements) {
    if (!ts.isIfStatement(st)) continue;
    let e: TS.Expression = unwrap(ts, st.expression);
    if (ts.isPrefixUnaryExpression(e)) e = unwrap(ts, e.operand);
    const path: TS.PropertyAccessExpression[] = [];
    while (ts.isPropertyAccessExpression(e) && path.length < 8) {
      path.unshift(e);
      e = unwrap(ts, e.expression);
    }
    if (e.kind !== ts.SyntaxKind.ThisKeyword || !path[0]) continue;
    const condition = st.expression.getText();
    return { condition: condition.length > MAX_CONDITION ? `${condition.slice(0, MAX_CONDITION)}…` : condition, member: `this.${path[0].name.getText()}` };
  }
  return undefined;
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
