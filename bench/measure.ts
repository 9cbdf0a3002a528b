// Running one command and measuring it: wall time (here), peak resident memory (GNU time's %M,
// when /usr/bin/time is there), exit code, and how much it printed (read and thrown away: a
// command writing to /dev/null may take shortcuts, ripgrep does).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Run {
  ms: number;
  /** Peak resident set size in KiB, when GNU time is available. */
  rssKiB?: number;
  code: number | null;
  stdoutBytes: number;
  /** Kept when asked for (a JSON report to read afterwards). */
  stdout?: string;
  stderr: string;
  timedOut: boolean;
}

export interface Command {
  cmd: string;
  args: string[];
  cwd: string;
  env?: NodeJS.ProcessEnv;
  keepStdout?: boolean;
  timeoutMs?: number;
}

const GNU_TIME = '/usr/bin/time';
let gnuTime: boolean | undefined;

/** GNU time (not the shell keyword, not BSD time): the one that knows `-f %M`. */
export function hasGnuTime(): boolean {
  gnuTime ??= existsSync(GNU_TIME) && spawnSync(GNU_TIME, ['-f', '%M', 'true'], { encoding: 'utf8' }).status === 0;
  return gnuTime;
}

export function which(cmd: string): string | undefined {
  const r = spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() || undefined : undefined;
}

export async function run(c: Command): Promise<Run> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gl4m-bench-'));
  const rssFile = path.join(dir, 'rss');
  const timed = hasGnuTime();
  const [cmd, args] = timed ? [GNU_TIME, ['-o', rssFile, '-f', '%M', c.cmd, ...c.args]] : [c.cmd, c.args];
  const start = process.hrtime.bigint();
  const child = spawn(cmd, args, { cwd: c.cwd, env: c.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdoutBytes = 0;
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout.on('data', (b: Buffer) => {
    stdoutBytes += b.length;
    if (c.keepStdout) out.push(b);
  });
  child.stderr.on('data', (b: Buffer) => err.push(b));
  let timedOut = false;
  const timer = c.timeoutMs
    ? setTimeout(() => {
        timedOut = true;
        child.kill('SIGKILL');
      }, c.timeoutMs)
    : undefined;
  const code = await new Promise<number | null>((resolve) => child.on('close', (status) => resolve(status)));
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (timer) clearTimeout(timer);
  let rssKiB: number | undefined;
  if (timed && existsSync(rssFile)) {
    const lines = readFileSync(rssFile, 'utf8').trim().split('\n');
    const n = Number(lines[lines.length - 1]);
    if (Number.isFinite(n) && n > 0) rssKiB = n;
  }
  rmSync(dir, { recursive: true, force: true });
  return {
    ms,
    rssKiB,
    code,
    stdoutBytes,
    stdout: c.keepStdout ? Buffer.concat(out).toString('utf8') : undefined,
    stderr: Buffer.concat(err).toString('utf8'),
    timedOut,
  };
}

export interface Series {
  runs: Run[];
  /** Median wall time. */
  ms: number;
  /** Highest peak RSS of the runs, in MiB. */
  rssMiB?: number;
}

/** `n` runs in a row (after `before()`, untimed, each time); median time and peak memory. */
export async function series(n: number, c: Command, before?: () => Promise<void> | void): Promise<Series> {
  const runs: Run[] = [];
  for (let i = 0; i < n; i++) {
    await before?.();
    const r = await run(c);
    runs.push(r);
    if (r.timedOut) break;
  }
  const rss = runs.map((r) => r.rssKiB).filter((x): x is number => x !== undefined);
  return { runs, ms: median(runs.map((r) => r.ms)), rssMiB: rss.length ? Math.max(...rss) / 1024 : undefined };
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}
