// The resident server (`node dist/cli/resident-server.js SOCKET KEY`, started detached by a client,
// client.ts): it keeps the tool loaded and runs the checks its clients ask for, one at a time, as
// each client's process would (run.ts). It listens on a socket in a folder of this user's alone
// (identity.ts), serves only requests of its own build, and goes away after an idle time
// (GL4M_RESIDENT_IDLE seconds, 10 minutes by default), when its build's files change, or when its
// socket is no longer its own; it removes its socket and its record as it goes. Of servers started
// together, the one that listens first serves; the others leave quietly.
import { chmodSync, lstatSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { bundleDir, deepIdentity, identity } from './identity.js';
import { ACCEPTED, ALIVE, ALIVE_MS, EXIT, frame, framer, NOT_SERVED, REQUEST, type Request } from './protocol.js';
import { becomeClient, runRequest } from './run.js';

const IDLE_SECONDS = 600;
/** How often the server looks at its build's files and its socket. */
const WATCH_MS = 2000;

const [socket, key] = process.argv.slice(2);
const dir = bundleDir();
const idleMs = seconds(process.env.GL4M_RESIDENT_IDLE) * 1000;
/** Where the server says who it is and how many runs it served: `<socket without .sock>.json`. */
const recordFile = socket?.replace(/\.sock$/, '.json');
let ino: bigint | undefined;
let served = 0;
let busy = false;
let closing = false;
let idle: NodeJS.Timeout | undefined;
const queue: (() => Promise<void>)[] = [];

/** The Node options the server started with (the first client's): the requests' environments do not change them. */
const nodeOptions = process.env.NODE_OPTIONS;
if (!socket || !key || !socket.endsWith('.sock') || identity(dir, nodeOptions) !== key) process.exit(0);
/** The build as this server loaded it (identity.ts): a file changed since, and the server is another build's. */
const deep = deepIdentity(dir);
const sameKey = () => identity(dir, nodeOptions) === key;
const sameBuild = () => sameKey() && deepIdentity(dir) === deep;
// The socket is made as this user's alone, whatever the folder allows.
process.umask(0o077);
const server = net.createServer(accept);
let retried = false;
server.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code !== 'EADDRINUSE' || retried) return process.exit(0);
  retried = true;
  // A server listens there (this one lost the race: it leaves), or a dead one's socket is left (removed, and listened on).
  const probe = net.connect(socket);
  probe.on('connect', () => process.exit(0));
  probe.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'ECONNREFUSED') return process.exit(0);
    try {
      if (!lstatSync(socket).isSocket()) return process.exit(0);
      rmSync(socket);
    } catch {
      return process.exit(0);
    }
    server.listen(socket);
  });
});
server.on('listening', () => {
  try {
    chmodSync(socket, 0o600);
    ino = lstatSync(socket, { bigint: true }).ino;
  } catch {
    return process.exit(0);
  }
  record();
  waitIdle();
  setInterval(watch, WATCH_MS).unref();
});
server.listen(socket);
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => stop());

function accept(conn: net.Socket): void {
  // A client that goes away mid-run loses its report, nothing else.
  conn.on('error', () => undefined);
  let asked = false;
  const onFrame = framer((kind, payload) => {
    if (kind !== REQUEST || asked) return void conn.destroy();
    asked = true;
    if (!conn.destroyed && conn.writable) conn.write(frame(ACCEPTED, ''));
    queue.push(() => handle(conn, payload));
    void next();
  });
  conn.on('data', (chunk: Buffer) => {
    try {
      onFrame(chunk);
    } catch {
      conn.destroy();
    }
  });
}

/** Runs the queued requests one after the other. */
async function next(): Promise<void> {
  if (busy) return;
  busy = true;
  if (idle) clearTimeout(idle);
  for (let job = queue.shift(); job; job = queue.shift()) await job();
  busy = false;
  if (closing) stop();
  else waitIdle();
}

async function handle(conn: net.Socket, payload: Buffer): Promise<void> {
  const send = (kind: number, text: string) => {
    if (!conn.destroyed && conn.writable) conn.write(frame(kind, text));
  };
  const request = parse(payload);
  // Another build's client (its files changed since this server started), or this one's leaving: the client runs it itself.
  // The key before the run (a rebuild or reinstall changes it); the whole build after it, off the run's way.
  const same = sameKey();
  if (closing || !same || !request || request.key !== key || conn.destroyed || !becomeClient(request)) {
    if (!same) closing = true;
    send(NOT_SERVED, '');
    conn.end();
    return;
  }
  const beat = setInterval(() => send(ALIVE, ''), ALIVE_MS);
  const code = await runRequest(request, send).finally(() => clearInterval(beat));
  served++;
  record();
  send(EXIT, String(code));
  conn.end();
  if (!sameBuild()) closing = true;
}

function parse(payload: Buffer): Request | undefined {
  try {
    const r = JSON.parse(payload.toString('utf8')) as Request;
    const strings = (a: unknown) => Array.isArray(a) && a.every((s) => typeof s === 'string');
    if (typeof r.key !== 'string' || !strings(r.argv) || typeof r.cwd !== 'string' || typeof r.env !== 'object' || r.env === null || !strings(Object.values(r.env))) return undefined;
    if (typeof r.umask !== 'number' || typeof r.stdoutTTY !== 'boolean' || typeof r.stderrTTY !== 'boolean') return undefined;
    return r;
  } catch {
    return undefined;
  }
}

/** The server's record beside its socket: its pid and how many runs it served (written whole). */
function record(): void {
  try {
    writeFileSync(`${recordFile}.${process.pid}`, JSON.stringify({ pid: process.pid, served }) + '\n');
    renameSync(`${recordFile}.${process.pid}`, recordFile);
  } catch {
    // A record is for tests and people, not for serving.
  }
}

function waitIdle(): void {
  if (idle) clearTimeout(idle);
  idle = setTimeout(() => stop(), idleMs);
}

/** Leaves when the build's files changed, or the socket is no longer this server's (removed, or another server's). */
function watch(): void {
  if (!sameBuild() || !ours()) stop();
}

function ours(): boolean {
  try {
    return lstatSync(socket, { bigint: true }).ino === ino;
  } catch {
    return false;
  }
}

/** Stops listening, removes the socket and the record when they are this server's, and exits once the run in hand is over. */
function stop(): void {
  closing = true;
  if (busy) return;
  if (ours()) rmSync(socket, { force: true });
  try {
    if ((JSON.parse(readFileSync(recordFile, 'utf8')) as { pid: number }).pid === process.pid) rmSync(recordFile, { force: true });
  } catch {
    // No record.
  }
  server.close();
  process.exit(0);
}

/** GL4M_RESIDENT_IDLE: seconds (a positive number), else 10 minutes. */
function seconds(value: string | undefined): number {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : IDLE_SECONDS;
}
