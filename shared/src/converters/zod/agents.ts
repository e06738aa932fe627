// The OpenAI Agents SDK's tool() (@openai/agents-core 0.20, dist/utils/tools.js getSchemaAndParserFromInputType), on
// the zod model. With zod parameters tool() first tries openai 7's zodResponsesFunction (zod 4's toJSONSchema with
// openai's overrides, then toStrictJsonSchema); where that throws (an optional field that is not nullable, an open
// object, a keyword strict mode lacks), it converts with its own walker (zodJsonSchemaCompatForOpenAIStrict), which
// keeps only types, descriptions and shapes (checks, formats and defaults are dropped). Either result then goes through
// toOpenAIStrictToolSchema: every property required, an optional one wrapped as `anyOf: [X, {type: "null"}]`, objects
// closed. Where the SDK itself throws, the tool is never built: the reason is given at the code.
import { arr, delp, getp, NotAnalyzable, obj, prim, setp, type Prop, type SObj, type Span, type SVal, type ZNode } from './model';

const SDK = "the OpenAI Agents SDK's tool()";

/** JSON Schema keywords openai 7's toStrictJsonSchema refuses (lib/transform.js JSON_SCHEMA_UNSUPPORTED_SCHEMA_KEYWORDS). */
const OPENAI7_UNSUPPORTED = new Set([
  '$anchor', '$dynamicAnchor', '$dynamicRef', '$recursiveAnchor', '$recursiveRef', 'allOf', 'contains', 'contentEncoding', 'contentMediaType',
  'contentSchema', 'dependentRequired', 'dependentSchemas', 'dependencies', 'else', 'if', 'maxContains', 'maxProperties', 'minContains',
  'minProperties', 'not', 'oneOf', 'patternProperties', 'prefixItems', 'propertyNames', 'then', 'unevaluatedItems', 'unevaluatedProperties', 'uniqueItems',
]);
/** Keywords toOpenAIStrictToolSchema refuses (strictToolSchema.js unsupportedStrictNormalizationKeywords). */
const AGENTS_UNSUPPORTED = [
  '$dynamicRef', '$recursiveRef', 'additionalItems', 'allOf', 'contains', 'contentSchema', 'dependencies', 'dependentRequired', 'dependentSchemas',
  'else', 'if', 'maxContains', 'minContains', 'not', 'oneOf', 'patternProperties', 'prefixItems', 'propertyNames', 'then', 'unevaluatedItems', 'unevaluatedProperties',
];
const REF_METADATA = new Set(['$anchor', '$comment', '$defs', '$id', '$ref', '$schema', 'default', 'deprecated', 'description', 'definitions', 'examples', 'readOnly', 'title', 'writeOnly']);

const isStr = (v: SVal | undefined, s: string): boolean => v?.t === 'prim' && v.value === s;

/** Children holding subschemas, as the strict passes walk them. */
function subschemas(s: SObj): SVal[] {
  const out: SVal[] = [];
  for (const p of s.props) {
    if (p.key === 'properties' || p.key === '$defs' || p.key === 'definitions') {
      if (p.value.t === 'obj') for (const q of p.value.props) out.push(q.value);
    } else if (p.key === 'items' || p.key === 'anyOf' || p.key === 'additionalProperties') {
      if (p.value.t === 'arr') out.push(...p.value.items);
      else out.push(p.value);
    }
  }
  return out;
}

/** toStrictJsonSchema's test of a property that may stay out of `required`: one whose schema accepts null. */
function acceptsNull(v: SVal): boolean {
  if (v.t !== 'obj') return v.t === 'prim' && v.value === true;
  const type = getp(v, 'type');
  if (type) return isStr(type, 'null') || (type.t === 'arr' && type.items.some((i) => isStr(i, 'null')));
  const any = getp(v, 'anyOf');
  return any?.t === 'arr' && any.items.some(acceptsNull);
}

/**
 * Whether openai 7's zodResponsesFunction throws on what zod 4 emits for it (before its strict pass), so that tool()
 * falls back to its own converter: the root is not an object, a keyword strict mode lacks, an object left open, or a
 * property that may be omitted and does not accept null.
 */
export function openai7Refuses(root: SObj): boolean {
  if (!isStr(getp(root, 'type'), 'object') || getp(root, 'anyOf')) return true;
  const stack: SVal[] = [root];
  let budget = 100_000;
  while (stack.length && budget-- > 0) {
    const s = stack.pop()!;
    if (s.t !== 'obj') continue;
    if (s.props.some((p) => OPENAI7_UNSUPPORTED.has(p.key))) return true;
    const ap = getp(s, 'additionalProperties');
    const props = getp(s, 'properties');
    if (ap && !(ap.t === 'prim' && ap.value === false)) return true;
    if (getp(s, 'items')?.t === 'arr') return true;
    if (props?.t === 'obj') {
      const req = getp(s, 'required');
      const listed = new Set(req?.t === 'arr' ? req.items.map((i) => (i.t === 'prim' ? i.value : undefined)) : []);
      if (props.props.some((p) => !listed.has(p.key) && !acceptsNull(p.value))) return true;
    }
    stack.push(...subschemas(s));
  }
  return false;
}

