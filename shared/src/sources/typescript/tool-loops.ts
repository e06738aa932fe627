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
import type { Node as JsonNode } from 'jsonc-parser';
import { zodFieldsToSchemaNode, type ZodContext, type ZodResult, type ZodWrapper } from '../../converters/zod';
import { SHAPE_HINT } from '../../extract/shapes';
import { CONVERTER, GENERATED } from '../node-marks';
import { outermost, type Ts, unwrap } from './parser';

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

// A tool literal in the body of a `for...of` over a const list of records, reading the records through the loop's
// destructured names (brightdata-mcp's datasets: `for (let { id, description, inputs, defaults = {} } of datasets) {
// const tool_name = \`web_data_${id}\`; let parameters = {}; for (let input of inputs) parameters[input] = input ==
// 'url' ? z.string().url() : z.string(); addTool({ name: tool_name, description, parameters: z.object(parameters) }) }`):
// one tool per record, its values worked out from that record's literals. A schema built field by field is read when
// each field's zod is chosen by conditions on those literals alone; otherwise that record's tool says what is not read.

/** Most values of one record's inner list that are followed, and most evaluation steps for one value. */
const MAX_FIELDS = 100;
const MAX_STEPS_PER_VALUE = 64;

/** What an expression comes to for one record: a string, undefined, a boolean, an object literal, or code read as it is. */
type Value = { k: 'str'; v: string; at: TS.Expression } | { k: 'undef' } | { k: 'bool'; v: boolean } | { k: 'obj'; lit: TS.ObjectLiteralExpression } | { k: 'arr'; lit: TS.ArrayLiteralExpression } | { k: 'code'; e: TS.Expression };

/** One record's tool: its name, where to show it, its description's code, and its schema (fields, a whole schema, or why not). */
export interface LoopEntry {
  record: TS.ObjectLiteralExpression;
  name: string;
  nameAt: TS.Node;
  description: TS.Expression | undefined;
  schema: { fields: { key: string; at: TS.Node; value: TS.Expression }[] } | { expr: TS.Expression } | { why: string };
}

/** The loop a literal is registered in: `f(literal)` or `x.f(literal)` as a statement of a for-of's block over records written here. */
function literalLoop(ts: Ts, expr: TS.ObjectLiteralExpression, scopes: Scopes): { loop: TS.ForOfStatement; records: LoopRecord[]; binding: TS.BindingName } | undefined {
  const call = outermost(ts, expr).parent;
  if (!call || !ts.isCallExpression(call) || call.arguments.length !== 1 || outermost(ts, call.arguments[0]!) !== outermost(ts, expr)) return undefined;
  const st = call.parent;
  const block = st?.parent;
  const loop = block?.parent;
  if (!st || !ts.isExpressionStatement(st) || !block || !ts.isBlock(block) || !loop || !ts.isForOfStatement(loop) || !ts.isVariableDeclarationList(loop.initializer) || loop.initializer.declarations.length !== 1) return undefined;
  const records = recordsOf(ts, loop.expression, scopes);
  return records && { loop, records, binding: loop.initializer.declarations[0]!.name };
}

/**
 * The tools a literal in such a loop makes, one per record, from its name, description and schema expressions;
 * undefined when it is in no such loop or its name is not worked out for every record.
 */
export function loopEntries(ts: Ts, scopes: Scopes, expr: TS.ObjectLiteralExpression, parts: { name: TS.Expression; description: TS.Expression | undefined; schema: TS.Expression | undefined }, zodNames: ReadonlySet<string>): LoopEntry[] | undefined {
  const found = literalLoop(ts, expr, scopes);
  if (!found) return undefined;
  const { loop, records, binding } = found;
  const bound = loopBinding(ts, binding);
  if (!bound) return undefined;
  const assigned = assignedNames(ts, scopes, loop);
  const out: LoopEntry[] = [];
  for (const { record } of records) {
    const ev = new RecordEval(ts, scopes, loop, record, bound, assigned);
    const name = ev.value(parts.name);
    if (name?.k !== 'str') return undefined;
    const d = parts.description && ev.value(parts.description);
    const description = !d ? undefined : d.k === 'code' ? d.e : d.k === 'str' && (ts.isStringLiteral(d.at) || ts.isNoSubstitutionTemplateLiteral(d.at)) ? d.at : parts.description;
    out.push({ record, name: name.v, nameAt: ev.nameAt(name) ?? record, description, schema: parts.schema ? ev.schema(parts.schema, zodNames) : { why: 'no schema' } });
  }
  return out;
}

