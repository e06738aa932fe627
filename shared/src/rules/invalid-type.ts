import { schemaLabel, sentence } from '../schema/labels';
import type { TargetId } from '../types';
import { JSON_SCHEMA_TYPES } from '../schema/walk';
import type { Rule } from './rule';
import { lookupTable } from '../lookup-table';


/** Common non-standard type names and what they mean. */
export const TYPE_SUGGESTIONS = lookupTable<string>({
  dict: 'object', map: 'object', hashmap: 'object', obj: 'object',
  float: 'number', double: 'number', decimal: 'number', long: 'integer', int: 'integer', int32: 'integer', int64: 'integer',
  str: 'string', text: 'string', char: 'string',
  bool: 'boolean', list: 'array', tuple: 'array', set: 'array',
});

export function suggestType(name: string): string | undefined {
  const lower = name.toLowerCase();
  if (JSON_SCHEMA_TYPES.has(lower)) return lower;
  if (TYPE_SUGGESTIONS[lower]) return TYPE_SUGGESTIONS[lower];
  if (/^(list|array)\[/.test(lower)) return 'array';
  if (/^(dict|map)\[/.test(lower)) return 'object';
  return undefined;
}

export const invalidType: Rule = {
  meta: {
    id: 'invalid-type',
    defaultSeverity: 'error',
    description: 'A `type` that is not a JSON Schema type ("dict", "float", "str", "any"...), or a type list where the target takes none.',
    fixable: true,
    unsafeOnly: true,
    appliesTo: 'all targets; type lists for google-openapi; upper-case types are fine for google-openapi only',
  },
  checkTool(ctx) {
    for (let siteIndex = 0, siteList = ctx.sites; siteIndex < siteList.length; siteIndex++) {
      const site = siteList[siteIndex]!;
      const type = site.schema.type;
      if (type === undefined) continue;
      // The label and path only for a site that gets a finding (most types are plain names).
      if (typeof type === 'string' && JSON_SCHEMA_TYPES.has(type)) continue;
      const where = sentence(schemaLabel(site.path));
      const path = [...site.path, 'type'];
      if (Array.isArray(type)) {
        const noLists = ctx.targets.filter((t) => !t.typeArrays.value).map((t) => t.id);
        if (noLists.length) {
          ctx.report({ path, targets: noLists, message: `${where} has a type list ${JSON.stringify(type)}; Gemini \`parameters\` take a single type (use "nullable": true or anyOf).` });
        }
      }
      const names = Array.isArray(type) ? type : [type];
      for (const [index, name] of names.entries()) {
        if (typeof name !== 'string') {
          ctx.report({ path, targets: ctx.targets.map((t) => t.id), message: `${where} has a type ${JSON.stringify(name)}; a type must be a string.` });
          continue;
        }
        if (JSON_SCHEMA_TYPES.has(name)) continue;
        const failing: TargetId[] = [];
        for (let tIndex = 0, tList = ctx.targets; tIndex < tList.length; tIndex++) {
          const t = tList[tIndex]!;
          if (t.upperCaseTypes?.value && JSON_SCHEMA_TYPES.has(name.toLowerCase())) continue;
          failing.push(t.id);
        }
        if (failing.length === 0) continue;
        const suggestion = suggestType(name);
        const hint = suggestion ? `; use "${suggestion}"` : name.toLowerCase() === 'any' ? '; omit it only with anyOf of the allowed types, or pick one type' : '';
        ctx.report({
          path,
          targets: failing,
          message: `${where} has type "${name}", which is not a JSON Schema type${hint}.`,
          // A suggestion: "list" may have meant something else, so it is unsafe.
          ...(suggestion
            ? { fix: { title: `Change type "${name}" to "${suggestion}"`, safe: false, ops: [{ kind: 'set' as const, path: Array.isArray(type) ? [...path, index] : path, value: suggestion }] } }
            : {}),
        });
      }
    }
  },
};
