// Where the cache's files live and how they are written: the result cache (cache.ts) and the run
// record beside it (run-record.ts). No engine code here, so that checking a record loads little.
import { randomBytes } from 'node:crypto';
import { promises as fs, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildRoot } from '../package-info.js';
export { buildRoot, toolVersion } from '../package-info.js';
import { folderProblem, sign } from './trust.js';
import { RACY_MS } from './walk-state.js';

let modules: string[] | undefined;
/** The build's folders as listed (four values a folder: path, mtime, inode, ctime), when old enough to stand for their names. */
let listedFolders: (string | number)[] | undefined;

/** A listing of the build as a cache keeps it between runs (results.ts, codeFingerprint). */
export interface ModuleListing {
  /** Four values a folder: path, mtimeMs, inode, ctimeMs. */
  folders: (string | number)[];
  names: string[];
}

/**
 * The tool's modules (`.js`, `.ts`, `.cjs`, `.mjs`… under buildRoot, declaration files and the
 * CommonJS copy apart),
 * sorted, listed once a process: the cache's key hashes them (results.ts) and a run record keeps
 * their stat data (run-record.ts). `known`: the listing a cache kept, taken as it is while every
 * folder has the stat data it had (a name added, removed or renamed moves its folder's mtime and
 * ctime): a stat a folder instead of a listing, as the walk's cache does (walk-cache.ts). Listing
 * the build's 92 folders and 840 files was a fifth of what an editor's first run with the cache
 * added to its cold run (docs/performance.md).
 */
export function buildModules(known?: ModuleListing): readonly string[] {
  if (modules) return modules;
  if (known && listingHolds(known, buildRoot())) {
    listedFolders = known.folders;
    return (modules = known.names);
  }
  const folders: (string | number)[] = [];
  modules = listModules(buildRoot(), folders);
  // A folder changed within two seconds may change again without moving its mtime (walk-state.ts).
  const settled = Date.now() - RACY_MS;
  listedFolders = folders.every((v, i) => i % 4 !== 1 || (v as number) < settled) ? folders : undefined;
  return modules;
}

/** The listing buildModules made or took, for a cache to keep; undefined when its folders were too new to stand for it. */
export function moduleListing(): ModuleListing | undefined {
  return modules && listedFolders ? { folders: listedFolders, names: modules } : undefined;
}

/**
 * The build's CommonJS copy (tsconfig.cjs.json): the ESLint plugin for `require()`, which neither
 * the CLI, its worker threads nor the library's ES entry ever load, and which holds no cache code.
 * Not the code a cached result or a run record comes from, so not stat'ed for them: a quarter of
 * the build's modules and folders, which every first miss and every replay stat'ed.
 */
const NEVER_RUN_BY_ENGINE = 'cjs';

/** The module names below `root` (see buildModules); each folder listed is pushed onto `folders` with its stat data. */
export function listModules(root: string, folders: (string | number)[]): string[] {
  return listed(root, '', folders, NEVER_RUN_BY_ENGINE)
    .filter((name) => /\.[cm]?[jt]s$/.test(name) && !/\.d\.[cm]?ts$/.test(name))
    .sort();
}

/**
 * Whether a kept listing stands for the build at `root`: it lists that build (its first folder is
 * the root: another build of the same version shares the cache's files, in another worktree or
 * install, with other chunk names) and its folders have the stat data kept for them.
 */
export function listingHolds(known: ModuleListing, root: string): boolean {
  return known.folders[0] === root && foldersHold(known.folders);
}

/** Whether each folder (four values a folder) has the stat data kept for it. */
export function foldersHold(folders: readonly (string | number)[]): boolean {
  if (folders.length === 0 || folders.length % 4 !== 0) return false;
  for (let i = 0; i < folders.length; i += 4) {
    const st = typeof folders[i] === 'string' ? statSync(folders[i] as string, { throwIfNoEntry: false }) : undefined;
    if (!st || st.mtimeMs !== folders[i + 1] || st.ino !== folders[i + 2] || st.ctimeMs !== folders[i + 3]) return false;
  }
  return true;
}

