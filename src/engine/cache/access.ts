// How a file's check asks the result cache and offers to it (results.ts), apart from the cache
// itself: the engine loads this with every run, the cache only with --cache (a hook's run over a
// few files loads no cache code it does not use).
import type { Stats } from 'node:fs';
import { crypto } from '../crypto.js';
import type { CheckResult } from '../../core/index.js';
import { DIRECTIVE_PREFIX } from '../../core/policy/directives.js';
import type { CacheEntry, CacheStrategy } from './shape.js';

/** The same for bytes the prefilter saw as a Latin-1 string (one character a byte). */
function latin1Hash(latin1: string): string {
  return crypto().createHash('sha1').update(`blob ${latin1.length}\0`).update(latin1, 'latin1').digest('hex');
}

/**
 * How processFile asks for and offers cached results. In a worker thread it is backed by the
 * entries the main thread sent along with the files, and new entries travel back with the results.
 */
export interface CacheAccess {
  lookup(file: string, bytes: Uint8Array): { hash: string; result?: CheckResult };
  store(file: string, entry: CacheEntry): void;
  /** The prefilter turned the file away (`latin1`: its bytes as it saw them). */
  unneeded(file: string, latin1: string): void;
  /** When asked for (a deferring run: ResultCache.deferView): the file's stat data, taken on the opened file before it is read. */
  opened?(file: string, stat: Stats): void;
}

/**
 * The entry for a file the prefilter turned away. `content` keeps none: there the prefilter is
 * cheaper than hashing; `metadata` needs one to skip the file next time.
 */
export function unneededEntry(strategy: CacheStrategy, latin1: string, vouched?: Vouched): CacheEntry | undefined {
  if (strategy !== 'metadata') return undefined;
  // Git's stat check of this run vouched that the file is its index entry's blob: bytes of the size
  // git saw are keyed by that id without being hashed (a first run over the tree hashed every file
  // the prefilter turned away: a third of what --cache added to a cold run). The next run trusts
  // the entry only while git vouches for the same blob, as it trusts every tracked file's.
  if (vouched && vouched.size === latin1.length) return { hash: vouched.blob, size: vouched.size };
  return { hash: latin1Hash(latin1), size: latin1.length };
}

/** A tracked file's blob id and size in git's index, when git's stat check of this run finds it unchanged. */
export interface Vouched {
  blob: string;
  size: number;
}

/** The entry for a checked file. */
export function checkedEntry(hash: string, bytes: Uint8Array, result: CheckResult): CacheEntry {
  const entry: CacheEntry = { hash, size: bytes.length, result };
  if (Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).includes(DIRECTIVE_PREFIX)) entry.directive = true;
  return entry;
}

/** Check mode: the cached result for this content, or `check()`'s, which is then stored. */
export function cachedCheck(access: CacheAccess | undefined, file: string, bytes: Uint8Array, check: () => CheckResult): CheckResult {
  if (!access) return check();
  const { hash, result } = access.lookup(file, bytes);
  if (result) return result;
  const fresh = check();
  access.store(file, checkedEntry(hash, bytes, fresh));
  return fresh;
}

/** Fix mode: what a check of this content found, when the cache knows (nothing is stored: a fix changes the file). */
export function knownResult(access: CacheAccess, file: string, bytes: Uint8Array): CheckResult | undefined {
  return access.lookup(file, bytes).result;
}
