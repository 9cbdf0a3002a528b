// The three hook setups check the same files: every kind the tool reads, not only JS/TS. The
// pre-commit framework's `files` pattern is the registry's; husky's hook and the lint-staged config,
// as docs/ci-and-hooks.md prints them, refuse a commit of a v3 shell script and a .gitlab-ci.yml
// (the framework's own commit test is in test/pre-commit.test.ts). Real git, real lint-staged, and
// the CLI of this tree behind the `gitlab-v4-migrate` a project's node_modules/.bin would hold.
import { spawnSync } from 'node:child_process';
import type { SpawnSyncReturns } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { KIND_EXTENSIONS, kindOfName } from '../src/languages/kinds.js';
import { hookFilesPattern } from '../scripts/hook-files.js';
import { NON_JS_COMMIT, NON_JS_FINDINGS, recipe } from './hook-cases.js';
import { explain, git as runGit, gitEnv, ROOT, tempDir, tempProject } from './support.js';

const TIMEOUT = 120_000;
let home = '';
let env: NodeJS.ProcessEnv = {};

const git = (dir: string, ...args: string[]) => runGit(dir, env, ...args);

/** A user's project: git, and `gitlab-v4-migrate` in node_modules/.bin running this tree's CLI. */
function project(files: Record<string, string>): string {
  const dir = tempProject({ 'package.json': JSON.stringify({ name: 'user-project', version: '1.0.0', private: true }), ...files });
  const bin = path.join(dir, 'node_modules', '.bin', 'gitlab-v4-migrate');
  fs.mkdirSync(path.dirname(bin), { recursive: true });
  const tsx = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'esm', 'index.mjs');
  fs.writeFileSync(bin, `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} --import ${JSON.stringify(tsx)} ${JSON.stringify(path.join(ROOT, 'src', 'cli', 'bin.ts'))} "$@"\n`, { mode: 0o755 });
  git(dir, 'init', '-q');
  git(dir, 'config', 'user.name', 'Hook Test');
  git(dir, 'config', 'user.email', 'hook@example.com');
  git(dir, 'config', 'commit.gpgsign', 'false');
  fs.writeFileSync(path.join(dir, '.gitignore'), 'node_modules/\n');
  git(dir, 'add', '-A');
  const first = git(dir, 'commit', '-q', '-m', 'start');
  if (first.status !== 0) throw new Error(explain(first));
  return dir;
}

/** A husky-style hook: `.husky/pre-commit` under core.hooksPath, with node_modules/.bin on PATH as husky puts it. */
function hook(dir: string, body: string): void {
  fs.mkdirSync(path.join(dir, '.husky'), { recursive: true });
  fs.writeFileSync(path.join(dir, '.husky', 'pre-commit'), `#!/bin/sh\n${body}`, { mode: 0o755 });
  git(dir, 'config', 'core.hooksPath', '.husky');
}

