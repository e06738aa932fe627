// This folder owns token counts: how each provider renders a tool, the tokenizer, per-request overheads. It never
// imports the rules, sources/, fix/ or the pipeline.
//
// Token cost of a tool definition per target: exact for OpenAI, labelled estimates for Anthropic and Google.
import type { ToolDefinition } from '../extract/tool';
import { lazy } from '../lazy-property';
import { anthropicOverhead } from './anthropic-overhead';
import { OPENAI_PER_REQUEST_TOKENS } from './per-request';
import { OPENAI_TOOLS_POSTAMBLE, OPENAI_TOOLS_PREAMBLE, renderOpenAiTool } from './render-openai';
import { countTokens, encodingForModel, type EncodingName } from './tokenizer';

export interface ToolTokens {
  /**
   * `atMost` (not enumerable, so not in any output): a bound on perTool found without tokenizing, the UTF-8 length of
   * what is counted (no token is shorter than a byte); a budget check under it needs no count.
   */
  openai: { perTool: number; perRequest: number; encoding: EncodingName; readonly atMost?: number };
  anthropic: { perTool: number; perRequest: number; estimate: true; model: string };
  google: { perTool: number; estimate: true };
  heuristic: number;
}

export interface CostOptions {
  model: string;
  anthropicModel: string;
  charsPerToken: number;
}

/** The UTF-8 length of the preamble and postamble around the tools (both ASCII). */
const WRAPPER_BYTES = OPENAI_TOOLS_PREAMBLE.length + OPENAI_TOOLS_POSTAMBLE.length;

/** Tokens any OpenAI request with tools pays once (the namespace wrapper), counted at build time (per-request.ts). */
export function openAiPerRequest(encoding: EncodingName): number {
  return OPENAI_PER_REQUEST_TOKENS[encoding];
}

/** What adding this tool's block to the namespace adds (tokens merge across the boundary, so count it in place). */
function openAiMarginal(block: string, encoding: EncodingName): number {
  return countTokens(OPENAI_TOOLS_PREAMBLE + block + OPENAI_TOOLS_POSTAMBLE, encoding) - openAiPerRequest(encoding);
}

/** The definition as each provider receives it, minified. */
function sentJson(tool: Pick<ToolDefinition, 'name' | 'description' | 'schema' | 'hasSchema'>, schemaKey: string): string {
  const body: Record<string, unknown> = { name: tool.name ?? '' };
  if (tool.description !== undefined) body.description = tool.description;
  if (tool.hasSchema) body[schemaKey] = tool.schema;
  return safeStringify(body);
}

function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
}

/**
 * Token cost of one tool. The OpenAI count is exact and computed now; the Anthropic, Google and heuristic
 * estimates are computed on first read (lint only needs OpenAI's; hovers and describe read them all).
 */
export function computeToolTokens(definition: Pick<ToolDefinition, 'name' | 'description' | 'schema' | 'hasSchema' | 'shape' | 'value'>, opts: CostOptions): ToolTokens {
  // The lazy estimates keep only what they need, not the parsed document (results are cached across edits).
  const { name, description, schema, hasSchema, shape, value } = definition;
  const tool = { name, description, schema, hasSchema, shape, value };
  const encoding = encodingForModel(opts.model);
  const builtin = tool.shape === 'builtin';
  const openaiText = builtin ? '' : renderOpenAiTool(tool.name ?? '', tool.description, tool.schema);
  const openai = {} as ToolTokens['openai'];
  lazy(openai, 'perTool', () => (openaiText ? openAiMarginal(openaiText, encoding) : 0));
  openai.perRequest = openAiPerRequest(encoding);
  openai.encoding = encoding;
  // UTF-8 lengths add up (the preamble and postamble are ASCII): no concatenated copy of the text is made.
  const atMost = openaiText ? Buffer.byteLength(openaiText, 'utf8') + WRAPPER_BYTES - openai.perRequest : 0;
  Object.defineProperty(openai, 'atMost', { value: atMost, enumerable: false });
  const tokens = { openai } as ToolTokens;
  let anthropicText: string | undefined;
  const anthropicJson = () => (anthropicText ??= builtin ? '' : sentJson(tool, 'input_schema'));
  lazy(tokens, 'anthropic', () => ({
    perTool: anthropicJson() ? countTokens(anthropicJson(), 'o200k_base') : 0,
    perRequest: anthropicOverhead(opts.anthropicModel).auto,
    estimate: true as const,
    model: opts.anthropicModel,
  }));
  lazy(tokens, 'google', () => ({ perTool: Math.ceil((builtin ? 0 : sentJson(tool, 'parameters').length) / 4), estimate: true as const }));
  lazy(tokens, 'heuristic', () => Math.ceil((builtin ? safeStringify(tool.value).length : anthropicJson().length) / Math.max(0.1, opts.charsPerToken)));
  return tokens;
}

export { renderOpenAiTool } from './render-openai';
export { encodingForModel, countTokens } from './tokenizer';
