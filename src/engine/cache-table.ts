// The per-file entries of the cache as stored: one flat array, six values a file (its path
// relative to the run's folder, blob id, size, and the stat data mtime, inode and mode, zeros
// when there are none), and the core's results apart, for the few files that have one. A warm run
// over 38,000 files reads them all; as objects, one per file, parsing and checking them cost
// about a quarter of such a run (npm run bench). Entries become objects, checked, when first
// asked for. Paths are stored sorted, each as what it keeps of the one before (packPaths).
import path from 'node:path';
import { isCheckResult, isInt, isObject, isString } from './cache-shape.js';
import type { CacheEntry, StatData } from './cache.js';
import { SortedPaths } from './sorted-paths.js';

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
  /** Stored entries by path (relative to the root when below it), and where each starts in `stored.files`. */
  private readonly paths: SortedPaths;
  private readonly starts: number[] = [];
  /** Stored entries asked for, by their position in `paths` (null: of the wrong shape). */
  private readonly objects: (CacheEntry | null | undefined)[];
  /** Entries set or deleted (null) this run, by absolute path. */
  private readonly live = new Map<string, CacheEntry | null>();
  private readonly prefix: string;

  constructor(
    root: string,
    private readonly stored: StoredTable = { files: [], results: {} },
  ) {
    this.prefix = root.endsWith(path.sep) ? root : root + path.sep;
    const rels: string[] = [];
    unpackPaths(stored.files, WIDTH, (rel, i) => {
      rels.push(rel);
      this.starts.push(i);
    });
    this.paths = new SortedPaths(rels);
    this.objects = new Array<CacheEntry | null | undefined>(rels.length);
  }

  get(file: string): CacheEntry | undefined {
    const live = this.live.get(file);
    if (live !== undefined) return live ?? undefined;
    const rel = this.relOf(file);
    const k = this.paths.indexOf(rel);
    if (k === -1) return undefined;
    let entry = this.objects[k];
    if (entry === undefined) entry = this.objects[k] = this.materialize(this.starts[k], rel) ?? null;
    return entry ?? undefined;
  }

  set(file: string, entry: CacheEntry): void {
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
    const rows: { rel: string; values: (string | number)[]; result?: StoredTable['results'][string] }[] = [];
    // Entries never asked for are copied as they were, without being checked: the next run checks them.
    for (const [rel, k] of this.paths) {
      if (this.objects[k] === null || this.live.has(path.isAbsolute(rel) ? rel : this.prefix + rel)) continue;
      const i = this.starts[k];
      rows.push({ rel, values: old.slice(i + 1, i + WIDTH), result: Object.hasOwn(oldResults, rel) ? oldResults[rel] : undefined });
    }
    for (const [file, e] of this.live) {
      if (!e) continue;
      rows.push({ rel: this.relOf(file), values: [e.hash, e.size ?? -1, ...(e.stat ?? [0, 0, 0])], result: e.result && (e.directive ? { result: e.result, directive: true } : { result: e.result }) });
    }
    rows.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
    const files = packPaths(
      rows.map((r) => r.rel),
      (k) => rows[k].values,
    );
    const results: StoredTable['results'] = {};
    for (const r of rows) if (r.result) results[r.rel] = r.result;
    return { files, results };
  }

  private relOf(file: string): string {
    return file.startsWith(this.prefix) ? file.slice(this.prefix.length) : file;
  }

  /** The entry stored at `i`, or undefined when any of it has the wrong shape. */
  private materialize(i: number, rel: string): CacheEntry | undefined {
    const files = this.stored.files;
    const hash = files[i + 1];
    const size = files[i + 2];
    const mtime = files[i + 3];
    const ino = files[i + 4];
    const mode = files[i + 5];
    if (!isString(hash) || !isInt(size) || typeof mtime !== 'number' || typeof ino !== 'number' || typeof mode !== 'number') return undefined;
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

/**
 * Sorted paths as stored: each as a count of characters to drop from the end of the one before
 * and what follows, `strip:rest` (38,000 paths of the benchmark corpus: 2.5 MB as they are,
 * about a quarter of it so). `more(k)` gives values to store after path k (none when absent).
 */
export function packPaths(paths: readonly string[], more?: (k: number) => readonly (string | number)[]): (string | number)[] {
  const out: (string | number)[] = [];
  let previous = '';
  paths.forEach((p, k) => {
    let same = 0;
    const max = Math.min(p.length, previous.length);
    while (same < max && p.charCodeAt(same) === previous.charCodeAt(same)) same++;
    out.push(`${previous.length - same}:${p.slice(same)}`);
    if (more) out.push(...more(k));
    previous = p;
  });
  return out;
}

/**
 * Calls `each` with every path of a packed list (`width` values a path) and the index of its
 * value. A damaged path ends the list: every path after it is told from it.
 */
export function unpackPaths(packed: readonly unknown[], width: number, each: (path: string, index: number) => void): void {
  let previous = '';
  for (let i = 0; i < packed.length; i += width) {
    const v = packed[i];
    if (typeof v !== 'string') return;
    const colon = v.indexOf(':');
    const strip = colon < 1 ? NaN : Number(v.slice(0, colon));
    if (!Number.isSafeInteger(strip) || strip < 0 || strip > previous.length) return;
    previous = previous.slice(0, previous.length - strip) + v.slice(colon + 1);
    each(previous, i);
  }
}
