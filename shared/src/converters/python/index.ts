// This folder converts Python type hints and pydantic models into the JSON Schema each Python library really sends
// (read -> PyType -> pydantic's schema -> the library's passes), from tree-sitter's syntax tree alone: nothing is
// imported or run. It never imports the rules, fix/ or the pipeline: the Python reader (sources/python) calls it.
//
// The export (stable): `pythonTools(root, text)` takes the tree-sitter root node of a module and its text (offsets are
// the tree's, UTF-16 code units) and returns, in the order written, one PythonTool per tool the module defines:
//   library, version     which library's behaviour was assumed (PYTHON_LIBRARY_VERSIONS), shape (how it is sent)
//   name, description    as the library derives them ({ value, span } or undefined)
//   node                 the tool object as the library sends it (MCP `{name, title, description, inputSchema}`, Anthropic
//                        `{name, description, input_schema}`, OpenAI chat `{type, function: {...}}`, Responses
//                        `{type, name, description, parameters, strict}`), as jsonc-parser nodes whose offsets point into
//                        the Python source (a property's key node spans the parameter's name and carries
//                        PROPERTY_SPAN = the whole `days: int = 3`; `default` spans `3`; a docstring description its
//                        line), marked GENERATED; undefined when not analysable
//   schema               the input schema node inside `node`
//   notAnalyzable        { message, span } naming what is only known at run time (the whole tool is then not analysed)
//   span                 the decorated definition or the call
// `pydanticModelSchema(root, text, className)` is `Model.model_json_schema()` of a model (for
// `Tool(inputSchema=Model.model_json_schema())`), `pythonFix` (fixes.ts) the fixes for these tools, and `pythonMessage`
// (messages.ts) a finding's message in Python's terms. Both exports read models imported from other files of the
// workspace when called inside `withPythonImports(ctx, ...)` (imports.ts: the reader lends its readFile and parser).
//
// Assumed of every library: pydantic 2.13.5 builds the schema (Python 3.11 semantics for __doc__ and hints); the
// versions below are the ones installed by scripts/python-venv.sh and compared by `npm run test:oracles`.
//
// Libraries (decorators and calls read; versions in tools.ts):
//   FastMCP 4.0.10      `@mcp.tool`, `@mcp.tool()`, `@mcp.tool("name")`, `@mcp.tool(name=, description=, exclude_args=)`
//                       on `mcp = FastMCP(...)` (a server of unknown origin is assumed FastMCP when the file imports
//                       fastmcp or no MCP SDK). Name: name= or the function's; description: description= or griffe's
//                       first text section when the docstring has parameters (Google, then Sphinx), else the whole
//                       cleaned docstring. Schema: TypeAdapter(fn).json_schema() (pydantic arguments schema,
//                       additionalProperties false), titles pruned, docstring parameter descriptions appended where the
//                       property has none, Annotated[T, "text"] as a description, then $refs inlined (dereference).
//                       Context parameters and Depends()/CurrentContext() defaults are dropped.
//   MCP SDK 2.3.0       `MCPServer` (and 1.x `mcp.server.fastmcp.FastMCP`) `@mcp.tool(name=, description=)`: the schema is
//                       create_model(f"{fn}Arguments").model_json_schema() (titles, $defs, no additionalProperties); a
//                       parameter without a hint is `{"title": name, "type": "string"}`; the description is `fn.__doc__`
//                       as Python 3.11 keeps it (not cleaned: Python 3.13 strips its indentation); Context dropped.
//   Anthropic 1.13.0    `@beta_tool`, `@beta_tool(name=, description=)`: TypeAdapter(fn) with the docstring's parameter
//                       descriptions (docstring_parser, before pydantic's sort); description: its short + long text.
//   openai 3.22.1       `openai.pydantic_function_tool(Model, name=, description=)`: to_strict_json_schema of
//                       model_json_schema(); description: `Model.__doc__` raw; strict: true.
//   openai-agents 0.22  `@function_tool`, `@function_tool(name_override=, description_override=, use_docstring_info=,
//                       strict_mode=)`: NOT oracle-tested (openai-agents is in no local wheel index, under any name or
//                       version; checked with pip download); implemented from
//                       src/agents/function_schema.py and strict_schema.py: create_model(f"{name}_args") with the
//                       docstring's (its own style detection, then griffe) or Annotated string descriptions,
//                       ensure_strict_json_schema; a first RunContextWrapper/ToolContext parameter dropped.
//   langchain-core      `@tool`, `@tool("name", description=, args_schema=, parse_docstring=)`,
//   1.6.5               `StructuredTool.from_function(fn, name=, ...)`: as `convert_to_openai_tool` sends it (what
//                       bind_tools sends OpenAI; other chat models convert that further): see langchain.ts.
//                       Oracle-tested (langchain-core installed without its missing dependency langchain-protocol).
//   Class-based tools   LangChain/CrewAI `BaseTool` and smolagents `Tool` subclasses: named and described from their
//                       literal `name`/`description` class attributes; not analysed (the schema is built when the
//                       framework instantiates and converts the class).
//   pydantic 2.13.5     GenerateJsonSchema in validation mode: see pydantic.ts.
// Classes: pydantic models (with same-file bases), TypedDicts (taking the enclosing model's extra=), Enums (values,
// docstring), dataclasses (stdlib or pydantic's), and classes nested in a class body (`$defs` by their own name; two
// classes of one name are not analysed, pydantic renames them).
// Discriminated unions (`Field(discriminator="kind")` over models tagged by a Literal field) are pydantic's oneOf with a
// `discriminator` mapping to `$defs` (FastMCP drops the mapping and requires the tag; LangChain drops a top-level one).
// Classes imported from the workspace (`from .models import X`, `from app.schemas import X`, `mod.X`, re-exports,
// imported bases) are read from their files (imports.ts), placed at their use here, and get no fixes.
// Recursive models (a field naming its own class, or `"Section"` as a forward reference) are `$ref`s to their
// definition; FastMCP keeps cyclic `$defs` instead of inlining. A string hint other than one class name is not read.
// Validators and computed fields do not change pydantic's validation schema and are ignored.
// Not analysable, by design: class-based tools' schemas (see above), classes from installed packages or files toollint
// cannot read (no readFile, past MAX_IMPORT_DEPTH, in an import cycle), and anything a hint or default computes at
// run time.
import type { Node as JsonNode } from 'jsonc-parser';
import { GENERATED, PROPERTY_SPAN } from '../../sources/node-marks';
import { spannedToJsonNode } from '../spanned';
import { NotAnalyzable, resetEmitBudget, type SObj, type SProp, type Span, type SVal } from './model';
import { Pydantic } from './pydantic';
import { type PyNode, spanOf } from './syntax';
import { ModuleGraph } from './imports';
import { type Built, PYTHON_LIBRARY_VERSIONS, type PythonLibrary, type PythonToolShape, ToolFinder } from './tools';

