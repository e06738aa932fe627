// Template tags from packages that only reshape a string (`description: dedent\`...\``, `codeBlock\`...\``): the
// string they return is known exactly from the template, as the package computes it. Ported from the published
// packages (read with npm pack, checked by test/sources/tagged-templates.test.ts against outputs recorded from them):
//   dedent 1.7.2      default export, tagged: the raw strings, `\`-newline, `` \` ``, `\$`, `\{` unescaped, the values
//                     joined in, the least indentation of an indented line cut from every line starting with a space or
//                     tab, trimmed, then the escapes (`\n`, `\t`, `\xHH`, `\u{...}`...) turned into their characters.
//   ts-dedent 2.2.0   `dedent` (named or default): the cooked strings; the last line's indentation and the first
//                     newline dropped, the least indentation after a newline removed after each newline, each
//                     multi-line string value indented like the spaces before it.
//   langchain's `context` (@langchain/core 1.4): dedent's first unescaping and indentation cut, a multi-line string
//                     value indented like its line, other values as JSON, trimmed, then only `\n` turned into a newline.
//   common-tags 1.8.2 stripIndent, stripIndents, oneLine, oneLineTrim, and codeBlock, source, html (one tag, which
//                     also splits a multi-line string value into lines, drops null, undefined, NaN and booleans, and
//                     joins an array value keeping the indentation before it): the cooked strings, then each tag's
//                     transformers, in the package's order.
// The package's regular expressions are replaced by loops doing the same (linear on any text).
import type { Node as JsonNode } from 'jsonc-parser';
import type * as TS from 'typescript';
import { importOf } from './imports';
import { numberOf } from './joined';
import { RUNTIME, TOO_LONG } from './marks';
import type { Ts } from './parser';
import type { Scopes } from './ts-walk';

type Value = string | number | boolean | null | Value[];
type Tag = 'dedent' | 'ts-dedent' | 'lc-context' | 'stripIndent' | 'stripIndents' | 'oneLine' | 'oneLineTrim' | 'html';

const COMMON_TAGS: Record<string, Tag> = { stripIndent: 'stripIndent', stripIndents: 'stripIndents', oneLine: 'oneLine', oneLineTrim: 'oneLineTrim', codeBlock: 'html', source: 'html', html: 'html' };
/** Longest text a tag is computed on (the packages' own regular expressions would take as long as the string). */
const MAX_CHARS = 1_000_000;

/** Which known tag a tagged template uses, by what its tag is imported as; undefined for any other tag. */
export function knownTag(ts: Ts, scopes: Scopes, tag: TS.Expression): Tag | undefined {
  if (!ts.isIdentifier(tag)) return undefined;
  const from = importOf(ts, scopes, tag);
  if (!from) return undefined;
  if (from.specifier === 'dedent' && from.name === 'default') return 'dedent';
  if (from.specifier === 'ts-dedent' && (from.name === 'dedent' || from.name === 'default')) return 'ts-dedent';
  if ((from.specifier === 'langchain' || from.specifier === '@langchain/core/utils/context') && from.name === 'context') return 'lc-context';
  return from.specifier === 'common-tags' ? COMMON_TAGS[from.name] : undefined;
}

/** What reads a substitution (the literal reader's convert). */
export interface TagReader {
  readonly ts: Ts;
  convert(expr: TS.Expression, parent: JsonNode | undefined, depth: number): JsonNode | undefined;
  runtimeValue(node: TS.Node, parent: JsonNode | undefined, why: string): JsonNode;
}

