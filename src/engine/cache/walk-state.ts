// The state of a walk's folders, as a cache of the walk keeps it (walk-cache.ts) and a run
// record checks it (run-record.ts): per folder and ignore file its stat data, so that a stat per
// folder says whether a listing would find the same names. Apart from the walk itself, so that
// checking a record loads no discovery code.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { Dirent } from 'node:fs';
import path from 'node:path';
import { isObject, isString } from './shape.js';
import { contentHash } from './path-state.js';

/**
 * A file or folder younger than this gets no stat data kept: a write in the same tick of a
 * coarse clock (FAT keeps 2 s) would leave size and mtime as they were. Git does the same with
 * files as new as its index ("racily clean").
 */
export const RACY_MS = 2000;

/** As stored: the path arguments, the files found, and per watched path its stat data. */
export interface StoredWalk {
  args: string[];
  /** Absolute paths, NUL-separated: one string is cheaper to parse than 38,000. */
  files: string;
  /**
   * Four values a path: the path, then mtimeMs, inode and ctimeMs (which any write or chmod moves,
   * whatever mtime is set back to), or -1, 0, 0 when it was not there;
   * for the cache file's folder, -2, its names (NUL-separated) and 0; for a file too new for its
   * stat data to be trusted, -3, its content hash and 0.
   */
  watched: (string | number)[];
}

export function isStoredWalk(v: unknown): v is StoredWalk {
  return isObject(v) && Array.isArray(v.args) && v.args.every(isString) && isString(v.files) && Array.isArray(v.watched) && v.watched.length % 4 === 0;
}

/** The names in `dir` but the cache file's own (and its temporary files). */
function namesIn(dir: string, cacheFile: string): string {
  const own = path.basename(cacheFile);
  return readdirSync(dir)
    .filter((n) => !n.startsWith(own))
    .sort()
    .join('\0');
}

/** The stat data of every path, or undefined when one of them is too new to trust. */
export function statesOf(paths: readonly string[], settled: number, cacheFile: string): (string | number)[] | undefined {
  const out: (string | number)[] = [];
  const cacheDir = path.dirname(cacheFile);
  for (const p of paths) {
    if (p === cacheDir) {
      out.push(p, -2, namesIn(p, cacheFile), 0);
      continue;
    }
    const st = statSync(p, { throwIfNoEntry: false });
    // A file too new for its stat data (git's configuration, just written by `git init`) is kept by its content.
    if (st && st.mtimeMs >= settled && !st.isDirectory()) {
      out.push(p, -3, contentHash(readFileSync(p)), 0);
      continue;
    }
    if (st && st.mtimeMs >= settled) return undefined;
    out.push(p, ...(st ? [st.mtimeMs, st.ino, st.ctimeMs] : [-1, 0, 0]));
  }
  return out;
}

export function unchanged(watched: readonly (string | number)[], cacheFile: string): boolean {
  for (let i = 0; i < watched.length; i += 4) {
    const p = watched[i];
    if (typeof p !== 'string') return false;
    if (watched[i + 1] === -2) {
      try {
        if (namesIn(p, cacheFile) !== watched[i + 2]) return false;
      } catch {
        return false;
      }
      continue;
    }
    if (watched[i + 1] === -3) {
      try {
        if (contentHash(readFileSync(p)) !== watched[i + 2]) return false;
      } catch {
        return false;
      }
      continue;
    }
    const st = statSync(p, { throwIfNoEntry: false });
    const now = st ? [st.mtimeMs, st.ino, st.ctimeMs] : [-1, 0, 0];
    if (now[0] !== watched[i + 1] || now[1] !== watched[i + 2] || now[2] !== watched[i + 3]) return false;
  }
  return true;
}

/** The paths of `watched` (four values a path). */
export function watchedPaths(watched: readonly (string | number)[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < watched.length; i += 4) out.push(String(watched[i]));
  return out;
}

/**
 * What each path holds, by content rather than stat data (a fresh clone has new ones): a folder's
 * names, each marked as a folder or a link (a file that became a folder would be walked into), an
 * ignore file's content hash, or `none`. Throws when a path cannot be read.
 */
export function contentsOf(paths: readonly string[], cacheFile: string, listed?: ReadonlyMap<string, readonly Dirent[]>): string[] {
  const cacheDir = path.dirname(cacheFile);
  return paths.map((p) => {
    // A folder the walk listed this run, by that listing: listing 4,500 folders again was most of
    // what a record cost to write (the caller checks their stat data are still the walk's).
    const entries = listed?.get(p);
    const st = entries ? undefined : statSync(p, { throwIfNoEntry: false });
    if (!entries && !st) return 'none';
    if (st && !st.isDirectory()) return contentHash(readFileSync(p));
    const own = p === cacheDir ? path.basename(cacheFile) : undefined;
    const names = (entries ?? readdirSync(p, { withFileTypes: true }))
      .filter((d) => own === undefined || !d.name.startsWith(own))
      .map((d) => d.name + (d.isDirectory() ? '/' : d.isSymbolicLink() ? '@' : ''))
      .sort();
    return `/${names.join('\0')}`;
  });
}
