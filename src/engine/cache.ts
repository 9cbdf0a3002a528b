// The result cache (`--cache`): what the core said about a file's content, so that a second run
// over an unchanged tree parses nothing. Entries are keyed by the SHA-1 of the file's bytes, so an
// edit, a checkout or a touch-free rewrite are all seen; the whole cache is keyed by the tool's
// version, the rulebook's version and the options the core was given, so any of those changing
// throws it away. Only files the prefilter lets through are stored: for the others, the prefilter
// is cheaper than a lookup. The last project pass is kept too, with the state of every path it
// consulted, so that a warm check does not start TypeScript either.
import { createHash, randomBytes } from 'node:crypto';
import { promises as fs, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnalyzeOptions, CheckResult, Finding } from '../core/index.js';
import { RULEBOOK_VERSION } from '../rulebook/index.js';
import { isCheckResult, isFindingList, isObject, isString, isStringRecord } from './cache-shape.js';

/** The default file name, in the folder the tool runs from (listed in the project's .gitignore). */
export const DEFAULT_CACHE_FILE = '.gitlab-v4-migrate-cache';

/** Bump when the layout of the cache file changes. */
const FORMAT = 2;

/** One file's entry: the hash of its bytes and what the core found in them. */
export interface CacheEntry {
  hash: string;
  result: CheckResult;
}

/** The last project pass (check mode): its findings, and everything they were drawn from. */
export interface ProjectEntry {
  /** The files the per-file pass sent there, with their content hashes. */
  deferred: Record<string, string>;
  /** Every other path it read or looked for, with what was there (pathState). */
  consulted: Record<string, string>;
  findings: Record<string, Finding[]>;
}

interface CacheFile {
  format: number;
  key: string;
  /** By absolute path. */
  entries: Record<string, CacheEntry>;
  project?: ProjectEntry;
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

function isEntry(v: unknown): v is CacheEntry {
  return isObject(v) && isString(v.hash) && isCheckResult(v.result);
}

function isProjectEntry(v: unknown): v is ProjectEntry {
  return isObject(v) && isStringRecord(v.deferred) && isStringRecord(v.consulted) && isObject(v.findings) && Object.values(v.findings).every(isFindingList);
}

/** The file the cache lives in: `location` may name a file or a folder (existing, or ending in a slash). */
export async function cacheFile(cwd: string, location?: string): Promise<string> {
  if (!location) return path.join(cwd, DEFAULT_CACHE_FILE);
  const abs = path.resolve(cwd, location);
  if (/[\\/]$/.test(location)) return path.join(abs, DEFAULT_CACHE_FILE);
  try {
    if ((await fs.stat(abs)).isDirectory()) return path.join(abs, DEFAULT_CACHE_FILE);
  } catch {
    // Not there yet: a file name.
  }
  return abs;
}

/** The key every entry of a cache file shares. Functions in the options (display hooks) do not count. */
export function cacheKey(identity: CacheIdentity): string {
  const options = JSON.stringify(identity.analyze, (_k, v: unknown) => (typeof v === 'function' ? undefined : v));
  const context = JSON.stringify(identity.context ?? null);
  return createHash('sha256')
    .update(JSON.stringify([FORMAT, identity.toolVersion, identity.code ?? '', identity.rulebookVersion, options, context]))
    .digest('hex');
}

/** What is at `p` now: its content hash, `dir`, or `none`. */
function pathState(p: string): string {
  try {
    return statSync(p).isDirectory() ? 'dir' : contentHash(readFileSync(p));
  } catch {
    return 'none';
  }
}

export function contentHash(bytes: Uint8Array): string {
  return createHash('sha1').update(bytes).digest('hex');
}

export function toolVersion(): string {
  // `src/engine/cache.ts` and `dist/engine/cache.js` are both two levels below the package root.
  return (createRequire(import.meta.url)('../../package.json') as { version: string }).version;
}

export function defaultIdentity(analyze: AnalyzeOptions, context?: unknown): CacheIdentity {
  return { toolVersion: toolVersion(), code: codeFingerprint(), rulebookVersion: RULEBOOK_VERSION, analyze, context };
}

/** A hash of the code that decides the findings: `core/`, `rulebook/` and `project/` beside this module's folder (about 0.5 MB, read in a few ms). */
export function codeFingerprint(): string {
  const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  const hash = createHash('sha1');
  for (const dir of ['core', 'rulebook', 'project']) {
    let names: string[];
    try {
      names = readdirSync(path.join(root, dir)).sort();
    } catch {
      continue;
    }
    for (const name of names) {
      if (!/\.[cm]?[jt]s$/.test(name) || name.endsWith('.d.ts')) continue;
      hash.update(`${dir}/${name}\n`).update(readFileSync(path.join(root, dir, name)));
    }
  }
  return hash.digest('hex');
}

/**
 * The cache of one run: loaded before the files are processed, updated as they are, written
 * once at the end. A missing, unreadable or foreign file is an empty cache, and an entry of the
 * wrong shape is dropped (its file is checked again): never an error.
 */
export class ResultCache {
  private readonly entries: Map<string, CacheEntry>;
  private changed = false;
  hits = 0;
  misses = 0;

