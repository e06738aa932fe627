import type { Rule } from './rule';

const OPENAI_SHAPES = new Set(['openai-chat', 'openai-responses']);

export const notStrict: Rule = {
  meta: {
    id: 'not-strict',
    defaultSeverity: 'warning',
    description: 'An OpenAI-shape tool without `strict: true`.',
    fixable: true,
    appliesTo: 'openai, openai-strict',
    fixNote: 'safe with openai-strict (else unsafe)',
  },
  checkTool(ctx) {
    const { tool } = ctx;
    if (!OPENAI_SHAPES.has(tool.shape) || tool.strict === true) return;
    const targets = ctx.targets.filter((t) => t.id === 'openai' || t.id === 'openai-strict').map((t) => t.id);
    if (targets.length === 0) return;
    const explicit = tool.strict === false;
    ctx.report({
      path: explicit ? [...tool.fields.strictHolder!, 'strict'] : (tool.fields.name ?? []),
      at: 'tool',
      on: explicit ? 'key' : 'value',
      targets,
      message: `Tool ${JSON.stringify(tool.name)} does not set "strict": true, so the model may omit, invent or mistype arguments${tool.shape === 'openai-responses' ? ' (Responses falls back to non-strict silently)' : ''}.`,
      // Safe only when openai-strict is checked too: then the same fix run makes the schema strict first.
      fix: {
        title: targets.includes('openai-strict') ? 'Add "strict": true' : 'Add "strict": true (unsafe: the schema is not checked as strict; enable the openai-strict target)',
        safe: targets.includes('openai-strict'),
        ops: [{ kind: 'set', path: [...tool.fields.strictHolder!, 'strict'], value: true }],
      },
    });
  },
};
