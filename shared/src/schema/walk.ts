// This folder knows JSON Schema values: walking subschemas, naming places for messages, meta-validation. It never
// imports the rules, sources/, fix/ or the pipeline.
//
// Visits every subschema of a tool's argument schema once; rules read the resulting list.
import type { PathSegment } from '../types';
import { lookupTable } from '../lookup-table';

export type SchemaObject = Record<string, unknown>;

export type SiteKind =
  | 'root' | 'property' | 'items' | 'prefixItems' | 'additionalProperties' | 'patternProperties'
  | 'anyOf' | 'oneOf' | 'allOf' | 'not' | 'defs' | 'conditional' | 'other';

export interface SchemaSite {
  /** Path from the schema root. */
  path: PathSegment[];
  schema: SchemaObject;
  kind: SiteKind;
  /** For kind 'property': the property name. */
  propertyName?: string;
  /** Object nesting level: the root object is 1, an object in one of its properties 2, and so on. */
  objectDepth: number;
  parent?: SchemaSite;
}

export const MAX_SCHEMA_DEPTH = 100;

const SINGLE = lookupTable<SiteKind>({
  items: 'items', additionalProperties: 'additionalProperties', not: 'not', if: 'conditional', then: 'conditional', else: 'conditional',
  contains: 'other', propertyNames: 'other', unevaluatedProperties: 'other', unevaluatedItems: 'other', additionalItems: 'other',
});
const LISTS = lookupTable<SiteKind>({ anyOf: 'anyOf', oneOf: 'oneOf', allOf: 'allOf', prefixItems: 'prefixItems', items: 'items' });
const MAPS = lookupTable<SiteKind>({ properties: 'property', $defs: 'defs', definitions: 'defs', patternProperties: 'patternProperties', dependentSchemas: 'other' });

export function isSchemaObject(value: unknown): value is SchemaObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Returns every object subschema, parents before children. Stops descending at MAX_SCHEMA_DEPTH. */
export function walkSchema(root: unknown): { sites: SchemaSite[]; truncated: boolean } {
  const sites: SchemaSite[] = [];
  if (!isSchemaObject(root)) return { sites, truncated: false };
  let truncated = false;
  const stack: SchemaSite[] = [{ path: [], schema: root, kind: 'root', objectDepth: isObjectSchema(root) ? 1 : 0 }];
  // A site's children, in the order they are visited (pushed on the stack reversed); one array for the whole walk.
  const children: SchemaSite[] = [];
  while (stack.length > 0) {
    const site = stack.pop()!;
    sites.push(site);
    if (site.path.length > MAX_SCHEMA_DEPTH) {
      truncated = true;
      continue;
    }
    children.length = 0;
    const s = site.schema;
    for (let keyIndex = 0, keyList = Object.keys(s); keyIndex < keyList.length; keyIndex++) {
      const key = keyList[keyIndex]!;
      const value = s[key];
      if (key in MAPS && isSchemaObject(value)) {
        const kind = MAPS[key]!;
        for (const name of Object.keys(value)) addChild(children, site, value[name], key, name, kind, key === 'properties' ? name : undefined);
      } else if (key in LISTS && Array.isArray(value)) {
        const kind = LISTS[key]!;
        for (let i = 0; i < value.length; i++) if (i in value) addChild(children, site, value[i], key, i, kind, undefined);
      } else if (key in SINGLE) {
        addChild(children, site, value, key, undefined, SINGLE[key]!, undefined);
      }
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return { sites, truncated };
}

/** A child site of `site` at its path followed by `key` (and `sub`, when given), when the value is a schema object. */
function addChild(children: SchemaSite[], site: SchemaSite, schema: unknown, key: string, sub: PathSegment | undefined, kind: SiteKind, propertyName: string | undefined): void {
  if (!isSchemaObject(schema)) return;
  const path = site.path.slice();
  path.push(key);
  if (sub !== undefined) path.push(sub);
  const object = isObjectSchema(schema);
  const objectDepth = kind === 'defs' ? (object ? 1 : 0) : site.objectDepth + (object ? 1 : 0);
  children.push({ path, schema, kind, propertyName, objectDepth, parent: site });
}

/** The seven JSON Schema type names. */
export const JSON_SCHEMA_TYPES: ReadonlySet<string> = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);

/** An object schema: `type` is or includes "object" (any case), or it has `properties` and no other standard type ("dict"). */
export function isObjectSchema(schema: SchemaObject): boolean {
  // As declaredTypes, lower-cased, without building the list (asked for every subschema by the walk and the rules).
  const t = schema.type;
  if (typeof t === 'string') {
    if (t === 'object') return true;
    const lower = t.toLowerCase();
    return lower === 'object' || (!JSON_SCHEMA_TYPES.has(lower) && isSchemaObject(schema.properties));
  }
  if (Array.isArray(t)) {
    let standard = false;
    for (let xIndex = 0; xIndex < t.length; xIndex++) {
      const x = t[xIndex]!;
      if (typeof x !== 'string') continue;
      const lower = x.toLowerCase();
      if (lower === 'object') return true;
      if (JSON_SCHEMA_TYPES.has(lower)) standard = true;
    }
    return !standard && isSchemaObject(schema.properties);
  }
  return isSchemaObject(schema.properties);
}

/** The declared type names of a schema, as written; [] when none. */
export function declaredTypes(schema: SchemaObject): string[] {
  const t = schema.type;
  if (typeof t === 'string') return [t];
  if (Array.isArray(t)) return t.filter((x): x is string => typeof x === 'string');
  return [];
}
