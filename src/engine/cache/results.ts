// The result cache (`--cache`): what the core said about a file's content, so that a second run
// over an unchanged tree parses nothing, and, where the file system or git can vouch that a file
// is unchanged, does not even open it. Entries are keyed by the file's git blob id (the SHA-1 of
// `blob <size>\0` and its bytes: the id git's index holds), so an edit, a checkout or a touch-free
// rewrite are all seen when a file is read, and a fresh clone's index names the same keys; the
// whole cache is keyed by the tool's version, the rulebook's version and the options the core was
// given, so any of those changing throws it away. The last project pass is kept too, with the
// state of every path it consulted, so that a warm check does not start TypeScript either.
//
// Strategies (`--cache-strategy`): `metadata` trusts a file whose size, mtime, inode and ctime are
// those it had when it was read, and git's index for the files it tracks (git's own stat check
// says which differ; the others have the blob id of their entry); such a file with nothing to
// report is not opened. `content` reads and hashes every file: the safe choice where mtimes lie.
import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { Dirent, Stats } from 'node:fs';
import { mkdir, utimes } from 'node:fs/promises';
import path from 'node:path';
import type { AnalyzeOptions, CheckResult, Finding } from '../../core/index.js';
import { RULEBOOK_VERSION } from '../../rulebook/names-data.js';
import { unneededEntry } from './access.js';
import type { CacheAccess, Vouched } from './access.js';
import { asciiJson, buildModuleStats, moduleListing, toolVersion, writeSignedChecked } from './io.js';
import { cacheFilePath } from './location.js';
import type { ModuleListing } from './io.js';
import { fileProblem, folderProblem, openSigned, readSigned } from './trust.js';
import { isFindingList, isObject, isString, isStringRecord } from './shape.js';
import type { CacheEntry, CacheStrategy, StatData } from './shape.js';
import { ShardedEntries } from './shards.js';
import { TurnedAway } from './turned-away.js';
import { verdictByText } from '../../core/parse/prefilter.js';
import { readIndexView } from './git-index.js';
import type { IndexSource, IndexView } from './git-index.js';
import { contentHash, pathState } from './path-state.js';
import type { EngineOptions } from '../types.js';
import { isLightRun } from './light.js';
import { isStoredWalk } from './walk-cache.js';
import { RACY_MS } from './walk-state.js';
import type { StoredWalk } from './walk-cache.js';

export { cacheFilePath, DEFAULT_CACHE_FILE } from './location.js';
// What the engine asks of the cache's other parts, from this one module (engine/run.ts).
export { discoverWithCache } from './walk-cache.js';
export { runFacts } from './run-record.js';

/** Bump when the layout of the cache file changes. */
const FORMAT = 6;

export type { CacheEntry, CacheStrategy, StatData } from './shape.js';
export { cachedCheck, checkedEntry, knownResult, unneededEntry } from './access.js';
export type { CacheAccess } from './access.js';
export { contentHash } from './path-state.js';
export { CACHE_STRATEGIES } from './shape.js';

/** The last project pass (check mode): its findings, and everything they were drawn from. */
export interface ProjectEntry {
  /** The files the per-file pass sent there, with their content hashes. */
  deferred: Record<string, string>;
  /** Every other path it read or looked for, with what was there (pathState). */
  consulted: Record<string, string>;
  findings: Record<string, Finding[]>;
  /** The data files whose values the code's fixes move (a JSON file a module reads), and the ranges moved: their own findings there give way. */
  dataValues?: Record<string, Array<[number, number]>>;
}

/** The cache file itself: the key and the last project pass. The entries are in shards (shards.ts), the walks in files of their own. */
interface CacheFile {
  format: number;
  key: string;
  project?: ProjectEntry;
}

/** A walk's file: one for each list of path arguments (a checkout, an editor's file, a hook's files), so that none undoes another's. */
interface WalkFile {
  format: number;
  key: string;
  walk: StoredWalk;
}

