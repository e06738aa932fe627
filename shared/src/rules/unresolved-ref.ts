import { isSchemaObject, type SchemaObject } from '../schema/walk';
import type { PathSegment, TargetId } from '../types';
import { idsWhere, type Rule } from './rule';

const MAX_REFS = 2000;

/** Resolves a local "#/..." reference against the root; undefined when it points at nothing. */
export function resolveLocalRef(root: unknown, ref: string): { path: PathSegment[]; value: unknown } | undefined {
  if (ref === '#') return { path: [], value: root };
  if (!ref.startsWith('#/')) return undefined;
  let cur: unknown = root;
  const path: PathSegment[] = [];
  for (const raw of ref.slice(2).split('/')) {
    let seg: string;
    try {
      seg = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    } catch {
      return undefined;
    }
    if (cur === null || typeof cur !== 'object' || !Object.prototype.hasOwnProperty.call(cur, seg)) return undefined;
    cur = (cur as Record<string, unknown>)[seg];
    path.push(seg);
  }
  return { path, value: cur };
}

/** Plain-name fragments ("#tag") name a schema's `$anchor` (or a draft-07 `$id: "#tag"`). */
function anchorsOf(sites: { path: PathSegment[]; schema: SchemaObject }[]): Map<string, { path: PathSegment[]; value: unknown }> {
  const anchors = new Map<string, { path: PathSegment[]; value: unknown }>();
  for (const site of sites) {
    for (const name of [site.schema.$anchor, site.schema.$dynamicAnchor]) {
      if (typeof name === 'string' && !anchors.has(name)) anchors.set(name, { path: site.path, value: site.schema });
    }
    const id = site.schema.$id;
    if (typeof id === 'string' && id.startsWith('#') && id.length > 1 && !anchors.has(id.slice(1))) anchors.set(id.slice(1), { path: site.path, value: site.schema });
  }
  return anchors;
}

/** One node per schema location: children by path segment, and the node a $ref there points at. */
interface LocNode {
  children: Map<string, LocNode>;
  ref?: LocNode;
  /** The site's schema is nothing but a $ref. */
  pureRef?: boolean;
  index: number;
  low: number;
  onStack: boolean;
  component: number;
}

export const unresolvedRef: Rule = {
  meta: {
    id: 'unresolved-ref',
    defaultSeverity: 'error',
    description: 'A local `$ref` that resolves to nothing; external refs and recursion where a target rejects them.',
    fixable: false,
    appliesTo: 'all targets (dangling refs); openai-strict and anthropic-strict (external refs); anthropic-strict (recursion)',
  },
  checkTool(ctx) {
    if (!ctx.schema) return;
    const all = ctx.targets.map((t) => t.id);
    const noExternal = idsWhere(ctx.targets, (t) => t.externalRefs?.value === 'rejected');
    const noRecursion = idsWhere(ctx.targets, (t) => t.recursiveRefs?.value === 'rejected');
    const refs = ctx.sites.filter((s) => typeof s.schema.$ref === 'string').slice(0, MAX_REFS);
    if (refs.length === 0) return;
    let anchors: ReturnType<typeof anchorsOf> | undefined;
    const resolvedByRef = new Map<string, ReturnType<typeof resolveLocalRef>>();
    const resolve = (ref: string) => {
      if (!resolvedByRef.has(ref)) {
        let r = resolveLocalRef(ctx.schema, ref);
        if (!r && ref.length > 1 && !ref.startsWith('#/')) {
          anchors ??= anchorsOf(ctx.sites);
          let name = ref.slice(1);
          try {
            name = decodeURIComponent(name);
          } catch {
            // keep it as written
          }
          r = anchors.get(name);
        }
        resolvedByRef.set(ref, r);
      }
      return resolvedByRef.get(ref);
    };

    // The graph: a schema location contains its children, and a $ref site points at its target. A ref is recursive
    // when its target reaches it again, i.e. site and target are in one strongly connected component. Nodes and edges
    // are linear in the schema, and one Tarjan pass answers for every ref.
    const root = newNode();
    const nodeAt = (path: PathSegment[]): LocNode => {
      let cur = root;
      for (const seg of path) {
        const key = String(seg);
        let next = cur.children.get(key);
        if (!next) cur.children.set(key, (next = newNode()));
        cur = next;
      }
      return cur;
    };
    for (const site of ctx.sites) nodeAt(site.path);

    const linked: { site: (typeof refs)[number]; node: LocNode }[] = [];
    for (const site of refs) {
      const ref = site.schema.$ref as string;
      const path = [...site.path, '$ref'];
      if (!ref.startsWith('#')) {
        if (noExternal.length) ctx.report({ path, targets: noExternal, message: `External reference ${JSON.stringify(ref)} is not resolved by this target; inline it or move it into $defs.` });
        continue;
      }
      const resolved = resolve(ref);
      if (!resolved) {
        ctx.report({ path, targets: all, message: `Reference ${JSON.stringify(ref)} points at nothing in this schema.` });
        continue;
      }
      if (!isSchemaObject(resolved.value) && typeof resolved.value !== 'boolean') {
        ctx.report({ path, targets: all, message: `Reference ${JSON.stringify(ref)} points at a ${Array.isArray(resolved.value) ? 'list' : typeof resolved.value}, not a schema.` });
        continue;
      }
      const node = nodeAt(site.path);
      node.ref = nodeAt(resolved.path);
      node.pureRef = Object.keys(site.schema).length === 1;
      linked.push({ site, node });
    }
    if (linked.length === 0) return;
    stronglyConnected(root);
    const pureMemo = new Map<LocNode, boolean>();

    for (const { site, node } of linked) {
      if (node.component !== node.ref!.component) continue;
      const ref = site.schema.$ref as string;
      if (node.pureRef && isPureRefCycle(node, pureMemo)) {
        ctx.report({ path: [...site.path, '$ref'], targets: all, message: `Reference ${JSON.stringify(ref)} is part of a $ref cycle that never reaches a schema.` });
      } else if (noRecursion.length) {
        ctx.report({ path: [...site.path, '$ref'], targets: noRecursion as TargetId[], message: `Reference ${JSON.stringify(ref)} makes the schema recursive, which this target rejects.` });
      }
    }
  },
};

