// Applies fix operations to one tool: each op becomes a jsonc-parser edit computed on the smallest object
// that holds it, all ops of a pass against the same text; edits are kept in the document's coordinates.
import { createScanner, getNodeValue, parseTree, type FormattingOptions, type Node, type ParseError } from 'jsonc-parser';
import { extractTools, rereadTool } from '../extract';
import type { ToolDefinition } from '../extract/tool';
import { isSchemaObject } from '../schema/walk';
import type { PathSegment } from '../types';
import { commentsIn, parseScriptDocument, quoteStyle, syntaxErrors, WRITTEN_AT } from '../document/typescript';
import { nodeAtPath } from '../document/json';
import { EditComposer, type TextEdit } from './compose';
import { detectFormatting } from './format';
import { Copy, describeSentence, mapOpPaths, type FixOp } from './ops';

export type { TextEdit } from './compose';

const MAX_PASSES = 5;

/** Phases keep paths valid when ops run one by one: renames, then plain edits, then null handling. */
function phase(op: FixOp): number {
  return op.kind === 'rename' ? 0 : op.kind === 'nullable' ? 2 : 1;
}

function samePath(a: PathSegment[], b: PathSegment[]): boolean {
  return a.length === b.length && a.every((s, i) => s === b[i]);
}

/** Order for one-by-one application: by phase, deeper null handling first, array elements removed from the back. */
export function orderOps(ops: FixOp[]): FixOp[] {
  return [...ops].sort((a, b) => {
    const p = phase(a) - phase(b);
    if (p !== 0) return p;
    if (a.kind === 'nullable') return b.path.length - a.path.length;
    const ai = a.kind === 'remove' ? a.path[a.path.length - 1] : undefined;
    const bi = b.kind === 'remove' ? b.path[b.path.length - 1] : undefined;
    if (typeof ai === 'number' && typeof bi === 'number' && samePath(a.path.slice(0, -1), b.path.slice(0, -1))) return bi - ai;
    return 0;
  });
}

/** Merges ops that must be computed together: descriptions of one schema, values appended to one array; drops duplicates. */
export function mergeOps(ops: FixOp[]): FixOp[] {
  const out: FixOp[] = [];
  const seen = new Set<string>();
  const describe = new Map<string, DescribeOp>();
  const append = new Map<string, { path: PathSegment[]; values: unknown[] }>();
  for (const op of ops) {
    const key = JSON.stringify(op);
    if (seen.has(key)) continue;
    seen.add(key);
    const at = JSON.stringify(op.path);
    if (op.kind === 'describe') {
      const d = describe.get(at);
      if (d) (d.also ??= []).push(op);
      else {
        const copy = { ...op };
        describe.set(at, copy);
        out.push(copy);
      }
    } else if (op.kind === 'append') {
      const a = append.get(at);
      if (a) a.values.push(op.value);
      else append.set(at, { path: op.path, values: [op.value] });
    } else out.push(op);
  }
  for (const a of append.values()) out.push({ kind: 'append', path: a.path, value: a.values[0], values: a.values });
  return out;
}

/** A describe op with the sentences of other ops on the same schema merged into it (each with its own copied value). */
type DescribeOp = Extract<FixOp, { kind: 'describe' }> & { also?: Extract<FixOp, { kind: 'describe' }>[] };

interface PassContext {
  text: string;
  root: Node;
  format: FormattingOptions | undefined;
  /** In TypeScript/JavaScript: the code's string quote, and whether it quotes keys that could be bare. */
  script?: ScriptStyle;
  /** `{ "a": 1 }` rather than `{"a": 1}` for an object written on one line, as the tool's own one-line objects are. */
  padBraces?: () => boolean;
}

interface ScriptStyle {
  quote: "'" | '"';
  quoteKeys: boolean;
}

/**
 * Where a member is written in its container: a value read through a const (in a script) stands where the const's
 * name is, not at the const's value.
 */
function written(node: Node): { offset: number; length: number } {
  return (node as { [WRITTEN_AT]?: { offset: number; length: number } })[WRITTEN_AT] ?? node;
}

function nodeAt(ctx: PassContext, path: PathSegment[]): Node | undefined {
  return nodeAtPath(ctx.root, path);
}

/** How a container is written: on one line (and with which spacing) or over several, with which indent. */
interface Layout {
  script?: ScriptStyle;
  padBraces: () => boolean;
  multiline: boolean;
  /** Indentation of the container's members (multi-line). */
  indent: string;
  colon: string;
  comma: string;
  eol: string;
  unit: string;
}

function lineIndent(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart))![0];
}

function layoutOf(ctx: PassContext, container: Node): Layout {
  const body = ctx.text.slice(container.offset, container.offset + container.length);
  const eol = ctx.format?.eol ?? '\n';
  const unit = ctx.format ? (ctx.format.insertSpaces ? ' '.repeat(ctx.format.tabSize ?? 2) : '\t') : '  ';
  const multiline = /[\r\n]/.test(body);
  const first = container.children?.[0];
  // Only a container over several lines uses its indent (finding a line's start in a long line costs its length).
  const indent = !multiline ? '' : first ? lineIndent(ctx.text, written(first).offset) : lineIndent(ctx.text, container.offset) + unit;
  return { script: ctx.script, padBraces: ctx.padBraces ?? (() => false), multiline, indent, colon: colonStyle(ctx, container), comma: commaStyle(ctx, container), eol, unit };
}

/** The text between two members of the container, or of the nearest container that has two; ', ' when none does. */
function commaStyle(ctx: PassContext, container: Node | undefined): string {
  for (let c: Node | undefined = container; c; c = c.parent) {
    const m = c.type === 'object' || c.type === 'array' ? c.children : undefined;
    if (m && m.length >= 2) {
      const [a, b] = [written(m[0]!), written(m[1]!)];
      return /^,\s/.test(ctx.text.slice(a.offset + a.length, b.offset)) ? ', ' : ',';
    }
  }
  return ', ';
}

