// What a client and a resident server say to each other over the socket: frames of a kind byte,
// a 4-byte length and the payload. The client sends one request (`q`, JSON); the server says it
// has it (`a`, at once, before it runs it: its event loop is alive), then answers with the run's
// output as it is written (`o` stdout, `e` stderr, raw bytes) and its exit code (`x`), or `n`:
// not served (the client then runs the check itself). While it runs the check it says `l` (alive)
// every ALIVE_MS: a client that hears nothing for longer than its silence (SILENCE_MS) takes the
// server for hung.

export const REQUEST = 0x71; // q
export const ACCEPTED = 0x61; // a
export const STDOUT = 0x6f; // o
export const STDERR = 0x65; // e
export const EXIT = 0x78; // x
export const NOT_SERVED = 0x6e; // n
export const ALIVE = 0x6c; // l

/** How long a client waits for `a` before it runs the check itself (a server that hangs never hangs a hook). */
export const ACCEPT_MS = 2000;

/** How often a server running a check says it is alive. */
export const ALIVE_MS = 1000;

/**
 * How long a client hears nothing from a server that accepted its request before it takes it for
 * hung: the run is then the client's, in-process, when nothing of the report is out yet, else an
 * internal error (part of a report cannot be taken back). Long enough for a check that blocks the
 * server's event loop between two files (a large file parsed, a project's language service);
 * GL4M_RESIDENT_SILENCE (seconds) sets it.
 */
export const SILENCE_MS = 30_000;

/** Beyond this a frame is taken for garbage, not a request. */
export const MAX_FRAME = 64 * 1024 * 1024;

export interface Request {
  /** The tool's identity the client computed (identity.ts): a server of another build does not serve it. */
  key: string;
  argv: string[];
  cwd: string;
  env: Record<string, string>;
  /** Whether the client's stdout and stderr are terminals. */
  stdoutTTY: boolean;
  stderrTTY: boolean;
  umask: number;
}

export function frame(kind: number, payload: Buffer | string): Buffer {
  const body = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload;
  const head = Buffer.allocUnsafe(5);
  head[0] = kind;
  head.writeUInt32BE(body.length, 1);
  return Buffer.concat([head, body]);
}

/** Splits what arrives into frames, in order, whatever the chunks' boundaries; throws on a frame too long. */
export function framer(onFrame: (kind: number, payload: Buffer) => void): (chunk: Buffer) => void {
  let pending: Buffer = Buffer.alloc(0);
  return (chunk) => {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    while (pending.length >= 5) {
      const length = pending.readUInt32BE(1);
      if (length > MAX_FRAME) throw new Error('resident: a frame too long');
      if (pending.length < 5 + length) break;
      const kind = pending[0];
      const payload = pending.subarray(5, 5 + length);
      pending = pending.subarray(5 + length);
      onFrame(kind, payload);
    }
  };
}
