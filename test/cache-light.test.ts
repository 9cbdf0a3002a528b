// A run over a few named files with --cache (an editor's, a hook's) does what its cold run does
// and what its record needs, nothing more (engine/cache/results.ts, ResultCache.keyed): the
// cache's key (a stat of every module of the build) is taken only when a file the prefilter lets
// through asks the cache; the record of a run that used no result of the cache lists the code its
// thread ran (the CLI's bundle: io.ts, threadModuleStats), and is signed as every record is: a
// tampered or foreign one is not believed. Run through the built CLI, as a hook runs it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { asciiJson, DEFAULT_CACHE_FILE, listModules } from '../src/engine/cache/io.js';
import { SECRET_ENV, sign } from '../src/engine/cache/trust.js';
import { recordFilesOf } from '../src/engine/cache/run-record.js';
import { recordJson, repo } from './record-support.js';
import { explain, ROOT, tempDir, V3_CALL } from './support.js';

const BIN = path.join(ROOT, 'dist', 'cli', 'bin.js');
const PLAIN = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`src/f${i}.js`, `export const v${i} = ${i};\n`]));
const NAMES = Object.keys(PLAIN);

/** The built CLI in `dir` with `args`; the secret of the cache's digests given, as a CI job gives it. */
function bin(dir: string, args: string[], secret = 'one', entry = BIN): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [entry, ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, [SECRET_ENV]: secret }, timeout: 60_000 });
  expect(r.status, explain(r)).not.toBe(2);
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A record's code list: path, size, ctime… */
const codeOf = (file: string) => recordJson<{ code: (string | number)[] }>(file).code.filter((_, i) => i % 3 === 0) as string[];

describe('a run over named files with --cache', () => {
  it('over files the prefilter turns away takes no key and reads no cache file, and its record lists the bundle it ran', () => {
    expect(fs.existsSync(BIN), 'npm run build first').toBe(true);
    // The package as installed (dist, package.json, node_modules): a module of it is written below.
    const pkg = tempDir('installed');
    fs.cpSync(path.join(ROOT, 'dist'), path.join(pkg, 'dist'), { recursive: true, filter: (f) => !f.endsWith('.map') && !f.includes(`${path.sep}cjs`) });
    fs.copyFileSync(path.join(ROOT, 'package.json'), path.join(pkg, 'package.json'));
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(pkg, 'node_modules'), 'junction');
    const entry = path.join(pkg, 'dist', 'cli', 'bin.js');
    const dir = repo({ ...PLAIN, 'src/api.js': V3_CALL });
    const cache = path.join(dir, DEFAULT_CACHE_FILE);
    const cold = bin(dir, NAMES, 'one', entry);
    expect(bin(dir, ['--cache', ...NAMES], 'one', entry)).toEqual(cold);
    // Neither the cache file nor the code's memo: nothing of the cache was asked.
    expect(fs.readdirSync(dir).filter((n) => n.startsWith(DEFAULT_CACHE_FILE) && !n.includes('-run-'))).toEqual([]);
    const [record] = recordFilesOf(cache);
    const code = codeOf(record);
    const bundle = path.join(pkg, 'dist', 'cli');
    expect(code.length).toBeGreaterThan(0);
    // The bundle's folder (and the compiled modules of src/cli/resident/ below it).
    expect(code.filter((f) => !f.startsWith(bundle + path.sep))).toEqual([]);
    expect(code).toEqual(listModules(bundle, []).map((n) => path.join(bundle, n)));
    // Replayed while that code is unchanged: the record is used (its date moved), not written again (a new file).
    const { ino } = fs.statSync(record);
    expect(bin(dir, ['--cache', ...NAMES], 'one', entry)).toEqual(cold);
    expect(fs.statSync(record).ino).toBe(ino);
    // A module of the bundle written again (a new ctime): not replayed, and written again.
    const chunk = path.join(bundle, listModules(bundle, []).find((n) => n.startsWith('chunk-'))!);
    const { atime, mtime } = fs.statSync(chunk);
    fs.writeFileSync(chunk, fs.readFileSync(chunk));
    fs.utimesSync(chunk, atime, mtime);
    expect(bin(dir, ['--cache', ...NAMES], 'one', entry)).toEqual(cold);
    expect(fs.statSync(record).ino).not.toBe(ino);
  });

  it('with a file the prefilter lets through takes the key, and its record lists every module of the build', () => {
    const dir = repo({ ...PLAIN, 'src/api.js': V3_CALL });
    const args = ['--cache', '--format', 'json', ...NAMES, 'src/api.js'];
    const cold = bin(dir, args.slice(1));
    expect(bin(dir, args)).toEqual(cold);
    expect(fs.existsSync(`${path.join(dir, DEFAULT_CACHE_FILE)}-code`)).toBe(true);
    const code = codeOf(recordFilesOf(path.join(dir, DEFAULT_CACHE_FILE))[0]);
    expect(code.some((f) => f.startsWith(path.join(ROOT, 'dist', 'core') + path.sep))).toBe(true);
    expect(bin(dir, args)).toEqual(cold);
  });

  it('writes a signed record: edited, or signed with another secret, it is not replayed', () => {
    const dir = repo({ ...PLAIN, 'src/api.js': V3_CALL });
    const args = ['--cache', '--format', 'json', ...NAMES];
    const cold = bin(dir, args.slice(1));
    bin(dir, args);
    const [record] = recordFilesOf(path.join(dir, DEFAULT_CACHE_FILE));
    const text = fs.readFileSync(record, 'latin1');
    expect(text).toMatch(/^glv4m-mac1 [0-9a-f]{64}\n/);
    // What an attacker writes: another report, under the digest of the record it edits.
    const [head, body] = [text.slice(0, text.indexOf('\n') + 1), text.slice(text.indexOf('\n') + 1)];
    const forged = asciiJson({ ...(JSON.parse(body) as object), stdout: '{}\n' });
    fs.writeFileSync(record, head + forged);
    expect(bin(dir, args)).toEqual(cold);
    // Signed with a secret that is not this job's (another job's cache, restored here).
    process.env[SECRET_ENV] = 'two';
    fs.writeFileSync(record, sign(forged)!);
    expect(bin(dir, args)).toEqual(cold);
    // The digest is what stands between: with that secret, the same file is believed.
    fs.writeFileSync(record, sign(forged)!);
    expect(bin(dir, args, 'two').stdout).toBe('{}\n');
  });
});
