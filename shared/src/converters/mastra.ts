// This folder holds one converter per schema library (zod/, python/, typebox/) and what an SDK does after conversion
// (here: Mastra). It never imports the rules, the fixes or the pipeline.
//
// What Mastra sends for a createTool() input schema (@mastra/core 1.71.0 with @mastra/schema-compat 1.3.11, read from
// their published dist and checked on test/fixtures/mastra by test/oracles/mastra.test.ts against the real packages):
//   base      CoreToolBuilder.build() converts a zod 4 schema (a Standard JSON Schema) with
//             `~standard.jsonSchema.input({ target: "draft-07", libraryOptions })`: zod's toJSONSchema draft-07 input
//             side (zod4-input7), with Mastra's override: every object with `properties` and no truthy
//             `additionalProperties` gets `additionalProperties: false` (appended), a loose/passthrough object's `{}`
//             becomes `true`. This is what any model without a compat layer gets, and every model when the tool says
//             `strict: false`.
//   openai    the first compat layer whose shouldApply() holds rewrites that JSON (json-schema-traverse pre/post):
//             OpenAI and OpenAI reasoning (provider or model id containing "openai", or provider "groq"; o1/o3/o4 models
//             take the reasoning layer, whose JSON passes are OpenAI's): allOf merged; objects closed and every
//             property required, the optional ones listed in `x-optional` and made `anyOf: [X, {type: "null"}]`; a
//             schema without `type` wrapped the same way; string formats outside date-time, time, date, duration,
//             email, hostname, ipv4, ipv6, uuid dropped; string, number and array bounds moved into the description
//             (`constraints: minimum length 2`), `.int()`'s safe-integer bounds dropped.
//   anthropic model id containing "claude": the same bounds into the description, `required: []` on an empty object,
//             and a root union of objects merged into one object (properties of every branch, required by all).
//   deepseek  model id containing "deepseek" but not "r1", and then `meta` (model id containing "meta"): Anthropic's
//             passes without the root merge.
//   google    provider containing "google" or a model id with "gemini-"/"google" (not claude): the bounds into the
//             description, then `$schema`, `additionalProperties` and `propertyNames` deleted, type lists and
//             `anyOf` with null turned into OpenAPI's `nullable: true`, `const` into `enum`, `oneOf` into `anyOf`,
//             `$ref`s inlined.
//   zod 3    a zod 3 schema (package zod 3.x, or zod 4's `zod/v3`: Mastra's isZodV3 holds for a schema whose
//             `~standard` has no `jsonSchema`) is wrapped by createTool() (Tool's constructor, toStandardSchema) in
//             schema-compat's zod-v3 adapter: `zodToJsonSchema(s, { $refStrategy: "none", target: "jsonSchema7",
//             override })` (its bundled zod-to-json-schema 3.25.2, other options default: the AI SDK's zod 3 dialect,
//             zod3-ai-sdk), the override turning z.date() into `{ type: "string", format: "date-time", "x-date": true }`
//             (z.date() toollint does not read), then a json-schema-traverse pre pass setting `pattern` (zod 3's
//             email regex, in place of a pattern already there, else appended) on every `type: "string"` with
//             `format: "email"`. Mastra's override above is not run (the adapter ignores libraryOptions): a loose
//             object keeps zod-to-json-schema's `additionalProperties: true`. No zod-level rewrite either: the wrapped
//             schema is a Standard JSON Schema, so build() takes the same path as for zod 4 (processToCompatSchema,
//             whose processToJSONSchema runs the layer's JSON passes below on that JSON, key order kept); a model no
//             layer applies to, or `strict: false`, gets the adapter's JSON as it is.
// The AI SDK then hands that JSON Schema to the provider package as it is (@ai-sdk/google later converts it to
// OpenAPI itself, as for any AI SDK tool).
//
// The passes below are a port of those functions on plain JSON (the same JavaScript, so the same key order), and
// `mastraSchemaNode` applies them to a converter's jsonc-parser nodes, keeping each value's span and marks.
import type { Node as JsonNode } from 'jsonc-parser';
import { withJsonPasses } from './json-passes';

/** The compat layer Mastra picks from the agent's model (see the header). */
export type MastraProvider = 'none' | 'openai' | 'anthropic' | 'google' | 'deepseek' | 'meta';

