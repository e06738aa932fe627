// Text layout and style of the document being fixed: a container's spacing and indent, quoting of strings and keys,
// brace style, text copied as written (Raw), and rendering inserted values in that style.
import { createScanner, type FormattingOptions, type Node } from 'jsonc-parser';
import type { PathSegment } from '../types';
import { WRITTEN_AT } from '../sources/typescript/marks';
import { nodeAtPath } from '../sources/json/json';
import { Copy } from './ops';

export interface PassContext {
  text: string;
  root: Node;
  format: FormattingOptions | undefined;
  /** In TypeScript/JavaScript: the code's string quote, and whether it quotes keys that could be bare. */
  script?: ScriptStyle;
  /** `{ "a": 1 }` rather than `{"a": 1}` for an object written on one line, as the tool's own one-line objects are. */
  padBraces?: () => boolean;
}

export interface ScriptStyle {
  quote: "'" | '"';
  quoteKeys: boolean;
}

/**
 * Where a member is written in its container: a value read through a const (in a script) stands where the const's
 * name is, not at the const's value.
 */
export function written(node: Node): { offset: number; length: number } {
  return (node as { [WRITTEN_AT]?: { offset: number; length: number } })[WRITTEN_AT] ?? node;
}

export function nodeAt(ctx: PassContext, path: PathSegment[]): Node | undefined {
  return nodeAtPath(ctx.root, path);
}

/** How a container is written: on one line (and with which spacing) or over several, with which indent. */
export interface Layout {
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

export function lineIndent(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart))![0];
}

export function layoutOf(ctx: PassContext, container: Node): Layout {
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
export function quoted(s: string, quote: "'" | '"'): string {
  if (quote === '"') return JSON.stringify(s);
  return `'${JSON.stringify(s).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

export const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A property key: quoted in JSON; in scripts bare when it is an identifier, unless the code quotes such keys. */
export function keyText(key: string, layout: Layout): string {
  return layout.script && !layout.script.quoteKeys && IDENTIFIER.test(key) ? key : stringText(key, layout);
}

/** A value computed when first asked for (a one-line object is rare: most tools never need the brace style). */
export function once<T>(f: () => T): () => T {
  let value: { v: T } | undefined;
  return () => (value ??= { v: f() }).v;
}

/** How the tool's one-line objects write their braces: `{ "a": 1 }` (padded) or `{"a": 1}`; undefined when even. */
export function braceStyle(text: string, nodes: Node[]): 'padded' | 'tight' | undefined {
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
export function treeNodes(root: Node): Node[] {
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
export class Raw {
  constructor(
    readonly text: string,
    readonly indent: string | undefined,
    readonly script: boolean,
  ) {}
}

/** The text of a node as written (in a script, a value read through a const is its name), as a value to render. */
export function rawOf(ctx: PassContext, node: Node): Raw {
  const at = written(node);
  const text = ctx.text.slice(at.offset, at.offset + at.length);
  return new Raw(text, /[\r\n]/.test(text) ? lineIndent(ctx.text, at.offset) : undefined, ctx.script !== undefined);
}

/** A value with its copies (Copy) read from the current text; a copy of something no longer there is its value. */
export function resolveCopies(ctx: PassContext, value: unknown): unknown {
  if (value instanceof Copy) {
    const node = nodeAt(ctx, value.path);
    return node ? rawOf(ctx, node) : value.value;
  }
  return Array.isArray(value) ? value.map((v) => resolveCopies(ctx, v)) : value;
}

export const LINE_BREAK = 14; // jsonc-parser's SyntaxKind.LineBreakTrivia (a const enum, not importable here)

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
export function render(value: unknown, layout: Layout, indent: string): string {
  const one = inline(value, layout);
  if (!layout.multiline || (one.length <= 60 && !/[\r\n]/.test(one)) || typeof value !== 'object' || value === null) return one;
  return pretty(value, layout, indent);
}
