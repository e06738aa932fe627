// What each SDK does with zod's output: the dialect per wrapper and major, and the passes that run after conversion
// (openai's strict transform, the AI SDK's additionalProperties pass). A new SDK is a new entry here.
import { arr, delp, getp, prim, setp, type SObj, type SVal, type ZodContext, type ZodDialect, type ZodWrapper } from './model';

/** The dialect each wrapper's conversion matches (see the header). */
export function dialectForWrapper(wrapper: ZodWrapper, zodMajor: 3 | 4): ZodDialect {
  if (wrapper === 'mcp') return zodMajor === 4 ? 'zod4-input7' : 'zod3-mcp';
  if (wrapper === 'ai-sdk') return zodMajor === 4 ? 'zod4-ai-sdk' : 'zod3-ai-sdk';
  if (wrapper === 'anthropic') return zodMajor === 4 ? 'zod4-anthropic' : 'zod3-anthropic';
  if (wrapper === 'openai-agents') return zodMajor === 4 ? 'zod4-agents' : 'zod3-agents';
  if (wrapper === 'genkit') return zodMajor === 4 ? 'zod4-genkit' : 'zod3-genkit';
  // beeai-framework converts zod 3 only, whatever else the project has (a `zod/v4` import is refused in beeai.ts).
  if (wrapper === 'beeai') return 'zod3-beeai';
  if (wrapper === 'livekit') return zodMajor === 4 ? 'zod4-livekit' : 'zod3-livekit';
  if (wrapper === 'zod') return zodMajor === 4 ? 'zod4' : 'zod3';
  return zodMajor === 4 ? 'zod4-openai' : 'zod3-openai';
}

export interface DialectOptions {
  lib: 3 | 4;
  /** zod 4's `reused`: "inline" (the default), or "ref" (a schema instance processed twice goes into `$defs`). */
  reused: 'inline' | 'ref';
  /** The wrapper cannot convert this zod version at all: every schema is not analysable, for this reason. */
  refusal?: string;
  target: 'draft-2020-12' | 'draft-07';
  io: 'input' | 'output';
  aiSdkAdditional: boolean;
  /** zod-to-json-schema's $refStrategy: "root" ($ref to the first path), "none" (inline), "extract-to-root" (openai). */
  refs: 'root' | 'none' | 'extract-to-root';
  strictUnions: boolean;
  /** zod-to-json-schema's pipeStrategy "input" (the MCP SDK's): a zod 3 pipe is its input side, else `allOf` of both. */
  pipeInput?: boolean;
  /** openai-node's zodFunction: its zod 4 override and toStrictJsonSchema, or its zod-to-json-schema openaiStrictMode. */
  openai: boolean;
  /** The OpenAI Agents SDK's tool(): openai 7's helper where it accepts the schema, else the SDK's own converter (agents.ts). */
  agents?: boolean;
  /**
   * zod-to-json-schema's allowedAdditionalProperties and rejectedAdditionalProperties as a project's own call passes
   * them (defaults true and false; undefined leaves the keyword out). Absent: the defaults.
   */
  additional3?: { allowed: true | undefined; rejected: false | undefined };
  /** zod-to-json-schema's removeAdditionalStrategy "strict" (Genkit's): a strip object gets allowedAdditionalProperties. */
  stripAllowed?: boolean;
  /**
   * zod-to-json-schema's target "openAi" (zod 3): an optional object field is made nullable and required, z.any() and
   * z.unknown() are `$ref` to a root `definitions.OpenAiAnyType`, z.never() is left out, exclusive bounds are booleans.
   */
  openAiTarget?: boolean;
  /** The wrapper drops the root's `$schema` before sending (LiveKit's chat-completions request). */
  noSchemaKey?: boolean;
  /** The wrapper throws on a schema whose root is a zod 3 effect (refine, superRefine, transform, preprocess): why. */
  rootEffects?: string;
}

/** The options a project's own conversion call passes (`toJSONSchema(s, { target: "draft-07", io: "input" })`), by context. */
const CALL_OPTIONS = new WeakMap<ZodContext, DialectOptions>();

/** Reads `ctx` with these options instead of its dialect's (a conversion the project's code calls with options). */
export function withOptions(ctx: ZodContext, options: DialectOptions): ZodContext {
  CALL_OPTIONS.set(ctx, options);
  return ctx;
}

