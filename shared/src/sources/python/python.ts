// Reads the tool definitions a Python module (or a notebook's cells) writes as literals: one segment per outermost
// literal or tool call, values as the engine's trees with offsets into the code; the constants they use are read
// through (a notebook's earlier cells included). Nothing is imported or run.
import type { Node as JsonNode } from 'jsonc-parser';
import type { ParseProblem, Segment } from '../json/json';
import { pythonTools, type PythonTool } from '../../converters/python';
import { attributeTools, isToolInit } from './class-tools';
import { calleeName, PINNED, PyLiteralConverter } from './literals';
import { mayHoldTools, pythonLoaded, pythonLoadFailure, parsePython, type PyNode, type PyTree } from './parser';
import { type OpenNode, PyScopes, type PyUnit, textOf } from './scopes';

/** One code unit to read: a file's text, or a notebook cell's code with how its offsets map into the document. */
export interface PyUnitSource {
  text: string;
  cell: number;
  toDocument: (offset: number) => number;
  /** A cell's code sits in a JSON string: edits must be escaped for it (see notebook.ts). */
  embedded: boolean;
  /** What the code is a version of (a document's path, and cell): it is parsed from that key's last tree. */
  key?: string;
}

export interface PythonDocument {
  segments: Segment[];
  notAnalyzable: ParseProblem[];
  /** Trees by unit (kept until `dispose`): the converter of decorated functions and models reads them too. */
  units: PyUnit[];
  dispose(): void;
}

/** Keyword arguments that hold a list of tools (`create(tools=[...])`, `types.Tool(function_declarations=[...])`). */
const TOOL_LIST_KWARGS = new Set(['tools', 'functions', 'function_declarations']);
const LITERALS = new Set(['dictionary', 'pair', 'list', 'tuple', 'list_splat', 'dictionary_splat', 'set', 'concatenated_string', 'binary_operator']);
const KWARG_CALLS = new Set(['dict', 'Tool', 'ToolParam', 'FunctionDefinition', 'ChatCompletionToolParam', 'ChatCompletionFunctionToolParam', 'FunctionToolParam', 'FunctionDeclaration', 'ToolSpecification']);

/** Python segments carry this mark: their reader is the Python one (sources/index.ts). */
export const PYTHON_SEGMENT = Symbol('python segment');

const NOT_LOADED = 'Not analysed: the Python parser is not loaded yet. Library users: `await loadPython()` (from toollint) before linting Python; the CLI and the editor do this themselves.';

