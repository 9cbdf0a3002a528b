// The engine's scale machinery: worker threads give exactly the single-thread results, in the
// same order, and the result cache is used when the content is unchanged and only then. No
// timings here: speed is measured by the benchmark (npm run bench).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseArgs } from '../src/cli/args.js';
import { main } from '../src/cli/main.js';
import { cacheFile, cacheKey, DEFAULT_CACHE_FILE, ResultCache } from '../src/engine/cache/results.js';
import { runEngine } from '../src/engine/index.js';
import type { EngineOptions, RunResult } from '../src/engine/index.js';
import { WORKER_THRESHOLD } from '../src/engine/worker.js';
import { RULEBOOK_VERSION } from '../src/rulebook/index.js';
import { allRows, editShards, readSignedJson } from './cache-files.js';
import { tempProject as tree } from './support.js';

/** A tree above the worker threshold: mostly files that never call the API, some that do, and problem files. */
function bigTree(): Record<string, string | Uint8Array> {
  const files: Record<string, string | Uint8Array> = {};
  for (let i = 0; i < WORKER_THRESHOLD + 40; i++) {
    const dir = `pkg${i % 7}/src`;
    if (i % 25 === 0) {
      files[`${dir}/client${i}.js`] =
        `import axios from 'axios';\nconst API = 'https://gitlab.example.com/api/v3';\n` +
        `export const jobs${i} = (id) => axios.get(\`\${API}/projects/\${id}/builds\`);\n` +
        `export const owned${i} = () => axios.get(API + '/projects/owned');\n`;
    } else if (i % 61 === 0) {
      files[`${dir}/broken${i}.ts`] = `const url = '/api/v3/projects' +;\n`;
    } else if (i % 67 === 0) {
      files[`${dir}/latin1-${i}.js`] = Uint8Array.from([0x2f, 0x2f, 0x20, 0xe9, 0x0a]);
    } else {
      files[`${dir}/util${i}.ts`] = `export function add${i}(a: number, b: number): number {\n  return a + b + ${i};\n}\n`;
    }
  }
  return files;
}

const withoutTimes = (r: RunResult) => JSON.parse(JSON.stringify(r)) as RunResult;

describe('worker threads', () => {
  it('give the same results, in the same order, as the main thread', async () => {
    const dir = tree(bigTree());
    const base: EngineOptions = { paths: ['.'], cwd: dir };
    const one = await runEngine({ ...base, threads: 1 });
    const many = await runEngine({ ...base, threads: 3 });
    expect(one.summary.findingCount).toBeGreaterThan(0);
    expect(one.errors.length).toBeGreaterThan(0);
    expect(withoutTimes(many)).toEqual(withoutTimes(one));
    expect(many.files.map((f) => f.path)).toEqual([...many.files.map((f) => f.path)].sort());
  });

  it('apply the same fixes as the main thread', async () => {
    const files = bigTree();
    const a = tree(files);
    const b = tree(files);
    const one = await runEngine({ paths: ['.'], cwd: a, fix: true, threads: 1 });
    const many = await runEngine({ paths: ['.'], cwd: b, fix: true, threads: 2 });
    expect(one.summary.filesChanged).toBeGreaterThan(0);
    expect(withoutTimes(many).summary).toEqual(withoutTimes(one).summary);
    for (const name of Object.keys(files)) {
      expect(fs.readFileSync(path.join(b, name)), name).toEqual(fs.readFileSync(path.join(a, name)));
    }
  });

  it('report progress for every file', async () => {
    const dir = tree(bigTree());
    const seen: number[] = [];
    await runEngine({ paths: ['.'], cwd: dir, threads: 2, onProgress: (done) => seen.push(done) });
    expect(seen.length).toBe(WORKER_THRESHOLD + 40);
    expect(seen[seen.length - 1]).toBe(WORKER_THRESHOLD + 40);
  });
});

const CLIENT = "import axios from 'axios';\nexport const jobs = (id) => axios.get('https://gitlab.example.com/api/v3/projects/' + id + '/builds');\n";

/** Marks every cached finding, so that a result served from the cache can be told apart; signed again with this user's secret, as the cache itself would. */
function tamper(file: string): void {
  editShards(file, (data) => {
    for (const e of Object.values(data.results)) for (const f of (e.result as { findings: { message: string }[] }).findings) f.message = 'FROM THE CACHE';
  });
}

