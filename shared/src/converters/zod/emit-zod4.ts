// zod 4's z.toJSONSchema(), exactly: the model -> the JSON Schema zod 4.6.7 produces, in every dialect's options.
import { stringFormat4, Z4_FORMAT_NAMES } from './formats';
import { arr, type Check, delp, getp, markProperty, NotAnalyzable, obj, prim, type SArr, setp, type SObj, type Span, spend, type SPrim, type SProp, type SVal, type Uses, type ZNode } from './model';
import { addAdditionalPropertiesFalse, type DialectOptions, openaiStrict } from './wrappers';
import { foldIntersection } from './intersections';

// ---------------------------------------------------------------------------------------------------------------
// zod 4: core/json-schema-processors.js + to-json-schema.js (flatten, compactTypeUnion).

type Opt = 'optional' | 'defaulted' | undefined;
function optin4(n: ZNode): Opt {
  switch (n.k) {
    case 'optional':
    case 'catch':
      return optin4(n.inner) === 'defaulted' ? 'defaulted' : 'optional';
    case 'default':
      return 'defaulted';
    // Unknown: left out of `required` (the tool's value is then a lower bound, and nothing is checked at the field).
    case 'unread':
      return 'optional';
    case 'nullable':
    case 'readonly':
      return optin4(n.inner);
    case 'union':
      if (n.discriminated) return undefined;
      return n.options.some((o) => optin4(o) === 'defaulted') ? 'defaulted' : n.options.some((o) => optin4(o) !== undefined) ? 'optional' : undefined;
    default:
      return undefined;
  }
}
/** json-schema-processors.js inputOptin: what io "input" reads for a field or tuple item (a catch: its inner schema's). */
function inputOptin4(n: ZNode): Opt {
  return n.k === 'catch' ? inputOptin4(n.inner) : optin4(n);
}
function optout4(n: ZNode): 'optional' | undefined {
  switch (n.k) {
    case 'optional':
    case 'unread':
      return 'optional';
    case 'nullable':
    case 'readonly':
    case 'catch':
      return optout4(n.inner);
    case 'union':
      if (n.discriminated) return undefined;
      return n.options.some((o) => optout4(o) === 'optional') ? 'optional' : undefined;
    default:
      return undefined;
  }
}

/** What toJSONSchema keeps per schema instance (to-json-schema.js ctx.seen) when reused is "ref". */
interface Seen4 {
  /** The instance's own schema object, which every place that uses the instance holds (processSchema returns it). */
  schema: SObj;
  count: number;
  /** The instance whose schema this one's is merged with (a wrapper's inner type, else the parent); null once flattened. */
  ref?: ZNode | null;
  /** When extracted: the body (moved to `$defs`, or the root's) while `schema` became `{ $ref }`. */
  def?: SObj;
  defId?: string;
}

/** The run-time instance a node stands for. */
const instance = (n: ZNode): ZNode => n.same ?? n;

/** Sets a property whose value is a child schema, with where that child is used in the code. */
function setc(o: SObj, key: string, value: SVal, keySpan: Span, use: Span | undefined): void {
  setp(o, key, value, keySpan);
  const p = o.props.find((q) => q.key === key)!;
  if (use) p.use = use;
  else delete p.use;
}

/** zod's assignProp: an existing key keeps its place and takes the new value. */
function assignProp(o: SObj, p: SProp): void {
  const i = o.props.findIndex((q) => q.key === p.key);
  if (i >= 0) o.props[i] = { ...p };
  else o.props.push({ ...p });
}

/** The zod 4 schemas whose processor only processes the inner type and points `ref` at it (plus its own keywords). */
function isWrapper4(n: ZNode): n is ZNode & { k: 'optional' | 'nonoptional' | 'default' | 'readonly' | 'catch'; inner: ZNode } {
  return n.k === 'optional' || n.k === 'nonoptional' || n.k === 'default' || n.k === 'readonly' || n.k === 'catch';
}
/** A wrapper's own keywords: a default's and a catch's value as `default`, readonly's `readOnly: true`. */
function wrapperKeywords(o: SObj, n: ZNode): void {
  if ((n.k === 'default' || n.k === 'catch') && n.value) setp(o, 'default', copyVal(n.value), n.call);
  if (n.k === 'readonly') setp(o, 'readOnly', prim(true, n.call), n.call);
}

