import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import { objectProperty, preorder, type Scopes } from './ts-walk';
import type { LiteralConverter } from './literals';
import { isFallback, type Ts, unwrap } from './parser';
import { derivedFromParameter, isKeyNamedCall, namedByImporter, nameSite, parameterRead, type NameSite } from './tool-names';
import { fileImports, MCP_SDK_IMPORT } from './file-imports';
import { claudeAgentTool } from './claude-agent-sdk';
import { frameworkTool } from './mcp-frameworks';
import { returnedTool } from './tool-helpers';
import { type ProjectFunction, readProjectFunction } from './project-functions';
import { calleeModule, calleeName, isMethodCall } from './callees';
import { registeredConfig } from './registered-configs';
import { isZodExpression } from '../../converters/zod';
import { CONVERTER, GENERATED } from '../node-marks';
import { placedAtCall, toolsListedElsewhere } from './imported-loops';
import { ENTRY_KEY, importedEntries, keyTemplate, type LoopRecord, recordKey, recordMember, toolLoopOf, type ToolLoop } from './tool-loops';

/** The OpenAI Agents SDK's packages and their subpaths (`@openai/agents/realtime`, `@openai/agents-realtime`...). */
const AGENTS_SDK = /^@openai\/agents(?:-core|-openai|-realtime|-extensions)?(?:\/[\w.-]+)*$/;
/** LlamaIndex.TS, whose `tool({ name, description, parameters, execute })` (FunctionTool.from) is named by its `name`. */
const LLAMAINDEX = /^(?:llamaindex|@llamaindex\/[\w.-]+)(?:\/[\w.-]+)*$/;

/** True when the file imports one of the OpenAI Agents SDK's packages. */
function importsAgentsSdk(ts: Ts, source: TS.SourceFile): boolean {
  return source.statements.some((st) => ts.isImportDeclaration(st) && ts.isStringLiteral(st.moduleSpecifier) && AGENTS_SDK.test(st.moduleSpecifier.text));
}

/** The `name` of `new Agent({ name, ... })` held in the const an `x.asTool()` call is made on. */
function agentNameOf(ts: Ts, receiver: TS.Expression, scopes: Scopes): TS.Expression | undefined {
  const e = unwrap(ts, receiver);
  const init = ts.isIdentifier(e) ? scopes.constOf(e)?.initializer : e;
  const made = init && unwrap(ts, init);
  const config = made && ts.isNewExpression(made) && made.arguments?.[0] && ts.isObjectLiteralExpression(made.arguments[0]) ? made.arguments[0] : undefined;
  return config && objectProperty(ts, config, 'name');
}

/** Where tool() takes a tool's name when none is given: the execute function's own name (an arrow function's is its key). */
function executeName(ts: Ts, config: TS.ObjectLiteralExpression): TS.PropertyName | TS.BindingName | undefined {
  for (const p of config.properties) {
    if (!p.name || !(ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) || p.name.text !== 'execute') continue;
    if (ts.isMethodDeclaration(p) || ts.isShorthandPropertyAssignment(p)) return p.name;
    if (!ts.isPropertyAssignment(p)) return undefined;
    const f = unwrap(ts, p.initializer);
    if (ts.isFunctionExpression(f)) return f.name ?? p.name;
    if (ts.isArrowFunction(f)) return p.name;
    if (ts.isIdentifier(f)) return f;
  }
  return undefined;
}

/** An MCP `server.tool()` callback: a function written in place, `f.bind(...)`, or a name that is not a const non-function. */
function isCallback(ts: Ts, arg: TS.Expression, scopes: Scopes, depth = 0): boolean {
  const e = unwrap(ts, arg);
  if (ts.isArrowFunction(e) || ts.isFunctionExpression(e)) return true;
  if (ts.isCallExpression(e)) return ts.isPropertyAccessExpression(e.expression) && e.expression.name.text === 'bind';
  // A name that is not a const is known only at run time: taken as the callback.
  if (ts.isIdentifier(e)) return !scopes.constOf(e) || scopes.namesFunction(e);
  // `tool.execute` of an imported or same-file tool object (`server.tool(t.name, t.description, {}, t.execute)`): a
  // member that is not a same-file literal value (a method, an arrow function, or a member known only elsewhere).
  if (ts.isPropertyAccessExpression(e) && (ts.isIdentifier(e.expression) || e.expression.kind === ts.SyntaxKind.ThisKeyword)) {
    const holder = ts.isIdentifier(e.expression) ? objectLiteralOf(ts, e.expression, scopes) : undefined;
    const value = holder && objectProperty(ts, holder, e.name.text, scopes);
    return !value || (depth < 4 && isCallback(ts, value, scopes, depth + 1));
  }
  return false;
}

/**
 * A tool defined through an SDK call, as a tool object node with its shape attached:
 * Vercel AI SDK `tool({...})`, MCP `server.registerTool(name, config, handler)` and `server.tool(name, [description], [shape], [annotations], handler)`,
 * openai-node `zodFunction({ name, parameters })`, Anthropic SDK `betaZodTool({ name, description, inputSchema })` and
 * `betaTool({ name, description, inputSchema })` (a JSON Schema).
 */
