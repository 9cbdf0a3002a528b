// Git's index as a cache key (`--cache`, strategy `metadata`). The index holds the blob id of
// every tracked file, and git's stat check (`git diff-files`) says which work-tree files differ
// from it: the others have exactly the content of their blob, whatever their mtime, so a fresh
// clone with a restored cache finds its entries under the same ids without reading a file.
//
// The index is parsed here rather than listed by `git ls-files --stage` (a few ms against 60–100
// ms for 38,000 files, and it gives the size git saw); `git diff-files` does the stat check in C,
// on several threads, while this process walks the tree. Anything unusual (a split or sparse
// index, SHA-256 objects, an index version this parser does not know, no git) gives no view, and
// the cache falls back to its own stat data.
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, fstatSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SortedPaths } from './sorted-paths.js';
import { filterDrivers, gitOutput } from '../git.js';
import { cacheSecret, folderProblem, macOf, ownershipProblem } from './trust.js';
import { RACY_MS } from './walk-state.js';

/**
 * What git's index says of the files it tracks: for each one whose work-tree file git's stat
 * check finds unchanged, its blob id and the size git saw (see git-index.ts).
 */
export interface IndexView extends Pick<ReadonlyMap<string, { blob: string; size: number }>, 'get' | 'has' | typeof Symbol.iterator> {
  /** Undefined when git does not vouch for `file`; else whether its blob and size are these. */
  tracks(file: string, blob: string, size: number): boolean | undefined;
  /**
   * The stat data git recorded for `file` (mtime, inode and ctime as Node gives them) when it
   * vouches for it and they are old enough to trust (statOfEntry); else undefined.
   */
  statOf?(file: string): [mtimeMs: number, ino: number, ctimeMs: number] | undefined;
  /** Where the index holds `file`'s entry, when git vouches for it: its blob id and size are read there (turned-away.ts). */
  entryOf?(file: string): { index: Buffer; at: number } | undefined;
  /** Where the index came from, and what `git diff-files` said of it: a run record's key (run-record.ts). */
  readonly source?: IndexSource;
}

/** The index read (its path and checksum), the paths diff-files was given, and the files it named (as git prints them). */
export interface IndexSource {
  file: string;
  checksum: string;
  pathspec: readonly string[];
  differ: readonly string[];
  /** indexDigest of the index read, computed when asked for (a run record keeps it). */
  readonly blobs?: string;
}

/**
 * Starts reading git's view of `cwd`'s work tree, for the files under `paths` (the run's
 * arguments: a hook's few named files need no stat check of the whole tree); resolves to
 * undefined outside git or when in doubt. `cacheFile`: git compares the tree with the cache's stat
 * copy of the index (statCopyFile), made first when there is none.
 */
export function readIndexView(cwd: string, paths: readonly string[] = [], cacheFile?: string): Promise<IndexView | undefined> {
  // `rev-parse` says where the index is (it honours GIT_INDEX_FILE, which `git commit -a` sets for
  // its hooks) and `diff-files` which tracked files differ from it. Without a stat copy both run at once.
  const where = gitOutput(cwd, ['rev-parse', '--show-toplevel', '--git-path', 'index', '--show-object-format']).then((w) => {
    const [top, indexPath, format] = w?.split('\n') ?? [];
    if (!top || !indexPath || format !== 'sha1') return undefined;
    try {
      const file = path.resolve(cwd, indexPath);
      return { top, file, read: readIndexFile(file) };
    } catch {
      return undefined;
    }
  });
  // A fresh clone's files are as new as its index ("racily clean"): git reads each of them when it
  // compares the tree with the index, and again when it refreshes the stat copy after the report.
  // The copy made first, and asked against, has git read each of them once: on the benchmark's
  // fresh clone 240 ms of git's CPU against 380 (docs/performance.md). The copy holds the index's
  // own entries, compared by git: diff-files names the same files against it.
  const differ =
    cacheFile && cacheSecret() !== null
      ? where.then(async (w) => {
          if (!w) return differingFiles(cwd, paths);
          const checksum = indexChecksum(w.read.index);
          await refreshStatCopy(cwd, cacheFile, { file: w.file, checksum }, w.read).catch(() => undefined);
          return differingFiles(cwd, paths, trustedStatCopy(cacheFile, checksum));
        })
      : differingFiles(cwd, paths);
  return Promise.all([where, differ]).then(([w, differ]) => {
    if (w === undefined || differ === undefined) return undefined;
    try {
      const { top, file, read } = w;
      const index = read.index;
      const view = viewOf(index, top, new Set(differ), namedUnder(top, cwd, paths), read.mtime);
      const source = {
        file,
        checksum: indexChecksum(index),
        pathspec: [...paths],
        differ,
        get blobs() {
          return indexDigest(index);
        },
      };
      return view && Object.assign(view, { source });
    } catch {
      return undefined;
    }
  });
}

