// What a tool registered by a call needs from tools.ts's ToolFinder, structurally (registrations.ts and
// agents-as-tool.ts may not import tools.ts, which calls them).
import type { ClassInfo, SObj, SVal } from './model';
import type { Module } from './module';
import type { PyNode } from './syntax';

/** What a built tool holds (tools.ts's Built, structurally: this file may not import tools.ts). */
export interface BuiltLike {
  shape: string;
  name?: SVal;
  description?: SVal;
  schema?: SObj;
  strict?: SVal;
}

/** The parts of tools.ts's ToolFinder a registration uses. */
export interface RegistrationHost<L extends string, B extends BuiltLike> {
  readonly mod: Module;
  readonly servers: Map<string, L>;
  readonly defaultServer: L;
  current: B | undefined;
  decoratorLibrary(target: PyNode | null): L | undefined;
  guard(at: PyNode, library: L, shape: 'mcp' | 'openai-responses' | 'anthropic' | 'openai-chat', build: () => B): B;
  decorated(lib: L, fn: PyNode, call: PyNode | undefined, whole: PyNode, namePositional?: boolean, bound?: boolean): B;
  decoratorString(call: PyNode | undefined, key: string, positional?: boolean): SVal | undefined;
  modelClass(n: PyNode): ClassInfo;
  /** LangChain's conversion of a plain function bind_tools([...]) is given (tools.ts langchainFunction). */
  langchainFunction(fn: PyNode, at: PyNode): B;
  /** A finder for a module of another file (a function registered here is written there). */
  finderOf(mod: Module): RegistrationHost<L, B>;
}
