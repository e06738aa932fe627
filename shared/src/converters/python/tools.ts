// Decorated tool functions and pydantic tool models, library by library: which decorator or call makes a tool, the name
// and description the library derives, the parameters it injects (and drops), and the passes its schema goes through.
import { agentsDoc, docstringParserDoc, griffeDoc, type ParsedDoc } from './docstrings';
import { Hints } from './hints';
import { type ClassInfo, type FieldInfo, getp, NotAnalyzable, prim, type PyType, resetEmitBudget, respanned, type SObj, type Span, type SVal, setp } from './model';
import { Module } from './module';
import { dereference, pruneTitles, pruneUnusedDefs, strict } from './passes';
import { annotationDescription, langchainGoogleDoc, langchainParameters, subsetField } from './langchain';
import { type FieldSpec, Pydantic, pyTitle } from './pydantic';
import { registration, resolvedParameter } from './registrations';
import { callArgs, cleandoc, docstringNode, type PyNode, spanOf, stringValue, textOf } from './syntax';

export type PythonLibrary = 'fastmcp' | 'mcp' | 'openai-agents' | 'anthropic' | 'langchain' | 'openai' | 'pydantic' | 'crewai' | 'smolagents';

/** The library versions whose behaviour is reproduced (the oracle tests run these, except where said). */
export const PYTHON_LIBRARY_VERSIONS: Record<PythonLibrary, string> = {
  fastmcp: 'fastmcp 4.0.10',
  mcp: 'mcp 2.3.0 (MCPServer; mcp.server.fastmcp.FastMCP read the same way)',
  'openai-agents': 'openai-agents 0.22.0 (from its source; not oracle-tested here)',
  anthropic: 'anthropic 1.13.0',
  langchain: 'langchain-core 1.6.5',
  openai: 'openai 3.22.1',
  pydantic: 'pydantic 2.13.5',
  crewai: 'crewai BaseTool (name and description only)',
  smolagents: 'smolagents Tool (name and description only)',
};

/** How the library sends the tool: the shape of the object toollint checks. */
export type PythonToolShape = 'mcp' | 'anthropic' | 'openai-chat' | 'openai-responses';

export interface Built {
  library: PythonLibrary;
  shape: PythonToolShape;
  span: Span;
  name?: SVal;
  description?: SVal;
  /** MCP's display title: FastMCP always sends one (title=, the annotations' title, or one made from the name). */
  title?: SVal;
  schema?: SObj;
  strict?: SVal;
  notAnalyzable?: { message: string; span: Span };
}

/** A function's parameter as written. */
interface Param {
  name: string;
  nameNode: PyNode;
  node: PyNode;
  hint?: PyNode;
  dflt?: PyNode;
  kind: 'normal' | 'args' | 'kwargs' | 'positional-only';
}

function paramsOf(fn: PyNode): Param[] {
  const out: Param[] = [];
  for (const p of fn.childForFieldName('parameters')?.namedChildren ?? []) {
    if (!p || p.type === 'comment' || p.type === 'keyword_separator') continue;
    if (p.type === 'positional_separator') {
      for (const q of out) q.kind = 'positional-only';
      continue;
    }
    if (p.type === 'identifier') out.push({ name: p.text, nameNode: p, node: p, kind: 'normal' });
    else if (p.type === 'list_splat_pattern' || p.type === 'dictionary_splat_pattern') {
      const id = p.namedChildren.find((c) => c?.type === 'identifier');
      if (id) out.push({ name: id.text, nameNode: id, node: p, kind: p.type === 'list_splat_pattern' ? 'args' : 'kwargs' });
    } else {
      // typed_parameter, default_parameter, typed_default_parameter; `*args: int` is a typed list_splat_pattern.
      const inner = p.type === 'typed_parameter' ? p.namedChildren[0] : null;
      const splat = inner?.type === 'list_splat_pattern' ? 'args' : inner?.type === 'dictionary_splat_pattern' ? 'kwargs' : undefined;
      const nameNode = splat ? inner!.namedChildren.find((c) => c?.type === 'identifier') : (p.childForFieldName('name') ?? inner);
      if (!nameNode || nameNode.type !== 'identifier') continue;
      out.push({ name: nameNode.text, nameNode, node: p, hint: p.childForFieldName('type') ?? undefined, dflt: p.childForFieldName('value') ?? undefined, kind: splat ?? 'normal' });
    }
  }
  return out;
}

