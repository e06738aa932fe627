// The names a zod schema uses, resolved for the zod reader: consts of this file, and (when the caller gives readFile)
// consts another file of the project exports (`z.object({ kind: KindSchema })`, `z.enum([IMPORTED_A, IMPORTED_B])`),
// read there, never run. Code from another file is spanned at its use in this file, and marked as shared, so findings
// land here and no edit reaches into the other file.
import type * as TS from 'typescript';
import { exportedValue, importOf, type ImportReading, MAX_IMPORT_DEPTH, namespaceModule, namespaceOf, parsedFile, parseWithScopes, resolveModule } from './imports';
import { enumObjectText, importedEnum } from './enums';
import { isConstDeclaration, isReference, preorder, type ConstDeclaration, type Scopes } from './ts-walk';
import { type Ts, unwrap } from './parser';
import type { CallSite, Inlined, UnknownParam } from './inline';

type Span = { offset: number; length: number };
/** Another file's code a resolver reached: its path and scopes, and the use in this file it stands for. */
interface Foreign {
  path: string;
  scopes: Scopes;
  use: Span;
  name: string;
  depth: number;
  /** The functions being inlined around this file's code (a file re-parsed for an inlined call). */
  active?: ReadonlySet<string>;
}
/** How the resolver inlines a call to a project function with known arguments (see inline.ts). */
export interface ZodInliner {
  active: ReadonlySet<string>;
  run(call: TS.CallExpression, site: CallSite): Inlined | UnknownParam | undefined;
  /** A call whose value the literal reader knows, as a literal expression (`colors.map((c) => c.key)`). */
  value?(call: TS.CallExpression, site: CallSite): { expr: TS.Expression; source: TS.SourceFile; scopes: Scopes } | undefined;
}

export interface ZodResolver {
  resolveConst(name: string): TS.Expression | undefined;
  /** What a call to a helper of this file or an imported one returns, when that does not depend on its parameters. */
  resolveCall(call: TS.CallExpression): TS.Expression | undefined;
  /** Where code of another file stands in this one (the use of the name it was imported by). */
  foreignSpan(node: TS.Node): Span | undefined;
  /** The uses of imported names the resolver followed, as shared spots (nothing there is edited in place). */
  foreignUses(): { name: string; offset: number; length: number }[];
}

/**
 * The zod reader asks for consts by name alone: a name is resolved where the code it was given uses it (the schema
 * expression and the const values handed out so far); uses that refer to different declarations leave it
 * unresolved. This file's consts handed out are collected in `read`, and `reach` is told of each; `onFile` of each
 * other file whose code is handed out (its names for zod count there).
 */