/** The text between a key and its value in the container, or in the nearest one with a property. */
function colonStyle(ctx: PassContext, container: Node | undefined): string {
  for (let c: Node | undefined = container; c; c = c.parent) {
    const prop = c.type === 'object' ? c.children?.[0] : undefined;
    const [k, v] = prop?.children ?? [];
    if (k && v) return /^\s*:\s/.test(ctx.text.slice(k.offset + k.length, written(v).offset)) ? ': ' : ':';
  }
  return ': ';
}

/** A string literal in the document's style: JSON, or the script's own quote. */
function stringText(s: string, layout: Layout): string {
  return quoted(s, layout.script?.quote ?? '"');
}

/** A string literal in the given quote. */
function quoted(s: string, quote: "'" | '"'): string {
  if (quote === '"') return JSON.stringify(s);
  return `'${JSON.stringify(s).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A property key: quoted in JSON; in scripts bare when it is an identifier, unless the code quotes such keys. */
function keyText(key: string, layout: Layout): string {
  return layout.script && !layout.script.quoteKeys && IDENTIFIER.test(key) ? key : stringText(key, layout);
}

/**
 * The code's style in a script literal: its string quote, and whether it quotes keys that could be bare (JSON pasted
 * into code: `"type": "object"`); new keys follow the literal's own keys, bare when it mixes both.
 */
function scriptStyle(text: string, root: Node, nodes: Node[]): ScriptStyle {
  let quotedKeys = 0;
  let bare = 0;
  for (const node of nodes) {
    const key = node.type === 'property' ? node.children?.[0] : undefined;
    if (key && typeof key.value === 'string' && IDENTIFIER.test(key.value)) {
      const first = text[key.offset];
      if (first === '"' || first === "'") quotedKeys++;
      else bare++;
    }
  }
  return { quote: quoteStyle(text.slice(root.offset, root.offset + root.length)), quoteKeys: quotedKeys > 0 && bare === 0 };
}

/** A value computed when first asked for (a one-line object is rare: most tools never need the brace style). */
function once<T>(f: () => T): () => T {
  let value: { v: T } | undefined;
  return () => (value ??= { v: f() }).v;
}

/** How the tool's one-line objects write their braces: `{ "a": 1 }` (padded) or `{"a": 1}`; undefined when even. */
function braceStyle(text: string, nodes: Node[]): 'padded' | 'tight' | undefined {
  let padded = 0;
  let tight = 0;
  for (const node of nodes) {
    if (node.type !== 'object' || !node.children?.length || text[node.offset] !== '{') continue;
    const next = text[node.offset + 1];
    if (next === ' ') padded++;
    else if (next !== '\n' && next !== '\r') tight++;
  }
  return padded === tight ? undefined : padded > tight ? 'padded' : 'tight';
}

/** Every node of a tree once (a schema held in a const can be reached twice). */
function treeNodes(root: Node): Node[] {
  const out: Node[] = [];
  const seen = new Set<Node>();
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (seen.has(node)) continue;
    seen.add(node);
    out.push(node);
    for (const child of node.children ?? []) stack.push(child);
  }
  return out;
}

/**
 * Text copied from the source as it is written (a value moved or wrapped keeps its digits, escapes and comments).
 * `indent` is that of the line it started on, for text over several lines (undefined: on one line).
 */
class Raw {
  constructor(
    readonly text: string,
    readonly indent: string | undefined,
    readonly script: boolean,
  ) {}
}

/** The text of a node as written (in a script, a value read through a const is its name), as a value to render. */
function rawOf(ctx: PassContext, node: Node): Raw {
  const at = written(node);
  const text = ctx.text.slice(at.offset, at.offset + at.length);
  return new Raw(text, /[\r\n]/.test(text) ? lineIndent(ctx.text, at.offset) : undefined, ctx.script !== undefined);
}

/** A value with its copies (Copy) read from the current text; a copy of something no longer there is its value. */
function resolveCopies(ctx: PassContext, value: unknown): unknown {
  if (value instanceof Copy) {
    const node = nodeAt(ctx, value.path);
    return node ? rawOf(ctx, node) : value.value;
  }
  return Array.isArray(value) ? value.map((v) => resolveCopies(ctx, v)) : value;
}

const LINE_BREAK = 14; // jsonc-parser's SyntaxKind.LineBreakTrivia (a const enum, not importable here)

/**
 * Copied text over several lines, moved to a line indented `indent`: its other lines move by as much, at line breaks
 * outside strings and comments. Left as it is when that cannot be said (a script's template or continued string).
 */
function reindented(raw: Raw, indent: string): string {
  if (raw.indent === undefined || !indent.startsWith(raw.indent) || indent === raw.indent) return raw.text;
  if (raw.script && /`|\\\r?\n/.test(raw.text)) return raw.text;
  const extra = indent.slice(raw.indent.length);
  const scanner = createScanner(raw.text, false);
  const parts: string[] = [];
  let pos = 0;
  for (let kind = scanner.scan(); kind !== 17; kind = scanner.scan()) {
    if (kind !== LINE_BREAK) continue;
    const end = scanner.getTokenOffset() + scanner.getTokenLength();
    parts.push(raw.text.slice(pos, end), extra);
    pos = end;
  }
  parts.push(raw.text.slice(pos));
  return parts.join('');
}

