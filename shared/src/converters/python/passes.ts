// What each library does to pydantic's schema before it is sent, as passes over the value tree:
//   FastMCP 4.0.10   compress_schema(prune_titles=True) at registration (titles out, unused $defs out), the docstring's
//                    parameter descriptions appended, then the DereferenceRefsMiddleware at tools/list
//                    (dereference_refs: every local $ref inlined, the $ref's siblings merged over it, $defs and
//                    `discriminator` dropped; a schema whose $defs are cyclic keeps them).
//   openai 3.22.1    to_strict_json_schema (lib/_pydantic.py): objects closed, every property required, `default: null`
//                    dropped, a $ref with siblings unravelled.
//   openai-agents    ensure_strict_json_schema (strict_schema.py, 0.22): the same, and an open object is refused.
import { arr, deepCopy, delp, getp, NotAnalyzable, prim, type SObj, type SVal, setp } from './model';

const LITERAL_KEYWORDS = new Set(['default', 'const', 'examples', 'example', 'enum']);
const SUBSCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas', 'dependencies']);
const SUBSCHEMA_VALUES = new Set(['items', 'additionalItems', 'additionalProperties', 'contains', 'contentSchema', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties', 'if', 'then', 'else', 'not']);
const SUBSCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const SCHEMA_KEYWORDS = new Set(['type', 'properties', '$ref', 'items', 'allOf', 'oneOf', 'anyOf', 'required']);
const METADATA_KEYS = new Set(['title', 'description', 'deprecated', 'readOnly', 'writeOnly']);

/**
 * FastMCP's _single_pass_optimize with prune_titles: a `title` string removed from every schema position that holds a
 * structural keyword (type, properties, $ref, items, allOf, oneOf, anyOf, required) or only metadata keys; so an
 * unannotated parameter with a default keeps `{"default": 1, "title": "X"}`.
 */
export function pruneTitles(v: SVal, inSchema = true, depth = 0): void {
  if (depth > 50) return;
  if (v.t === 'arr') {
    for (const i of v.items) pruneTitles(i, inSchema, depth + 1);
    return;
  }
  if (v.t !== 'obj') return;
  if (inSchema) {
    const title = getp(v, 'title');
    if (title?.t === 'prim' && typeof title.value === 'string' && (v.props.some((p) => SCHEMA_KEYWORDS.has(p.key)) || v.props.every((p) => METADATA_KEYS.has(p.key)))) delp(v, 'title');
  }
  for (const p of v.props) {
    if (!inSchema) pruneTitles(p.value, false, depth + 1);
    else if (SUBSCHEMA_MAPS.has(p.key) && p.value.t === 'obj') for (const q of p.value.props) pruneTitles(q.value, true, depth + 1);
    else if (LITERAL_KEYWORDS.has(p.key)) continue;
    else if (SUBSCHEMA_LISTS.has(p.key) && p.value.t === 'arr') for (const q of p.value.items) pruneTitles(q, true, depth + 1);
    else if (SUBSCHEMA_VALUES.has(p.key)) pruneTitles(p.value, true, depth + 1);
    else pruneTitles(p.value, false, depth + 1);
  }
}

/** The $defs name a `$ref` object points at (`#/$defs/Name`). */
export function refName(v: SVal): string | undefined {
  if (v.t !== 'obj') return undefined;
  const r = getp(v, '$ref');
  return r?.t === 'prim' && typeof r.value === 'string' && r.value.startsWith('#/$defs/') ? r.value.slice('#/$defs/'.length) : undefined;
}

function refsIn(v: SVal, out: Set<string>): void {
  const name = refName(v);
  if (name) out.add(name);
  if (v.t === 'obj') for (const p of v.props) refsIn(p.value, out);
  else if (v.t === 'arr') for (const i of v.items) refsIn(i, out);
}

function defsOf(root: SObj): SObj | undefined {
  const d = getp(root, '$defs');
  return d?.t === 'obj' ? d : undefined;
}

/** True when a definition reaches itself through `$ref`s (FastMCP then keeps `$defs`). */
function cyclic(defs: SObj): boolean {
  const edges = new Map(defs.props.map((p) => {
    const s = new Set<string>();
    refsIn(p.value, s);
    return [p.key, s] as const;
  }));
  const state = new Map<string, 1 | 2>();
  const visit = (n: string): boolean => {
    if (state.get(n) === 1) return true;
    if (state.get(n) === 2 || !edges.has(n)) return false;
    state.set(n, 1);
    for (const m of edges.get(n)!) if (visit(m)) return true;
    state.set(n, 2);
    return false;
  };
  return [...edges.keys()].some(visit);
}

/** FastMCP's removal of `$defs` entries nothing reachable from the root uses. */
export function pruneUnusedDefs(root: SObj): void {
  const defs = defsOf(root);
  if (!defs) return;
  const used = new Set<string>();
  const rootRefs = new Set<string>();
  for (const p of root.props) if (p.key !== '$defs') refsIn(p.value, rootRefs);
  const stack = [...rootRefs];
  while (stack.length) {
    const n = stack.pop()!;
    if (used.has(n)) continue;
    used.add(n);
    const d = getp(defs, n);
    if (d) {
      const s = new Set<string>();
      refsIn(d, s);
      stack.push(...s);
    }
  }
  defs.props = defs.props.filter((p) => used.has(p.key));
  if (!defs.props.length) delp(root, '$defs');
}

/** FastMCP's dereference_refs: each `$ref` replaced by its (dereferenced) definition, then its siblings set over it. */
export function dereference(root: SObj): SObj {
  const defs = defsOf(root);
  if (!defs || cyclic(defs)) return root;
  const inline = (v: SVal, depth: number): SVal => {
    if (depth > 200) throw new NotAnalyzable('a schema nested too deeply', v.span);
    if (v.t === 'arr') return { ...v, items: v.items.map((i) => inline(i, depth + 1)) };
    if (v.t !== 'obj') return v;
    const name = refName(v);
    if (name !== undefined) {
      const def = getp(defs, name);
      if (!def) return v;
      const base = inline(deepCopy(def), depth + 1);
      if (base.t !== 'obj') return base;
      const merged: SObj = { ...base, span: v.span, props: [...base.props] };
      for (const p of v.props) if (p.key !== '$ref' && p.key !== '$defs') Object.assign(setp(merged, p.key, p.value, p.keySpan), { property: p.property, model: p.model });
      return merged;
    }
    return { ...v, props: v.props.map((p) => ({ ...p, value: LITERAL_KEYWORDS.has(p.key) ? p.value : inline(p.value, depth + 1) })) };
  };
  const out = inline({ ...root, props: root.props.filter((p) => p.key !== '$defs') }, 0) as SObj;
  stripDiscriminator(out);
  return out;
}

/**
 * FastMCP's _strip_discriminator: `discriminator` beside an anyOf/oneOf is dropped (its mapping points at the removed
 * $defs), after require_discriminator_property adds its propertyName to each variant's `required` (a tag with a default
 * is then still required). A property named `discriminator` is kept.
 */
function stripDiscriminator(v: SVal): void {
  if (v.t === 'arr') for (const i of v.items) stripDiscriminator(i);
  if (v.t !== 'obj') return;
  const disc = getp(v, 'discriminator');
  if (disc && (getp(v, 'anyOf') || getp(v, 'oneOf'))) {
    const name = disc.t === 'obj' ? getp(disc, 'propertyName') : undefined;
    if (name?.t === 'prim' && typeof name.value === 'string') {
      for (const key of ['anyOf', 'oneOf']) {
        const variants = getp(v, key);
        for (const variant of variants?.t === 'arr' ? variants.items : []) {
          if (variant.t !== 'obj') continue;
          const required = getp(variant, 'required');
          if (!required) setp(variant, 'required', arr([prim(name.value, name.span)], name.span), name.span);
          else if (required.t === 'arr' && !required.items.some((r) => r.t === 'prim' && r.value === name.value)) required.items.push(prim(name.value, name.span));
        }
      }
    }
    delp(v, 'discriminator');
  }
  for (const p of v.props) if (!LITERAL_KEYWORDS.has(p.key)) stripDiscriminator(p.value);
}

function resolveRef(root: SObj, ref: string, at: SVal): SObj {
  if (!ref.startsWith('#/')) throw new NotAnalyzable(`a $ref that is not local (${ref})`, at.span);
  let cur: SVal = root;
  for (const raw of ref.slice(2).split('/')) {
    const next: SVal | undefined = cur.t === 'obj' ? getp(cur, raw.replace(/~1/g, '/').replace(/~0/g, '~')) : undefined;
    if (!next || next.t !== 'obj') throw new NotAnalyzable(`the $ref ${ref} does not resolve`, at.span);
    cur = next;
  }
  return cur as SObj;
}

/**
 * openai's _ensure_strict_json_schema (`agents`: the Agents SDK's, which also refuses an object left open and turns
 * oneOf into anyOf). Mutates the schema in place, as the libraries do.
 */
export function strict(v: SVal, root: SObj, agents: boolean, depth = 0): SVal {
  if (depth > 100) throw new NotAnalyzable('a schema nested too deeply for strict mode', v.span);
  if (v.t !== 'obj') throw new NotAnalyzable('a schema that is not an object', v.span);
  for (const key of ['$defs', 'definitions']) {
    const defs = getp(v, key);
    if (defs?.t === 'obj') for (const p of defs.props) strict(p.value, root, agents, depth + 1);
  }
  let typ = getp(v, 'type');
  const properties = getp(v, 'properties');
  if (agents && !typ && properties?.t === 'obj') {
    typ = prim('object', v.span);
    setp(v, 'type', typ, v.span);
  } else if (agents && !typ) {
    const ap = getp(v, 'additionalProperties');
    if (ap && !(ap.t === 'prim' && ap.value === false)) throw new NotAnalyzable('additionalProperties is set on an object (the Agents SDK refuses it in strict mode)', ap.span);
  }
  const isObject = typ?.t === 'prim' ? typ.value === 'object' : typ?.t === 'arr' && typ.items.some((i) => i.t === 'prim' && i.value === 'object');
  if (isObject) {
    const ap = getp(v, 'additionalProperties');
    if (!ap) setp(v, 'additionalProperties', prim(false, v.span), v.span);
    else if (agents && !(ap.t === 'prim' && ap.value === false)) throw new NotAnalyzable('an object open to extra keys (a dict, or extra="allow"): the Agents SDK raises UserError for it in strict mode', ap.span);
  }
  if (properties?.t === 'obj') {
    setp(v, 'required', arr(properties.props.map((p) => prim(p.key, p.keySpan)), properties.span), getp(v, 'required')?.span ?? v.span);
    for (const p of properties.props) p.value = strict(p.value, root, agents, depth + 1);
  }
  const items = getp(v, 'items');
  if (items?.t === 'obj') setp(v, 'items', strict(items, root, agents, depth + 1));
  const anyOf = getp(v, 'anyOf');
  if (anyOf?.t === 'arr') anyOf.items = anyOf.items.map((i) => strict(i, root, agents, depth + 1));
  const oneOf = getp(v, 'oneOf');
  if (agents && oneOf?.t === 'arr') {
    const existing = getp(v, 'anyOf');
    setp(v, 'anyOf', arr([...(existing?.t === 'arr' ? existing.items : []), ...oneOf.items.map((i) => strict(i, root, agents, depth + 1))], oneOf.span));
    delp(v, 'oneOf');
  }
  const allOf = getp(v, 'allOf');
  if (allOf?.t === 'arr') {
    if (allOf.items.length === 1) throw new NotAnalyzable('a single-entry allOf (not modelled in strict mode)', allOf.span);
    allOf.items = allOf.items.map((i) => strict(i, root, agents, depth + 1));
  }
  const dflt = getp(v, 'default');
  if (dflt?.t === 'prim' && dflt.value === null) delp(v, 'default');
  const ref = getp(v, '$ref');
  if (ref && v.props.length > 1) {
    if (ref.t !== 'prim' || typeof ref.value !== 'string') throw new NotAnalyzable('a $ref that is not a string', ref.span);
    const resolved = resolveRef(root, ref.value, ref);
    // json_schema.update({**resolved, **json_schema}): own keys keep their place, the definition's others follow.
    for (const p of resolved.props) if (!v.props.some((q) => q.key === p.key)) v.props.push({ ...p, value: deepCopy(p.value) });
    delp(v, '$ref');
    return strict(v, root, agents, depth + 1);
  }
  return v;
}
