// --format json: the documented, versioned JSON shape (DESIGN.md, "Contracts").
//
// Written as JSON.stringify(document, null, 2) would write it, file by file and in pieces: a file's pieces are made as
// soon as it is linted (the CLI then keeps them, not the lint's objects), and neither an object for the document nor
// an intermediate copy of its text is made (the text is joined once, as it is written).
import { jsonText } from './escape';
import type { FileReport, ReportedFinding, ReportedTool } from './types';
import { summarize, type Summary } from './summary';
import type { Range } from '../../../shared/src/types';

/** A string as JSON, terminal-safe (jsonText: the characters it escapes occur only inside strings). */
function str(s: string): string {
  return jsonText(JSON.stringify(s));
}

/** A number as JSON.stringify writes it (NaN and the infinities as null). */
function num(n: number): string {
  return Number.isFinite(n) ? String(n) : 'null';
}

/** A scalar field's value as JSON.stringify writes it; undefined for a value it leaves out (its field is not written). */
function scalar(value: string | number | boolean | null | undefined): string | undefined {
  if (typeof value === 'string') return str(value);
  if (typeof value === 'number') return num(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return value === null ? 'null' : undefined;
}

/** A range as the value of a finding's or tool's field (ten spaces in). */
function range(r: Range): string {
  return `{\n            "start": {\n              "line": ${num(r.start.line)},\n              "character": ${num(r.start.character)}\n            },\n            "end": {\n              "line": ${num(r.end.line)},\n              "character": ${num(r.end.character)}\n            }\n          }`;
}

/** A tool's or finding's object (eight spaces in) from its fields in order; a field whose value is undefined is left out. */
function object(fields: [string, string | undefined][]): string {
  let out = '';
  for (const [key, value] of fields) {
    if (value === undefined) continue;
    out += `${out ? ',\n' : ''}          "${key}": ${value}`;
  }
  return out ? `        {\n${out}\n        }` : '        {}';
}

function tool(t: ReportedTool): string {
  return object([
    ['name', scalar(t.name)],
    ['shape', scalar(t.shape)],
    ['pointer', scalar(t.pointer)],
    ['range', range(t.range)],
    ['tokens', scalar(t.tokens)],
    ['schemaHash', scalar(t.schemaHash)],
  ]);
}

function finding(f: ReportedFinding): string {
  let targets = '[]';
  if (f.targets.length > 0) {
    targets = '[';
    f.targets.forEach((t, i) => (targets += `${i ? ',' : ''}\n            ${str(t)}`));
    targets += '\n          ]';
  }
  return object([
    ['rule', scalar(f.rule)],
    ['severity', scalar(f.severity)],
    ['targets', targets],
    ['message', scalar(f.message)],
    ['tool', scalar(f.tool)],
    ['pointer', scalar(f.pointer)],
    ['range', range(f.range)],
    ['fixable', scalar(f.fixable)],
  ]);
}

/** Appends the pieces of a list of objects (the value of a file's field) to `out`. */
function list<T>(items: T[], write: (item: T) => string, out: string[]): void {
  if (items.length === 0) {
    out.push('[]');
    return;
  }
  out.push('[\n');
  items.forEach((item, i) => out.push(i ? `,\n${write(item)}` : write(item)));
  out.push('\n      ]');
}

/**
 * One entry of `files`, at its indentation in the document: its pieces joined once (what the CLI keeps until it writes
 * is one flat string per file; the pieces die young).
 */
export function jsonFile(r: FileReport): string {
  const out: string[] = [];
  out.push(`    {\n      "path": ${str(r.path)},\n`);
  if (r.skipped) out.push(`      "skipped": ${str(r.skipped)},\n`);
  out.push('      "tools": ');
  list(r.tools, tool, out);
  out.push(',\n      "findings": ');
  list(r.findings, finding, out);
  out.push('\n    }');
  return out.join('');
}

/** The document's pieces around its files' entries (jsonFile's, with ',\n' between them), in the order written. */
export function jsonDocument(files: string[], count: number, summary: Summary): string[] {
  const tail = `  "summary": {\n    "files": ${summary.files},\n    "tools": ${summary.tools},\n    "errors": ${summary.errors},\n    "warnings": ${summary.warnings},\n    "infos": ${summary.infos}\n  }\n}\n`;
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
