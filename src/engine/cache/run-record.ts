// The run record (`--cache`, strategy `metadata`): beside the result cache, what the last check
// printed, with everything that output was drawn from, so that a check of an unchanged tree
// prints the same bytes without loading the parsers, the argument parser or the per-file table.
// The executable asks it first (bin.ts); a record that does not hold in every point is not used,
// and the run takes the per-file path, which writes a new one.
//
// What it holds, and how each point is checked again:
// - a key over the tool's and Node's versions, the arguments exactly as given, the folder, the
//   environment that changes output or git, and whether stdout and stderr are terminals: any
//   difference is another key; and every module of the build with its size and ctime (a build
//   writes them again; a stat each is a fraction of reading 1.6 MB of code and hashing it);
// - the files consulted besides the tree (the configuration, a baseline, the `.git` the report's
//   root comes from, what project mode read), with their content hash (path-state.ts);
// - the walk's folders and ignore files with their stat data (walk-state.ts): same names found;
// - in git, the index (its checksum) and the files `git diff-files` named: an identical index and
//   no other file differing from it means every tracked file has the content it had (git compares
//   the tree with the cache's stat copy of that index, git-index.ts: no file read again);
// - every other file of the run (untracked, or differing from the index) with its size, mtime,
//   inode and ctime, taken before it was read, and older than two seconds then (cache.ts).
//
// A fresh clone with the cache and record restored (a CI job) has new stat data everywhere, so in
// git the record also holds the same points by content: a digest of the index's paths, modes and
// blob ids (git-index.ts) instead of its checksum, each watched folder's names and ignore file's
// content hash instead of their stat data, and each other file's content hash. When the index's
// checksum differs, that tier is checked instead; when it holds, the output is replayed and the
// record's stat data are taken again, so that the next run takes the first tier.
import { createHash } from 'node:crypto';
import { closeSync, constants, openSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import type { Dirent, Stats } from 'node:fs';
import path from 'node:path';
import { SEARCH_PLACES } from '../../config/name.js';
import { asciiJson, buildModuleStats, toolVersion, writeSigned } from './io.js';
import { cacheFilePath } from './location.js';
import { readSigned } from './trust.js';
import { isInt, isObject, isString } from './shape.js';
import type { StatData } from './shape.js';
import { differingFiles, indexChecksum, indexDigest, indexFileChecksum, readIndexFile, refreshStatCopy, trustedStatCopy } from './git-index.js';
import type { IndexSource } from './git-index.js';
import { contentHash, pathState } from './path-state.js';
import type { StoredWalk } from './walk-state.js';
import { contentsOf, RACY_MS, statesOf, unchanged, watchedPaths } from './walk-state.js';

/** Bump when the layout of the record changes. */
const FORMAT = 3;

/**
 * The file of the record with key `key`: the cache file's name and a suffix (the walk's watch of
 * the cache's folder leaves out names that start with the cache file's). One a key, side by side:
 * two work trees, a clone at another path, an editor's and a hook's arguments each keep their own.
 */
export function recordFileOf(cacheFile: string, key: string): string {
  return `${cacheFile}-run-${key.slice(0, 24)}`;
}

/** The records (or, `-moved-`, the pointers to them) kept beside `cacheFile`, most recently used first. */
export function recordFilesOf(cacheFile: string, kind: '-run-' | '-moved-' = '-run-'): string[] {
  const dir = path.dirname(cacheFile);
  const prefix = `${path.basename(cacheFile)}${kind}`;
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.startsWith(prefix) && /^[0-9a-f]{24}$/.test(n.slice(prefix.length)));
  } catch {
    return [];
  }
  const used = (n: string) => statSync(path.join(dir, n), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return names
    .map((n) => [n, used(n)] as const)
    .sort((a, b) => b[1] - a[1])
    .map(([n]) => path.join(dir, n));
}

/**
 * The pointer from a run's arguments, whatever its folder, to the last record of them that can be
 * moved to another folder (movable): a clone of the same commit at another path has no record of
 * its own on its first run, and replays that one by content (replayMoved).
 */
export function movedFileOf(cacheFile: string, portableKey: string): string {
  return `${cacheFile}-moved-${portableKey.slice(0, 24)}`;
}

interface MovedPointer {
  format: number;
  /** The folder of the run that wrote the record. */
  root: string;
  /** The record's key (recordKey in `root`). */
  key: string;
}

/** Records kept beside a cache: the least recently used beyond these are removed. */
export const MAX_RECORDS = 16;