/** One-line JSON (or script literal) with the container's own spacing after colons and commas. */
function inline(value: unknown, layout: Layout): string {
  const sep = layout.comma === ', ' || layout.colon === ': ' ? ', ' : ',';
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map((v) => inline(v, layout)).join(sep)}]`;
  if (value !== null && typeof value === 'object') {
    const body = Object.entries(value).map(([k, v]) => `${keyText(k, layout)}${layout.colon}${inline(v, layout)}`).join(sep);
    return layout.padBraces() ? `{ ${body} }` : `{${body}}`;
  }
  if (typeof value === 'string') return stringText(value, layout);
  return JSON.stringify(value) ?? 'null';
}

/** Over several lines, indented like the container. */
function pretty(value: unknown, layout: Layout, indent: string): string {
  const inner = indent + layout.unit;
  if (value instanceof Raw) return reindented(value, indent);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[${value.map((v) => `${layout.eol}${inner}${pretty(v, layout, inner)}`).join(',')}${layout.eol}${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    return `{${entries.map(([k, v]) => `${layout.eol}${inner}${keyText(k, layout)}: ${pretty(v, layout, inner)}`).join(',')}${layout.eol}${indent}}`;
  }
  return inline(value, layout);
}

/** Inserted values: short ones on one line, longer objects over lines indented like the container. */
function render(value: unknown, layout: Layout, indent: string): string {
  const one = inline(value, layout);
  if (!layout.multiline || (one.length <= 60 && !/[\r\n]/.test(one)) || typeof value !== 'object' || value === null) return one;
  return pretty(value, layout, indent);
}

/** The offset just after a trailing comma that follows the last member, if the code has one. */
function trailingComma(ctx: PassContext, lastMember: Node, container: Node): number | undefined {
  const last = written(lastMember);
  const close = container.offset + container.length - 1;
  const between = ctx.text.slice(last.offset + last.length, close);
  const m = /^\s*,/.exec(between);
  return m ? last.offset + last.length + m[0].length : undefined;
}

/** Insert `"key": value` as the last member of an object; undefined for an empty object (handled by the caller). */
function insertProperty(ctx: PassContext, obj: Node, key: string, value: unknown): TextEdit[] {
  const layout = layoutOf(ctx, obj);
  const members = obj.children ?? [];
  const member = `${keyText(key, layout)}${layout.colon}${render(value, layout, layout.indent)}`;
  if (members.length === 0) return fillEmpty(ctx, obj, layout, [member]);
  const last = members[members.length - 1]!;
  const after = trailingComma(ctx, last, obj);
  if (after !== undefined) {
    // The code ends members with a comma: the new one goes after it, ending with one too (after the comments that
    // end that line: they are the last member's).
    const lead = layout.multiline ? `${layout.eol}${layout.indent}` : ' ';
    return [{ offset: layout.multiline ? lineCommentsEnd(ctx, after, obj) : after, length: 0, newText: `${lead}${member},` }];
  }
  const end = written(last).offset + written(last).length;
  const comments = layout.multiline ? lineCommentsEnd(ctx, end, obj) : end;
  if (comments > end) return [{ offset: end, length: 0, newText: ',' }, { offset: comments, length: 0, newText: `${layout.eol}${layout.indent}${member}` }];
  const sep = layout.multiline ? `,${layout.eol}${layout.indent}` : layout.comma;
  return [{ offset: end, length: 0, newText: sep + member }];
}

/**
 * Where the comments that follow `from` on its line end (`"a": 1, // why` is about a): a member added after it goes
 * on the next line. `from` itself when only blanks follow, or anything else.
 */
function lineCommentsEnd(ctx: PassContext, from: number, container: Node): number {
  const close = container.offset + container.length - 1;
  let to = from;
  while (to < close && ctx.text[to] !== '\n' && ctx.text[to] !== '\r') to++;
  const tokens = gapTokens(ctx.text.slice(from, to));
  if (!tokens?.some(isComment) || tokens.some((t) => t.kind === COMMA)) return from;
  return to - (tokens[tokens.length - 1]!.kind === BLANK ? tokens[tokens.length - 1]!.text.length : 0);
}

/** Members written into an empty container, after the comments it holds (`{ // none yet }` keeps them). */
function fillEmpty(ctx: PassContext, container: Node, layout: Layout, rendered: string[]): TextEdit[] {
  const open = container.offset + 1;
  const close = container.offset + container.length - 1;
  const indent = layout.multiline ? lineIndent(ctx.text, container.offset) : '';
  const body = rendered.join(layout.multiline ? `,${layout.eol}${indent + layout.unit}` : ', ');
  const tokens = gapTokens(ctx.text.slice(open, close));
  if (tokens?.some(isComment)) {
    const kept = joined(toLastComment(tokens));
    const last = toLastComment(tokens);
    const lineComment = last[last.length - 1]!.kind === LINE_COMMENT;
    const text = layout.multiline || lineComment ? `${kept}${layout.eol}${indent + layout.unit}${body}${layout.eol}${indent}` : `${kept} ${body}`;
    return [{ offset: open, length: close - open, newText: text }];
  }
  const inner = layout.multiline ? `${layout.eol}${indent + layout.unit}${body}${layout.eol}${indent}` : body;
  return [{ offset: open, length: close - open, newText: inner }];
}

/** Append values as the last elements of an array. */
function insertElements(ctx: PassContext, arr: Node, values: unknown[]): TextEdit[] {
  const layout = layoutOf(ctx, arr);
  const items = arr.children ?? [];
  const rendered = values.map((v) => render(v, layout, layout.indent));
  if (items.length === 0) {
    const tokens = gapTokens(ctx.text.slice(arr.offset + 1, arr.offset + arr.length - 1));
    if (tokens?.some(isComment)) return fillEmpty(ctx, arr, layout, rendered);
    const open = arr.offset + 1;
    return [{ offset: open, length: arr.offset + arr.length - 1 - open, newText: rendered.join(layout.multiline ? `,${layout.eol}${layout.indent}` : ', ') }];
  }
  const lastItem = items[items.length - 1]!;
  const last = written(lastItem);
  const sep = layout.multiline ? `,${layout.eol}${layout.indent}` : layout.comma;
  const after = trailingComma(ctx, lastItem, arr);
  if (after !== undefined) {
    const lead = layout.multiline ? `${layout.eol}${layout.indent}` : ' ';
    return [{ offset: layout.multiline ? lineCommentsEnd(ctx, after, arr) : after, length: 0, newText: rendered.map((r) => `${lead}${r},`).join('') }];
  }
  const end = last.offset + last.length;
  const comments = layout.multiline ? lineCommentsEnd(ctx, end, arr) : end;
  if (comments > end) return [{ offset: end, length: 0, newText: ',' }, { offset: comments, length: 0, newText: rendered.map((r, i) => (i === 0 ? `${layout.eol}${layout.indent}${r}` : sep + r)).join('') }];
  return [{ offset: end, length: 0, newText: rendered.map((r) => sep + r).join('') }];
}

// jsonc-parser's SyntaxKind values (a const enum, not importable here) for what stands between two members.
const COMMA = 5;
const LINE_COMMENT = 12;
const BLOCK_COMMENT = 13;
const BLANK = 15;
const EOF = 17;

