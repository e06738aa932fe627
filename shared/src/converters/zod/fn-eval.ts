// What a small pure function written in the code returns for `undefined` or `null`, worked out from its syntax (it
// is never run): zod 3 decides whether an object field may be omitted by parsing undefined, which runs the
// functions of z.preprocess() and .refine() (zod-to-json-schema's object parser asks `isOptional()`). Only a closed
// set of side-effect-free forms is read (literals, the parameter, typeof, comparisons, &&/||/??, ?:, if/return,
// String()/Number()/Boolean(), a string's trim/case methods and length, `[...].includes()`); anything else is
// "cannot tell", and the caller says the field is not analysable. Every step is counted, so any input is bounded.
import type * as TS from 'typescript';

/** A value the evaluator knows: a primitive, or an array literal of them. */
export type FnValue = undefined | null | boolean | number | string | { items: FnValue[] };
/** What calling the function gives: its value, a throw (reading a property of undefined...), or "cannot tell". */
export type FnOutcome = { value: FnValue } | { throws: true } | { unknown: true };

const MAX_STEPS = 2_000;
const MAX_DEPTH = 60;
/** The longest string a step may build (a template or `+`); longer is "cannot tell". */
const MAX_STRING = 100_000;
/** Constructors `undefined instanceof X` and `null instanceof X` answer false for (they are callable globals). */
const GLOBAL_CTORS = new Set(['Array', 'Object', 'String', 'Number', 'Boolean', 'Date', 'RegExp', 'Map', 'Set', 'Error', 'Function', 'Promise']);

class Unknown extends Error {}
class Throws extends Error {}
/** The end of an optional chain that short-circuited (`v?.trim().toLowerCase()` with v undefined). */
const SHORT = Symbol('short-circuit');
type Raw = FnValue | typeof SHORT;
type Flow = { ret: FnValue } | undefined;

/** The number of parameters the function declares (a transform or superRefine with two can add issues), or undefined when `expr` is not a function. */
export function declaredParams(ts: typeof TS, expr: TS.Expression): number | undefined {
  const fn = functionOf(ts, expr);
  return fn ? fn.parameters.length : undefined;
}

function functionOf(ts: typeof TS, expr: TS.Expression): TS.ArrowFunction | TS.FunctionExpression | undefined {
  while (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr) || ts.isSatisfiesExpression(expr)) expr = expr.expression;
  return ts.isArrowFunction(expr) || ts.isFunctionExpression(expr) ? expr : undefined;
}

/** What `fn(input)` returns, from its syntax alone. */
export function callWith(ts: typeof TS, fnExpr: TS.Expression, input: undefined | null): FnOutcome {
  const fn = functionOf(ts, fnExpr);
  if (!fn || fn.asteriskToken || fn.modifiers?.some((m) => m.kind === ts.SyntaxKind.AsyncKeyword)) return { unknown: true };
  const env = new Map<string, FnValue>();
  const opaque = new Set<string>();
  const [first, ...rest] = fn.parameters;
  if (first) {
    if (!ts.isIdentifier(first.name) || first.dotDotDotToken || first.initializer) return { unknown: true };
    env.set(first.name.text, input);
  }
  for (const p of rest) {
    // zod passes a context object as the second parameter: reading it is "cannot tell".
    if (!ts.isIdentifier(p.name)) return { unknown: true };
    opaque.add(p.name.text);
  }
  if (fn.name) opaque.add(fn.name.text);
  const ev = new Evaluator(ts, env, opaque);
  try {
    if (ts.isBlock(fn.body)) {
      const flow = ev.block(fn.body.statements, 0);
      return { value: flow ? flow.ret : undefined };
    }
    return { value: ev.expr(fn.body, 0) };
  } catch (e) {
    if (e instanceof Throws) return { throws: true };
    if (e instanceof Unknown) return { unknown: true };
    throw e;
  }
}

const isPrim = (v: FnValue): v is undefined | null | boolean | number | string => v === null || typeof v !== 'object';

class Evaluator {
  private steps = 0;
  constructor(
    private readonly ts: typeof TS,
    private readonly env: Map<string, FnValue>,
    /** Names bound to what the evaluator does not model (zod's context parameter, the function's own name). */
    private readonly opaque: Set<string>,
  ) {}

  /** Whether `name` is bound inside the function (so it is not the global of that name). */
  private bound(name: string): boolean {
    return this.env.has(name) || this.opaque.has(name);
  }

  private tick(depth: number): void {
    if (++this.steps > MAX_STEPS || depth > MAX_DEPTH) throw new Unknown();
  }

