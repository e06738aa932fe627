// Validates a schema against the JSON Schema meta-schemas with ajv (2020-12, and draft-07 where a schema declares it).
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import type { PathSegment } from '../types';

export type Dialect = '2020-12' | 'draft-07';

const META: Record<Dialect, string> = {
  '2020-12': 'https://json-schema.org/draft/2020-12/schema',
  'draft-07': 'http://json-schema.org/draft-07/schema',
};

const validators = new Map<Dialect, ValidateFunction>();

function validatorFor(dialect: Dialect): ValidateFunction {
  let v = validators.get(dialect);
  if (!v) {
    const options = { strict: false, validateFormats: false, allErrors: true } as const;
    const ajv = dialect === '2020-12' ? new Ajv2020(options) : new Ajv(options);
    v = ajv.getSchema(META[dialect])!;
    validators.set(dialect, v);
  }
  return v;
}

/** The dialect a schema declares with $schema (draft-04/06/07 are checked as draft-07), or undefined. */
export function declaredDialect(schema: Record<string, unknown>): Dialect | undefined {
  const s = schema.$schema;
  if (typeof s !== 'string') return undefined;
  if (/draft-0[4-7]/.test(s)) return 'draft-07';
  if (/2020-12|2019-09/.test(s)) return '2020-12';
  return undefined;
}

export interface MetaError {
  path: PathSegment[];
  keyword: string;
  message: string;
}

/** Meta-schema errors, one per place, at most `limit`. Never throws. */
export function metaValidate(schema: unknown, dialect: Dialect, limit = 5): MetaError[] {
  let ok: boolean;
  const validate = validatorFor(dialect);
  try {
    ok = validate(schema) as boolean;
  } catch (error) {
    const reason = error instanceof RangeError ? 'nests too deeply' : error instanceof Error ? error.message : String(error);
    return [{ path: [], keyword: 'internal', message: `could not be checked against the meta-schema (${reason})` }];
  }
  if (ok) return [];
  const out: MetaError[] = [];
  const seen = new Set<string>();
  for (const e of (validate.errors ?? []) as ErrorObject[]) {
    if (seen.has(e.instancePath)) continue;
    seen.add(e.instancePath);
    out.push({ path: parsePointer(e.instancePath), keyword: e.keyword, message: e.message ?? 'is invalid' });
    if (out.length >= limit) break;
  }
  return out;
}

function parsePointer(pointer: string): PathSegment[] {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}
