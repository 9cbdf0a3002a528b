// The blobs a first run's prefilter turned away (`--cache` in a git work tree): one set of git blob ids with the
// size git saw, not a row a file. A first run turns away nearly every file of a tree (37,900 of the benchmark's
// 38,131); a row each (its path, blob id, size and stat data, in 256 shards of JSON) was most of what such a run
// added to its cold check (docs/performance.md). Keyed by content, the set needs no path: a clone at another path,
// a second work tree and the next commit's unchanged files find their blobs in it, each vouched by git's stat check
// of that checkout to be its blob (git-index.ts). The size tells a file git converts (line endings, filters) from
// its blob, as a row's does (access.ts unneededEntry).

/** Bytes of one record: the blob id (20), then the size git saw (4, big-endian), as an index entry holds them. */
const RECORD = 24;

export class TurnedAway {
  private constructor(private readonly records: Buffer) {}

  static readonly none = new TurnedAway(Buffer.alloc(0));

  /** The set a signed file's text holds, when its header is `header` (the cache's format and key); else none. */
  static parse(text: string | undefined, header: string): TurnedAway {
    if (text === undefined || !text.startsWith(`${header}\n`)) return TurnedAway.none;
    const body = text.slice(header.length + 1);
    return body.length % RECORD === 0 ? new TurnedAway(Buffer.from(body, 'latin1')) : TurnedAway.none;
  }

  /** The stored text of `records` (each RECORD bytes as Latin-1 text), sorted and without repeats, after `header`. */
  static text(header: string, records: string[]): string {
    const sorted = records.sort();
    const unique = sorted.filter((r, i) => i === 0 || r !== sorted[i - 1]);
    return `${header}\n${unique.join('')}`;
  }

  /** The record of the index entry at `at` (git-index.ts: its blob id at +40, its size at +36), as `text` takes it. */
  static recordOf(index: Buffer, at: number): string {
    return index.toString('latin1', at + 40, at + 60) + index.toString('latin1', at + 36, at + 40);
  }

  get size(): number {
    return this.records.length / RECORD;
  }

  /** Whether the index entry at `at` (its blob id and size) is in the set: a binary search, compared byte by byte. */
  has(index: Buffer, at: number): boolean {
    const r = this.records;
    let lo = 0;
    let hi = this.size - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const c = compare(r, mid * RECORD, index, at);
      if (c === 0) return true;
      if (c < 0) lo = mid + 1;
      else hi = mid - 1;
    }
    return false;
  }
}

/** The order of a stored record against an index entry's blob id and size (as recordOf lays them out). */
function compare(r: Buffer, p: number, index: Buffer, at: number): number {
  for (let i = 0; i < 20; i++) if (r[p + i] !== index[at + 40 + i]) return r[p + i] - index[at + 40 + i];
  for (let i = 0; i < 4; i++) if (r[p + 20 + i] !== index[at + 36 + i]) return r[p + 20 + i] - index[at + 36 + i];
  return 0;
}
