// TypeScript syntax -> zod's model: the factories (z.object, z.string...) and methods (.optional(), .min()...).
import type * as TS from 'typescript';
import { type Check, dedupe, jsOrder, NotAnalyzable, overlay, overlayMeta, prim, type Prop, type Span, type StringFormat, type Uses, type ZNode } from './model';
import { bareZodFunction, helperCallKey, MAX_DEPTH, ZOD_NAMESPACES } from './read-values';
import { ZodObjectReader } from './read-objects';
import { objectMember } from './zod-expressions';
import { contextOptions } from './wrappers';
import { UNKNOWN_TEXT } from '../../sources/typescript/marks';
import { callWith, declaredParams, type FnOutcome } from './fn-eval';
import { defaultValue } from './unknown-defaults';

/** Methods that return a wrapper's inner schema. */
const UNWRAPS = new Set(['unwrap', 'removeDefault', 'removeCatch']);
import { FUNCTION_METHODS, NUMBER_CHECK, Z4_FORMAT_FACTORIES, Z4_FORMAT_METHODS, Z4_ONLY_STRING_METHODS, Z4_PARENT_LINKED } from './read-tables';

// ---------------------------------------------------------------------------------------------------------------
// Reading the TypeScript expression into the model.

export class Builder extends ZodObjectReader {
  protected readonly constCache = new Map<string, ZNode>();
  /**
   * The node of each call expression already read: an expression is evaluated once, so it is one run-time instance
   * however it is reached (a const shape literal or schema list used by two z.object()/z.union() calls shares its
   * field instances, as zod-to-json-schema's $refs and toJSONSchema's reuse counts show).
   */
  protected readonly built = new Map<TS.Node, ZNode>();

  build(expr: TS.Expression, depth = 0): ZNode {
    const ts = this.ctx.ts;
    if (depth > MAX_DEPTH) this.fail(expr, 'the zod schema nests too deeply');
    expr = this.unwrap(expr);
    if (ts.isIdentifier(expr)) {
      const name = expr.text;
      if (this.ctx.zodNames.has(name)) this.fail(expr, `\`${name}\` is the zod namespace, not a schema`);
      const cached = this.constCache.get(name);
      if (cached) return cached;
      const init = this.resolving.has(name) ? undefined : this.ctx.resolveConst(name);
      if (!init) this.fail(expr, `\`${name}\` is not a const zod schema in this file (an import, a parameter or a recursive reference)`);
      return this.constNode(name, expr, init, depth);
    }
    // `ReleaseSchemas.state`: a member of a const object literal holding zod, read as that const's code is.
    const member = objectMember(expr, this.ctx);
    if (member && !this.resolving.has(expr.getText())) return this.constCache.get(expr.getText()) ?? this.constNode(expr.getText(), expr, member, depth);
    // `User.shape.email`: that field of a z.object(), the same instance.
    if (ts.isPropertyAccessExpression(expr) && ts.isPropertyAccessExpression(expr.expression) && expr.expression.name.text === 'shape' && !expr.questionDotToken && !expr.expression.questionDotToken) {
      const owner = this.build(expr.expression.expression, depth + 1);
      const field = owner.k === 'object' ? owner.shape.find((p) => p.key === expr.name.text) : undefined;
      return field ? field.value : this.fail(expr, owner.k === 'object' ? `\`${expr.name.text}\` is not a field of this z.object()` : '`.shape` of a schema that is not a z.object()');
    }
    if (!ts.isCallExpression(expr)) this.fail(expr, 'not a zod call (a value computed at run time)');
    const known = this.built.get(expr);
    if (known) return known;
    const callee = this.unwrap(expr.expression);
    // `string()`, `object({...})`: a zod function imported by name, as `z.string()`.
    const bare = ts.isIdentifier(callee) ? bareZodFunction(ts, callee) : undefined;
    if (bare) {
      const node = this.createParams(expr, this.factory(expr, bare, depth));
      this.built.set(expr, node);
      return node;
    }
    // A helper that returns a zod schema (`lenientOptionalNumber()`): each call makes a new instance.
    const helper = helperCallKey(ts, callee, this.ctx.zodNames);
    const made = helper && !this.resolving.has(helper) ? this.ctx.resolveCall?.(expr) : undefined;
    if (made && helper) {
      this.resolving.add(helper);
      try {
        return this.built.set(expr, this.through(expr, made, () => this.build(made, depth + 1))).get(expr)!;
      } finally {
        this.resolving.delete(helper);
      }
    }
    if (!ts.isPropertyAccessExpression(callee) || !ts.isIdentifier(callee.name)) this.fail(expr, 'a call that is not a zod method');
    if (expr.questionDotToken || callee.questionDotToken) this.fail(expr, 'an optional call');
    const target = this.unwrap(callee.expression);
    const name = callee.name.text;
    let node: ZNode;
    if (ts.isIdentifier(target) && this.ctx.zodNames.has(target.text)) node = this.createParams(expr, this.factory(expr, name, depth));
    else if (ts.isPropertyAccessExpression(target) && ts.isIdentifier(target.expression) && this.ctx.zodNames.has(target.expression.text) && ts.isIdentifier(target.name) && ZOD_NAMESPACES.has(target.name.text) && !target.questionDotToken) {
      // `z.iso.datetime()`, `z.coerce.number()`.
      node = this.createParams(expr, this.factory(expr, `${target.name.text}.${name}`, depth));
    } else {
      const base = this.build(target, depth + 1);
      node = this.link(this.method(base, expr, callee.name, name, depth, this.span(target)), base, name);
    }
    this.built.set(expr, node);
    return node;
  }