/** toJSONSchema's last step for an instance: its registry metadata assigned over the keywords (assignProp: a key keeps its place). */
function applyMeta(o: SObj, n: ZNode): void {
  for (const m of n.meta ?? []) setp(o, m.key, copyVal(m.value), m.keySpan);
}

/** A deep copy (a metadata value is written into every schema object of the instance, which later passes may edit). */
function copyVal(v: SVal): SVal {
  spend(v.span);
  if (v.t === 'prim') return { ...v };
  if (v.t === 'arr') return { t: 'arr', span: v.span, items: v.items.map(copyVal) };
  return { t: 'obj', span: v.span, props: v.props.map((p) => ({ key: p.key, keySpan: p.keySpan, value: copyVal(p.value) })) };
}

/** `JSON.stringify` of a value (keys in their order). */
function jsonText(v: SVal): string {
  if (v.t === 'prim') return JSON.stringify(v.value);
  if (v.t === 'arr') return `[${v.items.map(jsonText).join(',')}]`;
  return `{${v.props.map((p) => `${JSON.stringify(p.key)}:${jsonText(p.value)}`).join(',')}}`;
}

/** finalize's de-duplication against an extracted definition: drops the keywords (but $ref and allOf) equal to the definition's. */
function dropSameAsDef(schema: SObj, def: SObj): void {
  schema.props = schema.props.filter((p) => {
    if (p.key === '$ref' || p.key === 'allOf') return true;
    const d = getp(def, p.key);
    return !(d && jsonText(d) === jsonText(p.value));
  });
}

export class Emit4 {
  /** reused "ref": the instances in the order toJSONSchema first processes them (to-json-schema.js ctx.seen). */
  private readonly seen = new Map<ZNode, Seen4>();
  /** The schema objects extraction turned into `{ $ref }`. */
  private readonly stubs = new Set<SObj>();
  constructor(private readonly o: DialectOptions) {}

  /** A child schema: emitted afresh (inline), or the instance's one shared schema object, counted (reused "ref"). */
  private child(n: ZNode): SObj {
    return this.o.reused === 'ref' ? this.process(n) : this.emit(n);
  }

  private children(list: ZNode[], span: Span, uses: Uses | undefined): SArr {
    return { ...arr(list.map((x) => this.child(x)), span), uses };
  }

  private omittable(n: ZNode): boolean {
    return this.o.io === 'input' ? inputOptin4(n) !== undefined : optout4(n) === 'optional';
  }

  emit(n: ZNode): SObj {
    let o: SObj;
    if (isWrapper4(n)) {
      // processSchema gives a wrapper its own keywords (a default, readOnly, then its metadata), and finalize's
      // flattenRef adds those of the inner schema it points at that it lacks, after them.
      o = obj(n.full);
      wrapperKeywords(o, n);
      applyMeta(o, n);
      const inner = this.emit(n.inner);
      for (const p of inner.props) if (!o.props.some((q) => q.key === p.key)) o.props.push({ ...p });
      o.closeAt = inner.closeAt;
    } else {
      o = this.body(n);
      applyMeta(o, n);
    }
    compactTypeUnion(o);
    return o;
  }

