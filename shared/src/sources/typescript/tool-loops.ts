// A registration call in a loop over a const list of tool records (`toolDefinitions.forEach(({ name, description,
// params }) => server.registerTool(name, { description, inputSchema: z.object(params) }, cb))`, `for (const t of
// TOOLS) context.accountTool(t.name, { description: t.description, inputSchema: z.object(t.params) }, cb)`): one tool
// per record, each name, description and schema read from that record's own code. Only a list written in this file
// (in place or in a const) of object literals, and only these uses of the loop variable: the whole argument a record's
// member (`name`, `t.name`), or `z.object(member)` as the schema. Anything else leaves the call as it was read before.
import type * as TS from 'typescript';
import { objectProperty, preorder, type Scopes } from './ts-walk';
import { type Ts, unwrap } from './parser';

/** Most records a loop's list is read for. */
const MAX_RECORDS = 500;
/** Keys that make a record a tool literal of its own (read as one where it stands, not again through the loop). */
const OWN_SCHEMA_KEYS = new Set(['inputSchema', 'input_schema', 'parameters', 'schema', 'argsSchema']);

/** The loop around a call: its records, and the declarations its loop variable makes (the variable, or the names it destructures). */
export interface ToolLoop {
  records: TS.ObjectLiteralExpression[];
  /** The loop variable (a plain name), or undefined when it is destructured. */
  variable: TS.Node | undefined;
  /** The destructured names, each with the record key it takes. */
  destructured: Map<TS.Node, string>;
}

/** The loop directly around `call` (the forEach callback or the for-of body it stands in), over a list of records here. */
export function toolLoopOf(ts: Ts, call: TS.CallExpression, scopes: Scopes): ToolLoop | undefined {
  let binding: TS.BindingName | undefined;
  let list: TS.Expression | undefined;
  for (let n: TS.Node = call.parent; n && !ts.isSourceFile(n); n = n.parent) {
    if (ts.isArrowFunction(n) || ts.isFunctionExpression(n)) {
      const loop = n.parent;
      if (!ts.isCallExpression(loop) || loop.arguments[0] !== n || !ts.isPropertyAccessExpression(loop.expression) || loop.expression.name.text !== 'forEach' || n.parameters.length === 0) return undefined;
      binding = n.parameters[0]!.name;
      list = loop.expression.expression;
      break;
    }
    if (ts.isForOfStatement(n) && ts.isVariableDeclarationList(n.initializer) && n.initializer.declarations.length === 1) {
      binding = n.initializer.declarations[0]!.name;
      list = n.expression;
      break;
    }
    if (ts.isFunctionLike(n) || ts.isClassLike(n)) return undefined;
  }
  if (!binding || !list) return undefined;
  const records = recordsOf(ts, list, scopes);
  if (!records) return undefined;
  const destructured = new Map<TS.Node, string>();
  if (ts.isObjectBindingPattern(binding)) {
    for (const el of binding.elements) {
      const key = el.propertyName ? (ts.isIdentifier(el.propertyName) || ts.isStringLiteral(el.propertyName) ? el.propertyName.text : undefined) : ts.isIdentifier(el.name) ? el.name.text : undefined;
      if (key !== undefined && ts.isIdentifier(el.name) && !el.dotDotDotToken) destructured.set(el, key);
    }
  } else if (!ts.isIdentifier(binding)) return undefined;
  return { records, variable: ts.isIdentifier(binding) ? binding.parent : undefined, destructured };
}

/** The records of a list written here: an array literal in place or in a const, each an object literal (also through a const). */
function recordsOf(ts: Ts, expr: TS.Expression, scopes: Scopes): TS.ObjectLiteralExpression[] | undefined {
  let e = unwrap(ts, expr);
  if (ts.isIdentifier(e)) {
    const held = scopes.constOf(e);
    if (!held) return undefined;
    e = unwrap(ts, held.initializer);
  }
  if (!ts.isArrayLiteralExpression(e) || e.elements.length === 0 || e.elements.length > MAX_RECORDS) return undefined;
  const out: TS.ObjectLiteralExpression[] = [];
  for (const el of e.elements) {
    let r = unwrap(ts, el as TS.Expression);
    if (ts.isIdentifier(r)) {
      const held = scopes.constOf(r);
      r = held ? unwrap(ts, held.initializer) : r;
    }
    if (!ts.isObjectLiteralExpression(r)) return undefined;
    // A record that is a tool literal itself is read where it stands.
    if (r.properties.some((p) => p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && OWN_SCHEMA_KEYS.has(p.name.text))) return undefined;
    out.push(r);
  }
  return out;
}

/** The record key an expression reads whole (`name` destructured, `t.name`), undefined when it reads none, null when it reads the loop variable otherwise. */
export function recordKey(ts: Ts, loop: ToolLoop, scopes: Scopes, expr: TS.Expression): string | undefined | null {
  const e = unwrap(ts, expr);
  if (ts.isIdentifier(e)) {
    const decl = scopes.declarationOf(e);
    if (decl && loop.destructured.has(decl)) return loop.destructured.get(decl)!;
  }
  if (ts.isPropertyAccessExpression(e) && ts.isIdentifier(e.expression) && loop.variable && scopes.declarationOf(e.expression) === loop.variable) return e.name.text;
  return readsLoop(ts, loop, scopes, e) ? null : undefined;
}

/** True when an expression reads the loop variable anywhere (a name it destructures, or the variable). */
function readsLoop(ts: Ts, loop: ToolLoop, scopes: Scopes, expr: TS.Node): boolean {
  let found = false;
  preorder(ts, expr, (n) => {
    if (found || !ts.isIdentifier(n)) return;
    const decl = scopes.declarationOf(n);
    if (decl && (decl === loop.variable || loop.destructured.has(decl))) found = true;
  });
  return found;
}

/** A record's member, written as `key: value` or `key` (a shorthand naming a const). */
export function recordMember(ts: Ts, record: TS.ObjectLiteralExpression, key: string, scopes: Scopes): TS.Expression | undefined {
  return objectProperty(ts, record, key, scopes);
}
