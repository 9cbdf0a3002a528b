// A first --cache run over a git work tree keys the files the prefilter turns away by the blob id
// git's index holds for them (git's stat check of the run vouches for them) instead of hashing
// each: that hashing was a third of what --cache added to a cold run of the benchmark corpus. Its
// files are processed while git reads its view (the run defers: ResultCache.deferView), and are
// keyed after the report: a file git does not vouch for (edited, untracked) that the prefilter
// turned away has no entry (the next run that is not a replay reads and keys it); every report is
// a cold run's.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CACHE_FILE } from '../src/engine/cache/results.js';
import { readSignedJson, shardFiles, turnedAwayBlobs, type StoredRows } from './cache-files.js';
import { ageFolders, git, repo, runBin, writeOld } from './record-support.js';
import { runCli } from './support.js';

// Every blob id computed for a file the prefilter turned away: the SHA-1 of `blob <size>\0` and its bytes (access.ts).
const hashed = vi.hoisted(() => ({ blobs: 0 }));
const counting = vi.hoisted(() => (real: typeof import('node:crypto')): typeof import('node:crypto') => {
  const createHash = ((algorithm: string, options?: unknown) => {
    const h = real.createHash(algorithm, options as never);
    if (algorithm !== 'sha1') return h;
    const update = h.update.bind(h);
    let first = true;
    h.update = ((data: unknown, encoding?: unknown) => {
      // Those of files the prefilter turned away (the walk hashes a watched file too new for its stat data).
      if (first && typeof data === 'string' && data.startsWith('blob ') && /\bunneeded/.test(new Error().stack ?? '')) hashed.blobs++;
      first = false;
      return update(data as never, encoding as never);
    }) as typeof h.update;
    return h;
  }) as typeof real.createHash;
  return { ...real, createHash };
});
vi.mock('node:crypto', async (importOriginal) => {
  const counted = counting(await importOriginal<typeof import('node:crypto')>());
  return { ...counted, default: counted };
});
// The engine's modules a hook loads take node:crypto on first use (engine/crypto.ts): the same counting module.
vi.mock('../src/engine/crypto.js', async () => {
  const counted = counting(await vi.importActual<typeof import('node:crypto')>('node:crypto'));
  return { crypto: () => counted };
});

const PLAIN = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`lib/plain${i}.js`, `export const v${i} = ${i};\n`]));

