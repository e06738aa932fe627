// A project's own helper that registers the tool it is given, read at each call with the call's arguments: a function
// of this file or another (Cloudflare DEX's `registerTool({ name, description, schema, callback })`, pinecone-mcp's
// imported `registerDatabaseTool(server, name, config, handler)`), or a method of a class the receiver is declared as
// (minecraft-mcp-server's `factory.registerTool(name, description, shape, executor)` on `factory: ToolFactory`, whose
// body calls `this.server.tool(name, description, schema, ...)`; see receiver-classes.ts).
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import type { LiteralConverter } from './literals';
import { type Ts, unwrap } from './parser';
import { objectProperty, preorder, type Scopes } from './ts-walk';
import { calleeName } from './callees';
import { type ProjectFunction, readProjectFunction } from './project-functions';
import type { ClassMethod } from './class-members';
import { readReceiverMethod } from './receiver-classes';
import { forwardsConfig, genericWrapper, holdsZod, isCallback, isZodCall, objectLiteralOf, registerSignature } from './registration-slots';
import { CONVERTER, GENERATED } from '../node-marks';

/** The name, description and schema a registration call takes, and the method when it is a project's own. */
interface RegistrationParts {
  name: TS.Expression;
  description: TS.Expression | undefined;
  schema: TS.Expression | undefined;
  method: string | undefined;
  /** The called method's name (`registerTool`, `accountTool`, `tool`). */
  via: string;
  /**
   * The config the helper passes on, whole (`registerTool(name, config, cb)`) or spread (`{ ...config, annotations }`):
   * its description and inputSchema, where the helper writes none, are the call's.
   */
  config?: TS.Expression;
  /** `server.tool(name, X, cb)`: X is the description or the shape, as the argument at the call is one or the other. */
  single?: TS.Expression;
}

/**
 * A registration as sdkTool reads one: registerTool(name, config, ...), a method with its signature, and the MCP SDK's
 * server.tool(name, [description], [shape], [annotations], cb) (2-5 arguments, the last a callback).
 */
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
    const spread = registered.properties.filter((p): p is TS.SpreadAssignment => ts.isSpreadAssignment(p)).pop();
    return { name: args[0], description, schema, method: sdkName ? undefined : name, via: name ?? 'registerTool', config: spread && passedOn(ts, spread.expression) };
  }
  // `server.registerTool(name, config, cb)`: the config a name (a parameter, read at the call).
  const whole = sdkName && args[1] ? passedOn(ts, args[1]) : undefined;
  if (whole) return { name: args[0], description: undefined, schema: undefined, method: undefined, via: name!, config: whole };
  if (name !== 'tool' || !ts.isPropertyAccessExpression(call.expression) || args.length < 2 || args.length > 5 || !isCallback(ts, args[args.length - 1]!, conv.scopes)) return undefined;
  const tool = { name: args[0], method: undefined, via: 'tool' };
  // (name, description, shape, cb) and (name, description, shape, annotations, cb); (name, X, cb); (name, cb).
  if (args.length >= 4) return { ...tool, description: args[1], schema: args[2] };
  return { ...tool, description: undefined, schema: undefined, single: args.length === 3 ? args[1] : undefined };
}

/** A config a helper passes on as it is given: a name or a member (`config`, `opts.config`). */
function passedOn(ts: Ts, expr: TS.Expression): TS.Expression | undefined {
  const e = unwrap(ts, expr);
  return ts.isIdentifier(e) || (ts.isPropertyAccessExpression(e) && ts.isIdentifier(unwrap(ts, e.expression))) ? e : undefined;
}

type HelperFn = ProjectFunction | ClassMethod;
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
 * A call of a project helper that registers the tool it is given (Cloudflare's `registerTool({ name, description,
 * schema, callback })`, whose body calls `context.accountTool(name, { description, inputSchema: z.object(schema) },
 * ...)`; `factory.registerTool(name, description, shape, fn)` on a receiver declared as a project class): the tool that
 * one registration makes with this call's arguments, read here. The name must come from the arguments; a schema the
 * helper builds from them otherwise (`{ ...config.inputSchema, ...EXTRA }`) is not analysed.
 */
export function helperTool(ts: Ts, call: TS.CallExpression, conv: LiteralConverter): JsonNode | undefined {
  const callee = call.expression;
  if (call.arguments.length === 0 || call.arguments.some((a) => ts.isSpreadElement(a))) return undefined;
  const readAt = (other: LiteralConverter, fn: HelperFn, foreign: boolean) => (fn.body ? helperCall(ts, fn, other, call, conv, foreign) : undefined);
  let read: HelperCall | undefined;
  let label: string;
  let where: string;
  if (ts.isIdentifier(callee)) {
    // This file's helper, or another file's (`import { registerDatabaseTool } from './common/register-tool.js'`), read
    // there, with every part it registers taken from this call's arguments.
    read = readProjectFunction(ts, conv, callee, readAt, call);
    label = callee.text;
    where = read?.foreign ? 'a helper of the project' : "this file's helper";
  } else if (ts.isPropertyAccessExpression(callee) && (call.arguments.length >= 2 || ts.isObjectLiteralExpression(unwrap(ts, call.arguments[0]!)))) {
    // A method called with a name and more, or with one config object (`this.logger.info(text)` is none of these).
    let owner = '';
    read = readReceiverMethod(ts, conv, callee, (other, fn, foreign, className) => ((owner = className), readAt(other, fn, foreign)), call);
    label = `${owner}.${callee.name.text}`;
    where = read?.foreign ? `a method of the project's class \`${owner}\`` : `a method of this file's class \`${owner}\``;
  } else return undefined;
  if (!read || !conv.isNameLike(read.name)) return undefined;
  // A call that passes on what its own function is given (`registerTool(name, { ...config, inputSchema }, cb)` inside
  // `accountTool(name, config, handler)`) is a wrapper in turn: its callers define the tools.
  if (genericWrapper(ts, conv.scopes, read.name, read.schema ?? undefined) || (read.config && forwardsConfig(ts, conv.scopes, read.name, read.config))) return undefined;
  const unmodelled = read.schema === null ? `Not analysed: the schema \`${label}\` registers is built in its body from its arguments and its own code (\`${read.built}\`). toollint reads literals only and never runs code.` : undefined;
  const node = conv.toolObject(call, 'mcp-sdk', { name: read.name, description: read.description, schema: read.schema === null ? call : read.schema, schemaKind: 'shape', unmodelled });
  const marks = node as unknown as Record<symbol, unknown>;
  if (marks[GENERATED]) marks[CONVERTER] = `${String(marks[CONVERTER])} Read through \`${label}\`, ${where}, which passes them to \`${read.via}\`${read.method ? " (assumed to take registerTool's (name, { description, inputSchema }, handler))" : ''}.`;
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
  /** The config the call gives, which the helper passes on. */
  config?: TS.ObjectLiteralExpression;
}

