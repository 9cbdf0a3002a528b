// Reading and checking files on worker threads. The main thread hands out batches of files in
// order; each worker reads, prefilters, parses and checks them exactly as the main thread would
// (the same processFile) and sends the results back with their index, so the output order does
// not depend on which thread finished first. Used for large runs on machines with more than one
// core; a pre-commit hook's handful of files stays on the main thread, where there is no thread
// start-up to pay.
import { readFileSync } from 'node:fs';
import type { Stats } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { CheckResult } from '../core/index.js';
import { unneededEntry } from './cache/access.js';
import { contentHash } from './cache/path-state.js';
import type { CacheAccess, Vouched } from './cache/access.js';
import type { CacheEntry, ResultCache } from './cache/results.js';
import { createContext, processFile, type WorkerOptions } from './lint-file.js';
import type { FileResult } from './types.js';

export { defaultThreads, WORKER_THRESHOLD } from './threads.js';

interface Task {
  index: number;
  file: string;
  /** The cache's entry for the file, if any: the worker compares the content hash itself. */
  entry?: CacheEntry;
  /** Git's blob id and size for the file, when git vouches for it (unneededEntry). */
  vouched?: Vouched;
}

/** What happened to the cache for one file, replayed on the main thread's cache. */
type CacheEvent = { hit?: boolean; store?: CacheEntry; forget?: boolean; pending?: number; seen?: { mtimeMs: number; ino: number; ctimeMs: number; size: number } };

type ToWorker = { kind: 'batch'; tasks: Task[] };
type FromWorker =
  | { kind: 'results'; items: { index: number; result: FileResult; cache?: CacheEvent }[] }
  | { kind: 'failed'; message: string };

interface WorkerInit {
  gitlabV4Migrate: true;
  options: WorkerOptions;
  cache: boolean;
  /** Git's view is read while the files are (ResultCache.deferView): a file the prefilter turns away is keyed on the main thread after. */
  deferring?: boolean;
}

export interface PoolOptions {
  threads: number;
  options: WorkerOptions;
  cache?: ResultCache;
  /** Called on the main thread for each file as its result arrives (any order). */
  onResult?: (index: number, result: FileResult) => void;
  /**
   * Processes a file on the main thread, which then takes batches like a worker: `threads`
   * counts it, so one thread fewer is started (the main thread would otherwise mostly wait).
   */
  local?: (file: string) => Promise<FileResult>;
}

