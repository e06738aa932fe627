// A registration call in a loop over a const list of tool records (`toolDefinitions.forEach(({ name, description,
// params }) => server.registerTool(name, { description, inputSchema: z.object(params) }, cb))`, `for (const t of
// TOOLS) context.accountTool(t.name, { description: t.description, inputSchema: z.object(t.params) }, cb)`,
// `Object.entries(TOOLS).map(([name, t]) => server.tool(name, t.description, t.shape, cb))`): one tool per record,
// each name, description and schema read from that record's own code (an entry's name from its key). Only a list or
// record written in this file (in place or in a const) of object literals, and only these uses of the loop variable:
// the whole argument a record's member (`name`, `t.name`) or the entry's key, or `z.object(member)` as the schema.
// Anything else leaves the call as it was read before.
import type * as TS from 'typescript';
import { objectProperty, preorder, type Scopes } from './ts-walk';
import { type Ts, unwrap } from './parser';

/** Most records a loop's list is read for. */
const MAX_RECORDS = 500;
/** Keys that make a record a tool literal of its own (read as one where it stands, not again through the loop). */
const OWN_SCHEMA_KEYS = new Set(['inputSchema', 'input_schema', 'parameters', 'schema', 'argsSchema']);

/** The key of an entry (`Object.entries(TOOLS)`'s first item), as recordKey returns it. */
export const ENTRY_KEY = Symbol('the entry key');

/** One record a loop goes over: the object literal, and its key in the record of records (for Object.entries). */
export interface LoopRecord {
  record: TS.ObjectLiteralExpression;
  key?: TS.PropertyName;
}

/** The loop around a call: its records, and the declarations its loop variable makes (the variable, or the names it destructures). */
export interface ToolLoop {
  records: LoopRecord[];
  /** The loop variable for the record (a plain name), or undefined when it is destructured. */
  variable: TS.Node | undefined;
  /** The destructured names, each with the record key it takes. */
  destructured: Map<TS.Node, string>;
  /** The name an entry's key is bound to (`[name, tool]`). */
  entryKey: TS.Node | undefined;
  /**
   * `Object.entries(X)` of a record another file exports (`cliCommands`) or an imported function returns
   * (`registryCommands(CACHE_DIR)`): its records are read there (see importedEntries); `records` is then empty.
   */
  imported?: { id: TS.Identifier; called: boolean };
}

const LOOP_METHODS = new Set(['forEach', 'map', 'flatMap']);

/** The loop directly around `call`: what it goes over and what its variable binds (the forEach or map callback's parameter, the for-of's declaration). */
export function loopAround(ts: Ts, call: TS.CallExpression): { binding: TS.BindingName; list: TS.Expression } | undefined {
  for (let n: TS.Node = call.parent; n && !ts.isSourceFile(n); n = n.parent) {
    if (ts.isArrowFunction(n) || ts.isFunctionExpression(n)) {
      const loop = n.parent;
      if (!ts.isCallExpression(loop) || loop.arguments[0] !== n || !ts.isPropertyAccessExpression(loop.expression) || !LOOP_METHODS.has(loop.expression.name.text) || n.parameters.length === 0) return undefined;
      return { binding: n.parameters[0]!.name, list: loop.expression.expression };
    }
    if (ts.isForOfStatement(n) && ts.isVariableDeclarationList(n.initializer) && n.initializer.declarations.length === 1) return { binding: n.initializer.declarations[0]!.name, list: n.expression };
    if (ts.isFunctionLike(n) || ts.isClassLike(n)) return undefined;
  }
  return undefined;
}

/** The loop directly around `call` (the forEach or map callback, or the for-of body it stands in), over records written here. */
export function toolLoopOf(ts: Ts, call: TS.CallExpression, scopes: Scopes): ToolLoop | undefined {
  const around = loopAround(ts, call);
  if (!around) return undefined;
  let binding = around.binding;
  const list = around.list;
  // `Object.entries(TOOLS)` with `[name, tool]`: the key, then the record.
  const entries = entriesOf(ts, list);
  let entryKey: TS.Node | undefined;
  if (entries) {
    if (!ts.isArrayBindingPattern(binding) || binding.elements.length !== 2) return undefined;
    const [k, v] = binding.elements as unknown as [TS.ArrayBindingElement, TS.ArrayBindingElement];
    if (!ts.isBindingElement(k) || !ts.isIdentifier(k.name) || !ts.isBindingElement(v) || v.dotDotDotToken) return undefined;
    entryKey = k;
    binding = v.name;
  }
  let records = entries ? entryRecordsOf(ts, entries, scopes) : recordsOf(ts, list, scopes);
  const imported = entries && !records ? importedRecord(ts, entries, scopes) : undefined;
  if (imported) records = [];
  if (!records) return undefined;
  const bound = loopBinding(ts, binding);
  return bound && { records, ...bound, entryKey, imported };
}

