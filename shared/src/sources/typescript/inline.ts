// A call to one of the project's own small functions with known arguments, inlined: `connectionIdDescription({
// hasPreconfiguredConnection: true })`, `CommonArgs.objectId("projectId")`, `byteSizeRangeSchema('Max size')`. The
// function (this file's, an imported one, or a member of a const object literal) must be one returned expression, or
// a body of `const` declarations and `if (...) return ...;` before a last `return` (read as `c ? a : b`). Its
// parameters (plain, destructured from an object, with defaults) are bound to the arguments' values, read by the
// caller's literal reader and written back as JavaScript literals; the function's file is then re-parsed with its body
// so rewritten, and the readers read the returned expression there, in the function's own scope (its consts and
// imports). Nothing is run. Each inlining re-parses one file: depth, files and characters per reading are bounded, and
// a function met again in its own inlining (recursion) is not inlined.
import type * as TS from 'typescript';
import type { Node as JsonNode } from 'jsonc-parser';
import { type Ts, unwrap } from './parser';
import { asFunction, isReference, localFunction, objectOf, objectProperty, preorder, Scopes } from './ts-walk';
import { exportedValue, importOf, type ImportContext, MAX_IMPORT_DEPTH, parsedFile, parseWithScopes, resolveModule } from './imports';
import { RUNTIME } from './marks';
import { thisClassMethod } from './class-members';
import { GENERATED } from '../node-marks';

/** How many calls deep an inlining inlines again (a helper calling a helper...). */
export const MAX_INLINE_DEPTH = 6;
/** Most characters one file's readings re-parse for inlined calls (past it, calls are not inlined). */
const MAX_INLINED_CHARS = 4_000_000;
/** Most calls one file's readings inline (a helper calling ten helpers calling ten helpers... stops here). */
const MAX_INLINES = 500;
/** Longest argument value written back as a literal. */
const MAX_ARG_CHARS = 100_000;
/** Most statements an inlined body has (consts and if/return before the last return). */
const MAX_STATEMENTS = 64;
/** Re-parsed files kept (a long file's tree is large: only files up to MAX_CACHED_CHARS are kept). */
const MAX_CACHED = 32;
const MAX_CACHED_CHARS = 200_000;

/** Where a call stands: its file's parse, path and the files it may import from. */
export interface CallSite {
  source: TS.SourceFile;
  scopes: Scopes;
  path: string | undefined;
  imports: ImportContext | undefined;
  /** The functions being inlined around this call (`path#offset`): one met again is recursion. */
  active: ReadonlySet<string>;
  /** How many imports deep the reading already is (see MAX_IMPORT_DEPTH). */
  importDepth: number;
}

/** A call inlined: the returned expression in the re-parsed file, that file, and the function's name (for the hover). */
export interface Inlined {
  expr: TS.Expression;
  source: TS.SourceFile;
  scopes: Scopes;
  path: string | undefined;
  fnName: string;
  /** The functions being inlined around the returned expression, this one included. */
  active: ReadonlySet<string>;
  /** Set when the function returns a tool whose name the call decides (see INLINED_TOOLS). */
  tool?: true;
}
/** Why a call is not inlined when its function is one that could be: the parameter whose value is not known here. */
export interface UnknownParam {
  param: string;
  /** The argument passed for it (to say when it is a parameter of the caller). */
  arg: TS.Expression | undefined;
}

type Fn = TS.FunctionDeclaration | TS.ArrowFunction | TS.FunctionExpression | TS.MethodDeclaration;
interface Found {
  fn: Fn;
  source: TS.SourceFile;
  scopes: Scopes;
  path: string | undefined;
  name: string;
}

/** What the readings of one file spent on inlining (characters re-parsed), per import context or source file. */
const spent = new WeakMap<object, { chars: number; calls: number }>();
/** Re-parsed files by text (the same call read twice, or by two readers, parses once). */
const reparsed = new Map<string, { source: TS.SourceFile; scopes: Scopes }>();