/** The options a reading converts with: those its code passes, else its dialect's. */
export function contextOptions(ctx: ZodContext): DialectOptions {
  return CALL_OPTIONS.get(ctx) ?? optionsOf(ctx.dialect);
}
export function optionsOf(d: ZodDialect): DialectOptions {
  const o = { aiSdkAdditional: false, refs: 'none', strictUnions: false, openai: false, reused: 'inline' } as const;
  switch (d) {
    case 'zod4':
      return { ...o, lib: 4, target: 'draft-2020-12', io: 'output' };
    case 'zod4-anthropic':
      return { ...o, lib: 4, target: 'draft-2020-12', io: 'output', reused: 'ref' };
    case 'zod3-anthropic':
      return { ...o, lib: 3, target: 'draft-07', io: 'output', refusal: "betaZodTool converts with zod 4's toJSONSchema and throws on a zod 3 schema" };
    case 'zod4-input7':
      return { ...o, lib: 4, target: 'draft-07', io: 'input' };
    case 'zod4-ai-sdk':
      return { ...o, lib: 4, target: 'draft-07', io: 'input', aiSdkAdditional: true };
    case 'zod4-openai':
      return { ...o, lib: 4, target: 'draft-07', io: 'output', openai: true };
    case 'zod3':
      return { ...o, lib: 3, target: 'draft-07', io: 'output', refs: 'root' };
    case 'zod3-genkit':
      // @genkit-ai/core's toJsonSchema: zodToJsonSchema(schema, { removeAdditionalStrategy: "strict" }).
      return { ...o, lib: 3, target: 'draft-07', io: 'output', refs: 'root', stripAllowed: true };
    case 'zod4-genkit':
      return { ...o, lib: 4, target: 'draft-07', io: 'output', refusal: 'Genkit converts with zod-to-json-schema, which reads zod 3 schemas only: for this zod 4 schema the model gets `{ "$schema": ... }` alone, no properties (use the `z` genkit exports)' };
    case 'zod3-beeai':
      // beeai-framework's toJsonSchema (internals/helpers/schema.ts): zodToJsonSchema(schema) with its defaults, after
      // validateSchema, which throws on a ZodEffects root.
      return { ...o, lib: 3, target: 'draft-07', io: 'output', refs: 'root', rootEffects: 'beeai-framework\'s getInputJsonSchema() throws here: "zod effects (refine, superRefine, transform, ...) cannot be converted to JSONSchema!" (the schema\'s root is one)' };
    case 'zod3-livekit':
      // @livekit/agents 1.x zodSchemaToJsonSchema (llm/zod-utils.ts): zodToJsonSchema(s, { target: "openAi",
      // $refStrategy: "none" }); its chat-completions request (inference.LLM, openai.LLM) drops `$schema`.
      return { ...o, lib: 3, target: 'draft-07', io: 'output', openAiTarget: true, noSchemaKey: true };
    case 'zod4-livekit':
      // The same for zod 4: z4.toJSONSchema(s, { target: "draft-7", io: "output", reused: "inline" }), `$schema` dropped.
      return { ...o, lib: 4, target: 'draft-07', io: 'output', noSchemaKey: true };
    case 'zod3-mcp':
      return { ...o, lib: 3, target: 'draft-07', io: 'output', refs: 'root', strictUnions: true, pipeInput: true };
    case 'zod3-ai-sdk':
      return { ...o, lib: 3, target: 'draft-07', io: 'output' };
    case 'zod3-openai':
      return { ...o, lib: 3, target: 'draft-07', io: 'output', refs: 'extract-to-root', openai: true };
    case 'zod4-agents':
      return { ...o, lib: 4, target: 'draft-07', io: 'output', openai: true, agents: true };
    case 'zod3-agents':
      // openai's zodResponsesFunction on zod 3 (its vendored zod-to-json-schema, as zodFunction), then tool()'s strict
      // rewrite; where that helper throws, tool()'s own converter, modelled for zod 4 only (index.ts agents3Value).
      return { ...o, lib: 3, target: 'draft-07', io: 'output', refs: 'extract-to-root', openai: true, agents: true };
  }
}

/**
 * openai-node's toStrictJsonSchema (lib/transform.js) on what zod 4 emits. Where it would throw, so that zodFunction
 * fails when the tool is built, the schema is left as zod emitted it: the rules then report the cause at its code
 * (an optional field that is not nullable stays out of `required`, an open object keeps its additionalProperties,
 * a tuple keeps its item list, a root that is not an object stays as it is).
 */
export function openaiStrict(root: SObj): void {
  const type = getp(root, 'type');
  if (!(type?.t === 'prim' && type.value === 'object') || getp(root, 'anyOf')) return;
  strictNode(root);
}

