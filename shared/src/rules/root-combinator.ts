import { idsWhere, type Rule } from './rule';

const COMBINATORS = ['anyOf', 'oneOf', 'allOf', 'not', 'enum'];

export const rootCombinator: Rule = {
  meta: {
    id: 'root-combinator',
    defaultSeverity: 'error',
    description: 'anyOf, oneOf, allOf, not or enum at the root of the input schema.',
    fixable: false,
    appliesTo: 'openai, openai-strict, anthropic, anthropic-strict',
  },
  checkTool(ctx) {
    if (!ctx.schema) return;
    const targets = idsWhere(ctx.targets, (t) => t.rootCombinatorRejected?.value);
    if (targets.length === 0) return;
    for (const key of COMBINATORS) {
      if (ctx.schema[key] === undefined) continue;
      ctx.report({
        path: [key],
        targets,
        message: `\`${key}\` at the root of the input schema is rejected: the root must be a plain object schema. Move the alternatives into a property (e.g. a "mode" enum plus optional fields).`,
      });
    }
  },
};
