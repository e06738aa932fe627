// LangChain (langchain-core 1.6.5, oracle-tested): `@tool`, `@tool("name", description=, args_schema=,
// parse_docstring=)` and `StructuredTool.from_function(func, name=, description=, args_schema=, parse_docstring=)`, as
// `convert_to_openai_tool(tool)` sends them (`{type: "function", function: {name, description, parameters}}`, no
// `strict`; what a chat model's bind_tools sends for OpenAI):
//   schema        tool_call_schema: _create_subset_model_v2 of the function's validate_arguments model (or of
//                 args_schema) minus injected arguments (callbacks, run_manager, InjectedToolArg, RunnableConfig): each
//                 field rebuilt as FieldInfo(description, default | default_factory) with its metadata (constraints), so
//                 a Field's title, alias, examples and json_schema_extra are dropped, and args_schema's model_config
//                 too; model_json_schema(), then dereference_refs (each $ref inlined, its siblings set over it; a
//                 recursive model is not modelled), `$defs`, `title` and `description` popped from the root, and
//                 _rm_titles (every `title` removed, recursing through objects only: inside anyOf/oneOf lists the
//                 titles stay; a property named `title` is kept).
//   descriptions  per argument: the Google `Args:` block when parse_docstring=True (LangChain's own parser), else the
//                 first `Annotated[T, "text"]` string or Field(description=) in the hint, else the field's own.
//   description   description= (stripped); else `__doc__` dedented and stripped (without parse_docstring), or the
//                 docstring's text before `Args:`/`Returns:` joined by spaces (with it); else args_schema's `__doc__`;
//                 neither: StructuredTool raises ValueError (not analysable).
import { getp, NotAnalyzable, type FieldInfo, type PyType, type SObj, type Span, type SVal, delp, deepCopy } from './model';
import { refName } from './passes';
import type { FieldSpec, Pydantic } from './pydantic';

/** LangChain's _parse_google_docstring on inspect.getdoc's text: the description, and each argument's. */
export function langchainGoogleDoc(doc: string): { description: string; params: Map<string, string> } {
  const params = new Map<string, string>();
  if (!doc) return { description: '', params };
  const blocks = doc.split('\n\n');
  const descriptors: string[] = [];
  let argsBlock: string | undefined;
  let past = false;
  for (const block of blocks) {
    if (block.startsWith('Args:')) {
      argsBlock = block;
      break;
    }
    if (block.startsWith('Returns:') || block.startsWith('Example:')) past = true;
    else if (!past) descriptors.push(block);
  }
  const description = descriptors.join(' ').trim();
  if (argsBlock) {
    let arg: string | undefined;
    let argIndent: number | undefined;
    for (const line of argsBlock.split('\n').slice(1)) {
      if (!line.trim()) continue;
      const indent = line.length - line.trimStart().length;
      if (argIndent === undefined && line.includes(':')) argIndent = indent;
      const continuation = argIndent !== undefined && indent > argIndent;
      if (arg !== undefined && continuation) params.set(arg, `${params.get(arg)} ${line.trim()}`);
      else if (line.includes(':')) {
        const colon = line.indexOf(':');
        let name = line.slice(0, colon).trim();
        const space = name.indexOf(' ');
        const annotations = space < 0 ? '' : name.slice(space + 1);
        if (annotations.startsWith('(') && annotations.endsWith(')')) name = name.slice(0, space);
        arg = name;
        params.set(arg, line.slice(colon + 1).trim());
      } else if (arg) params.set(arg, `${params.get(arg)} ${line.trim()}`);
    }
  }
  return { description, params };
}

/** The first description an `Annotated[...]` hint carries (a string, or a Field's description): _get_annotation_description. */
export function annotationDescription(t: PyType): SVal | undefined {
  if (t.k !== 'annotated') return undefined;
  // Annotated[T, a, b] is read inside out (annotated(annotated(T, a), b)): the first metadata is the innermost.
  const chain: FieldInfo[] = [];
  let cur: PyType = t;
  while (cur.k === 'annotated') {
    chain.unshift(cur.field);
    cur = cur.inner;
  }
  for (const f of chain) {
    if (f.note) return f.note;
    if (f.description) return f.description;
  }
  return undefined;
}

