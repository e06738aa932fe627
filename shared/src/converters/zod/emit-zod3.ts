// zod 3 with zod-to-json-schema 3.25.2, exactly: the model -> the JSON Schema zodToJsonSchema produces.
import { stringEffects3 } from './formats';
import { arr, type Check, cloneAt, delp, getp, jsOrder, markProperty, NotAnalyzable, obj, prim, setp, type SObj, type SPrim, type SProp, type SVal, type ZNode } from './model';
import type { DialectOptions } from './wrappers';
import type { FnValue } from './fn-eval';

// ---------------------------------------------------------------------------------------------------------------
// zod 3 + zod-to-json-schema 3.25.2 (parseDef.js and parsers/*).

/**
 * zod 3's `isOptional()` (`safeParse(undefined).success`), which zod-to-json-schema asks of every object field. A
 * coerced string or boolean parses undefined (as "undefined", false), a coerced number does not (NaN).
 */
function isOptional3(n: ZNode): boolean {
  switch (n.k) {
    case 'optional':
    case 'default':
    case 'any':
    case 'unknown':
    case 'catch':
    // Unknown: left out of `required` (see unknown-pieces.ts).
    case 'unread':
      return true;
    case 'string':
      return n.coerce === true && coercedStringPasses3(n, 'undefined');
    case 'boolean':
      return n.coerce === true;
    case 'nullable':
    case 'readonly':
    case 'brand':
      return isOptional3(n.inner);
    case 'union':
      return !n.discriminated && n.options.some(isOptional3);
    case 'intersection':
      // ZodIntersection parses undefined when both sides do (and give the same value: undefined).
      return isOptional3(n.left) && isOptional3(n.right);
    case 'effects':
      return effectPasses3(n, undefined);
    case 'pipeline':
      return pipelinePasses3(n, undefined);
    default:
      return false;
  }
}

/**
 * Whether zod 3's ZodPipeline parses `input` (ZodPipeline._parse): its input side must, and its output side must
 * parse what the input side gives for it. That is the input itself where the input side only lets it through
 * (optional, nullable, any, unknown, and readonly, brand or a default over those for null); anything else (a
 * default's value, a catch, a transform, a coercion) is a value toollint does not compute here: not analysable.
 */
function pipelinePasses3(n: ZNode & { k: 'pipeline' }, input: undefined | null): boolean {
  const passes = (x: ZNode): boolean => (input === undefined ? isOptional3(x) : isNullable3(x));
  if (!passes(n.inner)) return false;
  const through = (x: ZNode): boolean => {
    switch (x.k) {
      case 'any':
      case 'unknown':
        return true;
      case 'optional':
        return input === undefined || through(x.inner);
      case 'nullable':
        return input === null || through(x.inner);
      case 'null':
        return input === null;
      case 'default':
        return input === null && through(x.inner);
      case 'readonly':
      case 'brand':
        return through(x.inner);
      default:
        return false;
    }
  };
  if (!through(n.inner)) {
    throw new NotAnalyzable(`whether zod 3 lets this field ${input === undefined ? 'be omitted' : 'be null'} depends on what the input side of \`.pipe()\` gives for ${String(input)}, which toollint does not compute`, n.call);
  }
  return passes(n.out);
}

const shown = (v: FnValue): string => (typeof v === 'object' && v !== null ? 'an array' : typeof v === 'string' ? JSON.stringify(v) : String(v));

/**
 * Whether zod 3's ZodEffects parses `input` (undefined: `isOptional()`, null: `isNullable()`; ZodEffects._parse):
 * a preprocess parses what its function returns; a refinement and a transform parse the input with the inner schema
 * first (failing there fails), then a refine fails on a falsy result, a superRefine or transform only by adding an
 * issue to the context (its second parameter). A function that throws on undefined makes `isOptional()` throw,
 * which zod-to-json-schema's safeIsOptional reads as optional.
 */