export function sdkTool(ts: Ts, call: TS.CallExpression, conv: LiteralConverter): JsonNode | undefined {
  const name = calleeName(ts, call);
  const args = call.arguments;
  if (args.some((a) => ts.isSpreadElement(a))) return undefined;
  const fromOtherFiles = toolsListedElsewhere(ts, call, conv); // a loop over tools other files define (imported-loops.ts)
  if (fromOtherFiles) return fromOtherFiles;
  if (name === 'tool' && args.length === 1 && ts.isObjectLiteralExpression(args[0]!) && AGENTS_SDK.test(calleeModule(ts, call) ?? '')) {
    // OpenAI Agents SDK tool({ name, description, parameters, strict, execute }), modelled in LiteralConverter.agentsTool.
    const config = args[0];
    const named = objectProperty(ts, config, 'name');
    return conv.toolObject(call, 'openai-agents', {
      name: named,
      nameKey: named ? undefined : executeName(ts, config),
      description: objectProperty(ts, config, 'description'),
      schema: objectProperty(ts, config, 'parameters'),
      schemaKind: 'schema',
      strict: objectProperty(ts, config, 'strict'),
    });
  }
  if (name === 'asTool' && ts.isPropertyAccessExpression(call.expression) && args.length <= 1 && (!args[0] || ts.isObjectLiteralExpression(args[0])) && importsAgentsSdk(ts, call.getSourceFile())) {
    // Agents SDK agent.asTool({ toolName, toolDescription, parameters }): tool() named toolName, or the agent's name.
    const config = args[0] as TS.ObjectLiteralExpression | undefined;
    const agentName = agentNameOf(ts, call.expression.expression, conv.scopes);
    const named = (config && objectProperty(ts, config, 'toolName')) ?? agentName;
    return conv.toolObject(call, 'openai-agents', { name: named, description: config && objectProperty(ts, config, 'toolDescription'), schema: config && objectProperty(ts, config, 'parameters'), schemaKind: 'schema', asTool: true });
  }
  const helped = helperTool(ts, call, conv) ?? returnedTool(ts, call, conv);
  if (helped) return helped;
  const claude = claudeAgentTool(ts, call, conv);
  if (claude) return claude;
  const keyNamed = keyNamedTool(ts, call, conv);
  if (keyNamed !== null) return keyNamed;
  const app = appTool(ts, call, conv) ?? frameworkTool(ts, call, conv);
  if (app) return app;
  // registerToolTask (server.experimental.tasks, MCP SDK 1.2x) takes the same (name, config, handler) as registerTool.
  const sdkName = name === 'registerTool' || name === 'registerToolTask';
  const registered = (sdkName || (name !== 'tool' && registerSignature(ts, call, conv.scopes))) && args[1] ? objectLiteralOf(ts, args[1], conv.scopes) : undefined;
  const loop = registered && args[0] ? toolLoopOf(ts, call, conv.scopes) : undefined;
  if (registered && args[0] && (conv.isNameLike(args[0]) || loop)) {
    // The config written in place or held in a same-file const (`server.registerTool(NAME, weatherConfig, handler)`).
    const schema = objectProperty(ts, registered, 'inputSchema');
    const description = objectProperty(ts, registered, 'description');
    // A project's own method with registerTool's signature (Cloudflare's `context.accountTool(name, { description,
    // inputSchema: z.object(...) }, handler)`, which forwards to registerTool): a tool only with a description and
    // zod in the inputSchema slot, converted as registerTool converts it (the hover says it was assumed).
    if (!sdkName && (!description || !schema || !holdsZod(conv, schema, 0))) return undefined;
    const looped = loop && loopedTools(call, conv, loop, { name: args[0], description, schema, note: sdkName ? undefined : name });
    if (looped) return looped;
    if (genericWrapper(ts, conv.scopes, args[0], schema) || forwardsConfig(ts, conv.scopes, args[0], registered)) return undefined;
    const node = registeredConfig(ts, conv, conv.toolObject(call, 'mcp-sdk', { name: args[0], description, schema, schemaKind: 'shape', wrappable: ts.isObjectLiteralExpression(unwrap(ts, args[1]!)) }), args[0], schema);
    return sdkName ? node : assumedSignature(node, name);
  }
  if (name === 'tool' && isMethodCall(ts, conv.scopes, call) && args.length === 4 && isCallback(ts, args[3]!, conv.scopes)) {
    // server.tool(name, description, shape, cb) in a loop over records (see tool-loops.ts).
    const toolLoop = toolLoopOf(ts, call, conv.scopes);
    const looped = toolLoop && loopedTools(call, conv, toolLoop, { name: args[0]!, description: args[1], schema: args[2], note: undefined });
    if (looped) return looped;
  }
  if (name === 'tool' && isMethodCall(ts, conv.scopes, call) && args.length >= 2 && conv.isNameLike(args[0]!) && isCallback(ts, args[args.length - 1]!, conv.scopes)) {
    // The MCP SDK's own reading of tool(name, ...rest, cb) (McpServer.tool in @modelcontextprotocol/sdk
    // src/server/mcp.ts): a string first is the description; then, when more than the callback is left, an object
    // isZodRawShape accepts (empty, or with a zod schema among its values) is the params shape, and any other object
    // is annotations (`{ readOnlyHint: true }`), which carry no schema: the tool then takes no arguments.
    const rest = args.slice(1, -1);
    const description = rest[0] && (conv.isStringLike(rest[0]) || runtimeDescription(ts, conv, rest)) ? rest.shift() : undefined;
    const shape = rest[0] && !conv.isAnnotations(rest[0]) ? rest[0] : undefined;
    if (genericWrapper(ts, conv.scopes, args[0]!, shape ?? rest[0])) return undefined;
    return registeredConfig(ts, conv, conv.toolObject(call, 'mcp-sdk', { name: args[0], description, schema: shape, schemaKind: 'shape' }), args[0], shape);
  }
  const wrapped = mcpStyleWrapper(ts, call, conv);
  if (wrapped) return wrapped;
  if (name === 'betaZodTool' && args.length === 1 && ts.isObjectLiteralExpression(args[0]!)) {
    // Anthropic SDK betaZodTool({ name, description, inputSchema, run, ...extra }): `input_schema` is zod 4's
    // toJSONSchema with reused "ref"; extra fields such as `strict` are sent as given.
    const config = args[0];
    return conv.toolObject(call, 'anthropic', { name: objectProperty(ts, config, 'name'), description: objectProperty(ts, config, 'description'), schema: objectProperty(ts, config, 'inputSchema'), schemaKind: 'zod', strict: objectProperty(ts, config, 'strict') });
  }
  if (name === 'betaTool' && args.length === 1 && ts.isObjectLiteralExpression(args[0]!)) {
    // Anthropic SDK betaTool({ name, description, inputSchema, run, ...extra }) (helpers/beta/json-schema): sends
    // `input_schema` as the JSON Schema given, and extra fields such as `strict` as given.
    const config = args[0];
    const schema = objectProperty(ts, config, 'inputSchema');
    if (!schema) return undefined;
    return conv.toolObject(call, 'anthropic', { name: objectProperty(ts, config, 'name'), description: objectProperty(ts, config, 'description'), schema, schemaKind: 'schema', strict: objectProperty(ts, config, 'strict') });
  }
  // zodResponsesFunction({ name, parameters }) sends the same parameters and `strict: true`, flat (the Responses shape).
  if ((name === 'zodFunction' || name === 'zodResponsesFunction') && args.length >= 1 && ts.isObjectLiteralExpression(args[0]!)) {
    const config = args[0];
    return conv.toolObject(call, 'openai-zod', { name: objectProperty(ts, config, 'name'), description: objectProperty(ts, config, 'description'), schema: objectProperty(ts, config, 'parameters'), schemaKind: 'schema' });
  }
  return undefined;
}

