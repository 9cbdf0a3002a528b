// A light run: a few files named on the command line (an editor's, a hook's) under the default
// strategy, `metadata`. Such a run is read as its cold run reads it, and the cache is opened only
// for a file the prefilter lets through, where an entry spares a parse (engine/run.ts). It keeps
// no run record and replays none: an editor checks the file it just saved and a hook the files
// just staged, so a record of the last such run almost never holds, and checking for one, keeping
// the walk's facts and writing it cost a plain run a third more than its cold run (2026-12-05:
// 58.5 against 44.7 ms for one file, docs/performance.md) for a replay 4 ms faster than cold.
// So a light run over files that call no API is its cold run, by construction.
import { lstatSync } from 'node:fs';
import path from 'node:path';
import { WORKER_THRESHOLD } from '../threads.js';

/** Whether a run over `paths` with this strategy is light: at least one path, every one a regular file, fewer than a worker pool's threshold. */
export function isLightRun(cwd: string, paths: readonly string[], strategy: string | undefined): boolean {
  return (strategy ?? 'metadata') === 'metadata' && paths.length > 0 && paths.length < WORKER_THRESHOLD && paths.every((p) => !!lstatSync(path.resolve(cwd, p), { throwIfNoEntry: false })?.isFile());
}
