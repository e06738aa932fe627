// A pool worker: lints the files the main thread sends, one at a time in the order sent, each read once, here, with
// this thread's own config lookup and result cache, and answers each with its piece of the output.
import { parentPort } from 'node:worker_threads';
import { createColors } from 'picocolors';
import { prepareFor as prepare } from '../../../shared/src/sources';
import { UsageError } from '../args';
import { FileLinter, lintFound } from '../lint-file';
import type { Job, PoolOutcome, WorkerMessage, WorkerStart } from './protocol';

/** True when workerData says this thread is a toollint pool worker. */
export function isPoolWorker(data: unknown): data is WorkerStart {
  return typeof data === 'object' && data !== null && (data as WorkerStart).toollintPool === 1;
}

export function serveWorker(start: WorkerStart): void {
  const port = parentPort;
  if (!port) throw new Error('a pool worker runs in a worker thread');
  const linter = new FileLinter(start.settings);
  const colors = createColors(start.color);
  const answer = async (job: Job): Promise<void> => {
    // A Buffer arrives as a Uint8Array.
    const raw = job.file.raw;
    const file = { path: job.file.path, ...(raw ? { raw: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength) } : {}) };
    let outcome: PoolOutcome;
    try {
      await prepare({ path: file.path }); // the Python parser, on the first Python file
      outcome = lintFound(linter, start.kind, colors, file);
    } catch (error) {
      outcome = error instanceof UsageError ? { usage: error.message } : { internal: `internal error (${error instanceof Error ? error.message : String(error)})` };
    }
    port.postMessage({ index: job.index, outcome } satisfies WorkerMessage);
  };
  // One file at a time, in the order sent (the main thread blames the oldest unanswered job if this thread dies).
  let queue = Promise.resolve();
  port.on('message', (job: Job) => {
    queue = queue.then(() => answer(job));
  });
  port.postMessage({ ready: true } satisfies WorkerMessage);
}
