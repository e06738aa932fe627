// Code actions: each finding's fix, Auto-strict for a tool or the file, fix-all on save, disable for a line, docs.
import { CodeAction, CodeActionKind, type CodeActionParams, type Diagnostic, type TextEdit as LspTextEdit } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { LineIndex } from '../../shared/src/sources/lines';
import { editsForFixes, fix, type TextEdit } from '../../shared/src/fix';
import type { LintResult } from '../../shared/src/lint';
import { docsUrl } from '../../shared/src/rules';
import type { Finding, PlannedFix } from '../../shared/src/finding';
import type { Range } from '../../shared/src/types';
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

/** A menu title as plain text: the editor shows backticks literally, so a `code span` loses its backticks. */
export function plainTitle(title: string): string {
  return title.replace(/`([^`]*)`/g, '$1').replace(/`/g, '');
}

/** The finding a diagnostic stands for, when it comes from the lint of this very version. */
function findingOf(d: Diagnostic, result: LintResult, version: number): Finding | undefined {
  if (d.source !== 'toollint') return undefined;
  const data = d.data as DiagnosticData | undefined;
  if (!data || data.version !== version) return undefined;
  return result.findings[data.index];
}

const before = (a: { line: number; character: number }, b: { line: number; character: number }) => a.line < b.line || (a.line === b.line && a.character < b.character);
const overlaps = (a: Range, b: Range) => !before(a.end, b.start) && !before(b.end, a.start);

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

/**
 * The actions for a range, in the order a user wants them: each finding's own fix first (a safe one preferred),
 * then Auto-strict of the tool and of the file, then "Disable ..." and "Show documentation". Only the fixes carry
 * their diagnostic: VS Code lists actions with diagnostics before those without, so the rest stays below every fix.
 * Nothing is offered on a range without a finding, except `source.fixAll.toollint` when asked for.
 */
export function codeActions(params: CodeActionParams, doc: TextDocument, result: LintResult): CodeAction[] {
  const text = doc.getText();
  const only = params.context.only;
  const wants = (kind: string) => !only || only.some((k) => kind === k || kind.startsWith(`${k}.`));

  if (only && only.some((k) => FIX_ALL_KIND.startsWith(k) && k !== CodeActionKind.Empty) && wants(FIX_ALL_KIND)) {
    const all = fixAllAction(doc, result);
    return all ? [all] : [];
  }
  if (!wants(CodeActionKind.QuickFix)) return [];

  // The findings here: those of the diagnostics the client sent, or (a client that sends none) those the range touches.
  let here: { finding: Finding; diagnostic?: Diagnostic }[] = params.context.diagnostics.flatMap((d) => {
    const finding = findingOf(d, result, doc.version);
    return finding ? [{ finding, diagnostic: d }] : [];
  });
  if (here.length === 0 && !params.context.diagnostics.some((d) => d.source === 'toollint')) {
    here = result.findings.filter((f) => overlaps(f.range, params.range)).map((finding) => ({ finding }));
  }
  if (here.length === 0) return [];

  const fixes: CodeAction[] = [];
  const rest: CodeAction[] = [];
  const lines = new LineIndex(text);
  const disabled = new Set<string>();
  const documented = new Set<string>();
  for (const { finding: f, diagnostic: d } of here) {
    // The fix, then its variants (one that keeps the handler's parameter type), which are never preferred.
    for (const planned of [...(f.fix ? [f.fix] : []), ...(f.alternatives ?? [])]) {
      const edits = editsForFixes([planned]);
      if (!edits.length) continue;
      const title = plainTitle(planned.safe || planned.title.includes('unsafe') ? planned.title : `${planned.title} (unsafe)`);
      fixes.push({ title, kind: CodeActionKind.QuickFix, ...(d ? { diagnostics: [d] } : {}), isPreferred: planned === f.fix && planned.safe, edit: workspaceEdit(doc, toLspEdits(text, edits)) });
    }
  }
  const tool = toolAt(result.tools, lines.offset(params.range.start));
  if (tool && here.some(({ finding }) => tool.findings.includes(finding))) {
    const safe = tool.findings.map((f) => f.fix).filter((x): x is PlannedFix => x !== undefined && x.safe);
    const edits = safe.length ? editsForFixes(safe, { config: result.config, selection: {} }) : [];
    if (edits.length) rest.push({ title: plainTitle(`Auto-strict this tool (${tool.name})`), kind: CodeActionKind.QuickFix, edit: workspaceEdit(doc, toLspEdits(text, edits)) });
  }
  const all = fixAllAction(doc, result, 'Auto-strict all tools in file', CodeActionKind.QuickFix);
  if (all) rest.push(all);
  for (const { finding: f } of here) {
    const line = f.range.start.line;
    if (COMMENTS_ALLOWED.has(doc.languageId) && !disabled.has(`${f.rule} ${line}`)) {
      disabled.add(`${f.rule} ${line}`);
      const lineText = text.slice(lines.offset({ line, character: 0 }), lines.offset({ line: line + 1, character: 0 }));
      const indent = /^[ \t]*/.exec(lineText)![0];
      const eol = text.includes('\r\n') ? '\r\n' : '\n';
      rest.push({
        title: `Disable ${f.rule} for this line`,
        kind: CodeActionKind.QuickFix,
        edit: workspaceEdit(doc, [{ range: { start: { line, character: 0 }, end: { line, character: 0 } }, newText: `${indent}// toollint-disable-next-line ${f.rule}${eol}` }]),
      });
    }
  }
  for (const { finding: f } of here) {
    if (documented.has(f.rule)) continue;
    documented.add(f.rule);
    rest.push({ title: `Show documentation for ${f.rule}`, kind: CodeActionKind.QuickFix, command: { title: 'Show documentation', command: SHOW_DOCS_COMMAND, arguments: [docsUrl(f.rule), f.rule] } });
  }
  return [...fixes, ...rest];
}
