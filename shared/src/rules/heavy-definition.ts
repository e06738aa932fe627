import { atToolName, type Rule } from './rule';

export const heavyDefinition: Rule = {
  meta: {
    id: 'heavy-definition',
    defaultSeverity: 'warning',
    description: 'The tool costs more prompt tokens per call than the budget (warnAboveTokens, 500).',
    fixable: false,
    appliesTo: 'all targets (counted with the OpenAI tokenizer)',
  },
  checkTool(ctx) {
    if (ctx.tool.shape === 'builtin') return;
    const tokens = ctx.tokens().openai;
    const budget = ctx.config.warnAboveTokens;
    // A tool whose whole text is under the budget in bytes is under it in tokens: no need to count.
    if ((tokens.atMost ?? Infinity) <= budget || tokens.perTool <= budget) return;
    ctx.report({
      ...atToolName(ctx.tool),
      targets: ctx.targets.map((t) => t.id),
      message: `This tool costs ${tokens.perTool} tokens on every call (${tokens.encoding}), over the budget of ${budget}. Shorten descriptions or split the tool.`,
    });
  },
};
