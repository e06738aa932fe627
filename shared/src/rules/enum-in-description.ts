import { schemaLabel } from '../schema/labels';
import { declaredTypes } from '../schema/walk';
import { trimEndOf, trimStartOf } from '../text/runs';
import type { Rule } from './rule';

const LEAD = /\b(?:must be one of|one of|possible values(?: are)?|allowed values(?: are)?|valid values(?: are)?|valid options(?: are)?|options are|choices are|either)\b/i;
/** A listed set is at most 30 values of at most 30 characters: a longer sentence is not one, and is not read. */
const MAX_TAIL = 2000;
const WHITESPACE = /\s/;
const LINE_END = /[\n\r\u2028\u2029]/;

/** The values a description lists as a fixed set ("one of a, b or c"), or undefined. Linear in the description. */
export function listedValues(description: string): string[] | undefined {
  const m = LEAD.exec(description);
  if (!m) return undefined;
  // After the lead: blanks, an optional colon, blanks, then the rest of that line.
  let i = m.index + m[0].length;
  while (i < description.length && WHITESPACE.test(description[i]!)) i++;
  if (description[i] === ':') i++;
  while (i < description.length && WHITESPACE.test(description[i]!)) i++;
  const lineEnd = description.slice(i).search(LINE_END);
  const line = lineEnd < 0 ? description.slice(i) : description.slice(i, i + lineEnd);
  const sentence = line.split(/[.;]\s/)[0]!;
  if (sentence.length > MAX_TAIL) return undefined;
  const tail = trimEndOf(sentence, '.)');
  const parts = tail
    .split(/,|\||\bor\b|\band\b/i)
    .map((p) => trimEndOf(trimStartOf(p.trim(), '"\'`('), '"\'`)'))
    .filter((p) => p.length > 0);
  if (parts.length < 2 || parts.length > 30) return undefined;
  if (parts.some((p) => p.length > 30 || p.split(/\s+/).length > 3)) return undefined;
  return parts;
}

export const enumInDescription: Rule = {
  meta: {
    id: 'enum-in-description',
    defaultSeverity: 'warning',
    description: 'A description that lists a fixed set ("one of a, b, c") on a property with no enum.',
    fixable: false,
    appliesTo: 'all targets',
  },
  checkTool(ctx) {
    const targets = ctx.targets.map((t) => t.id);
    for (const site of ctx.sites) {
      if (site.kind !== 'property') continue;
      const s = site.schema;
      if (s.enum !== undefined || s.const !== undefined || s.anyOf !== undefined || s.oneOf !== undefined) continue;
      if (typeof s.description !== 'string') continue;
      const types = declaredTypes(s).map((t) => t.toLowerCase());
      if (types.includes('boolean') || types.includes('object') || types.includes('array')) continue;
      const listed = listedValues(s.description);
      if (!listed) continue;
      // Suggest values of the property's type: numbers for number/integer, strings otherwise.
      const numeric = types.some((t) => t === 'number' || t === 'integer');
      if (numeric && !listed.every((v) => v.trim() !== '' && Number.isFinite(Number(v)))) continue;
      const values = numeric ? listed.map(Number) : listed;
      ctx.report({
        path: site.path,
        targets,
        message: `The description of ${schemaLabel(site.path)} lists fixed values but the schema does not enforce them; add "enum": ${JSON.stringify(values)}.`,
      });
    }
  },
};
