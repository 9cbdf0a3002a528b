// The CLI: arguments in, a report on stdout, an exit code back. No process.exit, no globals
// beyond what `io` passes, so tests run it in-process.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, validateConfig } from '../config/index.js';
import type { LoadedConfig } from '../config/index.js';
import { runEngine, UsageError } from '../engine/index.js';
import { gitRoot, toDisplay } from '../engine/discover/discover.js';
import type { RunResult } from '../engine/index.js';
import type { RunFacts } from '../engine/cache/run-record.js';
import { isLightRun } from '../engine/cache/light.js';
import { formatter } from '../formatters/index.js';
import { writeOutput } from '../engine/write/output-path.js';
import { parseArgs, PROGRAM } from './args.js';
import type { CliOptions } from './args.js';
import { init } from './init.js';
import { printedConfig } from './print-config.js';
import type { CliIo, Writable } from './io.js';
import { progress } from './progress.js';
import { toolVersion } from '../engine/package-info.js';

export type { CliIo, Writable } from './io.js';

export const EXIT_OK = 0;
export const EXIT_FINDINGS = 1;
export const EXIT_TROUBLE = 2;


export async function main(argv: string[], io: CliIo): Promise<number> {
  // The offline ledger commands (merge, report, todo, shard): `./ledger` checks a folder of that name.
  if (argv[0] === 'ledger') return (await import('./ledger-command.js')).ledgerCommand(argv.slice(1), io);
  const parsed = await parseArgs(argv, toolVersion);
  if (parsed.kind === 'print') {
    io.stdout.write(parsed.text.endsWith('\n') ? parsed.text : parsed.text + '\n');
    return EXIT_OK;
  }
  if (parsed.kind === 'usage-error') return usageError(io, parsed.message);
  if (parsed.kind === 'init') {
    // A pre-commit hook passes the names of the staged files: a script named `init` is checked, not a command.
    if (!parsed.force && existsSync(path.join(io.cwd, 'init'))) return main([`.${path.sep}init`, ...argv.slice(1)], io);
    return initConfig(io, parsed.force);
  }

  const { options } = parsed;
  // Text from stdin is no tree: nothing to cache, no other file to follow imports into.
  if (options.stdin) Object.assign(options, { cache: false, project: false });
  if (options.sweep) return (await import('./sweep.js')).sweep(argv, options, io, { main, version: toolVersion() });
  // A check with the metadata cache leaves a record of its output (run-record.ts); runs that write
  // are never replayed, and a light run (a few named files: cache/light.ts) keeps none.
  const recording = options.cache && options.cacheStrategy !== 'content' && !options.fix && !options.staged && !options.updateBaseline && !isLightRun(io.cwd, options.paths, options.cacheStrategy);
  let facts: RunFacts | undefined;
  let saveCache: (() => Promise<void>) | undefined;
  let loaded: LoadedConfig;
  try {
    loaded = await loadConfig(io.cwd, options.config);
  } catch (e) {
    if (e instanceof ConfigError) return usageError(io, e.message);
    throw e;
  }
  const { config } = loaded;
  if (options.printConfig !== undefined) {
    io.stdout.write(JSON.stringify(printedConfig(options.printConfig, loaded, options, io.cwd), null, 2) + '\n');
    return EXIT_OK;
  }
  let rules = config.rules;
  let stdin: { file: string; text: string } | undefined;
  try {
    // --rule's ids and change keys are checked as the configuration's are (a typo gets the closest name).
    if (options.rules) rules = { ...config.rules, ...validateConfig({ rules: options.rules }, '--rule').rules };
    if (options.stdin) stdin = { file: options.stdinFilename ?? 'stdin.js', text: io.stdin ? await io.stdin() : '' };
  } catch (e) {
    if (e instanceof ConfigError) return usageError(io, e.message);
    throw e;
  }
  const indicator = progress(io, PROGRAM);
  // The run's journal: which files are fixed on disk, kept as each lands, for a run that fails.
  const written: string[] = [];
  let result: RunResult;
  try {
    result = await runEngine({
      paths: options.paths,
      cwd: io.cwd,
      fix: options.fix,
      fixReview: options.fixReview,
      dryRun: options.dryRun,
      // Flags win over the configuration file.
      serverVersion: options.serverVersion ?? config.serverVersion,
      minConfidence: options.minConfidence ?? config.minConfidence,
      rules,
      stdin,
      include: config.include,
      exclude: options.exclude ? config.exclude : undefined,
      globBase: loaded.dir,
      baseUrls: config.baseUrls,
      staged: options.staged,
      project: options.project,
      baseline: options.baseline,
      reportFile: options.outputFile,
      updateBaseline: options.updateBaseline,
      quiet: options.quiet,
      onProgress: indicator.update,
      maxFileSize: options.maxFileSize,
      includeLarge: options.includeLarge,
      cache: options.cache,
      cacheLocation: options.cacheLocation,
      cacheStrategy: options.cacheStrategy,
      threads: options.threads,
      onWritten: (file) => written.push(file),
      onRunFacts: recording ? (f) => (facts = f) : undefined,
      deferCacheSave: (save) => (saveCache = save),
      ignore: options.ignore,
      ext: options.ext,
    });
  } catch (e) {
    if (e instanceof UsageError) return usageError(io, e.message);
    if (written.length > 0) {
      const files = written.map((f) => path.relative(io.cwd, f) || f).sort().join(', ');
      io.stderr.write(`${PROGRAM}: the run stopped on the error below after fixing ${written.length} file${written.length === 1 ? '' : 's'} (each written whole): ${files}\n`);
    }
    throw e;
  } finally {
    indicator.done();
  }
  io.onResult?.(result);
  // Recorded as it is written, with what it was drawn from, so that the same run over the same
  // tree prints it again without being made (run-record.ts; bin.ts asks first).
  const out = recording ? capture(io) : io;
  const file: ReportFile = {};
  const code = await report(result, options, out, file);
  // What the cache and the record write comes after the report is out: not what a reader waits for.
  if (saveCache) await flushed(io.stdout);
  if (out !== io && facts && !file.madeFolder && code !== EXIT_TROUBLE && result.errors.length === 0 && !result.notices && written.length === 0 && result.mode === 'check') {
    const { stdout, stderr } = out as Captured;
    const output = { stdout: stdout.text, stderr: stderr.text, exitCode: code, ...(file.written ? { outputFile: file.written } : {}) };
    // A record that cannot be written costs the next run its speed, nothing else.
    const { consultedPaths, saveRecord } = await import('../engine/cache/run-record.js');
    await saveRecord(argv, io, facts, consultedPaths(io.cwd, [options.config, options.baseline]), output).catch(() => undefined);
  }
  // The report and the exit code are this run's whatever happens here: a cache that cannot be
  // written costs the next run its speed, and is said.
  await saveCache?.().catch((e: unknown) => io.stderr.write(`${PROGRAM}: cannot write the cache: ${e instanceof Error ? e.message : String(e)}\n`));
  return code;
}

