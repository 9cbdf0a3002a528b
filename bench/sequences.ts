// The ways a cache is really shared, each step timed beside the cold check: a clone of the same
// commit at another path with the same --cache-location, two work trees in turn, a CI job that
// restores the cache into a fresh clone (twice), an editor (one file) and a hook (20 named files)
// in turn. Every report is compared with a cold run's of the same arguments.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { benchHome } from './corpus.js';
import { run } from './measure.js';

export interface Step {
  name: string;
  /** The median of the rounds' times (`samples`). */
  ms: number;
  /** The cold run's time for the same arguments in the same place (median of `coldSamples`). */
  coldMs: number;
  /** Each round's time of the step, and of its cold run, in round order. */
  samples: number[];
  coldSamples: number[];
  /** ripgrep's literal search (`rg -F /api/v3`) in the same place, when ripgrep is installed. */
  rgMs?: number;
  identical: boolean;
}

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 28 });

/**
 * Every sequence `rounds` times, each round from new clones and an empty cache folder: one sample a step
 * cannot show the few percent a step's target asks of it (a cold check's spread here is ±20 %). Each step's
 * time is the median of its rounds, beside the median of its cold runs (one a round, in the same place).
 */
export async function sequenceRuns(origin: string, cli: string, named: string[], log: (line: string) => void, rgPath?: string, rounds = 1): Promise<Step[]> {
  const all: Step[][] = [];
  for (let r = 1; r <= rounds; r++) {
    if (rounds > 1) log(`… sequences, round ${r} of ${rounds}`);
    all.push(await sequenceRound(origin, cli, named, log, rgPath));
  }
  return all[0].map((first, i) => {
    const samples = all.map((steps) => steps[i].ms);
    const coldSamples = all.map((steps) => steps[i].coldMs);
    const rgs = all.flatMap((steps) => (steps[i].rgMs === undefined ? [] : [steps[i].rgMs!]));
    return { name: first.name, ms: median(samples), coldMs: median(coldSamples), samples, coldSamples, ...(rgs.length ? { rgMs: median(rgs) } : {}), identical: all.every((steps) => steps[i].identical) };
  });
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

/** One round of every sequence (`origin`: the corpus as a git repository, warm.ts; `named`: 20 files a hook is given, the first an editor's file). */
async function sequenceRound(origin: string, cli: string, named: string[], log: (line: string) => void, rgPath?: string): Promise<Step[]> {
  const home = path.join(benchHome(), 'sequences');
  rmSync(home, { recursive: true, force: true });
  mkdirSync(home, { recursive: true });
  const cacheDir = path.join(home, 'cache');
  const cache = ['--cache', '--cache-location', `${cacheDir}/`];
  const a = path.join(home, 'a');
  const b = path.join(home, 'b');
  git(home, 'clone', '-q', origin, a);
  git(home, 'clone', '-q', origin, b);
  const colds = new Map<string, { ms: number; stdout: string }>();
  const cold = async (cwd: string, args: string[]) => {
    const key = `${cwd}\0${args.join('\0')}`;
    if (!colds.has(key)) {
      const r = await run({ cmd: process.execPath, args: [cli, ...args], cwd, keepStdout: true });
      colds.set(key, { ms: r.ms, stdout: r.stdout ?? '' });
    }
    return colds.get(key)!;
  };
  const rgs = new Map<string, number>();
  // The literal search over the same files: the whole checkout, or the files named.
  const rg = async (cwd: string, args: string[]) => {
    if (!rgPath) return undefined;
    const files = args.filter((a) => !a.startsWith('--') && a !== 'json');
    const key = `${cwd}\0${files.join('\0')}`;
    if (!rgs.has(key)) rgs.set(key, (await run({ cmd: rgPath, args: ['-n', '--no-heading', '-F', '-e', '/api/v3', ...files], cwd })).ms);
    return rgs.get(key);
  };
  const steps: Step[] = [];
  const step = async (name: string, cwd: string, args: string[]) => {
    const c = await cold(cwd, args);
    const rgMs = await rg(cwd, args);
    const r = await run({ cmd: process.execPath, args: [cli, ...cache, ...args], cwd, keepStdout: true });
    steps.push({ name, ms: r.ms, coldMs: c.ms, samples: [r.ms], coldSamples: [c.ms], ...(rgMs !== undefined ? { rgMs } : {}), identical: r.stdout === c.stdout });
  };
  const check = ['--format', 'json', '.'];
  const settle = () => new Promise((resolve) => setTimeout(resolve, 2100));
  log('… sequences: a clone at another path, two work trees in turn, a CI job restoring the cache twice, an editor and a hook in turn');

  // A clone at another path, sharing the cache of the first; then back in the first.
  await settle();
  await step('clone A: first --cache run', a, check);
  await step('clone A: warm', a, check);
  await step('clone B (another path, same cache): first run', b, check);
  await step('clone B: second run', b, check);
  await step('back in clone A', a, check);
  await step('clone B again', b, check);

  // Two work trees of one repository, in turn.
  const wt = path.join(home, 'wt');
  git(a, 'worktree', 'add', '-q', '--detach', wt);
  await settle();
  for (const [i, where] of [a, wt, a, wt].entries()) await step(`work trees in turn, step ${i + 1} (${where === a ? 'main' : 'linked'})`, where, check);

  // A CI job: a fresh clone at one path, the cache folder restored from the last job, twice.
  const saved = path.join(home, 'saved');
  cpSync(cacheDir, saved, { recursive: true });
  const ci = path.join(home, 'ci');
  for (const job of [1, 2]) {
    rmSync(ci, { recursive: true, force: true });
    git(home, 'clone', '-q', origin, ci);
    rmSync(cacheDir, { recursive: true, force: true });
    cpSync(saved, cacheDir, { recursive: true });
    await step(`CI job ${job}: fresh clone, cache restored, first run`, ci, check);
    await step(`CI job ${job}: second run`, ci, check);
    rmSync(saved, { recursive: true, force: true });
    cpSync(cacheDir, saved, { recursive: true });
  }

  // An editor checking one file and a hook checking 20, in turn, in one checkout.
  const editor = ['--format', 'json', named[0]];
  const hook = named;
  for (const round of [1, 2]) {
    await step(`editor (1 file), round ${round}`, a, editor);
    await step(`hook (${hook.length} files), round ${round}`, a, hook);
  }
  return steps;
}
