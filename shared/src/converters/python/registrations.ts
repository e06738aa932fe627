// Tools registered by a call rather than a decorator, as real servers and agents write them: `mcp.tool()(fn)`,
// `mcp.tool(name="x")(self.method)`, `mcp.add_tool(fn)`, `server.add_tool(Service().method)`, a function nested in
// the function that registers it, the MCP SDK's and FastMCP's `Tool.from_function(fn, name=, description=)` (its
// `add_tool(t.fn, t.name, ...)` re-registration is the same tool, counted once), the Agents SDK's
// `function_tool(fn, name_override=)` as a call, and `agent.as_tool(tool_name=, tool_description=)`
// (agents-as-tool.ts). The function is found statically (its scope, its class, a workspace file); one registered from a
// value known only at run time (`mcp.tool(getattr(module, name))` in a loop) is reported as not analysable, never
// skipped silently.
import { agentAsTool } from './agents-as-tool';
import { LANGCHAIN_BINDERS, langchainBound } from './langchain-bound';
import { NotAnalyzable, prim, respanned, type SVal } from './model';
import { pyTitle } from './pydantic';
import type { Module } from './module';
import type { BuiltLike, RegistrationHost } from './registration-host';
import { assignedOnce, bindingsOf } from './scope-bindings';
import { callArgs, dottedName, type PyNode, spanOf } from './syntax';

/** What a registered value is: a function (a method bound or not), a tool reported where it is made, or unknown. */
type Foreign = NonNullable<ReturnType<Module['importedFunction']>>;
type Target = { fn: PyNode; bound: boolean } | { already: true } | { unknown: string; at: PyNode } | { foreign: Foreign };

/** Call names that may register a tool (everything else is skipped before anything is read). */
const NAMES = new Set(['tool', 'add_tool', 'from_function', 'function_tool', 'as_tool', ...LANGCHAIN_BINDERS]);
const REGISTERING = new Set(['fastmcp', 'mcp', 'openai-agents', 'anthropic']);
const MAX_SCOPE_DEPTH = 200;
const MAX_NESTING = 6;

const MCP_TOOL_CLASS = /^mcp\.server\.(?:fastmcp|mcpserver)(?:\.tools(?:\.base)?)?\.Tool$/;
const FASTMCP_TOOL_CLASS = /^fastmcp(?:\.tools(?:\.base|\.function_tool)?)?\.(?:Tool|FunctionTool)$/;

/** The tool a call registers, or undefined when it registers none (or one counted where it is made). */
export function registration<L extends string, B extends BuiltLike>(host: RegistrationHost<L, B>, call: PyNode, callee: PyNode | null, lastName: string | undefined): B | B[] | undefined {
  if (!callee) return undefined;
  const { positional, keywords } = callArgs(call);
  // `mcp.tool()(fn)`, `mcp.tool(name="x")(self.method)`, `function_tool(name_override="x")(fn)`.
  if (callee.type === 'call') {
    const lib = host.decoratorLibrary(callee.childForFieldName('function'));
    if (!lib || !REGISTERING.has(lib) || callee.parent?.type === 'decorator') return undefined;
    return register(host, lib, call, callee, positional[0], true);
  }
  if (!lastName || !NAMES.has(lastName) || call.parent?.type === 'decorator') return undefined;
  if (LANGCHAIN_BINDERS.includes(lastName)) return langchainBound(host, call, lastName, (name, at) => lookup(host, name, at));
  if (lastName === 'as_tool') return agentAsTool(host as unknown as RegistrationHost<string, BuiltLike>, call, callee) as B | undefined;
  if (lastName === 'from_function') {
    const q = host.mod.qualified(callee.childForFieldName('object'));
    const lib = (q && MCP_TOOL_CLASS.test(q) ? 'mcp' : q && FASTMCP_TOOL_CLASS.test(q) ? 'fastmcp' : undefined) as L | undefined;
    return lib ? register(host, lib, call, call, positional[0] ?? keywords.get('fn')?.value, false) : undefined;
  }
  if (lastName === 'add_tool') {
    const lib = serverOf(host, callee.childForFieldName('object'));
    if (!lib) return undefined;
    const arg = positional[0] ?? keywords.get('fn')?.value ?? keywords.get('tool')?.value;
    // The MCP SDK reads name=, title=, description= from add_tool's own arguments; FastMCP's add_tool takes none.
    return register(host, lib, call, lib === 'mcp' ? call : undefined, arg, false, lib === 'mcp' ? positional.slice(1) : []);
  }
  // `mcp.tool(fn)`, `mcp.tool(fn, name="x")`, `function_tool(fn, name_override="x")`, `_tool(fn)` (an alias).
  const lib = host.decoratorLibrary(callee);
  const arg = positional[0];
  if (!lib || !REGISTERING.has(lib) || !arg || arg.type === 'string' || arg.type === 'concatenated_string' || arg.type === 'none') return undefined;
  if (arg.type === 'identifier' && host.mod.constant(arg.text)?.type === 'string') return undefined;
  return register(host, lib, call, call, arg, false);
}