/** Reads units (a file, or a notebook's cells in order); never throws. */
export function readPythonUnits(sources: PyUnitSource[]): PythonDocument {
  const empty = (problems: ParseProblem[] = []): PythonDocument => ({ segments: [], notAnalyzable: problems, units: [], dispose() {} });
  if (!sources.some((s) => mayHoldTools(s.text))) return empty();
  if (!pythonLoaded()) {
    const why = pythonLoadFailure();
    return empty([{ message: why ? `Not analysed: the Python parser could not be loaded (${why}).` : NOT_LOADED, span: { offset: 0, length: 0 } }]);
  }
  const trees: PyTree[] = [];
  const units: PyUnit[] = [];
  for (const s of sources) {
    const tree = parsePython(s.text, s.key);
    if (!tree) continue;
    trees.push(tree);
    units.push({ root: tree.rootNode, text: s.text, cell: s.cell });
  }
  const dispose = () => {
    for (const t of trees.splice(0)) t.delete();
  };
  try {
    const found: { node: PyNode; chain: string[]; unit: number }[] = [];
    const index = new Map(units.map((u, i) => [u, i]));
    const scopes = new PyScopes(units, (unit, c, open, chain) => {
      const t = c.nodeType;
      if (t !== 'dictionary' && t !== 'list' && t !== 'call' && t !== 'keyword_argument') return;
      if (insideLiteral(open, unit) || (t === 'dictionary' && isToolChoice(open, unit))) return;
      const n = c.currentNode;
      if (t === 'call' && !KWARG_CALLS.has(calleeName(n, unit.text) ?? '') && !isToolInit(n, unit.text)) return;
      if (t === 'keyword_argument' && !TOOL_LIST_KWARGS.has(textOf(n.childForFieldName('name'), unit.text))) return;
      found.push({ node: n, chain, unit: index.get(unit)! });
    });
    const converter = new PyLiteralConverter(scopes, sources.reduce((n, s) => n + s.text.length, 0));
    const readings: { key: string; unit: number; root: JsonNode; reached: Set<string> }[] = [];
    for (const { node, chain, unit: i } of found) {
      const unit = units[i]!;
      const reached = converter.startReading(unit, chain);
      const root = node.type === 'keyword_argument' ? toolListArgument(node, unit, converter) : converter.convert(node, unit, undefined, 0);
      if (root) readings.push({ key: `${unit.cell}:${node.startIndex}:${node.endIndex}`, unit: i, root, reached });
    }
    // Classes whose attributes are a tool (class-tools.ts).
    for (const [i, unit] of units.entries()) {
      for (const c of attributeTools(unit.root, unit.text)) {
        const reached = converter.startReading(unit, ['module']);
        readings.push({ key: `${unit.cell}:${c.cls.startIndex}:${c.cls.endIndex}`, unit: i, root: converter.attributesObject(c.cls, unit, c.attrs), reached });
      }
    }
    // A constant another reading of its cell reaches (`tools=[WEATHER]`) is read there, where its container decides its
    // shape. One of an earlier notebook cell (`tools=[calculator_tool]`, `tools=tools`) is read once, where it is
    // defined: the later cell's list leaves it out.
    const cellOf = (key: string) => Number(key.slice(0, key.indexOf(':')));
    const keys = new Set(readings.map((r) => r.key));
    const elsewhere = (r: (typeof readings)[number], n: string) => cellOf(n) !== units[r.unit]!.cell && keys.has(n);
    const reachedElsewhere = new Set<string>();
    for (const r of readings) for (const n of r.reached) if (n !== r.key && !elsewhere(r, n)) reachedElsewhere.add(n);
    const readInside = new Set<string>();
    for (const r of readings) {
      if (reachedElsewhere.has(r.key)) continue;
      for (const n of r.reached) if (n !== r.key && !elsewhere(r, n)) readInside.add(n);
      if ([...r.reached].some((n) => elsewhere(r, n))) withoutEarlierCells(r.root);
    }
    const segments: Segment[] = [];
    const segmentOf = (i: number, root: JsonNode): Segment => {
      const s = sources[units[i]!.cell] ?? sources[0]!;
      return Object.assign({ text: s.text, root, toDocument: s.toDocument, basePath: [], embedded: false }, { [PYTHON_SEGMENT]: { embedded: s.embedded } });
    };
    for (const r of readings) if (!readInside.has(r.key)) segments.push(segmentOf(r.unit, r.root));
    // Decorated tool functions and pydantic_function_tool(Model), converted as their library sends them (converters/python).
    const notAnalyzable: ParseProblem[] = [];
    for (const [i, unit] of units.entries()) {
      const toDocument = sources[unit.cell]?.toDocument ?? ((o: number) => o);
      const mapped = (span: { offset: number; length: number }) => {
        const start = toDocument(span.offset);
        return { offset: start, length: toDocument(span.offset + span.length) - start };
      };
      let tools: PythonTool[];
      try {
        tools = pythonTools(unit.root, unit.text);
      } catch (e) {
        notAnalyzable.push({ message: `Not analysed: reading this code's decorated tools failed (${e instanceof Error ? e.message : String(e)}).`, span: mapped({ offset: 0, length: 0 }) });
        continue;
      }
      for (const t of tools) {
        if (t.node) segments.push(segmentOf(i, t.node));
        else if (t.notAnalyzable) notAnalyzable.push({ message: t.notAnalyzable.message, span: mapped(t.notAnalyzable.span), ...(t.name ? { tool: t.name.value } : {}) });
      }
    }
    return { segments, notAnalyzable, units, dispose };
  } catch (e) {
    dispose();
    return empty([{ message: `Not analysed: reading this Python code failed (${e instanceof Error ? e.message : String(e)}).`, span: { offset: 0, length: 0 } }]);
  }
}

