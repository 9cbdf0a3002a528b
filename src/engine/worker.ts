// Reading and checking files on worker threads. Every thread takes the next few files, in order,
// from one shared counter; each worker reads, prefilters, parses and checks them exactly as the main
// thread would (the same processFile) and sends the results back with their index, so the output
// order does not depend on which thread finished first. Used for large runs on machines with more than one
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

/** What the cache knows of a file before it is read, sent with the run's files: the worker compares the content hash itself. */
interface Known {
  /** The cache's entry for the file, if any. */
  entry?: CacheEntry;
  /** Git's blob id and size for the file, when git vouches for it (unneededEntry). */
  vouched?: Vouched;
}

/** What happened to the cache for one file, replayed on the main thread's cache. */
type CacheEvent = { hit?: boolean; store?: CacheEntry; forget?: boolean; pending?: number; seen?: { mtimeMs: number; ino: number; ctimeMs: number; size: number } };

/**
 * The run's files, what the cache knows of them (by index, only where it knows something), and the
 * counter every thread takes the next `chunk` of files from.
 */
type ToWorker = { kind: 'start'; files: readonly string[]; known: Map<number, Known>; counter: SharedArrayBuffer; chunk: number };
type FromWorker =
  | { kind: 'results'; items: { index: number; result: FileResult; cache?: CacheEvent }[] }
  | { kind: 'done' }
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
   * Processes a file on the main thread, which then takes files like a worker: `threads`
   * counts it, so one thread fewer is started (the main thread would otherwise mostly wait).
   */
  local?: (file: string) => Promise<FileResult>;
}

/** How long the main thread analyses before it lets the workers' results in (processInWorkers). */
const YIELD_MS = 4;

/** Processes `files` on `threads` threads (workers, and this one with `local`); results in the order of `files`. */
export async function processInWorkers(files: readonly string[], pool: PoolOptions): Promise<FileResult[]> {
  const out = new Array<FileResult>(files.length);
  const threads = Math.max(1, Math.min(pool.threads, files.length));
  const workerCount = pool.local ? threads - 1 : threads;
  // Every thread takes the next few files from one shared counter, in order: a worker never waits for this
  // thread to hand it more. (Handed out by message, in batches, a worker waited whenever this thread was
  // in a large file of its own: a second of a two-second run on the corpus.) A few files a take: the
  // counter is cheap, a results message a take is not free, and the last takes end the threads together.
  const chunk = Math.max(1, Math.min(16, Math.floor(files.length / (threads * 64))));
  const counter = new SharedArrayBuffer(4);
  const next = new Int32Array(counter);

  // This thread's share, letting the workers' results in every few milliseconds (fixes are written as they come).
  const here = async (local: (file: string) => Promise<FileResult>) => {
    let yielded = performance.now();
    for (let start = Atomics.add(next, 0, chunk); start < files.length; start = Atomics.add(next, 0, chunk)) {
      for (let index = start; index < Math.min(start + chunk, files.length); index++) {
        out[index] = await local(files[index]);
        pool.onResult?.(index, out[index]);
        if (performance.now() - yielded > YIELD_MS) {
          await new Promise((resolve) => setImmediate(resolve));
          yielded = performance.now();
        }
      }
    }
  };

  const workers: Worker[] = [];
  try {
    const running = Array.from({ length: workerCount }, () =>
      new Promise<void>((resolve, reject) => {
        const init: WorkerInit = { gitlabV4Migrate: true, options: pool.options, cache: !!pool.cache, ...(pool.cache?.deferring ? { deferring: true } : {}) };
        const worker = spawn(init);
        workers.push(worker);
        worker.on('message', (m: FromWorker) => {
          if (m.kind === 'failed') reject(new Error(`a worker thread failed: ${m.message}`));
          else if (m.kind === 'done') resolve();
          else
            for (const { index, result, cache } of m.items) {
              out[index] = result;
              if (cache && pool.cache) replay(pool.cache, files[index], cache);
              pool.onResult?.(index, result);
            }
        });
        worker.on('error', reject);
        worker.on('exit', (code) => {
          if (code !== 0) reject(new Error(`a worker thread stopped with exit code ${code}`));
        });
      }),
    );
    // Read while the workers start: the cache's entries and git's blob ids (a run that defers git's view has none yet).
    const known = new Map<number, Known>();
    if (pool.cache)
      files.forEach((file, index) => {
        const entry = pool.cache!.entry(file);
        const vouched = pool.cache!.blobOf(file);
        if (entry || vouched) known.set(index, { ...(entry ? { entry } : {}), ...(vouched ? { vouched } : {}) });
      });
    for (const worker of workers) worker.postMessage({ kind: 'start', files, known, counter, chunk } satisfies ToWorker);
    await Promise.all([...(pool.local ? [here(pool.local)] : []), ...running]);
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
  const ready = createContext(init.options);
  port.on('message', (m: ToWorker) => {
    void ready
      .then(async (ctx) => {
        const next = new Int32Array(m.counter);
        for (let start = Atomics.add(next, 0, m.chunk); start < m.files.length; start = Atomics.add(next, 0, m.chunk)) {
          const items: { index: number; result: FileResult; cache?: CacheEvent }[] = [];
          for (let index = start; index < Math.min(start + m.chunk, m.files.length); index++) {
            let event: CacheEvent | undefined;
            const access: CacheAccess | undefined = init.cache ? workerAccess(init, m.known.get(index), (e) => (event = { ...event, ...e })) : undefined;
            const result = await processFile(m.files[index], init.options.cwd, { ...ctx, cache: access, onWorker: true });
            items.push(event ? { index, result, cache: event } : { index, result });
          }
          port.postMessage({ kind: 'results', items } satisfies FromWorker);
        }
        port.postMessage({ kind: 'done' } satisfies FromWorker);
      })
      .catch((e: unknown) => {
        port.postMessage({ kind: 'failed', message: e instanceof Error ? (e.stack ?? e.message) : String(e) } satisfies FromWorker);
      });
  });
}

/** The cache as seen from a worker: what it knew of the file, sent with the run's files; changes go back as an event. */
function workerAccess(init: WorkerInit, known: Known | undefined, report: (e: CacheEvent) => void): CacheAccess {
  return {
    lookup(_file, bytes) {
      const hash = contentHash(bytes);
      const result: CheckResult | undefined = known?.entry?.hash === hash ? known.entry.result : undefined;
      report({ hit: !!result });
      return { hash, result };
    },
    store: (_file, entry) => report({ hit: false, store: entry }),
    unneeded(_file, latin1) {
      if (init.deferring) return report({ pending: latin1.length });
      const entry = unneededEntry(init.options.cacheStrategy ?? 'metadata', latin1, known?.vouched);
      if (entry) report({ store: entry });
      else if (known?.entry) report({ forget: true });
    },
    ...(init.deferring ? { opened: (_file: string, st: Stats) => report({ seen: { mtimeMs: st.mtimeMs, ino: st.ino, ctimeMs: st.ctimeMs, size: st.size } }) } : {}),
  };
}
