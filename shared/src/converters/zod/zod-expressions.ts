// Which expressions are zod schemas (moved out of read-values.ts, which re-exports them), and the key a project
// helper's call is guarded by while its result is read.
import type * as TS from 'typescript';
import type { ZodContext } from './model';
import { bareZodFunction } from './zod-imports';

/** The namespaces under `z` whose functions build schemas. */
export const ZOD_NAMESPACES = new Set(['iso', 'coerce']);

/**
 * The key a call to a project helper is guarded by while its result is read (`lenientOptionalNumber()`,
 * `CommonArgs.objectId()`): a name, or a member of a name that is not zod; undefined for anything else.
 */
export function helperCallKey(ts: typeof TS, callee: TS.Expression, zodNames: ReadonlySet<string>): string | undefined {
  if (ts.isIdentifier(callee)) return `${callee.text}()`;
  if (!ts.isPropertyAccessExpression(callee) || callee.questionDotToken) return undefined;
  let root: TS.Expression = callee.expression;
  while (ts.isPropertyAccessExpression(root)) root = root.expression;
  return ts.isIdentifier(root) && !zodNames.has(root.text) ? `${callee.getText()}()` : undefined;
}

/** True when the expression is a zod schema expression (a chain rooted at the zod namespace, or a const holding one). */
export function isZodExpression(expr: TS.Expression, ctx: ZodContext): boolean {
  const ts = ctx.ts;
  const seen = new Set<string>();
  let e: TS.Expression = expr;
  for (let i = 0; i < 1000; i++) {
    while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isNonNullExpression(e) || ts.isTypeAssertionExpression(e)) e = e.expression;
    if (ts.isCallExpression(e)) {
      const callee = e.expression;
      // `string()`, `object({...})` imported from zod by name.
      if (ts.isIdentifier(callee) && bareZodFunction(ts, callee)) return true;
      if (ts.isIdentifier(callee) && ctx.resolveCall && !seen.has(`${callee.text}()`)) {
        seen.add(`${callee.text}()`);
        const made = ctx.resolveCall(e);
        if (!made) return false;
        e = made;
        continue;
      }
      if (!ts.isPropertyAccessExpression(callee)) return false;
      // `X.toJSONSchema()`, `z.toJSONSchema(X)`: a JSON Schema, not a zod schema.
      if (callee.name.text === 'toJSONSchema') return false;
      const target = callee.expression;
      if (ts.isIdentifier(target) && ctx.zodNames.has(target.text)) return true;
      // `z.iso.datetime()`, `z.coerce.number()`.
      if (ts.isPropertyAccessExpression(target) && ts.isIdentifier(target.expression) && ctx.zodNames.has(target.expression.text) && ts.isIdentifier(target.name) && ZOD_NAMESPACES.has(target.name.text)) return true;
      // `CommonArgs.objectId("id")`: a function of a const object literal, inlined by resolveCall.
      const key = `${callee.getText()}()`;
      const made = ctx.resolveCall && !seen.has(key) ? ctx.resolveCall(e) : undefined;
      seen.add(key);
      e = made ?? target;
      continue;
    }
    if (ts.isIdentifier(e)) {
      if (ctx.zodNames.has(e.text) || seen.has(e.text)) return false;
      seen.add(e.text);
      const init = ctx.resolveConst(e.text);
      if (!init) return false;
      e = init;
      continue;
    }
    // `ReleaseSchemas.state`: a member of a const object literal (this file's or an imported one).
    const member = objectMember(e, ctx);
    if (member && !seen.has(e.getText())) {
      seen.add(e.getText());
      e = member;
      continue;
    }
    return false;
  }
  return false;
}

/**
 * The code a member of a const object literal holds (`ReleaseSchemas.state`, `const ReleaseSchemas = { state:
 * z.enum([...]) }`): written as `key: value`, or as a shorthand naming a const; undefined for anything else.
 */
