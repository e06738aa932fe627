// This folder finds tool definitions in what a reader read (segments of trees with offsets) and names their parts.
// It never imports a parser, the rules, fix/, converters/ or the pipeline.
//
// Finds every tool definition in a parsed JSON document.
import { getNodeValue, type Node } from 'jsonc-parser';
import { nodeAtPath, parseEmbedded, type ParsedDocument, type ParseProblem, type Segment } from '../sources/json/json';
import { toPointer } from '../sources/pointer';
import { lazy } from '../lazy-property';
import type { PathSegment } from '../types';
import { matchToolShape, type NodeContext } from './shapes';
import type { ToolDefinition } from './tool';

export type { ToolDefinition } from './tool';

export interface ExtractOptions {
  /** File path, used to recognise a top-level array in a file named like tools.json. */
  path?: string;
}

export interface Extraction {
  tools: ToolDefinition[];
  /** Parse problems of JSON strings that hold tools. */
  problems: ParseProblem[];
}

/** A file whose own name (not a folder's) says it holds tools. */
export const isToolFileName = (path: string): boolean => /tool|function/i.test(path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1));
const MAX_WALK_DEPTH = 2000;

interface Frame {
  node: Node;
  /** The frame of the enclosing value and this node's key or index in it (paths are built only for tools). */
  parent: Frame | undefined;
  segment: PathSegment | undefined;
  depth: number;
  containerKey: string | undefined;
  topLevelArrayItem: boolean;
  /** Offset of the array (or value) that holds the node: tools with one listOffset sit in one list. */
  listOffset: number;
  listIndex: number;
}

/** Walks every segment of a parsed document and returns the tools found, in document order. */
export function extractTools(doc: ParsedDocument, opts: ExtractOptions = {}): Extraction {
  const tools: ToolDefinition[] = [];
  const problems: ParseProblem[] = [];
  const toolFile = opts.path !== undefined && isToolFileName(opts.path);
  const queue: Segment[] = [...doc.segments];
  for (let i = 0; i < queue.length; i++) {
    walkSegment(queue[i]!, toolFile, tools, problems, queue);
  }
  tools.sort((a, b) => a.segment.toDocument(a.node.offset) - b.segment.toDocument(b.node.offset));
  return { tools, problems };
}

function walkSegment(segment: Segment, toolFile: boolean, tools: ToolDefinition[], problems: ParseProblem[], queue: Segment[]): void {
  if (!segment.root) return;
  const manifest = !segment.script && segment.root.type === 'object' && (segment.root.children ?? []).some((p) => p.children?.[0]?.value === 'manifest_version' || p.children?.[0]?.value === 'dxt_version');
  const segKey = `${segment.basePath.join('/')}@${segment.embedded ? 'e' : 'd'}`;
  const stack: Frame[] = [
    { node: segment.root, parent: undefined, segment: undefined, depth: 0, containerKey: undefined, topLevelArrayItem: false, listOffset: -1, listIndex: 0 },
  ];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const { node } = frame;
    if (frame.depth > MAX_WALK_DEPTH) continue;
    if (node.type === 'object') {
      const ctx: NodeContext = {
        containerKey: frame.containerKey,
        toolListFile: toolFile && frame.topLevelArrayItem,
        embedded: segment.embedded,
        script: segment.script,
        manifest,
        listItem: typeof frame.segment === 'number',
      };
      const match = matchToolShape(node, ctx);
      if (match) {
        tools.push(buildTool(node, segment, framePath(frame, segment), `${segKey}:${frame.listOffset}`, frame.listIndex, match.shape, match.fields));
        continue;
      }
      const children = node.children ?? [];
      for (let i = children.length - 1; i >= 0; i--) {
        const prop = children[i]!;
        const key = prop.children?.[0]?.value as string;
        const value = prop.children?.[1];
        if (!value || !mayHoldToolsIn(value, segment) || CHOICE_KEYS.has(key)) continue;
        stack.push({
          node: value,
          parent: frame,
          segment: key,
          depth: frame.depth + 1,
          containerKey: key,
          topLevelArrayItem: false,
          listOffset: value.offset,
          listIndex: 0,
        });
      }
    } else if (node.type === 'array') {
      const children = node.children ?? [];
      const topLevel = frame.depth === 0;
      for (let i = children.length - 1; i >= 0; i--) {
        if (!mayHoldToolsIn(children[i]!, segment)) continue;
        stack.push({
          node: children[i]!,
          parent: frame,
          segment: i,
          depth: frame.depth + 1,
          containerKey: frame.containerKey,
          topLevelArrayItem: topLevel,
          listOffset: node.offset,
          listIndex: i,
        });
      }
    } else if (node.type === 'string') {
      const inner = parseEmbedded(segment, node, problems, framePath(frame, segment));
      if (inner) queue.push(inner);
    }
  }
}

