// `--sweep`: the per-repository contract for fleet engines (docs/fleet.md). The repository is
// checked, then fixed when there is something to fix, by main() itself (so every flag means what
// it means in any run); what the runs found becomes the ledger line, the merge request
// description and the commit message, all written outside the work tree. Exit codes: 0 processed
// (whatever remains), 2 the command is wrong (nothing written), 3 the repository could not be
// processed in whole or in part (its ledger line says `error`), 4 internal error.
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config/index.js';
import type { RunResult } from '../engine/index.js';
import { commitMessage, mrDescription } from '../ledger/describe.js';
import { ledgerEntry } from '../ledger/entry.js';
import type { SweepOutcome } from '../ledger/entry.js';
import { recordEntry, writeWhole } from '../ledger/file.js';
import { repositoryOf, workTree } from '../ledger/identity.js';
import type { LedgerEntry } from '../ledger/types.js';
import { PROGRAM } from './args.js';
import type { CliOptions } from './args.js';
import type { CliIo, Writable } from './io.js';

/** The CLI's io (io.ts): the sweep runs main() with it. */
export type SweepIo = CliIo;

/** What the sweep needs of main.ts: the CLI itself, for its runs, and the tool's version. */
export interface SweepDeps {
  main: (argv: string[], io: SweepIo) => Promise<number>;
  version: string;
}

export const SWEEP_EXIT = { processed: 0, usage: 2, notProcessed: 3, internal: 4 } as const;

/** Flags that name a file the sweep writes: refused inside the work tree, named by base name in the ledger. */
const OUTPUT_FLAGS = ['--ledger', '--mr-description', '--commit-message', '--output-file', '-o', '--cache-location'];
/** The sweep's own flags, which the runs it makes do not take. */
const SWEEP_FLAGS = ['--ledger', '--mr-description', '--commit-message'];

export async function sweep(argv: readonly string[], options: CliOptions, io: SweepIo, deps: SweepDeps): Promise<number> {
  const top = workTree(io.cwd);
  const refused = refusals(options, io.cwd, top);
  if (refused.length > 0) {
    io.stderr.write(refused.map((r) => `${PROGRAM}: ${r}\n`).join(''));
    return SWEEP_EXIT.usage;
  }
  const outcome: SweepOutcome = {
    repository: repositoryOf(io.cwd),
    tool: { name: PROGRAM, version: deps.version, command: commandOf(argv) },
    fixReview: options.fixReview,
  };
  let code: number = SWEEP_EXIT.processed;
  try {
    await loadConfig(io.cwd, options.config);
    const runArgs = withoutFlags(argv, ['--sweep', '--no-sweep'], SWEEP_FLAGS);
    const checkArgs = withoutFlags(runArgs, ['--fix', '--fix-review', '--dry-run'], []);
    // The check's report is shown only when no fix run follows (which shows its own).
    const held = { stdout: buffer(), stderr: buffer() };
    const check = await run(deps, checkArgs, { ...io, ...held });
    if (!check.result) {
      io.stderr.write(held.stderr.text);
      return check.code;
    }
    outcome.check = check.result;
    if (check.result.summary.fixable > 0 && check.result.errors.length === 0) {
      const fix = await run(deps, runArgs.includes('--fix') || runArgs.includes('--fix-review') ? runArgs : [...runArgs, '--fix'], io);
      if (!fix.result) return fix.code;
      outcome.fix = fix.result;
    } else {
      io.stdout.write(held.stdout.text);
      io.stderr.write(held.stderr.text);
    }
    if ((outcome.fix ?? outcome.check).errors.length > 0 || outcome.check.errors.length > 0) code = SWEEP_EXIT.notProcessed;
  } catch (e) {
    if (!(e instanceof ConfigError)) {
      outcome.failure = `internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`;
      io.stderr.write(`${PROGRAM}: ${outcome.failure}\n`);
      code = SWEEP_EXIT.internal;
    } else {
      outcome.failure = `the configuration cannot be used: ${e.message}`;
      io.stderr.write(`${PROGRAM}: ${outcome.failure}\n`);
      code = SWEEP_EXIT.notProcessed;
    }
  }
  const entry = ledgerEntry(outcome);
  try {
    await writeOutputs(entry, options, io.cwd);
  } catch (e) {
    io.stderr.write(`${PROGRAM}: cannot write the sweep's outputs: ${(e as Error).message}\n`);
    return code === SWEEP_EXIT.processed ? SWEEP_EXIT.usage : code;
  }
  io.stderr.write(`${PROGRAM}: sweep: ${entry.status} (${entry.fixes.length} fixed, ${entry.remaining.length} remaining)\n`);
  return code;
}

