// Python syntax through tree-sitter, read without running anything: spans, string literals (escapes, prefixes, implicit
// concatenation), literal values, call arguments, and inspect.cleandoc for docstrings.
import type { Node } from 'web-tree-sitter';
import type { Span } from './model';

export type PyNode = Node;

export function spanOf(n: PyNode): Span {
  return { offset: n.startIndex, length: n.endIndex - n.startIndex };
}

export function textOf(n: PyNode, text: string): string {
  return text.slice(n.startIndex, n.endIndex);
}

/** A dotted name (`mcp.tool`, `typing.Optional`, `x`) as written, or undefined for anything else. */
export function dottedName(n: PyNode | null | undefined, text: string): string | undefined {
  if (!n) return undefined;
  if (n.type === 'identifier') return textOf(n, text);
  if (n.type === 'attribute') {
    const obj = dottedName(n.childForFieldName('object'), text);
    const attr = n.childForFieldName('attribute');
    return obj && attr ? `${obj}.${textOf(attr, text)}` : undefined;
  }
  return undefined;
}

/** A call's positional arguments and keyword arguments (`**kw` and `*a` make it open: `spread`). */
export function callArgs(call: PyNode): { positional: PyNode[]; keywords: Map<string, { name: PyNode; value: PyNode }>; spread: boolean } {
  const positional: PyNode[] = [];
  const keywords = new Map<string, { name: PyNode; value: PyNode }>();
  let spread = false;
  const args = call.childForFieldName('arguments');
  for (const a of args?.namedChildren ?? []) {
    if (!a) continue;
    if (a.type === 'keyword_argument') {
      const name = a.childForFieldName('name');
      const value = a.childForFieldName('value');
      if (name && value) keywords.set(name.text, { name, value });
    } else if (a.type === 'list_splat' || a.type === 'dictionary_splat') spread = true;
    else if (a.type !== 'comment') positional.push(a);
  }
  return { positional, keywords, spread };
}

/** A string literal's prefix (`rb` of `rb'''`), lower case. */
function stringPrefix(opener: string): string {
  let end = opener.length;
  while (end > 0 && (opener[end - 1] === '"' || opener[end - 1] === "'")) end--;
  return opener.slice(0, end).toLowerCase();
}

const SIMPLE_ESCAPES: Record<string, string> = { '\\': '\\', "'": "'", '"': '"', a: '\x07', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', '\n': '' };

/** The value of one string literal's body (between its quotes), with Python's escapes; undefined for `\N{...}`. */
function unescape(body: string, raw: boolean, bytes: boolean): string | undefined {
  if (raw) return body;
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c !== '\\' || i + 1 >= body.length) {
      out += c;
      continue;
    }
    const d = body[++i];
    if (d === '\r' && body[i + 1] === '\n') {
      i++;
      continue;
    }
    if (d in SIMPLE_ESCAPES) out += SIMPLE_ESCAPES[d];
    else if (d >= '0' && d <= '7') {
      let j = i;
      while (j < i + 3 && j < body.length && body[j] >= '0' && body[j] <= '7') j++;
      out += String.fromCodePoint(parseInt(body.slice(i, j), 8));
      i = j - 1;
    } else if (d === 'x' || (!bytes && (d === 'u' || d === 'U'))) {
      const n = d === 'x' ? 2 : d === 'u' ? 4 : 8;
      const hex = body.slice(i + 1, i + 1 + n);
      if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== n) return undefined;
      const cp = parseInt(hex, 16);
      if (cp > 0x10ffff) return undefined;
      out += String.fromCodePoint(cp);
      i += n;
    } else if (d === 'N' && !bytes) return undefined;
    else out += `\\${d}`;
  }
  return out;
}

/**
 * The value of a string literal (`'a'`, `"""doc"""`, `r"..."`, `"a" "b"`); undefined for f-strings with
 * replacement fields, bytes and anything that is not a string literal.
 */
