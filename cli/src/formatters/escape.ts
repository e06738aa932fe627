// Terminal-safe text: user strings (file names, tool names, messages that quote them) never reach a terminal raw.
// One module for every text formatter and for the CLI's own messages on stderr.

/**
 * Characters a terminal acts on or that reorder what it shows: C0 controls, DEL, C1 controls, the bidirectional
 * marks, embeddings, overrides and isolates (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), and the line
 * and paragraph separators U+2028, U+2029.
 */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const UNSAFE_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
// The same sets without the g flag: test() keeps no lastIndex and makes nothing (most text has none of them, and a
// replace() with no match still makes its result).
const HAS_UNSAFE = new RegExp(UNSAFE.source);
const HAS_UNSAFE_BUT_NEWLINE = new RegExp(UNSAFE_BUT_NEWLINE.source);
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function visible(c: string): string {
  const named = NAMED[c];
  if (named) return named;
  const code = c.charCodeAt(0);
  return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** One line of terminal text: every control, bidi override and line break shown as an escape (`\x1b`, `\u202e`, `\n`). */
export function terminalText(s: string): string {
  return HAS_UNSAFE.test(s) ? s.replace(UNSAFE, visible) : s;
}

/** Terminal text that may span lines: as terminalText, but `\n` stays a line break. */
export function terminalLines(s: string): string {
  return HAS_UNSAFE_BUT_NEWLINE.test(s) ? s.replace(UNSAFE_BUT_NEWLINE, visible) : s;
}

/**
 * Serialized JSON made safe to print: JSON.stringify escapes C0 controls but leaves DEL, C1 controls and bidi
 * overrides raw. They can only occur inside strings, where a `\uXXXX` escape is the same value.
 */
export function jsonText(json: string): string {
  return json.replace(/[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
