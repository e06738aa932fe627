// The pipeline: read (a source reader per language) -> extract tools -> analyse per target (the rules) -> locate
// (pointers to ranges) -> merge across targets -> suppress (disable comments). Nothing here knows a language or a
// library: those sit behind sources/ (readers) and converters/ (schema libraries).
import { hash } from 'node:crypto';
import stringify from 'safe-stable-stringify';
import { analyseTool, internalError, planFix, valueKey, type ToolResult } from './analyse';
import { resolveConfig, type ResolvedConfig, type ToollintConfig } from './config/config';
import type { ToolTokens } from './cost';
import { readerFor, readerOfSegment } from './sources';
import { jsonReader } from './sources/json/reader';
import { isGenerated } from './sources/node-marks';
import type { ParseProblem, SourceDocument } from './sources/source';
import { LineIndex } from './sources/lines';
import { toPointer } from './sources/pointer';
import { extractTools } from './extract';
import type { ToolDefinition } from './extract/tool';
import { RULES, RULES_BY_ID } from './rules';
import { detachStrings } from './detach';
import { fullPath, locate, locateFull, pointerOf } from './locate';
import { byStartThenRule, Places } from './merge';
import { applyDisableComments } from './suppress';
import { profilesFor, targetIdsFor } from './targets';
import { TARGET_IDS, type PathSegment, type Range, type Severity, type Span, type TargetId } from './types';
import type { Finding, PlannedFix } from './finding';

export { locate } from './locate';

export interface LintOptions {
  /** VS Code language id: json, jsonc, jsonl. Decides JSON-lines parsing together with the path. */
  languageId?: string;
  path?: string;
  config?: ToollintConfig;
  /** Reused across calls (the language server keeps one) so unchanged tools are not re-analysed. */
  cache?: ToolResultCache;
  /**
   * Give what goes into the cache its own copies of the strings it holds, so that it keeps no version of the text
   * alive: for a cache that lives across edits (the language server's). It costs about a fifth of a cold lint, so a
   * one-shot run (the CLI) leaves it off.
   */
  detach?: boolean;
  /**
   * Reads another file of the workspace (its text, or undefined), for values a file imports from it (relative
   * imports and tsconfig aliases; never run). Without it, an imported value is not analysed.
   */
  readFile?: (path: string) => string | undefined;
}

export interface LintedTool {
  name: string;
  shape: ToolDefinition['shape'];
  pointer: string;
  range: Range;
  span: Span;
  /** OpenAI per-tool tokens (the first target's count). */
  tokens: number;
  tokensByTarget: ToolTokens;
  schemaHash: string;
  targets: TargetId[];
  descriptionChars: number;
  /** The definition itself, for hovers and fixes. */
  definition: ToolDefinition;
  /** Document span of the whole tool object. */
  extent: Span;
  /** The findings inside this tool's definition. */
  findings: Finding[];
}

export interface LintResult {
  tools: LintedTool[];
  findings: Finding[];
  /** Set when the file was not analysed (too large); says why. */
  skipped?: string;
  config: ResolvedConfig;
  /** The other files read through `readFile` for values this one imports. */
  imports?: string[];
}

/** Per-tool results keyed by definition text (or, in a file that imports values, by those values), targets and settings. */
export type ToolResultCache = Map<string, ToolResult | LocatedTool>;

const TARGET_ORDER = new Map(TARGET_IDS.map((t, i) => [t, i]));
const byTargetOrder = (a: TargetId, b: TargetId) => TARGET_ORDER.get(a)! - TARGET_ORDER.get(b)!;

function inTargetOrder(targets: TargetId[]): boolean {
  for (let i = 1; i < targets.length; i++) if (TARGET_ORDER.get(targets[i - 1]!)! > TARGET_ORDER.get(targets[i]!)!) return false;
  return true;
}

/** Lints one document. Never throws: every problem becomes a finding. */
export function lint(text: string, options: LintOptions = {}): LintResult {
  const config = resolveConfig(options.config);
  try {
    return lintUnguarded(text, options, config);
  } catch (error) {
    // Last resort (e.g. a stack overflow in a dependency on pathological input): one clear finding, no crash.
    const message = `toollint could not analyse this document (${error instanceof Error ? error.message : String(error)}).`;
    const span = { offset: 0, length: 0 };
    return { tools: [], config, findings: [{ rule: 'json-parseable', severity: 'error', targets: [], message, tool: null, pointer: '', range: new LineIndex(text).range(span), span, fixable: false }] };
  }
}

