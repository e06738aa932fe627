// A conversion of zod to JSON Schema that the project's own code calls, read statically: zod 4's toJSONSchema
// (`z.toJSONSchema(s, opts)`, `s.toJSONSchema(opts)`), zod-to-json-schema's `zodToJsonSchema(s, opts)`, and a function
// of the project whose body is only such a conversion of its parameter (antvis/mcp-server-chart's `export const
// zodToJsonSchema = (schema) => z.object(schema).toJSONSchema({ io: "input", target: "draft-07" })` in src/utils,
// called by 27 tool files as `inputSchema: zodToJsonSchema(schema)`), with `z.object(p)` and `.strict()`/`.passthrough()`
// on the way. The tool is what that conversion emits with those options, read at the call with the caller's zod.
// Options toollint does not model, and a zod major the converter does not take, are not analysed, saying which.
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import { type DialectOptions, optionsOf, withOptions, zodConversionToSchemaNode } from '../../converters/zod';
import { importOf } from './imports';
import { type Fn, helperConversion, type PostProcess, type UnknownKeys, type Written, writtenConversion } from './zod-conversion-calls';
import { unwrap } from './parser';
import { APPROXIMATE, RUNTIME } from './marks';
import type { ShapeReader } from './tool-shapes';
import { isReference, preorder, type Scopes, type ConstDeclaration } from './ts-walk';
import { readProjectFunction } from './project-functions';

type Ts = typeof TS;

/** A conversion ready to apply: the converter's options (or why they are not modelled). */
export interface Conversion {
  lib: 'zod4' | 'z2j';
  shape: boolean;
  unknownKeys?: UnknownKeys;
  options: DialectOptions | { why: string };
}

/** A project function that converts one of its parameters (its index), named for the messages; what it does after. */
interface Helper extends Conversion {
  param: number;
  name: string;
  post?: PostProcess;
  /** The conversion as written in the helper (`zodToJsonSchema(schema, { $refStrategy: "none" })`), for the info. */
  written?: string;
}

/** An options argument as plain values (an explicit `undefined` kept: the converters spread options over defaults). */
function optionValues(ts: Ts, conv: ShapeReader, expr: TS.Expression | undefined, omit?: string): { values: Record<string, unknown> | string } | { why: string } {
  if (!expr) return { values: {} };
  let e = unwrap(ts, expr);
  const held = ts.isIdentifier(e) ? conv.scopes.constOf(e) : undefined;
  if (held) e = unwrap(ts, held.initializer);
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return { values: e.text };
  if (!ts.isObjectLiteralExpression(e)) return { why: 'options that are not an object literal of this file' };
  const out: Record<string, unknown> = {};
  for (const p of e.properties) {
    const key = p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined;
    if (key !== undefined && key === omit && (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p))) continue;
    if (!ts.isPropertyAssignment(p) || key === undefined) return { why: 'options with a spread, a method or a computed key' };
    const v = unwrap(ts, p.initializer);
    if (ts.isIdentifier(v) && v.text === 'undefined') {
      out[key] = undefined;
      continue;
    }
    const node = conv.convert(v, undefined, 1);
    if (!node || !['string', 'number', 'boolean', 'null'].includes(node.type) || typeof node.value === 'symbol') return { why: `options whose \`${key}\` is not a literal known here` };
    out[key] = node.value;
  }
  return { values: out };
}

/** zod 4 toJSONSchema's options as toollint models them (target, io; the other options at their defaults). */
function zod4Options(values: Record<string, unknown>): DialectOptions | { why: string } {
  const o: DialectOptions = { ...optionsOf('zod4') };
  for (const [key, v] of Object.entries(values)) {
    if (v === undefined) continue;
    if (key === 'target' && (v === 'draft-2020-12' || v === 'draft-07' || v === 'draft-7')) o.target = v === 'draft-2020-12' ? v : 'draft-07';
    else if (key === 'io' && (v === 'input' || v === 'output')) o.io = v;
    else if ((key === 'reused' && v === 'inline') || (key === 'unrepresentable' && v === 'throw') || (key === 'cycles' && (v === 'ref' || v === 'throw'))) continue;
    else return { why: `the option \`${key}: ${JSON.stringify(v)}\`, which toollint does not model (it models target draft-2020-12 or draft-07, and io)` };
  }
  return o;
}

