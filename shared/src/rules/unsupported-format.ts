import { schemaLabel } from '../schema/labels';
import type { TargetId } from '../types';
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
    for (let siteIndex = 0, siteList = ctx.sites; siteIndex < siteList.length; siteIndex++) {
      const site = siteList[siteIndex]!;
      const format = site.schema.format;
      if (typeof format !== 'string') continue;
      const byList = new Map<string, string[]>();
      for (let tIndex = 0; tIndex < limited.length; tIndex++) {
        const t = limited[tIndex]!;
        if (t.formats!.value.includes(format)) continue;
        const list = t.formats!.value.join(', ');
        byList.set(list, [...(byList.get(list) ?? []), t.id]);
      }
      for (const [list, ids] of byList) {
        const quote = ids.includes('openai-strict') ? ` ("'${format}' is not a valid format")` : '';
        ctx.report({
          path: [...site.path, 'format'],
          targets: ids as TargetId[],
          message: `Format "${format}" of ${schemaLabel(site.path)} is not supported${quote}; supported: ${list}. Say it in the description instead.`,
          fix: {
            title: `Move "format": "${format}" into the description`,
            safe: true,
            ops: [
              { kind: 'describe', path: site.path, text: `format: ${format}.` },
              { kind: 'remove', path: [...site.path, 'format'] },
            ],
          },
        });
      }
    }
  },
};