const OBJECT_KEYWORDS = ['additionalProperties', 'dependencies', 'maxProperties', 'minProperties', 'patternProperties', 'properties', 'propertyNames', 'required'];
const SCHEMA_KEYWORDS = ['additionalProperties', 'additionalItems', 'not', 'propertyNames', 'items', 'prefixItems', 'anyOf', 'allOf', 'oneOf', 'properties', 'definitions', '$defs'];

function hasObjectShape(s: SObj): boolean {
  const t = getp(s, 'type');
  if (!t) return s.props.some((p) => OBJECT_KEYWORDS.includes(p.key));
  return (t.t === 'prim' && t.value === 'object') || (t.t === 'arr' && t.items.some((i) => i.t === 'prim' && i.value === 'object'));
}

/** toStrictJsonSchema's isNullable, for the keywords zod emits. */
function isNullableJson(v: SVal): boolean {
  if (v.t !== 'obj') return v.t === 'prim' && v.value === true;
  const t = getp(v, 'type');
  if (t && !(t.t === 'prim' && t.value === 'null') && !(t.t === 'arr' && t.items.some((i) => i.t === 'prim' && i.value === 'null'))) return false;
  const c = getp(v, 'const');
  if (c && !(c.t === 'prim' && c.value === null)) return false;
  const e = getp(v, 'enum');
  if (e && !(e.t === 'arr' && e.items.some((i) => i.t === 'prim' && i.value === null))) return false;
  const all = getp(v, 'allOf');
  if (all && !(all.t === 'arr' && all.items.every(isNullableJson))) return false;
  const any = getp(v, 'anyOf');
  if (any && !(any.t === 'arr' && any.items.some(isNullableJson))) return false;
  const one = getp(v, 'oneOf');
  if (one && !(one.t === 'arr' && one.items.filter(isNullableJson).length === 1)) return false;
  return !['not', 'if', 'then', 'else', '$ref'].some((k) => getp(v, k) !== undefined);
}

function strictNode(s: SVal): void {
  if (s.t !== 'obj') return;
  if (hasObjectShape(s) && !getp(s, 'additionalProperties')) {
    const at = s.props.find((p) => p.key === 'type')?.keySpan ?? s.span;
    setp(s, 'additionalProperties', prim(false, at), at);
  }
  const props = getp(s, 'properties');
  if (props?.t === 'obj') {
    const req = getp(s, 'required');
    const listed = new Set(req?.t === 'arr' ? req.items.map((i) => (i.t === 'prim' ? i.value : undefined)) : []);
    const keep = props.props.filter((p) => listed.has(p.key) || isNullableJson(p.value)).map((p) => prim(p.key, p.keySpan));
    const at = s.props.find((p) => p.key === (req ? 'required' : 'properties'))!.keySpan;
    setp(s, 'required', arr(keep, req?.span ?? at), at);
  }
  for (const key of SCHEMA_KEYWORDS) {
    const v = getp(s, key);
    if (!v) continue;
    if (key === 'properties' || key === 'definitions' || key === '$defs') {
      if (v.t === 'obj') for (const p of v.props) strictNode(p.value);
    } else if (v.t === 'arr') v.items.forEach(strictNode);
    else strictNode(v);
  }
  const d = getp(s, 'default');
  if (d?.t === 'prim' && d.value === null) delp(s, 'default');
}

/** @ai-sdk/provider-utils 5.0.81 addAdditionalPropertiesToJsonSchema, on spanned values. */
export function addAdditionalPropertiesFalse(o: SObj): void {
  const visit = (v: SVal): void => {
    if (v.t === 'obj') addAdditionalPropertiesFalse(v);
  };
  const type = getp(o, 'type');
  const isObject = (type?.t === 'prim' && type.value === 'object') || (type?.t === 'arr' && type.items.some((i) => i.t === 'prim' && i.value === 'object'));
  if (isObject) {
    const ap = getp(o, 'additionalProperties');
    if (ap && ap.t === 'obj') visit(ap);
    else if (!(ap?.t === 'prim' && ap.value === false)) {
      const typeKey = o.props.find((p) => p.key === 'type')!.keySpan;
      setp(o, 'additionalProperties', prim(false, typeKey), typeKey);
    }
    const props = getp(o, 'properties');
    if (props?.t === 'obj') for (const p of props.props) visit(p.value);
  }
  const items = getp(o, 'items');
  if (items?.t === 'arr') items.items.forEach(visit);
  else if (items) visit(items);
  for (const k of ['anyOf', 'allOf', 'oneOf']) {
    const list = getp(o, k);
    if (list?.t === 'arr') list.items.forEach(visit);
  }
  const defs = getp(o, 'definitions');
  if (defs?.t === 'obj') for (const p of defs.props) visit(p.value);
}