/** What a run printed: what a replay prints again. */
export interface RunOutput {
  stdout: string;
  stderr: string;
  exitCode: number;
  /** `--output-file`: the file and what was written to it. */
  outputFile?: { file: string; content: string };
}

/** What the run and its cache were drawn from, apart from the key (see the top of this file). */
export interface RunFacts {
  cacheFile: string;
  /** Paths and their pathState, flat: path, state, path, state… */
  consulted: string[];
  watched: StoredWalk['watched'];
  index?: { file: string; checksum: string; pathspec: string[]; differ: string[] };
  /** Files vouched for by their stat data, flat: path, size, mtime, inode, ctime… */
  stats: (string | number)[];
  /** In git, the index's digest and the content hash of each file of `stats`, in its order: the content tier's (see the top of this file). */
  byContent?: { blobs: string; hashes: string[] };
  /** The listings of the folders the walk listed this run: the content tier takes their names from these instead of listing every folder again. */
  listed?: ReadonlyMap<string, readonly Dirent[]>;
}

/** The points of the record by content, for a fresh clone (see the top of this file). */
interface ContentTier {
  /** indexDigest of git's index. */
  blobs: string;
  /** The contentsOf each watched path, in the order of `watched`. */
  walk: string[];
  /** The content hash of each file of `stats`, in its order. */
  hashes: string[];
}

interface StoredRecord extends Omit<RunFacts, 'byContent'>, RunOutput {
  format: number;
  key: string;
  /** The modules of the build, flat: path, size, ctime… */
  code: (string | number)[];
  content?: ContentTier;
}

/** What the record needs of the result cache after a run (ResultCache). */
export interface RecordSource {
  readonly file: string;
  /** The run's folder. */
  readonly cwd: string;
  readonly strategy: 'metadata' | 'content';
  readonly walk: StoredWalk | undefined;
  readonly indexSource: IndexSource | undefined;
  readonly projectConsulted: Readonly<Record<string, string>> | undefined;
  readonly listed?: ReadonlyMap<string, readonly Dirent[]>;
  vouched(file: string): boolean;
  statKey(file: string): [size: number, ...StatData] | undefined;
  hashOf(file: string): string | undefined;
}

/** The process as a record's key sees it. */
export interface RecordIo {
  cwd: string;
  env: Record<string, string | undefined>;
  isTTY: boolean;
  stderr: { isTTY?: boolean };
}

/** The environment that changes what a run prints (colours) or what git and the walk see. */
const KEYED_ENV = /^(NO_COLOR|FORCE_COLOR|HOME|XDG_CONFIG_HOME|GIT_.*)$/;


/**
 * The facts of a run through the per-file path, when all of its files can be vouched for next time
 * (else undefined): the walk was kept, and each file is git's or has stat data old enough to trust.
 */
export function runFacts(cache: RecordSource, files: readonly string[]): RunFacts | undefined {
  if (cache.strategy !== 'metadata' || !cache.walk) return undefined;
  const source = cache.indexSource;
  // The content tier is for a fresh clone's run over the tree (a CI job): a digest of the whole
  // index is more than a run over named files (an editor's, a hook's) costs. Its files' content
  // hashes are asked for only then (a run over named files keeps no entry for a file the
  // prefilter turned away: results.ts).
  let blobs = source && overFolders(cache.cwd, source.pathspec) ? source.blobs : undefined;
  const stats: (string | number)[] = [];
  const hashes: string[] = [];
  for (const file of files) {
    if (cache.vouched(file)) continue;
    const key = cache.statKey(file);
    if (!key) return undefined;
    stats.push(file, ...key);
    const hash = blobs === undefined ? undefined : cache.hashOf(file);
    if (hash === undefined) blobs = undefined;
    else hashes.push(hash);
  }
  const consulted = Object.entries(cache.projectConsulted ?? {}).flat();
  return {
    cacheFile: cache.file,
    consulted,
    watched: cache.walk.watched,
    ...(source ? { index: { file: source.file, checksum: source.checksum, pathspec: [...source.pathspec], differ: [...source.differ] } } : {}),
    stats,
    ...(blobs ? { byContent: { blobs, hashes } } : {}),
    ...(cache.listed ? { listed: cache.listed } : {}),
  };
}

/**
 * The paths besides the tree whose content the output of a run in `cwd` depends on: the
 * configuration's places and the files named, and each `.git` looked for up to the first one (the
 * report's root, gitRoot in files.ts).
 */
