// describeToolSchema(s): what a tool costs per target and what is wrong with it, as a plain record.
import type { ToolTokens } from './cost';
import { lint, type LintOptions, type LintResult } from './lint';
import type { Range, Severity, TargetId } from './types';
import type { Finding } from './finding';

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

/**
 * The JSON text a value is sent as; a TypeError in words when it has none: a value that contains itself, or a BigInt
 * (JSON.stringify's own errors name neither the place nor the fix).
 */
function jsonTextOf(value: unknown, fn: string): string | undefined {
  const onPath = new Set<object>();
  const stack: { value: unknown; path: string; leave?: object }[] = [{ value, path: '' }];
  while (stack.length) {
    const { value: v, path, leave } = stack.pop()!;
    if (leave) {
      onPath.delete(leave);
      continue;
    }
    const at = path === '' ? 'the value itself' : `\`${path.startsWith('.') ? path.slice(1) : path}\``;
    if (typeof v === 'bigint') throw new TypeError(`${fn}: ${at} is a BigInt, which JSON cannot hold; use a number or a string.`);
    if (v === null || typeof v !== 'object') continue;
    if (onPath.has(v)) throw new TypeError(`${fn}: ${at} refers back to an object that contains it, so the definition cannot be written as JSON.`);
    if (typeof (v as { toJSON?: unknown }).toJSON === 'function') continue;
    onPath.add(v);
    stack.push({ value: undefined, path, leave: v });
    const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : Object.entries(v);
    for (const [k, x] of entries) stack.push({ value: x, path: Array.isArray(v) ? `${path}[${k}]` : `${path}.${k}` });
  }
  return JSON.stringify(value, null, 2);
}

/** Describes one tool definition object in any provider's shape. Throws a TypeError when it is not a tool definition. */
export function describeToolSchema(tool: unknown, options: DescribeOptions = {}): ToolDescription {
  const result = lint(jsonTextOf(tool, 'describeToolSchema') ?? 'null', { ...options, languageId: 'json' });
  const [first] = describeLintResult(result, options.path);
  if (!first) throw new TypeError('describeToolSchema: the value is not a recognised tool definition (OpenAI, Anthropic, MCP, Gemini, Bedrock or VS Code shape).');
  return first;
}

/** Describes a list of tools sent in one request: each tool, the request's total OpenAI tokens, and the number of issues. */
export function describeToolSchemas(tools: unknown[], options: DescribeOptions = {}): { tools: ToolDescription[]; tokens: number; issueCount: number } {
  const result = lint(jsonTextOf(tools, 'describeToolSchemas') ?? '[]', { ...options, languageId: 'json' });
  const described = describeLintResult(result, options.path);
  const perRequest = result.tools[0]?.tokensByTarget.openai.perRequest ?? 0;
  return {
    tools: described,
    tokens: described.length ? perRequest + described.reduce((sum, t) => sum + t.tokens, 0) : 0,
    issueCount: result.findings.length,
  };
}