  private body(n: ZNode): SObj {
    const o = obj(n.full);
    const target = this.o.target;
    switch (n.k) {
      case 'unread':
        o.unread = { reason: n.reason, at: n.at };
        return o;
      case 'string': {
        setp(o, 'type', prim('string', n.base), n.base);
        const b = bounds4(n.checks);
        if (b.min) setp(o, 'minLength', prim(b.min.value, b.min.arg ?? b.min.span), b.min.span);
        if (b.max) setp(o, 'maxLength', prim(b.max.value, b.max.arg ?? b.max.span), b.max.span);
        // aggregateChecks: the last format wins (a datetime that is local or of precision -1 drops it for good), and
        // the patterns are a set of RegExp instances (one shared instance counts once).
        let format: { name: string; c: Check } | undefined;
        let encoding: { name: string; c: Check } | undefined;
        let lax = false;
        const patterns: { source: string; c: Check; shared?: string }[] = [];
        for (const c of n.checks) {
          const f = stringFormat4(c);
          if (!f) continue;
          format = { name: f.format, c };
          if (f.encoding) encoding = { name: f.encoding, c };
          if (f.lax) lax = true;
          if (f.pattern !== undefined && !(f.shared && patterns.some((p) => p.shared === f.shared))) patterns.push({ source: f.pattern, c, shared: f.shared });
        }
        const formatName = format && (Z4_FORMAT_NAMES[format.name] ?? format.name);
        if (format && formatName && format.name !== 'time' && !lax) setp(o, 'format', prim(formatName, format.c.span), format.c.span);
        if (encoding) setp(o, 'contentEncoding', prim(encoding.name, encoding.c.span), encoding.c.span);
        const pattern = (p: { source: string; c: Check }): SPrim => prim(p.source, p.c.arg ?? p.c.span);
        if (patterns.length === 1) setp(o, 'pattern', pattern(patterns[0]!), patterns[0]!.c.span);
        else if (patterns.length > 1) {
          // stringProcessor: several patterns go into allOf, each with `type: "string"` when the target is draft-07.
          const branches = patterns.map((p) => {
            const branch = obj(p.c.span);
            if (target === 'draft-07') setp(branch, 'type', prim('string', p.c.span), p.c.span);
            setp(branch, 'pattern', pattern(p), p.c.span);
            return branch;
          });
          setp(o, 'allOf', arr(branches, patterns[1]!.c.span), patterns[1]!.c.span);
        }
        return o;
      }
      case 'number': {
        const int = n.checks.find((c) => c.kind === 'int');
        setp(o, 'type', prim(int ? 'integer' : 'number', int ? int.span : n.base), int ? int.span : n.base);
        const b = numberBounds4(n.checks);
        const bound = (key: string, c: Check & { value: number }): void => setp(o, key, prim(c.value, c.arg ?? c.span), c.span);
        if (b.exMin) bound('exclusiveMinimum', b.exMin);
        else if (b.min) bound('minimum', b.min);
        if (b.exMax) bound('exclusiveMaximum', b.exMax);
        else if (b.max) bound('maximum', b.max);
        // numberProcessor: divisors kept once by absolute value, the first as multipleOf, the others in allOf.
        const divisors: (Check & { value: number })[] = [];
        for (const c of n.checks) {
          if (c.kind === 'multipleOf' && typeof c.value === 'number' && !divisors.some((d) => d.value === Math.abs(c.value as number))) divisors.push({ ...c, value: Math.abs(c.value) });
        }
        if (divisors.length) bound('multipleOf', divisors[0]!);
        if (divisors.length > 1) {
          const rest = divisors.slice(1).map((d) => {
            const branch = obj(d.span);
            setp(branch, 'multipleOf', prim(d.value, d.arg ?? d.span), d.span);
            return branch;
          });
          setp(o, 'allOf', arr(rest, divisors[1]!.span), divisors[1]!.span);
        }
        return o;
      }
      case 'boolean':
      case 'null':
        setp(o, 'type', prim(n.k, n.base), n.base);
        return o;
      case 'any':
      case 'unknown':
        return o;
      case 'never':
        setp(o, 'not', obj(n.base), n.base);
        return o;
      case 'intersection': {
        // intersectionProcessor: both sides in allOf, a side that is a bare intersection inlined; then finalize's fold.
        const flat: SVal[] = [];
        const uses: Uses = [];
        const sides = (x: ZNode & { k: 'intersection' }): void =>
          [x.left, x.right].forEach((side, i) => {
            if (side.k === 'intersection' && !side.meta?.length) sides(side);
            else flat.push(this.child(side)), uses.push(x.uses?.[i]);
          });
        sides(n);
        const folded = foldIntersection(flat, n.base);
        if (folded && this.o.reused === 'ref') throw new NotAnalyzable('an intersection of objects under reused "ref" (toJSONSchema folds it after extracting $defs, which toollint does not model)', n.base);
        if (folded && n.meta?.length) throw new NotAnalyzable('a described intersection of objects (toJSONSchema folds it around its metadata, which toollint does not model)', n.base);
        if (folded) o.props.push(...folded);
        else setp(o, 'allOf', { ...arr(flat, n.base), uses }, n.base);
        return o;
      }
      case 'enum': {
        if (n.values.length === 0) {
          setp(o, 'not', obj(n.base), n.base);
          return o;
        }
        if (n.values.every((v) => typeof v.value === 'number')) setp(o, 'type', prim('number', n.base), n.base);
        if (n.values.every((v) => typeof v.value === 'string')) setp(o, 'type', prim('string', n.base), n.base);
        setp(o, 'enum', arr(n.values.map((v) => prim(v.value, v.span)), n.valuesSpan), n.base);
        return o;
      }
      case 'literal': {
        if (n.values) {
          // literalProcessor: several values are an `enum`, typed when they all share one type.
          const type = ['number', 'string', 'boolean'].find((t) => n.values!.every((v) => typeof v.value === t));
          if (type) setp(o, 'type', prim(type, n.base), n.base);
          setp(o, 'enum', arr(n.values.map((v) => prim(v.value, v.span)), n.valueSpan), n.base);
          return o;
        }
        setp(o, 'type', prim(typeof n.value, n.base), n.base);
        setp(o, 'const', prim(n.value, n.valueSpan), n.base);
        return o;
      }
      case 'array': {
        const b = bounds4(n.checks);
        if (b.min) setp(o, 'minItems', prim(b.min.value, b.min.arg ?? b.min.span), b.min.span);
        if (b.max) setp(o, 'maxItems', prim(b.max.value, b.max.arg ?? b.max.span), b.max.span);
        setp(o, 'type', prim('array', n.base), n.base);
        setc(o, 'items', this.child(n.element), n.base, n.uses?.[0]);
        return o;
      }
      case 'tuple': {
        setp(o, 'type', prim('array', n.base), n.base);
        const items = this.children(n.items, n.itemsSpan, n.uses);
        let min = n.items.length;
        while (min > 0 && this.omittable(n.items[min - 1]!)) min--;
        // A rest schema takes the place of `false` after the items, and there is no maxItems then.
        const rest = n.rest ? this.child(n.rest) : prim(false, n.base);
        if (target === 'draft-2020-12') {
          setp(o, 'prefixItems', items, n.base);
          setp(o, 'items', rest, n.base);
        } else {
          setp(o, 'items', items, n.base);
          setp(o, 'additionalItems', rest, n.base);
        }
        if (min > 0) setp(o, 'minItems', prim(min, n.base), n.base);
        if (!n.rest) setp(o, 'maxItems', prim(n.items.length, n.base), n.base);
        return o;
      }
      case 'object': {
        setp(o, 'type', prim('object', n.base), n.base);
        const props = obj(n.shapeSpan);
        for (const p of n.shape) {
          setc(props, p.key, this.child(p.value), p.keySpan, p.use);
          markProperty(props, p);
        }
        setp(o, 'properties', props, n.base);
        if (n.unknownKeys === 'strip' && !n.ukSpan) o.closeAt = n.closeAt;
        const required = n.shape.filter((p) => (this.o.io === 'input' ? inputOptin4(p.value) === undefined : optout4(p.value) === undefined));
        if (required.length) setp(o, 'required', arr(required.map((p) => prim(p.key, p.keySpan)), n.base), n.base);
        if (n.unknownKeys === 'strict') setp(o, 'additionalProperties', prim(false, n.ukSpan!), n.ukSpan!);
        else if (n.unknownKeys === 'passthrough') {
          // zod 4 processes the catchall, a z.unknown() instance that the objects derived from this one share.
          setc(o, 'additionalProperties', (this.o.reused === 'ref' || n.catchallSet) && n.catchall ? this.child(n.catchall) : obj(n.ukSpan!), n.ukSpan!, n.ukSpan);
        }
        else if (this.o.io === 'output') setp(o, 'additionalProperties', prim(false, n.ukSpan ?? n.base), n.ukSpan ?? n.base);
        return o;
      }
      case 'union':
        // openai's zodFunction overrides a discriminated union's oneOf into anyOf.
        setp(o, n.discriminated && !this.o.openai ? 'oneOf' : 'anyOf', this.children(n.options, n.optionsSpan, n.uses), n.base);
        return o;
      case 'record': {
        setp(o, 'type', prim('object', n.base), n.base);
        setc(o, 'propertyNames', this.child(n.key!), n.base, n.uses?.[0]);
        setc(o, 'additionalProperties', this.child(n.value), n.base, n.uses?.[1]);
        const key = n.key!;
        if (key.k === 'enum' && !(this.o.io === 'input' && inputOptin4(n.value) !== undefined)) {
          const names = key.values.filter((v) => typeof v.value === 'string' || typeof v.value === 'number');
          if (names.length) setp(o, 'required', arr(names.map((v) => prim(String(v.value), v.span)), n.base), n.base);
        }
        return o;
      }
      case 'nullable':
        setp(o, 'anyOf', { ...arr([this.child(n.inner), { t: 'obj', span: n.call, props: [{ key: 'type', keySpan: n.call, value: prim('null', n.call) }] }], n.call), uses: n.uses }, n.call);
        return o;
      case 'optional':
      case 'nonoptional':
      case 'default':
      case 'readonly':
      case 'catch':
      case 'brand':
      case 'effects':
        // Only through emit() (reused "inline") or process() (reused "ref"), which merge them with their inner schema.
        throw new Error('a wrapper has no body of its own');
      case 'pipeline':
        throw new Error('only the zod 3 reader builds a ZodPipeline');
    }
  }

