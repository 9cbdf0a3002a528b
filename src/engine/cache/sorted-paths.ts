// Lookups in a sorted list of paths, for the cache's tables (its own entries, git's index) that a
// warm run asks about every file of the tree, in the walk's order: a cursor moves on from the last
// match, so that a lookup mostly costs one comparison, with a binary search when asked out of
// order. Against a Map, no hash of 38,000 long keys to build first (npm run bench).

/** Code-unit order, as the walk sorts. */
const before = (a: string, b: string) => a < b;

export class SortedPaths {
  private cursor = 0;
  private readonly keys: readonly string[];
  /** keys[i] came from position order[i] of the list given (when it had to be sorted). */
  private readonly order?: readonly number[];

  constructor(keys: readonly string[]) {
    let sorted = true;
    for (let i = 1; i < keys.length && sorted; i++) sorted = before(keys[i - 1], keys[i]);
    if (sorted) this.keys = keys;
    else {
      const order = keys.map((_, i) => i).sort((a, b) => (before(keys[a], keys[b]) ? -1 : before(keys[b], keys[a]) ? 1 : 0));
      this.keys = order.map((i) => keys[i]);
      this.order = order;
    }
  }

  get size(): number {
    return this.keys.length;
  }

  /** The position `key` had in the list given, or -1. */
  indexOf(key: string): number {
    const keys = this.keys;
    let at = -1;
    const next = this.cursor;
    if (next < keys.length && keys[next] === key) at = next;
    else if (next + 1 < keys.length && keys[next + 1] === key) at = next + 1;
    // The last match asked for again (the cache asks git's view for a file's blob, then its stat data).
    else if (next > 0 && keys[next - 1] === key) at = next - 1;
    else {
      let lo = 0;
      let hi = keys.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (before(keys[mid], key)) lo = mid + 1;
        else hi = mid;
      }
      if (lo < keys.length && keys[lo] === key) at = lo;
    }
    if (at === -1) return -1;
    this.cursor = at + 1;
    return this.order ? this.order[at] : at;
  }

  /** Each key, in sorted order, with its position in the list given. */
  *[Symbol.iterator](): IterableIterator<[string, number]> {
    for (let i = 0; i < this.keys.length; i++) yield [this.keys[i], this.order ? this.order[i] : i];
  }
}