/** zod-to-json-schema's options as toollint models them ($refStrategy root or none, strictUnions, pipeStrategy, additional properties). */
function z2jOptions(values: Record<string, unknown> | string): DialectOptions | { why: string } {
  if (typeof values === 'string') return { why: 'options that name the schema (zodToJsonSchema nests it under `definitions` then), which toollint does not model' };
  const o: DialectOptions = { ...optionsOf('zod3') };
  const additional: { allowed: true | undefined; rejected: false | undefined } = { allowed: true, rejected: false };
  const defaults: Record<string, unknown> = { target: 'jsonSchema7', effectStrategy: 'input', errorMessages: false, markdownDescription: false, name: undefined };
  for (const key of Object.keys(values)) {
    const v = values[key];
    if (key === '$refStrategy' && (v === 'root' || v === 'none')) o.refs = v;
    else if (key === 'strictUnions' && typeof v === 'boolean') o.strictUnions = v;
    else if (key === 'pipeStrategy' && (v === 'input' || v === 'all')) o.pipeInput = v === 'input' || undefined;
    else if (key === 'allowedAdditionalProperties' && (v === true || v === undefined)) additional.allowed = v;
    else if (key === 'rejectedAdditionalProperties' && (v === false || v === undefined)) additional.rejected = v;
    else if (key in defaults && (defaults[key] === v || (key === 'errorMessages' && v === undefined))) continue;
    else return { why: `the option \`${key}: ${v === undefined ? 'undefined' : JSON.stringify(v)}\`, which toollint does not model` };
  }
  if (additional.allowed !== true || additional.rejected !== false) o.additional3 = additional;
  return o;
}

/** The conversion `w` as written, its options read here (`omit`: an option a caller models itself, such as a picker's `name`). */
export function conversionOf(ts: Ts, conv: ShapeReader, w: Written, omit?: string): Conversion {
  const read = optionValues(ts, conv, w.options, omit);
  let options: DialectOptions | { why: string };
  if ('why' in read) options = read;
  else if (w.lib === 'z2j') options = z2jOptions(read.values);
  else options = typeof read.values === 'string' ? { why: 'options that are a string' } : zod4Options(read.values);
  return { lib: w.lib, shape: w.shape, unknownKeys: w.unknownKeys, options };
}

/** Each helper function's reading (null: not a conversion helper), kept for its other calls. */
const HELPERS = new WeakMap<TS.Node, Helper | null>();

/** A function that converts one of its plain parameters (and may post-process the result): what it converts and how. */
function helperOf(ts: Ts, conv: ShapeReader, fn: Fn, name: string): Helper | undefined {
  const known = HELPERS.get(fn);
  if (known !== undefined) return known ?? undefined;
  let helper: Helper | null = null;
  const found = helperConversion(ts, conv.scopes, conv.source, fn);
  const w = found?.written;
  if (w && !usesParameter(ts, conv.scopes, fn, w.options)) {
    const decl = conv.scopes.declarationOf(w.schema as TS.Identifier)!;
    const call = w.schema.parent && ts.isCallExpression(w.schema.parent) ? w.schema.parent : undefined;
    const written = found.post && call ? call.getText(conv.source).replace(/\s+/g, ' ').slice(0, 120) : undefined;
    helper = { ...conversionOf(ts, conv, w), param: fn.parameters.indexOf(decl as TS.ParameterDeclaration), name, post: found.post, written };
  }
  HELPERS.set(fn, helper);
  return helper ?? undefined;
}

/** Whether `expr` refers to a parameter of `fn` (options that depend on the call are not known at the helper). */
export function usesParameter(ts: Ts, scopes: Scopes, fn: Fn, expr: TS.Expression | undefined): boolean {
  let found = false;
  if (expr) {
    preorder(ts, expr, (n) => {
      if (found || !ts.isIdentifier(n) || !isReference(ts, n)) return;
      const d = scopes.declarationOf(n);
      if (d && ts.isParameter(d) && d.parent === fn) found = true;
    });
  }
  return found;
}

