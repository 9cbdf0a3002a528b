// What the CLI tells a person beside the findings: under --staged the way to fix (not --fix,
// which --staged refuses), and the folder -o had to make.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { git as runGit, gitEnv, runCli, tempDir, tempProject } from './support.js';

const CALL = "axios.get('https://gitlab.example.com/api/v3/projects/' + id + '/builds');\n";
const NO_COLOR = { NO_COLOR: '1' };

describe('--staged', () => {
  it('does not suggest --fix, which it refuses; it says to fix the working tree and stage', async () => {
    const dir = tempDir('staged');
    const git = (...args: string[]) => runGit(dir, gitEnv(path.join(dir, '.git')), ...args);
    git('init', '-q');
    tempProject({ 'a.js': CALL }, dir);
    git('add', 'a.js');
    const out = await runCli(['--staged'], dir, NO_COLOR);
    expect(out.code).toBe(1);
    expect(out.stdout).toContain('2 can be fixed: run --fix on the working tree, then stage the result.');
    expect(out.stdout).not.toContain('can be fixed with --fix');
    // The suggestion it makes works: --fix, then the staged content is clean.
    expect((await runCli(['--fix', 'a.js'], dir, NO_COLOR)).code).toBe(0);
    git('add', 'a.js');
    expect((await runCli(['--staged'], dir, NO_COLOR)).code).toBe(0);
  });
});

describe('-o into a folder that does not exist', () => {
  it('makes the folder and says so on stderr; an existing folder is not mentioned', async () => {
    const dir = tempProject({ 'a.js': CALL });
    const out = await runCli(['--format', 'gitlab', '-o', 'reports/ci/gl-code-quality.json'], dir, NO_COLOR);
    expect(out.stderr).toBe('gitlab-v4-migrate: created the folder reports/ci for reports/ci/gl-code-quality.json\n');
    expect(fs.existsSync(path.join(dir, 'reports/ci/gl-code-quality.json'))).toBe(true);
    expect((await runCli(['--format', 'gitlab', '-o', 'reports/ci/again.json'], dir, NO_COLOR)).stderr).toBe('');
  });
});
