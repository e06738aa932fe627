// What the main thread and a pool worker say to each other. Plain data only (structured clone): a job is a found file,
// an answer the file's outcome, which holds the text the output prints for the file, not the lint's objects.
import type { OutputKind } from '../collect';
import type { DiscoveredFile } from '../discover';
import type { FileOutcome, LintSettings } from '../lint-file';

/** workerData of a pool worker: everything a thread needs to lint the run's files as the main thread would. */
export interface WorkerStart {
  toollintPool: 1;
  settings: LintSettings;
  kind: OutputKind;
  color: boolean;
}

/** Main -> worker: lint the run's file number `index`. */
export interface Job {
  index: number;
  file: DiscoveredFile;
}

/** A file whose lint threw in the worker (a bug: lint() itself never throws), with the error's message. */
export interface InternalError {
  internal: string;
}

export type PoolOutcome = FileOutcome | InternalError;

/** Worker -> main: loaded and waiting for jobs, or a job's outcome (jobs are answered in the order they were sent). */
export type WorkerMessage = { ready: true } | { index: number; outcome: PoolOutcome };