/** @internal What a lint shows an observer: the document read, and each tool's own findings before the merge. */
export interface LintObserver {
  read?(doc: SourceDocument, problems: ParseProblem[]): void;
  tool?(linted: LintedTool, findings: Finding[]): void;
}

/** @internal lint() after its guard, shown to an observer (the server's incremental re-lint keeps what it sees). */
export function lintUnguarded(text: string, options: LintOptions, config: ResolvedConfig, observer?: LintObserver): LintResult {
  if (text.length > config.maxFileSize) {
    return {
      tools: [],
      findings: [],
      config,
      skipped: `Skipped: the file is ${formatBytes(text.length)}, over maxFileSize (${formatBytes(config.maxFileSize)}). Raise maxFileSize to lint it.`,
    };
  }
  const lines = new LineIndex(text);
  const doc = readerFor(options.languageId, options.path).read(text, { path: options.path, languageId: options.languageId, readFile: options.readFile });
  const extracted = extractTools(doc, { path: options.path });
  const problems = extracted.problems;
  const definitions = doc.analysable(extracted.tools);
  const step = toolStep(config, options);

  const findings: Finding[] = [];
  const allProblems = [...doc.problems, ...problems] as ParseProblem[];
  observer?.read?.(doc, allProblems);
  for (const p of allProblems) {
    const f = makeFinding(config, lines, 'json-parseable', 'error', [], p.message, null, '', p.span);
    if (f) findings.push(f);
  }
  for (const p of doc.notAnalyzable) {
    const f = makeFinding(config, lines, 'not-analyzable', 'info', [], p.message, p.tool ?? null, '', p.span);
    if (f) findings.push(f);
  }

  const tools: LintedTool[] = [];
  for (let toolIndex = 0; toolIndex < definitions.length; toolIndex++) {
    const tool = definitions[toolIndex]!;
    const { linted, findings: own } = lintTool(tool, doc, lines, step);
    for (let fIndex = 0; fIndex < own.length; fIndex++) {
      const f = own[fIndex]!;
      findings.push(f);
    }
    tools.push(linted);
    observer?.tool?.(linted, own);
  }
  for (const f of listFindings(definitions, lines, step)) findings.push(f);
  return { tools, findings: mergeFindings(text, findings, tools), config, ...(doc.imports ? { imports: doc.imports } : {}) };
}

/** @internal What the per-tool step of a lint shares across a document's tools: settings, cache, targets per tool. */
export interface ToolStep {
  config: ResolvedConfig;
  configKey: string;
  cache: ToolResultCache;
  detach: boolean;
  targetIds: (tool: ToolDefinition) => TargetId[];
}

/** @internal The shared part of the per-tool step for one lint's options. */
export function toolStep(config: ResolvedConfig, options: Pick<LintOptions, 'cache' | 'detach'>): ToolStep {
  const targetCache = new Map<ToolDefinition, TargetId[]>();
  const targetIds = (tool: ToolDefinition) => {
    let ids = targetCache.get(tool);
    if (!ids) targetCache.set(tool, (ids = targetIdsFor(tool, config.targets)));
    return ids;
  };
  return { config, configKey: configFingerprint(config), cache: options.cache ?? new Map<string, ToolResult>(), detach: options.detach === true, targetIds };
}

/** A finding at a document span, with the rule's configured severity; undefined when the rule is off. */
function makeFinding(config: ResolvedConfig, lines: LineIndex, rule: string, severity: Severity, targets: TargetId[], message: string, tool: string | null, pointer: string, span: Span, related?: Finding['related'], fix?: PlannedFix): Finding | undefined {
  const setting = config.rules[rule];
  if (setting === 'off') return undefined;
  return {
    rule,
    severity: setting ?? severity,
    targets: [...targets].sort(byTargetOrder),
    message,
    tool,
    pointer,
    range: lines.range(span),
    span,
    // "fixable" means a safe fix exists: what `toollint fix` applies without --unsafe.
    fixable: fix?.safe === true,
    ...(related ? { related } : {}),
    ...(fix ? { fix } : {}),
  };
}

/**
 * @internal One tool's step of the pipeline: its analysis (cached per tool), its findings in document coordinates (in
 * the order lint() emits them, before the merge and the disable comments) and its LintedTool.
 */
