// --format json: the documented, versioned JSON shape (DESIGN.md, "Contracts").
//
// Written file by file, as JSON.stringify(document, null, 2) writes it: a file's entry is made as soon as the file is
// linted (the CLI then keeps that text, not the lint's objects). JSON.stringify itself writes each entry, inside a
// wrapper that puts it at its indentation in the document.
import { jsonText } from './escape';
import type { FileReport } from './types';
import { summarize, type Summary } from './summary';

const OPEN = '{\n  "files": [\n';
const CLOSE = '\n  ]\n}';

/** What jsonText escapes (DEL and characters past ASCII): only user text (paths, names, pointers, messages) can hold it. */
const UNSAFE = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const DEL = 0x7f;
/** A file's text this long is kept as its UTF-8 bytes until the run ends (collect.ts's kept(); jsonFilePiece). */
export const KEPT_AS_BYTES = 4096;

/** {"files": [entry]}: JSON.stringify puts the entry where the document has it, four spaces in, its fields six. */
function wrappedEntry(r: FileReport): string {
  const tools = r.tools.map((t) => ({ name: t.name, shape: t.shape, pointer: t.pointer, range: t.range, tokens: t.tokens, schemaHash: t.schemaHash }));
  const findings = r.findings.map((f) => ({ rule: f.rule, severity: f.severity, targets: f.targets, message: f.message, tool: f.tool, pointer: f.pointer, range: f.range, fixable: f.fixable }));
  return JSON.stringify({ files: [{ path: r.path, ...(r.skipped ? { skipped: r.skipped } : {}), tools, findings }] }, null, 2);
}

/** The entry cut out of its wrapper, escaped where it holds what jsonText escapes (OPEN and CLOSE hold none). */
function entryText(wrapped: string, unsafe = UNSAFE.test(wrapped)): string {
  const text = wrapped.slice(OPEN.length, wrapped.length - CLOSE.length);
  return unsafe ? jsonText(text) : text;
}

/** One entry of `files`, at its indentation in the document, terminal-safe (as the whole document is). */
export function jsonFile(r: FileReport): string {
  return entryText(wrappedEntry(r));
}

/**
 * jsonFile's entry as the CLI keeps it: a long one as its UTF-8 bytes, cut out of the encoding of the wrapper's text
 * (no copy of the text as a string). The text is scanned once for what jsonText escapes, and only where it is not
 * ASCII (its encoding is then longer than it): ASCII text is checked for DEL alone, with a byte search.
 */
export function jsonFilePiece(r: FileReport): string | Uint8Array {
  const wrapped = wrappedEntry(r);
  if (wrapped.length < KEPT_AS_BYTES + OPEN.length + CLOSE.length) return entryText(wrapped);
  const bytes = Buffer.from(wrapped, 'utf8');
  const unsafe = bytes.length === wrapped.length ? bytes.indexOf(DEL) !== -1 : UNSAFE.test(wrapped);
  // OPEN and CLOSE are ASCII: their lengths in characters are their lengths in bytes.
  return unsafe ? entryText(wrapped, true) : bytes.subarray(OPEN.length, bytes.length - CLOSE.length);
}

/** The document's pieces around its files' entries (jsonFile's, with ',\n' between them), in the order written. */
export function jsonDocument<T>(files: T[], count: number, summary: Summary): (T | string)[] {
  const tail = `  "summary": ${JSON.stringify(summary, null, 2).replace(/\n/g, '\n  ')}\n}\n`;
  if (count === 0) return [`{\n  "version": 1,\n  "files": [],\n${tail}`];
  return ['{\n  "version": 1,\n  "files": [\n', ...files, `\n  ],\n${tail}`];
}

export function formatJson(reports: FileReport[]): string {
  const pieces: string[] = [];
  reports.forEach((r, i) => {
    if (i) pieces.push(',\n');
    pieces.push(jsonFile(r));
  });
  return jsonDocument(pieces, reports.length, summarize(reports)).join('');
}
