// The pre-commit path for real: a temporary git repository whose .git/hooks/pre-commit runs the
// built CLI with --staged. A commit that adds v3 usage is refused with the finding printed; a
// clean one goes through; what counts is the staged content, not the working tree.
import { spawnSync } from 'node:child_process';
import type { SpawnSyncReturns } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { explain, git as runGit, gitEnv, ROOT, tempDir, V3_CALL, V4_CALL } from './support.js';

const TIMEOUT = 120_000;

/** Where the CLI is built for this file (not ./dist, which other test files build concurrently). */
let pkgDir = '';
let bin = '';
let home = '';

const env = (extra: Record<string, string> = {}) => gitEnv(home, extra);

function sh(cmd: string, args: string[], cwd: string, environment: NodeJS.ProcessEnv = env()): SpawnSyncReturns<string> {
  return spawnSync(cmd, args, { cwd, env: environment, encoding: 'utf8', timeout: TIMEOUT });
}

const git = (repo: string, ...args: string[]) => runGit(repo, env(), ...args);

/** A fresh repository with the hook installed. */
function repo(): string {
  const dir = tempDir('repo');
  git(dir, 'init', '-q');
  git(dir, 'config', 'user.name', 'Hook Test');
  git(dir, 'config', 'user.email', 'hook@example.com');
  git(dir, 'config', 'commit.gpgsign', 'false');
  git(dir, 'config', 'core.hooksPath', '.git/hooks');
  const hook = path.join(dir, '.git', 'hooks', 'pre-commit');
  fs.mkdirSync(path.dirname(hook), { recursive: true });
  fs.writeFileSync(hook, `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(bin)} --staged\n`, { mode: 0o755 });
  return dir;
}

function write(repoDir: string, file: string, content: string): void {
  fs.mkdirSync(path.dirname(path.join(repoDir, file)), { recursive: true });
  fs.writeFileSync(path.join(repoDir, file), content);
}

function commits(repoDir: string): number {
  const r = sh('git', ['rev-list', '--count', 'HEAD'], repoDir);
  return r.status === 0 ? Number(r.stdout.trim()) : 0;
}

beforeAll(() => {
  home = tempDir('home');
  pkgDir = tempDir('hook-build');
  // The package as its bin sees it: package.json (for --version), node_modules, dist.
  fs.copyFileSync(path.join(ROOT, 'package.json'), path.join(pkgDir, 'package.json'));
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(pkgDir, 'node_modules'), 'junction');
  const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  const built = sh(process.execPath, [tsc, '-p', path.join(ROOT, 'tsconfig.build.json'), '--outDir', path.join(pkgDir, 'dist'), '--declaration', 'false', '--sourceMap', 'false'], ROOT, process.env);
  bin = path.join(pkgDir, 'dist', 'cli', 'bin.js');
  // tsc emits even when some file does not type-check; `npm run typecheck` is where that fails.
  if (!fs.existsSync(bin)) throw new Error(`the build wrote no ${bin}: ${explain(built)}`);
}, TIMEOUT);