  /** A const's code (or a const object's member) read once, as one run-time instance, guarded against reading itself. */
  private constNode(key: string, use: TS.Node, init: TS.Expression, depth: number): ZNode {
    this.resolving.add(key);
    try {
      const node = this.through(use, init, () => this.build(init, depth + 1));
      this.constCache.set(key, node);
      return node;
    } finally {
      this.resolving.delete(key);
    }
  }

  /** The side of a pipe the wrapper converts: its dialect's `io`. */
  private io(): 'input' | 'output' {
    return contextOptions(this.ctx).io;
  }

  /** zod 4's run-time identity of a method's result: a parent link (Z4_PARENT_LINKED), or the instance itself (`.finite()`, `.brand()`). */
  protected link(node: ZNode, base: ZNode, name: string): ZNode {
    if (this.lib !== 4) return node;
    if (name === 'finite' || name === 'brand') return { ...node, parent: base.parent, same: base.same ?? base };
    // `.unwrap()`, `.removeDefault()`, `.removeCatch()` return the inner instance itself.
    if (UNWRAPS.has(name) && 'inner' in base) return { ...node, parent: base.inner.parent, same: base.inner.same ?? base.inner };
    return { ...node, parent: Z4_PARENT_LINKED.has(name) ? base : undefined, same: undefined };
  }

