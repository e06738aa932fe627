// A JSON value the code makes a library send without writing it (agent-kit's and FastMCP's empty schema for a tool
// without parameters, genaiscript's defAgent `{ query }`), as nodes spanning the code that makes it: generated, so
// nothing there is edited.
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import { GENERATED } from '../node-marks';

/** What fixedValue needs of the literal reader. */
export interface FixedReader {
  span(node: TS.Node): { offset: number; length: number };
  property(at: TS.Node, key: string, value: JsonNode, parent: JsonNode): JsonNode;
}

/** `value` (objects, arrays, strings, numbers, booleans) as nodes spanning `at`, each object and array marked generated. */
export function fixedValue(conv: FixedReader, at: TS.Node, value: unknown): JsonNode {
  const span = conv.span(at);
  if (Array.isArray(value)) {
    const node = { type: 'array', ...span, children: [] as JsonNode[] } as JsonNode;
    for (const v of value) node.children!.push(Object.assign(fixedValue(conv, at, v), { parent: node }));
    return Object.assign(node, { [GENERATED]: true });
  }
  if (value && typeof value === 'object') {
    const node = { type: 'object', ...span, children: [] as JsonNode[] } as JsonNode;
    for (const [k, v] of Object.entries(value)) node.children!.push(conv.property(at, k, fixedValue(conv, at, v), node));
    return Object.assign(node, { [GENERATED]: true });
  }
  return { type: typeof value as 'string', value, ...span } as JsonNode;
}
