// Auto-strict edit operations: what a rule proposes, resolved against the current text when applied.
import type { Node } from 'jsonc-parser';
import { nodeAtPath } from '../sources/json/json';
import type { ToolDefinition } from '../extract/tool';
import type { PathSegment } from '../types';

export type FixOp =
  /** Set (insert or replace) the value at a path. */
  | { kind: 'set'; path: PathSegment[]; value: unknown }
  /** Remove the property or array element at a path. */
  | { kind: 'remove'; path: PathSegment[] }
  /** Append a value to the array at a path (creating the array when missing), unless it is already there. */
  | { kind: 'append'; path: PathSegment[]; value: unknown; values?: unknown[] }
  /** Rename the key of the property at a path (keeps its value's text). */
  | { kind: 'rename'; path: PathSegment[]; to: string }
  /**
   * Append a sentence to the description of the schema at a path (creating it when missing). With `copy`, the
   * sentence is `before` + the value at `copy.path` as the source writes it + `after` (`text` when it is gone).
   */
  | { kind: 'describe'; path: PathSegment[]; text: string; copy?: { path: PathSegment[]; before: string; after: string } }
  /** Let the schema at a path accept null: a type list, null in its enum, a null anyOf branch, or an anyOf wrapper. */
  | { kind: 'nullable'; path: PathSegment[]; typeLists: boolean };

/** A fix a rule offers for one finding. Paths are relative like the finding's own path. */
export interface FixSpec {
  title: string;
  /** Safe fixes keep the meaning (ruff's notion); unsafe ones are applied only when asked. */
  safe: boolean;
  ops: FixOp[];
}

/**
 * A value in a `set` or `append` op that is copied from the source as it is written (a number keeps its digits, a
 * string its escapes, an object its comments): the node at `path` when the op is applied; `value` if it is gone.
 */
export class Copy {
  constructor(
    readonly path: PathSegment[],
    readonly value: unknown,
  ) {}
  /** Ops are compared as JSON: two copies are the same when they copy the same place. */
  toJSON(): unknown {
    return { copyOf: this.path };
  }
}

/** An op with every path in it (its own, those of the values it copies) mapped. */
export function mapOpPaths(op: FixOp, map: (path: PathSegment[]) => PathSegment[]): FixOp {
  const value = (v: unknown): unknown => (v instanceof Copy ? new Copy(map(v.path), v.value) : Array.isArray(v) ? v.map(value) : v);
  switch (op.kind) {
    case 'set':
      return { ...op, path: map(op.path), value: value(op.value) };
    case 'append':
      return { ...op, path: map(op.path), value: value(op.value), ...(op.values ? { values: op.values.map(value) } : {}) };
    case 'describe':
      return { ...op, path: map(op.path), ...(op.copy ? { copy: { ...op.copy, path: map(op.copy.path) } } : {}) };
    default:
      return { ...op, path: map(op.path) };
  }
}

/** A fix title that says why it is unsafe: a title that already says so gets the reason in the same parenthesis. */
export function withUnsafeNote(title: string, note: string, joiner = ', and '): string {
  return /\(unsafe: [^()]*\)$/.test(title) ? `${title.slice(0, -1)}${joiner}${note})` : `${title} (unsafe: ${note})`;
}

/** Renders a JSON value for a description ('Default: 5.', 'Default: "normal".'): JSON, so "" and "x. y" stay readable. */
export function describeValue(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** A JSON number as JSON writes it (a script's `1_000` or `0x10` is not one). */
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/**
 * A value for a description, as describeValue renders it but with numbers as the source writes them: a JavaScript
 * number would turn 18446744073709551615 into 18446744073709552000 and 1e400 into null.
 */
export function describeNode(node: Node, text: string): string {
  switch (node.type) {
    case 'number': {
      const written = text.slice(node.offset, node.offset + node.length);
      return JSON_NUMBER.test(written) ? written : describeValue(node.value);
    }
    case 'array':
      return `[${(node.children ?? []).map((c) => describeNode(c, text)).join(',')}]`;
    case 'object': {
      // As JSON.parse reads it: a key written twice keeps its first place and its last value.
      const members = new Map<string, Node>();
      for (const prop of node.children ?? []) {
        const [key, value] = prop.children ?? [];
        if (typeof key?.value === 'string' && value) members.set(key.value, value);
      }
      return `{${[...members].map(([k, v]) => `${JSON.stringify(k)}:${describeNode(v, text)}`).join(',')}}`;
    }
    default:
      return describeValue(node.value);
  }
}

/** The sentence a describe op adds, with its copied value read from a tree and its text. */
export function describeSentence(op: Extract<FixOp, { kind: 'describe' }>, root: Node, text: string): string {
  const node = op.copy ? nodeAtPath(root, op.copy.path) : undefined;
  return op.copy && node ? `${op.copy.before}${describeNode(node, text)}${op.copy.after}` : op.text;
}

/**
 * A planned fix as the tool's own text makes it (rule results are shared by tools with equal values, written
 * differently): its title shows copied values as they are written, and a description that is not a string is never
 * overwritten (a fix that would move a value into it drops the value instead, unsafe, and says so).
 */
export function fixForText<T extends FixSpec>(spec: T, tool: ToolDefinition): T {
  let title = spec.title;
  let safe = spec.safe;
  const ops: FixOp[] = [];
  let dropped = false;
  for (const op of spec.ops) {
    if (op.kind !== 'describe') {
      ops.push(op);
      continue;
    }
    const description = nodeAtPath(tool.node, [...op.path, 'description']);
    if (description && description.type !== 'string') {
      dropped = true;
      continue;
    }
    const sentence = describeSentence(op, tool.node, tool.segment.text);
    if (sentence !== op.text) title = title.split(op.text).join(sentence);
    ops.push(op);
  }
  if (!dropped) return title === spec.title ? spec : { ...spec, title };
  title = withUnsafeNote(title, 'the description is not a string, so the value is dropped, not moved into it', '; ');
  safe = false;
  return { ...spec, title, safe, ops };
}