interface GapToken {
  kind: number;
  text: string;
}

/** The tokens between two members (commas, comments, blanks, line breaks); undefined when anything else is there. */
function gapTokens(gap: string): GapToken[] | undefined {
  const scanner = createScanner(gap, false);
  const out: GapToken[] = [];
  for (let kind = scanner.scan(); kind !== EOF; kind = scanner.scan()) {
    if (kind !== COMMA && kind !== LINE_COMMENT && kind !== BLOCK_COMMENT && kind !== LINE_BREAK && kind !== BLANK) return undefined;
    out.push({ kind, text: gap.substr(scanner.getTokenOffset(), scanner.getTokenLength()) });
  }
  return out;
}

const isComment = (t: GapToken) => t.kind === LINE_COMMENT || t.kind === BLOCK_COMMENT;
const isBlank = (t: GapToken) => t.kind === BLANK || t.kind === LINE_BREAK;
const joined = (ts: GapToken[]) => ts.map((t) => t.text).join('');

function withoutFirstComma(ts: GapToken[]): GapToken[] {
  const i = ts.findIndex((t) => t.kind === COMMA);
  return i < 0 ? ts : [...ts.slice(0, i), ...ts.slice(i + 1)];
}

function startsWithBreak(ts: GapToken[]): boolean {
  for (const t of ts) {
    if (t.kind === LINE_BREAK) return true;
    if (t.kind !== BLANK) return false;
  }
  return false;
}

/** Up to the last comment (the blanks after it dropped). */
function toLastComment(ts: GapToken[]): GapToken[] {
  let i = ts.length;
  while (i > 0 && isBlank(ts[i - 1]!)) i--;
  return ts.slice(0, i);
}

/**
 * What stands where a member and the gaps on both sides of it were, once the member is removed with its separator.
 * Without comments, as before: the member goes with the comma and blanks after it (before it, for the last one).
 * Every comment stays (a `toollint-disable-next-line` meant for the next key included); blanks are trimmed so
 * that no line is left empty, and a line comment still ends at a line break.
 */
function mergedGap(before: GapToken[], after: GapToken[], hasPrev: boolean, hasNext: boolean): string {
  if (hasNext) {
    if (!after.some(isComment)) return joined(before);
    const rest = withoutFirstComma(after);
    return joined(before) + joined(rest.slice(rest.findIndex(isComment)));
  }
  if (hasPrev) {
    if (!before.some(isComment)) return joined(after);
    // A trailing comma after the removed member: the previous member keeps its own comma, before the comments.
    const trailing = after.find((t) => !isBlank(t))?.kind === COMMA;
    const rest = trailing ? withoutFirstComma(after) : after;
    let kept = trailing ? before : withoutFirstComma(before);
    const upTo = toLastComment(kept);
    if (upTo[upTo.length - 1]!.kind !== LINE_COMMENT || startsWithBreak(rest)) kept = upTo;
    return joined(kept) + joined(rest);
  }
  if (!before.some(isComment) && !after.some(isComment)) return '';
  let rest = after.filter((t) => t.kind !== COMMA);
  if (before.length === 0 || isBlank(before[before.length - 1]!)) {
    let i = 0;
    while (i < rest.length && rest[i]!.kind === BLANK) i++;
    rest = rest.slice(i);
  }
  const kept = before.some(isComment) && startsWithBreak(rest) ? toLastComment(before) : before;
  return joined(kept) + joined(rest);
}

/**
 * Removes members (properties or elements) of a container with their separators, leaving the rest as written,
 * comments included: one edit, trimmed to what changes. None when the text between the members is not only commas,
 * comments and blanks (a script's member written elsewhere, through a spread).
 */
function removeMembers(ctx: PassContext, container: Node, targets: Node[]): TextEdit[] {
  const members = container.children ?? [];
  const n = members.length;
  const idx = [...new Set(targets.map((t) => members.indexOf(t)).filter((i) => i >= 0))].sort((a, b) => a - b);
  if (idx.length === 0) return [];
  const open = container.offset + 1;
  const close = container.offset + container.length - 1;
  const lo = idx[0]!;
  const hi = idx[idx.length - 1]!;
  const from = lo > 0 ? written(members[lo - 1]!).offset + written(members[lo - 1]!).length : open;
  const to = hi < n - 1 ? written(members[hi + 1]!).offset : close;
  const gaps: GapToken[][] = [];
  const texts: string[] = [];
  let pos = from;
  for (let i = lo; i <= hi; i++) {
    const at = written(members[i]!);
    if (at.offset < pos || at.offset + at.length > to) return [];
    const gap = gapTokens(ctx.text.slice(pos, at.offset));
    if (!gap) return [];
    gaps.push(gap);
    texts.push(ctx.text.slice(at.offset, at.offset + at.length));
    pos = at.offset + at.length;
  }
  const last = gapTokens(ctx.text.slice(pos, to));
  if (!last) return [];
  gaps.push(last);
  // From the back, so that the places of the members before stay put.
  const removed = new Set(idx);
  for (let i = hi; i >= lo; i--) {
    if (!removed.has(i)) continue;
    const k = i - lo;
    const hasPrev = k > 0 || lo > 0;
    const hasNext = k < texts.length - 1 || hi < n - 1;
    const inner = memberComments(ctx, texts[k]!);
    if (inner.length && !hasNext && hasPrev) gaps[k] = [...gaps[k]!, ...(gaps[k]!.length && isBlank(gaps[k]![gaps[k]!.length - 1]!) ? [] : [{ kind: BLANK, text: ' ' }]), ...inner];
    else if (inner.length) {
      // One blank between the comments and what follows is enough.
      const next = gaps[k + 1]!.find((t) => t.kind !== COMMA);
      if (inner[inner.length - 1]!.kind === BLANK && (!next || isBlank(next))) inner.pop();
      gaps[k + 1] = [...inner, ...gaps[k + 1]!];
    }
    const merged = gapTokens(mergedGap(gaps[k]!, gaps[k + 1]!, hasPrev, hasNext));
    if (!merged) return [];
    gaps.splice(k, 2, merged);
    texts.splice(k, 1);
  }
  const parts: string[] = [];
  texts.forEach((t, k) => parts.push(joined(gaps[k]!), t));
  parts.push(joined(gaps[gaps.length - 1]!));
  return [trimmedEdit(ctx.text, from, to, parts.join(''))];
}

