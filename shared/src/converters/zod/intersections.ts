// zod 4.6.7's intersections (json-schema-processors.js intersectionProcessor, to-json-schema.js foldIntersection):
// `a.and(b)` is `allOf: [a, b]` (a side that is itself a bare intersection inlined), which finalize then folds into
// the one object its members describe together when every member is a plain object schema (type, properties,
// required, additionalProperties, nothing else), distributing over a first member that is only a union.
import { arr, getp, obj, prim, type SObj, type Span, type SProp, type SVal } from './model';

const FOLDABLE_KEYS = new Set(['type', 'properties', 'required', 'additionalProperties']);
const UNION_KEYS = ['oneOf', 'anyOf'];

/** `JSON.stringify` of a value (keys in their order). */
function jsonText(v: SVal): string {
  if (v.t === 'prim') return JSON.stringify(v.value);
  if (v.t === 'arr') return `[${v.items.map(jsonText).join(',')}]`;
  return `{${v.props.map((p) => `${JSON.stringify(p.key)}:${jsonText(p.value)}`).join(',')}}`;
}

/** What a member demands of a key it does not declare: a catchall's schema (not false, not absent, not `{}`). */
function undeclaredConstraint(member: SObj): SVal | undefined {
  const extra = getp(member, 'additionalProperties');
  return extra?.t === 'obj' && extra.props.length ? extra : undefined;
}

/** foldObjects: the members as one object schema, or undefined when one of them is not a plain object schema. */
function foldObjects(members: SVal[], span: Span): SObj | undefined {
  const objects: SObj[] = [];
  for (const m of members) {
    const type = m.t === 'obj' ? getp(m, 'type') : undefined;
    if (m.t !== 'obj' || type?.t !== 'prim' || type.value !== 'object' || m.props.some((p) => !FOLDABLE_KEYS.has(p.key))) return undefined;
    objects.push(m);
  }
  const properties = obj(span);
  const required: SVal[] = [];
  for (const o of objects) {
    const props = getp(o, 'properties');
    for (const p of props?.t === 'obj' ? props.props : []) {
      if (properties.props.some((q) => q.key === p.key)) continue;
      const parts: SVal[] = [];
      for (const other of objects) {
        const own = getp(other, 'properties');
        const part = (own?.t === 'obj' ? getp(own, p.key) : undefined) ?? undeclaredConstraint(other);
        if (part && !parts.some((seen) => jsonText(seen) === jsonText(part))) parts.push(part);
      }
      const merged = parts.length === 1 ? parts[0]! : (foldObjects(parts, p.keySpan) ?? allOf(parts, p.keySpan));
      properties.props.push({ ...p, value: merged } as SProp);
    }
    const req = getp(o, 'required');
    for (const r of req?.t === 'arr' ? req.items : []) if (!required.some((x) => x.t === 'prim' && r.t === 'prim' && x.value === r.value)) required.push(r);
  }
  const folded = obj(span);
  folded.props.push({ key: 'type', keySpan: span, value: prim('object', span) }, { key: 'properties', keySpan: span, value: properties });
  if (required.length) folded.props.push({ key: 'required', keySpan: span, value: arr(required, span) });
  const closed = objects.every((o) => {
    const ap = getp(o, 'additionalProperties');
    return ap?.t === 'prim' && ap.value === false;
  });
  if (closed) folded.props.push({ key: 'additionalProperties', keySpan: span, value: prim(false, span) });
  else {
    const constraints: SVal[] = [];
    for (const o of objects) {
      const c = undeclaredConstraint(o);
      if (c && !constraints.some((seen) => jsonText(seen) === jsonText(c))) constraints.push(c);
    }
    if (constraints.length === 1) folded.props.push({ key: 'additionalProperties', keySpan: span, value: constraints[0]! });
    else if (constraints.length > 1) folded.props.push({ key: 'additionalProperties', keySpan: span, value: allOf(constraints, span) });
  }
  return folded;
}

function allOf(items: SVal[], span: Span): SObj {
  const o = obj(span);
  o.props.push({ key: 'allOf', keySpan: span, value: arr(items, span) });
  return o;
}

/**
 * foldIntersection: the keywords an intersection's `allOf` members fold into (`type`, `properties`...), or undefined
 * where zod leaves the `allOf` as it is.
 */
export function foldIntersection(members: SVal[], span: Span): SProp[] | undefined {
  if (members.length < 2) return undefined;
  const unions = members.filter((m) => m.t === 'obj' && UNION_KEYS.some((k) => getp(m, k)?.t === 'arr'));
  if (!unions.length) return foldObjects(members, span)?.props;
  const union = unions[0] as SObj;
  const keyword = UNION_KEYS.find((k) => getp(union, k)?.t === 'arr')!;
  if (union.props.length !== 1) return undefined;
  const rest = members.filter((m) => m !== union);
  const branches: SVal[] = [];
  for (const b of (getp(union, keyword) as { items: SVal[] }).items) {
    const f = foldObjects([...rest, b], b.span);
    if (!f) return undefined;
    branches.push(f);
  }
  return [{ key: keyword, keySpan: span, value: arr(branches, span) }];
}
