import type { ToolDefinition } from '../extract/tool';
import type { TargetId } from '../types';
import { atToolName, type Rule } from './rule';

export const duplicateName: Rule = {
  meta: {
    id: 'duplicate-name',
    defaultSeverity: 'error',
    description: 'Two tools with one name in one list.',
    fixable: false,
    appliesTo: 'all targets',
  },
  checkList(ctx) {
    const first = new Map<string, ToolDefinition>();
    for (const tool of ctx.tools) {
      if (tool.name === undefined || tool.shape === 'builtin') continue;
      const earlier = first.get(tool.name);
      if (!earlier) {
        first.set(tool.name, tool);
        continue;
      }
      const targets = [...new Set<TargetId>([...ctx.targetsOf(tool), ...ctx.targetsOf(earlier)].map((t) => t.id))];
      ctx.report({
        tool,
        ...atToolName(tool),
        targets,
        message: `Another tool in this list is already named ${JSON.stringify(tool.name)}; providers reject duplicate names and the model cannot tell them apart.`,
        related: [{ tool: earlier, ...atToolName(earlier), message: `First tool named ${JSON.stringify(tool.name)}` }],
      });
    }
  },
};