/**
 * The parts of `fn`'s one registration at `call` (read by `caller`), each as the caller's code; undefined when the
 * name is not an argument's, when a config passed on is not an object literal at the call, or (`foreign`: the helper
 * is in another file) when the description is the helper's own code.
 */
function helperCall(ts: Ts, fn: HelperFn, conv: LiteralConverter, call: TS.CallExpression, caller: LiteralConverter, foreign: boolean): HelperCall | undefined {
  const inner = helperRegistration(ts, fn, conv);
  if (!inner) return undefined;
  const fs = conv.scopes;
  const callScopes = caller.scopes;
  const at = (e: TS.Expression) => atCall(ts, fn, fs, call, callScopes, e);
  const name = at(inner.name);
  if (!name) return undefined;
  // The config the helper passes on, as the call writes it; null when it is not a literal there.
  const given = inner.config && at(inner.config);
  const config = inner.config ? (given && objectLiteralOf(ts, given, callScopes)) ?? null : undefined;
  if (config === null && (!inner.description || !inner.schema)) return undefined;
  if (inner.single) return singleArgument(ts, caller, conv, inner, name, at(inner.single), foreign);
  const description = inner.description ? at(inner.description) : config ? objectProperty(ts, config, 'description', callScopes) : undefined;
  if (description === null || (foreign && inner.description && description === undefined)) return undefined;
  // `inputSchema: z.object(schema)`: the raw shape the argument gives, which registerTool wraps in z.object() all the same.
  let schemaAt = inner.schema;
  const s = schemaAt && unwrap(ts, schemaAt);
  if (s && ts.isCallExpression(s) && s.arguments.length === 1 && ts.isPropertyAccessExpression(s.expression) && s.expression.name.text === 'object' && isZodCall(ts, s, conv.zodNamesOf())) schemaAt = s.arguments[0]!;
  const mapped = schemaAt && at(schemaAt);
  // The helper's own schema code, from another file, is not read here.
  const schema = !inner.schema ? (config ? objectProperty(ts, config, 'inputSchema', callScopes) : undefined) : mapped === undefined ? (foreign ? null : inner.schema) : mapped;
  // McpServer.tool() takes an object that is no raw shape (all literal values: `{ type: 'object', properties: {} }`)
  // for annotations: the tool then takes no arguments.
  if (inner.via === 'tool' && mapped && caller.isAnnotations(mapped)) return { name, description: description ?? undefined, schema: undefined, built: '', via: inner.via, method: inner.method, foreign };
  const built = schemaAt ? schemaAt.getText().replace(/\s+/g, ' ').slice(0, 80) : '';
  return { name, description: description ?? undefined, schema, built, via: inner.via, method: inner.method, foreign, config: config ?? undefined };
}

/**
 * `server.tool(name, X, cb)` in the helper: X, as the call gives it (`given`; undefined: the helper's own code), is the
 * description when it is text, the shape when it is an object of zod fields or a zod schema, nothing when it is
 * annotations; anything else is not known here.
 */
function singleArgument(ts: Ts, caller: LiteralConverter, conv: LiteralConverter, inner: RegistrationParts, name: TS.Expression, given: TS.Expression | null | undefined, foreign: boolean): HelperCall | undefined {
  if (given === null) return undefined;
  const c = given === undefined ? conv : caller;
  const e = given ?? inner.single!;
  const parts = { name, built: '', via: inner.via, method: inner.method, foreign };
  if (c.isStringLike(e)) return given === undefined && foreign ? undefined : { ...parts, description: e, schema: undefined };
  if (c.isAnnotations(e)) return { ...parts, description: undefined, schema: undefined };
  if (!objectLiteralOf(ts, e, c.scopes) && !holdsZod(c, e, 0)) return undefined;
  const built = e.getText().replace(/\s+/g, ' ').slice(0, 80);
  return { ...parts, built, description: undefined, schema: given === undefined && foreign ? null : e };
}
