// What the pipeline knows of a source language: a reader turns a text into segments (trees with offsets) where tools
// are found, says what it could not analyse, and gives each finding its fix in the language's own idiom. Adding a
// language is adding a folder beside json/ and typescript/ with one SourceReader, listed in sources/index.ts.
import type { FormattingOptions } from 'jsonc-parser';
import type { Finding, PlannedFix } from '../finding';
import type { TextEdit } from '../fix/compose';
import type { FixOp } from '../fix/ops';
import type { ToolDefinition } from '../extract/tool';
import type { PathSegment, Severity } from '../types';
import type { DuplicateKey, ParsedDocument, ParseProblem } from './json/json';
import type { LineIndex } from './lines';

/** A finding as the rules made it, relative to its tool, before the reader gives it a fix. */
export interface ToolFinding {
  rule: string;
  path: PathSegment[];
  /** The rule's message, in JSON Schema's terms. */
  message: string;
  severity: Severity;
  fix?: Omit<PlannedFix, 'tool'>;
}

export interface SourceDocument extends ParsedDocument {
  /** Other files of the workspace read for values this one imports (their change changes this file's tools). */
  imports?: string[];
  /** What could not be analysed (values built at run time, a file the parser gave up on): not-analyzable findings. */
  notAnalyzable: ParseProblem[];
  /** The tools to analyse among those extracted; those left out are reported in notAnalyzable. */
  analysable(tools: ToolDefinition[]): ToolDefinition[];
  /** Earlier copies of keys written twice in a tool, where the tool is written as data (a library's output is not). */
  duplicateKeys(tool: ToolDefinition): DuplicateKey[];
  /**
   * The fix a finding gets in this source (JSON ops, or code edits where a library builds the schema), related places,
   * and the message reworded in the source's terms where the schema is built by code (zod calls, Python hints):
   * a `message` returned replaces the rule's.
   */
  fixFor(tool: ToolDefinition, finding: ToolFinding, lines: LineIndex): Pick<Finding, 'fix' | 'alternatives' | 'related'> & { message?: string };
}

export interface SourceReader {
  /** Never throws: what cannot be read becomes problems. */
  read(text: string, opts: { path?: string; languageId?: string; readFile?: (path: string) => string | undefined }): SourceDocument;
  /** A fix as this language must offer it (in a script, one that edits a shared const is unsafe). */
  guardFix(fix: PlannedFix, findingPath: PathSegment[]): PlannedFix;
  /**
   * Auto-strict's edits for one tool in this language's own style (quotes, keys, the tool read again from the edited
   * file); without it, fix/ edits the tool as JSON text.
   */
  toolEdits?(tool: ToolDefinition, ops: FixOp[], format: FormattingOptions | undefined, replan: ((current: ToolDefinition) => FixOp[]) | undefined, options: EditOptions | undefined): TextEdit[];
}

/** How a reader's edits are checked: against a parse of the file as what it is. */
export interface EditOptions {
  path?: string;
  languageId?: string;
  /**
   * Check every batch of edits against a parse of the whole file (slow in a big file: the caller first tries
   * without and checks the file once; see editsForFixes).
   */
  careful?: boolean;
}

export type { ParseProblem };