// ---------------------------------------------------------------------------------------------------------------
// tool()'s own converter (zodJsonSchemaCompat.js convertZodObjectSchema), on the zod model.

/** zod 4's `schema.description`: the instance's own registry description (agents' readZodDescription). */
function descriptionOf(n: ZNode): { value: string; span: Span } | undefined {
  const m = n.meta?.find((e) => e.key === 'description');
  if (m?.value.t === 'prim' && typeof m.value.value === 'string' && m.value.value.trim()) return { value: m.value.value, span: m.keySpan };
  // zod 3: `_def.description` (only the zod 3 reader sets desc).
  if (n.desc && n.desc.value.trim()) return { value: n.desc.value, span: n.desc.span };
  return undefined;
}

/** DECORATOR_WRAPPERS the model has: default, catch, readonly, brand (unwrapped; what they add is dropped). */
function unwrapDecorators(n: ZNode): ZNode {
  let c = n;
  while (c.k === 'default' || c.k === 'catch' || c.k === 'readonly' || c.k === 'brand') c = c.inner;
  return c;
}

function unsupported(n: ZNode): never {
  throw new NotAnalyzable(
    `${SDK} throws "Unable to convert the provided Zod schema to JSON Schema" here: openai's zod helper refuses the schema, and the SDK's own converter has no JSON Schema for this zod type (it converts string, number, boolean, object, array, tuple, union, literal, enum, record and nullable, with optional fields)`,
    n.base,
  );
}

function typed(t: string | string[], span: Span): SObj {
  const o = obj(span);
  setp(o, 'type', Array.isArray(t) ? arr(t.map((x) => prim(x, span)), span) : prim(t, span), span);
  return o;
}

function convertSchema(value: ZNode): SObj {
  const n = unwrapDecorators(value);
  // A ZodPipe is a decorator to the SDK, but one whose def has no inner type it follows: it converts nothing.
  if (n.pipe) unsupported(n);
  let s: SObj;
  switch (n.k) {
    case 'string':
    case 'number':
    case 'boolean':
      s = typed(n.k, n.base);
      break;
    case 'object':
      s = buildObject(n);
      break;
    case 'array':
      s = typed('array', n.base);
      setp(s, 'items', convertSchema(n.element), n.base);
      break;
    case 'tuple': {
      if (n.rest) throw new NotAnalyzable("a tuple's `.rest()` under the OpenAI Agents SDK's own converter, which toollint does not model", n.base);
      if (!n.items.length) unsupported(n);
      s = typed('array', n.base);
      setp(s, 'items', arr(n.items.map(convertSchema), n.itemsSpan), n.base);
      setp(s, 'minItems', prim(n.items.length, n.itemsSpan), n.base);
      setp(s, 'maxItems', prim(n.items.length, n.itemsSpan), n.base);
      break;
    }
    case 'union':
      s = obj(n.base);
      setp(s, 'anyOf', arr(n.options.map(convertSchema), n.optionsSpan), n.base);
      break;
    case 'literal': {
      const values = n.values ?? [{ value: n.value, span: n.valueSpan }];
      s = obj(n.base);
      if (values.length === 1) {
        setp(s, 'const', prim(values[0]!.value, values[0]!.span), n.base);
        setp(s, 'type', prim(typeof values[0]!.value, n.base), n.base);
      } else {
        setp(s, 'enum', arr(values.map((v) => prim(v.value, v.span)), n.valueSpan), n.base);
        const types = [...new Set(values.map((v) => typeof v.value))];
        setp(s, 'type', arr(types.map((t) => prim(t, n.base)), n.base), n.base);
      }
      break;
    }
    case 'enum': {
      if (!n.values.length) unsupported(n);
      const kinds = [...new Set(n.values.map((v) => typeof v.value))];
      s = typed(kinds.length === 1 ? (kinds[0] === 'string' ? 'string' : 'number') : ['string', 'number'], n.base);
      setp(s, 'enum', arr(n.values.map((v) => prim(v.value, v.span)), n.valuesSpan), n.base);
      break;
    }
    case 'record':
      s = typed('object', n.base);
      setp(s, 'additionalProperties', convertSchema(n.value), n.base);
      break;
    case 'nullable':
      s = obj(n.base);
      setp(s, 'anyOf', arr([convertSchema(n.inner), typed('null', n.call)], n.call), n.call);
      break;
    case 'intersection':
      // zodJsonSchemaCompat.js buildIntersectionSchema: closed object sides merged into one object, others refused.
      throw new NotAnalyzable(`${SDK} merges an intersection of closed objects into one object and throws on other intersections, which toollint does not model`, n.base);
    default:
      return unsupported(n);
  }
  const d = descriptionOf(value);
  if (d) setp(s, 'description', prim(d.value, d.span), d.span);
  return s;
}

