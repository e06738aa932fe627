// This folder reads Python (.py, .pyi and notebook cells) with tree-sitter's Python grammar (syntax only: nothing is
// imported or run): literal dicts, module and class constants, SDK call shapes; decorated functions and models through
// converters/python. It never imports the rules or the pipeline.
//
// The Python parser: web-tree-sitter with tree-sitter-python's shipped .wasm, loaded on the first Python file only and
// from the package's own files (dist/ in the bundles, node_modules/ in development), never from the network. Loading
// a WebAssembly module is asynchronous and lint() is not: `loadPython()` (loading.ts) starts the load once; until it is
// done, parsePython() returns undefined and the reader reports the file as not analysed, saying what to await.
// Offsets (node.startIndex/endIndex) are UTF-16 code units when the text is given as a JS string, as LSP counts them.
import type { Edit, Node, Parser, Tree, TreeCursor } from 'web-tree-sitter';
import { loadedParser } from './loading';

export type PyNode = Node;
export type PyTree = Tree;

export { loadPython, pythonLoaded, pythonLoadFailure, type PythonLoadOptions, type WasmSource } from './loading';

/** The last tree of each of the few texts read by key (a document's path): the next version is parsed incrementally. */
const lastTrees = new Map<string, { text: string; tree: Tree }>();
const KEPT_TREES = 8;

/**
 * Parses Python text (syntax errors are recovered: the rest of the file is kept, as ERROR nodes around the bad part);
 * undefined until loadPython() has resolved. With a `key` (a document's path), the text is parsed incrementally
 * from that key's previous version (the edit between them is their common start and end), as the language server
 * lints each keystroke. The tree holds WebAssembly memory: call `tree.delete()` when done, or use withPythonTree.
 */
export function parsePython(text: string, key?: string): PyTree | undefined {
  const parser = loadedParser() as Parser | undefined;
  if (!parser) return undefined;
  const last = key === undefined ? undefined : lastTrees.get(key);
  let tree: Tree | undefined;
  try {
    // Tree.edit reads the edit's fields only (web-tree-sitter's Edit class adds methods to edit points and ranges).
    if (last) last.tree.edit(editBetween(last.text, text) as unknown as Edit);
    tree = parser.parse(text, last?.tree) ?? undefined;
  } catch {
    tree = undefined;
  }
  if (key !== undefined) {
    if (last) last.tree.delete();
    lastTrees.delete(key);
    if (tree) lastTrees.set(key, { text, tree: tree.copy() });
    for (const [k, v] of lastTrees) {
      if (lastTrees.size <= KEPT_TREES) break;
      v.tree.delete();
      lastTrees.delete(k);
    }
  }
  return tree;
}

/** The edit that turns `before` into `after`: what lies between their common start and their common end. */
export function editBetween(before: string, after: string): { startIndex: number; oldEndIndex: number; newEndIndex: number; startPosition: Point; oldEndPosition: Point; newEndPosition: Point } {
  const max = Math.min(before.length, after.length);
  let start = 0;
  while (start < max && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let tail = 0;
  while (tail < max - start && before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)) tail++;
  const oldEnd = before.length - tail;
  const newEnd = after.length - tail;
  return { startIndex: start, oldEndIndex: oldEnd, newEndIndex: newEnd, startPosition: pointAt(before, start), oldEndPosition: pointAt(before, oldEnd), newEndPosition: pointAt(after, newEnd) };
}

type Point = { row: number; column: number };

/** Row and column (UTF-16 code units) of an offset. */
function pointAt(text: string, offset: number): Point {
  let row = 0;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
    row++;
    lineStart = i + 1;
  }
  return { row, column: offset - lineStart };
}

/** Parses text, hands the root to `use`, and frees the tree afterwards; undefined when the parser is not loaded. */
export function withPythonTree<T>(text: string, use: (root: PyNode, tree: PyTree) => T): T | undefined {
  const tree = parsePython(text);
  if (!tree) return undefined;
  try {
    return use(tree.rootNode, tree);
  } finally {
    tree.delete();
  }
}

/** The text a node spans (offsets are UTF-16 code units, so slicing the JS string is exact). */
export function textOf(node: PyNode, text: string): string {
  return text.slice(node.startIndex, node.endIndex);
}

/**
 * A cheap test run before parsing: files without any tool-shaped key or call are skipped (ordinary code and the
 * 10,000-line module without tools stay fast, and never load the parser).
 */
const MAY_HOLD_TOOLS = /\b(?:input_schema|inputSchema|parameters|functionDeclarations|function_declarations|toolSpec|inputSchema|json_schema|model_json_schema|pydantic_function_tool|function_tool|beta_tool|beta_async_tool|add_tool|as_tool|bind_tools|ToolNode|create_react_agent|create_agent|create_extractor|Tool)\b|@\w+(?:\.\w+)*\.tool\b|@tool\b|\btool\s*\(/;

export function mayHoldTools(text: string): boolean {
  return MAY_HOLD_TOOLS.test(text);
}

/**
 * Walks a subtree in document order with one tree cursor (a node object is made only where asked for: walking with
 * node.children makes one per node and costs several times more). `enter` returns false to skip a node's children;
 * `leave` runs after a node's children. Iterative: any depth is fine.
 */
export function walkTree(root: PyNode, enter: (c: TreeCursor) => boolean, leave?: (c: TreeCursor) => void): void {
  const c = root.walk();
  try {
    for (;;) {
      if (enter(c) && c.gotoFirstChild()) continue;
      leave?.(c);
      while (!c.gotoNextSibling()) {
        if (!c.gotoParent()) return;
        leave?.(c);
      }
    }
  } finally {
    c.delete();
  }
}
