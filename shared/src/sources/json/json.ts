// This folder reads JSON, JSONC and JSON lines (jsonc-parser). It never imports the rules, fix/ or the pipeline.
//
// Parses JSON, JSONC and JSON-lines text into segments with offsets (jsonc-parser does the parsing).
import { parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import type { PathSegment, Span } from '../../types';
import { strictJsonTree } from './strict-tree';

/** One parsed JSON value inside the document: the whole file, one JSON-lines record, or a JSON string's content. */
export interface Segment {
  /** The text jsonc-parser saw (the document, one line, or the decoded string). */
  text: string;
  root: Node | undefined;
  /** Maps an offset in `text` to an offset in the document. */
  toDocument(offset: number): number;
  /** Pointer of this segment's root in the document. */
  basePath: PathSegment[];
  /** True when the segment is the decoded content of a JSON string. */
  embedded: boolean;
  /** True for literals read from TypeScript/JavaScript source. */
  script?: boolean;
  /**
   * For a JSON string's content: whether every offset maps back exactly (read once, when first asked). When it does
   * not (a string jsonc-parser read differently from how its escapes are mapped), the segment is read, not edited.
   */
  exactOffsets?: () => boolean;
}

export interface ParseProblem {
  message: string;
  span: Span;
  /** The tool a not-analysable problem is about, when its name is known. */
  tool?: string;
}

export interface ParsedDocument {
  segments: Segment[];
  problems: ParseProblem[];
  jsonLines: boolean;
}

const PARSE_OPTIONS = { allowTrailingComma: true, disallowComments: false, allowEmptyContent: true };

/** Parses text as one JSON(C) document or, when it looks like JSON lines, as one record per line. Never throws. */
export function parseJsonDocument(text: string, opts: { jsonLines?: boolean } = {}): ParsedDocument {
  // A BOM is replaced by a space so that offsets stay those of the original text.
  const source = text.charCodeAt(0) === 0xfeff ? ' ' + text.slice(1) : text;
  const jsonLines = opts.jsonLines ?? looksLikeJsonLines(source);
  if (jsonLines) return parseJsonLines(source);
  const problems: ParseProblem[] = [];
  const root = safeParse(source, 0, problems);
  return {
    segments: root ? [{ text: source, root, toDocument: identity, basePath: [], embedded: false }] : [],
    problems,
    jsonLines: false,
  };
}

function identity(offset: number): number {
  return offset;
}

function safeParse(text: string, base: number, problems: ParseProblem[]): Node | undefined {
  // Plain JSON (most files) is read by the fast path; anything else by jsonc-parser, with its errors.
  const plain = strictJsonTree(text);
  if (plain) return plain;
  const errors: ParseError[] = [];
  let root: Node | undefined;
  try {
    root = parseTree(text, errors, PARSE_OPTIONS);
  } catch (error) {
    // jsonc-parser recurses per nesting level; pathological nesting overflows the stack.
    const reason = error instanceof RangeError ? 'it nests too deeply to analyse' : String(error);
    problems.push({ message: `The document could not be parsed: ${reason}.`, span: { offset: base, length: 1 } });
    return undefined;
  }
  for (const e of errors.slice(0, 20)) {
    problems.push({ message: describeParseError(e, text), span: { offset: base + e.offset, length: Math.max(1, e.length) } });
  }
  if (errors.length > 20) {
    problems.push({ message: `${errors.length - 20} more parse errors not shown.`, span: { offset: base + errors[20]!.offset, length: 1 } });
  }
  return root;
}

function describeParseError(e: ParseError, text: string): string {
  const code = printParseErrorCode(e.error);
  const words = code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  const near = e.offset < text.length ? ` near ${JSON.stringify(text.slice(e.offset, e.offset + 12))}` : ' at end of text';
  return `JSON parse error: ${words}${near}.`;
}

/** True when the language id or file name says JSON lines; undefined lets the content decide. */
export function jsonLinesHint(languageId: string | undefined, path: string | undefined): true | undefined {
  return languageId === 'jsonl' || /\.(jsonl|ndjson)$/i.test(path ?? '') ? true : undefined;
}

/** A .json file whose first line is a complete object and which has more after it is JSON lines. */
export function looksLikeJsonLines(text: string): boolean {
  const firstBreak = text.indexOf('\n');
  if (firstBreak < 0) return false;
  const first = text.slice(0, firstBreak).trim();
  if (!first.startsWith('{') || !first.endsWith('}')) return false;
  if (text.slice(firstBreak + 1).trim().length === 0) return false;
  const errors: ParseError[] = [];
  try {
    const node = parseTree(first, errors, PARSE_OPTIONS);
    return errors.length === 0 && node?.type === 'object';
  } catch {
    return false;
  }
}

function parseJsonLines(text: string): ParsedDocument {
  const segments: Segment[] = [];
  const problems: ParseProblem[] = [];
  let start = 0;
  let record = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const line = text.slice(start, end);
    if (line.trim().length > 0) {
      const base = start;
      const root = safeParse(line, base, problems);
      if (root) {
        segments.push({ text: line, root, toDocument: (o) => o + base, basePath: [record], embedded: false });
      }
      record++;
    }
    start = end + 1;
  }
  return { segments, problems, jsonLines: true };
}

