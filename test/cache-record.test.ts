// The run record (run-record.ts): a --cache check of an unchanged tree prints, byte for byte, what
// a cold run prints, in every format, without the per-file path; anything it was drawn from that
// changes (a file edited, added or deleted, the configuration, an argument, git's index, the
// environment) makes the run take the per-file path, whose report is a cold run's; a damaged
// record is never an error. Runs go as bin.ts runs them: the record first, else main().
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CACHE_FILE } from '../src/engine/cache/location.js';
import { indexChecksum, statCopyFile, trustedStatCopy } from '../src/engine/cache/git-index.js';
import { formatNames } from '../src/formatters/index.js';
import { ageFolders, FILES, git, JSON_ARGS, notReplayed, recordIn, recorded, repo, runBin, THEN, writeOld } from './record-support.js';
import { runCli, tempProject } from './support.js';

describe('a replayed run', () => {
  it.each(formatNames)('prints what a cold run prints, byte for byte: --format %s', async (format) => {
    const dir = repo();
    const cold = await recorded(dir, ['--format', format, '.']);
    expect(cold.code).toBe(1);
    expect(cold.stdout).toContain('client.js');
  });

  it('in colour too, and not for another colour setting', async () => {
    const dir = repo();
    const cold = await recorded(dir, ['.'], { FORCE_COLOR: '1' });
    expect(cold.stdout).toContain('\u001b[');
    await notReplayed(dir, ['.'], { NO_COLOR: '1' });
  });

  it('writes the --output-file again', async () => {
    const dir = repo();
    const args = ['--format', 'sarif', '--output-file', 'report.sarif', '.'];
    const report = path.join(dir, 'report.sarif');
    // The first run adds the report to the folder: the second walks it again, and is recorded.
    await runBin(['--cache', ...args], dir);
    expect((await runBin(['--cache', ...args], dir)).replayed).toBe(false);
    const written = fs.readFileSync(report, 'utf8');
    fs.writeFileSync(report, 'stale');
    const again = await runBin(['--cache', ...args], dir);
    expect(again.replayed).toBe(true);
    expect(fs.readFileSync(report, 'utf8')).toBe(written);
    expect(again.out).toEqual(await runCli(args, dir));
    expect(fs.readFileSync(report, 'utf8')).toBe(written);
  });

  it('writes a JSON --output-file in the tree again: the report is the tool\'s own file, not one of the run', async () => {
    const dir = repo();
    const args = ['--format', 'json', '--output-file', 'report.json', '.'];
    await runBin(['--cache', ...args], dir);
    expect((await runBin(['--cache', ...args], dir)).replayed).toBe(false);
    const report = JSON.parse(fs.readFileSync(path.join(dir, 'report.json'), 'utf8')) as { summary: { filesScanned: number } };
    expect(report.summary.filesScanned).toBe(Object.keys(FILES).length);
    expect((await runBin(['--cache', ...args], dir)).replayed).toBe(true);
  });

  it('works outside git, by the stat data of every file', async () => {
    const dir = tempProject(FILES);
    for (const name of Object.keys(FILES)) fs.utimesSync(path.join(dir, name), THEN(), THEN());
    ageFolders(dir);
    await recorded(dir, JSON_ARGS);
    fs.appendFileSync(path.join(dir, 'util.ts'), "export const u = '/api/v3/projects/owned';\n");
    expect((await notReplayed(dir, JSON_ARGS)).stdout).toContain('util.ts');
  });
});