/** The file of the blobs a first run turned away (turned-away.ts), beside the cache file. */
export function turnedAwayFile(cacheFile: string): string {
  return `${cacheFile}-away`;
}

/** A file's stat data taken before it was read, and its size: a tuple, as a Map of 38,000 holds it cheaply. */
type Seen = [mtimeMs: number, ino: number, ctimeMs: number, size: number];

/** Walks kept beside a cache: the least recently used beyond these are removed. */
const MAX_WALKS = 16;

/** The file of the walk of `args` (walk-cache.ts), beside the cache file. */
export function walkFileOf(cacheFile: string, args: readonly string[]): string {
  return `${cacheFile}-walk-${createHash('sha256').update(JSON.stringify(args)).digest('hex').slice(0, 24)}`;
}

export interface CacheIdentity {
  /** The tool's version (package.json); a new version may find other things. */
  toolVersion: string;
  /**
   * The code of the core, rulebook and project mode: a build between two releases, or a local
   * change, may find other things under the same version.
   */
  code?: string;
  rulebookVersion: string;
  analyze: AnalyzeOptions;
  /**
   * Whatever else changes what the core reports: the rule levels (a rule turned off, or a
   * suppression, changes which fixes hold a base back) and the folder messages name files from.
   */
  context?: unknown;
}

function isProjectEntry(v: unknown): v is ProjectEntry {
  return (
    isObject(v) &&
    isStringRecord(v.deferred) &&
    isStringRecord(v.consulted) &&
    isObject(v.findings) &&
    Object.values(v.findings).every(isFindingList) &&
    (v.dataValues === undefined || (isObject(v.dataValues) && Object.values(v.dataValues).every(isRangeList)))
  );
}

const isRangeList = (v: unknown): v is Array<[number, number]> =>
  Array.isArray(v) && v.every((r) => Array.isArray(r) && r.length === 2 && r.every((n) => Number.isSafeInteger(n) && (n as number) >= 0));

/** The file the cache lives in: `location` may name a file or a folder (existing, or ending in a slash). */
export async function cacheFile(cwd: string, location?: string): Promise<string> {
  return cacheFilePath(cwd, location);
}

/**
 * The run's cache. Under `metadata` git's view of the work tree is read meanwhile, by git, while
 * the caller walks the tree (ResultCache.ready): open it before the walk.
 */
export async function openCache(options: Pick<EngineOptions, 'cwd' | 'paths' | 'cacheLocation' | 'cacheStrategy' | 'rules'>, analyze: AnalyzeOptions): Promise<ResultCache> {
  const strategy = options.cacheStrategy ?? 'metadata';
  // Only the files under the run's paths are asked about (diff-files vouches for no other).
  // A run over named files (an editor's, a hook's) asks git nothing: three git processes and the
  // index parsed cost more than its check. A light one (light.ts) opens the cache only for a file
  // the prefilter lets through.
  // Not keyed by the folder: entries are stored relative to it, and messages name files relative
  // to it too, so a clone at another path or a second work tree finds the same results.
  const file = await cacheFile(options.cwd, options.cacheLocation);
  // Git compares the tree with the cache's stat copy of its index (git-index.ts).
  const named = namedFilesOnly(options.cwd, options.paths);
  const view = strategy === 'metadata' && !named ? readIndexView(options.cwd, options.paths, file) : undefined;
  const light = isLightRun(options.cwd, options.paths, strategy);
  // A light run is checked on this thread (a worker's results would store their entries); its key
  // (the code's fingerprint: a stat of every module of the build) is taken when an entry is asked for.
  const identity = () => defaultIdentity(analyze, { rules: options.rules ?? null }, `${file}-code`);
  const cache = ResultCache.load(file, light ? identity : identity(), strategy, options.cwd, light);
  if (view) cache.useIndex(view);
  cache.inGit = !!view && insideGit(options.cwd);
  return cache;
}