/** textwrap.dedent: the whitespace common to every non-blank line removed (the first line counts). */
function pyDedent(s: string): string {
  const lines = s.split('\n');
  let margin: string | undefined;
  for (const l of lines) {
    if (!l.trim()) continue;
    const ws = /^[ \t]*/.exec(l)![0];
    if (margin === undefined) margin = ws;
    else {
      let i = 0;
      while (i < margin.length && i < ws.length && margin[i] === ws[i]) i++;
      margin = margin.slice(0, i);
    }
  }
  return margin ? lines.map((l) => (l.startsWith(margin!) ? l.slice(margin!.length) : l.trim() ? l : '')).join('\n') : lines.map((l) => (l.trim() ? l : '')).join('\n');
}

/** The tools a module defines through decorators and pydantic_function_tool, in the order written. */
export class ToolFinder {
  readonly mod: Module;
  readonly hints: Hints;
  /** Variable name -> library, for `mcp = FastMCP("x")` at module level. */
  readonly servers = new Map<string, PythonLibrary>();
  readonly defaultServer: PythonLibrary;

  /** `mod`: a module already read (another file of the workspace, registrations.ts). */
  constructor(root: PyNode, text: string, mod?: Module) {
    this.mod = mod ?? new Module(root, text);
    this.hints = new Hints(this.mod);
    const imported = [...this.mod.imports.values()];
    this.defaultServer = imported.some((q) => q.startsWith('fastmcp')) || !imported.some((q) => q.startsWith('mcp.')) ? 'fastmcp' : 'mcp';
    for (const c of root.descendantsOfType('assignment')) {
      const left = c?.childForFieldName('left');
      const right = c?.childForFieldName('right');
      if (left?.type !== 'identifier' || right?.type !== 'call') continue;
      const lib = this.serverLibrary(this.mod.qualified(right.childForFieldName('function')));
      if (lib) this.servers.set(left.text, lib);
    }
  }

  private serverLibrary(q: string | undefined): PythonLibrary | undefined {
    if (!q) return undefined;
    if (/^fastmcp(\.server(\.server)?)?\.FastMCP$/.test(q)) return 'fastmcp';
    if (/^mcp\.server(\.mcpserver(\.server)?)?\.MCPServer$/.test(q) || /^mcp\.server\.fastmcp(\.server)?\.FastMCP$/.test(q)) return 'mcp';
    return undefined;
  }

  /** Every tool: decorated functions anywhere in the module, and pydantic_function_tool(Model) calls. */
  tools(): Built[] {
    const out: Built[] = [];
    for (const d of this.mod.root.descendantsOfType(['decorated_definition', 'call', 'class_definition'])) {
      if (!d) continue;
      if (d.type === 'class_definition') {
        const lib = this.toolClassLibrary(d);
        if (lib) out.push(this.guard(d, lib, 'openai-chat', () => this.classTool(d)));
        continue;
      }
      if (d.type === 'call') {
        const callee = d.childForFieldName('function');
        // Most calls are none of these: the callee's last name decides before anything else is read.
        const last = callee?.type === 'identifier' ? callee : callee?.type === 'attribute' ? callee.childForFieldName('attribute') : undefined;
        const lastName = last?.text;
        if (lastName === 'pydantic_function_tool') {
          const q = this.mod.qualified(callee);
          if (q === 'openai.pydantic_function_tool' || q === 'openai.lib._tools.pydantic_function_tool') out.push(this.guard(d, 'openai', 'openai-chat', () => this.pydanticFunctionTool(d)));
          continue;
        }
        if (lastName === 'from_function' && /^langchain(_core)?(\.tools(\.structured)?)?\.StructuredTool\.from_function$/.test(this.mod.qualified(callee) ?? '')) {
          // LangChain's StructuredTool.from_function(func, name=..., ...).
          const { positional, keywords } = callArgs(d);
          const f = positional[0] ?? keywords.get('func')?.value;
          const target = f?.type === 'identifier' ? this.moduleFunction(f.text) : undefined;
          if (target) out.push(this.guard(d, 'langchain', 'openai-chat', () => this.langchainTool(target, d, this.current!, true)));
          continue;
        }
        // Registration by call (`mcp.tool()(fn)`, `mcp.add_tool(self.search)`, `Tool.from_function(fn)`, `agent.as_tool()`).
        const r = registration(this, d, callee, lastName);
        if (r) out.push(...(Array.isArray(r) ? r : [r]));
        continue;
      }
      const fn = d.childForFieldName('definition');
      if (fn?.type !== 'function_definition') continue;
      for (const dec of d.namedChildren) {
        if (dec?.type !== 'decorator') continue;
        const expr = dec.namedChildren.find((c) => c && c.type !== 'comment');
        if (!expr) continue;
        const call = expr.type === 'call' ? expr : undefined;
        const target = call ? call.childForFieldName('function') : expr;
        const lib = this.decoratorLibrary(target);
        if (!lib) continue;
        const shape: PythonToolShape = lib === 'anthropic' ? 'anthropic' : lib === 'openai-agents' ? 'openai-responses' : lib === 'langchain' ? 'openai-chat' : 'mcp';
        out.push(this.guard(d, lib, shape, () => this.decorated(lib, fn, call, d)));
        break;
      }
    }
    return out;
  }

