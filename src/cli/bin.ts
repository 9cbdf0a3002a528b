#!/usr/bin/env node
// The executable: wires the real process to main() and sets the exit code (no process.exit,
// so stdout is flushed when piped).
import { main } from './main.js';

// `gitlab-v4-migrate | head` closes the pipe early: that is the reader's choice, not a crash.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code !== 'EPIPE') throw e;
});

try {
  process.exitCode = await main(process.argv.slice(2), {
    stdout: process.stdout,
    stderr: process.stderr,
    cwd: process.cwd(),
    isTTY: !!process.stdout.isTTY,
    env: process.env,
  });
} catch (e) {
  // A bug, not a usage problem: show the stack so that it can be reported.
  process.stderr.write(`gitlab-v4-migrate: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exitCode = 2;
}