/** The names assigned anywhere in the loop (`x = ...`, `x += ...`, `x++`): a `let` of the body read once must be none of them. */
function assignedNames(ts: Ts, scopes: Scopes, loop: TS.Node): Set<TS.Node> {
  const out = new Set<TS.Node>();
  preorder(ts, loop, (n) => {
    const target = ts.isBinaryExpression(n) && n.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && n.operatorToken.kind <= ts.SyntaxKind.LastAssignment ? n.left : (ts.isPrefixUnaryExpression(n) || ts.isPostfixUnaryExpression(n)) && (n.operator === ts.SyntaxKind.PlusPlusToken || n.operator === ts.SyntaxKind.MinusMinusToken) ? n.operand : undefined;
    const d = target && ts.isIdentifier(target) ? scopes.declarationOf(target) : undefined;
    if (d) out.add(d);
  });
  return out;
}

/** Works out the loop body's expressions for one record (see Value), within a bounded number of steps. */
class RecordEval {
  private steps = 0;
  /** The names bound for this record: the destructured ones, and an inner loop's variable while its body is read. */
  private readonly env = new Map<TS.Node, Value>();
  constructor(
    private readonly ts: Ts,
    private readonly scopes: Scopes,
    private readonly loop: TS.ForOfStatement,
    private readonly record: TS.ObjectLiteralExpression,
    private readonly bound: Pick<ToolLoop, 'variable' | 'destructured'>,
    private readonly assigned: Set<TS.Node>,
  ) {
    for (const [el, key] of bound.destructured) {
      const member = objectProperty(ts, record, key, scopes);
      const init = ts.isBindingElement(el) ? el.initializer : undefined;
      const v = member ? this.read(member) : init ? this.read(init) : { k: 'undef' as const };
      if (v) this.env.set(el, v);
    }
    if (bound.variable) this.env.set(bound.variable, { k: 'obj', lit: record });
  }

  /** The value for this record, undefined when it is not worked out. */
  value(e: TS.Expression): Value | undefined {
    this.steps = 0;
    return this.read(e);
  }

  /** Where a name's record value stands: the record's member a template takes (`id` in `web_data_${id}`). */
  nameAt(name: Value): TS.Node | undefined {
    return name.k === 'str' && name.at.getSourceFile() === this.record.getSourceFile() && name.at.pos >= this.record.pos && name.at.end <= this.record.end ? name.at : undefined;
  }

  private local(d: TS.Node): boolean {
    return d.pos >= this.loop.pos && d.end <= this.loop.end;
  }

  /** True when the code reads a name of the loop (its bindings or a variable of its body). */
  private readsLoop(e: TS.Node): boolean {
    let hit = false;
    preorder(this.ts, e, (n) => {
      if (hit || !this.ts.isIdentifier(n)) return;
      const d = this.scopes.declarationOf(n);
      if (d && this.local(d)) hit = true;
    });
    return hit;
  }

  private read(expr: TS.Expression): Value | undefined {
    const ts = this.ts;
    if (++this.steps > MAX_STEPS_PER_VALUE) return undefined;
    const e = unwrap(ts, expr);
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return { k: 'str', v: e.text, at: e };
    if (ts.isObjectLiteralExpression(e)) return { k: 'obj', lit: e };
    if (ts.isArrayLiteralExpression(e)) return { k: 'arr', lit: e };
    if (ts.isIdentifier(e)) {
      if (e.text === 'undefined') return { k: 'undef' };
      const d = this.scopes.declarationOf(e);
      if (d && this.env.has(d)) return this.env.get(d);
      if (d && this.local(d)) {
        // A `const`/`let` of the body, given once and never assigned again.
        return ts.isVariableDeclaration(d) && d.initializer && ts.isIdentifier(d.name) && !this.assigned.has(d) ? this.read(d.initializer) : undefined;
      }
      return { k: 'code', e };
    }
    if (ts.isTemplateExpression(e)) {
      let v = e.head.text;
      let at: TS.Expression = e;
      for (const span of e.templateSpans) {
        const part = this.read(span.expression);
        if (part?.k !== 'str') return undefined;
        v += part.v + span.literal.text;
        at = part.at;
      }
      return { k: 'str', v, at: e.templateSpans.length === 1 ? at : e };
    }
    if (ts.isElementAccessExpression(e) || ts.isPropertyAccessExpression(e)) {
      const owner = this.read(e.expression);
      const key = ts.isPropertyAccessExpression(e) ? (ts.isIdentifier(e.name) ? e.name.text : undefined) : (() => {
        const k = this.read(e.argumentExpression);
        return k?.k === 'str' ? k.v : undefined;
      })();
      if (owner?.k === 'obj' && key !== undefined) {
        const member = objectProperty(ts, owner.lit, key, this.scopes);
        return member ? this.read(member) : { k: 'undef' };
      }
      return owner?.k === 'code' && !this.readsLoop(e) ? { k: 'code', e } : undefined;
    }
    if (ts.isBinaryExpression(e)) {
      const op = e.operatorToken.kind;
      const eq = op === ts.SyntaxKind.EqualsEqualsToken || op === ts.SyntaxKind.EqualsEqualsEqualsToken;
      const ne = op === ts.SyntaxKind.ExclamationEqualsToken || op === ts.SyntaxKind.ExclamationEqualsEqualsToken;
      if (eq || ne) {
        const a = this.read(e.left);
        const b = this.read(e.right);
        const same = comparable(a) && comparable(b) ? a.k === b.k && (a.k !== 'str' || a.v === (b as { v: string }).v) : undefined;
        return same === undefined ? undefined : { k: 'bool', v: eq ? same : !same };
      }
    }
    if (ts.isConditionalExpression(e)) {
      const c = this.read(e.condition);
      return c?.k === 'bool' ? this.read(c.v ? e.whenTrue : e.whenFalse) : undefined;
    }
    return this.readsLoop(e) ? undefined : { k: 'code', e };
  }

