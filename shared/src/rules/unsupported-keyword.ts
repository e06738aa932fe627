import { schemaLabel } from '../schema/labels';
import type { KeywordStatus } from '../targets/profile';
import { Copy, describeValue, type FixSpec } from '../fix/ops';
import type { PathSegment, TargetId } from '../types';
import type { Rule } from './rule';
import { lookupTable } from '../lookup-table';

/** Keywords other rules own. */
const HANDLED_ELSEWHERE = new Set(['default', 'format', 'type']);

const ADVICE = lookupTable<string>({
  oneOf: 'use anyOf',
  allOf: 'merge the subschemas into one object',
  additionalProperties: 'remove it for Gemini `parameters`, or send `parametersJsonSchema`',
  const: 'use a one-value enum',
  $ref: 'inline the definition',
  $defs: 'inline the definitions',
  definitions: 'inline the definitions',
  $schema: 'remove it',
  nullable: 'list "null" in the type instead, e.g. "type": ["string", "null"]; in zod 3 code, z.union([z.string(), z.null()]) does that',
});

/** Keywords that only label a schema; dropping them loses nothing the model reads. */
const METADATA = new Set(['$schema', '$id', '$comment']);

function isPrimitive(v: unknown): boolean {
  return v === null || ['string', 'number', 'boolean'].includes(typeof v);
}

/**
 * oneOf becomes anyOf; const becomes a one-value enum; metadata goes; other keywords with plain values
 * move into the description as text ("minLength: 3.") instead of vanishing. Structural keywords get no fix.
 */
function keywordFix(sitePath: PathSegment[], schema: Record<string, unknown>, key: string): FixSpec | undefined {
  const value = schema[key];
  if (key === 'oneOf') {
    if (schema.anyOf !== undefined) return undefined;
    return { title: 'Replace oneOf with anyOf', safe: true, ops: [{ kind: 'rename', path: [...sitePath, 'oneOf'], to: 'anyOf' }] };
  }
  if (key === 'const') {
    if (schema.enum !== undefined) return undefined;
    return {
      title: `Replace const with a one-value enum`,
      safe: true,
      ops: [
        { kind: 'set', path: [...sitePath, 'enum'], value: [new Copy([...sitePath, 'const'], value)] },
        { kind: 'remove', path: [...sitePath, 'const'] },
      ],
    };
  }
  if (METADATA.has(key)) return { title: `Remove ${key}`, safe: true, ops: [{ kind: 'remove', path: [...sitePath, key] }] };
  if (isPrimitive(value) || (Array.isArray(value) && value.every(isPrimitive))) {
    return {
      title: `Move "${key}" into the description`,
      safe: true,
      ops: [
        { kind: 'describe', path: sitePath, text: `${key}: ${describeValue(value)}.`, copy: { path: [...sitePath, key], before: `${key}: `, after: '.' } },
        { kind: 'remove', path: [...sitePath, key] },
      ],
    };
  }
  return undefined;
}

export const unsupportedKeyword: Rule = {
  meta: {
    id: 'unsupported-keyword',
    defaultSeverity: 'error',
    description: 'A keyword the target rejects (error) or silently ignores (warning).',
    fixable: true,
    appliesTo: 'openai-strict, anthropic-strict, google-openapi, google (each with its own list)',
  },
  checkTool(ctx) {
    for (let siteIndex = 0, siteList = ctx.sites; siteIndex < siteList.length; siteIndex++) {
      const site = siteList[siteIndex]!;
      for (let keyIndex = 0, keyList = Object.keys(site.schema); keyIndex < keyList.length; keyIndex++) {
        const key = keyList[keyIndex]!;
        if (HANDLED_ELSEWHERE.has(key) || ctx.conflicted.has(key)) continue;
        // Most keywords are fine for every target: the lists and the label are built for those that are not.
        let byStatus: Record<KeywordStatus, TargetId[]> | undefined;
        for (let tIndex = 0, tList = ctx.targets; tIndex < tList.length; tIndex++) {
          const t = tList[tIndex]!;
          const known = t.keywords[key]?.value;
          const status = known ?? (t.knownKeywords && !t.knownKeywords.value.includes(key) ? t.unknownKeywords : undefined);
          if (status) (byStatus ??= { rejected: [], ignored: [] })[status].push(t.id);
        }
        if (!byStatus) continue;
        const where = schemaLabel(site.path);
        const advice = ADVICE[key] ? ` (${ADVICE[key]})` : '';
        if (byStatus.rejected.length) {
          const fix = keywordFix(site.path, site.schema, key);
          ctx.report({
            path: [...site.path, key],
            targets: byStatus.rejected,
            severity: 'error',
            message: `\`${key}\` in ${where} is not supported and the request is rejected${advice}.`,
            ...(fix ? { fix } : {}),
          });
        }
        if (byStatus.ignored.length) {
          ctx.report({ path: [...site.path, key], targets: byStatus.ignored, severity: 'warning', message: `\`${key}\` in ${where} is not in this target's supported keywords and is ignored${advice}.` });
        }
      }
    }
  },
};