/**
 * In `server.tool(name, X, Y, cb)`: X is a description computed at run time (`t("time.desc")`, `DESCRIPTIONS[k]`, a
 * template) when it cannot be the shape: a template or a fallback; a call that is not zod's or a lookup, before
 * something that is not annotations; anything not an object before a literal shape (the SDK would take that for
 * annotations).
 */
function runtimeDescription(ts: Ts, conv: LiteralConverter, rest: TS.Expression[]): boolean {
  if (rest.length < 2) return false;
  const e = unwrap(ts, rest[0]!);
  if (ts.isObjectLiteralExpression(e) || conv.convert(e, undefined, 1)?.type === 'object') return false;
  let callee: TS.Expression = ts.isCallExpression(e) ? e.expression : e;
  while (ts.isPropertyAccessExpression(callee) || ts.isCallExpression(callee)) callee = ts.isCallExpression(callee) ? callee.expression : callee.expression;
  const zod = ts.isIdentifier(callee) && conv.zodNamesOf().has(callee.text);
  const next = unwrap(ts, rest[1]!);
  const text = ts.isTemplateExpression(e) || ts.isTaggedTemplateExpression(e) || isFallback(ts, e);
  // A call or a lookup before annotations may be a shape factory's result: that stays the shape.
  const shapeNext = !conv.isAnnotations(next);
  return text || (shapeNext && ((ts.isCallExpression(e) && !zod) || ts.isElementAccessExpression(e))) || (!zod && shapeNext && ts.isObjectLiteralExpression(next));
}

/**
 * The AI SDK's tool() and dynamicTool(), and a project's own wrapper of them (`injectableTool({ description,
 * parameters, execute })`): named by the key that holds them (see tool-names.ts), converted as the AI SDK converts zod.
 * `site` is where the name comes from when the caller knows (a file importing the tool); null when the call is none of these.
 */
