// A registration loop over a list of tools that other files define (issue 11): `tools.forEach(({ name, config,
// handler }) => server.registerTool(name, config, handler))` or `for (const t of tools) server.tool(t.name,
// t.description, t.schema.shape, t.run)`, where `tools` is imported (`export const tools = [echoTool, searchTool]` in
// tools/index.ts, each tool a const in its own file), a const of this file listing imported tools, or an array that
// spreads imported lists (`[...fileTools, ...searchTools]`). Each record is read in the file that writes it, as this
// call sends it (the MCP SDK's reading of the call's arguments), and marked as defined there (ORIGIN): the CLI then
// reports the tool once, at its definition, when it lints that file too. In this file's own report (the language
// server's), each tool spans the loop's call, its parts at the arguments that take them. Only records that are object
// literals; a list holding anything else leaves the call to the readers of sdk-calls.ts, as before. A record that is a
// tool literal itself (`{ name, description, inputSchema }`) is its own file's tool, read there (not twice).
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import type { LiteralConverter } from './literals';
import { type Ts, unwrap } from './parser';
import { objectOf, objectProperty } from './ts-walk';
import { definedIn, importOf, MAX_IMPORT_DEPTH, resolveModule, respan } from './imports';
import { FOREIGN } from '../node-marks';
import { NAMED_ELSEWHERE, type NamedElsewhere } from './marks';
import { ENTRY_KEY, isOwnTool, loopAround, loopBinding, recordKey, recordMember, type ToolLoop } from './tool-loops';

/** Most records one loop's list is read for, and how deep lists of lists are followed. */
const MAX_RECORDS = 500;
const MAX_LIST_DEPTH = 6;

/** Where the call takes each part of a tool from: record keys, or (registerTool) the config's key. */
interface PartKeys {
  name: string;
  config?: string;
  description?: string;
  schema?: string;
}

/** One record of the list, read in the file that writes it. */
interface Found {
  conv: LiteralConverter;
  record: TS.ObjectLiteralExpression;
}

/**
 * How a list was read: all of it ('ok'), not a list of records ('other': left to the other readers, silent), or a list
 * of the project's that toollint stopped reading at a bound (too many records, lists nested too deep, a cycle of files,
 * too many files deep): then the loop is reported as not analysed, its tools never dropped silently.
 */
type Collected = 'ok' | 'other' | { over: string };
interface Collecting {
  out: Found[];
  /** Whether the list reached an import (a list of this file's own records is tool-loops.ts's). */
  imported: boolean;
}

/**
 * The tools a registration call in a loop over another file's tools registers, as a list node (see the header);
 * undefined when the call is no such registration, or its list is not made of object literals, none of them elsewhere.
 */
export function toolsListedElsewhere(ts: Ts, call: TS.CallExpression, conv: LiteralConverter): JsonNode | undefined {
  const callee = call.expression;
  const args = call.arguments;
  const method = ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.name) ? callee.name.text : undefined;
  const registers = (method === 'registerTool' || method === 'registerToolTask') && args.length >= 2;
  const here = conv.callSite().path;
  if (!conv.callSite().imports || here === undefined || !(registers || (method === 'tool' && args.length === 4))) return undefined;
  const around = loopAround(ts, call);
  const bound = around && loopBinding(ts, around.binding);
  if (!around || !bound) return undefined;
  const loop: ToolLoop = { records: [], ...bound, entryKey: undefined };
  for (const a of args) destructuredInBody(ts, conv, loop, a);
  const keys = partKeys(ts, conv, loop, args, registers);
  if (!keys) return undefined;
  const reading: Collecting = { out: [], imported: false };
  const read = collect(ts, conv, around.list, reading, 0, new Set([here]));
  if (read !== 'ok' && read !== 'other' && reading.imported) return notRead(conv, call, around.list, read.over);
  const found = reading.out;
  if (read !== 'ok' || found.length === 0 || found.every((f) => f.conv.callSite().path === here)) return undefined;
  const list = { type: 'array', ...conv.span(call), parent: undefined, children: [] as JsonNode[] } as unknown as JsonNode;
  const at = placesOf(ts, conv, args, registers);
  for (const f of found) {
    const node = toolOf(ts, f, keys, here);
    if (node) list.children!.push(placedAtCall(conv, node, call, at, list, true, list.children!.length));
  }
  return list.children!.length ? list : undefined;
}

