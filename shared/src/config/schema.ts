// The JSON Schema of toollint.config.json, built from the rule registry and the target list.
import { RULES } from '../rules';
import { TARGET_IDS } from '../types';

export const CONFIG_FILE_NAME = 'toollint.config.json';

export function buildConfigSchema(): Record<string, unknown> {
  const severity = ['error', 'warning', 'info', 'off'];
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://github.com/toollint/toollint/blob/main/schemas/toollint.config.schema.json',
    title: 'toollint configuration (toollint.config.json)',
    type: 'object',
    additionalProperties: false,
    properties: {
      $schema: { type: 'string' },
      targets: {
        type: 'array',
        description: 'Targets to check. "shape" adds the target of each tool\'s own format.',
        items: { enum: [...TARGET_IDS, 'shape'] },
        uniqueItems: true,
        default: ['openai-strict', 'anthropic', 'google', 'shape'],
      },
      rules: {
        type: 'object',
        description: 'Severity per rule id; "off" disables a rule.',
        additionalProperties: false,
        properties: Object.fromEntries(RULES.map((r) => [r.meta.id, { enum: severity, description: r.meta.description }])),
      },
      warnAboveTokens: { type: 'integer', minimum: 0, default: 500, description: 'heavy-definition budget: tokens per call (OpenAI count).' },
      maxDescriptionChars: { type: 'integer', minimum: 0, default: 1024, description: 'oversized-description budget for tool descriptions.' },
      maxPropertyDescriptionChars: { type: 'integer', minimum: 0, default: 512, description: 'oversized-description budget for property descriptions.' },
      charsPerToken: { type: 'number', exclusiveMinimum: 0, default: 4, description: 'Characters per token of the heuristic estimate.' },
      model: { type: 'string', default: 'gpt-4o', description: 'Model whose tokenizer counts OpenAI tokens (gpt-4o and later: o200k_base; gpt-4, gpt-3.5: cl100k_base).' },
      anthropicModel: { type: 'string', default: 'claude-sonnet-4-5', description: 'Claude model whose tool-use overhead is shown per request.' },
      maxFileSize: { type: 'integer', minimum: 0, default: 10485760, description: 'Files larger than this many bytes are skipped with a message.' },
      ignore: { type: 'array', items: { type: 'string' }, description: 'gitignore-style patterns of files the CLI skips.' },
    },
  };
}
