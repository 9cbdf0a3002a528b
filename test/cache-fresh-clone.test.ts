// The run record's content tier (run-record.ts): a fresh clone of the same commit in the same
// place, with the cache folder restored (a CI job), has new stat data everywhere but the same
// blobs, names and contents: it replays, byte for byte what a cold run prints. Any change of what
// the output was drawn from (a file edited, added, removed, another branch, the configuration, a
// damaged record) takes the per-file path, whose report is a cold run's.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexDigest, indexFileChecksum } from '../src/engine/cache/git-index.js';
import { ageFolders, git, recordIn, recordJson, repo, runBin, THEN, writeOld } from './record-support.js';
import { runCli, tempDir } from './support.js';

/** Files a job makes in its checkout that git does not track (they are vouched for by content). */
const UNTRACKED = {
  'lib/local.js': "export const local = () => fetch('https://gitlab.example.com/api/v3/projects');\n",
  'notes.txt': 'not a source: a name in a folder\n',
};

/**
 * A repository, and a clone of it that has run once with the cache (the record written); then
 * `fresh()` removes the clone, clones again to the same place and restores the cache folder.
 */
async function clonedAndRecorded() {
  const origin = repo();
  git(origin, 'checkout', '-qb', 'other');
  writeOld(origin, 'lib/other.js', "module.exports = () => fetch('https://gitlab.example.com/api/v3/projects/1/builds');\n");
  git(origin, 'commit', '-qam', 'other');
  git(origin, 'checkout', '-q', '-');
  const top = tempDir('fresh');
  const work = path.join(top, 'work');
  const cacheDir = path.join(top, 'cache');
  const saved = path.join(top, 'saved');
  const args = ['--cache-location', `${cacheDir}/`, '--format', 'json', '.'];
  const clone = (old: boolean) => {
    fs.rmSync(work, { recursive: true, force: true });
    git(top, 'clone', '-q', origin, work);
    for (const [name, text] of Object.entries(UNTRACKED)) {
      if (old) writeOld(work, name, text);
      else fs.writeFileSync(path.join(work, name), text);
    }
    if (old) {
      // The walk (and the stat tier) keeps only what is older than two seconds.
      fs.utimesSync(path.join(work, '.git', 'info', 'exclude'), THEN(), THEN());
      ageFolders(work);
    }
  };
  clone(true);
  expect((await runBin(['--cache', ...args], work)).replayed).toBe(false);
  expect((await runBin(['--cache', ...args], work)).replayed).toBe(true);
  fs.cpSync(cacheDir, saved, { recursive: true });
  return {
    work,
    args,
    /** A new clone in the same place, the cache folder as it was after the first: new stat data, the same contents. */
    fresh(old = false) {
      clone(old);
      fs.rmSync(cacheDir, { recursive: true, force: true });
      fs.cpSync(saved, cacheDir, { recursive: true });
    },
    record: () => recordJson<{ index: { file: string; checksum: string } }>(recordIn(work, path.join(cacheDir, '.gitlab-v4-migrate-cache'))),
    get recordFile() {
      return recordIn(work, path.join(cacheDir, '.gitlab-v4-migrate-cache'));
    },
  };
}

