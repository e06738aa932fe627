// Keys and members named by a value the reading knows: `properties: { [PARAM_FILE_PATH]: {...} }` (gemini-cli's tool
// declarations) and `ToolSchemas['list-calendars']` (a member of a same-file const object read by a string).
import type * as TS from 'typescript';
import type { Node as JsonNode } from 'jsonc-parser';
import { type Ts, unwrap } from './parser';
import { type ConstDeclaration, objectOf, objectProperty, type Scopes } from './ts-walk';
import { RUNTIME } from './marks';

/**
 * The key of `[NAME]: value` when NAME reads as a string or number (a same-file const, an import read there, a literal):
 * what JavaScript makes the key. A function value, or a key known only at run time, stays a computed property.
 */
export function computedKey(conv: ValueReader, prop: TS.ObjectLiteralElementLike, depth: number): string | undefined {
  const ts = conv.ts;
  if (!ts.isPropertyAssignment(prop) || !ts.isComputedPropertyName(prop.name)) return undefined;
  const value = unwrap(ts, prop.initializer);
  if (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) return undefined;
  const key = conv.convert(prop.name.expression, undefined, depth + 1);
  if (!key || key.value === RUNTIME || (key.type !== 'string' && key.type !== 'number')) return undefined;
  return String(key.value);
}

/**
 * `DESCRIPTIONS['list-calendars']`: the same-file const an element access reads and the member its string key names
 * (as `DESCRIPTIONS.x` is read); undefined for a key known only at run time or a member not written there.
 */
export function constElement(ts: Ts, scopes: Scopes, expr: TS.Expression): { decl: ConstDeclaration; member: TS.Expression } | undefined {
  if (!ts.isElementAccessExpression(expr) || expr.questionDotToken) return undefined;
  const arg = expr.argumentExpression;
  if (!ts.isStringLiteral(arg) && !ts.isNoSubstitutionTemplateLiteral(arg)) return undefined;
  let root: TS.Expression = unwrap(ts, expr.expression);
  while (ts.isPropertyAccessExpression(root)) root = unwrap(ts, root.expression);
  const decl = ts.isIdentifier(root) ? scopes.constOf(root) : undefined;
  const owner = decl && objectOf(ts, expr.expression, scopes, 0);
  const member = owner && objectProperty(ts, owner, arg.text, scopes);
  return decl && member ? { decl, member } : undefined;
}

/** What is needed of the literal reader (literals.ts, which uses this file). */
interface ValueReader {
  readonly ts: Ts;
  convert(expr: TS.Expression, parent: JsonNode | undefined, depth: number): JsonNode | undefined;
}