/** Whether a `.git` (a folder, or a linked work tree's file) is at or above `cwd`. */
function insideGit(cwd: string): boolean {
  for (let d = cwd; ; d = path.dirname(d)) {
    if (lstatSync(path.join(d, '.git'), { throwIfNoEntry: false })) return true;
    if (path.dirname(d) === d) return false;
  }
}

/** Whether the run's path arguments are all regular files (none: the run's folder). */
function namedFilesOnly(cwd: string, paths: readonly string[]): boolean {
  return paths.length > 0 && paths.every((p) => !!lstatSync(path.resolve(cwd, p), { throwIfNoEntry: false })?.isFile());
}

/** The key every entry of a cache file shares. Functions in the options (display hooks) do not count. */
export function cacheKey(identity: CacheIdentity): string {
  const options = JSON.stringify(identity.analyze, (_k, v: unknown) => (typeof v === 'function' ? undefined : v));
  const context = JSON.stringify(identity.context ?? null);
  return createHash('sha256')
    .update(JSON.stringify([FORMAT, identity.toolVersion, identity.code ?? '', identity.rulebookVersion, options, context]))
    .digest('hex');
}



/** Nothing in the entry's report comes from the text: no finding, error, suppression, or other file's part. */
function isBare(e: CacheEntry): boolean {
  const r = e.result;
  return !e.directive && (!r || (r.findings.length === 0 && !r.parseError && !r.unresolved && !r.uncovered?.length));
}

/** `memo`: where the code's fingerprint may be kept between runs (codeFingerprint). */
export function defaultIdentity(analyze: AnalyzeOptions, context?: unknown, memo?: string): CacheIdentity {
  return { toolVersion: toolVersion(), code: codeFingerprint(memo), rulebookVersion: RULEBOOK_VERSION, analyze, context };
}

/**
 * A hash of the code that runs: every module of the build (`src/` or `dist/`, the CLI bundle's
 * chunks and the engine included; a patched engine or bundle may find other things), by content:
 * an installed package's files all have one fixed mtime.
 */
export function codeFingerprint(memo?: string): string {
  // Kept beside the cache (`memo`, signed) under the modules' names, sizes, inodes and ctimes: a
  // module written again has a new ctime, which no process sets back, so the same stat data mean
  // the same bytes; reading and hashing the build's few MB cost an editor's one-file run more than
  // its check. The listing of the build's folders is kept with it (io.ts, buildModules).
  let kept: Partial<CodeMemo> | undefined;
  try {
    const text = memo === undefined ? undefined : readSigned(memo);
    kept = text === undefined ? undefined : (JSON.parse(text) as Partial<CodeMemo>);
  } catch {
    // None yet, or of an older layout.
  }
  const listing = isListing(kept?.listing) ? kept.listing : undefined;
  const stats = createHash('sha1');
  for (const { name, size, ino, ctimeMs } of buildModuleStats(listing)) stats.update(`${name}\0${size}\0${ino}\0${ctimeMs}\n`);
  const key = stats.digest('hex');
  const now = moduleListing();
  const sameListing = !!listing && !!now && listing.names === now.names;
  if (kept?.key === key && typeof kept.fingerprint === 'string' && (sameListing || !now)) return kept.fingerprint;
  let fingerprint = kept?.key === key && typeof kept.fingerprint === 'string' ? kept.fingerprint : undefined;
  if (fingerprint === undefined) {
    const hash = createHash('sha1');
    for (const { name, file } of buildModuleStats()) hash.update(`${name}\n`).update(readFileSync(file));
    fingerprint = hash.digest('hex');
  }
  // Written with the cache, after the report (ResultCache.save).
  const data: CodeMemo = { key, fingerprint, ...(now ? { listing: now } : {}) };
  if (memo !== undefined) unkept = { file: memo, text: asciiJson(data) };
  return fingerprint;
}

/** What the code's memo keeps (codeFingerprint). */
interface CodeMemo {
  /** A hash of the modules' names and stat data. */
  key: string;
  fingerprint: string;
  listing?: ModuleListing;
}

