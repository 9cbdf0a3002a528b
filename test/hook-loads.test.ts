// A hook's start-up loads only what its files need: the built CLI over 20 named plain files (no
// API call: the prefilter turns each away) loads no parser, no language adapter, no analysis and
// no cache code; a file that calls the API loads the parser; --cache loads the cache. Every ES
// module the process loads is logged by a loader hook, and each chunk of the CLI bundle is named
// by the source files esbuild notes in it (`// src/...`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { explain, ROOT, tempDir, tempProject, V3_CALL } from './support.js';

const BIN = path.join(ROOT, 'dist', 'cli', 'bin.js');

/** The source modules and packages a run of the built CLI loads. */
function loads(files: Record<string, string>, args: string[], env: NodeJS.ProcessEnv = process.env): { sources: string[]; packages: string[]; chunks: number } {
  const dir = tempProject(files);
  const probe = tempDir('loads');
  const log = path.join(probe, 'loaded.txt');
  fs.writeFileSync(path.join(probe, 'hooks.mjs'), `import { appendFileSync } from 'node:fs';\nexport async function load(url, context, next) {\n  appendFileSync(${JSON.stringify(log)}, url + '\\n');\n  return next(url, context);\n}\n`);
  fs.writeFileSync(path.join(probe, 'register.mjs'), `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(path.join(probe, 'hooks.mjs')).href)});\n`);
  const r = spawnSync(process.execPath, ['--import', pathToFileURL(path.join(probe, 'register.mjs')).href, BIN, ...args], { cwd: dir, env, encoding: 'utf8', timeout: 60_000 });
  expect(r.status, explain(r)).not.toBe(2);
  const urls = fs.readFileSync(log, 'utf8').split('\n').filter((u) => u.startsWith('file:'));
  const sources = new Set<string>();
  const packages = new Set<string>();
  let chunks = 0;
  for (const url of urls) {
    const file = fileURLToPath(url);
    const pkg = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(file)?.[1];
    if (pkg) packages.add(pkg);
    else if (file.startsWith(path.join(ROOT, 'dist'))) {
      chunks++;
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/^\/\/ (src\/\S+)$/gm)) sources.add(m[1]);
    }
  }
  return { sources: [...sources].sort(), packages: [...packages].sort(), chunks };
}

/**
 * The Node built-ins a run loads, require() included (process.moduleLoadList at exit). A run of its
 * own: the loader hook above runs on a thread, which loads node:worker_threads itself.
 */
function builtins(files: Record<string, string>, args: string[], env: NodeJS.ProcessEnv = process.env): string[] {
  const dir = tempProject(files);
  const probe = tempDir('builtins');
  const out = path.join(probe, 'builtins.txt');
  fs.writeFileSync(path.join(probe, 'exit.mjs'), `import { writeFileSync } from 'node:fs';\nprocess.on('exit', () => writeFileSync(${JSON.stringify(out)}, process.moduleLoadList.join('\\n')));\n`);
  const r = spawnSync(process.execPath, ['--import', pathToFileURL(path.join(probe, 'exit.mjs')).href, BIN, ...args], { cwd: dir, env, encoding: 'utf8', timeout: 60_000 });
  expect(r.status, explain(r)).not.toBe(2);
  return fs.readFileSync(out, 'utf8').split('\n').filter((m) => m.startsWith('NativeModule ')).map((m) => m.slice('NativeModule '.length));
}

const PLAIN = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`src/f${i}.js`, `export const v${i} = ${i};\n`]));
const NAMES = Object.keys(PLAIN);
const PARSERS = ['oxc-parser', '@typescript-eslint/typescript-estree', 'typescript', '@ast-grep/napi', 'markdown-it', 'yaml'];

