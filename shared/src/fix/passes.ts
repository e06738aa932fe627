// How ops are grouped and ordered for a pass: merging, phases, one-by-one order, following renames, which ops call
// for a re-check, and the pass limit.
import type { PathSegment } from '../types';
import { mapOpPaths, type FixOp } from './ops';
export const MAX_PASSES = 5;

/** Phases keep paths valid when ops run one by one: renames, then plain edits, then null handling. */
function phase(op: FixOp): number {
  return op.kind === 'rename' ? 0 : op.kind === 'nullable' ? 2 : 1;
}

function samePath(a: PathSegment[], b: PathSegment[]): boolean {
  return a.length === b.length && a.every((s, i) => s === b[i]);
}

/** Order for one-by-one application: by phase, deeper null handling first, array elements removed from the back. */
export function orderOps(ops: FixOp[]): FixOp[] {
  return [...ops].sort((a, b) => {
    const p = phase(a) - phase(b);
    if (p !== 0) return p;
    if (a.kind === 'nullable') return b.path.length - a.path.length;
    const ai = a.kind === 'remove' ? a.path[a.path.length - 1] : undefined;
    const bi = b.kind === 'remove' ? b.path[b.path.length - 1] : undefined;
    if (typeof ai === 'number' && typeof bi === 'number' && samePath(a.path.slice(0, -1), b.path.slice(0, -1))) return bi - ai;
    return 0;
  });
}

/** Merges ops that must be computed together: descriptions of one schema, values appended to one array; drops duplicates. */
export function mergeOps(ops: FixOp[]): FixOp[] {
  const out: FixOp[] = [];
  const seen = new Set<string>();
  const describe = new Map<string, DescribeOp>();
  const append = new Map<string, { path: PathSegment[]; values: unknown[] }>();
  for (const op of ops) {
    const key = JSON.stringify(op);
    if (seen.has(key)) continue;
    seen.add(key);
    const at = JSON.stringify(op.path);
    if (op.kind === 'describe') {
      const d = describe.get(at);
      if (d) (d.also ??= []).push(op);
      else {
        const copy = { ...op };
        describe.set(at, copy);
        out.push(copy);
      }
    } else if (op.kind === 'append') {
      const a = append.get(at);
      if (a) a.values.push(op.value);
      else append.set(at, { path: op.path, values: [op.value] });
    } else out.push(op);
  }
  for (const a of append.values()) out.push({ kind: 'append', path: a.path, value: a.values[0], values: a.values });
  return out;
}

/** A describe op with the sentences of other ops on the same schema merged into it (each with its own copied value). */
export type DescribeOp = Extract<FixOp, { kind: 'describe' }> & { also?: Extract<FixOp, { kind: 'describe' }>[] };

export function renamePrefix(op: FixOp, path: PathSegment[], to: string): FixOp {
  const map = (p: PathSegment[]) => (p.length < path.length || !samePath(p.slice(0, path.length), path) ? p : [...path.slice(0, -1), to, ...p.slice(path.length)]);
  const out = mapOpPaths(op, map);
  const also = (op as DescribeOp).also;
  if (!also) return out;
  const merged: DescribeOp = { ...(out as DescribeOp), also: also.map((o) => mapOpPaths(o, map) as DescribeOp) };
  return merged;
}

/**
 * Ops after which the tool is checked again: a changed `type` can reveal new findings (a schema given
 * "type": "object" needs additionalProperties), and a removed malformed `required` lets its properties
 * be made required.
 */
export function needsRecheck(op: FixOp): boolean {
  const last = op.path[op.path.length - 1];
  const before = op.path[op.path.length - 2];
  if (op.kind === 'set') return last === 'type' || before === 'type';
  return op.kind === 'remove' && (last === 'required' || before === 'required');
}