type J = Record<string, any>;

/** The zod major a schema was written for: 4 (converted as zod4-input7) or 3 (as zod3-ai-sdk: zod-to-json-schema, $refStrategy none). */
export type MastraZod = 3 | 4;

/** What Mastra sends for a zod 4 schema converted as zod4-input7, or a zod 3 one as zod3-ai-sdk (`zodInput`, not modified), for the provider's layer. */
export function mastraJsonSchema(zodInput: unknown, provider: MastraProvider, zod: MastraZod = 4): unknown {
  const schema = JSON.parse(JSON.stringify(zodInput)) as unknown;
  return isObj(schema) ? JSON.parse(JSON.stringify(passes(schema, provider, zod))) : schema;
}

/** Mastra's override (zod 4) or its zod 3 adapter's email pass, then the layer's passes, on a plain schema it changes in place (the result may be another object). */
function passes(schema: J, provider: MastraProvider, zod: MastraZod): J {
  if (zod === 3) traverse(schema, zod3EmailPattern, () => {});
  else mastraOverride(schema);
  if (provider === 'none') return schema;
  const layer = LAYERS[provider];
  traverse(schema, (s) => layer.pre(s), (s) => layer.post(s));
  if (provider === 'google') inlineRefs(schema);
  return provider === 'anthropic' ? mergeRootObjectUnion(schema) : schema;
}

