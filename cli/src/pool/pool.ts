// The CLI's worker pool for large folders: worker_threads that each lint the files handed to them, the largest first,
// a few at a time as they become free (work stealing: one big file does not hold back a fixed share of small ones),
// while the main thread lints the smallest ones itself between their answers. Each outcome is delivered by the
// file's index; the caller puts them back in the files' order. A worker that dies is named with the file it was on,
// the files it had not started go to the others, and when no worker is left the main thread lints what remains.
import { Worker } from 'node:worker_threads';
import type { DiscoveredFile } from '../discover';
import type { Job, PoolOutcome, WorkerMessage, WorkerStart } from './protocol';

/**
 * How the pool is to run: `workers` threads besides the main thread, which lints too (measured on two cores: N-1
 * workers and the main thread beat N workers and an idle main thread, by a worker's start and its warm-up).
 */
export interface PoolPlan {
  workers: number;
}

/** Jobs sent ahead to a worker, so it never waits for the main thread (busy with a file of its own) between two. */
const AHEAD_FILES = 4;
/** ...but not much more than this many bytes (a worker's queue is work the others can no longer take). */
const AHEAD_BYTES = 256 * 1024;
/** Workers started in place of ones that died, at most, in one run. */
const MAX_RESTARTS = 4;

interface Slot {
  worker: Worker;
  ready: boolean;
  /** Indexes sent and not answered, oldest first (answers come in that order). */
  sent: number[];
  sentBytes: number;
}

/**
 * Lints `files` on `plan.workers` threads (and on the main thread, through `lintHere`), calling `deliver` once per
 * file with its outcome, in no particular order. Resolves when every file is delivered and every worker is gone.
 */
export async function runPool(options: {
  files: DiscoveredFile[];
  sizes: number[];
  plan: PoolPlan;
  entry: string;
  start: WorkerStart;
  lintHere: (index: number) => Promise<PoolOutcome>;
  deliver: (index: number, outcome: PoolOutcome) => void;
}): Promise<void> {
  const { files, sizes, plan, entry, start, lintHere, deliver } = options;
  // Largest first: the workers take from the front, the main thread from the back (the small files, between answers).
  const queue = files.map((_, i) => i).sort((a, b) => sizes[b]! - sizes[a]! || a - b);
  let head = 0;
  let tail = queue.length;
  let delivered = 0;
  let restarts = 0;
  const slots = new Set<Slot>();
  /** Set once the run is over (or failed): a worker's exit is then no news. */
  let closing = false;
  let wake: (() => void) | undefined;
  const nudge = () => {
    const w = wake;
    wake = undefined;
    w?.();
  };
  const done = (index: number, outcome: PoolOutcome) => {
    delivered++;
    deliver(index, outcome);
    nudge();
  };
  const fill = (slot: Slot) => {
    while (slot.ready && head < tail && slot.sent.length < AHEAD_FILES && (slot.sent.length === 0 || slot.sentBytes < AHEAD_BYTES)) {
      const index = queue[head++]!;
      slot.sent.push(index);
      slot.sentBytes += sizes[index]!;
      slot.worker.postMessage({ index, file: files[index]! } satisfies Job);
    }
  };
  /** Files a worker was given and will not answer: the oldest was its file when it died; the others go back. */
  const orphan = (slot: Slot, why: string) => {
    slots.delete(slot);
    if (closing) return;
    const [current, ...rest] = slot.sent;
    slot.sent = [];
    for (const index of rest.reverse()) queue[--head] = index;
    if (current !== undefined) done(current, { internal: why });
    if (slot.ready && head < tail && restarts < MAX_RESTARTS) {
      restarts++;
      spawn();
    }
    nudge();
  };
  const spawn = () => {
    const slot: Slot = { worker: new Worker(entry, { workerData: start, stdout: false, stderr: false }), ready: false, sent: [], sentBytes: 0 };
    slots.add(slot);
    let gone = false;
    slot.worker.on('message', (m: WorkerMessage) => {
      if ('ready' in m) slot.ready = true;
      else {
        // Answers come in the order sent; anything else is a worker that no longer follows the protocol.
        if (slot.sent[0] !== m.index) return;
        slot.sent.shift();
        slot.sentBytes -= sizes[m.index]!;
        done(m.index, m.outcome);
      }
      fill(slot);
    });
    slot.worker.on('error', (error) => {
      gone = true;
      orphan(slot, `the worker thread linting it failed (${error instanceof Error ? error.message : String(error)})`);
    });
    slot.worker.on('exit', (code) => {
      if (!gone) orphan(slot, `the worker thread linting it exited (code ${code})`);
      gone = true;
    });
  };
  try {
    for (let i = 0; i < Math.min(plan.workers, files.length); i++) spawn();
    while (delivered < files.length) {
      // The main thread lints the smallest file left, between the workers' answers.
      if (head < tail) {
        const index = queue[--tail]!;
        done(index, await lintHere(index));
        // Let the workers' answers in (and send them more) before the next file here.
        await new Promise<void>((resolve) => setImmediate(resolve));
        continue;
      }
      await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    closing = true;
    await Promise.all([...slots].map((s) => s.worker.terminate()));
  }
}