export function stringValue(n: PyNode | null | undefined, text: string): string | undefined {
  if (!n) return undefined;
  if (n.type === 'concatenated_string') {
    let out = '';
    for (const c of n.namedChildren) {
      if (!c || c.type === 'comment') continue;
      const v = stringValue(c, text);
      if (v === undefined) return undefined;
      out += v;
    }
    return out;
  }
  if (n.type === 'parenthesized_expression') {
    const inner = n.namedChildren.filter((c) => c && c.type !== 'comment');
    return inner.length === 1 ? stringValue(inner[0], text) : undefined;
  }
  if (n.type !== 'string') return undefined;
  const start = n.children.find((c) => c?.type === 'string_start');
  const end = n.children.find((c) => c?.type === 'string_end');
  if (!start || !end) return undefined;
  if (n.children.some((c) => c?.type === 'interpolation')) return undefined;
  const opener = textOf(start, text);
  const prefix = stringPrefix(opener);
  if (prefix.includes('b')) return undefined;
  const body = text.slice(start.endIndex, end.startIndex);
  // f-strings without fields still decode `{{` and `}}`.
  const value = unescape(body, prefix.includes('r'), false);
  return value !== undefined && prefix.includes('f') ? value.replace(/\{\{/g, '{').replace(/\}\}/g, '}') : value;
}

/** The text of an ASCII bytes literal (`b"..."`), as pydantic writes a bytes default; undefined for anything else. */
export function bytesValue(n: PyNode, text: string): string | undefined {
  if (n.type !== 'string') return undefined;
  const start = n.children.find((c) => c?.type === 'string_start');
  const end = n.children.find((c) => c?.type === 'string_end');
  if (!start || !end) return undefined;
  const prefix = stringPrefix(textOf(start, text));
  if (!prefix.includes('b')) return undefined;
  const v = unescape(text.slice(start.endIndex, end.startIndex), prefix.includes('r'), true);
  return v !== undefined && /^[\x00-\x7f]*$/.test(v) ? v : undefined;
}

/** A Python number literal's value (`1_000`, `0x1f`, `1e3`, `-2`), undefined for complex and other values. */
export function numberValue(n: PyNode, text: string): number | undefined {
  if (n.type === 'unary_operator') {
    const arg = n.childForFieldName('argument');
    const op = n.childForFieldName('operator');
    const v = arg ? numberValue(arg, text) : undefined;
    if (v === undefined || !op) return undefined;
    return op.text === '-' ? -v : op.text === '+' ? v : undefined;
  }
  if (n.type === 'parenthesized_expression') {
    const inner = n.namedChildren.filter((c) => c && c.type !== 'comment');
    return inner.length === 1 && inner[0] ? numberValue(inner[0], text) : undefined;
  }
  if (n.type !== 'integer' && n.type !== 'float') return undefined;
  const raw = textOf(n, text).replace(/_/g, '');
  if (/[jJ]$/.test(raw)) return undefined;
  if (n.type === 'integer') {
    const m = /^0([xob])(.*)$/i.exec(raw);
    if (m) {
      const v = parseInt(m[2], m[1].toLowerCase() === 'x' ? 16 : m[1].toLowerCase() === 'o' ? 8 : 2);
      return Number.isFinite(v) ? v : undefined;
    }
  }
  const v = Number(raw);
  return Number.isFinite(v) ? v : undefined;
}

/** inspect.cleandoc: tabs expanded, the first line stripped, the common indent of the others removed, blank ends dropped. */
export function cleandoc(doc: string): string {
  const lines = doc.replace(/\t/g, '        ').split(/\r\n|\r|\n/);
  let margin = Infinity;
  for (const l of lines.slice(1)) {
    const content = l.trimStart();
    if (content) margin = Math.min(margin, l.length - content.length);
  }
  const out = [lines[0].trimStart(), ...lines.slice(1).map((l) => (margin === Infinity ? l : l.slice(margin)))];
  while (out.length && !out[out.length - 1].trim()) out.pop();
  while (out.length && !out[0].trim()) out.shift();
  return out.join('\n');
}

/** The docstring of a function or class body: its first statement when that is a string literal. */
export function docstringNode(body: PyNode | null | undefined): PyNode | undefined {
  const first = body?.namedChildren.find((c) => c && c.type !== 'comment');
  if (first?.type !== 'expression_statement') return undefined;
  const e = first.namedChildren[0];
  return e && (e.type === 'string' || e.type === 'concatenated_string') ? e : undefined;
}
