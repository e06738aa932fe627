// toollint's public library API.
import { jsonLinesHint, parseJsonDocument } from './document/json';
import { extractTools } from './extract';
import type { ToolDefinition } from './extract/tool';

export { fix, fixEdits, editsForFixes, applyTextEdits, type FixOptions, type FixResult, type AppliedFix, type TextEdit } from './fix';
export { lint, locate, type LintOptions, type LintResult, type LintedTool, type ToolResultCache } from './lint';
export { describeToolSchema, describeToolSchemas, describeLintResult, type ToolDescription, type DescribedIssue } from './describe';
export { resolveConfig, DEFAULT_CONFIG, type ToollintConfig, type ResolvedConfig } from './config/config';
export { RULES, RULES_BY_ID, docsUrl, type Rule, type RuleMeta } from './rules';
export { PROFILES, SHAPE_TARGETS, unknownTargets, isTargetId } from './targets';
export { computeToolTokens, renderOpenAiTool, countTokens, encodingForModel, type ToolTokens } from './cost';
export { LineIndex } from './document/lines';
export * from './types';
export type { ToolDefinition } from './extract/tool';

/** Finds the tool definitions in a JSON, JSONC or JSON-lines text. Never throws. */
export function findTools(text: string, options: { languageId?: string; path?: string } = {}): ToolDefinition[] {
  return extractTools(parseJsonDocument(text, { jsonLines: jsonLinesHint(options.languageId, options.path) }), { path: options.path }).tools;
}
