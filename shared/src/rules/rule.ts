// What a rule is: metadata plus checks that report JSON paths; the engine turns paths into ranges.
import type { ResolvedConfig } from '../config/config';
import type { ToolTokens } from '../cost';
import type { ToolDefinition } from '../extract/tool';
import type { SchemaObject, SchemaSite } from '../schema/walk';
import type { TargetProfile } from '../targets/profile';
import type { FixSpec } from '../fix/ops';
import type { PathSegment, Severity, TargetId } from '../types';

export const DOCS_BASE = 'https://github.com/toollint/toollint/blob/main/docs/rules/';

export interface RuleMeta {
  id: string;
  defaultSeverity: Severity;
  /** One line: what the rule finds. */
  description: string;
  /** Auto-strict has a fix for (some of) its findings. */
  fixable: boolean;
  /** Its fixes are suggestions only, applied with --unsafe (renames, type-name guesses). */
  unsafeOnly?: boolean;
  /** Which targets it applies to, in words, for docs and the rules table. */
  appliesTo: string;
  /** When its fix is safe only sometimes: in words, for the rules table ("safe (unsafe for ...)"). */
  fixNote?: string;
}

export interface ToolReport {
  /** Path relative to the argument schema (at 'schema', the default) or to the tool object (at 'tool'). */
  path: PathSegment[];
  at?: 'schema' | 'tool';
  /** Point at the property key (default) or at its value. */
  on?: 'key' | 'value';
  message: string;
  targets: TargetId[];
  severity?: Severity;
  /** The Auto-strict fix for this finding; op paths are relative like `path` (per `at`). */
  fix?: FixSpec;
}

export interface ToolRuleContext {
  tool: ToolDefinition;
  /** The argument schema when it is an object, else undefined. */
  schema: SchemaObject | undefined;
  sites: SchemaSite[];
  targets: TargetProfile[];
  config: ResolvedConfig;
  /** Keywords the enabled targets disagree on; target-conflict reports them, other rules stay quiet about them. */
  conflicted: ReadonlySet<string>;
  tokens(): ToolTokens;
  report(r: ToolReport): void;
}

export interface ListReport extends ToolReport {
  tool: ToolDefinition;
  related?: { tool: ToolDefinition; path: PathSegment[]; at?: 'schema' | 'tool'; on?: 'key' | 'value'; message: string }[];
}

export interface ListRuleContext {
  /** Tools of one list (one request), in order. */
  tools: ToolDefinition[];
  targetsOf(tool: ToolDefinition): TargetProfile[];
  config: ResolvedConfig;
  report(r: ListReport): void;
}

export interface Rule {
  meta: RuleMeta;
  checkTool?(ctx: ToolRuleContext): void;
  checkList?(ctx: ListRuleContext): void;
}

/** Where a finding about the whole tool points: the tool's name (the tool object itself when it has none). */
export function atToolName(tool: ToolDefinition): Pick<ToolReport, 'path' | 'at' | 'on'> {
  return { path: tool.fields.name ?? [], at: 'tool', on: 'value' };
}

export function docsUrl(id: string): string {
  return `${DOCS_BASE}${id}.md`;
}

/** Target ids of profiles that pass a test. */
export function idsWhere(targets: TargetProfile[], test: (t: TargetProfile) => unknown): TargetId[] {
  // One array, no closures (every tool rule asks this of every tool).
  const ids: TargetId[] = [];
  for (let i = 0; i < targets.length; i++) if (test(targets[i]!)) ids.push(targets[i]!.id);
  return ids;
}
