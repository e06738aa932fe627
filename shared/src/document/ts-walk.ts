import type * as TS from 'typescript';

/**
 * Visits every node in document order (a parent before its children) without recursion: a 20,000-call method chain
 * or deeply nested code is as deep as the syntax tree, and a recursive walk would overflow the stack.
 */
export function preorder(ts: typeof TS, root: TS.Node, fn: (node: TS.Node) => void): void {
  const stack: TS.Node[] = [root];
  while (stack.length) {
    const node = stack.pop()!;
    fn(node);
    const children: TS.Node[] = [];
    ts.forEachChild(node, (c) => {
      children.push(c);
    });
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
}