describe('a first --cache run in a git work tree', () => {
  it('hashes no file the prefilter turns away, and keys those git vouches for by their blob ids after the report', async () => {
    const dir = repo(PLAIN);
    const args = ['--format', 'json', '--threads', '1', '.'];
    // Written a minute ago: stat data old enough for the run record to trust.
    writeOld(dir, 'lib/plain0.js', `${PLAIN['lib/plain0.js']}// edited\n`);
    writeOld(dir, 'lib/new.js', 'export const n = 1;\n');
    ageFolders(dir);
    const cold = await runCli(args, dir);
    hashed.blobs = 0;
    const first = await runCli(['--cache', ...args], dir);
    expect(first).toEqual(cold);
    expect(hashed.blobs).toBe(0);
    // Git's blob id for each file it vouched for, in the set of blobs turned away, with the size git saw; no row of any
    // of them, and nothing of the edited or the untracked file.
    const cacheFile = path.join(dir, DEFAULT_CACHE_FILE);
    const away = turnedAwayBlobs(cacheFile);
    for (let i = 1; i < 12; i++) expect(away.has(blobOf(dir, `lib/plain${i}.js`))).toBe(true);
    expect(away.size).toBe(11);
    expect(away.has(blobOf(dir, 'lib/plain0.js'))).toBe(false);
    expect(keyedRows(cacheFile).size).toBe(0);
    // The record of the first run holds (the stat data of the edited and the untracked file were taken as they were read).
    expect((await runBin(['--cache', ...args], dir)).replayed).toBe(true);
    // Staged, the edit is the index's blob now: the run that is not a replay keys it by git's id, and hashes the untracked file.
    git(dir, 'add', 'lib/plain0.js');
    hashed.blobs = 0;
    expect(await runCli(['--cache', ...args], dir)).toEqual(await runCli(args, dir));
    expect(hashed.blobs).toBe(1);
    expect(keyedRows(path.join(dir, DEFAULT_CACHE_FILE)).get('lib/plain0.js')?.hash).toBe(git(dir, 'ls-files', '-s', 'lib/plain0.js').split(' ')[1]);
  });

  it("keeps a blob turned away for its file's name out of the set: the same bytes at a path read by their text are read", async () => {
    // A declaration file is turned away whatever it holds (core/parse/prefilter.ts): its blob keys its own entry only.
    const client = "import axios from 'axios';\nexport const owned = () => axios.get('https://gitlab.example.com/api/v3/projects/owned');\n";
    const dir = repo({ ...PLAIN, 'types/client.d.ts': client, 'src/client.ts': 'export const x = 1;\n' });
    ageFolders(dir);
    const args = ['--format', 'json', '--threads', '1', '.'];
    await runCli(['--cache', ...args], dir);
    const away = turnedAwayBlobs(path.join(dir, DEFAULT_CACHE_FILE));
    expect(away.has(blobOf(dir, 'lib/plain1.js'))).toBe(true);
    expect(away.has(blobOf(dir, 'types/client.d.ts'))).toBe(false);
    // The declaration file's bytes committed as a client: git vouches for its blob, which the set does not hold.
    fs.writeFileSync(path.join(dir, 'src/client.ts'), client);
    git(dir, 'add', '.');
    git(dir, 'commit', '-qm', 'a client');
    const cold = await runCli(args, dir);
    expect(cold.stdout).toContain('9.0/13');
    expect(await runCli(['--cache', ...args], dir)).toEqual(cold);
  });

  it('on worker threads too (over 400 files): the same entries as on one thread, and the same report', async () => {
    const files = Object.fromEntries(Array.from({ length: 420 }, (_, i) => [`lib/p${i}.js`, `export const v${i} = ${i};\n`]));
    const dir = repo({ ...files, 'src/client.js': "import axios from 'axios';\nexport const p = () => axios.get('https://gitlab.example.com/api/v3/projects');\n" });
    ageFolders(dir);
    const args = ['--format', 'json', '--threads', '2', '.'];
    const cold = await runCli(args, dir);
    expect(await runCli(['--cache', ...args], dir)).toEqual(cold);
    const cacheFile = path.join(dir, DEFAULT_CACHE_FILE);
    const away = turnedAwayBlobs(cacheFile);
    for (let i = 0; i < 420; i++) expect(away.has(blobOf(dir, `lib/p${i}.js`))).toBe(true);
    const blobs = new Map(git(dir, 'ls-files', '-s').trim().split('\n').map((l) => [l.split('\t')[1], l.split(' ')[1]] as const));
    expect(keyedRows(cacheFile).get('src/client.js')?.hash).toBe(blobs.get('src/client.js'));
    expect((await runBin(['--cache', ...args], dir)).replayed).toBe(true);
  });
});

/** A tracked file's blob id in the index, with its size: as turnedAwayBlobs lists it. */
function blobOf(dir: string, file: string): string {
  return `${git(dir, 'ls-files', '-s', file).split(' ')[1]} ${fs.statSync(path.join(dir, file)).size}`;
}

/** Each stored row's blob id and numbers (size, mtime, inode, ctime), by path. */
function keyedRows(cacheFile: string): Map<string, { hash: string; numbers: unknown[] }> {
  const out = new Map<string, { hash: string; numbers: unknown[] }>();
  for (const f of shardFiles(cacheFile)) {
    const d = readSignedJson(f) as StoredRows;
    d.paths.split('\0').forEach((p, k) => out.set(p, { hash: d.hashes.slice(k * 40, (k + 1) * 40), numbers: d.numbers.slice(k * 4, (k + 1) * 4) }));
  }
  return out;
}
