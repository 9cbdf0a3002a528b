// File discovery: which files a run looks at. Path arguments in, a sorted list of absolute paths out.
import { existsSync, lstatSync, realpathSync, statSync } from 'node:fs';
import type { Dirent } from 'node:fs';
import path from 'node:path';
import { IgnoreRules, isInside, readIgnoreFile, relFrom, repositoryIgnoreFiles, rulesAbove } from './ignores.js';
import type { IgnoreOrigin } from './ignores.js';
import { walkFolder } from './walk.js';
import { FILE_NAMES, hasNoExtension, isNotRead, isScriptName, KIND_EXTENSIONS, TOOL_FOLDERS, type NameFilter } from '../../languages/kinds.js';
import type { WalkResult } from './walk.js';

/** A problem with how the tool was called (a bad option, a path that does not exist). CLI exit 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** The JavaScript and TypeScript extensions: what a run reads without `--ext` choosing kinds (the registry's `js` line). */
export const EXTENSIONS = KIND_EXTENSIONS.js;

/** Files taken by their whole name: a package.json names the GitLab client a program is built on. */
export const MANIFESTS = FILE_NAMES;

/** Dependencies and build output: never the code a person migrates, and often huge. */
export const SKIPPED_DIRECTORIES = ['node_modules', 'dist', 'build', 'out', 'coverage', '.next'] as const;
/** Skipped folders whose scripts (shell, Python, Ruby, by name or shebang) are still read: a build's own scripts live in `build/`. */
const SCRIPT_FOLDERS = { folders: ['build'], name: isScriptName };

/** The names a run without `--ext` reads by extension. */
export const EXTENSION_RE = new RegExp(`\\.(${EXTENSIONS.join('|')})$`, 'i');

export interface Discovery {
  /** Absolute paths, deduplicated and sorted. */
  files: string[];
  /** Named files the tool will not read, with the reason (absolute paths). */
  skipped: { file: string; reason: string }[];
  /** Folders that could not be listed (absolute paths). */
  errors: { file: string; message: string }[];
  /** Named paths an ignore file covers, checked all the same (absolute paths), with the message to show. */
  notices: { file: string; message: string }[];
  /** Per named folder in which the search found no file: why (for the summary of a run that checked nothing). */
  empty: string[];
}

export interface DiscoveryOptions {
  /** Read ignore files (.gitignore, .git/info/exclude, core.excludesFile); default true. `--no-ignore` turns it off. */
  ignore?: boolean;
  /**
   * Told of every folder a search lists (`gitignore`: whether it holds one), of each folder above
   * whose .gitignore applies (`gitignore` undefined), and of the repository's ignore files: what
   * the result depends on, for a cache of the walk (walk-cache.ts).
   */
  onFolder?: (dir: string, gitignore?: boolean, entries?: readonly Dirent[]) => void;
  onIgnoreFile?: (file: string) => void;
  /** Which file names to take instead of the JS/TS extensions (the kinds `--ext` picks; languages/kinds.ts). */
  accept?: NameFilter;
}

/** How a message names an ignore rule: `.gitignore:3 ("cache/")`. */
export function describeOrigin(origin: IgnoreOrigin, cwd: string): string {
  return `${toDisplay(origin.file, cwd)}:${origin.line} ("${origin.pattern}")`;
}

const NO_IGNORE_HINT = '--no-ignore turns ignore files off';

/**
 * Folders are searched; files named explicitly are taken as they are (a pre-commit hook names
 * the staged files, and a person who names a file wants it checked), except for the name checks.
 * A named path that an ignore file covers is checked all the same, with a notice saying which
 * rule covers it (as ripgrep and ESLint treat named paths); below a named folder the ignore files
 * apply as usual. Every missing path is reported at once, so one run shows all the typos.
 */
