// A cheap check that a schema is plainly valid against a JSON Schema meta-schema, run before ajv's (meta-validate.ts):
// most schemas hold only keywords whose constraint is simple (a string, a number, an array of schemas...), and checking
// them directly costs a fraction of ajv's validators (and their compilation, on a cold start). It is exact one way:
// when it says valid, ajv says valid (test/meta-precheck.test.ts, and scripts/check-meta-precheck.ts over a corpus); when
// it is unsure (a keyword it does not check, an odd value), it says no and ajv decides.
import type { PathSegment } from '../types';

/** The meta-schemas a schema is checked against. */
export type Dialect = '2020-12' | 'draft-07';

/** Whether a keyword's value is plainly valid; subschemas to check in turn go to `todo` (the holder is at `depth`). */
type Check = (value: unknown, dialect: Dialect, todo: unknown[], depth: number) => boolean;

const SIMPLE_TYPES = new Set(['array', 'boolean', 'integer', 'null', 'number', 'object', 'string']);
const ANCHOR = /^[A-Za-z_][-A-Za-z0-9._]*$/;
const ID_2020 = /^[^#]*#?$/;

/** A plain object (what JSON gives: Object.prototype or no prototype), so that its own keys are all ajv sees. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

const anything: Check = () => true;
const string: Check = (v) => typeof v === 'string';
const boolean: Check = (v) => typeof v === 'boolean';
// Finite numbers only: ajv may accept more (it is asked then).
const number: Check = (v) => typeof v === 'number' && Number.isFinite(v);
const nonNegativeInteger: Check = (v) => Number.isInteger(v) && (v as number) >= 0;
const array: Check = (v) => Array.isArray(v);
const anchor: Check = (v) => typeof v === 'string' && ANCHOR.test(v);

/** A subschema: true/false, or an object checked in its turn. */
const schema: Check = (v, _dialect, todo) => {
  if (typeof v === 'boolean') return true;
  if (!isPlainObject(v)) return false;
  todo.push(v);
  return true;
};

/** A non-empty array of subschemas. */
const schemaArray: Check = (v, dialect, todo, depth) => {
  if (!Array.isArray(v) || v.length === 0) return false;
  for (let i = 0; i < v.length; i++) if (!schema(v[i], dialect, todo, depth)) return false;
  return true;
};

/** An object whose every value is a subschema (properties, $defs, ...). */
const schemaMap: Check = (v, dialect, todo, depth) => {
  if (!isPlainObject(v)) return false;
  for (let keyIndex = 0, keyList = Object.keys(v); keyIndex < keyList.length; keyIndex++) {
    const key = keyList[keyIndex]!;
    if (!schema(v[key], dialect, todo, depth)) return false;
  }
  return true;
};

/** Strings, each once (stringArray: required, dependentRequired's values). */
const stringArray: Check = (v) => {
  if (!Array.isArray(v)) return false;
  const seen = new Set<string>();
  for (let i = 0; i < v.length; i++) {
    const s = v[i];
    if (typeof s !== 'string' || seen.has(s)) return false;
    seen.add(s);
  }
  return true;
};

const type: Check = (v) => {
  if (typeof v === 'string') return SIMPLE_TYPES.has(v);
  if (!Array.isArray(v) || v.length === 0) return false;
  const seen = new Set<string>();
  for (let i = 0; i < v.length; i++) {
    const t = v[i];
    if (typeof t !== 'string' || !SIMPLE_TYPES.has(t) || seen.has(t)) return false;
    seen.add(t);
  }
  return true;
};

/** 2020-12: any array. Draft-07 (ajv's meta-schema): non-empty and unique; told apart here for scalars only. */
const enumValues: Check = (v, dialect) => {
  if (!Array.isArray(v)) return false;
  if (dialect === '2020-12') return true;
  if (v.length === 0) return false;
  const seen = new Set<unknown>();
  for (let i = 0; i < v.length; i++) {
    const e = v[i];
    if (!(e === null || typeof e === 'string' || typeof e === 'boolean' || (typeof e === 'number' && Number.isFinite(e))) || seen.has(e)) return false;
    seen.add(e);
  }
  return true;
};

const multipleOf: Check = (v) => typeof v === 'number' && Number.isFinite(v) && v > 0;

/** Draft-07 items: a subschema or a non-empty array of them. */
const items07: Check = (v, dialect, todo, depth) => (Array.isArray(v) ? schemaArray(v, dialect, todo, depth) : schema(v, dialect, todo, depth));

const dependentRequired: Check = (v) => {
  if (!isPlainObject(v)) return false;
  for (let keyIndex = 0, keyList = Object.keys(v); keyIndex < keyList.length; keyIndex++) {
    const key = keyList[keyIndex]!;
    if (!stringArray(v[key], '2020-12', [], 0)) return false;
  }
  return true;
};

/** dependencies: each value a subschema or a stringArray. */
const dependencies: Check = (v, dialect, todo, depth) => {
  if (!isPlainObject(v)) return false;
  for (let keyIndex = 0, keyList = Object.keys(v); keyIndex < keyList.length; keyIndex++) {
    const key = keyList[keyIndex]!;
    const d = v[key];
    if (!(Array.isArray(d) ? stringArray(d, dialect, todo, depth) : schema(d, dialect, todo, depth))) return false;
  }
  return true;
};

const vocabulary: Check = (v) => {
  if (!isPlainObject(v)) return false;
  for (let keyIndex = 0, keyList = Object.keys(v); keyIndex < keyList.length; keyIndex++) {
    const key = keyList[keyIndex]!;
    if (typeof v[key] !== 'boolean') return false;
  }
  return true;
};

/** Keywords both meta-schemas constrain the same way (formats are not validated: META_OPTIONS). */
const COMMON: Record<string, Check> = {
  $schema: string,
  $ref: string,
  $comment: string,
  title: string,
  description: string,
  default: anything,
  readOnly: boolean,
  examples: array,
  multipleOf,
  maximum: number,
  exclusiveMaximum: number,
  minimum: number,
  exclusiveMinimum: number,
  maxLength: nonNegativeInteger,
  minLength: nonNegativeInteger,
  pattern: string,
  maxItems: nonNegativeInteger,
  minItems: nonNegativeInteger,
  uniqueItems: boolean,
  contains: schema,
  maxProperties: nonNegativeInteger,
  minProperties: nonNegativeInteger,
  required: stringArray,
  additionalProperties: schema,
  definitions: schemaMap,
  properties: schemaMap,
  patternProperties: schemaMap,
  dependencies,
  propertyNames: schema,
  const: anything,
  enum: enumValues,
  type,
  format: string,
  contentMediaType: string,
  contentEncoding: string,
  if: schema,
  then: schema,
  else: schema,
  allOf: schemaArray,
  anyOf: schemaArray,
  oneOf: schemaArray,
  not: schema,
};

/**
 * @internal Per dialect, every keyword its meta-schema defines, with its check: a keyword not here may hold any value
 * (test/meta-precheck.test.ts checks these are exactly the meta-schemas' keywords).
 */
export const KEYWORD_CHECKS: Record<Dialect, Record<string, Check>> = {
  '2020-12': {
    ...COMMON,
    $id: (v) => typeof v === 'string' && ID_2020.test(v),
    $anchor: anchor,
    $dynamicRef: string,
    $dynamicAnchor: anchor,
    $vocabulary: vocabulary,
    $defs: schemaMap,
    $recursiveAnchor: anchor,
    $recursiveRef: string,
    prefixItems: schemaArray,
    items: schema,
    dependentSchemas: schemaMap,
    unevaluatedItems: schema,
    unevaluatedProperties: schema,
    maxContains: nonNegativeInteger,
    minContains: nonNegativeInteger,
    dependentRequired,
    deprecated: boolean,
    writeOnly: boolean,
    contentSchema: schema,
  },
  'draft-07': {
    ...COMMON,
    $id: string,
    additionalItems: schema,
    items: items07,
  },
};

/** Keywords whose own meta-schema errors belong to other rules (invalid-type, array-items, ...). */
const COVERED = new Set(['type', 'items', 'required', 'enum']);

/**
 * Whether a meta-schema error at this path is another rule's to report (invalid-schema leaves it out): at a `type`,
 * `items`, `required` or `enum` keyword, at an entry of a type list, or inside a tuple's `items`.
 */
export function isCoveredError(path: readonly PathSegment[]): boolean {
  const last = path[path.length - 1];
  if (typeof last === 'string' && COVERED.has(last)) return true;
  if (typeof last === 'number' && path[path.length - 2] === 'type') return true;
  return path.some((seg, i) => seg === 'items' && typeof path[i + 1] === 'number');
}

/** required, where only covered errors may arise: not a list (an error at `required`), or a list of strings (duplicates: there too). */
const coveredRequired: Check = (v) => !Array.isArray(v) || v.every((s) => typeof s === 'string');

/** items, where only covered errors may arise: anything but an object (an error at `items`), or an object checked in turn. */
const coveredItems =
  (tuples: boolean): Check =>
  (v, _dialect, todo) => {
    // A draft-07 tuple: every error in it is inside `items/N`.
    if (tuples && Array.isArray(v)) return true;
    if (isPlainObject(v)) todo.push(v);
    return true;
  };

/**
 * dependencies, where only covered errors may arise: its subschemas must be plainly valid, as the meta-schema takes each
 * value as a schema or a list of strings (anyOf), and an error inside one is also an error at the value, not covered.
 */
const strictDependencies: Check = (v, dialect, _todo, depth) => {
  if (!isPlainObject(v)) return false;
  for (let keyIndex = 0, keyList = Object.keys(v); keyIndex < keyList.length; keyIndex++) {
    const key = keyList[keyIndex]!;
    const d = v[key];
    if (!(Array.isArray(d) ? stringArray(d, dialect, [], depth) : typeof d === 'boolean' || valid(d, dialect, KEYWORD_CHECKS[dialect], depth + 1))) return false;
  }
  return true;
};

/** The checks that also let through what yields covered errors only (isCoveredError). */
const EXCEPT_COVERED: Record<Dialect, Record<string, Check>> = {
  '2020-12': { ...KEYWORD_CHECKS['2020-12'], type: anything, enum: anything, required: coveredRequired, items: coveredItems(false), dependencies: strictDependencies },
  'draft-07': { ...KEYWORD_CHECKS['draft-07'], type: anything, enum: anything, required: coveredRequired, items: coveredItems(true), dependencies: strictDependencies },
};

/**
 * Deeper than this, say no: ajv's validators recurse per level and throw past the stack's end (metaValidate then reports
 * that it could not check), at a depth no check here can know; well below it, they never do.
 */
const MAX_DEPTH = 64;

/**
 * True when `root` is certainly valid against the dialect's meta-schema: every keyword of every subschema is one this
 * checks and passes, or one the meta-schema does not define. False when invalid, or when only ajv can tell. With
 * `exceptCovered`, true also when every error it may have is covered (isCoveredError).
 */
export function plainlyValid(root: unknown, dialect: Dialect, exceptCovered = false): boolean {
  return valid(root, dialect, (exceptCovered ? EXCEPT_COVERED : KEYWORD_CHECKS)[dialect], 1);
}

/** plainlyValid of a subschema at `depth`, with these checks. */
function valid(root: unknown, dialect: Dialect, checks: Record<string, Check>, depth: number): boolean {
  if (typeof root === 'boolean') return true;
  if (!isPlainObject(root)) return false;
  // Each subschema is pushed once by the keyword that holds it (with its depth): linear in the schema's size. A value
  // that holds itself (from code) is cut off by the depth.
  const todo: unknown[] = [root];
  const depths: number[] = [depth];
  while (todo.length > 0) {
    const s = todo.pop() as Record<string, unknown>;
    const at = depths.pop()!;
    if (at > MAX_DEPTH) return false;
    const before = todo.length;
    for (let keyIndex = 0, keyList = Object.keys(s); keyIndex < keyList.length; keyIndex++) {
      const key = keyList[keyIndex]!;
      const check = Object.hasOwn(checks, key) ? checks[key]! : undefined;
      if (check && !check(s[key], dialect, todo, at)) return false;
    }
    for (let i = before; i < todo.length; i++) depths[i] = at + 1;
  }
  return true;
}