function isListing(v: unknown): v is ModuleListing {
  return isObject(v) && Array.isArray(v.folders) && Array.isArray(v.names) && v.names.every(isString);
}

/** A fingerprint computed this run, to be kept by the next save. */
let unkept: { file: string; text: string } | undefined;

/**
 * The cache of one run: loaded before the files are processed, updated as they are, written
 * once at the end. A missing, unreadable or foreign file is an empty cache, and an entry of the
 * wrong shape is dropped (its file is checked again): never an error.
 */
export class ResultCache {
  /** The project entry changed: the cache file itself is written. */
  private changed = false;
  /** The cache file was missing or not this key's: written with the next shard or project entry. */
  private unread = false;
  /** The walk of this run's arguments: read (`walkFor`), or made and to be written. */
  private walkFile?: string;
  private walkChanged = false;
  private walkUsed = false;
  /** Stat data taken this run (by `unopened`), given to the entries made from the files read next. */
  private readonly seen = new Map<string, Seen>();
  private index?: Promise<IndexView | undefined>;
  private view?: IndexView;
  /**
   * A first run over a git work tree (deferView): its files are processed while git reads its
   * view, and what git vouches for is keyed after the report (keyDeferred): the files the
   * prefilter turned away (with the size it saw), and the entries set, which take git's stat data.
   */
  deferring = false;
  private readonly pending = new Map<string, number>();
  /** The blobs this deferring run turned away (TurnedAway.recordOf), written as one set (save). */
  private awayRecords?: string[];
  /** The blobs a first run turned away, read when first asked for. */
  private away?: TurnedAway;
  private readonly unstated: string[] = [];
  /** The run is in a git work tree (openCache: a `.git` at or above its folder). */
  inGit = false;
  /** Files and folders older than this when stat'ed are old enough for their stat data to be kept. */
  readonly settled = Date.now() - RACY_MS;
  /**
   * A light run (light.ts): the cache is asked only about the files the prefilter lets through (a
   * shard read instead of a parse); nothing of a file it turns away is hashed, read or written.
   */
  light = false;
  hits = 0;
  misses = 0;

  private walkEntry?: StoredWalk;

  /** The key, the entries and the project pass, read when first needed (`opened`). */
  private state?: { key: string; entries: ShardedEntries };
  private projectEntry?: ProjectEntry;

  private constructor(
    readonly file: string,
    private readonly identity: CacheIdentity | (() => CacheIdentity),
    /** The run's folder: entries are stored relative to it. */
    readonly cwd: string,
    readonly strategy: CacheStrategy,
    /** Why the cache's folder or file is not used, if it is not: then nothing is read or written. */
    readonly refusal: string | undefined,
  ) {}

  /**
   * `root`: the folder entries are stored relative to (the run's; the key holds it). `identity`
   * as a function: taken, and the cache file read, when an entry is first asked for or written.
   */
  static load(file: string, identity: CacheIdentity | (() => CacheIdentity), strategy: CacheStrategy = 'metadata', root = path.dirname(file), light = false): ResultCache {
    // Another user's file, or one in a folder others can write, is not read (trust.ts): the folder
    // is checked here, once; each file on the handle it is read through. The cache file's owner
    // and mode are checked now, even when it is read later: a refusal is said in the report.
    const refusal = folderProblem(path.dirname(file)) ?? fileProblem(file);
    const cache = new ResultCache(file, identity, root, strategy, refusal);
    cache.light = light;
    if (typeof identity !== 'function') cache.opened();
    return cache;
  }


