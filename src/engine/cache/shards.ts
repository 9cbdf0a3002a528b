// The per-file entries of the result cache, in shards: each file's entry lives in one of 256
// files beside the cache file, chosen by a hash of its path, each an entry table of its own
// (table.ts), read when a path of it is first asked about and written only when one of its entries
// changed. So what a run reads and writes is bounded by what it touches: a hook's run over 20
// files in a cache of 38,000 reads and writes at most 20 shards (about 1/13 of the entries), not
// the whole cache (as one file it was 9 MB, read and written again: 2.4–4× a cold run of the
// hook). A whole-tree run reads every shard, as it read the one file. The number of shards is
// fixed, so the cache's size is bounded by the paths it has seen, one entry a path.
import path from 'node:path';
import type { CacheEntry } from './shape.js';
import { EntryTable, isStoredTable } from './table.js';
import type { StoredTable } from './table.js';

export const SHARDS = 256;

/** The shard a path (as stored: relative to the run's folder when below it) belongs to: FNV-1a of its UTF-16 code units. */
export function shardOf(rel: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < rel.length; i++) h = Math.imul(h ^ rel.charCodeAt(i), 0x01000193);
  return (h >>> 0) % SHARDS;
}

/** The file of shard `n` of the cache at `cacheFile` (its name starts with the cache file's: the walk's watch of that folder leaves it out). */
export function shardFile(cacheFile: string, n: number): string {
  return `${cacheFile}-files-${n.toString(16).padStart(2, '0')}`;
}

/** A shard as stored: the cache's format and key, and its table. */
export interface StoredShard extends StoredTable {
  format: number;
  key: string;
}

export class ShardedEntries {
  private readonly prefix: string;
  private readonly tables: (EntryTable | undefined)[] = new Array<EntryTable | undefined>(SHARDS);
  private readonly dirty = new Set<number>();

  /**
   * `read`: the text of a shard file when it can be trusted (trust.ts), else undefined;
   * `format` and `key`: what a shard must carry to be used (any other is an empty shard).
   */
  constructor(
    private readonly root: string,
    private readonly cacheFile: string,
    private readonly format: number,
    private readonly key: string,
    private readonly read: (file: string) => string | undefined,
  ) {
    this.prefix = root.endsWith(path.sep) ? root : root + path.sep;
  }

  get(file: string): CacheEntry | undefined {
    return this.tableOf(file)[1].get(file);
  }

  set(file: string, entry: CacheEntry): void {
    const [n, table] = this.tableOf(file);
    table.set(file, entry);
    this.dirty.add(n);
  }

  /** Whether there was an entry to delete. */
  delete(file: string): boolean {
    const [n, table] = this.tableOf(file);
    const had = table.delete(file);
    if (had) this.dirty.add(n);
    return had;
  }

  /** Whether an entry was set or deleted since the shards were read or last saved. */
  get changed(): boolean {
    return this.dirty.size > 0;
  }

  /** The shards changed this run, each with its file and text to write; marks them saved. */
  changes(): { file: string; data: StoredShard }[] {
    const out = [...this.dirty].sort((a, b) => a - b).map((n) => ({ file: shardFile(this.cacheFile, n), data: { format: this.format, key: this.key, ...this.tables[n]!.toJSON() } }));
    this.dirty.clear();
    return out;
  }

  private tableOf(file: string): [number, EntryTable] {
    const n = shardOf(file.startsWith(this.prefix) ? file.slice(this.prefix.length) : file);
    let table = this.tables[n];
    if (!table) table = this.tables[n] = new EntryTable(this.root, this.load(n));
    return [n, table];
  }

  private load(n: number): StoredTable | undefined {
    try {
      const text = this.read(shardFile(this.cacheFile, n));
      if (text === undefined) return undefined;
      // ASCII (asciiJson), read as Latin-1: a one-byte string (results.ts).
      const data = JSON.parse(text) as Partial<StoredShard>;
      if (data.format !== this.format || data.key !== this.key || !isStoredTable(data)) return undefined;
      return { paths: data.paths!, hashes: data.hashes!, numbers: data.numbers!, results: data.results! };
    } catch {
      return undefined;
    }
  }
}
