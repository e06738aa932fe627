import { schemaLabel } from '../schema/labels';
import type { Rule } from './rule';
import { resolveLocalRef } from './unresolved-ref';
import { isSchemaObject } from '../schema/walk';

/** A property that is a local `$ref` (and nothing else that describes) takes the description of what it points at. */
function describedThroughRef(root: unknown, schema: Record<string, unknown>): boolean {
  const seen = new Set<string>();
  let s = schema;
  while (typeof s.$ref === 'string' && !seen.has(s.$ref)) {
    seen.add(s.$ref);
    const target = resolveLocalRef(root, s.$ref)?.value;
    if (!isSchemaObject(target)) return false;
    if (!isBlank(target.description)) return true;
    s = target;
  }
  return false;
}

function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim().length === 0;
}

export const descriptionMissing: Rule = {
  meta: {
    id: 'description-missing',
    defaultSeverity: 'warning',
    description: 'A tool or a property without a non-empty description.',
    fixable: false,
    appliesTo: 'all targets',
  },
  checkTool(ctx) {
    const { tool } = ctx;
    if (tool.shape === 'builtin') return;
    const targets = ctx.targets.map((t) => t.id);
    // A text the code computes at run time is unknown, never missing (the reader says so once, as an info).
    const unknown = new Set((tool.fields.unknownTexts ?? []).map((p) => p.join('\u0000')));
    const schemaAt = tool.fields.schema ?? [];
    if (isBlank(tool.description) && !(tool.fields.description && unknown.has(tool.fields.description.join('\u0000')))) {
      const hasField = tool.fields.description !== undefined && tool.description !== undefined;
      ctx.report({
        path: hasField ? tool.fields.description! : (tool.fields.name ?? []),
        at: 'tool',
        on: 'value',
        targets,
        message: `Tool ${JSON.stringify(tool.name ?? '')} has ${hasField ? 'an empty' : 'no'} description; the model picks tools by their descriptions.`,
      });
    }
    for (let siteIndex = 0, siteList = ctx.sites; siteIndex < siteList.length; siteIndex++) {
      const site = siteList[siteIndex]!;
      if (site.kind !== 'property' || !isBlank(site.schema.description) || describedThroughRef(ctx.schema, site.schema)) continue;
      if (unknown.size && unknown.has([...schemaAt, ...site.path, 'description'].join('\u0000'))) continue;
      ctx.report({ path: site.path, targets, message: `Property ${schemaLabel(site.path)} has no description; the model has only its name to go on.` });
    }
  },
};
