import { schemaLabel } from '../schema/labels';
import type { KeywordStatus } from '../targets/profile';
import type { TargetId } from '../types';
import type { Rule } from './rule';

/** Keywords other rules own. */
const HANDLED_ELSEWHERE = new Set(['default', 'format', 'type']);

const ADVICE: Record<string, string> = {
  oneOf: 'use anyOf',
  allOf: 'merge the subschemas into one object',
  additionalProperties: 'remove it for Gemini `parameters`, or send `parametersJsonSchema`',
  const: 'use a one-value enum',
  $ref: 'inline the definition',
  $defs: 'inline the definitions',
  definitions: 'inline the definitions',
  $schema: 'remove it',
};

export const unsupportedKeyword: Rule = {
  meta: {
    id: 'unsupported-keyword',
    defaultSeverity: 'error',
    description: 'A keyword the target rejects (error) or silently ignores (warning).',
    fixable: true,
    appliesTo: 'openai-strict, anthropic-strict, google-openapi, google (each with its own list)',
  },
  checkTool(ctx) {
    for (const site of ctx.sites) {
      for (const key of Object.keys(site.schema)) {
        if (HANDLED_ELSEWHERE.has(key) || ctx.conflicted.has(key)) continue;
        const byStatus: Record<KeywordStatus, TargetId[]> = { rejected: [], ignored: [] };
        for (const t of ctx.targets) {
          const known = t.keywords[key]?.value;
          const status = known ?? (t.knownKeywords && !t.knownKeywords.value.includes(key) ? t.unknownKeywords : undefined);
          if (status) byStatus[status].push(t.id);
        }
        const where = schemaLabel(site.path);
        const advice = ADVICE[key] ? ` (${ADVICE[key]})` : '';
        if (byStatus.rejected.length) {
          ctx.report({ path: [...site.path, key], targets: byStatus.rejected, severity: 'error', message: `\`${key}\` in ${where} is not supported and the request is rejected${advice}.` });
        }
        if (byStatus.ignored.length) {
          ctx.report({ path: [...site.path, key], targets: byStatus.ignored, severity: 'warning', message: `\`${key}\` in ${where} is not in this target's supported keywords and is ignored.` });
        }
      }
    }
  },
};
