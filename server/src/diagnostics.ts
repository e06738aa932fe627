// Findings as LSP diagnostics: source, code with a docs link, the targets in the message, related places.
import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver';
import { docsUrl } from '../../shared/src/rules';
import type { Severity } from '../../shared/src/types';
import type { Finding } from '../../shared/src/finding';

const SEVERITY: Record<Severity, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  info: DiagnosticSeverity.Information,
};

/** What a diagnostic carries back to code actions: which finding of the last lint it is. */
export interface DiagnosticData {
  index: number;
  version: number;
}

/** One docs link per rule, shared by its diagnostics (a big file has tens of thousands; a publish serializes them). */
const docsLinks = new Map<string, { href: string }>();
function docsLink(rule: string): { href: string } {
  let link = docsLinks.get(rule);
  if (!link) docsLinks.set(rule, (link = Object.freeze({ href: docsUrl(rule) })));
  return link;
}

/**
 * Each finding's message with its targets, made once: an incremental re-lint keeps the findings of the tools it did not
 * touch, and a big file publishes tens of thousands of them after every edit.
 */
const messages = new WeakMap<Finding, string>();
function messageOf(f: Finding): string {
  let message = messages.get(f);
  if (message === undefined) messages.set(f, (message = f.targets.length ? `[${f.targets.join(', ')}] ${f.message}` : f.message));
  return message;
}

export function toDiagnostic(f: Finding, uri: string, index: number, version: number): Diagnostic {
  const d: Diagnostic = {
    range: f.range,
    severity: SEVERITY[f.severity],
    source: 'toollint',
    code: f.rule,
    codeDescription: docsLink(f.rule),
    message: messageOf(f),
    data: { index, version } satisfies DiagnosticData,
  };
  if (f.related?.length) d.relatedInformation = f.related.map((r) => ({ location: { uri, range: r.range }, message: r.message }));
  return d;
}