export { PYTHON_LIBRARY_VERSIONS, type PythonLibrary, type PythonToolShape };
export { pythonFix, type PythonFinding } from './fixes';
export { pythonMessage } from './messages';
export { MAX_IMPORT_DEPTH, type PythonImportContext, withPythonImports } from './imports';
import { PY_FIELD_OF, PY_KEEP_DEFAULT, PY_LIBRARY, PY_MODEL } from './marks';

export { PY_LIBRARY, PY_MODEL };

export interface PythonTool {
  library: PythonLibrary;
  version: string;
  shape: PythonToolShape;
  name?: { value: string; span: Span };
  /** MCP's `title` (FastMCP always sends one), when the library sends it. */
  title?: { value: string; span: Span };
  description?: { value: string; span: Span };
  node?: JsonNode;
  schema?: JsonNode;
  notAnalyzable?: { message: string; span: Span };
  span: Span;
}

/** Python's values as nodes: an object knows its model class, a property its whole `name: hint = default` and whether its default stays. */
function toJsonNode(v: SVal, parent: JsonNode | undefined): JsonNode {
  return spannedToJsonNode<SObj, SProp>(v, parent, {
    object: (node, o) => {
      if (o.cls) Object.assign(node, { [PY_MODEL]: o.cls });
    },
    key: (key, p) => {
      if (p.property) Object.assign(key, { [PROPERTY_SPAN]: p.property });
      if (p.keepDefault) Object.assign(key, { [PY_KEEP_DEFAULT]: true });
      if (p.model) Object.assign(key, { [PY_FIELD_OF]: p.model });
    },
  });
}

const str = (v: SVal | undefined): { value: string; span: Span } | undefined => (v?.t === 'prim' && typeof v.value === 'string' ? { value: v.value, span: v.span } : undefined);