describe('the record is not used when', () => {
  it('a tracked file was edited', async () => {
    const dir = repo();
    await recorded(dir, JSON_ARGS);
    fs.appendFileSync(path.join(dir, 'util.ts'), "export const u = '/api/v3/projects/owned';\n");
    expect((await notReplayed(dir, JSON_ARGS)).stdout).toContain('util.ts');
  });

  it('a tracked file was rewritten with the same bytes (git cannot tell without reading it)', async () => {
    const dir = repo();
    await recorded(dir, JSON_ARGS);
    fs.writeFileSync(path.join(dir, 'v4.js'), FILES['v4.js']);
    await notReplayed(dir, JSON_ARGS);
  });

  it('an untracked file was added, edited or deleted', async () => {
    const dir = repo();
    writeOld(dir, 'lib/new.js', 'export const n = 1;\n');
    await recorded(dir, JSON_ARGS);
    // Edited in place: the folder's names are the same, the file's stat data is not.
    fs.writeFileSync(path.join(dir, 'lib/new.js'), "fetch('/api/v3/projects/owned');\n");
    expect((await notReplayed(dir, JSON_ARGS)).stdout).toContain('lib/new.js');
    fs.writeFileSync(path.join(dir, 'lib/added.js'), "fetch('/api/v3/projects/owned');\n");
    expect((await notReplayed(dir, JSON_ARGS)).stdout).toContain('lib/added.js');
    fs.rmSync(path.join(dir, 'lib/added.js'));
    expect((await notReplayed(dir, JSON_ARGS)).stdout).not.toContain('lib/added.js');
  });

  it('a file with no extension gained a shebang in place (its folder keeps its mtime)', async () => {
    const dir = repo();
    writeOld(dir, 'bin/tool', 'echo hello\n');
    await recorded(dir, JSON_ARGS);
    const folder = fs.statSync(path.join(dir, 'bin'));
    fs.writeFileSync(path.join(dir, 'bin/tool'), '#!/bin/sh\ncurl "https://gitlab.example.com/api/v3/projects/5/builds"\n');
    fs.utimesSync(path.join(dir, 'bin'), folder.atime, folder.mtime);
    expect((await notReplayed(dir, JSON_ARGS)).stdout).toContain('bin/tool');
  });

  it('a tracked file was deleted', async () => {
    const dir = repo();
    await recorded(dir, JSON_ARGS);
    fs.rmSync(path.join(dir, 'client.js'));
    expect((await notReplayed(dir, JSON_ARGS)).stdout).not.toContain('"client.js"');
  });

  it('a file differing from the index at the record was edited again; not while it stays as it was', async () => {
    const dir = repo();
    writeOld(dir, 'util.ts', "export const u = fetch('/api/v3/projects/owned');\n");
    expect((await recorded(dir, JSON_ARGS)).stdout).toContain('util.ts');
    fs.writeFileSync(path.join(dir, 'util.ts'), 'export const u = 1;\n');
    expect((await notReplayed(dir, JSON_ARGS)).stdout).not.toContain('util.ts');
  });

  it("git's index changed (a file staged, the same blobs otherwise)", async () => {
    const dir = repo();
    writeOld(dir, 'lib/new.js', "fetch('/api/v3/projects/owned');\n");
    await recorded(dir, JSON_ARGS);
    git(dir, 'add', 'lib/new.js');
    await notReplayed(dir, JSON_ARGS);
  });

  it('the configuration changed, or one was added', async () => {
    const dir = repo();
    await recorded(dir, JSON_ARGS);
    const config = path.join(dir, 'gitlab-v4-migrate.config.json');
    fs.writeFileSync(config, JSON.stringify({ rules: { prefix: 'off' } }));
    const { atime, mtime } = fs.statSync(dir);
    fs.utimesSync(dir, atime, mtime);
    const off = await notReplayed(dir, JSON_ARGS);
    expect(off.stdout).not.toContain('"change": "prefix"');
    ageFolders(dir);
    await runBin(['--cache', ...JSON_ARGS], dir);
    expect((await runBin(['--cache', ...JSON_ARGS], dir)).replayed).toBe(true);
    // Edited in place, the folder's mtime put back.
    fs.writeFileSync(config, JSON.stringify({ rules: {} }));
    fs.utimesSync(dir, atime, mtime);
    expect((await notReplayed(dir, JSON_ARGS)).stdout).toContain('"change": "prefix"');
  });

  it('the arguments differ, even in their order only', async () => {
    const dir = repo();
    await recorded(dir, JSON_ARGS);
    await notReplayed(dir, ['--min-confidence', 'high', ...JSON_ARGS]);
    await notReplayed(dir, ['.', '--format', 'json']);
    await notReplayed(dir, ['--quiet', ...JSON_ARGS]);
  });

  it('the baseline named changed', async () => {
    const dir = repo();
    await runCli(['--baseline', 'base.json', '--update-baseline', '.'], dir);
    fs.utimesSync(path.join(dir, 'base.json'), THEN(), THEN());
    ageFolders(dir);
    const args = ['--baseline', 'base.json', ...JSON_ARGS];
    await recorded(dir, args);
    // Written in place without its findings: they are reported again.
    const base = JSON.parse(fs.readFileSync(path.join(dir, 'base.json'), 'utf8')) as { findings: unknown[] };
    expect(base.findings.length).toBeGreaterThan(0);
    fs.writeFileSync(path.join(dir, 'base.json'), JSON.stringify({ ...base, findings: [] }));
    expect((await notReplayed(dir, args)).stdout).toContain('client.js');
  });

  it('the strategy is content, or the run fixes', async () => {
    const dir = repo();
    await recorded(dir, JSON_ARGS);
    await notReplayed(dir, ['--cache-strategy', 'content', ...JSON_ARGS]);
    await runBin(['--cache-strategy', 'content', ...JSON_ARGS], dir);
    expect((await runBin(['--cache-strategy', 'content', ...JSON_ARGS], dir)).replayed).toBe(false);
    expect((await runBin(['--cache', '--fix', ...JSON_ARGS], dir)).replayed).toBe(false);
    expect((await runBin(['--cache', '--fix', ...JSON_ARGS], dir)).replayed).toBe(false);
  });
});

