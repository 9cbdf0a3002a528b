// Where the tool's own files may go: the report (--output-file), the baseline (--update-baseline)
// and the cache. One rule for all of them, so that every output is held to it:
// - never through a symbolic link: not the file itself, and not a folder inside the repository (a
//   link the repository commits leads wherever its author chose); folders above the repository
//   are the user's own and are followed;
// - never into git's own folders: no `.git` component, nor the git directory a `.git` file or
//   GIT_DIR / GIT_COMMON_DIR names (a worktree's, a submodule's);
// - never onto a folder, a FIFO or a device, only onto a regular file or a new one.
// The caller writes to the path returned (its folder resolved), with writeAtomic, which checks
// the folder again at the rename.
import { closeSync, constants, lstatSync, mkdirSync, openSync, readFileSync, readSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { gitRoot, toDisplay, UsageError } from '../discover/discover.js';
import { writeAtomic } from './atomic.js';
import { isInside } from '../discover/ignores.js';

/** What a report of this tool says near its start, in every format (`[]`: Code Quality's with no findings): a file that says it is one the tool wrote. */
const OUR_REPORT = /gitlab-v4-migrate|GitLab API v3 → v4 migration report|api-v3-prefix|^\s*\[\s*\]\s*$/;
const NEVER_OUTPUT = /^(?:package\.json|gitlab-v4-migrate\.config\.json)$/i;

/**
 * The path to write `file` (absolute or relative to `cwd`) to: its folder's real path and its
 * name. Throws a UsageError saying why when the rule above refuses it. `what` names the output
 * ("the report"). A folder that does not exist yet is fine (see makeOutputFolder).
 */
export function checkOutputPath(file: string, cwd: string, what: string): string {
  const abs = path.resolve(cwd, file);
  const shown = toDisplay(abs, cwd);
  const refuse = (why: string) => new UsageError(`${what} cannot be written to ${shown}: ${why}`);
  if (hasGitComponent(abs)) throw refuse('it is inside a .git folder (git keeps its own files there)');
  const root = gitRoot(cwd) ?? cwd;
  // The deepest folder that exists, and the names below it still to make.
  let existing = abs;
  const missing: string[] = [];
  for (;;) {
    const s = lstatOrNothing(existing);
    if (s) {
      if (s.isSymbolicLink() && (existing === abs || isInside(existing, root))) {
        throw refuse(`${toDisplay(existing, cwd)} is a symbolic link; ${what} is never written through a link`);
      }
      if (existing === abs && !s.isFile()) throw refuse('it is not a regular file');
      break;
    }
    missing.unshift(path.basename(existing));
    const up = path.dirname(existing);
    if (up === existing) break;
    existing = up;
  }
  // Folders inside the repository were checked on the way up, to the first that exists; those above it too.
  for (let d = path.dirname(existing); isInside(d, root) && d !== root; d = path.dirname(d)) {
    if (lstatSync(d, { throwIfNoEntry: false })?.isSymbolicLink()) throw refuse(`${toDisplay(d, cwd)} is a symbolic link; ${what} is never written through a link`);
  }
  let real: string;
  try {
    real = path.join(realpathSync(existing), ...missing);
  } catch (e) {
    throw refuse((e as Error).message);
  }
  if (hasGitComponent(real) || gitDirs(root).some((g) => isInside(real, g))) throw refuse('it is inside a git directory (git keeps its own files there)');
  return real;
}

/**
 * Whether an output at `abs` (as given, resolved) or `real` (checkOutputPath's answer) would land
 * on a file the run reads as source (`sources`, as discovered). A report of the last run may be
 * replaced (it is read like any JSON or Markdown), so a source whose start says it is one is not
 * refused; a README or any other file is; package.json and the configuration never.
 */
export function isSourceOfRun(abs: string, real: string, sources: readonly string[]): boolean {
  if (NEVER_OUTPUT.test(path.basename(real))) return true;
  return (sources.includes(abs) || sources.includes(real)) && !OUR_REPORT.test(headOf(real));
}

/** The first 4 KiB of a file, as text ('' when it cannot be read). */
function headOf(file: string): string {
  let fd: number | undefined;
  try {
    fd = openSync(file, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
    const buf = Buffer.alloc(4096);
    return buf.toString('utf8', 0, readSync(fd, buf, 0, buf.length, 0));
  } catch {
    return '';
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Makes the missing folders of `real` one at a time, each checked to be a folder and not a link once made; whether any was made. */
export function makeOutputFolder(real: string): boolean {
  const dir = path.dirname(real);
  const missing: string[] = [];
  let d = dir;
  while (!lstatOrNothing(d)) {
    missing.unshift(d);
    d = path.dirname(d);
  }
  for (const m of missing) {
    try {
      mkdirSync(m);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    const s = lstatSync(m);
    if (s.isSymbolicLink() || !s.isDirectory()) throw new UsageError(`${m} is not a folder`);
  }
  return missing.length > 0;
}

/**
 * Writes an output of the tool (a report, a baseline) at `file`, by the rule above, atomically:
 * a full disk or a stopped run leaves the old file whole. The mode (and owner, as root) of the
 * file replaced are kept. Returns whether a folder had to be made.
 */
export async function writeOutput(file: string, content: string, cwd: string, what: string): Promise<{ madeFolder: boolean }> {
  const real = checkOutputPath(file, cwd, what);
  const madeFolder = makeOutputFolder(real);
  // Checked again: the folders made, and anything swapped meanwhile.
  const target = checkOutputPath(real, cwd, what);
  const stat = lstatSync(target, { throwIfNoEntry: false });
  await writeAtomic(target, content, stat ? { stat } : {});
  return { madeFolder };
}

/** What is at `p`; nothing when it does not exist, or a file stands where a folder of it should (said when the folder is made). */
function lstatOrNothing(p: string) {
  try {
    return lstatSync(p, { throwIfNoEntry: false });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOTDIR') return undefined;
    throw e;
  }
}

function hasGitComponent(p: string): boolean {
  return p.split(/[\\/]/).some((c) => c.toLowerCase() === '.git');
}

/** git's own folders for the repository at `root`: the one a `.git` file names (and its common one), and the environment's. */
function gitDirs(root: string): string[] {
  const dirs: string[] = [];
  for (const v of [process.env.GIT_DIR, process.env.GIT_COMMON_DIR]) if (v) dirs.push(safeReal(path.resolve(root, v)));
  try {
    // Only a small regular file is read (a `.git` FIFO must not stall the run).
    const dotGit = path.join(root, '.git');
    const s = lstatSync(dotGit, { throwIfNoEntry: false });
    if (!s?.isFile() || s.size > 4096) return dirs;
    const named = /^gitdir:\s*(.+?)\s*$/m.exec(readFileSync(dotGit, 'utf8'))?.[1];
    if (named) {
      const gitdir = path.resolve(root, named);
      dirs.push(safeReal(gitdir));
      const common = readFileSync(path.join(gitdir, 'commondir'), 'utf8').trim();
      if (common) dirs.push(safeReal(path.resolve(gitdir, common)));
    }
  } catch {
    // A `.git` folder (covered by its name), or no git at all.
  }
  return dirs;
}

function safeReal(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return p;
  }
}
