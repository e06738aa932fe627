import type { LintedTool } from '../../../shared/src/lint';
import type { Finding } from '../../../shared/src/finding';

/**
 * What a formatter reads of a tool. Not the definition: a LintedTool reaches its document's whole parse tree, and a
 * run over a folder that kept every file's tree until the output was written spent a third of its time collecting.
 */
export type ReportedTool = Pick<LintedTool, 'name' | 'shape' | 'pointer' | 'range' | 'tokens' | 'schemaHash'>;

/** What a formatter reads of a finding (not its fix, which holds the tool's definition). */
export type ReportedFinding = Pick<Finding, 'rule' | 'severity' | 'targets' | 'message' | 'tool' | 'pointer' | 'range' | 'fixable' | 'related'>;

/** What the CLI learned about one file. */
export interface FileReport {
  /** Path as shown to the user (relative to the working directory). */
  path: string;
  /** The bytes of `path`, when the file's name is not valid UTF-8 (`path` shows those bytes as U+FFFD). */
  rawPath?: Buffer;
  tools: ReportedTool[];
  findings: ReportedFinding[];
  /** Why the file was not analysed, if it was not. */
  skipped?: string;
}

export interface FormatContext {
  color: boolean;
  version: string;
}
