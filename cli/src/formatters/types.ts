import type { LintedTool } from '../../../shared/src/lint';
import type { Finding } from '../../../shared/src/finding';

/** What the CLI learned about one file. */
export interface FileReport {
  /** Path as shown to the user (relative to the working directory). */
  path: string;
  /** The bytes of `path`, when the file's name is not valid UTF-8 (`path` shows those bytes as U+FFFD). */
  rawPath?: Buffer;
  tools: LintedTool[];
  findings: Finding[];
  /** Why the file was not analysed, if it was not. */
  skipped?: string;
}

export interface FormatContext {
  color: boolean;
  version: string;
}
