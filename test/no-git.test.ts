// `npm test` in a source tree that is not a git checkout (a release archive): the tests that need
// the tree's own git history skip, saying why, instead of failing. The tree is copied without
// `.git` (node_modules linked, as `npm ci` would have made it), git is kept from finding a
// repository above the copy, and those test files run there with vitest.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { explain, ROOT, tempDir } from './support.js';

/** Test files that read the tree's own git (the others make repositories of their own). */
const NEEDS_THE_TREES_GIT = ['test/pre-commit.test.ts'];
/** What a release archive does not hold, or what the copy links instead. */
const LEFT_OUT = new Set(['.git', 'node_modules', 'coverage', '.bench-cache']);

function copyTree(from: string, to: string): void {
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (LEFT_OUT.has(entry.name) || entry.name.startsWith('.gitlab-v4-migrate-cache')) continue;
    const [src, dest] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) {
      fs.mkdirSync(dest);
      copyTree(src, dest);
    } else if (entry.isFile()) fs.copyFileSync(src, dest);
  }
}

describe('a source tree without .git', () => {
  it('runs the tests that need git, which skip and say why', { timeout: 300_000 }, () => {
    const parent = tempDir('release');
    const tree = path.join(parent, 'gitlab-v4-migrate-0.1.0');
    fs.mkdirSync(tree);
    copyTree(ROOT, tree);
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(tree, 'node_modules'), 'junction');
    expect(fs.existsSync(path.join(tree, '.git'))).toBe(false);
    // Nothing of a hook this may run in (GIT_DIR…) leads git back to a repository.
    const env: NodeJS.ProcessEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('GIT_')));
    Object.assign(env, { GIT_CEILING_DIRECTORIES: parent, NO_COLOR: '1' });
    const notGit = spawnSync('git', ['rev-parse', '--git-dir'], { cwd: tree, env, encoding: 'utf8' });
    expect(notGit.status, `the copy is inside a repository: ${explain(notGit)}`).not.toBe(0);

    const vitest = path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
    const r = spawnSync(process.execPath, [vitest, 'run', ...NEEDS_THE_TREES_GIT], { cwd: tree, env, encoding: 'utf8', timeout: 280_000 });
    expect(r.status, explain(r)).toBe(0);
    expect(r.stdout + r.stderr).toContain(`test/pre-commit.test.ts skipped: ${tree} is not a git checkout`);
    expect(r.stdout).toMatch(/Tests {2}\d+ skipped/);
  });
});