  private constructor(
    readonly file: string,
    private readonly key: string,
    entries: Map<string, CacheEntry>,
    private projectEntry?: ProjectEntry,
  ) {
    this.entries = entries;
  }

  static load(file: string, identity: CacheIdentity): ResultCache {
    const key = cacheKey(identity);
    let entries = new Map<string, CacheEntry>();
    let project: ProjectEntry | undefined;
    try {
      const data = JSON.parse(readFileSync(file, 'utf8')) as Partial<CacheFile>;
      if (data.format === FORMAT && data.key === key && isObject(data.entries)) {
        entries = new Map(Object.entries(data.entries).filter((e): e is [string, CacheEntry] => isEntry(e[1])));
        if (isProjectEntry(data.project)) project = data.project;
      }
    } catch {
      // No cache yet, or one this version cannot read: start empty.
    }
    return new ResultCache(file, key, entries, project);
  }

  /** The stored entry for `file`, whatever its hash (workers compare the hash themselves). */
  entry(file: string): CacheEntry | undefined {
    return this.entries.get(file);
  }

  /** The result stored for `file` when its content hash is `hash`. */
  get(file: string, hash: string): CheckResult | undefined {
    const e = this.entries.get(file);
    if (e && e.hash === hash) {
      this.hits++;
      return e.result;
    }
    this.misses++;
    return undefined;
  }

  set(file: string, entry: CacheEntry): void {
    this.entries.set(file, entry);
    this.changed = true;
  }

  /** The file no longer needs an entry (the prefilter turns it away, or it is gone). */
  delete(file: string): void {
    if (this.entries.delete(file)) this.changed = true;
  }

  /** The project pass's findings, when it ran on the same files and all it consulted is as it was. */
  project(deferred: Record<string, string>): Map<string, Finding[]> | undefined {
    const e = this.projectEntry;
    const same = (a: Record<string, string>, b: Record<string, string>) => Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);
    if (!e || !same(e.deferred, deferred) || !Object.entries(e.consulted).every(([p, state]) => pathState(p) === state)) return undefined;
    return new Map(Object.entries(e.findings));
  }

  setProject(deferred: Record<string, string>, consulted: readonly string[], findings: Map<string, Finding[]>): void {
    this.projectEntry = { deferred, consulted: Object.fromEntries(consulted.map((p) => [p, pathState(p)])), findings: Object.fromEntries(findings) };
    this.changed = true;
  }

  count(hit: boolean): void {
    if (hit) this.hits++;
    else this.misses++;
  }

  /** Writes the cache (temporary file and rename, so a reader never sees half of it). */
  async save(): Promise<void> {
    if (!this.changed) return;
    const data: CacheFile = { format: FORMAT, key: this.key, entries: Object.fromEntries(this.entries), ...(this.projectEntry ? { project: this.projectEntry } : {}) };
    await fs.mkdir(path.dirname(this.file), { recursive: true });
    const tmp = `${this.file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await fs.writeFile(tmp, JSON.stringify(data));
      await fs.rename(tmp, this.file);
    } catch (e) {
      await fs.rm(tmp, { force: true });
      throw e;
    }
    this.changed = false;
  }
}

/**
 * How processFile asks for and offers cached results. In a worker thread it is backed by the
 * entries the main thread sent along with the files, and new entries travel back with the results.
 */
export interface CacheAccess {
  lookup(file: string, bytes: Uint8Array): { hash: string; result?: CheckResult };
  store(file: string, hash: string, result: CheckResult): void;
  /** The file's bytes hold no API hint: any entry for it is stale. */
  forget(file: string): void;
}

export function mainThreadAccess(cache: ResultCache): CacheAccess {
  return {
    lookup(file, bytes) {
      const hash = contentHash(bytes);
      return { hash, result: cache.get(file, hash) };
    },
    store: (file, hash, result) => cache.set(file, { hash, result }),
    forget: (file) => cache.delete(file),
  };
}

/** Check mode: the cached result for this content, or `check()`'s, which is then stored. */
export function cachedCheck(access: CacheAccess | undefined, file: string, bytes: Uint8Array, check: () => CheckResult): CheckResult {
  if (!access) return check();
  const { hash, result } = access.lookup(file, bytes);
  if (result) return result;
  const fresh = check();
  access.store(file, hash, fresh);
  return fresh;
}

/** Fix mode: what a check of this content found, when the cache knows (nothing is stored: a fix changes the file). */
export function knownResult(access: CacheAccess, file: string, bytes: Uint8Array): CheckResult | undefined {
  return access.lookup(file, bytes).result;
}
