import type { TargetId } from '../types';
import { atToolName, type Rule } from './rule';

export const tooManyTools: Rule = {
  meta: {
    id: 'too-many-tools',
    defaultSeverity: 'error',
    description: 'More tools in one list than the target accepts in one request (OpenAI: 128).',
    fixable: false,
    appliesTo: 'openai, openai-strict',
  },
  checkList(ctx) {
    const limits = new Map<number, TargetId[]>();
    for (const tool of ctx.tools) {
      for (const t of ctx.targetsOf(tool)) {
        const max = t.maxTools?.value;
        if (max === undefined || ctx.tools.length <= max) continue;
        const ids = limits.get(max) ?? [];
        if (!ids.includes(t.id)) ids.push(t.id);
        limits.set(max, ids);
      }
    }
    for (const [max, targets] of limits) {
      const tool = ctx.tools[max]!;
      ctx.report({
        tool,
        ...atToolName(tool),
        targets,
        message: `This list has ${ctx.tools.length} tools; the API accepts at most ${max} in one request ("array too long"). This is tool ${max + 1}.`,
      });
    }
  },
};
