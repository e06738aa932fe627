// Tool objects the literal reader builds from shapes it recognises: the OpenAI Agents SDK's tool(), and a
// tool-shaped literal (name, description, a schema slot holding zod) wherever it stands.
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import { literalInit } from './object-members';
import { agentsJsonSchemaNode, isZodExpression, zodDescription } from '../../converters/zod';
import { SHAPE_HINT } from '../../extract/shapes';
import { CONVERTER, GENERATED } from '../node-marks';
import { CONVERTERS, factoryResult, importedWrapper } from './factories';
import { agentKitToolWithoutParameters, agentkitActionClass, agentkitNote } from './agentkit';
import { fastmcpTool } from './fastmcp';
import { xmcpTool } from './xmcp';
import { beeaiDynamicTool } from './beeai';
import { mastraCreateTool, mastraTool, type MastraReader } from './mastra';
import { RUNTIME_TEXT, runtimeValuesIn } from './marks';
import { importOf } from './imports';
import { memberCode } from './member-values';
import { unwrap } from './parser';
import type { ConstDeclaration } from './ts-walk';
import type { ZodContext, ZodResult, ZodWrapper } from '../../converters/zod';
import type { Ts } from './parser';
import { fileImports, LANGCHAIN_IMPORT, MASTRA_IMPORT } from './file-imports';
import { calleeModule, calleeName } from './callees';
import { recordNote, toolRecordEntry } from './keyed-records';

/** What these readers use of the literal reader (LiteralConverter, which calls them: named here to keep one direction); Mastra's reader uses a part of it. */
export interface ShapeReader extends MastraReader {
  declaredSdk(): 'mcp' | undefined;
  schema(expr: TS.Expression, kind: 'shape' | 'schema' | 'zod', wrapper: ZodWrapper, toolName: string | undefined, wrappable?: boolean): JsonNode | undefined;
  fromZod(r: ZodResult, read: ConstDeclaration[]): JsonNode;
  zodContext(wrapper: ZodWrapper, rootName: string | undefined, entry: TS.Expression, read: ConstDeclaration[]): ZodContext | undefined;
  imported<T>(id: TS.Identifier, read: (conv: ShapeReader, init: TS.Expression | TS.FunctionDeclaration) => T | undefined): T | undefined;
  toolObject(call: TS.CallExpression, shape: 'ai-sdk', parts: { nameKey: TS.PropertyName; description: TS.Expression; schema: TS.Expression; schemaKind: 'schema' }): JsonNode;
}

/**
 * What a name imported from another file of the project holds there, when it is zod: a schema, or a raw shape (an
 * object literal of zod fields); read with that file's own zod import (the importing file may import zod as a type
 * only, or not at all).
 */
function importedZod(conv: ShapeReader, e: TS.Expression): 'schema' | 'shape' | undefined {
  const ts = conv.ts;
  if (!ts.isIdentifier(e) || conv.scopes.constOf(e) || !importOf(ts, conv.scopes, e)) return undefined;
  return conv.imported(e, (other, init) => {
    if (ts.isFunctionDeclaration(init)) return undefined;
    const u = unwrap(ts, init);
    const zod = other.zodContext('zod', undefined, u, []);
    if (zod && isZodExpression(u, zod)) return 'schema';
    if (zod && ts.isObjectLiteralExpression(u) && u.properties.length > 0 && u.properties.every((p) => ts.isPropertyAssignment(p) && isZodExpression(unwrap(ts, p.initializer), zod))) return 'shape';
    return ts.isIdentifier(u) ? importedZod(other, u) : undefined;
  });
}

/** What a member's code is, in the file that writes it: a zod schema, a raw shape of zod fields, another object literal. */
function memberSchemaKind(conv: ShapeReader, m: TS.Expression): 'schema' | 'shape' | 'object' | undefined {
  const ts = conv.ts;
  let u = unwrap(ts, m);
  const held = ts.isIdentifier(u) ? conv.scopes.constOf(u) : undefined;
  if (held) u = unwrap(ts, held.initializer);
  else if (ts.isIdentifier(u)) return importedZod(conv, u);
  const zod = conv.zodContext('zod', undefined, u, []);
  if (zod && isZodExpression(u, zod)) return 'schema';
  if (!ts.isObjectLiteralExpression(u)) return undefined;
  return zod && isZodShapeLiteral(conv, u, zod, 0) ? 'shape' : 'object';
}

/**
 * An object literal of zod fields (a raw shape), also with spreads of other shapes (`{ url: z.string(), ...timeoutSchema
 * }`): every member a zod field or a spread, and at least one a zod field or a spread of a shape of this file or an
 * imported one. A spread of anything else is read (and reported) with the schema, never a reason to drop the tool.
 */
function isZodShapeLiteral(conv: ShapeReader, obj: TS.ObjectLiteralExpression, zod: ZodContext, depth: number): boolean {
  const ts = conv.ts;
  let known = false;
  for (const p of obj.properties) {
    if (ts.isPropertyAssignment(p) && isZodExpression(unwrap(ts, p.initializer), zod)) known = true;
    else if (ts.isSpreadAssignment(p)) known ||= depth < 8 && isShapeSpread(conv, unwrap(ts, p.expression), zod, depth + 1);
    else return false;
  }
  return known;
}

