// The run record (`--cache`, strategy `metadata`): beside the result cache, what the last check
// printed, with everything that output was drawn from, so that a check of an unchanged tree
// prints the same bytes without loading the parsers, the argument parser or the per-file table.
// The executable asks it first (bin.ts); a record that does not hold in every point is not used,
// and the run takes the per-file path, which writes a new one.
//
// What it holds, and how each point is checked again:
// - a key over the tool's and Node's versions, the arguments exactly as given, the folder, the
//   environment that changes output or git, and whether stdout and stderr are terminals: any
//   difference is another key; and every module of the build with its size and mtime (a build
//   writes them again; a stat each is a fraction of reading 1.6 MB of code and hashing it);
// - the files consulted besides the tree (the configuration, a baseline, the `.git` the report's
//   root comes from, what project mode read), with their content hash (path-state.ts);
// - the walk's folders and ignore files with their stat data (walk-state.ts): same names found;
// - in git, the index (its checksum) and the files `git diff-files` named: an identical index and
//   no other file differing from it means every tracked file has the content it had;
// - every other file of the run (untracked, or differing from the index) with its size, mtime,
//   inode and mode, taken before it was read, and older than two seconds then (cache.ts).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asciiJson, cacheFilePath, writeWhole } from './cache-io.js';
import { isInt, isObject, isString } from './cache-shape.js';
import type { StatData } from './cache-shape.js';
import { differingFiles, indexFileChecksum } from './git-index.js';
import type { IndexSource } from './git-index.js';
import { pathState } from './path-state.js';
import type { StoredWalk } from './walk-state.js';
import { unchanged } from './walk-state.js';

/** Bump when the layout of the record changes. */
const FORMAT = 1;

/** The record's file: the cache file's name and a suffix (the walk's watch of the cache's folder leaves out names that start with the cache file's). */
export function recordFileOf(cacheFile: string): string {
  return `${cacheFile}-run`;
}

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
  /** Files vouched for by their stat data, flat: path, size, mtime, inode, mode… */
  stats: (string | number)[];
}

interface StoredRecord extends RunFacts, RunOutput {
  format: number;
  key: string;
  /** The modules of the build, flat: path, size, mtime… */
  code: (string | number)[];
}

