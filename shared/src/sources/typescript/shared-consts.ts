// A fix that edits a const other code uses too is unsafe: the TypeScript reader marks what it read through one.
import type { Node } from 'jsonc-parser';
import type { PlannedFix } from '../../finding';
import { withUnsafeNote, type FixOp } from '../../fix/ops';
import type { PathSegment } from '../../types';
import { memberAt } from '../json/json';
import { SHARED_CONST } from './marks';

/**
 * A fix that would edit inside a node the TypeScript reader read through a shared const (exported, or used more than
 * once: SHARED_CONST) changes the other code that uses it too: it becomes unsafe and says so. Edits go where the ops'
 * paths lead (zod edits: where the finding is); a removed value goes with its key, its own code is not edited.
 */
export function guardSharedConst(fix: PlannedFix, findingPath: PathSegment[]): PlannedFix {
  const touched = (op: FixOp): PathSegment[][] =>
    op.kind === 'describe' ? [[...op.path, 'description']] : op.kind === 'nullable' ? ['type', 'enum', 'anyOf'].map((k) => [...op.path, k]) : [op.path];
  const name = fix.edits
    ? sharedConstOn(fix.tool.node, findingPath, false)
    : fix.ops.flatMap((op) => touched(op).map((path) => sharedConstOn(fix.tool.node, path, op.kind === 'remove'))).find((n) => n !== undefined);
  if (!name) return fix;
  const note = `it changes the shared const \`${name}\`, which other code uses too`;
  return { ...fix, safe: false, title: withUnsafeNote(fix.title, note) };
}

/** The shared const of the first marked node on a path down from a tool, the tool's own node first (a tool held in a shared const). */
function sharedConstOn(tool: Node, path: PathSegment[], skipLastValue: boolean): string | undefined {
  const mark = (n: Node | undefined) => (n as { [SHARED_CONST]?: string } | undefined)?.[SHARED_CONST];
  if (mark(tool)) return mark(tool);
  let node: Node | undefined = tool;
  for (let i = 0; i < path.length && node; i++) {
    const seg = path[i];
    const step: Node | undefined = seg === undefined ? undefined : memberAt(node, seg);
    node = step?.type === 'property' ? step.children?.[1] : step;
    const name = mark(step) ?? (skipLastValue && i === path.length - 1 ? undefined : mark(node));
    if (name) return name;
  }
  return undefined;
}