/**
 * Keys whose value picks or calls a tool and never defines one: a request's `tool_choice` (`{ type: "function",
 * function: { name } }`), an assistant message's `tool_calls` and legacy `function_call` (a name and its arguments).
 */
const CHOICE_KEYS = new Set(['tool_choice', 'tool_calls', 'function_call']);

/**
 * Whether the walk needs a frame for a value: an object or array, or a string that may hold tools (JSON in a string
 * of the document). Numbers, booleans, null and other strings (most of a document's values) get none.
 */
function mayHoldToolsIn(node: Node, segment: Segment): boolean {
  const type = node.type;
  return type === 'object' || type === 'array' || (type === 'string' && !segment.embedded && mayHoldTools(node.value as string));
}

/** Cheap test for a string that holds a JSON array or object of tools. */
function mayHoldTools(value: string): boolean {
  if (value.length < 10) return false;
  let i = 0;
  while (i < value.length && value.charCodeAt(i) <= 32) i++;
  const c = value[i];
  if (c !== '[' && c !== '{') return false;
  return value.includes('"name"');
}

function framePath(frame: Frame, segment: Segment): PathSegment[] {
  const rev: PathSegment[] = [];
  for (let f: Frame | undefined = frame; f && f.segment !== undefined; f = f.parent) rev.push(f.segment);
  return [...segment.basePath, ...rev.reverse()];
}

/** Reads the scalar at a path of a jsonc node without building values for the rest. */
function scalarAt(node: Node, path: PathSegment[] | undefined): unknown {
  if (!path) return undefined;
  const n = nodeAtPath(node, path);
  return n && n.type !== 'object' && n.type !== 'array' ? n.value : n ? OBJECT : undefined;
}
const OBJECT = Symbol('object');

function buildTool(node: Node, segment: Segment, path: PathSegment[], listKey: string, listIndex: number, shape: ToolDefinition['shape'], fields: ToolDefinition['fields']): ToolDefinition {
  const rawName = scalarAt(node, fields.name);
  const name = typeof rawName !== 'string' && shape === 'builtin' ? String(fields.name?.[0]) : rawName;
  const description = scalarAt(node, fields.description);
  const schemaPresent = fields.schema !== undefined && nodeAtPath(node, fields.schema) !== undefined;
  const strict = fields.strictHolder ? scalarAt(node, [...fields.strictHolder, 'strict']) : undefined;
  const tool = {
    shape,
    name: typeof name === 'string' ? name : undefined,
    description: typeof description === 'string' ? description : undefined,
    hasSchema: schemaPresent,
    strict: typeof strict === 'boolean' ? strict : undefined,
    fields,
    path,
    pointer: toPointer(path),
    listKey,
    listIndex,
    node,
    segment,
  } as Omit<ToolDefinition, 'value' | 'schema'> as ToolDefinition;
  // Plain values are built on first read: an unchanged tool in a re-lint never needs them.
  lazy(tool, 'value', () => safeValue(node) as Record<string, unknown>);
  lazy(tool, 'schema', () => (schemaPresent ? readAt(tool.value, fields.schema) : undefined));
  return tool;
}

function safeValue(node: Node): unknown {
  try {
    return getNodeValue(node);
  } catch {
    return {};
  }
}

function readAt(value: unknown, path: PathSegment[] | undefined): unknown {
  if (!path) return undefined;
  let cur: unknown = value;
  for (const seg of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[seg as string];
  }
  return cur;
}

/** The same tool (shape, fields, place in the document) read again from edited text, for Auto-strict's next pass. */
export function rereadTool(tool: ToolDefinition, text: string, root: Node): ToolDefinition | undefined {
  if (root.type !== 'object') return undefined;
  const segment: Segment = { text, root, toDocument: (o) => o, basePath: [], embedded: false };
  return buildTool(root, segment, tool.path, tool.listKey, tool.listIndex, tool.shape, tool.fields);
}