/** A spread of a raw shape: a const of this file holding one, an imported one, or `X.shape` of a zod object. */
function isShapeSpread(conv: ShapeReader, e: TS.Expression, zod: ZodContext, depth: number): boolean {
  const ts = conv.ts;
  if (ts.isPropertyAccessExpression(e) && e.name.text === 'shape') return isZodExpression(unwrap(ts, e.expression), zod) || importedZod(conv, unwrap(ts, e.expression)) === 'schema';
  if (!ts.isIdentifier(e)) return false;
  const held = conv.scopes.constOf(e);
  const init = held && unwrap(ts, held.initializer);
  if (init) return ts.isObjectLiteralExpression(init) && isZodShapeLiteral(conv, init, zod, depth);
  return importedZod(conv, e) === 'shape';
}

/** The converter a tool-shaped literal's zod is read with, by the SDK the file imports. */
const CONVERTER_NOTES: Record<string, string> = {
  mcp: 'the MCP TypeScript SDK 1.x, which the file imports',
  'ai-sdk': "the AI SDK's zodSchema, which the file imports",
  anthropic: "the Anthropic SDK's zod helper, which the file imports",
  genkit: "Genkit's defineTool (genkit 1.x: zod 3 through zod-to-json-schema with removeAdditionalStrategy strict), which the file imports",
  zod: "zod's own JSON Schema (zod 4 toJSONSchema defaults): the converter a project's own wrapper most likely calls",
};
const MCP_PROJECT_NOTE = "the MCP TypeScript SDK 1.x (zod 4: toJSONSchema, draft-07, input side), the only tool SDK the project's package.json declares (this file imports none)";
const MCP_SHAPE_NOTE = "the MCP TypeScript SDK 1.x (zod 4: toJSONSchema, draft-07, input side): a raw shape of zod fields is what the MCP SDK's registerTool takes, and no SDK import in this file says otherwise";
/** What Agent.asTool() sends as parameters by default (@openai/agents-core 0.20, checked in test/sources/agents-sdk.test.ts). */
const AS_TOOL_INPUT = { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { input: { type: 'string' } }, required: ['input'], additionalProperties: false };

/** A fixed JSON value as nodes that all span `at` (the code that makes it). */
function fixedValue(conv: ShapeReader, at: TS.Node, value: unknown): JsonNode {
  const span = conv.span(at);
  if (Array.isArray(value)) return { type: 'array', ...span, children: value.map((v) => fixedValue(conv, at, v)) } as unknown as JsonNode;
  if (value && typeof value === 'object') {
    const node = { type: 'object', ...span, children: [] as JsonNode[] } as JsonNode;
    for (const [k, v] of Object.entries(value)) node.children!.push(conv.property(at, k, fixedValue(conv, at, v), node));
    return node;
  }
  return { type: value === null ? 'null' : typeof value, value, ...span } as JsonNode;
}

/** Where a tool literal keeps the function that runs it. */
const HANDLER_KEYS = ['handler', 'execute', 'run', 'func', 'invoke'];

function isStringLiteralish(ts: Ts, e: TS.Expression): boolean {
  const u = unwrap(ts, e);
  return ts.isStringLiteral(u) || ts.isNoSubstitutionTemplateLiteral(u);
}

/** A function written in place, or a name (a handler declared elsewhere). */
function isFunctionValue(ts: Ts, e: TS.Expression | undefined): boolean {
  if (!e) return false;
  const u = unwrap(ts, e);
  return ts.isArrowFunction(u) || ts.isFunctionExpression(u) || ts.isIdentifier(u) || ts.isPropertyAccessExpression(u);
}

/**
 * The AI SDK calls that take a `tools` record, by the module they come from (ai 5: streamText, generateText,
 * streamObject, generateObject; AI SDK RSC: streamUI, whose tools `generate` UI instead of `execute`).
 */
const AI_SDK_TOOL_CALLS = new Map([
  ['streamText', ['ai']],
  ['generateText', ['ai']],
  ['streamObject', ['ai']],
  ['generateObject', ['ai']],
  ['streamUI', ['ai/rsc', '@ai-sdk/rsc']],
]);

/**
 * The key of a plain tool object (no tool() around it: tool() returns its argument) written in the `tools` record of
 * an AI SDK call (`streamText({ tools: { getWeather: { description, parameters, execute } } })`): the name the model sees.
 */
function aiSdkRecordKey(conv: ShapeReader, expr: TS.ObjectLiteralExpression): TS.PropertyName | undefined {
  const ts = conv.ts;
  const entry = expr.parent;
  if (!entry || !ts.isPropertyAssignment(entry) || entry.initializer !== expr || ts.isComputedPropertyName(entry.name)) return undefined;
  const record = entry.parent;
  const slot = record.parent;
  if (!slot || !ts.isPropertyAssignment(slot) || slot.initializer !== record || !(ts.isIdentifier(slot.name) || ts.isStringLiteral(slot.name)) || slot.name.text !== 'tools') return undefined;
  const config = slot.parent;
  const call = config.parent;
  if (!call || !ts.isCallExpression(call) || call.arguments[0] !== config || !AI_SDK_TOOL_CALLS.get(calleeName(ts, call) ?? '')?.includes(calleeModule(ts, call) ?? '')) return undefined;
  return entry.name;
}

/**
 * `arguments: z.object({...})` (Adyen's `{ name, description, arguments, invoke }`, registered with `inputSchema:
 * tool.arguments.shape`): a schema slot only when it holds a zod schema (an MCP prompt's `arguments` is a list).
 */