/** A `{{name}}` placeholder of a request template (Postman, Mustache): bounded, so linear. */
const TEMPLATE_PLACEHOLDER = /\{\{[^{}\n]{1,200}\}\}/;
/** A key that holds a tool's schema in one of the JSON shapes. */
const SCHEMA_KEY = /"(?:parameters|input_schema|inputSchema|parametersJsonSchema|json)"\s*:/;

/**
 * Parses the content of a JSON string node that itself holds JSON (a tools array in a dataset).
 * Offsets inside the decoded string are mapped back through the escapes of the literal.
 */
export function parseEmbedded(outer: Segment, stringNode: Node, problems: ParseProblem[], basePath: PathSegment[]): Segment | undefined {
  const decoded = stringNode.value as string;
  const raw = outer.text.slice(stringNode.offset + 1, stringNode.offset + stringNode.length - 1);
  const rawStart = stringNode.offset + 1;
  let mapped: { map: Int32Array; exact: boolean } | undefined;
  const mapping = () => (mapped ??= decodedToRawOffsets(raw, decoded));
  const toDocument = (offset: number): number => {
    const { map } = mapping();
    const i = Math.max(0, Math.min(offset, decoded.length));
    return outer.toDocument(rawStart + map[i]!);
  };
  const exactOffsets = () => outer.text[stringNode.offset + stringNode.length - 1] === '"' && mapping().exact;
  const local: ParseProblem[] = [];
  const errors: ParseError[] = [];
  let root: Node | undefined = strictJsonTree(decoded);
  try {
    root ??= parseTree(decoded, errors, PARSE_OPTIONS);
  } catch {
    local.push({ message: 'The JSON inside this string nests too deeply to analyse.', span: { offset: 0, length: 1 } });
  }
  // A string that does not parse is reported only when it would hold tools or a tool's schema: a request template with
  // placeholders (a Postman body's `"to": {{Recipient-Phone-Number}}` or `PHONE_NUMBER`) is not broken tool data, it
  // is filled in before it is sent. Not read, and nothing to report.
  // A dataset's `"tools": "[...]"` is reported whatever it holds.
  const key = basePath[basePath.length - 1];
  const toolsKey = key === 'tools' || key === 'functions';
  if (errors.length > 0 && !toolsKey && (TEMPLATE_PLACEHOLDER.test(decoded) || !SCHEMA_KEY.test(decoded))) return undefined;
  for (const e of errors.slice(0, 5)) {
    local.push({ message: `${describeParseError(e, decoded)} (inside a JSON string)`, span: { offset: e.offset, length: Math.max(1, e.length) } });
  }
  for (const p of local) {
    const start = toDocument(p.span.offset);
    problems.push({ message: p.message, span: { offset: start, length: Math.max(1, toDocument(p.span.offset + p.span.length) - start) } });
  }
  if (!root) return undefined;
  return { text: decoded, root, toDocument, basePath, embedded: true, exactOffsets };
}