export function keyNamedTool(ts: Ts, call: TS.CallExpression, conv: LiteralConverter, site?: NameSite): JsonNode | undefined | null {
  const name = calleeName(ts, call);
  const args = call.arguments;
  if (!isKeyNamedCall(ts, call) || !ts.isObjectLiteralExpression(args[0]!)) return null;
  if (name === 'tool' && (AGENTS_SDK.test(calleeModule(ts, call) ?? '') || LLAMAINDEX.test(calleeModule(ts, call) ?? ''))) return null;
  const config = args[0];
  const sc = conv.scopes;
  if (name !== 'tool' && ['name', 'id', 'toolName'].some((k) => objectProperty(ts, config, k))) return null;
  const schema = objectProperty(ts, config, 'inputSchema', sc) ?? objectProperty(ts, config, 'parameters', sc);
  if (!schema || (name !== 'tool' && !objectProperty(ts, config, 'description', sc))) return undefined;
  // A generic wrapper (`function StripeTool(api, method, description, schema) { return tool({ description,
  // inputSchema: schema }) }`) defines no tool: its callers do.
  const description = objectProperty(ts, config, 'description', sc);
  if (description && derivedFromParameter(ts, sc, description) && derivedFromParameter(ts, sc, schema)) return undefined;
  const at = site ?? nameSite(ts, call, sc) ?? { unnamed: call.expression, why: 'the AI SDK names a tool by the key of the `tools` record that lists it, and this call is not written under a key' };
  const naming = 'key' in at ? { nameKey: at.key } : 'exported' in at ? { nameKey: at.exported, nameNote: namedByImporter(at) } : { unnamed: at };
  return conv.toolObject(call, 'ai-sdk', { ...naming, description: objectProperty(ts, config, 'description', sc), schema, schemaKind: 'schema' });
}

/**
 * MCP Apps' registerAppTool(server, name, config, cb) (@modelcontextprotocol/ext-apps/server): registerTool(name,
 * { ...config, _meta }, cb) with the UI metadata normalised, so read as that registerTool call reads.
 */
function appTool(ts: Ts, call: TS.CallExpression, conv: LiteralConverter): JsonNode | undefined {
  const args = call.arguments;
  if (calleeName(ts, call) !== 'registerAppTool' || args.length < 4 || !/^@modelcontextprotocol\/ext-apps(?:\/|$)/.test(calleeModule(ts, call) ?? '')) return undefined;
  const config = objectLiteralOf(ts, args[2]!, conv.scopes);
  if (!config || !conv.isNameLike(args[1]!)) return undefined;
  const schema = objectProperty(ts, config, 'inputSchema');
  if (genericWrapper(ts, conv.scopes, args[1]!, schema) || forwardsConfig(ts, conv.scopes, args[1]!, config)) return undefined;
  const node = conv.toolObject(call, 'mcp-sdk', { name: args[1], description: objectProperty(ts, config, 'description'), schema, schemaKind: 'shape', wrappable: ts.isObjectLiteralExpression(unwrap(ts, args[2]!)) });
  const marks = node as unknown as Record<symbol, unknown>;
  if (marks[GENERATED]) marks[CONVERTER] = `${String(marks[CONVERTER])} Registered through MCP Apps' registerAppTool, which passes the config on to registerTool.`;
  return node;
}

/**
 * A function that registers whatever tool it is given (`mcpServer.tool(toolName, toolDescription, paramsSchema,
 * callback)` inside `registerPaidTool(mcpServer, toolName, ...)`) defines none: its callers do. The name is the
 * enclosing function's parameter itself (no literal fallback), and so is the schema, when there is one.
 */
function genericWrapper(ts: Ts, scopes: Scopes, name: TS.Expression, schema: TS.Expression | undefined): boolean {
  const n = unwrap(ts, name);
  return ts.isIdentifier(n) && !!parameterRead(ts, scopes, n) && (!schema || builtFromParameter(ts, scopes, schema, 0));
}

/**
 * A schema a wrapper builds from what it is given: derived from a parameter (see derivedFromParameter), `z.object(param)`,
 * or an object literal (in place or in a const) with a spread or member so derived (`{ ...config.inputSchema,
 * ...LLM_CALLER_SCHEMA }`).
 */
function builtFromParameter(ts: Ts, scopes: Scopes, schema: TS.Expression, depth: number): boolean {
  if (derivedFromParameter(ts, scopes, schema)) return true;
  let e = unwrap(ts, schema);
  if (ts.isCallExpression(e) && e.arguments.length === 1 && ts.isPropertyAccessExpression(e.expression) && e.expression.name.text === 'object') return derivedFromParameter(ts, scopes, e.arguments[0]!);
  if (ts.isIdentifier(e)) e = unwrap(ts, scopes.constOf(e)?.initializer ?? e);
  if (!ts.isObjectLiteralExpression(e) || depth > 4) return false;
  return e.properties.some((p) => (ts.isSpreadAssignment(p) ? builtFromParameter(ts, scopes, p.expression, depth + 1) : ts.isPropertyAssignment(p) && derivedFromParameter(ts, scopes, p.initializer)));
}

/**
 * A wrapper that forwards the config it is given (`registerTool(name, { ...config, inputSchema }, callback)` inside
 * Cloudflare's `accountTool(name, config, handler)`): the name a parameter, the config a spread of one. Its callers
 * define the tools.
 */