/**
 * The call inlined; an UnknownParam when the function qualifies but a parameter it uses is not known here; undefined
 * when the callee is not such a function (or a bound was reached). `readArg` reads an argument in the caller's file.
 */
export function inlineCall(ts: Ts, call: TS.CallExpression, site: CallSite, readArg: (e: TS.Expression) => JsonNode | undefined): Inlined | UnknownParam | undefined {
  if (site.active.size >= MAX_INLINE_DEPTH || call.questionDotToken || call.arguments.some((a) => ts.isSpreadElement(a))) return undefined;
  // Every attempt counts (a 4,000-statement helper called by 4,000 tools stops here, before its body is walked again).
  const owner = site.imports ?? site.source;
  const used = spent.get(owner) ?? { chars: 0, calls: 0 };
  if (used.chars > MAX_INLINED_CHARS || used.calls >= MAX_INLINES) return undefined;
  spent.set(owner, { chars: used.chars, calls: used.calls + 1 });
  const found = calleeOf(ts, call.expression, site);
  const fn = found?.fn;
  const fnBody = fn?.body;
  if (!found || !fn || !fnBody) return undefined;
  if (fn.asteriskToken || fn.modifiers?.some((m) => m.kind === ts.SyntaxKind.AsyncKeyword)) return undefined;
  const key = `${found.path ?? found.source.fileName}#${fn.getStart(found.source)}#${fn.getEnd()}`;
  if (site.active.has(key)) return undefined;
  const body = bodyParts(ts, fnBody);
  if (!body || usesThis(ts, fnBody)) return undefined;
  // Each parameter's value as a JavaScript literal (an object parameter's members, each binding element its own).
  const values = new Map<TS.Node, string>();
  const unknown = new Map<TS.Node, UnknownParam>();
  fn.parameters.forEach((p, i) => bindParameter(ts, p, call.arguments[i], readArg, values, unknown));
  // A parameter given zod code (`withConversationId({ prompt: z.string() })`): the code itself, when it names nothing
  // but zod, which the function's file imports by the same name.
  fn.parameters.forEach((p, i) => {
    const text = ts.isIdentifier(p.name) && unknown.has(p) && !p.dotDotDotToken ? zodOnlyText(ts, call.arguments[i], site, found, readArg) : undefined;
    if (text !== undefined) unknown.delete(p), values.set(p, text);
  });
  // A tool factory whose tool's name is known here keeps the other parameters it uses in place: each is read as a
  // run-time value where it stands (a description built from `info.title`), and the tool is read by its name.
  const factoryLiteral = toolFactoryName(ts, found.scopes, body.last, fn, unknown);
  const partial = !!factoryLiteral && unknown.size > 0;
  // The references to bound parameters in the body, rewritten; one whose value is not known stops the inlining.
  const edits: { start: number; end: number; text: string }[] = [];
  let missing: UnknownParam | undefined;
  preorder(ts, fnBody, (n) => {
    if (missing || !ts.isIdentifier(n) || !isReference(ts, n)) return;
    const decl = found.scopes.declarationOf(n);
    if (!decl) return;
    const why = unknown.get(decl);
    if (why) {
      if (!partial) missing = why;
      return;
    }
    const value = values.get(decl);
    if (value === undefined) return;
    const shorthand = ts.isShorthandPropertyAssignment(n.parent) && n.parent.name === n;
    edits.push({ start: n.getStart(found.source), end: n.getEnd(), text: shorthand ? `${n.text}: (${value})` : `(${value})` });
  });
  if (missing) return missing;
  // The new body: the const declarations as written (rewritten), then one return of the decided chain.
  const text = found.source.text;
  const rewrite = (node: TS.Node): string => {
    const start = node.getStart(found.source);
    let out = '';
    let at = start;
    for (const e of edits) {
      if (e.start < start || e.end > node.getEnd()) continue;
      out += text.slice(at, e.start) + e.text;
      at = e.end;
    }
    return out + text.slice(at, node.getEnd());
  };
  edits.sort((a, b) => a.start - b.start);
  let returned = rewrite(body.last);
  for (let i = body.branches.length - 1; i >= 0; i--) returned = `(${rewrite(body.branches[i]!.cond)}) ? (${rewrite(body.branches[i]!.value)}) : (${returned})`;
  const prefix = ts.isBlock(fnBody) ? `{ ${body.consts.map(rewrite).join(' ')} return ` : '';
  const exprStart = fnBody.getStart(found.source) + prefix.length;
  const newBody = `${prefix}(${returned})${ts.isBlock(fnBody) ? '; }' : ''}`;
  const newText = text.slice(0, fnBody.getStart(found.source)) + newBody + text.slice(fnBody.getEnd());
  const now = spent.get(owner)!;
  if (now.chars + newText.length > MAX_INLINED_CHARS) return undefined;
  spent.set(owner, { chars: now.chars + newText.length, calls: now.calls });
  const parsed = reparse(ts, found.path ?? found.source.fileName, newText);
  if (!parsed) return undefined;
  const expr = expressionAt(ts, parsed.source, exprStart, exprStart + returned.length + 2);
  if (!expr) return undefined;
  if (factoryLiteral) INLINED_TOOLS.add(factoryLiteral);
  return { expr, source: parsed.source, scopes: parsed.scopes, path: found.path, fnName: found.name, active: new Set([...site.active, key]), ...(factoryLiteral && { tool: true as const }) };
}

