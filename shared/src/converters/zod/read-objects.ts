// zod's object schemas: the shape of z.object() (literals, consts, `X.shape`, spreads) and the object methods
// (.strict(), .extend(), .pick(), .catchall()...), which make a new object node from another.
import type * as TS from 'typescript';
import { jsOrder, NotAnalyzable, overlay, type Prop, type Span, type ZNode } from './model';
import { ZodListReader } from './read-lists';
import { MAX_DEPTH } from './read-values';
import { unreadField } from './unknown-pieces';
import { contextOptions } from './wrappers';

/** Most fields one reading keeps with their schema unknown (unknown-pieces.ts). */
const MAX_UNREAD_FIELDS = 4;

export abstract class ZodObjectReader extends ZodListReader {
  /** The fields this reading kept with their schema unknown. */
  private unreadFields = 0;
  /** The shape literals being read (a spread of one inside itself, `const s: any = { ...s, a: z.string() }`, recursed without end). */
  private readonly shapesReading = new Set<TS.ObjectLiteralExpression>();
  abstract build(expr: TS.Expression, depth?: number): ZNode;

  /**
   * `base.strict()`, `.passthrough()`, `.loose()` or `.strip()` (`span`: from its dot to its end, or the code that
   * applies it; `full`: the whole call).
   */
  withUnknownKeys(base: ZNode, name: 'strict' | 'passthrough' | 'loose' | 'strip', span: Span, full: Span): ZNode {
    if (base.k !== 'object') throw new NotAnalyzable(`.${name}() on a schema that is not a z.object()`, span);
    // zod 4 clones the object without a parent link, so a description set before is lost.
    const unknownKeys = name === 'loose' ? 'passthrough' : name;
    // zod 3 keeps a `.catchall()` schema, which still decides additionalProperties.
    if (this.lib === 3 && base.catchallSet) return { ...base, full, unknownKeys, ukSpan: span };
    return { ...base, full, unknownKeys, ukSpan: span, catchall: unknownKeys === 'passthrough' ? this.catchall(span) : undefined, catchallSet: undefined, desc: this.lib === 3 ? base.desc : undefined, meta: undefined };
  }

  /** An object method on `base` (`span`: from its dot to its end; `full`: the whole call). */
  protected objectMethod(base: ZNode, call: TS.CallExpression, name: string, span: Span, full: Span, depth: number): ZNode {
    const lib = this.lib;
    const what = `.${name}()`;
    switch (name) {
      case 'strict':
      case 'passthrough':
      case 'loose':
      case 'strip': {
        if (base.k !== 'object') return this.fail(call, `${what} on a schema that is not a z.object()`);
        if (name === 'loose' && lib === 3) this.fail(call, '.loose() does not exist in zod 3');
        this.checkMessage(this.args(call, 0, name === 'strip' ? 0 : 1, what)[0]);
        return this.withUnknownKeys(base, name, span, full);
      }
      case 'extend':
      case 'safeExtend': {
        if (base.k !== 'object') return this.fail(call, `${what} on a schema that is not a z.object()`);
        if (name === 'safeExtend' && lib === 3) this.fail(call, '.safeExtend() does not exist in zod 3');
        const [arg] = this.args(call, 1, 1, what);
        const added = this.shapeOf(arg!, depth, what);
        // zod 3: `{ ...this._def, shape: () => ({ ...shape(), ...augmentation }) }` keeps unknownKeys and the description;
        // zod 4 (core/util.js extend): the source's keys, then the new ones overlaid, unknown keys kept, and a clone
        // without a parent link, so a description set before is lost.
        return { ...base, full, shape: overlay(base.shape, added), shapeSpan: full, desc: lib === 3 ? base.desc : undefined, meta: undefined };
      }
      case 'merge': {
        if (base.k !== 'object') return this.fail(call, `${what} on a schema that is not a z.object()`);
        const [arg] = this.args(call, 1, 1, what);
        const other = this.build(arg!, depth + 1);
        if (other.k !== 'object') return this.fail(arg!, '.merge() of a schema that is not a z.object()');
        // zod 3 (a new def) and zod 4 (util.merge): both shapes overlaid, unknown keys (catchall) of the merged object, no description.
        // `.strict()` on the first object would not close the result (its unknown keys come from the merged one).
        return { ...base, full, shape: overlay(base.shape, other.shape), shapeSpan: full, unknownKeys: other.unknownKeys, ukSpan: other.ukSpan, catchall: other.catchall, catchallSet: other.catchallSet, closeAt: undefined, desc: undefined, meta: undefined };
      }
      case 'pick':
      case 'omit': {
        if (base.k !== 'object') return this.fail(call, `${what} on a schema that is not a z.object()`);
        const [arg] = this.args(call, 1, 1, what);
        const keys = this.mask(arg!, base.shape, what);
        // pick takes the mask's keys in the mask's own order, omit keeps the shape's order; the fields stay the same
        // instances (zod 3 keeps the def and its description, zod 4 clones without a parent link).
        const shape = name === 'pick' ? keys.flatMap((k) => base.shape.filter((p) => p.key === k)) : base.shape.filter((p) => !keys.includes(p.key));
        return { ...base, full, shape: jsOrder(shape, (p) => p.key), desc: lib === 3 ? base.desc : undefined, meta: undefined };
      }
      case 'partial':
      case 'required': {
        if (base.k !== 'object') return this.fail(call, `${what} on a schema that is not a z.object()`);
        const [arg] = this.args(call, 0, 1, what);
        const keys = arg ? this.mask(arg, base.shape, what) : undefined;
        const wrap = (v: ZNode): ZNode => (name === 'partial' ? this.optionalOf(v, span) : this.requiredOf(v, span));
        const shape = base.shape.map((p) => (keys && !keys.includes(p.key) ? p : { ...p, value: wrap(p.value) }));
        return { ...base, full, shape, desc: lib === 3 ? base.desc : undefined, meta: undefined };
      }
      case 'catchall': {
        if (base.k !== 'object') return this.fail(call, `${what} on a schema that is not a z.object()`);
        const [arg] = this.args(call, 1, 1, what);
        const rest = this.build(arg!, depth + 1);
        // zod 4: `.strict()` is a z.never() catchall, `.passthrough()` a z.unknown() one; the clone has no parent link, so
        // a description set before is lost. zod 3: the def with its catchall (and its description); a z.never()
        // catchall leaves the unknown keys as they were, any other decides additionalProperties.
        if (lib === 3) return { ...base, full, ...(rest.k === 'never' ? { catchallSet: undefined } : { catchall: rest, catchallSet: true, ukSpan: span, closeAt: undefined }) };
        if (rest.k === 'never') return { ...base, full, unknownKeys: 'strict', ukSpan: span, catchall: undefined, catchallSet: undefined, closeAt: undefined, meta: undefined };
        return { ...base, full, unknownKeys: 'passthrough', ukSpan: span, catchall: rest, catchallSet: true, closeAt: undefined, meta: undefined };
      }
      case 'keyof': {
        // `z.enum(Object.keys(shape))` in both majors (zod 3's of no keys throws).
        if (base.k !== 'object') return this.fail(call, `${what} on a schema that is not a z.object()`);
        this.args(call, 0, 0, what);
        if (lib === 3 && base.shape.length === 0) return this.fail(call, '.keyof() of an object without keys (zod 3 throws on an empty enum)');
        return { k: 'enum', values: base.shape.map((p) => ({ value: p.key, span: p.keySpan })), valuesSpan: span, native: false, full, base: span };
      }
      default:
        return this.fail(call, `\`${what}\` is not supported by toollint's zod reader`);
    }
  }

