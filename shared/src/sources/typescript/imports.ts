// Values a tool takes from another file of the project: `import { PROMPT } from './prompts'`, a tsconfig `paths` alias
// (`@prompts/...`), re-exports and `index` files. The other file is read through the caller's readFile (the CLI reads
// the disk, the language server prefers open documents), parsed with TypeScript's parser, never run. Only relative
// specifiers and tsconfig aliases are followed (never node_modules), a few files deep, cycle-safe, each parsed file
// cached by its text.
import type * as TS from 'typescript';
import { parse as parseJsonc } from 'jsonc-parser';
import type { Node as JsonNode } from 'jsonc-parser';
import type { Ts } from './parser';
import { unwrap } from './parser';
import type { Scopes } from './ts-walk';
import { FOREIGN, ORIGIN, originOf, type ToolOrigin } from '../node-marks';
import { dirname, joinPath } from '../../text/posix-path';
import { type ImportContext, MAX_IMPORT_DEPTH, parsedFile, type Parsed, readText, resolveModule } from './module-files';
import { namespaceModule } from './namespaces';
export { type ImportContext, MAX_IMPORTED_CHARS, MAX_IMPORT_DEPTH, parsedFile, parseWithScopes, type ReadFile, resolveModule } from './module-files';
export { namespaceModule } from './namespaces';

// --- imports and exports -----------------------------------------------------------------------------------------

/** The module and exported name an identifier is imported as (`import { A as B }`, a default import, `require`). */
export function importOf(ts: Ts, scopes: Scopes, id: TS.Identifier): { specifier: string; name: string } | undefined {
  // `constants.SEARCH_DESC` of `import * as constants from './constants'`: the member's name is imported as itself.
  const access = id.parent;
  if (access && ts.isPropertyAccessExpression(access) && access.name === id && !access.questionDotToken && ts.isIdentifier(access.expression)) {
    const specifier = namespaceOf(ts, scopes, access.expression);
    return specifier === undefined ? undefined : { specifier, name: id.text };
  }
  const decl = scopes.declarationOf(id);
  if (!decl) return undefined;
  if (ts.isImportDeclaration(decl)) {
    const clause = decl.importClause;
    if (!clause || clause.isTypeOnly || !ts.isStringLiteral(decl.moduleSpecifier)) return undefined;
    const specifier = decl.moduleSpecifier.text;
    if (clause.name?.text === id.text) return { specifier, name: 'default' };
    const nb = clause.namedBindings;
    if (nb && ts.isNamedImports(nb)) {
      const el = nb.elements.find((e) => e.name.text === id.text);
      if (el && !el.isTypeOnly) return { specifier, name: (el.propertyName ?? el.name).text };
    }
    return undefined;
  }
  // `const { a } = require('x')`, and a dynamic import `const { a } = await import('x')` (a loader's lazy tools): the
  // name is declared by its binding element.
  const holder = ts.isBindingElement(decl) && ts.isObjectBindingPattern(decl.parent) ? decl.parent.parent : decl;
  if (ts.isVariableDeclaration(holder) && ts.isObjectBindingPattern(holder.name)) {
    let init = holder.initializer && unwrap(ts, holder.initializer);
    if (init && ts.isAwaitExpression(init)) init = unwrap(ts, init.expression);
    if (!init || !ts.isCallExpression(init) || !init.arguments[0] || !ts.isStringLiteral(init.arguments[0])) return undefined;
    if (!(ts.isIdentifier(init.expression) && init.expression.text === 'require') && init.expression.kind !== ts.SyntaxKind.ImportKeyword) return undefined;
    const el = holder.name.elements.find((e) => ts.isIdentifier(e.name) && e.name.text === id.text);
    const key = el && (el.propertyName && ts.isIdentifier(el.propertyName) ? el.propertyName.text : id.text);
    return key ? { specifier: init.arguments[0].text, name: key } : undefined;
  }
  return undefined;
}