function zodArguments(conv: ShapeReader, value: TS.Expression | undefined): boolean {
  if (!value) return false;
  const ts = conv.ts;
  const e = unwrap(ts, value);
  if (!ts.isIdentifier(e) && !ts.isCallExpression(e)) return false;
  const zod = conv.zodContext('zod', undefined, e, []);
  return (!!zod && isZodExpression(e, zod)) || importedZod(conv, e) === 'schema';
}

/**
 * A `title` that is a tool name (a string literal of letters, digits, `_`, `-` and `.`, no spaces): Contentful's records
 * `{ title: 'get_locale', description, inputParams: X.shape, tool }`, which its server registers with
 * `registerTool(tool.title, { description, inputSchema: tool.inputParams })`. A display title (`'Get Locale'`) is none.
 */
function isToolNameLiteral(ts: Ts, e: TS.Expression | undefined): boolean {
  const u = e && unwrap(ts, e);
  return !!u && (ts.isStringLiteral(u) || ts.isNoSubstitutionTemplateLiteral(u)) && u.text.length > 0 && u.text.length <= 128 && /^[A-Za-z0-9_.-]+$/.test(u.text);
}

/** An HTTP verb: a `method` holding one is a request's (Flowise's `{ name, schema, baseUrl, method: 'GET' }`), never a tool name. */
const HTTP_VERB = /^(?:get|post|put|patch|delete|head|options)$/i;
/** Keys beside `method` that make it a request's method (Flowise's tools carry the API call they make). */
const REQUEST_KEYS = ['baseUrl', 'url', 'headers', 'endpoint'];

/**
 * The key that holds a tool-shaped literal's name: `name`, or `method` where toolkits carry a display `name` beside
 * it (Stripe's agent toolkit: `{ method: 'create_customer', name: 'Create Customer', ... }`) or none. A `name` written
 * as a tool name (a string without spaces) wins; a `method` holding an HTTP verb, or beside a request's URL or
 * headers, is the request's method and never the name.
 */
function toolNameKey(ts: Ts, init: (key: string) => TS.Expression | undefined): 'name' | 'method' | undefined {
  const name = init('name');
  const method = init('method');
  const verb = method && unwrap(ts, method);
  const isRequest = !!verb && (((ts.isStringLiteral(verb) || ts.isNoSubstitutionTemplateLiteral(verb)) && HTTP_VERB.test(verb.text)) || REQUEST_KEYS.some((k) => init(k) !== undefined));
  if (!method || isRequest) return name ? 'name' : undefined;
  if (!name) return 'method';
  const written = unwrap(ts, name);
  return (ts.isStringLiteral(written) || ts.isNoSubstitutionTemplateLiteral(written)) && !/\s/.test(written.text) ? 'name' : 'method';
}

/** The LangChain.js classes whose constructor input is `{ name, description, schema }` (a project's subclass passes it to super()). */
const STRUCTURED_BASES = new Set(['StructuredTool', 'DynamicStructuredTool']);

/**
 * A literal passed to `super()` in the constructor of a subclass of LangChain.js's StructuredTool or
 * DynamicStructuredTool (or of a project class of that name, such as Flowise's own DynamicStructuredTool, which
 * extends LangChain's), as it is or through a const spread into the argument (`const toolInput = { name, description,
 * schema, ... }; super({ ...toolInput, accessToken })`). The base is found through classes of this file.
 */
function isStructuredToolInput(conv: ShapeReader, expr: TS.ObjectLiteralExpression): boolean {
  const ts = conv.ts;
  let arg: TS.Node = expr;
  const decl = expr.parent;
  if (ts.isVariableDeclaration(decl) && decl.initializer === expr && ts.isIdentifier(decl.name)) {
    const use = conv.scopes.usesOf(decl).find((id) => {
      const at = ts.isSpreadAssignment(id.parent) ? id.parent.parent : id;
      return ts.isCallExpression(at.parent) && at.parent.expression.kind === ts.SyntaxKind.SuperKeyword;
    });
    if (!use) return false;
    arg = ts.isSpreadAssignment(use.parent) ? use.parent.parent : use;
  }
  const call = arg.parent;
  if (!ts.isCallExpression(call) || call.expression.kind !== ts.SyntaxKind.SuperKeyword || call.arguments[0] !== arg) return false;
  let cls: TS.Node | undefined = call.parent;
  while (cls && !ts.isClassLike(cls)) cls = cls.parent;
  for (let depth = 0; cls && ts.isClassLike(cls) && depth < 8; depth++) {
    const base: TS.Expression | undefined = cls.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression;
    const baseName = base && (ts.isIdentifier(base) ? base.text : ts.isPropertyAccessExpression(base) ? base.name.text : undefined);
    if (!base || !baseName) return false;
    if (STRUCTURED_BASES.has(baseName)) return true;
    const held: TS.Node | undefined = ts.isIdentifier(base) ? conv.scopes.declarationOf(base) : undefined;
    cls = held && ts.isClassDeclaration(held) ? held : undefined;
  }
  return false;
}

/**
 * The argument of `super({ ...toolInput, accessToken })` when `toolInput` is a tool-shaped literal of this file (a
 * name and a schema slot; Flowise's StructuredTool subclasses) and the argument replaces none of its name, description
 * or schema: the tool is the const's literal, read where it is written, and the argument is not read as a second one.
 */
