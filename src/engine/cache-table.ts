// The per-file entries of the cache as stored: one flat array, six values a file (its path
// relative to the run's folder, blob id, size, and the stat data mtime, inode and mode, zeros
// when there are none), and the core's results apart, for the few files that have one. A warm run
// over 38,000 files reads them all; as objects, one per file, parsing and checking them cost
// about a quarter of such a run (npm run bench). Entries become objects, checked, when first asked for.
import path from 'node:path';
import { isCheckResult, isInt, isObject, isString } from './cache-shape.js';
import type { CacheEntry, StatData } from './cache.js';

const WIDTH = 6;

/** The stored form: `files` as above, `results` by the same relative path. */
export interface StoredTable {
  files: (string | number)[];
  results: Record<string, { result: unknown; directive?: true }>;
}

export function isStoredTable(v: unknown): boolean {
  return isObject(v) && Array.isArray(v.files) && v.files.length % WIDTH === 0 && isObject(v.results);
}

export class EntryTable {
  /** Stored entries not asked for yet: the index of their first value in `stored.files`. */
  private readonly slots = new Map<string, number>();
  /** Entries asked for, set or deleted (null) this run. */
  private readonly live = new Map<string, CacheEntry | null>();
  private readonly prefix: string;

  constructor(
    private readonly root: string,
    private readonly stored: StoredTable = { files: [], results: {} },
  ) {
    this.prefix = root.endsWith(path.sep) ? root : root + path.sep;
    const files = stored.files;
    for (let i = 0; i < files.length; i += WIDTH) {
      const rel = files[i];
      if (typeof rel === 'string') this.slots.set(path.isAbsolute(rel) ? rel : this.prefix + rel, i);
    }
  }

  get(file: string): CacheEntry | undefined {
    const live = this.live.get(file);
    if (live !== undefined) return live ?? undefined;
    const i = this.slots.get(file);
    if (i === undefined) return undefined;
    this.slots.delete(file);
    const entry = this.materialize(i);
    this.live.set(file, entry ?? null);
    return entry;
  }

  set(file: string, entry: CacheEntry): void {
    this.slots.delete(file);
    this.live.set(file, entry);
  }

  /** Whether there was an entry to delete. */
  delete(file: string): boolean {
    const had = this.get(file) !== undefined;
    this.live.set(file, null);
    return had;
  }

  toJSON(): StoredTable {
    const { files: old, results: oldResults } = this.stored;
    const files: (string | number)[] = [];
    const results: StoredTable['results'] = {};
    // Entries never asked for are copied as they were, without being checked: the next run checks them.
    for (const i of this.slots.values()) {
      const rel = old[i] as string;
      for (let k = 0; k < WIDTH; k++) files.push(old[i + k]);
      if (oldResults[rel]) results[rel] = oldResults[rel];
    }
    for (const [file, e] of this.live) {
      if (!e) continue;
      const rel = file.startsWith(this.prefix) ? file.slice(this.prefix.length) : file;
      files.push(rel, e.hash, e.size ?? -1, ...(e.stat ?? [0, 0, 0]));
      if (e.result) results[rel] = e.directive ? { result: e.result, directive: true } : { result: e.result };
    }
    return { files, results };
  }

  /** The entry stored at `i`, or undefined when any of it has the wrong shape. */
  private materialize(i: number): CacheEntry | undefined {
    const [rel, hash, size, mtime, ino, mode] = this.stored.files.slice(i, i + WIDTH);
    if (!isString(rel) || !isString(hash) || !isInt(size) || typeof mtime !== 'number' || typeof ino !== 'number' || typeof mode !== 'number') return undefined;
    const entry: CacheEntry = { hash };
    if (size >= 0) entry.size = size;
    if (mtime !== 0) entry.stat = [mtime, ino, mode] as StatData;
    const stored = Object.hasOwn(this.stored.results, rel) ? this.stored.results[rel] : undefined;
    if (stored !== undefined) {
      if (!isObject(stored) || !isCheckResult(stored.result) || (stored.directive !== undefined && stored.directive !== true)) return undefined;
      entry.result = stored.result;
      if (stored.directive) entry.directive = true;
    }
    return entry;
  }
}
