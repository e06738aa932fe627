// --format json: the documented, versioned JSON shape (DESIGN.md, "Contracts").
//
// Written as JSON.stringify(document, null, 2) would write it, one file at a time: a file's text is made as soon as it
// is linted (the CLI then keeps that text, not the lint's objects), and no object is built for the document.
import { jsonText } from './escape';
import type { FileReport, ReportedFinding, ReportedTool } from './types';
import { summarize, type Summary } from './summary';
import type { Range } from '../../../shared/src/types';

const str = JSON.stringify;

/** A number as JSON.stringify writes it (NaN and the infinities as null). */
function num(n: number): string {
  return Number.isFinite(n) ? String(n) : 'null';
}

/** A range as the value of a finding's or tool's field (ten spaces in). */
function range(r: Range): string {
  return `{\n            "start": {\n              "line": ${num(r.start.line)},\n              "character": ${num(r.start.character)}\n            },\n            "end": {\n              "line": ${num(r.end.line)},\n              "character": ${num(r.end.character)}\n            }\n          }`;
}

/** An object's fields at `indent`, written as JSON.stringify writes them: a field whose value is undefined is left out. */
function object(fields: [string, string | undefined][], indent: string): string {
  const lines: string[] = [];
  for (const [key, value] of fields) if (value !== undefined) lines.push(`${indent}  "${key}": ${value}`);
  return lines.length === 0 ? '{}' : `{\n${lines.join(',\n')}\n${indent}}`;
}

/** A scalar as JSON.stringify writes it; undefined stays undefined (its field is left out). */
function scalar(value: string | number | boolean | null | undefined): string | undefined {
  return typeof value === 'number' ? num(value) : value === undefined ? undefined : str(value);
}

const TOOL_INDENT = '        ';

function tool(t: ReportedTool): string {
  return (
    TOOL_INDENT +
    object(
      [
        ['name', scalar(t.name)],
        ['shape', scalar(t.shape)],
        ['pointer', scalar(t.pointer)],
        ['range', range(t.range)],
        ['tokens', scalar(t.tokens)],
        ['schemaHash', scalar(t.schemaHash)],
      ],
      TOOL_INDENT,
    )
  );
}

function finding(f: ReportedFinding): string {
  const targets = f.targets.length === 0 ? '[]' : `[\n${f.targets.map((t) => `${TOOL_INDENT}    ${str(t)}`).join(',\n')}\n${TOOL_INDENT}  ]`;
  return (
    TOOL_INDENT +
    object(
      [
        ['rule', scalar(f.rule)],
        ['severity', scalar(f.severity)],
        ['targets', targets],
        ['message', scalar(f.message)],
        ['tool', scalar(f.tool)],
        ['pointer', scalar(f.pointer)],
        ['range', range(f.range)],
        ['fixable', scalar(f.fixable)],
      ],
      TOOL_INDENT,
    )
  );
}

function list(items: string[]): string {
  return items.length === 0 ? '[]' : `[\n${items.join(',\n')}\n      ]`;
}

/** One entry of `files`, at its indentation in the document (terminal-safe, as the whole document is). */
export function jsonFile(r: FileReport): string {
  let out = `    {\n      "path": ${str(r.path)},\n`;
  if (r.skipped) out += `      "skipped": ${str(r.skipped)},\n`;
  out += `      "tools": ${list(r.tools.map(tool))},\n`;
  out += `      "findings": ${list(r.findings.map(finding))}\n    }`;
  return jsonText(out);
}

/** The document around its files' entries (from jsonFile), in the order they are written. */
export function jsonDocument(files: string[], summary: Summary): string[] {
  const tail = `  "summary": {\n    "files": ${summary.files},\n    "tools": ${summary.tools},\n    "errors": ${summary.errors},\n    "warnings": ${summary.warnings},\n    "infos": ${summary.infos}\n  }\n}\n`;
  if (files.length === 0) return [`{\n  "version": 1,\n  "files": [],\n${tail}`];
  const parts = ['{\n  "version": 1,\n  "files": [\n'];
  files.forEach((f, i) => parts.push(i < files.length - 1 ? `${f},\n` : `${f}\n`));
  parts.push(`  ],\n${tail}`);
  return parts;
}

export function formatJson(reports: FileReport[]): string {
  return jsonDocument(reports.map(jsonFile), summarize(reports)).join('');
}