/** The string a known tag returns for this template: a string node spanning it, or a run-time value saying why not. */
export function taggedTemplateValue(conv: TagReader, expr: TS.TaggedTemplateExpression, tag: Tag, span: { offset: number; length: number }, parent: JsonNode | undefined, depth: number): JsonNode {
  const ts = conv.ts;
  const t = expr.template;
  const cooked: (string | undefined)[] = [];
  const raw: string[] = [];
  const exprs: TS.Expression[] = [];
  // TypeScript marks a template part with an invalid escape (`\unicode`), whose cooked string a tag gets as undefined.
  const invalid = (ts.TokenFlags as unknown as Record<string, number | undefined>).ContainsInvalidEscape ?? 2048;
  const piece = (lit: TS.TemplateLiteralLikeNode) => {
    cooked.push(((lit as { templateFlags?: number }).templateFlags ?? 0) & invalid ? undefined : lit.text);
    raw.push((lit.rawText ?? lit.text).replace(/\r\n?/g, '\n'));
  };
  if (ts.isNoSubstitutionTemplateLiteral(t)) piece(t);
  else {
    piece(t.head);
    for (const s of t.templateSpans) {
      exprs.push(s.expression);
      piece(s.literal);
    }
  }
  const values: Value[] = [];
  let size = raw.reduce((n, s) => n + s.length, 0);
  for (const e of exprs) {
    const node = conv.convert(e, undefined, depth + 1);
    const v = node && (numberOf(node) ?? plain(node));
    if (v === undefined && node?.value === RUNTIME) return Object.assign(node, { parent });
    if (v === undefined) return conv.runtimeValue(e, parent, 'a value inside a tagged template that is not a literal string, number, boolean or list of them');
    size += JSON.stringify(v).length;
    values.push(v);
  }
  if (size > MAX_CHARS) return tooLong(conv.runtimeValue(expr, parent, `the template is longer than ${MAX_CHARS.toLocaleString('en-US')} characters`));
  const strings = tag === 'dedent' || tag === 'lc-context' ? raw : cooked;
  if (strings.some((s) => s === undefined)) return conv.runtimeValue(expr, parent, 'a template with an invalid escape sequence, whose strings the tag gets as undefined');
  let value: string;
  try {
    value = applyTag(tag, strings as string[], values);
  } catch (e) {
    if (e instanceof TooLong) return tooLong(conv.runtimeValue(expr, parent, `the string is longer than ${MAX_CHARS.toLocaleString('en-US')} characters`));
    return conv.runtimeValue(expr, parent, `the tag throws on this template (${e instanceof Error ? e.message : String(e)})`);
  }
  if (value.length > MAX_CHARS) return tooLong(conv.runtimeValue(expr, parent, `the string is longer than ${MAX_CHARS.toLocaleString('en-US')} characters`));
  return { type: 'string', value, ...span, parent } as JsonNode;
}

/** A string too long to read is no unknown text (its tool is not analysed): marked so. */
const tooLong = (node: JsonNode): JsonNode => Object.assign(node, { [TOO_LONG]: true });

/** Thrown when the string a tag builds grows past MAX_CHARS (an indentation repeated on every line of a value). */
class TooLong extends Error {}
const bounded = (s: string): string => {
  if (s.length > MAX_CHARS) throw new TooLong();
  return s;
};

/** A literal value of the reader's nodes (strings, numbers, booleans, null, arrays of them); undefined for anything else. */
function plain(n: JsonNode): Value | undefined {
  if (n.type === 'string' || n.type === 'number' || n.type === 'boolean') return n.value as string | number | boolean;
  if (n.type === 'null') return n.value === RUNTIME ? undefined : null;
  if (n.type !== 'array') return undefined;
  const out: Value[] = [];
  for (const c of n.children ?? []) {
    const v = plain(c);
    if (v === undefined) return undefined;
    out.push(v);
  }
  return out;
}

/** JavaScript's ToString of a value (`'' + v`): an array joins its items with commas, null and undefined items as ''. */
function str(v: Value): string {
  if (Array.isArray(v)) return v.map((x) => (x === null ? '' : str(x))).join(',');
  return String(v);
}

/** The tag's result for the template's strings (raw for dedent, cooked otherwise) and substitution values. */
export function applyTag(tag: Tag, strings: string[], values: Value[]): string {
  switch (tag) {
    case 'dedent':
      return dedent(strings, values);
    case 'ts-dedent':
      return tsDedent(strings, values);
    case 'lc-context':
      return langchainContext(strings, values);
    default:
      return commonTag(tag, strings, values);
  }
}

// --- dedent 1.7.2 ------------------------------------------------------------------------------------------------

