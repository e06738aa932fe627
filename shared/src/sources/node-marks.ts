// Marks a reader puts on the nodes it builds, for the pipeline: what it may rely on whatever the language or library.
import type { Node } from 'jsonc-parser';

/** On a tool node whose argument schema a library generates from code (zod): its findings point at that code. */
export const GENERATED = Symbol('schema generated from code');
/** On the key node of a property whose code is longer than its key (`note: z.string().optional()`): that whole span. */
export const PROPERTY_SPAN = Symbol('property span');

/** True for a tool node whose argument schema a library generates from code. */
export function isGenerated(toolNode: Node): boolean {
  return (toolNode as unknown as Record<symbol, boolean>)[GENERATED] === true;
}

/** On the nodes of a value imported from another file: written there, so never edited here. */
export const FOREIGN = Symbol('imported from another file');
/** True when a tool holds a value imported from another file (its text fixes would edit the import's use). */
export function holdsForeign(root: Node): boolean {
  // Asked once per finding of the tool: the walk is done once per tool (per finding, 4,000 findings took 15 s).
  const known = HOLDS_FOREIGN.get(root);
  if (known !== undefined) return known;
  const stack = [root];
  let found = false;
  while (stack.length && !found) {
    const n = stack.pop()!;
    if ((n as unknown as Record<symbol, boolean>)[FOREIGN]) found = true;
    for (const c of n.children ?? []) stack.push(c);
  }
  HOLDS_FOREIGN.set(root, found);
  return found;
}
const HOLDS_FOREIGN = new WeakMap<Node, boolean>();

/** On a tool node whose schema a library converts: which converter (and version) the reading modelled, for hovers. */
export const CONVERTER = Symbol('converter assumed');
/** The converter a reader assumed for a tool's schema, if it says. */
export function converterOf(toolNode: Node): string | undefined {
  return (toolNode as unknown as Record<symbol, string | undefined>)[CONVERTER];
}

/**
 * On a tool node read from another file and listed here under a key (`tools: { weather: weatherTool }`): where that
 * file defines it (its path, and the span of the tool node its own reading builds), and whether it was read as that
 * file reads it (false: read for this file's context, such as a Mastra agent's model). The CLI reports such a tool
 * once, where it is defined, when it lints both files.
 */
export const ORIGIN = Symbol('tool defined in another file');
export interface ToolOrigin {
  path: string;
  offset: number;
  length: number;
  sameReading: boolean;
}
/** Where a tool read from another file is defined, if it was. */
export function originOf(toolNode: Node): ToolOrigin | undefined {
  return (toolNode as unknown as Record<symbol, ToolOrigin | undefined>)[ORIGIN];
}