  /** The schema for this record: `z.object(fields)` of a body object filled by an inner loop, a whole schema, or why not. */
  schema(expr: TS.Expression, zodNames: ReadonlySet<string>): LoopEntry['schema'] {
    const ts = this.ts;
    const e = unwrap(ts, expr);
    const arg = ts.isCallExpression(e) && e.arguments.length === 1 && ts.isPropertyAccessExpression(e.expression) && e.expression.name.text === 'object' && ts.isIdentifier(e.expression.expression) && zodNames.has(e.expression.expression.text) ? unwrap(ts, e.arguments[0]!) : undefined;
    const d = arg && ts.isIdentifier(arg) ? this.scopes.declarationOf(arg) : undefined;
    if (arg && d && this.local(d)) return this.builtFields(arg as TS.Identifier, d);
    this.steps = 0;
    const whole = this.read(e);
    return whole?.k === 'code' ? { expr: whole.e } : { why: `the schema \`${clip(e.getText())}\` is built from the loop's values at run time` };
  }

  /** `let P = {}` filled only by `P[x] = value` in a `for (let x of list)` of the loop body: one field per item. */
  private builtFields(id: TS.Identifier, d: TS.Node): LoopEntry['schema'] {
    const ts = this.ts;
    const why = (what: string) => ({ why: `\`${id.text}\` is built at run time (${what})` });
    if (!ts.isVariableDeclaration(d) || !d.initializer || !ts.isObjectLiteralExpression(unwrap(ts, d.initializer)) || (unwrap(ts, d.initializer) as TS.ObjectLiteralExpression).properties.length > 0) return why('not a `let` of an empty object');
    const fill = this.loop.statement && ts.isBlock(this.loop.statement) ? this.loop.statement.statements.filter((s) => ts.isForOfStatement(s) && s.pos > d.end) : [];
    const inner = fill.length === 1 ? (fill[0] as TS.ForOfStatement) : undefined;
    const decl = inner && ts.isVariableDeclarationList(inner.initializer) && inner.initializer.declarations.length === 1 ? inner.initializer.declarations[0]! : undefined;
    if (!inner || !decl || !ts.isIdentifier(decl.name) || !ts.isBlock(inner.statement) && !ts.isExpressionStatement(inner.statement)) return why('filled other than by one `for...of` over a list');
    // Every use of P: its declaration, the one `P[x] = ...` of the inner loop, and `z.object(P)`.
    const body = ts.isBlock(inner.statement) ? inner.statement.statements : [inner.statement];
    const sets = body.filter((s) => ts.isExpressionStatement(s) && ts.isBinaryExpression(s.expression) && s.expression.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isElementAccessExpression(s.expression.left) && ts.isIdentifier(s.expression.left.expression) && this.scopes.declarationOf(s.expression.left.expression) === d);
    if (sets.length !== 1 || body.some((s) => !ts.isVariableStatement(s) && !sets.includes(s))) return why('the inner loop does more than declare values and set one field');
    let uses = 0;
    preorder(ts, this.loop, (n) => {
      const key = n.parent && ((ts.isPropertyAssignment(n.parent) && n.parent.name === n) || (ts.isPropertyAccessExpression(n.parent) && n.parent.name === n));
      if (ts.isIdentifier(n) && n !== d.name && !key && this.scopes.declarationOf(n) === d) uses++;
    });
    if (uses !== 2) return why(`\`${id.text}\` is used in other ways in the loop`);
    const set = (sets[0] as TS.ExpressionStatement).expression as TS.BinaryExpression;
    this.steps = 0;
    const list = this.read(inner.expression);
    if (list?.k !== 'arr' || list.lit.elements.length > MAX_FIELDS) return why('its keys are not a list written in the record');
    const fields: { key: string; at: TS.Node; value: TS.Expression }[] = [];
    for (const el of list.lit.elements) {
      this.steps = 0;
      const item = ts.isSpreadElement(el) ? undefined : this.read(el);
      if (item?.k !== 'str') return why('a key that is not a string literal');
      this.env.set(decl, item);
      this.steps = 0;
      const key = this.read((set.left as TS.ElementAccessExpression).argumentExpression);
      this.steps = 0;
      const value = this.read(set.right);
      this.env.delete(decl);
      if (key?.k !== 'str') return why('a key worked out only at run time');
      if (value?.k !== 'code' || this.readsLoop(value.e)) return why(`for \`${key.v}\`, \`${clip(set.right.getText())}\` comes to code that uses the loop's values`);
      fields.push({ key: key.v, at: el, value: value.e });
    }
    return { fields };
  }
}