function forwardsConfig(ts: Ts, scopes: Scopes, name: TS.Expression, config: TS.ObjectLiteralExpression): boolean {
  const n = unwrap(ts, name);
  if (!ts.isIdentifier(n) || !parameterRead(ts, scopes, n)) return false;
  return config.properties.some((p) => ts.isSpreadAssignment(p) && !!parameterRead(ts, scopes, unwrap(ts, p.expression)));
}

/**
 * A project's own method in the MCP `server.tool()` style, in a file that imports the MCP SDK (Stripe's
 * `this.paidTool(name, description, shape, callback, options)`, which passes the first four to McpServer.tool()):
 * a camelCase `...Tool` method called with a string name, a string description, a raw shape of zod schemas (or `{}`)
 * and a callback after them. The shape is converted as the MCP SDK converts it (the hover says so).
 */
function mcpStyleWrapper(ts: Ts, call: TS.CallExpression, conv: LiteralConverter): JsonNode | undefined {
  const c = call.expression;
  const args = call.arguments;
  if (!ts.isPropertyAccessExpression(c) || !/^[a-z][A-Za-z0-9]*Tool$/.test(c.name.text) || args.length < 4) return undefined;
  if (!fileImports(conv.source, MCP_SDK_IMPORT)) return undefined;
  const [name, description, shape] = args as unknown as [TS.Expression, TS.Expression, TS.Expression];
  const literal = (e: TS.Expression) => ts.isStringLiteral(unwrap(ts, e)) || ts.isNoSubstitutionTemplateLiteral(unwrap(ts, e));
  if (!literal(name) || !conv.isStringLike(description) || !args.slice(3).some((a) => isCallback(ts, a, conv.scopes))) return undefined;
  const s = unwrap(ts, shape);
  if (!ts.isObjectLiteralExpression(s)) return undefined;
  const zodNames = conv.zodNamesOf();
  const zodValued = s.properties.length > 0 && s.properties.every((p) => ts.isPropertyAssignment(p) && zodNames.size > 0 && isZodCall(ts, unwrap(ts, p.initializer), zodNames));
  if (s.properties.length > 0 && !zodValued) return undefined;
  return conv.toolObject(call, 'mcp-sdk', { name, description, schema: shape, schemaKind: 'shape' });
}

/** A call chain rooted at the zod namespace (`z.number().min(1)`). */
export function isZodCall(ts: Ts, e: TS.Expression, zodNames: Set<string>): boolean {
  for (let i = 0; i < 64; i++) {
    if (ts.isCallExpression(e) || ts.isPropertyAccessExpression(e)) e = unwrap(ts, e.expression);
    else return ts.isIdentifier(e) && zodNames.has(e.text);
  }
  return false;
}

/** The hover's note on a tool read from a project's own method with registerTool's signature. */
function assumedSignature(node: JsonNode, method: string | undefined): JsonNode {
  const marks = node as unknown as Record<symbol, unknown>;
  if (marks[GENERATED]) marks[CONVERTER] = `${String(marks[CONVERTER])} Assumed: \`${method}\` takes registerTool's (name, { description, inputSchema }, handler) and passes them on to it.`;
  return node;
}

/**
 * A registration in a loop over a list of records (see tool-loops.ts): one tool per record, as a list, each read from
 * its record's name, description and schema; undefined when the call reads the loop variable in another way.
 */
function loopedTools(call: TS.CallExpression, conv: LiteralConverter, loop: ToolLoop, parts: { name: TS.Expression; description: TS.Expression | undefined; schema: TS.Expression | undefined; note: string | undefined }): JsonNode | undefined {
  const ts = conv.ts;
  const sc = conv.scopes;
  let nameKey = recordKey(ts, loop, sc, parts.name);
  // `const toolName = \`pulumi-cli-${commandName}\``: the entry key in a template, one name per entry.
  const template = nameKey === null || nameKey === undefined ? keyTemplate(ts, loop, sc, parts.name) : undefined;
  if (template) nameKey = ENTRY_KEY;
  const descriptionKey = parts.description && recordKey(ts, loop, sc, parts.description);
  let schemaKey = parts.schema && recordKey(ts, loop, sc, parts.schema);
  if (schemaKey === null) {
    // `inputSchema: z.object(params)`: the record's raw shape, which registerTool wraps in z.object() all the same.
    const s = unwrap(ts, parts.schema!);
    const zod = conv.zodNamesOf();
    const wrapped = ts.isCallExpression(s) && s.arguments.length === 1 && ts.isPropertyAccessExpression(s.expression) && s.expression.name.text === 'object' && ts.isIdentifier(s.expression.expression) && zod.has(s.expression.expression.text);
    schemaKey = wrapped ? recordKey(ts, loop, sc, s.arguments[0]!) : null;
  }
  if (nameKey === undefined || nameKey === null || descriptionKey === null || descriptionKey === ENTRY_KEY || schemaKey === null || schemaKey === undefined || schemaKey === ENTRY_KEY) return undefined;
  // A description written at the call (not a record's) is read here: with records of another file, only theirs.
  if (loop.imported && descriptionKey === undefined && parts.description) return undefined;
  const keys: LoopKeys = { nameKey: nameKey as LoopKeys['nameKey'], descriptionKey, schemaKey, template };
  const list = { type: 'array', ...conv.span(call), parent: undefined, children: [] as JsonNode[] } as unknown as JsonNode;
  const nodes = loop.imported
    ? importedLoopTools(conv, loop.imported, keys)?.map((n, i) => placedAtCall(conv, n, call, { name: parts.name, description: parts.description, inputSchema: parts.schema }, undefined, false, i))
    : recordTools(conv, loop.records, keys, parts.description);
  for (const node of nodes ?? []) {
    (node as { parent?: JsonNode }).parent = list;
    list.children!.push(parts.note ? assumedSignature(node, parts.note) : node);
  }
  return list.children!.length ? list : undefined;
}