/**
 * True when a place tools may stand (an outermost dict or list, a tool-model call, a `tools=` argument) is read with
 * the literal or call around it; `open` holds the nodes above it, its parent last.
 */
function insideLiteral(open: readonly OpenNode[], unit: PyUnit): boolean {
  let i = open.length - 1;
  while (i >= 0 && open[i]!.type === 'parenthesized_expression') i--;
  let p = open[i];
  if (!p) return false;
  if (LITERALS.has(p.type)) return true;
  if (p.type === 'keyword_argument') {
    if (p.node && TOOL_LIST_KWARGS.has(textOf(p.node.childForFieldName('name'), unit.text))) return true;
    p = open[--i];
  }
  if (p?.type === 'argument_list') {
    const call = open[i - 1];
    return call?.type === 'call' && !!call.node && (KWARG_CALLS.has(calleeName(call.node, unit.text) ?? '') || isToolInit(call.node, unit.text));
  }
  return false;
}

/** A tool list's items read from an earlier cell (reported there, where they are written) are left out of it. */
function withoutEarlierCells(root: JsonNode): void {
  const lists = root.type === 'array' ? [root] : (root.children ?? []).filter((p) => TOOL_LIST_KWARGS.has(String(p.children?.[0]?.value)) && p.children?.[1]?.type === 'array').map((p) => p.children![1]!);
  const pinned = (n: JsonNode) => (n as unknown as Record<symbol, boolean>)[PINNED] === true;
  for (const list of lists) if (list.children) (list as { children: JsonNode[] }).children = list.children.filter((c) => !(pinned(c) && c.type === 'object'));
}

/** Keyword arguments whose dict names a tool rather than defining one (`tool_choice={"type": "function", "name": ...}`). */
const CHOICE_KWARGS = new Set(['tool_choice', 'function_call']);

/** True for a dict passed as `tool_choice=` (or the legacy `function_call=`): it picks a tool, it is none. */
function isToolChoice(open: readonly OpenNode[], unit: PyUnit): boolean {
  let i = open.length - 1;
  while (i >= 0 && open[i]!.type === 'parenthesized_expression') i--;
  const p = open[i];
  return p?.type === 'keyword_argument' && !!p.node && CHOICE_KWARGS.has(textOf(p.node.childForFieldName('name'), unit.text));
}

/** `tools=[...]` as an object `{tools: [...]}` spanning the argument: its items stand in a tool list. */
function toolListArgument(arg: PyNode, unit: PyUnit, converter: PyLiteralConverter): JsonNode | undefined {
  const name = arg.childForFieldName('name');
  const value = arg.childForFieldName('value');
  if (!name || !value) return undefined;
  const span = (n: PyNode) => ({ offset: n.startIndex, length: n.endIndex - n.startIndex });
  const obj = { type: 'object', ...span(arg), parent: undefined, children: [] as JsonNode[] } as unknown as JsonNode;
  const prop = { type: 'property', ...span(arg), parent: obj, children: [] as JsonNode[] } as unknown as JsonNode;
  const v = converter.convert(value, unit, prop, 1, textOf(name, unit.text));
  if (!v || (v.type !== 'array' && v.type !== 'object')) return undefined;
  prop.children!.push({ type: 'string', value: textOf(name, unit.text), ...span(name), parent: prop } as JsonNode, v);
  obj.children!.push(prop);
  return obj;
}

/** Syntax errors tree-sitter recovered from in a tree (only subtrees that hold one are walked). */
export function syntaxErrorCount(root: PyNode): number {
  if (!root.hasError) return 0;
  let count = 0;
  const stack = [root];
  while (stack.length && count < 10_000) {
    const n = stack.pop()!;
    if (n.isError || n.isMissing) {
      count++;
      continue;
    }
    for (const c of n.children) if (c && (c.hasError || c.isMissing)) stack.push(c);
  }
  return count;
}