/** Resolves once what was written to `out` has left the process (a pipe that was full has drained). */
async function flushed(out: Writable): Promise<void> {
  const stream = out as Writable & { writableNeedDrain?: boolean; once?: (event: string, listener: () => void) => unknown };
  if (stream.writableNeedDrain && stream.once) await new Promise<void>((resolve) => stream.once!('drain', resolve));
}

/** What report() did with `--output-file`. */
interface ReportFile {
  madeFolder?: boolean;
  written?: { file: string; content: string };
}

/** Writes the report of a run; returns the exit code. */
async function report(result: RunResult, options: CliOptions, io: CliIo, done: ReportFile): Promise<number> {
  const where = { cwd: io.cwd, root: gitRoot(io.cwd) ?? io.cwd };
  if (options.outputFile) {
    // The chosen format goes to the file; the terminal still gets the stylish report and summary.
    const file = path.resolve(io.cwd, options.outputFile);
    try {
      const content = (await formatter(options.format))(result, { color: false, ...where });
      // Atomically, never through a link nor into .git (write/output-path.ts). A missing folder is
      // made (a CI job's reports/), and said, so that a typo does not go unseen.
      if ((await writeOutput(file, content, io.cwd, 'the report')).madeFolder) {
        done.madeFolder = true;
        io.stderr.write(`${PROGRAM}: created the folder ${toDisplay(path.dirname(file), io.cwd)} for ${options.outputFile}\n`);
      }
      done.written = { file, content };
    } catch (e) {
      io.stdout.write((await formatter('stylish'))(result, { color: colorEnabled(io) }));
      io.stderr.write(`${PROGRAM}: cannot write the report to ${options.outputFile}: ${(e as Error).message}\n`);
      return EXIT_TROUBLE;
    }
    io.stdout.write((await formatter('stylish'))(result, { color: colorEnabled(io) }));
    return exitCode(result, options, io);
  }
  const color = options.format === 'stylish' && colorEnabled(io);
  io.stdout.write((await formatter(options.format))(result, { color, ...where }));
  if (options.format !== 'stylish') {
    // The machine formats carry these too; a person watching the job sees them here.
    for (const n of result.notices ?? []) io.stderr.write(`${PROGRAM}: ${n.file}: ${n.message}\n`);
    if (result.summary.nothingChecked) io.stderr.write(`${PROGRAM}: nothing checked (0 files scanned): ${result.summary.nothingChecked}\n`);
  }
  if (result.baselineWritten && options.format !== 'stylish') {
    io.stderr.write(`${PROGRAM}: baseline written: ${result.baselineWritten.entries} findings in ${result.baselineWritten.file}\n`);
  }
  return exitCode(result, options, io);
}