/**
 * A value read from literals (`colors.map((c) => c.key)` over a known list) written as a literal expression in a file
 * of its own, for a reader that reads syntax (the zod reader's `z.enum(...)`); undefined for a value not known here.
 */
export function valueExpression(ts: Ts, value: JsonNode | undefined, fileName: string): { expr: TS.Expression; source: TS.SourceFile; scopes: Scopes } | undefined {
  const text = value && isLiteralValue(value) ? jsText(value) : undefined;
  const parsed = text === undefined ? undefined : reparse(ts, fileName, `(${text});\n`);
  const expr = parsed && expressionAt(ts, parsed.source, 0, text!.length + 2);
  return parsed && expr ? { expr, ...parsed } : undefined;
}

/** The file `text` parsed (cached by text), with its scopes. */
function reparse(ts: Ts, fileName: string, text: string): { source: TS.SourceFile; scopes: Scopes } | undefined {
  const hit = reparsed.get(text);
  if (hit) return hit;
  const parsed = parseWithScopes(ts, fileName, text);
  if (!parsed) return undefined;
  if (text.length <= MAX_CACHED_CHARS) reparsed.set(text, parsed);
  if (reparsed.size > MAX_CACHED) reparsed.delete(reparsed.keys().next().value as string);
  return parsed;
}

/** The parenthesized expression spanning exactly [start, end) in a parsed file (the inlined return). */
function expressionAt(ts: Ts, source: TS.SourceFile, start: number, end: number): TS.Expression | undefined {
  let node: TS.Node = source;
  for (let i = 0; i < 10_000; i++) {
    let next: TS.Node | undefined;
    ts.forEachChild(node, (c) => {
      if (!next && c.getStart(source) <= start && c.getEnd() >= end) next = c;
    });
    if (!next) return undefined;
    if (next.getStart(source) === start && next.getEnd() === end && ts.isParenthesizedExpression(next)) return next;
    node = next;
  }
  return undefined;
}