type LoopKeys = { nameKey: string | typeof ENTRY_KEY; descriptionKey: string | undefined; schemaKey: string; template: (string | typeof ENTRY_KEY)[] | undefined };

/** One tool per record, read by `conv` (the records' file), each named by its member, its key or the key's template. */
function recordTools(conv: LiteralConverter, records: LoopRecord[], keys: LoopKeys, description: TS.Expression | undefined): JsonNode[] {
  const ts = conv.ts;
  const sc = conv.scopes;
  const out: JsonNode[] = [];
  for (const { record, key } of records) {
    const name = keys.nameKey === ENTRY_KEY ? undefined : recordMember(ts, record, keys.nameKey, sc);
    const schema = recordMember(ts, record, keys.schemaKey, sc);
    if ((!name && !(keys.nameKey === ENTRY_KEY && key)) || !schema) continue;
    const keyText = key && (ts.isIdentifier(key) || ts.isStringLiteral(key) || ts.isNoSubstitutionTemplateLiteral(key)) ? key.text : undefined;
    if (keys.template && keyText === undefined) continue;
    const naming = name ? { name } : { nameKey: key! };
    const node = conv.toolObject(record as unknown as TS.CallExpression, 'mcp-sdk', { ...naming, description: keys.descriptionKey === undefined ? description : recordMember(ts, record, keys.descriptionKey, sc), schema, schemaKind: 'shape' });
    const named = keys.template && node.children?.find((p) => p.children?.[0]?.value === 'name')?.children?.[1];
    if (named) (named as { value: string }).value = keys.template!.map((p) => (p === ENTRY_KEY ? keyText : p)).join('');
    out.push(node);
  }
  return out;
}

/** The tools of a loop over another file's record (or a function's returned record), read in that file. */
function importedLoopTools(conv: LiteralConverter, from: NonNullable<ToolLoop['imported']>, keys: LoopKeys): JsonNode[] | undefined {
  return conv.imported(from.id, (other, init) => {
    const records = importedEntries(other.ts, init, from.called, other.scopes);
    return records && recordTools(other, records, keys, undefined);
  });
}

/**
 * A method call with registerTool's signature: `x.method(name, config, handler)` (or `(name, config, options,
 * handler)`), the config an object literal here or in a same-file const, a callback after it.
 */
function registerSignature(ts: Ts, call: TS.CallExpression, scopes: Scopes): boolean {
  const args = call.arguments;
  if (!ts.isPropertyAccessExpression(call.expression) || args.length < 3 || args.length > 4) return false;
  return !!objectLiteralOf(ts, args[1]!, scopes) && isCallback(ts, args[args.length - 1]!, scopes);
}

/**
 * Zod in a schema slot: a zod schema (also through consts and imports, as the zod reader resolves them), `X.shape`, or
 * a raw shape (an object literal whose members are zod fields or spreads, at least one a zod field).
 */
function holdsZod(conv: LiteralConverter, expr: TS.Expression, depth: number): boolean {
  const ts = conv.ts;
  const e = unwrap(ts, expr);
  const zod = conv.zodContext('mcp', undefined, e, []);
  if (!zod) return false;
  if (isZodExpression(e, zod)) return true;
  if (ts.isPropertyAccessExpression(e) && e.name.text === 'shape') return isZodExpression(unwrap(ts, e.expression), zod);
  if (ts.isIdentifier(e) && depth < 8) {
    const held = conv.scopes.constOf(e);
    return !!held && holdsZod(conv, held.initializer, depth + 1);
  }
  if (!ts.isObjectLiteralExpression(e)) return false;
  let field = false;
  for (const p of e.properties) {
    if (ts.isPropertyAssignment(p) && isZodExpression(unwrap(ts, p.initializer), zod)) field = true;
    else if (!ts.isSpreadAssignment(p)) return false;
  }
  return field;
}

/** An object literal written in place, or held in a const of this file (through parentheses, `as`, `satisfies`). */
function objectLiteralOf(ts: Ts, expr: TS.Expression, scopes: Scopes): TS.ObjectLiteralExpression | undefined {
  const e = unwrap(ts, expr);
  if (ts.isObjectLiteralExpression(e)) return e;
  const init = ts.isIdentifier(e) ? scopes.constOf(e)?.initializer : undefined;
  const held = init && unwrap(ts, init);
  return held && ts.isObjectLiteralExpression(held) ? held : undefined;
}