/** The conversion helper a callee names: this file's function or one another file exports (read there). */
function helperAt(ts: Ts, conv: ShapeReader, callee: TS.Identifier): Helper | undefined {
  return readProjectFunction(ts, conv, callee, (other, fn) => helperOf(ts, other, fn, callee.text));
}

/** What a call converts, when it is a conversion written here or a call to a project helper that only converts. */
function callConversion(ts: Ts, conv: ShapeReader & { zodNamesOf(): Set<string> }, call: TS.CallExpression): { conversion: Conversion; schema: TS.Expression | undefined; helper?: string } | undefined {
  const written = writtenConversion(ts, conv.scopes, conv.zodNamesOf(), call);
  if (written) return { conversion: conversionOf(ts, conv, written), schema: written.schema };
  const callee = unwrap(ts, call.expression);
  if (!ts.isIdentifier(callee) || call.arguments.some((a) => ts.isSpreadElement(a))) return undefined;
  const helper = helperAt(ts, conv, callee);
  return helper && { conversion: helper, schema: call.arguments[helper.param], helper: helper.name };
}

/** Why zod-to-json-schema's output is not analysed for a zod 4 schema. */
export const Z2J_READS_ZOD3 = "zod-to-json-schema 3.x reads zod 3 schemas only (for a zod 4 schema, 3.25 returns `{ $schema }` with no properties); zod 4's own z.toJSONSchema() converts it";

/** Whether `call` is a conversion of zod this module reads (see conversionValue). */
export function isZodConversionCall(ts: Ts, conv: ShapeReader & { zodNamesOf(): Set<string> }, call: TS.CallExpression): boolean {
  return callConversion(ts, conv, call) !== undefined;
}

/**
 * The JSON Schema a conversion call returns: the zod it converts read at the call (the helper's argument), with the
 * converter's options; not analysed, with the reason, where the options, the zod major or the argument say so.
 */
export function conversionValue(ts: Ts, conv: ShapeReader & { zodNamesOf(): Set<string> }, call: TS.CallExpression): JsonNode | undefined {
  const found = callConversion(ts, conv, call);
  if (!found) return undefined;
  const { conversion: c, helper } = found;
  const by = helper ? `\`${helper}()\`, which converts its argument with ${converterName(c)},` : c.lib === 'zod4' ? 'toJSONSchema()' : 'zodToJsonSchema()';
  const node = appliedConversion(ts, conv, call, c, found.schema, by);
  const post = (c as Helper).post;
  if (!post || node.value === RUNTIME || node.type !== 'object') return node;
  if ('removes' in post) (node as { children?: JsonNode[] }).children = node.children?.filter((p) => !post.removes.includes(p.children?.[0]?.value as string));
  else (node as unknown as Record<symbol, string>)[APPROXIMATE] = postProcessNote(helper!, (c as Helper).written);
  return node;
}

/** The info on a tool read through a helper that post-processes the conversion in ways toollint does not model. */
function postProcessNote(helper: string, written: string | undefined): string {
  const as = written ? `\`${written}\`` : 'its conversion';
  return `Checked as ${as}, the conversion \`${helper}()\` starts with: the code the helper runs on its result after that is not modelled, so the schema the model gets may differ from the one checked here (its token count too).`;
}

/** The converter's name as the messages say it. */
export function converterName(c: Conversion): string {
  return c.lib === 'zod4' ? "zod 4's toJSONSchema" : "zod-to-json-schema's zodToJsonSchema";
}

/**
 * What conversion `c` (read where it is written) makes of `schemaArg`, a zod schema written at `call` in this reader's
 * file; not analysed, saying so (`by` names the conversion), where the options, the zod major or the argument say so.
 */