  /** The key and the entries; the cache file read on first call. */
  private opened(): { key: string; entries: ShardedEntries } {
    if (this.state) return this.state;
    const key = cacheKey(typeof this.identity === 'function' ? this.identity() : this.identity);
    const refusal = this.refusal;
    let read = false;
    if (refusal === undefined) {
      // On its own handle: a file that turned into a link or another user's since load() is an empty cache.
      const { text } = openSigned(this.file);
      try {
        // Written in ASCII (asciiJson): read as Latin-1, it becomes a one-byte string without a
        // UTF-8 decode. Read as UTF-8 with one message's `→` in it, the whole file became a two-byte
        // string, and reading it took longer than the rest of a warm run.
        const data = text === undefined ? undefined : (JSON.parse(text) as Partial<CacheFile>);
        if (data?.format === FORMAT && data.key === key) {
          read = true;
          if (isProjectEntry(data.project)) this.projectEntry ??= data.project;
        }
      } catch {
        // No cache yet, or one this version cannot read: start empty.
      }
    }
    // Missing, damaged, of another version or key: written again by the next save (a light run's
    // only with a shard it writes).
    this.unread = !read;
    // The folder was checked once (load); each shard is checked on its own handle as it is read.
    const entries = new ShardedEntries(this.cwd, this.file, FORMAT, key, (shard) => (refusal === undefined ? openSigned(shard).text : undefined));
    return (this.state = { key, entries });
  }

  private get entries(): ShardedEntries {
    return this.opened().entries;
  }

  private get key(): string {
    return this.opened().key;
  }

  /** `metadata`: git's index vouches for the files it tracks (see IndexView), once `ready()`. */
  useIndex(index: Promise<IndexView | undefined>): void {
    if (this.strategy === 'metadata') this.index = index;
  }

  /** Waits for git's view of the work tree, if one is being read. */
  async ready(): Promise<void> {
    this.view = await this.index;
  }

  /**
   * Whether this run's files can be processed before git's view is read: the cache holds nothing
   * of this key to spare a file by (its file missing or another key's: a first run, whose miss
   * then costs about its cold run instead of waiting for git's refresh of a fresh clone's index),
   * in a git work tree (whose index keys the files the prefilter turns away, after the report).
   * A run that defers asks `ready()` before its run record's facts.
   */
  deferView(): boolean {
    if (this.light || this.strategy !== 'metadata' || !this.index || !this.inGit || !this.unread || this.view) return false;
    return (this.deferring = true);
  }

  /**
   * A deferring run's stat data of `file`, taken on the opened file before it was read: the run
   * record's for a file git does not vouch for, and its entry's (statKey, set); kept when old
   * enough to trust, as unopened() keeps them.
   */
  saw(file: string, st: Pick<Stats, 'mtimeMs' | 'ino' | 'ctimeMs' | 'size'>): void {
    if (st.mtimeMs < this.settled) this.seen.set(file, [st.mtimeMs, st.ino, st.ctimeMs, st.size]);
  }

  /** A file the prefilter turned away while deferring: keyed by git's blob id, if git vouches for these `size` bytes (keyDeferred). */
  pend(file: string, size: number): void {
    this.pending.set(file, size);
  }

  /**
   * Keys what a deferring run left unkeyed, now that git's view is read: a file the prefilter
   * turned away by its index entry's blob id when git vouches for it and its size is the one the
   * prefilter saw (else it has no entry: the next run reads it again); an entry set meanwhile takes
   * the stat data git's index holds for it (set).
   */
  private async keyDeferred(): Promise<void> {
    if (!this.deferring) return;
    await this.ready();
    this.deferring = false;
    const view = this.view;
    // A file git vouches for with the size the prefilter saw is its blob: the blob joins the set (turned-away.ts), or,
    // where the prefilter's verdict depends on the file's name, keys the file's own entry; any other has no entry,
    // and the next run reads it again.
    const away: string[] = [];
    for (const [file, size] of this.pending) {
      const at = view?.entryOf?.(file);
      if (!at || at.index.readUInt32BE(at.at + 36) !== size) this.delete(file);
      else if (verdictByText(file)) away.push(TurnedAway.recordOf(at.index, at.at));
      else {
        // set() without asking again whether git tracks this blob: it was just read from the view.
        const stat = view!.statOf?.(file);
        const blob = at.index.toString('hex', at.at + 40, at.at + 60);
        this.entries.set(file, stat ? { hash: blob, size, stat } : { hash: blob, size });
      }
    }
    if (away.length) this.awayRecords = away;
    for (const file of this.unstated) {
      const e = this.entries.get(file);
      if (e) this.set(file, e);
    }
    this.pending.clear();
    this.unstated.length = 0;
  }