function convertProperty(p: Prop): { schema: SObj; optional: boolean } {
  let current = unwrapDecorators(p.value);
  let optional = false;
  while (current.k === 'optional' && !current.pipe) {
    optional = true;
    current = unwrapDecorators(current.inner);
  }
  return { schema: convertSchema(current), optional };
}

function buildObject(n: ZNode & { k: 'object' }): SObj {
  const s = typed('object', n.base);
  const properties = obj(n.shapeSpan);
  const required: SVal[] = [];
  for (const p of n.shape) {
    const { schema, optional } = convertProperty(p);
    const d = descriptionOf(p.value);
    if (d && !getp(schema, 'description')) setp(schema, 'description', prim(d.value, d.span), d.span);
    properties.props.push({ key: p.key, keySpan: p.keySpan, value: schema, property: { span: p.span } });
    if (!optional) required.push(prim(p.key, p.keySpan));
  }
  setp(s, 'properties', properties, n.shapeSpan);
  setp(s, 'required', arr(required, n.shapeSpan), n.shapeSpan);
  setp(s, 'additionalProperties', prim(false, n.base), n.base);
  const d = descriptionOf(n);
  if (d) setp(s, 'description', prim(d.value, d.span), d.span);
  return s;
}

/** tool()'s own conversion of a zod object (the root must be one, else the SDK throws). */
export function agentsFallback(root: ZNode): SObj {
  const n = unwrapDecorators(root);
  if (n.k !== 'object') unsupported(root);
  const s = buildObject(n);
  setp(s, '$schema', prim('http://json-schema.org/draft-07/schema#', root.base), root.base);
  return s;
}

// ---------------------------------------------------------------------------------------------------------------
// toOpenAIStrictToolSchema (strictToolSchema.js prepareOpenAIStrictToolSchemaInternal), on spanned values.

function refuse(message: string, span: Span): never {
  throw new NotAnalyzable(`${SDK} throws here in strict mode: "${message}"`, span);
}

type Nullability = 'allows' | 'disallows' | 'unknown';
function nullability(v: SVal): Nullability {
  if (v.t === 'prim') return v.value === true ? 'allows' : v.value === false ? 'disallows' : 'unknown';
  if (v.t !== 'obj') return 'unknown';
  const type = getp(v, 'type');
  if (type) {
    if (type.t === 'obj') return 'unknown';
    if (!isStr(type, 'null') && !(type.t === 'arr' && type.items.some((i) => isStr(i, 'null')))) return 'disallows';
  }
  const e = getp(v, 'enum');
  if (e) {
    if (e.t !== 'arr') return 'unknown';
    if (!e.items.some((i) => i.t === 'prim' && i.value === null)) return 'disallows';
  }
  const c = getp(v, 'const');
  if (c && !(c.t === 'prim' && c.value === null)) return 'disallows';
  if (getp(v, '$ref')) throw new NotAnalyzable(`${SDK} resolves a $ref here, which toollint does not model`, v.span);
  const any = getp(v, 'anyOf');
  if (any) {
    if (any.t !== 'arr') return 'unknown';
    const entries = any.items.map(nullability);
    if (entries.includes('allows')) return 'allows';
    return entries.every((x) => x === 'disallows') ? 'disallows' : 'unknown';
  }
  if (!type && getp(v, 'properties')?.t === 'obj') return 'disallows';
  return 'allows';
}

