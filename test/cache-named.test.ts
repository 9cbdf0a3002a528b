// A run over named files with --cache (an editor's one file, a hook's few) asks git nothing: three
// git processes and the parsed index cost such a run more than its cold check (the sequences of
// issue 29). Its files are vouched for by their entries' stat data (a run over the tree keeps
// those git's index holds for the files it tracks), else read and hashed as a cold run reads them.
// The built CLI runs with a `git` first on PATH that logs each call and runs the real one.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FILES, git, repo, THEN } from './record-support.js';
import { explain, ROOT, tempDir } from './support.js';

const BIN = path.join(ROOT, 'dist', 'cli', 'bin.js');

/** Runs of the built CLI in `dir`, each git process it starts logged. */
function logged(dir: string) {
  const realGit = spawnSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).stdout.trim();
  const bin = tempDir('git-log');
  const log = path.join(bin, 'calls.txt');
  fs.writeFileSync(path.join(bin, 'git'), `#!/bin/sh\necho "$*" >> '${log}'\nexec '${realGit}' "$@"\n`, { mode: 0o755 });
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` };
  return {
    run(args: string[]) {
      fs.rmSync(log, { force: true });
      const r = spawnSync(process.execPath, [BIN, ...args], { cwd: dir, env, encoding: 'utf8', timeout: 60_000 });
      expect(r.status, explain(r)).not.toBe(2);
      return { out: { code: r.status, stdout: r.stdout, stderr: r.stderr }, git: fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n') : [] };
    },
  };
}

describe('--cache over named files', () => {
  it('asks git nothing, and sees an edit', () => {
    expect(fs.existsSync(BIN), 'npm run build first').toBe(true);
    const dir = repo();
    const cli = logged(dir);
    const named = ['--format', 'json', 'client.js', 'util.ts', 'lib/other.js'];
    // A run over the tree asks git (its index keys the entries, and gives them its stat data).
    expect(cli.run(['--cache', '--format', 'json', '.']).git.length).toBeGreaterThan(0);
    const first = cli.run(['--cache', ...named]);
    expect(first.git).toEqual([]);
    expect(first.out).toEqual(cli.run(named).out);
    // Edited, made old (its stat data trusted), and one more file named.
    fs.writeFileSync(path.join(dir, 'util.ts'), "export const owned = () => fetch('https://gitlab.example.com/api/v3/projects/owned');\n");
    fs.utimesSync(path.join(dir, 'util.ts'), THEN(), THEN());
    const edited = cli.run(['--cache', ...named, 'v4.js']);
    expect(edited.git).toEqual([]);
    expect(edited.out).toEqual(cli.run([...named, 'v4.js']).out);
    expect(edited.out.stdout).toContain('util.ts');
  });

  it('in a fresh clone (the entries hold another checkout\'s stat data) reads and hashes the named files, asks git nothing, and reports what a cold run does', () => {
    const origin = repo();
    const top = tempDir('named-clone');
    const cacheArgs = ['--cache', '--cache-location', `${path.join(top, 'cache')}/`];
    const a = path.join(top, 'a');
    const b = path.join(top, 'b');
    git(top, 'clone', '-q', origin, a);
    git(top, 'clone', '-q', origin, b);
    const named = ['--format', 'json', ...Object.keys(FILES)];
    logged(a).run([...cacheArgs, '--format', 'json', '.']);
    const cli = logged(b);
    for (let i = 0; i < 2; i++) {
      const warm = cli.run([...cacheArgs, ...named]);
      expect(warm.git).toEqual([]);
      expect(warm.out).toEqual(cli.run(named).out);
    }
  });
});

describe('--cache over the tree, a first run in a fresh clone', () => {
  it("has git refresh the cache's stat copy of the index first and compare the tree against it (each racily clean file read once), and reports what a cold run does", () => {
    const origin = repo();
    const top = tempDir('first-run');
    const a = path.join(top, 'a');
    git(top, 'clone', '-q', origin, a);
    const cacheArgs = ['--cache', '--cache-location', `${path.join(top, 'cache')}/`];
    const cli = logged(a);
    const cold = cli.run(['--format', 'json', '.']);
    const first = cli.run([...cacheArgs, '--format', 'json', '.']);
    expect(first.out).toEqual(cold.out);
    const refresh = first.git.findIndex((c) => c.includes('update-index'));
    const diff = first.git.findIndex((c) => c.includes('diff-files'));
    expect(refresh).toBeGreaterThan(-1);
    expect(diff).toBeGreaterThan(refresh);
    // Made once: the record's write after the report finds it made.
    expect(first.git.filter((c) => c.includes('update-index'))).toHaveLength(1);
    expect(fs.readdirSync(path.join(top, 'cache')).filter((n) => /-index-[0-9a-f]{40}$/.test(n))).toHaveLength(1);
    const warm = cli.run([...cacheArgs, '--format', 'json', '.']);
    expect(warm.out).toEqual(cold.out);
  });
});
