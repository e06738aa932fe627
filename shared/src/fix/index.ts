// This folder is Auto-strict: the ops rules propose become minimal text edits, never a re-printed document. It
// never imports converters/ (a library's fixes come with the finding) nor a rule module other than the registry.
//
// Auto-strict: fix(text) returns minimal edits and the fixed text; the language server takes per-finding fixes.
import type { ResolvedConfig } from '../config/config';
import { LineIndex } from '../sources/lines';
import type { ToolDefinition } from '../extract/tool';
import { proposedFixes } from '../analyse';
import { lint, type LintOptions } from '../lint';
import { RULES } from '../rules';
import { targetIdsFor } from '../targets';
import type { Range, SeveritySetting } from '../types';
import type { Finding, PlannedFix } from '../finding';
import { toolEdits } from './apply';
import type { TextEdit } from './compose';
import { applyTextEdits, withoutClashes } from './edits';
import type { EditOptions } from '../sources/source';
import { syntaxErrors } from '../sources/typescript/parser';
import type { FixOp } from './ops';

export { applyTextEdits } from './edits';
export type { TextEdit } from './compose';
export type { FixOp, FixSpec } from './ops';

export interface FixOptions extends LintOptions {
  /** Only fix findings of these rules. */
  rules?: string[];
  /** Also apply unsafe fixes (an explicit additionalProperties: true, type-name guesses, renames). */
  unsafe?: boolean;
}

export interface AppliedFix {
  rule: string;
  title: string;
  safe: boolean;
  tool: string | null;
  pointer: string;
}

export interface FixResult {
  /** The fixed text (the input when nothing applied). */
  text: string;
  /** Edits against the input text, sorted, non-overlapping, with LSP ranges. */
  edits: (TextEdit & { range: Range })[];
  /** The fixes of the findings found in the input (later passes may add to them). */
  applied: AppliedFix[];
}

interface Selection {
  rules?: string[];
  unsafe?: boolean;
}

function wanted(f: Pick<PlannedFix, 'safe' | 'rule'>, s: Selection): boolean {
  return (f.safe || s.unsafe === true) && (!s.rules || s.rules.includes(f.rule));
}

/**
 * Edits for a set of planned fixes, tool by tool (tools never overlap, so neither do their edits).
 * With `config`, each tool is re-checked after its edits and fixed again until nothing wanted is left.
 */
export function editsForFixes(fixes: PlannedFix[], again?: { config: ResolvedConfig; selection: Selection; source?: EditOptions }): TextEdit[] {
  const byTool = new Map<ToolDefinition, FixOp[]>();
  const edits: TextEdit[] = [];
  const direct = new Set<string>();
  for (const f of fixes) {
    if (f.edits) {
      for (const e of f.edits) {
        const key = `${e.offset}:${e.length}:${e.newText}`;
        if (!direct.has(key)) edits.push(e);
        direct.add(key);
      }
      continue;
    }
    const ops = byTool.get(f.tool);
    if (ops) ops.push(...f.ops);
    else byTool.set(f.tool, [...f.ops]);
  }
  const replanOf = (tool: ToolDefinition) =>
    again
      ? (current: ToolDefinition) =>
          proposedFixes(current, targetIdsFor(tool, again.config.targets), again.config)
            .filter((f) => wanted(f, again.selection))
            .flatMap((f) => f.ops)
      : undefined;
  const scripts: [ToolDefinition, FixOp[]][] = [];
  for (const [tool, ops] of byTool) {
    if (tool.segment.script) scripts.push([tool, ops]);
    else edits.push(...toolEdits(tool, ops, replanOf(tool)));
  }
  if (scripts.length > 0) {
    // In a script, checking each tool's edits against a parse of the whole file costs a parse per tool: edit every
    // tool first and parse the result once; only when that adds a syntax error, go again checking each edit.
    const text = scripts[0]![0].segment.text;
    const each = (careful: boolean) => withoutClashes(scripts.map(([tool, ops]) => toolEdits(tool, ops, replanOf(tool), { ...again?.source, careful })));
    const quick = each(false);
    const source = again?.source ?? {};
    const fine = quick.length === 0 || syntaxErrors(applyTextEdits(text, quick), source) <= syntaxErrors(text, source);
    edits.push(...(fine ? quick : each(true)));
  }
  return edits.sort((a, b) => a.offset - b.offset);
}

/** Applies every wanted fix (safe ones unless `unsafe`). Never throws; a text that would not parse is never produced. */
export function fix(text: string, options: FixOptions = {}): FixResult {
  // Only rules with fixes run; the user's own severities and "off"s still apply.
  const rules: Record<string, SeveritySetting> = { ...options.config?.rules };
  for (const r of RULES) if (!r.meta.fixable) rules[r.meta.id] = 'off';
  const result = lint(text, { ...options, config: { ...options.config, rules } });
  const findings = result.findings.filter((f): f is Finding & { fix: PlannedFix } => f.fix !== undefined && wanted(f.fix, options));
  const edits = editsForFixes(
    findings.map((f) => f.fix),
    { config: result.config, selection: options, source: { path: options.path, languageId: options.languageId } },
  );
  const lines = new LineIndex(text);
  return {
    text: edits.length ? applyTextEdits(text, edits) : text,
    edits: edits.map((e) => ({ ...e, range: lines.range({ offset: e.offset, length: e.length }) })),
    // One fix can answer several findings (one per target group): count it once.
    applied: [...new Map(findings.map((f) => [`${f.rule}|${f.pointer}|${f.fix.title}`, { rule: f.rule, title: f.fix.title, safe: f.fix.safe, tool: f.tool, pointer: f.pointer }])).values()],
  };
}

/** The edits of one finding's fix alone (a quick fix); [] when it has none. */
export function fixEdits(finding: Finding): TextEdit[] {
  return finding.fix ? editsForFixes([finding.fix]) : [];
}
