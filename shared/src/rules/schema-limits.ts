import { MAX_SCHEMA_DEPTH, declaredTypes, isSchemaObject, type SchemaSite } from '../schema/walk';
import type { TargetId } from '../types';
import { atToolName, type Rule, type ToolRuleContext } from './rule';

function countLimits(sites: SchemaSite[]) {
  let properties = 0;
  let chars = 0;
  let enumValues = 0;
  let deepest: SchemaSite | undefined;
  const largeEnums: { site: SchemaSite; count: number; chars: number }[] = [];
  for (let siteIndex = 0; siteIndex < sites.length; siteIndex++) {
    const site = sites[siteIndex]!;
    if (site.kind === 'property') {
      properties++;
      chars += site.propertyName?.length ?? 0;
    }
    if (site.kind === 'defs') chars += String(site.path[site.path.length - 1]).length;
    if (!deepest || site.objectDepth > deepest.objectDepth) deepest = site;
    const values = site.schema.enum;
    if (Array.isArray(values)) {
      enumValues += values.length;
      let enumChars = 0;
      // A value that is not a string counts as its JSON text (String() of an object with a "toString" key throws).
      for (const v of values) enumChars += typeof v === 'string' ? v.length : (JSON.stringify(v) ?? '').length;
      chars += enumChars;
      if (values.every((v) => typeof v === 'string')) largeEnums.push({ site, count: values.length, chars: enumChars });
    }
    if (typeof site.schema.const === 'string') chars += site.schema.const.length;
  }
  return { properties, chars, enumValues, deepest, largeEnums };
}

function checkOpenAiLimits(ctx: ToolRuleContext): void {
  let counted: ReturnType<typeof countLimits> | undefined;
  for (let tIndex = 0, tList = ctx.targets; tIndex < tList.length; tIndex++) {
    const t = tList[tIndex]!;
    const limits = t.limits?.value;
    if (!limits?.maxDepth) continue;
    const ids: TargetId[] = [t.id];
    const c = (counted ??= countLimits(ctx.sites));
    if (limits.totalProperties && c.properties > limits.totalProperties) {
      ctx.report({ path: [], targets: ids, message: `The schema has ${c.properties} properties; strict mode allows ${limits.totalProperties} in total.` });
    }
    if (c.deepest && c.deepest.objectDepth > limits.maxDepth) {
      ctx.report({ path: c.deepest.path, targets: ids, message: `Objects nest ${c.deepest.objectDepth} levels deep here; strict mode allows ${limits.maxDepth}.` });
    }
    if (limits.totalChars && c.chars > limits.totalChars) {
      ctx.report({ path: [], targets: ids, message: `Property names, definition names and enum/const values add up to ${c.chars} characters; strict mode allows ${limits.totalChars}.` });
    }
    if (limits.totalEnumValues && c.enumValues > limits.totalEnumValues) {
      ctx.report({ path: [], targets: ids, message: `The schema has ${c.enumValues} enum values in total; strict mode allows ${limits.totalEnumValues}.` });
    }
    for (const e of c.largeEnums) {
      if (limits.largeEnumThreshold && limits.largeEnumChars && e.count > limits.largeEnumThreshold && e.chars > limits.largeEnumChars) {
        ctx.report({ path: [...e.site.path, 'enum'], targets: ids, message: `This enum has ${e.count} string values totalling ${e.chars} characters; strict mode allows ${limits.largeEnumChars} characters for an enum of more than ${limits.largeEnumThreshold} values.` });
      }
    }
  }
}

function isOptionalParam(schema: Record<string, unknown>, name: string): boolean {
  return !(Array.isArray(schema.required) && schema.required.includes(name));
}

function isUnion(schema: unknown): boolean {
  if (!isSchemaObject(schema)) return false;
  return Array.isArray(schema.anyOf) || Array.isArray(schema.oneOf) || declaredTypes(schema).length > 1;
}

export const schemaLimits: Rule = {
  meta: {
    id: 'schema-limits',
    defaultSeverity: 'error',
    description: 'Over the strict-mode size limits: OpenAI (5000 properties, depth 10, 120,000 characters, 1000 enum values, large enums) and Anthropic per request (20 strict tools, 24 optional and 16 union-typed parameters).',
    fixable: false,
    appliesTo: 'openai-strict, anthropic-strict; every target when a schema nests too deeply to analyse',
  },
  checkTool(ctx) {
    if (ctx.sites.some((s) => s.path.length > MAX_SCHEMA_DEPTH)) {
      ctx.report({ path: [], targets: ctx.targets.map((t) => t.id), message: `The schema nests more than ${MAX_SCHEMA_DEPTH} levels deep; parts below that depth were not checked.` });
    }
    checkOpenAiLimits(ctx);
  },
  checkList(ctx) {
    type Tally = { strict: number; optional: number; unions: number };
    const tally: Tally = { strict: 0, optional: 0, unions: 0 };
    let limitsOf: { strictToolsPerRequest?: number; optionalParamsPerRequest?: number; unionParamsPerRequest?: number } | undefined;
    const over: { kind: keyof Tally; tool: (typeof ctx.tools)[number] }[] = [];
    for (const tool of ctx.tools) {
      const target = ctx.targetsOf(tool).find((t) => t.limits?.value.strictToolsPerRequest);
      if (!target) continue;
      limitsOf = target.limits!.value;
      tally.strict++;
      if (tally.strict === limitsOf.strictToolsPerRequest! + 1) over.push({ kind: 'strict', tool });
      const schema = tool.schema;
      if (!isSchemaObject(schema) || !isSchemaObject(schema.properties)) continue;
      for (const [name, prop] of Object.entries(schema.properties)) {
        if (isOptionalParam(schema, name) && ++tally.optional === limitsOf.optionalParamsPerRequest! + 1) over.push({ kind: 'optional', tool });
        if (isUnion(prop) && ++tally.unions === limitsOf.unionParamsPerRequest! + 1) over.push({ kind: 'unions', tool });
      }
    }
    if (!limitsOf) return;
    const words: Record<keyof Tally, string> = {
      strict: `strict tools (at most ${limitsOf.strictToolsPerRequest})`,
      optional: `optional parameters (at most ${limitsOf.optionalParamsPerRequest})`,
      unions: `union-typed parameters (at most ${limitsOf.unionParamsPerRequest})`,
    };
    for (const o of over) {
      ctx.report({
        tool: o.tool,
        ...atToolName(o.tool),
        targets: ['anthropic-strict'],
        message: `This list has ${tally[o.kind]} ${words[o.kind]} across its tools; Anthropic strict tool use rejects the request. This tool goes over the limit.`,
      });
    }
  },
};