describe("the stat copy of git's index", () => {
  const cacheFile = (dir: string) => path.join(dir, DEFAULT_CACHE_FILE);
  const indexOf = (dir: string) => path.join(dir, '.git', 'index');
  const copiesIn = (dir: string) => fs.readdirSync(dir).filter((n) => n.startsWith(path.basename(statCopyFile(cacheFile(dir), ''))) && !n.endsWith('.mac'));
  const entries = (dir: string, indexFile?: string) =>
    execFileSync('git', ['ls-files', '--stage', '--debug'], { cwd: dir, encoding: 'utf8', env: { ...process.env, ...(indexFile ? { GIT_INDEX_FILE: indexFile } : {}) } })
      .split('\n')
      .filter((l) => !/^\s+(ctime|mtime|dev|uid|size)/.test(l));

  it("is made beside the cache by the run that writes the record, with the index's entries; the index itself is not written", async () => {
    const dir = repo();
    const before = fs.readFileSync(indexOf(dir));
    const mtime = fs.statSync(indexOf(dir)).mtimeMs;
    await recorded(dir, JSON_ARGS);
    const copy = statCopyFile(cacheFile(dir), indexChecksum(before));
    expect(copiesIn(dir)).toEqual([path.basename(copy)]);
    expect(entries(dir, copy)).toEqual(entries(dir));
    expect(fs.readFileSync(indexOf(dir)).equals(before)).toBe(true);
    expect(fs.statSync(indexOf(dir)).mtimeMs).toBe(mtime);
  });

  it('is compared by git once: an index as new as its files (racily clean) gets a copy git wrote after comparing them', async () => {
    const dir = repo();
    // Every file as new as the index: git compares them all by content until the index is written again.
    const newest = Math.max(...Object.keys(FILES).map((f) => fs.statSync(path.join(dir, f)).mtimeMs));
    fs.utimesSync(indexOf(dir), new Date(), new Date(newest));
    const dated = fs.statSync(indexOf(dir)).mtimeMs;
    await recorded(dir, JSON_ARGS);
    const copy = statCopyFile(cacheFile(dir), indexChecksum(fs.readFileSync(indexOf(dir))));
    expect(fs.statSync(copy).mtimeMs).toBeGreaterThan(newest);
    expect(fs.statSync(indexOf(dir)).mtimeMs).toBe(dated);
  });

  it('is refreshed by the next run that writes a record when git could not (its lock taken)', async () => {
    const dir = repo();
    const mtime = fs.statSync(indexOf(dir)).mtimeMs;
    const copy = statCopyFile(cacheFile(dir), indexChecksum(fs.readFileSync(indexOf(dir))));
    fs.writeFileSync(`${copy}.lock`, '');
    await recorded(dir, JSON_ARGS);
    // Dated as the index (to the millisecond below): git judges the same entries racily clean as
    // in the index itself, no fewer (git-index.ts, refreshStatCopy).
    expect(fs.statSync(copy).mtimeMs).toBeLessThanOrEqual(mtime);
    // (A millisecond set through a Date comes back up to a few nanoseconds below it, seconds being a double:
    // an index dated 780.9995 ms gets a copy of 779.99997 ms.)
    expect(fs.statSync(copy).mtimeMs).toBeGreaterThan(mtime - 1 - 1e-3);
    expect(entries(dir, copy)).toEqual(entries(dir));
    fs.rmSync(`${copy}.lock`);
    fs.rmSync(recordIn(dir));
    await notReplayed(dir, JSON_ARGS);
    expect(fs.statSync(copy).mtimeMs).toBeGreaterThan(mtime);
  });

  it("is made again for another index, and the other index's copy kept (two work trees in turn)", async () => {
    const dir = repo();
    await recorded(dir, JSON_ARGS);
    const [first] = copiesIn(dir);
    writeOld(dir, 'lib/new.js', "fetch('/api/v3/projects/owned');\n");
    git(dir, 'add', 'lib/new.js');
    await notReplayed(dir, JSON_ARGS);
    const copies = copiesIn(dir);
    expect(copies.sort()).toEqual([first, path.basename(statCopyFile(cacheFile(dir), indexChecksum(fs.readFileSync(indexOf(dir)))))].sort());
    expect((await runBin(['--cache', ...JSON_ARGS], dir)).replayed).toBe(true);
  });

  it('is what a replay asks git about only while sealed as this user\'s run left it: an edited or damaged copy is not used, and the report is a cold run\'s', async () => {
    const dir = repo();
    const cold = await recorded(dir, JSON_ARGS);
    const [name] = copiesIn(dir);
    const copy = path.join(dir, name);
    // Another blob for v4.js in the copy only: git compares the work tree with the copy.
    const blob = execFileSync('git', ['hash-object', '-w', '--stdin'], { cwd: dir, input: 'other\n', encoding: 'utf8' }).trim();
    execFileSync('git', ['update-index', '--cacheinfo', `100644,${blob},v4.js`], { cwd: dir, env: { ...process.env, GIT_INDEX_FILE: copy } });
    // Its seal no longer holds: git compares the tree with the index itself.
    expect(trustedStatCopy(cacheFile(dir), name.slice(-40))).toBeUndefined();
    const tampered = await runBin(['--cache', ...JSON_ARGS], dir);
    expect(tampered.out).toEqual(cold);
    fs.writeFileSync(copy, 'not an index');
    const damaged = await runBin(['--cache', ...JSON_ARGS], dir);
    expect(damaged.out).toEqual(cold);
    // A run that writes a record makes and seals it again.
    fs.rmSync(recordIn(dir));
    await notReplayed(dir, JSON_ARGS);
    expect(trustedStatCopy(cacheFile(dir), name.slice(-40))).toBe(copy);
    expect(entries(dir, copy)).toEqual(entries(dir));
  });
});