/** The module a name is a namespace import of (`import * as constants from './constants'`); undefined otherwise. */
export function namespaceOf(ts: Ts, scopes: Scopes, id: TS.Identifier): string | undefined {
  const decl = scopes.declarationOf(id);
  if (!decl || !ts.isImportDeclaration(decl) || !ts.isStringLiteral(decl.moduleSpecifier)) return undefined;
  const nb = decl.importClause?.namedBindings;
  return !decl.importClause!.isTypeOnly && nb && ts.isNamespaceImport(nb) && nb.name.text === id.text ? decl.moduleSpecifier.text : undefined;
}


/**
 * The expression a module exports under a name: `export const NAME = ...`, `const NAME = ...; export { NAME }`,
 * `export default ...`, or through `export { NAME } from` and `export * from` (followed in the same bounded walk).
 */
export function exportedValue(ts: Ts, path: string, name: string, ctx: ImportContext, depth: number): { path: string; file: Parsed; expr: TS.Expression | TS.FunctionDeclaration } | undefined {
  const found = exported(ts, path, name, ctx, depth, new Set(), false);
  return found && !ts.isClassDeclaration(found.expr) ? (found as { path: string; file: Parsed; expr: TS.Expression | TS.FunctionDeclaration }) : undefined;
}

/**
 * The class a module exports under a name, by the same walk (`export class X`, `export default class`, `class X;
 * export { X }`, re-exports): a class is also reached through a type-only import or export (it is used as a type).
 */
export function exportedClass(ts: Ts, path: string, name: string, ctx: ImportContext, depth: number): { path: string; file: Parsed; cls: TS.ClassDeclaration } | undefined {
  const found = exported(ts, path, name, ctx, depth, new Set(), true);
  return found && ts.isClassDeclaration(found.expr) ? { path: found.path, file: found.file, cls: found.expr } : undefined;
}

