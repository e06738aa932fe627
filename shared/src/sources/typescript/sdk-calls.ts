import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import { objectProperty, type Scopes } from './ts-walk';
import type { LiteralConverter } from './literals';
import { isFallback, type Ts, unwrap } from './parser';
import { derivedFromParameter, isKeyNamedCall, namedByImporter, nameSite, type NameSite } from './tool-names';
import { fileImports, MCP_SDK_IMPORT } from './file-imports';
import { claudeAgentTool } from './claude-agent-sdk';
import { livekitTool } from './livekit';
import { frameworkTool } from './mcp-frameworks';
import { genaiscriptTool } from './genaiscript';
import { returnedTool } from './tool-helpers';
import { helperTool } from './registration-helpers';
import { forwardsConfig, genericWrapper, holdsZod, isCallback, isZodCall, objectLiteralOf, registerSignature } from './registration-slots';
import { calleeModule, calleeName, isMethodCall } from './callees';
import { registeredConfig } from './registered-configs';
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
  const genai = name === 'defTool' || name === 'defAgent' ? genaiscriptTool(ts, call, conv) : undefined; // genaiscript (genaiscript.ts)
  if (genai) return genai;
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
  // LiveKit Agents' llm.tool({ name?, description, parameters?, execute }) (livekit.ts).
  const livekit = livekitTool(ts, call, conv, site);
  if (livekit) return livekit;
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