  /**
   * to-json-schema.js processSchema: an instance seen before only counts once more and gives its schema object; a new
   * one is processed (its children in turn), then its parent (which counts as one more use of the parent), then its
   * metadata (the description, inherited along the parent chain as the registry does). The wrappers' processors only
   * process their inner type and point `ref` at it (a default adds its value); the others write their keywords.
   */
  private process(node: ZNode): SObj {
    const n = instance(node);
    const known = this.seen.get(n);
    if (known) {
      known.count++;
      return known.schema;
    }
    const s: Seen4 = { schema: obj(n.full), count: 1 };
    this.seen.set(n, s);
    if (isWrapper4(n)) {
      this.process(n.inner);
      s.ref = instance(n.inner);
      wrapperKeywords(s.schema, n);
    } else s.schema = this.body(n);
    if (n.parent) {
      s.ref ??= instance(n.parent);
      this.process(n.parent);
    }
    applyMeta(s.schema, n);
    return s.schema;
  }

  /**
   * extractDefs: the root's body is set aside (its schema object would be `$ref: "#"`), then every instance processed
   * more than once, in first-processed order, becomes `__schema0`, `__schema1`...: its body goes to `$defs` and its
   * schema object, which every use holds, is emptied down to `$ref`.
   */
  private extract(root: ZNode): void {
    let counter = 0;
    for (const [n, s] of this.seen) {
      if (n !== root && s.count < 2) continue;
      if (getp(s.schema, '$ref')) continue;
      s.def = { t: 'obj', span: s.schema.span, props: s.schema.props.map((p) => ({ ...p })) };
      const ref = n === root ? '#' : `#/$defs/${(s.defId = `__schema${counter++}`)}`;
      s.schema.props = [{ key: '$ref', keySpan: s.schema.span, value: prim(ref, s.schema.span), isRef: true }];
      this.stubs.add(s.schema);
    }
  }