export function zodResolver(ts: Ts, source: TS.SourceFile, scopes: Scopes, imports: ImportReading | undefined, span: (n: TS.Node) => Span, entry: TS.Expression, read: ConstDeclaration[], reach: (d: ConstDeclaration) => void, onFile?: (file: TS.SourceFile) => void, inliner?: ZodInliner): ZodResolver {
  const uses = new Map<string, TS.Identifier[]>();
  const files = new Map<TS.SourceFile, Foreign>();
  const index = (root: TS.Node) =>
    preorder(ts, root, (n) => {
      if (!ts.isIdentifier(n) || !isReference(ts, n)) return;
      const list = uses.get(n.text);
      if (list) list.push(n);
      else uses.set(n.text, [n]);
    });
  index(entry);
  const scopesOf = (n: TS.Node) => files.get(n.getSourceFile())?.scopes ?? scopes;
  /** Records another file whose code is handed out, one level deeper than the use that reached it (`here`). */
  const adopt = (file: TS.SourceFile, path: string, fileScopes: Scopes, here: { use: Span; name: string; depth: number }) => {
    if (files.has(file)) return;
    files.set(file, { path, scopes: fileScopes, use: here.use, name: here.name, depth: here.depth + 1 });
    onFile?.(file);
  };
  /** The value an imported name has in the file that exports it (an expression, not a function), recorded as foreign. */
  const imported = (use: TS.Identifier, functions = false): TS.Expression | TS.FunctionDeclaration | undefined => {
    if (!imports) return undefined;
    const sf = use.getSourceFile();
    const here = sf === source ? { path: imports.path, use: span(use), depth: imports.depth, name: use.text } : files.get(sf);
    if (!here || here.depth >= MAX_IMPORT_DEPTH) return undefined;
    // `use` may be the member of a namespace import (`parameters.member`): importOf reads it as imported by that name.
    const what = importOf(ts, scopesOf(use), use);
    const target = what && resolveModule(here.path, what.specifier, imports.ctx);
    if (!what || !target || imports.active.has(target)) return undefined;
    const found = exportedValue(ts, target, what.name, imports.ctx, here.depth + 1);
    if (!found || (!functions && ts.isFunctionDeclaration(found.expr)) || found.file.source === source || imports.active.has(found.path)) return undefined;
    adopt(found.file.source, found.path, found.file.scopes, here);
    return found.expr;
  };
  /** A call to a project function with known arguments, inlined: its returned expression in the re-parsed file. */
  const inlined = (call: TS.CallExpression): TS.Expression | undefined => {
    if (!inliner) return undefined;
    const sf = call.getSourceFile();
    const here = sf === source ? { path: imports?.path, scopes, use: span(call), name: call.expression.getText(sf), depth: imports?.depth ?? 0, active: inliner.active } : files.get(sf);
    if (!here) return undefined;
    const site = { source: sf, scopes: here.scopes, path: here.path, imports: imports?.ctx, active: here.active ?? inliner.active, importDepth: here.depth };
    const run = inliner.run(call, site);
    const r = run && 'expr' in run ? run : !run && ts.isPropertyAccessExpression(call.expression) ? inliner.value?.(call, site) : undefined;
    if (!r) return undefined;
    if (!files.has(r.source)) {
      files.set(r.source, { path: here.path ?? '', scopes: r.scopes, use: here.use, name: here.name, depth: here.depth, active: (r as Partial<Inlined>).active ?? site.active });
      onFile?.(r.source);
    }
    index(r.expr);
    return r.expr;
  };
  /**
   * A TS enum (this file's, or one a project file exports) as the object it compiles to (`z.nativeEnum(E)`,
   * `z.enum([E.A, E.B])`): an object literal parsed on its own, spanned at the enum's use here.
   */
  const enumObject = (use: TS.Identifier, own: TS.EnumDeclaration | undefined): TS.Expression | undefined => {
    const sf = use.getSourceFile();
    const here = sf === source ? { path: imports?.path, use: span(use), depth: imports?.depth ?? 0, name: use.text } : files.get(sf);
    if (!here) return undefined;
    const found = own ? { decl: own, path: here.path } : imports && here.path && here.depth < MAX_IMPORT_DEPTH ? importedEnum(ts, scopesOf(use), use, here.path, imports.ctx) : undefined;
    const text = found && enumObjectText(ts, found.decl);
    const parsed = text ? parseWithScopes(ts, `${found!.path ?? sf.fileName}.enum.ts`, `${text};\n`) : undefined;
    const st = parsed?.source.statements[0];
    if (!parsed || !st || !ts.isExpressionStatement(st)) return undefined;
    files.set(parsed.source, { path: found!.path ?? '', scopes: parsed.scopes, use: here.use, name: here.name, depth: here.depth + 1 });
    return st.expression;
  };
  /**
   * A namespace import (`import * as constants from './constants'`, then `z.enum(constants.MODES)`) as an object of the
   * module's exported consts: the module re-parsed with `({ A, B })` appended, so each member is that file's const.
   */
  const namespaceObject = (use: TS.Identifier): TS.Expression | undefined => {
    const sf = use.getSourceFile();
    const here = sf === source ? { path: imports?.path, use: span(use), depth: imports?.depth ?? 0, name: use.text } : files.get(sf);
    const specifier = namespaceOf(ts, scopesOf(use), use);
    const target = specifier !== undefined && imports && here?.path && here.depth < MAX_IMPORT_DEPTH ? resolveModule(here.path, specifier, imports.ctx) : undefined;
    const parsed = target && !imports!.active.has(target) ? namespaceModule(ts, target, imports!.ctx) : undefined;
    if (!parsed) return undefined;
    files.set(parsed.source, { path: target!, scopes: parsed.scopes, use: here!.use, name: here!.name, depth: here!.depth + 1 });
    return parsed.expr;
  };
  /** An exported class of another file (`export class IssueFilter { static schema = ... }`), for its static fields. */
  const importedClass = (use: TS.Identifier): TS.Expression | undefined => {
    const sf = use.getSourceFile();
    const here = sf === source ? { path: imports?.path, use: span(use), depth: imports?.depth ?? 0, name: use.text } : files.get(sf);
    const what = importOf(ts, scopesOf(use), use);
    const target = what && imports && here?.path && here.depth < MAX_IMPORT_DEPTH ? resolveModule(here.path, what.specifier, imports.ctx) : undefined;
    const file = target && !imports!.active.has(target) ? parsedFile(ts, target, imports!.ctx, what!.name) : undefined;
    const cls = file?.source.statements.find((st): st is TS.ClassDeclaration => ts.isClassDeclaration(st) && st.name?.text === what!.name && !!st.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword));
    if (!file || !cls || file.source === source) return undefined;
    adopt(file.source, target!, file.scopes, here!);
    return cls as unknown as TS.Expression;
  };
  const known = new Map<string, TS.Expression | undefined>();
  return {
    resolveConst(name) {
      if (!known.has(name)) {
        const ids = uses.get(name) ?? [];
        const decls = new Set(ids.map((id) => scopesOf(id).declarationOf(id)));
        const [decl] = decls;
        let found: TS.Expression | undefined;
        if (decls.size === 1 && decl && isConstDeclaration(ts, decl)) {
          found = decl.initializer;
          if (decl.getSourceFile() === source) {
            read.push(decl);
            reach(decl);
          }
        } else if (decls.size === 1 && decl && (ts.isImportDeclaration(decl) || ts.isVariableDeclaration(decl))) {
          const value = imported(ids[0]!);
          found = value && !ts.isFunctionDeclaration(value) ? value : (enumObject(ids[0]!, undefined) ?? namespaceObject(ids[0]!) ?? importedClass(ids[0]!));
        } else if (decls.size === 1 && decl && ts.isEnumDeclaration(decl)) found = enumObject(ids[0]!, decl);
        // A class of this file, for its static fields (`FilterSchema.schema`, see memberIn): no other reading takes it.
        else if (decls.size === 1 && decl && ts.isClassDeclaration(decl)) found = decl as unknown as TS.Expression;
        // A namespace of this file (`export namespace exa { export const SearchSchema = z.object(...) }`), for its
        // exported consts (`exa.SearchSchema`, see memberIn).
        else if (decls.size === 1 && decl && ts.isModuleDeclaration(decl) && ts.isIdentifier(decl.name) && decl.body && ts.isModuleBlock(decl.body)) found = decl as unknown as TS.Expression;
        known.set(name, found);
        if (found) index(found);
      }
      return known.get(name);
    },
    resolveCall(call) {
      const callee = call.expression;
      if (!ts.isIdentifier(callee)) {
        // `parameters.listServicesParameters()`: a function the module of a namespace import exports, read like an
        // imported one (its result, when that does not depend on its parameters).
        if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && ts.isIdentifier(callee.name) && !callee.questionDotToken && call.arguments.length === 0) {
          const value = imported(callee.name, true);
          const fn = value && (ts.isFunctionDeclaration(value) ? value : unwrap(ts, value));
          const result = fn && returnedValue(ts, fn, scopesOf(fn));
          if (result) {
            index(result);
            return result;
          }
        }
        return inlined(call);
      }
      const sc = scopesOf(callee);
      const decl = sc.declarationOf(callee);
      let fn: TS.Node | undefined;
      if (decl && ts.isFunctionDeclaration(decl)) fn = decl;
      else if (decl && isConstDeclaration(ts, decl)) fn = unwrap(ts, decl.initializer);
      else if (decl && (ts.isImportDeclaration(decl) || ts.isVariableDeclaration(decl))) {
        const value = imported(callee, true);
        fn = value && (ts.isFunctionDeclaration(value) ? value : unwrap(ts, value));
      }
      const result = fn && returnedValue(ts, fn, scopesOf(fn));
      if (result) index(result);
      return result ?? inlined(call);
    },
    foreignSpan: (node) => files.get(node.getSourceFile())?.use,
    foreignUses: () => [...files.values()].map((f) => ({ name: f.name, ...f.use })),
  };
}

/**
 * The one expression a function returns (its expression body, or a body that is a single `return`), when it reads
 * none of the function's parameters (`function lenientOptionalNumber() { return z.coerce.number().optional() }`).
 */
function returnedValue(ts: Ts, fn: TS.Node, scopes: Scopes): TS.Expression | undefined {
  if (!(ts.isFunctionDeclaration(fn) || ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) || !fn.body) return undefined;
  let result: TS.Expression | undefined;
  if (!ts.isBlock(fn.body)) result = fn.body;
  else if (fn.body.statements.length === 1 && ts.isReturnStatement(fn.body.statements[0]!)) result = fn.body.statements[0].expression;
  if (!result) return undefined;
  const params = new Set<TS.Node>(fn.parameters);
  let reads = false;
  preorder(ts, result, (n) => {
    if (reads || !ts.isIdentifier(n) || !isReference(ts, n)) return;
    for (let d: TS.Node | undefined = scopes.declarationOf(n); d && d !== fn; d = d.parent) if (params.has(d)) reads = true;
  });
  return reads ? undefined : result;
}
