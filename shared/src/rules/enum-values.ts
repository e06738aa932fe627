import stringify from 'safe-stable-stringify';
import { schemaLabel } from '../schema/labels';
import { declaredTypes } from '../schema/walk';
import { idsWhere, type Rule } from './rule';

function jsonType(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

function fitsType(v: unknown, type: string): boolean {
  const actual = jsonType(v);
  if (type === 'number') return actual === 'number' || actual === 'integer';
  return actual === type;
}

export const enumValues: Rule = {
  meta: {
    id: 'enum-values',
    defaultSeverity: 'error',
    description: 'An empty enum, duplicate values, values not of the declared type, mixed types, or a non-string enum for google-openapi.',
    fixable: false,
    appliesTo: 'all targets; string-only for google-openapi',
  },
  checkTool(ctx) {
    const targets = ctx.targets.map((t) => t.id);
    const stringOnly = idsWhere(ctx.targets, (t) => t.enumStringsOnly?.value);
    for (let siteIndex = 0, siteList = ctx.sites; siteIndex < siteList.length; siteIndex++) {
      const site = siteList[siteIndex]!;
      const values = site.schema.enum;
      if (values === undefined) continue;
      const where = schemaLabel(site.path);
      const path = [...site.path, 'enum'];
      if (!Array.isArray(values)) {
        ctx.report({ path, targets, message: `The enum of ${where} is not an array.` });
        continue;
      }
      if (values.length === 0) {
        ctx.report({ path, targets, message: `The enum of ${where} is empty; no value can satisfy it.` });
        continue;
      }
      const seen = new Set<string>();
      values.forEach((v, i) => {
        const key = stringify(v) ?? String(v);
        if (seen.has(key)) ctx.report({ path: [...path, i], on: 'value', targets, message: `The enum of ${where} lists ${key} twice.` });
        seen.add(key);
      });
      const types = declaredTypes(site.schema).map((t) => t.toLowerCase());
      if (types.length > 0) {
        values.forEach((v, i) => {
          if (types.some((t) => fitsType(v, t))) return;
          ctx.report({ path: [...path, i], on: 'value', targets, message: `Enum value ${stringify(v)} of ${where} is not of its type ${JSON.stringify(site.schema.type)}.` });
        });
      } else {
        const kinds = new Set(values.filter((v) => v !== null).map((v) => (jsonType(v) === 'integer' ? 'number' : jsonType(v))));
        if (kinds.size > 1) ctx.report({ path, targets, message: `The enum of ${where} mixes ${[...kinds].join(' and ')} values; give it one type.` });
      }
      if (stringOnly.length && values.some((v) => typeof v !== 'string')) {
        ctx.report({ path, targets: stringOnly, message: `The enum of ${where} has non-string values; Gemini \`parameters\` take string enums only.` });
      }
    }
  },
};
