// The one atomic write of the engine (fixed files, the baseline, reports): the new content goes to
// a temporary file beside the file, is flushed, given the mode (and owner) of the file it replaces,
// then renamed over it. A rename within one file system is atomic, so a crash, a full disk or
// Ctrl-C leaves the old file or the new one.
//
// Every step goes through a handle on the folder, not through its path again: the folder is
// opened once (no link at any component: the caller hands a real path), and on Linux the temporary
// file is created, checked and renamed as /proc/self/fd/N/name, which the kernel resolves to that
// folder whatever its path now leads to (Node has no openat). Just before the rename, every
// component of the folder's path is looked at again (lstat: still the same folder, still no link):
// a folder swapped for a link since it was resolved refuses the write, and the temporary file is
// removed through the handle. Where there is no /proc, the re-check is the protection.
import { closeSync, constants, fstatSync, lstatSync, openSync, realpathSync, renameSync, unlinkSync, existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import { crypto } from '../crypto.js';

/** A write the engine refused or could not make; `message` is for the report, naming no path (the report does). */
export class WriteError extends Error {
  override name = 'WriteError';
}

export interface AtomicOptions {
  /** The file replaced: its mode and (when running as root) owner go to the new one. */
  stat?: { mode: number; uid: number; gid: number };
  /** May still refuse (by throwing), given the path of the file as it now is through the folder handle. */
  beforeRename?: (current: string) => void;
}

const PROC_FD = process.platform === 'linux' && existsSync('/proc/self/fd');
const NOFOLLOW = constants.O_NOFOLLOW ?? 0;
const TEMP_FLAGS = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NOFOLLOW;
const FOLDER_FLAGS = constants.O_RDONLY | (constants.O_DIRECTORY ?? 0) | NOFOLLOW;

/**
 * Replaces (or creates) `file`, whose folder must be a real path (no link in it), with `content`
 * (UTF-8). `beforeRename` and the temporary file's removal on refusal are as described above.
 */
export async function writeAtomic(file: string, content: string, options: AtomicOptions = {}): Promise<void> {
  const { stat } = options;
  const folder = openFolder(path.dirname(file));
  const name = path.basename(file);
  const tmp = folder.at(`.${name}.${process.pid}-${crypto().randomBytes(4).toString('hex')}.tmp`);
  try {
    track(tmp);
    try {
      // A new file gets the usual mode (0o666 less the umask); a replaced one keeps its own.
      const handle = await fs.open(tmp, TEMP_FLAGS, stat ? 0o600 : 0o666);
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
      // From here to the rename, all synchronous: nothing else of this process runs in between.
      folder.recheck();
      const target = folder.at(name);
      refuseLinkOrSpecial(target);
      options.beforeRename?.(target);
      renameSync(tmp, target);
    } catch (e) {
      removeQuietly(tmp);
      throw e;
    } finally {
      untrack(tmp);
    }
  } finally {
    folder.close();
  }
}

interface Folder {
  /** The path of `name` in the folder, through the handle where the system has one. */
  at(name: string): string;
  /** Throws a WriteError when a component of the folder's path is no longer the folder it was. */
  recheck(): void;
  close(): void;
}

interface Component {
  path: string;
  dev: number;
  ino: number;
}

function openFolder(dir: string): Folder {
  let real: string;
  try {
    real = realpathSync(dir);
  } catch (e) {
    throw new WriteError(`not written: cannot reach its folder (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  if (real !== dir) throw new WriteError('not written: a folder on its path is (or became) a symbolic link');
  const chain = components(real);
  const fd = process.platform === 'win32' ? undefined : openSync(real, FOLDER_FLAGS);
  const folder: Folder = {
    at: (name) => (fd !== undefined && PROC_FD ? `/proc/self/fd/${fd}/${name}` : path.join(real, name)),
    recheck: () => {
      for (const c of chain) {
        const now = lstatSync(c.path, { throwIfNoEntry: false });
        if (!now || now.isSymbolicLink() || !now.isDirectory() || now.dev !== c.dev || now.ino !== c.ino) {
          throw new WriteError(`not written: the folder ${c.path} was replaced (by a symbolic link or another folder) while the file was being written`);
        }
      }
    },
    close: () => {
      if (fd !== undefined) closeSync(fd);
    },
  };
  try {
    // The folder opened is the one resolved: nothing was swapped between the lstat and the open.
    const opened = fd !== undefined ? fstatSync(fd) : undefined;
    const last = chain[chain.length - 1];
    if (opened && (opened.dev !== last.dev || opened.ino !== last.ino)) {
      throw new WriteError(`not written: the folder ${real} was replaced while the file was being written`);
    }
  } catch (e) {
    folder.close();
    throw e;
  }
  return folder;
}

/** Every component of a real path, from the root down, as it is now: each must be a folder, not a link. */
function components(real: string): Component[] {
  const out: Component[] = [];
  for (let p = real; ; p = path.dirname(p)) {
    const s = lstatSync(p);
    if (s.isSymbolicLink() || !s.isDirectory()) throw new WriteError(`not written: ${p} is not a folder (a symbolic link or another file)`);
    out.push({ path: p, dev: s.dev, ino: s.ino });
    if (path.dirname(p) === p) break;
  }
  return out.reverse();
}

/** The file replaced must be a regular file (or not exist): never a link, a folder, a FIFO or a device. */
function refuseLinkOrSpecial(target: string): void {
  const s = lstatSync(target, { throwIfNoEntry: false });
  if (!s || s.isFile()) return;
  throw new WriteError(s.isSymbolicLink() ? 'not written: the file is a symbolic link (written only to a regular file)' : 'not written: it is not a regular file');
}

function removeQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // Never made, or already gone.
  }
}

// Temporary files of writes under way, removed if the process is stopped by a signal. The files
// being written need no help (they are old or new at any instant); this only avoids leaving litter.
// The handlers are installed at the first write and stay until the run ends (settleWrites): a
// signal that arrives while they are installed is taken off the process's queue, so removing them
// between two writes could lose one that had not reached its listener yet. A signal is delivered
// again as it was once the temporary files are gone, so the process ends as it would have without
// them. Signals reach the main thread only, which is why only the main thread writes (worker
// threads hand their fixes to it). A temporary file's path goes through its folder's handle,
// which stays open until the file is renamed or removed.
const pending = new Set<string>();
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
let armed = false;
// Set by a signal: no write starts or ends after it.
let stopping = false;

function removePending(): void {
  for (const tmp of pending) removeQuietly(tmp);
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
