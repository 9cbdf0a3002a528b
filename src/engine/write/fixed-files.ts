// Writing fixed files: every write of the engine goes through here. A file is either left as it
// was or replaced whole, never half-written:
// - the new content goes to a temporary file in the same folder, which is flushed to disk and
//   then renamed over the file (a rename within one file system is atomic), so a crash, a full
//   disk or Ctrl-C leaves the old file or the new one;
// - the temporary file gets the file's owner (when running as root) and then its whole mode,
//   setuid and setgid bits included (a change of owner clears them), before the rename;
// - just before the rename the file is read again: if it is no longer what was fixed (an editor
//   saved it meanwhile), it is not overwritten. That read and the rename are synchronous and back
//   to back: nothing else of this process runs between them, and neither waits in the thread pool
//   behind other files' writes (the README's Guarantees say what can still slip between them);
// - each file written is told to the run's journal (WriteScope.onWritten) as its rename lands,
//   so that a run that stops on an error can still say what it wrote;
// - the file must resolve, through any symbolic links, to a place under the paths the run was
//   given: a link that leads elsewhere is not written through;
// - a read-only file is not written, and neither is text UTF-8 cannot carry.
import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, unlinkSync, promises as fs } from 'node:fs';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

/** A write the engine refused or could not make; `message` is for the report, naming no path (the report does). */
export class WriteError extends Error {
  override name = 'WriteError';
}

/** Where a run may write: the real paths of its path arguments. */
export interface WriteScope {
  allows(realFile: string): boolean;
  /** Told of each file written (as given to writeFixed) as its rename lands: the run's journal. */
  onWritten?: (file: string) => void;
}

/**
 * The folders given (resolved through links: naming a linked folder is a choice) and the files
 * given (their folder resolved, the name itself not: a named link to elsewhere does not extend
 * the scope to where it leads).
 */
export async function writeScope(paths: readonly string[], cwd: string): Promise<WriteScope> {
  const folders: string[] = [];
  const files = new Set<string>();
  for (const p of paths.length > 0 ? paths : ['.']) {
    const abs = path.resolve(cwd, p);
    try {
      if ((await fs.stat(abs)).isDirectory()) folders.push(await fs.realpath(abs));
      else files.add(path.join(await fs.realpath(path.dirname(abs)), path.basename(abs)));
    } catch {
      // A path that cannot be resolved has nothing under it to write.
    }
  }
  return { allows: (real) => files.has(real) || folders.some((folder) => isInside(real, folder)) };
}

function isInside(child: string, parent: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/**
 * Replaces `file`, whose content was `original` when it was read, with `content` (UTF-8).
 * Throws a WriteError when it must not write, or the file system's error when it cannot.
 */
export async function writeFixed(file: string, original: Uint8Array, content: string, scope: WriteScope): Promise<void> {
  if (!isMainThread) throw new Error('files are written on the main thread only, where signals arrive (a bug; please report it)');
  if (!isWellFormed(content)) throw new WriteError('not written: the fixed text is not valid Unicode (a bug; please report it)');
  const real = await fs.realpath(file);
  if (!scope.allows(real)) {
    throw new WriteError(`not written: the path leads through a symbolic link to ${real}, outside the paths given`);
  }
  const stat = await fs.stat(real);
  // A rename would replace a read-only file as easily as any other (the folder is what counts):
  // the mode says no, also to root.
  if ((stat.mode & 0o222) === 0) throw new WriteError('not written: the file is read-only');
  await writeAtomic(real, content, {
    stat,
    // An edit saved while this file waited for its turn is seen here.
    beforeRename: () => {
      if (!readFileSync(real).equals(original)) throw new WriteError('not written: the file changed on disk while it was being fixed; run again');
    },
  });
  scope.onWritten?.(file);
}

/**
 * The one atomic write of the engine (fixed files, the baseline): `content` goes to a temporary
 * file beside `file`, flushed, given the mode (and owner) of the file it replaces, then renamed
 * over it. `beforeRename` may still refuse (by throwing); the temporary file is then removed. It
 * and the rename are synchronous and back to back: nothing else of this process runs between
 * them, and neither waits in the thread pool behind other files' writes.
 */
export async function writeAtomic(file: string, content: string, options: { stat?: { mode: number; uid: number; gid: number }; beforeRename?: () => void } = {}): Promise<void> {
  const { stat } = options;
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
  track(tmp);
  try {
    // A new file gets the usual mode (0o666 less the umask); a replaced one keeps its own.
    const handle = await fs.open(tmp, 'wx', stat ? 0o600 : 0o666);
    try {
      await handle.writeFile(content, 'utf8');
      // The owner first: a change of owner clears the setuid and setgid bits that chmod then sets.
      if (stat && process.getuid?.() === 0 && (stat.uid !== 0 || stat.gid !== 0)) await handle.chown(stat.uid, stat.gid);
      // Set after creation: the mode given to open() is reduced by the umask.
      if (stat) await handle.chmod(stat.mode & 0o7777);
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (stopping) throw new WriteError('not written: the run was interrupted');
    options.beforeRename?.();
    renameSync(tmp, file);
  } catch (e) {
    await fs.rm(tmp, { force: true });
    throw e;
  } finally {
    untrack(tmp);
  }
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text that UTF-8 can carry as it is (a lone surrogate would be written as U+FFFD). */
function isWellFormed(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

// Temporary files of writes under way, removed if the process is stopped by a signal. The files
// being fixed need no help (they are old or new at any instant); this only avoids leaving litter.
// The handlers are installed at the first write and stay until the run ends (settleWrites): a
// signal that arrives while they are installed is taken off the process's queue, so removing them
// between two writes could lose one that had not reached its listener yet. A signal is delivered
// again as it was once the temporary files are gone, so the process ends as it would have without
// them. Signals reach the main thread only, which is why only the main thread writes (worker
// threads hand their fixes to it).
const pending = new Set<string>();
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
let armed = false;
// Set by a signal: no write starts or ends after it.
let stopping = false;

function removePending(): void {
  for (const tmp of pending) {
    try {
      unlinkSync(tmp);
    } catch {
      // Already renamed or removed.
    }
  }
  pending.clear();
}

function onSignal(signal: NodeJS.Signals): void {
  stopping = true;
  removePending();
  disarm();
  // Other listeners mean someone else decided what this signal does.
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
}

function track(tmp: string): void {
  if (stopping) throw new WriteError('not written: the run was interrupted');
  if (!armed) {
    for (const s of SIGNALS) process.on(s, onSignal);
    // A process that ends with writes under way (an error elsewhere, process.exit) removes them too.
    process.on('exit', removePending);
  }
  armed = true;
  pending.add(tmp);
}

function untrack(tmp: string): void {
  pending.delete(tmp);
}

/** The run has no more writes to make: signals get their usual effect again. */
export function settleWrites(): void {
  if (pending.size === 0) disarm();
}

function disarm(): void {
  for (const s of SIGNALS) process.removeListener(s, onSignal);
  process.removeListener('exit', removePending);
  armed = false;
}