export function consultedPaths(cwd: string, named: readonly (string | undefined)[]): string[] {
  const paths = [...SEARCH_PLACES.map((p) => path.join(cwd, p)), ...named.filter((p): p is string => !!p).map((p) => path.resolve(cwd, p))];
  for (let d = cwd; ; d = path.dirname(d)) {
    const git = path.join(d, '.git');
    paths.push(git);
    if (statSync(git, { throwIfNoEntry: false }) || path.dirname(d) === d) break;
  }
  return paths;
}

/** Writes the record of a run: its key, facts and output, with the state of `consulted` now. */
export async function saveRecord(argv: readonly string[], io: RecordIo, facts: RunFacts, consulted: readonly string[], output: RunOutput): Promise<void> {
  const { byContent, listed: _listed, ...rest } = facts;
  const content = byContent && contentTier(facts, byContent);
  const key = recordKey(argv, io);
  const record: StoredRecord = {
    format: FORMAT,
    key,
    code: codeFiles(),
    ...rest,
    consulted: [...consulted.flatMap((p) => [p, pathState(p)]), ...facts.consulted],
    ...(content ? { content } : {}),
    ...output,
  };
  await writeSigned(recordFileOf(facts.cacheFile, key), asciiJson(record));
  for (const old of recordFilesOf(facts.cacheFile).slice(MAX_RECORDS)) rmSync(old, { force: true });
  if (movable(argv, io, record)) {
    const pointer: MovedPointer = { format: FORMAT, root: io.cwd, key };
    await writeSigned(movedFileOf(facts.cacheFile, recordKey(argv, { ...io, cwd: '' })), JSON.stringify(pointer)).catch(() => undefined);
    for (const old of recordFilesOf(facts.cacheFile, '-moved-').slice(MAX_RECORDS)) rmSync(old, { force: true });
  }
  // Git's check of the tree is what a replay waits for: the stat copy keeps it from reading files
  // again. Made when it pays: for a run over folders. A run over named files (an editor's, a
  // hook's) asks git about those alone, a few racily clean files at most; refreshing a copy of the
  // whole index cost such a run more than its check.
  if (facts.index && overFolders(io.cwd, facts.index.pathspec)) await refreshStatCopy(io.cwd, facts.cacheFile, facts.index).catch(() => undefined);
}

/** Whether a run's path arguments name a folder (none: the run's folder). */
function overFolders(cwd: string, paths: readonly string[]): boolean {
  return paths.length === 0 || paths.some((p) => holds(() => !!statSync(path.resolve(cwd, p), { throwIfNoEntry: false })?.isDirectory()));
}

/**
 * The walk's paths by content, listed now: what the walk found only if its folders still have
 * the stat data they had then (taken at least two seconds after their last change), so they are
 * checked again after the listing; undefined when they do not.
 */
