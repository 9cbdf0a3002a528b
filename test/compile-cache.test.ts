// V8's code cache (Node 22.1+) is code the next run executes: it is asked for only in a folder of
// this user's alone, never in Node's default `<tmpdir>/node-compile-cache`, which every user of the
// machine can fill. Node 20 has no compile cache: the choice of folder is tested here directly.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { enablePrivateCompileCache, privateCompileCacheDir } from '../src/cli/compile-cache.js';
import { tempDir } from './support.js';

const uid = process.getuid?.();
const posix = uid !== undefined;

describe("Node's compile cache", () => {
  it('goes in the user cache folder, made 0700', () => {
    const home = tempDir('ccache');
    const dir = privateCompileCacheDir({ XDG_CACHE_HOME: home });
    expect(dir).toBe(path.join(home, 'gitlab-v4-migrate', 'node-compile-cache'));
    if (posix) expect(fs.statSync(dir!).mode & 0o077).toBe(0);
  });

  it.skipIf(!posix)('is refused where others can write the folder, or it is a link', () => {
    const home = tempDir('ccache-open');
    const dir = path.join(home, 'gitlab-v4-migrate', 'node-compile-cache');
    fs.mkdirSync(dir, { recursive: true });
    fs.chmodSync(dir, 0o777);
    expect(privateCompileCacheDir({ XDG_CACHE_HOME: home })).toBeUndefined();
    fs.chmodSync(dir, 0o700);
    fs.chmodSync(path.dirname(dir), 0o777);
    expect(privateCompileCacheDir({ XDG_CACHE_HOME: home })).toBeUndefined();

    const linked = tempDir('ccache-link');
    const elsewhere = tempDir('ccache-elsewhere');
    fs.mkdirSync(path.join(linked, 'gitlab-v4-migrate'));
    fs.symlinkSync(elsewhere, path.join(linked, 'gitlab-v4-migrate', 'node-compile-cache'));
    expect(privateCompileCacheDir({ XDG_CACHE_HOME: linked })).toBeUndefined();
  });

  it.skipIf(!posix)("is refused in another user's folder", () => {
    const home = tempDir('ccache-owner');
    fs.mkdirSync(path.join(home, 'gitlab-v4-migrate', 'node-compile-cache'), { recursive: true, mode: 0o700 });
    expect(privateCompileCacheDir({ XDG_CACHE_HOME: home }, uid! + 1)).toBeUndefined();
  });

  it("is never Node's default folder, and the user's own choice or refusal stands", () => {
    const home = tempDir('ccache-enable');
    const asked: string[] = [];
    const enable = (d: string) => asked.push(d);
    expect(enablePrivateCompileCache(enable, { XDG_CACHE_HOME: home })).toBe(path.join(home, 'gitlab-v4-migrate', 'node-compile-cache'));
    expect(enablePrivateCompileCache(enable, { XDG_CACHE_HOME: home, NODE_COMPILE_CACHE: '/somewhere' })).toBeUndefined();
    expect(enablePrivateCompileCache(enable, { XDG_CACHE_HOME: home, NODE_DISABLE_COMPILE_CACHE: '1' })).toBeUndefined();
    expect(enablePrivateCompileCache(undefined, { XDG_CACHE_HOME: home })).toBeUndefined();
    expect(asked).toEqual([path.join(home, 'gitlab-v4-migrate', 'node-compile-cache')]);
    // A Node with no compile cache (20): nothing is made.
    const none = tempDir('ccache-none');
    enablePrivateCompileCache(undefined, { XDG_CACHE_HOME: none });
    expect(fs.readdirSync(none)).toEqual([]);
  });
});
