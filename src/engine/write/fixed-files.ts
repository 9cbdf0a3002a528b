// Writing fixed files: every write of the engine goes through here. A file is either left as it
// was or replaced whole, never half-written:
// - the new content goes to a temporary file in the same folder, which is flushed to disk and
//   then renamed over the file (a rename within one file system is atomic), so a crash, a full
//   disk or Ctrl-C leaves the old file or the new one;
// - the temporary file is made and renamed through a handle on the file's real folder, which is
//   checked again just before the rename (atomic.ts): a folder swapped for a link meanwhile
//   refuses the write, and nothing lands outside;
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
import { readFileSync, promises as fs } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { WriteError, writeAtomic } from './atomic.js';
import { isInside } from '../discover/ignores.js';

export { settleWrites, WriteError, writeAtomic } from './atomic.js';

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

/**
 * Replaces `file`, whose content was `original` when it was read, with `content` (UTF-8).
 * Throws a WriteError when it must not write, or the file system's error when it cannot.
 */
export async function writeFixed(file: string, original: Uint8Array, content: string, scope: WriteScope): Promise<void> {
  // Asked when writing, not imported: a check (a hook's run) loads no node:worker_threads.
  if (!(createRequire(import.meta.url)('node:worker_threads') as typeof import('node:worker_threads')).isMainThread) throw new Error('files are written on the main thread only, where signals arrive (a bug; please report it)');
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
    beforeRename: (current) => {
      if (!readFileSync(current).equals(original)) throw new WriteError('not written: the file changed on disk while it was being fixed; run again');
    },
  });
  scope.onWritten?.(file);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text that UTF-8 can carry as it is (a lone surrogate would be written as U+FFFD). */
function isWellFormed(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}
