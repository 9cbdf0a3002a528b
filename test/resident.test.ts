// --resident (src/cli/resident/): a hook's run a resident server serves reports byte for byte what
// the same run in its own process reports, after each change a session makes between runs (a file,
// the configuration, .gitignore, git's index, the colour variables, another repository); a run
// with no server, a dead server's socket, a link or a folder others may write runs in-process; the
// server leaves when idle, when its build changes, and outlives a client that went away. Through the
// built CLI, copied (a rebuild of dist/ by another test changes the build's identity).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eligibleArgs, residentAllowed } from '../src/cli/resident/eligible.js';
import { ACCEPTED, ALIVE, EXIT, frame, framer, REQUEST, STDOUT, type Request } from '../src/cli/resident/protocol.js';
import { ask } from '../src/cli/resident/client.js';
import { explain, git, ROOT, tempDir, tempProject, V3_CALL } from './support.js';

let BIN = '';
/** Every cache home a test used: its servers are ended after the file's tests. */
const homes: string[] = [];

beforeAll(() => {
  expect(fs.existsSync(path.join(ROOT, 'dist', 'cli', 'resident-server.js')), 'npm run build first').toBe(true);
  const pkg = tempDir('resident-build');
  fs.cpSync(path.join(ROOT, 'dist'), path.join(pkg, 'dist'), { recursive: true, filter: (f) => !f.endsWith('.map') && !f.includes(`${path.sep}cjs`) });
  fs.copyFileSync(path.join(ROOT, 'package.json'), path.join(pkg, 'package.json'));
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(pkg, 'node_modules'), 'junction');
  BIN = path.join(pkg, 'dist', 'cli', 'bin.js');
});

afterAll(() => {
  for (const home of homes) for (const { pid } of records(home)) killQuietly(pid);
});

function killQuietly(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Gone already.
  }
}

/** A cache home of its own, and the environment of a session there: no CI, no colour variable, git of the test's own. */
function session(idle = 30): { home: string; env: NodeJS.ProcessEnv } {
  const home = tempDir('resident-home');
  homes.push(home);
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^(GIT_|CI$|NO_COLOR$|FORCE_COLOR$|GL4M_|NODE_OPTIONS$|NODE_EXTRA_CA_CERTS$)/.test(k)) env[k] = v;
  Object.assign(env, { HOME: home, XDG_CONFIG_HOME: home, XDG_CACHE_HOME: path.join(home, 'cache'), GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: path.join(home, '.gitconfig'), GL4M_RESIDENT_IDLE: String(idle) });
  return { home, env };
}

const residentDir = (home: string) => path.join(home, 'cache', 'gitlab-v4-migrate', 'resident');

/** The servers' records (server.ts): pid and runs served. */
function records(home: string): { file: string; pid: number; served: number }[] {
  const dir = residentDir(home);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .flatMap((n) => {
      try {
        return [{ file: path.join(dir, n), ...(JSON.parse(fs.readFileSync(path.join(dir, n), 'utf8')) as { pid: number; served: number }) }];
      } catch {
        return [];
      }
    });
}

const served = (home: string) => records(home).reduce((n, r) => n + r.served, 0);
const sockets = (home: string) => (fs.existsSync(residentDir(home)) ? fs.readdirSync(residentDir(home)).filter((n) => n.endsWith('.sock')) : []);

interface Outcome {
  status: number | null;
  stdout: string;
  stderr: string;
}

function cli(args: string[], cwd: string, env: NodeJS.ProcessEnv): Outcome {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, env, encoding: 'utf8', timeout: 60_000 });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

