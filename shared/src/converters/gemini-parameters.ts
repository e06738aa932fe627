// This folder holds one converter per schema library (zod/, python/, typebox/) and what an SDK does after conversion
// (Mastra, LangChain's Gemini helper). It never imports the rules, the fixes or the pipeline.
//
// What LangChain's Gemini helper returns: `schemaToGeminiParameters(schema)` and `jsonSchemaToGeminiParameters(json)`
// of @langchain/google-common 2.3.2 (utils/zod_to_gemini_parameters.js, re-exported by @langchain/google-vertexai,
// -vertexai-web, -gauth and -webauth from their `/utils`), read from the published package and checked by
// test/oracles/langchain-google.test.ts against it. A zod schema is first converted by @langchain/core's
// toJsonSchema (zod's own JSON Schema: the converter's `zod` wrapper), a JSON Schema is taken as it is; then
// removeAdditionalProperties, recursively on every object and array value: `additionalProperties` deleted; an
// `anyOf` (or `oneOf`) of a type and `{ type: "null" }` merged into the object with `nullable: true`, any other union
// thrown on; `exclusiveMinimum: 0` made `minimum: 0.01`, another one `minimum: x + 0.00001`; a `type` list of a type
// and "null" made that type with `nullable: true`, one type unwrapped, others thrown on; and the root's `$schema`
// left out. The passes below are that JavaScript on plain JSON, so the same key order.
import type { Node as JsonNode } from 'jsonc-parser';
import { withJsonPasses } from './json-passes';

type J = Record<string, any>;

/** Thrown where the helper throws (the tool is never built): its own message. */
export class GeminiParametersError extends Error {}

const UNION = 'zod_to_gemini_parameters: Gemini cannot handle union types (discriminatedUnion, anyOf, oneOf). Consider using a flat object structure with optional fields instead.';

function adjustObjectType(obj: J): J {
  if (!Array.isArray(obj.type)) return obj;
  const len = obj.type.length;
  const nullIndex = obj.type.indexOf('null');
  if (len === 2 && nullIndex >= 0) {
    obj.type = obj.type[nullIndex === 0 ? 1 : 0];
    obj.nullable = true;
  } else if (len === 1 && nullIndex === 0) throw new GeminiParametersError('zod_to_gemini_parameters: Gemini cannot handle null type');
  else if (len === 1) obj.type = obj.type[0];
  else throw new GeminiParametersError('zod_to_gemini_parameters: Gemini cannot handle union types');
  return obj;
}

type Copied = (copy: object, from: object) => void;
const noLink: Copied = () => {};

function removeAdditionalProperties(obj: unknown, depth: number, copied: Copied): unknown {
  if (typeof obj !== 'object' || obj === null) return obj;
  // Deeper than any schema a converter emits (the emitters' own budget bounds them): the helper would recurse on.
  if (depth > 2000) throw new GeminiParametersError('the schema nests too deeply');
  const newObj: J = { ...obj };
  copied(newObj, obj);
  if ('additionalProperties' in newObj) delete newObj.additionalProperties;
  if ('anyOf' in newObj || 'oneOf' in newObj) {
    const unionTypes = newObj.anyOf || newObj.oneOf;
    if (!Array.isArray(unionTypes) || unionTypes.length !== 2) throw new GeminiParametersError(UNION);
    const nullIndex = unionTypes.findIndex((t: J) => {
      if (t === null || t === undefined) throw new GeminiParametersError(`Cannot read properties of ${t} (reading 'type')`);
      return t.type === 'null';
    });
    if (nullIndex < 0) throw new GeminiParametersError(UNION);
    const nonNullType = unionTypes[nullIndex === 0 ? 1 : 0];
    delete newObj.anyOf;
    delete newObj.oneOf;
    // `for (const key in nonNullType)`: nothing for null, undefined, a boolean or a number; a string's indices.
    if (nonNullType !== null && nonNullType !== undefined) for (const key of Object.keys(Object(nonNullType))) newObj[key] = nonNullType[key];
    newObj.nullable = true;
  }
  if ('exclusiveMinimum' in newObj && newObj.exclusiveMinimum === 0) {
    newObj.minimum = 0.01;
    delete newObj.exclusiveMinimum;
  } else if ('exclusiveMinimum' in newObj) {
    newObj.minimum = newObj.exclusiveMinimum + 0.00001;
    delete newObj.exclusiveMinimum;
  }
  adjustObjectType(newObj);
  for (const key of Object.keys(newObj)) {
    const v = newObj[key];
    if (Array.isArray(v)) newObj[key] = v.map((x) => removeAdditionalProperties(x, depth + 1, copied));
    else if (typeof v === 'object' && v !== null) newObj[key] = removeAdditionalProperties(v, depth + 1, copied);
  }
  return newObj;
}

/** What the helper returns for a JSON Schema (a zod schema converted first), on plain JSON; throws GeminiParametersError where it throws. */
export function geminiParameters(schema: unknown): unknown {
  const out = removeAdditionalProperties(JSON.parse(JSON.stringify(schema)), 0, noLink);
  if (out === null || typeof out !== 'object' || Array.isArray(out)) return out;
  const { $schema: _schema, ...rest } = out as J;
  return rest;
}

/** The helper's result as nodes: each value that was there keeps its node; throws GeminiParametersError where it throws. */
export function geminiParametersNode(node: JsonNode): JsonNode {
  return withJsonPasses(node, (plain, copied) => {
    const out = removeAdditionalProperties(plain, 0, copied);
    if (out === null || typeof out !== 'object' || Array.isArray(out)) return out;
    const { $schema: _schema, ...rest } = out as J;
    return rest;
  });
}
