// The cache as a warm run sees it: what a warm run reports is byte for byte what a cold run
// reports; `metadata` does not open a file whose stat data (or git's index) vouch for it, and
// `content` sees an edit that left size and mtime as they were; a damaged cache is never an error.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CACHE_FILE } from '../src/engine/cache/results.js';
import { editShards, readSignedJson, writeSignedJson } from './cache-files.js';
import type { StoredRows } from './cache-files.js';
import { runCli, tempDir, tempProject } from './support.js';

// Every file the engine opens and every folder it lists, by path (text.ts reads through openSync, walk.ts lists with readdirSync).
const opened = vi.hoisted(() => new Set<string>());
const listed = vi.hoisted(() => new Set<string>());
vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  const openSync = ((...args: Parameters<typeof real.openSync>) => {
    opened.add(String(args[0]));
    return real.openSync(...args);
  }) as typeof real.openSync;
  const readdirSync = ((...args: Parameters<typeof real.readdirSync>) => {
    listed.add(String(args[0]));
    return real.readdirSync(...args);
  }) as typeof real.readdirSync;
  return { ...real, openSync, readdirSync, default: { ...real, openSync, readdirSync } };
});

// Git as the user has it would leak into the repositories made here (tests may run in a hook).
for (const k of Object.keys(process.env)) if (k.startsWith('GIT_')) delete process.env[k];

/** The names of the files a CLI run opened, relative to `dir`. */
async function openedBy(dir: string, args: string[]): Promise<{ out: Awaited<ReturnType<typeof runCli>>; names: string[] }> {
  opened.clear();
  listed.clear();
  const out = await runCli(args, dir);
  // Git's index is git's file, not the tree's: the run reads it (git-index.ts).
  const names = [...opened].filter((f) => f.startsWith(dir + path.sep) && !f.includes(DEFAULT_CACHE_FILE) && !f.startsWith(path.join(dir, '.git') + path.sep)).map((f) => path.relative(dir, f));
  return { out, names: names.sort() };
}

/** Moves the mtime of the files and of every folder a minute back: nothing newer than two seconds is trusted by its stat data. */
function age(dir: string, names: string[]): void {
  const then = new Date(Date.now() - 60_000);
  for (const name of names) {
    for (let p = path.join(dir, name); p.startsWith(dir); p = path.dirname(p)) fs.utimesSync(p, then, then);
  }
}

const FILES = {
  'client.js': "import axios from 'axios';\nexport const jobs = (id) => axios.get('https://gitlab.example.com/api/v3/projects/' + id + '/builds');\n",
  'v4.js': "import axios from 'axios';\nexport const jobs = (id) => axios.get('https://gitlab.example.com/api/v4/projects/' + id + '/jobs');\n",
  'util.ts': 'export const add = (a: number, b: number): number => a + b;\n',
  'lib/other.js': 'module.exports = function other() { return 42; };\n',
  'quiet.js': "// gitlab-v4-migrate-ignore-next-line\nconst x = 1;\n",
};
const NAMES = Object.keys(FILES);
const JSON_ARGS = ['--format', 'json', '.'];

describe('--cache-strategy metadata (the default)', () => {
  it('does not open an unchanged file with nothing to report; reports what a cold run reports', async () => {
    const dir = tempProject(FILES);
    age(dir, NAMES);
    const cold = await runCli(JSON_ARGS, dir);
    await runCli(['--cache', ...JSON_ARGS], dir);
    const warm = await openedBy(dir, ['--cache', ...JSON_ARGS]);
    expect(warm.out).toEqual(cold);
    // The client's findings and the suppression comment's report need the text.
    expect(warm.names).toEqual(['client.js', 'quiet.js']);
    const stylish = await runCli(['--cache', '.'], dir);
    expect(stylish).toEqual(await runCli(['.'], dir));
  });

  it('opens a file whose size, mtime, inode or mode changed', async () => {
    const dir = tempProject(FILES);
    age(dir, NAMES);
    await runCli(['--cache', ...JSON_ARGS], dir);
    fs.writeFileSync(path.join(dir, 'util.ts'), "export const v3 = 'https://gitlab.example.com/api/v3/projects/owned';\n");
    fs.chmodSync(path.join(dir, 'lib/other.js'), 0o600);
    const warm = await openedBy(dir, ['--cache', ...JSON_ARGS]);
    expect(warm.names).toEqual(['client.js', 'lib/other.js', 'quiet.js', 'util.ts']);
    expect(warm.out).toEqual(await runCli(JSON_ARGS, dir));
    expect(warm.out.stdout).toContain('util.ts');
  });

  it('opens a file written in the last two seconds (its mtime may not move on the next write)', async () => {
    const dir = tempProject(FILES);
    await runCli(['--cache', ...JSON_ARGS], dir);
    const warm = await openedBy(dir, ['--cache', ...JSON_ARGS]);
    expect(warm.names).toEqual(NAMES.sort());
  });
});

