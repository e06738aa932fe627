// Schema libraries toollint does not read yet (ArkType, Effect Schema, Yup, Joi..., and Valibot where nothing toollint
// models converts it: `toStandardJsonSchema(v.object(...))`, whose JSON Schema the SDK asks for at run time; Valibot
// converted by toJsonSchema(), valibotSchema() or tmcp is read by valibot-values.ts): a tool whose schema one of them
// builds is reported as not analysed, naming the library, rather than as "a value computed at run time".
import type * as TS from 'typescript';
import { importOf } from './imports';
import { type Ts, unwrap } from './parser';
import type { Scopes } from './ts-walk';

/** Module specifier (or its first segments) -> the library's name as users know it. */
const LIBRARIES: [RegExp, string][] = [
  [/^arktype(\/|$)/, 'ArkType'],
  [/^@valibot\/to-json-schema$/, 'Valibot (@valibot/to-json-schema)'],
  [/^@ai-sdk\/valibot$/, 'Valibot (@ai-sdk/valibot)'],
  [/^valibot(\/|$)/, 'Valibot'],
  [/^(effect|@effect\/schema)(\/|$)/, 'Effect Schema'],
  [/^yup$/, 'Yup'],
  [/^joi$/, 'Joi'],
  [/^superstruct$/, 'Superstruct'],
  [/^io-ts(\/|$)/, 'io-ts'],
  [/^runtypes$/, 'Runtypes'],
];

/** The module a name is imported from: a named or default import, a namespace import, or a destructured require. */
function moduleOf(ts: Ts, scopes: Scopes, id: TS.Identifier): string | undefined {
  const named = importOf(ts, scopes, id);
  if (named) return named.specifier;
  const decl = scopes.declarationOf(id);
  if (decl && ts.isImportDeclaration(decl) && ts.isStringLiteral(decl.moduleSpecifier)) {
    const nb = decl.importClause?.namedBindings;
    if (nb && ts.isNamespaceImport(nb) && nb.name.text === id.text) return decl.moduleSpecifier.text;
  }
  return undefined;
}

/**
 * Why a schema built by a library toollint does not read is not analysed (`type({ name: 'string' })` from arktype,
 * `toStandardJsonSchema(v.object(...))`): the library, by the import of the call chain's root (or of the first
 * argument's, for an adapter around another library's schema). Undefined for anything else.
 */
export function unreadLibrary(ts: Ts, scopes: Scopes, expr: TS.Expression): string | undefined {
  let e = unwrap(ts, expr);
  for (let i = 0; i < 64; i++) {
    if (ts.isCallExpression(e) || ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e)) {
      const root = rootOf(ts, e);
      const lib = root && libraryOf(ts, scopes, root);
      if (lib) return `a schema built with ${lib}, which toollint does not read yet (it reads zod, TypeBox, JSON Schema literals, and Valibot converted by toJsonSchema(), valibotSchema() or tmcp); its JSON Schema is known only at run time`;
      // An adapter of the project's or an unknown package around a library schema: `valibotSchema(v.object(...))`.
      const first = ts.isCallExpression(e) ? e.arguments[0] : undefined;
      if (!first || ts.isSpreadElement(first)) return undefined;
      e = unwrap(ts, first);
    } else return undefined;
  }
  return undefined;
}

/**
 * The identifier a call or member chain starts from (`v` in `v.pipe(v.string())`, `type` in `type({...}).array()`):
 * one step per link, however long the chain (a 10,000-call chain named no library with a bound of 256).
 */
function rootOf(ts: Ts, e: TS.Expression): TS.Identifier | undefined {
  while (ts.isCallExpression(e) || ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e)) e = unwrap(ts, e.expression);
  return ts.isIdentifier(e) ? e : undefined;
}

function libraryOf(ts: Ts, scopes: Scopes, id: TS.Identifier): string | undefined {
  const from = moduleOf(ts, scopes, id);
  return from === undefined ? undefined : LIBRARIES.find(([re]) => re.test(from))?.[1];
}