function isObj(v: unknown): v is J {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

// ---------------------------------------------------------------------------------------------------------------
// Mastra's jsonSchemaOverride, run by zod on every schema it emits (standard-schema.ts).

const SCHEMA_VALUED = ['additionalItems', 'items', 'contains', 'additionalProperties', 'propertyNames', 'not', 'if', 'then', 'else'];
const SCHEMA_LISTS = ['items', 'allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SCHEMA_MAPS = ['$defs', 'definitions', 'properties', 'patternProperties', 'dependencies'];

function mastraOverride(s: J): void {
  for (const k of Object.keys(s)) {
    const v = s[k];
    if (SCHEMA_MAPS.includes(k) && isObj(v)) Object.values(v).forEach((c) => isObj(c) && mastraOverride(c));
    else if (SCHEMA_LISTS.includes(k) && Array.isArray(v)) v.forEach((c) => isObj(c) && mastraOverride(c));
    else if (SCHEMA_VALUED.includes(k) && isObj(v)) mastraOverride(v);
  }
  if (s.type === 'object' && s.properties !== undefined) {
    if (!s.additionalProperties) s.additionalProperties = false;
    // A z.looseObject()/.passthrough() (catchall z.unknown()) emits `{}`: Mastra says `true`.
    else if (isObj(s.additionalProperties) && Object.keys(s.additionalProperties).length === 0) s.additionalProperties = true;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// schema-compat's zod-v3 adapter (standard-schema/adapters/zod-v3.ts): after zod-to-json-schema, zod 3's email regex.

const ZOD3_EMAIL = String.raw`^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-\.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$`;
function zod3EmailPattern(s: J): void {
  if (s.type === 'string' && s.format === 'email') s.pattern = ZOD3_EMAIL;
}

// ---------------------------------------------------------------------------------------------------------------
// json-schema-traverse 1.0 (what SchemaCompatLayer.processToJSONSchema calls), its keyword tables and order.

const KEYWORDS = new Set(['additionalItems', 'items', 'contains', 'additionalProperties', 'propertyNames', 'not', 'if', 'then', 'else']);
const ARRAY_KEYWORDS = new Set(['items', 'allOf', 'anyOf', 'oneOf']);
const PROPS_KEYWORDS = new Set(['$defs', 'definitions', 'properties', 'patternProperties', 'dependencies']);

function traverse(schema: unknown, pre: (s: J) => void, post: (s: J) => void): void {
  if (!isObj(schema)) return;
  pre(schema);
  for (const key in schema) {
    const sch = schema[key];
    if (Array.isArray(sch)) {
      if (ARRAY_KEYWORDS.has(key)) for (let i = 0; i < sch.length; i++) traverse(sch[i], pre, post);
    } else if (PROPS_KEYWORDS.has(key)) {
      if (sch && typeof sch === 'object') for (const prop in sch) traverse(sch[prop], pre, post);
    } else if (KEYWORDS.has(key)) traverse(sch, pre, post);
  }
  post(schema);
}

// ---------------------------------------------------------------------------------------------------------------
// SchemaCompatLayer's JSON handlers (schema-compatibility.ts, utils.ts).

const hasType = (s: J, t: string) => s.type === t || (Array.isArray(s.type) && s.type.includes(t));
const isObjectSchema = (s: J) => hasType(s, 'object') || s.properties !== undefined;
const isArraySchema = (s: J) => hasType(s, 'array') || s.items !== undefined;
const isStringSchema = (s: J) => hasType(s, 'string');
const isNumberSchema = (s: J) => hasType(s, 'number') || hasType(s, 'integer');
const isUnionSchema = (s: J) => (Array.isArray(s.anyOf) && s.anyOf.length > 0) || (Array.isArray(s.oneOf) && s.oneOf.length > 0) || Array.isArray(s.type);
const isAllOfSchema = (s: J) => Array.isArray(s.allOf) && s.allOf.length > 0;

function mergeDescription(description: string | undefined, constraints: string[]): string | undefined {
  return constraints.length > 0 ? (description ? description + '\n' : '') + `constraints: ${constraints.join(', ')}` : description;
}

function objectHandler(s: J): void {
  if (s.properties && s.additionalProperties === undefined) s.additionalProperties = false;
  if (!Object.keys(s.properties ?? {}).length) s.required = [];
}

function arrayHandler(s: J): void {
  let constraints: string[] = [];
  const { minItems, maxItems } = s;
  if (minItems !== undefined && maxItems !== undefined && minItems === maxItems) {
    constraints = [`exact length ${minItems}`];
    delete s.minItems;
    delete s.maxItems;
  } else {
    if (minItems !== undefined) {
      constraints.push(`minimum length ${minItems}`);
      delete s.minItems;
    }
    if (maxItems !== undefined) {
      constraints.push(`maximum length ${maxItems}`);
      delete s.maxItems;
    }
  }
  if (constraints.length) s.description = mergeDescription(s.description, constraints);
}

const DESCRIBED_FORMATS = ['email', 'emoji', 'uri', 'uuid', 'date-time', 'date', 'time'];
function stringHandler(s: J): void {
  const constraints: string[] = [];
  if (s.minLength !== undefined) {
    constraints.push(`minimum length ${s.minLength}`);
    delete s.minLength;
  }
  if (s.maxLength !== undefined) {
    constraints.push(`maximum length ${s.maxLength}`);
    delete s.maxLength;
  }
  if (DESCRIBED_FORMATS.includes(s.format)) {
    constraints.push(`a valid ${s.format}`);
    delete s.pattern;
    delete s.format;
  }
  if (constraints.length === 0 && s.pattern !== undefined) {
    constraints.push(`input must match this regex ${s.pattern}`);
    delete s.pattern;
  }
  if (constraints.length) s.description = mergeDescription(s.description, constraints);
}

function numberHandler(s: J): void {
  const constraints: string[] = [];
  if (s.minimum !== undefined) {
    if (s.minimum !== Number.MIN_SAFE_INTEGER) constraints.push(`greater than or equal to ${s.minimum}`);
    delete s.minimum;
  }
  if (s.maximum !== undefined) {
    if (s.maximum !== Number.MAX_SAFE_INTEGER) constraints.push(`lower than or equal to ${s.maximum}`);
    delete s.maximum;
  }
  if (s.exclusiveMinimum !== undefined) {
    constraints.push(`greater than ${s.exclusiveMinimum}`);
    delete s.exclusiveMinimum;
  }
  if (s.exclusiveMaximum !== undefined) {
    constraints.push(`lower than ${s.exclusiveMaximum}`);
    delete s.exclusiveMaximum;
  }
  if (s.multipleOf !== undefined) {
    constraints.push(`multiple of ${s.multipleOf}`);
    delete s.multipleOf;
  }
  if (constraints.length) s.description = mergeDescription(s.description, constraints);
}

/** defaultUnionHandler: each member of `anyOf` through the layer's pre and post once more (a one-member list is kept). */
function unionHandler(s: J, layer: Layer): void {
  if (Array.isArray(s.anyOf)) {
    s.anyOf = s.anyOf
      .map((sub: unknown) => {
        if (!isObj(sub)) return false;
        layer.pre(sub);
        layer.post(sub);
        return sub;
      })
      .filter(Boolean);
  }
}

function allOfHandler(s: J): void {
  if (!Array.isArray(s.allOf)) return;
  const properties: J = {};
  const required: unknown[] = [];
  for (const sub of s.allOf) {
    if (sub.properties) Object.assign(properties, sub.properties);
    if (Array.isArray(sub.required)) required.push(...sub.required);
  }
  delete s.allOf;
  s.type = 'object';
  s.properties = properties;
  if (required.length > 0) s.required = [...new Set(required)];
  s.additionalProperties = false;
}

interface Layer {
  pre(s: J): void;
  post(s: J): void;
}

// ---------------------------------------------------------------------------------------------------------------
// The layers' JSON passes (provider-compats/openai.ts, anthropic.ts, google.ts).

const OPENAI_FORMATS = ['date-time', 'time', 'date', 'duration', 'email', 'hostname', 'ipv4', 'ipv6', 'uuid'];
const OBJECT_KEYWORDS = ['properties', 'required', 'additionalProperties', 'x-optional'];
const ARRAY_ONLY = ['items'];
const GENERIC_CONSTRAINTS = ['const', 'enum', 'oneOf', 'not', 'if', 'then', 'else'];
const BRANCH_CONSTRAINTS = ['anyOf', 'oneOf', 'not', 'if', 'then', 'else'];
const typeKeywords = (type: unknown) => (type === 'object' ? OBJECT_KEYWORDS : type === 'array' ? ARRAY_ONLY : []);

const openai: Layer = {
  pre(s) {
    if (isAllOfSchema(s)) allOfHandler(s);
    if (isObjectSchema(s)) objectHandler(s);
    else if (isArraySchema(s)) arrayHandler(s);
    else if (isNumberSchema(s)) numberHandler(s);
    else if (isStringSchema(s)) {
      if (s.format && !OPENAI_FORMATS.includes(s.format)) {
        delete s.format;
        delete s.pattern;
      }
      stringHandler(s);
    }
  },
  post(s) {
    if (isUnionSchema(s)) unionHandler(s, openai);
    if (s.type === undefined && !s.anyOf) {
      const sub: J = {};
      for (const key of Object.keys(s)) {
        sub[key] = s[key];
        delete s[key];
      }
      s.anyOf = [sub, { type: 'null' }];
    }
    if (!isObjectSchema(s)) return;
    s.additionalProperties = false;
    delete s.propertyNames;
    if (!s.properties) return;
    // Mastra copies x-optional and searches required once per property; a Set and one copy give the same lists in linear time.
    let listed: Set<unknown> | undefined;
    let optional: unknown[] | undefined;
    for (const key of Object.keys(s.properties)) {
      const prop = s.properties[key];
      if (!s.required) s.required = [];
      listed ??= new Set(s.required);
      if (listed.has(key)) continue;
      if (!optional) s['x-optional'] = optional = [...(s['x-optional'] || [])];
      optional.push(key);
      s.required.push(key);
      listed.add(key);
      makeNullable(prop);
    }
  },
};

/** The OpenAI layer's rewrite of an optional property into `anyOf: [it, {type: "null"}]` (postProcessJSONNode). */
function makeNullable(prop: J): void {
  const redundantNullableUnion = (type: unknown) => {
    if (!prop.anyOf || prop.anyOf.length !== 2) return false;
    const nulls = prop.anyOf.filter((b: unknown) => typeof b !== 'boolean' && (b as J).type === 'null');
    const values = prop.anyOf.filter((b: unknown) => typeof b !== 'boolean' && (b as J).type !== 'null');
    if (nulls.length !== 1 || values.length !== 1) return false;
    const value = values[0] as J;
    if (value.type !== type) return false;
    return Object.entries(value).every(([k, v]) => k === 'type' || (k in prop && valuesEqual(prop[k], v, k)));
  };
  if (Array.isArray(prop.type)) {
    const types = [...prop.type];
    if (!types.includes('null')) types.push('null');
    const branchConstraints: J = {};
    for (const k of BRANCH_CONSTRAINTS) {
      if (k in prop) {
        branchConstraints[k] = prop[k];
        delete prop[k];
      }
    }
    delete prop.type;
    if ('const' in prop) {
      const c = prop.const;
      prop.enum = !prop.enum || prop.enum.some((v: unknown) => jsonEqual(v, c)) ? [c, null] : [null];
      delete prop.const;
    } else if (prop.enum && !prop.enum.includes(null)) prop.enum = [...prop.enum, null];
    prop.anyOf = types.map((type) => {
      if (type === 'null') return { type: 'null' };
      const branch: J = { type };
      for (const k of typeKeywords(type)) if (k in prop) branch[k] = prop[k];
      return Object.assign(branch, branchConstraints);
    });
    for (const k of [...OBJECT_KEYWORDS, ...ARRAY_ONLY]) delete prop[k];
  } else if (prop.type && prop.type !== 'null') {
    const type = prop.type;
    const keywords = typeKeywords(type);
    if (keywords.length > 0) {
      const branch: J = { type };
      const keepAnyOf = prop.anyOf && !redundantNullableUnion(type) ? prop.anyOf : undefined;
      for (const k of [...keywords, ...GENERIC_CONSTRAINTS]) {
        if (k in prop) {
          branch[k] = prop[k];
          delete prop[k];
        }
      }
      if (keepAnyOf) branch.anyOf = keepAnyOf;
      delete prop.type;
      prop.anyOf = [branch, { type: 'null' }];
    } else {
      const inner: J = { ...prop, type };
      if (redundantNullableUnion(type)) delete inner.anyOf;
      for (const k of [...GENERIC_CONSTRAINTS, 'anyOf']) delete prop[k];
      delete prop.type;
      prop.anyOf = [inner, { type: 'null' }];
    }
  }
}

/** schemaValuesEqual: `required` and `enum` compare as sets, everything else as JSON. */
function valuesEqual(a: unknown, b: unknown, key: string): boolean {
  if ((key === 'required' || key === 'enum') && Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x) => b.some((y) => jsonEqual(x, y)));
  return jsonEqual(a, b);
}
function jsonEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const anthropic: Layer = {
  pre(s) {
    if (isAllOfSchema(s)) allOfHandler(s);
    if (isObjectSchema(s)) objectHandler(s);
    else if (isArraySchema(s)) arrayHandler(s);
    else if (isNumberSchema(s)) numberHandler(s);
    else if (isStringSchema(s)) stringHandler(s);
  },
  post(s) {
    if (isUnionSchema(s)) unionHandler(s, anthropic);
  },
};

/** AnthropicSchemaCompatLayer.processToJSONSchema: a root union whose branches are all objects becomes one object. */
function mergeRootObjectUnion(s: J): J {
  const union = s.anyOf ?? s.oneOf;
  if (!Array.isArray(union)) return s;
  const objects = union.filter((b) => isObj(b) && b.type === 'object');
  if (objects.length === 0 || objects.length !== union.length) return s;
  delete s.anyOf;
  delete s.oneOf;
  s.type = 'object';
  const merged: Record<string, unknown[]> = {};
  for (const b of objects) {
    for (const [key, prop] of Object.entries(b.properties ?? {})) {
      const variants = (merged[key] ??= []);
      if (!variants.some((v) => JSON.stringify(v) === JSON.stringify(prop))) variants.push(prop);
    }
  }
  s.properties = Object.fromEntries(Object.entries(merged).map(([key, variants]) => [key, variants.length === 1 ? variants[0] : { anyOf: variants }]));
  s.required = objects.map((b) => (b.required ?? []) as unknown[]).reduce((req, branch) => req.filter((k) => branch.includes(k)));
  s.additionalProperties = false;
  return s;
}

const ANY_TYPES = ['string', 'number', 'integer', 'boolean', 'object'];
const google: Layer = {
  pre(s) {
    if (isAllOfSchema(s)) allOfHandler(s);
    if (isObjectSchema(s)) objectHandler(s);
    else if (isNumberSchema(s)) numberHandler(s);
    else if (isArraySchema(s)) arrayHandler(s);
    else if (isStringSchema(s)) stringHandler(s);
  },
  post(s) {
    if (isUnionSchema(s)) unionHandler(s, google);
    delete s.$schema;
    delete s.additionalProperties;
    delete s.propertyNames;
    if (Array.isArray(s.type)) {
      const types: unknown[] = s.type;
      const nonNull = types.filter((t) => t !== 'null');
      const hasNull = types.includes('null');
      if (nonNull.length === 1) {
        s.type = nonNull[0];
        if (hasNull) s.nullable = true;
      } else if (nonNull.length === 0 && hasNull) {
        s.type = 'object';
        s.nullable = true;
      } else {
        delete s.type;
        s.anyOf = nonNull.map((t) => ({ type: t }));
        if (hasNull) s.nullable = true;
      }
    }
    if (Array.isArray(s.oneOf)) {
      s.anyOf = s.oneOf;
      delete s.oneOf;
    }
    if ('const' in s) {
      s.enum = [s.const];
      delete s.const;
    }
    if (Array.isArray(s.items)) {
      s.items = { anyOf: s.items };
      delete s.minItems;
      delete s.maxItems;
    }
    if (Array.isArray(s.anyOf)) {
      const variants: unknown[] = s.anyOf;
      const nonNull = variants.filter((v) => isObj(v) && v.type !== 'null');
      const hasNull = variants.some((v) => isObj(v) && v.type === 'null');
      if (hasNull && nonNull.length === 1) {
        delete s.anyOf;
        Object.assign(s, nonNull[0]);
        s.nullable = true;
      } else if (hasNull && nonNull.length > 1) {
        s.anyOf = nonNull;
        s.nullable = true;
      }
    }
    if (!s.type && !s.anyOf && !s.oneOf && !s.allOf && !s.$ref && !s.enum && !s.const && !s.properties && !s.items) {
      s.anyOf = [...ANY_TYPES.map((t) => ({ type: t })), { type: 'array', items: { anyOf: ANY_TYPES.map((t) => ({ type: t })) } }];
      s.nullable = true;
    }
  },
};

// DeepSeekSchemaCompatLayer and MetaSchemaCompatLayer have Anthropic's JSON passes (and no root merge).
const LAYERS: Record<Exclude<MastraProvider, 'none'>, Layer> = { openai, anthropic, google, deepseek: anthropic, meta: anthropic };

/** inlineRefsAndDropDefinitions (google.ts): each `$ref` replaced by a copy of its definition; a cycle becomes `type: object`. */
function inlineRefs(s: J): void {
  const json = JSON.stringify(s);
  if (!json.includes('"$ref"')) return;
  const snapshot = JSON.parse(json) as J;
  const defs = (snapshot.definitions ?? snapshot.$defs ?? {}) as J;
  let budget = 10_000; // copies of definitions: bounded, whatever the schema
  const resolve = (node: unknown, visiting: Set<string>): void => {
    if (!isObj(node) && !Array.isArray(node)) return;
    for (const [key, value] of Object.entries(node as J)) {
      if (key === '$ref' && typeof value === 'string') {
        const m = /^#\/(?:definitions|\$defs)\/(.+)$/.exec(value);
        const target = value === '#' ? snapshot : m ? defs[m[1]!] : undefined;
        delete (node as J).$ref;
        if (!target || visiting.has(value) || --budget < 0) (node as J).type = 'object';
        else {
          visiting.add(value);
          const clone = JSON.parse(JSON.stringify(target));
          resolve(clone, visiting);
          visiting.delete(value);
          Object.assign(node as J, clone);
        }
      } else if (Array.isArray(value)) value.forEach((item) => resolve(item, visiting));
      else if (isObj(value)) resolve(value, visiting);
    }
  };
  resolve(s, new Set());
  delete s.definitions;
  delete s.$defs;
}

// ---------------------------------------------------------------------------------------------------------------
// The passes on a converter's nodes (json-passes.ts): nodes back with the spans and marks they came with.

/**
 * What Mastra sends for a schema a converter made as zod4-input7 nodes (zod 3: zod3-ai-sdk nodes), as nodes: each
 * value that was there keeps its node (the code that made it), what Mastra adds spans the nearest object it stands in.
 */
export function mastraSchemaNode(node: JsonNode, provider: MastraProvider, zod: MastraZod = 4): JsonNode {
  return node.type !== 'object' ? node : withJsonPasses(node, (plain) => passes(plain as J, provider, zod));
}