  /** The tool being built: its name and description stay known when its schema is not analysable. */
  current: Built | undefined;

  guard(at: PyNode, library: PythonLibrary, shape: PythonToolShape, build: () => Built): Built {
    resetEmitBudget();
    this.current = { library, shape, span: spanOf(at) };
    try {
      return build();
    } catch (e) {
      if (e instanceof NotAnalyzable) {
        const { name, description } = this.current;
        return { library, shape, span: spanOf(at), name, description, notAnalyzable: { message: `Not analysed: ${e.message}. toollint reads ${PYTHON_LIBRARY_VERSIONS[library].split(' (')[0]} tools statically and never runs code.`, span: e.span } };
      }
      throw e;
    }
  }

  decoratorLibrary(target: PyNode | null): PythonLibrary | undefined {
    if (!target) return undefined;
    if (target.type === 'attribute' && target.childForFieldName('attribute')?.text === 'tool') {
      const obj = target.childForFieldName('object');
      if (obj?.type === 'identifier') return this.servers.get(obj.text) ?? (this.mod.imports.has(obj.text) && !this.mod.imports.get(obj.text)!.includes('.') ? undefined : this.defaultServer);
      return obj?.type === 'attribute' ? this.defaultServer : undefined;
    }
    const q = this.mod.qualified(target);
    if (!q) return undefined;
    // agents.decorators.tool is an alias of function_tool (the SDK's examples use it).
    if (/^agents(\.tool|\.decorators)?\.function_tool$/.test(q) || q === 'agents.decorators.tool') return 'openai-agents';
    if (/^anthropic(\.lib\.tools)?\.beta_(async_)?tool$/.test(q)) return 'anthropic';
    // FastMCP's standalone decorator: the tool add_tool() registers is FunctionTool.from_function's, as @mcp.tool's.
    if (/^fastmcp\.tools(\.function_tool)?\.tool$/.test(q)) return 'fastmcp';
    if (/^langchain(_core)?(\.tools|\.agents)?\.tool$/.test(q)) return 'langchain';
    return undefined;
  }

  /**
   * The title in a decorator's `annotations=` (a dict literal or ToolAnnotations(title=...)); undefined without one.
   * Annotations that are not literal leave the title unknown: not analysable.
   */
  private annotationsTitle(call: PyNode | undefined): SVal | undefined {
    const ann = call ? callArgs(call).keywords.get('annotations')?.value : undefined;
    if (!ann || ann.type === 'none') return undefined;
    if (ann.type === 'call') {
      const { keywords, spread } = callArgs(ann);
      if (!spread) {
        const t = keywords.get('title')?.value;
        if (!t || t.type === 'none') return undefined;
        const v = this.mod.literal(t);
        if (v.t === 'prim' && typeof v.value === 'string') return v;
      }
    } else {
      const v = this.mod.literal(ann);
      if (v.t === 'obj') {
        const t = v.props.find((p) => p.key === 'title')?.value;
        if (!t || (t.t === 'prim' && t.value === null)) return undefined;
        if (t.t === 'prim' && typeof t.value === 'string') return t;
      }
    }
    throw new NotAnalyzable('the tool annotations (where FastMCP reads the title) are built at run time', spanOf(ann));
  }