function effectPasses3(n: ZNode & { k: 'effects' }, input: undefined | null): boolean {
  const passes = (x: ZNode, v: undefined | null): boolean => (v === undefined ? isOptional3(x) : isNullable3(x));
  const omitted = input === undefined ? 'be omitted' : 'be null';
  const out = input === undefined ? n.onUndefined : n.onNull;
  const cannot = (why: string): never => {
    throw new NotAnalyzable(`whether zod 3 lets this field ${omitted} depends on ${why}, which toollint cannot tell without running it`, n.fn);
  };
  const thrown = (): boolean => (input === undefined ? true : cannot(`the function throwing for ${String(input)}`));
  if (n.effect === 'preprocess') {
    if ('unknown' in out) return cannot(`what the z.preprocess() function returns for ${String(input)}`);
    if ('throws' in out) return thrown();
    if (out.value === undefined || out.value === null) return passes(n.inner, out.value);
    return cannot(`whether the inner schema accepts ${shown(out.value)}, what the function returns for ${String(input)}`);
  }
  if (!passes(n.inner, input)) return false;
  if (n.effect === 'refine') {
    if ('unknown' in out) return cannot(`what the .refine() function returns for ${String(input)}`);
    if ('throws' in out) return thrown();
    return typeof out.value === 'object' && out.value !== null ? true : Boolean(out.value);
  }
  // superRefine, transform: only an issue added through the context fails the parse.
  if (n.params >= 2) return cannot(`whether the function adds an issue for ${String(input)}`);
  if (input === null && !('value' in out)) return cannot(`whether the function throws for null`);
  return true;
}

/** addFormat: a second format moves the first into `anyOf: [{ format }, ...]`, and later ones join it. */
function addFormat3(o: SObj, format: string, c: Check): void {
  const anyOf = getp(o, 'anyOf');
  const cur = o.props.find((p) => p.key === 'format');
  if (!cur && !(anyOf?.t === 'arr' && anyOf.items.some((i) => i.t === 'obj' && getp(i, 'format')))) {
    setp(o, 'format', prim(format, c.span), c.span);
    return;
  }
  const list = anyOf?.t === 'arr' ? anyOf : arr([], c.span);
  if (!anyOf) setp(o, 'anyOf', list, c.span);
  if (cur) {
    list.items.push({ t: 'obj', span: cur.keySpan, props: [{ key: 'format', keySpan: cur.keySpan, value: cur.value }] });
    delp(o, 'format');
  }
  list.items.push({ t: 'obj', span: c.span, props: [{ key: 'format', keySpan: c.span, value: prim(format, c.span) }] });
}

/** addPattern: a second pattern moves the first into `allOf: [{ pattern }, ...]`, and later ones join it. */
function addPattern3(o: SObj, pattern: string, c: Check): void {
  const allOf = getp(o, 'allOf');
  const cur = o.props.find((p) => p.key === 'pattern');
  const value = prim(pattern, c.arg ?? c.span);
  if (!cur && !(allOf?.t === 'arr' && allOf.items.some((i) => i.t === 'obj' && getp(i, 'pattern')))) {
    setp(o, 'pattern', value, c.span);
    return;
  }
  const list = allOf?.t === 'arr' ? allOf : arr([], c.span);
  if (!allOf) setp(o, 'allOf', list, c.span);
  if (cur) {
    list.items.push({ t: 'obj', span: cur.keySpan, props: [{ key: 'pattern', keySpan: cur.keySpan, value: cur.value }] });
    delp(o, 'pattern');
  }
  list.items.push({ t: 'obj', span: c.span, props: [{ key: 'pattern', keySpan: c.span, value }] });
}

const PRIMITIVE3: Partial<Record<ZNode['k'], string>> = { string: 'string', number: 'number', boolean: 'boolean', null: 'null' };
const hasChecks = (n: ZNode): boolean => (n.k === 'string' || n.k === 'number') && n.checks.length > 0;

