// File discovery: which files a run looks at. Path arguments in, a sorted list of absolute paths out.
import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import { convertPathToPattern, globby } from 'globby';

/** A problem with how the tool was called (a bad option, a path that does not exist). CLI exit 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export const EXTENSIONS = ['js', 'cjs', 'mjs', 'jsx', 'ts', 'cts', 'mts', 'tsx'] as const;

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
  const missing = args.filter((p) => !existsSync(p));
  if (missing.length > 0) {
    const list = missing.map((p) => toDisplay(p, cwd)).join(', ');
    throw new UsageError(`path not found: ${list}. Pass existing files or folders (paths are relative to ${cwd}).`);
  }

  const files = new Set<string>();
  const skipped = new Map<string, string>();
  const errors: Discovery['errors'] = [];
  for (const arg of args) {
    const stat = await fs.stat(arg);
    if (stat.isDirectory()) {
      try {
        for (const f of await searchFolder(arg, cwd)) files.add(f);
      } catch (e) {
        errors.push({ file: arg, message: `cannot list folder: ${(e as Error).message}` });
      }
    } else if (!stat.isFile()) {
      throw new UsageError(`not a file or folder: ${toDisplay(arg, cwd)}.`);
    } else if (!EXTENSION_RE.test(arg)) {
      skipped.set(arg, `not a JavaScript or TypeScript file (${EXTENSIONS.map((e) => '.' + e).join(' ')})`);
    } else if (MINIFIED_NAME_RE.test(arg)) {
      skipped.set(arg, 'minified (*.min.js)');
    } else {
      files.add(arg);
    }
  }
  return {
    files: [...files].sort(byCodeUnits),
    skipped: [...skipped].map(([file, reason]) => ({ file, reason })).sort((a, b) => byCodeUnits(a.file, b.file)),
    errors,
  };
}

async function searchFolder(folder: string, cwd: string): Promise<string[]> {
  // globby reads the .gitignore files below its cwd only; searching from the repository root
  // makes the root .gitignore apply when a subfolder is named, as it does for git.
  const base = ignoreBase(folder, cwd);
  const rel = path.relative(base, folder);
  // Folder names such as Next.js's `[id]` are glob syntax: escape them.
  const prefix = rel ? `${convertPathToPattern(rel)}/` : '';
  return globby(`${prefix}**/*.{${EXTENSIONS.join(',')}}`, {
    cwd: base,
    absolute: true,
    onlyFiles: true,
    dot: false,
    gitignore: true,
    // Linked folders would be read twice (workspace packages) or loop; named links still work.
    followSymbolicLinks: false,
    // Relative to the named folder, so `gitlab-v4-migrate build` still searches `build` itself.
    ignore: [...SKIPPED_DIRECTORIES.map((d) => `${prefix}**/${d}/**`), `${prefix}**/*.min.{js,cjs,mjs}`],
  }).then((found) => found.map((f) => path.resolve(f)));
}

/** The folder whose .gitignore files apply: the git root, else cwd when it holds the folder. */
function ignoreBase(folder: string, cwd: string): string {
  for (let dir = folder; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, '.git'))) return dir;
    if (path.dirname(dir) === dir) break;
  }
  return isInside(folder, cwd) ? cwd : folder;
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
  const rel = path.relative(cwd, file) || '.';
  return rel.split(path.sep).join('/');
}
