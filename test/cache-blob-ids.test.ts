// A first --cache run over a git work tree keys the files the prefilter turns away by the blob id
// git's index holds for them (git's stat check of the run vouches for them) instead of hashing
// each: that hashing was a third of what --cache added to a cold run of the benchmark corpus. A
// file git does not vouch for (edited, untracked) is hashed, and every report is a cold run's.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { git, repo } from './record-support.js';
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
  it('hashes no file git vouches for that the prefilter turns away; an edited and an untracked one are hashed', async () => {
    const dir = repo(PLAIN);
    const args = ['--format', 'json', '--threads', '1', '.'];
    fs.appendFileSync(path.join(dir, 'lib', 'plain0.js'), '// edited\n');
    fs.writeFileSync(path.join(dir, 'lib', 'new.js'), 'export const n = 1;\n');
    const cold = await runCli(args, dir);
    hashed.blobs = 0;
    const first = await runCli(['--cache', ...args], dir);
    expect(first).toEqual(cold);
    expect(hashed.blobs).toBe(2);
    // The entries git vouched for are trusted while it does: a warm run opens neither, and reports the same.
    hashed.blobs = 0;
    expect(await runCli(['--cache', ...args], dir)).toEqual(cold);
    // Staged, the edit is the index's blob now: its entry is the hash the first run computed.
    git(dir, 'add', 'lib/plain0.js');
    expect(await runCli(['--cache', ...args], dir)).toEqual(await runCli(args, dir));
  });
});
