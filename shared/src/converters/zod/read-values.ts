// The parts of zod code that are not schemas: literals, consts, messages, option objects, enums and checks; and
// which names in a file are zod.
import type * as TS from 'typescript';
import { isNumberUnary, numberOperator, unaryNumber } from '../../sources/typescript/joined';
import { preorder } from '../../sources/typescript/ts-walk';
import { arr, type Check, type EnumValue, enumValues, type FormatOptions, jsOrder, META_UNMODELLED, type MetaEntry, NotAnalyzable, obj, prim, type Prop, setEntry, setp, type Span, type StringFormat, type SVal, type Uses, type ZNode, type ZodContext } from './model';
export { bareZodFunction, ZOD_MODULES, zodImports } from './zod-imports';
export { helperCallKey, isZodExpression, ZOD_NAMESPACES } from './zod-expressions';
import { memberIn, objectMember, ZOD_NAMESPACES } from './zod-expressions';
/** String methods whose result a literal reading knows. */
const TRIMS = new Set(['trim', 'trimStart', 'trimEnd']);
/** Longest string a zod reading joins from parts. */
const MAX_JOINED = 1_000_000;

export const MAX_DEPTH = 100;
/** How many project-function results a reading reads inside one another (a helper calling itself stops here). */
const MAX_CALLS = 8;

/** What the zod reader reads besides schemas: literals, consts, messages, options and checks. */
export class ZodValueReader {
  protected readonly resolving = new Set<string>();
  constructor(
    protected readonly ctx: ZodContext,
    protected readonly lib: 3 | 4,
  ) {}

