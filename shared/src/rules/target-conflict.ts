import { isObjectSchema } from '../schema/walk';
import type { TargetProfile } from '../targets/profile';
import type { TargetId } from '../types';
import { listWords } from '../schema/labels';
import type { Rule } from './rule';

export interface TargetConflict {
  keyword: string;
  requiring: TargetId[];
  rejecting: TargetId[];
  advice: string;
}

/** Keywords that some enabled targets demand and others reject. */
export function findConflicts(targets: TargetProfile[]): TargetConflict[] {
  const requiring = targets.filter((t) => t.additionalPropertiesFalseRequired?.value).map((t) => t.id);
  const rejecting = targets.filter((t) => t.keywords.additionalProperties?.value === 'rejected').map((t) => t.id);
  if (requiring.length === 0 || rejecting.length === 0) return [];
  return [
    {
      keyword: 'additionalProperties',
      requiring,
      rejecting,
      advice:
        'Keep "additionalProperties": false in the schema and give Gemini the same schema as `parametersJsonSchema` (which accepts it), or strip the keyword when building the Gemini `parameters` request.',
    },
  ];
}

export const targetConflict: Rule = {
  meta: {
    id: 'target-conflict',
    defaultSeverity: 'info',
    description: 'The enabled targets cannot all be satisfied by one schema; says how to serve both.',
    fixable: false,
    appliesTo: 'pairs of enabled targets that disagree (e.g. openai-strict and google-openapi on additionalProperties)',
  },
  checkTool(ctx) {
    if (!ctx.schema || !ctx.sites.some((s) => isObjectSchema(s.schema))) return;
    for (const c of findConflicts(ctx.targets)) {
      ctx.report({
        path: [],
        targets: [...c.requiring, ...c.rejecting],
        message: `${listWords(c.requiring)} require${c.requiring.length === 1 ? 's' : ''} "${c.keyword}": false on every object, while ${listWords(c.rejecting)} reject${c.rejecting.length === 1 ? 's' : ''} the keyword; no single schema serves both. ${c.advice}`,
      });
    }
  },
};