// --- registration helpers ----------------------------------------------------------------------------------------

/** The name, description and schema a registration call takes, and the method when it is a project's own. */
interface RegistrationParts {
  name: TS.Expression;
  description: TS.Expression | undefined;
  schema: TS.Expression | undefined;
  method: string | undefined;
  /** The called method's name (`registerTool`, `accountTool`, `tool`). */
  via: string;
}

/** A registration as sdkTool reads one: registerTool(name, config, ...), a method with its signature, server.tool(name, description, shape, cb). */
function registrationParts(ts: Ts, call: TS.CallExpression, conv: LiteralConverter): RegistrationParts | undefined {
  const name = calleeName(ts, call);
  const args = call.arguments;
  if (args.some((a) => ts.isSpreadElement(a)) || !args[0]) return undefined;
  const sdkName = name === 'registerTool' || name === 'registerToolTask';
  const registered = (sdkName || (name !== 'tool' && registerSignature(ts, call, conv.scopes))) && args[1] ? objectLiteralOf(ts, args[1], conv.scopes) : undefined;
  if (registered) {
    const schema = objectProperty(ts, registered, 'inputSchema');
    const description = objectProperty(ts, registered, 'description');
    if (!sdkName && (!description || !schema || !holdsZod(conv, schema, 0))) return undefined;
    return { name: args[0], description, schema, method: sdkName ? undefined : name, via: name ?? 'registerTool' };
  }
  if (name === 'tool' && ts.isPropertyAccessExpression(call.expression) && args.length === 4 && isCallback(ts, args[3]!, conv.scopes)) return { name: args[0], description: args[1], schema: args[2], method: undefined, via: 'tool' };
  return undefined;
}

type HelperFn = ProjectFunction;
/** Most statements of a helper's body walked for its one registration. */
const MAX_HELPER_NODES = 20_000;
/** Each helper's one registration (null: none, or more than one), kept for its next call. */
const HELPER_REGISTRATIONS = new WeakMap<HelperFn, RegistrationParts | null>();

/** The one registration call in a function's body (null when there is none, or more than one). */
function helperRegistration(ts: Ts, fn: HelperFn, conv: LiteralConverter): RegistrationParts | null {
  const known = HELPER_REGISTRATIONS.get(fn);
  if (known !== undefined) return known;
  let found: RegistrationParts | null = null;
  let count = 0;
  let nodes = 0;
  preorder(ts, fn.body!, (n) => {
    if (++nodes > MAX_HELPER_NODES || count > 1 || !ts.isCallExpression(n)) return;
    const parts = registrationParts(ts, n, conv);
    if (parts) (found = parts), count++;
  });
  const result = count === 1 && nodes <= MAX_HELPER_NODES ? found : null;
  HELPER_REGISTRATIONS.set(fn, result);
  return result;
}

/**
 * What an expression of a helper's body is at one call of it: the argument a parameter is given (`name`), a member
 * of the object literal given for a destructured or dotted parameter (`{ name }`, `opts.name`); `undefined` when it
 * reads no parameter (the helper's own code); null when it reads one in any other way.
 */
function atCall(ts: Ts, fn: HelperFn, fnScopes: Scopes, call: TS.CallExpression, callScopes: Scopes, expr: TS.Expression, depth = 0): TS.Expression | undefined | null {
  const e = unwrap(ts, expr);
  const param = (d: TS.Node | undefined) => (d && ts.isParameter(d) && d.parent === fn ? fn.parameters.indexOf(d) : -1);
  const member = (i: number, key: string) => {
    const arg = call.arguments[i];
    const obj = arg && objectLiteralOf(ts, arg, callScopes);
    return (obj && objectProperty(ts, obj, key, callScopes)) ?? null;
  };
  if (ts.isIdentifier(e)) {
    const decl = fnScopes.declarationOf(e);
    const i = param(decl);
    if (i >= 0) return ts.isIdentifier((decl as TS.ParameterDeclaration).name) ? (call.arguments[i] ?? null) : null;
    if (decl && ts.isBindingElement(decl) && !decl.dotDotDotToken && ts.isObjectBindingPattern(decl.parent) && param(decl.parent.parent) >= 0) {
      const key = decl.propertyName ? (ts.isIdentifier(decl.propertyName) || ts.isStringLiteral(decl.propertyName) ? decl.propertyName.text : undefined) : ts.isIdentifier(decl.name) ? decl.name.text : undefined;
      return key === undefined ? null : member(param(decl.parent.parent), key);
    }
    // A const of the helper's body that holds such an expression (`const fullDescription = description;`).
    const held = depth < 8 && decl && decl.pos >= fn.pos && decl.end <= fn.end ? fnScopes.constOf(e) : undefined;
    if (held) return atCall(ts, fn, fnScopes, call, callScopes, held.initializer, depth + 1);
  }
  if (ts.isPropertyAccessExpression(e) && ts.isIdentifier(e.expression)) {
    const decl = fnScopes.declarationOf(e.expression);
    const i = param(decl);
    if (i >= 0 && ts.isIdentifier((decl as TS.ParameterDeclaration).name)) return member(i, e.name.text);
  }
  return readsParameter(ts, fn, fnScopes, e, depth) ? null : undefined;
}