describe('a damaged record', () => {
  const damages: [string, (text: string) => string][] = [
    ['cut short', (t) => t.slice(0, t.length >> 1)],
    ['empty', () => ''],
    ['not JSON', () => 'not json at all'],
    ['of another format', (t) => t.replace(/"format":\d+/, '"format":99')],
    ['an exit code that is a string', (t) => t.replace(/"exitCode":\d+/, '"exitCode":"1"')],
    ['stat data that is not numbers', (t) => t.replace(/"stats":\[/, '"stats":["x","a","b","c","d",')],
    ['watched paths of the wrong count', (t) => t.replace(/"watched":\[/, '"watched":["x",')],
  ];
  it.each(damages)('is ignored and the run goes on: %s', async (_name, damage) => {
    const dir = repo();
    writeOld(dir, 'lib/new.js', 'export const n = 1;\n');
    const cold = await recorded(dir, JSON_ARGS);
    const file = recordIn(dir);
    fs.writeFileSync(file, damage(fs.readFileSync(file, 'latin1')));
    const warm = await runBin(['--cache', ...JSON_ARGS], dir);
    expect(warm.replayed).toBe(false);
    expect(warm.out).toEqual(cold);
    // And it is written whole again.
    expect((await runBin(['--cache', ...JSON_ARGS], dir)).replayed).toBe(true);
  });
});

describe('what a replay loads', () => {
  /** The modules bin.ts loads before it knows whether the record holds: its static imports, and theirs. */
  function staticClosure(entry: string): string[] {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      if (!file.startsWith('/')) return;
      const code = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      // `import type` is erased; `import(` is loaded only when called.
      for (const m of code.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\bfrom\s*)?['"]([^'"]+)['"]/gm)) {
        const spec = m[1];
        visit(spec.startsWith('.') ? path.resolve(path.dirname(file), spec).replace(/\.js$/, '.ts') : spec);
      }
    };
    visit(entry);
    return [...seen];
  }

  it('is node itself and a few engine modules: no parser, argument parser, rulebook or package', () => {
    const src = path.resolve(import.meta.dirname, '../src');
    const rel = (f: string) => (f.startsWith(src) ? path.relative(src, f) : f);
    // bin.ts imports the record's module when the arguments ask for the cache (a hook's run loads none of it).
    expect(staticClosure(path.join(src, 'cli', 'bin.ts')).map(rel)).not.toContain('engine/cache/run-record.ts');
    const loaded = [...staticClosure(path.join(src, 'cli', 'bin.ts')), ...staticClosure(path.join(src, 'engine', 'cache', 'run-record.ts'))].map(rel);
    // config/name.ts: the configuration's file names, constants with no import; cli/compile-cache.ts: where Node keeps compiled code (node: built-ins only);
    // cli/resident/: the --resident client (node: built-ins only, required when asked).
    const own = ['cli/bin.ts', 'cli/compile-cache.ts', 'core/types.ts', 'config/name.ts', ...['client', 'eligible', 'identity', 'protocol'].map((f) => `cli/resident/${f}.ts`)];
    expect(loaded.filter((f) => !f.startsWith('node:') && !f.startsWith('engine/') && !own.includes(f))).toEqual([]);
    expect(loaded).toContain('engine/cache/run-record.ts');
    expect(loaded).not.toContain('engine/cache/results.ts');
    expect(loaded).not.toContain('engine/discover/discover.ts');
  });
});
