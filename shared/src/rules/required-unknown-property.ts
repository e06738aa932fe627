import { schemaLabel } from '../schema/labels';
import { isSchemaObject } from '../schema/walk';
import type { Rule } from './rule';

export const requiredUnknownProperty: Rule = {
  meta: {
    id: 'required-unknown-property',
    defaultSeverity: 'error',
    description: '`required` names a key that `properties` lacks, or is not an array of strings.',
    fixable: true,
    appliesTo: 'all targets',
  },
  checkTool(ctx) {
    const targets = ctx.targets.map((t) => t.id);
    for (const site of ctx.sites) {
      const required = site.schema.required;
      if (required === undefined) continue;
      const where = schemaLabel(site.path);
      if (!Array.isArray(required) || required.some((r) => typeof r !== 'string')) {
        ctx.report({
          path: [...site.path, 'required'],
          targets,
          message: `\`required\` of ${where} is ${JSON.stringify(required)}; it must be an array of property names (per-property "required": true is draft 3, not accepted by providers).`,
        });
        continue;
      }
      if (site.schema.patternProperties !== undefined) continue;
      const props = isSchemaObject(site.schema.properties) ? site.schema.properties : {};
      required.forEach((name, i) => {
        if (Object.prototype.hasOwnProperty.call(props, name)) return;
        ctx.report({
          path: [...site.path, 'required', i],
          on: 'value',
          targets,
          message: `\`required\` of ${where} names ${JSON.stringify(name)}, which is not in \`properties\`.`,
        });
      });
    }
  },
};