  /** Reads a decorator's literal keyword (or first positional) string. */
  decoratorString(call: PyNode | undefined, key: string, positional = false): SVal | undefined {
    if (!call) return undefined;
    const { positional: pos, keywords } = callArgs(call);
    const n = keywords.get(key)?.value ?? (positional ? pos[0] : undefined);
    if (!n || n.type === 'none') return undefined;
    // A string literal, or a module constant holding one.
    const v = this.mod.literal(n);
    if (v.t !== 'prim' || typeof v.value !== 'string') throw new NotAnalyzable(`the decorator's ${positional && !keywords.get(key) ? 'name' : `${key}=`} is not a string`, spanOf(n));
    return prim(v.value, spanOf(n));
  }

  docOf(fn: PyNode): { raw: string; node: PyNode } | undefined {
    const node = docstringNode(fn.childForFieldName('body'));
    if (!node) return undefined;
    const raw = stringValue(node, this.mod.text);
    if (raw === undefined) throw new NotAnalyzable('the docstring is not a plain string literal', spanOf(node));
    return { raw, node };
  }

  /** The span of the docstring line that describes a parameter, else the docstring's. */
  private paramDocSpan(doc: PyNode, name: string): Span {
    // The first line that starts with the name (`days:`, `days (int):`, `*args:`, a NumPy `days : int`) or is its
    // `:param ... days:` field, line by line.
    const raw = textOf(doc, this.mod.text);
    let at = 0;
    for (const line of raw.split('\n')) {
      const t = line.trim();
      const bare = t.replace(/^\*{1,2}/, '');
      const named = bare.startsWith(name) && !/\w/.test(bare[name.length] ?? '');
      const field = t.startsWith(':param') && t.slice(0, Math.max(0, t.indexOf(':', 6))).split(/[ \t]+/).pop() === name;
      if (named || field) return { offset: doc.startIndex + at + line.indexOf(t[0]), length: t.length };
      at += line.length + 1;
    }
    return spanOf(doc);
  }

