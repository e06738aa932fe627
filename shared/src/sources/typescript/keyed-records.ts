// A project's own record of tools keyed by tool name, with no SDK call around its values: rowboat's catalog
// `export const BuiltinTools: z.infer<typeof BuiltinToolsSchema> = { loadSkill: { description, inputSchema:
// z.object({...}), execute }, ... }`, whose entries its runtime hands to the AI SDK as `tool({ description:
// match.description, inputSchema: match.inputSchema })` under the key. The values carry no name of their own (the key
// is it), so the tool-shaped literal reading, which wants a `name`, passed them by. Such a record is read as the AI SDK
// record it becomes (tool-shapes.ts: each value as tool() would send it, named by its key). Only a record whose values
// are all tools is one: each a description beside a schema slot, at least one with its `execute` function written
// there; a record with any other kind of value (settings, messages, a lookup table) is left alone.
import type * as TS from 'typescript';
import { isZodExpression, type ZodContext, type ZodWrapper } from '../../converters/zod';
import { literalInit } from './object-members';
import { type Ts, unwrap } from './parser';
import { type ConstDeclaration, isConstDeclaration, type Scopes } from './ts-walk';

/** What this reading uses of the literal reader (named here to keep one direction of imports). */
export interface RecordReader {
  ts: Ts;
  scopes: Scopes;
  zodContext(wrapper: ZodWrapper, rootName: string | undefined, entry: TS.Expression, read: ConstDeclaration[]): ZodContext | undefined;
}

/** The AI SDK's slots for a tool's schema (ai 5: inputSchema; ai 4: parameters). */
const SCHEMA_SLOTS = ['inputSchema', 'parameters'];
/** AI SDK helpers that make a schema of their argument. */
const SCHEMA_HELPERS = new Set(['jsonSchema', 'zodSchema', 'valibotSchema']);
/** A record of more values than this is read as data, not checked as tools (a bounded test). */
const MAX_ENTRIES = 500;

/** The hover's note on a tool read from such a record. */
export function recordNote(record: string): string {
  return ` Assumed: \`${record}\` is a record of tools keyed by name ({ description, inputSchema, execute }), each sent as the AI SDK's tool() sends it under its key.`;
}

/**
 * For a tool-shaped value of a project's tool record (see above): the key it is listed under and the record's name;
 * undefined for any other literal.
 */
export function toolRecordEntry(conv: RecordReader, expr: TS.ObjectLiteralExpression): { key: TS.PropertyName; record: string } | undefined {
  const ts = conv.ts;
  let at: TS.Node = expr;
  while (ts.isParenthesizedExpression(at.parent) || ts.isAsExpression(at.parent) || ts.isSatisfiesExpression(at.parent)) at = at.parent;
  const entry = at.parent;
  if (!entry || !ts.isPropertyAssignment(entry) || entry.initializer !== at) return undefined;
  const record = entry.parent;
  if (!ts.isObjectLiteralExpression(record)) return undefined;
  let held: TS.Node = record;
  while (ts.isParenthesizedExpression(held.parent) || ts.isAsExpression(held.parent) || ts.isSatisfiesExpression(held.parent)) held = held.parent;
  const decl = held.parent;
  if (!isConstDeclaration(ts, decl) || decl.initializer !== held) return undefined;
  return isToolRecord(conv, record) ? { key: entry.name, record: decl.name.text } : undefined;
}

/** Every value written in the record is a tool-shaped literal, and at least one has its `execute` function there. */
function isToolRecord(conv: RecordReader, record: TS.ObjectLiteralExpression): boolean {
  const ts = conv.ts;
  let tools = 0;
  let executes = 0;
  if (record.properties.length > MAX_ENTRIES) return false;
  for (const p of record.properties) {
    // Spreads of other records (`...fileTools`) and shorthand entries are read where they are written.
    if (ts.isSpreadAssignment(p) || ts.isShorthandPropertyAssignment(p)) continue;
    if (!ts.isPropertyAssignment(p)) return false;
    const value = unwrap(ts, p.initializer);
    if (!ts.isObjectLiteralExpression(value) || !isToolValue(conv, value)) return false;
    tools++;
    if (isFunction(ts, literalInit(ts, value, 'execute')) || value.properties.some((m) => ts.isMethodDeclaration(m) && ts.isIdentifier(m.name) && m.name.text === 'execute')) executes++;
  }
  return tools > 0 && executes > 0;
}

/** A description and a schema slot holding zod, an AI SDK schema helper's result, or a schema held elsewhere; no name. */
function isToolValue(conv: RecordReader, value: TS.ObjectLiteralExpression): boolean {
  const ts = conv.ts;
  if (literalInit(ts, value, 'description') === undefined) return false;
  if (['name', 'id', 'toolName'].some((k) => literalInit(ts, value, k) !== undefined)) return false;
  const slot = SCHEMA_SLOTS.map((k) => literalInit(ts, value, k)).find((e) => e !== undefined);
  if (!slot) return false;
  const e = unwrap(ts, slot);
  if (ts.isIdentifier(e) || ts.isPropertyAccessExpression(e)) return true;
  if (ts.isCallExpression(e) && ts.isIdentifier(e.expression) && SCHEMA_HELPERS.has(e.expression.text)) return true;
  const zod = conv.zodContext('ai-sdk', undefined, e, []);
  return !!zod && isZodExpression(e, zod);
}

function isFunction(ts: Ts, e: TS.Expression | undefined): boolean {
  const u = e && unwrap(ts, e);
  return !!u && (ts.isArrowFunction(u) || ts.isFunctionExpression(u));
}