/** The replacement of text[from, to) by `next`, trimmed to what differs. */
function trimmedEdit(text: string, from: number, to: number, next: string): TextEdit {
  let p = 0;
  while (from + p < to && p < next.length && text.charCodeAt(from + p) === next.charCodeAt(p)) p++;
  let q = 0;
  while (q < to - from - p && q < next.length - p && text.charCodeAt(to - 1 - q) === next.charCodeAt(next.length - 1 - q)) q++;
  return { offset: from + p, length: to - from - p - q, newText: next.slice(p, next.length - q) };
}

/** The comments inside a member's own text (between its key and value, say): they stay where the member was. */
function memberComments(ctx: PassContext, text: string): GapToken[] {
  if (!text.includes('/')) return [];
  const eol = ctx.format?.eol ?? '\n';
  const out: GapToken[] = [];
  const add = (comment: string, line: boolean) => {
    out.push({ kind: line ? LINE_COMMENT : BLOCK_COMMENT, text: comment });
    out.push(line ? { kind: LINE_BREAK, text: eol } : { kind: BLANK, text: ' ' });
  };
  if (ctx.script) for (const c of commentsIn(text)) add(c.text, c.line);
  else {
    const scanner = createScanner(text, false);
    for (let kind = scanner.scan(); kind !== EOF; kind = scanner.scan()) {
      if (kind === LINE_COMMENT || kind === BLOCK_COMMENT) add(text.substr(scanner.getTokenOffset(), scanner.getTokenLength()), kind === LINE_COMMENT);
    }
  }
  return out;
}

/** The properties of an object that hold a key (more than one when the key is written twice). */
function copiesOf(obj: Node, key: PathSegment): Node[] {
  return (obj.children ?? []).filter((p) => p.children?.[0]?.value === key);
}

/** Edits for setting (value) or removing (undefined) the property or element at `path`. */
function setAt(ctx: PassContext, path: PathSegment[], value: unknown): TextEdit[] {
  const container = nodeAt(ctx, path.slice(0, -1));
  if (!container || (container.type !== 'object' && container.type !== 'array')) return [];
  const key = path[path.length - 1]!;
  const existing = nodeAt(ctx, path);
  if (value === undefined) {
    if (!existing) return [];
    // Every copy of a key goes: JSON.parse would read an earlier one once the last is gone.
    return removeMembers(ctx, container, container.type === 'object' ? copiesOf(container, key) : [existing]);
  }
  if (existing) {
    // A value written on one line is replaced by one on one line.
    const layout = { ...layoutOf(ctx, container), multiline: /[\r\n]/.test(ctx.text.slice(existing.offset, existing.offset + existing.length)) };
    return [{ offset: existing.offset, length: existing.length, newText: render(value, layout, layout.multiline ? lineIndent(ctx.text, existing.offset) : '') }];
  }
  if (container.type !== 'object') return [];
  return insertProperty(ctx, container, String(key), value);
}

/** Appends a sentence; the original description stays a prefix, byte for byte. */
function sentenceJoin(current: string, text: string): string {
  if (current.trim() === '' || /\s$/.test(current)) return current + text;
  return `${current}${/[.!?:;]$/.test(current) ? '' : '.'} ${text}`;
}

