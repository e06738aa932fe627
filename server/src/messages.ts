// What the server accepts from a client: every field of a message checked before use, so no message can stop it.
import type { TextDocumentContentChangeEvent, TextDocumentsConfiguration } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { kindOf as kind } from '../../shared/src/args';
import type { Position, Range } from '../../shared/src/types';

export type { Position, Range };

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

export function isPosition(p: unknown): p is Position {
  return typeof p === 'object' && p !== null && isCount((p as Position).line) && isCount((p as Position).character);
}

export function isRange(r: unknown): r is Range {
  return typeof r === 'object' && r !== null && isPosition((r as Range).start) && isPosition((r as Range).end);
}

/** `params.textDocument.uri` (or `params.uri` for toollint's own requests) when it is a string. */
export function uriOf(params: unknown): string | undefined {
  if (typeof params !== 'object' || params === null) return undefined;
  const p = params as { uri?: unknown; textDocument?: { uri?: unknown } | null };
  const uri = typeof p.textDocument === 'object' && p.textDocument !== null ? p.textDocument.uri : p.uri;
  return typeof uri === 'string' ? uri : undefined;
}

/** A content change the document can apply: a string, for the whole text or for a range of numbers. */
function isChange(c: unknown): c is TextDocumentContentChangeEvent {
  if (typeof c !== 'object' || c === null || typeof (c as { text?: unknown }).text !== 'string') return false;
  return !('range' in c) || isRange((c as { range: unknown }).range);
}

/**
 * The documents' life cycle with every field checked (vscode-languageserver passes them on as they came): an open
 * without a text, or with a text that is not a string, is an empty document (a later full change brings it back in
 * step); a change that cannot be applied is dropped; a version that is not a number keeps the last one. Each is
 * said once in the log. An open without a string uri cannot be addressed: it throws, and the connection logs that.
 */
export function checkedDocuments(warn: (message: string) => void): TextDocumentsConfiguration<TextDocument> {
  return {
    create(uri: unknown, languageId: unknown, version: unknown, content: unknown): TextDocument {
      if (typeof uri !== 'string') throw new TypeError(`didOpen: textDocument.uri must be a string, got ${kind(uri)}; the document is ignored`);
      if (typeof content !== 'string') warn(`didOpen ${uri}: textDocument.text must be a string, got ${kind(content)}; it is read as an empty document`);
      return TextDocument.create(uri, typeof languageId === 'string' ? languageId : '', isCount(version) ? version : 0, typeof content === 'string' ? content : '');
    },
    update(document: TextDocument, changes: unknown, version: unknown): TextDocument {
      const list: unknown[] = Array.isArray(changes) ? changes : [];
      const good = list.filter(isChange);
      if (good.length !== list.length || !Array.isArray(changes)) {
        warn(`didChange ${document.uri}: ${Array.isArray(changes) ? `${list.length - good.length} of ${list.length} content changes` : `contentChanges (${kind(changes)})`} could not be applied and were dropped`);
      }
      return TextDocument.update(document, good, isCount(version) ? version : document.version);
    },
  };
}
