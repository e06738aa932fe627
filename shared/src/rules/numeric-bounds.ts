import { schemaLabel } from '../schema/labels';
import { declaredTypes } from '../schema/walk';
import type { Rule } from './rule';

const BOUNDS = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'];

export const numericBounds: Rule = {
  meta: {
    id: 'numeric-bounds',
    defaultSeverity: 'info',
    description: 'A number or integer property with neither minimum nor maximum.',
    fixable: false,
    appliesTo: 'all targets except anthropic-strict (which rejects bounds)',
  },
  checkTool(ctx) {
    const targets = ctx.targets.filter((t) => t.keywords.minimum?.value !== 'rejected').map((t) => t.id);
    if (targets.length === 0) return;
    for (let siteIndex = 0, siteList = ctx.sites; siteIndex < siteList.length; siteIndex++) {
      const site = siteList[siteIndex]!;
      if (site.kind !== 'property' && site.kind !== 'items') continue;
      if (!declaredTypes(site.schema).some((t) => /^(number|integer)$/i.test(t))) continue;
      if (BOUNDS.some((b) => site.schema[b] !== undefined) || site.schema.enum !== undefined || site.schema.const !== undefined) continue;
      ctx.report({ path: site.path, targets, message: `Number ${schemaLabel(site.path)} has no minimum or maximum; bounds tell the model (and your code) what is sensible.` });
    }
  },
};
