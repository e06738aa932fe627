// A project function that returns a tool object built from its arguments, called once per tool with literal ones:
// datadog's `createToolSchema(ListDashboardsZodSchema, 'list_dashboards', 'Get list of dashboards')`, whose body is
// `return { name, description, inputSchema: zodToJsonSchema(schema) }`. Each call is the tool that literal makes with
// that call's arguments: the name and description are the arguments given for them; the schema is the argument given
// for it, or what the helper's zod conversion of that argument emits (its options read in the helper's file, the zod
// at the call); a schema the helper builds from its arguments otherwise is not analysed, saying so. Nothing is run.
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import type { LiteralConverter } from './literals';
import { type Ts, unwrap } from './parser';
import { type ProjectFunction, readProjectFunction } from './project-functions';
import { appliedConversion, type Conversion, conversionOf, converterName, usesParameter } from './zod-conversions';
import { writtenConversion } from './zod-conversion-calls';
import { zodImports } from '../../converters/zod';
import { applyPicker, type Picker, pickerCall } from './picked-schemas';
import { fixedValue } from './fixed-values';
import { RUNTIME } from './marks';

type Fn = ProjectFunction;

/** The tool object's keys that hold its schema, as the tool formats name them. */
const SCHEMA_KEYS = ['inputSchema', 'parameters', 'input_schema'];

/** Where a part of the returned tool comes from: the argument at an index, a conversion of one, or code built from them. */
type Part = { param: number } | { param: number; conversion: Conversion; picker?: Picker } | { built: string };

/** A helper's returned tool, by part (the schema under its own key); null: the function returns no such tool. */
interface ToolHelper {
  name: number;
  description: number | undefined;
  schemaKey: string | undefined;
  schema: Part | undefined;
}

const HELPERS = new WeakMap<Fn, ToolHelper | null>();

/** The one object literal a function returns: its expression body, or the last statement of a body with no other return. */
function returnedLiteral(ts: Ts, fn: Fn): TS.ObjectLiteralExpression | undefined {
  const body = fn.body;
  if (!body || fn.asteriskToken) return undefined;
  let returned: TS.Expression | undefined;
  if (ts.isBlock(body)) {
    const last = body.statements[body.statements.length - 1];
    if (!last || !ts.isReturnStatement(last) || body.statements.some((st) => st !== last && ts.isReturnStatement(st))) return undefined;
    returned = last.expression;
  } else returned = body;
  const e = returned && unwrap(ts, returned);
  return e && ts.isObjectLiteralExpression(e) ? e : undefined;
}

/** What `fn` returns as a tool, read in its own file (`conv` is that file's reader). */
function toolHelperOf(ts: Ts, conv: LiteralConverter, fn: Fn): ToolHelper | undefined {
  const known = HELPERS.get(fn);
  if (known !== undefined) return known ?? undefined;
  let helper: ToolHelper | null = null;
  const obj = returnedLiteral(ts, fn);
  const scopes = conv.scopes;
  const paramIndex = (e: TS.Expression | undefined): number => {
    const u = e && unwrap(ts, e);
    if (!u || !ts.isIdentifier(u)) return -1;
    const d = scopes.declarationOf(u);
    return d && ts.isParameter(d) && d.parent === fn && ts.isIdentifier(d.name) && !d.dotDotDotToken ? fn.parameters.indexOf(d) : -1;
  };
  if (obj && !obj.properties.some((p) => ts.isSpreadAssignment(p))) {
    const value = (key: string) => {
      for (const p of obj.properties) {
        if (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === key) return p.initializer;
        if (ts.isShorthandPropertyAssignment(p) && p.name.text === key) return p.name;
      }
      return undefined;
    };
    const name = paramIndex(value('name'));
    const description = value('description');
    const schemaKey = SCHEMA_KEYS.find((k) => value(k) !== undefined);
    const descIndex = paramIndex(description);
    // The name and the description must be the arguments' (a literal name is one tool, read where it is written).
    if (name >= 0 && (!description || descIndex >= 0)) helper = { name, description: descIndex >= 0 ? descIndex : undefined, schemaKey, schema: schemaKey ? schemaPart(ts, conv, fn, value(schemaKey)!, paramIndex) : undefined };
    if (helper?.schema === undefined && schemaKey) helper = null;
  }
  HELPERS.set(fn, helper);
  return helper ?? undefined;
}

/** Where the returned schema comes from; undefined when it is the helper's own code, reading no argument. */
function schemaPart(ts: Ts, conv: LiteralConverter, fn: Fn, expr: TS.Expression, paramIndex: (e: TS.Expression | undefined) => number): Part | undefined {
  const direct = paramIndex(expr);
  if (direct >= 0) return { param: direct };
  const written = writtenConversion(ts, conv.scopes, zodImports(ts, conv.source), expr, (e) => paramIndex(e) >= 0);
  if (written && !(written.options && usesParameter(ts, conv.scopes, fn, written.options))) return { param: paramIndex(written.schema), conversion: conversionOf(ts, conv, written) };
  const picked = pickedPart(ts, conv, expr, paramIndex);
  if (picked) return picked;
  return usesParameter(ts, conv.scopes, fn, expr) ? { built: expr.getText().replace(/\s+/g, ' ').slice(0, 100) } : undefined;
}

