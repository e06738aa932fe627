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

/** What jsonText escapes: only user text (paths, names, pointers, messages) can hold it. */
const UNSAFE = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const unsafe = (s: string | null | undefined) => typeof s === 'string' && UNSAFE.test(s);

/**
 * One entry of `files`, at its indentation in the document, terminal-safe (as the whole document is). The entry's text
 * is scanned for what jsonText escapes only when one of its strings holds such a character (most files: none), which
 * each string is asked as it is copied; the rest of the text is ASCII: keys, numbers, JSON's own escapes, and the
 * engine's own identifiers (rule ids, severities, shapes, target ids, which the config is checked against, the hash).
 */
export function jsonFile(r: FileReport): string {
  let escape = unsafe(r.path) || unsafe(r.skipped);
  const tools = r.tools.map((t) => {
    if (!escape) escape = unsafe(t.name) || unsafe(t.pointer);
    return { name: t.name, shape: t.shape, pointer: t.pointer, range: t.range, tokens: t.tokens, schemaHash: t.schemaHash };
  });
  const findings = r.findings.map((f) => {
    if (!escape) escape = unsafe(f.message) || unsafe(f.tool) || unsafe(f.pointer);
    return { rule: f.rule, severity: f.severity, targets: f.targets, message: f.message, tool: f.tool, pointer: f.pointer, range: f.range, fixable: f.fixable };
  });
  const entry = { path: r.path, ...(r.skipped ? { skipped: r.skipped } : {}), tools, findings };
  // {"files": [entry]} puts the entry where the document has it: four spaces in, its fields six.
  const wrapped = JSON.stringify({ files: [entry] }, null, 2);
  const text = wrapped.slice(OPEN.length, wrapped.length - CLOSE.length);
  return escape ? jsonText(text) : text;
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