function comparable(v: Value | undefined): v is { k: 'str'; v: string; at: TS.Expression } | { k: 'undef' } {
  return v?.k === 'str' || v?.k === 'undef';
}

/** Most characters of code quoted in a message. */
const MAX_QUOTED = 60;
function clip(text: string): string {
  const one = text.replace(/\s+/g, ' ');
  return one.length > MAX_QUOTED ? `${one.slice(0, MAX_QUOTED)}…` : one;
}

/** What loopLiteralTools needs of the literal reader (structural: the reader's module imports this one). */
export interface LoopReader {
  readonly ts: Ts;
  readonly scopes: Scopes;
  span(node: TS.Node): { offset: number; length: number };
  convert(expr: TS.Expression, parent: JsonNode | undefined, depth: number): JsonNode | undefined;
  property(at: TS.Node, key: string, value: JsonNode, parent: JsonNode): JsonNode;
  runtimeValue(node: TS.Node, parent: JsonNode | undefined, why: string): JsonNode;
  schema(expr: TS.Expression, kind: 'shape' | 'schema' | 'zod', wrapper: ZodWrapper, toolName: string | undefined): JsonNode | undefined;
  zodContext(wrapper: ZodWrapper, rootName: string | undefined, entry: TS.Expression, read: never[]): ZodContext | undefined;
  fromZod(r: ZodResult, read: never[]): JsonNode;
  zodNamesOf(): Set<string>;
}

/**
 * The MCP tools (FastMCP's `addTool` literal, fastmcp.ts) a literal in a loop over records makes: a list of one tool
 * per record, each spanning its record; `finish` converts a schema as the SDK does, given a reader per zod wrapper.
 */
export function loopLiteralTools(conv: LoopReader, expr: TS.ObjectLiteralExpression, parts: { name: TS.Expression; description: TS.Expression | undefined; schema: TS.Expression }, finish: (read: (wrapper: ZodWrapper) => JsonNode | undefined, at: TS.Expression) => { schema: JsonNode; note: string }): JsonNode | undefined {
  const ts = conv.ts;
  const entries = loopEntries(ts, conv.scopes, expr, parts, conv.zodNamesOf());
  if (!entries) return undefined;
  const call = expr.parent as TS.CallExpression;
  const list = { type: 'array', ...conv.span(call), parent: undefined, children: [] as JsonNode[] } as unknown as JsonNode;
  for (const entry of entries) {
    const node = { type: 'object', ...conv.span(entry.record), parent: list, children: [] as JsonNode[], [SHAPE_HINT]: 'mcp' } as unknown as JsonNode;
    const add = (key: string, at: TS.Node, value: JsonNode | undefined) => {
      if (value) node.children!.push(conv.property(at, key, value, node));
    };
    add('name', entry.nameAt, { type: 'string', value: entry.name, ...conv.span(entry.nameAt) } as JsonNode);
    if (entry.description) add('description', entry.description, conv.convert(entry.description, undefined, 1));
    const s = entry.schema;
    if ('why' in s) add('inputSchema', entry.record, conv.runtimeValue(entry.record, undefined, `the schema of \`${entry.name}\`: ${s.why}`));
    else {
      const read = (wrapper: ZodWrapper): JsonNode | undefined => {
        if ('expr' in s) return conv.schema(s.expr, 'schema', wrapper, entry.name);
        const ctx = conv.zodContext(wrapper, entry.name, parts.schema, []);
        return ctx && conv.fromZod(zodFieldsToSchemaNode(s.fields, parts.schema, ctx), []);
      };
      const done = finish(read, parts.schema);
      add('inputSchema', parts.schema, done.schema);
      if ((done.schema as unknown as Record<symbol, boolean>)[GENERATED]) Object.assign(node, { [GENERATED]: true, [CONVERTER]: `${done.note}; one tool per entry of the loop's list` });
    }
    list.children!.push(node);
  }
  return list.children!.length ? list : undefined;
}
