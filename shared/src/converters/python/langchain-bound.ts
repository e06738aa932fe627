// Plain functions and pydantic models a LangChain chat model is given as tools (`llm.bind_tools([add, multiply])`,
// `ToolNode(tools)`, `create_react_agent(model, tools)`, trustcall's `create_extractor(llm, tools=[Profile])`):
// langchain-core 1.6.5's convert_to_openai_tool converts each (oracle-tested in test/oracles/python-langchain-bound):
//   a function  create_schema_from_function(parse_docstring=True, error_on_invalid_docstring=False): what
//               @tool(parse_docstring=True) reads, the description '' without a docstring (tools.ts langchainFunction)
//   a model     model_json_schema(), dereference_refs, `$defs`/`title`/`description` popped (the name is the title,
//               the class's; the description its docstring), _rm_titles
// Each is reported once per file, at the first call that binds it; a tool object (@tool, StructuredTool) is reported
// where it is made, and anything else in the list is left to the run time.
import type { BuiltLike, RegistrationHost } from './registration-host';
import { langchainGoogleDoc, langchainModelParameters } from './langchain';
import { getp, NotAnalyzable, prim, type SObj } from './model';
import type { Module } from './module';
import { Pydantic } from './pydantic';
import { callArgs, cleandoc, docstringNode, type PyNode, spanOf, stringValue } from './syntax';

/** The calls that hand a list of tools to LangChain, by their last name, and where the list is. */
const WHERE: Record<string, { position: number; keyword: string }> = {
  bind_tools: { position: 0, keyword: 'tools' },
  ToolNode: { position: 0, keyword: 'tools' },
  create_react_agent: { position: 1, keyword: 'tools' },
  create_agent: { position: 1, keyword: 'tools' },
  create_extractor: { position: -1, keyword: 'tools' },
};
export const LANGCHAIN_BINDERS = Object.keys(WHERE);
const LANGCHAIN = /^(?:langchain\w*|langgraph\w*|trustcall)(?:\.|$)/;
const MAX_SCOPE_DEPTH = 200;
const MAX_ITEMS = 1000;

/** What registrations.ts's lookup finds for a name: a same-file function (`fn`), or something else. */
type Target = { fn: PyNode } | object;

/** What each file has reported already (a list bound twice, `bind_tools(tools)` and `ToolNode(tools)`, is one set). */
const reported = new WeakMap<Module, Set<number>>();

/** The tools a LangChain binding call converts from plain functions and models of this file. */
export function langchainBound<L extends string, B extends BuiltLike>(host: RegistrationHost<L, B>, call: PyNode, name: string, lookup: (name: string, at: PyNode) => Target | undefined): B[] | undefined {
  if (![...host.mod.imports.values()].some((q) => LANGCHAIN.test(q))) return undefined;
  const where = WHERE[name]!;
  const { positional, keywords } = callArgs(call);
  const arg = keywords.get(where.keyword)?.value ?? (where.position >= 0 ? positional[where.position] : undefined);
  const items = arg ? listItems(host, arg) : undefined;
  if (!items) return undefined;
  let seen = reported.get(host.mod);
  if (!seen) reported.set(host.mod, (seen = new Set()));
  const out: B[] = [];
  for (const item of items.slice(0, MAX_ITEMS)) {
    if (item.type !== 'identifier') continue;
    const cls = host.mod.classNode(item.text);
    if (cls) {
      if (seen.has(cls.startIndex) || host.mod.classKind(cls, 0) !== 'model') continue;
      seen.add(cls.startIndex);
      out.push(host.guard(item, 'langchain' as L, 'openai-chat', () => modelTool(host, item)));
      continue;
    }
    const target = lookup(item.text, item);
    const fn = target && 'fn' in target ? target.fn : undefined;
    if (!fn || seen.has(fn.startIndex)) continue;
    seen.add(fn.startIndex);
    const built = host.langchainFunction(fn, item);
    out.push(invalidDocstring(host, fn) ?? built);
  }
  return out;
}

/** A docstring whose `Args:` names a parameter the function does not have: LangChain raises ValueError. */
function invalidDocstring<L extends string, B extends BuiltLike>(host: RegistrationHost<L, B>, fn: PyNode): B | undefined {
  const node = docstringNode(fn.childForFieldName('body'));
  const raw = node ? stringValue(node, host.mod.text) : undefined;
  if (raw === undefined) return undefined;
  const params = new Set((fn.childForFieldName('parameters')?.namedChildren ?? []).map((p) => (p?.type === 'identifier' ? p.text : (p?.childForFieldName('name') ?? p?.namedChildren[0])?.text)));
  const stray = [...langchainGoogleDoc(cleandoc(raw)).params.keys()].find((k) => !params.has(k));
  if (stray === undefined) return undefined;
  return host.guard(fn, 'langchain' as L, 'openai-chat', () => {
    const name = fn.childForFieldName('name');
    if (name) host.current!.name = prim(name.text, spanOf(name));
    throw new NotAnalyzable(`the docstring's Args: names \`${stray}\`, which is not a parameter (LangChain raises ValueError)`, spanOf(node!));
  });
}

/** convert_to_openai_tool(Model): named and described by the model's schema title and description. */
function modelTool<L extends string, B extends BuiltLike>(host: RegistrationHost<L, B>, id: PyNode): B {
  const built = host.current!;
  built.shape = 'openai-chat';
  const root = new Pydantic().modelRoot(host.modelClass(id));
  const title = getp(root, 'title');
  const description = getp(root, 'description');
  built.name = title?.t === 'prim' && typeof title.value === 'string' ? prim(title.value, spanOf(id)) : prim(id.text, spanOf(id));
  built.description = description?.t === 'prim' && typeof description.value === 'string' ? description : prim('', spanOf(id));
  built.schema = langchainModelParameters(root) as SObj;
  return built;
}

/** The items of a list literal, or of the one list literal a name is assigned in its scope. */
function listItems<L extends string, B extends BuiltLike>(host: RegistrationHost<L, B>, arg: PyNode): PyNode[] | undefined {
  let list: PyNode | undefined = arg;
  if (arg.type === 'identifier') {
    list = undefined;
    let p: PyNode | null = arg.parent;
    for (let depth = 0; p && depth < MAX_SCOPE_DEPTH && !list; depth++, p = p.parent) {
      const body = p.type === 'function_definition' ? p.childForFieldName('body') : p.type === 'module' ? p : undefined;
      if (!body) continue;
      const values: PyNode[] = [];
      for (const st of body.namedChildren) {
        const a = st?.type === 'expression_statement' ? st.namedChildren[0] : undefined;
        const right = a?.type === 'assignment' && a.childForFieldName('left')?.text === arg.text ? a.childForFieldName('right') : undefined;
        if (right) values.push(right);
      }
      if (values.length) list = values.length === 1 ? values[0] : undefined;
      if (values.length) break;
    }
  }
  if (list?.type !== 'list') return undefined;
  return list.namedChildren.filter((c): c is PyNode => !!c && c.type !== 'comment');
}
