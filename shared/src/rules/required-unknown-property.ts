import { schemaLabel } from '../schema/labels';
import { isSchemaObject } from '../schema/walk';
import type { FixSpec } from '../fix/ops';
import type { SchemaSite } from '../schema/walk';
import type { Rule } from './rule';

/** Draft-3 `required: true` on a property moves into the parent's list; null or false (the default) goes. */
function fixForMalformed(site: SchemaSite, required: unknown): FixSpec | undefined {
  const path = [...site.path, 'required'];
  if (required === true && site.kind === 'property' && site.parent && site.propertyName !== undefined) {
    return {
      title: `Move "required": true into the parent's required list`,
      safe: true,
      ops: [
        { kind: 'remove', path },
        { kind: 'append', path: [...site.parent.path, 'required'], value: site.propertyName },
      ],
    };
  }
  if (required === null || required === false) return { title: 'Remove the empty `required`', safe: true, ops: [{ kind: 'remove', path }] };
  if (Array.isArray(required)) {
    const junk = required.map((r, i) => (typeof r === 'string' ? -1 : i)).filter((i) => i >= 0);
    return { title: 'Remove the entries of `required` that are not strings', safe: true, ops: junk.map((i) => ({ kind: 'remove' as const, path: [...path, i] })) };
  }
  return undefined;
}

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
    for (let siteIndex = 0, siteList = ctx.sites; siteIndex < siteList.length; siteIndex++) {
      const site = siteList[siteIndex]!;
      const required = site.schema.required;
      if (required === undefined) continue;
      const where = schemaLabel(site.path);
      const malformed = !Array.isArray(required) || required.some((r) => typeof r !== 'string');
      if (malformed) {
        const fix = fixForMalformed(site, required);
        ctx.report({
          path: [...site.path, 'required'],
          targets,
          message: `\`required\` of ${where} is ${JSON.stringify(required)}; it must be an array of property names (per-property "required": true is draft 3, not accepted by providers).`,
          ...(fix ? { fix } : {}),
        });
        if (!Array.isArray(required)) continue;
      }
      if (site.schema.patternProperties !== undefined) continue;
      const props = isSchemaObject(site.schema.properties) ? site.schema.properties : {};
      required.forEach((name, i) => {
        if (typeof name !== 'string' || Object.prototype.hasOwnProperty.call(props, name)) return;
        ctx.report({
          path: [...site.path, 'required', i],
          on: 'value',
          targets,
          message: `\`required\` of ${where} names ${JSON.stringify(name)}, which is not in \`properties\`.`,
          fix: { title: `Remove ${JSON.stringify(name)} from required`, safe: true, ops: [{ kind: 'remove', path: [...site.path, 'required', i] }] },
        });
      });
    }
  },
};