  protected factory(call: TS.CallExpression, name: string, depth: number): ZNode {
    const ts = this.ctx.ts;
    const full = this.span(call);
    const base = full;
    const what = `z.${name}()`;
    switch (name) {
      case 'preprocess': {
        // zod 4's z.preprocess(fn, schema): a pipe from a transform into the schema; JSON Schema has the schema on both sides.
        const [fn, inner] = this.args(call, 2, 2, what);
        if (this.lib === 3) return this.effects3('preprocess', this.build(inner!, depth + 1), fn!, full, full);
        return { ...this.build(inner!, depth + 1), full, pipe: full };
      }
      case 'string':
      case 'number':
        this.checkMessage(this.args(call, 0, 1, what)[0]);
        return { k: name, checks: [], full, base };
      case 'int':
        if (this.lib === 3) this.fail(call, 'z.int() does not exist in zod 3');
        this.checkMessage(this.args(call, 0, 1, what)[0]);
        return { k: 'number', checks: [{ kind: 'int', span: full }], full, base };
      case 'boolean':
      case 'null':
      case 'any':
      case 'unknown':
      case 'never':
        this.args(call, 0, name === 'boolean' || name === 'never' ? 1 : 0, what).forEach((a) => this.checkMessage(a));
        return { k: name, full, base };
      case 'custom': {
        // zod 4's toJSONSchema (every SDK's converter) throws on it; zod 3's z.custom() without a check is a z.any().
        if (this.lib === 4) this.fail(call, 'z.custom(): zod 4\'s toJSONSchema throws on it ("Custom types cannot be represented in JSON Schema"), so this schema cannot be converted as written');
        if (this.args(call, 0, 2, what).length) this.fail(call, 'z.custom() with a check (zod 3 runs it to tell whether the field may be omitted), which toollint does not model');
        return { k: 'any', full, base };
      }
      case 'intersection': {
        const [left, right] = this.args(call, 2, 2, what);
        return { k: 'intersection', left: this.build(left!, depth + 1), right: this.build(right!, depth + 1), uses: [this.span(this.unwrap(left!)), this.span(this.unwrap(right!))], full, base };
      }
      case 'enum': {
        const [arg, msg] = this.args(call, 1, 2, what);
        this.checkMessage(msg);
        const strings = this.enumStrings(arg!);
        if (!strings) {
          // zod 4 also takes an enum-like object (its z.nativeEnum() is z.enum()); zod 3's types reject it and its run
          // time reads the object as an empty list.
          const list = this.constLiteral(arg!);
          if (this.lib === 3) this.fail(arg!, 'z.enum() of something other than an array literal of strings (zod 3 takes an array; an enum object is zod 4)');
          const { values, span } = ts.isObjectLiteralExpression(list) ? this.enumObject(list) : this.nativeEnum(arg!);
          return { k: 'enum', values, valuesSpan: span, native: true, full, base };
        }
        if (this.lib === 3 && strings.values.length === 0) this.fail(arg!, 'an empty z.enum()');
        return { k: 'enum', values: dedupe(strings.values), valuesSpan: strings.span, native: false, full, base };
      }
      case 'nativeEnum': {
        const [arg, msg] = this.args(call, 1, 2, what);
        this.checkMessage(msg);
        const { values, span } = this.nativeEnum(arg!);
        return { k: 'enum', values, valuesSpan: span, native: true, full, base };
      }
      case 'literal': {
        const [arg, msg] = this.args(call, 1, 2, what);
        this.checkMessage(msg);
        const list = this.constLiteral(arg!);
        if (ts.isArrayLiteralExpression(list)) {
          // zod 4's literal of several values; zod 3's types reject it and its run time compares with the array itself.
          if (this.lib === 3) this.fail(arg!, 'z.literal() of an array (zod 3 takes one value; a list of values is zod 4)');
          const values = list.elements.map((e) => {
            if (ts.isSpreadElement(e) || ts.isOmittedExpression(e)) return this.fail(e, 'a spread or hole in z.literal([...])');
            return { value: this.literal(e), span: this.span(e) };
          });
          if (values.length === 0) this.fail(list, 'an empty z.literal([])');
          const [first] = values;
          return { k: 'literal', value: first!.value, valueSpan: values.length === 1 ? first!.span : this.span(list), ...(values.length > 1 ? { values } : {}), full, base };
        }
        return { k: 'literal', value: this.literal(arg!), valueSpan: this.span(arg!), full, base };
      }
      case 'array': {
        const [el, msg] = this.args(call, 1, 2, what);
        this.checkMessage(msg);
        return { k: 'array', element: this.build(el!, depth + 1), checks: [], uses: [this.span(this.unwrap(el!))], full, base };
      }
      case 'tuple': {
        // zod 4: z.tuple(items, rest?, params?); zod 3: z.tuple(items, params?).
        const [list, second, third] = this.args(call, 1, this.lib === 4 ? 3 : 2, what);
        const restArg = this.lib === 4 && second && !this.isMessage(second) ? second : undefined;
        this.checkMessage(restArg ? third : second);
        const l = this.constLiteral(list!);
        if (!ts.isArrayLiteralExpression(l)) this.fail(list!, 'z.tuple() of something other than an array literal (a rest element is not supported)');
        const items = this.schemaList(l, depth);
        return { k: 'tuple', items, itemsSpan: this.span(l), uses: this.usesOf(l), ...(restArg ? { rest: this.build(restArg, depth + 1) } : {}), full, base };
      }
      case 'union':
      case 'discriminatedUnion': {
        const args = this.args(call, name === 'union' ? 1 : 2, name === 'union' ? 2 : 3, what);
        let list = args[0]!;
        if (name === 'discriminatedUnion') {
          this.string(args[0]!);
          list = args[1]!;
          this.checkMessage(args[2]);
        } else this.checkMessage(args[1]);
        const l = this.constLiteral(list);
        if (!ts.isArrayLiteralExpression(l)) this.fail(list, `${what} of something other than an array literal`);
        const options = this.schemaList(l, depth);
        if (name === 'discriminatedUnion' && options.some((o) => o.k !== 'object')) this.fail(l, 'a discriminatedUnion member that is not a z.object()');
        if (options.length === 0) this.fail(l, 'an empty union');
        return { k: 'union', options, optionsSpan: this.span(l), discriminated: name === 'discriminatedUnion', uses: this.usesOf(l), full, base };
      }
      case 'record': {
        const args = this.args(call, 1, 3, what);
        const schemas = args.filter((a) => !this.isMessage(a));
        if (schemas.length === 1) {
          const value = this.build(schemas[0]!, depth + 1);
          const uses: Uses = [undefined, this.span(this.unwrap(schemas[0]!))];
          // zod 4's v3-compat form (zod 4.6 classic record()): z.record(value) is z.record(z.string(), value).
          if (this.lib === 4) return { k: 'record', key: { k: 'string', checks: [], full: base, base }, value, uses, full, base };
          return { k: 'record', value, uses, full, base };
        }
        if (schemas.length !== 2) this.fail(call, 'z.record() takes a key schema and a value schema');
        const key = this.build(schemas[0]!, depth + 1);
        if (key.k !== 'string' && !(key.k === 'enum' && !key.native)) {
          this.fail(schemas[0]!, 'a z.record() key other than z.string() or z.enum([...])');
        }
        const uses = schemas.map((a) => this.span(this.unwrap(a)));
        return { k: 'record', key, value: this.build(schemas[1]!, depth + 1), uses, full, base };
      }
      case 'object':
      case 'strictObject':
      case 'looseObject': {
        if (name === 'looseObject' && this.lib === 3) this.fail(call, 'z.looseObject() does not exist in zod 3');
        const [shapeArg, msg] = this.args(call, 1, 2, what);
        this.checkMessage(msg);
        const shape = this.shapeOf(shapeArg!, depth, what);
        const unknownKeys = name === 'strictObject' ? 'strict' : name === 'looseObject' ? 'passthrough' : 'strip';
        const catchall = unknownKeys === 'passthrough' ? this.catchall(base) : undefined;
        const closeAt = name === 'object' ? full.offset + full.length : undefined;
        return { k: 'object', shape, shapeSpan: this.span(this.constLiteral(shapeArg!)), unknownKeys, ...(unknownKeys !== 'strip' ? { ukSpan: base } : {}), catchall, closeAt, full, base };
      }
      case 'optional':
      case 'nullable': {
        const [inner] = this.args(call, 1, 1, what);
        const innerNode = this.build(inner!, depth + 1);
        return { k: name, inner: innerNode, call: full, uses: [this.span(this.unwrap(inner!))], full, base };
      }
      case 'coerce.string':
      case 'coerce.number':
      case 'coerce.boolean': {
        // The same schema as z.string()... (toJSONSchema and zod-to-json-schema ignore the coercion); only zod 3's
        // run-time optionality sees it (see isOptional3).
        this.checkMessage(this.args(call, 0, 1, what)[0]);
        const k = name === 'coerce.string' ? 'string' : name === 'coerce.number' ? 'number' : 'boolean';
        return k === 'boolean' ? { k, coerce: true, full, base } : { k, checks: [], coerce: true, full, base };
      }
      case 'date':
      case 'coerce.date': {
        this.checkMessage(this.args(call, 0, 1, what)[0]);
        if (this.lib === 4) return this.fail(call, `${what} (zod 4's toJSONSchema throws on it: a Date cannot be represented in JSON Schema)`);
        // openai's zodFunction asks isNullable(), which a coerced date answers yes (new Date(null) is a date).
        if (name === 'coerce.date' && this.ctx.dialect === 'zod3-openai') return this.fail(call, `${what} under openai's zodFunction (it parses null into a date, so a field of it counts as nullable, which toollint does not model)`);
        // zod-to-json-schema's default dateStrategy "format:date-time"; the coercion does not make it optional as
        // coerce.string's does (new Date(undefined) is an invalid date).
        return { k: 'string', checks: [{ kind: 'datetime', span: full }], full, base, ...(name === 'coerce.date' ? { nullDate: true as const } : {}) };
      }
      case 'coerce.bigint':
        if (this.lib === 4) return this.fail(call, "z.coerce.bigint() (zod 4's toJSONSchema throws: a BigInt cannot be represented in JSON Schema)");
        return this.fail(call, "`z.coerce.bigint()` is not supported by toollint's zod reader");
      default: {
        const format = Z4_FORMAT_FACTORIES[name];
        if (format) {
          if (this.lib === 3) return this.fail(call, `${what} does not exist in zod 3 (zod 4's top-level string formats; zod 3 has z.string().${format.kind}())`);
          const check = this.stringCheck(call, format.kind, full, what);
          if (format.version) check.opts = { ...check.opts, version: format.version };
          return { k: 'string', checks: [check], formatOf: what, full, base };
        }
        return this.fail(call, `\`${what}\` is not supported by toollint's zod reader`);
      }
    }
  }