/** exportedValue's and exportedClass's walk; `classes`: class declarations are what is looked for, type-only links too. */
function exported(ts: Ts, path: string, name: string, ctx: ImportContext, depth: number, seen: Set<string>, classes: boolean): { path: string; file: Parsed; expr: TS.Expression | TS.FunctionDeclaration | TS.ClassDeclaration } | undefined {
  if (depth > MAX_IMPORT_DEPTH || seen.has(`${path}#${name}`)) return undefined;
  seen.add(`${path}#${name}`);
  const file = parsedFile(ts, path, ctx, name);
  if (!file) return undefined;
  const local = (n: string): TS.Expression | TS.FunctionDeclaration | TS.ClassDeclaration | undefined => {
    for (const st of file.source.statements) {
      if (classes && ts.isClassDeclaration(st) && st.name?.text === n) return st;
      if (ts.isFunctionDeclaration(st) && st.name?.text === n && st.body) return st;
      if (!ts.isVariableStatement(st) || !(st.declarationList.flags & ts.NodeFlags.Const)) continue;
      for (const d of st.declarationList.declarations) if (ts.isIdentifier(d.name) && d.name.text === n && d.initializer) return d.initializer;
    }
    return undefined;
  };
  const importedBinding = (n: string): { specifier: string; name: string } | undefined => {
    for (const st of file.source.statements) {
      if (!ts.isImportDeclaration(st) || !st.importClause || (st.importClause.isTypeOnly && !classes) || !ts.isStringLiteral(st.moduleSpecifier)) continue;
      const nb = st.importClause.namedBindings;
      if (st.importClause.name?.text === n) return { specifier: st.moduleSpecifier.text, name: 'default' };
      if (nb && ts.isNamespaceImport(nb) && nb.name.text === n) return { specifier: st.moduleSpecifier.text, name: '*' };
      const el = nb && ts.isNamedImports(nb) ? nb.elements.find((e) => e.name.text === n && (!e.isTypeOnly || classes)) : undefined;
      if (el) return { specifier: st.moduleSpecifier.text, name: (el.propertyName ?? el.name).text };
    }
    return undefined;
  };
  const isExported = (mods: TS.NodeArray<TS.ModifierLike> | undefined) => !!mods?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const st of file.source.statements) {
    if (classes && ts.isClassDeclaration(st) && isExported(st.modifiers)) {
      const asDefault = !!st.modifiers?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
      if (name === 'default' ? asDefault : !asDefault && st.name?.text === name) return { path, file, expr: st };
    }
    if (name !== 'default' && ts.isVariableStatement(st) && isExported(st.modifiers) && st.declarationList.flags & ts.NodeFlags.Const) {
      for (const d of st.declarationList.declarations) if (ts.isIdentifier(d.name) && d.name.text === name && d.initializer) return { path, file, expr: d.initializer };
    }
    if (name !== 'default' && ts.isFunctionDeclaration(st) && isExported(st.modifiers) && st.name?.text === name && st.body) return { path, file, expr: st };
    if (name === 'default' && ts.isExportAssignment(st) && !st.isExportEquals) {
      const e = st.expression;
      const held = ts.isIdentifier(e) ? local(e.text) : undefined;
      return { path, file, expr: held ?? e };
    }
    if (ts.isExportDeclaration(st) && (!st.isTypeOnly || classes)) {
      const from = st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier) ? st.moduleSpecifier.text : undefined;
      if (st.exportClause && ts.isNamedExports(st.exportClause)) {
        for (const el of st.exportClause.elements) {
          if (el.name.text !== name || (el.isTypeOnly && !classes)) continue;
          const inner = (el.propertyName ?? el.name).text;
          if (!from) {
            const held = local(inner);
            if (held) return { path, file, expr: held };
            // `import { CommonArgs } from '@scope/core'; export { CommonArgs };`: the import, followed.
            const again = importedBinding(inner);
            const target = again && resolveModule(path, again.specifier, ctx);
            if (target && again.name === '*') return namespaceValue(ts, target, ctx, depth + 1);
            return target ? exported(ts, target, again.name, ctx, depth + 1, seen, classes) : undefined;
          }
          const target = resolveModule(path, from, ctx);
          return target ? exported(ts, target, inner, ctx, depth + 1, seen, classes) : undefined;
        }
      } else if (st.exportClause && ts.isNamespaceExport(st.exportClause) && from && st.exportClause.name.text === name) {
        // `export * as descriptions from './descriptions'`: the module as an object of its exports.
        const target = resolveModule(path, from, ctx);
        return target ? namespaceValue(ts, target, ctx, depth + 1) : undefined;
      } else if (!st.exportClause && from && name !== 'default') {
        const target = resolveModule(path, from, ctx);
        const found = target && exported(ts, target, name, ctx, depth + 1, seen, classes);
        if (found) return found;
      }
    }
  }
  return undefined;
}

/** A module exported as a namespace (`export * as ns from`, `import * as ns` re-exported) as exportedValue gives it. */
function namespaceValue(ts: Ts, path: string, ctx: ImportContext, depth: number): ReturnType<typeof exportedValue> {
  const ns = depth > MAX_IMPORT_DEPTH ? undefined : namespaceModule(ts, path, ctx);
  return ns && { path, file: ns, expr: ns.expr };
}

/** The file a converter reads and the imports it may follow (see imports.ts). */
export interface ImportReading {
  ctx: ImportContext;
  path: string;
  depth: number;
  /** The files being read, this one included: a file met again is a cycle. */
  active: Set<string>;
}

/**
 * An imported value placed where this file uses it: every node spans the use (findings land in this file), marked
 * FOREIGN (it is edited in its own file, never here); marks holding another file's offsets are dropped, except a tool's
 * ORIGIN (see definedIn). `readForHere`: the root is a tool read for this file's context, not as its own file reads it.
 */