/** True when an expression reads a parameter of `fn`, also through consts declared in its body. */
function readsParameter(ts: Ts, fn: HelperFn, scopes: Scopes, expr: TS.Node, depth: number): boolean {
  let found = false;
  preorder(ts, expr, (n) => {
    if (found || !ts.isIdentifier(n)) return;
    const decl = scopes.declarationOf(n);
    for (let d: TS.Node | undefined = decl; d && d !== fn; d = d.parent) if (ts.isParameter(d) && d.parent === fn) found = true;
    const held = !found && depth < 8 && decl && decl.pos >= fn.pos && decl.end <= fn.end ? scopes.constOf(n) : undefined;
    if (held) found = readsParameter(ts, fn, scopes, held.initializer, depth + 1);
  });
  return found;
}

/**
 * A call of a same-file helper that registers the tool it is given (Cloudflare's `registerTool({ name, description,
 * schema, callback })`, whose body calls `context.accountTool(name, { description, inputSchema: z.object(schema) },
 * ...)`): the tool that one registration makes with this call's arguments, read here. The name must come from the
 * arguments; a schema the helper builds from them otherwise (`{ ...config.inputSchema, ...EXTRA }`) is not analysed.
 */
function helperTool(ts: Ts, call: TS.CallExpression, conv: LiteralConverter): JsonNode | undefined {
  const callee = call.expression;
  if (!ts.isIdentifier(callee) || call.arguments.length === 0 || call.arguments.some((a) => ts.isSpreadElement(a))) return undefined;
  // This file's helper, or another file's (`import { registerDatabaseTool } from './common/register-tool.js'`), read
  // there, with every part it registers taken from this call's arguments.
  const read = readProjectFunction(ts, conv, callee, (other, fn, foreign) => (fn.body ? helperCall(ts, fn, other, call, conv.scopes, foreign) : undefined), call);
  if (!read || !conv.isNameLike(read.name)) return undefined;
  const unmodelled = read.schema === null ? `Not analysed: the schema \`${callee.text}\` registers is built in its body from its arguments and its own code (\`${read.built}\`). toollint reads literals only and never runs code.` : undefined;
  const node = conv.toolObject(call, 'mcp-sdk', { name: read.name, description: read.description, schema: read.schema === null ? call : read.schema, schemaKind: 'shape', unmodelled });
  const marks = node as unknown as Record<symbol, unknown>;
  const where = read.foreign ? 'a helper of the project' : "this file's helper";
  if (marks[GENERATED]) marks[CONVERTER] = `${String(marks[CONVERTER])} Read through \`${callee.text}\`, ${where}, which passes them to \`${read.via}\`${read.method ? " (assumed to take registerTool's (name, { description, inputSchema }, handler))" : ''}.`;
  return node;
}

/** One call of a helper, its registration's parts as this call's code (schema null: built otherwise in the helper). */
interface HelperCall {
  name: TS.Expression;
  description: TS.Expression | undefined;
  /** undefined: the registration takes no schema; null: one built otherwise in the helper. */
  schema: TS.Expression | null | undefined;
  built: string;
  via: string;
  method: string | undefined;
  /** The helper is another file's. */
  foreign: boolean;
}

/**
 * The parts of `fn`'s one registration at `call`, each as the caller's code; undefined when the name is not an
 * argument's, or (`foreign`: the helper is in another file) when the description is the helper's own code.
 */
function helperCall(ts: Ts, fn: HelperFn, conv: LiteralConverter, call: TS.CallExpression, callScopes: Scopes, foreign: boolean): HelperCall | undefined {
  const inner = helperRegistration(ts, fn, conv);
  if (!inner) return undefined;
  const fs = conv.scopes;
  const name = atCall(ts, fn, fs, call, callScopes, inner.name);
  if (!name) return undefined;
  const description = inner.description && atCall(ts, fn, fs, call, callScopes, inner.description);
  if (description === null || (foreign && inner.description && description === undefined)) return undefined;
  // `inputSchema: z.object(schema)`: the raw shape the argument gives, which registerTool wraps in z.object() all the same.
  let schemaAt = inner.schema;
  const s = schemaAt && unwrap(ts, schemaAt);
  if (s && ts.isCallExpression(s) && s.arguments.length === 1 && ts.isPropertyAccessExpression(s.expression) && s.expression.name.text === 'object' && isZodCall(ts, s, conv.zodNamesOf())) schemaAt = s.arguments[0]!;
  const mapped = schemaAt && atCall(ts, fn, fs, call, callScopes, schemaAt);
  // The helper's own schema code, from another file, is not read here.
  const schema = !inner.schema ? undefined : mapped === undefined ? (foreign ? null : inner.schema) : mapped;
  const built = schemaAt ? schemaAt.getText().replace(/\s+/g, ' ').slice(0, 80) : '';
  return { name, description: description ?? undefined, schema, built, via: inner.via, method: inner.method, foreign };
}