export function spreadsToolInput(conv: ShapeReader, expr: TS.ObjectLiteralExpression): boolean {
  const ts = conv.ts;
  const call = expr.parent;
  if (!ts.isCallExpression(call) || call.expression.kind !== ts.SyntaxKind.SuperKeyword || call.arguments[0] !== expr) return false;
  if (['name', 'description', ...SCHEMA_SLOTS].some((k) => literalInit(ts, expr, k) !== undefined)) return false;
  return expr.properties.some((p) => {
    if (!ts.isSpreadAssignment(p) || !ts.isIdentifier(p.expression)) return false;
    const held = conv.scopes.constOf(p.expression);
    const lit = held && unwrap(ts, held.initializer);
    return !!lit && ts.isObjectLiteralExpression(lit) && literalInit(ts, lit, 'name') !== undefined && SCHEMA_SLOTS.some((k) => literalInit(ts, lit, k) !== undefined);
  });
}

/** LangChain.js calls whose config is a tool-shaped literal. */
const LANGCHAIN_TOOLS = new Set(['tool', 'DynamicStructuredTool', 'StructuredTool', 'DynamicTool']);
/** Where a tool-shaped literal holds its argument schema (see zodToolLiteral). */
const SCHEMA_SLOTS = ['inputSchema', 'argsSchema', 'parameters', 'schema', 'input_schema', 'inputParams', 'zodSchema'];

/**
 * The OpenAI Agents SDK's tool({ name, description, parameters, strict }) as it sends it (@openai/agents-core 0.20,
 * tool.js): the name through toFunctionToolName (every character other than a letter or digit becomes `_`; without
 * a name, the execute function's name), `strict` true unless set, zod parameters converted as tool() does (see
 * converters/zod/agents.ts; zod with `strict: false` makes tool() throw), a JSON Schema literal rewritten for strict
 * mode (prepareOpenAIStrictToolSchema) or, with `strict: false`, sent as written.
 */
export function agentsTool(conv: ShapeReader, call: TS.CallExpression, parts: { name?: TS.Expression; nameKey?: TS.PropertyName | TS.BindingName; description?: TS.Expression; schema?: TS.Expression; strict?: TS.Expression; asTool?: boolean }): JsonNode {
  const ts = conv.ts;
  const node = { type: 'object', ...conv.span(call), parent: undefined, children: [] as JsonNode[], [SHAPE_HINT]: 'openai-zod' } as unknown as JsonNode;
  const add = (key: string, at: TS.Node, value: JsonNode | undefined) => {
    if (value) node.children!.push(conv.property(at, key, value, node));
  };
  const nameAt = parts.name ?? parts.nameKey;
  const named = parts.name ? conv.convert(parts.name, undefined, 1) : parts.nameKey ? conv.keyName(parts.nameKey) : undefined;
  if (named?.type === 'string' && typeof named.value === 'string') (named as { value: string }).value = named.value.replace(/[^a-zA-Z0-9]/g, '_');
  if (nameAt) add('name', nameAt, named);
  const toolName = named?.type === 'string' ? (named.value as string) : undefined;
  if (parts.description) add('description', parts.description, conv.convert(parts.description, undefined, 1));
  const strictNode = parts.strict ? conv.convert(parts.strict, undefined, 1) : ({ type: 'boolean', value: true, ...conv.span(call.expression) } as JsonNode);
  const strict = strictNode?.type === 'boolean' ? (strictNode.value as boolean) : undefined;
  let schemaNode: JsonNode | undefined;
  if (parts.schema) {
    let e = parts.schema;
    while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e)) e = e.expression;
    const read: ConstDeclaration[] = [];
    const zod = conv.zodContext('openai-agents', toolName, e, read);
    const isZod = !!zod && isZodExpression(e, zod);
    if (strict === undefined) schemaNode = conv.runtimeValue(parts.strict ?? call, undefined, "a `strict` option known only at run time (the Agents SDK's tool() converts the parameters by it)");
    else if (isZod && !strict) schemaNode = conv.runtimeValue(parts.strict ?? call, undefined, "the OpenAI Agents SDK's tool() throws here: \"Strict mode is required for Zod parameters\"");
    else {
      schemaNode = conv.schema(parts.schema, 'schema', 'openai-agents', toolName);
      if (strict && schemaNode && !(schemaNode as unknown as Record<symbol, boolean>)[GENERATED] && schemaNode.type === 'object') {
        const runtime = runtimeValuesIn(schemaNode);
        schemaNode = runtime.length
          ? conv.runtimeValue(parts.schema, undefined, "a value computed at run time inside a JSON Schema that the Agents SDK's tool() rewrites for strict mode")
          : conv.fromZod(agentsJsonSchemaNode(schemaNode), []);
      }
    }
    add('parameters', parts.schema, schemaNode);
  } else if (parts.asTool) {
    // Agent.asTool() without `parameters`: AgentAsToolInputSchema, z.object({ input: z.string() }), as tool() sends it.
    schemaNode = fixedValue(conv, call.expression, AS_TOOL_INPUT);
    Object.assign(schemaNode, { [GENERATED]: true });
    add('parameters', call.expression, schemaNode);
  }
  if (parts.asTool && !parts.description) add('description', call.expression, fixedValue(conv, call.expression, ''));
  if (schemaNode && (schemaNode as unknown as Record<symbol, boolean>)[GENERATED]) Object.assign(node, { [GENERATED]: true, [CONVERTER]: CONVERTERS['openai-agents'] });
  add('strict', parts.strict ?? call.expression, strictNode);
  return node;
}