/** Stages the v3 script and CI file, commits, and says what came back. */
function commitNonJs(dir: string): SpawnSyncReturns<string> {
  for (const [file, text] of Object.entries(NON_JS_COMMIT)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  git(dir, 'add', '-A');
  return git(dir, 'commit', '-m', 'release script and CI job');
}

function expectRefused(dir: string, r: SpawnSyncReturns<string>): void {
  expect(r.status, explain(r)).not.toBe(0);
  for (const finding of NON_JS_FINDINGS) expect(r.stdout + r.stderr, explain(r)).toMatch(finding);
  expect(git(dir, 'rev-list', '--count', 'HEAD').stdout.trim()).toBe('1');
}

beforeAll(() => {
  home = tempDir('hooks-home');
  const bin = path.join(ROOT, 'node_modules', '.bin');
  env = gitEnv(home, { PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`, NO_COLOR: '1', npm_config_update_notifier: 'false' });
});

describe("the pre-commit framework's hook definition", () => {
  const hookDefs = parse(fs.readFileSync(path.join(ROOT, '.pre-commit-hooks.yaml'), 'utf8')) as { id: string; files: string; types?: string[]; types_or?: string[] }[];
  const [hookDef] = hookDefs;
  // Python's inline flag; JavaScript takes it as a flag of the expression.
  const pattern = new RegExp(hookDef.files.replace(/^\(\?i\)/, ''), 'i');

  it("passes the text files whose names match the registry's pattern (scripts/hook-files.ts)", () => {
    expect(hookDef.files, 'run `node --import tsx scripts/hook-files.ts` and put its output in .pre-commit-hooks.yaml').toBe(hookFilesPattern());
    expect(hookDef.types).toEqual(['text']);
    expect(hookDef.types_or).toBeUndefined();
    // The resident hook (--resident) passes the same files.
    expect(hookDefs.map((h) => h.id)).toEqual(['gitlab-v4-migrate', 'gitlab-v4-migrate-resident']);
    for (const h of hookDefs) expect({ id: h.id, files: h.files, types: h.types, types_or: h.types_or }).toEqual({ id: h.id, files: hookDef.files, types: ['text'], types_or: undefined });
  });

  it('matches every name a kind is read from, and names with no extension (scripts by their shebang)', () => {
    const names = [
      ...Object.values(KIND_EXTENSIONS).flat().map((ext) => `sub/dir/file.${ext}`),
      ...['package.json', '.gitlab-ci.yml', 'ci/deploy.gitlab-ci.yaml', 'docker-compose.yml', 'deploy/compose.prod.yaml', 'Dockerfile', 'web/Dockerfile.dev', 'app.dockerfile'],
      ...['Containerfile', 'Makefile', 'GNUmakefile', 'tools/rules.mk', 'Rakefile', '.env', 'config/.env.production', 'App.VUE'],
    ];
    for (const name of names) {
      expect(kindOfName(name), name).toBeDefined();
      expect(pattern.test(name), name).toBe(true);
    }
    for (const name of ['bin/release', 'scripts/cleanup', 'LICENSE']) expect(pattern.test(name), name).toBe(true);
    for (const name of ['notes.txt', 'logo.png', 'src/styles.css', 'main.go', 'README.rst']) expect(pattern.test(name), name).toBe(false);
  });
});

describe('husky and lint-staged, as docs/ci-and-hooks.md shows them', { timeout: TIMEOUT }, () => {
  it('husky: `.husky/pre-commit` running --staged refuses a commit of a v3 shell script and .gitlab-ci.yml', () => {
    const husky = recipe('husky and plain git hooks');
    expect(husky).toContain('npx --no-install gitlab-v4-migrate --staged');
    const dir = project({});
    hook(dir, `export PATH="$PWD/node_modules/.bin:$PATH"\n${husky}`);
    expectRefused(dir, commitNonJs(dir));
  });

  it('lint-staged: its config refuses the same commit', () => {
    const config = recipe('lint-staged');
    expect(config).toMatch(/^\/\/ lint-staged\.config\.mjs\n/);
    const dir = project({ 'lint-staged.config.mjs': config });
    const lintStaged = path.join(ROOT, 'node_modules', 'lint-staged', 'bin', 'lint-staged.js');
    hook(dir, `export PATH="$PWD/node_modules/.bin:$PATH"\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(lintStaged)}\n`);
    expectRefused(dir, commitNonJs(dir));
  });

  it('lint-staged: a clean commit goes through', () => {
    const dir = project({ 'lint-staged.config.mjs': recipe('lint-staged') });
    const lintStaged = path.join(ROOT, 'node_modules', 'lint-staged', 'bin', 'lint-staged.js');
    hook(dir, `export PATH="$PWD/node_modules/.bin:$PATH"\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(lintStaged)}\n`);
    fs.writeFileSync(path.join(dir, 'release.sh'), '#!/bin/sh\ncurl "https://gitlab.example.com/api/v4/projects/$ID/jobs"\n');
    git(dir, 'add', '-A');
    const r = git(dir, 'commit', '-m', 'v4');
    expect(r.status, explain(r)).toBe(0);
  });
});

// The CLI the hooks run must exist where node_modules/.bin points: a missing tsx would look like a pass.
it('the test project runs this tree’s CLI', () => {
  const dir = project({});
  const r = spawnSync(path.join(dir, 'node_modules', '.bin', 'gitlab-v4-migrate'), ['--version'], { cwd: dir, env, encoding: 'utf8' });
  expect(r.stdout.trim(), explain(r)).toBe((JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version);
});
