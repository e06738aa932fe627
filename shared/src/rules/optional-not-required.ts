import { schemaLabel, sentence } from '../schema/labels';
import { isSchemaObject } from '../schema/walk';
import { idsWhere, type Rule } from './rule';
import { isTyped } from './untyped-property';

/** True when a schema already lets the model send null. */
export function acceptsNull(schema: Record<string, unknown>): boolean {
  if (!isTyped(schema)) return true; // a schema with no type accepts anything, null included
  if (schema.type === 'null' || (Array.isArray(schema.type) && schema.type.includes('null'))) return true;
  if (schema.nullable === true) return false; // OpenAPI's flag; strict mode does not read it
  if (Array.isArray(schema.enum) && schema.enum.includes(null) && schema.type === undefined) return true;
  const union = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : undefined;
  return union?.some((b) => isSchemaObject(b) && acceptsNull(b)) ?? false;
}

/** How this property is made nullable, in its own type: `"type": ["integer", "null"]`, or null added to its union. */
function nullableExample(prop: unknown, typeLists: boolean): string {
  const type = isSchemaObject(prop) ? prop.type : undefined;
  if (typeof type === 'string' && typeLists) return `"type": [${JSON.stringify(type)}, "null"]`;
  if (Array.isArray(type) && typeLists) return `"type": ${JSON.stringify([...type, 'null'])}`;
  if (isSchemaObject(prop) && (Array.isArray(prop.anyOf) || Array.isArray(prop.oneOf))) return `add {"type": "null"} to its ${Array.isArray(prop.anyOf) ? 'anyOf' : 'oneOf'}`;
  return 'e.g. "anyOf": [the schema, {"type": "null"}]';
}

export const optionalNotRequired: Rule = {
  meta: {
    id: 'optional-not-required',
    defaultSeverity: 'error',
    description: 'A property not listed in `required`, or an object with `properties` but no `required` array.',
    fixable: true,
    appliesTo: 'openai-strict',
  },
  checkTool(ctx) {
    const targets = idsWhere(ctx.targets, (t) => t.allPropertiesRequired?.value);
    if (targets.length === 0) return;
    // Where a target takes no type lists (Gemini `parameters`), null is added through anyOf instead.
    const typeLists = ctx.targets.every((t) => t.typeArrays.value);
    for (let siteIndex = 0, siteList = ctx.sites; siteIndex < siteList.length; siteIndex++) {
      const site = siteList[siteIndex]!;
      const props = site.schema.properties;
      if (!isSchemaObject(props)) continue;
      const requiredValue = site.schema.required;
      if (requiredValue === undefined && Object.keys(props).length === 0) {
        // OpenAI: "'required' is required to be supplied and to be an array including every key in properties."
        ctx.report({
          path: [...site.path, 'properties'],
          targets,
          message: `${sentence(schemaLabel(site.path))} has \`properties\` but no \`required\`; strict mode requires the array even when it is empty.`,
          fix: { title: 'Add "required": []', safe: true, ops: [{ kind: 'set', path: [...site.path, 'required'], value: [] }] },
        });
        continue;
      }
      const fixable = requiredValue === undefined || Array.isArray(requiredValue);
      const required = new Set(Array.isArray(requiredValue) ? requiredValue : []);
      for (let keyIndex = 0, keyList = Object.keys(props); keyIndex < keyList.length; keyIndex++) {
        const key = keyList[keyIndex]!;
        if (required.has(key)) continue;
        const path = [...site.path, 'properties', key];
        const prop = props[key];
        // Draft-3 `"required": true` on the property already means required: no null is added (that would widen it).
        const draft3Required = isSchemaObject(prop) && prop.required === true;
        const alreadyNullable = draft3Required || (isSchemaObject(prop) && acceptsNull(prop));
        const label = schemaLabel(path);
        ctx.report({
          path,
          targets,
          message: `Property ${label} is not in \`required\`; strict mode needs every property listed. Make it required${alreadyNullable ? ' (it already accepts null, so the model can still send no value)' : ` and nullable (${nullableExample(prop, typeLists)}) so the model can still send no value`}.`,
          ...(fixable
            ? {
                fix: {
                  title: alreadyNullable ? `Add ${label} to required${draft3Required ? '' : ' (it already accepts null)'}` : `Make ${label} required and nullable (the model sends null for "no value")`,
                  safe: true,
                  ops: [
                    { kind: 'append' as const, path: [...site.path, 'required'], value: key },
                    ...(alreadyNullable ? [] : [{ kind: 'nullable' as const, path, typeLists }]),
                  ],
                },
              }
            : {}),
        });
      }
    }
  },
};
