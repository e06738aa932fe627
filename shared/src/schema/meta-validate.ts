// Validates a schema against the JSON Schema meta-schemas (2020-12, and draft-07 where a schema declares it), with ajv's
// validators compiled ahead of time (meta-validators.js, written by scripts/write-meta-validators.ts): no meta-schema is
// compiled at run time.
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { PathSegment } from '../types';
import { plainlyValid, type Dialect } from './meta-precheck';
import { validate2020, validateDraft07 } from './meta-validators';

export type { Dialect };

function validatorFor(dialect: Dialect): ValidateFunction {
  return dialect === '2020-12' ? validate2020 : validateDraft07;
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

/**
 * Meta-schema errors, one per place, at most `limit`. Never throws. With `exceptCovered` (a caller that drops covered
 * errors, isCoveredError), a schema whose errors could all be covered ones may give none.
 */
export function metaValidate(schema: unknown, dialect: Dialect, limit = 5, exceptCovered = false): MetaError[] {
  // Most schemas are plainly valid: ajv need not be asked (nor, on a cold start, its validators compiled).
  if (plainlyValid(schema, dialect, exceptCovered)) return [];
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
