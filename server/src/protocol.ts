// Custom messages between the toollint client and server, declared once for both sides.
import type { Range } from 'vscode-languageserver-types';

/** Request: what the status bar shows for a document and cursor. */
export const STATUS_REQUEST = 'toollint/status';
export interface StatusParams {
  uri: string;
  position?: { line: number; character: number };
}
export interface StatusResult {
  /** e.g. "book_flight · 312 tokens/call" or "4 tools · 1.2k tokens/call · 2 errors"; empty when the file has no tools. */
  text: string;
  tooltip: string;
  /** The file's errors as Problems counts them (at most 1000 per file). */
  errors: number;
  /** The errors of the tool under the cursor, when there is one. */
  toolErrors?: number;
}

/** Request: the per-file report (a table of tools, tokens per target, findings). */
export const REPORT_REQUEST = 'toollint/report';
export interface ReportParams {
  uri: string;
}
export interface ReportTool {
  name: string;
  shape: string;
  range: Range;
  tokens: { openai: number; openaiPerRequest: number; anthropic: number; anthropicPerRequest: number; google: number; heuristic: number };
  encoding: string;
  descriptionChars: number;
  schemaHash: string;
  /** What each top-level property adds to the OpenAI tokens per call (the rest is the tool's name, description, frame). */
  properties?: { name: string; tokens: number }[];
  findings: ReportFinding[];
}
export interface ReportFinding {
  rule: string;
  severity: string;
  targets: string[];
  message: string;
  range: Range;
}
export interface ReportResult {
  uri: string;
  tools: ReportTool[];
  skipped?: string;
  /** toollint.warnAboveTokens: the budget per tool per call. */
  budget?: number;
  /** A request with all these tools: the tools' tokens per call, and with what any request with tools pays once. */
  totals?: Record<'openai' | 'anthropic' | 'google', { perCall: number; perRequest: number }>;
  /** Findings of the document or the tool list, outside any one tool (duplicate-name, too-many-tools, ...). */
  fileFindings?: ReportFinding[];
}

/** Request: the edits of "Auto-strict all tools in file" (safe fixes). */
export const FIX_ALL_REQUEST = 'toollint/fixAll';
export interface FixAllParams {
  uri: string;
  unsafe?: boolean;
}

/** Client commands the server's code actions refer to: arguments [docs URL, rule id]. */
export const SHOW_DOCS_COMMAND = 'toollint.showDocumentation';