function newNode(): LocNode {
  return { children: new Map(), index: -1, low: -1, onStack: false, component: -1 };
}

/** Tarjan's algorithm, iterative (schemas can be deep): sets each node's `component`. */
function stronglyConnected(root: LocNode): void {
  let index = 0;
  let components = 0;
  const stack: LocNode[] = [];
  const successors = (n: LocNode) => {
    const out = [...n.children.values()];
    if (n.ref) out.push(n.ref);
    return out;
  };
  const visit = (start: LocNode) => {
    const work: { node: LocNode; next: LocNode[]; i: number }[] = [];
    const open = (n: LocNode) => {
      n.index = n.low = index++;
      stack.push(n);
      n.onStack = true;
      work.push({ node: n, next: successors(n), i: 0 });
    };
    open(start);
    while (work.length) {
      const frame = work[work.length - 1]!;
      if (frame.i < frame.next.length) {
        const w = frame.next[frame.i++]!;
        if (w.index === -1) open(w);
        else if (w.onStack) frame.node.low = Math.min(frame.node.low, w.index);
        continue;
      }
      work.pop();
      const v = frame.node;
      if (work.length) work[work.length - 1]!.node.low = Math.min(work[work.length - 1]!.node.low, v.low);
      if (v.low === v.index) {
        let w: LocNode;
        do {
          w = stack.pop()!;
          w.onStack = false;
          w.component = components;
        } while (w !== v);
        components++;
      }
    }
  };
  visit(root);
}

/** True when following refs from a pure-ref site only ever visits schemas that are nothing but a $ref. Memoised in
 * `memo`, so all sites together take time linear in their number. */
function isPureRefCycle(start: LocNode, memo: Map<LocNode, boolean>): boolean {
  const chain: LocNode[] = [];
  const onChain = new Set<LocNode>();
  let cur: LocNode | undefined = start;
  let result: boolean;
  for (;;) {
    if (!cur || !cur.pureRef) {
      result = false;
      break;
    }
    const known = memo.get(cur);
    if (known !== undefined) {
      result = known;
      break;
    }
    if (onChain.has(cur)) {
      result = true;
      break;
    }
    chain.push(cur);
    onChain.add(cur);
    cur = cur.ref;
  }
  for (const n of chain) memo.set(n, result);
  return result;
}