async function until(what: string, test: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Waits until `value()` has stayed the same for a second (at most 20 s). */
async function settled(value: () => number): Promise<void> {
  let last = value();
  let since = Date.now();
  for (const end = Date.now() + 20_000; Date.now() < end && Date.now() - since < 1000; ) {
    await new Promise((r) => setTimeout(r, 100));
    const now = value();
    if (now !== last) [last, since] = [now, Date.now()];
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * The run with --resident against the same run without it (in-process, as today): the same
 * stdout, stderr and exit code; `servedAs` says whether the server must have served it.
 */
function same(args: string[], cwd: string, env: NodeJS.ProcessEnv, home: string, servedAs: boolean): Outcome {
  const before = new Map(records(home).map((r) => [r.file, r.served]));
  const resident = cli(['--resident', ...args], cwd, env);
  // Counted per server still there: a server that leaves meanwhile (its build changed) takes its record, and its count, with it.
  const count = records(home).reduce((n, r) => n + r.served - (before.get(r.file) ?? 0), 0);
  expect(count, `served: ${args.join(' ')}\n${explain(resident as never)}`).toBe(servedAs ? 1 : 0);
  const cold = cli(args, cwd, env);
  expect(resident).toEqual(cold);
  return cold;
}

const PLAIN = Object.fromEntries(Array.from({ length: 18 }, (_, i) => [`src/f${i}.js`, `export const v${i} = ${i};\n`]));

function repo(env: NodeJS.ProcessEnv, files: Record<string, string>): string {
  const dir = tempProject(files);
  git(dir, env, 'init', '-q');
  git(dir, env, 'add', '-A');
  git(dir, env, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'start');
  return dir;
}

/** A session in a repository of `files` whose first --resident run has started a server: its pid once it listens. */
async function serving(files: Record<string, string>, idle?: number): Promise<{ home: string; env: NodeJS.ProcessEnv; dir: string; pid: number }> {
  const { home, env } = session(idle);
  const dir = repo(env, files);
  cli(['--resident', '.'], dir, env);
  await until('the server', () => records(home).length === 1 && sockets(home).length === 1);
  return { home, env, dir, pid: records(home)[0].pid };
}

describe('which runs a resident server serves', () => {
  it('check runs named by allowed flags; anything that writes, reads stdin, the cache, a command or an unknown flag runs in-process', () => {
    for (const argv of [['--resident', 'a.js', 'b.ts'], ['--resident', '--format', 'json', '--quiet', 'a.js'], ['--resident', '--staged'], ['--resident', '--rule', 'iid-not-id: off', '--max-warnings=0', '.'], ['--resident', '--no-ignore', '--config', 'c.json', 'x']]) {
      expect(eligibleArgs(argv), argv.join(' ')).toBe(true);
    }
    for (const argv of [['--resident', '--fix', 'a.js'], ['--resident', '--fix-review'], ['--resident', '--stdin'], ['--resident', '--cache', 'a.js'], ['--resident', '--cache-location=x'], ['--resident', '-o', 'r.json'], ['--resident', '--output-file=r.json'], ['--resident', '--baseline', 'b.json', '--update-baseline'], ['--resident', '--sweep'], ['ledger', 'merge', '--resident'], ['--resident', 'init'], ['--resident', '--print-config', 'a.js'], ['--resident', '--help'], ['--resident', '--version'], ['--resident', '--', 'a.js'], ['--resident', '--format', '--fix'], ['--resident', '--resident=1'], ['--resident', '-qo', 'x']]) {
      expect(eligibleArgs(argv), argv.join(' ')).toBe(false);
    }
  });

  it('not on Windows, in CI or with GL4M_RESIDENT=0', () => {
    expect(residentAllowed({}, 'linux')).toBe(true);
    expect(residentAllowed({ CI: 'false', GL4M_RESIDENT: '1' }, 'darwin')).toBe(true);
    expect(residentAllowed({ CI: '' }, 'linux')).toBe(true);
    expect(residentAllowed({}, 'win32')).toBe(false);
    expect(residentAllowed({ CI: 'true' }, 'linux')).toBe(false);
    expect(residentAllowed({ CI: '1' }, 'linux')).toBe(false);
    expect(residentAllowed({ GL4M_RESIDENT: '0' }, 'linux')).toBe(false);
    expect(residentAllowed({ GL4M_RESIDENT: 'false' }, 'linux')).toBe(false);
  });

  it('frames survive any cut of the stream', () => {
    const stream = Buffer.concat([frame(STDOUT, 'héllo'), frame(EXIT, '1')]);
    for (let cut = 0; cut <= stream.length; cut++) {
      const got: [number, string][] = [];
      const feed = framer((kind, payload) => got.push([kind, payload.toString('utf8')]));
      feed(stream.subarray(0, cut));
      feed(stream.subarray(cut));
      expect(got).toEqual([
        [STDOUT, 'héllo'],
        [EXIT, '1'],
      ]);
    }
  });
});

describe('a session of hook runs through a resident server', () => {
  it('reports what a cold run reports after each change, and is served from the second run on', async () => {
    const { home, env } = session();
    const dir = repo(env, { ...PLAIN, 'src/api.js': V3_CALL, 'gitlab-v4-migrate.config.json': '{}\n', '.gitignore': 'node_modules\n' });
    const named = [...Object.keys(PLAIN), 'src/api.js'];
    // The first run: no server yet, in-process; it starts one.
    expect(same(named, dir, env, home, false).status).toBe(1);
    await until('the server', () => sockets(home).length === 1 && records(home).length === 1);
    // The second: served.
    expect(same(named, dir, env, home, true).stdout).toContain('api.js');
    same(['.'], dir, env, home, true);
    same(['--format', 'json', ...named], dir, env, home, true);
    // Worker threads (started from the client's environment and folder).
    same(['--threads', '2', '.'], dir, env, home, true);
    // A file edited: a plain file now calls the API.
    fs.writeFileSync(path.join(dir, 'src/f3.js'), V3_CALL.replace('builds', 'issues'));
    expect(same(named, dir, env, home, true).stdout).toContain('f3.js');
    // The configuration changed: a rule off, and a file excluded.
    fs.writeFileSync(path.join(dir, 'gitlab-v4-migrate.config.json'), JSON.stringify({ rules: { 'api-v3-prefix': 'off' }, exclude: ['src/f3.js'] }));
    same(named, dir, env, home, true);
    same(['.'], dir, env, home, true);
    fs.writeFileSync(path.join(dir, 'gitlab-v4-migrate.config.json'), '{}\n');
    // A .gitignore line: a folder's walk leaves the file out.
    fs.appendFileSync(path.join(dir, '.gitignore'), 'src/api.js\n');
    expect(same(['.'], dir, env, home, true).stdout).not.toContain('api.js');
    // A change staged: --staged reads git's index.
    fs.writeFileSync(path.join(dir, 'src/staged.js'), V3_CALL.replace('builds', 'merge_requests'));
    git(dir, env, 'add', 'src/staged.js');
    fs.writeFileSync(path.join(dir, 'src/staged.js'), 'export const clean = 1;\n');
    expect(same(['--staged'], dir, env, home, true).stdout).toContain('staged.js');
    git(dir, env, 'add', 'src/staged.js');
    same(['--staged'], dir, env, home, true);
    // The colour variables.
    expect(same(named, dir, { ...env, FORCE_COLOR: '1' }, home, true).stdout).toContain('\u001b[');
    same(named, dir, { ...env, FORCE_COLOR: '1', NO_COLOR: '1' }, home, true);
    // Another repository, another folder within it.
    const other = repo(env, { 'lib/client.ts': V3_CALL.replace('builds', 'users'), 'lib/plain.ts': 'export {};\n', 'gitlab-v4-migrate.config.json': JSON.stringify({ minConfidence: 'high' }) });
    same(['client.ts', 'plain.ts'], path.join(other, 'lib'), env, home, true);
    same(['.'], other, env, home, true);
    // A usage error is the server's to report as the CLI does.
    expect(same(['--format', 'nope', 'a.js'], dir, env, home, true).status).toBe(2);
    // Runs it may not serve run here, and write what they write.
    const fixing = path.join(dir, 'src/f3.js');
    const unfixed = fs.readFileSync(fixing, 'utf8');
    const before = served(home);
    const residentFix = cli(['--resident', '--fix', 'src/f3.js'], dir, env);
    const residentFixed = fs.readFileSync(fixing, 'utf8');
    fs.writeFileSync(fixing, unfixed);
    expect(cli(['--fix', 'src/f3.js'], dir, env)).toEqual(residentFix);
    expect(fs.readFileSync(fixing, 'utf8')).toBe(residentFixed);
    expect(residentFixed).toContain('/api/v4/');
    expect(served(home)).toBe(before);
    same(named, dir, { ...env, CI: 'true' }, home, false);
    same(named, dir, { ...env, GL4M_RESIDENT: '0' }, home, false);
    // Other Node options: another server's (the first run starts it).
    same(named, dir, { ...env, NODE_OPTIONS: '--no-warnings' }, home, false);
    await until('a second server', () => records(home).length === 2);
    same(named, dir, { ...env, NODE_OPTIONS: '--no-warnings' }, home, true);
  });

  it("a dead server's socket: in-process, and a new server", async () => {
    const { home, env, dir, pid } = await serving({ ...PLAIN, 'src/api.js': V3_CALL });
    process.kill(pid, 'SIGKILL');
    await until('the end of the server', () => !alive(pid));
    expect(sockets(home)).toHaveLength(1);
    same(['.'], dir, env, home, false);
    await until('a new server', () => records(home).some((r) => r.pid !== pid && alive(r.pid)));
    same(['.'], dir, env, home, true);
  });

  it('the resident hook\'s executable (a CommonJS script): in-process first, then served, each as a cold run', async () => {
    const { home, env } = session();
    const dir = repo(env, { ...PLAIN, 'src/api.js': V3_CALL });
    const client = path.join(path.dirname(BIN), 'resident.cjs');
    const named = [...Object.keys(PLAIN), 'src/api.js'];
    const run = (args: string[]) => {
      const r = spawnSync(process.execPath, [client, ...args], { cwd: dir, env, encoding: 'utf8', timeout: 60_000 });
      return { status: r.status, stdout: r.stdout, stderr: r.stderr };
    };
    const cold = cli(named, dir, env);
    expect(run(named)).toEqual(cold);
    await until('the server', () => records(home).length === 1 && sockets(home).length === 1);
    const before = served(home);
    expect(run(named)).toEqual(cold);
    expect(served(home) - before).toBe(1);
    // A run it may not serve runs in-process, as `gitlab-v4-migrate` does.
    expect(run(['--format', 'json', '--fix', '--dry-run', ...named])).toEqual(cli(['--format', 'json', '--fix', '--dry-run', ...named], dir, env));
    expect(served(home) - before).toBe(1);
  });

  it('a server that does not say it has the request (its process stopped): the run is the client\'s, in-process', async () => {
    const { home, env, dir, pid } = await serving({ ...PLAIN, 'src/api.js': V3_CALL });
    process.kill(pid, 'SIGSTOP');
    try {
      const start = Date.now();
      same(['.'], dir, env, home, false);
      // The client gave up after ACCEPT_MS (2 s), not the test's 60 s.
      expect(Date.now() - start).toBeLessThan(30_000);
    } finally {
      process.kill(pid, 'SIGCONT');
    }
  });

  it('a socket that is a link, or a folder others may write, is never used: in-process, no server started', async () => {
    const first = session();
    const dir = repo(first.env, { ...PLAIN, 'src/api.js': V3_CALL });
    cli(['--resident', '.'], dir, first.env);
    await until('the server', () => sockets(first.home).length === 1);
    const [name] = sockets(first.home);
    // Another session whose socket is a link to the live server's.
    const linked = session();
    fs.mkdirSync(residentDir(linked.home), { recursive: true, mode: 0o700 });
    fs.symlinkSync(path.join(residentDir(first.home), name), path.join(residentDir(linked.home), name));
    const before = served(first.home);
    same(['.'], dir, linked.env, linked.home, false);
    expect(served(first.home)).toBe(before);
    // A folder anyone may write: no private folder, no resident.
    const open = session();
    fs.mkdirSync(residentDir(open.home), { recursive: true });
    fs.chmodSync(residentDir(open.home), 0o777);
    same(['.'], dir, open.env, open.home, false);
    await new Promise((r) => setTimeout(r, 500));
    expect(fs.readdirSync(residentDir(open.home))).toEqual([]);
  });

  it('of servers started at once, one listens; the others leave', async () => {
    const { home, env, dir, pid } = await serving(PLAIN);
    const [name] = sockets(home);
    process.kill(pid, 'SIGTERM');
    await until('the end of the server', () => !alive(pid) && sockets(home).length === 0);
    // As clients racing would start them.
    const entry = path.join(path.dirname(BIN), 'resident-server.js');
    const racing = Array.from({ length: 4 }, () => spawn(process.execPath, [entry, path.join(residentDir(home), name), name.replace(/\.sock$/, '')], { env, stdio: 'ignore' }));
    const exits = racing.map((c) => new Promise<number | null>((resolve) => c.on('exit', resolve)));
    await until('one record', () => records(home).length === 1);
    await Promise.race([Promise.all(exits.filter((_, i) => racing[i].pid !== records(home)[0].pid)), new Promise((r) => setTimeout(r, 10_000))]);
    const [winner] = records(home);
    expect(racing.filter((c) => alive(c.pid!)).map((c) => c.pid)).toEqual([winner.pid]);
    same(['.'], dir, env, home, true);
  });

  it('leaves when idle, removing its socket and record', async () => {
    const { home, env, dir, pid } = await serving(PLAIN, 2);
    same(['.'], dir, env, home, true);
    await until('the idle exit', () => !alive(pid), 10_000);
    expect(fs.readdirSync(residentDir(home))).toEqual([]);
  });

  it('outlives a client that goes away mid-run, and leaves when its build changes', async () => {
    const { home, env, dir, pid } = await serving({ ...PLAIN, 'src/api.js': V3_CALL });
    const [name] = sockets(home);
    const key = name.replace(/\.sock$/, '');
    // A request, and the client gone before the answer.
    await new Promise<void>((resolve) => {
      const conn = net.connect(path.join(residentDir(home), name));
      conn.on('connect', () => {
        const request = { key, argv: ['.'], cwd: dir, env: Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined)), stdoutTTY: false, stderrTTY: false, umask: 0o022 };
        conn.write(frame(REQUEST, JSON.stringify(request)), () => {
          conn.destroy();
          resolve();
        });
      });
      conn.on('error', () => resolve());
    });
    // Its run goes on (or is dropped) without the client; the server serves the next one. Counted once
    // it has settled (its count unchanged for a second): under load the run may finish late.
    await settled(() => served(home));
    same(['.'], dir, env, home, true);
    expect(alive(pid)).toBe(true);
    // The build's analysis script rewritten (same content, another file): the server's build is not this one.
    const analysis = path.join(path.dirname(BIN), 'analysis.cjs');
    const text = fs.readFileSync(analysis);
    fs.rmSync(analysis);
    fs.writeFileSync(analysis, text);
    same(['.'], dir, env, home, false);
    await until('the old server to leave', () => !alive(pid), 10_000);
  });

  it('the client is a small process: it exits when served, the server stays', async () => {
    const { home, env, dir } = await serving(PLAIN);
    // Ended within a few seconds even with stdin left open (a hook's pipe).
    const child = spawn(process.execPath, [BIN, '--resident', '.'], { cwd: dir, env, stdio: ['pipe', 'ignore', 'ignore'] });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(0);
    expect(records(home)[0].served).toBeGreaterThanOrEqual(1);
  });
});

describe('a server that falls silent once it has the request', () => {
  /** A socket whose server accepts each request, then says `l` (alive) every 100 ms for `aliveMs`, then exits 0 when `exits`. */
  async function fake(aliveMs: number, exits: boolean): Promise<{ socket: string; close: () => void }> {
    const socket = path.join(tempDir('silent'), 's.sock');
    const server = net.createServer((c) => {
      c.on('error', () => undefined);
      c.once('data', () => {
        c.write(frame(ACCEPTED, ''));
        const beat = setInterval(() => c.write(frame(ALIVE, '')), 100);
        setTimeout(() => {
          clearInterval(beat);
          if (exits) c.end(frame(EXIT, '0'));
        }, aliveMs);
      });
    });
    await new Promise<void>((resolve) => server.listen(socket, resolve));
    return { socket, close: () => server.close() };
  }
  const request: Request = { key: 'k', argv: ['.'], cwd: '/', env: {}, stdoutTTY: false, stderrTTY: false, umask: 0o22 };

  it('is taken for hung after the silence: nothing of the report out, the run is the client\'s', async () => {
    const { socket, close } = await fake(0, false);
    try {
      const start = Date.now();
      expect(await ask(socket, request, 300)).toBeUndefined();
      expect(Date.now() - start).toBeLessThan(10_000);
    } finally {
      close();
    }
  });

  it('is waited for while it says it is alive, longer than the silence', async () => {
    const { socket, close } = await fake(1000, true);
    try {
      expect(await ask(socket, request, 300)).toBe(0);
    } finally {
      close();
    }
  });
});
