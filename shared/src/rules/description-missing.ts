import { schemaLabel } from '../schema/labels';
import type { Rule } from './rule';

function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim().length === 0;
}

export const descriptionMissing: Rule = {
  meta: {
    id: 'description-missing',
    defaultSeverity: 'warning',
    description: 'A tool or a property without a non-empty description.',
    fixable: false,
    appliesTo: 'all targets',
  },
  checkTool(ctx) {
    const { tool } = ctx;
    if (tool.shape === 'builtin') return;
    const targets = ctx.targets.map((t) => t.id);
    if (isBlank(tool.description)) {
      const hasField = tool.fields.description !== undefined && tool.description !== undefined;
      ctx.report({
        path: hasField ? tool.fields.description! : (tool.fields.name ?? []),
        at: 'tool',
        on: 'value',
        targets,
        message: `Tool ${JSON.stringify(tool.name ?? '')} has ${hasField ? 'an empty' : 'no'} description; the model picks tools by their descriptions.`,
      });
    }
    for (const site of ctx.sites) {
      if (site.kind !== 'property' || !isBlank(site.schema.description)) continue;
      ctx.report({ path: site.path, targets, message: `Property ${schemaLabel(site.path)} has no description; the model has only its name to go on.` });
    }
  },
};
