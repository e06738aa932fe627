// `this.name` where JavaScript's `this` is certain from the syntax alone: inside a method (or a `function` expression
// written as a property) of an object literal, called as a method, `this` is that object. anything-llm's aibitat
// plugins write `{ name: "web-browsing", plugin: function () { return { name: this.name, setup(aibitat) {
// aibitat.function({ name: this.name, ... }) } } } }`: each `this.name` is a member of the literal one level out.
// Arrow functions take `this` from where they stand; anywhere else (a class, a plain function, the top level) `this`
// is decided by the caller, and the value stays one known only at run time.
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import { type Marked, markShared, SHARED_CONST } from './marks';
import { outermost, type Ts, unwrap } from './parser';
import { objectOf, objectProperty, type Scopes } from './ts-walk';

/** How many `this.a.b` steps are followed (each a member of a literal written here). */
const MAX_STEPS = 8;

/** The object literal `this` is at `node` when it is certain (see above); undefined otherwise. */
export function thisObject(ts: Ts, node: TS.Node): TS.ObjectLiteralExpression | undefined {
  let fn: TS.Node | undefined = node.parent;
  // Arrow functions (and a class field's initializer would not: a class is not followed) do not bind `this`.
  while (fn && !ts.isFunctionLike(fn) && !ts.isClassLike(fn) && !ts.isSourceFile(fn)) fn = fn.parent;
  while (fn && ts.isArrowFunction(fn)) {
    fn = fn.parent;
    while (fn && !ts.isFunctionLike(fn) && !ts.isClassLike(fn) && !ts.isSourceFile(fn)) fn = fn.parent;
  }
  if (!fn) return undefined;
  // `m() {}`, `get x() {}` of an object literal.
  if ((ts.isMethodDeclaration(fn) || ts.isGetAccessorDeclaration(fn) || ts.isSetAccessorDeclaration(fn)) && ts.isObjectLiteralExpression(fn.parent)) return fn.parent;
  // `m: function () {}` (through parentheses or `as`): a property of an object literal.
  if (ts.isFunctionExpression(fn)) {
    const at = outermost(ts, fn);
    const prop = at.parent;
    if (prop && ts.isPropertyAssignment(prop) && prop.initializer === at && ts.isObjectLiteralExpression(prop.parent)) return prop.parent;
  }
  return undefined;
}

/**
 * The expression `this.key` (or `this.a.key`) reads, where `this` is certain and each step is a member written in an
 * object literal of this file; undefined otherwise.
 */
export function thisMember(ts: Ts, scopes: Scopes, expr: TS.PropertyAccessExpression): TS.Expression | undefined {
  if (expr.questionDotToken || !ts.isIdentifier(expr.name)) return undefined;
  const path: string[] = [expr.name.text];
  let root: TS.Expression = unwrap(ts, expr.expression);
  while (ts.isPropertyAccessExpression(root) && !root.questionDotToken && ts.isIdentifier(root.name) && path.length < MAX_STEPS) {
    path.unshift(root.name.text);
    root = unwrap(ts, root.expression);
  }
  if (root.kind !== ts.SyntaxKind.ThisKeyword) return undefined;
  let owner: TS.ObjectLiteralExpression | undefined = thisObject(ts, root);
  for (let i = 0; owner && i < path.length; i++) {
    const member = objectProperty(ts, owner, path[i]!, scopes);
    if (i === path.length - 1) return member;
    owner = member && objectOf(ts, member, scopes, 0);
  }
  return undefined;
}

/** The value read for `this.key`, marked as shared with the object it belongs to (other code reads that member too). */
export function sharedThis(ts: Ts, expr: TS.PropertyAccessExpression, value: JsonNode | undefined): JsonNode | undefined {
  // Read through more than one `this` (`name: this.name` twice), it is marked with the outermost object's name.
  if (value && !(value as Marked)[SHARED_CONST]) markShared(value, thisOwnerName(ts, expr));
  return value;
}

/** A name for the object `this` reads (the const or property holding it), for the shared-const note of a fix. */
function thisOwnerName(ts: Ts, expr: TS.PropertyAccessExpression): string {
  const obj = thisObject(ts, innermostThis(ts, expr));
  const at = obj && outermost(ts, obj);
  const holder = at?.parent;
  const name = holder && (ts.isVariableDeclaration(holder) || ts.isPropertyAssignment(holder) || ts.isPropertyAccessExpression(holder)) && ts.isIdentifier(holder.name) ? holder.name.text : undefined;
  if (holder && ts.isBinaryExpression(holder) && ts.isPropertyAccessExpression(holder.left)) return `${holder.left.name.text}.${expr.name.text}`;
  return name ? `${name}.${expr.name.text}` : expr.getText();
}

function innermostThis(ts: Ts, expr: TS.Expression): TS.Node {
  let e: TS.Expression = expr;
  while (ts.isPropertyAccessExpression(e)) e = unwrap(ts, e.expression);
  return e;
}
