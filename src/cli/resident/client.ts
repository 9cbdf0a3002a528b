// `--resident`: a run a resident server serves (server.ts), run by bin.ts before main and in
// its place. It loads Node's net, fs, path and url, and the tool's identity (identity.ts), nothing
// of the check: no parser, rulebook, engine or cache code (test/hook-loads.test.ts). A run it may
// not serve (eligible.ts), or one with no server to serve it, is bin.ts's to run in-process as
// without the flag; with none, a server is started for the next run once this one has reported.
import { childProcess, fs, net, tty } from '../../engine/builtins.js';
import { eligibleArgs, residentAllowed } from './eligible.js';
import { resident, type Resident } from './identity.js';
import { ACCEPT_MS, EXIT, frame, framer, NOT_SERVED, REQUEST, SILENCE_MS, STDERR, STDOUT, type Request } from './protocol.js';

export type Outcome =
  /** Served: the run's exit code (its output is out). */
  | { code: number }
  /** Not served: run in-process; `start` (when given) starts a server for the next run, after the report. */
  | { start?: () => void };

/** Asks this build's resident server to run `argv`, when it may. */
export async function served(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<Outcome> {
  if (!residentAllowed(env) || !eligibleArgs(argv)) return {};
  // Required when asked, not imported (engine/builtins.ts): bin.js holds this module, and a run without --resident loads none of them.
  const { isatty } = tty();
  const where = resident(env);
  if (!where) return {};
  let st;
  try {
    st = fs().lstatSync(where.socket);
  } catch {
    return { start: () => start(where, env) };
  }
  // Only a socket of this user's: never through a link, never another's.
  if (!st.isSocket() || st.uid !== process.getuid?.()) return {};
  const request: Request = {
    key: where.key,
    argv: [...argv],
    cwd: process.cwd(),
    env: Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined)),
    stdoutTTY: isatty(1),
    stderrTTY: isatty(2),
    umask: process.umask(),
  };
  const code = await ask(where.socket, request, silence(env.GL4M_RESIDENT_SILENCE));
  if (code === 'refused') return { start: () => start(where, env) };
  return code === undefined ? {} : { code };
}

/**
 * Sends the request and streams the answer; its exit code, undefined when the server did not serve
 * it (nothing was written), 'refused' when no server listens there (a stale socket).
 */
export function ask(socket: string, request: Request, silenceMs = SILENCE_MS): Promise<number | undefined | 'refused'> {
  return new Promise((resolve) => {
    let wrote = false;
    let done = false;
    // A server that does not say it has the request in time (its event loop blocked), or falls
    // silent once it has (ALIVE): taken for hung (gone).
    let quiet: ReturnType<typeof setTimeout> | undefined;
    const hear = (ms: number) => {
      clearTimeout(quiet);
      quiet = setTimeout(() => {
        gone();
        conn.destroy();
      }, ms);
    };
    const finish = (result: number | undefined | 'refused') => {
      if (done) return;
      done = true;
      clearTimeout(quiet);
      resolve(result);
    };
    const conn = net().connect(socket);
    const onFrame = framer((kind, payload) => {
      hear(silenceMs);
      if (kind === STDOUT || kind === STDERR) {
        wrote = true;
        out(kind === STDOUT ? 1 : 2, payload);
      } else if (kind === EXIT) {
        finish(Number(payload.toString('utf8')));
        conn.end();
      } else if (kind === NOT_SERVED) {
        finish(undefined);
        conn.end();
      }
    });
    conn.on('connect', () => {
      conn.write(frame(REQUEST, JSON.stringify(request)));
      hear(ACCEPT_MS);
    });
    conn.on('data', (chunk: Buffer) => {
      try {
        onFrame(chunk);
      } catch {
        conn.destroy();
      }
    });
    conn.on('error', (e: NodeJS.ErrnoException) => {
      if (!wrote && (e.code === 'ECONNREFUSED' || e.code === 'ENOENT')) finish('refused');
      else gone();
    });
    conn.on('close', gone);
    function gone() {
      if (done) return;
      // Nothing written yet: the run is the client's own. Part of a report out: it cannot be taken back.
      if (!wrote) return finish(undefined);
      out(2, Buffer.from('gitlab-v4-migrate: internal error: the resident server stopped or fell silent before the run ended\n'));
      finish(2);
    }
  });
}

/** GL4M_RESIDENT_SILENCE: seconds (a positive number), else SILENCE_MS. */
function silence(value: string | undefined): number {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n * 1000 : SILENCE_MS;
}

/** Streams that went through Node's stream (a write that would have blocked): the rest goes the same way, in order. */
const streamed = new Set<number>();

/**
 * Writes to stdout (1) or stderr (2) with a plain write(2): a hook's short report needs no stream
 * object (making process.stdout loads a good part of Node's stream code). A descriptor that would
 * block (a non-blocking pipe that is full) gets Node's stream instead, which waits.
 */
function out(fd: 1 | 2, payload: Buffer): void {
  let done = 0;
  if (!streamed.has(fd)) {
    try {
      while (done < payload.length) done += fs().writeSync(fd, payload, done);
      return;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EPIPE') return;
      if ((e as NodeJS.ErrnoException).code !== 'EAGAIN') throw e;
      streamed.add(fd);
    }
  }
  (fd === 1 ? process.stdout : process.stderr).write(payload.subarray(done));
}

/** Starts a server for this build, detached (it outlives this process); one of several racing wins the socket (server.ts). */
function start(where: Resident, env: NodeJS.ProcessEnv): void {
  try {
    // Loaded only here: node:child_process is a few milliseconds of every start.
    const { spawn } = childProcess();
    spawn(process.execPath, [where.entry, where.socket, where.key], { detached: true, stdio: 'ignore', env, cwd: '/' }).unref();
  } catch {
    // No server: the next run is in-process too.
  }
}
