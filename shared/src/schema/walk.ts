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
  while (stack.length > 0) {
    const site = stack.pop()!;
    sites.push(site);
    if (site.path.length > MAX_SCHEMA_DEPTH) {
      truncated = true;
      continue;
    }
    const children: SchemaSite[] = [];
    const add = (schema: unknown, seg: PathSegment[], kind: SiteKind, propertyName?: string) => {
      if (!isSchemaObject(schema)) return;
      const objectDepth = site.objectDepth + (isObjectSchema(schema) && kind !== 'defs' ? 1 : 0);
      children.push({ path: [...site.path, ...seg], schema, kind, propertyName, objectDepth: kind === 'defs' ? (isObjectSchema(schema) ? 1 : 0) : objectDepth, parent: site });
    };
    const s = site.schema;
    for (const key of Object.keys(s)) {
      const value = s[key];
      if (key in MAPS && isSchemaObject(value)) {
        for (const name of Object.keys(value)) add(value[name], [key, name], MAPS[key]!, key === 'properties' ? name : undefined);
      } else if (key in LISTS && Array.isArray(value)) {
        value.forEach((v, i) => add(v, [key, i], LISTS[key]!));
      } else if (key in SINGLE) {
        add(value, [key], SINGLE[key]!);
      }
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return { sites, truncated };
}

/** The seven JSON Schema type names. */
export const JSON_SCHEMA_TYPES: ReadonlySet<string> = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);

/** An object schema: `type` is or includes "object" (any case), or it has `properties` and no other standard type ("dict"). */
export function isObjectSchema(schema: SchemaObject): boolean {
  const types = declaredTypes(schema).map((t) => t.toLowerCase());
  if (types.includes('object')) return true;
  return isSchemaObject(schema.properties) && !types.some((t) => JSON_SCHEMA_TYPES.has(t));
}

/** The declared type names of a schema, as written; [] when none. */
export function declaredTypes(schema: SchemaObject): string[] {
  const t = schema.type;
  if (typeof t === 'string') return [t];
  if (Array.isArray(t)) return t.filter((x): x is string => typeof x === 'string');
  return [];
}
