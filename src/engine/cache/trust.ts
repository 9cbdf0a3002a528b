// The cache is untrusted input: a shared `--cache-location` under a sticky /tmp, a CI cache
// restored from another branch's job, a folder anyone can write. Two checks stand between what
// is in it and a replay or a cached result:
// - ownership, as git's safe.directory: a cache file, run record or index copy must be a regular
//   file (not a link) of this user that no one else can write, in a folder of this user (or root's)
//   that no one else can write unless it is sticky (others cannot replace a file in /tmp); a group
//   that can write counts as others unless it is the user's own primary group;
// - a keyed digest: every file the cache writes starts with the HMAC of its content under a
//   secret of this user kept outside the cache (a file in the user's configuration folder, mode
//   0600, made on first use; or GITLAB_V4_MIGRATE_CACHE_SECRET, a CI job's protected variable, so
//   that a cache restored from another job is used only when that job had the same secret).
// A file that fails either is an empty cache, never an error.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync, readFileSync, statSync, writeSync } from 'node:fs';
import type { Stats } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The first bytes of a file the cache signed: this, the digest in hex, a newline. */
const MAGIC = 'glv4m-mac1 ';
const DIGEST_HEX = 64;
export const SECRET_ENV = 'GITLAB_V4_MIGRATE_CACHE_SECRET';

let secret: Buffer | null | undefined;

/** Where the per-user secret lives: the user's configuration folder, outside any cache. */
export function secretFile(): string {
  const xdg = process.env.XDG_CONFIG_HOME || path.join(os.homedir(), '.config');
  return path.join(xdg, 'gitlab-v4-migrate', 'cache-secret');
}

/** The secret the cache's digests are keyed with; null when there is none to be had (then nothing is cached). */
export function cacheSecret(): Buffer | null {
  if (secret !== undefined) return secret;
  const given = process.env[SECRET_ENV];
  if (given) return (secret = Buffer.from(given, 'utf8'));
  const file = secretFile();
  try {
    if (ownershipProblem(file) === undefined) return (secret = readFileSync(file));
  } catch {
    // None yet: made below.
  }
  try {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    const fd = openSync(file, 'wx', 0o600);
    try {
      writeSync(fd, randomBytes(32));
    } finally {
      closeSync(fd);
    }
    return (secret = ownershipProblem(file) === undefined ? readFileSync(file) : null);
  } catch {
    // Another process made it meanwhile, or the folder cannot be written.
    try {
      return (secret = ownershipProblem(file) === undefined ? readFileSync(file) : null);
    } catch {
      return (secret = null);
    }
  }
}

const uid = typeof process.getuid === 'function' ? process.getuid() : undefined;
const gid = typeof process.getgid === 'function' ? process.getgid() : undefined;

/** Why a file of the cache is not to be trusted (its owner, its mode, a link, its folder), or undefined when it is. */
export function ownershipProblem(file: string): string | undefined {
  if (uid === undefined) return undefined;
  const st = lstatSync(file);
  if (!st.isFile()) return `${file} is not a regular file`;
  return writableByOthers(st, file, false) ?? folderProblem(path.dirname(file));
}

/**
 * Why a cache file, when there is one, is not to be trusted (a link, not a regular file, another
 * user's or writable by others), or undefined: what openSigned says of it, without reading it.
 */
export function fileProblem(file: string): string | undefined {
  if (uid === undefined) return undefined;
  const st = lstatSync(file, { throwIfNoEntry: false });
  if (!st) return undefined;
  if (!st.isFile()) return `${file} is not a regular file`;
  return writableByOthers(st, file, false);
}

/** Why the folder a cache file is (to be) in is not to be trusted, or undefined. */
export function folderProblem(dir: string): string | undefined {
  if (uid === undefined) return undefined;
  const st = statSync(dir, { throwIfNoEntry: false });
  if (!st) return undefined;
  return writableByOthers(st, dir, true);
}

function writableByOthers(st: Stats, p: string, folder: boolean): string | undefined {
  if (st.uid !== uid && !(folder && st.uid === 0)) return `${p} is owned by user ${st.uid}, not by this user (${uid})`;
  // A sticky folder (/tmp) lets others add names, never replace or remove this user's files. A
  // folder or file its group can write is this user's alone when the group is the user's own
  // (umask 002 with a group per user), else it is shared.
  const others = st.mode & 0o002 || (st.mode & 0o020 && st.gid !== gid);
  if (others && !(folder && st.mode & 0o1000)) return `${p} can be written by other users`;
  return undefined;
}

function digest(key: Buffer, text: string): string {
  return createHmac('sha256', key).update(text, 'latin1').digest('hex');
}

/** `text` (ASCII) with its keyed digest in front; undefined when there is no secret. */
export function sign(text: string): string | undefined {
  const key = cacheSecret();
  return key ? `${MAGIC}${digest(key, text)}\n${text}` : undefined;
}

/** The content of a signed file's text when its folder, owner, mode and digest hold; undefined when any does not. */
export function readSigned(file: string): string | undefined {
  if (uid !== undefined && folderProblem(path.dirname(file)) !== undefined) return undefined;
  return openSigned(file).text;
}

/**
 * A signed file of a folder the caller has checked (folderProblem): its text when its owner, mode
 * and digest hold; `problem` when its owner or mode do not; neither when it is missing, a link or
 * unsigned. One handle, opened without following a link: the file checked is the file read.
 */
export function openSigned(file: string): { text?: string; problem?: string } {
  const key = cacheSecret();
  if (!key) return {};
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'ELOOP' ? { problem: `${file} is not a regular file` } : {};
  }
  let all: string;
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) return { problem: `${file} is not a regular file` };
    const problem = uid === undefined ? undefined : writableByOthers(st, file, false);
    if (problem) return { problem };
    all = readFileSync(fd, 'latin1');
  } catch {
    return {};
  } finally {
    closeSync(fd);
  }
  const start = MAGIC.length + DIGEST_HEX + 1;
  if (!all.startsWith(MAGIC) || all[start - 1] !== '\n') return {};
  const given = Buffer.from(all.slice(MAGIC.length, start - 1), 'latin1');
  const text = all.slice(start);
  const want = Buffer.from(digest(key, text), 'latin1');
  return given.length === want.length && timingSafeEqual(given, want) ? { text } : {};
}

/** A keyed digest of short facts (an index copy's stat data): a file anyone could write cannot forge it. */
export function macOf(parts: readonly (string | number)[]): string | undefined {
  const key = cacheSecret();
  return key ? digest(key, JSON.stringify(parts)) : undefined;
}
