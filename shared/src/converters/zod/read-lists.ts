// The list of a z.enum() as projects write it: an array literal (or a const holding one) of strings, spreads of known
// lists (`[...BASE, 'x']`, `[...new Set(ALL)]`), and `Object.keys(OBJ)` / `Object.values(OBJ)` of a const object
// literal (`z.enum(Object.keys(MODELS) as [string, ...string[]])`), each read as JavaScript builds it, never run.
import type * as TS from 'typescript';
import { type EnumValue, jsOrder, type Span } from './model';
import { ZodValueReader } from './read-values';

/** Most strings one list expands to (spreads of spreads of consts). */
const MAX_LIST = 10_000;

export class ZodListReader extends ZodValueReader {
  /** The strings of a z.enum() list in order (repeats kept), or undefined when `arg` is no list (an enum object). */
  protected enumStrings(arg: TS.Expression): { values: EnumValue[]; span: Span } | undefined {
    const list = this.constLiteral(arg);
    const keysOf = this.objectKeysCall(list);
    if (!this.ctx.ts.isArrayLiteralExpression(list) && !keysOf && !this.isSet(list) && !this.flatCall(list)) return undefined;
    const values: EnumValue[] = [];
    this.listInto(arg, values, 0);
    return { values, span: this.span(list) };
  }

  /** Appends the strings `expr` holds: a list literal, a const list, a Set of one, or Object.keys/values of a const object. */
  private listInto(expr: TS.Expression, out: EnumValue[], depth: number): void {
    const ts = this.ctx.ts;
    if (depth > 20) this.fail(expr, 'a list nested too deeply');
    const list = this.constLiteral(expr);
    if (ts.isArrayLiteralExpression(list)) {
      for (const e of list.elements) {
        if (ts.isOmittedExpression(e)) this.fail(e, 'a hole in z.enum()');
        if (ts.isSpreadElement(e)) this.listInto(e.expression, out, depth + 1);
        else out.push({ value: this.string(e), span: this.span(e) });
        if (out.length > MAX_LIST) this.fail(expr, `a list of more than ${MAX_LIST.toLocaleString('en-US')} values`);
      }
      return;
    }
    // `new Set(list)`: its values once each, in first-seen order (zod's enum drops repeats the same way).
    if (this.isSet(list)) {
      const inner: EnumValue[] = [];
      this.listInto((list as TS.NewExpression).arguments![0]!, inner, depth + 1);
      for (const v of inner) if (!out.some((o) => o.value === v.value)) out.push(v);
      return;
    }
    // `LISTS.flat()`, `Object.values(RULES).flat()`: each member list's strings in turn.
    const flat = this.flatCall(list);
    if (flat) {
      const of = this.constLiteral(flat);
      const values = this.objectKeysCall(of);
      const members = values?.how === 'values' ? this.objectValues(values.obj) : ts.isArrayLiteralExpression(of) ? of.elements.map((e) => (ts.isSpreadElement(e) || ts.isOmittedExpression(e) ? this.fail(e, 'a spread or hole in a list of lists') : e)) : this.fail(flat, '`.flat()` of something other than a list of lists or Object.values() of a const object');
      for (const m of members) this.listInto(m, out, depth + 1);
      return;
    }
    const keysOf = this.objectKeysCall(list);
    // `Object.values(Status)` of a TS string enum: its values (a numeric member would add its reverse mapping).
    const enumDecl = keysOf?.how === 'values' && ts.isIdentifier(this.unwrap(keysOf.obj)) && !ts.isObjectLiteralExpression(this.constLiteral(keysOf.obj)) ? this.nativeEnum(keysOf.obj) : undefined;
    if (enumDecl) {
      const numeric = enumDecl.values.find((v) => typeof v.value !== 'string');
      if (numeric) this.fail(keysOf!.obj, 'Object.values() of an enum with numeric members (its reverse mappings are values too)');
      out.push(...enumDecl.values);
      return;
    }
    if (keysOf) {
      const obj = this.constLiteral(keysOf.obj);
      if (!ts.isObjectLiteralExpression(obj)) this.fail(keysOf.obj, `Object.${keysOf.how}() of something other than a const object literal`);
      const entries: { key: string; value: EnumValue }[] = [];
      for (const p of obj.properties) {
        if (!ts.isPropertyAssignment(p) && !ts.isShorthandPropertyAssignment(p) && !ts.isMethodDeclaration(p)) this.fail(p, `a spread or accessor in the object of Object.${keysOf.how}()`);
        const key = this.propName(p.name);
        const value = keysOf.how === 'keys' ? { value: key, span: this.span(p.name) } : ts.isPropertyAssignment(p) ? { value: this.string(p.initializer), span: this.span(p.initializer) } : this.fail(p, 'a value that is not a string in the object of Object.values()');
        const old = entries.find((e) => e.key === key);
        if (old) old.value = value;
        else entries.push({ key, value });
      }
      out.push(...jsOrder(entries, (e) => e.key).map((e) => e.value));
      return;
    }
    this.fail(expr, 'a z.enum() list that is not a literal, a const, a Set or `.flat()` of one, or Object.keys() / Object.values() of a const object');
  }

  /** The values of a const object literal, in JS key order (for `Object.values(X).flat()`). */
  private objectValues(expr: TS.Expression): TS.Expression[] {
    const ts = this.ctx.ts;
    const obj = this.constLiteral(expr);
    if (!ts.isObjectLiteralExpression(obj)) return this.fail(expr, 'Object.values() of something other than a const object literal');
    const entries: { key: string; value: TS.Expression }[] = [];
    for (const p of obj.properties) {
      if (!ts.isPropertyAssignment(p)) return this.fail(p, 'a spread, method or shorthand in the object of Object.values()');
      const key = this.propName(p.name);
      const old = entries.find((e) => e.key === key);
      if (old) old.value = p.initializer;
      else entries.push({ key, value: p.initializer });
    }
    return jsOrder(entries, (e) => e.key).map((e) => e.value);
  }

  /** `X.flat()` (depth 1): X. */
  private flatCall(e: TS.Expression): TS.Expression | undefined {
    const ts = this.ctx.ts;
    return ts.isCallExpression(e) && e.arguments.length === 0 && ts.isPropertyAccessExpression(e.expression) && e.expression.name.text === 'flat' && !e.expression.questionDotToken ? e.expression.expression : undefined;
  }

  private isSet(e: TS.Expression): boolean {
    const ts = this.ctx.ts;
    return ts.isNewExpression(e) && ts.isIdentifier(e.expression) && e.expression.text === 'Set' && e.arguments?.length === 1 && !ts.isSpreadElement(e.arguments[0]!);
  }

  /** `Object.keys(X)` / `Object.values(X)`: which, and X. */
  private objectKeysCall(e: TS.Expression): { how: 'keys' | 'values'; obj: TS.Expression } | undefined {
    const ts = this.ctx.ts;
    if (!ts.isCallExpression(e) || e.arguments.length !== 1 || !ts.isPropertyAccessExpression(e.expression) || !ts.isIdentifier(e.expression.expression) || e.expression.expression.text !== 'Object') return undefined;
    const how = e.expression.name.text;
    return how === 'keys' || how === 'values' ? { how, obj: e.arguments[0]! } : undefined;
  }
}
