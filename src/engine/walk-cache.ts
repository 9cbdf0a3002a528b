// The walk, remembered (`--cache`, strategy `metadata`). Listing 4,500 folders and testing 38,000
// names costs more than all the rest of a warm run (0.2–0.4 s of it on the benchmark corpus); a
// folder's mtime changes whenever a name in it is added, removed or renamed, so the last walk's
// files stand while every folder it listed, and every .gitignore it read or looked for, has the
// stat data it had then. That is a stat per folder instead of a listing, as git's untracked cache
// does. A folder or .gitignore changed within two seconds of the walk is not trusted (its mtime
// may not move on the next change): such a walk is not kept. The folder the cache file lives in
// (the run's, by default) changes with every save, so it is watched by its list of names instead.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { isObject, isString } from './cache-shape.js';
import { discoverFiles } from './files.js';
import type { Discovery, DiscoveryOptions } from './files.js';

/** As stored: the path arguments, the files found, and per watched path its stat data. */
export interface StoredWalk {
  args: string[];
  /** Absolute paths, NUL-separated: one string is cheaper to parse than 38,000. */
  files: string;
  /**
   * Four values a path: the path, then mtimeMs, inode and size, or -1, 0, 0 when it was not there;
   * for the cache file's folder, -2, its names (NUL-separated) and 0.
   */
  watched: (string | number)[];
}

export function isStoredWalk(v: unknown): v is StoredWalk {
  return isObject(v) && Array.isArray(v.args) && v.args.every(isString) && isString(v.files) && Array.isArray(v.watched) && v.watched.length % 4 === 0;
}

/** What the walk needs of the result cache (ResultCache; named here so that neither module imports the other's code). */
export interface WalkStore {
  readonly strategy: 'metadata' | 'content';
  readonly walk: StoredWalk | undefined;
  /** The cache file: its own folder changes with each save. */
  readonly file: string;
  /** Stat data newer than this is not trusted (a change within the same clock tick). */
  readonly settled: number;
  setWalk(walk: StoredWalk | undefined): void;
}

/** Discovery through the cache: the last walk's files when nothing it watched has changed. */
export async function discoverWithCache(paths: readonly string[], cwd: string, cache: WalkStore | undefined, options: DiscoveryOptions, ext?: readonly string[]): Promise<Discovery> {
  if (!cache || cache.strategy !== 'metadata') return discoverFiles(paths, cwd, options);
  // `--no-ignore` and `--ext` find other files in the same folders: they are part of the key.
  const flags = [...(options.ignore === false ? ['--no-ignore'] : []), ...(ext?.length ? [`--ext=${ext.join(',')}`] : [])];
  const args = [...(paths.length > 0 ? paths : ['.']).map((p) => path.resolve(cwd, p)), ...flags];
  const last = cache.walk;
  if (last && sameList(last.args, args) && unchanged(last.watched, cache.file)) {
    return { files: last.files === '' ? [] : last.files.split('\0'), skipped: [], errors: [], notices: [], empty: [] };
  }
  // Only walks of folders are kept: named files are few, and each has checks of its own.
  const watched: string[] = [];
  const onFolder = (dir: string, gitignore?: boolean) => {
    watched.push(dir);
    if (gitignore !== false) watched.push(path.join(dir, '.gitignore'));
  };
  const onIgnoreFile = (file: string) => watched.push(file);
  const found = await discoverFiles(paths, cwd, { ...options, onFolder, onIgnoreFile });
  const folders = args.every((a) => flags.includes(a) || watched.includes(a));
  // A walk with something to say beyond its files (an error, a notice, an empty folder) is walked again.
  const plain = found.errors.length === 0 && found.skipped.length === 0 && found.notices.length === 0 && found.empty.length === 0;
  const states = folders && plain ? statesOf(watched, cache.settled, cache.file) : undefined;
  cache.setWalk(states ? { args, files: found.files.join('\0'), watched: states } : undefined);
  return found;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
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
function statesOf(paths: readonly string[], settled: number, cacheFile: string): (string | number)[] | undefined {
  const out: (string | number)[] = [];
  const cacheDir = path.dirname(cacheFile);
  for (const p of paths) {
    if (p === cacheDir) {
      out.push(p, -2, namesIn(p, cacheFile), 0);
      continue;
    }
    const st = statSync(p, { throwIfNoEntry: false });
    if (st && st.mtimeMs >= settled) return undefined;
    out.push(p, ...(st ? [st.mtimeMs, st.ino, st.isDirectory() ? 0 : st.size] : [-1, 0, 0]));
  }
  return out;
}

function unchanged(watched: readonly (string | number)[], cacheFile: string): boolean {
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
    const st = statSync(p, { throwIfNoEntry: false });
    const now = st ? [st.mtimeMs, st.ino, st.isDirectory() ? 0 : st.size] : [-1, 0, 0];
    if (now[0] !== watched[i + 1] || now[1] !== watched[i + 2] || now[2] !== watched[i + 3]) return false;
  }
  return true;
}
