// A light run (a few named files with --cache: an editor's, a hook's; engine/cache/light.ts) is its
// cold run where the prefilter turns every file away: it loads no cache code, reads and writes
// nothing of the cache and keeps no run record. A file the prefilter lets through opens the cache:
// its entry is kept, and the next run over the same content reads it instead of checking again.
// Run through the built CLI, as a hook runs it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CACHE_FILE } from '../src/engine/cache/location.js';
import { SECRET_ENV } from '../src/engine/cache/trust.js';
import { repo } from './record-support.js';
import { explain, ROOT, V3_CALL } from './support.js';

const BIN = path.join(ROOT, 'dist', 'cli', 'bin.js');
const PLAIN = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`src/f${i}.js`, `export const v${i} = ${i};\n`]));
const NAMES = Object.keys(PLAIN);

/** The built CLI in `dir` with `args`; the secret of the cache's digests given, as a CI job gives it. */
function bin(dir: string, args: string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, [SECRET_ENV]: 'one' }, timeout: 60_000 });
  expect(r.status, explain(r)).not.toBe(2);
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The cache's files in `dir`, with their modification times. */
const cacheFiles = (dir: string) =>
  Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((n) => n.startsWith(DEFAULT_CACHE_FILE))
      .map((n) => [n, fs.statSync(path.join(dir, n)).mtimeMs]),
  );

describe('a light run (named files with --cache)', () => {
  it('over files the prefilter turns away reads and writes nothing of the cache and keeps no record', () => {
    expect(fs.existsSync(BIN), 'npm run build first').toBe(true);
    const dir = repo({ ...PLAIN, 'src/api.js': V3_CALL });
    const cold = bin(dir, NAMES);
    for (let i = 0; i < 2; i++) expect(bin(dir, ['--cache', ...NAMES])).toEqual(cold);
    expect(cacheFiles(dir)).toEqual({});
  });

  it('with a file the prefilter lets through keeps its entry, read by the next run over the same content, and no record', () => {
    const dir = repo({ ...PLAIN, 'src/api.js': V3_CALL });
    const args = ['--cache', '--format', 'json', ...NAMES, 'src/api.js'];
    const cold = bin(dir, args.slice(1));
    expect(bin(dir, args)).toEqual(cold);
    const first = cacheFiles(dir);
    expect(Object.keys(first)).toContain(`${DEFAULT_CACHE_FILE}-code`);
    expect(Object.keys(first).some((n) => n.includes('-files-'))).toBe(true);
    expect(Object.keys(first).filter((n) => n.includes('-run-') || n.includes('-walk-'))).toEqual([]);
    // The same content again: the entry answers, so nothing of the cache is written again.
    expect(bin(dir, args)).toEqual(cold);
    expect(cacheFiles(dir)).toEqual(first);
    // Edited: checked again, and its new entry written.
    fs.appendFileSync(path.join(dir, 'src/api.js'), V3_CALL);
    const edited = bin(dir, args.slice(1));
    expect(bin(dir, args)).toEqual(edited);
    expect(cacheFiles(dir)).not.toEqual(first);
  });
});