/** The info on a tool literal written without its description (see zodToolLiteral): analysed, the description unknown. */
const DESCRIBED_ELSEWHERE = 'This tool has no `description` where it is written (its name, schema and handler are): the one the model gets is added at run time, so it is not checked and not counted in the tokens; the schema is analysed.';

/**
 * A tool-shaped object literal wherever it stands (passed to a project's own `defineTool(...)`, returned from a
 * function, in a list): a name (`name`; `id` in a Mastra file; `method`), a description, and a schema slot holding
 * zod (`inputSchema`, `argsSchema`, `parameters`, `schema`, `input_schema`), or a raw shape of zod fields. The zod is
 * converted as the SDK the file imports converts it (MCP, AI SDK, Anthropic), else as zod's own JSON Schema
 * (zod 4's toJSONSchema defaults), the converter such wrappers call. Other literals are read as they are.
 */
export function zodToolLiteral(conv: ShapeReader, expr: TS.ObjectLiteralExpression): JsonNode | undefined {
  const ts = conv.ts;
  const init = (key: string): TS.Expression | undefined => literalInit(ts, expr, key);
  // A FastMCP tool (`server.addTool({ name, parameters, execute })`), an xmcp tool module's schema or a BeeAI DynamicTool: read as sent (fastmcp.ts, xmcp.ts, beeai.ts).
  const fastmcp = fastmcpTool(conv, expr) ?? xmcpTool(conv, expr) ?? beeaiDynamicTool(conv, expr);
  if (fastmcp) return fastmcp;
  const slot = SCHEMA_SLOTS.find((k) => init(k) !== undefined) ?? (zodArguments(conv, init('arguments')) ? 'arguments' : undefined);
  const mastra = mastraCreateTool(conv, expr);
  if (mastra === null) return undefined;
  if (!slot) return mastra ? mastraTool(conv, mastra, expr, undefined) : (langchainDynamicTool(conv, expr, init) ?? agentKitToolWithoutParameters(conv, expr));
  const description = init('description');
  const nameKey = toolNameKey(ts, init) ?? (init('id') && fileImports(conv.source, MASTRA_IMPORT) ? 'id' : slot === 'inputParams' && isToolNameLiteral(ts, init('title')) ? 'title' : undefined);
  // LangChain.js tool(fn, { name, schema }) without a description: tool() takes the schema's own, else `${name} tool`.
  if (!description && slot === 'schema' && init('name') && isLangchainToolFn(conv, expr)) return langchainTool(conv, expr, init('name')!, undefined, init(slot));
  if (!nameKey && description) {
    // In an AI SDK call's `tools`, or in a project's record of tools keyed by name (keyed-records.ts).
    const listed = aiSdkRecordKey(conv, expr);
    const owned = listed ? undefined : toolRecordEntry(conv, expr);
    const schemaExpr = init('inputSchema') ?? init('parameters');
    const record = listed ?? owned?.key;
    if (record && schemaExpr) {
      const node = conv.toolObject(expr as unknown as TS.CallExpression, 'ai-sdk', { nameKey: record, description, schema: schemaExpr, schemaKind: 'schema' });
      const marks = node as unknown as Record<symbol, unknown>;
      if (owned && marks[GENERATED]) marks[CONVERTER] = `${String(marks[CONVERTER])}${recordNote(owned.record)}`;
      return node;
    }
  }
  // A tool with a name, a zod schema and a handler but no description here (PostHog's MCP server adds one from a JSON
  // file at run time): reported, never silent (its name a literal, so that no other kind of object is taken for one).
  const describedElsewhere = !description && !!nameKey && isStringLiteralish(ts, init(nameKey)!) && HANDLER_KEYS.some((k) => isFunctionValue(ts, init(k)) || expr.properties.some((m) => ts.isMethodDeclaration(m) && ts.isIdentifier(m.name) && m.name.text === k));
  // `async description() { ... }` or a getter (Kode's tools): a description computed at run time, like `description: async () => ...`.
  const descriptionMethod = description ? undefined : expr.properties.find((p) => (ts.isMethodDeclaration(p) || ts.isGetAccessorDeclaration(p)) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === 'description');
  if (!nameKey || (!description && !descriptionMethod && !describedElsewhere)) return undefined;
  // An MCP prompt (`{ name, description, argsSchema, callback }`, the SDK's RegisteredPrompt and what projects hand to
  // registerPrompt) is no tool: `argsSchema` with a `callback` is a prompt's arguments.
  if (slot === 'argsSchema' && init('callback')) return undefined;
  const schema = unwrap(ts, init(slot)!);
  // LangChain.js tool(fn, { name, description, schema }) and new DynamicStructuredTool({...}) convert with zod's own.
  const call = expr.parent;
  const langchain = (!!call && (ts.isCallExpression(call) || ts.isNewExpression(call)) && ts.isIdentifier(call.expression) && LANGCHAIN_TOOLS.has(call.expression.text) && fileImports(conv.source, LANGCHAIN_IMPORT)) || isStructuredToolInput(conv, expr);
  const imported0 = langchain ? 'zod' : mastra ? 'mcp' : importedWrapper(conv.source);
  // No SDK import here, and the project declares only the MCP SDK: it is what sends this file's tools.
  const byProject = imported0 === 'zod' && !langchain && conv.declaredSdk() === 'mcp';
  // betaZodTool takes zod 4 only: in a zod 3 file that imports the Anthropic SDK, the project converts the zod itself.
  const wrapper = byProject ? 'mcp' : imported0 === 'anthropic' && conv.zodContext('anthropic', undefined, schema, [])?.dialect === 'zod3-anthropic' ? 'zod' : imported0;
  // A call to a same-file function that builds the schema (`inputSchema: createParams(ctx)`) counts by its result.
  const factory = factoryResult(conv.ts, conv.scopes, schema);
  const made = factory && 'result' in factory ? unwrap(ts, factory.result) : schema;
  const zod = conv.zodContext(wrapper, undefined, made, []);
  // A raw shape written here or held in a const of this file (`parameters: ArgsSchema`, `const ArgsSchema = { ... }`).
  const held = ts.isIdentifier(made) ? conv.scopes.constOf(made) : undefined;
  const shape = held ? unwrap(ts, held.initializer) : made;
  const imported = !zod || !isZodExpression(made, zod) ? importedZod(conv, made) : undefined;
  // `inputSchema: params.shape`: the fields of a z.object() of this file or an imported one.
  const dotShape = ts.isPropertyAccessExpression(made) && made.name.text === 'shape' ? unwrap(ts, made.expression) : undefined;
  const ofShape = !!dotShape && ((!!zod && isZodExpression(dotShape, zod)) || importedZod(conv, dotShape) === 'schema');
  // `schema: SearchNearby.SCHEMA`: a member of const object literals (here or imported), by the code it holds there.
  const ofMember = ts.isPropertyAccessExpression(made) && made.name.text !== 'shape' && !(zod && isZodExpression(made, zod)) ? memberCode(conv, made, (other, m) => memberSchemaKind(other as ShapeReader, m)) : undefined;
  const rawShape = ofShape || imported === 'shape' || ofMember === 'shape' || (!!zod && ts.isObjectLiteralExpression(shape) && isZodShapeLiteral(conv, shape, zod, 0));
  // A JSON Schema literal in a `schema` slot (LangChain sends it as the function's parameters).
  // Not VS Code's command argument metadata (`metadata: { args: [{ name: "Fold editor argument", description, schema }] }`):
  // an entry of an `args` list, one with VS Code's `isOptional` or `constraint`, or a phrase for a name; outside LangChain.
  const nameText = unwrap(ts, init(nameKey)!);
  const phrase = (ts.isStringLiteral(nameText) || ts.isNoSubstitutionTemplateLiteral(nameText)) && /\s/.test(nameText.text);
  const list = expr.parent;
  const commandArgument = phrase || init('isOptional') !== undefined || init('constraint') !== undefined || (ts.isArrayLiteralExpression(list) && ts.isPropertyAssignment(list.parent) && ts.isIdentifier(list.parent.name) && list.parent.name.text === 'args');
  const jsonSchema = slot === 'schema' && !rawShape && (ts.isObjectLiteralExpression(made) || ofMember === 'object') && (langchain || !commandArgument);
  if (!rawShape && !jsonSchema && !imported && ofMember !== 'schema' && !(zod && isZodExpression(made, zod)) && !(factory && 'param' in factory)) return undefined;
  const node = { type: 'object', ...conv.span(expr), parent: undefined, children: [] as JsonNode[] } as unknown as JsonNode;
  const add = (key: string, at: TS.Node, value: JsonNode | undefined) => {
    if (value) node.children!.push(conv.property(at, key, value, node));
  };
  const named = conv.convert(init(nameKey)!, undefined, 1);
  // agentkit's @CreateAction sends `${Class}_${name}` (agentkit.ts).
  const actionClass = named?.type === 'string' ? agentkitActionClass(ts, conv.scopes, expr) : undefined;
  if (actionClass) (named as { value: string }).value = `${actionClass}_${String(named!.value)}`;
  add('name', init(nameKey)!, named);
  if (description) add('description', description, conv.convert(description, undefined, 1));
  else if (descriptionMethod) add('description', descriptionMethod, conv.runtimeValue(descriptionMethod, undefined, 'a description method'));
  else add('description', init(nameKey)!, Object.assign(conv.runtimeValue(init(nameKey)!, undefined, 'no description'), { [RUNTIME_TEXT]: DESCRIBED_ELSEWHERE }));
  const toolName = named?.type === 'string' ? (named.value as string) : undefined;
  // A raw shape of zod fields is what the MCP SDK's registerTool and tool() take (zod's own toJSONSchema, the AI SDK and
  // the other SDKs take a schema): with no SDK import saying otherwise, it is converted as the MCP SDK converts it.
  const shapeForMcp = rawShape && wrapper === 'zod' && !langchain;
  const converter = shapeForMcp ? 'mcp' : wrapper;
  const schemaNode = jsonSchema ? conv.convert(schema, undefined, 1) : conv.schema(schema, rawShape ? 'shape' : 'schema', converter, toolName);
  // A raw shape read as the MCP SDK reads it is an MCP tool's inputSchema, whatever its slot is called (honeycomb's
  // `{ name, description, schema: X.shape, handler }`, registered with server.tool(name, description, schema)).
  add(slot === 'input_schema' ? 'input_schema' : (slot === 'parameters' || slot === 'schema') && !shapeForMcp ? 'parameters' : 'inputSchema', schema, schemaNode);
  if (schemaNode && (schemaNode as unknown as Record<symbol, boolean>)[GENERATED]) {
    Object.assign(node, { [GENERATED]: true, [CONVERTER]: langchain ? LANGCHAIN_NOTE : shapeForMcp ? MCP_SHAPE_NOTE : byProject ? MCP_PROJECT_NOTE : CONVERTER_NOTES[wrapper] });
  }
  if (actionClass) {
    const note = (node as unknown as Record<symbol, string | undefined>)[CONVERTER];
    Object.assign(node, { [CONVERTER]: note ? `${note}; ${agentkitNote(actionClass)}` : agentkitNote(actionClass) });
  }
  return mastra ? mastraTool(conv, mastra, expr, node) : node;
}

