// One request of a resident server: the client's run, in this process, as bin.ts runs it in the
// client's. What the engine reads of the process is made the client's first: its environment (the
// engine reads process.env itself: git's, the ignore files', the cache's), its folder, its umask;
// and what the engine keeps for a process's life is forgotten (git's filter drivers, by folder).
// Everything else a module keeps between runs is keyed by content or is the build's own data
// (docs/performance.md, eleventh round): test/resident.test.ts holds a served run's report to a cold
// run's, byte for byte, after each change a session makes.
import { forgetFilterDrivers } from '../../engine/git.js';
import { main } from '../main.js';
import type { CliIo } from '../io.js';
import { STDERR, STDOUT, type Request } from './protocol.js';

export type Send = (kind: number, payload: string) => void;

/** Makes the process the client's: its environment, folder and umask. False when it cannot be (its folder is gone). */
export function becomeClient(request: Request): boolean {
  for (const name of Object.keys(process.env)) if (!Object.hasOwn(request.env, name)) delete process.env[name];
  for (const [name, value] of Object.entries(request.env)) if (process.env[name] !== value) process.env[name] = value;
  try {
    process.chdir(request.cwd);
  } catch {
    return false;
  }
  process.umask(request.umask);
  forgetFilterDrivers();
  return true;
}

/** Runs the client's check; its exit code. Its output goes to `send` as it is written. */
export async function runRequest(request: Request, send: Send): Promise<number> {
  const writer = (kind: number, isTTY: boolean) => ({
    isTTY,
    write(text: string) {
      send(kind, text);
      return true;
    },
  });
  const io: CliIo = { stdout: writer(STDOUT, request.stdoutTTY), stderr: writer(STDERR, request.stderrTTY), cwd: request.cwd, isTTY: request.stdoutTTY, env: process.env };
  try {
    return await main(request.argv, io);
  } catch (e) {
    // What bin.ts prints for a bug.
    io.stderr.write(`gitlab-v4-migrate: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    return 2;
  }
}