  block(statements: readonly TS.Statement[], depth: number): Flow {
    for (const st of statements) {
      const flow = this.statement(st, depth + 1);
      if (flow) return flow;
    }
    return undefined;
  }

  private statement(st: TS.Statement, depth: number): Flow {
    const ts = this.ts;
    this.tick(depth);
    if (ts.isReturnStatement(st)) return { ret: st.expression ? this.expr(st.expression, depth) : undefined };
    if (ts.isBlock(st)) return this.block(st.statements, depth);
    if (ts.isIfStatement(st)) {
      if (truthy(this.expr(st.expression, depth))) return this.statement(st.thenStatement, depth);
      return st.elseStatement ? this.statement(st.elseStatement, depth) : undefined;
    }
    if (ts.isThrowStatement(st)) throw new Throws();
    if (ts.isEmptyStatement(st)) return undefined;
    if (ts.isVariableStatement(st) && st.declarationList.flags & (ts.NodeFlags.Const | ts.NodeFlags.Let)) {
      for (const d of st.declarationList.declarations) {
        if (!ts.isIdentifier(d.name) || this.bound(d.name.text)) throw new Unknown();
        this.env.set(d.name.text, d.initializer ? this.expr(d.initializer, depth) : undefined);
      }
      return undefined;
    }
    throw new Unknown();
  }

  expr(e: TS.Expression, depth: number): FnValue {
    const v = this.raw(e, depth);
    return v === SHORT ? undefined : v;
  }

  /** An optional chain's inner part keeps the short-circuit; anything else ends it. */
  private target(node: TS.Node, e: TS.Expression, depth: number): Raw {
    return node.flags & this.ts.NodeFlags.OptionalChain ? this.raw(e, depth) : this.expr(e, depth);
  }

  private raw(e: TS.Expression, depth: number): Raw {
    const ts = this.ts;
    this.tick(depth);
    const d = depth + 1;
    if (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isNonNullExpression(e) || ts.isTypeAssertionExpression(e)) return this.raw(e.expression, d);
    if (ts.isIdentifier(e)) {
      if (this.opaque.has(e.text)) throw new Unknown();
      if (this.env.has(e.text)) return this.env.get(e.text);
      if (e.text === 'undefined') return undefined;
      if (e.text === 'NaN') return NaN;
      if (e.text === 'Infinity') return Infinity;
      throw new Unknown();
    }
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return e.text;
    if (ts.isNumericLiteral(e)) return Number(e.text);
    if (e.kind === ts.SyntaxKind.TrueKeyword) return true;
    if (e.kind === ts.SyntaxKind.FalseKeyword) return false;
    if (e.kind === ts.SyntaxKind.NullKeyword) return null;
    if (ts.isTemplateExpression(e)) {
      let s = e.head.text;
      for (const span of e.templateSpans) {
        s += str(this.expr(span.expression, d)) + span.literal.text;
        // Like `+`: a template of templates doubles a string per step (2^2000 characters in 2,000 steps).
        if (s.length > MAX_STRING) throw new Unknown();
      }
      return s;
    }
    if (ts.isArrayLiteralExpression(e)) {
      if (e.elements.length > 100) throw new Unknown();
      return { items: e.elements.map((x) => (ts.isSpreadElement(x) || ts.isOmittedExpression(x) ? unknown() : this.expr(x, d))) };
    }
    if (ts.isTypeOfExpression(e)) return typeOf(this.expr(e.expression, d));
    if (ts.isVoidExpression(e)) {
      this.expr(e.expression, d);
      return undefined;
    }
    if (ts.isPrefixUnaryExpression(e)) {
      const v = this.expr(e.operand, d);
      switch (e.operator) {
        case ts.SyntaxKind.ExclamationToken:
          return !truthy(v);
        case ts.SyntaxKind.MinusToken:
          return -num(v);
        case ts.SyntaxKind.PlusToken:
          return num(v);
        default:
          throw new Unknown();
      }
    }
    if (ts.isConditionalExpression(e)) return truthy(this.expr(e.condition, d)) ? this.expr(e.whenTrue, d) : this.expr(e.whenFalse, d);
    if (ts.isBinaryExpression(e)) return this.binary(e, d);
    if (ts.isPropertyAccessExpression(e)) {
      const t = this.target(e, e.expression, d);
      if (t === SHORT) return SHORT;
      if (t == null) {
        if (e.questionDotToken) return SHORT;
        throw new Throws();
      }
      if (typeof t === 'string' && e.name.text === 'length') return t.length;
      if (typeof t === 'object' && e.name.text === 'length') return t.items.length;
      throw new Unknown();
    }
    if (ts.isElementAccessExpression(e)) {
      const t = this.target(e, e.expression, d);
      if (t === SHORT) return SHORT;
      if (t == null) {
        if (e.questionDotToken) return SHORT;
        throw new Throws();
      }
      throw new Unknown();
    }
    if (ts.isCallExpression(e)) return this.call(e, d);
    throw new Unknown();
  }