interface Captured extends CliIo {
  stdout: Writable & { text: string };
  stderr: Writable & { text: string };
}

/** `io` with what is written to stdout and stderr also kept. */
function capture(io: CliIo): Captured {
  const keep = (to: Writable) => {
    const sink = {
      text: '',
      isTTY: to.isTTY,
      write(text: string) {
        sink.text += text;
        return to.write(text);
      },
    };
    return sink;
  };
  return { ...io, stdout: keep(io.stdout), stderr: keep(io.stderr) };
}

export function exitCode(result: RunResult, options?: Pick<CliOptions, 'maxWarnings'>, io?: Pick<CliIo, 'stderr'>): number {
  if (result.errors.length > 0) return EXIT_TROUBLE;
  // A dry run leaves the tree as it found it: what it would fix is still there.
  if (result.mode === 'dry-run' && result.summary.fixesApplied > 0) return EXIT_FINDINGS;
  const { error, warning } = result.summary.bySeverity;
  const max = options?.maxWarnings;
  if (max === undefined || error > 0) return error + warning > 0 ? EXIT_FINDINGS : EXIT_OK;
  // As ESLint's --max-warnings: warnings fail the run only past the number allowed.
  if (warning <= max) return EXIT_OK;
  io?.stderr.write(`${PROGRAM}: ${warning} warning${warning === 1 ? '' : 's'}, more than --max-warnings ${max}.\n`);
  return EXIT_FINDINGS;
}

async function initConfig(io: CliIo, force: boolean): Promise<number> {
  const { file, written } = await init(io.cwd, force);
  const shown = path.relative(io.cwd, file);
  if (!written) return usageError(io, `${shown} exists already: edit it, or run init --force to write it again.`);
  io.stdout.write(`Wrote ${shown}: every key is commented there. Run ${PROGRAM} to check this folder with it.\n`);
  return EXIT_OK;
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
