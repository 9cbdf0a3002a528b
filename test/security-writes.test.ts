// Attacks on where the tool writes (docs/security.md, "Writes"): a repository that commits links
// where the report or the baseline go, an output named onto a source file or into .git, a folder
// swapped for a link while --fix writes, a full disk under the report, and --dry-run diffs whose
// file names git would read otherwise. Each was reproduced against the tool before the fix.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { runCli, tempDir, tempProject, V3_CALL, V4_CALL } from './support.js';

const POSIX = process.platform !== 'win32';
const SECRET = 'do not overwrite me\n';

// The race: the temporary file of `swap.file` is opened just after `swap.run` moved its folder
// away and put a link to elsewhere in its place (between the resolve and the rename).
const swap = vi.hoisted(() => ({ file: '', run: undefined as (() => void) | undefined }));
vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  const open = async (...args: unknown[]) => {
    const target = String(args[0]);
    if (swap.run && target.endsWith('.tmp') && path.basename(target).startsWith(`.${swap.file}.`)) {
      const run = swap.run;
      swap.run = undefined;
      run();
    }
    return Reflect.apply(real.promises.open, real.promises, args) as Promise<fs.promises.FileHandle>;
  };
  const promises = { ...real.promises, open };
  return { ...real, promises, default: { ...real, promises } };
});

/** A folder outside the project, holding a file the attack aims at. */
function outside(): { dir: string; file: string } {
  const dir = tempDir('outside');
  const file = path.join(dir, 'target');
  fs.writeFileSync(file, SECRET);
  return { dir, file };
}

describe.skipIf(!POSIX)('the report (--output-file)', () => {
  it('is not written through a link the repository commits (gl-code-quality-report.json -> a file outside)', async () => {
    const target = outside();
    const dir = tempProject({ 'src/api.js': V3_CALL });
    fs.symlinkSync(target.file, path.join(dir, 'gl-code-quality-report.json'));
    const out = await runCli(['--format', 'gitlab', '-o', 'gl-code-quality-report.json'], dir);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('gl-code-quality-report.json is a symbolic link');
    expect(fs.readFileSync(target.file, 'utf8')).toBe(SECRET);
  });

  it('is not written into a folder of the repository that is a link to elsewhere', async () => {
    const target = outside();
    const dir = tempProject({ 'src/api.js': V3_CALL });
    fs.symlinkSync(target.dir, path.join(dir, 'reports'));
    const out = await runCli(['--format', 'json', '-o', 'reports/target'], dir);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('reports is a symbolic link');
    expect(fs.readFileSync(target.file, 'utf8')).toBe(SECRET);
    expect(fs.readdirSync(target.dir)).toEqual(['target']);
  });

  it('is not written onto a source file of the run (-o src/v3.js --fix): the run stops before writing anything', async () => {
    const dir = tempProject({ 'src/v3.js': V3_CALL, 'src/other.js': V3_CALL });
    const out = await runCli(['--fix', '--format', 'json', '-o', 'src/v3.js'], dir);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('the run reads that file as source');
    expect(fs.readFileSync(path.join(dir, 'src/v3.js'), 'utf8')).toBe(V3_CALL);
    expect(fs.readFileSync(path.join(dir, 'src/other.js'), 'utf8')).toBe(V3_CALL);
  });

  it('is not written onto a page the run reads (-o README.md), but replaces its own report of the last run', async () => {
    const readme = '# Client\n\n```sh\ncurl -H "PRIVATE-TOKEN: $T" https://gitlab.example.com/api/v3/projects/5/builds\n```\n';
    const dir = tempProject({ 'README.md': readme, 'src/v3.js': V3_CALL });
    const out = await runCli(['--format', 'markdown', '-o', 'README.md'], dir);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('the run reads that file as source');
    expect(fs.readFileSync(path.join(dir, 'README.md'), 'utf8')).toBe(readme);
    expect((await runCli(['--format', 'markdown', '-o', 'report.md'], dir)).code).toBe(1);
    expect((await runCli(['--format', 'markdown', '-o', 'report.md'], dir)).code).toBe(1);
    expect(fs.readFileSync(path.join(dir, 'report.md'), 'utf8')).toMatch(/^# GitLab API v3 → v4 migration report/);
  });

  it('is not written into .git (-o .git/index), nor into the git directory a .git file names', async () => {
    const dir = tempProject({ 'src/api.js': V3_CALL });
    execFileSync('git', ['init', '-q'], { cwd: dir });
    execFileSync('git', ['add', '.'], { cwd: dir });
    const index = fs.readFileSync(path.join(dir, '.git/index'));
    const out = await runCli(['--format', 'json', '-o', '.git/index'], dir);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('inside a .git folder');
    expect(fs.readFileSync(path.join(dir, '.git/index')).equals(index)).toBe(true);

    // A worktree: `.git` is a file naming the git directory.
    const linked = tempProject({ 'src/api.js': V3_CALL });
    const gitdir = tempDir('gitdir');
    fs.writeFileSync(path.join(gitdir, 'HEAD'), 'ref: refs/heads/main\n');
    fs.writeFileSync(path.join(linked, '.git'), `gitdir: ${gitdir}\n`);
    fs.symlinkSync(gitdir, path.join(linked, 'gd'));
    const viaLink = await runCli(['--format', 'json', '-o', path.join(gitdir, 'HEAD')], linked);
    expect(viaLink.code).toBe(2);
    expect(viaLink.stderr).toContain('inside a git directory');
    expect(fs.readFileSync(path.join(gitdir, 'HEAD'), 'utf8')).toBe('ref: refs/heads/main\n');
  });

  it('replaces a report of the last run and keeps its mode, leaving no temporary file', async () => {
    const dir = tempProject({ 'src/api.js': V3_CALL, 'report.json': '[]\n' });
    fs.chmodSync(path.join(dir, 'report.json'), 0o640);
    const out = await runCli(['--format', 'json', '-o', 'report.json'], dir);
    expect(out.code).toBe(1);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'report.json'), 'utf8'))).toHaveProperty('findings');
    expect(fs.statSync(path.join(dir, 'report.json')).mode & 0o777).toBe(0o640);
    expect(fs.readdirSync(dir).sort()).toEqual(['report.json', 'src']);
  });
});