describe('the walk, remembered (metadata)', () => {
  it('lists no folder while none has changed, and finds what was added, removed or un-ignored', async () => {
    const dir = tempProject({ ...FILES, 'gen/out.js': "fetch('/api/v3/projects/owned');\n", '.gitignore': 'gen/\n' });
    age(dir, [...NAMES, 'gen/out.js', '.gitignore']);
    const args = ['--cache', ...JSON_ARGS];
    await runCli(args, dir);
    const warm = await openedBy(dir, args);
    // Only the cache file's own folder, by its names (each save changes its mtime).
    expect([...listed].filter((d) => d.startsWith(dir))).toEqual([dir]);
    expect(warm.out).toEqual(await runCli(JSON_ARGS, dir));

    // A file in a folder below, then a whole new folder.
    fs.writeFileSync(path.join(dir, 'lib', 'added.js'), "fetch('/api/v3/projects/owned');\n");
    expect((await runCli(args, dir)).stdout).toContain('lib/added.js');
    fs.mkdirSync(path.join(dir, 'lib', 'deeper', 'still'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'lib', 'deeper', 'still', 'new.ts'), "fetch('/api/v3/projects/owned');\n");
    expect((await runCli(args, dir)).stdout).toContain('lib/deeper/still/new.ts');
    fs.rmSync(path.join(dir, 'lib', 'added.js'));
    expect((await runCli(args, dir)).stdout).not.toContain('lib/added.js');

    // The .gitignore edited in place, its folder's mtime put back: gen/ is searched again.
    age(dir, ['lib/deeper/still/new.ts']);
    await runCli(args, dir);
    const { atime, mtime } = fs.statSync(dir);
    fs.writeFileSync(path.join(dir, '.gitignore'), '# nothing ignored\n');
    fs.utimesSync(dir, atime, mtime);
    const unignored = await runCli(args, dir);
    expect(unignored.stdout).toContain('gen/out.js');
    expect(unignored).toEqual(await runCli(JSON_ARGS, dir));
  });

  it('is not kept for a folder changed in the last two seconds', async () => {
    const dir = tempProject(FILES);
    age(dir, NAMES);
    fs.writeFileSync(path.join(dir, 'lib', 'fresh.js'), 'export const f = 1;\n');
    await runCli(['--cache', ...JSON_ARGS], dir);
    await openedBy(dir, ['--cache', ...JSON_ARGS]);
    expect(listed.size).toBeGreaterThan(0);
  });
});

describe('--cache-strategy content', () => {
  it('sees an edit that kept the size and the mtime, as metadata now does by the ctime', async () => {
    const dir = tempProject(FILES);
    age(dir, NAMES);
    await runCli(['--cache', ...JSON_ARGS], dir);
    // The same number of bytes, written in place (same inode), the mtime put back.
    const file = path.join(dir, 'v4.js');
    const { mtime, atime } = fs.statSync(file);
    const edited = FILES['v4.js'].replace('/api/v4/projects/', '/api/v3/projects/').replace('/jobs', '/bild');
    expect(edited.length).toBe(FILES['v4.js'].length);
    fs.writeFileSync(file, edited);
    fs.utimesSync(file, atime, mtime);
    const cold = await runCli(JSON_ARGS, dir);
    expect(cold.stdout).toContain('v4.js');

    // The ctime, which no process sets back, moved: metadata opens the file too (trust.ts, shape.ts).
    const metadata = await openedBy(dir, ['--cache', '--cache-strategy', 'metadata', ...JSON_ARGS]);
    expect(metadata.names).toContain('v4.js');
    expect(metadata.out).toEqual(cold);
    const content = await openedBy(dir, ['--cache', '--cache-strategy', 'content', ...JSON_ARGS]);
    expect(content.out).toEqual(cold);
    expect(content.names).toEqual(NAMES.sort());
  });

  it('rejects another strategy', async () => {
    const r = await runCli(['--cache-strategy', 'mtime', '.'], tempProject(FILES));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/cache-strategy.*mtime/s);
  });
});

