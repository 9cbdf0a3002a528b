// Reading a small input file the tool is told to read (the configuration, a baseline) without
// trusting what it is: opened without blocking (a FIFO must not hang the CLI or the ESLint plugin),
// looked at through the open handle (a regular file, not a device: /dev/zero must not fill the
// memory), read up to a limit, and never echoed: a JSON error says where, not what (a link to a
// secret must not print its bytes).
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';

/** Larger than any hand-written configuration or baseline a team would keep. */
export const MAX_INPUT_BYTES = 16 * 1024 * 1024;

const FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/** The file's bytes, or why it cannot be read (naming no content); `undefined` when it does not exist. */
export function readBounded(file: string, limit = MAX_INPUT_BYTES): { bytes: Buffer } | { problem: string; code?: string } {
  let fd: number | undefined;
  try {
    fd = openSync(file, FLAGS);
    const stat = fstatSync(fd);
    if (stat.isDirectory()) return { problem: 'it is a folder, not a file', code: 'EISDIR' };
    if (!stat.isFile()) return { problem: 'it is not a regular file (a FIFO, a device or a socket)' };
    if (stat.size > limit) return { problem: `it is larger than ${limit} bytes (${stat.size})` };
    // One byte more than the limit: a file that grows while it is read is still bounded.
    const bytes = Buffer.allocUnsafe(Math.min(stat.size, limit) + 1);
    let length = 0;
    for (let n; length < bytes.length && (n = readSync(fd, bytes, length, bytes.length - length, null)) > 0; ) length += n;
    if (length > limit) return { problem: `it is larger than ${limit} bytes` };
    return { bytes: bytes.subarray(0, length) };
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    return { problem: `it cannot be read (${err.code ?? err.message})`, ...(err.code ? { code: err.code } : {}) };
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Where a JSON text goes wrong, never what it holds: from JSON.parse's error, or a parser's offset. */
export function jsonProblem(error: unknown, text: string): string {
  const message = error instanceof Error ? error.message : '';
  const at = typeof error === 'number' ? ['', String(error)] : /at position (\d+)/.exec(message);
  if (at) {
    const offset = Number(at[1]);
    if (typeof error === 'number' && offset >= text.trimEnd().length) return 'it ends before the value is complete';
    const before = text.slice(0, offset);
    const line = before.split('\n').length;
    return `at line ${line}, column ${offset - before.lastIndexOf('\n')}`;
  }
  if (/^Unexpected end/.test(message)) return 'it ends before the value is complete';
  return 'an unexpected character';
}
