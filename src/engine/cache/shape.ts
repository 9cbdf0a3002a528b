// What a cache file may hold. The cache is read back as plain JSON: a file written by another
// build, cut short, or edited by hand must not reach the engine, which trusts a result's shape
// (an entry of the wrong shape was an internal error, `findings is not iterable`). Anything that
// fails these checks is dropped, and the file is checked again.
import type { CheckResult, Finding } from '../../core/index.js';
import { CONFIDENCES } from '../../core/types.js';

export type CacheStrategy = 'metadata' | 'content';
export const CACHE_STRATEGIES: readonly CacheStrategy[] = ['metadata', 'content'];

/**
 * What `metadata` compares besides the size: mtime (ms, with its fraction), inode and ctime. The
 * ctime is the one a process cannot set back: a file rewritten in place with its size and mtime
 * restored (npm unpacks every file with the same fixed mtime) has a new one, and so has a chmod.
 */
export type StatData = [mtimeMs: number, ino: number, ctimeMs: number];

/** One file's entry: the blob id of its bytes and what the core found in them. */
export interface CacheEntry {
  hash: string;
  /** Bytes: the size `metadata` compares, and what tells a file git filters (line endings) from its blob. */
  size?: number;
  /** What the core found; absent when the prefilter turned the file away (nothing to find). */
  result?: CheckResult;
  /** The file holds a suppression comment: its report needs the text even with no finding. */
  directive?: boolean;
  /** The file's stat data when it was read (`metadata`); absent when it was too new to trust. */
  stat?: StatData;
}


const SEVERITIES = new Set(['error', 'warning', 'info']);
const TIERS = new Set(['safe', 'review', 'manual']);

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => Number.isSafeInteger(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isRange = (v: unknown) => Array.isArray(v) && v.length === 2 && isInt(v[0]) && isInt(v[1]) && v[0] <= v[1];
const isPosition = (v: unknown) => isObject(v) && isInt(v.line) && isInt(v.column);
const optional = (v: unknown, test: (v: unknown) => boolean) => v === undefined || test(v);

function isEdit(v: unknown): boolean {
  return isObject(v) && isRange(v.range) && isString(v.text) && optional(v.file, isString);
}

export function isFinding(v: unknown): v is Finding {
  return (
    isObject(v) &&
    isString(v.ruleId) &&
    isString(v.change) &&
    isString(v.message) &&
    SEVERITIES.has(v.severity as string) &&
    (CONFIDENCES as readonly unknown[]).includes(v.confidence) &&
    TIERS.has(v.fix as string) &&
    isRange(v.range) &&
    isPosition(v.start) &&
    isPosition(v.end) &&
    optional(v.edits, (e) => Array.isArray(e) && e.every(isEdit)) &&
    optional(v.suppressed, (s) => typeof s === 'boolean') &&
    optional(v.spelledIn, (s) => isObject(s) && isString(s.file) && isRange(s.range))
  );
}

export function isFindingList(v: unknown): v is Finding[] {
  return Array.isArray(v) && v.every(isFinding);
}

export function isCheckResult(v: unknown): v is CheckResult {
  return (
    isObject(v) &&
    isFindingList(v.findings) &&
    optional(v.parseError, isString) &&
    optional(v.unresolved, (u) => typeof u === 'boolean') &&
    optional(v.uncovered, (u) => Array.isArray(u) && u.every((e) => isObject(e) && isInt(e.line) && isString(e.endpoint)))
  );
}

/** A record of strings to strings (path → hash or state). */
export function isStringRecord(v: unknown): v is Record<string, string> {
  return isObject(v) && Object.values(v).every(isString);
}

export { isInt, isObject, isString };
