// git as untrusted input (engine/git.ts): a repository's own `.git/config` names commands for a
// file-system monitor, filters, textconv, an external diff, a pager, a credential prompt and
// hooks; each is set to a script that leaves a marker. The built CLI runs every git command it
// has (--cache: rev-parse, config, diff-files, update-index on the stat copy; --staged: rev-parse,
// diff --cached, cat-file; the walk's core.excludesFile lookup) and no marker may appear. A control
// run of plain git over the same repository shows that the scripts do run when not turned off.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { explain, git, gitEnv, ROOT, tempDir, tempProject, V3_CALL } from './support.js';

const BIN = path.join(ROOT, 'dist', 'cli', 'bin.js');

/** The configuration keys set to a marker-writing script, by the script's name. */
const HOSTILE: Record<string, string> = {
  'core.fsmonitor': 'fsmonitor',
  'core.pager': 'pager',
  'core.askPass': 'askpass',
  'core.hooksPath': 'hooks',
  'diff.external': 'external',
  'filter.evil.clean': 'clean',
  'filter.evil.smudge': 'smudge',
  'filter.evil.process': 'process',
  'diff.evil.textconv': 'textconv',
  'credential.helper': 'credential',
};

let home: string;
let dir: string;
let markers: string;

function hostile(): void {
  for (const [key, name] of Object.entries(HOSTILE)) {
    const script = path.join(markers, `run-${name}`);
    fs.writeFileSync(script, `#!/bin/sh\necho ran >> "${path.join(markers, `marker-${name}`)}"\nexit 0\n`, { mode: 0o755 });
    // The hooks folder: every hook a command could run.
    if (name === 'hooks') {
      fs.mkdirSync(script + '.d', { recursive: true });
      for (const hook of ['pre-commit', 'post-index-change', 'post-checkout', 'reference-transaction', 'fsmonitor-watchman']) fs.copyFileSync(script, path.join(script + '.d', hook));
      git(dir, gitEnv(home), 'config', key, script + '.d');
    } else git(dir, gitEnv(home), 'config', key, script);
  }
  git(dir, gitEnv(home), 'config', 'core.excludesFile', path.join(markers, 'excludes'));
}

const ran = () => fs.readdirSync(markers).filter((n) => n.startsWith('marker-'));

function cli(args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: dir, env: gitEnv(home), encoding: 'utf8', timeout: 60_000 });
  expect(r.status, explain(r)).not.toBe(2);
  return r;
}

beforeAll(() => {
  expect(fs.existsSync(BIN), 'npm run build first').toBe(true);
  home = tempDir('hostile-home');
  markers = tempDir('hostile-markers');
  dir = tempProject({ 'src/api.js': V3_CALL, 'src/ok.js': 'export const ok = 1;\n', '.gitattributes': '* filter=evil diff=evil\n' });
  git(dir, gitEnv(home), 'init', '-q');
  git(dir, gitEnv(home), 'add', '.');
  git(dir, gitEnv(home), '-c', 'user.name=T', '-c', 'user.email=t@example.com', 'commit', '-qm', 'files');
  // Staged (for --staged), in the second the index is written: racily clean.
  fs.writeFileSync(path.join(dir, 'src', 'ok.js'), 'export const ok = 2;\n');
  git(dir, gitEnv(home), 'add', 'src/ok.js');
  hostile();
});

describe('a repository whose .git/config names commands', () => {
  it('runs none of them: --cache (twice, files racily clean and touched), --staged, a plain check', () => {
    // Racily clean (written in the second of the index) and touched: git hashes them again, through filters.
    fs.utimesSync(path.join(dir, 'src', 'api.js'), new Date(), new Date());
    for (const args of [['--cache', '.'], ['--cache', '.'], ['--staged'], ['.'], ['--cache', 'src/api.js']]) {
      const r = cli(args);
      expect(r.stdout).toMatch(args[0] === '--staged' ? /1 file/ : /api\.js/);
    }
    expect(ran()).toEqual([]);
  });

  it('is a real threat: plain git runs the monitor and the clean filter over the same repository', () => {
    fs.utimesSync(path.join(dir, 'src', 'api.js'), new Date(), new Date(Date.now() - 5000));
    spawnSync('git', ['diff-files', '--name-only'], { cwd: dir, env: gitEnv(home), encoding: 'utf8' });
    spawnSync('git', ['update-index', '-q', '--refresh'], { cwd: dir, env: gitEnv(home), encoding: 'utf8' });
    expect(ran()).toEqual(expect.arrayContaining(['marker-fsmonitor']));
    expect(ran().some((m) => m === 'marker-clean' || m === 'marker-process')).toBe(true);
  });
});