const isSpace = (c: string | undefined): boolean => c !== undefined && /\s/.test(c);

/**
 * The smallest indentation of the lines that start with whitespace and have something after it (`/^(\s+)\S+/`), cut
 * from every line that starts with a space or a tab (dedent and LangChain's context both do this).
 */
function stripMinIndent(text: string): string {
  const lines = text.split('\n');
  let min: number | null = null;
  for (const l of lines) {
    let i = 0;
    while (i < l.length && isSpace(l[i])) i++;
    if (i > 0 && i < l.length) min = min === null ? i : Math.min(min, i);
  }
  return min === null ? text : lines.map((l) => (l[0] === ' ' || l[0] === '\t' ? l.slice(min!) : l)).join('\n');
}

function dedent(raw: string[], values: Value[]): string {
  let result = '';
  for (let i = 0; i < raw.length; i++) {
    result += unescapeTemplate(raw[i]!);
    if (i < values.length) result += str(values[i]!);
  }
  result = stripMinIndent(result).trim();
  return result
    .replace(/\\n/g, '\n')
    .replace(/\\t/g, '\t')
    .replace(/\\r/g, '\r')
    .replace(/\\v/g, '\v')
    .replace(/\\b/g, '\b')
    .replace(/\\f/g, '\f')
    .replace(/\\0/g, '\0')
    .replace(/\\x([\da-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
    .replace(/\\u\{([\da-fA-F]{1,6})\}/g, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/\\u([\da-fA-F]{4})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

/** dedent's first unescaping of a raw string: `\`-newline and the spaces and tabs after it dropped, `` \` `` `\$` `\{` unescaped. */
function unescapeTemplate(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === '\\' && s[i + 1] === '\n') {
      i += 2;
      while (i < s.length && (s[i] === ' ' || s[i] === '\t')) i++;
      i--;
    } else out += c;
  }
  // The other three in the package's order, each over the whole string (so `\\`` is read as the package reads it).
  return out.split('\\`').join('`').split('\\$').join('$').split('\\{').join('{');
}

// --- LangChain's context (@langchain/core 1.4 utils/context, exported by langchain too) ----------------------------

function langchainContext(raw: string[], values: Value[]): string {
  let result = '';
  // The leading whitespace of the result's last line (`/^(\s+)/` of it), kept as the result grows (the last line
  // found again at each value, over the whole result, was quadratic).
  let lead = '';
  let leadDone = false;
  const append = (piece: string) => {
    result = bounded(result + piece);
    const nl = piece.lastIndexOf('\n');
    if (nl >= 0) {
      lead = '';
      leadDone = false;
    }
    if (leadDone) return;
    const tail = piece.slice(nl + 1);
    let k = 0;
    while (k < tail.length && isSpace(tail[k])) k++;
    lead += tail.slice(0, k);
    leadDone = k < tail.length;
  };
  for (let i = 0; i < raw.length; i++) {
    append(unescapeTemplate(raw[i]!));
    if (i >= values.length) continue;
    let value = values[i]!;
    // alignValue: a multi-line string indented like the line it stands on (`/^(\s+)/` of that line).
    if (typeof value === 'string' && value.includes('\n') && lead) {
      const lines = value.split('\n');
      if (value.length + (lines.length - 1) * lead.length > MAX_CHARS) throw new TooLong();
      value = lines.join(`\n${lead}`);
    }
    append(typeof value === 'string' ? value : JSON.stringify(value));
  }
  return stripMinIndent(result).trim().split('\\n').join('\n');
}

// --- ts-dedent 2.2.0 ---------------------------------------------------------------------------------------------

const isTabOrSpace = (c: string | undefined): boolean => c === ' ' || c === '\t';

function tsDedent(cooked: string[], values: Value[]): string {
  const strings = [...cooked];
  // `/\r?\n([\t ]*)$/`: the last line, when it holds only spaces and tabs, with the newline before it.
  const last = strings[strings.length - 1]!;
  let end = last.length;
  while (end > 0 && isTabOrSpace(last[end - 1])) end--;
  if (last[end - 1] === '\n') strings[strings.length - 1] = last.slice(0, last[end - 2] === '\r' ? end - 2 : end - 1);
  // `/\n([\t ]+|(?!\s).)/g`: after each newline, its run of spaces and tabs, or 0 before a character that is no space.
  const indents: number[] = [];
  for (const s of strings) {
    for (let i = s.indexOf('\n'); i >= 0; i = s.indexOf('\n', i + 1)) {
      let j = i + 1;
      while (j < s.length && isTabOrSpace(s[j])) j++;
      if (j > i + 1) indents.push(j - i - 1);
      else if (j < s.length && !isSpace(s[j]) && s[j] !== '\u2028' && s[j] !== '\u2029') indents.push(0);
    }
  }
  if (indents.length) {
    const min = indents.reduce((a, b) => Math.min(a, b));
    // `\n[\t ]{min}` replaced by `\n`, left to right.
    const cut = (s: string): string => {
      let out = '';
      let from = 0;
      for (let i = s.indexOf('\n'); i >= 0; i = s.indexOf('\n', i + 1)) {
        let k = 0;
        while (k < min && isTabOrSpace(s[i + 1 + k])) k++;
        if (k === min) {
          out += s.slice(from, i + 1);
          from = i + 1 + min;
          i += min;
        }
      }
      return out + s.slice(from);
    };
    for (let i = 0; i < strings.length; i++) strings[i] = cut(strings[i]!);
  }
  strings[0] = strings[0]!.startsWith('\r\n') ? strings[0]!.slice(2) : strings[0]!.startsWith('\n') ? strings[0]!.slice(1) : strings[0]!;
  let out = strings[0]!;
  // `/(?:^|\n)( *)$/`: the spaces the last line holds, when it holds nothing else (null otherwise), kept as `out` grows
  // (the expression over the whole string at each value made many values quadratic).
  const spaces = (s: string) => /^ *$/.test(s);
  let endentation: string | null = null;
  const follow = (piece: string, first: boolean) => {
    const nl = piece.lastIndexOf('\n');
    if (nl >= 0 || first) {
      const tail = piece.slice(nl + 1);
      endentation = spaces(tail) ? tail : null;
    } else endentation = endentation !== null && spaces(piece) ? endentation + piece : null;
  };
  follow(out, true);
  values.forEach((value, i) => {
    const lines = typeof value === 'string' && value.includes('\n') ? value.split('\n') : undefined;
    const indent: string = endentation ?? '';
    if (lines && (value as string).length + (lines.length - 1) * indent.length > MAX_CHARS) throw new TooLong();
    const indented = lines ? lines.map((s, j) => (j === 0 ? s : indent + s)).join('\n') : str(value);
    const piece = indented + strings[i + 1]!;
    out = bounded(out + piece);
    follow(piece, false);
  });
  return out;
}

// --- common-tags 1.8.2 ---------------------------------------------------------------------------------------------

/** Where JavaScript's `^` matches with the m flag: the start and after each line terminator. */
const isLineTerminator = (c: string | undefined): boolean => c === '\n' || c === '\r' || c === '\u2028' || c === '\u2029';

function commonTag(tag: Tag, strings: string[], values: Value[]): string {
  let result = strings[0]!;
  const trailing = new Trailing();
  trailing.follow(result);
  for (let i = 1; i < strings.length; i++) {
    const sub = tag === 'html' ? htmlSubstitution(values[i - 1]!, trailing) : values[i - 1]!;
    const piece = ''.concat(str(sub), strings[i]!);
    result = bounded(''.concat(result, piece));
    trailing.follow(piece);
  }
  switch (tag) {
    case 'stripIndent':
      return stripIndentInitial(result).trim();
    case 'stripIndents':
      return stripIndentAll(result).trim();
    case 'oneLine':
      return newlineRuns(result, ' ').trim();
    case 'oneLineTrim':
      return newlineRuns(result, '').trim();
    default:
      return stripIndentInitial(result).trim();
  }
}

/**
 * `/(\n?[^\S\n]+)$/` on the result so far, kept as it grows (scanning the result back at each value was quadratic):
 * its trailing whitespace other than newlines, and whether a newline is before it.
 */
class Trailing {
  run = '';
  newline = false;
  follow(piece: string): void {
    let k = piece.length;
    while (k > 0 && piece[k - 1] !== '\n' && isSpace(piece[k - 1])) k--;
    if (k === 0) this.run += piece;
    else {
      this.run = piece.slice(k);
      this.newline = piece[k - 1] === '\n';
    }
  }
}

/** html's substitution transformers: splitStringTransformer('\n'), removeNonPrintingValuesTransformer, inlineArrayTransformer. */
function htmlSubstitution(value: Value, soFar: Trailing): Value {
  let v: Value = typeof value === 'string' && value.includes('\n') ? value.split('\n') : value;
  const printing = (x: Value) => x !== null && !(typeof x === 'number' && Number.isNaN(x)) && typeof x !== 'boolean';
  v = Array.isArray(v) ? v.filter(printing) : printing(v) ? v : '';
  if (!Array.isArray(v)) return v;
  const indent = soFar.run ? (soFar.newline ? '\n' : '') + soFar.run : undefined;
  const items = v.map(str);
  const sep = indent !== undefined ? indent : ' ';
  if (items.reduce((n, x) => n + x.length, 0) + Math.max(0, items.length - 1) * sep.length > MAX_CHARS) throw new TooLong();
  return items.join(sep);
}

/** The end of each run of whitespace other than `\n` (`[^\S\n]*`) starting at each index, computed right to left. */
function runEnds(s: string): Int32Array {
  const ends = new Int32Array(s.length + 1);
  ends[s.length] = s.length;
  for (let i = s.length - 1; i >= 0; i--) ends[i] = s[i] !== '\n' && isSpace(s[i]) ? ends[i + 1]! : i;
  return ends;
}

/** The line starts `^` (m flag) from `from` on, in order. */
function* lineStarts(s: string, from: number): Generator<number> {
  for (let p = from; p <= s.length; p++) if (p === 0 || isLineTerminator(s[p - 1])) yield p;
}

/** stripIndentTransformer('initial'): the least indentation (`/^[^\S\n]*(?=\S)/gm`) cut from every line that has that many characters (`/^.{n}/gm`). */
function stripIndentInitial(s: string): string {
  const ends = runEnds(s);
  let min: number | undefined;
  let pos = 0;
  for (const p of lineStarts(s, 0)) {
    if (p < pos) continue;
    const e = ends[p]!;
    if (e >= s.length || isSpace(s[e])) continue;
    const len = e - p;
    min = min === undefined ? len : Math.min(min, len);
    pos = len > 0 ? e : p + 1;
  }
  if (!min) return s;
  let out = '';
  let from = 0;
  pos = 0;
  for (const p of lineStarts(s, 0)) {
    if (p < pos || p + min > s.length) continue;
    let k = 0;
    while (k < min && !isLineTerminator(s[p + k])) k++;
    if (k < min) continue;
    out += s.slice(from, p);
    from = pos = p + min;
  }
  return out + s.slice(from);
}

/** stripIndentTransformer('all'): `/^[^\S\n]+/gm` removed. */
function stripIndentAll(s: string): string {
  const ends = runEnds(s);
  let out = '';
  let from = 0;
  for (const p of lineStarts(s, 0)) {
    if (p < from || ends[p]! === p) continue;
    out += s.slice(from, p);
    from = ends[p]!;
  }
  return out + s.slice(from);
}

/** oneLine's `/(?:\n(?:\s*))+/g` (with ' ') and oneLineTrim's `/(?:\n\s*)/g` (with ''): each newline and the whitespace after it. */
function newlineRuns(s: string, by: string): string {
  let out = '';
  let i = 0;
  while (i < s.length) {
    const nl = s.indexOf('\n', i);
    if (nl < 0) break;
    out += s.slice(i, nl) + by;
    i = nl + 1;
    while (i < s.length && isSpace(s[i])) i++;
  }
  return out + s.slice(i);
}
