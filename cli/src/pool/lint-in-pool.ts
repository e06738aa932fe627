// Whether a run's files are linted by a pool (how many threads), and the pool's outcomes put back in the files' order,
// so the output is byte for byte the one-thread run's. Off unless asked: on two cores shared with other work (load 6
// to 14), the corpus lint (301 files, 8 MB) took 1.11-1.20x the one-thread wall time on 2 threads and 1.02-1.60x on
// 3 (json, stylish), with 1.13-1.31x its CPU and 70-215 MiB more; a worker's start alone costs about 0.3 s of CPU and
// 70 MiB (its own bundle, tokenizer table, JIT warm-up and heap). One thread already keeps about 1.3 cores busy (V8's
// collector and compiler threads), so two cores leave a pool little to win.
import { existsSync, statSync } from 'node:fs';
import { threadCount, UsageError } from '../args';
import type { ReportCollector } from '../collect';
import type { DiscoveredFile } from '../discover';
import { lintFound, type FileLinter } from '../lint-file';
import { runPool, type PoolPlan } from './pool';
import type { PoolOutcome, WorkerStart } from './protocol';

/** TOOLLINT_THREADS, as --threads (the flag wins); unset or empty: undefined. A bad value is a usage error. */
export function threadsFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const v = env.TOOLLINT_THREADS;
  return v === undefined || v === '' ? undefined : threadCount(v, 'TOOLLINT_THREADS');
}

/** The sizes of the files in bytes (0 for one that cannot be stat'ed: reading it will say why). */
function sizesOf(files: DiscoveredFile[]): number[] {
  return files.map((f) => {
    try {
      return statSync(f.raw ?? f.path).size;
    } catch {
      return 0;
    }
  });
}

/**
 * The pool for a run, or undefined for one thread. `threads` is --threads (or TOOLLINT_THREADS): N >= 2 lints a run of
 * two or more files on N threads, the main thread among them; unset, 0 or 1, one thread (on two cores the pool did
 * not pay for itself, above). `entry` is the bundled CLI a worker runs: from
 * source (a .ts file under tsx) there is none, and the run takes one thread.
 */
export function poolPlan(threads: number | undefined, files: DiscoveredFile[], entry: string): (PoolPlan & { sizes: number[]; entry: string }) | undefined {
  if (threads === undefined || threads < 2 || files.length < 2 || !/\.c?js$/.test(entry) || !existsSync(entry)) return undefined;
  return { workers: Math.min(threads, files.length) - 1, sizes: sizesOf(files), entry };
}

/**
 * Lints the found files with the pool, giving `take` each file's outcome in the files' order (as the one-thread loop
 * does); the main thread lints with `linter`, the workers each with their own.
 */
export async function lintInPool(
  files: DiscoveredFile[],
  plan: NonNullable<ReturnType<typeof poolPlan>>,
  start: WorkerStart,
  linter: FileLinter,
  collector: ReportCollector,
  take: (outcome: PoolOutcome, file: DiscoveredFile) => void,
): Promise<void> {
  const outcomes: (PoolOutcome | undefined)[] = new Array(files.length);
  let next = 0;
  // The first file's config error, said when the run is over (the one-thread run stops there: no output, exit 2).
  let failure: unknown;
  await runPool({
    files,
    sizes: plan.sizes,
    plan,
    entry: plan.entry,
    start,
    lintHere: async (index) => {
      try {
        return lintFound(linter, collector.kind, collector.colors, files[index]!);
      } catch (error) {
        // Said in its turn, as a worker's would be.
        if (error instanceof UsageError) return { usage: error.message };
        throw error;
      }
    },
    deliver: (index, outcome) => {
      outcomes[index] = outcome;
      // Outcomes in order, each as soon as those before it are in (the collector keeps text, not lint objects).
      while (failure === undefined && next < files.length && outcomes[next] !== undefined) {
        try {
          take(outcomes[next]!, files[next]!);
        } catch (error) {
          failure = error;
        }
        outcomes[next++] = undefined;
      }
    },
  });
  if (failure !== undefined) throw failure;
}