/**
 * The run's path arguments as paths from the top of the work tree, with `/` (as the index has
 * them); undefined (every entry) when there are none, or one is the top itself or outside it.
 */
function namedUnder(top: string, cwd: string, paths: readonly string[]): string[] | undefined {
  if (paths.length === 0) return undefined;
  const rels = paths.map((p) => path.relative(top, path.resolve(cwd, p)));
  if (rels.some((r) => r === '' || r.startsWith('..') || path.isAbsolute(r))) return undefined;
  return rels.map((r) => (path.sep === '/' ? r : r.split(path.sep).join('/')));
}

/**
 * The files `git diff-files` names as differing from the index, under `paths` (as readIndexView
 * asks); undefined when git fails. `indexFile`: another index to compare with (a stat copy).
 */
export async function differingFiles(cwd: string, paths: readonly string[], indexFile?: string): Promise<string[] | undefined> {
  // A racily clean file is hashed again, through its clean filter: the configuration's are emptied (git.ts).
  const filters = await filterDrivers(cwd);
  const d = await gitOutput(cwd, ['--literal-pathspecs', 'diff-files', '--name-only', '-z', '--', ...paths], { indexFile, filters });
  return d?.split('\0').filter(Boolean);
}

/**
 * The cache's stat copy of the index whose checksum is `checksum`, beside the cache file (its name
 * starts with the cache file's, which the walk's watch of that folder leaves out).
 *
 * Git's stat check trusts an entry's stat data only when the file is older than the index: every
 * file written in the second the index was (a clone, a checkout, a commit) is "racily clean", and
 * `git diff-files` reads it again each time, until a command that writes the index (`git status`)
 * has compared it once. On the benchmark's clone that is 70 of its 110 ms. The stat copy is that
 * index compared once by git (`update-index --refresh` under GIT_INDEX_FILE), without writing the
 * user's index or taking its lock.
 */
export function statCopyFile(cacheFile: string, checksum: string): string {
  return `${cacheFile}-index-${checksum}`;
}

/** Copies of other indexes kept beside a cache (two work trees, two clones): the least recently made beyond these are removed. */
const MAX_COPIES = 4;

/** The keyed digest of a stat copy's stat data: git writes the copy, this vouches that it was this user's run that had it written (trust.ts). */
function copySeal(copy: string): string | undefined {
  const st = statSync(copy, { throwIfNoEntry: false });
  return st && macOf([copy, st.size, st.mtimeMs, st.ctimeMs, st.ino]);
}

/** The stat copy of the index at `checksum`, when this user's run made it and it is as git left it; undefined else. */
export function trustedStatCopy(cacheFile: string, checksum: string): string | undefined {
  const copy = statCopyFile(cacheFile, checksum);
  try {
    if (ownershipProblem(copy) !== undefined || ownershipProblem(`${copy}.mac`) !== undefined) return undefined;
    const seal = copySeal(copy);
    return seal !== undefined && readFileSync(`${copy}.mac`, 'latin1') === seal ? copy : undefined;
  } catch {
    return undefined;
  }
}

/** Removes the stat copies beyond the MAX_COPIES most recently sealed, `keep`'s apart. */
function pruneCopies(cacheFile: string, keep: string): void {
  const folder = path.dirname(keep);
  const prefix = path.basename(statCopyFile(cacheFile, ''));
  const copies = new Map<string, number>();
  for (const name of readdirSync(folder)) {
    if (!name.startsWith(prefix)) continue;
    const base = name.replace(/(\.mac)?(\.[0-9a-f]{12}\.tmp)?$/, '').replace(/\.lock$/, '');
    const sealed = statSync(path.join(folder, `${base}.mac`), { throwIfNoEntry: false })?.mtimeMs ?? 0;
    copies.set(base, Math.max(copies.get(base) ?? 0, sealed));
  }
  copies.delete(path.basename(keep));
  const old = [...copies].sort((a, b) => b[1] - a[1]).slice(MAX_COPIES - 1);
  for (const [base] of old) for (const suffix of ['', '.mac']) rmSync(path.join(folder, base + suffix), { force: true });
}

