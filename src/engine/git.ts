// Every git command the tool runs, built here. A repository's own configuration is untrusted
// input (a tarball, an artifact, a clone of someone else's work): git would run the commands it
// names — a file-system monitor on every stat check, a clean filter when it hashes a racily clean
// file, an external diff, textconv, a pager. Each command gets them turned off on its command
// line, which wins over every configuration file; none of them changes what the tool reads.
import { createRequire } from 'node:module';
import type { ChildProcess, SpawnOptions } from 'node:child_process';

// Loaded on the first git command, not with the module: node:child_process takes a few
// milliseconds to load, and a hook's run over named plain files runs no git at all.
let childProcess: typeof import('node:child_process') | undefined;
const cp = () => (childProcess ??= createRequire(import.meta.url)('node:child_process') as typeof import('node:child_process'));

/** Configuration that runs a command, off, whatever the configuration files say. */
const OFF = [
  'core.fsmonitor=false',
  'core.hooksPath=/dev/null',
  'core.pager=cat',
  'core.askPass=',
  'credential.helper=',
  'gc.auto=0',
  'maintenance.auto=false',
  'core.untrackedCache=false',
];

/**
 * git's argv for `args`, with command-running configuration off; `filters`: the filter drivers
 * the configuration defines (filterDrivers), each emptied, for a command that may read work-tree
 * files (a clean filter runs when git hashes one).
 */
export function gitArgv(args: readonly string[], filters: readonly string[] = []): string[] {
  const off = [...OFF];
  for (const name of filters) off.push(`filter.${name}.clean=`, `filter.${name}.smudge=`, `filter.${name}.process=`, `filter.${name}.required=false`);
  return ['--no-pager', ...off.flatMap((c) => ['-c', c]), ...args];
}

/** The environment git gets: the caller's, with `GIT_INDEX_FILE` when given; no pager or external diff from the environment either. */
function gitEnv(indexFile?: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, GIT_PAGER: 'cat', GIT_TERMINAL_PROMPT: '0' };
  delete env.GIT_EXTERNAL_DIFF;
  if (indexFile !== undefined) env.GIT_INDEX_FILE = indexFile;
  return env;
}

/** Runs git; its stdout, or undefined when it fails. */
export function gitOutput(cwd: string, args: readonly string[], options: { indexFile?: string; filters?: readonly string[] } = {}): Promise<string | undefined> {
  return new Promise((resolve) => {
    cp().execFile('git', gitArgv(args, options.filters), { cwd, env: gitEnv(options.indexFile), encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, windowsHide: true }, (error, stdout) =>
      resolve(error ? undefined : stdout),
    );
  });
}

/** Runs git and waits: its status and stdout. */
export function gitOutputSync(cwd: string, args: readonly string[]): { status: number | null; stdout: string } {
  const r = cp().spawnSync('git', gitArgv(args), { cwd, env: gitEnv(), encoding: 'utf8', windowsHide: true });
  return { status: r.error ? null : r.status, stdout: r.stdout ?? '' };
}

/** Starts git with pipes (`--staged` streams blobs through it). */
export function gitSpawn(cwd: string, args: readonly string[], stdio: SpawnOptions['stdio']): ChildProcess {
  return cp().spawn('git', gitArgv(args), { cwd, env: gitEnv(), stdio, windowsHide: true });
}

const drivers = new Map<string, Promise<string[]>>();

/** Forgets the drivers learnt: a resident server's next run is another process's first (cli/resident/run.ts). */
export function forgetFilterDrivers(): void {
  drivers.clear();
}

/**
 * The names of the filter drivers git's configuration at `cwd` defines (`filter.<name>.*`), once
 * a process; a command given them through gitArgv runs none. Reading configuration runs nothing.
 */
export function filterDrivers(cwd: string): Promise<string[]> {
  let found = drivers.get(cwd);
  if (!found) {
    found = gitOutput(cwd, ['config', '-z', '--name-only', '--get-regexp', '^filter\\.']).then((out) => {
      const names = new Set<string>();
      for (const key of (out ?? '').split('\0')) {
        const m = /^filter\.(.+)\.[^.]+$/s.exec(key.trim());
        if (m) names.add(m[1]);
      }
      return [...names];
    });
    drivers.set(cwd, found);
  }
  return found;
}
