// What a cache miss adds is bounded by construction: a run reads and writes the shards of the
// files it touches, not the whole cache (engine/cache/shards.ts); the cache and the record are
// written after the report is out, and a cache that cannot be written changes neither the report
// nor the exit code (cli/main.ts).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.js';
import { DEFAULT_CACHE_FILE } from '../src/engine/cache/location.js';
import { SHARDS, shardFile, shardOf } from '../src/engine/cache/shards.js';
import { allRows, shardFiles } from './cache-files.js';
import { runCli, tempProject, V3_CALL } from './support.js';

/** Many files, so that they fall into most shards; two with a v3 call. */
function bigProject(): { dir: string; names: string[] } {
  const files: Record<string, string> = {};
  for (let i = 0; i < 600; i++) files[`src/m${i}.js`] = `export const v${i} = ${i};\n`;
  files['src/api0.js'] = `export const get = (id) => ${V3_CALL}`;
  files['src/api1.js'] = `export const get = (id) => ${V3_CALL}`;
  return { dir: tempProject(files), names: Object.keys(files) };
}

const mtimes = (files: string[]) => new Map(files.map((f) => [f, fs.statSync(f).mtimeMs]));

describe('a cache miss', () => {
  it('of a run over named files reads and writes no shard for a file the prefilter turns away, and only the shard of a file it checks', async () => {
    const { dir } = bigProject();
    const cache = path.join(dir, DEFAULT_CACHE_FILE);
    await runCli(['--cache', '--format', 'json', '.'], dir);
    const shards = shardFiles(cache);
    // 602 paths spread over most of the 256 shards.
    expect(shards.length).toBeGreaterThan(SHARDS / 2);
    const before = mtimes(shards);
    const walks = () => fs.readdirSync(dir).filter((n) => n.startsWith(`${DEFAULT_CACHE_FILE}-walk-`));
    const walksBefore = walks();
    // A hook's run over three named files, one of them new to the cache, one with a v3 call: the
    // plain ones are read as a cold run reads them (a shard costs more than the file), the one
    // the prefilter lets through is looked up (a shard instead of a parse).
    fs.writeFileSync(path.join(dir, 'src/new.js'), 'export const n = 1;\n');
    const named = ['src/new.js', 'src/api0.js', 'src/m7.js'];
    await new Promise((resolve) => setTimeout(resolve, 20));
    const hook = await runCli(['--cache', '--format', 'json', ...named], dir);
    expect(hook).toEqual(await runCli(['--format', 'json', ...named], dir));
    const changed = [...mtimes(shardFiles(cache))].filter(([f, t]) => before.get(f) !== t).map(([f]) => f);
    expect(changed.filter((f) => f !== shardFile(cache, shardOf('src/api0.js')))).toEqual([]);
    expect(allRows(cache).paths).not.toContain('src/new.js');
    // No walk is kept for it: its run record keeps its own.
    expect(walks()).toEqual(walksBefore);
  });

  it('writes the cache after the report: nothing of it is there while the report is written', async () => {
    const { dir } = bigProject();
    const cache = path.join(dir, DEFAULT_CACHE_FILE);
    const seen: boolean[] = [];
    let stdout = '';
    const io = {
      stdout: { write: (s: string) => (seen.push(fs.readdirSync(dir).some((n) => n.startsWith(DEFAULT_CACHE_FILE))), (stdout += s)) },
      stderr: { write: () => true },
      cwd: dir,
      isTTY: false,
      env: {},
    };
    const code = await main(['--cache', '--format', 'json', '.'], io);
    const cold = await runCli(['--format', 'json', '.'], dir);
    expect({ code, stdout }).toEqual({ code: cold.code, stdout: cold.stdout });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((s) => !s)).toBe(true);
    expect(fs.existsSync(cache)).toBe(true);
    expect(shardFiles(cache).length).toBeGreaterThan(0);
  });

  it('that cannot be written changes neither the report nor the exit code, and is said', async () => {
    const { dir } = bigProject();
    const cache = path.join(dir, DEFAULT_CACHE_FILE);
    // Every shard's name taken by a folder: no shard can be renamed into place.
    for (let n = 0; n < SHARDS; n++) fs.mkdirSync(shardFile(cache, n));
    const cold = await runCli(['--format', 'json', '.'], dir);
    const r = await runCli(['--cache', '--format', 'json', '.'], dir);
    expect({ code: r.code, stdout: r.stdout }).toEqual({ code: cold.code, stdout: cold.stdout });
    expect(r.stderr).toMatch(/cannot write the cache/);
  });
});
