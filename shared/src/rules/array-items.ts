import { schemaLabel } from '../schema/labels';
import { declaredTypes, isSchemaObject } from '../schema/walk';
import type { Rule } from './rule';
import { isTyped } from './untyped-property';

export const arrayItems: Rule = {
  meta: {
    id: 'array-items',
    defaultSeverity: 'error',
    description: 'An array without `items`, items without a type, or draft-07 tuple-form `items: [...]`.',
    fixable: false,
    appliesTo: 'all targets',
  },
  checkTool(ctx) {
    const targets = ctx.targets.map((t) => t.id);
    for (const site of ctx.sites) {
      if (!declaredTypes(site.schema).some((t) => t.toLowerCase() === 'array')) continue;
      const where = schemaLabel(site.path);
      const items = site.schema.items;
      if (items === undefined) {
        if (site.schema.prefixItems !== undefined) continue;
        ctx.report({ path: site.path, targets, message: `Array ${where} has no \`items\`; OpenAI rejects it ("array schema missing items") and other models guess the element type.` });
      } else if (Array.isArray(items)) {
        ctx.report({ path: [...site.path, 'items'], targets, message: `Array ${where} uses the draft-07 tuple form "items": [...]; JSON Schema 2020-12 uses "prefixItems" and Anthropic rejects the old form.` });
      } else if (isSchemaObject(items) && !isTyped(items)) {
        ctx.report({ path: [...site.path, 'items'], targets, message: `The items of ${where} have no type.` });
      }
    }
  },
};