/** Processes `files` on `threads` threads (workers, and this one with `local`); results in the order of `files`. */
export async function processInWorkers(files: readonly string[], pool: PoolOptions): Promise<FileResult[]> {
  const out = new Array<FileResult>(files.length);
  const threads = Math.max(1, Math.min(pool.threads, files.length));
  const workerCount = pool.local ? threads - 1 : threads;
  // Batches by count: many files travel together (messages cost little next to reading them), and
  // the threads take the next batch as they finish one, so a batch of large files only slows the
  // thread that took it. Closing batches by bytes cost a stat per file on this thread, which the
  // corpus felt more than the imbalance it saved (npm run bench: 1.8 s against 1.5 s).
  const batchSize = Math.max(4, Math.min(64, Math.floor(files.length / (threads * 16))));
  let next = 0;
  const take = (): Task[] => {
    const tasks: Task[] = [];
    while (next < files.length && tasks.length < batchSize) {
      const index = next++;
      const file = files[index];
      const entry = pool.cache?.entry(file);
      const vouched = pool.cache?.blobOf(file);
      tasks.push({ index, file, ...(entry ? { entry } : {}), ...(vouched ? { vouched } : {}) });
    }
    return tasks;
  };

  // This thread's share: a batch at a time, letting the workers' messages in between batches.
  const here = async (local: (file: string) => Promise<FileResult>) => {
    for (let tasks = take(); tasks.length > 0; tasks = take()) {
      for (const { index, file } of tasks) {
        out[index] = await local(file);
        pool.onResult?.(index, out[index]);
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  };

  const workers: Worker[] = [];
  try {
    await Promise.all([
      ...(pool.local ? [here(pool.local)] : []),
      ...Array.from({ length: workerCount }, () =>
        new Promise<void>((resolve, reject) => {
          const init: WorkerInit = { gitlabV4Migrate: true, options: pool.options, cache: !!pool.cache, ...(pool.cache?.deferring ? { deferring: true } : {}) };
          const worker = spawn(init);
          workers.push(worker);
          // Two batches in flight: the next is queued while one is processed, so the worker
          // does not wait for this thread (busy with the walk's stats and other workers' results).
          let inFlight = 0;
          const send = () => {
            const tasks = take();
            if (tasks.length === 0) {
              if (inFlight === 0) resolve();
              return;
            }
            inFlight++;
            worker.postMessage({ kind: 'batch', tasks } satisfies ToWorker);
          };
          worker.on('message', (m: FromWorker) => {
            if (m.kind === 'failed') {
              reject(new Error(`a worker thread failed: ${m.message}`));
              return;
            }
            if (m.kind === 'results') {
              inFlight--;
              for (const { index, result, cache } of m.items) {
                out[index] = result;
                if (cache && pool.cache) replay(pool.cache, files[index], cache);
                pool.onResult?.(index, result);
              }
            }
            send();
          });
          worker.on('error', reject);
          worker.on('exit', (code) => {
            if (code !== 0) reject(new Error(`a worker thread stopped with exit code ${code}`));
          });
          send();
          send();
        }),
      ),
    ]);
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return out;
}

function replay(cache: ResultCache, file: string, event: CacheEvent): void {
  if (event.forget) {
    cache.delete(file);
    return;
  }
  if (event.seen) cache.saw(file, event.seen);
  if (event.pending !== undefined) cache.pend(file, event.pending);
  if (event.hit !== undefined) cache.count(event.hit);
  if (event.hit) cache.restat(file);
  if (event.store) cache.set(file, event.store);
}

/**
 * A worker's stack is 4 MiB unless told, half the main thread's: the parser (native) ends the
 * process on some trees the nesting scan lets through (templates nested 2,600 deep), where 16 MiB
 * holds four times the limit (test/reliability-nesting.test.ts).
 */
export const WORKER_RESOURCES = { stackSizeMb: 16 };

/**
 * Starts a worker on this very module. From the TypeScript sources (tests, `tsx`) the worker
 * registers tsx first; the built package runs its JavaScript directly.
 */
function spawn(init: WorkerInit): Worker {
  // The CLI runs bundled in one file (dist/cli/bin.js, for start-up time); its workers start from
  // this module as tsc built it, beside the bundle's folder.
  const here = new URL(import.meta.url);
  const self = /[\\/]worker\.[jt]s$/.test(here.pathname) ? here : new URL('../engine/worker.js', here);
  if (!self.pathname.endsWith('.ts')) return new Worker(self, { workerData: init, resourceLimits: WORKER_RESOURCES });
  const tsx = pathToFileURL(tsxEsmApi()).href;
  const boot = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(self.href)}); })`;
  return new Worker(boot, { eval: true, workerData: init, resourceLimits: WORKER_RESOURCES });
}

/** tsx's ESM `register()` entry, by its package's exports (require.resolve would pick the CommonJS one). */
function tsxEsmApi(): string {
  const pkgFile = createRequire(import.meta.url).resolve('tsx/package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { exports: Record<string, { import: { default: string } }> };
  return path.join(path.dirname(pkgFile), pkg.exports['./esm/api'].import.default);
}

// --- The worker side ---------------------------------------------------------------------------

function isWorkerInit(data: unknown): data is WorkerInit {
  return typeof data === 'object' && data !== null && (data as WorkerInit).gitlabV4Migrate === true;
}

if (!isMainThread && parentPort && isWorkerInit(workerData)) {
  const port = parentPort;
  const init = workerData;
  const ready = createContext(init.options).then((ctx) => ({ ctx, processFile }));
  // Batches are processed one after the other, in the order they came.
  let queue: Promise<unknown> = ready;
  port.on('message', (m: ToWorker) => {
    queue = queue
      .then(() => ready)
      .then(async ({ ctx, processFile }) => {
        const items: { index: number; result: FileResult; cache?: CacheEvent }[] = [];
        for (const task of m.tasks) {
          let event: CacheEvent | undefined;
          const access: CacheAccess | undefined = init.cache ? workerAccess(init, task, (e) => (event = { ...event, ...e })) : undefined;
          const result = await processFile(task.file, init.options.cwd, { ...ctx, cache: access, onWorker: true });
          items.push(event ? { index: task.index, result, cache: event } : { index: task.index, result });
        }
        port.postMessage({ kind: 'results', items } satisfies FromWorker);
      })
      .catch((e: unknown) => {
        port.postMessage({ kind: 'failed', message: e instanceof Error ? (e.stack ?? e.message) : String(e) } satisfies FromWorker);
      });
  });
}

/** The cache as seen from a worker: the one entry sent with the task; changes go back as an event. */
function workerAccess(init: WorkerInit, task: Task, report: (e: CacheEvent) => void): CacheAccess {
  return {
    lookup(_file, bytes) {
      const hash = contentHash(bytes);
      const result: CheckResult | undefined = task.entry?.hash === hash ? task.entry.result : undefined;
      report({ hit: !!result });
      return { hash, result };
    },
    store: (_file, entry) => report({ hit: false, store: entry }),
    unneeded(_file, latin1) {
      if (init.deferring) return report({ pending: latin1.length });
      const entry = unneededEntry(init.options.cacheStrategy ?? 'metadata', latin1, task.vouched);
      if (entry) report({ store: entry });
      else if (task.entry) report({ forget: true });
    },
    ...(init.deferring ? { opened: (_file: string, st: Stats) => report({ seen: { mtimeMs: st.mtimeMs, ino: st.ino, ctimeMs: st.ctimeMs, size: st.size } }) } : {}),
  };
}