/** What `\x` decodes to, by the code of x. */
const SIMPLE_ESCAPES = new Map([...'"\\/bfnrt'].map((c, i) => [c.charCodeAt(0), '"\\/\b\f\n\r\t'.charCodeAt(i)]));

function isHexDigit(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}

/**
 * For each index of the decoded string, the offset of its first raw character in the literal, decoding escapes as
 * jsonc-parser does: `\uXXXX` is six characters for one, `\n` two for one, and an escape it rejects (`\q`, `\u12`)
 * stands for nothing. `exact` says the decoding gives the string jsonc-parser read, so the offsets are right.
 */
function decodedToRawOffsets(raw: string, decoded: string): { map: Int32Array; exact: boolean } {
  const map = new Int32Array(decoded.length + 1);
  let r = 0;
  let d = 0;
  let exact = true;
  while (r < raw.length && exact) {
    const c = raw.charCodeAt(r);
    let unit = -1; // the decoded code unit, or -1 for none
    const start = r;
    if (c !== 92 /* \ */) {
      unit = c;
      r++;
    } else if (r + 1 < raw.length) {
      const e = raw.charCodeAt(r + 1);
      r += 2;
      if (e === 117 /* u */) {
        let digits = 0;
        while (digits < 4 && isHexDigit(raw.charCodeAt(r + digits))) digits++;
        if (digits === 4) unit = parseInt(raw.slice(r, r + 4), 16);
        r += digits;
      } else unit = SIMPLE_ESCAPES.get(e) ?? -1;
    } else r++;
    if (unit < 0) continue;
    if (d >= decoded.length || decoded.charCodeAt(d) !== unit) exact = false;
    else map[d++] = start;
  }
  if (d !== decoded.length) exact = false;
  for (; d <= decoded.length; d++) map[d] = Math.min(r, raw.length);
  return { map, exact };
}

/** Objects with many members get an index from key to member (a lookup per finding and per fix op scanned them all). */
const MEMBER_INDEX = new WeakMap<Node, Map<string, Node>>();
const INDEX_FROM = 8;

/**
 * The member of an object (its property node) or of an array (the element) that a path segment names. Where a key is
 * written twice, the last one counts, as in JSON.parse and in JavaScript: lint and fix read the same copy.
 */
export function memberAt(node: Node, segment: PathSegment): Node | undefined {
  const children = node.children;
  if (!children) return undefined;
  if (typeof segment === 'number') return node.type === 'array' && segment >= 0 ? children[segment] : undefined;
  if (node.type !== 'object') return undefined;
  if (children.length < INDEX_FROM) {
    for (let i = children.length - 1; i >= 0; i--) if (keyOf(children[i]!) === segment) return children[i];
    return undefined;
  }
  let index = MEMBER_INDEX.get(node);
  if (!index) {
    index = new Map();
    for (let propIndex = 0; propIndex < children.length; propIndex++) {
      const prop = children[propIndex]!;
      const key = keyOf(prop);
      if (key !== undefined) index.set(key, prop);
    }
    MEMBER_INDEX.set(node, index);
  }
  return index.get(segment);
}

function keyOf(prop: Node): string | undefined {
  const key = prop.children?.[0];
  return prop.type === 'property' && prop.children?.length === 2 && typeof key?.value === 'string' ? key.value : undefined;
}

/** The value node at a path (jsonc-parser's findNodeAtLocation, but the last of duplicate keys counts). */
export function nodeAtPath(root: Node, path: readonly PathSegment[]): Node | undefined {
  let node: Node | undefined = root;
  for (let segmentIndex = 0; segmentIndex < path.length; segmentIndex++) {
    const segment = path[segmentIndex]!;
    if (!node) return undefined;
    const member = memberAt(node, segment);
    node = member?.type === 'property' ? member.children![1] : member;
  }
  return node;
}

/** A key written more than once in one object of a tree: the earlier copies, which JSON.parse ignores. */
export interface DuplicateKey {
  key: string;
  /** Path of the object holding the key, from the tree's root. */
  path: PathSegment[];
  /** The key node of the earlier copy. */
  earlier: Node;
}

