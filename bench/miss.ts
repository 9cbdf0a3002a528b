// Where a named run's first miss spends what its cold run does not: an editor's one file and a
// hook's twenty, in a checkout whose cache a run over the tree has filled, each run cold and with
// `--cache` (its record removed after each, so that every one is a first miss), alternated.
// CPU is the process's and its children's (perf stat's task-clock): at the loads this machine runs
// at, a single wall sample of a 100 ms run moves by 2×; CPU moves by a few percent. With
// `--profile`, one CPU profile of each, compared by module (self time): what the miss adds.
//
//   node --import tsx bench/miss.ts <git checkout> [--cache-location <dir>] [--rounds 7] [--profile [--by-function]] [--callgrind]
//   BENCH_CLI=<bin.js> measures another build.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { mayHoldApiCall } from '../src/core/parse/prefilter.js';
import { median } from './measure.js';
import { listFiles } from './tree.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = process.env.BENCH_CLI ? path.resolve(process.env.BENCH_CLI) : path.join(repo, 'dist', 'cli', 'bin.js');
const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: { rounds: { type: 'string', default: '7' }, 'cache-location': { type: 'string' }, profile: { type: 'boolean', default: false }, callgrind: { type: 'boolean', default: false }, 'by-function': { type: 'boolean', default: false } },
});
const dir = path.resolve(positionals[0] ?? '.');
const cacheDir = path.resolve(flags['cache-location'] ?? mkdtempSync(path.join(os.tmpdir(), 'gl4m-miss-')));
const cache = ['--cache', '--cache-location', `${cacheDir}/`];

interface Sample {
  wallMs: number;
  cpuMs: number;
  stdout: string;
}

function timed(args: string[], nodeFlags: string[] = []): Sample {
  if (flags.callgrind) return instructions(args);
  const out = path.join(os.tmpdir(), `gl4m-miss-time-${process.pid}`);
  const start = process.hrtime.bigint();
  // perf's task-clock: the CPU of the process, its threads and its children (git), to the microsecond.
  const r = spawnSync('perf', ['stat', '-x', ',', '-e', 'task-clock', '-o', out, process.execPath, ...nodeFlags, cli, ...args], { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 28 });
  const wallMs = Number(process.hrtime.bigint() - start) / 1e6;
  const line = readFileSync(out, 'utf8').split('\n').find((l) => l.includes('task-clock'));
  rmSync(out, { force: true });
  if (!line) throw new Error(`perf stat: ${r.stderr}`);
  return { wallMs, cpuMs: Number(line.split(',')[0]), stdout: r.stdout };
}

/**
 * `--callgrind`: instructions instead of CPU time (valgrind's callgrind, every thread of the
 * process; `cpuMs` then holds millions of instructions): the same from run to run whatever the
 * machine's load, where CPU time moves by 10–30 %. About fifty times slower.
 */
function instructions(args: string[]): Sample {
  const start = process.hrtime.bigint();
  const r = spawnSync('valgrind', ['--tool=callgrind', '--callgrind-out-file=/dev/null', process.execPath, cli, ...args], { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 28 });
  const wallMs = Number(process.hrtime.bigint() - start) / 1e6;
  const collected = /Collected : (\d+)/.exec(r.stderr);
  if (!collected) throw new Error(`valgrind: ${r.stderr.slice(-500)}`);
  return { wallMs, cpuMs: Number(collected[1]) / 1e6, stdout: r.stdout };
}

/** The records beside the cache: removing the ones a run added makes the next run a first miss again. */
const records = () => new Set(readdirSync(cacheDir).filter((n) => n.includes('-run-') || n.includes('-moved-')));

function miss(args: string[], nodeFlags?: string[]): Sample {
  const before = records();
  const s = timed([...cache, ...args], nodeFlags);
  for (const n of records()) if (!before.has(n)) rmSync(path.join(cacheDir, n), { force: true });
  return s;
}

const files = listFiles(dir).filter((f) => !f.startsWith('.git/'));
// As the bench's hook (run.ts): every 97th file the prefilter turns away.
const plain: string[] = [];
for (let i = 0; i < files.length && plain.length < 20; i += 97) {
  if (!mayHoldApiCall(readFileSync(path.join(dir, files[i]), 'utf8'))) plain.push(files[i]);
}
const cases = { editor: ['--format', 'json', plain[0]], hook: plain };