function git(dir: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd: dir, encoding: 'utf8' });
}

describe('--cache in a git work tree', () => {
  it('a fresh clone with the cache restored opens only the files that differ from the index', async () => {
    const origin = tempProject(FILES);
    git(origin, 'init', '-q');
    git(origin, 'add', '.');
    git(origin, 'commit', '-qm', 'files');
    const dir = path.join(tempDir('clone'), 'work');
    const cacheFile = path.join(tempDir('ci-cache'), 'cache');
    const args = ['--cache-location', cacheFile, ...JSON_ARGS];
    git(path.dirname(dir), 'clone', '-q', origin, dir);
    const cold = await runCli(JSON_ARGS, dir);
    await runCli(args, dir);

    // A new clone in the same place: new inodes and mtimes, the same blobs.
    fs.rmSync(dir, { recursive: true });
    git(path.dirname(dir), 'clone', '-q', origin, dir);
    const fresh = await openedBy(dir, args);
    expect(fresh.out).toEqual(cold);
    expect(fresh.names).toEqual(['client.js', 'quiet.js']);

    // An edited tracked file and an untracked one are read.
    fs.appendFileSync(path.join(dir, 'util.ts'), "export const owned = '/api/v3/projects/owned';\n");
    fs.writeFileSync(path.join(dir, 'new.js'), 'export const y = 2;\n');
    const edited = await openedBy(dir, args);
    expect(edited.names).toEqual(['client.js', 'new.js', 'quiet.js', 'util.ts']);
    expect(edited.out).toEqual(await runCli(JSON_ARGS, dir));
  });
});

const CLIENT = "import axios from 'axios';\nexport const jobs = (id) => axios.get('https://gitlab.example.com/api/v3/projects/' + id + '/builds');\n";

type StoredCache = StoredRows & { project?: unknown };

/**
 * Rewrites the cache's JSON through `edit`, signed again with this user's secret (an edit by
 * anyone else is refused whole: cache-trust.test.ts): each shard of per-file entries, or the cache
 * file itself, which holds the project entry.
 */
function editCache(dir: string, edit: (data: StoredCache) => void, part: 'entries' | 'project' = 'entries'): void {
  const file = path.join(dir, DEFAULT_CACHE_FILE);
  if (part === 'entries') return editShards(file, edit);
  const data = readSignedJson(file) as StoredCache;
  edit(data);
  writeSignedJson(file, data);
}

describe('a cache entry of the wrong shape', () => {
  type Finding = Record<string, unknown>;
  const broken: [string, (data: StoredCache) => void][] = [
    ['findings not a list', (d) => Object.values(d.results).forEach((e) => void ((e.result as Record<string, unknown>).findings = 5))],
    ['no result', (d) => Object.values(d.results).forEach((e) => void delete e.result)],
    ['a finding without a range', (d) => Object.values(d.results).forEach((e) => void delete (e.result as { findings: Finding[] }).findings[0].range)],
    ['a finding of an unknown severity', (d) => Object.values(d.results).forEach((e) => void ((e.result as { findings: Finding[] }).findings[0].severity = 'fatal'))],
    ['a result that is null', (d) => Object.keys(d.results).forEach((k) => void (d.results[k] = null as never))],
    ['a blob id that is not hex', (d) => void (d.hashes = d.hashes.replace(/[0-9a-f]/g, 'z'))],
    ['blob ids one short', (d) => void (d.hashes = d.hashes.slice(1))],
    ['a size that is a string', (d) => void d.numbers.forEach((_, i) => void (i % 4 === 0 && (d.numbers[i] = 'big')))],
    ['numbers not a list', (d) => void (d.numbers = { a: 1 } as never)],
    ['paths not a string', (d) => void (d.paths = 5 as never)],
  ];
  it.each(broken)('is dropped and its file checked again: %s', async (_name, damage) => {
    const dir = tempProject({ 'a.js': CLIENT, 'b.js': CLIENT });
    const cold = await runCli(['--format', 'json', '.'], dir);
    await runCli(['--cache', '--format', 'json', '.'], dir);
    editCache(dir, damage);
    const warm = await runCli(['--cache', '--format', 'json', '.'], dir);
    expect(warm.stderr).toBe('');
    expect(warm).toEqual(cold);
  });

  it('a project entry of the wrong shape is dropped', async () => {
    const dir = tempProject({
      'base.js': "export const BASE = 'https://gitlab.example.com' + '/api' + '/v3';\n",
      'client.js': "import { BASE } from './base.js';\nexport const builds = (id) => fetch(BASE + '/projects/' + id + '/builds');\n",
    });
    const cold = await runCli(['--format', 'json', '.'], dir);
    await runCli(['--cache', '--format', 'json', '.'], dir);
    editCache(dir, (data) => {
      expect(data.project).toBeDefined();
      data.project = { deferred: (data.project as { deferred: unknown }).deferred, consulted: {}, findings: { x: 1 } };
    }, 'project');
    expect(await runCli(['--cache', '--format', 'json', '.'], dir)).toEqual(cold);
  });
});

