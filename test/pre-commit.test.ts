// The pre-commit framework (https://pre-commit.com) installing and running the hook for real:
// the project's files are copied into a local git repository (a clone of the working tree), and
// the `pre-commit` program installs the hook from it as it would from GitHub: `npm install`, then
// `npm pack`, whose output it takes as the tarball's name, then `npm install -g` of that tarball.
// npm uses this machine's cache first (prefer-offline). Without the `pre-commit` program (Debian's
// package, installed here when missing and possible), or when npm can reach neither its cache nor
// the registry for a dependency, the tests are skipped with a message.
import { spawnSync } from 'node:child_process';
import type { SpawnSyncReturns } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { NON_JS_COMMIT, NON_JS_FINDINGS } from './hook-cases.js';
import { explain, git as runGit, gitEnv, ROOT, tempDir, tempProject, V3_CALL, V4_CALL } from './support.js';

const TIMEOUT = 600_000;

let missing = '';
let clone = '';
let rev = '';
/** The repository the hook checks, in both tests. */
let repo = '';
let env: NodeJS.ProcessEnv = {};

function sh(cmd: string, args: string[], cwd: string): SpawnSyncReturns<string> {
  return spawnSync(cmd, args, { cwd, env, encoding: 'utf8', timeout: TIMEOUT });
}

const git = (dir: string, ...args: string[]) => runGit(dir, env, ...args);
/** A commit through the hook: the first one installs its environment (npm install, pack, install -g), which can take minutes on a loaded machine. */
const commit = (dir: string, message: string) => sh('git', ['commit', '-q', '-m', message], dir);

/** Why npm could not install the hook's dependencies, when it was the network (not in the cache, no registry). */
function unreachable(r: SpawnSyncReturns<string>): string {
  const m = /\b(ENOTCACHED|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT)\b/.exec(r.stdout + r.stderr);
  return m ? `npm could not fetch a dependency of the hook (${m[1]}: not in the npm cache, and no registry)` : '';
}