  /**
   * finalize's flattenRef: a schema takes the keywords of the one its `ref` points at (a wrapper's inner type or its
   * parent), its own keywords winning; a parent's keywords it does not have itself are dropped (it is a refinement);
   * where the target was extracted, the `$ref` stays beside the keywords (draft 2020-12) and those equal to the
   * definition's are dropped. A parent that was extracted lends its `$ref` even when `ref` points elsewhere.
   */
  private flatten(n: ZNode): void {
    const s = this.seen.get(n)!;
    if (s.ref === null) return;
    const schema = s.def ?? s.schema;
    const own = schema.props.map((p) => ({ ...p }));
    const ref = s.ref;
    s.ref = null;
    if (ref) {
      this.flatten(ref);
      const target = this.seen.get(ref)!;
      for (const p of target.schema.props) assignProp(schema, p);
      for (const p of own) assignProp(schema, p);
      if (n.parent && instance(n.parent) === ref) schema.props = schema.props.filter((p) => p.key === '$ref' || p.key === 'allOf' || own.some((q) => q.key === p.key));
      if (getp(target.schema, '$ref') && target.def) dropSameAsDef(schema, target.def);
    }
    const parent = n.parent && instance(n.parent);
    if (parent && parent !== ref) {
      this.flatten(parent);
      const ps = this.seen.get(parent)!;
      const r = ps.schema.props.find((p) => p.key === '$ref');
      if (r) {
        assignProp(schema, r);
        if (ps.def) dropSameAsDef(schema, ps.def);
      }
    }
  }