describe('a hook over 20 named files', () => {
  it('with no API call loads no parser, adapter, analysis or cache code', () => {
    expect(fs.existsSync(BIN), 'npm run build first').toBe(true);
    const { sources, packages, chunks } = loads(PLAIN, NAMES);
    expect(sources).toContain('src/core/parse/prefilter.ts');
    // The cache's vocabulary, a few lines each, stays: how a check asks a cache (access.ts), the
    // strategies the argument parser lists and their types (shape.ts), git's blob id (path-state.ts),
    // where the cache lives (location.ts) and which runs are light (light.ts).
    const vocabulary = ['access.ts', 'shape.ts', 'path-state.ts', 'location.ts', 'light.ts'].map((f) => `src/engine/cache/${f}`);
    expect(sources.filter((s) => s.startsWith('src/engine/cache/') && !vocabulary.includes(s))).toEqual([]);
    // Of the languages, only the registry's detection data (kinds.ts, registry.ts and each folder's kind.ts): no reader.
    expect(sources.filter((s) => s.startsWith('src/languages/') && !/^src\/languages\/(?:kinds|registry|[\w-]+\/kind)\.ts$/.test(s))).toEqual([]);
    // The formatters render holds through core/decide/holds.ts, which imports no analysis (types only).
    expect(sources.filter((s) => /^src\/core\/(analyze|linter|parse\/parse|extract\/|match\/|decide\/)/.test(s) && s !== 'src/core/decide/holds.ts')).toEqual([]);
    expect(sources.filter((s) => s.startsWith('src/project/'))).toEqual([]);
    expect(packages.filter((p) => PARSERS.includes(p))).toEqual([]);
    // What every start asks of the rulebook (the prefilter's patterns, the rule names) is data
    // derived from it (hints-data.ts, names-data.ts): deriving it at start loaded the rulebook and
    // walked every route. Of the formatters, only the default one, with the run's own chunk.
    expect(sources.filter((s) => s.startsWith('src/rulebook/') && s !== 'src/rulebook/names-data.ts')).toEqual([]);
    expect(sources.filter((s) => s.startsWith('src/formatters/') && !/^src\/formatters\/(index|stylish|by-flag|headline|terms)\.ts$/.test(s))).toEqual([]);
    // What the start-up's profile named (docs/performance.md): no git is run, so no child_process;
    // no worker pool; nothing hashed, so no crypto (seventeen of Node's own modules); no analysis, so no vm; no CommonJS
    // package imported from an ES module (Node's export lexer).
    expect(sources.filter((s) => ['src/engine/worker.ts', 'src/engine/project-pass.ts'].includes(s))).toEqual([]);
    expect(builtins(PLAIN, NAMES).filter((m) => /(^|\/)(child_process|worker_threads|crypto)$|^vm$|cjs-module-lexer/.test(m))).toEqual([]);
    // main's static graph in one chunk (scripts/build-bin.mjs): each file is a resolution, a read
    // and a compilation of Node's module loader. bin.js, main's entry and its chunk (the default
    // format in it), the parts it shares with the run record's replay and with the test for a light
    // run (2 KB: cli/simple-args.ts with engine/cache/light.ts, which bin.ts asks before main): 25 files before the lazily
    // imported modules were found by the build instead of listed, 7 before the default format joined main.
    expect(chunks).toBeLessThanOrEqual(7);
  });

  it('loads the analysis for a file that calls the API, and the cache with --cache', () => {
    const withCall = loads({ ...PLAIN, 'src/f0.js': V3_CALL }, NAMES);
    // The analysis comes from the bundle's CommonJS copy, compiled through node:vm with V8's code
    // cache (engine/load-analysis.ts), not from its ES modules.
    expect(withCall.sources).not.toContain('src/core/analyze.ts');
    expect(builtins({ ...PLAIN, 'src/f0.js': V3_CALL }, NAMES)).toContain('vm');
    // A light run (engine/cache/light.ts) over plain files is its cold run: no cache code; with a
    // file that calls the API, the cache (which keeps no record of it: cache-light.test.ts).
    const light = ['location.ts', 'light.ts', 'access.ts', 'shape.ts', 'path-state.ts'].map((f) => `src/engine/cache/${f}`);
    expect(loads(PLAIN, ['--cache', ...NAMES]).sources.filter((s) => s.startsWith('src/engine/cache/') && !light.includes(s))).toEqual([]);
    const cached = loads({ ...PLAIN, 'src/f0.js': V3_CALL }, ['--cache', ...NAMES]);
    expect(cached.sources).toContain('src/engine/cache/results.ts');
    // A cache entry is keyed by the rulebook's version, not by its rules: the cache loads none of them.
    expect(cached.sources.filter((s) => s.startsWith('src/rulebook/') && s !== 'src/rulebook/names-data.ts' && !withCall.sources.includes(s))).toEqual([]);
  });
});

describe('a hook run a resident server serves (--resident)', () => {
  it('loads the client alone: no parser, rulebook, engine, cache, analysis or main, and no package', async () => {
    const home = tempDir('resident-loads');
    const env: NodeJS.ProcessEnv = { ...process.env, XDG_CACHE_HOME: path.join(home, 'cache'), GL4M_RESIDENT_IDLE: '20' };
    for (const name of ['CI', 'GL4M_RESIDENT']) delete env[name];
    const files = { ...PLAIN, 'src/f0.js': V3_CALL };
    // The first run starts the server (and runs in-process); the next ones are served.
    const first = spawnSync(process.execPath, [BIN, '--resident', ...NAMES], { cwd: tempProject(files), env, encoding: 'utf8' });
    expect(first.status, explain(first)).toBe(1);
    const folder = path.join(home, 'cache', 'gitlab-v4-migrate', 'resident');
    const record = () => (fs.existsSync(folder) ? fs.readdirSync(folder).find((n) => n.endsWith('.json')) : undefined);
    for (let waited = 0; !record() && waited < 15_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    const file = path.join(folder, record()!);
    try {
      const { sources, packages } = loads(files, ['--resident', ...NAMES], env);
      expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ served: 1 });
      expect(sources).toContain('src/cli/resident/client.ts');
      expect(sources.filter((s) => !/^src\/cli\/(bin|compile-cache|resident\/(client|eligible|identity|protocol))\.ts$|^src\/engine\/(private-folder|builtins)\.ts$/.test(s))).toEqual([]);
      expect(packages).toEqual([]);
      const loaded = builtins(files, ['--resident', ...NAMES], env);
      expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ served: 2 });
      expect(loaded.filter((m) => /(^|\/)(child_process|worker_threads|crypto)$|^vm$|cjs-module-lexer/.test(m))).toEqual([]);
    } finally {
      process.kill((JSON.parse(fs.readFileSync(file, 'utf8')) as { pid: number }).pid, 'SIGKILL');
    }
  });
});
