// A cache shared the ways caches are: one --cache-location for a clone at another path, two work
// trees in turn, a CI job restoring the cache folder into a fresh clone (twice), an editor (one
// file) and a hook (several named files) in turn. Each run over the tree keeps its own run record
// (one a key) and git index copy, so none undoes another's: every step after the first of each
// replays; an editor's or a hook's light run keeps none and leaves theirs; every report is byte for
// byte a cold run's.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexChecksum, trustedStatCopy } from '../src/engine/cache/git-index.js';
import { DEFAULT_CACHE_FILE } from '../src/engine/cache/location.js';
import { recordFilesOf } from '../src/engine/cache/run-record.js';
import { ageFolders, git, repo, runBin, THEN } from './record-support.js';
import { runCli, tempDir } from './support.js';

const CHECK = ['--format', 'json', '.'];

/** A clone of `origin` at `dir`, its files and folders old enough for the walk to be remembered. */
function cloneOld(origin: string, dir: string): string {
  git(path.dirname(dir), 'clone', '-q', origin, dir);
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!name.startsWith('.git')) fs.utimesSync(path.join(dir, name), THEN(), THEN());
  }
  fs.utimesSync(path.join(dir, '.git', 'info', 'exclude'), THEN(), THEN());
  ageFolders(dir);
  return dir;
}

/** A run with the shared cache; its report must be the cold run's of the same arguments there. */
async function step(dir: string, cache: string[], args: string[]) {
  const r = await runBin([...cache, ...args], dir);
  expect(r.out).toEqual(await runCli(args, dir));
  return r.replayed;
}

describe('one cache folder shared', () => {
  it('a clone at another path replays from its first run (the first clone\'s record, by content), and so does the first clone after it', async () => {
    const origin = repo();
    const top = tempDir('shared');
    const cache = ['--cache', '--cache-location', `${path.join(top, 'cache')}/`];
    const a = cloneOld(origin, path.join(top, 'a'));
    const b = cloneOld(origin, path.join(top, 'b'));
    expect(await step(a, cache, CHECK)).toBe(false);
    expect(await step(a, cache, CHECK)).toBe(true);
    expect(await step(b, cache, CHECK)).toBe(true);
    expect(await step(b, cache, CHECK)).toBe(true);
    expect(await step(a, cache, CHECK)).toBe(true);
    expect(await step(b, cache, CHECK)).toBe(true);
  });

  it.each([
    ['a tracked file edited', (b: string) => fs.appendFileSync(path.join(b, 'util.ts'), "export const owned = '/api/v3/projects/owned';\n")],
    ['an untracked file added', (b: string) => fs.writeFileSync(path.join(b, 'lib', 'new.js'), "fetch('https://gitlab.example.com/api/v3/projects');\n")],
    ['another commit checked out', (b: string) => (fs.writeFileSync(path.join(b, 'v5.js'), 'export const v = 5;\n'), git(b, 'add', 'v5.js'), git(b, '-c', 'user.name=T', '-c', 'user.email=t@example.com', 'commit', '-qm', 'v5'))],
    ['a configuration file added', (b: string) => fs.writeFileSync(path.join(b, 'gitlab-v4-migrate.config.json'), JSON.stringify({ rules: { prefix: 'off' } }))],
  ])('a clone at another path that differs (%s) does not replay the first clone\'s record: its report is its own cold run\'s', async (_name, change) => {
    const origin = repo();
    const top = tempDir('moved');
    const cache = ['--cache', '--cache-location', `${path.join(top, 'cache')}/`];
    const a = cloneOld(origin, path.join(top, 'a'));
    const b = cloneOld(origin, path.join(top, 'b'));
    await step(a, cache, CHECK);
    expect(await step(a, cache, CHECK)).toBe(true);
    change(b);
    expect(await step(b, cache, CHECK)).toBe(false);
  });

  it('a record whose arguments name its folder is not moved to another', async () => {
    const origin = repo();
    const top = tempDir('absolute');
    const cache = ['--cache', '--cache-location', `${path.join(top, 'cache')}/`];
    const a = cloneOld(origin, path.join(top, 'a'));
    const b = cloneOld(origin, path.join(top, 'b'));
    // The same absolute argument in both: in b it still names a's files, whatever b holds.
    const args = ['--format', 'json', path.join(a, 'lib')];
    await step(a, cache, args);
    expect(await step(a, cache, args)).toBe(true);
    fs.appendFileSync(path.join(a, 'lib', 'other.js'), "fetch('https://gitlab.example.com/api/v3/projects');\n");
    expect(await step(b, cache, args)).toBe(false);
  });

  it('two work trees in turn each replay', async () => {
    const main = repo();
    const top = tempDir('worktrees');
    const linked = path.join(top, 'linked');
    git(main, 'worktree', 'add', '-q', '--detach', linked);
    fs.utimesSync(path.join(main, '.git', 'worktrees', 'linked'), THEN(), THEN());
    ageFolders(linked);
    for (const f of fs.readdirSync(linked, { recursive: true, encoding: 'utf8' })) if (!f.startsWith('.git')) fs.utimesSync(path.join(linked, f), THEN(), THEN());
    ageFolders(linked);
    const cache = ['--cache', '--cache-location', `${path.join(top, 'cache')}/`];
    const seen = [];
    for (const dir of [main, linked, main, linked, main, linked]) seen.push(await step(dir, cache, CHECK));
    expect(seen).toEqual([false, false, true, true, true, true]);
  });

  it('a CI job restoring the cache into a fresh clone replays, twice, and its second run uses the index copy it made', async () => {
    const origin = repo();
    const top = tempDir('ci');
    const cacheDir = path.join(top, 'cache');
    const saved = path.join(top, 'saved');
    const cache = ['--cache', '--cache-location', `${cacheDir}/`];
    const work = path.join(top, 'work');
    cloneOld(origin, work);
    await step(work, cache, CHECK);
    expect(await step(work, cache, CHECK)).toBe(true);
    for (const job of [1, 2]) {
      fs.cpSync(cacheDir, saved, { recursive: true });
      fs.rmSync(work, { recursive: true, force: true });
      cloneOld(origin, work);
      fs.rmSync(cacheDir, { recursive: true, force: true });
      fs.cpSync(saved, cacheDir, { recursive: true });
      fs.rmSync(saved, { recursive: true, force: true });
      expect(await step(work, cache, CHECK), `job ${job}, first run`).toBe(true);
      // The copy of this clone's index, made after the first replay, sealed for the next.
      const checksum = indexChecksum(fs.readFileSync(path.join(work, '.git', 'index')));
      expect(trustedStatCopy(path.join(cacheDir, '.gitlab-v4-migrate-cache'), checksum)).toBeDefined();
      expect(await step(work, cache, CHECK), `job ${job}, second run`).toBe(true);
    }
  });

  it('an editor (one file) and a hook (named files) in turn print their cold reports, keep no record and leave the tree\'s', async () => {
    const dir = repo();
    const editor = ['--format', 'json', 'client.js'];
    const hook = ['client.js', 'v4.js', 'util.ts', 'lib/other.js'];
    const cache = ['--cache'];
    expect(await step(dir, cache, CHECK)).toBe(false);
    const records = recordFilesOf(path.join(dir, DEFAULT_CACHE_FILE));
    const seen = [];
    for (const args of [editor, hook, editor, hook]) seen.push(await step(dir, cache, args));
    expect(seen).toEqual([false, false, false, false]);
    expect(recordFilesOf(path.join(dir, DEFAULT_CACHE_FILE))).toEqual(records);
    expect(await step(dir, cache, CHECK)).toBe(true);
  });
});