process.stdout.write(`${dir}: ${files.length} files; cache ${cacheDir}; ${cli}\n`);
// The cache filled by a run over the tree, as the sequences' editor and hook find it (not measured).
spawnSync(process.execPath, [cli, ...cache, '--format', 'json', '.'], { cwd: dir, stdio: 'ignore' });
const rounds = Math.max(1, Number(flags.rounds));
const got: Record<string, { cold: Sample[]; miss: Sample[] }> = {};
for (let round = 0; round < rounds; round++) {
  for (const [name, args] of Object.entries(cases)) {
    const g = (got[name] ??= { cold: [], miss: [] });
    const c = timed(args);
    const m = miss(args);
    if (m.stdout !== c.stdout) throw new Error(`${name}: the miss's report is not the cold run's`);
    g.cold.push(c);
    g.miss.push(m);
  }
}
const load = os.loadavg()[0].toFixed(1);
for (const [name, { cold, miss: m }] of Object.entries(got)) {
  const c = median(cold.map((s) => s.cpuMs));
  const x = median(m.map((s) => s.cpuMs));
  const ratios = m.map((s, i) => (s.cpuMs / cold[i].cpuMs).toFixed(2)).join(' ');
  process.stdout.write(
    `${name}: ${flags.callgrind ? 'instructions (M)' : 'CPU (ms)'} cold ${c.toFixed(1)}, first miss ${x.toFixed(1)}: ${(x / c).toFixed(2)}× (per round ${ratios}); wall ${median(cold.map((s) => s.wallMs)).toFixed(0)} / ${median(m.map((s) => s.wallMs)).toFixed(0)} ms; load ${load}\n`,
  );
}

if (flags.profile) {
  for (const [name, args] of Object.entries(cases)) {
    // Summed over the rounds: one profile of a 100 ms run at this load says little.
    const byModule = (extra: string[], isMiss: boolean) => {
      const profDir = mkdtempSync(path.join(os.tmpdir(), 'gl4m-prof-'));
      const prof = ['--cpu-prof', `--cpu-prof-dir=${profDir}`, '--cpu-prof-interval=100'];
      for (let i = 0; i < rounds; i++) {
        if (isMiss) miss(extra, prof);
        else timed(extra, prof);
      }
      const self = new Map<string, number>();
      for (const f of readdirSync(profDir)) {
        const prof = JSON.parse(readFileSync(path.join(profDir, f), 'utf8')) as {
          nodes: { id: number; callFrame: { url: string; functionName: string } }[];
          samples: number[];
          timeDeltas: number[];
        };
        const nodes = new Map(prof.nodes.map((n) => [n.id, n]));
        prof.samples.forEach((id, i) => {
          const n = nodes.get(id)!;
          const url = n.callFrame.url.replace(/^.*\/(dist|node_modules)\//, '$1/');
          const where = !url ? `(${n.callFrame.functionName || 'native'})` : flags['by-function'] ? `${url} ${n.callFrame.functionName}` : url.replace(/^node:internal\/.*/, 'node:internal');
          if (where === '((idle))') return;
          self.set(where, (self.get(where) ?? 0) + prof.timeDeltas[i] / 1000 / rounds);
        });
      }
      rmSync(profDir, { recursive: true, force: true });
      return self;
    };
    const c = byModule(args, false);
    const m = byModule(args, true);
    const rows = [...new Set([...c.keys(), ...m.keys()])].map((k) => [k, c.get(k) ?? 0, m.get(k) ?? 0] as const).sort((a, b) => b[2] - b[1] - (a[2] - a[1]));
    process.stdout.write(`\n${name}: self time by ${flags['by-function'] ? 'function' : 'module'}, cold → miss (ms a run, the mean of ${rounds}), largest differences first\n`);
    for (const [k, a, b] of rows.slice(0, 25)) process.stdout.write(`  ${(b - a).toFixed(1).padStart(6)}  ${a.toFixed(1).padStart(6)} → ${b.toFixed(1).padStart(6)}  ${k}\n`);
  }
}
if (!flags['cache-location']) rmSync(cacheDir, { recursive: true, force: true });