/** What a loop variable binds: the variable (a plain name), or each name it destructures with the record key it takes. */
export function loopBinding(ts: Ts, binding: TS.BindingName): Pick<ToolLoop, 'variable' | 'destructured'> | undefined {
  const destructured = new Map<TS.Node, string>();
  if (ts.isObjectBindingPattern(binding)) {
    for (const el of binding.elements) {
      const key = el.propertyName ? (ts.isIdentifier(el.propertyName) || ts.isStringLiteral(el.propertyName) ? el.propertyName.text : undefined) : ts.isIdentifier(el.name) ? el.name.text : undefined;
      if (key !== undefined && ts.isIdentifier(el.name) && !el.dotDotDotToken) destructured.set(el, key);
    }
  } else if (!ts.isIdentifier(binding)) return undefined;
  return { variable: ts.isIdentifier(binding) ? binding.parent : undefined, destructured };
}

/** `X` or `f(...)` in `Object.entries(...)`, X and f names this file imports (not consts of its own). */
function importedRecord(ts: Ts, expr: TS.Expression, scopes: Scopes): ToolLoop['imported'] {
  const e = unwrap(ts, expr);
  const id = ts.isIdentifier(e) ? e : ts.isCallExpression(e) && ts.isIdentifier(e.expression) && !e.arguments.some((a) => ts.isSpreadElement(a)) ? e.expression : undefined;
  const decl = id && scopes.declarationOf(id);
  if (!id || !decl || !(ts.isImportSpecifier(decl) || ts.isImportClause(decl) || ts.isImportDeclaration(decl))) return undefined;
  return { id, called: e !== id };
}

/**
 * The records of an imported entries loop, in the file that exports them: the record itself (`export const
 * cliCommands = {...}`), or the object literal the function returns last (`return { 'get-type': {...} }`, after
 * consts and helpers of its own).
 */
export function importedEntries(ts: Ts, init: TS.Expression | TS.FunctionDeclaration, called: boolean, scopes: Scopes): LoopRecord[] | undefined {
  if (!called) return ts.isFunctionDeclaration(init) ? undefined : entryRecordsOf(ts, init, scopes);
  const fn = ts.isFunctionDeclaration(init) ? init : unwrap(ts, init);
  if (!(ts.isFunctionDeclaration(fn) || ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) || !fn.body) return undefined;
  const last = ts.isBlock(fn.body) ? fn.body.statements[fn.body.statements.length - 1] : undefined;
  const returned = ts.isBlock(fn.body) ? (last && ts.isReturnStatement(last) ? last.expression : undefined) : fn.body;
  return returned && ts.isObjectLiteralExpression(unwrap(ts, returned)) ? entryRecordsOf(ts, returned, scopes) : undefined;
}

/**
 * A name built from the entry key (`const toolName = \`pulumi-registry-${commandName}\``, or the template written in
 * place; `const toolName = commandName`): its parts, literal text and the key; undefined for anything else.
 */
export function keyTemplate(ts: Ts, loop: ToolLoop, scopes: Scopes, expr: TS.Expression): (string | typeof ENTRY_KEY)[] | undefined {
  let e = unwrap(ts, expr);
  const held = ts.isIdentifier(e) ? scopes.constOf(e) : undefined;
  if (held) e = unwrap(ts, held.initializer);
  if (held && ts.isIdentifier(e) && scopes.declarationOf(e) === loop.entryKey) return [ENTRY_KEY];
  if (!loop.entryKey || !ts.isTemplateExpression(e)) return undefined;
  const parts: (string | typeof ENTRY_KEY)[] = [e.head.text];
  for (const span of e.templateSpans) {
    const x = unwrap(ts, span.expression);
    if (!ts.isIdentifier(x) || scopes.declarationOf(x) !== loop.entryKey) return undefined;
    parts.push(ENTRY_KEY, span.literal.text);
  }
  return parts;
}