/** The body as consts, `if (c) return v;` branches and a last returned expression; undefined for any other statement. */
function bodyParts(ts: Ts, body: TS.ConciseBody): { consts: TS.Node[]; branches: { cond: TS.Expression; value: TS.Expression }[]; last: TS.Expression } | undefined {
  if (!ts.isBlock(body)) return { consts: [], branches: [], last: body };
  if (body.statements.length > MAX_STATEMENTS) return undefined;
  const consts: TS.Node[] = [];
  const branches: { cond: TS.Expression; value: TS.Expression }[] = [];
  const returned = (st: TS.Statement): TS.Expression | undefined => {
    if (ts.isBlock(st) && st.statements.length === 1) return returned(st.statements[0]!);
    return ts.isReturnStatement(st) ? st.expression : undefined;
  };
  const list = body.statements;
  for (let i = 0; i < list.length; i++) {
    const st = list[i]!;
    const last = i === list.length - 1;
    if (ts.isVariableStatement(st) && st.declarationList.flags & ts.NodeFlags.Const && !last && branches.length === 0) {
      consts.push(st);
      continue;
    }
    if (ts.isIfStatement(st)) {
      const value = returned(st.thenStatement);
      if (!value) return undefined;
      if (st.elseStatement) {
        const other = returned(st.elseStatement);
        if (!other || !last) return undefined;
        branches.push({ cond: st.expression, value });
        return { consts, branches, last: other };
      }
      if (last) return undefined;
      branches.push({ cond: st.expression, value });
      continue;
    }
    const value = last ? returned(st) : undefined;
    return value ? { consts, branches, last: value } : undefined;
  }
  return undefined;
}

/**
 * The tool-shaped literals of project functions that some call inlined with the tool's name known (`makeTool("GET",
 * info)` returning `{ name: `${method}_request`, description, parameters }`): each call is that tool, so the literal
 * in the function, whose name is known only there, is not reported on its own (see parseScriptDocument).
 */
export const INLINED_TOOLS = new WeakSet<TS.Node>();

/**
 * True when a call's callee is a function of this file (or `this.method` of the class it is in) that returns a tool
 * whose name depends on its parameters: the call may be read as that tool (a cheap test, before any inlining).
 */
export function callsToolFactory(ts: Ts, scopes: Scopes, call: TS.CallExpression): boolean {
  const e = unwrap(ts, call.expression);
  let fn: Fn | undefined;
  if (ts.isIdentifier(e)) fn = localFunction(ts, scopes, e);
  else if (ts.isPropertyAccessExpression(e) && e.expression.kind === ts.SyntaxKind.ThisKeyword && ts.isIdentifier(e.name)) fn = thisClassMethod(ts, e, e.name.text);
  if (!fn?.body || fn.parameters.length === 0) return false;
  let known = FACTORIES.get(fn);
  if (known === undefined) {
    const body = bodyParts(ts, fn.body);
    known = !!body && !!toolFactoryName(ts, scopes, body.last, fn, undefined);
    FACTORIES.set(fn, known);
  }
  return known;
}
const FACTORIES = new WeakMap<TS.Node, boolean>();

/** The keys that make a returned object literal a tool: a `name` and a schema. */
const FACTORY_SCHEMA_KEYS = ['parameters', 'inputSchema', 'input_schema', 'schema', 'parametersJsonSchema'];

/**
 * The returned object literal, when it is a tool whose `name` uses the function's parameters and each one it uses is
 * known at this call (`unknown` holds the others); undefined otherwise (then any unknown parameter stops the inlining).
 */
function toolFactoryName(ts: Ts, scopes: Scopes, returned: TS.Expression, fn: Fn, unknown: Map<TS.Node, UnknownParam> | undefined): TS.ObjectLiteralExpression | undefined {
  const literal = unwrap(ts, returned);
  if (!ts.isObjectLiteralExpression(literal)) return undefined;
  const name = objectProperty(ts, literal, 'name');
  if (!name || !FACTORY_SCHEMA_KEYS.some((k) => objectProperty(ts, literal, k) !== undefined)) return undefined;
  // The parameters a part of the literal uses: how many, and whether one is not known at this call.
  const uses = (part: TS.Node) => {
    let params = 0;
    let known = true;
    preorder(ts, part, (n) => {
      if (!ts.isIdentifier(n) || !isReference(ts, n)) return;
      for (let d: TS.Node | undefined = scopes.declarationOf(n); d && d !== fn; d = d.parent) {
        if (!ts.isParameter(d) && !ts.isBindingElement(d)) continue;
        params++;
        if (unknown?.has(d)) known = false;
        break;
      }
    });
    return { params, known };
  };
  const named = uses(name);
  if (named.params === 0 || !named.known) return undefined;
  // A schema made from a parameter not known here is a helper's conversion of its argument (tool-helpers.ts), not this.
  for (const k of FACTORY_SCHEMA_KEYS) {
    const schema = objectProperty(ts, literal, k);
    if (schema && !uses(schema).known) return undefined;
  }
  return literal;
}

