// File discovery: which files a run looks at. Path arguments in, a sorted list of absolute paths out.
import { existsSync, lstatSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { walkFolder } from './walk.js';

/** A problem with how the tool was called (a bad option, a path that does not exist). CLI exit 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export const EXTENSIONS = ['js', 'cjs', 'mjs', 'jsx', 'ts', 'cts', 'mts', 'tsx'] as const;

/** Files taken by their whole name: a package.json names the GitLab client a program is built on. */
export const MANIFESTS = ['package.json'] as const;

/** Dependencies and build output: never the code a person migrates, and often huge. */
export const SKIPPED_DIRECTORIES = ['node_modules', 'dist', 'build', 'out', 'coverage', '.next'] as const;

const EXTENSION_RE = new RegExp(`\\.(${EXTENSIONS.join('|')})$`, 'i');
const MINIFIED_NAME_RE = /\.min\.[cm]?js$/i;

export interface Discovery {
  /** Absolute paths, deduplicated and sorted. */
  files: string[];
  /** Named files the tool will not read, with the reason (absolute paths). */
  skipped: { file: string; reason: string }[];
  /** Folders that could not be listed (absolute paths). */
  errors: { file: string; message: string }[];
}

/**
 * Folders are searched; files named explicitly are taken as they are (a pre-commit hook names
 * the staged files, and a person who names a file wants it checked), except for the name checks.
 * Every missing path is reported at once, so one run shows all the typos.
 */
export async function discoverFiles(paths: readonly string[], cwd: string): Promise<Discovery> {
  const args = (paths.length > 0 ? paths : ['.']).map((p) => path.resolve(cwd, p));
  // A link that cannot be followed (it loops, or its target is gone) is there, but unreadable:
  // reported with the other problem files below, not as a typo.
  const missing = args.filter((p) => !existsSync(p) && !isLink(p));
  if (missing.length > 0) {
    const list = missing.map((p) => toDisplay(p, cwd)).join(', ');
    throw new UsageError(`path not found: ${list}. Pass existing files or folders (paths are relative to ${cwd}).`);
  }

  const files = new Set<string>();
  // Each file once, however it was reached (`src` and a link to it, a file and a link to it):
  // checked twice, its second fix would find the file changed by the first.
  const real = new Set<string>();
  const add = (file: string, key: string) => {
    if (real.has(key)) return;
    real.add(key);
    files.add(file);
  };
  const skipped = new Map<string, string>();
  const errors: Discovery['errors'] = [];
  for (const arg of args) {
    let stat;
    try {
      // Synchronous: a hook names each staged file, and a promise per stat and realpath made
      // those calls a fifth of a 20-file run (waiting on the thread pool).
      stat = statSync(arg);
    } catch (e) {
      const loop = (e as NodeJS.ErrnoException).code === 'ELOOP';
      errors.push({ file: arg, message: loop ? 'cannot read: a symbolic link loop' : 'cannot read: a symbolic link whose target does not exist' });
      continue;
    }
    if (stat.isDirectory()) {
      try {
        // The search follows no links, so a file's real path is the folder's and the rest.
        const root = realpathSync(arg);
        // Found files are `arg` and the rest; their real path is `root` and the same rest.
        for (const f of await searchFolder(arg, cwd)) add(f, root === arg ? f : root + f.slice(arg.length));
      } catch (e) {
        errors.push({ file: arg, message: `cannot list folder: ${(e as Error).message}` });
      }
    } else if (!stat.isFile()) {
      // Reading a FIFO or a device could block forever.
      skipped.set(arg, 'not a regular file (a pipe, socket or device)');
    } else if (!EXTENSION_RE.test(arg) && !(MANIFESTS as readonly string[]).includes(path.basename(arg))) {
      skipped.set(arg, `not a JavaScript or TypeScript file (${EXTENSIONS.map((e) => '.' + e).join(' ')}) nor a package.json`);
    } else if (MINIFIED_NAME_RE.test(arg)) {
      skipped.set(arg, 'minified (*.min.js)');
    } else {
      add(arg, realpathSync(arg));
    }
  }
  return {
    files: [...files].sort(byCodeUnits),
    skipped: [...skipped].map(([file, reason]) => ({ file, reason })).sort((a, b) => byCodeUnits(a.file, b.file)),
    errors: errors.sort((a, b) => byCodeUnits(a.file, b.file)),
  };
}

async function searchFolder(folder: string, cwd: string): Promise<string[]> {
  // The .gitignore files below the repository root apply, also when a subfolder is named, as
  // they do for git. The walk follows no symbolic links: linked folders would be read twice
  // (workspace packages) or loop (`src/up -> ..`); named links still work. Skipped folders are
  // skipped below the named folder, so `gitlab-v4-migrate build` still searches `build` itself.
  return walkFolder(folder, { base: ignoreBase(folder, cwd), extensions: EXTENSIONS, names: MANIFESTS, skipped: SKIPPED_DIRECTORIES, underFolder });
}

// A pattern of `<dir>/.gitignore` for a matcher that reads paths from the root: `x.js` becomes
// `<dir>/` + `**/x.js`, `/x.js` and `a/x.js` become `<dir>/x.js` and `<dir>/a/x.js`.
function underFolder(line: string, dir: string): string {
  const negated = line.startsWith('!');
  const pattern = negated ? line.slice(1) : line;
  // Without a slash before its end, a pattern matches at any depth below its folder.
  const anchored = pattern.replace(/\/$/, '').includes('/');
  const joined = anchored ? `${dir}/${pattern.replace(/^\//, '')}` : `${dir}/**/${pattern}`;
  return negated ? `!${joined}` : joined;
}

/** The folder whose .gitignore files apply: the git root, else cwd when it holds the folder. */
function ignoreBase(folder: string, cwd: string): string {
  for (let dir = folder; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, '.git'))) return dir;
    if (path.dirname(dir) === dir) break;
  }
  return isInside(folder, cwd) ? cwd : folder;
}

function isLink(p: string): boolean {
  try {
    return lstatSync(p).isSymbolicLink();
  } catch {
    return false;
  }
}

function isInside(child: string, parent: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/** Locale-independent order, so output is the same on every machine. */
function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A path as people and JSON consumers see it: relative to cwd, forward slashes. */
export function toDisplay(file: string, cwd: string): string {
  // Most files are below cwd: a slice then, since path.relative costs more than checking a file
  // that holds no API word (38,000 of them in the benchmark).
  const below = cwd.endsWith(path.sep) ? cwd : cwd + path.sep;
  const normal = !file.includes(`${path.sep}.`) || path.normalize(file) === file;
  const rel = normal && file.startsWith(below) ? file.slice(below.length) : path.relative(cwd, file) || '.';
  return path.sep === '/' ? rel : rel.split(path.sep).join('/');
}