describe('a fresh clone with the cache and record restored', () => {
  it('replays, byte for byte what a cold run prints', async () => {
    const c = await clonedAndRecorded();
    c.fresh();
    const warm = await runBin(['--cache', ...c.args], c.work);
    expect(warm.replayed).toBe(true);
    const cold = await runCli(c.args.slice(2), c.work);
    expect(cold.stdout).toContain('local.js');
    expect(warm.out).toEqual(cold);
  });

  it('takes the stat data of the clone into the record when they are old enough, so the next run needs no content', async () => {
    const c = await clonedAndRecorded();
    c.fresh(true);
    const index = path.join(c.work, '.git', 'index');
    expect(c.record().index.checksum).not.toBe(indexFileChecksum(index));
    expect((await runBin(['--cache', ...c.args], c.work)).replayed).toBe(true);
    expect(c.record().index.checksum).toBe(indexFileChecksum(index));
    const again = await runBin(['--cache', ...c.args], c.work);
    expect(again.replayed).toBe(true);
    expect(again.out).toEqual(await runCli(c.args.slice(2), c.work));
  });

  it('does not take stat data younger than two seconds into the record, and replays by content again', async () => {
    const c = await clonedAndRecorded();
    c.fresh();
    const before = fs.readFileSync(c.recordFile, 'latin1');
    expect((await runBin(['--cache', ...c.args], c.work)).replayed).toBe(true);
    expect(fs.readFileSync(c.recordFile, 'latin1')).toBe(before);
    expect((await runBin(['--cache', ...c.args], c.work)).replayed).toBe(true);
  });

  const changes: [string, (work: string) => void][] = [
    ['a tracked file edited', (w) => fs.appendFileSync(path.join(w, 'v4.js'), "export const more = () => fetch('/api/v3/projects');\n")],
    ['a tracked file edited, its size kept', (w) => fs.writeFileSync(path.join(w, 'lib/other.js'), fs.readFileSync(path.join(w, 'lib/other.js'), 'utf8').replace('42', '43'))],
    ['a tracked file removed', (w) => fs.rmSync(path.join(w, 'client.js'))],
    ['an untracked file added', (w) => fs.writeFileSync(path.join(w, 'lib/added.js'), "export const a = () => fetch('/api/v3/projects');\n")],
    ['an untracked file added in a new folder', (w) => {
      fs.mkdirSync(path.join(w, 'gen'));
      fs.writeFileSync(path.join(w, 'gen/a.js'), "fetch('/api/v3/users');\n");
    }],
    ['an untracked file removed', (w) => fs.rmSync(path.join(w, 'lib/local.js'))],
    ['an untracked file edited, its size kept', (w) => fs.writeFileSync(path.join(w, 'lib/local.js'), UNTRACKED['lib/local.js'].replace('v3', 'v4'))],
    ['a plain file that became a folder of sources', (w) => {
      fs.rmSync(path.join(w, 'notes.txt'));
      fs.mkdirSync(path.join(w, 'notes.txt'));
      fs.writeFileSync(path.join(w, 'notes.txt/a.js'), "fetch('/api/v3/users');\n");
    }],
    ['another branch checked out', (w) => git(w, 'checkout', '-q', 'other')],
    ['a configuration added', (w) => fs.writeFileSync(path.join(w, 'gitlab-v4-migrate.config.json'), JSON.stringify({ ignorePatterns: ['lib/**'] }))],
    ['a .gitignore added', (w) => fs.writeFileSync(path.join(w, '.gitignore'), 'lib/local.js\n')],
  ];
  it.each(changes)('does not replay when %s, and reports what a cold run does', async (_name, change) => {
    const c = await clonedAndRecorded();
    c.fresh();
    change(c.work);
    const warm = await runBin(['--cache', ...c.args], c.work);
    expect(warm.replayed).toBe(false);
    expect(warm.out).toEqual(await runCli(c.args.slice(2), c.work));
  });

  const damages: [string, (text: string) => string][] = [
    ['another index digest', (t) => t.replace(/"blobs":"[0-9a-f]/, '"blobs":"x')],
    ['folder contents of the wrong count', (t) => t.replace(/"walk":\[/, '"walk":["x",')],
    ['content hashes that are not strings', (t) => t.replace(/"hashes":\[/, '"hashes":[1,')],
  ];
  it.each(damages)('ignores a damaged content tier: %s', async (_name, damage) => {
    const c = await clonedAndRecorded();
    c.fresh();
    fs.writeFileSync(c.recordFile, damage(fs.readFileSync(c.recordFile, 'latin1')));
    const warm = await runBin(['--cache', ...c.args], c.work);
    expect(warm.replayed).toBe(false);
    expect(warm.out).toEqual(await runCli(c.args.slice(2), c.work));
  });
});

describe("the index's digest", () => {
  it('is the same for the same entries in every index version and clone, and another when a blob, a path or a mode changes', () => {
    const dir = repo();
    const index = path.join(dir, '.git', 'index');
    const digest = () => indexDigest(fs.readFileSync(index));
    const first = digest();
    expect(first).toMatch(/^[0-9a-f]{40}$/);
    for (const version of ['4', '3', '2']) {
      git(dir, 'update-index', '--index-version', version);
      expect(digest()).toBe(first);
    }
    const other = path.join(tempDir('digest'), 'c');
    git(dir, 'clone', '-q', dir, other);
    expect(indexDigest(fs.readFileSync(path.join(other, '.git', 'index')))).toBe(first);
    git(dir, 'update-index', '--chmod=+x', 'util.ts');
    const mode = digest();
    expect(mode).not.toBe(first);
    git(dir, 'mv', 'util.ts', 'util2.ts');
    const moved = digest();
    expect(moved).not.toBe(mode);
    fs.appendFileSync(path.join(dir, 'v4.js'), '// more\n');
    git(dir, 'add', 'v4.js');
    expect(digest()).not.toBe(moved);
    expect(indexDigest(Buffer.from('DIRC\0\0\0\x02\0\0\0\x05'))).toBeUndefined();
  });
});
