// What is at a path, as a cache compares it from run to run: a file's git blob id, `dir`, or
// `none`. Apart from cache.ts so that checking a run record (run-record.ts) loads no more than this.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';

/** The git blob id of `bytes`: what `git hash-object` prints, and git's index holds. */
export function contentHash(bytes: Uint8Array): string {
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

/** What is at `p` now: its content hash, `dir`, or `none`. */
export function pathState(p: string): string {
  try {
    return statSync(p).isDirectory() ? 'dir' : contentHash(readFileSync(p));
  } catch {
    return 'none';
  }
}