/** The record keys a registration's arguments read, or undefined when an argument reads the loop variable otherwise. */
function partKeys(ts: Ts, conv: LiteralConverter, loop: ToolLoop, args: readonly TS.Expression[], registers: boolean): PartKeys | undefined {
  const key = (e: TS.Expression | undefined): string | undefined | null => {
    if (!e) return undefined;
    // `t.schema.shape` (a zod object's raw shape) is the record's schema: registerTool and tool() convert it the same.
    const x = unwrap(ts, e);
    const k = recordKey(ts, loop, conv.scopes, ts.isPropertyAccessExpression(x) && x.name.text === 'shape' ? x.expression : x);
    return k === ENTRY_KEY ? null : k;
  };
  const name = key(args[0]);
  if (typeof name !== 'string') return undefined;
  if (!registers) {
    const description = key(args[1]);
    const schema = key(args[2]);
    return typeof description === 'string' && typeof schema === 'string' ? { name, description, schema } : undefined;
  }
  const config = key(args[1]);
  if (typeof config === 'string') return { name, config };
  // `{ description: t.description, inputSchema: t.inputSchema }` written at the call.
  const written = unwrap(ts, args[1]!);
  if (!ts.isObjectLiteralExpression(written)) return undefined;
  const description = key(objectProperty(ts, written, 'description'));
  const schema = key(objectProperty(ts, written, 'inputSchema'));
  return description !== null && typeof schema === 'string' ? { name, description, schema } : undefined;
}

/** `const { name, config, handler } = tool;` in the loop's body (helix-mcp): a name it declares reads that record key. */
function destructuredInBody(ts: Ts, conv: LiteralConverter, loop: ToolLoop, arg: TS.Expression): void {
  const e = unwrap(ts, arg);
  const decl = ts.isIdentifier(e) ? conv.scopes.declarationOf(e) : undefined;
  if (!decl || !ts.isBindingElement(decl) || decl.dotDotDotToken || !ts.isObjectBindingPattern(decl.parent)) return;
  const holder = decl.parent.parent;
  const init = ts.isVariableDeclaration(holder) && holder.initializer ? unwrap(ts, holder.initializer) : undefined;
  if (!init || !ts.isIdentifier(init) || !loop.variable || conv.scopes.declarationOf(init) !== loop.variable) return;
  const key = decl.propertyName ? (ts.isIdentifier(decl.propertyName) || ts.isStringLiteral(decl.propertyName) ? decl.propertyName.text : undefined) : ts.isIdentifier(decl.name) ? decl.name.text : undefined;
  if (key !== undefined) loop.destructured.set(decl, key);
}

/**
 * The records of a list, each with the reader of its file: in place, a const, an import, spreads of lists; 'other'
 * when an element is something else, `over` when a bound stopped the reading (see Collected). `files`: the files the
 * reading went through, a file met again being a cycle.
 */
function collect(ts: Ts, conv: LiteralConverter, expr: TS.Expression, c: Collecting, depth: number, files: ReadonlySet<string | undefined>): Collected {
  if (depth > MAX_LIST_DEPTH) return { over: `its lists are nested more than ${MAX_LIST_DEPTH} deep` };
  const e = unwrap(ts, expr);
  if (ts.isObjectLiteralExpression(e) && c.out.length >= MAX_RECORDS) return { over: `it holds more than ${MAX_RECORDS} records` };
  // A record that is a tool literal itself is read where it stands, in its own file, and not again here (as a loop
  // over a list of this file's records leaves it).
  if (ts.isObjectLiteralExpression(e)) return depth > 0 && (isOwnTool(ts, e) || c.out.push({ conv, record: e }) > 0) ? 'ok' : 'other';
  if (ts.isArrayLiteralExpression(e)) {
    if (e.elements.length === 0) return 'other';
    if (e.elements.length > MAX_RECORDS) return { over: `it holds more than ${MAX_RECORDS} records` };
    for (const el of e.elements) {
      const r: Collected = ts.isOmittedExpression(el) ? 'other' : collect(ts, conv, ts.isSpreadElement(el) ? el.expression : el, c, depth + 1, files);
      if (r !== 'ok') return r;
    }
    return 'ok';
  }
  if (!ts.isIdentifier(e)) return 'other';
  const held = conv.scopes.constOf(e);
  if (held) return collect(ts, conv, held.initializer, c, depth + 1, files);
  const what = importOf(ts, conv.scopes, e);
  if (!what) return 'other';
  // A file of the project the reading already went through, or one too many files deep: a bound, not a package's list.
  const site = conv.callSite();
  const target = site.path !== undefined && site.imports ? resolveModule(site.path, what.specifier, site.imports) : undefined;
  if (target) c.imported = true;
  if (target && files.has(target)) return { over: `its lists spread each other (a cycle of files through ${JSON.stringify(what.specifier)})` };
  if (target && site.importDepth >= MAX_IMPORT_DEPTH) return { over: `it is spread from files more than ${MAX_IMPORT_DEPTH} imports deep` };
  const r = conv.imported(e, (other, init) => (ts.isFunctionDeclaration(init) ? 'other' : collect(ts, other, init, c, depth + 1, new Set([...files, target, other.callSite().path]))));
  return r ?? 'other';
}