/** `pre-commit`, installed with apt when it is missing and this is root (as the CI image is); else why not. */
function findPreCommit(): string {
  const has = () => spawnSync('pre-commit', ['--version'], { encoding: 'utf8' }).status === 0;
  if (has()) return '';
  if (process.platform !== 'linux' || process.getuid?.() !== 0 || spawnSync('apt-get', ['--version']).status !== 0) {
    return 'the pre-commit program is not installed (Debian: apt-get install pre-commit; or pip install pre-commit)';
  }
  const apt = (...args: string[]) => spawnSync('apt-get', args, { encoding: 'utf8', timeout: 300_000, env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (apt('install', '-y', 'pre-commit').status !== 0) apt('update');
  if (has() || apt('install', '-y', 'pre-commit').status === 0) return '';
  return 'the pre-commit program is not installed, and apt-get install pre-commit failed';
}

beforeAll(() => {
  // The working tree as it is (what a commit of it would hold), as a repository of its own below.
  const ls = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  if (ls.status !== 0) {
    // A release archive: which files a commit would hold is git's to say (.gitignore, untracked).
    missing = `${ROOT} is not a git checkout (git ls-files: ${(ls.stderr || ls.error?.message || '').trim().split('\n')[0]}), and the hook is installed from a commit of it`;
    console.warn(`test/pre-commit.test.ts skipped: ${missing}`);
    return;
  }
  missing = findPreCommit();
  if (missing) {
    console.warn(`test/pre-commit.test.ts skipped: ${missing}`);
    return;
  }
  const home = tempDir('pre-commit-home');
  // npm keeps using this machine's cache, offline: the tests need no network.
  const cache = spawnSync('npm', ['config', 'get', 'cache'], { encoding: 'utf8' }).stdout.trim();
  env = gitEnv(home, {
    PRE_COMMIT_HOME: path.join(home, 'pre-commit'),
    GIT_AUTHOR_NAME: 'Test',
    GIT_AUTHOR_EMAIL: 'test@example.com',
    GIT_COMMITTER_NAME: 'Test',
    GIT_COMMITTER_EMAIL: 'test@example.com',
    npm_config_cache: cache,
    npm_config_prefer_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
  });
  clone = tempDir('pre-commit-clone');
  for (const file of ls.stdout.split('\0').filter(Boolean)) {
    const from = path.join(ROOT, file);
    if (!fs.existsSync(from)) continue;
    fs.mkdirSync(path.dirname(path.join(clone, file)), { recursive: true });
    fs.copyFileSync(from, path.join(clone, file));
  }
  git(clone, 'init', '-q');
  git(clone, 'add', '-A');
  git(clone, 'commit', '-q', '-m', 'snapshot');
  rev = git(clone, 'rev-parse', 'HEAD').stdout.trim();
  repo = tempDir('pre-commit-repo');
  git(repo, 'init', '-q');
}, TIMEOUT);

describe('the pre-commit framework', { timeout: TIMEOUT }, () => {
  it('pre-commit try-repo installs the hook and fails on a file with v3 usage, naming the finding', (ctx) => {
    if (missing) return ctx.skip(missing);
    tempProject({ 'src/api.js': V3_CALL, 'src/ok.js': V4_CALL }, repo);
    git(repo, 'add', '-A');
    const r = sh('pre-commit', ['try-repo', clone, 'gitlab-v4-migrate', '--all-files'], repo);
    if (unreachable(r)) return ctx.skip(unreachable(r));
    expect(r.stdout, explain(r)).toContain('GitLab API v3 → v4');
    expect(r.stdout).toMatch(/src\/api\.js:1:\d+ {2}error .*builds-to-jobs \(9\.0\/12\)/);
    expect(r.status, explain(r)).toBe(1);
    // The clean case is the commit below: each try-repo installs the hook anew, in a store of its own.
  });

  it('with rev pinned to a commit in .pre-commit-config.yaml, refuses a commit that adds v3 usage and lets a clean one through', (ctx) => {
    if (missing) return ctx.skip(missing);
    // As docs/ci-and-hooks.md shows it, with the repository and rev of this test.
    const config = `repos:\n  - repo: ${clone}\n    rev: ${rev}\n    hooks:\n      - id: gitlab-v4-migrate\n`;
    tempProject({ '.pre-commit-config.yaml': config, 'src/api.js': V3_CALL, 'src/ok.js': V4_CALL }, repo);
    const install = sh('pre-commit', ['install'], repo);
    expect(install.status, explain(install)).toBe(0);
    git(repo, 'add', '-A');
    const refused = commit(repo, 'v3');
    if (unreachable(refused)) return ctx.skip(unreachable(refused));
    expect(refused.status, explain(refused)).not.toBe(0);
    expect(refused.stdout + refused.stderr).toContain('builds-to-jobs (9.0/12)');

    fs.writeFileSync(path.join(repo, 'src/api.js'), V4_CALL);
    git(repo, 'add', '-A');
    const accepted = commit(repo, 'v4');
    expect(accepted.status, explain(accepted)).toBe(0);
  });

  it('refuses a commit of a v3 shell script and .gitlab-ci.yml, as husky and lint-staged do (test/hooks-agree.test.ts)', (ctx) => {
    if (missing) return ctx.skip(missing);
    const dir = tempDir('pre-commit-non-js');
    git(dir, 'init', '-q');
    const config = `repos:\n  - repo: ${clone}\n    rev: ${rev}\n    hooks:\n      - id: gitlab-v4-migrate\n`;
    tempProject({ '.pre-commit-config.yaml': config }, dir);
    const install = sh('pre-commit', ['install'], dir);
    expect(install.status, explain(install)).toBe(0);
    git(dir, 'add', '-A');
    const configured = commit(dir, 'config');
    expect(configured.status, explain(configured)).toBe(0);
    tempProject(NON_JS_COMMIT, dir);
    git(dir, 'add', '-A');
    const refused = commit(dir, 'release script and CI job');
    if (unreachable(refused)) return ctx.skip(unreachable(refused));
    expect(refused.status, explain(refused)).not.toBe(0);
    for (const finding of NON_JS_FINDINGS) expect(refused.stdout + refused.stderr, explain(refused)).toMatch(finding);
  });

  it('the resident hook: its first commit starts a server of the user\'s, the next is served by it, each refused as the plain hook refuses it', async (ctx) => {
    if (missing) return ctx.skip(missing);
    const dir = tempDir('pre-commit-resident');
    // A cache of its own (where the server's socket and record live), a short idle time, and not in
    // CI: the resident path is what this test drives.
    const cache = tempDir('pre-commit-resident-cache');
    const residentEnv: NodeJS.ProcessEnv = { ...env, XDG_CACHE_HOME: cache, GL4M_RESIDENT_IDLE: '20' };
    delete residentEnv.CI;
    const run = (...args: string[]) => spawnSync(args[0], args.slice(1), { cwd: dir, env: residentEnv, encoding: 'utf8', timeout: TIMEOUT });
    const records = () => {
      const folder = path.join(cache, 'gitlab-v4-migrate', 'resident');
      const names = fs.existsSync(folder) ? fs.readdirSync(folder).filter((n) => n.endsWith('.json')) : [];
      return names.map((n) => JSON.parse(fs.readFileSync(path.join(folder, n), 'utf8')) as { pid: number; served: number });
    };
    run('git', 'init', '-q');
    const config = `repos:\n  - repo: ${clone}\n    rev: ${rev}\n    hooks:\n      - id: gitlab-v4-migrate-resident\n`;
    tempProject({ '.pre-commit-config.yaml': config, 'src/ok.js': V4_CALL }, dir);
    expect(run('pre-commit', 'install').status).toBe(0);
    run('git', 'add', '-A');
    const first = run('git', 'commit', '-q', '-m', 'config');
    if (unreachable(first)) return ctx.skip(unreachable(first));
    expect(first.status, explain(first)).toBe(0);
    try {
      // The first run ran in-process and started the server; it is ready once its record is written.
      for (let i = 0; i < 100 && records().length === 0; i++) await new Promise((r) => setTimeout(r, 100));
      expect(records(), 'a server was started').toHaveLength(1);
      tempProject({ 'src/api.js': V3_CALL }, dir);
      run('git', 'add', '-A');
      const refused = run('git', 'commit', '-q', '-m', 'v3');
      expect(refused.status, explain(refused)).not.toBe(0);
      expect(refused.stdout + refused.stderr).toContain('builds-to-jobs (9.0/12)');
      expect(records()[0].served, 'served by the server').toBeGreaterThanOrEqual(1);
    } finally {
      for (const r of records()) {
        try {
          process.kill(r.pid);
        } catch {
          // Gone already.
        }
      }
    }
  });
});