function usesThis(ts: Ts, body: TS.Node): boolean {
  let found = false;
  preorder(ts, body, (n) => {
    if (n.kind === ts.SyntaxKind.ThisKeyword || n.kind === ts.SyntaxKind.SuperKeyword) found = true;
  });
  return found;
}

/** The names a file binds to zod by import (`import { z } from 'zod'`, `import * as z from 'zod/v4'`). */
function zodImportNames(ts: Ts, source: TS.SourceFile): Set<string> {
  const out = new Set<string>();
  for (const st of source.statements) {
    if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier) || !/^zod(?:\/v[34]|\/mini)?$/.test(st.moduleSpecifier.text)) continue;
    const clause = st.importClause;
    if (!clause || clause.isTypeOnly) continue;
    if (clause.name) out.add(clause.name.text);
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) out.add(bindings.name.text);
    else if (bindings) for (const el of bindings.elements) if (!el.isTypeOnly && (el.propertyName ?? el.name).text === 'z') out.add(el.name.text);
  }
  return out;
}

/**
 * An argument's code when every name it uses is the caller's zod import (also the function file's), or a const of the
 * caller's holding a literal value (written in as that literal): put in place of the parameter, it means there what
 * it means at the call. Undefined for anything else, or code too long.
 */
function zodOnlyText(ts: Ts, arg: TS.Expression | undefined, site: CallSite, found: Found, readArg: (e: TS.Expression) => JsonNode | undefined): string | undefined {
  if (!arg || ts.isSpreadElement(arg) || arg.getEnd() - arg.getStart(site.source) > MAX_ARG_CHARS) return undefined;
  const here = zodImportNames(ts, site.source);
  if (here.size === 0) return undefined;
  const there = found.source === site.source ? here : zodImportNames(ts, found.source);
  const start = arg.getStart(site.source);
  const edits: { start: number; end: number; text: string }[] = [];
  let ok = true;
  let zod = false;
  preorder(ts, arg, (n) => {
    if (!ok || !ts.isIdentifier(n) || !isReference(ts, n)) return;
    const decl = site.scopes.declarationOf(n);
    // A name declared inside the argument (an arrow's parameter) is its own.
    if (decl && decl.getStart(site.source) >= start && decl.getEnd() <= arg.getEnd()) return;
    if (here.has(n.text) && there.has(n.text) && decl && ts.isImportDeclaration(decl)) {
      zod = true;
      return;
    }
    const value = site.scopes.constOf(n) ? readArg(n) : undefined;
    const text = value && isLiteralValue(value) ? jsText(value) : undefined;
    if (text === undefined || edits.length >= 64) ok = false;
    else edits.push({ start: n.getStart(site.source), end: n.getEnd(), text: ts.isShorthandPropertyAssignment(n.parent) ? `${n.text}: (${text})` : `(${text})` });
  });
  if (!ok || !zod) return undefined;
  const code = site.source.text;
  let out = '';
  let at = start;
  for (const e of edits) {
    out += code.slice(at, e.start) + e.text;
    at = e.end;
  }
  return out + code.slice(at, arg.getEnd());
}