export function appliedConversion(ts: Ts, conv: ShapeReader & { zodNamesOf(): Set<string> }, call: TS.CallExpression, c: Conversion, schemaArg: TS.Expression | undefined, by: string): JsonNode {
  if (!schemaArg) return conv.runtimeValue(call, undefined, `${by} called without the schema it converts`);
  if ('why' in c.options) return conv.runtimeValue(call, undefined, `${by} with ${c.options.why}`);
  const read: ConstDeclaration[] = [];
  const schema = unwrap(ts, schemaArg);
  const zod = conv.zodContext('zod', undefined, schema, read);
  if (!zod) return conv.runtimeValue(call, undefined, `${by} given something that is not a zod schema of this file (no zod import here)`);
  const lib = optionsOf(zod.dialect).lib;
  if (c.lib === 'zod4' && lib !== 4) return conv.runtimeValue(call, undefined, `${by} given a zod 3 schema: toJSONSchema is zod 4's (zod 3 schemas have none, and zod 4's z.toJSONSchema throws on them)`);
  if (c.lib === 'z2j' && lib !== 3) return conv.runtimeValue(call, undefined, `${by} given a zod 4 schema: ${Z2J_READS_ZOD3}`);
  withOptions(zod, c.options);
  return conv.fromZod(zodConversionToSchemaNode(schema, zod, { shape: c.shape, unknownKeys: c.unknownKeys, at: conv.span(call) }), read);
}

/** The modules `zodSchema` is exported from (`ai` re-exports @ai-sdk/provider-utils' own). */
const AI_SDK_MODULES = new Set(['ai', '@ai-sdk/provider-utils']);

/**
 * `zodSchema(X, { useReferences }?)` of the AI SDK (imported from `ai` or `@ai-sdk/provider-utils`), in a schema slot:
 * the JSON Schema it makes of X, as @ai-sdk/provider-utils 5 converts it (oracle: test/oracles/ai-zod-schema.test.ts):
 * zod 4 by toJSONSchema (draft-7, input side, reused inline) then every object closed; zod 3 by its vendored
 * zod-to-json-schema with `$refStrategy: "none"`, or `"root"` with useReferences. Undefined: not such a call.
 */
export function aiZodSchemaValue(ts: Ts, conv: ShapeReader & { zodNamesOf(): Set<string> }, expr: TS.Expression): JsonNode | undefined {
  const call = unwrap(ts, expr);
  if (!ts.isCallExpression(call) || call.questionDotToken) return undefined;
  const callee = unwrap(ts, call.expression);
  const from = ts.isIdentifier(callee) ? importOf(ts, conv.scopes, callee) : undefined;
  if (!from || from.name !== 'zodSchema' || !AI_SDK_MODULES.has(from.specifier)) return undefined;
  const by = "the AI SDK's zodSchema()";
  const [schemaArg, optionsArg] = call.arguments;
  if (!schemaArg || call.arguments.length > 2 || call.arguments.some((a) => ts.isSpreadElement(a))) return conv.runtimeValue(call, undefined, `${by} called with arguments toollint does not read`);
  const read = optionValues(ts, conv, optionsArg);
  if ('why' in read) return conv.runtimeValue(call, undefined, `${by} with ${read.why}`);
  if (typeof read.values === 'string') return conv.runtimeValue(call, undefined, `${by} with options that are a string`);
  let useReferences = false;
  for (const [key, v] of Object.entries(read.values)) {
    if (key === 'useReferences' && (typeof v === 'boolean' || v === undefined)) useReferences = v === true;
    else return conv.runtimeValue(call, undefined, `${by} with the option \`${key}\`, which toollint does not model (zodSchema takes useReferences)`);
  }
  const refs: ConstDeclaration[] = [];
  const schema = unwrap(ts, schemaArg);
  const zod = conv.zodContext('zod', undefined, schema, refs);
  if (!zod) return conv.runtimeValue(call, undefined, `${by} given something that is not a zod schema of this file (no zod import here)`);
  const lib = optionsOf(zod.dialect).lib;
  if (lib === 4 && useReferences) return conv.runtimeValue(call, undefined, `${by} with \`useReferences: true\`: zod 4's toJSONSchema with reused "ref" and target draft-7, which toollint does not model`);
  const options: DialectOptions = lib === 4 ? optionsOf('zod4-ai-sdk') : { ...optionsOf('zod3-ai-sdk'), refs: useReferences ? 'root' : 'none' };
  withOptions(zod, options);
  return conv.fromZod(zodConversionToSchemaNode(schema, zod, { shape: false, at: conv.span(call) }), refs);
}
