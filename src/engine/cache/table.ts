// The per-file entries of the cache as stored: in columns, one row a file, sorted by path — the
// paths (relative to the run's folder when below it) in one string, NUL-separated; the blob ids in
// one string, 40 hex digits a row; size, mtime, inode and ctime in one array of numbers, four a row
// (-1 for no size, zeros for no stat data); and the core's results apart, for the few files that
// have one, by row number (a lookup by path would make V8 intern every path asked about). A warm run over 38,000 files reads every row: as an object per file, parsing and
// checking them cost about a quarter of such a run, and as columns JSON.parse meets a few long
// strings and an array of numbers (npm run bench). Rows become objects, checked, when asked for.
import path from 'node:path';
import { isCheckResult, isInt, isObject, isString } from './shape.js';
import type { CacheEntry, StatData } from './shape.js';
import { SortedPaths } from './sorted-paths.js';

const HASH = 40;
const NUMBERS = 4;

/** The stored form, as above. */
export interface StoredTable {
  paths: string;
  hashes: string;
  numbers: number[];
  results: Record<number, { result: unknown; directive?: true }>;
}

/** The rows of a stored table when its columns agree, else undefined (an empty table). */
function rowsOf(v: unknown): string[] | undefined {
  if (!isObject(v) || !isString(v.paths) || !isString(v.hashes) || !Array.isArray(v.numbers) || !isObject(v.results)) return undefined;
  const rows = v.paths === '' ? [] : v.paths.split('\0');
  // The blob ids are not checked: one that is not hex is equal to no file's.
  return v.hashes.length === rows.length * HASH && v.numbers.length === rows.length * NUMBERS ? rows : undefined;
}

export function isStoredTable(v: unknown): boolean {
  return rowsOf(v) !== undefined;
}

const EMPTY: StoredTable = { paths: '', hashes: '', numbers: [], results: {} };

export class EntryTable {
  /** Stored rows by path. */
  private readonly paths: SortedPaths;
  private readonly stored: StoredTable;
  /** Stored rows asked for (null: of the wrong shape). */
  private readonly objects: (CacheEntry | null | undefined)[];
  /** Entries set or deleted (null) this run, by absolute path. */
  private readonly live = new Map<string, CacheEntry | null>();
  private readonly prefix: string;

  constructor(root: string, stored?: StoredTable) {
    this.prefix = root.endsWith(path.sep) ? root : root + path.sep;
    const rows = rowsOf(stored);
    this.stored = rows ? stored! : EMPTY;
    this.paths = new SortedPaths(rows ?? []);
    this.objects = new Array<CacheEntry | null | undefined>(rows?.length ?? 0);
  }

  get(file: string): CacheEntry | undefined {
    const live = this.live.get(file);
    if (live !== undefined) return live ?? undefined;
    const rel = this.relOf(file);
    const k = this.paths.indexOf(rel);
    if (k === -1) return undefined;
    let entry = this.objects[k];
    if (entry === undefined) entry = this.objects[k] = this.materialize(k) ?? null;
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
    // Nothing set, deleted or dropped (a fresh clone's run, which changed only the walk): the
    // table as it was read. Rebuilt row by row, it took a fifth of such a run.
    if (this.live.size === 0 && !this.objects.includes(null)) return this.stored;
    const { hashes, numbers, results: oldResults } = this.stored;
    // Columns gathered row by row, then written out in path order (a first run's 38,000 rows: no object or array a row).
    const rels: string[] = [];
    const rowHashes: string[] = [];
    const rowNumbers: number[] = [];
    const rowResults: (StoredTable['results'][number] | undefined)[] = [];
    // Rows never asked for are copied as they were, without being checked: the next run checks them.
    for (const [rel, k] of this.paths) {
      if (this.objects[k] === null || this.live.has(path.isAbsolute(rel) ? rel : this.prefix + rel)) continue;
      rels.push(rel);
      rowHashes.push(hashes.slice(k * HASH, (k + 1) * HASH));
      for (let j = k * NUMBERS; j < (k + 1) * NUMBERS; j++) rowNumbers.push(numbers[j]);
      rowResults.push(Object.hasOwn(oldResults, k) ? oldResults[k] : undefined);
    }
    for (const [file, e] of this.live) {
      // A hash of another length (not a blob id) cannot be stored in the column.
      if (!e || e.hash.length !== HASH) continue;
      rels.push(this.relOf(file));
      rowHashes.push(e.hash);
      rowNumbers.push(e.size ?? -1, ...(e.stat ?? [0, 0, 0]));
      rowResults.push(e.result && (e.directive ? { result: e.result, directive: true } : { result: e.result }));
    }
    const order = rels.map((_, i) => i).sort((a, b) => (rels[a] < rels[b] ? -1 : rels[a] > rels[b] ? 1 : 0));
    const out: StoredTable = { paths: order.map((i) => rels[i]).join('\0'), hashes: order.map((i) => rowHashes[i]).join(''), numbers: new Array<number>(order.length * NUMBERS), results: {} };
    order.forEach((i, k) => {
      for (let j = 0; j < NUMBERS; j++) out.numbers[k * NUMBERS + j] = rowNumbers[i * NUMBERS + j];
      const result = rowResults[i];
      if (result) out.results[k] = result;
    });
    return out;
  }

  private relOf(file: string): string {
    return file.startsWith(this.prefix) ? file.slice(this.prefix.length) : file;
  }

  /** Row `k` as an entry, or undefined when any of it has the wrong shape. */
  private materialize(k: number): CacheEntry | undefined {
    const { hashes, numbers, results } = this.stored;
    const hash = hashes.slice(k * HASH, (k + 1) * HASH);
    const at = k * NUMBERS;
    const [size, mtime, ino, ctime] = [numbers[at], numbers[at + 1], numbers[at + 2], numbers[at + 3]];
    if (!isInt(size) || typeof mtime !== 'number' || typeof ino !== 'number' || typeof ctime !== 'number') return undefined;
    const entry: CacheEntry = { hash };
    if (size >= 0) entry.size = size;
    if (mtime !== 0) entry.stat = [mtime, ino, ctime] as StatData;
    const stored = Object.hasOwn(results, k) ? results[k] : undefined;
    if (stored !== undefined) {
      if (!isObject(stored) || !isCheckResult(stored.result) || (stored.directive !== undefined && stored.directive !== true)) return undefined;
      entry.result = stored.result;
      if (stored.directive) entry.directive = true;
    }
    return entry;
  }
}
