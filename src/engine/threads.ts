// Whether a run uses worker threads, apart from the pool (worker.ts), so that a run that does not
// (a hook's few files) loads neither the pool nor node:worker_threads.
import { availableParallelism } from 'node:os';

/** Below this many files, starting threads (and loading the parser in each) costs more than it saves. */
export const WORKER_THRESHOLD = 400;

/** How many threads a run uses when not told: one per core, at most 4 (reading is shared I/O). */
export function defaultThreads(): number {
  return Math.max(1, Math.min(4, availableParallelism()));
}
