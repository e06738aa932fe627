// What changed between two versions of a tool's input schema, and whether it breaks callers: an argument object the
// old schema accepted that the new one may reject (a property removed, made required, its type or values narrowed).
import type { PathSegment } from '../../../shared/src/types';
import { toPointer } from '../../../shared/src/sources/pointer';

export interface SchemaChange {
  /** JSON pointer into the new schema (the old one's, for what was removed). */
  pointer: string;
  breaking: boolean;
  kind: 'property-removed' | 'property-added' | 'made-required' | 'made-optional' | 'type-narrowed' | 'type-widened' | 'enum-narrowed' | 'enum-widened' | 'closed' | 'opened';
  message: string;
}

/** Nesting this deep is not a real schema; the comparison stops there (bounded work on any input). */
const MAX_DEPTH = 64;

type Schema = Record<string, unknown>;

function isObject(v: unknown): v is Schema {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function types(s: Schema): Set<string> | undefined {
  const t = s.type;
  if (typeof t === 'string') return new Set(t === 'number' ? ['number', 'integer'] : [t]);
  if (Array.isArray(t)) {
    const out = new Set<string>();
    for (const x of t) if (typeof x === 'string') (x === 'number' ? ['number', 'integer'] : [x]).forEach((y) => out.add(y));
    return out;
  }
  return undefined;
}

function requiredOf(s: Schema): Set<string> {
  return new Set(Array.isArray(s.required) ? s.required.filter((x): x is string => typeof x === 'string') : []);
}

function propertiesOf(s: Schema): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (isObject(s.properties)) for (const key of Object.keys(s.properties)) out.set(key, s.properties[key]);
  return out;
}

const key = (v: unknown) => JSON.stringify(v);

function enumOf(s: Schema): Set<string> | undefined {
  if (Array.isArray(s.enum)) return new Set(s.enum.map(key));
  if ('const' in s) return new Set([key(s.const)]);
  return undefined;
}

function where(path: PathSegment[]): string {
  let name = '';
  for (let i = 0; i < path.length; i++) {
    if (path[i] === 'properties' && i + 1 < path.length) name += `${name ? '.' : ''}${String(path[++i])}`;
    else if (path[i] === 'items') name += '[]';
  }
  return name ? `property ${JSON.stringify(name)}` : 'the arguments';
}

function list(set: Iterable<string>): string {
  return [...set].join(', ');
}

function compare(before: Schema, after: Schema, path: PathSegment[], out: SchemaChange[], depth: number): void {
  if (depth > MAX_DEPTH) return;
  const at = toPointer(path);
  const oldTypes = types(before);
  const newTypes = types(after);
  if (newTypes && (!oldTypes || [...oldTypes].some((t) => !newTypes.has(t)))) {
    out.push({ pointer: toPointer([...path, 'type']), breaking: true, kind: 'type-narrowed', message: `${where(path)}: type ${oldTypes ? list(oldTypes) : '(any)'} -> ${list(newTypes)}` });
  } else if (oldTypes && (!newTypes || [...newTypes].some((t) => !oldTypes.has(t)))) {
    out.push({ pointer: at, breaking: false, kind: 'type-widened', message: `${where(path)}: type ${list(oldTypes)} -> ${newTypes ? list(newTypes) : '(any)'}` });
  }
  const oldEnum = enumOf(before);
  const newEnum = enumOf(after);
  if (newEnum && (!oldEnum || [...oldEnum].some((v) => !newEnum.has(v)))) {
    const lost = oldEnum ? [...oldEnum].filter((v) => !newEnum.has(v)) : [];
    out.push({ pointer: toPointer([...path, Array.isArray(after.enum) ? 'enum' : 'const']), breaking: true, kind: 'enum-narrowed', message: `${where(path)}: ${oldEnum ? `values no longer accepted: ${list(lost)}` : `now limited to ${list(newEnum)}`}` });
  } else if (oldEnum && (!newEnum || [...newEnum].some((v) => !oldEnum.has(v)))) {
    out.push({ pointer: at, breaking: false, kind: 'enum-widened', message: `${where(path)}: accepts more values` });
  }
  if (before.additionalProperties !== false && after.additionalProperties === false) {
    out.push({ pointer: toPointer([...path, 'additionalProperties']), breaking: true, kind: 'closed', message: `${where(path)}: properties not listed are now rejected` });
  } else if (before.additionalProperties === false && after.additionalProperties !== false) {
    out.push({ pointer: at, breaking: false, kind: 'opened', message: `${where(path)}: properties not listed are now accepted` });
  }

  const oldProps = propertiesOf(before);
  const newProps = propertiesOf(after);
  const oldRequired = requiredOf(before);
  const newRequired = requiredOf(after);
  for (const [name, oldProp] of oldProps) {
    const propPath = [...path, 'properties', name];
    if (!newProps.has(name)) {
      out.push({ pointer: toPointer(propPath), breaking: true, kind: 'property-removed', message: `${where(propPath)} removed` });
      continue;
    }
    const newProp = newProps.get(name);
    if (isObject(oldProp) && isObject(newProp)) compare(oldProp, newProp, propPath, out, depth + 1);
  }
  for (const name of newProps.keys()) {
    if (oldProps.has(name)) continue;
    const propPath = [...path, 'properties', name];
    // A new required property breaks callers; a new optional one does not.
    if (!newRequired.has(name)) out.push({ pointer: toPointer(propPath), breaking: false, kind: 'property-added', message: `${where(propPath)} added (optional)` });
  }
  for (const name of newRequired) {
    if (oldRequired.has(name)) continue;
    const propPath = [...path, 'properties', name];
    out.push({ pointer: toPointer([...path, 'required']), breaking: true, kind: 'made-required', message: `${where(propPath)} ${oldProps.has(name) ? 'is now required' : 'added as required'}` });
  }
  for (const name of oldRequired) {
    if (!newRequired.has(name) && newProps.has(name)) out.push({ pointer: toPointer([...path, 'properties', name]), breaking: false, kind: 'made-optional', message: `${where([...path, 'properties', name])} is now optional` });
  }
  if (isObject(before.items) && isObject(after.items)) compare(before.items, after.items, [...path, 'items'], out, depth + 1);
}

/** The changes from `before` to `after` (input schemas), breaking ones first. */
export function schemaChanges(before: unknown, after: unknown): SchemaChange[] {
  const out: SchemaChange[] = [];
  compare(isObject(before) ? before : {}, isObject(after) ? after : {}, [], out, 0);
  return out.sort((a, b) => Number(b.breaking) - Number(a.breaking));
}