/** What the record needs of the result cache after a run (ResultCache). */
export interface RecordSource {
  readonly file: string;
  readonly strategy: 'metadata' | 'content';
  readonly walk: StoredWalk | undefined;
  readonly indexSource: IndexSource | undefined;
  readonly projectConsulted: Readonly<Record<string, string>> | undefined;
  vouched(file: string): boolean;
  statKey(file: string): [size: number, ...StatData] | undefined;
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

/** Paths named by run options that change its output: the configuration files looked for, `--config`, `--baseline`. */
export const CONFIG_PLACES = ['gitlab-v4-migrate.config.json', 'package.json'];

/**
 * The facts of a run through the per-file path, when all of its files can be vouched for next time
 * (else undefined): the walk was kept, and each file is git's or has stat data old enough to trust.
 */
export function runFacts(cache: RecordSource, files: readonly string[]): RunFacts | undefined {
  if (cache.strategy !== 'metadata' || !cache.walk) return undefined;
  const stats: (string | number)[] = [];
  for (const file of files) {
    if (cache.vouched(file)) continue;
    const key = cache.statKey(file);
    if (!key) return undefined;
    stats.push(file, ...key);
  }
  const source = cache.indexSource;
  const consulted = Object.entries(cache.projectConsulted ?? {}).flat();
  return {
    cacheFile: cache.file,
    consulted,
    watched: cache.walk.watched,
    ...(source ? { index: { file: source.file, checksum: source.checksum, pathspec: [...source.pathspec], differ: [...source.differ] } } : {}),
    stats,
  };
}

/**
 * The paths besides the tree whose content the output of a run in `cwd` depends on: the
 * configuration's places and the files named, and each `.git` looked for up to the first one (the
 * report's root, gitRoot in files.ts).
 */
export function consultedPaths(cwd: string, named: readonly (string | undefined)[]): string[] {
  const paths = [...CONFIG_PLACES.map((p) => path.join(cwd, p)), ...named.filter((p): p is string => !!p).map((p) => path.resolve(cwd, p))];
  for (let d = cwd; ; d = path.dirname(d)) {
    const git = path.join(d, '.git');
    paths.push(git);
    if (statSync(git, { throwIfNoEntry: false }) || path.dirname(d) === d) break;
  }
  return paths;
}

/** Writes the record of a run: its key, facts and output, with the state of `consulted` now. */
export async function saveRecord(argv: readonly string[], io: RecordIo, facts: RunFacts, consulted: readonly string[], output: RunOutput): Promise<void> {
  const record: StoredRecord = {
    format: FORMAT,
    key: recordKey(argv, io),
    code: codeFiles(),
    ...facts,
    consulted: [...consulted.flatMap((p) => [p, pathState(p)]), ...facts.consulted],
    ...output,
  };
  await writeWhole(recordFileOf(facts.cacheFile), asciiJson(record));
}

/**
 * Prints what the last run with these arguments printed, when its record holds in every point;
 * returns its exit code, or undefined (nothing printed) for the per-file path to run.
 */
export async function replay(argv: readonly string[], io: RecordIo & { stdout: { write(text: string): unknown }; stderr: { write(text: string): unknown } }): Promise<number | undefined> {
  // Only a run with --cache (or an option that implies it) can have a record.
  if (!argv.some((a) => a.startsWith('--cache'))) return undefined;
  const location = cacheLocation(argv);
  if (location === null) return undefined;
  let record: StoredRecord | undefined;
  try {
    record = asRecord(JSON.parse(readFileSync(recordFileOf(cacheFilePath(io.cwd, location)), 'latin1')));
  } catch {
    return undefined;
  }
  if (!record || record.key !== recordKey(argv, io)) return undefined;
  const index = record.index;
  // The few files first: a new clone's index (another checksum) starts no git process.
  if (!holds(() => filesHold(record))) return undefined;
  // Git stats the tracked files on threads of its own while the folders are stat'ed here.
  const differ = index ? differingFiles(io.cwd, index.pathspec) : undefined;
  const tree = holds(() => statsHold(record.stats, 5) && unchanged(record.watched, record.cacheFile));
  const now = await differ;
  if (!tree) return undefined;
  if (index) {
    const known = new Set(index.differ);
    if (!now || !now.every((f) => known.has(f))) return undefined;
  }
  if (record.outputFile) {
    // A run that had to make the folder said so: not this one's output.
    if (!statSync(path.dirname(record.outputFile.file), { throwIfNoEntry: false })?.isDirectory()) return undefined;
    try {
      writeFileSync(record.outputFile.file, record.outputFile.content);
    } catch {
      return undefined;
    }
  }
  if (record.stdout) io.stdout.write(record.stdout);
  if (record.stderr) io.stderr.write(record.stderr);
  return record.exitCode;
}

/** `check()`, false when it throws: a path that became a file's child (ENOTDIR), a folder that cannot be read; the per-file path says what it is. */
function holds(check: () => boolean): boolean {
  try {
    return check();
  } catch {
    return false;
  }
}

/** Whether the tool's modules, the consulted paths and git's index are as recorded. */
function filesHold(record: StoredRecord): boolean {
  const { code, consulted, index } = record;
  if (!statsHold(code, 3)) return false;
  for (let i = 0; i < consulted.length; i += 2) if (pathState(consulted[i]) !== consulted[i + 1]) return false;
  return !index || indexFileChecksum(index.file) === index.checksum;
}

/** Whether each path of `flat` (`width` values a path) has the size, mtime, inode and mode after it, as many of them as there are. */
function statsHold(flat: readonly (string | number)[], width: 3 | 5): boolean {
  for (let i = 0; i < flat.length; i += width) {
    const st = statSync(flat[i] as string, { throwIfNoEntry: false });
    if (!st || st.size !== flat[i + 1] || st.mtimeMs !== flat[i + 2] || (width === 5 && (st.ino !== flat[i + 3] || st.mode !== flat[i + 4]))) return false;
  }
  return true;
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
  const { key, code, cacheFile, consulted, watched, stats, index, stdout, stderr, exitCode, outputFile } = v;
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

function toolVersion(): string {
  // `src/engine/` and `dist/cli/` (the bundle) are both two levels below the package root.
  return (createRequire(import.meta.url)('../../package.json') as { version: string }).version;
}

/** Every module of the build this runs from (`dist/` or `src/`, two levels above this module), flat: path, size, mtime… */
function codeFiles(): (string | number)[] {
  const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  const out: (string | number)[] = [];
  for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!/\.[cm]?[jt]s$/.test(name) || name.endsWith('.d.ts')) continue;
    const file = path.join(root, name);
    const st = statSync(file);
    out.push(file, st.size, st.mtimeMs);
  }
  return out;
}
