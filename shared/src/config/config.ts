// This folder owns settings: their defaults, the config file and its JSON Schema, severity overrides and the
// check of a target list. It never imports fs (a ConfigFileSystem is passed in), sources/, fix/ or the pipeline.
//
// Settings shared by the CLI, the language server and the library API, and their defaults.
import type { SeveritySetting } from '../types';

export interface ToollintConfig {
  /** Targets to check; "shape" adds the target of each tool's own format. */
  targets?: string[];
  /** Severity overrides per rule id ("off" disables). */
  rules?: Record<string, SeveritySetting>;
  /** heavy-definition budget, in tokens per call (OpenAI count). */
  warnAboveTokens?: number;
  maxDescriptionChars?: number;
  maxPropertyDescriptionChars?: number;
  /** For the heuristic token estimate. */
  charsPerToken?: number;
  /** Model whose tokenizer counts OpenAI tokens (gpt-4o and later: o200k_base; gpt-4, gpt-3.5: cl100k_base). */
  model?: string;
  /** Claude model whose tool-use overhead is shown as Anthropic's per-request cost. */
  anthropicModel?: string;
  /** Files larger than this many bytes are skipped with one message. */
  maxFileSize?: number;
  /** Glob patterns (gitignore syntax) of files the CLI skips. */
  ignore?: string[];
}

export interface ResolvedConfig {
  targets: string[];
  rules: Record<string, SeveritySetting>;
  warnAboveTokens: number;
  maxDescriptionChars: number;
  maxPropertyDescriptionChars: number;
  charsPerToken: number;
  model: string;
  anthropicModel: string;
  maxFileSize: number;
  ignore: string[];
}

export const DEFAULT_CONFIG: ResolvedConfig = {
  targets: ['openai-strict', 'anthropic', 'google', 'shape'],
  rules: {},
  warnAboveTokens: 500,
  maxDescriptionChars: 1024,
  maxPropertyDescriptionChars: 512,
  charsPerToken: 4,
  model: 'gpt-4o',
  anthropicModel: 'claude-sonnet-4-5',
  maxFileSize: 10 * 1024 * 1024,
  ignore: [],
};

/** Layers configs: later ones win; `rules` merge per rule. */
export function resolveConfig(...layers: (ToollintConfig | undefined)[]): ResolvedConfig {
  const out: ResolvedConfig = { ...DEFAULT_CONFIG, rules: {}, ignore: [] };
  for (const layer of layers) {
    if (!layer) continue;
    for (const [key, value] of Object.entries(layer)) {
      if (value === undefined) continue;
      if (key === 'rules') out.rules = { ...out.rules, ...(value as Record<string, SeveritySetting>) };
      else if (key === 'ignore') out.ignore = [...out.ignore, ...(value as string[])];
      else (out as unknown as Record<string, unknown>)[key] = value;
    }
  }
  return out;
}
