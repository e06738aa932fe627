// describeToolSchema(s): what a tool costs per target and what is wrong with it, as a plain record.
import type { ToolTokens } from './cost';
import { lint, type LintOptions, type LintResult } from './lint';
import type { Finding, Range, Severity, TargetId } from './types';

export interface DescribedIssue {
  rule: string;
  severity: Severity;
  targets: TargetId[];
  message: string;
  pointer: string;
  range: Range;
}

export interface ToolDescription {
  name: string;
  file?: string;
  pointer: string;
  shape: string;
  /** The first target's per-tool tokens (OpenAI). */
  tokens: number;
  tokensByTarget: ToolTokens;
  descriptionChars: number;
  schemaHash: string;
  targets: TargetId[];
  issues: DescribedIssue[];
  /** False when any issue is an error. */
  ok: boolean;
}

export interface DescribeOptions extends Omit<LintOptions, 'languageId'> {}

/** One record per tool of a lint result; findings go to the tool whose definition contains them. */
export function describeLintResult(result: LintResult, file?: string): ToolDescription[] {
  return result.tools.map((tool) => {
    const issues = tool.findings.map(toIssue);
    return {
      name: tool.name,
      ...(file !== undefined ? { file } : {}),
      pointer: tool.pointer,
      shape: tool.shape,
      tokens: tool.tokens,
      tokensByTarget: tool.tokensByTarget,
      descriptionChars: tool.descriptionChars,
      schemaHash: tool.schemaHash,
      targets: tool.targets,
      issues,
      ok: !issues.some((x) => x.severity === 'error'),
    };
  });
}

function toIssue(f: Finding): DescribedIssue {
  return { rule: f.rule, severity: f.severity, targets: f.targets, message: f.message, pointer: f.pointer, range: f.range };
}

/** Describes one tool definition object in any provider's shape. Throws a TypeError when it is not a tool definition. */
export function describeToolSchema(tool: unknown, options: DescribeOptions = {}): ToolDescription {
  const result = lint(JSON.stringify(tool, null, 2) ?? 'null', { ...options, languageId: 'json' });
  const [first] = describeLintResult(result, options.path);
  if (!first) throw new TypeError('describeToolSchema: the value is not a recognised tool definition (OpenAI, Anthropic, MCP, Gemini, Bedrock or VS Code shape).');
  return first;
}

/** Describes a list of tools sent in one request: each tool, the request's total OpenAI tokens, and the number of issues. */
export function describeToolSchemas(tools: unknown[], options: DescribeOptions = {}): { tools: ToolDescription[]; tokens: number; issueCount: number } {
  const result = lint(JSON.stringify(tools, null, 2) ?? '[]', { ...options, languageId: 'json' });
  const described = describeLintResult(result, options.path);
  const perRequest = result.tools[0]?.tokensByTarget.openai.perRequest ?? 0;
  return {
    tools: described,
    tokens: described.length ? perRequest + described.reduce((sum, t) => sum + t.tokens, 0) : 0,
    issueCount: result.findings.length,
  };
}