  /**
   * A shape argument: an object literal of schemas (or a const holding one), or `X.shape` of a z.object() X, whose
   * fields are the same instances (zod 3's `.shape` getter returns `_def.shape()`, zod 4's is `def.shape`).
   */
  protected shapeOf(arg: TS.Expression, depth: number, what: string, at: TS.Node = arg): Prop[] {
    const ts = this.ctx.ts;
    const a = this.constLiteral(arg);
    if (ts.isObjectLiteralExpression(a)) return this.shape(a, depth);
    // `X?.shape` is `X.shape` when X is a z.object() (never nullish): strava-mcp's `tool.inputSchema?.shape ?? {}`.
    if (ts.isPropertyAccessExpression(a) && ts.isIdentifier(a.name) && a.name.text === 'shape') {
      const owner = this.build(a.expression, depth + 1);
      if (owner.k === 'object') return owner.shape;
      return this.fail(a.expression, '`.shape` of a schema that is not a z.object()');
    }
    return this.fail(at, `${what} of something other than an object literal or another object's \`.shape\``);
  }

  protected shape(lit: TS.ObjectLiteralExpression, depth: number): Prop[] {
    if (this.shapesReading.has(lit)) return this.fail(lit, 'a z.object() shape that spreads itself (it would be undefined there at run time)');
    if (depth > MAX_DEPTH) return this.fail(lit, 'a z.object() shape that nests too deeply');
    this.shapesReading.add(lit);
    try {
      return this.shapeFields(lit, depth);
    } finally {
      this.shapesReading.delete(lit);
    }
  }

  private shapeFields(lit: TS.ObjectLiteralExpression, depth: number): Prop[] {
    const ts = this.ctx.ts;
    const props: Prop[] = [];
    for (const p of lit.properties) {
      if (ts.isSpreadAssignment(p)) {
        // `...Base.shape` (or a const shape literal): its fields, overlaid in JS spread order.
        for (const q of this.shapeOf(p.expression, depth + 1, 'a spread in a z.object() shape', p)) {
          const old = props.find((r) => r.key === q.key);
          if (old) Object.assign(old, { value: q.value, keySpan: q.keySpan, span: q.span, use: q.use });
          else props.push({ ...q });
        }
        continue;
      }
      let value: ZNode;
      if (!ts.isPropertyAssignment(p) && !ts.isShorthandPropertyAssignment(p)) return this.fail(p, 'a method or accessor in a z.object() shape');
      const init = ts.isPropertyAssignment(p) ? p.initializer : p.name;
      const use: Span = this.span(ts.isPropertyAssignment(p) ? this.unwrap(p.initializer) : p.name);
      try {
        value = this.build(init, depth + 1);
      } catch (e) {
        // A field toollint cannot read keeps the tool, its schema unknown (unknown-pieces.ts).
        // At most a few per reading: past them, the first failure ends it as before (a reading stays bounded).
        if (++this.unreadFields > MAX_UNREAD_FIELDS) throw e;
        value = unreadField(e, contextOptions(this.ctx), use);
      }
      const key = this.propName(p.name);
      const old = props.find((q) => q.key === key);
      if (old) {
        old.value = value;
        old.keySpan = this.span(p.name);
        old.span = this.span(p);
        old.use = use;
      } else props.push({ key, keySpan: this.span(p.name), span: this.span(p), value, use });
    }
    if (props.some((p) => p.key === '__proto__')) this.fail(lit, 'a `__proto__` key');
    return jsOrder(props, (p) => p.key);
  }
}