/** zod 3's `isNullable()`: whether null parses. */
function isNullable3(n: ZNode): boolean {
  switch (n.k) {
    case 'nullable':
    case 'null':
    case 'any':
    case 'unknown':
    case 'catch':
      return true;
    case 'string':
      return n.nullDate === true || (n.coerce === true && coercedStringPasses3(n, 'null'));
    case 'boolean':
      return n.coerce === true;
    case 'number':
      // null coerces to 0.
      return n.coerce === true && n.checks.every((c) => numberCheckPasses(c, 0));
    case 'optional':
    case 'default':
    case 'readonly':
    case 'brand':
      return isNullable3(n.inner);
    case 'union':
      return n.options.some(isNullable3);
    case 'intersection':
      return isNullable3(n.left) && isNullable3(n.right);
    case 'effects':
      return effectPasses3(n, null);
    case 'pipeline':
      return pipelinePasses3(n, null);
    default:
      return false;
  }
}

/** Whether a zod 3 z.coerce.string() accepts `input` (undefined or null, coerced by String()): its length checks decide. */
function coercedStringPasses3(n: ZNode & { checks: Check[] }, input: string): boolean {
  return n.checks.every((c) => {
    if (c.kind === 'noop') return true;
    if (c.kind === 'min' || c.kind === 'max' || c.kind === 'length') return c.kind === 'min' ? input.length >= Number(c.value) : c.kind === 'max' ? input.length <= Number(c.value) : input.length === Number(c.value);
    throw new NotAnalyzable(`whether zod 3 lets this coerced string field be omitted depends on its \`${c.kind}\` check accepting "${input}" (zod 3 coerces ${input} to that string)`, c.span);
  });
}

/** Whether a number passes a zod number check. */
function numberCheckPasses(c: Check, x: number): boolean {
  const v = Number(c.value);
  switch (c.kind) {
    case 'min':
      return x >= v;
    case 'max':
      return x <= v;
    case 'gt':
      return x > v;
    case 'lt':
      return x < v;
    case 'int':
      return Number.isInteger(x);
    case 'multipleOf':
      return x % v === 0;
    default:
      return true;
  }
}

/** openai's zod-to-json-schema throws on an object field that is optional, not nullable and has no default. */
const throwsInOpenaiStrict3 = (n: ZNode): boolean => isOptional3(n) && !isNullable3(n) && n.k !== 'default';

/** openai's vendored parseDef.js encodeDefinitionPathPart: keeps [A-Za-z0-9_-], else `_x_` + UTF-16 hex. */
function encodeDefinitionPathPart(part: string): string {
  if (/^[A-Za-z0-9_-]*$/.test(part) && !part.startsWith('_x_')) return part;
  let encoded = '_x_';
  for (let i = 0; i < part.length; i++) encoded += part.charCodeAt(i).toString(16).padStart(4, '0');
  return encoded;
}

/** zod-to-json-schema's openAiAnyTypeName default. */
const OPENAI_ANY = 'OpenAiAnyType';

export class Emit3 {
  private readonly seen = new Map<ZNode, string[]>();
  /** extract-to-root: definitions to materialise, in the order zod-to-json-schema registers them. */
  private readonly definitions = new Map<string, ZNode>();
  private refCount = 0;
  /** Target "openAi": a z.any() or z.unknown() was emitted as a `$ref` to the root's OpenAiAnyType (parsers/any.js). */
  private anyType = false;
  constructor(
    private readonly o: DialectOptions,
    private readonly rootName?: string,
  ) {}

  /** parseDef: a schema instance seen before becomes a $ref (unless `force`, when a definition is materialised). */
  parse(n: ZNode, path: string[], propertyPath: string[] | undefined, force = false): SObj | undefined {
    const seenPath = this.seen.get(n);
    if (seenPath && !force && this.o.refs !== 'none') return this.ref(n, seenPath);
    this.seen.set(n, path);
    try {
      const o = this.body(n, path, propertyPath, force);
      if (o && n.desc) setp(o, 'description', prim(n.desc.value, n.desc.arg), n.desc.span);
      return o;
    } finally {
      if (force && seenPath) this.seen.set(n, seenPath);
    }
  }

