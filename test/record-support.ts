// Helpers of the run record's tests (cache-record.test.ts, cache-fresh-clone.test.ts): committed
// git work trees with old stat data, and runs made as bin.ts makes them.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { DEFAULT_CACHE_FILE } from '../src/engine/cache/location.js';
import { recordFilesOf } from '../src/engine/cache/run-record.js';
import { runCli, tempProject } from './support.js';

// Git as the user has it would leak into the repositories made here (tests may run in a hook).
for (const k of Object.keys(process.env)) if (k.startsWith('GIT_')) delete process.env[k];

/** The run record in `dir`'s default cache (the most recently used, when there are several: one a key). */
export function recordIn(dir: string, cacheFile = path.join(dir, DEFAULT_CACHE_FILE)): string {
  const [file] = recordFilesOf(cacheFile);
  expect(file, 'a run record').toBeDefined();
  return file;
}

/** A record's JSON, without the keyed digest in front of it (trust.ts). */
export function recordJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'latin1').replace(/^[^\n]*\n/, '')) as T;
}

/** A run as bin.ts makes it; `replayed`: the record printed it. */
export async function runBin(args: string[], cwd: string, env: Record<string, string> = {}) {
  const { replay } = await import('../src/engine/cache/run-record.js');
  const { main } = await import('../src/cli/main.js');
  let stdout = '';
  let stderr = '';
  const io = { stdout: { write: (s: string) => (stdout += s) }, stderr: { write: (s: string) => (stderr += s) }, cwd, isTTY: false, env };
  // bin.ts looks for no record of a light run (engine/cache/light.ts).
  const { lightArgs } = await import('../src/cli/simple-args.js');
  const replayed = lightArgs(args, cwd) ? undefined : await replay(args, io);
  const code = replayed ?? (await main(args, io));
  return { out: { code, stdout, stderr }, replayed: replayed !== undefined };
}

export function git(dir: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd: dir, encoding: 'utf8' });
}

export const THEN = () => new Date(Date.now() - 60_000);

/** Every folder below `dir` (but .git) a minute old: a walk is kept only when its folders are older than two seconds. */
export function ageFolders(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== '.git') ageFolders(path.join(dir, entry.name));
  }
  fs.utimesSync(dir, THEN(), THEN());
}

/** A file written and made a minute old (stat data newer than two seconds is not trusted). */
export function writeOld(dir: string, name: string, text: string): void {
  const file = path.join(dir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  fs.utimesSync(file, THEN(), THEN());
  ageFolders(dir);
}

export const FILES = {
  'client.js': "import axios from 'axios';\nexport const jobs = (id) => axios.get('https://gitlab.example.com/api/v3/projects/' + id + '/builds');\n",
  'v4.js': "import axios from 'axios';\nexport const jobs = (id) => axios.get('https://gitlab.example.com/api/v4/projects/' + id + '/jobs');\n",
  'util.ts': 'export const add = (a: number, b: number): number => a + b;\n',
  'lib/other.js': 'module.exports = function other() { return 42; };\n',
  'lib/held.js': "const BASE = 'https://gitlab.example.com/api/v3';\nexport const list = () => fetch(`${BASE}/projects`);\nexport const one = (id) => fetch(`${BASE}/projects/${id}/builds`);\n",
  'quiet.js': '// gitlab-v4-migrate-ignore-next-line\nconst x = 1;\n',
};

/** A committed git work tree of FILES (or `files`), every file and folder a minute old. */
export function repo(files: Record<string, string> = FILES): string {
  const dir = tempProject(files);
  for (const name of Object.keys(files)) fs.utimesSync(path.join(dir, name), THEN(), THEN());
  git(dir, 'init', '-q');
  git(dir, 'add', '.');
  git(dir, 'commit', '-qm', 'files');
  // The walk watches git's exclude file too, which `git init` has just written.
  fs.utimesSync(path.join(dir, '.git', 'info', 'exclude'), THEN(), THEN());
  ageFolders(dir);
  return dir;
}

/** A cold run, then two with --cache: the first makes the record, the second must replay it. Returns the cold outcome. */
export async function recorded(dir: string, args: string[], env: Record<string, string> = {}) {
  const cold = await runCli(args, dir, env);
  const first = await runBin(['--cache', ...args], dir, env);
  expect(first.replayed).toBe(false);
  expect(first.out).toEqual(cold);
  const second = await runBin(['--cache', ...args], dir, env);
  expect(second.replayed).toBe(true);
  expect(second.out).toEqual(cold);
  return cold;
}

/** After a change, the next --cache run takes the per-file path and reports what a cold run reports. */
export async function notReplayed(dir: string, args: string[], env: Record<string, string> = {}) {
  const warm = await runBin(['--cache', ...args], dir, env);
  expect(warm.replayed).toBe(false);
  expect(warm.out).toEqual(await runCli(args, dir, env));
  return warm.out;
}

export const JSON_ARGS = ['--format', 'json', '.'];