function validate(v: SVal, root: SObj, depth: number): void {
  if (v.t === 'prim' && typeof v.value === 'boolean') return;
  if (v.t !== 'obj') refuse('Cannot convert a JSON schema containing a non-boolean, non-object schema node to strict mode.', v.span);
  if (depth > 100) refuse('JSON schema is too deeply nested to process safely.', v.span);
  if (v !== root && getp(v, '$id')) refuse('Cannot convert a JSON schema with a nested `$id` resource to strict mode', v.span);
  for (const k of AGENTS_UNSUPPORTED) {
    const p = v.props.find((q) => q.key === k);
    if (p) refuse(`Cannot convert a JSON schema using unsupported keyword \`${k}\` to strict mode.`, p.keySpan);
  }
  if (getp(v, '$ref')) throw new NotAnalyzable(`${SDK} resolves a $ref here, which toollint does not model`, v.span);
  const any = getp(v, 'anyOf');
  if (any) {
    if (any.t !== 'arr' || any.items.length === 0) refuse('Cannot convert a JSON schema with an invalid `anyOf` to strict mode.', v.span);
    const sibling = v.props.find((p) => !REF_METADATA.has(p.key) && p.key !== 'anyOf');
    if (sibling) refuse(`Cannot convert a JSON schema combining \`anyOf\` with sibling keyword \`${sibling.key}\` to strict mode.`, sibling.keySpan);
  }
  const props = getp(v, 'properties');
  if (props?.t === 'obj' && convertsProperties(v)) {
    const req = getp(v, 'required');
    const listed = new Set(req?.t === 'arr' ? req.items.map((i) => (i.t === 'prim' ? String(i.value) : undefined)) : []);
    for (const p of props.props) {
      validate(p.value, root, depth + 1);
      if (!listed.has(p.key) && nullability(p.value) === 'unknown') {
        refuse('Cannot determine whether an optional JSON schema property accepts `null`.', p.keySpan);
      }
    }
  }
  for (const k of ['items', 'anyOf', 'additionalProperties', '$defs', 'definitions']) {
    const c = getp(v, k);
    if (!c) continue;
    if (k === '$defs' || k === 'definitions') {
      if (c.t === 'obj') for (const p of c.props) validate(p.value, root, depth + 1);
    } else if (c.t === 'arr') c.items.forEach((i) => validate(i, root, depth + 1));
    else validate(c, root, depth + 1);
  }
}

function convertsProperties(s: SObj): boolean {
  const type = getp(s, 'type');
  return getp(s, 'properties')?.t === 'obj' && (!type || isStr(type, 'object') || (type.t === 'arr' && type.items.some((i) => isStr(i, 'object'))));
}

function wrapNullable(v: SVal): SVal {
  if (v.t === 'prim' && v.value === false) {
    const o = obj(v.span);
    setp(o, 'anyOf', arr([v, typed('null', v.span)], v.span), v.span);
    return o;
  }
  if (v.t !== 'obj') return v;
  const o = obj(v.span);
  const d = v.props.find((p) => p.key === 'description');
  if (d && d.value.t === 'prim' && typeof d.value.value === 'string') setp(o, 'description', d.value, d.keySpan);
  setp(o, 'anyOf', arr([v, typed('null', v.span)], v.span), v.span);
  return o;
}

function strictEntry(v: SVal, isRoot: boolean): SVal {
  if (v.t !== 'obj') return v;
  const props = getp(v, 'properties');
  const hasObjectKeywords = props?.t === 'obj' || v.props.some((p) => p.key === 'additionalProperties');
  const ap = getp(v, 'additionalProperties');
  if (!getp(v, 'type') && hasObjectKeywords && !(ap?.t === 'prim' && ap.value === false)) {
    refuse('Cannot convert a typeless open JSON schema to strict mode. Set `type: "object"` with `additionalProperties: false`, or disable strict mode.', v.span);
  }
  if (!isRoot && !getp(v, 'type') && props?.t === 'obj') setp(v, 'type', prim('object', v.span), v.span);
  if (props?.t === 'obj' && convertsProperties(v)) {
    const req = getp(v, 'required');
    const listed = new Set(req?.t === 'arr' ? req.items.map((i) => (i.t === 'prim' ? String(i.value) : undefined)) : []);
    for (const p of props.props) {
      const optional = !listed.has(p.key);
      const nullable = optional ? nullability(p.value) : undefined;
      const normalized = strictEntry(p.value, false);
      p.value = nullable === 'disallows' ? wrapNullable(normalized) : normalized;
    }
    const at = v.props.find((p) => p.key === 'properties')!.keySpan;
    setp(v, 'required', arr(props.props.map((p) => prim(p.key, p.keySpan)), req?.span ?? at), v.props.find((p) => p.key === 'required')?.keySpan ?? at);
    setp(v, 'additionalProperties', prim(false, ap?.span ?? at), v.props.find((p) => p.key === 'additionalProperties')?.keySpan ?? at);
  }
  for (const k of ['$defs', 'definitions']) {
    const c = getp(v, k);
    if (c?.t === 'obj') for (const p of c.props) p.value = strictEntry(p.value, false);
  }
  const any = getp(v, 'anyOf');
  if (any?.t === 'arr') any.items = any.items.map((i) => strictEntry(i, false));
  const items = getp(v, 'items');
  if (items?.t === 'arr') items.items = items.items.map((i) => strictEntry(i, false));
  else if (items?.t === 'obj') setp(v, 'items', strictEntry(items, false), v.props.find((p) => p.key === 'items')!.keySpan);
  const d = getp(v, 'default');
  if (d?.t === 'prim' && d.value === null) delp(v, 'default');
  return v;
}

/** toOpenAIStrictToolSchema: validates as the SDK does (its refusals become not-analyzable reasons) and rewrites in place. */
export function agentsStrict(root: SObj): SObj {
  validate(root, root, 1);
  return strictEntry(root, true) as SObj;
}
