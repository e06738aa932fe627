// Members of a TypeScript `enum` of this file or one another file of the project exports (`[DefaultToolName.Http]:
// httpFetchTool`, `name: ToolNames.SEARCH`): their values as the compiled enum object holds them (a string or number
// initializer, or the previous number plus one). Read, never run.
import type * as TS from 'typescript';
import { type ImportContext, importOf, type ImportReading, MAX_IMPORT_DEPTH, parsedFile, resolveModule } from './imports';
import type { Ts } from './parser';
import type { Scopes } from './ts-walk';

/** The value of `E.Member` when `E` names an enum (declared here or imported from a project file); undefined otherwise. */
export function enumMemberValue(ts: Ts, scopes: Scopes, expr: TS.PropertyAccessExpression, imports: ImportReading | undefined): string | number | undefined {
  if (expr.questionDotToken || !ts.isIdentifier(expr.expression) || !ts.isIdentifier(expr.name)) return undefined;
  const root = expr.expression;
  const decl = scopes.declarationOf(root);
  if (decl && ts.isEnumDeclaration(decl)) return memberValue(ts, decl, expr.name.text);
  if (!decl || !imports || imports.depth >= MAX_IMPORT_DEPTH || !ts.isImportDeclaration(decl)) return undefined;
  const found = importedEnum(ts, scopes, root, imports.path, imports.ctx);
  return found && memberValue(ts, found.decl, expr.name.text);
}

/** The enum an imported name names: exported by the project file it is imported from (read there, never run). */
export function importedEnum(ts: Ts, scopes: Scopes, id: TS.Identifier, fromPath: string, ctx: ImportContext): { decl: TS.EnumDeclaration; path: string } | undefined {
  const what = importOf(ts, scopes, id);
  const target = what && resolveModule(fromPath, what.specifier, ctx);
  const file = target && parsedFile(ts, target, ctx);
  if (!what || !target || !file) return undefined;
  for (const st of file.source.statements) {
    if (ts.isEnumDeclaration(st) && st.name.text === what.name && st.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) return { decl: st, path: target };
  }
  return undefined;
}

/** Most members an enum is written out with as its run-time object. */
const MAX_MEMBERS = 1000;

/**
 * The object a TS enum compiles to, as the text of an object literal in that order (string members name -> value,
 * numeric ones also value -> name): what `z.nativeEnum(E)` and `E.Member` read at run time. Undefined for an ambient
 * enum or one with a member computed from an expression.
 */
export function enumObjectText(ts: Ts, decl: TS.EnumDeclaration): string | undefined {
  if (decl.modifiers?.some((m) => m.kind === ts.SyntaxKind.DeclareKeyword) || decl.members.length > MAX_MEMBERS) return undefined;
  const entries: string[] = [];
  let next: number | undefined = 0;
  for (const m of decl.members) {
    const key = ts.isIdentifier(m.name) || ts.isStringLiteral(m.name) ? m.name.text : undefined;
    const value = memberInit(ts, m.initializer, next);
    if (key === undefined || value === undefined) return undefined;
    entries.push(`${JSON.stringify(key)}: ${JSON.stringify(value)}`);
    if (typeof value === 'number') entries.push(`${JSON.stringify(String(value))}: ${JSON.stringify(key)}`);
    next = typeof value === 'number' ? value + 1 : undefined;
  }
  return `({ ${entries.join(', ')} })`;
}

/** A member's value: its string or number initializer, else the previous number plus one; undefined for anything else. */
function memberInit(ts: Ts, init: TS.Expression | undefined, next: number | undefined): string | number | undefined {
  if (!init) return next;
  if (ts.isStringLiteral(init) || ts.isNoSubstitutionTemplateLiteral(init)) return init.text;
  if (ts.isNumericLiteral(init)) return Number(init.text);
  if (ts.isPrefixUnaryExpression(init) && init.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(init.operand)) return -Number(init.operand.text);
  return undefined;
}

/** A member's value, as TypeScript numbers members without an initializer; undefined for a computed one. */
function memberValue(ts: Ts, decl: TS.EnumDeclaration, name: string): string | number | undefined {
  if (decl.modifiers?.some((m) => m.kind === ts.SyntaxKind.DeclareKeyword)) return undefined;
  let next: number | undefined = 0;
  for (const m of decl.members) {
    const value = memberInit(ts, m.initializer, next);
    const key = ts.isIdentifier(m.name) || ts.isStringLiteral(m.name) ? m.name.text : undefined;
    if (key === name) return value;
    next = typeof value === 'number' ? value + 1 : undefined;
  }
  return undefined;
}
