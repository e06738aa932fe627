// The language server's incremental re-lint: when an edit of a JSON, JSONC or JSON-lines document stays inside one
// tool, only that tool's text is parsed and analysed again; every later tool and finding moves by the edit's length
// change, and what is file-level (list rules: duplicate names, totals, budgets; disable comments) is computed again
// from the per-tool results. Whatever it cannot prove unchanged falls back to lint() of the whole file, and it
// publishes exactly what lint() would (test/incremental.test.ts checks that on random edits of corpus files).
import type { Node } from 'jsonc-parser';
import stringify from 'safe-stable-stringify';
import { resolveConfig, type ResolvedConfig } from './config/config';
import { isToolFileName, rereadTool } from './extract';
import { matchToolShape, type NodeContext } from './extract/shapes';
import type { ToolDefinition } from './extract/tool';
import type { Finding } from './finding';
import { lint, lintTool, lintUnguarded, listFindings, mergeFindings, toolStep, type LintedTool, type LintOptions, type LintResult, type ToolResultCache } from './lint';
import { readerFor } from './sources';
import { jsonLinesHint, parseJsonDocument, type Segment } from './sources/json/json';
import { jsonReader } from './sources/json/reader';
import { LineIndex } from './sources/lines';
import type { SourceDocument } from './sources/source';
import type { Range, Span } from './types';

/** What a lint of one document keeps for the next: the text, its tree (in its tools), each tool's own findings. */
export interface IncrementalState {
  text: string;
  languageId: string | undefined;
  path: string | undefined;
  /** The resolved settings, as a stable string: another value means another lint. */
  settings: string;
  config: ResolvedConfig;
  doc: SourceDocument;
  jsonLines: boolean;
  tools: LintedTool[];
  /** Each tool's findings as lint() made them, before the merge and the disable comments (parallel to `tools`). */
  own: Finding[][];
  /** The cache keys each tool's analysis read (touched again when it is reused, so a pruning cache keeps them). */
  keys: string[][];
}

/** Where a document's last lint is kept for the next (one per open document). */
export interface IncrementalSlot {
  state?: IncrementalState;
}

export interface Relinted {
  result: LintResult;
  /** Whether this lint reused the last one (else it linted the whole file). */
  incremental: boolean;
}

/** More opening brackets than this in one edit: the file is linted whole (nesting depth decides how it parses). */
const MAX_NEW_BRACKETS = 64;

/**
 * Lints a document, reusing the slot's previous lint of it where the edit since then stays inside one tool, and keeps
 * this lint in the slot (none where no edit can be incremental: not JSON, parse errors, skipped). Never throws; the
 * result equals lint(text, options).
 */
export function relint(slot: IncrementalSlot, text: string, options: LintOptions = {}): Relinted {
  try {
    const config = resolveConfig(options.config);
    const settings = stringify(config) ?? '';
    const result = reuse(slot, text, options, settings);
    if (result) return { result, incremental: true };
    const whole = wholeFile(text, options, config, settings);
    slot.state = whole.state;
    return { result: whole.result, incremental: false };
  } catch {
    // lint() has the last-resort guard (one finding saying why); no state is kept after a failure.
    slot.state = undefined;
    return { result: lint(text, options), incremental: false };
  }
}

/** The incremental lint from the slot's state, or undefined with the slot emptied (its tree goes before a whole-file lint builds another). */
function reuse(slot: IncrementalSlot, text: string, options: LintOptions, settings: string): LintResult | undefined {
  const previous = slot.state;
  slot.state = undefined;
  if (!previous || previous.settings !== settings || previous.languageId !== options.languageId || previous.path !== options.path) return undefined;
  const result = incremental(previous, text, options);
  if (result) slot.state = previous;
  return result;
}

