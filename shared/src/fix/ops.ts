// Auto-strict edit operations: what a rule proposes, resolved against the current text when applied.
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
  /** Append a sentence to the description of the schema at a path (creating it when missing). */
  | { kind: 'describe'; path: PathSegment[]; text: string }
  /** Let the schema at a path accept null: a type list, null in its enum, a null anyOf branch, or an anyOf wrapper. */
  | { kind: 'nullable'; path: PathSegment[]; typeLists: boolean };

/** A fix a rule offers for one finding. Paths are relative like the finding's own path. */
export interface FixSpec {
  title: string;
  /** Safe fixes keep the meaning (ruff's notion); unsafe ones are applied only when asked. */
  safe: boolean;
  ops: FixOp[];
}

/** Renders a JSON value for a description ('Default: 5.', 'Default: "normal".'): JSON, so "" and "x. y" stay readable. */
export function describeValue(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