export async function discoverFiles(paths: readonly string[], cwd: string, options: DiscoveryOptions = {}): Promise<Discovery> {
  const args = (paths.length > 0 ? paths : ['.']).map((p) => path.resolve(cwd, p));
  const { accept } = options;
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
  const notices: Discovery['notices'] = [];
  const empty: string[] = [];
  const ignores = options.ignore === false ? undefined : ignoreLookup(options);
  const roots = new Map<string, string | undefined>();
  const ignoredNotice = (arg: string, origin: IgnoreOrigin) =>
    notices.push({ file: arg, message: `ignored by ${describeOrigin(origin, cwd)}, checked because it was named (${NO_IGNORE_HINT})` });
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
      const base = ignoreBase(arg, cwd, roots);
      let rules: IgnoreRules | undefined;
      if (ignores && isInside(arg, base) && arg !== base) {
        // The rules that cover a named folder do not stop its search; the others apply in it.
        const uncovered = ignores.rules(path.dirname(arg), base).uncovering(relFrom(base, arg) + '/');
        if (uncovered.dropped.length > 0) ignoredNotice(arg, uncovered.dropped[0]);
        rules = uncovered.rules;
      } else if (ignores) {
        rules = ignores.rules(path.dirname(arg), base);
      }
      let found: WalkResult;
      try {
        // The search follows no links, so a file's real path is the folder's and the rest.
        const root = realpathSync(arg);
        found = walkFolder(arg, { base, extensions: EXTENSIONS, names: MANIFESTS, accept, script: accept?.script, skipped: SKIPPED_DIRECTORIES, scriptsIn: SCRIPT_FOLDERS, entered: TOOL_FOLDERS, rules, onFolder: options.onFolder });
        // Found files are `arg` and the rest; their real path is `root` and the same rest.
        for (const f of found.files) add(f, root === arg ? f : root + f.slice(arg.length));
      } catch (e) {
        errors.push({ file: arg, message: `cannot list folder: ${(e as Error).message}` });
        continue;
      }
      errors.push(...found.errors);
      if (found.files.length === 0) empty.push(whyEmpty(toDisplay(arg, cwd), found, cwd));
    } else if (!stat.isFile()) {
      // Reading a FIFO or a device could block forever.
      skipped.set(arg, 'not a regular file (a pipe, socket or device)');
    } else if (accept ? !accept(path.basename(arg)) && !(accept.script && hasNoExtension(arg) && accept.script(arg)) : !EXTENSION_RE.test(arg) && !(MANIFESTS as readonly string[]).includes(path.basename(arg))) {
      skipped.set(arg, accept ? 'not a kind of file the run reads (see --ext)' : `not a JavaScript or TypeScript file (${EXTENSIONS.map((e) => '.' + e).join(' ')}) nor a package.json`);
    } else if (isNotRead(arg)) {
      skipped.set(arg, 'minified (*.min.js)');
    } else {
      const origin = ignores?.origin(arg, ignoreBase(path.dirname(arg), cwd, roots), false);
      if (origin) ignoredNotice(arg, origin);
      add(arg, realpathSync(arg));
    }
  }
  return {
    files: [...files].sort(byCodeUnits),
    skipped: [...skipped].map(([file, reason]) => ({ file, reason })).sort((a, b) => byCodeUnits(a.file, b.file)),
    errors: errors.sort((a, b) => byCodeUnits(a.file, b.file)),
    notices: notices.sort((a, b) => byCodeUnits(a.file, b.file)),
    empty,
  };
}

/** Why a run scanned no file, in a sentence. */
export function nothingChecked(found: Discovery, counts: { filesSkipped: number; filesWithErrors: number }): string {
  const why = [...found.empty];
  if (counts.filesSkipped > 0) why.push(`${counts.filesSkipped === 1 ? 'the file' : `all ${counts.filesSkipped} files`} found ${counts.filesSkipped === 1 ? 'was' : 'were'} skipped (listed above)`);
  if (counts.filesWithErrors > 0) why.push(`${counts.filesWithErrors === 1 ? 'one path' : `${counts.filesWithErrors} paths`} could not be read (listed above)`);
  return why.length > 0 ? why.join('; ') : 'no file to check was found';
}

