// Keys and members named by a value the reading knows: `properties: { [PARAM_FILE_PATH]: {...} }` (gemini-cli's tool
// declarations) and `ToolSchemas['list-calendars']` (a member of a const object read by a string: this file's, or one
// another file exports).
import type * as TS from 'typescript';
import type { Node as JsonNode } from 'jsonc-parser';
import { type Ts, unwrap } from './parser';
import { type ConstDeclaration, objectOf, objectProperty, type Scopes } from './ts-walk';
import { RUNTIME } from './marks';
import { namespaceOf, respan } from './imports';

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

/**
 * `TOOL_DESCRIPTIONS['get-issue']` of `import { TOOL_DESCRIPTIONS } from './descriptions'` (or `texts.X['k']` of a
 * namespace import): the member its string key names, read in the file that exports the object and placed here (as
 * `TOOL_DESCRIPTIONS.search` is); undefined for a key known only at run time, a name this file declares, or a member
 * not written there.
 */
export function importedElement(conv: ValueReader, expr: TS.Expression, parent: JsonNode | undefined): JsonNode | undefined {
  const ts = conv.ts;
  if (!ts.isElementAccessExpression(expr) || expr.questionDotToken) return undefined;
  const arg = expr.argumentExpression;
  if (!ts.isStringLiteral(arg) && !ts.isNoSubstitutionTemplateLiteral(arg)) return undefined;
  // The members walked from the imported name down to the object (`texts.TOOLS['k']`: TOOLS), at most a few.
  const path: string[] = [];
  let owner = unwrap(ts, expr.expression);
  while (ts.isPropertyAccessExpression(owner) && ts.isIdentifier(owner.name) && !owner.questionDotToken && path.length < 8) {
    path.unshift(owner.name.text);
    owner = unwrap(ts, owner.expression);
  }
  if (!ts.isIdentifier(owner) || !isImportDeclared(ts, conv.scopes, owner)) return undefined;
  // A namespace import's member is that module's export (importOf reads `ns.X`'s X so): the walk starts below it.
  const first = owner.parent;
  const id = path.length && namespaceOf(ts, conv.scopes, owner) !== undefined && ts.isPropertyAccessExpression(first) ? first.name : owner;
  if (!ts.isIdentifier(id)) return undefined;
  const read = conv.imported(id, (other, init) => {
    let o = ts.isFunctionDeclaration(init) ? undefined : objectOf(ts, init, other.scopes, 0);
    for (const seg of id === owner ? path : path.slice(1)) {
      const m = o && objectProperty(ts, o, seg, other.scopes);
      o = m && objectOf(ts, m, other.scopes, 0);
    }
    const member = o && objectProperty(ts, o, arg.text, other.scopes);
    return member && other.convert(member, undefined, 1);
  });
  return read && respan(read, conv.span(expr), parent);
}

function isImportDeclared(ts: Ts, scopes: Scopes, id: TS.Identifier): boolean {
  const decl = scopes.declarationOf(id);
  return !!decl && (ts.isImportDeclaration(decl) || ts.isVariableDeclaration(decl) || ts.isBindingElement(decl));
}

/** What is needed of the literal reader (literals.ts, which uses this file). */
interface ValueReader {
  readonly ts: Ts;
  readonly scopes: Scopes;
  span(node: TS.Node): { offset: number; length: number };
  convert(expr: TS.Expression, parent: JsonNode | undefined, depth: number): JsonNode | undefined;
  imported<T>(id: TS.Identifier, read: (conv: ValueReader, init: TS.Expression | TS.FunctionDeclaration) => T | undefined): T | undefined;
}