/** Every earlier copy of a duplicate key in a tree, in document order; dead copies are not looked into. */
export function duplicateKeys(root: Node): DuplicateKey[] {
  interface Step {
    segment: PathSegment;
    up: Step | undefined;
  }
  const pathOf = (step: Step | undefined): PathSegment[] => {
    const rev: PathSegment[] = [];
    for (let s = step; s; s = s.up) rev.push(s.segment);
    return rev.reverse();
  };
  const out: DuplicateKey[] = [];
  // Objects and arrays only: scalars hold no key (most of a tree's nodes are scalars, none is stacked or remembered).
  const seen = new Set<Node>();
  const nodes: Node[] = [root];
  const steps: (Step | undefined)[] = [undefined];
  while (nodes.length > 0) {
    const node = nodes.pop()!;
    const step = steps.pop();
    if (seen.has(node)) continue;
    seen.add(node);
    const children = node.children;
    if (!children) continue;
    if (node.type === 'object') {
      const last = lastIndexOfRepeatedKeys(children);
      let path: PathSegment[] | undefined;
      for (let i = 0; i < children.length; i++) {
        const prop = children[i]!;
        const key = keyOf(prop);
        if (key === undefined) continue;
        if (last && last.get(key) !== i) out.push({ key, path: (path ??= pathOf(step)), earlier: prop.children![0]! });
        else if (prop.children![1]!.children) {
          nodes.push(prop.children![1]!);
          steps.push({ segment: key, up: step });
        }
      }
    } else if (node.type === 'array') {
      for (let i = 0; i < children.length; i++) {
        if (!children[i]!.children) continue;
        nodes.push(children[i]!);
        steps.push({ segment: i, up: step });
      }
    }
  }
  return out.sort((a, b) => a.earlier.offset - b.earlier.offset);
}

const HAS_DUPLICATE = new WeakMap<Node, boolean>();

/**
 * Whether any object of a parsed JSON tree writes a key twice, walked once per tree (a segment's root) and remembered:
 * most documents have none, and then no tool's own walk (duplicateKeys, with its paths) is needed. For trees
 * jsonc-parser built (no node is shared); readers that build their own trees use duplicateKeys alone.
 */
export function treeHasDuplicateKey(root: Node): boolean {
  const known = HAS_DUPLICATE.get(root);
  if (known !== undefined) return known;
  let found = false;
  const stack: Node[] = [root];
  while (stack.length > 0 && !found) {
    const node = stack.pop()!;
    const children = node.children;
    if (!children) continue;
    if (node.type === 'object') {
      if (lastIndexOfRepeatedKeys(children)) found = true;
      for (let i = 0; i < children.length; i++) {
        const value = children[i]!.children?.[1];
        if (value?.children) stack.push(value);
      }
    } else if (node.type === 'array') {
      for (let i = 0; i < children.length; i++) if (children[i]!.children) stack.push(children[i]!);
    }
  }
  HAS_DUPLICATE.set(root, found);
  return found;
}

/** For an object whose members repeat a key: each key's last member index; undefined when no key repeats (the usual). */
function lastIndexOfRepeatedKeys(children: Node[]): Map<string, number> | undefined {
  if (children.length < 2) return undefined;
  let repeated = false;
  if (children.length <= 8) {
    // A few members: their keys read once, then compared pairwise (cheaper than a set).
    const keys: (string | undefined)[] = [];
    for (let i = 0; i < children.length; i++) keys.push(keyOf(children[i]!));
    for (let i = 1; i < keys.length && !repeated; i++) {
      const key = keys[i];
      if (key === undefined) continue;
      for (let j = 0; j < i; j++) if (keys[j] === key) repeated = true;
    }
  } else {
    const keys = new Set<string>();
    for (let propIndex = 0; propIndex < children.length; propIndex++) {
      const prop = children[propIndex]!;
      const key = keyOf(prop);
      if (key === undefined) continue;
      if (keys.has(key)) {
        repeated = true;
        break;
      }
      keys.add(key);
    }
  }
  if (!repeated) return undefined;
  const last = new Map<string, number>();
  children.forEach((prop, i) => {
    const key = keyOf(prop);
    if (key !== undefined) last.set(key, i);
  });
  return last;
}