/** X in `Object.entries(X)`. */
function entriesOf(ts: Ts, expr: TS.Expression): TS.Expression | undefined {
  const e = unwrap(ts, expr);
  if (!ts.isCallExpression(e) || e.arguments.length !== 1 || !ts.isPropertyAccessExpression(e.expression) || e.expression.name.text !== 'entries') return undefined;
  const owner = e.expression.expression;
  return ts.isIdentifier(owner) && owner.text === 'Object' ? e.arguments[0] : undefined;
}

/** An object literal (in place, or through a const of this file); undefined for anything else. */
function literalOf(ts: Ts, expr: TS.Expression, scopes: Scopes): TS.ObjectLiteralExpression | undefined {
  let e = unwrap(ts, expr);
  if (ts.isIdentifier(e)) {
    const held = scopes.constOf(e);
    e = held ? unwrap(ts, held.initializer) : e;
  }
  return ts.isObjectLiteralExpression(e) ? e : undefined;
}

/** A record that is a tool literal itself is read where it stands, not again through a loop. */
export function isOwnTool(ts: Ts, r: TS.ObjectLiteralExpression): boolean {
  const has = (keys: Set<string>) => r.properties.some((p) => p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && keys.has(p.name.text));
  return has(OWN_SCHEMA_KEYS) && has(NAME_KEYS);
}
const NAME_KEYS = new Set(['name', 'method', 'id']);

/** The records of `Object.entries(X)`, X a record of object literals written here (plain keys only). */
function entryRecordsOf(ts: Ts, expr: TS.Expression, scopes: Scopes): LoopRecord[] | undefined {
  const obj = literalOf(ts, expr, scopes);
  if (!obj || obj.properties.length === 0 || obj.properties.length > MAX_RECORDS) return undefined;
  const out: LoopRecord[] = [];
  for (const p of obj.properties) {
    if (!ts.isPropertyAssignment(p) || !(ts.isIdentifier(p.name) || ts.isStringLiteral(p.name) || ts.isNoSubstitutionTemplateLiteral(p.name))) return undefined;
    const r = literalOf(ts, p.initializer, scopes);
    if (!r || isOwnTool(ts, r)) return undefined;
    out.push({ record: r, key: p.name });
  }
  return out;
}

/** The records of a list written here: an array literal in place or in a const, each an object literal (also through a const). */
function recordsOf(ts: Ts, expr: TS.Expression, scopes: Scopes): LoopRecord[] | undefined {
  let e = unwrap(ts, expr);
  if (ts.isIdentifier(e)) {
    const held = scopes.constOf(e);
    if (!held) return undefined;
    e = unwrap(ts, held.initializer);
  }
  if (!ts.isArrayLiteralExpression(e) || e.elements.length === 0 || e.elements.length > MAX_RECORDS) return undefined;
  const out: LoopRecord[] = [];
  for (const el of e.elements) {
    const r = ts.isSpreadElement(el) ? undefined : literalOf(ts, el, scopes);
    if (!r || isOwnTool(ts, r)) return undefined;
    out.push({ record: r });
  }
  return out;
}

/** The record key an expression reads whole (`name` destructured, `t.name`), undefined when it reads none, null when it reads the loop variable otherwise. */
export function recordKey(ts: Ts, loop: ToolLoop, scopes: Scopes, expr: TS.Expression): string | typeof ENTRY_KEY | undefined | null {
  const e = unwrap(ts, expr);
  if (ts.isIdentifier(e)) {
    const decl = scopes.declarationOf(e);
    if (decl && loop.destructured.has(decl)) return loop.destructured.get(decl)!;
    if (decl && decl === loop.entryKey) return ENTRY_KEY;
  }
  if (ts.isPropertyAccessExpression(e) && ts.isIdentifier(e.expression) && loop.variable && scopes.declarationOf(e.expression) === loop.variable) return e.name.text;
  return readsLoop(ts, loop, scopes, e) ? null : undefined;
}

/** True when an expression reads the loop variable anywhere (a name it destructures, or the variable). */
function readsLoop(ts: Ts, loop: ToolLoop, scopes: Scopes, expr: TS.Node): boolean {
  let found = false;
  preorder(ts, expr, (n) => {
    if (found || !ts.isIdentifier(n)) return;
    const decl = scopes.declarationOf(n);
    if (decl && (decl === loop.variable || decl === loop.entryKey || loop.destructured.has(decl))) found = true;
  });
  return found;
}

/** A record's member, written as `key: value` or `key` (a shorthand naming a const). */
export function recordMember(ts: Ts, record: TS.ObjectLiteralExpression, key: string, scopes: Scopes): TS.Expression | undefined {
  return objectProperty(ts, record, key, scopes);
}