  /** Where git's index came from and what `git diff-files` said (after `ready()`), for a run record. */
  get indexSource(): IndexSource | undefined {
    return this.view?.source;
  }

  /** `file`'s blob id and size in git's index when git vouches for it (after `ready()`). */
  blobOf(file: string): Vouched | undefined {
    return this.view?.get(file);
  }

  /** Whether git's index vouches for `file` (tracked, and unchanged by git's stat check), after `ready()`. */
  vouched(file: string): boolean {
    return !!this.view?.has(file);
  }

  /** Size, mtime, inode and mode of `file` when its entry's content was read; undefined when too new to trust, or no entry. */
  statKey(file: string): [size: number, ...StatData] | undefined {
    if (this.deferring) {
      // Taken before the file was read (unopened, or saw on the opened file), when old enough to trust.
      const st = this.seen.get(file);
      return st && [st[3], st[0], st[1], st[2]];
    }
    const e = this.entries.get(file);
    return e?.stat && e.size !== undefined ? [e.size, ...e.stat] : undefined;
  }

  /** The content hash of `file`'s entry: what its results were drawn from. */
  hashOf(file: string): string | undefined {
    return this.entries.get(file)?.hash;
  }

  /** Every path the last project pass consulted, with what was there. */
  get projectConsulted(): Readonly<Record<string, string>> | undefined {
    return this.state ? this.projectEntry?.consulted : undefined;
  }

  /** This run's walk (walk-cache.ts): the one read by `walkFor`, or the one set. */
  get walk(): StoredWalk | undefined {
    return this.walkEntry;
  }

  /** The last walk of these path arguments, if one was kept (its watched paths are checked by the caller). */
  walkFor(args: readonly string[]): StoredWalk | undefined {
    this.walkFile = walkFileOf(this.file, args);
    if (this.refusal !== undefined) return undefined;
    try {
      const text = openSigned(this.walkFile).text;
      const data = text === undefined ? undefined : (JSON.parse(text) as Partial<WalkFile>);
      const walk = data?.format === FORMAT && data.key === this.key && isStoredWalk(data.walk) && JSON.stringify(data.walk.args) === JSON.stringify(args) ? data.walk : undefined;
      this.walkEntry = walk;
      this.walkUsed = walk !== undefined;
      return walk;
    } catch {
      return undefined;
    }
  }

  /** The listings of the folders this run's walk listed (walk-cache.ts), when it walked. */
  listed?: ReadonlyMap<string, readonly Dirent[]>;

  setWalk(walk: StoredWalk | undefined, listed?: ReadonlyMap<string, readonly Dirent[]>): void {
    this.walkEntry = walk;
    this.listed = walk && listed;
    this.walkFile ??= walk && walkFileOf(this.file, walk.args);
    this.walkChanged = walk !== undefined;
    this.walkUsed = false;
  }

  /**
   * Whether `file` can be reported without opening it: `metadata` knows it unchanged since its
   * entry was made (git's index, else its stat data), and nothing of its report needs the text.
   */
  unopened(file: string): boolean {
    if (this.strategy !== 'metadata') return false;
    const e = this.entries.get(file);
    // The size check tells a file git converts (line endings, filters) from its blob.
    const tracked = e && this.view?.tracks(file, e.hash, e.size ?? -1);
    if (tracked !== undefined) return tracked && isBare(e!);
    // Tracked, with no entry: a blob a first run turned away is not opened again (where the verdict was the text's
    // alone); any other, git's index will key.
    if (!e && this.view?.has(file)) {
      const at = verdictByText(file) ? this.view.entryOf?.(file) : undefined;
      return !!at && this.turnedAway().has(at.index, at.at);
    }
    const st = statSync(file, { throwIfNoEntry: false });
    if (!st) return false;
    if (st.mtimeMs < this.settled) this.seen.set(file, [st.mtimeMs, st.ino, st.ctimeMs, st.size]);
    return !!e?.stat && e.size === st.size && e.stat[0] === st.mtimeMs && e.stat[1] === st.ino && e.stat[2] === st.ctimeMs && isBare(e);
  }

