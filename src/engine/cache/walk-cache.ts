// The walk, remembered (`--cache`, strategy `metadata`). Listing 4,500 folders and testing 38,000
// names costs more than all the rest of a warm run (0.2–0.4 s of it on the benchmark corpus); a
// folder's mtime changes whenever a name in it is added, removed or renamed, so the last walk's
// files stand while every folder it listed, and every .gitignore it read or looked for, has the
// stat data it had then. That is a stat per folder instead of a listing, as git's untracked cache
// does. A folder or .gitignore changed within two seconds of the walk is not trusted (its mtime
// may not move on the next change): such a walk is not kept. The folder the cache file lives in
// (the run's, by default) changes with every save, so it is watched by its list of names instead.
import { lstatSync } from 'node:fs';
import type { Dirent } from 'node:fs';
import path from 'node:path';
import { discoverFiles } from '../discover/discover.js';
import type { Discovery, DiscoveryOptions } from '../discover/discover.js';
import { statesOf, unchanged } from './walk-state.js';
import type { StoredWalk } from './walk-state.js';

export { isStoredWalk } from './walk-state.js';
export type { StoredWalk } from './walk-state.js';

/** What the walk needs of the result cache (ResultCache; named here so that neither module imports the other's code). */
export interface WalkStore {
  readonly strategy: 'metadata' | 'content';
  /** The last walk of these path arguments, if one was kept. */
  walkFor(args: readonly string[]): StoredWalk | undefined;
  /** The cache file: its own folder changes with each save. */
  readonly file: string;
  /** Stat data newer than this is not trusted (a change within the same clock tick). */
  readonly settled: number;
  /** `listed`: the listing of each folder the walk listed, for a run record's content tier (run-record.ts). */
  setWalk(walk: StoredWalk | undefined, listed?: ReadonlyMap<string, readonly Dirent[]>): void;
}

/** Discovery through the cache: the last walk's files when nothing it watched has changed. */
export async function discoverWithCache(paths: readonly string[], cwd: string, cache: WalkStore | undefined, options: DiscoveryOptions, ext?: readonly string[]): Promise<Discovery> {
  if (!cache || cache.strategy !== 'metadata') return discoverFiles(paths, cwd, options);
  // `--no-ignore` and `--ext` find other files in the same folders: they are part of the key.
  const flags = [...(options.ignore === false ? ['--no-ignore'] : []), ...(ext?.length ? [`--ext=${ext.join(',')}`] : [])];
  const args = [...(paths.length > 0 ? paths : ['.']).map((p) => path.resolve(cwd, p)), ...flags];
  const last = cache.walkFor(args);
  if (last && sameList(last.args, args) && unchanged(last.watched, cache.file)) {
    return { files: last.files === '' ? [] : last.files.split('\0'), skipped: [], errors: [], notices: [], empty: [] };
  }
  // A named file is watched by its own stat data (a hook's and an editor's runs are kept as well):
  // replaced, removed, or made a link, its inode and ctime move; the ignore files above it are
  // watched as a folder's are.
  const watched: string[] = [];
  const listed = new Map<string, readonly Dirent[]>();
  const onFolder = (dir: string, gitignore?: boolean, entries?: readonly Dirent[]) => {
    watched.push(dir);
    if (entries) listed.set(dir, entries);
    if (gitignore !== false) watched.push(path.join(dir, '.gitignore'));
  };
  const onIgnoreFile = (file: string) => watched.push(file);
  // A file with no extension is taken for its first bytes: a shebang written into it in place
  // moves no folder's mtime, so its own stat data are watched.
  const { accept } = options;
  const script = accept?.script;
  const watchedAccept = accept && script ? Object.assign((name: string) => accept(name), accept, { script: (file: string) => (watched.push(file), script(file)) }) : accept;
  const found = await discoverFiles(paths, cwd, { ...options, accept: watchedAccept, onFolder, onIgnoreFile });
  for (const a of args) if (!flags.includes(a) && !watched.includes(a) && lstatSync(a, { throwIfNoEntry: false })?.isFile()) watched.push(a);
  const folders = args.every((a) => flags.includes(a) || watched.includes(a));
  // A walk with something to say beyond its files (an error, a notice, an empty folder) is walked again.
  const plain = found.errors.length === 0 && found.skipped.length === 0 && found.notices.length === 0 && found.empty.length === 0;
  const states = folders && plain ? statesOf(watched, cache.settled, cache.file) : undefined;
  cache.setWalk(states ? { args, files: found.files.join('\0'), watched: states } : undefined, listed);
  return found;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