/** The tool `arg` names, registered by `call` with its options read from `options` (a call's keywords). */
function register<L extends string, B extends BuiltLike>(host: RegistrationHost<L, B>, lib: L, call: PyNode, options: PyNode | undefined, arg: PyNode | undefined, namePositional: boolean, extra: PyNode[] = []): B | undefined {
  if (!arg) return undefined;
  const shape = lib === 'openai-agents' ? 'openai-responses' : lib === 'anthropic' ? 'anthropic' : 'mcp';
  const target = resolveTarget(host, arg);
  if ('already' in target) return undefined;
  return host.guard(call, lib, shape, () => {
    if ('unknown' in target) {
      // The name the registration gives stays known (the finding carries it).
      const name = options ? safely(() => host.decoratorString(options, lib === 'openai-agents' ? 'name_override' : 'name', namePositional)) : undefined;
      if (name) host.current!.name = name;
      throw new NotAnalyzable(`the function registered here is ${target.unknown}`, spanOf(target.at));
    }
    if ('foreign' in target) return foreignTool(host, lib, target.foreign, options, namePositional);
    // The MCP SDK's add_tool(fn, name, title, description): a positional name is read; more positionals are not.
    if (extra.length > 1) throw new NotAnalyzable('add_tool() with its title or description given by position', spanOf(extra[1]!));
    const built = host.decorated(lib, target.fn, options, call, namePositional, target.bound);
    if (extra[0]) {
      const name = host.mod.literal(extra[0]);
      if (name.t !== 'prim' || typeof name.value !== 'string') throw new NotAnalyzable("add_tool()'s name is not a string", spanOf(extra[0]));
      built.name = name;
    }
    return built;
  });
}

/**
 * A function of another workspace file registered here: built by that file's finder, then placed at its use (findings
 * land here; nothing in it is a span of this file, so no fix edits the other file), named and described by the
 * registration's own options.
 */
function foreignTool<L extends string, B extends BuiltLike>(host: RegistrationHost<L, B>, lib: L, f: Foreign, options: PyNode | undefined, namePositional: boolean): B {
  let built: B;
  try {
    // The MCP SDK's path reads options from a call; the function node has no arguments (they are read here).
    built = host.finderOf(f.mod).decorated(lib, f.fn, lib === 'mcp' ? f.fn : undefined, f.fn, false, false);
  } catch (e) {
    if (e instanceof NotAnalyzable) throw new NotAnalyzable(`in ${f.path}: ${e.message}`, f.anchor);
    throw e;
  }
  const out = host.current! as unknown as Record<string, unknown>;
  for (const [k, v] of Object.entries(built as unknown as Record<string, unknown>)) if (v && typeof v === 'object' && 't' in v) out[k] = respanned(v as SVal, f.anchor);
  const agents = lib === 'openai-agents';
  const name = options ? host.decoratorString(options, agents ? 'name_override' : 'name', namePositional) : undefined;
  const description = options ? host.decoratorString(options, agents ? 'description_override' : 'description') : undefined;
  if (description) out.description = description;
  if (name) {
    out.name = name;
    // FastMCP's title is made from the name the tool is given, unless title= gives one.
    const title = options ? host.decoratorString(options, 'title') : undefined;
    if (lib === 'fastmcp') out.title = title ?? prim(pyTitle(String((name as { value: unknown }).value).replace(/[_-]/g, ' ')), name.span);
  }
  return out as unknown as B;
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch (e) {
    if (e instanceof NotAnalyzable) return undefined;
    throw e;
  }
}

/** The server library of `x.add_tool`'s `x`: a known server variable, else (`self.mcp`, a parameter) the file's. */
function serverOf<L extends string, B extends BuiltLike>(host: RegistrationHost<L, B>, obj: PyNode | null): L | undefined {
  if (!obj) return undefined;
  if (obj.type === 'identifier' && host.servers.has(obj.text)) return host.servers.get(obj.text);
  const imported = [...host.mod.imports.values()];
  if (!imported.some((q) => /^(?:fastmcp|mcp)(?:\.|$)/.test(q))) return undefined;
  return obj.type === 'identifier' || obj.type === 'attribute' ? host.defaultServer : undefined;
}