describe('--cache in a git work tree, files named', () => {
  it('asks git nothing, reads the named files as a cold run does, and sees that one of them changed', async () => {
    const dir = tempProject(FILES);
    age(dir, NAMES);
    git(dir, 'init', '-q');
    git(dir, 'add', '.');
    git(dir, 'commit', '-qm', 'files');
    await runCli(['--cache', ...JSON_ARGS], dir);
    fs.writeFileSync(path.join(dir, 'util.ts'), "export const owned = '/api/v3/projects/owned';\n");
    const named = ['--cache', '--format', 'json', 'util.ts', 'lib/other.js'];
    const warm = await openedBy(dir, named);
    // A file the prefilter turns away costs less read than its shard does (results.ts, ResultCache.light).
    expect(warm.names).toEqual(['lib/other.js', 'util.ts']);
    expect(warm.out).toEqual(await runCli(['--format', 'json', 'util.ts', 'lib/other.js'], dir));
    expect(warm.out.stdout).toContain('util.ts');
  });
});

describe("git's index, parsed", () => {
  /** What `git ls-files --stage` and `diff-files` say the view should hold. */
  function expected(dir: string): Map<string, string> {
    const differ = new Set(git(dir, 'diff-files', '--name-only', '-z').split('\0').filter(Boolean));
    const out = new Map<string, string>();
    for (const line of git(dir, 'ls-files', '--stage', '-z').split('\0').filter(Boolean)) {
      const [info, name] = line.split('\t');
      const [mode, blob, stage] = info.split(' ');
      if (mode.startsWith('100') && stage === '0' && !differ.has(name)) out.set(path.join(dir, name), blob);
    }
    return out;
  }

  it.each([2, 3, 4])('version %i: every tracked regular file git finds unchanged, with its blob id and size', async (version) => {
    const { readIndexView } = await import('../src/engine/cache/git-index.js');
    const long = `${'deep/'.repeat(20)}${'n'.repeat(240)}.js`;
    const dir = tempProject({ ...FILES, 'ünïcödé/café.js': 'export const c = 1;\n', [long]: 'export const l = 1;\n', 'skip.js': '1;\n', 'assumed.js': '2;\n' });
    fs.symlinkSync('client.js', path.join(dir, 'link.js'));
    git(dir, 'init', '-q');
    git(dir, 'add', '.');
    git(dir, 'commit', '-qm', 'files');
    fs.writeFileSync(path.join(dir, 'intent.js'), '3;\n');
    git(dir, 'add', '-N', 'intent.js');
    fs.appendFileSync(path.join(dir, 'util.ts'), '// changed\n');
    if (version >= 3) git(dir, 'update-index', '--skip-worktree', 'skip.js');
    git(dir, 'update-index', '--assume-unchanged', 'assumed.js');
    git(dir, 'update-index', '--index-version', String(version));
    const view = await readIndexView(dir);
    expect(view).toBeDefined();
    const want = expected(dir);
    // Git is told not to look at these: their blob says nothing of the work tree.
    for (const name of [...(version >= 3 ? ['skip.js'] : []), 'assumed.js', 'intent.js']) want.delete(path.join(dir, name));
    expect(new Map([...view!].map(([file, { blob }]) => [file, blob]))).toEqual(want);
    expect(view!.has(path.join(dir, 'ünïcödé', 'café.js'))).toBe(true);
    expect(view!.has(path.join(dir, long))).toBe(true);
    expect(view!.get(path.join(dir, 'client.js'))!.size).toBe(FILES['client.js'].length);
  });

  it('gives no view outside git', async () => {
    const { readIndexView } = await import('../src/engine/cache/git-index.js');
    expect(await readIndexView(tempProject(FILES))).toBeUndefined();
  });
});
