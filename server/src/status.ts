// The status bar text: the tool under the cursor, or the file's total, and the error count.
import type { LintResult } from '../../shared/src/lint';
import { toolAt } from './hover';
import type { StatusResult } from './protocol';

/** 1234 -> "1.2k". */
export function formatTokens(n: number): string {
  return n >= 1000 ? `${(n / 1000).toFixed(1)}k` : String(n);
}

export function statusFor(result: LintResult, offset: number | undefined): StatusResult {
  const tools = result.tools.filter((t) => t.shape !== 'builtin');
  const errors = result.findings.filter((f) => f.severity === 'error').length;
  if (tools.length === 0) return { text: '', tooltip: result.skipped ?? '', errors };
  const errorText = errors ? ` · ${errors} error${errors === 1 ? '' : 's'}` : '';
  const under = offset === undefined ? undefined : toolAt(tools, offset);
  if (under) {
    const t = under.tokensByTarget;
    return {
      text: `${under.name} · ${formatTokens(t.openai.perTool)} tokens/call${errorText}`,
      tooltip: `${under.name}: ${t.openai.perTool} tokens per call (OpenAI ${t.openai.encoding}), ~${t.anthropic.perTool} Anthropic, ~${t.google.perTool} Google. Click for the file report.`,
      errors,
    };
  }
  const total = tools.reduce((n, t) => n + t.tokens, 0);
  const perRequest = tools[0]!.tokensByTarget.openai.perRequest;
  return {
    text: `${tools.length} tool${tools.length === 1 ? '' : 's'} · ${formatTokens(total)} tokens/call${errorText}`,
    tooltip: `${tools.length} tools cost ${total} tokens per call with OpenAI, plus ${perRequest} once per request. Click for the file report.`,
    errors,
  };
}