/** The edits of one op against the pass's text. */
function opEdits(ctx: PassContext, op: FixOp): TextEdit[] {
  switch (op.kind) {
    case 'set':
      return setAt(ctx, op.path, resolveCopies(ctx, op.value));
    case 'remove':
      return setAt(ctx, op.path, undefined);
    case 'append': {
      const values = (op.values ?? [op.value]).map((v) => resolveCopies(ctx, v));
      const node = nodeAt(ctx, op.path);
      if (!node) return setAt(ctx, op.path, values);
      if (node.type !== 'array') return [];
      const present = (getNodeValue(node) as unknown[]).map((v) => JSON.stringify(v));
      const missing = values.filter((v) => !present.includes(JSON.stringify(v)));
      return missing.length ? insertElements(ctx, node, missing) : [];
    }
    case 'rename': {
      const node = nodeAt(ctx, op.path);
      const key = node?.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
      const holder = node?.parent?.parent;
      if (!key || holder?.children?.some((p) => p.children?.[0]?.value === op.to)) return [];
      // The new key is written as the old one is: bare, or in its quotes.
      const first = ctx.text[key.offset];
      const bare = ctx.script && first !== '"' && first !== "'" && IDENTIFIER.test(op.to);
      return [{ offset: key.offset, length: key.length, newText: bare ? op.to : quoted(op.to, ctx.script && first === "'" ? "'" : '"') }];
    }
    case 'describe': {
      const node = nodeAt(ctx, [...op.path, 'description']);
      // A description that is not a string (a number, a list) is never overwritten.
      if (node && node.type !== 'string') return [];
      const current = node ? (node.value as string) : '';
      // Each sentence with its value as the source writes it (a number keeps its digits).
      const sentences = [op, ...((op as DescribeOp).also ?? [])].map((o) => describeSentence(o, ctx.root, ctx.text)).filter((t) => !current.includes(t));
      if (sentences.length === 0) return [];
      const joined = sentenceJoin(current, sentences.join(' '));
      if (ctx.script && node?.type === 'string' && current !== '' && !(WRITTEN_AT in node)) {
        // A description the code builds in place (a template, a `+`) keeps what it is built from: the new sentence
        // is added to it, inside the template or with a `+`. (A const's string is edited where it is declared.)
        const code = ctx.text.slice(node.offset, node.offset + node.length);
        const end = node.offset + node.length;
        const tail = joined.slice(current.length);
        if (code.startsWith('`') && code.endsWith('`')) return [{ offset: end - 1, length: 0, newText: tail.replace(/[`\\]|\$\{/g, (m) => `\\${m}`) }];
        if (!/^(['"])(?:\\.|(?!\1)[^\\\r\n])*\1$/.test(code)) return [{ offset: end, length: 0, newText: ` + ${quoted(tail, ctx.script.quote)}` }];
      }
      if (node) {
        // A plain string literal keeps its own bytes (its escapes): the sentence goes in before its closing quote.
        const literal = /^(['"])(?:\\.|(?!\1)[^\\\r\n])*\1$/.exec(ctx.text.slice(node.offset, node.offset + node.length));
        if (literal) return [{ offset: node.offset + node.length - 1, length: 0, newText: quoted(joined.slice(current.length), literal[1] as "'" | '"').slice(1, -1) }];
      }
      return setAt(ctx, [...op.path, 'description'], joined);
    }
    case 'nullable':
      return nullableEdits(ctx, op.path, op.typeLists);
  }
}

/** Lets the schema at `path` accept null, the least invasive way the targets allow. */
function nullableEdits(ctx: PassContext, path: PathSegment[], typeLists: boolean): TextEdit[] {
  const node = nodeAt(ctx, path);
  if (!node) return [];
  const schema = getNodeValue(node) as unknown;
  if (!isSchemaObject(schema)) return [];
  const type = schema.type;
  const enumNull = (): TextEdit[] => {
    const enumNode = nodeAt(ctx, [...path, 'enum']);
    if (!enumNode || enumNode.type !== 'array' || (schema.enum as unknown[]).includes(null)) return [];
    return insertElements(ctx, enumNode, [null]);
  };
  if (type === undefined && schema.anyOf === undefined && Array.isArray(schema.enum)) return enumNull();
  if (typeLists && typeof type === 'string' && type !== 'null' && schema.anyOf === undefined) {
    return [...setAt(ctx, [...path, 'type'], [type, 'null']), ...enumNull()];
  }
  if (typeLists && Array.isArray(type)) {
    return [...(type.includes('null') ? [] : insertElements(ctx, nodeAt(ctx, [...path, 'type'])!, ['null'])), ...enumNull()];
  }
  if (Array.isArray(schema.anyOf) && type === undefined) {
    if (schema.anyOf.some((b) => isSchemaObject(b) && b.type === 'null')) return [];
    return insertElements(ctx, nodeAt(ctx, [...path, 'anyOf'])!, [{ type: 'null' }]);
  }
  // Anything else is wrapped as it is written (comments, numbers, escapes kept); description and title move to the
  // wrapper, where the model reads them.
  const moved = [...copiesOf(node, 'title'), ...copiesOf(node, 'description')];
  const cut = moved.length ? removeMembers(ctx, node, moved) : [];
  if (moved.length && cut.length === 0) return [];
  const inner = applyTextEdits(ctx.text.slice(node.offset, node.offset + node.length), cut.map((e) => ({ ...e, offset: e.offset - node.offset })));
  const wrapper: Record<string, unknown> = {};
  const title = nodeAt(ctx, [...path, 'title']);
  const description = nodeAt(ctx, [...path, 'description']);
  if (title) wrapper.title = rawOf(ctx, title);
  if (description) wrapper.description = rawOf(ctx, description);
  wrapper.anyOf = [new Raw(inner, /[\r\n]/.test(inner) ? lineIndent(ctx.text, node.offset) : undefined, ctx.script !== undefined), { type: 'null' }];
  return setAt(ctx, path, wrapper);
}

/**
 * The edits of several tools together, tool by tool. An edit another tool already makes (two tools that share a
 * schema held in a const) is made once; a tool with an edit that meets another tool's edit at the same place is left
 * out whole (a half-applied fix could make a field required without making it nullable): the next run fixes it.
 */
export function withoutClashes(groups: TextEdit[][]): TextEdit[] {
  const kept: TextEdit[] = [];
  const seen = new Set<string>();
  const key = (e: TextEdit) => `${e.offset}:${e.length}:${e.newText}`;
  const meets = (a: TextEdit, b: TextEdit) => a.offset === b.offset || (a.offset < b.offset + b.length && b.offset < a.offset + a.length);
  for (const group of groups) {
    const fresh = unique(group).filter((e) => !seen.has(key(e)));
    if (fresh.some((e) => kept.some((k) => meets(e, k)))) continue;
    for (const e of fresh) {
      seen.add(key(e));
      kept.push(e);
    }
  }
  return kept;
}

/** Edits without repeats (one const reached along two paths of one tool gets the same edit twice). */
function unique(edits: TextEdit[]): TextEdit[] {
  const seen = new Set<string>();
  return edits.filter((e) => {
    const k = `${e.offset}:${e.length}:${e.newText}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export function overlap(edits: TextEdit[]): boolean {
  const sorted = [...edits].sort((a, b) => a.offset - b.offset || a.length - b.length);
  for (let i = 1; i < sorted.length; i++) {
    const p = sorted[i - 1]!;
    const c = sorted[i]!;
    if (c.offset < p.offset + p.length) return true;
    // Two replacements (not pure insertions) starting at one offset would fight too.
    if (c.offset === p.offset && c.length > 0 && p.length > 0) return true;
  }
  return false;
}

/**
 * Runs one pass of ops on the composer's text (whose parse is `root`): all at once when their edits are
 * independent, else one by one. Returns the parse of the result, or undefined when it does not parse.
 */
function runPass(composer: EditComposer, ops: FixOp[], ctx: PassContext, shift: number): { root: Node | undefined; oneByOne: boolean } {
  const merged = mergeOps(ops);
  const { format } = ctx;
  const batch: TextEdit[] = [];
  for (const op of merged) for (const e of safely(() => opEdits(ctx, op))) batch.push({ ...e, offset: e.offset - shift });
  if (batch.length === 0) return { root: shift === 0 ? ctx.root : cleanParse(composer.text), oneByOne: false };
  // Edits computed separately can still clash where they meet ("[" + removed + ',"a"]'): then go one by one.
  const together = overlap(batch) ? undefined : cleanParse(applyTextEdits(composer.text, batch));
  if (together) {
    // Insertions at one offset keep their op order: apply from the back, later ops first.
    composer.applyAll(batch.map((e, i) => ({ ...e, order: i })).sort((a, b) => b.offset - a.offset || b.order - a.order));
    return { root: together, oneByOne: false };
  }
  let current = shift === 0 ? ctx.root : cleanParse(composer.text);
  const queue = orderOps(merged);
  for (let i = 0; i < queue.length; i++) {
    const op = queue[i]!;
    if (!current) return { root: undefined, oneByOne: true };
    const c: PassContext = { ...ctx, text: composer.text, root: current };
    const edits = safely(() => opEdits(c, op));
    if (edits.length === 0) continue;
    composer.applyAll(edits);
    current = cleanParse(composer.text);
    // Later ops still name the old key: follow the rename.
    if (op.kind === 'rename') for (let j = i + 1; j < queue.length; j++) queue[j] = renamePrefix(queue[j]!, op.path, op.to);
  }
  return { root: current, oneByOne: true };
}

function renamePrefix(op: FixOp, path: PathSegment[], to: string): FixOp {
  const map = (p: PathSegment[]) => (p.length < path.length || !samePath(p.slice(0, path.length), path) ? p : [...path.slice(0, -1), to, ...p.slice(path.length)]);
  const out = mapOpPaths(op, map);
  const also = (op as DescribeOp).also;
  if (!also) return out;
  const merged: DescribeOp = { ...(out as DescribeOp), also: also.map((o) => mapOpPaths(o, map) as DescribeOp) };
  return merged;
}

/**
 * Ops after which the tool is checked again: a changed `type` can reveal new findings (a schema given
 * "type": "object" needs additionalProperties), and a removed malformed `required` lets its properties
 * be made required.
 */
function needsRecheck(op: FixOp): boolean {
  const last = op.path[op.path.length - 1];
  const before = op.path[op.path.length - 2];
  if (op.kind === 'set') return last === 'type' || before === 'type';
  return op.kind === 'remove' && (last === 'required' || before === 'required');
}

/** The parse of a text with no syntax errors, else undefined. */
function cleanParse(text: string): Node | undefined {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { allowTrailingComma: true });
  return root && errors.length === 0 ? root : undefined;
}

function safely(fn: () => TextEdit[]): TextEdit[] {
  try {
    return fn();
  } catch {
    return []; // an op that cannot apply to this text is skipped; the rest still apply
  }
}

/**
 * Applies ops (paths relative to the tool object) to one tool and returns edits against the document.
 * With `replan`, the tool is re-checked after each pass and fixed again until nothing is left.
 */
export function toolEdits(tool: ToolDefinition, ops: FixOp[], replan?: (current: ToolDefinition) => FixOp[], source?: ScriptSource): TextEdit[] {
  const seg = tool.segment;
  // Inside a JSON string whose escapes cannot be mapped back exactly, an edit would land shifted: none is made.
  if (seg.exactOffsets && !seg.exactOffsets()) return [];
  const start = tool.node.offset;
  const end = start + tool.node.length;
  // A tool over several lines is edited with blanks before it for its column (they keep its indentation); a tool on
  // one line needs none: in a minified list, padding each tool with its line up to it made fixing quadratic.
  const oneLine = !/[\r\n]/.test(seg.text.slice(start, end));
  const lineStart = oneLine ? start : seg.text.lastIndexOf('\n', start - 1) + 1;
  const pad = seg.text.slice(lineStart, start).replace(/\S/g, ' ');
  const original = pad + seg.text.slice(start, end);
  const format = detectFormatting(original);
  const composer = new EditComposer(original);
  const base = start - pad.length;
  if (seg.script) return scriptToolEdits(tool, ops, format, replan, source);
  // The first pass reads the tree the linter already built (segment coordinates, shifted by `base`);
  // later passes read the parse of the previous pass's result. A result that does not parse stops all.
  const padBraces = once(() => braceStyle(seg.text, treeNodes(tool.node)) === 'padded');
  let ctx: PassContext = { text: seg.text, root: tool.node, format, padBraces };
  let shift = base;
  let root: Node | undefined = tool.node;
  let pending = ops;
  for (let pass = 0; pass < MAX_PASSES && pending.length > 0; pass++) {
    const before = composer.text;
    const result = runPass(composer, pending, ctx, shift);
    root = result.root;
    if (root) {
      ctx = { text: composer.text, root, format, padBraces };
      shift = 0;
    }
    // Ops applied one by one, or a changed type, can leave or reveal findings: re-check then.
    if (!root || !replan || composer.text === before || !(result.oneByOne || pending.some(needsRecheck))) break;
    // A new type can make another finding appear (a schema given "type": "object" now needs
    // additionalProperties): re-check this tool alone until nothing is left.
    const current = rereadTool(tool, composer.text, root);
    pending = current ? replan(current) : [];
  }
  // Never hand back text that no longer parses.
  if (!root || composer.text === original) return [];
  return composer.edits(original).map((e) => toDocumentEdit(tool, base + e.offset, e.length, e.newText));
}

/** The script a tool was read from, so that Auto-strict can read the tool again after editing it. */
export interface ScriptSource {
  path?: string;
  languageId?: string;
  /**
   * Check every batch of edits against a parse of the whole file (slow in a big file: the caller first tries
   * without and checks the file once; see editsForFixes).
   */
  careful?: boolean;
}

/**
 * In TypeScript/JavaScript: edits computed on the literal tree, in the code's own quotes and key style, in the
 * file's coordinates (a schema held in a const elsewhere in the file is edited there). As in JSON, ops that clash go
 * one by one and a changed type is checked again, reading the tool anew from the edited file (with `source`). With
 * `source.careful`, an edit that would add a syntax error is never made.
 */
function scriptToolEdits(tool: ToolDefinition, ops: FixOp[], format: FormattingOptions | undefined, replan?: (current: ToolDefinition) => FixOp[], source?: ScriptSource): TextEdit[] {
  const original = tool.segment.text;
  // The composer keeps only the stretch of the file the tool's nodes cover (a schema in a const included): edits
  // copy that stretch, not the whole file. The whole text is put together when a pass reads it.
  const nodes = treeNodes(tool.node);
  const [lo, hi] = extentOf(nodes);
  const before = original.slice(0, lo);
  const after = original.slice(hi);
  const window = original.slice(lo, hi);
  const composer = new EditComposer(window);
  const whole = () => (composer.text === window ? original : before + composer.text + after);
  const careful = source?.careful !== false;
  const baseline = careful ? syntaxErrors(original, source ?? {}) : 0;
  const parses = (text: string) => !careful || syntaxErrors(text, source ?? {}) <= baseline;
  const style = scriptStyle(original, tool.node, nodes);
  // Code pads braces unless written like JSON (quoted keys), when the tool itself does not say.
  const padBraces = once(() => (braceStyle(original, nodes) ?? (style.quoteKeys ? 'tight' : 'padded')) === 'padded');
  const ctxOf = (t: ToolDefinition, text: string): PassContext => ({ text, root: t.node, format, script: style, padBraces });
  // Reading the tool again means parsing the file again, per op when ops go one by one: quadratic in a file of many
  // tools. A tool written in one piece (no const elsewhere) that reads the same on its own is read from its own text,
  // with blanks before it so that offsets stay the file's.
  const alone = (windowText: string) => `${' '.repeat(lo - 1)}(${windowText})`;
  let standsAlone: boolean | undefined; // found out at the first reading
  const reread = () => {
    if (!source) return undefined;
    standsAlone ??= lo >= 1 && lo === tool.node.offset && hi === tool.node.offset + tool.node.length && sameTool(tool, rereadScriptTool(tool, alone(window), lo, source));
    return rereadScriptTool(tool, standsAlone ? alone(composer.text) : whole(), lo + composer.toCurrent(tool.node.offset - lo), source);
  };
  // Edits against the whole current text, in the composer's coordinates; undefined when one falls outside.
  const local = (edits: TextEdit[]) => {
    const end = lo + composer.text.length;
    return edits.every((e) => e.offset >= lo && e.offset + e.length <= end) ? edits.map((e) => ({ ...e, offset: e.offset - lo })) : undefined;
  };
  let current: ToolDefinition | undefined = tool;
  let pending = ops;
  for (let pass = 0; pass < MAX_PASSES && pending.length > 0 && current; pass++) {
    const start = composer.text;
    const merged = mergeOps(pending);
    const text = whole();
    const ctx = ctxOf(current, text);
    const batch: TextEdit[] = [];
    for (const op of merged) batch.push(...safely(() => opEdits(ctx, op)));
    const distinct = unique(batch);
    const inside = local(distinct);
    if (!inside || inside.length === 0) break;
    let oneByOne = false;
    if (!overlap(inside) && (!careful || parses(applyTextEdits(text, distinct)))) {
      // Insertions at one offset keep their op order: apply from the back, later ops first.
      composer.applyAll(inside.map((e, i) => ({ ...e, order: i })).sort((a, b) => b.offset - a.offset || b.order - a.order));
    } else {
      if (!source) return [];
      oneByOne = true;
      const queue = orderOps(merged);
      for (let i = 0; i < queue.length && current; i++) {
        const op = queue[i]!;
        const now = whole();
        const c = ctxOf(current, now);
        const edits = safely(() => opEdits(c, op));
        const mine = local(edits);
        if (mine?.length === 0) continue;
        if (!mine || overlap(mine) || (careful && !parses(applyTextEdits(now, edits)))) {
          // A property made required must be made nullable too, or the model would have to invent a value: when
          // that cannot be written, nothing of this tool is.
          if (op.kind === 'nullable') return [];
          continue;
        }
        composer.applyAll(mine);
        current = reread();
        if (op.kind === 'rename') for (let j = i + 1; j < queue.length; j++) queue[j] = renamePrefix(queue[j]!, op.path, op.to);
      }
    }
    if (!replan || !source || composer.text === start || !(oneByOne || pending.some(needsRecheck))) break;
    current = reread();
    pending = current ? replan(current) : [];
  }
  return composer.edits(window).map((e) => ({ ...e, offset: e.offset + lo }));
}

/** The stretch of text a tree's nodes cover (with nodes adopted from consts elsewhere in the file). */
function extentOf(nodes: Node[]): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (const node of nodes) {
    lo = Math.min(lo, node.offset);
    hi = Math.max(hi, node.offset + node.length);
  }
  return [lo, hi];
}

/** True when a tool read again is the tool: same shape, name, fields and content. */
function sameTool(a: ToolDefinition, b: ToolDefinition | undefined): boolean {
  return b !== undefined && a.shape === b.shape && a.name === b.name && a.strict === b.strict && JSON.stringify(a.fields) === JSON.stringify(b.fields) && JSON.stringify(getNodeValue(a.node)) === JSON.stringify(getNodeValue(b.node));
}

/** The same tool read again from the edited script: the same shape where its start has moved to (a rename may have changed its name). */
function rereadScriptTool(tool: ToolDefinition, text: string, offset: number, source: ScriptSource): ToolDefinition | undefined {
  const doc = parseScriptDocument(text, source);
  const { tools } = extractTools({ segments: doc.segments, problems: [], jsonLines: false }, { path: source.path });
  const here = tools.filter((t) => t.node.offset === offset && t.shape === tool.shape);
  return here.find((t) => t.name === tool.name) ?? here[0];
}

function toDocumentEdit(tool: ToolDefinition, offset: number, length: number, newText: string): TextEdit {
  const seg = tool.segment;
  const from = seg.toDocument(offset);
  const to = seg.toDocument(offset + length);
  // Inside a JSON string that holds tools, inserted text must be escaped for the string literal.
  const text = seg.embedded ? JSON.stringify(newText).slice(1, -1) : newText;
  return { offset: from, length: to - from, newText: text };
}

/** Applies non-overlapping edits to a text in one pass. */
export function applyTextEdits(text: string, edits: TextEdit[]): string {
  const sorted = [...edits].sort((a, b) => a.offset - b.offset);
  const parts: string[] = [];
  let pos = 0;
  for (const e of sorted) {
    parts.push(text.slice(pos, e.offset), e.newText);
    pos = e.offset + e.length;
  }
  parts.push(text.slice(pos));
  return parts.join('');
}
