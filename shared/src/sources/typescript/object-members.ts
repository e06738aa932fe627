// The members of an object literal as the literal reader sees them: their keys, accessors, and functions that are
// never sent (JSON.stringify leaves them out).
import type * as TS from 'typescript';
import { type Ts, unwrap } from './parser';
import type { Scopes } from './ts-walk';

export { computedKey, constElement, importedElement } from './computed-keys';

/** A method, a setter alone, or a key holding a function (written in place or a name for one), outside TOOL_SLOTS. */
export function isFunctionMember(ts: Ts, scopes: Scopes, prop: TS.ObjectLiteralElementLike): boolean {
  const name = prop.name && (ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name) || ts.isNoSubstitutionTemplateLiteral(prop.name)) ? prop.name.text : undefined;
  if (name === undefined || TOOL_SLOTS.has(name)) return false;
  if (ts.isMethodDeclaration(prop) || ts.isSetAccessorDeclaration(prop)) return true;
  const value = ts.isPropertyAssignment(prop) ? unwrap(ts, prop.initializer) : ts.isShorthandPropertyAssignment(prop) ? prop.name : undefined;
  if (!value) return false;
  if (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) return true;
  return ts.isIdentifier(value) && scopes.namesFunction(value);
}

/** The written name of a method or accessor (`get name() {}`, `run() {}`); undefined for a computed one. */
export function accessorName(ts: Ts, prop: TS.ObjectLiteralElementLike): string | undefined {
  if (!(ts.isMethodDeclaration(prop) || ts.isGetAccessorDeclaration(prop) || ts.isSetAccessorDeclaration(prop))) return undefined;
  const name = prop.name;
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name) ? name.text : undefined;
}

/** A member's key when it is written as a name, string or number (not computed, not a method). */
/** The code an object literal writes for `key` (`key: value`, or the name of a shorthand), the first written; undefined otherwise. */
export function literalInit(ts: Ts, expr: TS.ObjectLiteralExpression, key: string): TS.Expression | undefined {
  for (const p of expr.properties) {
    if (!p.name || !(ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) || p.name.text !== key) continue;
    if (ts.isPropertyAssignment(p)) return p.initializer;
    if (ts.isShorthandPropertyAssignment(p)) return p.name;
  }
  return undefined;
}

export function keyOf(ts: Ts, prop: TS.ObjectLiteralElementLike): string | undefined {
  const name = prop.name;
  if (!name || !(ts.isPropertyAssignment(prop) || ts.isShorthandPropertyAssignment(prop))) return undefined;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) return name.text;
  return undefined;
}

/** The keys tool shapes read: a function there is a part of the tool that is unknown, not one that is never sent. */
const TOOL_SLOTS = new Set(['name', 'description', 'parameters', 'parametersJsonSchema', 'input_schema', 'inputSchema', 'json', 'function', 'toolSpec', 'type', 'strict', 'functionDeclarations', 'tools', 'properties', 'items']);