/** A parameter bound to its argument: a value for each name it declares, or the reason it is not known. */
function bindParameter(ts: Ts, p: TS.ParameterDeclaration, arg: TS.Expression | undefined, readArg: (e: TS.Expression) => JsonNode | undefined, values: Map<TS.Node, string>, unknown: Map<TS.Node, UnknownParam>): void {
  const name = p.name.getText();
  const passed = arg && !(ts.isIdentifier(unwrap(ts, arg)) && (unwrap(ts, arg) as TS.Identifier).text === 'undefined') ? arg : undefined;
  const no = (why: UnknownParam) => {
    for (const d of declaredBy(ts, p)) unknown.set(d, why);
  };
  if (p.dotDotDotToken) return no({ param: name, arg });
  if (!passed) {
    // Not passed: its default (read in the function's own scope), else undefined, which a plain parameter is taken
    // as a run-time value (it is usually meant to be passed: the factory is read only with its arguments).
    if (p.initializer && ts.isIdentifier(p.name)) return void values.set(p, p.initializer.getText());
    if (p.initializer && ts.isObjectBindingPattern(p.name)) {
      const init = unwrap(ts, p.initializer);
      if (ts.isObjectLiteralExpression(init) && init.properties.length === 0) return bindPattern(ts, p.name, undefined, values, unknown, name, arg);
    }
    return no({ param: name, arg });
  }
  const value = readArg(passed);
  if (!value || !isLiteralValue(value)) return no({ param: name, arg });
  if (ts.isIdentifier(p.name)) {
    const text = jsText(value);
    return text === undefined ? no({ param: name, arg }) : void values.set(p, text);
  }
  if (ts.isObjectBindingPattern(p.name) && value.type === 'object') return bindPattern(ts, p.name, value, values, unknown, name, arg);
  return no({ param: name, arg });
}

/** `{ a, b: c = 1, d: { e } }` bound to an object value: each name its member, its default when absent, else undefined. */
function bindPattern(ts: Ts, pattern: TS.ObjectBindingPattern, value: JsonNode | undefined, values: Map<TS.Node, string>, unknown: Map<TS.Node, UnknownParam>, param: string, arg: TS.Expression | undefined): void {
  for (const el of pattern.elements) {
    const key = el.propertyName ? (ts.isIdentifier(el.propertyName) || ts.isStringLiteral(el.propertyName) ? el.propertyName.text : undefined) : ts.isIdentifier(el.name) ? el.name.text : undefined;
    if (el.dotDotDotToken || key === undefined) {
      for (const d of declaredBy(ts, el)) unknown.set(d, { param, arg });
      continue;
    }
    const member = [...(value?.children ?? [])].reverse().find((c) => c.children?.[0]?.value === key)?.children?.[1];
    if (ts.isIdentifier(el.name)) {
      const text = member ? jsText(member) : el.initializer ? el.initializer.getText() : 'undefined';
      if (text === undefined) unknown.set(el, { param, arg });
      else values.set(el, text);
    } else if (ts.isObjectBindingPattern(el.name) && (member?.type === 'object' || (!member && !el.initializer))) bindPattern(ts, el.name, member, values, unknown, param, arg);
    else for (const d of declaredBy(ts, el)) unknown.set(d, { param, arg });
  }
}

/** The declarations a parameter or binding element makes (itself, or the elements of its pattern). */
function declaredBy(ts: Ts, node: TS.ParameterDeclaration | TS.BindingElement): TS.Node[] {
  if (ts.isIdentifier(node.name)) return [node];
  const out: TS.Node[] = [];
  for (const el of node.name.elements) if (ts.isBindingElement(el)) out.push(...declaredBy(ts, el));
  return out;
}

/** True for a value read from literals only (no run-time part, no schema converted from zod). */
function isLiteralValue(root: JsonNode): boolean {
  const stack = [root];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.value === RUNTIME || (n as unknown as Record<symbol, unknown>)[GENERATED]) return false;
    for (const c of n.children ?? []) stack.push(c);
  }
  return true;
}

/** A value as a JavaScript literal (JSON is one), undefined when too long. */
function jsText(node: JsonNode): string | undefined {
  const parts: string[] = [];
  let size = 0;
  const write = (n: JsonNode): boolean => {
    if (size > MAX_ARG_CHARS) return false;
    if (n.type === 'object') {
      parts.push('{');
      (n.children ?? []).forEach((p, i) => {
        parts.push(`${i ? ', ' : ''}${JSON.stringify(p.children?.[0]?.value)}: `);
        const v = p.children?.[1];
        if (!v || !write(v)) size = Infinity;
      });
      parts.push('}');
    } else if (n.type === 'array') {
      parts.push('[');
      (n.children ?? []).forEach((c, i) => {
        parts.push(i ? ', ' : '');
        if (!write(c)) size = Infinity;
      });
      parts.push(']');
    } else {
      const t = n.type === 'number' && !Number.isFinite(n.value) ? String(n.value) : JSON.stringify(n.value);
      if (t === undefined) return false;
      parts.push(t);
      size += t.length;
    }
    return size <= MAX_ARG_CHARS;
  };
  return write(node) ? parts.join('') : undefined;
}

