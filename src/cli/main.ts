// The CLI: arguments in, a report on stdout, an exit code back. No process.exit, no globals
// beyond what `io` passes, so tests run it in-process.
import { createRequire } from 'node:module';
import { runEngine, UsageError } from '../engine/index.js';
import type { RunResult } from '../engine/index.js';
import { formatters } from '../formatters/index.js';
import { parseArgs, PROGRAM } from './args.js';

export interface Writable {
  write(text: string): unknown;
}

export interface CliIo {
  stdout: Writable;
  stderr: Writable;
  cwd: string;
  /** Whether stdout is a terminal: colours are on by default only there. */
  isTTY: boolean;
  env: Record<string, string | undefined>;
}

export const EXIT_OK = 0;
export const EXIT_FINDINGS = 1;
export const EXIT_TROUBLE = 2;

/** `dist/cli/main.js` and `src/cli/main.ts` are both two levels below the package root. */
export function packageVersion(): string {
  return (createRequire(import.meta.url)('../../package.json') as { version: string }).version;
}

export async function main(argv: string[], io: CliIo): Promise<number> {
  const parsed = await parseArgs(argv, packageVersion());
  if (parsed.kind === 'print') {
    io.stdout.write(parsed.text.endsWith('\n') ? parsed.text : parsed.text + '\n');
    return EXIT_OK;
  }
  if (parsed.kind === 'usage-error') return usageError(io, parsed.message);

  const { options } = parsed;
  let result: RunResult;
  try {
    result = await runEngine({
      paths: options.paths,
      cwd: io.cwd,
      fix: options.fix,
      fixReview: options.fixReview,
      dryRun: options.dryRun,
      serverVersion: options.serverVersion,
      minConfidence: options.minConfidence,
    });
  } catch (e) {
    if (e instanceof UsageError) return usageError(io, e.message);
    throw e;
  }
  const color = options.format === 'stylish' && colorEnabled(io);
  io.stdout.write(formatters[options.format](result, { color }));
  return exitCode(result);
}

export function exitCode(result: RunResult): number {
  if (result.errors.length > 0) return EXIT_TROUBLE;
  const { error, warning } = result.summary.bySeverity;
  return error + warning > 0 ? EXIT_FINDINGS : EXIT_OK;
}

function usageError(io: CliIo, message: string): number {
  io.stderr.write(`${PROGRAM}: ${message}\nRun "${PROGRAM} --help" for the options and examples.\n`);
  return EXIT_TROUBLE;
}

/** NO_COLOR (any value) wins, then FORCE_COLOR ("0" and "false" turn colours off), then the TTY. */
export function colorEnabled({ env, isTTY }: Pick<CliIo, 'env' | 'isTTY'>): boolean {
  if (env.NO_COLOR) return false;
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force !== 'false';
  return isTTY;
}