/** What a registered expression stands for. */
function resolveTarget<L extends string, B extends BuiltLike>(host: RegistrationHost<L, B>, arg: PyNode): Target {
  const runtime = (why: string): Target => ({ unknown: why, at: arg });
  if (arg.type === 'identifier') {
    const found = lookup(host, arg.text, arg);
    if (found) return found;
    const foreign = host.mod.importedFunction(arg.text, arg);
    if (foreign) return { foreign };
    if (host.mod.imports.has(arg.text)) return runtime(`\`${arg.text}\`, imported from \`${host.mod.imports.get(arg.text)}\`, which is not a file of the workspace toollint could read`);
    return runtime(`\`${arg.text}\`, known only at run time`);
  }
  if (arg.type === 'attribute') {
    const obj = arg.childForFieldName('object');
    const attr = arg.childForFieldName('attribute')?.text ?? '';
    // `t.fn` of a Tool object (`add_tool(t.fn, t.name, ...)`): the tool is reported where it is made.
    if (attr === 'fn' || attr === 'func') return { already: true };
    const written = dottedName(arg, host.mod.text);
    const foreign = written ? host.mod.importedFunction(written, arg) : undefined;
    if (foreign) return { foreign };
    const cls = obj ? classOfValue(host, obj) : undefined;
    if (cls) {
      const method = memberOf(cls.node, attr);
      if (method) return method.tool ? { already: true } : { fn: method.fn, bound: cls.instance ? !method.staticmethod : method.classmethod };
      return runtime(`\`${attr}\`, a method toollint does not find in the class \`${cls.node.childForFieldName('name')?.text ?? '?'}\` (inherited or added at run time)`);
    }
    return runtime(`\`${textOfShort(host, arg)}\`, known only at run time`);
  }
  return runtime(`\`${textOfShort(host, arg)}\`, computed at run time`);
}

function textOfShort<L extends string, B extends BuiltLike>(host: RegistrationHost<L, B>, n: PyNode): string {
  const t = host.mod.text.slice(n.startIndex, n.endIndex).replace(/\s+/g, ' ');
  return t.length > 60 ? `${t.slice(0, 57)}...` : t;
}

/**
 * A name where it is used, as Python resolves it: the enclosing functions' bodies (a nested def, an assignment), then
 * the module; class bodies are skipped (a method does not see its class's names).
 */
export function lookup<L extends string, B extends BuiltLike>(host: RegistrationHost<L, B>, name: string, at: PyNode): Target | undefined {
  let p: PyNode | null = at.parent;
  for (let depth = 0; p && depth < MAX_SCOPE_DEPTH; depth++, p = p.parent) {
    const body = p.type === 'function_definition' ? p.childForFieldName('body') : p.type === 'module' ? p : undefined;
    if (!body) continue;
    const found = definitionIn(host, body, name, 0);
    if (found) return found;
    if (p.type === 'function_definition') {
      const params = p.childForFieldName('parameters');
      if (params && params.namedChildren.some((c) => c && (c.text === name || c.childForFieldName('name')?.text === name || c.namedChildren[0]?.text === name))) return { unknown: `\`${name}\`, a parameter known only at run time`, at };
    }
  }
  return undefined;
}

/** What the last statement of a block (or its nested if/try/with blocks) that binds `name` makes of it. */
function definitionIn<L extends string, B extends BuiltLike>(host: RegistrationHost<L, B>, block: PyNode, name: string, aliases: number): Target | undefined {
  const st = bindingsOf(host.mod, block).get(name)?.at(-1);
  if (!st) return undefined;
  const def = st.type === 'decorated_definition' ? st.childForFieldName('definition') : st;
  if (def?.type === 'function_definition') return st.type === 'decorated_definition' && isToolDecorated(host, st) ? { already: true } : { fn: def, bound: false };
  const a = st.namedChildren[0]!;
  const right = a.childForFieldName('right');
  if (right && makesTool(host, right)) return { already: true };
  // `handler = search`: the function it names (a few names deep).
  if (right?.type === 'identifier' && right.text !== name && aliases < MAX_NESTING) return definitionIn(host, block, right.text, aliases + 1) ?? { unknown: `\`${name}\`, assigned a value computed at run time`, at: a };
  return { unknown: `\`${name}\`, assigned a value computed at run time`, at: right ?? a };
}