/** A module of the build with the stat data the cache's key and a run record keep of it. */
export interface ModuleStat {
  name: string;
  file: string;
  size: number;
  ino: number;
  ctimeMs: number;
}

let moduleStats: ModuleStat[] | undefined;

/**
 * buildModules with their stat data, taken once a process (the code's fingerprint and the run
 * record both ask: 300 stats each). Taken when first asked, as the run begins: a module written
 * again during the run has another ctime by the time a record would be replayed, so that record
 * is not.
 */
export function buildModuleStats(known?: ModuleListing): readonly ModuleStat[] {
  const root = buildRoot();
  moduleStats ??= buildModules(known).map((name) => {
    const file = path.join(root, name);
    const { size, ino, ctimeMs } = statSync(file);
    return { name, file, size, ino, ctimeMs };
  });
  return moduleStats;
}

/**
 * The files below `dir` (no link followed), as paths from it. Node 20's readdirSync with
 * `recursive` took 35–70 ms for the build's 830 files, where a listing per folder takes 1–4: a
 * tenth of an editor's or a hook's first run with the cache (docs/performance.md).
 */
function listed(dir: string, prefix: string, folders: (string | number)[], skip?: string): string[] {
  const out: string[] = [];
  // Stat'ed before it is listed: a name added meanwhile moves the mtime kept.
  const st = statSync(dir);
  folders.push(dir, st.mtimeMs, st.ino, st.ctimeMs);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name === skip) continue;
    if (entry.isDirectory()) out.push(...listed(path.join(dir, entry.name), prefix + entry.name + path.sep, folders));
    else out.push(prefix + entry.name);
  }
  return out;
}

/** JSON with every character above U+007E escaped, so that the text is ASCII (read back as Latin-1: a one-byte string, no UTF-8 decode). */
export function asciiJson(data: unknown): string {
  return JSON.stringify(data).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Writes `text` (ASCII) through a temporary file and a rename, so that a reader never sees half of
 * it. The temporary file is made new (never opened through a name someone else made: a link in a
 * shared folder), and not in a folder other users could write into (trust.ts); the rename replaces
 * a link at the name, never writes through it.
 *
 * Not write/atomic.ts's writeAtomic, which the files a run fixes and its reports go through: that
 * syncs each file to the disk before the rename (a cache of 256 shards would pay 256 syncs for data
 * whose loss costs the next run its speed, nothing else: a file cut short by a crash fails its
 * digest and is an empty shard), and names its temporary file with a leading dot, which the walk's
 * watch of the cache's folder (walk-state.ts) would see as a new name; a temporary file here
 * starts with the cache file's name, which that watch leaves out.
 */
export async function writeWhole(file: string, text: string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const problem = folderProblem(path.dirname(file));
  if (problem) throw new Error(`not written: ${problem}`);
  await writeNew(file, text);
}

/**
 * writeWhole in a folder the caller has made and checked (folderProblem), once for all the files it
 * writes. Synchronous: it runs after the report is out (nothing waits on the event loop), and a
 * write through the thread pool cost four round trips a file, sequentially, for the 256 shards of a
 * first run or a hook's twenty (docs/performance.md).
 */
async function writeNew(file: string, text: string): Promise<void> {
  const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    writeFileSync(tmp, text, { encoding: 'latin1', flag: 'wx', mode: 0o644 });
    renameSync(tmp, file);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
}

/** writeWhole with the keyed digest in front (trust.ts); writes nothing when there is no secret to sign with. */
export async function writeSigned(file: string, text: string): Promise<void> {
  const signed = sign(text);
  if (signed !== undefined) await writeWhole(file, signed);
}

/** writeSigned in a folder the caller has made and checked (folderProblem). */
export async function writeSignedChecked(file: string, text: string): Promise<void> {
  const signed = sign(text);
  if (signed !== undefined) await writeNew(file, signed);
}