/** What LangChain.js's Tool and DynamicTool send as parameters (@langchain/core 1.4, checked in test/sources/langchain.test.ts). */
const LANGCHAIN_STRING_INPUT = { type: 'object', properties: { input: { type: 'string' } }, additionalProperties: false, $schema: 'http://json-schema.org/draft-07/schema#' };
const LANGCHAIN_NOTE = "LangChain.js (@langchain/core 1.x: zod's own JSON Schema)";
/** The LangChain.js tool classes a project extends: StructuredTool needs its own schema; Tool's input is one string. */
const LANGCHAIN_BASES = new Set(['StructuredTool', 'Tool', 'DynamicTool', 'DynamicStructuredTool']);

/**
 * A LangChain.js tool written as a class (`class CountEmails extends StructuredTool { name = "count_emails";
 * description = "..."; schema = z.object({...}) }`), as convertToOpenAITool sends an instance: the name, the
 * description, and the schema as zod converts it (for Tool and DynamicTool without a schema, their one string
 * `input`). A class that does not write its own name and description (an abstract base of the project's) is none.
 */
export function langchainClass(conv: ShapeReader, cls: TS.ClassLikeDeclaration): JsonNode | undefined {
  const ts = conv.ts;
  const base = cls.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression;
  const baseName = base && (ts.isIdentifier(base) ? base.text : ts.isPropertyAccessExpression(base) ? base.name.text : undefined);
  if (!baseName || !LANGCHAIN_BASES.has(baseName) || !fileImports(conv.source, LANGCHAIN_IMPORT)) return undefined;
  const member = (key: string): TS.Expression | undefined => {
    for (const m of cls.members) {
      if (ts.isPropertyDeclaration(m) && m.initializer && !m.modifiers?.some((x) => x.kind === ts.SyntaxKind.StaticKeyword) && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name)) && m.name.text === key) return m.initializer;
    }
    return undefined;
  };
  const name = member('name');
  const description = member('description');
  const schema = member('schema');
  if (!name || !description || (!schema && (baseName === 'StructuredTool' || baseName === 'DynamicStructuredTool'))) return undefined;
  return langchainTool(conv, cls, name, description, schema);
}

