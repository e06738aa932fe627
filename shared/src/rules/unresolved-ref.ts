import { isSchemaObject } from '../schema/walk';
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

function startsWith(path: PathSegment[], prefix: PathSegment[]): boolean {
  return prefix.length <= path.length && prefix.every((p, i) => String(p) === String(path[i]));
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
    const targetsOf = new Map<string, string>(); // site path key -> resolved path key
    for (const site of refs) {
      const ref = site.schema.$ref as string;
      const path = [...site.path, '$ref'];
      if (!ref.startsWith('#')) {
        if (noExternal.length) ctx.report({ path, targets: noExternal, message: `External reference ${JSON.stringify(ref)} is not resolved by this target; inline it or move it into $defs.` });
        continue;
      }
      const resolved = resolveLocalRef(ctx.schema, ref);
      if (!resolved) {
        ctx.report({ path, targets: all, message: `Reference ${JSON.stringify(ref)} points at nothing in this schema.` });
        continue;
      }
      if (!isSchemaObject(resolved.value) && typeof resolved.value !== 'boolean') {
        ctx.report({ path, targets: all, message: `Reference ${JSON.stringify(ref)} points at a ${Array.isArray(resolved.value) ? 'list' : typeof resolved.value}, not a schema.` });
        continue;
      }
      targetsOf.set(site.path.join('/'), resolved.path.join('/'));
    }
    if (targetsOf.size === 0) return;
    // Recursion: a ref whose target contains, directly or through other refs, the ref itself.
    const sitesByPrefix = [...targetsOf.keys()];
    const reach = (start: string): boolean => {
      const seen = new Set<string>();
      const stack = [targetsOf.get(start)!];
      while (stack.length) {
        const target = stack.pop()!;
        if (seen.has(target)) continue;
        seen.add(target);
        const targetPath = target === '' ? [] : target.split('/');
        for (const refSite of sitesByPrefix) {
          if (!startsWith(refSite === '' ? [] : refSite.split('/'), targetPath)) continue;
          if (refSite === start) return true;
          stack.push(targetsOf.get(refSite)!);
        }
      }
      return false;
    };
    for (const site of refs) {
      const key = site.path.join('/');
      if (!targetsOf.has(key) || !reach(key)) continue;
      const ref = site.schema.$ref as string;
      const pure = Object.keys(site.schema).length === 1 && isPureRefCycle(ctx.schema, key, targetsOf);
      if (pure) {
        ctx.report({ path: [...site.path, '$ref'], targets: all, message: `Reference ${JSON.stringify(ref)} is part of a $ref cycle that never reaches a schema.` });
      } else if (noRecursion.length) {
        ctx.report({ path: [...site.path, '$ref'], targets: noRecursion as TargetId[], message: `Reference ${JSON.stringify(ref)} makes the schema recursive, which this target rejects.` });
      }
    }
  },
};

/** True when following refs from `start` only ever visits schemas that are nothing but a $ref. */
function isPureRefCycle(root: Record<string, unknown>, start: string, targetsOf: Map<string, string>): boolean {
  const seen = new Set<string>();
  let cur = start;
  while (!seen.has(cur)) {
    seen.add(cur);
    const next = targetsOf.get(cur);
    if (next === undefined) return false;
    const resolved = resolveLocalRef(root, next === '' ? '#' : `#/${next}`);
    if (!resolved || !isSchemaObject(resolved.value) || Object.keys(resolved.value).length !== 1 || typeof resolved.value.$ref !== 'string') return false;
    cur = next;
  }
  return true;
}
