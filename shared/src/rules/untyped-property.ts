import { schemaLabel } from '../schema/labels';
import type { Rule } from './rule';

export const TYPING_KEYWORDS = ['type', 'enum', 'const', 'anyOf', 'oneOf', 'allOf', '$ref'];

export function isTyped(schema: Record<string, unknown>): boolean {
  return TYPING_KEYWORDS.some((k) => schema[k] !== undefined);
}

export const untypedProperty: Rule = {
  meta: {
    id: 'untyped-property',
    defaultSeverity: 'error',
    description: 'A property schema with no type, enum, const, anyOf, oneOf, allOf or $ref.',
    fixable: false,
    appliesTo: 'all targets',
  },
  checkTool(ctx) {
    const targets = ctx.targets.map((t) => t.id);
    for (let siteIndex = 0, siteList = ctx.sites; siteIndex < siteList.length; siteIndex++) {
      const site = siteList[siteIndex]!;
      if (site.kind !== 'property' || isTyped(site.schema)) continue;
      ctx.report({
        path: site.path,
        targets,
        message: `Property ${schemaLabel(site.path)} has no type, so the model has to guess what to send. Give it a "type" (or enum/anyOf).`,
      });
    }
  },
};