  /** `toJSONSchema(s, { reused: "ref" })` (draft 2020-12 only: older drafts wrap the `$ref` in allOf, not modelled). */
  private rootRef(n: ZNode): SObj {
    if (this.o.target !== 'draft-2020-12' || this.o.aiSdkAdditional || this.o.openai) throw new Error('reused "ref" is modelled for draft 2020-12 alone');
    this.process(n);
    const root = instance(n);
    this.extract(root);
    for (const k of [...this.seen.keys()].reverse()) this.flatten(k);
    for (const s of this.seen.values()) compactTypeUnion(s.def ?? s.schema);
    const body = this.seen.get(root)!;
    const o = obj(n.full);
    setp(o, '$schema', prim('https://json-schema.org/draft/2020-12/schema', n.base), n.base);
    for (const p of (body.def ?? body.schema).props) assignProp(o, p);
    const defs = obj(n.full);
    for (const [k, s] of this.seen) if (s.def && s.defId) setp(defs, s.defId, s.def, k.full);
    if (defs.props.length) setp(o, '$defs', defs, n.base);
    return this.materialize(o, undefined) as SObj;
  }

  /**
   * The JSON round trip that ends toJSONSchema, which copies the schema objects shared by several places. A `$ref`
   * left where a reused schema is used spans that use (`P` in `a: P`); a `$ref` beside other keywords spans the
   * schema that carries it (`P.describe('D')`); a definition spans the code that defines it.
   */
  private materialize(v: SVal, use: Span | undefined): SVal {
    spend(v.span);
    if (v.t === 'prim') return { ...v };
    if (v.t === 'arr') return { t: 'arr', span: v.span, items: v.items.map((x, i) => this.materialize(x, v.uses?.[i])) };
    const span = use && this.stubs.has(v) ? use : v.span;
    const props = v.props.map((p): SProp => {
      if (p.isRef) return { key: p.key, keySpan: span, value: { ...(p.value as SPrim), span } };
      return { key: p.key, keySpan: p.keySpan, value: this.materialize(p.value, p.use), ...(p.property ? { property: p.property } : {}) };
    });
    return { t: 'obj', span, props };
  }

