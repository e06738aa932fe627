// Members of a TypeScript `enum` of this file or one another file of the project exports (`[DefaultToolName.Http]:
// httpFetchTool`, `name: ToolNames.SEARCH`): their values as the compiled enum object holds them (a string or number
// initializer, or the previous number plus one). Read, never run.
import type * as TS from 'typescript';
import { importOf, type ImportReading, MAX_IMPORT_DEPTH, parsedFile, resolveModule } from './imports';
import type { Ts } from './parser';
import type { Scopes } from './ts-walk';

/** The value of `E.Member` when `E` names an enum (declared here or imported from a project file); undefined otherwise. */
export function enumMemberValue(ts: Ts, scopes: Scopes, expr: TS.PropertyAccessExpression, imports: ImportReading | undefined): string | number | undefined {
  if (expr.questionDotToken || !ts.isIdentifier(expr.expression) || !ts.isIdentifier(expr.name)) return undefined;
  const root = expr.expression;
  const decl = scopes.declarationOf(root);
  if (decl && ts.isEnumDeclaration(decl)) return memberValue(ts, decl, expr.name.text);
  if (!decl || !imports || imports.depth >= MAX_IMPORT_DEPTH || !ts.isImportDeclaration(decl)) return undefined;
  const what = importOf(ts, scopes, root);
  const target = what && resolveModule(imports.path, what.specifier, imports.ctx);
  const file = target && parsedFile(ts, target, imports.ctx);
  if (!what || !file) return undefined;
  for (const st of file.source.statements) {
    if (ts.isEnumDeclaration(st) && st.name.text === what.name && st.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) return memberValue(ts, st, expr.name.text);
  }
  return undefined;
}

/** A member's value, as TypeScript numbers members without an initializer; undefined for a computed one. */
function memberValue(ts: Ts, decl: TS.EnumDeclaration, name: string): string | number | undefined {
  if (decl.modifiers?.some((m) => m.kind === ts.SyntaxKind.DeclareKeyword)) return undefined;
  let next: number | undefined = 0;
  for (const m of decl.members) {
    const init = m.initializer;
    let value: string | number | undefined;
    if (!init) value = next;
    else if (ts.isStringLiteral(init) || ts.isNoSubstitutionTemplateLiteral(init)) value = init.text;
    else if (ts.isNumericLiteral(init)) value = Number(init.text);
    else if (ts.isPrefixUnaryExpression(init) && init.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(init.operand)) value = -Number(init.operand.text);
    const key = ts.isIdentifier(m.name) || ts.isStringLiteral(m.name) ? m.name.text : undefined;
    if (key === name) return value;
    next = typeof value === 'number' ? value + 1 : undefined;
  }
  return undefined;
}
