// Python string literals as Python reads them: prefixes (r, b, u, f and their mixes), triple quotes, escapes. Linear in
// the literal's length.
import type { PyNode } from './parser';

/** One piece of a string literal: text (decoded), or an f-string's `{...}` as written. */
export type StringPiece = { text: string } | { interpolation: string; at: { offset: number; length: number } };

export interface ReadString {
  pieces: StringPiece[];
  bytes: boolean;
  /** An escape Python knows but toollint does not decode (`\N{...}`): the value is not known. */
  unknownEscape: boolean;
}

const SIMPLE: Record<string, string> = { '\\': '\\', "'": "'", '"': '"', a: '\x07', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', '\n': '', '\r': '' };

/** Decodes the escapes of a non-raw literal's text; undefined for one toollint does not decode. */
function unescape(s: string): string | undefined {
  if (!s.includes('\\')) return s;
  let unknown = false;
  const out = s.replace(/\\(\r\n|x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|[0-7]{1,3}|N\{[^}]*\}|[\s\S])/g, (m, e: string) => {
    if (e === '\r\n') return '';
    if (e in SIMPLE) return SIMPLE[e]!;
    if (/^[xuU]/.test(e)) {
      const code = parseInt(e.slice(1), 16);
      if (code > 0x10ffff) return ((unknown = true), m);
      return String.fromCodePoint(code);
    }
    if (/^[0-7]/.test(e)) return String.fromCharCode(parseInt(e, 8));
    if (e.startsWith('N{')) return ((unknown = true), m);
    return m; // Python keeps an unknown escape as written
  });
  return unknown ? undefined : out;
}

/** Reads a `string` node: its prefix, its body between the quotes, f-string interpolations kept apart. */
export function readString(node: PyNode, text: string): ReadString {
  const start = node.firstChild;
  const end = node.lastChild;
  const opening = start && start.type === 'string_start' ? text.slice(start.startIndex, start.endIndex) : '"';
  let cut = opening.length;
  while (cut > 0 && (opening[cut - 1] === '"' || opening[cut - 1] === "'")) cut--;
  const prefix = opening.slice(0, cut).toLowerCase();
  const raw = prefix.includes('r');
  const fstring = prefix.includes('f') || prefix.includes('t');
  const bytes = prefix.includes('b');
  const bodyStart = start ? start.endIndex : node.startIndex;
  const bodyEnd = end && end.type === 'string_end' ? end.startIndex : node.endIndex;
  const pieces: StringPiece[] = [];
  let unknownEscape = false;
  const addText = (s: string) => {
    let t = fstring ? s.replace(/\{\{/g, '{').replace(/\}\}/g, '}') : s;
    if (!raw) {
      const u = unescape(t);
      if (u === undefined) unknownEscape = true;
      t = u ?? t;
    }
    const last = pieces[pieces.length - 1];
    if (last && 'text' in last) last.text += t;
    else pieces.push({ text: t });
  };
  let pos = bodyStart;
  if (fstring) {
    for (let c = node.firstNamedChild; c; c = c.nextNamedSibling) {
      if (c.type !== 'interpolation') continue;
      addText(text.slice(pos, c.startIndex));
      pieces.push({ interpolation: text.slice(c.startIndex, c.endIndex), at: { offset: c.startIndex, length: c.endIndex - c.startIndex } });
      pos = c.endIndex;
    }
  }
  addText(text.slice(pos, Math.max(pos, bodyEnd)));
  return { pieces, bytes, unknownEscape };
}

/** The quote a piece of Python writes its strings with (the first one met). */
export function pythonQuote(code: string): "'" | '"' {
  const m = /['"]/.exec(code);
  return m && m[0] === "'" ? "'" : '"';
}