/**
 * `new DynamicTool({ name, description, func })`, and LangChain.js `tool(fn, { name, description? })` without a schema
 * (tool() builds a DynamicTool then, described as `${name} tool` when no description is given): one string input.
 */
export function langchainDynamicTool(conv: ShapeReader, expr: TS.ObjectLiteralExpression, init: (key: string) => TS.Expression | undefined): JsonNode | undefined {
  const ts = conv.ts;
  const call = expr.parent;
  const name = init('name');
  const description = init('description');
  // A spread, a computed key or an accessor may set the schema unseen: then the tool's input is known only at run time.
  const hidden = expr.properties.find((p) => ts.isSpreadAssignment(p) || (p.name !== undefined && ts.isComputedPropertyName(p.name)) || ((ts.isGetAccessorDeclaration(p) || ts.isMethodDeclaration(p)) && ts.isIdentifier(p.name) && p.name.text === 'schema'));
  if (name && isLangchainToolFn(conv, expr)) return langchainTool(conv, expr, name, description, undefined, hidden);
  const retriever = retrieverInput(conv, expr);
  if (retriever) return name && description ? langchainTool(conv, expr, name, description, undefined, undefined, retriever) : undefined;
  if (!ts.isNewExpression(call) || !ts.isIdentifier(call.expression) || call.expression.text !== 'DynamicTool' || call.arguments?.[0] !== expr || !fileImports(conv.source, LANGCHAIN_IMPORT)) return undefined;
  return name && description ? langchainTool(conv, expr, name, description, undefined) : undefined;
}

const V3 = 'http://json-schema.org/draft-07/schema#';
const QUERY = { query: { type: 'string', description: 'query to look up in retriever' } };
const INPUT = { input: { type: 'string', description: 'Natural language query used as input to the retriever' } };
/**
 * What LangChain.js's `createRetrieverTool(retriever, { name, description, ... })` sends as parameters, by the module it
 * comes from: a DynamicStructuredTool whose zod schema the library writes (zod/v3, except the conversational one of
 * @langchain/classic, which uses zod 4). Checked against langchain 0.3 and @langchain/classic 1.0 in
 * test/oracles/langchain-retriever.test.ts.
 */
