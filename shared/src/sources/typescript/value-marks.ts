// Marks the literal reader puts on the values it reads: a parameter passed on as it is (marks.ts's FORWARDED), and a
// whole subtree marked at once.
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import { FORWARDED } from './marks';
import type { Ts } from './parser';
import type { Scopes } from './ts-walk';
import { parameterRead } from './tool-names';

/** Marks `node` (the run-time value read for `expr`) when `expr` is a parameter, or a member of one, passed on as it is. */
export function forwarded(ts: Ts, scopes: Scopes, expr: TS.Expression, node: JsonNode): JsonNode {
  return (ts.isIdentifier(expr) || ts.isPropertyAccessExpression(expr)) && parameterRead(ts, scopes, expr) ? Object.assign(node, { [FORWARDED]: true }) : node;
}

/** Sets `mark` on every node of a subtree (iteratively: any depth). */
export function markSubtree(root: JsonNode, mark: symbol): JsonNode {
  const stack = [root];
  while (stack.length) {
    const n = stack.pop()!;
    (n as unknown as Record<symbol, boolean>)[mark] = true;
    for (const c of n.children ?? []) stack.push(c);
  }
  return root;
}