  /**
   * zod 3's create params: a factory's last argument `{ description: '...' }` (processCreateParams) describes the
   * instance as `.describe()` does (`z.string({ description: 'Search query' }).min(1)`, BeeAI's tools); zod 4 ignores it.
   */
  private createParams(call: TS.CallExpression, node: ZNode): ZNode {
    const ts = this.ctx.ts;
    const last = call.arguments.length ? this.unwrap(call.arguments[call.arguments.length - 1]!) : undefined;
    if (this.lib !== 3 || !last || !ts.isObjectLiteralExpression(last)) return node;
    const prop = last.properties.find((p): p is TS.PropertyAssignment => ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === 'description');
    return prop ? { ...node, desc: { value: this.describedText(prop.initializer), span: this.span(prop), arg: this.span(prop.initializer) } } : node;
  }

  /**
   * The text `.describe(x)` gives, or, where `x` is computed at run time (`i18n("x")`, a template with a run-time
   * part), UNKNOWN_TEXT: the schema is still read, the description unknown (never the whole schema not analysed).
   */
  private describedText(arg: TS.Expression): string {
    try {
      return this.string(arg);
    } catch (e) {
      if (!(e instanceof NotAnalyzable) || /expands to more than|nests too deeply/.test(e.message)) throw e;
      return UNKNOWN_TEXT;
    }
  }