export function lintTool(tool: ToolDefinition, doc: SourceDocument, lines: LineIndex, step: ToolStep): { linted: LintedTool; findings: Finding[] } {
  const { config } = step;
  const ids = step.targetIds(tool);
  const located = locatedTool(tool, ids, config, step.configKey, step.cache, step.detach, doc.duplicateKeys, doc.imports === undefined && readerOfSegment(tool.segment) === jsonReader);
  const findings: Finding[] = [];
  // Pointers are the tool's own (its place in the document) followed by the finding's, kept with it in the cache.
  const toolPointer = toPointer(tool.path);
  // A key written twice: JSON.parse (and toollint, and its fixes) read the last copy; the earlier one is dead text.
  for (let dIndex = 0, dList = located.duplicates; dIndex < dList.length; dIndex++) {
    const d = dList[dIndex]!;
    const from = tool.segment.toDocument(tool.node.offset + d.start);
    const span = { offset: from, length: tool.segment.toDocument(tool.node.offset + d.end) - from };
    const f = makeFinding(config, lines, 'json-parseable', 'warning', [], `Duplicate key ${JSON.stringify(d.key)}: only the last one counts (JSON.parse and the providers read that one; some other parsers read the first). Remove this copy.`, tool.name ?? null, toolPointer + d.pointer, span);
    if (f) findings.push(f);
  }
  // Findings are kept relative to the tool's own text: an unchanged tool is reused as it was, wherever it moved.
  for (let fIndex = 0, fList = located.findings; fIndex < fList.length; fIndex++) {
    const f = fList[fIndex]!;
    const from = tool.segment.toDocument(tool.node.offset + f.start);
    const span = { offset: from, length: tool.segment.toDocument(tool.node.offset + f.end) - from };
    // The fix in the source's own idiom (code edits where the schema is built by a library), related places, and the
    // message in the source's terms. Its fields are set one by one (a spread of an object of varying shape is slow).
    const own = doc.fixFor(tool, f, lines);
    const finding: Finding = {
      rule: f.rule,
      severity: f.severity,
      targets: f.targets,
      message: 'message' in own ? own.message! : f.message,
      tool: tool.name ?? null,
      pointer: toolPointer + f.pointer,
      range: lines.range(span),
      span,
      fixable: own.fix?.safe === true,
    };
    if ('fix' in own) finding.fix = own.fix;
    if ('alternatives' in own) finding.alternatives = own.alternatives;
    if ('related' in own) finding.related = own.related;
    findings.push(finding);
  }
  const toolSpan = locate(tool, tool.fields.name ?? [], 'tool', 'value');
  const extentStart = tool.segment.toDocument(tool.node.offset);
  const tokensOf = located.tokens;
  const hashOf = located.hash;
  // The counts and the hash are read on demand (each computed once): getters of the literal, enumerable like its
  // fields. They hold the cached values only, never the definition (the CLI keeps them, not the document's tree).
  const linted: LintedTool = {
    name: tool.name ?? '',
    shape: tool.shape,
    pointer: tool.pointer,
    range: lines.range(toolSpan),
    span: toolSpan,
    get schemaHash() {
      return hashOf();
    },
    targets: ids,
    descriptionChars: tool.description?.length ?? 0,
    definition: tool,
    extent: { offset: extentStart, length: tool.segment.toDocument(tool.node.offset + tool.node.length) - extentStart },
    findings: [],
    get tokens() {
      return tokensOf().openai.perTool;
    },
    get tokensByTarget() {
      return tokensOf();
    },
  };
  return { linted, findings };
}

