// Plumbing the test files share: throwaway folders, and the CLI run in-process with string sinks.
// Not a test file itself (vitest picks up *.test.ts only). Each test file gets its own copy of
// this module (vitest isolates files), so the cleanup below runs once per file, after its tests.
import { spawnSync } from 'node:child_process';
import type { SpawnSyncReturns } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

/** This repository's root folder. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** A v3 call every front finds and fixes safely (9.0/12, builds → jobs), and what the fix writes. */
export const V3_CALL = "axios.get('https://gitlab.example.com/api/v3/projects/' + id + '/builds');\n";
export const V4_CALL = "axios.get('https://gitlab.example.com/api/v4/projects/' + id + '/jobs');\n";

const made: string[] = [];
afterAll(() => {
  for (const dir of made) {
    // Restore the folder's own mode first, in case a test locked it to check unreadable input.
    if (fs.existsSync(dir)) fs.chmodSync(dir, 0o755);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** Every JS/TS file below `dir` (fixtures' `.fixed` twins included), by path. */
export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sourceFiles(p) : /\.[cm]?[jt]sx?$/.test(e.name) ? [p] : [];
  });
}

/** A new empty folder under the system temp folder, removed after the calling file's tests. */
export function tempDir(name = 'test'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `gl4m-${name}-`));
  made.push(dir);
  return dir;
}

/**
 * A folder holding `files` (relative names; folders are made as needed). Content is text, bytes,
 * or any other value, written as JSON (configuration files). `dir` adds the files to a folder.
 */
export function tempProject(files: Record<string, string | Uint8Array | object>, dir = tempDir()): string {
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, typeof content === 'string' || content instanceof Uint8Array ? content : JSON.stringify(content));
  }
  return dir;
}

export interface CliOutcome {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * `main()` as bin.ts calls it, with the streams caught in strings. The environment is only what
 * the test passes (never the caller's, so NO_COLOR or CI settings outside do not leak in);
 * `isTTY` is stdout's, `stderrTTY` stderr's (the progress indicator needs both).
 */
export async function runCli(args: string[], cwd: string, env: Record<string, string> = {}, isTTY = false, stderrTTY?: boolean): Promise<CliOutcome> {
  // Loaded on first use: files that only need folders, or that mock part of the core before
  // loading it themselves, do not pull the whole CLI in at import time.
  const { main } = await import('../src/cli/main.js');
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    stdout: { write: (s: string) => (stdout += s) },
    stderr: { write: (s: string) => (stderr += s), isTTY: stderrTTY },
    cwd,
    isTTY,
    env,
  });
  return { code, stdout, stderr };
}

/** runCli with `--format json` added, and the report parsed; each file types its own report. */
export async function runJson<Report>(args: string[], cwd: string, env: Record<string, string> = {}): Promise<CliOutcome & { report: Report }> {
  const out = await runCli([...args, '--format', 'json'], cwd, env);
  // No report at all (a usage error, say): stderr says why, which a JSON parse error would hide.
  if (out.stdout === '') throw new Error(`exit ${out.code} with no report: ${out.stderr}`);
  return { ...out, report: JSON.parse(out.stdout) as Report };
}

/** A child process's result, for an assertion's message. */
export function explain(r: SpawnSyncReturns<string>): string {
  return `exit ${r.status}\n${r.stdout}\n${r.stderr}${r.error ? `\n${r.error.message}` : ''}`;
}

/**
 * An environment for git (and what runs git) that ignores the caller's: no GIT_* variables (tests
 * may run inside a hook), HOME and the global configuration in `home`, no system configuration.
 */
export function gitEnv(home: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!k.startsWith('GIT_')) env[k] = v;
  return { ...env, HOME: home, XDG_CONFIG_HOME: home, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: path.join(home, '.gitconfig'), NO_COLOR: '1', ...extra };
}

/** git in `dir`; a failure throws with git's output, except for `commit`, whose refusal is what hook tests look at. */
export function git(dir: string, env: NodeJS.ProcessEnv, ...args: string[]): SpawnSyncReturns<string> {
  const r = spawnSync('git', args, { cwd: dir, env, encoding: 'utf8', timeout: 120_000 });
  if (r.status !== 0 && args[0] !== 'commit') throw new Error(`git ${args.join(' ')}: ${explain(r)}`);
  return r;
}
