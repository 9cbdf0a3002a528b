// The built CLI compiles the analysis from its CommonJS copy with V8's code cache
// (engine/load-analysis.ts). The cache is code the next run executes: it is kept only in a folder of
// this user's alone, named by the script's hash and the Node that made it, and a cache that is not
// the tool's (garbage, a link, a folder others can write) is not run. A report never depends on it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { explain, ROOT, tempDir, tempProject, V3_CALL } from './support.js';

const BIN = path.join(ROOT, 'dist', 'cli', 'bin.js');
const posix = process.getuid?.() !== undefined;

function run(cwd: string, env: NodeJS.ProcessEnv, bin = BIN): string {
  const r = spawnSync(process.execPath, [bin, '--format', 'json', 'client.js'], { cwd, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60_000 });
  expect(r.status, explain(r)).toBe(1);
  return r.stdout;
}

const cacheDir = (home: string) => path.join(home, 'gitlab-v4-migrate', 'v8-code-cache');
const cacheFiles = (home: string) => (fs.existsSync(cacheDir(home)) ? fs.readdirSync(cacheDir(home)) : []);

describe("the analysis's code cache", () => {
  const project = tempProject({ 'client.js': `import axios from 'axios';\n${V3_CALL}` });

  it('is written by the first run in a private folder and used by the next, with the same report', () => {
    expect(fs.existsSync(path.join(ROOT, 'dist', 'cli', 'analysis.cjs')), 'npm run build first').toBe(true);
    const home = tempDir('v8cache');
    const first = run(project, { XDG_CACHE_HOME: home });
    const [name] = cacheFiles(home);
    expect(name).toMatch(new RegExp(`^analysis-[0-9a-f]{32}-\\d+-\\d+-\\d+-${process.version.replace(/\./g, '\\.')}-${process.arch}\\.bin$`));
    const file = path.join(cacheDir(home), name);
    if (posix) {
      expect(fs.statSync(cacheDir(home)).mode & 0o077).toBe(0);
      expect(fs.statSync(file).mode & 0o077).toBe(0);
    }
    const before = fs.statSync(file);
    expect(run(project, { XDG_CACHE_HOME: home })).toBe(first);
    // Accepted by V8, so not written again.
    const after = fs.statSync(file);
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
    expect(cacheFiles(home)).toEqual([name]);
  });

  it('is neither read nor written when compile caches are turned off, and the report is the same', () => {
    const home = tempDir('v8cache-off');
    const withCache = run(project, { XDG_CACHE_HOME: tempDir('v8cache-on') });
    expect(run(project, { XDG_CACHE_HOME: home, NODE_DISABLE_COMPILE_CACHE: '1' })).toBe(withCache);
    expect(cacheFiles(home)).toEqual([]);
  });

  it('that is not V8\'s own is refused by V8 and made again', () => {
    const home = tempDir('v8cache-garbage');
    const report = run(project, { XDG_CACHE_HOME: home });
    const file = path.join(cacheDir(home), cacheFiles(home)[0]);
    const made = fs.readFileSync(file);
    fs.writeFileSync(file, Buffer.alloc(made.length, 0x5a), { mode: 0o600 });
    expect(run(project, { XDG_CACHE_HOME: home })).toBe(report);
    expect(fs.readFileSync(file).equals(Buffer.alloc(made.length, 0x5a))).toBe(false);
  });

  it.skipIf(!posix)('is not read through a link, nor from a folder others can write', () => {
    const home = tempDir('v8cache-link');
    const report = run(project, { XDG_CACHE_HOME: home });
    const name = cacheFiles(home)[0];
    const file = path.join(cacheDir(home), name);
    // A link to a file elsewhere (the tool's own bytes, even): not followed, and replaced by a file.
    const elsewhere = path.join(tempDir('v8cache-elsewhere'), 'cache.bin');
    fs.copyFileSync(file, elsewhere);
    fs.rmSync(file);
    fs.symlinkSync(elsewhere, file);
    expect(run(project, { XDG_CACHE_HOME: home })).toBe(report);
    expect(fs.lstatSync(file).isSymbolicLink()).toBe(false);

    const open = tempDir('v8cache-open');
    fs.mkdirSync(cacheDir(open), { recursive: true });
    fs.chmodSync(cacheDir(open), 0o777);
    expect(run(project, { XDG_CACHE_HOME: open })).toBe(report);
    expect(cacheFiles(open)).toEqual([]);
  });

  it('is not needed: a bundle without the script imports the analysis as an ES module, with the same report', () => {
    // The bundle copied without analysis.cjs, beside the repository's packages.
    const copy = tempDir('bundle-copy');
    fs.cpSync(path.join(ROOT, 'dist', 'cli'), path.join(copy, 'dist', 'cli'), { recursive: true, filter: (f) => !f.endsWith('analysis.cjs') });
    fs.copyFileSync(path.join(ROOT, 'package.json'), path.join(copy, 'package.json'));
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'junction');
    const home = tempDir('v8cache-esm');
    expect(run(project, { XDG_CACHE_HOME: home }, path.join(copy, 'dist', 'cli', 'bin.js'))).toBe(run(project, { XDG_CACHE_HOME: tempDir('v8cache-cjs') }));
    expect(cacheFiles(home)).toEqual([]);
  });
});
