// What the engine reports: a finding, and the Auto-strict fix it may carry.
import type { ToolDefinition } from './extract/tool';
import type { FixOp } from './fix/ops';
import type { Range, Severity, Span, TargetId } from './types';

export interface Finding {
  rule: string;
  severity: Severity;
  targets: TargetId[];
  message: string;
  /** Name of the tool, or null for a document- or list-level finding. */
  tool: string | null;
  /** JSON pointer in the document (JSON-lines files count as an array of records). */
  pointer: string;
  range: Range;
  span: Span;
  fixable: boolean;
  /** Other places the finding involves (duplicate-name, target-conflict). */
  related?: { message: string; range: Range; span: Span }[];
  /** The Auto-strict fix, with op paths relative to the tool object. Not part of the JSON output. */
  fix?: PlannedFix;
  /**
   * Other fixes for the same finding, offered as quick fixes after `fix` and never applied by Auto-strict (a variant
   * that keeps the handler's parameter type). Not part of the JSON output.
   */
  alternatives?: PlannedFix[];
}

export interface PlannedFix {
  rule: string;
  title: string;
  safe: boolean;
  ops: FixOp[];
  tool: ToolDefinition;
  /** Direct edits of the source instead of ops (zod code: `.optional()` -> `.nullable()`). */
  edits?: { offset: number; length: number; newText: string }[];
}