  protected schemaList(list: TS.ArrayLiteralExpression, depth: number): ZNode[] {
    const ts = this.ctx.ts;
    return list.elements.map((e) => {
      if (ts.isSpreadElement(e) || ts.isOmittedExpression(e)) return this.fail(e, 'a spread or hole in a list of schemas');
      return this.build(e, depth + 1);
    });
  }

  /** The model of z.object(lit) for a raw shape that stands alone. */
  /** The model of z.object(shape) for a raw shape that stands alone: an object literal or another object's `X.shape`. */
  objectOfShape(expr: TS.Expression, span: Span): ZNode {
    return { k: 'object', shape: this.shapeOf(expr, 0, 'a raw shape'), shapeSpan: span, unknownKeys: 'strip', full: span, base: span } as ZNode;
  }

  /** `target`: the span of the schema the method is called on (`P` in `P.optional()`). */
  protected method(base: ZNode, call: TS.CallExpression, nameNode: TS.Node, name: string, depth: number, target: Span): ZNode {
    const ts = this.ctx.ts;
    const lib = this.lib;
    const span = this.callSpan(call, nameNode);
    const full = this.span(call);
    const what = `.${name}()`;
    /** zod 3 copies the description of `this` onto optional/nullable/default wrappers; zod 4 does not. */
    const wrapDesc = lib === 3 ? base.desc : undefined;
    switch (name) {
      case 'optional':
      case 'nullable':
        this.args(call, 0, 0, what);
        return { k: name, inner: base, call: span, uses: [target], full, base: base.base, desc: wrapDesc };
      case 'nullish': {
        this.args(call, 0, 0, what);
        const nullable: ZNode = { k: 'nullable', inner: base, call: span, uses: [target], full, base: base.base, desc: wrapDesc };
        return { k: 'optional', inner: nullable, call: span, full, base: base.base, desc: wrapDesc };
      }
      case 'array':
        this.args(call, 0, 0, what);
        return { k: 'array', element: base, checks: [], uses: [target], full, base: span };
      case 'or': {
        // `a.or(b)` is `z.union([a, b])` in both majors; zod 3's passes a's def on, so the union keeps a's description.
        const [other] = this.args(call, 1, 1, what);
        return { k: 'union', options: [base, this.build(other!, depth + 1)], optionsSpan: span, discriminated: false, full, base: span, desc: wrapDesc };
      }
      case 'unwrap':
      case 'removeDefault':
      case 'removeCatch': {
        this.args(call, 0, 0, what);
        const kinds = name === 'removeDefault' ? ['default'] : name === 'removeCatch' ? ['catch'] : lib === 4 ? ['optional', 'nullable', 'nonoptional', 'default', 'catch', 'readonly'] : ['optional', 'nullable', 'readonly', 'brand'];
        if (!kinds.includes(base.k) || !('inner' in base)) return this.fail(call, `${what} on a schema that is not ${kinds.map((k) => `a ${k}`).join(', ')} wrapper`);
        // The inner schema itself (zod 3's refs see the same instance); zod 4's copy is linked to it (see link()).
        return lib === 3 ? base.inner : { ...base.inner, full };
      }
      case 'rest': {
        // A new tuple of the same items, the rest after them (zod 4 clones without a parent link).
        const [rest] = this.args(call, 1, 1, what);
        if (base.k !== 'tuple') return this.fail(call, `${what} on a schema that is not a z.tuple()`);
        return { ...base, rest: this.build(rest!, depth + 1), full, desc: wrapDesc, meta: undefined };
      }
      case 'and': {
        // `a.and(b)` is `z.intersection(a, b)` in both majors.
        const [other] = this.args(call, 1, 1, what);
        return { k: 'intersection', left: base, right: this.build(other!, depth + 1), uses: [target, this.span(this.unwrap(other!))], full, base: span };
      }
      case 'default': {
        const [v] = this.args(call, 1, 1, what);
        return { k: 'default', inner: base, call: span, value: defaultValue(ts, v!, (e) => this.json(e, 0), this.span(v!), 'default'), full, base: base.base, desc: wrapDesc };
      }
      case 'describe': {
        const [d] = this.args(call, 1, 1, what);
        const value = this.describedText(d!);
        // zod 4: a clone registered with `{ description }`, over the metadata it inherits from its parent.
        if (lib === 4) return { ...base, full, meta: overlayMeta(base.meta, [{ key: 'description', value: prim(value, this.span(d!)), keySpan: span }]) };
        return { ...base, full, desc: { value, span, arg: this.span(d!) } };
      }
      case 'openapi': {
        // @asteasolutions/zod-to-openapi 8+ (zod 4; @hono/zod-openapi 1.x): `.openapi(...)` keeps its metadata in its
        // own registry and returns `new this.constructor(this._def)`, an unlinked copy outside zod's global registry,
        // so toJSONSchema sees the same def without the metadata (`.describe()` before it included). zod 3's version
        // (v7) is not modelled.
        if (lib === 3) return this.fail(call, '`.openapi()` with zod 3 (zod-to-openapi 7) is not supported by toollint\'s zod reader');
        this.args(call, 0, 2, what);
        return { ...base, full, meta: undefined };
      }
      case 'meta': {
        if (lib === 3) return this.fail(call, '.meta() does not exist in zod 3');
        const [m] = this.args(call, 0, 1, what);
        if (!m) return this.fail(call, '.meta() without an argument returns the metadata, not a schema');
        return { ...base, full, meta: overlayMeta(base.meta, this.metaEntries(m)) };
      }
      case 'strict':
      case 'passthrough':
      case 'loose':
      case 'strip':
      case 'catchall':
      case 'extend':
      case 'safeExtend':
      case 'merge':
      case 'pick':
      case 'omit':
      case 'partial':
      case 'required':
      case 'keyof':
        return this.objectMethod(base, call, name, span, full, depth);
      case 'min':
      case 'max':
      case 'length': {
        const [n, msg] = this.args(call, 1, 2, what);
        this.checkMessage(msg);
        const check: Check = { kind: name, value: this.finiteNumber(n!), span, arg: this.span(n!) };
        if (base.k === 'string' || base.k === 'number') {
          if (base.k === 'number' && name === 'length') return this.fail(call, '.length() on a number');
          return { ...base, full, checks: [...base.checks, check] };
        }
        if (base.k === 'array') {
          return { ...base, full, checks: [...base.checks, check] };
        }
        return this.fail(call, `${what} on a schema that is not a string, number or array`);
      }
      case 'gt':
      case 'gte':
      case 'lt':
      case 'lte':
      case 'multipleOf':
      case 'step': {
        if (base.k !== 'number') return this.fail(call, `${what} on a schema that is not a number`);
        const [n, msg] = this.args(call, 1, 2, what);
        this.checkMessage(msg);
        const value = this.finiteNumber(n!);
        // zod 4's numberProcessor hands a divisor of 0 to handleUnrepresentable, which throws by default.
        if ((name === 'multipleOf' || name === 'step') && value === 0 && lib === 4) this.fail(n!, "a multipleOf of 0 (zod 4's toJSONSchema throws on it)");
        const kind = NUMBER_CHECK[name]!;
        return { ...base, full, checks: [...base.checks, { kind, value, span, arg: this.span(n!) }] };
      }
      case 'positive':
      case 'nonnegative':
      case 'negative':
      case 'nonpositive': {
        if (base.k !== 'number') return this.fail(call, `${what} on a schema that is not a number`);
        this.checkMessage(this.args(call, 0, 1, what)[0]);
        return { ...base, full, checks: [...base.checks, { kind: NUMBER_CHECK[name]!, value: 0, span }] };
      }
      case 'int':
        if (base.k !== 'number') return this.fail(call, '.int() on a schema that is not a number');
        this.checkMessage(this.args(call, 0, 1, what)[0]);
        return { ...base, full, checks: [...base.checks, { kind: 'int', span }] };
      case 'safe': {
        if (base.k !== 'number') return this.fail(call, '.safe() on a schema that is not a number');
        this.checkMessage(this.args(call, 0, 1, what)[0]);
        // zod 4: the same check as .int(); zod 3: inclusive min and max at the safe-integer range, the type stays number.
        const checks: Check[] = lib === 4 ? [{ kind: 'int', span }] : [{ kind: 'min', value: Number.MIN_SAFE_INTEGER, span }, { kind: 'max', value: Number.MAX_SAFE_INTEGER, span }];
        return { ...base, full, checks: [...base.checks, ...checks] };
      }
      case 'finite':
        if (base.k !== 'number') return this.fail(call, '.finite() on a schema that is not a number');
        this.checkMessage(this.args(call, 0, 1, what)[0]);
        // zod 4: `finite() { return this; }`; zod 3: a check that zod-to-json-schema skips.
        return lib === 4 ? { ...base, full } : { ...base, full, checks: [...base.checks, { kind: 'noop', span }] };
      case 'nonempty':
        if (base.k !== 'string' && base.k !== 'array') return this.fail(call, '.nonempty() on a schema that is not a string or array');
        this.checkMessage(this.args(call, 0, 1, what)[0]);
        // `.min(1)` in zod 3 and zod 4, for strings and arrays.
        return { ...base, full, checks: [...base.checks, { kind: 'min', value: 1, span }] };
      case 'trim':
      case 'toLowerCase':
      case 'toUpperCase':
        if (base.k !== 'string') return this.fail(call, `${what} on a schema that is not a string`);
        this.args(call, 0, 0, what);
        // zod 4: an overwrite check; zod 3: a check that zod-to-json-schema skips. Neither emits a keyword.
        return { ...base, full, checks: [...base.checks, { kind: 'noop', span }] };
      case 'email':
      case 'url':
      case 'uuid':
      case 'cuid':
      case 'ulid':
      case 'date':
      case 'lowercase':
      case 'uppercase':
      case 'regex':
      case 'startsWith':
      case 'endsWith':
      case 'includes':
      case 'datetime':
      case 'time':
      case 'ip':
      case 'emoji':
      case 'cuid2':
      case 'nanoid':
      case 'base64':
      case 'base64url':
      case 'jwt':
      case 'duration':
      case 'guid':
      case 'uuidv4':
      case 'uuidv6':
      case 'uuidv7':
      case 'ipv4':
      case 'ipv6':
      case 'cidrv4':
      case 'cidrv6':
      case 'e164':
      case 'ksuid':
      case 'xid': {
        if (base.k !== 'string') return this.fail(call, `${what} on a schema that is not a string`);
        if (Z4_ONLY_STRING_METHODS.has(name) && lib === 3) this.fail(call, `${what} does not exist in zod 3`);
        if (name === 'ip' && lib === 4) this.fail(call, '.ip() does not exist in zod 4 (it has .ipv4() and .ipv6())');
        if (base.formatOf && Z4_FORMAT_METHODS.has(name)) this.fail(call, `${what} does not exist on ${base.formatOf} (a zod 4 string format has no format methods)`);
        const version = /^uuidv\d$/.test(name) ? `v${name.slice(5)}` : undefined;
        const check = this.stringCheck(call, (version ? 'uuid' : name) as StringFormat, span, what);
        if (version) check.opts = { ...check.opts, version };
        return { ...base, full, checks: [...base.checks, check] };
      }
      case 'readonly':
        this.args(call, 0, 0, what);
        // zod 3: ZodReadonly.create(this), without the description.
        return { k: 'readonly', inner: base, call: span, full, base: base.base };
      case 'brand':
        this.args(call, 0, 0, what);
        // zod 4: `brand() { return this; }`; zod 3: a ZodBranded that keeps the description (processCreateParams(this._def)).
        if (lib === 4) return { ...base, full };
        return { k: 'brand', inner: base, call: span, full, base: base.base, desc: base.desc };
      case 'catch': {
        const [v] = this.args(call, 1, 1, what);
        const u = this.unwrap(v!);
        const value = this.ctx.ts.isIdentifier(u) && u.text === 'undefined' ? undefined : defaultValue(ts, v!, (e) => this.json(e, 0, 'a .catch() value'), this.span(v!), 'catch');
        // zod 3 copies the description (processCreateParams(this._def)).
        return { k: 'catch', inner: base, call: span, value, full, base: base.base, desc: wrapDesc };
      }
      case 'nonoptional':
        if (lib === 3) return this.fail(call, '.nonoptional() does not exist in zod 3');
        this.checkMessage(this.args(call, 0, 1, what)[0]);
        return { k: 'nonoptional', inner: base, call: span, full, base: base.base };
      case 'refine':
      case 'superRefine':
        // zod 4: a custom check, which toJSONSchema leaves out (the function is never run here either).
        if (lib === 3) return this.effects3(name, base, this.args(call, 1, 2, what)[0]!, span, full);
        return { ...base, full };
      case 'transform':
        // zod 4: a pipe into a transform. Its input side is the schema before it; toJSONSchema refuses the output side.
        // zod 3: a ZodEffects that copies the description (processCreateParams(this._def)).
        if (lib === 3) return { ...this.effects3('transform', base, this.args(call, 1, 1, what)[0]!, span, full), desc: base.desc };
        if (this.io() === 'output') return this.fail(call, 'toJSONSchema throws "Transforms cannot be represented in JSON Schema" on the output side of `.transform()`, which this wrapper converts');
        return { ...base, full, pipe: span };
      case 'pipe': {
        const [arg] = this.args(call, 1, 1, what);
        const out = this.build(arg!, depth + 1);
        // zod 3: ZodPipeline.create(this, target), without a description of its own.
        if (lib === 3) return { k: 'pipeline', inner: base, out, call: span, full, base: base.base };
        return this.io() === 'input' ? { ...base, full, pipe: span } : { ...out, full, pipe: span };
      }
      default:
        if (FUNCTION_METHODS.has(name)) return this.fail(call, `\`${what}\` takes a function, which toollint does not run; it is not supported by toollint's zod reader`);
        return this.fail(call, `\`${what}\` is not supported by toollint's zod reader`);
    }
  }

  /** zod 3's ZodEffects over `inner`: what its function gives for undefined and null, read from its syntax (fn-eval.ts). */
  private effects3(effect: 'preprocess' | 'refine' | 'superRefine' | 'transform', inner: ZNode, fn: TS.Expression, call: Span, full: Span): ZNode {
    const ts = this.ctx.ts;
    const params = declaredParams(ts, fn);
    const outcome = (input: undefined | null): FnOutcome => (params !== undefined ? callWith(ts, fn, input) : { unknown: true });
    return { k: 'effects', effect, inner, call, fn: this.span(fn), onUndefined: outcome(undefined), onNull: outcome(null), params: params ?? 2, full, base: inner.base };
  }
}
