// The analyse step of the pipeline: every tool rule run on one definition for its targets (its results depend only on
// the definition's values, its targets and the settings, so they are cached by those), the tool's token count and
// schema hash on demand, and the fixes the rules propose.
import { createHash } from 'node:crypto';
import type { ResolvedConfig } from './config/config';
import { computeToolTokens, type ToolTokens } from './cost';
import { detachStrings } from './detach';
import { schemaHash } from './extract/hash';
import type { ToolDefinition } from './extract/tool';
import type { PlannedFix } from './finding';
import { fixForText, mapOpPaths, type FixSpec } from './fix/ops';
import { fullPath } from './locate';
import { RULES } from './rules';
import { atToolName, type Rule, type ToolReport, type ToolRuleContext } from './rules/rule';
import { findConflicts } from './rules/target-conflict';
import { isSchemaObject, walkSchema } from './schema/walk';
import { readerOfSegment } from './sources';
import { profilesFor } from './targets';
import type { PathSegment, TargetId } from './types';

/** @internal One tool's rule results: what the cache keeps for a definition, its targets and settings. */
export interface ToolResult {
  /** The tool rules' reports, each as its rule made it (never copied), and the id of the rule that made it. */
  reports: ToolReport[];
  rules: string[];
  /** Computed on first call (rules that need it, describe, hovers, --format json). */
  tokens: () => ToolTokens;
  /** The schema hash (extract/hash.ts), computed on first call (--format json, describe, hovers). */
  hash: () => string;
}

/** @internal The message of a rule that threw. */
export function internalError(rule: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return `toollint could not finish rule ${rule} on this tool (${message}); please report this with the file.`;
}

/**
 * Runs every tool rule on one definition; the result depends only on the definition, its targets and the settings.
 * With `detach`, it holds nothing of the document's text (see LintOptions.detach).
 */
export function analyseTool(tool: ToolDefinition, ids: TargetId[], config: ResolvedConfig, detach = false): ToolResult {
  const targets = profilesFor(ids);
  const schema = tool.hasSchema && isSchemaObject(tool.schema) ? tool.schema : undefined;
  const sites = walkSchema(schema).sites;
  const conflicts = findConflicts(targets);
  const conflicted = new Set(conflicts.map((c) => c.keyword));
  const { tokens: getTokens, hash } = measures(tool, config, detach);
  const reports: ToolReport[] = [];
  const rules: string[] = [];
  // One context for all the rules (a context and a closure per rule and tool were most of this step's garbage).
  let current = '';
  const unknown = tool.fields.unknownSchemas;
  const ctx: ToolRuleContext = {
    tool,
    schema,
    sites,
    targets,
    config,
    conflicted,
    tokens: getTokens,
    report: (r) => {
      // Nothing is reported at or inside a field's schema the reader could not read (it stands as `{}`).
      if (unknown && unknown.some((u) => within(fullPath(tool, r.path, r.at), u))) return;
      if (r.targets.length > 0) {
        reports.push(r);
        rules.push(current);
      }
    },
  };
  // The per-tool path (this loop, the rules, the walk, the locating) uses indexed loops over arrays: a CLI run ends
  // before most of this code is optimized, and an interpreted for-of makes an iterator result per element (about a
  // tenth of a run's allocation on 3,000 tools).
  for (let ruleIndex = 0, ruleList = toolRules(config); ruleIndex < ruleList.length; ruleIndex++) {
    const rule = ruleList[ruleIndex]!;
    current = rule.meta.id;
    try {
      rule.checkTool!(ctx);
    } catch (error) {
      reports.push({ ...atToolName(tool), targets: ids, severity: 'error', message: internalError(rule.meta.id, error) });
      rules.push(current);
    }
  }
  // Kept across edits (detach): its own copies of the strings it holds, not slices of this version's text.
  return { reports: detach ? detachStrings(reports) : reports, rules, tokens: getTokens, hash };
}

