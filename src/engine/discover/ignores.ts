// The ignore files, as git reads them: core.excludesFile, then .git/info/exclude, then the
// .gitignore of each folder from the repository root down, a later rule winning over an earlier
// one. Each rule remembers its file and line, so that a message can say which line ignored a path.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { gitOutputSync } from '../git.js';

type Ignore = import('ignore').Ignore;

/** Where a rule comes from: the ignore file (absolute), its line (1-based) and the line as written. */
export interface IgnoreOrigin {
  file: string;
  line: number;
  pattern: string;
}

export class IgnoreRules {
  /** Made at the first test that needs it: loading the matcher is a good part of a 20-file hook run's discovery. */
  private matcher: Ignore | undefined;
  private readonly origins: IgnoreOrigin[] = [];
  /** The patterns as the matcher gets them (relative to the root), by origin index. */
  private readonly patterns: string[] = [];

  private built(): Ignore {
    if (!this.matcher) {
      // Synchronous: the named files of a hook run are tested before anything else happens.
      const ignore = createRequire(import.meta.url)('ignore') as typeof import('ignore');
      this.matcher = ignore().add(this.patterns.map((pattern, i) => ({ pattern, mark: String(i) })));
    }
    return this.matcher;
  }

  /** Until a rule is added there is nothing to test (most folders of a tree have no .gitignore). */
  get empty(): boolean {
    return this.origins.length === 0;
  }

  /**
   * Adds the rules of ignore file `file`, whose patterns are relative to folder `dir` (`/`-separated,
   * from the root; '' for the root). `read`: the file's text, undefined when it cannot be read.
   */
  addFile(file: string, dir: string, read: (file: string) => string | undefined = readIgnoreFile): boolean {
    const text = read(file);
    if (text === undefined) return false;
    const before = this.origins.length;
    text.split(/\r?\n/).forEach((line, i) => {
      if (line.trim() && !line.startsWith('#')) this.addRule({ file, line: i + 1, pattern: line.trim() }, dir ? underFolder(line, dir) : line);
    });
    return this.origins.length > before;
  }

  private addRule(origin: IgnoreOrigin, pattern: string): void {
    this.matcher?.add({ pattern, mark: String(this.origins.length) });
    this.origins.push(origin);
    this.patterns.push(pattern);
  }

  /**
   * Whether some rule could ignore `rel` (a path from the root) or a folder above it: a rule's last
   * segment matches the last name of what it ignores, so a rule whose last segment is a plain name
   * found nowhere in `rel` cannot. Anything but plain names and `*` counts as a possible match.
   * It spares loading the matcher when a hook names files that no rule is about.
   */
  mayIgnore(rel: string): boolean {
    const names = rel.split('/').filter(Boolean);
    // The matcher's patterns, untrimmed (a space may be part of a name); matched ignoring case, as the matcher does.
    return this.patterns.some((pattern) => {
      if (pattern.startsWith('!')) return false;
      const last = pattern.replace(/\/+$/, '').split('/').pop() ?? '';
      if (!/^[\w.*-]+$/.test(last) || last.includes('**')) return true;
      const re = new RegExp(`^${last.replace(/\./g, '\\.').replace(/\*/g, '[^/]*')}$`, 'i');
      return names.some((n) => re.test(n));
    });
  }

  /**
   * These rules without those that ignore `rel` (a folder, ending in `/`) or a folder above it,
   * and which ones those were: for a named folder, which is checked although they cover it, while
   * the other rules still apply to what is in it (`*.log` above it still leaves out its logs).
   */
  uncovering(rel: string): { rules: IgnoreRules; dropped: IgnoreOrigin[] } {
    const dropped: IgnoreOrigin[] = [];
    let origin = this.test(rel);
    if (!origin) return { rules: this, dropped };
    let rules: IgnoreRules;
    do {
      dropped.push(origin);
      rules = new IgnoreRules();
      this.origins.forEach((o, i) => {
        if (!dropped.includes(o)) rules.addRule(o, this.patterns[i]);
      });
      origin = rules.test(rel);
    } while (origin);
    return { rules, dropped };
  }

  /** The rule that ignores `rel` (from the root, `/`-separated; a folder ends in `/`), if one does. */
  test(rel: string): IgnoreOrigin | undefined {
    if (this.empty || rel === '') return undefined;
    const { rule } = this.built().test(rel);
    return rule?.mark === undefined ? undefined : this.origins[Number(rule.mark)];
  }
}

/** The text of an ignore file; undefined when there is none (most folders) or it cannot be read. */
export function readIgnoreFile(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * The rules that apply to the folder `dir` and what is in it: the repository's own ignore files
 * (when `base` is a git work tree), then the .gitignore of `base` and of each folder down to `dir`.
 * `read`: as addFile's (a hook's named files share the folders above them: each file read once).
 */
