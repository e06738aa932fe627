// LangChain's Gemini helper written in a tool literal (`parameters: schemaToGeminiParameters(calculatorSchema)` in a
// GeminiTool's functionDeclarations): the conversion is the code's own, so the schema sent is known exactly from the
// zod (or JSON Schema literal) it converts, as converters/gemini-parameters.ts says.
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import { GeminiParametersError, geminiParametersNode } from '../../converters/gemini-parameters';
import { GENERATED } from '../node-marks';
import { importOf } from './imports';
import { RUNTIME, runtimeValuesIn } from './marks';
import { unwrap } from './parser';
import type { ShapeReader } from './tool-shapes';

/** The packages that export the helper (@langchain/google-common's, re-exported from each Google package's `/utils`). */
const PACKAGES = new Set(['@langchain/google-common', '@langchain/google-common/utils', '@langchain/google-vertexai/utils', '@langchain/google-vertexai-web/utils', '@langchain/google-gauth/utils', '@langchain/google-webauth/utils']);
const HELPERS = new Set(['schemaToGeminiParameters', 'jsonSchemaToGeminiParameters', 'zodToGeminiParameters']);

/** The helper `call` calls, imported in this file from one of those packages; undefined for any other call. */
export function geminiHelperOf(ts: typeof TS, conv: ShapeReader, call: TS.CallExpression): string | undefined {
  const callee = unwrap(ts, call.expression);
  if (!ts.isIdentifier(callee)) return undefined;
  const from = importOf(ts, conv.scopes, callee);
  return from && PACKAGES.has(from.specifier) && HELPERS.has(from.name) ? from.name : undefined;
}

/**
 * What the helper returns for its argument: a zod schema converted as @langchain/core's toJsonSchema converts it
 * (zod's own JSON Schema), or a JSON Schema literal as written, then the helper's passes. Where the helper throws (a
 * union other than one with null), the tool is never built: not analysed, with the helper's message.
 */
export function geminiParametersValue(ts: typeof TS, conv: ShapeReader, call: TS.CallExpression, helper: string): JsonNode {
  const [arg, extra] = call.arguments;
  if (!arg || ts.isSpreadElement(arg) || extra) return conv.runtimeValue(call, undefined, `${helper}() with other than one schema argument`);
  const json = helper === 'jsonSchemaToGeminiParameters';
  const read = json ? conv.convert(arg, undefined, 1) : conv.schema(arg, 'schema', 'zod', undefined);
  if (!read) return conv.runtimeValue(call, undefined, `the argument of ${helper}(), which toollint could not read`);
  if (read.value === RUNTIME || runtimeValuesIn(read).length > 0) return read;
  if (read.type !== 'object') return conv.runtimeValue(arg, undefined, `${helper}() of something that is not a zod schema or a JSON Schema literal toollint can read`);
  try {
    return Object.assign(geminiParametersNode(read), { [GENERATED]: true });
  } catch (e) {
    if (!(e instanceof GeminiParametersError)) throw e;
    return conv.runtimeValue(call, undefined, `${helper}() throws here at run time ("${e.message}"), so this tool is never sent; LangChain's Gemini helper (@langchain/google-common 2.3) takes a union only with null`);
  }
}