  span(node: TS.Node): Span {
    const foreign = this.foreign(node);
    if (foreign) return { ...foreign };
    const start = node.getStart(this.ctx.source);
    return { offset: start, length: node.getEnd() - start };
  }
  /**
   * Where the code of another file being read stands in this one, innermost last: the call of an imported helper
   * (`lenientOptionalNumber()`) or the imported const's name, so each field's findings land at its own use.
   */
  protected readonly foreignUses: Span[] = [];
  /** For code of another file (an imported const), the span of its use in this one. */
  private foreign(node: TS.Node): Span | undefined {
    if (!this.ctx.foreignSpan || node.getSourceFile() === this.ctx.source) return undefined;
    return this.foreignUses[this.foreignUses.length - 1] ?? this.ctx.foreignSpan(node);
  }
  /** Reads `code`, reached through `use`, with the other file's code it holds spanned at `use` (see foreignUses). */
  protected through<T>(use: TS.Node, code: TS.Node, read: () => T): T {
    if (!this.ctx.foreignSpan || code.getSourceFile() === use.getSourceFile()) return read();
    this.foreignUses.push(this.span(use));
    try {
      return read();
    } finally {
      this.foreignUses.pop();
    }
  }
  /** `.min(3)` in `z.string().min(3)`: from the dot to the closing parenthesis. */
  protected callSpan(call: TS.CallExpression, name: TS.Node): Span {
    const foreign = this.foreign(call);
    if (foreign) return { ...foreign };
    const start = name.pos - 1;
    return { offset: start, length: call.getEnd() - start };
  }
  protected fail(node: TS.Node, message: string): never {
    throw new NotAnalyzable(message, this.span(node));
  }
  protected unwrap(expr: TS.Expression): TS.Expression {
    const ts = this.ctx.ts;
    while (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr) || ts.isSatisfiesExpression(expr) || ts.isNonNullExpression(expr) || ts.isTypeAssertionExpression(expr)) {
      expr = expr.expression;
    }
    return expr;
  }

  /** Where each schema of a list literal is written. */
  protected usesOf(list: TS.ArrayLiteralExpression): Uses {
    return list.elements.map((e) => this.span(this.unwrap(e)));
  }

  protected args(call: TS.CallExpression, min: number, max: number, what: string): TS.Expression[] {
    const ts = this.ctx.ts;
    const args = call.arguments.map((a) => {
      if (ts.isSpreadElement(a)) this.fail(a, `a spread argument to ${what}`);
      return a;
    });
    if (args.length < min || args.length > max) this.fail(call, `${what} with ${args.length} argument(s) is not supported`);
    return args;
  }

  /**
   * A trailing error-message argument: a string, or an object literal of error options, is harmless (it only words
   * parse errors): `message`, zod 4's `error` and zod 3's `invalid_type_error`/`required_error` as strings, and the
   * functions zod calls to word an error (zod 4's `error`, zod 3's `errorMap`), which no JSON Schema reflects, and
   * a `description` text (zod 3's factories set it, read in read.ts; zod 4 ignores it). Anything else is not read.
   */
  protected checkMessage(arg: TS.Expression | undefined): void {
    if (!arg) return;
    const ts = this.ctx.ts;
    const a = this.unwrap(arg);
    if (ts.isStringLiteral(a) || ts.isNoSubstitutionTemplateLiteral(a) || ((ts.isIdentifier(a) || ts.isTemplateExpression(a)) && this.isString(a))) return;
    const text = (e: TS.Expression) => ts.isStringLiteral(this.unwrap(e)) || ts.isNoSubstitutionTemplateLiteral(this.unwrap(e));
    const fn = (e: TS.Expression) => ts.isArrowFunction(this.unwrap(e)) || ts.isFunctionExpression(this.unwrap(e));
    const keys = ts.isObjectLiteralExpression(a) ? a.properties.map((p) => (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? { key: p.name.text, value: p.initializer } : undefined)) : [];
    const harmless = (k: { key: string; value: TS.Expression } | undefined): boolean => {
      if (!k) return false;
      if (k.key === 'message' || k.key === 'invalid_type_error' || k.key === 'required_error') return text(k.value);
      if (k.key === 'description') return text(k.value) || this.isString(k.value);
      if (k.key === 'error') return text(k.value) || fn(k.value);
      return k.key === 'errorMap' && fn(k.value);
    };
    if (ts.isObjectLiteralExpression(a) && keys.every(harmless)) {
      // zod 3's processCreateParams throws on an errorMap beside invalid_type_error or required_error.
      if (this.lib === 3 && keys.some((k) => k!.key === 'errorMap') && keys.some((k) => k!.key === 'invalid_type_error' || k!.key === 'required_error')) {
        this.fail(arg, 'zod 3 throws "Can\'t use \"invalid_type_error\" or \"required_error\" in conjunction with custom error map."');
      }
      return;
    }
    this.fail(arg, 'a zod parameter that is not a message string');
  }

  /** True when a message reads as a string (a const holding one, a template of known parts). */
  private isString(a: TS.Expression): boolean {
    try {
      this.string(a);
      return true;
    } catch (error) {
      if (error instanceof NotAnalyzable) return false;
      throw error;
    }
  }

  /** Reads a same-file const through `read`, guarding against a const that refers to itself. */
  protected throughConst<T>(id: TS.Identifier, read: (init: TS.Expression) => T): { found: true; value: T } | { found: false } {
    const init = this.ctx.resolveConst(id.text);
    if (!init || this.resolving.has(id.text)) return { found: false };
    this.resolving.add(id.text);
    try {
      return { found: true, value: read(init) };
    } finally {
      this.resolving.delete(id.text);
    }
  }

  /** A number known here; a NaN or infinity that arithmetic makes only when `nonFinite` (a template prints it). */
  protected number(arg: TS.Expression, nonFinite = false): number {
    const ts = this.ctx.ts;
    const a = this.unwrap(arg);
    if (ts.isNumericLiteral(a)) return Number(a.text);
    if (ts.isIdentifier(a)) {
      const viaConst = this.throughConst(a, (init) => this.number(init, nonFinite));
      if (viaConst.found) return viaConst.value;
    }
    const member = this.member(a, (init) => this.number(init, nonFinite));
    if (member.found) return member.value;
    // `60 * 60 * 24`, `MAX - 1`, `-MAX`, `2 ** 10`: arithmetic of numbers known here, as JavaScript computes it (the
    // operators of the literal reader's joined.ts; its operands may be NaN or infinite, as in JavaScript).
    let v: number | undefined;
    if (ts.isBinaryExpression(a)) {
      const op = numberOperator(ts, a.operatorToken.kind);
      if (op) v = op(this.number(a.left, true), this.number(a.right, true));
    } else if (isNumberUnary(ts, a)) v = unaryNumber(ts, a, this.number(a.operand, true));
    if (v !== undefined && (nonFinite || Number.isFinite(v))) return v;
    const made = this.madeBy(a);
    if (made) return this.through(a, made.expr, () => this.within(made, () => this.number(made.expr, nonFinite)));
    return this.fail(arg, 'a number that is not a literal');
  }

  /** The binary operators number() computes. */
  private arithmetic(k: TS.SyntaxKind): boolean {
    return numberOperator(this.ctx.ts, k) !== undefined;
  }

  /** A member of a const object literal (`ApiLimits.LABELS_MAX`, this file's or one another file exports), read by `read`. */
  protected member<T>(a: TS.Expression, read: (init: TS.Expression) => T): { found: true; value: T } | { found: false } {
    const ts = this.ctx.ts;
    if (!ts.isPropertyAccessExpression(a) || a.questionDotToken || !ts.isIdentifier(a.expression) || !ts.isIdentifier(a.name)) return { found: false };
    // The schema reader's lookup of `Schemas.x` (the last key written wins, a spread hides what it might set).
    return this.throughConst(a.expression, (init) => {
      const held = memberIn(ts, init, a.name.text);
      return held ? read(held) : this.fail(a, `\`${a.getText()}\` is not a member of a const object literal`);
    });
  }

  /** A piece of a template or `+`: a string, or a number (NaN and infinities too) JavaScript writes as text. */
  private piece(e: TS.Expression): string | number {
    const ts = this.ctx.ts;
    const a = this.unwrap(e);
    if (ts.isBinaryExpression(a) && a.operatorToken.kind === ts.SyntaxKind.PlusToken) return this.sum(a);
    try {
      return this.string(e);
    } catch (error) {
      if (!(error instanceof NotAnalyzable)) throw error;
      try {
        return this.number(e, true);
      } catch {
        throw error;
      }
    }
  }

  /** `a + b + c` as JavaScript adds it (`1 + 2 + 'x'` is '3x'); a left-leaning chain is walked without recursion. */
  private sum(a: TS.BinaryExpression): string | number {
    const parts: TS.Expression[] = [];
    let e: TS.Expression = a;
    for (; this.ctx.ts.isBinaryExpression(e) && e.operatorToken.kind === this.ctx.ts.SyntaxKind.PlusToken; e = this.unwrap(e.left)) parts.push(e.right);
    let value = this.piece(e);
    for (const p of parts.reverse()) {
      const v = this.piece(p);
      value = typeof value === 'number' && typeof v === 'number' ? value + v : `${value}${v}`;
      if (typeof value === 'string' && value.length > MAX_JOINED) return this.fail(a, `a string longer than ${MAX_JOINED.toLocaleString('en-US')} characters`);
    }
    return value;
  }

  protected string(arg: TS.Expression): string {
    const ts = this.ctx.ts;
    const a = this.unwrap(arg);
    if (ts.isStringLiteral(a) || ts.isNoSubstitutionTemplateLiteral(a)) return a.text;
    if (ts.isIdentifier(a)) {
      const viaConst = this.throughConst(a, (init) => this.string(init));
      if (viaConst.found) return viaConst.value;
    }
    // 'a' + 'b' (a left-leaning chain, walked without recursion), templates of such strings, and .trim() of one.
    const sum = ts.isBinaryExpression(a) && a.operatorToken.kind === ts.SyntaxKind.PlusToken ? this.sum(a) : undefined;
    if (typeof sum === 'string') return sum;
    if (ts.isTemplateExpression(a)) return this.joined(arg, [() => a.head.text, ...a.templateSpans.flatMap((sp) => [() => String(this.piece(sp.expression)), () => sp.literal.text])]);
    const member = this.member(a, (init) => this.string(init));
    if (member.found) return member.value;
    // `EXTENSIONS.join(', ')` of a const list of strings.
    if (ts.isCallExpression(a) && a.arguments.length <= 1 && ts.isPropertyAccessExpression(a.expression) && a.expression.name.text === 'join' && ts.isIdentifier(a.expression.expression)) {
      const sep = a.arguments[0] ? this.string(a.arguments[0]) : ',';
      const list = this.throughConst(a.expression.expression, (init) => {
        const l = this.unwrap(init);
        return ts.isArrayLiteralExpression(l) ? l.elements.map((el) => () => String(this.piece(el))) : this.fail(a, 'a list that is not a literal');
      });
      if (list.found) return this.joined(arg, list.value.flatMap((p, i) => (i === 0 ? [p] : [() => sep, p])));
    }
    if (ts.isCallExpression(a) && a.arguments.length === 0 && ts.isPropertyAccessExpression(a.expression) && TRIMS.has(a.expression.name.text)) {
      const inner = this.string(a.expression.expression);
      const how = a.expression.name.text;
      return how === 'trim' ? inner.trim() : how === 'trimStart' ? inner.trimStart() : inner.trimEnd();
    }
    // `flag ? 'a' : 'b'` with a flag known here; a project function's result (`describe({ full: true })`, inlined).
    if (ts.isConditionalExpression(a)) {
      const cond = this.truth(a.condition, 0);
      if (cond !== undefined) return this.string(cond ? a.whenTrue : a.whenFalse);
    }
    const made = this.madeBy(a);
    if (made) return this.through(a, made.expr, () => this.within(made, () => this.string(made.expr)));
    return this.fail(arg, 'a string that is not a literal');
  }

  /** How many project-function results are being read inside one another (see madeBy). */
  private calls = 0;
  /** What a call to a project function returns (ctx.resolveCall: its one returned expression, or the call inlined). */
  protected madeBy(a: TS.Expression): { expr: TS.Expression } | undefined {
    if (!this.ctx.ts.isCallExpression(a) || this.calls >= MAX_CALLS || !this.ctx.resolveCall) return undefined;
    const expr = this.ctx.resolveCall(a);
    return expr ? { expr } : undefined;
  }
  protected within<T>(_made: { expr: TS.Expression }, read: () => T): T {
    this.calls++;
    try {
      return read();
    } finally {
      this.calls--;
    }
  }

  /** Whether a condition known here is truthy (`!x`, a literal, a const holding one); undefined when it is not known. */
  protected truth(cond: TS.Expression, depth: number): boolean | undefined {
    const ts = this.ctx.ts;
    const c = this.unwrap(cond);
    if (depth > MAX_DEPTH) return undefined;
    if (ts.isPrefixUnaryExpression(c) && c.operator === ts.SyntaxKind.ExclamationToken) {
      const inner = this.truth(c.operand, depth + 1);
      return inner === undefined ? undefined : !inner;
    }
    if (c.kind === ts.SyntaxKind.TrueKeyword) return true;
    if (c.kind === ts.SyntaxKind.FalseKeyword || c.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(c) && c.text === 'undefined')) return false;
    if (ts.isStringLiteral(c) || ts.isNoSubstitutionTemplateLiteral(c)) return c.text !== '';
    if (ts.isNumericLiteral(c)) return Number(c.text) !== 0;
    if (ts.isIdentifier(c) && !this.ctx.zodNames.has(c.text)) {
      const held = this.throughConst(c, (init) => this.truth(init, depth + 1));
      if (held.found) return held.value;
    }
    return undefined;
  }

  /** Pieces of a string joined, up to MAX_JOINED characters. */
  private joined(arg: TS.Expression, pieces: (() => string)[]): string {
    let out = '';
    for (const piece of pieces) {
      out += piece();
      if (out.length > MAX_JOINED) return this.fail(arg, `a string longer than ${MAX_JOINED.toLocaleString('en-US')} characters`);
    }
    return out;
  }

  protected literal(arg: TS.Expression): string | number | boolean {
    const ts = this.ctx.ts;
    const a = this.unwrap(arg);
    if (a.kind === ts.SyntaxKind.TrueKeyword) return true;
    if (a.kind === ts.SyntaxKind.FalseKeyword) return false;
    if (ts.isNumericLiteral(a) || ts.isPrefixUnaryExpression(a)) return this.number(a);
    return this.string(a);
  }

  /** A JSON value written as a literal (for `.default(...)`). */
  protected json(arg: TS.Expression, depth: number, what = 'a default value'): SVal {
    const ts = this.ctx.ts;
    if (depth > MAX_DEPTH) this.fail(arg, `${what} that nests too deeply`);
    const a = this.unwrap(arg);
    const span = this.span(a);
    if (a.kind === ts.SyntaxKind.NullKeyword) return prim(null, span);
    if (a.kind === ts.SyntaxKind.TrueKeyword || a.kind === ts.SyntaxKind.FalseKeyword) return prim(a.kind === ts.SyntaxKind.TrueKeyword, span);
    if (ts.isStringLiteral(a) || ts.isNoSubstitutionTemplateLiteral(a)) return prim(a.text, span);
    if (ts.isNumericLiteral(a) || isNumberUnary(ts, a)) {
      const n = this.number(a);
      if (!Number.isFinite(n)) this.fail(a, `${what} that is not finite`);
      return prim(n, span);
    }
    if (ts.isArrayLiteralExpression(a)) {
      return arr(
        a.elements.map((e) => (ts.isSpreadElement(e) || ts.isOmittedExpression(e) ? this.fail(e, `a spread or hole in ${what}`) : this.json(e, depth + 1, what))),
        span,
      );
    }
    if (ts.isObjectLiteralExpression(a)) {
      const o = obj(span);
      for (const p of a.properties) {
        if (!ts.isPropertyAssignment(p)) this.fail(p, `a spread, method or shorthand in ${what}`);
        const key = this.propName(p.name);
        if (key === '__proto__') this.fail(p, 'a `__proto__` key');
        setp(o, key, this.json(p.initializer, depth + 1, what), this.span(p.name));
      }
      o.props = jsOrder(o.props, (p) => p.key);
      return o;
    }
    if (ts.isIdentifier(a) && !this.ctx.zodNames.has(a.text)) {
      // `.default(RESOURCE_TYPE_TEXT)`: a const holding a JSON literal (of this file, or imported).
      const held = this.throughConst(a, (init) => this.json(init, depth + 1, what));
      if (held.found) return held.value;
    }
    // `1 * 1024 * 1024`: arithmetic of numbers known here.
    if (ts.isBinaryExpression(a) && this.arithmetic(a.operatorToken.kind)) return prim(this.finiteNumber(a), span);
    // `.default(ApiLimits.LABELS_DEFAULT)`: a member of a const object literal (this file's or imported).
    const member = this.member(a, (init) => this.json(init, depth + 1, what));
    if (member.found) return member.value;
    return this.fail(a, `${what} that is not a JSON literal (a function or an expression is computed at run time)`);
  }

  /**
   * The argument of `.meta()`: an object literal (or a const holding one) of JSON literals, in JS key order. Keys that
   * change how toJSONSchema builds the document (`id` extracts the schema into `$defs`, a `$ref` stops extraction) or
   * that replace a keyword holding subschemas are not modelled.
   */
  protected metaEntries(arg: TS.Expression): MetaEntry[] {
    const ts = this.ctx.ts;
    const lit = this.constLiteral(arg);
    if (!ts.isObjectLiteralExpression(lit)) return this.fail(arg, '.meta() of something other than an object literal');
    const entries: MetaEntry[] = [];
    for (const p of lit.properties) {
      if (!ts.isPropertyAssignment(p)) return this.fail(p, 'a spread, method or shorthand in .meta()');
      const key = this.propName(p.name);
      if (key === 'id') return this.fail(p, "a .meta() `id` (toJSONSchema extracts such a schema into `$defs`, which toollint's zod reader does not model)");
      if (META_UNMODELLED.has(key)) return this.fail(p, `a .meta() \`${key}\`, which replaces a keyword toollint's zod reader builds itself`);
      const value = this.json(p.initializer, 0, 'a .meta() value');
      const old = entries.find((e) => e.key === key);
      if (old) Object.assign(old, { value, keySpan: this.span(p.name) });
      else entries.push({ key, value, keySpan: this.span(p.name) });
    }
    return jsOrder(entries, (e) => e.key);
  }

  protected propName(name: TS.PropertyName): string {
    const ts = this.ctx.ts;
    if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) return name.text;
    if (ts.isNumericLiteral(name)) return String(Number(name.text));
    // `[keys.subscriptionId]: z.string()`, `[FIELD]: ...`: a key known statically (a const string, a const object's member).
    if (ts.isComputedPropertyName(name)) {
      try {
        return this.string(name.expression);
      } catch (e) {
        if (!(e instanceof NotAnalyzable)) throw e;
      }
    }
    return this.fail(name, 'a computed property name');
  }

  /** The `z.unknown()` instance zod 4's passthrough/loose/looseObject put in the object's catchall (a new one each call). */
  protected catchall(at: Span): ZNode {
    return { k: 'unknown', full: at, base: at };
  }

  protected isMessage(a: TS.Expression): boolean {
    const ts = this.ctx.ts;
    const u = this.unwrap(a);
    return ts.isStringLiteral(u) || ts.isObjectLiteralExpression(u);
  }

  /** An array or object literal, possibly behind a const identifier. */
  protected constLiteral(expr: TS.Expression, depth = 0): TS.Expression {
    const ts = this.ctx.ts;
    const a = this.unwrap(expr);
    if (ts.isIdentifier(a) && depth < 20 && !this.ctx.zodNames.has(a.text)) {
      const init = this.ctx.resolveConst(a.text);
      if (init) return this.constLiteral(init, depth + 1);
    }
    // `constants.MODES`, `CONFIG['modes']`: a member of a const object literal (this file's or an imported one).
    const member = depth < 20 && (ts.isPropertyAccessExpression(a) || ts.isElementAccessExpression(a)) ? objectMember(a, this.ctx) : undefined;
    if (member) return this.constLiteral(member, depth + 1);
    // `Object.freeze({ ... })` is its argument (frozen, the same keys and values).
    if (ts.isCallExpression(a) && a.arguments.length === 1 && ts.isPropertyAccessExpression(a.expression) && ts.isIdentifier(a.expression.expression) && a.expression.expression.text === 'Object' && a.expression.name.text === 'freeze' && depth < 20) return this.constLiteral(a.arguments[0]!, depth + 1);
    // `colors.map((c) => c.key)`, `enumValues({ ... })`: a call whose value is known, as the literal it returns.
    const made = depth < 20 ? this.madeBy(a) : undefined;
    if (made) return this.constLiteral(made.expr, depth + 1);
    return a;
  }

  /** `enum E { A = 'a', B = 1 }` declared in this file, or a const object literal of string/number values. */
  protected nativeEnum(arg: TS.Expression): { values: EnumValue[]; span: Span } {
    const ts = this.ctx.ts;
    const a = this.unwrap(arg);
    if (!ts.isIdentifier(a)) this.fail(arg, 'z.nativeEnum() of something other than an enum or const object in this file');
    const decl = findEnum(ts, this.ctx.source, a.text);
    if (decl) {
      if (decl.modifiers?.some((m) => m.kind === ts.SyntaxKind.DeclareKeyword)) this.fail(arg, 'a declared (ambient) enum');
      // The run-time object of a TS enum: string members map name -> value, numeric members also value -> name.
      const entries: { key: string; value: string | number; span: Span }[] = [];
      let next: number | undefined = 0;
      for (const m of decl.members) {
        const key = this.propName(m.name);
        let value: string | number;
        if (m.initializer) {
          const init = this.unwrap(m.initializer);
          if (ts.isStringLiteral(init) || ts.isNoSubstitutionTemplateLiteral(init)) value = init.text;
          else if (ts.isNumericLiteral(init) || (ts.isPrefixUnaryExpression(init) && init.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(init.operand))) value = this.number(init);
          else return this.fail(m, 'an enum member computed from an expression');
        } else {
          if (next === undefined) return this.fail(m, 'an enum member without initializer after a string member');
          value = next;
        }
        next = typeof value === 'number' ? value + 1 : undefined;
        entries.push({ key, value, span: this.span(m) });
      }
      const runtime: { key: string; value: string | number; span: Span }[] = [];
      for (const e of entries) {
        setEntry(runtime, e.key, e.value, e.span);
        if (typeof e.value === 'number') setEntry(runtime, String(e.value), e.key, e.span);
      }
      return { values: enumValues(jsOrder(runtime, (e) => e.key)), span: this.span(decl) };
    }
    const lit = this.ctx.resolveConst(a.text) && this.constLiteral(a);
    if (!lit || !ts.isObjectLiteralExpression(lit)) return this.fail(arg, `\`${a.text}\` is not an enum or a const object literal in this file`);
    return this.enumObject(lit);
  }

  /** An enum-like object literal of string and number values: its values as zod's getEnumValues reads them. */
  protected enumObject(lit: TS.ObjectLiteralExpression): { values: EnumValue[]; span: Span } {
    const ts = this.ctx.ts;
    const runtime: { key: string; value: string | number; span: Span }[] = [];
    for (const p of lit.properties) {
      if (!ts.isPropertyAssignment(p)) return this.fail(p, 'a spread, method or shorthand in an enum object');
      const v = this.literal(p.initializer);
      if (typeof v === 'boolean') return this.fail(p.initializer, 'a boolean in an enum object');
      setEntry(runtime, this.propName(p.name), v, this.span(p.initializer));
    }
    return { values: enumValues(jsOrder(runtime, (e) => e.key)), span: this.span(lit) };
  }

  /** A literal number argument that JSON can carry. */
  protected finiteNumber(arg: TS.Expression): number {
    const value = this.number(arg);
    if (!Number.isFinite(value)) this.fail(arg, 'a number that is not finite');
    return value === 0 ? 0 : value; // -0 is 0 in JSON
  }

  /**
   * The literal options of a string check (or a message string): the keys in `allowed` and `message`. Anything else
   * (an `error` function, a computed value) is code, or an option toollint does not model.
   */
  protected formatOptions(arg: TS.Expression | undefined, allowed: Record<string, 'boolean' | 'number' | 'string'>): FormatOptions {
    const ts = this.ctx.ts;
    if (!arg) return {};
    const a = this.unwrap(arg);
    if (ts.isStringLiteral(a) || ts.isNoSubstitutionTemplateLiteral(a)) return {};
    const lit = this.constLiteral(a);
    if (!ts.isObjectLiteralExpression(lit)) return this.fail(arg, 'options that are not an object literal');
    const out: Record<string, unknown> = {};
    for (const p of lit.properties) {
      if (!ts.isPropertyAssignment(p)) return this.fail(p, 'a spread, method or shorthand in options');
      const key = this.propName(p.name);
      const type = key === 'message' ? 'string' : allowed[key];
      if (!type || key === '__proto__') return this.fail(p, `the option \`${key}\` is not supported by toollint's zod reader`);
      const v = this.unwrap(p.initializer);
      if (type === 'boolean') {
        if (v.kind !== ts.SyntaxKind.TrueKeyword && v.kind !== ts.SyntaxKind.FalseKeyword) return this.fail(p.initializer, 'an option that is not true or false');
        out[key] = v.kind === ts.SyntaxKind.TrueKeyword;
      } else if (type === 'number') out[key] = v.kind === ts.SyntaxKind.NullKeyword ? null : this.finiteNumber(v);
      else out[key] = this.string(v);
    }
    delete out.message;
    return out as FormatOptions;
  }

  /**
   * The keys a `.pick()`, `.omit()`, `.partial()` or `.required()` mask selects (`true`), in the mask's own key order.
   * zod 4 (core/util.js maskedKeys) throws on a key that is not in the shape; zod 3 ignores it.
   */
  protected mask(arg: TS.Expression, shape: Prop[], what: string): string[] {
    const ts = this.ctx.ts;
    const lit = this.constLiteral(arg);
    if (!ts.isObjectLiteralExpression(lit)) return this.fail(arg, `${what} of something other than an object literal of true/false`);
    const entries: { key: string; value: boolean }[] = [];
    for (const p of lit.properties) {
      if (!ts.isPropertyAssignment(p)) return this.fail(p, `a spread, method or shorthand in a ${what} mask`);
      const v = this.unwrap(p.initializer);
      if (v.kind !== ts.SyntaxKind.TrueKeyword && v.kind !== ts.SyntaxKind.FalseKeyword) return this.fail(p.initializer, `a ${what} mask value other than true or false`);
      const key = this.propName(p.name);
      if (key === '__proto__') return this.fail(p, 'a `__proto__` key');
      if (this.lib === 4 && !shape.some((q) => q.key === key)) return this.fail(p, `\`${key}\` is not in the shape (zod 4's ${what} throws)`);
      const old = entries.find((e) => e.key === key);
      if (old) old.value = v.kind === ts.SyntaxKind.TrueKeyword;
      else entries.push({ key, value: v.kind === ts.SyntaxKind.TrueKeyword });
    }
    return jsOrder(entries, (e) => e.key)
      .filter((e) => e.value)
      .map((e) => e.key);
  }

  /** A field of `.partial()`: zod 3 calls `field.optional()` (which copies the description), zod 4 wraps it in a new ZodOptional. */
  protected optionalOf(v: ZNode, call: Span): ZNode {
    return { k: 'optional', inner: v, call, full: v.full, base: v.base, desc: this.lib === 3 ? v.desc : undefined };
  }

  /** A field of `.required()`: zod 3 unwraps every ZodOptional layer (the inner instance itself), zod 4 wraps it in a ZodNonOptional. */
  protected requiredOf(v: ZNode, call: Span): ZNode {
    if (this.lib === 4) return { k: 'nonoptional', inner: v, call, full: v.full, base: v.base };
    let inner = v;
    while (inner.k === 'optional') inner = inner.inner;
    return inner;
  }

  /** A string format or pattern check with its literal arguments. */
  protected stringCheck(call: TS.CallExpression, kind: StringFormat, span: Span, what: string): Check {
    switch (kind) {
      case 'regex': {
        const [re, msg] = this.args(call, 1, 2, what);
        this.checkMessage(msg);
        return { kind, value: this.regex(re!), span, arg: this.span(re!) };
      }
      case 'startsWith':
      case 'endsWith': {
        const [v, msg] = this.args(call, 1, 2, what);
        this.checkMessage(msg);
        return { kind, value: this.string(v!), span, arg: this.span(v!) };
      }
      case 'includes': {
        const [v, options] = this.args(call, 1, 2, what);
        return { kind, value: this.string(v!), span, arg: this.span(v!), opts: this.formatOptions(options, { position: 'number' }) };
      }
      case 'datetime':
        return { kind, span, opts: this.formatOptions(this.args(call, 0, 1, what)[0], { precision: 'number', offset: 'boolean', local: 'boolean' }) };
      case 'time':
        return { kind, span, opts: this.formatOptions(this.args(call, 0, 1, what)[0], { precision: 'number' }) };
      case 'ip':
        return { kind, span, opts: this.formatOptions(this.args(call, 0, 1, what)[0], { version: 'string' }) };
      default:
        this.checkMessage(this.args(call, 0, 1, what)[0]);
        return { kind, span };
    }
  }

  protected regex(arg: TS.Expression): string {
    const ts = this.ctx.ts;
    const a = this.unwrap(arg);
    if (ts.isIdentifier(a) && !this.ctx.zodNames.has(a.text)) {
      // `.regex(ID_PATTERN)`: a const holding a regular expression literal.
      const held = this.throughConst(a, (init) => this.regex(init));
      if (held.found) return held.value;
    }
    if (a.kind !== ts.SyntaxKind.RegularExpressionLiteral) return this.fail(arg, 'a pattern that is not a regular expression literal');
    const text = a.getText(a.getSourceFile());
    const source = text.slice(1, text.lastIndexOf('/'));
    return source === '' ? '(?:)' : source;
  }
}

function findEnum(ts: typeof TS, source: TS.SourceFile, name: string): TS.EnumDeclaration | undefined {
  let found: TS.EnumDeclaration | undefined;
  let count = 0;
  preorder(ts, source, (n) => {
    if (ts.isEnumDeclaration(n) && n.name.text === name) {
      found = n;
      count++;
    }
  });
  // Declaration merging (two `enum E` blocks) is not modelled.
  return count === 1 ? found : undefined;
}