describe.skipIf(!POSIX)('the baseline (--update-baseline)', () => {
  it('is not written through a link the repository commits', async () => {
    const target = outside();
    const dir = tempProject({ 'src/api.js': V3_CALL });
    fs.symlinkSync(target.file, path.join(dir, 'baseline.json'));
    const out = await runCli(['--baseline', 'baseline.json', '--update-baseline'], dir);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('baseline.json is a symbolic link');
    expect(fs.readFileSync(target.file, 'utf8')).toBe(SECRET);
  });

  it('is not written into .git', async () => {
    const dir = tempProject({ 'src/api.js': V3_CALL, '.git/config': '[core]\n' });
    const out = await runCli(['--baseline', '.git/info/baseline.json', '--update-baseline'], dir);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('inside a .git folder');
    expect(fs.existsSync(path.join(dir, '.git/info'))).toBe(false);
  });
});

describe.skipIf(!POSIX)('a folder swapped for a link to elsewhere while --fix writes', () => {
  it('is not written through: the file is refused, the rest is fixed, no temporary file is left anywhere', async () => {
    // The file there has the content read from the tree (the attacker knows it): a check of the content alone passes.
    const target = outside();
    fs.writeFileSync(path.join(target.dir, 'v3.js'), V3_CALL);
    const dir = tempProject({ 'src/v3.js': V3_CALL, 'lib/other.js': V3_CALL });
    swap.file = 'v3.js';
    swap.run = () => {
      fs.renameSync(path.join(dir, 'src'), path.join(dir, 'src-moved'));
      fs.symlinkSync(target.dir, path.join(dir, 'src'));
    };
    const { runEngine } = await import('../src/engine/index.js');
    const result = await runEngine({ paths: ['.'], cwd: dir, fix: true, threads: 1 });
    expect(swap.run, 'the swap happened').toBeUndefined();
    expect(fs.readFileSync(path.join(target.dir, 'v3.js'), 'utf8')).toBe(V3_CALL);
    expect(fs.readdirSync(target.dir).sort()).toEqual(['target', 'v3.js']);
    expect(result.errors).toEqual([{ file: 'src/v3.js', message: expect.stringMatching(/^not written: the folder .* was replaced/) }]);
    expect(fs.readdirSync(path.join(dir, 'src-moved'))).toEqual(['v3.js']);
    expect(fs.readFileSync(path.join(dir, 'src-moved/v3.js'), 'utf8')).toBe(V3_CALL);
    expect(fs.readFileSync(path.join(dir, 'lib/other.js'), 'utf8')).toBe(V4_CALL);
  });
});

