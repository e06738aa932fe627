// The locate step of the pipeline: rules report paths in a tool definition, and this one step turns them into spans of
// the document (as Spectral does), so no rule computes positions.
import type { Node } from 'jsonc-parser';
import type { ToolDefinition } from './extract/tool';
import { nodeAtPath } from './sources/json/json';
import { PROPERTY_SPAN } from './sources/node-marks';
import { toPointer } from './sources/pointer';
import type { PathSegment, Span } from './types';

/** @internal A report's path (relative to the argument schema or, at 'tool', to the tool object) from the tool object. */
export function fullPath(tool: ToolDefinition, path: PathSegment[], at: 'schema' | 'tool' | undefined): PathSegment[] {
  if (at === 'tool') return path;
  const base = tool.fields.schema;
  return base && base.length > 0 ? base.concat(path) : path.slice();
}

/** @internal The document's JSON pointer of a report's path. */
export function pointerOf(tool: ToolDefinition, path: PathSegment[], at: 'schema' | 'tool' | undefined): string {
  return toPointer([...tool.path, ...fullPath(tool, path, at)]);
}

/** The document span of a path in a tool: the property key by default, else the value; the nearest existing ancestor when the path is missing. */
export function locate(tool: ToolDefinition, path: PathSegment[], at: 'schema' | 'tool' | undefined, on: 'key' | 'value' = 'key'): Span {
  const { start, end } = locateLocal(tool, path, at, on);
  const from = tool.segment.toDocument(start);
  return { offset: from, length: Math.max(0, tool.segment.toDocument(end) - from) };
}

/** Like locate, in the coordinates of the tool's segment (the text jsonc-parser saw). */
function locateLocal(tool: ToolDefinition, path: PathSegment[], at: 'schema' | 'tool' | undefined, on: 'key' | 'value' = 'key'): { start: number; end: number } {
  return locateFull(tool, fullPath(tool, path, at), on);
}

/** locateLocal of a path from the tool object (fullPath's). */
export function locateFull(tool: ToolDefinition, path: PathSegment[], on: 'key' | 'value' = 'key'): { start: number; end: number } {
  let full = path;
  let node: Node | undefined;
  while (true) {
    node = nodeAtPath(tool.node, full);
    if (node || full.length === 0) break;
    full = full.slice(0, -1);
  }
  node ??= tool.node;
  let target = node;
  if (on === 'key' && node.parent?.type === 'property' && node.parent.children?.[0]) target = node.parent.children[0];
  // A property of a z.object() shape: the whole `note: z.string().optional()`, when it is on one line.
  const whole = (target as unknown as Record<symbol, Span | undefined>)[PROPERTY_SPAN];
  if (whole && !/[\r\n]/.test(tool.segment.text.slice(whole.offset, whole.offset + whole.length))) return { start: whole.offset, end: whole.offset + whole.length };
  return { start: target.offset, end: target.offset + target.length };
}