function wholeFile(text: string, options: LintOptions, config: ResolvedConfig, settings: string): { result: LintResult; state: IncrementalState | undefined } {
  const json = readerFor(options.languageId, options.path) === jsonReader;
  let doc: SourceDocument | undefined;
  let clean = json;
  const own: Finding[][] = [];
  const keys: string[][] = [];
  const recorder = json && options.cache ? recordingCache(options.cache) : undefined;
  const result = lintUnguarded(text, recorder ? { ...options, cache: recorder.cache } : options, config, {
    read(d, problems) {
      doc = d;
      if (problems.length > 0 || d.notAnalyzable.length > 0) clean = false;
    },
    tool(linted, findings) {
      own.push(findings);
      keys.push(recorder?.take() ?? []);
      if (linted.definition.segment.embedded) clean = false;
    },
  });
  if (!clean || !doc || result.skipped || own.length !== result.tools.length) return { result, state: undefined };
  return {
    result,
    state: { text, languageId: options.languageId, path: options.path, settings, config, doc, jsonLines: doc.jsonLines, tools: result.tools, own, keys },
  };
}

/** A cache that notes the keys read or written since the last take() (the keys of one tool's analysis). */
function recordingCache(inner: ToolResultCache): { cache: ToolResultCache; take(): string[] } {
  let seen: string[] = [];
  const cache = {
    get(key: string) {
      seen.push(key);
      return inner.get(key);
    },
    set(key: string, value: never) {
      seen.push(key);
      inner.set(key, value);
      return cache;
    },
  };
  return {
    cache: cache as unknown as ToolResultCache,
    take() {
      const out = seen;
      seen = [];
      return out;
    },
  };
}

/** The lint of `text` from the previous one, or undefined when the edit is not inside one tool. Updates `state`. */
function incremental(state: IncrementalState, text: string, options: LintOptions): LintResult | undefined {
  const before = state.text;
  if (text.length > state.config.maxFileSize) return undefined;
  const { start, oldEnd, newEnd } = changedRegion(before, text);
  const delta = text.length - before.length;
  if (start === oldEnd && start === newEnd) return finish(state, text, undefined, options);
  const index = toolContaining(state.tools, start, oldEnd);
  if (index < 0) return undefined;
  const old = state.tools[index]!.definition;
  const segment = old.segment;
  const base = segment.toDocument(0);
  if (segment.embedded || segment.script || segment.toDocument(1) !== base + 1 || !segment.root) return undefined;
  const inserted = text.slice(start, newEnd);
  if (countBrackets(inserted) > MAX_NEW_BRACKETS) return undefined;
  if (state.jsonLines && inserted.includes('\n')) return undefined;
  // Without a hint, whether the file is JSON lines depends on its first line: an edit there is linted whole.
  if (!jsonLinesHint(options.languageId, options.path) && start <= lineEnd(before)) return undefined;

  // The tool's new text, parsed on its own (its own copy: the tree must not keep this version of the file alive).
  const extent = state.tools[index]!.extent;
  const own = ownCopy(text.slice(extent.offset, extent.offset + extent.length + delta));
  const parsed = parseJsonDocument(own, { jsonLines: false });
  const root = parsed.segments[0]?.root;
  if (parsed.problems.length > 0 || !root || root.type !== 'object' || root.offset !== 0 || root.length !== own.length) return undefined;
  const localStart = old.node.offset;
  moveSubtree(root, localStart);
  const context = contextOf(old.node, segment, options.path, root);
  const match = matchToolShape(root, context);
  if (!match || match.shape !== old.shape || stringify(match.fields) !== stringify(old.fields)) return undefined;

  // From here on the tree is edited in place: the tool's node replaced, everything after it moved.
  const local = { start: start - base, end: oldEnd - base };
  shiftTree(segment.root, old.node, local.end, delta);
  if (!replaceNode(segment, old.node, root)) return undefined;
  segment.text = segment.text.length === before.length && base === 0 && before.charCodeAt(0) !== 0xfeff ? text : ownCopy(segment.text.slice(0, local.start) + inserted + segment.text.slice(local.end));
  const tool = rereadTool(old, segment.text, root);
  if (!tool) return undefined;
  tool.segment = segment;
  if (state.jsonLines) moveLaterSegments(state.doc.segments, segment, delta);
  return finish(state, text, { index, tool, start, oldEnd, delta, segment, localEnd: local.end }, options);
}

interface Edited {
  index: number;
  start: number;
  tool: ToolDefinition;
  /** The end of the edit in the old text, and the length it added. */
  oldEnd: number;
  delta: number;
  /** The segment edited, and where the edit ended in its own (old) coordinates. */
  segment: Segment;
  localEnd: number;
}

