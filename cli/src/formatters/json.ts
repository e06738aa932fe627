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

/** One entry of `files`, at its indentation in the document, terminal-safe (as the whole document is). */
export function jsonFile(r: FileReport): string {
  const entry = {
    path: r.path,
    ...(r.skipped ? { skipped: r.skipped } : {}),
    tools: r.tools.map((t) => ({ name: t.name, shape: t.shape, pointer: t.pointer, range: t.range, tokens: t.tokens, schemaHash: t.schemaHash })),
    findings: r.findings.map((f) => ({
      rule: f.rule,
      severity: f.severity,
      targets: f.targets,
      message: f.message,
      tool: f.tool,
      pointer: f.pointer,
      range: f.range,
      fixable: f.fixable,
    })),
  };
  // {"files": [entry]} puts the entry where the document has it: four spaces in, its fields six.
  const wrapped = JSON.stringify({ files: [entry] }, null, 2);
  return jsonText(wrapped.slice(OPEN.length, wrapped.length - CLOSE.length));
}

/** The document's pieces around its files' entries (jsonFile's, with ',\n' between them), in the order written. */
export function jsonDocument(files: string[], count: number, summary: Summary): string[] {
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
