// `zodToJsonSchema(schema)` (package zod-to-json-schema) written in a tool literal (`parameters:
// zodToJsonSchema(calculatorSchema)`, an MCP server's `inputSchema: zodToJsonSchema(Args)`): the conversion is the
// code's own, so its output is known exactly from the zod it converts, whatever SDK the literal goes to afterwards.
// zod-to-json-schema 3.x reads zod 3 schemas; given a zod 4 one it returns `{ $schema }` alone.
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import { isZodExpression, zodDescription, zodToSchemaNode } from '../../converters/zod';
import { GENERATED } from '../node-marks';
import { RUNTIME, RUNTIME_REASON } from './marks';
import { importOf, respan } from './imports';
import { unwrap } from './parser';
import type { ShapeReader } from './tool-shapes';
import type { ConstDeclaration } from './ts-walk';
import { conversionValue, isZodConversionCall, Z2J_READS_ZOD3 } from './zod-conversions';

const PACKAGE = 'zod-to-json-schema';

/**
 * Whether `call` converts zod to JSON Schema in a way read here: zod-to-json-schema's converter imported in this file
 * (named, aliased, default or required), zod 4's toJSONSchema, or a project function that only converts its parameter
 * (zod-conversions.ts).
 */
export function isZodToJsonSchemaCall(ts: typeof TS, conv: ShapeReader & { zodNamesOf(): Set<string> }, call: TS.CallExpression): boolean {
  return isPlainZodToJsonSchema(ts, conv, call) || isZodConversionCall(ts, conv, call);
}

/** `zodToJsonSchema(schema)` of the package, with no options. */
function isPlainZodToJsonSchema(ts: typeof TS, conv: ShapeReader, call: TS.CallExpression): boolean {
  const callee = unwrap(ts, call.expression);
  if (!ts.isIdentifier(callee) || call.arguments.length > 1) return false;
  const from = importOf(ts, conv.scopes, callee);
  return !!from && from.specifier === PACKAGE && (from.name === 'zodToJsonSchema' || from.name === 'default');
}

/**
 * The JSON Schema `zodToJsonSchema(s)` returns: zod-to-json-schema's defaults (the zod3 dialect: draft-07 `$schema`
 * last, `$refStrategy: "root"`, additionalProperties false), oracle-tested in test/sources/zod-to-json-schema.test.ts;
 * a zod 4 schema is not analysed, with the reason. A call with options, zod 4's toJSONSchema and a project's own
 * converting function: zod-conversions.ts.
 */
export function zodToJsonSchemaValue(ts: typeof TS, conv: ShapeReader & { zodNamesOf(): Set<string> }, call: TS.CallExpression): JsonNode {
  if (!isPlainZodToJsonSchema(ts, conv, call)) return conversionValue(ts, conv, call) ?? conv.runtimeValue(call, undefined, 'a conversion toollint does not read');
  const [schema] = call.arguments;
  if (!schema || ts.isSpreadElement(schema)) return conv.runtimeValue(call, undefined, 'zodToJsonSchema() without a schema argument');
  const read: ConstDeclaration[] = [];
  const zod = conv.zodContext('zod', undefined, unwrap(ts, schema), read);
  // A schema another file exports (`zodToJsonSchema(GetConfigArgsSchema)`, imported): read there, with its zod import.
  const id = unwrap(ts, schema);
  const imported = !zod && ts.isIdentifier(id) ? conv.imported(id, (other, init) => (ts.isFunctionDeclaration(init) ? undefined : zodToJsonSchemaOf(ts, other, unwrap(ts, init), other.zodContext('zod', undefined, unwrap(ts, init), [])))) : undefined;
  if (imported) return respan(imported, conv.span(call), undefined);
  if (!zod) return conv.runtimeValue(call, undefined, 'zodToJsonSchema() of something that is not a zod schema of this file (no zod import here)');
  return zodToJsonSchemaOf(ts, conv, unwrap(ts, schema), zod, read, false, call)!;
}

/** zod-to-json-schema's output for a zod 3 schema read with `zod` (a zod 4 one: not analysed, saying why). */
function zodToJsonSchemaOf(ts: typeof TS, conv: ShapeReader, schema: TS.Expression, zod: ReturnType<ShapeReader['zodContext']>, read: ConstDeclaration[] = [], mustBeZod = true, at: TS.Node = schema): JsonNode | undefined {
  if (!zod || (mustBeZod && !isZodExpression(schema, zod))) return undefined;
  if (zod.dialect !== 'zod3') {
    return conv.runtimeValue(at, undefined, `zodToJsonSchema() of a zod 4 schema: ${Z2J_READS_ZOD3}`);
  }
  return conv.fromZod(zodToSchemaNode(schema, zod), read);
}

/** `NOT_ZOD`: the expression is not `<zod schema>.description`. */
export const NOT_ZOD = Symbol('not a zod description');

/**
 * `Schema.description` of a zod schema of this file (LangChain examples pass `description: calculatorSchema.description`):
 * the string the getter returns, spanning the `.describe()` argument; undefined when it returns undefined.
 */
export function zodDescriptionValue(ts: typeof TS, conv: ShapeReader, expr: TS.PropertyAccessExpression): JsonNode | undefined | typeof NOT_ZOD {
  if (expr.name.text !== 'description' || expr.questionDotToken) return NOT_ZOD;
  const target = unwrap(ts, expr.expression);
  const zod = conv.zodContext('zod', undefined, target, []);
  if (!zod || !isZodExpression(target, zod)) return NOT_ZOD;
  const r = zodDescription(target, zod);
  if ('notAnalyzable' in r) return { type: 'null', value: RUNTIME, [RUNTIME_REASON]: r.notAnalyzable.message, ...r.notAnalyzable.span } as unknown as JsonNode;
  if (!r.description) return undefined;
  return { type: 'string', value: r.description.value, ...r.description.span, [GENERATED]: true } as unknown as JsonNode;
}