export function respan(root: JsonNode, span: { offset: number; length: number }, parent: JsonNode | undefined, readForHere = false): JsonNode {
  const origin = originOf(root);
  if (origin && readForHere) origin.sameReading = false;
  const stack = [root];
  while (stack.length) {
    const n = stack.pop()! as unknown as { offset: number; length: number; colonOffset?: number; children?: JsonNode[] } & Record<symbol, unknown>;
    n.offset = span.offset;
    n.length = span.length;
    if (n.colonOffset !== undefined) n.colonOffset = span.offset;
    for (const key of Object.getOwnPropertySymbols(n)) {
      if (key === ORIGIN) continue;
      const v = n[key];
      if (typeof v === 'number' || (typeof v === 'object' && v !== null && 'offset' in v)) delete n[key];
    }
    n[FOREIGN] = true;
    for (const c of n.children ?? []) stack.push(c);
  }
  (root as { parent?: JsonNode }).parent = parent;
  return root;
}

/**
 * Marks a tool read in another file (`path`) for the file that lists it: its ORIGIN, the span its own file's reading
 * gives it (as that file reports it), kept through respan.
 */
export function definedIn(path: string | undefined, tool: JsonNode | undefined): JsonNode | undefined {
  if (path !== undefined && tool?.type === 'object') (tool as unknown as Record<symbol, ToolOrigin>)[ORIGIN] = { path, offset: tool.offset, length: tool.length, sameReading: true };
  return tool;
}

/** Ranges already looked up in one reading, by folder and package: every tool of a file asks the same question. */
const rangesByReading = new WeakMap<ImportContext, Map<string, string | undefined>>();

/** The packages whose declaration says which SDK sends a project's tools, and the SDKs that would say otherwise. */
const MCP_SDK_PACKAGES = ['@modelcontextprotocol/sdk'];
const OTHER_TOOL_SDKS = ['ai', '@ai-sdk/provider-utils', '@anthropic-ai/sdk', 'openai', '@openai/agents', '@openai/agents-core', '@mastra/core', '@langchain/core', 'langchain', 'fastmcp'];

/**
 * 'mcp' when the project's nearest package.json declares the MCP TypeScript SDK and no other tool SDK: a tool literal
 * of a file that imports no SDK (cyanheads' `ToolDefinition` records, registered by a loop in another file) is then sent
 * as the MCP SDK converts it.
 */
export function declaredToolSdk(fromFile: string, ctx: ImportContext): 'mcp' | undefined {
  if (!MCP_SDK_PACKAGES.some((p) => declaredMajor(fromFile, p, ctx) !== undefined)) return undefined;
  return OTHER_TOOL_SDKS.some((p) => declaredMajor(fromFile, p, ctx) !== undefined) ? undefined : 'mcp';
}

/** A package's major version as a project's nearest package.json declares it (`^3.23.8` -> 3), when it says. */
export function declaredMajor(fromFile: string, pkg: string, ctx: ImportContext): number | undefined {
  const range = declaredRange(fromFile, pkg, ctx);
  const m = range === undefined ? null : /(\d+)/.exec(range.replace(/^npm:[^@]*@/, ''));
  return m ? Number(m[1]) : undefined;
}

/** The version range the nearest package.json declares a package with (`^3.23.8`, `workspace:*`), looked up once per folder. */
export function declaredRange(fromFile: string, pkg: string, ctx: ImportContext): string | undefined {
  const dir = dirname(fromFile);
  let known = rangesByReading.get(ctx);
  if (!known) rangesByReading.set(ctx, (known = new Map()));
  const key = `${dir}\0${pkg}`;
  if (!known.has(key)) known.set(key, readDeclaredRange(dir, pkg, ctx));
  return known.get(key);
}

function readDeclaredRange(from: string, pkg: string, ctx: ImportContext): string | undefined {
  let dir = from;
  for (let i = 0; i < 32; i++) {
    const file = joinPath(dir, 'package.json');
    const text = readText(ctx, file);
    if (text !== undefined) {
      ctx.reads.add(file);
      const json = parseJsonc(text) as Record<string, unknown> | undefined;
      for (const key of ['dependencies', 'devDependencies', 'peerDependencies']) {
        const deps = json?.[key];
        const range = deps && typeof deps === 'object' ? (deps as Record<string, unknown>)[pkg] : undefined;
        if (typeof range === 'string') return range;
      }
      return undefined;
    }
    const up = dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
  return undefined;
}
