// Inserting and removing members (properties, elements) of a container as the code writes them: trailing commas,
// the comments between members kept, the gaps between members merged when one goes.
import { createScanner, type Node } from 'jsonc-parser';
import { commentsIn } from '../sources/typescript/parser';
import type { TextEdit } from './compose';
import { keyText, type Layout, layoutOf, LINE_BREAK, lineIndent, type PassContext, render, written } from './layout';

/** The offset just after a trailing comma that follows the last member, if the code has one. */
function trailingComma(ctx: PassContext, lastMember: Node, container: Node): number | undefined {
  const last = written(lastMember);
  const close = container.offset + container.length - 1;
  const between = ctx.text.slice(last.offset + last.length, close);
  const m = /^\s*,/.exec(between);
  return m ? last.offset + last.length + m[0].length : undefined;
}

/** Insert `"key": value` as the last member of an object; undefined for an empty object (handled by the caller). */
export function insertProperty(ctx: PassContext, obj: Node, key: string, value: unknown): TextEdit[] {
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
export function insertElements(ctx: PassContext, arr: Node, values: unknown[]): TextEdit[] {
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
export const joined = (ts: GapToken[]) => ts.map((t) => t.text).join('');

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
export function removeMembers(ctx: PassContext, container: Node, targets: Node[]): TextEdit[] {
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