  /** The blobs a first run turned away (an empty set when there is none of this key, or it cannot be trusted). */
  private turnedAway(): TurnedAway {
    if (this.away) return this.away;
    const header = this.awayHeader();
    const text = this.refusal === undefined && !this.unread ? openSigned(turnedAwayFile(this.file)).text : undefined;
    return (this.away = TurnedAway.parse(text, header));
  }

  private awayHeader(): string {
    return `away ${FORMAT} ${this.key}`;
  }

  /** The stored entry for `file`, whatever its hash (workers compare the hash themselves). */
  entry(file: string): CacheEntry | undefined {
    return this.entries.get(file);
  }

  /** The result stored for `file` when its content hash is `hash`. */
  get(file: string, hash: string): CheckResult | undefined {
    const e = this.entries.get(file);
    if (e?.result && e.hash === hash) {
      this.hits++;
      this.restat(file);
      return e.result;
    }
    this.misses++;
    return undefined;
  }

  /**
   * A hit on a file whose stat data are not the entry's (another checkout's, a fresh clone's):
   * the entry takes this file's, taken before it was read, so that a run record can vouch for it.
   */
  restat(file: string): void {
    const st = this.seen.get(file);
    const e = this.entries.get(file);
    if (!st || !e || st[3] !== e.size || (e.stat && e.stat[0] === st[0] && e.stat[1] === st[1] && e.stat[2] === st[2])) return;
    this.entries.set(file, { ...e, stat: [st[0], st[1], st[2]] });
  }

  /**
   * Stores the entry, with the stat data taken before the file was read when it is the same size
   * (never older data); for a file git vouches for with this content, the stat data git's index
   * holds for it, when old enough to trust: a later run over named files asks git nothing.
   */
  set(file: string, entry: CacheEntry): void {
    const st = this.seen.get(file);
    const { stat: _old, ...rest } = entry;
    if (st && st[3] === entry.size) return this.entries.set(file, { ...rest, stat: [st[0], st[1], st[2]] });
    if (this.deferring) {
      // Git's stat data, when it vouches for this content, are known after the report (keyDeferred).
      this.unstated.push(file);
      return this.entries.set(file, rest);
    }
    const git = entry.size !== undefined && this.view?.tracks(file, entry.hash, entry.size) ? this.view.statOf?.(file) : undefined;
    this.entries.set(file, git ? { ...rest, stat: git } : rest);
  }

  /** The file no longer needs an entry. */
  delete(file: string): void {
    this.entries.delete(file);
  }

