import { isCoveredError } from '../schema/meta-precheck';
import { declaredDialect, metaValidate, type Dialect } from '../schema/meta-validate';
import type { TargetId } from '../types';
import type { Rule } from './rule';

export const invalidSchema: Rule = {
  meta: {
    id: 'invalid-schema',
    defaultSeverity: 'error',
    description: 'Not valid JSON Schema 2020-12 (or the draft the schema declares, for MCP), e.g. `minimum: "5"` or `properties: []`.',
    fixable: false,
    appliesTo: 'anthropic, anthropic-strict, mcp',
  },
  checkTool(ctx) {
    if (!ctx.schema) return;
    const byDialect = new Map<Dialect, TargetId[]>();
    for (let tIndex = 0, tList = ctx.targets; tIndex < tList.length; tIndex++) {
      const t = tList[tIndex]!;
      const d = t.jsonSchemaDialect?.value;
      if (!d) continue;
      const dialect: Dialect = d === 'declared' ? (declaredDialect(ctx.schema) ?? '2020-12') : '2020-12';
      byDialect.set(dialect, [...(byDialect.get(dialect) ?? []), t.id]);
    }
    for (const [dialect, targets] of byDialect) {
      // Errors under type, items, required and enum are reported by more specific rules (an entry of a type list,
      // "type": ["dict", "null"], is invalid-type's too).
      for (const error of metaValidate(ctx.schema, dialect, 5, true)) {
        if (isCoveredError(error.path)) continue;
        const where = error.path.length ? `\`${error.path.join('/')}\`` : 'The schema';
        ctx.report({
          path: error.path,
          targets,
          message: `${where} ${error.message} (not valid JSON Schema ${dialect}${targets.some((t) => t.startsWith('anthropic')) ? '; Anthropic: "JSON schema is invalid. It must match JSON Schema draft 2020-12"' : ''}).`,
        });
      }
    }
  },
};