/**
 * A registration loop over a project's list toollint stopped reading at a bound (`why`): one not-analyzable at the
 * list, a tool that is no tool (its name known only at run time, no schema), never a silent drop.
 */
function notRead(conv: LiteralConverter, call: TS.CallExpression, listExpr: TS.Expression, why: string): JsonNode {
  const span = conv.span(call);
  const list = { type: 'array', ...span, parent: undefined, children: [] as JsonNode[] } as unknown as JsonNode;
  const tool = { type: 'object', ...span, parent: list, children: [] as JsonNode[] } as unknown as JsonNode;
  const prop = { type: 'property', ...span, colonOffset: span.offset, parent: tool, children: [] as JsonNode[] } as unknown as JsonNode;
  const key = { type: 'string', value: 'name', ...span, parent: prop } as unknown as JsonNode;
  const listed = listExpr.getText().slice(0, 60);
  const message = `Not analysed: the tools this loop registers come from \`${listed}\`, which toollint stopped reading: ${why}. toollint reads a bounded part of the lists other files write, and never runs code, so none of these tools was checked.`;
  const name = conv.runtimeValue(listExpr, prop, `the list \`${listed}\` was not read to its end (${why})`);
  (name as unknown as Record<symbol, NamedElsewhere>)[NAMED_ELSEWHERE] = { ...conv.span(listExpr), message };
  prop.children!.push(key, name);
  tool.children!.push(prop);
  list.children!.push(tool);
  return list;
}

/** A record read as the call sends it, in its own file, marked as defined there (when that is another file). */
function toolOf(ts: Ts, f: Found, keys: PartKeys, here: string): JsonNode | undefined {
  const sc = f.conv.scopes;
  const member = (k: string | undefined) => (k === undefined ? undefined : recordMember(ts, f.record, k, sc));
  const name = member(keys.name);
  const config = keys.config === undefined ? undefined : member(keys.config);
  const settings = config && objectOf(ts, config, sc, 0);
  if (!name || (keys.config !== undefined && !settings)) return undefined;
  const description = settings ? objectProperty(ts, settings, 'description', sc) : member(keys.description);
  const schema = settings ? objectProperty(ts, settings, 'inputSchema', sc) : member(keys.schema);
  // A registration without a schema (an MCP tool of no arguments) is left out: its empty schema spans a call, and a
  // record is none.
  if (!schema) return undefined;
  const node = f.conv.toolObject(f.record as unknown as TS.CallExpression, 'mcp-sdk', { name, description, schema, schemaKind: 'shape' });
  const path = f.conv.callSite().path;
  return path !== undefined && path !== here ? definedIn(path, node) : node;
}

/** The code of the call that takes each part of the tool: the name, the description and the schema. */
function placesOf(ts: Ts, conv: LiteralConverter, args: readonly TS.Expression[], registers: boolean): Record<string, TS.Node | undefined> {
  if (!registers) return { name: args[0], description: args[1], inputSchema: args[2] };
  const written = unwrap(ts, args[1]!);
  const config = ts.isObjectLiteralExpression(written) ? written : undefined;
  return { name: args[0], description: (config && objectProperty(ts, config, 'description', conv.scopes)) ?? args[1], inputSchema: (config && objectProperty(ts, config, 'inputSchema', conv.scopes)) ?? args[1] };
}

/**
 * A tool read in another file, placed at a loop's call here: each part at the argument that takes it (`at`, by the
 * tool's key; its findings land there, never with an edit: the code is in the tool's own file). Each tool spans the
 * call one character shorter per tool before it, so each is a definition of its own. `parent` and `readForHere` as
 * for respan.
 */
export function placedAtCall(conv: LiteralConverter, node: JsonNode, call: TS.CallExpression, at: Record<string, TS.Node | undefined>, parent: JsonNode | undefined, readForHere: boolean, index: number): JsonNode {
  respan(node, conv.span(call), parent, readForHere);
  for (const p of node.children ?? []) {
    const where = at[p.children?.[0]?.value as string];
    if (where && p.children?.[1]) respan(p.children[1], conv.span(where), p);
  }
  // The loop registers it here: this file reports it (a tool whose name is foreign too is left to its own file). No
  // text fix follows, as the tool holds foreign nodes.
  const named = node.children?.find((p) => p.children?.[0]?.value === 'name')?.children?.[1];
  if (named) delete (named as unknown as Record<symbol, unknown>)[FOREIGN];
  (node as { length: number }).length = Math.max(1, node.length - index);
  return node;
}
