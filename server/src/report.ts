// The per-file report: tools by cost with each property's share, totals per target and per request, findings per tool.
import { countTokens, renderOpenAiTool } from '../../shared/src/cost';
import { OPENAI_TOOLS_POSTAMBLE, OPENAI_TOOLS_PREAMBLE } from '../../shared/src/cost/render-openai';
import type { LintedTool, LintResult } from '../../shared/src/lint';
import { isSchemaObject } from '../../shared/src/schema/walk';
import type { ReportResult, ReportTool } from './protocol';

/** Properties whose share is counted per tool (a bigger schema's rest is one "other properties" part). */
const MAX_PROPERTIES = 40;
/** Tools whose properties are counted (the rest show their whole cost only): bounds the report's work on big files. */
const MAX_TOOLS_WITH_PARTS = 200;

/**
 * What each top-level property adds to the tool's OpenAI tokens per call: the count with it, less the count without
 * it (what removing it would save). The remainder (name, description, the schema's frame) is the tool's own part.
 */
export function propertyShares(tool: LintedTool): { name: string; tokens: number }[] {
  const def = tool.definition;
  const schema = def.schema;
  if (!isSchemaObject(schema) || !isSchemaObject(schema.properties)) return [];
  const encoding = tool.tokensByTarget.openai.encoding;
  const count = (s: unknown) => countTokens(OPENAI_TOOLS_PREAMBLE + renderOpenAiTool(def.name ?? '', def.description, s) + OPENAI_TOOLS_POSTAMBLE, encoding);
  const full = count(schema);
  const keys = Object.keys(schema.properties);
  const shares = keys.slice(0, MAX_PROPERTIES).map((name) => {
    const { [name]: _dropped, ...rest } = schema.properties as Record<string, unknown>;
    return { name, tokens: Math.max(0, full - count({ ...schema, properties: rest })) };
  });
  if (keys.length > MAX_PROPERTIES) {
    const kept = Object.fromEntries(keys.slice(0, MAX_PROPERTIES).map((k) => [k, (schema.properties as Record<string, unknown>)[k]]));
    shares.push({ name: `${keys.length - MAX_PROPERTIES} more properties`, tokens: Math.max(0, full - count({ ...schema, properties: kept })) });
  }
  return shares;
}

export function reportOf(uri: string, result: LintResult): ReportResult {
  const tools = result.tools.filter((t) => t.shape !== 'builtin');
  const reportTools: ReportTool[] = tools.map((t, i) => ({
    name: t.name,
    shape: t.shape,
    range: t.range,
    tokens: {
      openai: t.tokensByTarget.openai.perTool,
      openaiPerRequest: t.tokensByTarget.openai.perRequest,
      anthropic: t.tokensByTarget.anthropic.perTool,
      anthropicPerRequest: t.tokensByTarget.anthropic.perRequest,
      google: t.tokensByTarget.google.perTool,
      heuristic: t.tokensByTarget.heuristic,
    },
    encoding: t.tokensByTarget.openai.encoding,
    descriptionChars: t.descriptionChars,
    schemaHash: t.schemaHash,
    properties: i < MAX_TOOLS_WITH_PARTS ? propertyShares(t) : [],
    findings: t.findings.map((f) => ({ rule: f.rule, severity: f.severity, targets: f.targets, message: f.message, range: f.range })),
  }));
  const inTools = new Set(tools.flatMap((t) => t.findings));
  const sum = (f: (t: ReportTool) => number) => reportTools.reduce((n, t) => n + f(t), 0);
  const first = reportTools[0];
  const perCall = { openai: sum((t) => t.tokens.openai), anthropic: sum((t) => t.tokens.anthropic), google: sum((t) => t.tokens.google) };
  return {
    uri,
    ...(result.skipped ? { skipped: result.skipped } : {}),
    budget: result.config.warnAboveTokens,
    tools: reportTools,
    totals: {
      openai: { perCall: perCall.openai, perRequest: first ? perCall.openai + first.tokens.openaiPerRequest : 0 },
      anthropic: { perCall: perCall.anthropic, perRequest: first ? perCall.anthropic + first.tokens.anthropicPerRequest : 0 },
      google: { perCall: perCall.google, perRequest: perCall.google },
    },
    fileFindings: result.findings.filter((f) => !inTools.has(f)).map((f) => ({ rule: f.rule, severity: f.severity, targets: f.targets, message: f.message, range: f.range })),
  };
}