async function run(deps: SweepDeps, argv: string[], io: SweepIo): Promise<{ code: number; result?: RunResult }> {
  let result: RunResult | undefined;
  const code = await deps.main(argv, { ...io, onResult: (r) => (result = r) });
  return { code, result };
}

async function writeOutputs(entry: LedgerEntry, options: CliOptions, cwd: string): Promise<void> {
  const at = (file: string) => path.resolve(cwd, file);
  if (options.ledger) await recordEntry(at(options.ledger), entry);
  if (options.mrDescription) await writeWhole(at(options.mrDescription), mrDescription(entry));
  if (options.commitMessage) await writeWhole(at(options.commitMessage), commitMessage(entry));
}

/** Why the sweep will not start: a file it would write inside the work tree. */
function refusals(options: CliOptions, cwd: string, top: string): string[] {
  const out: string[] = [];
  const named: [string, string | undefined][] = [
    ['--ledger', options.ledger],
    ['--mr-description', options.mrDescription],
    ['--commit-message', options.commitMessage],
    ['--output-file', options.outputFile],
  ];
  if (options.cache) named.push(['--cache-location', options.cacheLocation ?? '.gitlab-v4-migrate-cache']);
  for (const [flag, file] of named) {
    if (file !== undefined && inside(path.resolve(cwd, file), top)) {
      const what = flag === '--cache-location' && !options.cacheLocation ? '--cache keeps its file in the repository by default: give --cache-location' : `${flag} ${file} is inside the repository (${top})`;
      out.push(`${what}; a sweep writes nothing there but the fixes (the engine would commit it): name a place outside, such as $TMPDIR or the job's folder.`);
    }
  }
  if (options.updateBaseline) out.push('--sweep cannot --update-baseline: it writes nothing in the repository but the fixes.');
  if (options.staged) out.push('--sweep fixes the work tree; it cannot check what is --staged.');
  if (options.dryRun) out.push('--sweep applies the fixes; a --dry-run sweep would tell the engine nothing changed.');
  return out;
}

/** Whether `file` (which may not exist yet) is in `top`, after following symlinks. */
export function inside(file: string, top: string): boolean {
  let existing = file;
  const rest: string[] = [];
  while (!existsSync(existing) && path.dirname(existing) !== existing) {
    rest.unshift(path.basename(existing));
    existing = path.dirname(existing);
  }
  const real = path.join(realpathSync(existing), ...rest);
  return real === top || real.startsWith(top.endsWith(path.sep) ? top : top + path.sep);
}

/** `argv` less `flags` (booleans) and `valued` (with their values, `--x v` or `--x=v`). */
function withoutFlags(argv: readonly string[], flags: string[], valued: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const [name] = argv[i].split('=', 1);
    if (flags.includes(argv[i])) continue;
    if (valued.includes(name)) {
      if (!argv[i].includes('=')) i++;
      continue;
    }
    out.push(argv[i]);
  }
  return out;
}

/** The command line with each output file by its base name: engines keep them in temp folders. */
function commandOf(argv: readonly string[]): string[] {
  return argv.map((a, i) => {
    const eq = a.indexOf('=');
    if (eq > 0 && OUTPUT_FLAGS.includes(a.slice(0, eq))) return `${a.slice(0, eq)}=${path.basename(a.slice(eq + 1))}`;
    return i > 0 && OUTPUT_FLAGS.includes(argv[i - 1]) ? path.basename(a) : a;
  });
}

function buffer(): Writable & { text: string } {
  const sink = {
    text: '',
    write(text: string) {
      sink.text += text;
      return true;
    },
  };
  return sink;
}