  private injected(lib: PythonLibrary, p: Param, index: number): boolean {
    const hint = p.hint ? textOf(p.hint, this.mod.text) : '';
    const q = p.hint ? this.mod.qualified(p.hint.namedChildren[0] ?? p.hint) : undefined;
    if (lib === 'fastmcp' || lib === 'mcp') {
      if (q && /(^|\.)Context$/.test(q) && (/^(fastmcp|mcp)\./.test(q) || q === 'Context')) return true;
      // `Context`, `Context[AppState]`, `Optional[Context]`, `Context | None` (FastMCP's and the SDK's Context class).
      if (/^(Optional\[)?(\w+\.)*Context(\[[^\n]*\])?(\]|\|None)?$/.test(hint.replace(/\s+/g, ''))) return true;
      const dq = p.dflt?.type === 'call' ? this.mod.qualified(p.dflt.childForFieldName('function')) : undefined;
      // FastMCP's dependency injection: Depends(...), CurrentContext(), Progress() and the other fastmcp.dependencies.
      if (lib === 'fastmcp' && dq && (/(^|\.)(Depends|CurrentContext|CurrentRequest|CurrentFastMCP)$/.test(dq) || /^fastmcp\.(server\.)?dependencies\./.test(dq))) return true;
    }
    if (lib === 'mcp' && p.hint && resolvedParameter(this.mod, p.hint)) return true;
    if (lib === 'openai-agents' && index === 0 && /^(\w+\.)*(RunContextWrapper|ToolContext)\b/.test(hint)) return true;
    if (lib === 'langchain' && (p.name === 'callbacks' || p.name === 'run_manager' || /\bInjected\w*\b|\bToolRuntime\b|^(Optional\[)?(\w+\.)*RunnableConfig\b/.test(hint))) return true;
    return false;
  }

  /** A parameter as pydantic builds its field: the hint (Any without one), the default or Field(...) after `=`. */
  private spec(p: Param, lib: PythonLibrary): FieldSpec {
    const span = spanOf(p.node);
    // MCPServer evaluates a string hint with inspect.signature(eval_str=True), but not one nested in a hint
    // (`Optional["Model"]`): pydantic then raises class-not-fully-defined in create_model.
    this.hints.nestedStringsRefused = lib === 'mcp' ? 'MCPServer cannot resolve it (pydantic raises class-not-fully-defined)' : undefined;
    let type: PyType;
    try {
      type = p.hint ? this.hints.type(p.hint) : { k: 'any', span };
    } finally {
      this.hints.nestedStringsRefused = undefined;
    }
    let field: FieldInfo = { constraints: [], extra: [], span };
    if (p.dflt) {
      if (p.dflt.type === 'call' && this.hints.isField(p.dflt.childForFieldName('function'))) field = this.hints.field(p.dflt, undefined);
      else field = { ...field, default: { value: this.hints.defaultValue(p.dflt) } };
    }
    // Annotated[T, Field(...)] at the top: its Field is the parameter's field (merged with a default after `=`).
    if (type.k === 'annotated' && !type.field.note) {
      const inner = type;
      field = { ...inner.field, default: field.default ?? inner.field.default, required: field.required ?? inner.field.required, description: field.description ?? inner.field.description };
      type = inner.inner;
    }
    if (p.kind === 'args' || p.kind === 'kwargs') {
      if (lib !== 'openai-agents') throw new NotAnalyzable(`*args and **kwargs are not supported by ${lib}`, span);
      type = p.kind === 'args' ? { k: 'list', item: type.k === 'any' && !p.hint ? type : type, span } : { k: 'dict', key: { k: 'str', span }, value: type, span };
      field = { ...field, default: 'factory' };
    }
    return { name: p.name, nameSpan: spanOf(p.nameNode), span, type, field, untyped: lib === 'mcp' && !p.hint ? true : undefined };
  }

  /**
   * `namePositional`: the call's first positional argument may be the name (`@mcp.tool("name")`; not add_tool's).
   * `bound`: a bound method (`self.search`): its first parameter is not the tool's.
   */
  decorated(lib: PythonLibrary, fn: PyNode, call: PyNode | undefined, whole: PyNode, namePositional = true, bound = false): Built {
    const fnName = fn.childForFieldName('name')!;
    const ownParams = (f: PyNode) => paramsOf(f).slice(bound ? 1 : 0);
    const params = ownParams(fn).filter((p, i) => !this.injected(lib, p, i));
    const doc = this.docOf(fn);
    const span = spanOf(whole);
    const paramsSpan = spanOf(fn.childForFieldName('parameters') ?? fn);
    const built: Built = this.current ?? { library: lib, shape: 'mcp', span };
    // FastMCP 4 has no exclude_args= (FastMCP 2 had): the decorator raises TypeError.
    if (lib === 'fastmcp' && call && callArgs(call).keywords.has('exclude_args')) throw new NotAnalyzable('exclude_args= is not a FastMCP 4 tool() argument (the decorator raises TypeError; FastMCP 2 had it)', spanOf(callArgs(call).keywords.get('exclude_args')!.name));
    const specs = (): FieldSpec[] => {
      const all = ownParams(fn);
      const star = all.findIndex((p) => p.kind === 'args');
      const sepAt = fn.childForFieldName('parameters')?.namedChildren.find((c) => c?.type === 'keyword_separator')?.startIndex ?? Infinity;
      return params.map((p) => {
        const s = this.spec(p, lib);
        const i = all.findIndex((q) => q.name === p.name);
        const positional = p.node.startIndex < sepAt && (star < 0 || i < star);
        if (positional && all.slice(0, i).some((q) => q.dflt && q.kind !== 'args' && q.kind !== 'kwargs')) s.keepDefault = true;
        return s;
      });
    };
    const pyd = new Pydantic();
    const addDocs = (schema: SObj, parsed: ParsedDoc, onlyMissing: boolean): void => {
      const props = getp(schema, 'properties');
      if (props?.t !== 'obj' || !doc) return;
      for (const [name, text] of parsed.params) {
        const prop = getp(props, name);
        if (prop?.t === 'obj' && (!onlyMissing || !getp(prop, 'description'))) setp(prop, 'description', prim(text, this.paramDocSpan(doc.node, name)));
      }
    };
    switch (lib) {
      case 'fastmcp': {
        const name = this.decoratorString(call, 'name', namePositional) ?? prim(fnName.text, spanOf(fnName));
        const parsed = doc ? griffeDoc(cleandoc(doc.raw)) : undefined;
        const dd = this.decoratorString(call, 'description');
        built.name = name;
        built.description = dd ?? (parsed?.description !== undefined && doc ? prim(parsed.description, spanOf(doc.node)) : undefined);
        for (const p of params) if (p.kind === 'positional-only') throw new NotAnalyzable('positional-only parameters (FastMCP refuses them)', spanOf(p.node));
        built.title = this.decoratorString(call, 'title') ?? this.annotationsTitle(call) ?? prim(pyTitle(String((name as { value: string }).value).replace(/[_-]/g, ' ')), name.span);
        const list = specs();
        // FastMCP turns Annotated[T, "text"] into Annotated[T, Field(description="text")].
        for (const s of list) if (s.type.k === 'annotated' && s.type.field.note) s.type = { ...s.type, field: { ...s.type.field, description: s.type.field.description ?? s.type.field.note } };
        let schema = pyd.argumentsRoot(list, paramsSpan);
        pruneTitles(schema);
        pruneUnusedDefs(schema);
        if (parsed) addDocs(schema, parsed, true);
        schema = dereference(schema);
        built.schema = schema;
        return built;
      }
      case 'mcp': {
        if (!call) throw new NotAnalyzable('`@tool` without parentheses (MCPServer raises TypeError: use `@tool()`)', spanOf(whole.namedChildren[0] ?? whole));
        built.name = this.decoratorString(call, 'name', namePositional) ?? prim(fnName.text, spanOf(fnName));
        built.title = this.decoratorString(call, 'title');
        const dd = this.decoratorString(call, 'description');
        // Tool.from_function: `description or fn.__doc__`, the docstring as Python <= 3.12 keeps it (not cleaned).
        built.description = dd ?? (doc ? prim(doc.raw, spanOf(doc.node)) : prim('', spanOf(fnName)));
        for (const p of params) if (p.name.startsWith('_')) throw new NotAnalyzable(`the parameter ${p.name} starts with '_' (MCPServer refuses it)`, spanOf(p.node));
        built.schema = pyd.argumentModelRoot(specs(), `${fnName.text}Arguments`, paramsSpan);
        return built;
      }
      case 'anthropic': {
        built.shape = 'anthropic';
        built.name = this.decoratorString(call, 'name') ?? prim(fnName.text, spanOf(fnName));
        const parsed = docstringParserDoc(doc ? cleandoc(doc.raw) : '');
        built.description = this.decoratorString(call, 'description') ?? (parsed.description !== undefined && doc ? prim(parsed.description, spanOf(doc.node)) : undefined);
        if (call && callArgs(call).keywords.has('input_schema')) throw new NotAnalyzable('an input_schema given to beta_tool', spanOf(call));
        // The docstring's parameter descriptions are added inside pydantic's generation, before its sort.
        const list = specs();
        for (const s of list) {
          const text = parsed.params.get(s.name);
          if (text !== undefined && doc && !s.field.description && !(s.type.k === 'annotated' && s.type.field.description)) s.field = { ...s.field, description: prim(text, this.paramDocSpan(doc.node, s.name)) };
        }
        built.schema = pyd.argumentsRoot(list, paramsSpan);
        return built;
      }
      case 'openai-agents': {
        built.shape = 'openai-responses';
        const { keywords } = call ? callArgs(call) : { keywords: new Map() };
        const useDoc = keywords.get('use_docstring_info')?.value.type !== 'false';
        const parsed = useDoc && doc ? agentsDoc(cleandoc(doc.raw)) : undefined;
        const fnLabel = this.decoratorString(call, 'name_override') ?? prim(fnName.text, spanOf(fnName));
        built.name = fnLabel;
        const dd = this.decoratorString(call, 'description_override');
        built.description = dd ?? (parsed?.description !== undefined && doc ? prim(parsed.description, spanOf(doc.node)) : undefined);
        const list = specs();
        for (const s of list) {
          const text = parsed?.params.get(s.name);
          const note = s.type.k === 'annotated' ? s.type.field.note : undefined;
          const desc = text !== undefined && doc ? prim(text, this.paramDocSpan(doc.node, s.name)) : note;
          if (desc) s.field = { ...s.field, description: desc };
        }
        const strictMode = keywords.get('strict_mode')?.value.type !== 'false';
        let schema = pyd.argumentModelRoot(list, `${(fnLabel as { value: string }).value}_args`, paramsSpan);
        if (strictMode) schema = strict(schema, schema, true) as SObj;
        built.schema = schema;
        built.strict = prim(strictMode, call ? spanOf(call) : spanOf(fnName));
        return built;
      }
      case 'langchain':
        return this.langchainTool(fn, call, built, false);
      default:
        throw new NotAnalyzable(`${lib} decorators are not tools`, spanOf(whole));
    }
  }

  /** A module-level `def name(...)` (the last one written). */
  private moduleFunction(name: string): PyNode | undefined {
    let out: PyNode | undefined;
    for (const st of this.mod.root.namedChildren) {
      const def = st?.type === 'decorated_definition' ? st.childForFieldName('definition') : st;
      if (def?.type === 'function_definition' && def.childForFieldName('name')?.text === name) out = def;
    }
    return out;
  }

  /** A LangChain tool (langchain.ts): the name, the description and the parameters convert_to_openai_tool sends. */
  /** A plain function bind_tools([...]) converts (registrations.ts): as @tool(parse_docstring=True) reads it, described '' without a docstring. */
  /** The finder of a module of another file, which a registration here names a function of (registrations.ts). */
  finderOf(mod: Module): ToolFinder {
    return new ToolFinder(mod.root, mod.text, mod);
  }

  langchainFunction(fn: PyNode, at: PyNode): Built {
    return this.guard(at, 'langchain', 'openai-chat', () => this.langchainTool(fn, undefined, this.current!, false, true));
  }

  private langchainTool(fn: PyNode, call: PyNode | undefined, built: Built, fromFunction: boolean, plain = false): Built {
    built.shape = 'openai-chat';
    const fnName = fn.childForFieldName('name')!;
    const { positional, keywords } = call ? callArgs(call) : { positional: [], keywords: new Map<string, { name: PyNode; value: PyNode }>() };
    const first = positional[0];
    // @tool("name") names it (a first argument that is not the function); from_function takes name=.
    built.name = (fromFunction ? this.decoratorString(call, 'name') : first && first.type !== 'identifier' ? this.decoratorString(call, 'name_or_callable', true) : undefined) ?? prim(fnName.text, spanOf(fnName));
    const flag = (key: string): boolean => {
      const v = keywords.get(key)?.value;
      if (!v || v.type === 'false' || v.type === 'none') return false;
      if (v.type === 'true') return true;
      throw new NotAnalyzable(`${key}= is not True or False`, spanOf(v));
    };
    const parseDocstring = plain || flag('parse_docstring');
    if (keywords.has('infer_schema') && !flag('infer_schema')) throw new NotAnalyzable('infer_schema=False (one string argument; not modelled)', spanOf(keywords.get('infer_schema')!.value));
    const schemaArg = keywords.get('args_schema')?.value;
    const model = schemaArg && schemaArg.type !== 'none' ? (schemaArg.type === 'identifier' ? this.modelClass(schemaArg) : undefined) : undefined;
    if (schemaArg && schemaArg.type !== 'none' && !model) throw new NotAnalyzable('an args_schema that is not a model class', spanOf(schemaArg));
    const doc = this.docOf(fn);
    // A method's self or cls is not an argument (create_schema_from_function filters it).
    const inClass = fn.parent?.type === 'block' && fn.parent.parent?.type === 'class_definition';
    const params = paramsOf(fn).filter((p, i) => !this.injected('langchain', p, i) && !(i === 0 && inClass && (p.name === 'self' || p.name === 'cls')));
    const parsed = parseDocstring ? langchainGoogleDoc(doc ? cleandoc(doc.raw) : '') : undefined;
    // description=, else the docstring as LangChain reads it, else args_schema's __doc__ (textwrap.dedent, strip).
    const given = this.decoratorString(call, 'description');
    const modelDoc = model?.rawDoc ? (model.foreign ? respanned(model.rawDoc, model.foreign.anchor) : model.rawDoc) : undefined;
    const textOfValue = (v: SVal | undefined) => (v?.t === 'prim' && typeof v.value === 'string' ? v.value : '');
    if (given) built.description = prim(textOfValue(given).trim(), given.span);
    else if (!parseDocstring && doc) built.description = prim(pyDedent(doc.raw).trim(), spanOf(doc.node));
    else if (parseDocstring && !model) built.description = prim(pyDedent(parsed!.description).trim(), doc ? spanOf(doc.node) : spanOf(fnName));
    else if (modelDoc) built.description = prim(pyDedent(textOfValue(modelDoc)).trim(), modelDoc.span);
    else throw new NotAnalyzable('a LangChain tool without a docstring or description= (StructuredTool raises ValueError)', spanOf(fnName));
    let fields: FieldSpec[];
    if (model) {
      fields = model.fields.filter((f) => !f.injected).map((f) => subsetField({ name: f.name, nameSpan: f.nameSpan, span: f.span, type: f.type, field: f.field, model, foreign: f.foreign ?? model.foreign }, undefined));
    } else {
      fields = params.map((p) => {
        const s = this.spec(p, 'langchain');
        const fromDoc = parsed?.params.get(p.name);
        return subsetField(s, fromDoc !== undefined && doc ? prim(fromDoc, this.paramDocSpan(doc.node, p.name)) : annotationDescription(s.type));
      });
    }
    built.schema = langchainParameters(new Pydantic(), fields, textOfValue(built.name), spanOf(fn.childForFieldName('parameters') ?? fn));
    return built;
  }

  /** A class-based tool's framework, from its bases: LangChain's or CrewAI's BaseTool, smolagents' Tool. */
  private toolClassLibrary(cls: PyNode): PythonLibrary | undefined {
    for (const b of cls.childForFieldName('superclasses')?.namedChildren ?? []) {
      const q = b && b.type !== 'keyword_argument' ? this.mod.qualified(b) : undefined;
      if (!q) continue;
      if (/^langchain(_core|_community)?(\.tools(\.base)?)?\.(BaseTool|StructuredTool)$/.test(q)) return 'langchain';
      if (/^crewai(_tools)?(\.tools(\.base_tool)?)?\.BaseTool$/.test(q)) return 'crewai';
      if (/^smolagents(\.tools)?\.Tool$/.test(q)) return 'smolagents';
    }
    return undefined;
  }

  /**
   * A class-based tool: its name and description are class attributes (`name: str = "search"`), read when literal; its
   * argument schema is built when the framework instantiates and converts the class (LangChain and CrewAI from
   * `args_schema` per chat model, smolagents from its own `inputs` format), which is not modelled.
   */
  private classTool(cls: PyNode): Built {
    const built = this.current!;
    for (const st of cls.childForFieldName('body')?.namedChildren ?? []) {
      const a = st?.type === 'expression_statement' ? st.namedChildren[0] : undefined;
      const left = a?.type === 'assignment' ? a.childForFieldName('left') : undefined;
      const right = a?.childForFieldName('right');
      if (left?.type !== 'identifier' || !right || (left.text !== 'name' && left.text !== 'description')) continue;
      let v: SVal | undefined;
      try {
        v = this.mod.literal(right);
      } catch (e) {
        if (!(e instanceof NotAnalyzable)) throw e;
      }
      if (v?.t === 'prim' && typeof v.value === 'string') built[left.text] = v;
    }
    throw new NotAnalyzable(`a class-based tool: its argument schema is built when ${built.library === 'smolagents' ? 'smolagents' : built.library === 'crewai' ? 'CrewAI' : 'LangChain'} instantiates and converts the class, which toollint does not model`, spanOf(cls.childForFieldName('name') ?? cls));
  }

  /** openai.pydantic_function_tool(Model, name=..., description=...). */
  private pydanticFunctionTool(call: PyNode): Built {
    const { positional, keywords } = callArgs(call);
    const model = positional[0] ?? keywords.get('model')?.value;
    if (!model || model.type !== 'identifier') throw new NotAnalyzable('pydantic_function_tool of a model that is not a same-file class', spanOf(call));
    const built: Built = this.current ?? { library: 'openai', shape: 'openai-chat', span: spanOf(call) };
    built.name = this.decoratorString(call, 'name') ?? prim(model.text, spanOf(model));
    const cls = this.modelClass(model);
    const schema = new Pydantic().modelRoot(cls);
    const node = cls.foreign ? undefined : this.mod.classNode(cls.name);
    const doc = node ? this.docOf(node) : undefined;
    // A model of another file: its `__doc__` placed where this file uses it.
    const foreignDoc = cls.foreign && cls.rawDoc ? respanned(cls.rawDoc, cls.foreign.anchor) : undefined;
    built.description = this.decoratorString(call, 'description') ?? (doc ? prim(doc.raw, spanOf(doc.node)) : foreignDoc);
    built.schema = strict(schema, schema, false) as SObj;
    built.strict = prim(true, spanOf(call));
    return built;
  }

  modelClass(n: PyNode): ClassInfo {
    const cls = this.mod.classOf(n.text, n);
    if (!cls || cls.kind !== 'model') throw new NotAnalyzable(`\`${n.text}\` is not a pydantic model defined in this file${this.mod.resolveImport ? ' or one toollint could read from the workspace' : ''}`, spanOf(n));
    return cls;
  }
}