/** A call of a project function that returns a tool built from its arguments: that tool, read at the call; else undefined. */
export function returnedTool(ts: Ts, call: TS.CallExpression, conv: LiteralConverter): JsonNode | undefined {
  const callee = unwrap(ts, call.expression);
  if (!ts.isIdentifier(callee) || call.arguments.length === 0 || call.arguments.some((a) => ts.isSpreadElement(a))) return undefined;
  const helper = readProjectFunction(ts, conv, callee, (other, fn) => toolHelperOf(ts, other, fn), call);
  const nameArg = helper && call.arguments[helper.name];
  if (!helper || !nameArg || !conv.isNameLike(nameArg)) return undefined;
  const node = { type: 'object', ...conv.span(call), parent: undefined, children: [] as JsonNode[] } as JsonNode;
  const add = (key: string, at: TS.Node, value: JsonNode | undefined) => {
    if (value) node.children!.push(conv.property(at, key, value, node));
  };
  add('name', nameArg, conv.convert(nameArg, undefined, 1));
  const descArg = helper.description !== undefined ? call.arguments[helper.description] : undefined;
  if (descArg) add('description', descArg, conv.convert(descArg, undefined, 1));
  const part = helper.schema;
  if (helper.schemaKey && part) {
    const fn = callee.text;
    let value: JsonNode | undefined;
    if ('picker' in part && part.picker) value = pickedValue(ts, conv, call, part as Required<typeof part>, fn);
    else if ('built' in part) value = conv.runtimeValue(call, undefined, `the schema \`${fn}\` returns is built in its body from its arguments (\`${part.built}\`)`);
    else if ('conversion' in part) value = appliedConversion(ts, conv, call, part.conversion, call.arguments[part.param], `\`${fn}()\`, which converts its argument with ${converterName(part.conversion)},`);
    else {
      const arg = call.arguments[part.param];
      value = arg ? conv.convert(arg, undefined, 1) : conv.runtimeValue(call, undefined, `\`${fn}()\` called without the schema it returns`);
    }
    add(helper.schemaKey, call.arguments[part && 'param' in part ? part.param : helper.name] ?? call, value);
  }
  return node;
}

/** The option `key` of an options object literal, as written (a shorthand is its name). */
function optionAt(ts: Ts, options: TS.Expression | undefined, key: string): TS.Expression | undefined {
  const o = options && unwrap(ts, options);
  if (!o || !ts.isObjectLiteralExpression(o)) return undefined;
  for (const p of o.properties) {
    if (ts.isShorthandPropertyAssignment(p) && p.name.text === key) return p.name;
    if (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === key) return p.initializer;
  }
  return undefined;
}

/**
 * `pick(zodToJsonSchema(param, { name }), name)`: a project picker (picked-schemas.ts) of the definition that
 * zod-to-json-schema's `name` option names, given the same name (one parameter of the helper, or one string).
 */
function pickedPart(ts: Ts, conv: LiteralConverter, expr: TS.Expression, paramIndex: (e: TS.Expression | undefined) => number): Part | undefined {
  const found = pickerCall(ts, conv, expr);
  const written = found && writtenConversion(ts, conv.scopes, zodImports(ts, conv.source), found.conversion, (e) => paramIndex(e) >= 0);
  if (!found || !written || written.lib !== 'z2j' || paramIndex(written.schema) < 0) return undefined;
  const named = optionAt(ts, written.options, 'name');
  const a = named && unwrap(ts, named);
  const b = unwrap(ts, found.name);
  const same = a && (ts.isIdentifier(a) && ts.isIdentifier(b) ? paramIndex(a) >= 0 && paramIndex(a) === paramIndex(b) : ts.isStringLiteral(a) && ts.isStringLiteral(b) && a.text === b.text);
  if (!same) return undefined;
  return { param: paramIndex(written.schema), conversion: conversionOf(ts, conv, written, 'name'), picker: found.picker };
}

/** The tool's schema a picker makes of the helper's conversion of the call's zod argument, as nodes at the call. */
function pickedValue(ts: Ts, conv: LiteralConverter, call: TS.CallExpression, part: { param: number; conversion: Conversion; picker: Picker }, fn: string): JsonNode {
  const by = `\`${fn}()\`, which converts its argument with ${converterName(part.conversion)} and picks the named definition's parts,`;
  const converted = appliedConversion(ts, conv, call, part.conversion, call.arguments[part.param], by);
  if (converted.value === RUNTIME) return converted;
  const picked = applyPicker(part.picker, converted);
  if (picked === 'unknown') return conv.runtimeValue(call, undefined, `${by} with a picker whose paths toollint does not follow into zodToJsonSchema's result`);
  if (picked === 'refs') return conv.runtimeValue(call, undefined, `${by} where a picked part holds a \`$ref\` into \`definitions\` (a schema used twice), which the picked schema does not carry`);
  const node = { type: 'object', ...conv.span(call), parent: undefined, children: [] as JsonNode[] } as JsonNode;
  for (const f of picked) {
    const value = 'node' in f ? f.node : fixedValue(conv, call, f.plain);
    node.children!.push(conv.property(call, f.key, value, node));
  }
  for (const mark of Object.getOwnPropertySymbols(converted)) (node as unknown as Record<symbol, unknown>)[mark] = (converted as unknown as Record<symbol, unknown>)[mark];
  return node;
}
