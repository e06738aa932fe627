import { schemaLabel } from '../schema/labels';
import type { Rule } from './rule';

export const unsupportedFormat: Rule = {
  meta: {
    id: 'unsupported-format',
    defaultSeverity: 'error',
    description: "A `format` outside the target's list.",
    fixable: true,
    appliesTo: 'openai-strict, anthropic-strict',
  },
  checkTool(ctx) {
    const limited = ctx.targets.filter((t) => t.formats);
    if (limited.length === 0) return;
    for (const site of ctx.sites) {
      const format = site.schema.format;
      if (typeof format !== 'string') continue;
      const failing = limited.filter((t) => !t.formats!.value.includes(format));
      if (failing.length === 0) continue;
      ctx.report({
        path: [...site.path, 'format'],
        targets: failing.map((t) => t.id),
        message: `Format "${format}" of ${schemaLabel(site.path)} is not supported ("'${format}' is not a valid format"); supported: ${failing[0]!.formats!.value.join(', ')}. Say it in the description instead.`,
      });
    }
  },
};