/** True for a function a tool decorator already makes a tool of (reported at its decorator). */
function isToolDecorated<L extends string, B extends BuiltLike>(host: RegistrationHost<L, B>, decorated: PyNode): boolean {
  for (const dec of decorated.namedChildren) {
    if (dec?.type !== 'decorator') continue;
    const e = dec.namedChildren.find((c) => c && c.type !== 'comment');
    const target = e?.type === 'call' ? e.childForFieldName('function') : e;
    if (target && host.decoratorLibrary(target)) return true;
  }
  return false;
}

/** True for a value that is a tool made (and reported) where it is written: `Tool.from_function(...)`, `function_tool(fn)`. */
function makesTool<L extends string, B extends BuiltLike>(host: RegistrationHost<L, B>, value: PyNode): boolean {
  if (value.type !== 'call') return false;
  const callee = value.childForFieldName('function');
  const last = callee?.type === 'attribute' ? callee.childForFieldName('attribute')?.text : callee?.text;
  if (last === 'from_function' || last === 'as_tool') return true;
  return !!callee && callee.type !== 'call' && !!host.decoratorLibrary(callee);
}

/** The class whose method `obj.m` is: `self`/`cls` in a method, `Service()`, or a name assigned `Service(...)`. */
function classOfValue<L extends string, B extends BuiltLike>(host: RegistrationHost<L, B>, obj: PyNode): { node: PyNode; instance: boolean } | undefined {
  if (obj.type === 'identifier' && (obj.text === 'self' || obj.text === 'cls')) {
    const cls = enclosingClass(obj);
    return cls ? { node: cls, instance: obj.text === 'self' } : undefined;
  }
  const made = obj.type === 'call' ? obj : obj.type === 'identifier' ? assignedCall(host, obj) : undefined;
  const name = made ? dottedName(made.childForFieldName('function'), host.mod.text) : obj.type === 'identifier' ? obj.text : undefined;
  if (!name || name.includes('.')) return undefined;
  const node = host.mod.classNode(name);
  return node ? { node, instance: !!made } : undefined;
}

function enclosingClass(n: PyNode): PyNode | undefined {
  let p: PyNode | null = n.parent;
  for (let depth = 0; p && depth < MAX_SCOPE_DEPTH; depth++, p = p.parent) if (p.type === 'class_definition') return p;
  return undefined;
}

/** The call a name is assigned in its scope (`service = EchoService()`), if that is its one assignment. */
function assignedCall<L extends string, B extends BuiltLike>(host: RegistrationHost<L, B>, id: PyNode): PyNode | undefined {
  const right = assignedOnce(host.mod, id);
  return right?.type === 'call' ? right : undefined;
}

/** A method of a class body, and how it is bound. */
function memberOf(cls: PyNode, name: string): { fn: PyNode; staticmethod: boolean; classmethod: boolean; tool: boolean } | undefined {
  for (const st of cls.childForFieldName('body')?.namedChildren ?? []) {
    const def = st?.type === 'decorated_definition' ? st.childForFieldName('definition') : st;
    if (def?.type !== 'function_definition' || def.childForFieldName('name')?.text !== name) continue;
    const decorators = st!.type === 'decorated_definition' ? st!.namedChildren.filter((c) => c?.type === 'decorator').map((c) => c!.text.replace(/^@\s*/, '')) : [];
    return { fn: def, staticmethod: decorators.includes('staticmethod'), classmethod: decorators.includes('classmethod'), tool: decorators.some((d) => /(?:^|\.)tool\b|function_tool|beta_tool/.test(d)) };
  }
  return undefined;
}

/**
 * True for an MCP SDK 2 parameter `Annotated[T, Resolve(fn)]`: MCPServer resolves it itself and leaves it out of the
 * tool's schema (mcp 2.3.0 find_resolved_parameters: the marker counts at the top level only).
 */
export function resolvedParameter(mod: Module, hint: PyNode): boolean {
  const sub = hint.type === 'type' ? hint.namedChildren[0] : hint;
  if (sub?.type !== 'generic_type' && sub?.type !== 'subscript') return false;
  const head = sub.type === 'subscript' ? sub.childForFieldName('value') : sub.namedChildren[0];
  if (!head || !/(?:^|\.)Annotated$/.test(mod.qualified(head) ?? '')) return false;
  const args = sub.type === 'subscript' ? sub.childrenForFieldName('subscript') : (sub.namedChildren[1]?.namedChildren ?? []);
  return args.slice(1).some((a) => {
    const call = a?.type === 'type' ? a.namedChildren[0] : a;
    const q = call?.type === 'call' ? mod.qualified(call.childForFieldName('function')) : undefined;
    return !!q && /^mcp\.server(?:\.mcpserver(?:\.resolve)?)?\.Resolve$/.test(q);
  });
}