function contentTier(facts: RunFacts, byContent: NonNullable<RunFacts['byContent']>): ContentTier | undefined {
  try {
    const walk = contentsOf(watchedPaths(facts.watched), facts.cacheFile, facts.listed);
    return unchanged(facts.watched, facts.cacheFile) ? { ...byContent, walk } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Prints what the last run with these arguments printed, when its record holds in every point;
 * returns its exit code, or undefined (nothing printed) for the per-file path to run.
 */
export async function replay(argv: readonly string[], io: ReplayIo): Promise<number | undefined> {
  // Only a run with --cache (or an option that implies it) can have a record.
  if (!argv.some((a) => a.startsWith('--cache'))) return undefined;
  const location = cacheLocation(argv);
  if (location === null) return undefined;
  const key = recordKey(argv, io);
  let record: StoredRecord | undefined;
  let file: string;
  let cacheFile: string;
  try {
    cacheFile = cacheFilePath(io.cwd, location);
    file = recordFileOf(cacheFile, key);
    // Only a record this user wrote with their secret, in a folder no one else can write (trust.ts).
    const text = readSigned(file);
    record = text === undefined ? undefined : asRecord(JSON.parse(text));
    if (record && record.cacheFile !== cacheFile) return undefined;
  } catch {
    return undefined;
  }
  // None for this folder yet: a clone of the same commit at another path may replay another's by content.
  if (!record) return replayMoved(argv, io, cacheFile, key, file);
  if (record.key !== key) return undefined;
  const index = record.index;
  if (!holds(() => filesHold(record))) return undefined;
  // Another index: a fresh clone, a checkout, a commit; its stat data are new, its blobs maybe not.
  if (index && indexFileChecksum(index.file) !== index.checksum) return record.content ? replayByContent(argv, file, record, index, record.content, io) : undefined;
  // Git stats the tracked files on threads of its own while the folders are stat'ed here.
  const differ = index ? differingFiles(io.cwd, index.pathspec, trustedStatCopy(record.cacheFile, index.checksum)) : undefined;
  const tree = holds(() => statsHold(record.stats, 5) && unchanged(record.watched, record.cacheFile));
  const now = await differ;
  if (!tree) return undefined;
  if (index) {
    const known = new Set(index.differ);
    if (!now || !now.every((f) => known.has(f))) return undefined;
  }
  const code = print(argv, record, io);
  // Used now: the last to be dropped of the records kept (recordFilesOf).
  if (code !== undefined) holds(() => (utimesSync(file, new Date(), new Date()), true));
  return code;
}

type ReplayIo = RecordIo & { stdout: { write(text: string): unknown }; stderr: { write(text: string): unknown } };

/**
 * Writes the record's output again; undefined (nothing printed) when its --output-file cannot be.
 * The report goes to the file this run's arguments name, never to one the record names; and never
 * through a link (the per-file path says what it does with one).
 */
function print(argv: readonly string[], record: StoredRecord, io: ReplayIo): number | undefined {
  const named = outputFileArg(argv);
  if (named === null || (named === undefined) !== (record.outputFile === undefined)) return undefined;
  if (named !== undefined && record.outputFile) {
    const file = path.resolve(io.cwd, named);
    // A run that had to make the folder said so: not this one's output.
    if (!holds(() => !!statSync(path.dirname(file), { throwIfNoEntry: false })?.isDirectory())) return undefined;
    // In place, as the run that made the record left it (a temporary file and a rename would move
    // the folder's mtime, which the next replay checks); O_NOFOLLOW: never through a link.
    try {
      const fd = openSync(file, constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW, 0o644);
      try {
        writeFileSync(fd, record.outputFile.content);
      } finally {
        closeSync(fd);
      }
    } catch {
      return undefined;
    }
  }
  if (record.stdout) io.stdout.write(record.stdout);
  if (record.stderr) io.stderr.write(record.stderr);
  return record.exitCode;
}

/**
 * The content tier (see the top of this file): replays when the index has the same blobs at the
 * same paths, git names no other file as differing from it, every other file has the content it
 * had, and every watched folder the same names and ignore file the same content. Then the record
 * is written again with the stat data of now, when they are old enough to trust.
 */
async function replayByContent(argv: readonly string[], file: string, record: StoredRecord, index: NonNullable<StoredRecord['index']>, content: ContentTier, io: ReplayIo): Promise<number | undefined> {
  let read: { index: Buffer; mtime: number };
  try {
    read = readIndexFile(index.file);
    // Another commit or branch, a file staged: no git process for a record that cannot hold.
    if (indexDigest(read.index) !== content.blobs) return undefined;
  } catch {
    return undefined;
  }
  const bytes = read.index;
  // One pass of git over the files written in the second of the clone's index ("racily clean"):
  // the stat copy of this index is made first (git reads each such file once, on its threads, while
  // the folders are listed here), then diff-files asks against it, a stat a file. Asked first and
  // made after the report, as it was, git read every such file twice, and the second time was a
  // third of a clone's first run at another path.
  const checksum = indexChecksum(bytes);
  // The index as read above: not read, and its entries not hashed, a second time.
  const differ = refreshStatCopy(io.cwd, record.cacheFile, { file: index.file, checksum }, read)
    .catch(() => undefined)
    .then(() => differingFiles(io.cwd, index.pathspec, trustedStatCopy(record.cacheFile, checksum)));
  const settled = Date.now() - RACY_MS;
  let refreshed: StoredRecord | undefined;
  const fresh = holds(() => {
    // Each stat before the read it vouches for: a change after it moves the mtime it keeps.
    const stats: (string | number)[] = [];
    let old = true;
    for (let i = 0, k = 0; i < record.stats.length; i += 5, k++) {
      const file = record.stats[i] as string;
      const st: Stats = statSync(file);
      if (contentHash(readFileSync(file)) !== content.hashes[k]) return false;
      stats.push(file, st.size, st.mtimeMs, st.ino, st.ctimeMs);
      old &&= st.mtimeMs < settled;
    }
    const paths = watchedPaths(record.watched);
    const watched = statesOf(paths, settled, record.cacheFile);
    const now = contentsOf(paths, record.cacheFile);
    if (!now.every((c, i) => c === content.walk[i])) return false;
    refreshed = watched && old ? { ...record, watched, stats, index: { ...index, checksum } } : undefined;
    return true;
  });
  const now = await differ;
  const known = new Set(index.differ);
  if (!fresh || !now || !now.every((f) => known.has(f))) return undefined;
  const code = print(argv, record, io);
  if (code === undefined) return code;
  // After the report: a record that cannot be written again costs the next run the first tier,
  // nothing else (the stat copy made above spares it git's reading every file of the clone).
  if (refreshed) await writeSigned(file, asciiJson(refreshed)).catch(() => undefined);
  return code;
}

/**
 * Whether a record can stand for the same run in another folder, its paths under this folder
 * moved there: it has the content tier (git's index by its blobs, the walk by names); git's index
 * is in the folder (the folder is the work tree's top); nothing it printed, and nothing of its key
 * (arguments, environment), names the folder, so the same arguments elsewhere mean the same files
 * relative to it; it wrote no --output-file.
 */
function movable(argv: readonly string[], io: RecordIo, record: StoredRecord): boolean {
  const root = io.cwd;
  const env = Object.entries(io.env).filter(([k]) => KEYED_ENV.test(k));
  return (
    !!record.content &&
    !!record.index &&
    under(root, record.index.file) &&
    !record.outputFile &&
    !record.stdout.includes(root) &&
    !record.stderr.includes(root) &&
    !JSON.stringify([argv, env]).includes(root)
  );
}

/** Whether `p` is `root` or inside it. */
function under(root: string, p: string): boolean {
  return p === root || p.startsWith(root.endsWith(path.sep) ? root : root + path.sep);
}

/**
 * The first run of these arguments in this folder: the record another folder's run of them left
 * (a clone of the same commit at another path, sharing the cache), its paths under that folder
 * moved here, replayed when it holds by content here, as a fresh clone's is (replayByContent,
 * which then writes it as this folder's record). Paths outside that folder (git's global
 * configuration) are checked where they are.
 */
async function replayMoved(argv: readonly string[], io: ReplayIo, cacheFile: string, key: string, file: string): Promise<number | undefined> {
  let record: StoredRecord | undefined;
  let root: string;
  try {
    const text = readSigned(movedFileOf(cacheFile, recordKey(argv, { ...io, cwd: '' })));
    const pointer = text === undefined ? undefined : (JSON.parse(text) as Partial<MovedPointer>);
    if (!pointer || pointer.format !== FORMAT || !isString(pointer.root) || !isString(pointer.key) || pointer.root === io.cwd) return undefined;
    root = pointer.root;
    // The same arguments, environment and terminals in that folder: its key.
    if (pointer.key !== recordKey(argv, { ...io, cwd: root })) return undefined;
    const from = readSigned(recordFileOf(cacheFile, pointer.key));
    record = from === undefined ? undefined : asRecord(JSON.parse(from));
  } catch {
    return undefined;
  }
  if (!record || record.key !== recordKey(argv, { ...io, cwd: root }) || record.cacheFile !== cacheFile || !movable(argv, { ...io, cwd: root }, record)) return undefined;
  const here = (p: string) => (under(root, p) ? io.cwd + p.slice(root.length) : p);
  const moved: StoredRecord = {
    ...record,
    key,
    consulted: record.consulted.map((v, i) => (i % 2 === 0 ? here(v) : v)),
    watched: record.watched.map((v, i) => (i % 4 === 0 ? here(String(v)) : v)),
    stats: record.stats.map((v, i) => (i % 5 === 0 ? here(String(v)) : v)),
    index: { ...record.index!, file: here(record.index!.file) },
  };
  if (!holds(() => filesHold(moved))) return undefined;
  return replayByContent(argv, file, moved, moved.index!, moved.content!, io);
}

/** `check()`, false when it throws: a path that became a file's child (ENOTDIR), a folder that cannot be read; the per-file path says what it is. */
function holds(check: () => boolean): boolean {
  try {
    return check();
  } catch {
    return false;
  }
}

/** Whether the tool's modules and the consulted paths are as recorded. */
function filesHold(record: StoredRecord): boolean {
  const { code, consulted } = record;
  if (!statsHold(code, 3)) return false;
  for (let i = 0; i < consulted.length; i += 2) if (pathState(consulted[i]) !== consulted[i + 1]) return false;
  return true;
}

/** Whether each path of `flat` (`width` values a path) has the size, mtime (ctime for code), inode and ctime after it, as many of them as there are. */
function statsHold(flat: readonly (string | number)[], width: 3 | 5): boolean {
  for (let i = 0; i < flat.length; i += width) {
    const st = statSync(flat[i] as string, { throwIfNoEntry: false });
    // The code's entries (width 3) hold the ctime, which no process sets back; the others the mtime, then the inode and ctime.
    const time = width === 3 ? st?.ctimeMs : st?.mtimeMs;
    if (!st || st.size !== flat[i + 1] || time !== flat[i + 2] || (width === 5 && (st.ino !== flat[i + 3] || st.ctimeMs !== flat[i + 4]))) return false;
  }
  return true;
}

/**
 * `--output-file` (`-o`) as given (undefined: none), or null when the arguments give it in a form
 * this does not read (the argument parser then decides; the record is not used).
 */
function outputFileArg(argv: readonly string[]): string | undefined | null {
  let file: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--') break;
    let value: string | undefined;
    if (a === '-o' || a === '--output-file') value = argv[++i];
    else if (a.startsWith('--output-file=')) value = a.slice('--output-file='.length);
    else if (/^--output-?f/i.test(a) || /^-[^-]*o/.test(a)) return null;
    else continue;
    if (file !== undefined || !value || value.startsWith('-')) return null;
    file = value;
  }
  return file;
}

/**
 * `--cache-location` as given (undefined: the default), or null when the arguments give it in a
 * form this does not read (the argument parser then decides; the record is not used).
 */
function cacheLocation(argv: readonly string[]): string | undefined | null {
  let location: string | undefined;
  let seen = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--') break;
    if (!/^--cache-?l/i.test(a)) continue;
    if (seen) return null;
    seen = true;
    if (a === '--cache-location' && i + 1 < argv.length && !argv[i + 1].startsWith('-')) location = argv[++i];
    else if (a.startsWith('--cache-location=') && a.length > '--cache-location='.length) location = a.slice('--cache-location='.length);
    else return null;
  }
  return location;
}

