// Tools a list makes by mapping over a record of the project's own, keyed by tool name: data-liberation-agent's
// ListTools handler lists `...Object.entries(NEW_TOOL_SCHEMAS).map(([name, def]) => ({ name, ...def }))` beside its
// literal tools, NEW_TOOL_SCHEMAS a const of another file (`{ liberate_cluster_pages: { description, inputSchema },
// ... }`). The records carry no name of their own (the key is it), so no reading finds them as tools, and the mapped
// literal's name is a callback parameter: the tools vanished without a word. Such a map is reported once, at the map,
// as tools not analysed. Code that converts tools it is given (`tools.map((t) => ({ name: t.name, ... }))`, a record
// that is a parameter or a package's) is not a definition and stays silent.
import type * as TS from 'typescript';
import type { ParseProblem } from '../json/json';
import { importOf } from './imports';
import { type Ts, unwrap } from './parser';
import type { Scopes } from './ts-walk';

const MAP_METHODS = new Set(['map', 'flatMap']);
const SCHEMA_KEYS = new Set(['inputSchema', 'input_schema', 'parameters', 'schema']);
/** Calls a mapped list may be passed through on its way into a `tools` list (a deep copy, a cast). */
const PASS_THROUGH = new Set(['JSON.parse', 'JSON.stringify', 'structuredClone', 'Array.from']);

/**
 * For an object literal a map callback returns: one not-analyzable problem at the map when it makes tools from the
 * entries of a project record (see above); undefined otherwise.
 */
export function mappedToolList(ts: Ts, scopes: Scopes, lit: TS.ObjectLiteralExpression): ParseProblem | undefined {
  let at: TS.Node = lit;
  while (at.parent && (ts.isParenthesizedExpression(at.parent) || ts.isAsExpression(at.parent) || ts.isSatisfiesExpression(at.parent))) at = at.parent;
  const fn = at.parent;
  if (!fn || !(ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) || !returns(ts, fn, at)) return undefined;
  const map = fn.parent;
  if (!map || !ts.isCallExpression(map) || map.arguments[0] !== fn || !ts.isPropertyAccessExpression(map.expression) || !MAP_METHODS.has(map.expression.name.text)) return undefined;
  // `Object.entries(RECORD)` (or `Object.keys`), its key bound by the callback's first parameter (`[name, def]`, `name`).
  const entries = unwrap(ts, map.expression.expression);
  if (!ts.isCallExpression(entries) || entries.arguments.length !== 1 || !ts.isPropertyAccessExpression(entries.expression)) return undefined;
  const method = entries.expression.name.text;
  if (!ts.isIdentifier(entries.expression.expression) || entries.expression.expression.text !== 'Object' || (method !== 'entries' && method !== 'keys')) return undefined;
  const record = unwrap(ts, entries.arguments[0]!);
  if (!ts.isIdentifier(record) || !projectRecord(ts, scopes, record)) return undefined;
  const first = fn.parameters[0]?.name;
  const key = first && method === 'entries' && ts.isArrayBindingPattern(first) ? first.elements[0] : first;
  const keyDecl = key && ts.isBindingElement(key) ? key : key && ts.isIdentifier(key) ? fn.parameters[0] : undefined;
  if (!keyDecl) return undefined;
  // The literal's `name` is the key (`name`, `name: key`), and it is a tool: a schema key, a spread of the record's
  // entry, or a place in a `tools` list.
  let named = false;
  let tooly = false;
  for (const p of lit.properties) {
    if (ts.isSpreadAssignment(p)) tooly = true;
    const k = p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined;
    if (k === 'name') {
      const value = ts.isShorthandPropertyAssignment(p) ? p.name : ts.isPropertyAssignment(p) ? unwrap(ts, p.initializer) : undefined;
      named = !!value && ts.isIdentifier(value) && scopes.declarationOf(value) === keyDecl;
    } else if (k !== undefined && SCHEMA_KEYS.has(k)) tooly = true;
  }
  if (!named || !(tooly || inToolsList(ts, map))) return undefined;
  const start = map.getStart();
  return {
    message: `Not analysed: the tools of \`${record.text}\` are made at run time, one per entry, by a callback (\`${map.expression.expression.getText().slice(0, 60)}.${map.expression.name.text}(...)\`). toollint reads literals only and never runs code: write each tool as a literal, or list the record's entries with their names.`,
    span: { offset: start, length: map.getEnd() - start },
  };
}

/** Whether `body` is what `fn` returns: its expression body, or the expression of its only statement, a return. */
function returns(ts: Ts, fn: TS.ArrowFunction | TS.FunctionExpression, body: TS.Node): boolean {
  if (fn.body === body) return true;
  if (!ts.isBlock(fn.body)) return false;
  const only = fn.body.statements.length === 1 ? fn.body.statements[0] : undefined;
  if (!only || !ts.isReturnStatement(only) || !only.expression) return false;
  let e: TS.Node = only.expression;
  while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e)) e = e.expression;
  return e === body || only.expression === body;
}

/** A record the project writes: a same-file const holding an object literal, or a name imported from a project file. */
function projectRecord(ts: Ts, scopes: Scopes, id: TS.Identifier): boolean {
  const decl = scopes.constOf(id);
  if (decl) return ts.isObjectLiteralExpression(unwrap(ts, decl.initializer));
  const from = importOf(ts, scopes, id)?.specifier;
  return from !== undefined && (from.startsWith('.') || from.startsWith('/') || from.startsWith('@/') || from.startsWith('~/'));
}

/** The map's result stands in a `tools: [...]` list (spread there, possibly through a deep copy or a cast), or is it. */
function inToolsList(ts: Ts, map: TS.CallExpression): boolean {
  let at: TS.Node = map;
  for (let i = 0; i < 16 && at.parent; i++) {
    const p: TS.Node = at.parent;
    if (ts.isParenthesizedExpression(p) || ts.isAsExpression(p) || ts.isSatisfiesExpression(p) || ts.isSpreadElement(p) || ts.isArrayLiteralExpression(p)) at = p;
    else if (ts.isCallExpression(p) && p.arguments.includes(at as TS.Expression) && PASS_THROUGH.has(p.expression.getText())) at = p;
    else return ts.isPropertyAssignment(p) && p.initializer === at && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === 'tools';
  }
  return false;
}