/** The tools and findings of the new text: the edited tool analysed again, the others moved, file-level recomputed. */
function finish(state: IncrementalState, text: string, edited: Edited | undefined, options: LintOptions): LintResult {
  const lines = new LineIndex(text);
  const shift = edited && new Shift(state.text, text, edited, lines);
  const step = toolStep(state.config, options);
  const recorder = options.cache ? recordingCache(options.cache) : undefined;
  if (recorder) step.cache = recorder.cache;
  const findings: Finding[] = [];
  for (let i = 0; i < state.tools.length; i++) {
    const linted = state.tools[i]!;
    if (edited && i === edited.index) {
      const next = lintTool(edited.tool, state.doc, lines, step);
      state.tools[i] = next.linted;
      state.own[i] = next.findings;
      state.keys[i] = recorder?.take() ?? [];
    } else {
      // Reused: the cache keeps what it holds for it (a pruning cache drops what a lint does not read).
      for (const k of state.keys[i]!) options.cache?.get(k);
      linted.findings = [];
      if (edited && shift && linted.extent.offset >= edited.oldEnd) {
        moveTool(linted, edited, shift);
        for (const f of state.own[i]!) moveFinding(f, shift);
      }
    }
    for (const f of state.own[i]!) findings.push(f);
  }
  const definitions = state.tools.map((t) => t.definition);
  for (const f of listFindings(definitions, lines, step)) findings.push(f);
  state.text = text;
  return { tools: state.tools, findings: mergeFindings(text, findings, state.tools), config: state.config };
}

/**
 * Moves what lies after an edit, in place: offsets by the length it added; lines and characters as the edit moved them
 * (when it neither adds nor removes a line break, only the rest of its own line moves, by as many characters).
 */
class Shift {
  readonly delta: number;
  /** Whether the edit keeps every line break (none in the old or new text, no \r\n joined or split). */
  private readonly sameLines: boolean;
  /** The old offset of the first line break at or after the edit's end (positions up to it share the edit's line). */
  private readonly lineBreak: number;
  private readonly oldEnd: number;

  constructor(before: string, after: string, edited: Edited, private readonly lines: LineIndex) {
    this.delta = edited.delta;
    this.oldEnd = edited.oldEnd;
    const removed = before.slice(edited.start, edited.oldEnd);
    const inserted = after.slice(edited.start, edited.oldEnd + edited.delta);
    const joins = before.charCodeAt(edited.start - 1) === 13 && before.charCodeAt(edited.oldEnd) === 10;
    this.sameLines = !/[\r\n]/.test(removed) && !/[\r\n]/.test(inserted) && !joins;
    let i = edited.oldEnd;
    while (i < before.length && before.charCodeAt(i) !== 10 && before.charCodeAt(i) !== 13) i++;
    this.lineBreak = i;
  }

  /** A span after the edit, and its range, moved (the span's offsets are the old text's). */
  move(span: Span, range: Range): void {
    if (span.offset < this.oldEnd) return;
    if (this.sameLines) {
      if (span.offset <= this.lineBreak) range.start.character += this.delta;
      if (span.offset + span.length <= this.lineBreak) range.end.character += this.delta;
      span.offset += this.delta;
    } else {
      span.offset += this.delta;
      const moved = this.lines.range(span);
      range.start = moved.start;
      range.end = moved.end;
    }
  }
}

function moveTool(linted: LintedTool, edited: Edited, shift: Shift): void {
  const { delta } = edited;
  shift.move(linted.span, linted.range);
  linted.extent.offset += delta;
  // A list's key names where the list starts in its segment: a list after the edit, in the edited segment, moved.
  const tool = linted.definition;
  if (tool.segment !== edited.segment) return;
  const colon = tool.listKey.lastIndexOf(':');
  const at = Number(tool.listKey.slice(colon + 1));
  if (Number.isInteger(at) && at >= edited.localEnd) tool.listKey = `${tool.listKey.slice(0, colon)}:${at + delta}`;
}

function moveFinding(f: Finding, shift: Shift): void {
  shift.move(f.span, f.range);
  if (f.related) for (const r of f.related) shift.move(r.span, r.range);
}

