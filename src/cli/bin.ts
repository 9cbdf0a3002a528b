#!/usr/bin/env node
// The executable: wires the real process to main() and sets the exit code (no process.exit,
// so stdout is flushed when piped).
import module from 'node:module';
import { enablePrivateCompileCache } from './compile-cache.js';
import { served } from './resident/client.js';

// `gitlab-v4-migrate | head` closes the pipe early: that is the reader's choice, not a crash.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code !== 'EPIPE') throw e;
});

const argv = process.argv.slice(2);
// `--resident`: a resident server runs the check and this process relays its report
// (resident/client.ts, in bin.js itself: a chunk of its own was one more module to load before
// main, and instead of it). A run it may not serve, or with no server yet, runs here as without
// the flag; a server is then started for the next run, after the report.
const resident = argv.includes('--resident') ? await served(argv).catch(() => undefined) : undefined;
if (resident && 'code' in resident) process.exitCode = resident.code;
else {
  await inProcess(argv);
  resident?.start?.();
}

async function inProcess(argv: string[]): Promise<void> {
  // Older Nodes have no compile cache; a newer one's goes in a folder of this user's alone.
  enablePrivateCompileCache((module as { enableCompileCache?: (directory: string) => unknown }).enableCompileCache);
  try {
    const io = { stdout: process.stdout, stderr: process.stderr, cwd: process.cwd(), isTTY: !!process.stdout.isTTY, env: process.env, stdin: readStdin };
    // A check of an unchanged tree prints what the last one printed (run-record.ts); the rest of
    // the tool (the argument parser, the parsers, the rulebook) is loaded only when it does not.
    // Only a run with --cache (or an option of the cache) can have a record: a hook's run loads no
    // cache code. A light run (an editor's, a hook's few named files: cache/light.ts) keeps none.
    const recorded = argv.some((a) => a.startsWith('--cache')) && !(await import('./simple-args.js')).lightArgs(argv, io.cwd);
    const replayed = recorded ? await (await import('../engine/cache/run-record.js')).replay(argv, io) : undefined;
    process.exitCode = replayed ?? (await (await import('./main.js')).main(argv, io));
  } catch (e) {
    // A bug, not a usage problem: show the stack so that it can be reported.
    process.stderr.write(`gitlab-v4-migrate: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exitCode = 2;
  }
}

/** All of stdin as UTF-8 text (`--stdin`). */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