const RETRIEVER_TOOLS = new Map<string, { schema: object; note: string }>([
  ['langchain/tools/retriever', { schema: { type: 'object', properties: QUERY, required: ['query'], additionalProperties: false, $schema: V3 }, note: 'langchain 0.3' }],
  ['@langchain/classic/tools/retriever', { schema: { type: 'object', properties: QUERY, required: ['query'], additionalProperties: false, $schema: V3 }, note: '@langchain/classic 1.x' }],
  ['langchain/agents/toolkits', { schema: { type: 'object', properties: INPUT, required: ['input'], additionalProperties: false, $schema: V3 }, note: 'langchain 0.3' }],
  ['@langchain/classic/agents/toolkits', { schema: { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', properties: INPUT, required: ['input'], additionalProperties: false }, note: '@langchain/classic 1.x with zod 4' }],
]);

/** The schema LangChain.js's createRetrieverTool writes when the literal is its config (its second argument). */
function retrieverInput(conv: ShapeReader, expr: TS.ObjectLiteralExpression): { schema: object; note: string } | undefined {
  const ts = conv.ts;
  const call = expr.parent;
  if (!ts.isCallExpression(call) || call.arguments[1] !== expr) return undefined;
  const callee = ts.isIdentifier(call.expression) ? call.expression : ts.isPropertyAccessExpression(call.expression) ? call.expression.name : undefined;
  const from = callee && ts.isIdentifier(callee) ? importOf(ts, conv.scopes, callee) : undefined;
  return from?.name === 'createRetrieverTool' ? RETRIEVER_TOOLS.get(from.specifier) : undefined;
}

/** Whether the literal is the config of LangChain.js `tool(fn, config)`, imported from @langchain/core/tools (or langchain). */
function isLangchainToolFn(conv: ShapeReader, expr: TS.ObjectLiteralExpression): boolean {
  const ts = conv.ts;
  const call = expr.parent;
  if (!ts.isCallExpression(call) || !ts.isIdentifier(call.expression) || call.arguments.length !== 2 || call.arguments[1] !== expr) return false;
  const from = importOf(ts, conv.scopes, call.expression);
  return !!from && from.name === 'tool' && (from.specifier === '@langchain/core/tools' || from.specifier === 'langchain');
}

/** What tool() describes a tool with when its config has no description: the zod schema's own, else `${name} tool`. */
function fallbackDescription(conv: ShapeReader, name: TS.Expression, named: JsonNode | undefined, schema: TS.Expression | undefined): JsonNode | undefined {
  const ts = conv.ts;
  const written = schema && unwrap(ts, schema);
  const zod = written && conv.zodContext('zod', undefined, written, []);
  if (written && zod && isZodExpression(written, zod)) {
    const d = zodDescription(written, zod);
    if ('notAnalyzable' in d) return conv.runtimeValue(written, undefined, d.notAnalyzable.message.replace(/^Not analysed: |\. toollint reads zod schemas statically and never runs code\.$/g, ''));
    if (d.description) return Object.assign({ type: 'string', value: d.description.value, ...d.description.span } as JsonNode, { [GENERATED]: true });
  } else if (written) return conv.runtimeValue(written, undefined, 'the description tool() takes from a schema that is not a zod schema toollint reads');
  if (named?.type !== 'string') return conv.runtimeValue(name, undefined, 'the description tool() makes from a name that is not known here (`${name} tool`)');
  return Object.assign({ type: 'string', value: `${named.value as string} tool`, ...conv.span(name) } as JsonNode, { [GENERATED]: true });
}

function langchainTool(conv: ShapeReader, at: TS.Node, name: TS.Expression, description: TS.Expression | undefined, schema: TS.Expression | undefined, hidden?: TS.Node, fixed?: { schema: object; note: string }): JsonNode {
  const ts = conv.ts;
  const node = { type: 'object', ...conv.span(at), parent: undefined, children: [] as JsonNode[] } as unknown as JsonNode;
  const add = (key: string, where: TS.Node, value: JsonNode | undefined) => {
    if (value) node.children!.push(conv.property(where, key, value, node));
  };
  const named = conv.convert(name, undefined, 1);
  add('name', name, named);
  add('description', description ?? name, description ? conv.convert(description, undefined, 1) : fallbackDescription(conv, name, named, schema));
  const toolName = named?.type === 'string' ? (named.value as string) : undefined;
  const written = schema && unwrap(ts, schema);
  let schemaNode: JsonNode | undefined;
  if (!schema && hidden) schemaNode = conv.runtimeValue(hidden, undefined, 'the schema of a LangChain.js tool() config with a spread, a getter or a computed key that may set it, known only at run time (with none, tool() takes one string input)');
  else if (!schema) schemaNode = Object.assign(fixedValue(conv, name, fixed?.schema ?? LANGCHAIN_STRING_INPUT), { [GENERATED]: true });
  else if (written && ts.isObjectLiteralExpression(written) && !conv.zodContext('zod', toolName, written, [])) schemaNode = conv.convert(schema, undefined, 1);
  else schemaNode = conv.schema(schema, 'schema', 'zod', toolName);
  add('parameters', schema ?? name, schemaNode);
  const note = fixed ? `LangChain.js createRetrieverTool (${fixed.note}: the schema the library writes)` : LANGCHAIN_NOTE;
  if (schemaNode && (schemaNode as unknown as Record<symbol, boolean>)[GENERATED]) Object.assign(node, { [GENERATED]: true, [CONVERTER]: note });
  return node;
}