describe('a git pre-commit hook running --staged', { timeout: TIMEOUT }, () => {
  it('refuses a commit that adds v3 usage, printing the finding with the real file name', () => {
    const dir = repo();
    write(dir, 'src/api.js', 'export function jobs(id) {\n  return ' + V3_CALL + '}\n');
    git(dir, 'add', '.');
    const r = git(dir, 'commit', '-m', 'add v3');
    expect(r.status, explain(r)).not.toBe(0);
    const output = r.stdout + r.stderr;
    expect(output).toMatch(/src\/api\.js:2:\d+ {2}error .* builds-to-jobs \(9\.0\/12\)/);
    expect(commits(dir)).toBe(0);
  });

  it('lets a clean commit through', () => {
    const dir = repo();
    write(dir, 'src/api.js', V4_CALL);
    write(dir, 'README.md', 'Uses /api/v3 in prose, which is not code.\n');
    git(dir, 'add', '.');
    const r = git(dir, 'commit', '-m', 'clean');
    expect(r.status, explain(r)).toBe(0);
    expect(commits(dir)).toBe(1);
  });

  it('checks the staged content, not the working tree', () => {
    const dir = repo();
    // Staged: v3. Working tree: fixed but not staged. The commit would record v3: refused.
    write(dir, 'a.js', V3_CALL);
    git(dir, 'add', 'a.js');
    write(dir, 'a.js', V4_CALL);
    const refused = git(dir, 'commit', '-m', 'v3 staged');
    expect(refused.status, explain(refused)).not.toBe(0);
    expect(refused.stdout + refused.stderr).toContain('a.js:1:');

    // Staged: v4. Working tree: v3, not staged. The commit records v4: accepted.
    git(dir, 'add', 'a.js');
    write(dir, 'a.js', V3_CALL);
    const accepted = git(dir, 'commit', '-m', 'v4 staged');
    expect(accepted.status, explain(accepted)).toBe(0);
    expect(git(dir, 'show', 'HEAD:a.js').stdout).toBe(V4_CALL);
  });

  it('sees renamed and odd file names, and ignores deleted, non-JS and excluded files', () => {
    const dir = repo();
    write(dir, 'old name.js', V4_CALL);
    write(dir, 'gone.js', V4_CALL);
    git(dir, 'add', '.');
    expect(git(dir, 'commit', '-m', 'base').status).toBe(0);

    fs.mkdirSync(path.join(dir, 'dossier é'));
    git(dir, 'mv', 'old name.js', 'dossier é/new name.ts');
    fs.appendFileSync(path.join(dir, 'dossier é/new name.ts'), V3_CALL);
    git(dir, 'rm', '-q', 'gone.js');
    write(dir, 'notes.txt', V3_CALL);
    write(dir, 'vendor/lib.js', V3_CALL);
    write(dir, 'gitlab-v4-migrate.config.json', JSON.stringify({ exclude: ['vendor'] }));
    git(dir, 'add', '-A');
    const r = git(dir, 'commit', '-m', 'rename');
    expect(r.status, explain(r)).not.toBe(0);
    const output = r.stdout + r.stderr;
    expect(output).toContain('dossier é/new name.ts:2:');
    expect(output).not.toMatch(/notes\.txt|vendor\/lib\.js|gone\.js/);
    expect(output).toMatch(/in 1 file scanned/);
  });

  it('never loads the parser for files that cannot hold an API call', () => {
    const dir = repo();
    // Outside the repository, so that `git add .` leaves it (and its output files) out.
    const probe = path.join(tempDir('probe'), 'probe.cjs');
    fs.writeFileSync(
      probe,
      "process.on('exit', () => { require('fs').writeFileSync(process.env.PROBE_OUT, JSON.stringify(Object.keys(require.cache).filter((k) => /typescript-estree|oxc-parser|[\\\\/]typescript[\\\\/]lib[\\\\/]typescript\\.js$/.test(k)))); });\n",
    );
    const loaded = (files: Record<string, string>): string[] => {
      for (const [name, content] of Object.entries(files)) write(dir, name, content);
      git(dir, 'add', '.');
      const out = path.join(path.dirname(probe), `${path.basename(dir)}-probe-${Object.keys(files)[0]}.json`);
      const r = sh(process.execPath, ['--require', probe, bin, '--staged'], dir, env({ PROBE_OUT: out }));
      expect(r.status === 0 || r.status === 1, explain(r)).toBe(true);
      return JSON.parse(fs.readFileSync(out, 'utf8')) as string[];
    };
    expect(loaded({ 'util.js': 'export const add = (a, b) => a + b;\n', 'types.ts': 'export type Id = number;\n' })).toEqual([]);
    // The probe is not blind: a file with an API call does load it.
    expect(loaded({ 'api.js': V3_CALL }).length).toBeGreaterThan(0);
  });

  it('outside a git repository, --staged is a usage error', () => {
    const dir = tempDir('nogit');
    const r = sh(process.execPath, [bin, '--staged'], dir, env({ GIT_CEILING_DIRECTORIES: path.dirname(dir) }));
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--staged needs a git repository');
  });
});

describe('the pre-commit framework hook definition', () => {
  it('names the package bin, node, text files of the kinds the tool reads (test/hooks-agree.test.ts), and passes file names', () => {
    const yaml = fs.readFileSync(path.join(ROOT, '.pre-commit-hooks.yaml'), 'utf8');
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { bin: Record<string, string> };
    expect(yaml).toMatch(/^- id: gitlab-v4-migrate$/m);
    const entry = /^ {2}entry: (\S+)$/m.exec(yaml)?.[1];
    expect(Object.keys(pkg.bin)).toContain(entry);
    expect(yaml).toMatch(/^ {2}language: node$/m);
    expect(yaml).toMatch(/^ {2}types: \[text\]$/m);
    expect(yaml).toMatch(/^ {2}files: '\(\?i\)/m);
    expect(yaml).not.toMatch(/types_or/);
    expect(yaml).not.toMatch(/pass_filenames: false/);
    // A second hook, the same through a resident server.
    expect(yaml).toMatch(/^- id: gitlab-v4-migrate-resident\n(?: {2}.*\n)*? {2}entry: gitlab-v4-migrate-resident$/m);
    expect(Object.keys(pkg.bin)).toContain('gitlab-v4-migrate-resident');
  });
});
