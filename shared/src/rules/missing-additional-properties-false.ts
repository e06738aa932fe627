import { objectLabel } from '../schema/labels';
import { isObjectSchema } from '../schema/walk';
import { idsWhere, type Rule } from './rule';

export const missingAdditionalPropertiesFalse: Rule = {
  meta: {
    id: 'missing-additional-properties-false',
    defaultSeverity: 'error',
    description: 'An object schema (root, nested, array items, $defs) without `additionalProperties: false`.',
    fixable: true,
    appliesTo: 'openai-strict, anthropic-strict',
    fixNote: 'safe (unsafe for an explicit true or a schema, or an object without properties)',
  },
  checkTool(ctx) {
    if (ctx.conflicted.has('additionalProperties')) return;
    const targets = idsWhere(ctx.targets, (t) => t.additionalPropertiesFalseRequired?.value);
    if (targets.length === 0) return;
    for (let siteIndex = 0, siteList = ctx.sites; siteIndex < siteList.length; siteIndex++) {
      const site = siteList[siteIndex]!;
      if (!isObjectSchema(site.schema)) continue;
      const ap = site.schema.additionalProperties;
      if (ap === false) continue;
      const where = objectLabel(site.path);
      if (ap === undefined && site.schema.properties === undefined && site.schema.patternProperties === undefined) {
        // A free-form object (no properties listed): closed, the model could send only {}.
        ctx.report({
          path: site.path,
          targets,
          message: `${where} does not set "additionalProperties": false; strict mode requires it on every object.`,
          fix: { title: `Add "additionalProperties": false to ${where.charAt(0).toLowerCase()}${where.slice(1)} (unsafe: it lists no properties, so the model could then send only {})`, safe: false, ops: [{ kind: 'set', path: [...site.path, 'additionalProperties'], value: false }] },
        });
      } else if (ap === undefined) {
        ctx.report({
          path: site.path,
          targets,
          message: `${where} does not set "additionalProperties": false; strict mode requires it on every object.`,
          fix: { title: `Add "additionalProperties": false to ${where.charAt(0).toLowerCase()}${where.slice(1)}`, safe: true, ops: [{ kind: 'set', path: [...site.path, 'additionalProperties'], value: false }] },
        });
      } else {
        ctx.report({
          path: [...site.path, 'additionalProperties'],
          targets,
          message: `${where} sets additionalProperties to ${ap === true ? 'true' : 'a schema'}; strict mode accepts only false (changing it narrows what the model may send).`,
          // An explicit true or schema is a decision the user made: offered, never applied silently.
          fix: { title: `Set additionalProperties to false (unsafe: the model can no longer send extra keys)`, safe: false, ops: [{ kind: 'set', path: [...site.path, 'additionalProperties'], value: false }] },
        });
      }
    }
  },
};