/** Why the search of `folder` found no file to check. */
function whyEmpty(folder: string, found: WalkResult, cwd: string): string {
  const { count, origins, more } = found.ignored;
  if (count > 0) {
    const by = origins.map((o) => describeOrigin(o, cwd)).join(', ');
    return `everything to check under ${folder} is ignored by ${by}${more ? ' and other rules' : ''} (${NO_IGNORE_HINT})`;
  }
  if (found.errors.length > 0) return `${folder}: no folder that could be listed holds a file to check`;
  const never = found.skippedFolders.length > 0 ? ` outside ${found.skippedFolders.join(', ')} (never searched: name such a folder to check it)` : '';
  return `no file to check under ${folder}${never}`;
}

/**
 * The ignore rules of the folders named files and folders are in, each set built once (a hook
 * names many files of few folders), and the repository's own ignore files read once per repository.
 */
function ignoreLookup(watch: Pick<DiscoveryOptions, 'onFolder' | 'onIgnoreFile'>) {
  const repositoryFiles = new Map<string, string[]>();
  const byDir = new Map<string, IgnoreRules>();
  // Each ignore file read once: the folders above a hook's named files are mostly the same ones,
  // and a missing .gitignore (most folders) costs an exception each time it is asked for.
  const texts = new Map<string, string | undefined>();
  const read = (file: string) => {
    if (!texts.has(file)) texts.set(file, readIgnoreFile(file));
    return texts.get(file);
  };
  const rules = (dir: string, base: string): IgnoreRules => {
    const key = `${base}\0${dir}`;
    let r = byDir.get(key);
    if (!r) {
      let repo = repositoryFiles.get(base);
      if (!repo) repositoryFiles.set(base, (repo = repositoryIgnoreFiles(base, watch.onIgnoreFile)));
      byDir.set(key, (r = rulesAbove(dir, base, repo, watch.onFolder, read)));
    }
    return r;
  };
  return {
    rules,
    /** The rule that ignores `p` itself or a folder above it, below `base`. */
    origin(p: string, base: string, folder: boolean): IgnoreOrigin | undefined {
      if (!isInside(p, base) || p === base) return undefined;
      const r = rules(path.dirname(p), base);
      const rel = relFrom(base, p);
      return r.mayIgnore(rel) ? r.test(rel + (folder ? '/' : '')) : undefined;
    },
  };
}

/** The folder whose ignore files apply: the git root, else cwd when it holds the folder. `known`: as gitRoot's. */
function ignoreBase(folder: string, cwd: string, known?: Map<string, string | undefined>): string {
  return gitRoot(folder, known) ?? (isInside(folder, cwd) ? cwd : folder);
}

/**
 * The root of the git work tree `dir` is in (the nearest folder above with a `.git`), if any.
 * `known`: the answers for folders asked about before in this run, added to (a hook's named files
 * share the folders above them: each is looked at once).
 */
export function gitRoot(dir: string, known?: Map<string, string | undefined>): string | undefined {
  const walked: string[] = [];
  let root: string | undefined;
  for (let d = dir; ; d = path.dirname(d)) {
    if (known?.has(d)) {
      root = known.get(d);
      break;
    }
    walked.push(d);
    if (existsSync(path.join(d, '.git'))) {
      root = d;
      break;
    }
    if (path.dirname(d) === d) break;
  }
  if (known) for (const d of walked) known.set(d, root);
  return root;
}

function isLink(p: string): boolean {
  try {
    return lstatSync(p).isSymbolicLink();
  } catch {
    return false;
  }
}

/** Locale-independent order, so output is the same on every machine. */
export function byCodeUnits(a: string, b: string): number {
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
