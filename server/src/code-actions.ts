// Code actions: each finding's fix, Auto-strict for a tool or the file, fix-all on save, disable for a line, docs.
import { CodeAction, CodeActionKind, type CodeActionParams, type Diagnostic, type TextEdit as LspTextEdit } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { LineIndex } from '../../shared/src/sources/lines';
import { editsForFixes, fix, fixEdits, type TextEdit } from '../../shared/src/fix';
import type { LintResult } from '../../shared/src/lint';
import { docsUrl } from '../../shared/src/rules';
import type { Finding, PlannedFix } from '../../shared/src/finding';
import type { DiagnosticData } from './diagnostics';
import { toolAt } from './hover';
import { SHOW_DOCS_COMMAND } from './protocol';

export const FIX_ALL_KIND = `${CodeActionKind.SourceFixAll}.toollint`;

/** Languages where a comment is legal, so "disable for this line" is offered. */
const COMMENTS_ALLOWED = new Set(['jsonc', 'typescript', 'javascript', 'typescriptreact', 'javascriptreact']);

export function toLspEdits(text: string, edits: TextEdit[]): LspTextEdit[] {
  const lines = new LineIndex(text);
  return edits.map((e) => ({ range: lines.range({ offset: e.offset, length: e.length }), newText: e.newText }));
}

function workspaceEdit(doc: TextDocument, edits: LspTextEdit[]) {
  return { documentChanges: [{ textDocument: { uri: doc.uri, version: doc.version }, edits }] };
}

/** The finding a diagnostic stands for, when it comes from the lint of this very version. */
function findingOf(d: Diagnostic, result: LintResult, version: number): Finding | undefined {
  if (d.source !== 'toollint') return undefined;
  const data = d.data as DiagnosticData | undefined;
  if (!data || data.version !== version) return undefined;
  return result.findings[data.index];
}

export function fixAllAction(doc: TextDocument, result: LintResult, title = 'Auto-strict all tools in file', kind: string = FIX_ALL_KIND): CodeAction | undefined {
  const text = doc.getText();
  const fixed = fix(text, { languageId: doc.languageId, path: pathOf(doc.uri), config: result.config });
  if (fixed.edits.length === 0) return undefined;
  return { title, kind, edit: workspaceEdit(doc, toLspEdits(text, fixed.edits)) };
}

export function pathOf(uri: string): string | undefined {
  try {
    const u = new URL(uri);
    return u.protocol === 'file:' ? decodeURIComponent(u.pathname) : undefined;
  } catch {
    return undefined;
  }
}

export function codeActions(params: CodeActionParams, doc: TextDocument, result: LintResult): CodeAction[] {
  const text = doc.getText();
  const only = params.context.only;
  const wants = (kind: string) => !only || only.some((k) => kind === k || kind.startsWith(`${k}.`));
  const actions: CodeAction[] = [];

  if (only && only.some((k) => FIX_ALL_KIND.startsWith(k) && k !== CodeActionKind.Empty) && wants(FIX_ALL_KIND)) {
    const all = fixAllAction(doc, result);
    return all ? [all] : [];
  }
  if (!wants(CodeActionKind.QuickFix)) return actions;

  const lines = new LineIndex(text);
  const offset = lines.offset(params.range.start);
  for (const d of params.context.diagnostics) {
    const f = findingOf(d, result, doc.version);
    if (!f) continue;
    if (f.fix) {
      const edits = fixEdits(f);
      if (edits.length) {
        actions.push({
          title: f.fix.safe || f.fix.title.includes('unsafe') ? f.fix.title : `${f.fix.title} (unsafe)`,
          kind: CodeActionKind.QuickFix,
          diagnostics: [d],
          isPreferred: f.fix.safe,
          edit: workspaceEdit(doc, toLspEdits(text, edits)),
        });
      }
    }
    if (COMMENTS_ALLOWED.has(doc.languageId)) {
      const line = f.range.start.line;
      const lineText = text.slice(lines.offset({ line, character: 0 }), lines.offset({ line: line + 1, character: 0 }));
      const indent = /^[ \t]*/.exec(lineText)![0];
      const eol = text.includes('\r\n') ? '\r\n' : '\n';
      actions.push({
        title: `Disable ${f.rule} for this line`,
        kind: CodeActionKind.QuickFix,
        diagnostics: [d],
        edit: workspaceEdit(doc, [{ range: { start: { line, character: 0 }, end: { line, character: 0 } }, newText: `${indent}// toollint-disable-next-line ${f.rule}${eol}` }]),
      });
    }
    actions.push({ title: `Show documentation for ${f.rule}`, kind: CodeActionKind.QuickFix, diagnostics: [d], command: { title: 'Show documentation', command: SHOW_DOCS_COMMAND, arguments: [docsUrl(f.rule)] } });
  }

  const tool = toolAt(result.tools, offset);
  if (tool) {
    const safe = tool.findings.map((f) => f.fix).filter((x): x is PlannedFix => x !== undefined && x.safe);
    if (safe.length) {
      const edits = editsForFixes(safe, { config: result.config, selection: {} });
      if (edits.length) actions.push({ title: `Auto-strict this tool (${tool.name})`, kind: CodeActionKind.QuickFix, edit: workspaceEdit(doc, toLspEdits(text, edits)) });
    }
  }
  const all = fixAllAction(doc, result, 'Auto-strict all tools in file', CodeActionKind.QuickFix);
  if (all) actions.push(all);
  return actions;
}
