import { schemaLabel } from '../schema/labels';
import { declaredTypes, isSchemaObject } from '../schema/walk';
import { declaredDialect } from '../schema/meta-validate';
import type { Rule } from './rule';
import { isTyped } from './untyped-property';

export const arrayItems: Rule = {
  meta: {
    id: 'array-items',
    defaultSeverity: 'error',
    description: 'An array without `items`, items without a type, or draft-07 tuple-form `items: [...]`.',
    fixable: false,
    appliesTo: 'all targets; the tuple form for openai-strict, anthropic, anthropic-strict and mcp (mcp accepts it when the schema declares draft-07)',
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
        const draft07 = ctx.schema !== undefined && declaredDialect(ctx.schema) === 'draft-07';
        const rejecting = ctx.targets.filter((t) => t.tupleItemsRejected?.value && !(draft07 && t.jsonSchemaDialect?.value === 'declared')).map((t) => t.id);
        if (rejecting.length) ctx.report({ path: [...site.path, 'items'], targets: rejecting, message: `Array ${where} uses the draft-07 tuple form "items": [...], which ${rejecting.join(', ')} reject${rejecting.length === 1 ? 's' : ''}. JSON Schema 2020-12 spells a tuple "prefixItems" (OpenAI strict mode rejects that too); one \`items\` schema or an object with named fields works everywhere.` });
      } else if (isSchemaObject(items) && !isTyped(items)) {
        ctx.report({ path: [...site.path, 'items'], targets, message: `The items of ${where} have no type.` });
      }
    }
  },
};