function asRecord(v: unknown): StoredRecord | undefined {
  if (!isObject(v) || v.format !== FORMAT) return undefined;
  const { key, code, cacheFile, consulted, watched, stats, index, content, stdout, stderr, exitCode, outputFile } = v;
  const strings = (a: unknown): a is string[] => Array.isArray(a) && a.every(isString);
  const rows = (a: unknown, width: number) => Array.isArray(a) && a.length % width === 0 && a.every((x, i) => (i % width === 0 ? isString(x) : typeof x === 'number'));
  const ok =
    isString(key) &&
    isString(cacheFile) &&
    strings(consulted) &&
    consulted.length % 2 === 0 &&
    Array.isArray(watched) &&
    watched.length % 4 === 0 &&
    rows(stats, 5) &&
    rows(code, 3) &&
    (index === undefined || (isObject(index) && isString(index.file) && isString(index.checksum) && strings(index.pathspec) && strings(index.differ))) &&
    (content === undefined ||
      (isObject(content) && isString(content.blobs) && strings(content.walk) && content.walk.length * 4 === watched.length && strings(content.hashes) && content.hashes.length * 5 === (stats as unknown[]).length)) &&
    isString(stdout) &&
    isString(stderr) &&
    isInt(exitCode) &&
    (outputFile === undefined || (isObject(outputFile) && isString(outputFile.file) && isString(outputFile.content)));
  return ok ? (v as unknown as StoredRecord) : undefined;
}

/** The key of a run: everything outside the files that may change what it prints. */
export function recordKey(argv: readonly string[], io: RecordIo): string {
  const env = Object.keys(io.env)
    .filter((k) => KEYED_ENV.test(k))
    .sort()
    .map((k) => [k, io.env[k]]);
  return createHash('sha256')
    .update(JSON.stringify([FORMAT, toolVersion(), process.version, argv, io.cwd, env, io.isTTY, !!io.stderr.isTTY]))
    .digest('hex');
}

/** Every module of the build this runs from (`dist/` or `src/`), flat: path, size, ctime… */
function codeFiles(): (string | number)[] {
  const out: (string | number)[] = [];
  for (const { file, size, ctimeMs } of buildModuleStats()) out.push(file, size, ctimeMs);
  return out;
}
