import { schemaLabel } from '../schema/labels';
import { isSchemaObject } from '../schema/walk';
import { idsWhere, type Rule } from './rule';

export const optionalNotRequired: Rule = {
  meta: {
    id: 'optional-not-required',
    defaultSeverity: 'error',
    description: 'A property not listed in `required`.',
    fixable: true,
    appliesTo: 'openai-strict',
  },
  checkTool(ctx) {
    const targets = idsWhere(ctx.targets, (t) => t.allPropertiesRequired?.value);
    if (targets.length === 0) return;
    for (const site of ctx.sites) {
      const props = site.schema.properties;
      if (!isSchemaObject(props)) continue;
      const required = new Set(Array.isArray(site.schema.required) ? site.schema.required : []);
      for (const key of Object.keys(props)) {
        if (required.has(key)) continue;
        const path = [...site.path, 'properties', key];
        ctx.report({
          path,
          targets,
          message: `Property ${schemaLabel(path)} is not in \`required\`; strict mode needs every property listed. Make it required and nullable (e.g. "type": ["string", "null"]) so the model can still send no value.`,
        });
      }
    }
  },
};