describe('--cache', () => {
  for (const threads of [1, 2]) {
    it(`serves unchanged files from the cache and checks changed ones again (threads: ${threads})`, async () => {
      const files: Record<string, string> = threads === 1 ? { 'a.js': CLIENT, 'b.js': CLIENT, 'c.js': 'export const x = 1;\n' } : (bigTree() as Record<string, string>);
      if (threads > 1) Object.assign(files, { 'a.js': CLIENT, 'b.js': CLIENT, 'c.js': 'export const x = 1;\n' });
      const dir = tree(files);
      const options: EngineOptions = { paths: ['.'], cwd: dir, cache: true, threads };
      const first = await runEngine(options);
      const file = path.join(dir, DEFAULT_CACHE_FILE);
      expect(fs.existsSync(file)).toBe(true);
      const stored = allRows(file);
      // A file the prefilter turns away is remembered without a result (the next run need not open it).
      const rows = stored.paths;
      expect(stored.results[rows.indexOf('a.js')]).toBeDefined();
      expect(rows).toContain('c.js');
      expect(stored.results[rows.indexOf('c.js')]).toBeUndefined();

      tamper(file);
      fs.appendFileSync(path.join(dir, 'b.js'), '// changed\n');
      const second = await runEngine(options);
      const messages = (name: string) => second.files.find((f) => f.path === name)!.findings.map((f) => f.message);
      expect(messages('a.js').length).toBeGreaterThan(0);
      expect(messages('a.js').every((m) => m === 'FROM THE CACHE')).toBe(true);
      expect(messages('b.js').some((m) => m === 'FROM THE CACHE')).toBe(false);
      expect(second.summary.findingCount).toBe(first.summary.findingCount);
    });
  }

  it('is thrown away when the options the core gets change', async () => {
    const dir = tree({ 'a.js': CLIENT });
    await runEngine({ paths: ['.'], cwd: dir, cache: true });
    tamper(path.join(dir, DEFAULT_CACHE_FILE));
    const other = await runEngine({ paths: ['.'], cwd: dir, cache: true, serverVersion: '9.0' });
    expect(other.files[0].findings.some((f) => f.message === 'FROM THE CACHE')).toBe(false);
    tamper(path.join(dir, DEFAULT_CACHE_FILE));
    const levels = await runEngine({ paths: ['.'], cwd: dir, cache: true, serverVersion: '9.0', rules: { prefix: 'warning' } });
    expect(levels.files[0].findings.some((f) => f.message === 'FROM THE CACHE')).toBe(false);
  });

  it('is keyed by the tool version, the code of the core and the rulebook version', () => {
    const dir = tree({});
    const file = path.join(dir, 'cache.json');
    const identity = { toolVersion: '1.0.0', rulebookVersion: RULEBOOK_VERSION, analyze: { fixReview: false } };
    const cache = ResultCache.load(file, identity);
    const h = 'a'.repeat(40);
    cache.set('/x.js', { hash: h, result: { findings: [] } });
    return cache.save().then(() => {
      expect(ResultCache.load(file, identity).get('/x.js', h)).toEqual({ findings: [] });
      expect(ResultCache.load(file, identity).get('/x.js', 'b'.repeat(40))).toBeUndefined();
      expect(ResultCache.load(file, { ...identity, toolVersion: '1.0.1' }).get('/x.js', h)).toBeUndefined();
      // A local build of the same version with other core code.
      expect(ResultCache.load(file, { ...identity, code: 'another build' }).get('/x.js', h)).toBeUndefined();
      expect(ResultCache.load(file, { ...identity, rulebookVersion: `${RULEBOOK_VERSION}.1` }).get('/x.js', h)).toBeUndefined();
      expect(cacheKey(identity)).not.toBe(cacheKey({ ...identity, analyze: { fixReview: true } }));
    });
  });

  it('treats an unreadable cache file as empty', async () => {
    const dir = tree({ 'a.js': CLIENT, [DEFAULT_CACHE_FILE]: '{ not json' });
    const r = await runEngine({ paths: ['.'], cwd: dir, cache: true });
    expect(r.summary.findingCount).toBeGreaterThan(0);
    expect(r.errors).toEqual([]);
    expect(readSignedJson(path.join(dir, DEFAULT_CACHE_FILE))).toHaveProperty('format');
    expect(allRows(path.join(dir, DEFAULT_CACHE_FILE)).paths).toContain('a.js');
  });

  it('lives where --cache-location says: a file, or a folder', async () => {
    const dir = tree({ 'src/a.js': CLIENT, 'tmp/.keep': '' });
    expect(await cacheFile(dir, 'tmp')).toBe(path.join(dir, 'tmp', DEFAULT_CACHE_FILE));
    expect(await cacheFile(dir, 'new-folder/')).toBe(path.join(dir, 'new-folder', DEFAULT_CACHE_FILE));
    expect(await cacheFile(dir, 'tmp/my-cache.json')).toBe(path.join(dir, 'tmp', 'my-cache.json'));
    const io = { stdout: { write: () => true }, stderr: { write: () => true }, cwd: dir, isTTY: false, env: {} };
    expect(await main(['src', '--cache-location', 'tmp/my-cache.json', '--format', 'json'], io)).toBe(1);
    expect(fs.existsSync(path.join(dir, 'tmp', 'my-cache.json'))).toBe(true);
  });

  it('leaves --fix results alone: a cached file with something to fix is fixed', async () => {
    const dir = tree({ 'a.js': CLIENT });
    await runEngine({ paths: ['.'], cwd: dir, cache: true });
    const fixed = await runEngine({ paths: ['.'], cwd: dir, cache: true, fix: true });
    expect(fixed.summary.filesChanged).toBe(1);
    expect(fs.readFileSync(path.join(dir, 'a.js'), 'utf8')).toContain('/api/v4/projects/');
  });
});

describe('hook start-up', () => {
  // File names alone skip yargs (a hook's run is mostly start-up); the result must be the same.
  it.each([[[]], [['src/a.js', 'lib/b.ts']], [['only.js']]])('file names %j parse as yargs parses them', async (names) => {
    const fast = await parseArgs(names, '0.0.0');
    // A flag set to its default sends the same names through yargs.
    const slow = await parseArgs([...names, '--format', 'stylish'], '0.0.0');
    expect(fast).toEqual(slow);
  });
});