  private ref(n: ZNode, seenPath: string[]): SObj {
    let target = seenPath.join('/');
    if (this.o.refs === 'extract-to-root') {
      const name = seenPath
        .slice(2)
        .map((part, i) => (i === 0 ? part : encodeDefinitionPathPart(part)))
        .join('_');
      if (name !== this.rootName) this.definitions.set(name, n);
      target = `#/definitions/${name}`;
    }
    this.refCount++;
    const ref = obj(n.full);
    setp(ref, '$ref', prim(target, n.full), n.full);
    return ref;
  }

  /** parseAnyDef: `{}`, or with target "openAi" a `$ref` to the OpenAiAnyType definition the root then gets. */
  private anyDef(at: SObj): SObj {
    if (!this.o.openAiTarget) return at;
    this.anyType = true;
    setp(at, '$ref', prim(`#/definitions/${OPENAI_ANY}`, at.span), at.span);
    return at;
  }

  private body(n: ZNode, path: string[], propertyPath: string[] | undefined, force: boolean): SObj | undefined {
    const o = obj(n.full);
    switch (n.k) {
      case 'unread':
        o.unread = { reason: n.reason, at: n.at };
        return o;
      case 'string': {
        setp(o, 'type', prim('string', n.base), n.base);
        for (const c of n.checks) {
          const v = (x: number | string | undefined): SPrim => prim(x ?? null, c.arg ?? c.span);
          if (c.kind === 'min' || c.kind === 'length') {
            const cur = getp(o, 'minLength');
            setp(o, 'minLength', v(cur?.t === 'prim' ? Math.max(Number(cur.value), Number(c.value)) : c.value), c.span);
          }
          if (c.kind === 'max' || c.kind === 'length') {
            const cur = getp(o, 'maxLength');
            setp(o, 'maxLength', v(cur?.t === 'prim' ? Math.min(Number(cur.value), Number(c.value)) : c.value), c.span);
          }
          for (const e of stringEffects3(c, this.o.openai)) {
            if ('format' in e) addFormat3(o, e.format, c);
            else if ('pattern' in e) addPattern3(o, e.pattern, c);
            else setp(o, 'contentEncoding', prim(e.contentEncoding, c.span), c.span);
          }
        }
        return o;
      }
      case 'number': {
        // parsers/number.js: one keyword per kind of check, the last one wins; inclusive and exclusive bounds coexist.
        setp(o, 'type', prim('number', n.base), n.base);
        const keyword: Partial<Record<Check['kind'], string>> = { min: 'minimum', gt: 'exclusiveMinimum', max: 'maximum', lt: 'exclusiveMaximum', multipleOf: 'multipleOf' };
        for (const c of n.checks) {
          if (c.kind === 'int') setp(o, 'type', prim('integer', c.span), c.span);
          // Targets other than jsonSchema7 (openAi): an exclusive bound is `exclusiveMinimum: true` set before its `minimum`.
          if (this.o.openAiTarget && (c.kind === 'gt' || c.kind === 'lt')) {
            setp(o, c.kind === 'gt' ? 'exclusiveMinimum' : 'exclusiveMaximum', prim(true, c.span), c.span);
            setp(o, c.kind === 'gt' ? 'minimum' : 'maximum', prim(c.value!, c.arg ?? c.span), c.span);
            continue;
          }
          const key = keyword[c.kind];
          if (key) setp(o, key, prim(c.value!, c.arg ?? c.span), c.span);
        }
        return o;
      }
      case 'boolean':
      case 'null':
        setp(o, 'type', prim(n.k, n.base), n.base);
        return o;
      case 'any':
      case 'unknown':
        return this.anyDef(o);
      case 'never':
        // parsers/never.js: nothing with target "openAi" (an object leaves the field out).
        if (this.o.openAiTarget) return undefined;
        setp(o, 'not', obj(n.base), n.base);
        return o;
      case 'intersection': {
        // parsers/intersection.js: both sides, an allOf side's members inlined, `additionalProperties: false` dropped.
        const sides = [this.parse(n.left, [...path, 'allOf', '0'], undefined), this.parse(n.right, [...path, 'allOf', '1'], undefined)].filter((x): x is SObj => !!x);
        const merged: SVal[] = [];
        for (const side of sides) {
          const all = getp(side, 'allOf');
          const type = getp(side, 'type');
          if (all?.t === 'arr' && !(type?.t === 'prim' && type.value === 'string')) merged.push(...all.items);
          else {
            const ap = getp(side, 'additionalProperties');
            if (ap?.t === 'prim' && ap.value === false) delp(side, 'additionalProperties');
            merged.push(side);
          }
        }
        if (!merged.length) return undefined;
        setp(o, 'allOf', arr(merged, n.base), n.base);
        return o;
      }
      case 'enum': {
        if (n.native) {
          const types = [...new Set(n.values.map((v) => typeof v.value))];
          setp(o, 'type', types.length === 1 ? prim(types[0] === 'string' ? 'string' : 'number', n.base) : arr([prim('string', n.base), prim('number', n.base)], n.base), n.base);
        } else setp(o, 'type', prim('string', n.base), n.base);
        setp(o, 'enum', arr(n.values.map((v) => prim(v.value, v.span)), n.valuesSpan), n.base);
        return o;
      }
      case 'literal':
        setp(o, 'type', prim(typeof n.value, n.base), n.base);
        setp(o, 'const', prim(n.value, n.valueSpan), n.base);
        return o;
      case 'array': {
        setp(o, 'type', prim('array', n.base), n.base);
        if (n.element.k !== 'any') {
          const items = this.parse(n.element, [...path, 'items'], propertyPath);
          if (items) setp(o, 'items', items, n.base);
        }
        // zod 3 keeps one slot each for min, max and exact length: the last call wins.
        let min: Check | undefined, max: Check | undefined, exact: Check | undefined;
        for (const c of n.checks) {
          if (c.kind === 'min') min = c;
          if (c.kind === 'max') max = c;
          if (c.kind === 'length') exact = c;
        }
        if (min) setp(o, 'minItems', prim(min.value!, min.arg ?? min.span), min.span);
        if (max) setp(o, 'maxItems', prim(max.value!, max.arg ?? max.span), max.span);
        if (exact) {
          setp(o, 'minItems', prim(exact.value!, exact.arg ?? exact.span), exact.span);
          setp(o, 'maxItems', prim(exact.value!, exact.arg ?? exact.span), exact.span);
        }
        return o;
      }
      case 'tuple': {
        setp(o, 'type', prim('array', n.base), n.base);
        setp(o, 'minItems', prim(n.items.length, n.base), n.base);
        if (!n.rest) setp(o, 'maxItems', prim(n.items.length, n.base), n.base);
        const items = n.items.map((x, i) => this.parse(x, [...path, 'items', String(i)], propertyPath)).filter((x): x is SObj => !!x);
        setp(o, 'items', arr(items, n.itemsSpan), n.base);
        // parsers/tuple.js: a rest schema is additionalItems (no maxItems then).
        const rest = n.rest && this.parse(n.rest, [...path, 'additionalItems'], propertyPath);
        if (rest) setp(o, 'additionalItems', rest, n.base);
        return o;
      }
      case 'object': {
        setp(o, 'type', prim('object', n.base), n.base);
        const props = obj(n.shapeSpan);
        const required: SPrim[] = [];
        for (const p of n.shape) {
          const propPath = [...path, 'properties', p.key];
          // Target "openAi" (parsers/object.js forceOptionalIntoNullable): an optional field is its inner schema (a
          // ZodOptional's) made `.nullable()` unless null parses already, and required. zod 3's `.nullable()` copies the
          // description of the schema it wraps; a ZodOptional's own is lost.
          let field = p.value;
          let optional = isOptional3(field);
          if (optional && this.o.openAiTarget && field.k !== 'unread') {
            // The nullable spans the field's code, its `null` the `.optional()` call (or the field) that asked for it.
            const call = field.k === 'optional' ? field.call : field.full;
            if (field.k === 'optional') field = field.inner;
            if (!isNullable3(field)) field = { k: 'nullable', inner: field, call, full: p.value.full, base: field.base, ...(field.desc ? { desc: field.desc } : {}) };
            optional = false;
          }
          const parsed = this.parse(field, propPath, propPath);
          const v = parsed && field !== p.value && field.full !== p.value.full ? (cloneAt(parsed, p.value.full) as SObj) : parsed;
          if (!v) continue;
          setp(props, p.key, v, p.keySpan);
          markProperty(props, p);
          // openaiStrictMode makes every field required, and throws on an optional one that is not nullable (left out
          // here, so that the rules report it at its code).
          if (this.o.openai ? !throwsInOpenaiStrict3(p.value) : !optional) required.push(prim(p.key, p.keySpan));
        }
        setp(o, 'properties', props, n.base);
        if (n.unknownKeys === 'strip' && !n.ukSpan) o.closeAt = n.closeAt;
        if (required.length) setp(o, 'required', arr(required, n.base), n.base);
        const at = n.ukSpan ?? n.base;
        // parsers/object.js decideAdditionalProperties: a `.catchall()` schema (openai's copy: `true` where it emits none).
        const rest = n.catchallSet && n.catchall ? this.parse(n.catchall, [...path, 'additionalProperties'], undefined) : undefined;
        if (n.catchallSet && n.catchall) {
          if (rest) setp(o, 'additionalProperties', rest, at);
          else if (this.o.openai) setp(o, 'additionalProperties', prim(true, at), at);
        } else {
          // allowedAdditionalProperties for passthrough, rejectedAdditionalProperties for strip and strict (undefined: none).
          // With removeAdditionalStrategy "strict" (stripAllowed) a strip object is allowed too.
          const extra3 = this.o.additional3 ?? { allowed: true, rejected: false };
          const extra = n.unknownKeys === 'passthrough' || (n.unknownKeys === 'strip' && this.o.stripAllowed) ? extra3.allowed : extra3.rejected;
          if (extra !== undefined) setp(o, 'additionalProperties', prim(extra, at), at);
        }
        return o;
      }
      case 'union': {
        const opts = n.options;
        if (!n.discriminated && opts.every((x) => PRIMITIVE3[x.k] && !hasChecks(x))) {
          const types: SPrim[] = [];
          for (const x of opts) if (!types.some((t) => t.value === PRIMITIVE3[x.k])) types.push(prim(PRIMITIVE3[x.k]!, x.base));
          setp(o, 'type', types.length > 1 ? arr(types, n.optionsSpan) : types[0]!, n.base);
          return o;
        }
        if (!n.discriminated && opts.every((x) => x.k === 'literal' && !x.desc)) {
          const lits = opts as (ZNode & { k: 'literal' })[];
          const types: SPrim[] = [];
          for (const x of lits) if (!types.some((t) => t.value === typeof x.value)) types.push(prim(typeof x.value, x.base));
          const values: SPrim[] = [];
          for (const x of lits) if (!values.some((v) => v.value === x.value)) values.push(prim(x.value, x.valueSpan));
          setp(o, 'type', types.length > 1 ? arr(types, n.optionsSpan) : types[0]!, n.base);
          setp(o, 'enum', arr(values, n.optionsSpan), n.base);
          return o;
        }
        if (!n.discriminated && opts.every((x) => x.k === 'enum' && !x.native)) {
          const values: SPrim[] = [];
          for (const x of opts as (ZNode & { k: 'enum' })[]) for (const v of x.values) if (!values.some((w) => w.value === v.value)) values.push(prim(v.value, v.span));
          setp(o, 'type', prim('string', n.base), n.base);
          setp(o, 'enum', arr(values, n.optionsSpan), n.base);
          return o;
        }
        const anyOf = opts
          .map((x, i) => this.parse(x, [...path, 'anyOf', String(i)], propertyPath))
          .filter((x): x is SObj => !!x && (!this.o.strictUnions || x.props.length > 0));
        if (!anyOf.length) return undefined;
        setp(o, 'anyOf', arr(anyOf, n.optionsSpan), n.base);
        return o;
      }
      case 'record': {
        if (this.o.additional3) throw new NotAnalyzable("a z.record() converted with allowedAdditionalProperties or rejectedAdditionalProperties set, which toollint does not model", n.base);
        setp(o, 'type', prim('object', n.base), n.base);
        const value = this.parse(n.value, [...path, 'additionalProperties'], propertyPath);
        setp(o, 'additionalProperties', value ?? prim(true, n.base), n.base);
        if (n.key?.k === 'string' && n.key.checks.length > 0) {
          // parsers/record.js calls parseStringDef on the key itself (so no $ref and no description) and drops its type.
          const names = this.body(n.key, path, propertyPath, false)!;
          delp(names, 'type');
          setp(o, 'propertyNames', names, n.key.base);
        } else if (n.key?.k === 'enum') {
          const names = obj(n.key.full);
          setp(names, 'enum', arr(n.key.values.map((v) => prim(v.value, v.span)), n.key.valuesSpan), n.key.base);
          setp(o, 'propertyNames', names, n.key.base);
        }
        return o;
      }
      case 'optional': {
        // Inside an object property an optional is its inner schema; openai's vendored copy tests the property path
        // as a prefix (so also in a tuple, array or record under the property), upstream 3.25.2 for equality.
        const under = propertyPath && (this.o.openai ? path.slice(0, propertyPath.length) : path).join('/') === propertyPath.join('/');
        if (under) {
          const inner = this.parse(n.inner, path, propertyPath, force);
          return inner && (cloneAt(inner, n.full) as SObj);
        }
        const inner = this.parse(n.inner, [...path, 'anyOf', '1'], propertyPath, force);
        if (!inner) return this.anyDef(o);
        setp(o, 'anyOf', arr([{ t: 'obj', span: n.call, props: [{ key: 'not', keySpan: n.call, value: this.anyDef(obj(n.call)) }] }, inner], n.call), n.call);
        return o;
      }
      case 'nullable': {
        const inner = n.inner;
        if (PRIMITIVE3[inner.k] && !hasChecks(inner)) {
          // openai's nullableStrategy "property": `nullable: true` beside the type.
          if (this.o.openai) {
            setp(o, 'type', prim(PRIMITIVE3[inner.k]!, inner.base), inner.base);
            setp(o, 'nullable', prim(true, n.call), n.call);
          } else setp(o, 'type', arr([prim(PRIMITIVE3[inner.k]!, inner.base), prim('null', n.call)], n.call), n.call);
          return o;
        }
        const base = this.parse(inner, [...path, 'anyOf', '0'], propertyPath);
        if (!base) return undefined;
        setp(o, 'anyOf', arr([base, { t: 'obj', span: n.call, props: [{ key: 'type', keySpan: n.call, value: prim('null', n.call) }] }], n.call), n.call);
        return o;
      }
      case 'default': {
        const inner = this.parse(n.inner, path, propertyPath, force);
        const c = inner ? (cloneAt(inner, n.full) as SObj) : o;
        setp(c, 'default', n.value, n.call);
        return c;
      }
      case 'nonoptional':
      // Only zod 4 builds it; zod 3's .required() unwraps the optional instead.
      case 'readonly':
      case 'brand':
      case 'catch':
      case 'effects': {
        // parseReadonlyDef, parseBrandedDef, parseCatchDef, parseEffectsDef (effectStrategy "input", the default of
        // every wrapper's copy): the inner schema, at the same path (a catch value is not emitted).
        const inner = this.parse(n.inner, path, propertyPath, force);
        return inner && (cloneAt(inner, n.full) as SObj);
      }
      case 'pipeline': {
        // parsePipelineDef: the input side at the same path ("input"), else both sides under allOf.
        if (this.o.pipeInput) {
          const inner = this.parse(n.inner, path, propertyPath, force);
          return inner && (cloneAt(inner, n.full) as SObj);
        }
        const a = this.parse(n.inner, [...path, 'allOf', '0'], propertyPath);
        const b = this.parse(n.out, [...path, 'allOf', a ? '1' : '0'], propertyPath);
        setp(o, 'allOf', arr([a, b].filter((x): x is SObj => x !== undefined), n.call), n.call);
        return o;
      }
    }
  }