/** The index file's bytes and its mtime, from one open file (what was read is what was dated). */
export function readIndexFile(file: string): { index: Buffer; mtime: number } {
  const fd = openSync(file, 'r');
  try {
    const { mtimeMs } = fstatSync(fd);
    return { index: readFileSync(fd), mtime: mtimeMs };
  } finally {
    closeSync(fd);
  }
}

/**
 * Makes the stat copy of the index `source` names, unless one with the same entries is there;
 * keeps the copies of a few other indexes (pruneCopies). Does nothing when the index is no longer
 * the one read. `read`: the index as the caller read it (readIndexFile), not read and parsed again.
 */
export async function refreshStatCopy(cwd: string, cacheFile: string, source: Pick<IndexSource, 'file' | 'checksum'>, read?: { index: Buffer; mtime: number }): Promise<void> {
  const copy = statCopyFile(cacheFile, source.checksum);
  // A first run's cache folder may not be there yet: the copy is made before the run's results are written.
  mkdirSync(path.dirname(copy), { recursive: true });
  if (folderProblem(path.dirname(copy)) !== undefined) return;
  pruneCopies(cacheFile, copy);
  const { index, mtime } = read ?? readIndexFile(source.file);
  if (indexChecksum(index) !== source.checksum) return;
  // Written by git since it was copied (dated before the index until then), and sealed since: the
  // copy of this very index (its name is the index's checksum), as git refreshed it. Nothing to
  // parse: two checkouts in turn find their copies made and pay a stat each.
  const present = trustedStatCopy(cacheFile, source.checksum) && statSync(copy, { throwIfNoEntry: false });
  if (present && present.mtimeMs >= mtime) return;
  if (indexDigest(index) === undefined) return;
  // Git judges "racily clean" by the index file's mtime: a copy newer than the index would have
  // git trust the stat data of a file changed in the second the index was written. Dated as the
  // index is (to the millisecond below: a Date has no finer one), git judges racily clean exactly
  // the entries it judges so in the index itself, and compares each of them by content when it
  // refreshes the copy: the copy trusts the stat data `git status` would trust, no more. (Dated a
  // second before, it also had git read every file of the second before the index again: most of
  // a fresh clone, whose checkout writes its files in the seconds before its index.)
  const tmp = `${copy}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    rmSync(`${copy}.mac`, { force: true });
    writeFileSync(tmp, index, { flag: 'wx', mode: 0o644 });
    utimesSync(tmp, new Date(), new Date(Math.floor(mtime)));
    renameSync(tmp, copy);
  } finally {
    rmSync(tmp, { force: true });
  }
  // Fails (a file that differs: "needs update") or stops half-way: the copy is still the index it copies.
  await gitOutput(cwd, ['-c', 'core.splitIndex=false', 'update-index', '-q', '--refresh', '--force-write-index'], { indexFile: copy, filters: await filterDrivers(cwd) });
  const seal = copySeal(copy);
  if (seal === undefined) return;
  const sealTmp = `${copy}.mac.${randomBytes(6).toString('hex')}.tmp`;
  try {
    writeFileSync(sealTmp, seal, { flag: 'wx', mode: 0o644 });
    renameSync(sealTmp, `${copy}.mac`);
  } finally {
    rmSync(sealTmp, { force: true });
  }
}

/**
 * The index's own checksum: the SHA-1 of everything before it, in its last 20 bytes; zeros when
 * git was told not to compute it (index.skipHash), and then a hash of the whole file stands in.
 */
export function indexChecksum(index: Buffer): string {
  const trailer = index.toString('hex', index.length - 20);
  return /^0+$/.test(trailer) ? createHash('sha1').update(index).digest('hex') : trailer;
}

/** indexChecksum of the index file at `file`, reading only its last 20 bytes where they hold it; undefined when it cannot be read. */
export function indexFileChecksum(file: string): string | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const size = fstatSync(fd).size;
    if (size < 32) return undefined;
    const tail = Buffer.alloc(20);
    readSync(fd, tail, 0, 20, size - 20);
    return tail.some((b) => b !== 0) ? tail.toString('hex') : indexChecksum(readFileSync(file));
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

const REGULAR = 0o100000;
/** Hex digit values by character code (lower case, as `toString('hex')` writes). */
const HEX = Array.from({ length: 128 }, (_, c) => (c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 102 ? c - 87 : 256));
const TYPE_MASK = 0o170000;

/** What eachEntry gives of an index entry: its offset, mode, flags, extended flags and path. */
type EntryVisit = (entry: number, mode: number, flags: number, extended: number, name: Buffer) => void;

/**
 * Calls `visit` for each entry of the index, in order; returns where the extensions start, or
 * undefined for an index this parser does not read (not one, an unknown version, damaged).
 */
function eachEntry(index: Buffer, visit: EntryVisit): number | undefined {
  if (index.length < 12 || index.toString('latin1', 0, 4) !== 'DIRC') return undefined;
  const version = index.readUInt32BE(4);
  if (version < 2 || version > 4) return undefined;
  const count = index.readUInt32BE(8);
  let at = 12;
  let previous = index.subarray(0, 0);
  for (let i = 0; i < count; i++) {
    if (at + 62 > index.length) return undefined;
    const entry = at;
    const mode = index.readUInt32BE(at + 24);
    const flags = index.readUInt16BE(at + 60);
    let pos = at + 62;
    let extended = 0;
    if (flags & 0x4000) {
      if (version < 3) return undefined;
      extended = index.readUInt16BE(pos);
      pos += 2;
    }
    let name: Buffer;
    if (version === 4) {
      // The path is the previous one less its last N bytes, plus the bytes up to a NUL.
      let strip = 0;
      for (let b = index[pos++], first = true; ; b = index[pos++], first = false) {
        strip = first ? b & 0x7f : ((strip + 1) << 7) | (b & 0x7f);
        if (!(b & 0x80)) break;
      }
      const end = index.indexOf(0, pos);
      if (end === -1 || strip > previous.length) return undefined;
      name = Buffer.concat([previous.subarray(0, previous.length - strip), index.subarray(pos, end)]);
      at = end + 1;
    } else {
      const end = index.indexOf(0, pos);
      if (end === -1) return undefined;
      name = index.subarray(pos, end);
      // Entries are padded with 1–8 NULs to a multiple of 8 bytes.
      at += (pos - at + (end - pos) + 8) & ~7;
    }
    previous = name;
    visit(entry, mode, flags, extended, name);
  }
  return at;
}

/**
 * The tracked regular files of the index at stage 0 that `differ` does not name, by absolute
 * path. Entries git is told not to look at (assume-unchanged, skip-worktree, intent-to-add) are
 * left out: their blob says nothing of the work tree.
 */
export function viewOf(index: Buffer, top: string, differ: ReadonlySet<string>, only?: readonly string[], written?: number): IndexView | undefined {
  const rels: string[] = [];
  // A run over named files asks about those alone: the other entries are not made into strings
  // (38,000 of them cost an editor's one-file run more than its check).
  const wanted = only?.map((rel) => Buffer.from(rel, 'utf8'));
  const asked = (name: Buffer) => !wanted || wanted.some((w) => name.equals(w) || (name.length > w.length && name[w.length] === 0x2f && name.subarray(0, w.length).equals(w)));
  const offsets: number[] = [];
  const root = top.endsWith(path.sep) ? top : top + path.sep;
  let sparse = false;
  const at = eachEntry(index, (entry, mode, flags, extended, name) => {
    // A sparse index keeps whole folders as one entry: not a list of files.
    if ((mode & TYPE_MASK) === 0o040000) sparse = true;
    const stage = (flags >> 12) & 3;
    const ignoredByGit = flags & 0x8000 || extended & 0x6000;
    if (sparse || (mode & TYPE_MASK) !== REGULAR || stage !== 0 || ignoredByGit || !asked(name)) return;
    const rel = name.toString('utf8');
    if (differ.has(rel)) return;
    rels.push(path.sep === '/' ? rel : rel.split('/').join(path.sep));
    offsets.push(entry);
  });
  // A split index holds only the changes to a shared one: the view would be incomplete.
  if (at === undefined || sparse || hasExtension(index, at, 'link')) return undefined;
  return new OffsetView(index, root, new SortedPaths(rels), offsets, written);
}

/**
 * The stat data of the index entry at `at` as Node's stat gives them (its arithmetic, so equal
 * times compare equal), when they can stand for the blob: the file last written at least RACY_MS
 * before the index was (`written`; git's "racily clean" rule, with the cache's margin) and before
 * `settled` (a later write moves the mtime, and the ctime, which no process sets back). Git keeps 32 bits of the inode: a larger one never compares equal, and the file is
 * read. A file git vouched for by reading it (its stat data are not the entry's) does not match
 * them either, and is read too.
 */
export function statOfEntry(index: Buffer, at: number, written: number, settled: number): [number, number, number] | undefined {
  const ctimeMs = index.readUInt32BE(at) * 1e3 + index.readUInt32BE(at + 4) / 1e6;
  const mtimeMs = index.readUInt32BE(at + 8) * 1e3 + index.readUInt32BE(at + 12) / 1e6;
  if (!(mtimeMs < Math.min(written - RACY_MS, settled))) return undefined;
  return [mtimeMs, index.readUInt32BE(at + 20), ctimeMs];
}

/**
 * A hash of what the index says of the tree without its stat data: each entry's path, mode,
 * blob id and flags. Two indexes with the same digest describe the same blobs at the same paths
 * (a fresh clone of the same commit: another checksum, the same digest); undefined when this
 * parser cannot read it all (a split index holds only part of it).
 */
export function indexDigest(index: Buffer): string | undefined {
  // Asked for by the record and the stat copy of the same index in one run: parsed once.
  const known = digests.get(index);
  if (known !== undefined || digests.has(index)) return known;
  const digest = digestOf(index);
  digests.set(index, digest);
  return digest;
}

const digests = new WeakMap<Buffer, string | undefined>();

function digestOf(index: Buffer): string | undefined {
  let parts = Buffer.allocUnsafe(index.length);
  let n = 0;
  const at = eachEntry(index, (entry, _mode, _flags, extended, name) => {
    // A version 4 index stores each path as a change to the one before: the whole one is longer.
    if (n + 29 + name.length > parts.length) parts = Buffer.concat([parts.subarray(0, n)], 2 * parts.length + name.length);
    n += index.copy(parts, n, entry + 24, entry + 28);
    n += index.copy(parts, n, entry + 40, entry + 62);
    n = parts.writeUInt16BE(extended, n);
    n += name.copy(parts, n);
    parts[n++] = 0;
  });
  if (at === undefined || hasExtension(index, at, 'link')) return undefined;
  return createHash('sha1').update(parts.subarray(0, n)).digest('hex');
}

/** The view over the parsed index: blob id and size are read from an entry when asked for. */
class OffsetView implements IndexView {
  constructor(
    private readonly index: Buffer,
    private readonly root: string,
    private readonly paths: SortedPaths,
    private readonly offsets: readonly number[],
    /** When the index was written (its mtime): no entry's stat data are trusted without it. */
    private readonly written?: number,
  ) {}

  statOf(file: string): [number, number, number] | undefined {
    if (this.written === undefined || !file.startsWith(this.root)) return undefined;
    const k = this.paths.indexOf(file.slice(this.root.length));
    return k === -1 ? undefined : statOfEntry(this.index, this.offsets[k], this.written, Date.now() - RACY_MS);
  }

  entryOf(file: string): { index: Buffer; at: number } | undefined {
    if (!file.startsWith(this.root)) return undefined;
    const k = this.paths.indexOf(file.slice(this.root.length));
    return k === -1 ? undefined : { index: this.index, at: this.offsets[k] };
  }

  get(file: string): { blob: string; size: number } | undefined {
    if (!file.startsWith(this.root)) return undefined;
    const k = this.paths.indexOf(file.slice(this.root.length));
    if (k === -1) return undefined;
    const at = this.offsets[k];
    return { blob: this.index.toString('hex', at + 40, at + 60), size: this.index.readUInt32BE(at + 36) };
  }

  has(file: string): boolean {
    return file.startsWith(this.root) && this.paths.indexOf(file.slice(this.root.length)) !== -1;
  }

  tracks(file: string, blob: string, size: number): boolean | undefined {
    if (!file.startsWith(this.root)) return undefined;
    const k = this.paths.indexOf(file.slice(this.root.length));
    if (k === -1) return undefined;
    const at = this.offsets[k];
    if (this.index.readUInt32BE(at + 36) !== size || blob.length !== 40) return false;
    // Compared as bytes: a hex string per file of the tree would be garbage to collect.
    for (let i = 0; i < 20; i++) if (this.index[at + 40 + i] !== (HEX[blob.charCodeAt(2 * i)] << 4) + HEX[blob.charCodeAt(2 * i + 1)]) return false;
    return true;
  }

  *[Symbol.iterator](): IterableIterator<[string, { blob: string; size: number }]> {
    for (const [rel] of this.paths) yield [this.root + rel, this.get(this.root + rel)!];
  }
}

/** Whether the extensions after the entries (`at`) include `signature`. */
function hasExtension(index: Buffer, at: number, signature: string): boolean {
  // The last 20 bytes are the checksum of the whole file.
  while (at + 8 <= index.length - 20) {
    if (index.toString('latin1', at, at + 4) === signature) return true;
    at += 8 + index.readUInt32BE(at + 4);
  }
  return false;
}