  root(n: ZNode): SObj {
    if (this.o.reused === 'ref') return this.rootRef(n);
    const body = this.emit(n);
    const o = obj(n.full);
    if (!this.o.noSchemaKey) setp(o, '$schema', prim(this.o.target === 'draft-2020-12' ? 'https://json-schema.org/draft/2020-12/schema' : 'http://json-schema.org/draft-07/schema#', n.base), n.base);
    for (const p of body.props) setp(o, p.key, p.value, p.keySpan);
    o.closeAt = body.closeAt;
    if (this.o.aiSdkAdditional) addAdditionalPropertiesFalse(o);
    if (this.o.openai && !this.o.agents) openaiStrict(o);
    return o;
  }
}

/**
 * zod 4's aggregateChecks for numbers: the tightest inclusive and exclusive bounds (the first on a tie; `.int()`
 * brings the safe-integer range), then numberProcessor keeps an exclusive bound over an inclusive one that is not
 * tighter than it.
 */
function numberBounds4(checks: Check[]): { min?: Check & { value: number }; exMin?: Check & { value: number }; max?: Check & { value: number }; exMax?: Check & { value: number } } {
  type N = Check & { value: number };
  let min: N | undefined, gt: N | undefined, max: N | undefined, lt: N | undefined;
  const tighter = (cur: N | undefined, c: N, up: boolean): N => (!cur || (up ? c.value > cur.value : c.value < cur.value) ? c : cur);
  for (const c of checks) {
    if (c.kind === 'int') {
      min = tighter(min, { kind: 'min', value: Number.MIN_SAFE_INTEGER, span: c.span }, true);
      max = tighter(max, { kind: 'max', value: Number.MAX_SAFE_INTEGER, span: c.span }, false);
    }
    if (typeof c.value !== 'number') continue;
    const v = c as N;
    if (c.kind === 'min') min = tighter(min, v, true);
    if (c.kind === 'gt') gt = tighter(gt, v, true);
    if (c.kind === 'max') max = tighter(max, v, false);
    if (c.kind === 'lt') lt = tighter(lt, v, false);
  }
  const exMin = gt && gt.value >= (min?.value ?? -Infinity) ? gt : undefined;
  const exMax = lt && lt.value <= (max?.value ?? Infinity) ? lt : undefined;
  return { min: exMin ? undefined : min, exMin, max: exMax ? undefined : max, exMax };
}

/** zod 4 narrowing: the largest minimum and the smallest maximum win (the first on a tie). */
function bounds4(checks: Check[]): { min?: Check & { value: number }; max?: Check & { value: number } } {
  let min: (Check & { value: number }) | undefined;
  let max: (Check & { value: number }) | undefined;
  for (const c of checks) {
    if (typeof c.value !== 'number') continue;
    const v = c as Check & { value: number };
    if ((c.kind === 'min' || c.kind === 'length') && (!min || v.value > min.value)) min = v;
    if ((c.kind === 'max' || c.kind === 'length') && (!max || v.value < max.value)) max = v;
  }
  return { min, max };
}

/** zod 4's compactTypeUnion: `anyOf` of bare `{type}` branches becomes a `type` list. */
function compactTypeUnion(o: SObj): void {
  const anyOf = getp(o, 'anyOf');
  if (!anyOf || anyOf.t !== 'arr' || anyOf.items.length === 0 || getp(o, 'type') !== undefined) return;
  const types: SPrim[] = [];
  for (const option of anyOf.items) {
    if (option.t !== 'obj') return;
    compactTypeUnion(option);
    if (option.props.length !== 1 || option.props[0]!.key !== 'type') return;
    const t = option.props[0]!.value;
    for (const member of t.t === 'arr' ? t.items : [t]) {
      if (member.t !== 'prim' || typeof member.value !== 'string') return;
      if (!types.some((x) => x.value === member.value)) types.push(member);
    }
  }
  const keySpan = o.props.find((p) => p.key === 'anyOf')!.keySpan;
  delp(o, 'anyOf');
  setp(o, 'type', types.length === 1 ? types[0]! : arr(types, anyOf.span), keySpan);
}
