// `--staged`: the content a commit would record (the git index), not the working tree, so that a
// pre-commit hook checks exactly what is committed even when the file has unstaged edits.
import path from 'node:path';
import { UsageError } from './discover.js';
import { gitSpawn } from '../git.js';

export interface StagedFile {
  /** Absolute path in the working tree (for display and for the parser's file-type choice). */
  file: string;
  /** The staged bytes. */
  contents: Buffer;
}

interface GitResult {
  code: number;
  stdout: Buffer;
  stderr: string;
}

function git(args: string[], cwd: string, input?: string): Promise<GitResult> {
  return new Promise((resolve, reject) => {
    // The environment is inherited on purpose: inside a hook git sets GIT_INDEX_FILE (for
    // `git commit -a` or `git commit <paths>` a temporary index), and that is the index to read.
    // Hooks, fsmonitor and the other commands a repository's configuration can name are off (git.ts).
    const child = gitSpawn(cwd, args, [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe']);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout!.on('data', (b: Buffer) => out.push(b));
    child.stderr!.on('data', (b: Buffer) => err.push(b));
    child.on('error', (e) => reject(new UsageError(`--staged needs git, which could not be started: ${e.message}`)));
    child.on('close', (code) => resolve({ code: code ?? 1, stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString('utf8').trim() }));
    if (child.stdin) {
      // git may exit before reading everything (an error): that shows in its exit code.
      child.stdin.on('error', () => {});
      child.stdin.end(input);
    }
  });
}

/** Regular files and executables; symbolic links (120000) and submodules (160000) hold no code to read. */
const FILE_MODES = new Set(['100644', '100755']);

/**
 * The staged files (added, copied, modified, renamed) under `paths` (default: the whole
 * repository below cwd) whose names `accept` takes, with their staged content; `byContent`: for a
 * name `accept` does not take, whether its staged content does (a script with no extension, by its
 * shebang). One `git diff` and one `git cat-file --batch`, whatever the number of files.
 */
export async function stagedFiles(
  paths: readonly string[],
  cwd: string,
  accept: (file: string) => boolean,
  byContent?: { name(file: string): boolean; content(head: Buffer): boolean },
): Promise<StagedFile[]> {
  const top = await git(['rev-parse', '--show-toplevel'], cwd);
  if (top.code !== 0) throw new UsageError(`--staged needs a git repository: ${top.stderr || 'git rev-parse failed'}`);
  const root = top.stdout.toString('utf8').trim();

  // Paths are pathspecs relative to cwd; `:(top)` is not needed since git reads them from cwd.
  const pathspecs = paths.length > 0 ? paths : ['.'];
  const diff = await git(
    ['diff', '--cached', '--raw', '-z', '--no-abbrev', '--no-renames', '--no-ext-diff', '--diff-filter=ACMR', '--', ...pathspecs],
    cwd,
  );
  if (diff.code !== 0) throw new UsageError(`--staged: git diff --cached failed: ${diff.stderr}`);

  const wanted: { file: string; sha: string; ifContent?: boolean }[] = [];
  // Records: ":<old mode> <new mode> <old sha> <new sha> <status>\0<path>\0"; paths are relative to the top.
  const parts = diff.stdout.toString('utf8').split('\0');
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const [, newMode, , sha] = parts[i].replace(/^:/, '').split(' ');
    const file = path.resolve(root, parts[i + 1]);
    if (!FILE_MODES.has(newMode)) continue;
    if (accept(file)) wanted.push({ file, sha });
    else if (byContent?.name(file)) wanted.push({ file, sha, ifContent: true });
  }
  if (wanted.length === 0) return [];

  const batch = await git(['cat-file', '--batch'], cwd, wanted.map((w) => w.sha).join('\n') + '\n');
  if (batch.code !== 0) throw new UsageError(`--staged: git cat-file failed: ${batch.stderr}`);
  const out = batch.stdout;
  const result: StagedFile[] = [];
  let pos = 0;
  for (const w of wanted) {
    // "<sha> blob <size>\n<content>\n", or "<sha> missing\n".
    const eol = out.indexOf(0x0a, pos);
    const header = out.toString('utf8', pos, eol).split(' ');
    pos = eol + 1;
    if (header[1] !== 'blob') continue;
    const size = Number(header[2]);
    const contents = out.subarray(pos, pos + size);
    if (!w.ifContent || byContent!.content(contents)) result.push({ file: w.file, contents });
    pos += size + 1;
  }
  return result;
}