/** @internal The list rules' findings (duplicate names, totals, budgets) over every list of tools in a document. */
export function listFindings(definitions: ToolDefinition[], lines: LineIndex, step: ToolStep): Finding[] {
  const { config } = step;
  const findings: Finding[] = [];
  const emit = (rule: string, severity: Severity, targets: TargetId[], message: string, tool: string | null, pointer: string, span: Span, related?: Finding['related']) => {
    const f = makeFinding(config, lines, rule, severity, targets, message, tool, pointer, span, related);
    if (f) findings.push(f);
  };
  for (const list of groupByList(definitions)) {
    for (const rule of RULES) {
      if (!rule.checkList) continue;
      try {
        rule.checkList({
          tools: list,
          targetsOf: (t) => profilesFor(step.targetIds(t)),
          config,
          report: (r) => {
            const related = r.related?.map((x) => {
              const span = locate(x.tool, x.path, x.at, x.on);
              return { message: x.message, span, range: lines.range(span) };
            });
            emit(rule.meta.id, r.severity ?? rule.meta.defaultSeverity, r.targets, r.message, r.tool.name ?? null, pointerOf(r.tool, r.path, r.at), locate(r.tool, r.path, r.at, r.on), related);
          },
        });
      } catch (error) {
        emit(rule.meta.id, 'error', [], internalError(rule.meta.id, error), null, list[0]?.pointer ?? '', locate(list[0]!, [], 'tool', 'value'));
      }
    }
  }
  return findings;
}

/** @internal The last step: findings in document order (stable), disable comments applied, each tool given its own. */
export function mergeFindings(text: string, findings: Finding[], tools: LintedTool[]): Finding[] {
  const merged = applyDisableComments(text, sortedBy(findings, bySpanStart));
  assignToTools(merged, tools);
  return merged;
}

const bySpanStart = (a: Finding, b: Finding) => a.span.offset - b.span.offset;

/** A stable sort in place, skipped when the list is in order already (most are: V8's sort copies the list first). */
function sortedBy<T>(list: T[], order: (a: T, b: T) => number): T[] {
  for (let i = 1; i < list.length; i++) if (order(list[i - 1]!, list[i]!) > 0) return list.sort(order);
  return list;
}

/**
 * Gives each tool the findings inside its definition; both lists are in document order and tools do not nest, but
 * tools one loop registers share its call: a finding there goes to the one it names.
 */
function assignToTools(findings: Finding[], tools: LintedTool[]): void {
  let t = 0;
  for (let fIndex = 0; fIndex < findings.length; fIndex++) {
    const f = findings[fIndex]!;
    if (f.tool === null) continue;
    while (t < tools.length && tools[t]!.extent.offset + tools[t]!.extent.length <= f.span.offset) t++;
    let tool = tools[t];
    for (let k = t + 1; tool && tool.name !== f.tool && k < tools.length && tools[k]!.extent.offset <= f.span.offset; k++) if (tools[k]!.name === f.tool) tool = tools[k];
    if (tool && tool.extent.offset <= f.span.offset) tool.findings.push(f);
  }
}

function ruleSeverity(id: string): Severity {
  return RULES_BY_ID.get(id)?.meta.defaultSeverity ?? 'error';
}

/** A tool's findings, merged across targets, with spans relative to the tool's own text (segment coordinates). */
interface LocatedFinding {
  rule: string;
  severity: Severity;
  targets: TargetId[];
  message: string;
  /** Path from the tool object, and its JSON pointer. */
  path: PathSegment[];
  pointer: string;
  start: number;
  end: number;
  fix?: Omit<PlannedFix, 'tool'>;
}

interface LocatedTool {
  hash: ToolResult['hash'];
  /** The rule results' token count (the reports themselves are not kept: findings say it all). */
  tokens: ToolResult['tokens'];
  findings: LocatedFinding[];
  /** Earlier copies of keys written twice, relative to the tool's text like the findings. */
  duplicates: { key: string; pointer: string; start: number; end: number }[];
}