// --- the function a callee names ------------------------------------------------------------------------------

/** The function a callee names: this file's, an imported one, or a member of a const object literal (either). */
function calleeOf(ts: Ts, callee: TS.Expression, site: CallSite): Found | undefined {
  const e = unwrap(ts, callee);
  if (ts.isIdentifier(e)) {
    const fn = localFunction(ts, site.scopes, e);
    if (fn) return { fn, source: site.source, scopes: site.scopes, path: site.path, name: e.text };
    const imp = importedValue(ts, e, site);
    if (!imp) return undefined;
    const held = ts.isFunctionDeclaration(imp.expr) ? imp.expr : asFunction(ts, imp.expr);
    return held && { fn: held, source: imp.file.source, scopes: imp.file.scopes, path: imp.path, name: e.text };
  }
  if (!ts.isPropertyAccessExpression(e) || e.questionDotToken || !ts.isIdentifier(e.name)) return undefined;
  const member = e.name.text;
  if (e.expression.kind === ts.SyntaxKind.ThisKeyword) {
    const fn = thisClassMethod(ts, e, member);
    return fn && { fn, source: site.source, scopes: site.scopes, path: site.path, name: `this.${member}` };
  }
  const name = `${e.expression.getText(site.source)}.${member}`;
  // `CommonArgs.objectId`: a const object literal of this file, or one another file exports.
  const owner = objectOf(ts, e.expression, site.scopes, 0);
  if (owner) {
    const fn = memberFunction(ts, owner, member, site.scopes);
    return fn && { fn, source: site.source, scopes: site.scopes, path: site.path, name };
  }
  const root = unwrap(ts, e.expression);
  if (!ts.isIdentifier(root) || site.scopes.constOf(root)) return undefined;
  const imp = importedValue(ts, root, site);
  if (!imp || ts.isFunctionDeclaration(imp.expr)) return undefined;
  const obj = objectOf(ts, imp.expr, imp.file.scopes, 0);
  const fn = obj && memberFunction(ts, obj, member, imp.file.scopes);
  return fn && { fn, source: imp.file.source, scopes: imp.file.scopes, path: imp.path, name };
}

/** A member of an object literal that is a function: `key: () => ...`, `key: function () {}`, or `key() {}`. */
function memberFunction(ts: Ts, obj: TS.ObjectLiteralExpression, key: string, scopes: Scopes): Fn | undefined {
  for (let i = obj.properties.length - 1; i >= 0; i--) {
    const p = obj.properties[i]!;
    if (ts.isMethodDeclaration(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === key) return p;
  }
  const value = objectProperty(ts, obj, key, scopes);
  return value ? asFunction(ts, value) : undefined;
}

/** The value an imported name has in its module (read, never run), within the import depth. */
function importedValue(ts: Ts, id: TS.Identifier, site: CallSite): ReturnType<typeof exportedValue> {
  if (!site.imports || !site.path || site.importDepth >= MAX_IMPORT_DEPTH) return undefined;
  const what = importOf(ts, site.scopes, id);
  const target = what && resolveModule(site.path, what.specifier, site.imports);
  if (!what || !target) return undefined;
  return exportedValue(ts, target, what.name, site.imports, site.importDepth + 1);
}

/** The parsed file at a path (for a reader that needs the site of an imported function's file). */
export function fileAt(ts: Ts, path: string, ctx: ImportContext): { source: TS.SourceFile; scopes: Scopes } | undefined {
  return parsedFile(ts, path, ctx);
}