/** The region where two texts differ: [start, oldEnd) of the old one became [start, newEnd) of the new one. */
export function changedRegion(a: string, b: string): { start: number; oldEnd: number; newEnd: number } {
  const max = Math.min(a.length, b.length);
  const CHUNK = 1024;
  let p = 0;
  while (p + CHUNK <= max && a.slice(p, p + CHUNK) === b.slice(p, p + CHUNK)) p += CHUNK;
  while (p < max && a.charCodeAt(p) === b.charCodeAt(p)) p++;
  let s = 0;
  const room = max - p;
  while (s + CHUNK <= room && a.slice(a.length - s - CHUNK, a.length - s) === b.slice(b.length - s - CHUNK, b.length - s)) s += CHUNK;
  while (s < room && a.charCodeAt(a.length - 1 - s) === b.charCodeAt(b.length - 1 - s)) s++;
  return { start: p, oldEnd: a.length - s, newEnd: b.length - s };
}

/** The index of the tool whose object holds [start, end) strictly inside its braces, or -1. */
function toolContaining(tools: LintedTool[], start: number, end: number): number {
  let lo = 0;
  let hi = tools.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (tools[mid]!.extent.offset < start) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  const extent = found >= 0 ? tools[found]!.extent : undefined;
  return extent && extent.offset < start && end < extent.offset + extent.length ? found : -1;
}

function countBrackets(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 123 || c === 91) n++;
  }
  return n;
}

function lineEnd(text: string): number {
  const i = text.indexOf('\n');
  return i < 0 ? text.length : i;
}

/** A string that holds its own characters (a slice would keep the whole file it was cut from alive). */
function ownCopy(s: string): string {
  return JSON.parse(JSON.stringify(s)) as string;
}

/** jsonc-parser's nodes, which the re-lint moves in place (their types say read-only). */
type Writable = { -readonly [K in keyof Node]: Node[K] };

/** Adds `by` to the offsets of every node of a tree. */
function moveSubtree(root: Node, by: number): void {
  const stack = [root];
  while (stack.length) {
    const n = stack.pop()! as Writable;
    n.offset += by;
    if (n.colonOffset !== undefined) n.colonOffset += by;
    if (n.children) for (const c of n.children) stack.push(c);
  }
}

/** Moves every node from `from` on by `delta`; the nodes around the edited tool grow by it; the tool is left as is. */
function shiftTree(root: Node, tool: Node, from: number, delta: number): void {
  if (delta === 0) return;
  const toolStart = tool.offset;
  const stack = [root];
  while (stack.length) {
    const n = stack.pop()! as Writable;
    if (n === tool || n.offset + n.length <= toolStart) continue;
    if (n.offset >= from) {
      moveSubtree(n, delta);
      continue;
    }
    n.length += delta;
    if (n.children) for (const c of n.children) stack.push(c);
  }
}

function replaceNode(segment: Segment, old: Node, next: Node): boolean {
  const parent = old.parent;
  (next as Writable).parent = parent;
  if (!parent) {
    if (segment.root !== old) return false;
    segment.root = next;
    return true;
  }
  const i = parent.children?.indexOf(old) ?? -1;
  if (i < 0) return false;
  (parent.children as Node[])[i] = next;
  return true;
}

/** Later JSON-lines records start `delta` further on. */
function moveLaterSegments(segments: Segment[], edited: Segment, delta: number): void {
  const i = segments.indexOf(edited);
  for (const s of segments.slice(i + 1)) {
    const base = s.toDocument(0) + delta;
    s.toDocument = (o) => o + base;
  }
}

/** Where a tool object stands, as the extractor's walk saw it (see extract/index.ts walkSegment). */
function contextOf(node: Node, segment: Segment, path: string | undefined, replacement: Node): NodeContext {
  let containerKey: string | undefined;
  for (let n: Node | undefined = node; n?.parent; n = n.parent) {
    if (n.parent.type === 'property') {
      containerKey = n.parent.children?.[0]?.value as string;
      break;
    }
  }
  const parent = node.parent;
  const topLevelArrayItem = parent?.type === 'array' && parent === segment.root;
  const root = segment.root === node ? replacement : segment.root;
  const manifest = root?.type === 'object' && (root.children ?? []).some((p) => p.children?.[0]?.value === 'manifest_version' || p.children?.[0]?.value === 'dxt_version');
  return { containerKey, toolListFile: path !== undefined && isToolFileName(path) && topLevelArrayItem, embedded: false, script: segment.script, manifest };
}