  /** The project pass's findings and data edits, when it ran on the same files and all it consulted is as it was. */
  project(deferred: Record<string, string>): { findings: Map<string, Finding[]>; dataValues: Map<string, Array<readonly [number, number]>> } | undefined {
    this.opened();
    const e = this.projectEntry;
    const same = (a: Record<string, string>, b: Record<string, string>) => Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);
    if (!e || !same(e.deferred, deferred) || !Object.entries(e.consulted).every(([p, state]) => pathState(p) === state)) return undefined;
    return { findings: new Map(Object.entries(e.findings)), dataValues: new Map(Object.entries(e.dataValues ?? {})) };
  }

  setProject(deferred: Record<string, string>, consulted: readonly string[], findings: Map<string, Finding[]>, dataValues: ReadonlyMap<string, ReadonlyArray<readonly [number, number]>>): void {
    this.opened();
    this.projectEntry = {
      deferred,
      consulted: Object.fromEntries(consulted.map((p) => [p, pathState(p)])),
      findings: Object.fromEntries(findings),
      ...(dataValues.size > 0 ? { dataValues: Object.fromEntries([...dataValues].map(([f, ranges]) => [f, ranges.map(([a, b]) => [a, b] as [number, number])])) } : {}),
    };
    this.changed = true;
  }

  count(hit: boolean): void {
    if (hit) this.hits++;
    else this.misses++;
  }

  /**
   * Writes what this run changed: the shards whose entries changed, this run's walk, the cache
   * file when the project entry did (each through a temporary file and a rename: a reader never
   * sees half of one). The CLI calls it after the report is out (main.ts).
   */
  async save(): Promise<void> {
    // Never opened (a light run whose files the prefilter all turned away): nothing of it to write.
    if (this.refusal !== undefined || !this.state) return;
    await this.keyDeferred();
    const dir = path.dirname(this.file);
    await mkdir(dir, { recursive: true });
    // Checked once for every file written (trust.ts); each is made new and renamed into place.
    const problem = folderProblem(dir);
    if (problem) throw new Error(`not written: ${problem}`);
    const shards = this.entries.changes();
    for (const { file, data } of shards) await writeSignedChecked(file, asciiJson(data));
    if (this.awayRecords) {
      await writeSignedChecked(turnedAwayFile(this.file), TurnedAway.text(this.awayHeader(), this.awayRecords));
      this.awayRecords = undefined;
    }
    if (this.walkChanged && this.walkEntry && this.walkFile) {
      const data: WalkFile = { format: FORMAT, key: this.key, walk: this.walkEntry };
      await writeSignedChecked(this.walkFile, asciiJson(data));
      this.walkChanged = false;
      pruneWalks(this.file, this.walkFile);
    } else if (this.walkUsed && this.walkFile) {
      // Used: the last to be dropped of the walks kept.
      await utimes(this.walkFile, new Date(), new Date()).catch(() => undefined);
    }
    if (unkept) {
      // A fingerprint not kept is computed again next time, nothing else.
      await writeSignedChecked(unkept.file, unkept.text).catch(() => undefined);
      unkept = undefined;
    }
    if (this.changed || (this.unread && (!this.light || shards.length > 0))) {
      const data: CacheFile = { format: FORMAT, key: this.key, ...(this.projectEntry ? { project: this.projectEntry } : {}) };
      await writeSignedChecked(this.file, asciiJson(data));
      this.changed = this.unread = false;
    }
  }
}

/** Removes the walks beyond the MAX_WALKS most recently used, `keep` apart. */
function pruneWalks(cacheFile: string, keep: string): void {
  const dir = path.dirname(cacheFile);
  const prefix = `${path.basename(cacheFile)}-walk-`;
  try {
    const walks = readdirSync(dir)
      .filter((n) => n.startsWith(prefix) && /^[0-9a-f]{24}$/.test(n.slice(prefix.length)) && path.join(dir, n) !== keep)
      .map((n) => [path.join(dir, n), statSync(path.join(dir, n), { throwIfNoEntry: false })?.mtimeMs ?? 0] as const)
      .sort((a, b) => b[1] - a[1]);
    for (const [file] of walks.slice(MAX_WALKS - 1)) rmSync(file, { force: true });
  } catch {
    // A walk left over costs a file, nothing else.
  }
}

export function mainThreadAccess(cache: ResultCache): CacheAccess {
  return {
    lookup(file, bytes) {
      const hash = contentHash(bytes);
      return { hash, result: cache.get(file, hash) };
    },
    store: (file, entry) => cache.set(file, entry),
    unneeded(file, latin1) {
      // A light run keeps nothing of a file the prefilter turns away: reading it again costs less than a shard.
      if (cache.light) return;
      if (cache.deferring) return cache.pend(file, latin1.length);
      const entry = unneededEntry(cache.strategy, latin1, cache.blobOf(file));
      if (entry) cache.set(file, entry);
      else cache.delete(file);
    },
    ...(cache.deferring ? { opened: (file: string, st: Stats) => cache.saw(file, st) } : {}),
  };
}