export function objectMember(access: TS.Expression, ctx: ZodContext, depth = 0): TS.Expression | undefined {
  const ts = ctx.ts;
  // `ToolSchemas['list-calendars']`: a string key read as the written member it names.
  const key = ts.isPropertyAccessExpression(access) && ts.isIdentifier(access.name) ? access.name.text : ts.isElementAccessExpression(access) && (ts.isStringLiteral(access.argumentExpression) || ts.isNoSubstitutionTemplateLiteral(access.argumentExpression)) ? access.argumentExpression.text : undefined;
  if (key === undefined || !(ts.isPropertyAccessExpression(access) || ts.isElementAccessExpression(access))) return undefined;
  let owner: TS.Expression = access.expression;
  while (ts.isParenthesizedExpression(owner) || ts.isAsExpression(owner) || ts.isSatisfiesExpression(owner) || ts.isNonNullExpression(owner)) owner = owner.expression;
  if (access.questionDotToken) return undefined;
  // `constants.ISSUE.PRIORITIES`: a member of a member, a few steps deep.
  if ((ts.isPropertyAccessExpression(owner) || ts.isElementAccessExpression(owner)) && depth < 8) {
    const inner = objectMember(owner, ctx, depth + 1);
    return inner && memberIn(ts, throughConsts(inner, ctx), key);
  }
  if (!ts.isIdentifier(owner) || ctx.zodNames.has(owner.text)) return undefined;
  const init = ctx.resolveConst(owner.text);
  return init && memberIn(ctx.ts, throughConsts(init, ctx), key);
}

/** The value a const holding another const's name holds (`const A = B`, a namespace's `{ ISSUE }` member), a few steps deep. */
function throughConsts(e: TS.Expression, ctx: ZodContext): TS.Expression {
  const ts = ctx.ts;
  for (let i = 0; i < 8; i++) {
    let u = e;
    while (ts.isParenthesizedExpression(u) || ts.isAsExpression(u) || ts.isSatisfiesExpression(u) || ts.isNonNullExpression(u)) u = u.expression;
    const next = ts.isIdentifier(u) && !ctx.zodNames.has(u.text) ? ctx.resolveConst(u.text) : undefined;
    if (!next) return e;
    e = next;
  }
  return e;
}

/** What `key` holds in a const's object literal `init` (the last written wins; a spread hides it): undefined otherwise. */
export function memberIn(ts: ZodContext['ts'], init: TS.Expression, key: string): TS.Expression | undefined {
  while (ts.isParenthesizedExpression(init) || ts.isAsExpression(init) || ts.isSatisfiesExpression(init)) init = init.expression;
  // `class FilterSchema { static schema = z.object({...}) }`: a static field's initializer (the last written wins).
  if (ts.isClassDeclaration(init as TS.Node) || ts.isClassExpression(init)) {
    const members = (init as unknown as TS.ClassLikeDeclaration).members;
    for (let i = members.length - 1; i >= 0; i--) {
      const m = members[i]!;
      const isStatic = ts.canHaveModifiers(m) && ts.getModifiers(m)?.some((x) => x.kind === ts.SyntaxKind.StaticKeyword);
      if (isStatic && ts.isPropertyDeclaration(m) && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name)) && m.name.text === key) return m.initializer;
    }
    return undefined;
  }
  // `namespace exa { export const SearchSchema = ... }`: an exported const of the namespace's own block.
  if (ts.isModuleDeclaration(init as TS.Node)) {
    const body = (init as unknown as TS.ModuleDeclaration).body;
    if (!body || !ts.isModuleBlock(body)) return undefined;
    for (const st of body.statements) {
      if (!ts.isVariableStatement(st) || !(st.declarationList.flags & ts.NodeFlags.Const) || !st.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
      for (const d of st.declarationList.declarations) if (ts.isIdentifier(d.name) && d.name.text === key && d.initializer) return d.initializer;
    }
    return undefined;
  }
  if (!ts.isObjectLiteralExpression(init)) return undefined;
  for (let i = init.properties.length - 1; i >= 0; i--) {
    const p = init.properties[i]!;
    if (ts.isSpreadAssignment(p)) return undefined;
    if (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === key) return p.initializer;
    if (ts.isShorthandPropertyAssignment(p) && p.name.text === key) return p.name;
  }
  return undefined;
}
