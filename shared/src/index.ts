// This folder, shared/src, is the engine: pure TypeScript that turns text into tools, findings, token counts and
// fixes, for the server, the CLI, the browser and the tests alike. It never imports vscode, the LSP libraries, fs or the
// network: whatever the environment has (files, settings) is passed in.
//
// toollint's public library API. Its entry points check their arguments: a wrong type is a TypeError naming it.
import { checkArgument, checkOptions, type OptionType } from './args';
import { describeToolSchema as describeOne, describeToolSchemas as describeMany, type DescribeOptions, type ToolDescription } from './describe';
import { readerFor } from './sources';
import { extractTools } from './extract';
import type { ToolDefinition } from './extract/tool';
import { fix as fixText, type FixOptions, type FixResult } from './fix';
import { lint as lintText, type LintOptions, type LintResult } from './lint';

export { fixEdits, editsForFixes, applyTextEdits, type FixOptions, type FixResult, type AppliedFix, type TextEdit } from './fix';
export { locate, type LintOptions, type LintResult, type LintedTool, type ToolResultCache } from './lint';
export { describeLintResult, type ToolDescription, type DescribedIssue } from './describe';
export { resolveConfig, DEFAULT_CONFIG, type ToollintConfig, type ResolvedConfig } from './config/config';
export { RULES, RULES_BY_ID, docsUrl, type Rule, type RuleMeta } from './rules';
export { PROFILES, SHAPE_TARGETS, unknownTargets, isTargetId } from './targets';
export { computeToolTokens, renderOpenAiTool, countTokens, encodingForModel, type ToolTokens } from './cost';
export { LineIndex } from './sources/lines';
export { prepareFor as prepare } from './sources';
export { loadPython, pythonLoaded, type PythonLoadOptions } from './sources/python/loading';
export * from './types';
export type { Finding, PlannedFix } from './finding';
export type { ToolDefinition } from './extract/tool';

const LINT_OPTIONS: Record<string, OptionType> = { languageId: 'string', path: 'string', config: 'object', cache: 'cache', detach: 'boolean', readFile: 'function' };
const FIX_OPTIONS: Record<string, OptionType> = { ...LINT_OPTIONS, rules: 'string[]', unsafe: 'boolean' };
const DESCRIBE_OPTIONS: Record<string, OptionType> = { path: 'string', config: 'object', cache: 'cache' };

/** Lints one document. Never throws on any text: every problem becomes a finding (a text that is not a string is a TypeError). */
export function lint(text: string, options?: LintOptions): LintResult {
  checkArgument('lint(text)', 'text', text, 'string');
  checkOptions('lint(text, options)', options, LINT_OPTIONS);
  return lintText(text, options);
}

/** Applies the Auto-strict fixes to a document (safe ones, unless options.unsafe). */
export function fix(text: string, options?: FixOptions): FixResult {
  checkArgument('fix(text)', 'text', text, 'string');
  checkOptions('fix(text, options)', options, FIX_OPTIONS);
  return fixText(text, options);
}

/** Describes one tool definition object in any provider's shape. Throws a TypeError when it is not a tool definition. */
export function describeToolSchema(tool: unknown, options?: DescribeOptions): ToolDescription {
  checkOptions('describeToolSchema(tool, options)', options, DESCRIBE_OPTIONS);
  return describeOne(tool, options);
}

/** Describes a list of tool definitions (one request): each tool, and the total tokens. */
export function describeToolSchemas(tools: unknown[], options?: DescribeOptions): ReturnType<typeof describeMany> {
  checkArgument('describeToolSchemas(tools)', 'tools', tools, 'array');
  checkOptions('describeToolSchemas(tools, options)', options, DESCRIBE_OPTIONS);
  return describeMany(tools, options);
}

/**
 * Finds the tool definitions in a text, read as its language id or file name says (JSON, JSONC, JSON lines, TypeScript,
 * JavaScript, Python after `prepare()`); those holding values known only at run time are left out. Never throws on any
 * text (a text that is not a string is a TypeError).
 */
export function findTools(text: string, options: { languageId?: string; path?: string } = {}): ToolDefinition[] {
  checkArgument('findTools(text)', 'text', text, 'string');
  checkOptions('findTools(text, options)', options, { languageId: 'string', path: 'string' });
  const doc = readerFor(options.languageId, options.path).read(text, { path: options.path, languageId: options.languageId });
  return doc.analysable(extractTools(doc, { path: options.path }).tools);
}
