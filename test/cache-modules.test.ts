// The build's modules, as the cache's key and a run record keep them (engine/cache/io.ts): listed
// by a walk of their folders (Node 20's recursive readdirSync cost a tenth of an editor's first
// run with the cache), the same list the recursive listing gives; stat'ed once a run.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildModules, buildModuleStats, buildRoot, foldersHold, listingHolds, listModules } from '../src/engine/cache/io.js';
import { tempDir } from './support.js';

describe("the build's modules", () => {
  it('are every script below the build folder but declaration files, sorted: what a recursive listing finds', () => {
    const root = buildRoot();
    const recursive = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.[cm]?[jt]s$/.test(name) && !/\.d\.[cm]?ts$/.test(name) && !name.startsWith(`cjs${path.sep}`) && fs.lstatSync(path.join(root, name)).isFile())
      .sort();
    expect(buildModules()).toEqual(recursive);
    expect(buildModules()).toContain(path.join('engine', 'cache', 'io.ts'));
  });

  it("leave out the CommonJS copy (`cjs/`), which no run of the engine loads", () => {
    const root = tempDir('with-cjs');
    fs.mkdirSync(path.join(root, 'cjs', 'core'), { recursive: true });
    fs.mkdirSync(path.join(root, 'core'), { recursive: true });
    fs.writeFileSync(path.join(root, 'cjs', 'core', 'a.js'), '');
    fs.writeFileSync(path.join(root, 'core', 'a.js'), '');
    const folders: (string | number)[] = [];
    expect(listModules(root, folders)).toEqual([path.join('core', 'a.js')]);
    expect(folders.filter((_, i) => i % 4 === 0)).toEqual([root, path.join(root, 'core')]);
  });

  it('have the stat data of their files, taken once a run', () => {
    const stats = buildModuleStats();
    expect(stats.map((s) => s.name)).toEqual(buildModules());
    for (const s of stats.slice(0, 20)) {
      const st = fs.statSync(s.file);
      expect([s.file, s.size, s.ino, s.ctimeMs]).toEqual([path.join(buildRoot(), s.name), st.size, st.ino, st.ctimeMs]);
    }
    expect(buildModuleStats()).toBe(stats);
  });
});

describe("the build's listing, kept", () => {
  it('stands while every folder has the stat data it had, and not once a name is added to one', () => {
    const root = tempDir('listing');
    fs.mkdirSync(path.join(root, 'core', 'parse'), { recursive: true });
    fs.writeFileSync(path.join(root, 'index.js'), '');
    fs.writeFileSync(path.join(root, 'index.d.ts'), '');
    fs.writeFileSync(path.join(root, 'core', 'parse', 'p.js'), '');
    const folders: (string | number)[] = [];
    expect(listModules(root, folders)).toEqual(['core/parse/p.js', 'index.js'].map((n) => n.split('/').join(path.sep)));
    expect(folders.filter((_, i) => i % 4 === 0)).toEqual([root, path.join(root, 'core'), path.join(root, 'core', 'parse')]);
    expect(foldersHold(folders)).toBe(true);
    // A module added deep down moves its own folder's mtime, which is kept.
    fs.writeFileSync(path.join(root, 'core', 'parse', 'q.js'), '');
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(path.join(root, 'core', 'parse'), later, later);
    expect(foldersHold(folders)).toBe(false);
    expect(foldersHold([])).toBe(false);
  });

  it("stands only for the build it lists: another build's listing (another worktree or install sharing the cache) is not taken, though its folders hold", () => {
    const a = tempDir('build-a');
    const b = tempDir('build-b');
    fs.writeFileSync(path.join(a, 'check-AAAA.js'), '');
    fs.writeFileSync(path.join(b, 'check-BBBB.js'), '');
    const folders: (string | number)[] = [];
    const names = listModules(a, folders);
    expect(listingHolds({ folders, names }, a)).toBe(true);
    // Its names joined to b would name files b does not have: a run of b stat'ed them and stopped.
    expect(listingHolds({ folders, names }, b)).toBe(false);
  });
});