/**
 * A field as _create_subset_model_v2 rebuilds it: the hint without its top-level Annotated (pydantic keeps the metadata:
 * constraints and the description), FieldInfo(description=..., default=...). Title, alias, examples and extras are lost,
 * and so is a top-level Field(discriminator=...): the union is a plain anyOf (one nested in the hint, `list[Annotated[
 * Union[A, B], Field(discriminator=...)]]`, stays a oneOf with its mapping, whose $defs LangChain then pops).
 */
export function subsetField(s: FieldSpec, description: SVal | undefined): FieldSpec {
  let type = s.type;
  const constraints = [...s.field.constraints];
  let own = s.field.description;
  while (type.k === 'annotated') {
    constraints.unshift(...type.field.constraints);
    own ??= type.field.description;
    type = type.inner;
  }
  const desc = description ?? own;
  const field: FieldInfo = { constraints, extra: [], span: s.field.span, ...(desc ? { description: desc } : {}), ...(s.field.default !== undefined ? { default: s.field.default } : {}), ...(s.field.required ? { required: true } : {}) };
  return { name: s.name, nameSpan: s.nameSpan, span: s.span, type, field, ...(s.keepDefault ? { keepDefault: true } : {}), ...(s.model ? { model: s.model } : {}), ...(s.foreign ? { foreign: s.foreign } : {}) };
}

/** langchain_core.utils.json_schema.dereference_refs (skip_keys ["$defs"]): each `$ref` inlined, its siblings after. */
function dereference(root: SObj): SObj {
  const defs = getp(root, '$defs');
  const active = new Set<string>();
  const inline = (v: SVal, depth: number): SVal => {
    if (depth > 200) throw new NotAnalyzable('a schema nested too deeply', v.span);
    if (v.t === 'arr') return { ...v, items: v.items.map((i) => inline(i, depth + 1)) };
    if (v.t !== 'obj') return v;
    const name = refName(v);
    if (name !== undefined) {
      if (active.has(name)) throw new NotAnalyzable(`the recursive model \`${name}\` (LangChain breaks the cycle by dropping the $ref; not modelled)`, v.span);
      const def = defs?.t === 'obj' ? getp(defs, name) : undefined;
      if (!def) throw new NotAnalyzable(`the $ref to ${name} does not resolve`, v.span);
      active.add(name);
      const base = inline(deepCopy(def), depth + 1);
      active.delete(name);
      const rest = v.props.filter((p) => p.key !== '$ref');
      if (!rest.length || base.t !== 'obj') return base;
      const merged: SObj = { ...base, span: v.span, props: [...base.props] };
      for (const p of rest) {
        const value = inline(p.value, depth + 1);
        const at = merged.props.findIndex((q) => q.key === p.key);
        if (at >= 0) merged.props[at] = { ...p, value };
        else merged.props.push({ ...p, value });
      }
      return merged;
    }
    return { ...v, props: v.props.map((p) => ({ ...p, value: p.key === '$defs' ? p.value : inline(p.value, depth + 1) })) };
  };
  return inline(root, 0) as SObj;
}

/** _rm_titles: `title` removed wherever it is not a property named title; only objects are recursed into. */
function rmTitles(v: SObj, prevKey: string): SObj {
  const props = [];
  for (const p of v.props) {
    if (p.key === 'title') {
      if (p.value.t === 'obj' && prevKey === 'properties') props.push({ ...p, value: rmTitles(p.value, p.key) });
    } else if (p.value.t === 'obj') props.push({ ...p, value: rmTitles(p.value, p.key) });
    else props.push(p);
  }
  return { ...v, props };
}

/** The `parameters` LangChain sends for a tool's fields (already rebuilt by subsetField), named `name`. */
export function langchainParameters(pyd: Pydantic, fields: FieldSpec[], name: string, span: Span): SObj {
  const model = dereference(pyd.argumentModelRoot(fields, name, span));
  for (const key of ['$defs', 'title', 'description']) delp(model, key);
  return rmTitles(model, '');
}

/** The `parameters` convert_to_openai_tool sends for a pydantic model class (bind_tools([Model])): its model_json_schema dereferenced, without `$defs`, `title` and `description`, titles removed. */
export function langchainModelParameters(schema: SObj): SObj {
  const model = dereference(schema);
  for (const key of ['$defs', 'title', 'description']) delp(model, key);
  return rmTitles(model, '');
}