/** A small file system of its own, when this runs as root and may mount one; else why not. */
function smallDisk(): { dir: string; done: () => void } | string {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return 'needs root on Linux to mount a small tmpfs';
  const dir = tempDir('disk');
  const r = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', dir], { encoding: 'utf8' });
  if (r.status !== 0) return `cannot mount a tmpfs here: ${r.stderr.trim() || r.error?.message}`;
  return { dir, done: () => spawnSync('umount', [dir]) };
}

describe('a full disk under the report', () => {
  it('leaves the old report whole', async (ctx) => {
    const disk = smallDisk();
    if (typeof disk === 'string') {
      console.log(`skipped: ${disk}`);
      ctx.skip();
      return;
    }
    try {
      const dir = tempProject({ 'src/api.js': V3_CALL.repeat(60) });
      const report = path.join(disk.dir, 'report.json');
      const old = '{"old": true}\n';
      fs.writeFileSync(report, old);
      // Fill the disk: every block left taken.
      const fd = fs.openSync(path.join(disk.dir, 'filler'), 'w');
      try {
        for (;;) fs.writeSync(fd, Buffer.alloc(1024));
      } catch (e) {
        expect((e as NodeJS.ErrnoException).code).toBe('ENOSPC');
      } finally {
        fs.closeSync(fd);
      }
      const out = await runCli(['--format', 'json', '-o', report], dir);
      expect(out.code).toBe(2);
      expect(out.stderr).toContain('cannot write the report');
      expect(fs.readFileSync(report, 'utf8')).toBe(old);
      expect(fs.readdirSync(disk.dir).sort()).toEqual(['filler', 'report.json']);
    } finally {
      disk.done();
    }
  });
});

describe.skipIf(!POSIX || spawnSync('git', ['--version']).status !== 0)('--dry-run diffs', () => {
  it('quote file names as git does, so that git apply patches the file meant (a name with a tab)', async () => {
    const tabbed = 'x.js\tevil.js';
    const dir = tempProject({ 'x.js': '// untouched\n', [tabbed]: V3_CALL, 'quo"te\\ü.js': V3_CALL });
    execFileSync('git', ['init', '-q'], { cwd: dir });
    const { runEngine } = await import('../src/engine/index.js');
    const result = await runEngine({ paths: ['.'], cwd: dir, dryRun: true });
    const patch = result.files.map((f) => f.diff ?? '').join('');
    expect(patch).toContain('--- "a/x.js\\tevil.js"');
    fs.writeFileSync(path.join(dir, 'fix.patch'), patch);
    execFileSync('git', ['apply', 'fix.patch'], { cwd: dir });
    expect(fs.readFileSync(path.join(dir, 'x.js'), 'utf8')).toBe('// untouched\n');
    expect(fs.readFileSync(path.join(dir, tabbed), 'utf8')).toBe(V4_CALL);
    expect(fs.readFileSync(path.join(dir, 'quo"te\\ü.js'), 'utf8')).toBe(V4_CALL);
  });
});