  root(n: ZNode): SObj {
    if (this.o.refs === 'extract-to-root') return this.rootExtracted(n);
    const main = this.parse(n, ['#'], undefined) ?? this.anyDef(obj(n.full));
    const o = cloneAt(main, n.full) as SObj;
    if (this.anyType) {
      // zodToJsonSchema.js: the definition parseAnyDef refers to, after the root's own keywords.
      const any = obj(n.base);
      setp(any, 'type', arr(['string', 'number', 'integer', 'boolean', 'array', 'null'].map((t) => prim(t, n.base)), n.base), n.base);
      const items = obj(n.base);
      setp(items, '$ref', prim(`#/definitions/${OPENAI_ANY}`, n.base), n.base);
      setp(any, 'items', items, n.base);
      const defs = obj(n.base);
      setp(defs, OPENAI_ANY, any, n.base);
      setp(o, 'definitions', defs, n.base);
    }
    // zodToJsonSchema.js: target "openAi" writes draft 2019-09's URI.
    if (!this.o.noSchemaKey) setp(o, '$schema', prim(this.o.openAiTarget ? 'https://json-schema.org/draft/2019-09/schema#' : 'http://json-schema.org/draft-07/schema#', n.base), n.base);
    return o;
  }

  /**
   * openai's zodToJsonSchema with `name`, nameStrategy "duplicate-ref", $refStrategy "extract-to-root": the root is
   * parsed at #/definitions/<name>; a schema seen twice becomes a $ref to a definition named after its first path,
   * and definitions are materialised (their own seen children becoming $refs in turn) until none is new.
   */
  private rootExtracted(n: ZNode): SObj {
    const name = this.rootName ?? '';
    const main = this.parse(n, ['#', 'definitions', name], undefined) ?? obj(n.full);
    // zod-to-json-schema materialises the definitions round by round until none is new; a Map's iteration also visits
    // the entries added while it runs, in the same (insertion) order.
    const defs: SProp[] = [];
    for (const [key, def] of this.definitions) {
      if (defs.length >= 10_000) break;
      defs.push({ key, keySpan: def.full, value: this.parse(def, ['#', 'definitions', key], undefined, true) ?? obj(def.full) });
    }
    if ((defs.length > 0 || this.refCount > 0) && this.rootName === undefined) {
      throw new NotAnalyzable("zodFunction names a schema used twice after the tool, and the tool's name is not a literal", n.full);
    }
    const o = cloneAt(main, n.full) as SObj;
    if (defs.length > 0 || this.refCount > 0) {
      const all = obj(n.base);
      all.props = jsOrder([...defs, ...(this.refCount > 0 ? [{ key: name, keySpan: n.base, value: main }] : [])], (p) => p.key);
      setp(o, 'definitions', all, n.base);
    }
    setp(o, '$schema', prim('http://json-schema.org/draft-07/schema#', n.base), n.base);
    return o;
  }
}