/** One tool's analysis, reused while its text, shape, targets and settings stay the same. */
function locatedTool(tool: ToolDefinition, ids: TargetId[], config: ResolvedConfig, configKey: string, cache: ToolResultCache, detach: boolean, duplicateKeys: SourceDocument['duplicateKeys'], byText: boolean): LocatedTool {
  // A JSON tool's text says all it holds, unless the file imports values from others (their text may have changed).
  // Code's does not: a const it names, or the libraries and versions its file imports, decide its values.
  const raw = byText ? tool.segment.text.slice(tool.node.offset, tool.node.offset + tool.node.length) : undefined;
  // The cache holds a digest of the text, never the text (a copy per tool would double what a run keeps, and a slice
  // would keep the whole document alive): SHA-256 and the text's length, under its settings. A tool costs a hash of
  // its text; tools written alike share one analysis (bfcl repeats functions across questions).
  let textKey: string | undefined;
  if (raw !== undefined) {
    textKey = `text:${raw.length}:${hash('sha256', raw, 'base64')}|${tool.shape}|${ids.join(',')}|${configKey}|${JSON.stringify(tool.fields)}`;
    const hit = cache.get(textKey) as LocatedTool | undefined;
    if (hit) return hit;
  }
  // Without its text as a key (a file that imports values), equal values share the rule results. With it, a tool
  // written differently is analysed again: that is rare (10 of 5,814 corpus tools), a key over the values is not free.
  let result: ToolResult | undefined;
  if (textKey === undefined) {
    const key = `${valueKey(tool)}|${tool.shape}|${tool.strict}|${ids.join(',')}|${configKey}|${JSON.stringify(tool.fields)}`;
    result = cache.get(key) as ToolResult | undefined;
    if (!result) cache.set(key, (result = analyseTool(tool, ids, config, detach)));
  } else result = analyseTool(tool, ids, config, detach);
  const base = tool.node.offset;
  // A schema a library generates can reach the JSON twice (a const used twice and inlined, or the library repeating
  // the root under definitions), with messages naming each path: one finding per rule and spot of code is enough.
  const generated = isGenerated(tool.node);
  const places = new Places<LocatedFinding>(generated);
  const findings: LocatedFinding[] = [];
  let copied: Set<LocatedFinding> | undefined;
  const { reports, rules } = result;
  for (let i = 0; i < reports.length; i++) {
    const r = reports[i]!;
    const rule = rules[i]!;
    const setting = config.rules[rule];
    if (setting === 'off') continue;
    const severity = setting ?? r.severity ?? ruleSeverity(rule);
    const path = fullPath(tool, r.path, r.at);
    const { start, end } = locateFull(tool, path, r.on);
    const local = start - base;
    const localEnd = end - base;
    const existing = places.find(rule, local, localEnd, severity, r.message);
    if (existing) {
      for (let tIndex = 0, tList = r.targets; tIndex < tList.length; tIndex++) {
        const t = tList[tIndex]!;
        if (existing.targets.includes(t)) continue;
        // A finding holds its report's targets (shared with the rule's other reports) until a merge adds to them.
        if (!(copied ??= new Set()).has(existing)) copied.add(existing), (existing.targets = existing.targets.slice());
        existing.targets.push(t);
      }
      continue;
    }
    const located: LocatedFinding = {
      rule,
      severity,
      targets: r.targets,
      message: r.message,
      path,
      pointer: toPointer(path),
      start: local,
      end: localEnd,
    };
    if (r.fix) {
      // Without its tool (the cache outlives this version's definition): the reader adds the current one.
      const planned = planFix(tool, r.fix, r.at);
      located.fix = { title: planned.title, safe: planned.safe, ops: planned.ops, rule };
    }
    findings.push(located);
    places.add(located);
  }
  // Targets in their order (merged ones were appended): sorted where they are not.
  for (let fIndex = 0; fIndex < findings.length; fIndex++) {
    const f = findings[fIndex]!;
    if (f.targets.length > 1 && !inTargetOrder(f.targets)) f.targets = f.targets.slice().sort(byTargetOrder);
  }
  sortedBy(findings, byStartThenRule);
  const duplicates = duplicateKeys(tool).map((d) => ({ key: d.key, pointer: toPointer([...d.path, d.key]), start: d.earlier.offset - base, end: d.earlier.offset + d.earlier.length - base }));
  const located: LocatedTool = { hash: result.hash, tokens: result.tokens, findings, duplicates: detach ? detachStrings(duplicates) : duplicates };
  if (textKey !== undefined) cache.set(textKey, located);
  return located;
}

function groupByList(tools: ToolDefinition[]): ToolDefinition[][] {
  const lists = new Map<string, ToolDefinition[]>();
  for (let tIndex = 0; tIndex < tools.length; tIndex++) {
    const t = tools[tIndex]!;
    const list = lists.get(t.listKey);
    if (list) list.push(t);
    else lists.set(t.listKey, [t]);
  }
  return [...lists.values()];
}

/** A short, stable key for the settings that change rule results (cache keys are built per tool). */
function configFingerprint(config: ResolvedConfig): string {
  return hash('sha1', stringify({ ...config, ignore: undefined, maxFileSize: undefined }) ?? '', 'base64').slice(0, 16);
}

function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${(n / (1024 * 1024)).toFixed(1)} MB`;
  if (n >= 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${n} bytes`;
}
