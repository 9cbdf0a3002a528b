// Warm runs on the corpus as a git repository: a literal ripgrep search, a cold check, a warm
// `--cache` check of the unchanged tree (the run record replayed, then without it: the per-file
// path), and a fresh clone with the cache restored (new inodes
// and mtimes, the same blobs: what a CI job gets from its cache), in the same place each time,
// since the cache is keyed by the folder a run names files from.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { benchHome, type Corpus } from './corpus.js';
import { run, series, type Series } from './measure.js';

export interface WarmRuns {
  ripgrep?: Series;
  cold: Series;
  /** The unchanged tree: the last run's record replayed (run-record.ts). */
  warm: Series;
  /** The same with the record removed before each run: the per-file path, with the cache. */
  perFile: Series;
  fresh: Series;
  /** Whether every warm and fresh-clone run printed exactly what the cold run printed. */
  identical: boolean;
}

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd, stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 28 });

/** The corpus committed to a repository of its own (once per corpus; the seeded files are committed again when they change). */
export function origin(corpus: Corpus, log: (line: string) => void): string {
  const home = benchHome();
  const repo = path.join(home, 'origin');
  const stamp = readFileSync(path.join(home, 'corpus.stamp.json'), 'utf8');
  const stampFile = path.join(home, 'origin.stamp.json');
  if (!existsSync(path.join(repo, '.git')) || !existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp) {
    log(`making ${repo} a git repository of the corpus (once)`);
    rmSync(repo, { recursive: true, force: true });
    cpSync(corpus.root, repo, { recursive: true });
    git(repo, 'init', '-q');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-qm', 'corpus');
    writeFileSync(stampFile, stamp);
    return repo;
  }
  rmSync(path.join(repo, corpus.seedDir), { recursive: true, force: true });
  cpSync(path.join(corpus.root, corpus.seedDir), path.join(repo, corpus.seedDir), { recursive: true });
  git(repo, 'add', '-A');
  if (git(repo, 'status', '--porcelain').length > 0) git(repo, 'commit', '-qm', 'seeds');
  return repo;
}

export async function warmRuns(corpus: Corpus, cli: string, rgPath: string | undefined, runs: number, log: (line: string) => void): Promise<WarmRuns> {
  const repo = origin(corpus, log);
  const work = path.join(benchHome(), 'clone');
  const clone = () => {
    rmSync(work, { recursive: true, force: true });
    git(benchHome(), 'clone', '-q', repo, work);
  };
  // A folder of its own: the cache file, its run records (one a key) and git index copies.
  const cacheDir = path.join(benchHome(), 'clone-cache');
  const saved = `${cacheDir}.saved`;
  const dropRecords = () => {
    for (const n of readdirSync(cacheDir)) if (n.includes('-run')) rmSync(path.join(cacheDir, n));
  };
  const args = [cli, '--format', 'json', '--cache-location', `${cacheDir}/`, '.'];
  log(`… the corpus as a git clone: ripgrep -F, a cold check, --cache warm and in a fresh clone, ${runs} runs each`);
  clone();
  const ripgrep = rgPath ? await series(runs, { cmd: rgPath, args: ['-n', '--no-heading', '-F', '-e', '/api/v3', '.'], cwd: work }) : undefined;
  const cold = await series(runs, { cmd: process.execPath, args: [cli, '--format', 'json', '.'], cwd: work, keepStdout: true });
  rmSync(cacheDir, { recursive: true, force: true });
  await run({ cmd: process.execPath, args, cwd: work });
  // Folders younger than two seconds are not trusted by their mtime: the walk is kept by the next run.
  await new Promise((resolve) => setTimeout(resolve, 2100));
  await run({ cmd: process.execPath, args, cwd: work });
  const warm = await series(runs, { cmd: process.execPath, args, cwd: work, keepStdout: true });
  const perFile = await series(runs, { cmd: process.execPath, args, cwd: work, keepStdout: true }, dropRecords);
  // What the warm runs left: the cache, a record and an index copy.
  await run({ cmd: process.execPath, args, cwd: work });
  rmSync(saved, { recursive: true, force: true });
  cpSync(cacheDir, saved, { recursive: true });
  clone();
  // The cache folder as a CI job restores it: the cache and the record (which a new clone's folders do not match).
  const restore = () => {
    rmSync(cacheDir, { recursive: true, force: true });
    cpSync(saved, cacheDir, { recursive: true });
  };
  const fresh = await series(runs, { cmd: process.execPath, args, cwd: work, keepStdout: true }, restore);
  const expected = cold.runs[0].stdout;
  const identical = [...warm.runs, ...perFile.runs, ...fresh.runs].every((r) => r.stdout === expected);
  return { ripgrep, cold, warm, perFile, fresh, identical };
}