/** The tool object as the library sends it, and its input schema's node. */
function toolNode(b: Built): { node: JsonNode; schema: JsonNode } {
  const object = (entries: [string, SVal | undefined, Span?][]): SObj => ({ t: 'obj', span: b.span, props: entries.flatMap(([key, value, keySpan]) => (value ? [{ key, keySpan: keySpan ?? value.span, value }] : [])) });
  const fn: SVal = { t: 'prim', value: 'function', span: b.span };
  const schema = b.schema!;
  const schemaKey = b.shape === 'anthropic' ? 'input_schema' : b.shape === 'mcp' ? 'inputSchema' : 'parameters';
  // Key order as each library writes the object (openai's pydantic_function_tool adds the description last; LangChain's
  // convert_to_openai_tool writes {name, description, parameters}).
  const body: [string, SVal | undefined, Span?][] =
    b.library === 'langchain' ? [['name', b.name], ['description', b.description], [schemaKey, schema, schema.span]]
      : b.shape === 'openai-chat' ? [['name', b.name], ['strict', b.strict], [schemaKey, schema, schema.span], ['description', b.description]]
      : [['name', b.name], ['title', b.title], ['description', b.description], [schemaKey, schema, schema.span], ['strict', b.strict]];
  // The Agents SDK's converter writes {name, parameters, strict, type, description}.
  const responses: [string, SVal | undefined, Span?][] = [['name', b.name], ['parameters', schema, schema.span], ['strict', b.strict], ['type', fn, b.span], ['description', b.description]];
  const value = b.shape === 'openai-chat' ? object([['type', fn, b.span], ['function', object(body), b.span]]) : b.shape === 'openai-responses' ? object(responses) : object(body);
  const node = Object.assign(toJsonNode(value, undefined), { [GENERATED]: true, [PY_LIBRARY]: b.library });
  const holder = b.shape === 'openai-chat' ? node.children!.find((p) => p.children![0].value === 'function')!.children![1] : node;
  const schemaNode = holder.children!.find((p) => p.children![0].value === schemaKey)!.children![1];
  return { node, schema: schemaNode };
}

/** The tools a Python module defines with decorators and pydantic_function_tool, as each library sends them. Never throws. */
export function pythonTools(root: PyNode, text: string): PythonTool[] {
  let built: Built[];
  let graph: ModuleGraph | undefined;
  try {
    const finder = new ToolFinder(root, text);
    graph = ModuleGraph.forHome(finder.mod);
    built = finder.tools();
  } catch (e) {
    if (e instanceof NotAnalyzable) return [];
    throw e;
  } finally {
    graph?.dispose();
  }
  return built.map((b) => {
    const t: PythonTool = { library: b.library, version: PYTHON_LIBRARY_VERSIONS[b.library], shape: b.shape, name: str(b.name), title: str(b.title), description: str(b.description), span: b.span };
    if (b.notAnalyzable || !b.schema) t.notAnalyzable = b.notAnalyzable ?? { message: 'Not analysed: no schema', span: b.span };
    else Object.assign(t, toolNode(b));
    return t;
  });
}

/** `ClassName.model_json_schema()` of a same-file pydantic model (pydantic 2.13), or why it cannot be known. */
export function pydanticModelSchema(root: PyNode, text: string, className: string, at?: PyNode): { node: JsonNode } | { notAnalyzable: { message: string; span: Span } } {
  resetEmitBudget();
  let graph: ModuleGraph | undefined;
  try {
    const finder = new ToolFinder(root, text);
    graph = ModuleGraph.forHome(finder.mod);
    const cls = finder.mod.classOf(className, at ?? root);
    if (!cls || cls.kind !== 'model') throw new NotAnalyzable(`\`${className}\` is not a pydantic model defined in this file${graph ? ' or one toollint could read from the workspace' : ''}`, at ? spanOf(at) : spanOf(root));
    const node = toJsonNode(new Pydantic().modelRoot(cls), undefined);
    return { node: Object.assign(node, { [GENERATED]: true, [PY_LIBRARY]: 'pydantic' }) };
  } catch (e) {
    if (e instanceof NotAnalyzable) return { notAnalyzable: { message: `Not analysed: ${e.message}. toollint reads pydantic models statically and never runs code.`, span: e.span } };
    throw e;
  } finally {
    graph?.dispose();
  }
}
