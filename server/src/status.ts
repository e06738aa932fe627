// The status bar text: the tool under the cursor (its own errors, the file's apart), or the file's total.
import type { LintResult } from '../../shared/src/lint';
import type { Finding } from '../../shared/src/finding';
import { toolAt } from './hover';
import type { StatusResult } from './protocol';

/**
 * VS Code shows at most this many problems of one file (errors first, then warnings, then infos) and one line
 * saying how many it left out: a count above it says "1,000+", as Problems does not list more.
 */
export const PROBLEMS_PER_FILE = 1000;

/** 1234 -> "1.2k". */
export function formatTokens(n: number): string {
  return n >= 1000 ? `${(n / 1000).toFixed(1)}k` : String(n);
}

const count = (n: number) => (n > PROBLEMS_PER_FILE ? `${PROBLEMS_PER_FILE.toLocaleString('en-US')}+` : n.toLocaleString('en-US'));
const errorsOf = (findings: Finding[]) => findings.reduce((n, f) => n + (f.severity === 'error' ? 1 : 0), 0);
const plural = (n: number, word: string) => `${count(n)} ${word}${n === 1 ? '' : 's'}`;

export function statusFor(result: LintResult, offset: number | undefined): StatusResult {
  const tools = result.tools.filter((t) => t.shape !== 'builtin');
  const errors = errorsOf(result.findings);
  const fileErrors = Math.min(errors, PROBLEMS_PER_FILE);
  if (tools.length === 0) return { text: '', tooltip: result.skipped ?? '', errors: fileErrors };
  const under = offset === undefined ? undefined : toolAt(tools, offset);
  if (under) {
    const t = under.tokensByTarget;
    const own = errorsOf(under.findings);
    // The tool's own errors; the file's apart when other tools (or the list) have errors too.
    const errorText = own === errors ? (own ? ` · ${plural(own, 'error')}` : '') : ` · ${plural(own, 'error')} (${count(errors)} in file)`;
    return {
      text: `${under.name} · ${formatTokens(t.openai.perTool)} tokens/call${errorText}`,
      tooltip: `${under.name}: ${t.openai.perTool} tokens per call (OpenAI ${t.openai.encoding}), ~${t.anthropic.perTool} Anthropic, ~${t.google.perTool} Google; ${plural(own, 'error')} in this tool, ${plural(errors, 'error')} in the file. Click for the file report.`,
      errors: fileErrors,
      toolErrors: own,
    };
  }
  const total = tools.reduce((n, t) => n + t.tokens, 0);
  const perRequest = tools[0]!.tokensByTarget.openai.perRequest;
  return {
    text: `${tools.length} tool${tools.length === 1 ? '' : 's'} · ${formatTokens(total)} tokens/call${errors ? ` · ${plural(errors, 'error')}` : ''}`,
    tooltip: `${tools.length} tools cost ${total} tokens per call with OpenAI, plus ${perRequest} once per request. Click for the file report.`,
    errors: fileErrors,
  };
}