  private binary(e: TS.BinaryExpression, d: number): FnValue {
    const ts = this.ts;
    const op = e.operatorToken.kind;
    const left = this.expr(e.left, d);
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return truthy(left) ? this.expr(e.right, d) : left;
    if (op === ts.SyntaxKind.BarBarToken) return truthy(left) ? left : this.expr(e.right, d);
    if (op === ts.SyntaxKind.QuestionQuestionToken) return left ?? this.expr(e.right, d);
    if (op === ts.SyntaxKind.InstanceOfKeyword) {
      if (left == null && ts.isIdentifier(e.right) && GLOBAL_CTORS.has(e.right.text) && !this.bound(e.right.text)) return false;
      throw new Unknown();
    }
    const right = this.expr(e.right, d);
    // Only primitives are compared or added, so no user-defined conversion could be involved.
    if (!isPrim(left) || !isPrim(right)) throw new Unknown();
    switch (op) {
      case ts.SyntaxKind.EqualsEqualsEqualsToken:
        return left === right;
      case ts.SyntaxKind.ExclamationEqualsEqualsToken:
        return left !== right;
      case ts.SyntaxKind.EqualsEqualsToken:
        return left == right;
      case ts.SyntaxKind.ExclamationEqualsToken:
        return left != right;
      case ts.SyntaxKind.LessThanToken:
        return (left as number) < (right as number);
      case ts.SyntaxKind.GreaterThanToken:
        return (left as number) > (right as number);
      case ts.SyntaxKind.LessThanEqualsToken:
        return (left as number) <= (right as number);
      case ts.SyntaxKind.GreaterThanEqualsToken:
        return (left as number) >= (right as number);
      case ts.SyntaxKind.PlusToken: {
        const sum = typeof left === 'string' || typeof right === 'string' ? str(left) + str(right) : num(left) + num(right);
        if (typeof sum === 'string' && sum.length > MAX_STRING) throw new Unknown();
        return sum;
      }
      default:
        throw new Unknown();
    }
  }

  private call(e: TS.CallExpression, d: number): Raw {
    const ts = this.ts;
    const callee = e.expression;
    const args = () => e.arguments.map((a) => (ts.isSpreadElement(a) ? unknown() : this.expr(a, d)));
    if (ts.isIdentifier(callee) && !this.bound(callee.text)) {
      const [a] = args();
      if (e.arguments.length !== 1) throw new Unknown();
      switch (callee.text) {
        case 'String':
          return str(a);
        case 'Number':
          return num(a);
        case 'Boolean':
          return truthy(a);
        default:
          throw new Unknown();
      }
    }
    if (!ts.isPropertyAccessExpression(callee)) throw new Unknown();
    if (ts.isIdentifier(callee.expression) && callee.expression.text === 'Array' && callee.name.text === 'isArray' && !this.bound('Array')) {
      const [a] = args();
      return a !== null && typeof a === 'object';
    }
    const t = this.target(e, callee.expression, d);
    if (t === SHORT) return SHORT;
    if (t == null) {
      if (callee.questionDotToken || e.questionDotToken) return SHORT;
      throw new Throws();
    }
    const name = callee.name.text;
    if (typeof t === 'string' && e.arguments.length === 0) {
      switch (name) {
        case 'trim':
          return t.trim();
        case 'trimStart':
          return t.trimStart();
        case 'trimEnd':
          return t.trimEnd();
        case 'toLowerCase':
          return t.toLowerCase();
        case 'toUpperCase':
          return t.toUpperCase();
        default:
          throw new Unknown();
      }
    }
    if (typeof t === 'object' && name === 'includes' && e.arguments.length === 1) {
      const [a] = args();
      if (!isPrim(a)) throw new Unknown();
      if (t.items.some((x) => !isPrim(x))) throw new Unknown();
      return t.items.some((x) => x === a || (Number.isNaN(x) && Number.isNaN(a)));
    }
    throw new Unknown();
  }
}

function unknown(): never {
  throw new Unknown();
}
function truthy(v: FnValue): boolean {
  return typeof v === 'object' && v !== null ? true : Boolean(v);
}
function typeOf(v: FnValue): string {
  return v === null || typeof v === 'object' ? 'object' : typeof v;
}
function str(v: FnValue): string {
  if (!isPrim(v)) throw new Unknown();
  return String(v);
}
function num(v: FnValue): number {
  if (!isPrim(v)) throw new Unknown();
  return Number(v);
}