export function rulesAbove(dir: string, base: string, repositoryFiles: readonly string[], onFolder?: (dir: string) => void, read?: (file: string) => string | undefined): IgnoreRules {
  const rules = new IgnoreRules();
  for (const file of repositoryFiles) rules.addFile(file, '', read);
  const chain: string[] = [];
  for (let d = dir; isInside(d, base); d = path.dirname(d)) {
    chain.unshift(d);
    if (d === base) break;
  }
  for (const d of chain) {
    onFolder?.(d);
    rules.addFile(path.join(d, '.gitignore'), relFrom(base, d), read);
  }
  return rules;
}

/** The ignore files that apply to the whole repository at `base`: core.excludesFile and .git/info/exclude. */
export function repositoryIgnoreFiles(base: string, onFile?: (file: string) => void): string[] {
  const gitDir = gitDirOf(base);
  if (!gitDir) return [];
  const common = commonDir(gitDir);
  const configs = gitConfigFiles(common);
  const candidates = [excludesFile(base, configs), path.join(common, 'info', 'exclude')].filter((f): f is string => !!f);
  // Watched whether or not they are there yet: creating one changes what is ignored, and so does
  // a configuration file setting or dropping core.excludesFile.
  if (onFile) [...configs, ...candidates].forEach(onFile);
  return candidates.filter((f) => existsSync(f));
}

/** `.git` is a folder, or in a linked work tree or submodule a file saying `gitdir: <path>`. */
function gitDirOf(base: string): string | undefined {
  const dotGit = path.join(base, '.git');
  try {
    if (statSync(dotGit).isDirectory()) return dotGit;
    const m = /^gitdir:\s*(.+?)\s*$/m.exec(readFileSync(dotGit, 'utf8'));
    return m ? path.resolve(base, m[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** A linked work tree keeps info/exclude and the configuration in the main repository's folder. */
function commonDir(gitDir: string): string {
  try {
    return path.resolve(gitDir, readFileSync(path.join(gitDir, 'commondir'), 'utf8').trim());
  } catch {
    return gitDir;
  }
}

/** The configuration files git reads for the repository whose common folder is `common`: global, per-user, the repository's, its work tree's, and the system's. */
export function gitConfigFiles(common: string): string[] {
  const home = os.homedir();
  const xdg = process.env.XDG_CONFIG_HOME || path.join(home, '.config');
  const configs = [process.env.GIT_CONFIG_GLOBAL ?? path.join(home, '.gitconfig'), path.join(xdg, 'git', 'config'), path.join(common, 'config'), path.join(common, 'config.worktree')];
  if (!process.env.GIT_CONFIG_NOSYSTEM) configs.push(process.env.GIT_CONFIG_SYSTEM || '/etc/gitconfig');
  return configs;
}

/**
 * core.excludesFile, else git's default ($XDG_CONFIG_HOME/git/ignore). Asking git costs a process
 * start, so it is asked only when a configuration file git reads could set it (or include one that does).
 */
function excludesFile(base: string, configs: readonly string[]): string | undefined {
  const xdg = process.env.XDG_CONFIG_HOME || path.join(os.homedir(), '.config');
  const mentioned = configs.some((f) => {
    try {
      return /excludesfile|\[include/i.test(readFileSync(f, 'utf8'));
    } catch {
      return false;
    }
  });
  if (mentioned) {
    const r = gitOutputSync(base, ['config', '--path', '--get', 'core.excludesFile']);
    const value = r.status === 0 ? r.stdout.trim() : '';
    if (value) return path.resolve(base, value);
  }
  return path.join(xdg, 'git', 'ignore');
}

/**
 * A pattern of `<dir>/.gitignore` for a matcher that reads paths from the root: `x.js` becomes
 * `<dir>/**\/x.js`, `/x.js` and `a/x.js` become `<dir>/x.js` and `<dir>/a/x.js`.
 */
export function underFolder(line: string, dir: string): string {
  const negated = line.startsWith('!');
  const pattern = negated ? line.slice(1) : line;
  // Without a slash before its end, a pattern matches at any depth below its folder.
  const anchored = pattern.replace(/\/$/, '').includes('/');
  const joined = anchored ? `${dir}/${pattern.replace(/^\//, '')}` : `${dir}/**/${pattern}`;
  return negated ? `!${joined}` : joined;
}

/** `abs` relative to `base`, with `/` (what the matcher reads). */
export function relFrom(base: string, abs: string): string {
  return path.relative(base, abs).split(path.sep).join('/');
}

/** A step that `path.resolve` would change: `//`, `/./`, `/../`, or a `/` at the end. */
const NOT_NORMAL = /\/\.{0,2}(?:\/|$)/;

export function isInside(child: string, parent: string): boolean {
  // Absolute POSIX paths already normal (what resolve and dirname give): a prefix test. A hook's run
  // asks this of each folder above each named file, and path.relative resolves both every time.
  if (path.sep === '/' && child.startsWith('/') && parent.startsWith('/') && !NOT_NORMAL.test(child) && !NOT_NORMAL.test(parent)) {
    return child === parent || child.startsWith(`${parent}/`);
  }
  const rel = path.relative(parent, child);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel));
}