/** Whether `path` is `prefix` or below it. */
function within(path: readonly PathSegment[], prefix: readonly PathSegment[]): boolean {
  return prefix.length <= path.length && prefix.every((s, i) => path[i] === s);
}

const TOOL_RULES = new WeakMap<ResolvedConfig, readonly Rule[]>();

/** The tool rules a configuration runs, in their order (found once per configuration, not per tool and rule). */
function toolRules(config: ResolvedConfig): readonly Rule[] {
  let rules = TOOL_RULES.get(config);
  if (!rules) TOOL_RULES.set(config, (rules = RULES.filter((r) => r.checkTool && config.rules[r.meta.id] !== 'off')));
  return rules;
}

/**
 * A tool's token count and schema hash, each computed on first call, holding only the values they read: results are
 * cached across edits, and the definition's tree reaches the whole document (every node, its text), which must not
 * outlive its version.
 */
function measures(tool: ToolDefinition, config: ResolvedConfig, detach: boolean): Pick<ToolResult, 'tokens' | 'hash'> {
  const { name, description, schema, hasSchema, shape } = tool;
  // A builtin is counted from its whole value; other tools from the name, description and schema. The closures keep
  // only these values, never the definition (its tree and text).
  const fields = { name, description, schema, hasSchema, shape, value: shape === 'builtin' ? tool.value : {} };
  const counted = detach ? detachStrings(fields) : fields;
  let tokens: ToolTokens | undefined;
  let hash: string | undefined;
  return { tokens: () => (tokens ??= computeToolTokens(counted, config)), hash: () => (hash ??= schemaHash(counted)) };
}

/**
 * A short key for a definition's values (the whole tool as sent, its name, description and schema): equal definitions
 * share it. Not the schema hash alone: rules read more of the tool (its annotations, ...), and two tools that differ
 * only there shared one result.
 */
export function valueKey(tool: ToolDefinition): string {
  let json: string | undefined;
  try {
    // A field's schema kept as `{}` because it is not read differs from a written `{}`: rules skip it.
    json = JSON.stringify([tool.name ?? null, tool.description ?? null, tool.schema ?? null, tool.value ?? null, ...(tool.fields.unknownSchemas ? [tool.fields.unknownSchemas] : [])]);
  } catch {
    // A value read from code that holds itself: the hash's canonical form names the cycle.
  }
  return json === undefined ? `hash:${schemaHash(tool)}` : createHash('sha1').update(json).digest('base64');
}

/** The fixes the tool rules propose for one definition (paths relative to the tool object), for Auto-strict's passes. */
export function proposedFixes(tool: ToolDefinition, ids: TargetId[], config: ResolvedConfig): PlannedFix[] {
  const out: PlannedFix[] = [];
  const { reports, rules } = analyseTool(tool, ids, config);
  for (let i = 0; i < reports.length; i++) {
    const r = reports[i]!;
    if (r.fix && config.rules[rules[i]!] !== 'off') out.push(readerOfSegment(tool.segment).guardFix({ ...planFix(tool, r.fix, r.at), rule: rules[i]! }, fullPath(tool, r.path, r.at)));
  }
  return out;
}

/** A rule's fix with its op paths made relative to the tool object. */
export function planFix(tool: ToolDefinition, spec: FixSpec, at: 'schema' | 'tool' | undefined): Omit<PlannedFix, 'rule'> {
  // Copied values and descriptions are read from this tool's own text (rule results are shared by equal values).
  const planned = { title: spec.title, safe: spec.safe, tool, ops: spec.ops.map((op) => mapOpPaths(op, (p) => fullPath(tool, p, at))) };
  // Only a `describe` op reads the text (fixForText returns a fix without one as it is given, after copying its ops).
  for (let i = 0; i < planned.ops.length; i++) if (planned.ops[i]!.kind === 'describe') return fixForText(planned, tool);
  return planned;
}
