// A class's own members as the syntax gives them: the class `this` is at a node, a method (or a property holding a
// function) of a name, whether a member is static. No reading of values, no imports: receiver-classes.ts, inline.ts
// and class-tools.ts build on it.
import type * as TS from 'typescript';
import type { Ts } from './parser';
import { asFunction } from './ts-walk';

/** A class's method as a function: `m(...) {}`, or a property holding one (`m = (...) => {}`). */
export type ClassMethod = TS.MethodDeclaration | TS.ArrowFunction | TS.FunctionExpression;

/**
 * `this.key` where `this` is certain from the syntax (see thisClass): the class's own method of that name, or a
 * property holding a function (`private readonly make = (method) => ({...})`); not a static one, not a base's.
 */
export function thisClassMethod(ts: Ts, access: TS.PropertyAccessExpression, key: string): ClassMethod | undefined {
  const cls = thisClass(ts, access);
  return (cls && ownMember(ts, cls, key)) ?? undefined;
}

/** The class `this` is an instance of at `node`: in a class's method, accessor, constructor or field, through arrow functions. */
export function thisClass(ts: Ts, node: TS.Node): TS.ClassLikeDeclaration | undefined {
  for (let n: TS.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isArrowFunction(n)) continue;
    const member = ts.isMethodDeclaration(n) || ts.isGetAccessorDeclaration(n) || ts.isSetAccessorDeclaration(n) || ts.isConstructorDeclaration(n) || ts.isPropertyDeclaration(n);
    if (member && ts.isClassLike(n.parent)) return isStatic(ts, n) ? undefined : n.parent;
    if (ts.isFunctionLike(n) || ts.isClassLike(n) || ts.isClassStaticBlockDeclaration(n) || ts.isSourceFile(n)) return undefined;
  }
  return undefined;
}

/** A class's own method `key` (undefined: none of that name; null: one with no body, or a member that is no function). */
export function ownMember(ts: Ts, cls: TS.ClassLikeDeclaration, key: string): ClassMethod | undefined | null {
  let named = false;
  for (const m of cls.members) {
    if (isStatic(ts, m) || !m.name || memberName(ts, m.name) !== key) continue;
    named = true;
    if (ts.isMethodDeclaration(m) && m.body) return m;
    const fn = ts.isPropertyDeclaration(m) && m.initializer ? asFunction(ts, m.initializer) : undefined;
    if (fn) return fn;
  }
  return named ? null : undefined;
}

export function memberName(ts: Ts, name: TS.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name) ? name.text : undefined;
}

export function isStatic(ts: Ts, node: TS.Node): boolean {
  return !!(ts.canHaveModifiers(node) && ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword));
}
