// The benchmark (`npm run bench`): our CLI against ripgrep and ESLint with our plugin on a corpus
// of published npm packages seeded with known v3 call sites. See docs/performance.md.
//
//   npm run bench -- [--runs 3] [--eslint-sample 2000 | --eslint-sample 0 (whole corpus)]
//                    [--eslint-timeout 900] [--no-eslint] [--only rg,check,cache,warm,seq,fix,hook,eslint]
//   BENCH_CLI=<bin.js> measures another build of the CLI (an older commit's) with this benchmark.
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { mayHoldApiCall } from '../src/core/parse/prefilter.js';
import { benchHome, ensureCorpus, type Corpus } from './corpus.js';
import { median, run, series, which, type Series } from './measure.js';
import { recallOf } from './recall.js';
import { writeSeeds } from './seeds.js';
import { listFiles, ripgrepPattern } from './tree.js';
import { sequenceRuns } from './sequences.js';
import { origin, warmRuns } from './warm.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = process.env.BENCH_CLI ? path.resolve(process.env.BENCH_CLI) : path.join(repo, 'dist', 'cli', 'bin.js');
const eslintBin = path.join(repo, 'node_modules', 'eslint', 'bin', 'eslint.js');

const { values: flags } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'eslint-sample': { type: 'string', default: '2000' },
    'eslint-timeout': { type: 'string', default: '900' },
    'no-eslint': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const RUNS = Math.max(1, Number(flags.runs));
const only = flags.only ? new Set(flags.only.split(',')) : undefined;
const want = (part: string) => !only || only.has(part);

const log = (line = '') => process.stdout.write(line + '\n');
const fmtMs = (ms: number) => (ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`);
const fmtMiB = (m?: number) => (m === undefined ? 'n/a' : `${m.toFixed(0)} MiB`);

/**
 * Node's start-up options from the environment, which every Node process of the machine pays. This
 * bench's machine sets `NODE_EXTRA_CA_CERTS`, whose certificates Node parses before any script runs
 * (420 M instructions: `node -e 0` six times dearer), and a hook's ratio to `node -e 0` read 1.62×
 * where it is 4.9× (docs/performance.md, tenth round). Every command here runs as most machines start Node.
 */
const STARTUP_ENV = ['NODE_EXTRA_CA_CERTS', 'NODE_OPTIONS'];

async function main(): Promise<void> {
  if (!existsSync(cli)) throw new Error(`${cli} is missing: run npm run build first (npm run bench does).`);
  log(`# gitlab-v4-migrate benchmark`);
  log(machine());
  const unset = STARTUP_ENV.filter((k) => process.env[k] !== undefined);
  for (const k of unset) delete process.env[k];
  if (unset.length) log(`without ${unset.join(', ')} (Node's start-up options from the environment: every command runs as most machines start Node)`);
  const corpus = await ensureCorpus(log);
  const files = listFiles(corpus.root);
  const mb = corpus.bytes / 1e6;
  log(`corpus: ${corpus.root}: ${files.length} files, ${mb.toFixed(0)} MB; ${corpus.sites.length} seeded sites in ${new Set(corpus.sites.map((s) => s.file)).size} files`);
  warmUp(files, corpus.root);
  const results: Record<string, unknown> = { machine: machineInfo(), corpus: { files: files.length, bytes: corpus.bytes, seededSites: corpus.sites.length } };
  const rows: string[][] = [];
  const row = (name: string, s: Series, n = files.length, megabytes = mb) =>
    rows.push([name, fmtMs(s.ms), `${Math.round(n / (s.ms / 1000))}`, `${(megabytes / (s.ms / 1000)).toFixed(1)}`, fmtMiB(s.rssMiB)]);

  let rg: Series | undefined;
  if (want('rg')) {
    const rgPath = which('rg');
    if (!rgPath) log('ripgrep: not installed (rg not on PATH): skipped');
    else {
      const { pattern, pcre } = ripgrepPattern();
      log(`… ripgrep, ${RUNS} runs`);
      rg = await series(RUNS, { cmd: rgPath, args: ['-n', '--no-heading', ...(pcre ? ['-P'] : []), '-e', pattern, '.'], cwd: corpus.root });
      row('ripgrep (the prefilter pattern)', rg);
      results.ripgrep = summary(rg);
    }
  }

  let ours: Series | undefined;
  if (want('check')) {
    log(`… gitlab-v4-migrate, ${RUNS} runs, then ${RUNS} with --threads 1`);
    ours = await series(RUNS, { cmd: process.execPath, args: [cli, '--format', 'json', '.'], cwd: corpus.root, keepStdout: true });
    row('gitlab-v4-migrate (check)', ours);
    const report = JSON.parse(ours.runs[ours.runs.length - 1].stdout!) as { findings: { file: string; line: number; change: string }[]; summary: unknown };
    const recall = recallOf(report, corpus.sites, corpus.seedDir);
    results.check = { ...summary(ours), recall, summary: report.summary };
    const one = await series(RUNS, { cmd: process.execPath, args: [cli, '--format', 'json', '--threads', '1', '.'], cwd: corpus.root });
    row('gitlab-v4-migrate --threads 1', one);
    results.checkOneThread = summary(one);
    log(
      `recall of seeded sites: ${recall.sitesFound}/${recall.sites} sites, ${recall.found}/${recall.expected} (site, change) pairs` +
        `; findings on unmarked lines of seeded files: ${recall.unexpectedInSeeds}; findings in the published packages: ${recall.outsideSeeds}`,
    );
    for (const m of recall.missed) log(`  missed: ${m}`);
    for (const [f, n] of recall.outsideFiles) log(`  outside the seeds: ${f} (${n})`);
  }

  if (want('cache')) {
    const cacheFile = path.join(benchHome(), 'result-cache');
    const args = [cli, '--format', 'json', '--cache', '--cache-location', cacheFile, '.'];
    log(`… --cache: one run to fill it, then ${RUNS} runs`);
    rmSync(cacheFile, { force: true });
    await run({ cmd: process.execPath, args, cwd: corpus.root });
    const warm = await series(RUNS, { cmd: process.execPath, args, cwd: corpus.root, keepStdout: true });
    row('gitlab-v4-migrate --cache (warm, not a git repository)', warm);
    // A warm run is timed only as the cold report again: a run that stops early (a cache it cannot
    // read) is fast and wrong.
    const cold = ours?.runs[0];
    const sameReport = warm.runs.every((r) => (cold ? r.code === cold.code && r.stdout === cold.stdout : r.code !== 2));
    if (!sameReport) log('  the warm runs did NOT print the cold report: their time is not a replay');
    results.cacheWarm = { ...summary(warm), sameReport };
  }

  const git = want('warm') ? await warmRuns(corpus, cli, which('rg'), RUNS, log) : undefined;
  if (git) {
    if (git.ripgrep) row('git clone: ripgrep -F /api/v3', git.ripgrep);
    row('git clone: check (cold)', git.cold);
    row('git clone: --cache (warm)', git.warm);
    row('git clone: --cache (warm, no run record)', git.perFile);
    row('fresh git clone, cache restored', git.fresh);
    results.gitClone = {
      ripgrepLiteral: git.ripgrep && summary(git.ripgrep),
      cold: summary(git.cold),
      warm: summary(git.warm),
      warmPerFile: summary(git.perFile),
      fresh: summary(git.fresh),
      identicalToCold: git.identical,
    };
    log(`warm and fresh-clone reports ${git.identical ? 'are byte for byte' : 'DIFFER from'} the cold run's`);
  }

  let seq: Awaited<ReturnType<typeof sequenceRuns>> | undefined;
  if (want('seq')) {
    // --runs N: every sequence N times from new clones; the table gives each step's median and its range.
    const steps = (seq = await sequenceRuns(origin(corpus, log), cli, hookFiles(files, corpus).plain, log, which('rg'), RUNS));
    const range = (xs: number[]) => (xs.length > 1 ? ` (${fmtMs(Math.min(...xs))}–${fmtMs(Math.max(...xs))})` : '');
    log();
    table(
      ['sequence step (shared --cache-location)', `wall, median of ${RUNS}`, 'cold check, same args', 'step/cold', 'ripgrep -F, same files', 'step/ripgrep', 'report = cold'],
      steps.map((s) => [s.name, fmtMs(s.ms) + range(s.samples), fmtMs(s.coldMs) + range(s.coldSamples), `${(s.ms / s.coldMs).toFixed(2)}×`, s.rgMs === undefined ? 'n/a' : fmtMs(s.rgMs), s.rgMs === undefined ? 'n/a' : `${(s.ms / s.rgMs).toFixed(2)}×`, s.identical ? 'yes' : 'NO']),
    );
    results.sequences = steps;
    const worst = Math.max(...steps.map((s) => s.ms / s.coldMs));
    log(`worst step against its cold run: ${worst.toFixed(2)}×; reports ${steps.every((s) => s.identical) ? 'all byte for byte a cold run\'s' : 'DIFFER'}`);
  }

  let fix: Series | undefined;
  if (want('fix')) {
    const restore = async () => void (await writeSeeds(path.join(corpus.root, corpus.seedDir), corpus.seedFiles));
    log(`… --fix, ${RUNS} runs (the seeded files are written again before each)`);
    fix = await series(RUNS, { cmd: process.execPath, args: [cli, '--fix', '--format', 'json', '.'], cwd: corpus.root }, restore);
    await restore();
    row('gitlab-v4-migrate --fix', fix);
    results.fix = summary(fix);
  }

  const hook = want('hook') ? await hookRuns(files, corpus) : undefined;
  if (hook) {
    const { resident: r } = hook;
    results.hook = {
      node: summary(hook.node), plain: summary(hook.plain), oneApi: summary(hook.oneApi), api: summary(hook.api),
      resident: { plain: summary(r.plain), oneApi: summary(r.oneApi), api: summary(r.api), served: r.served, of: r.of, firstMs: r.firstMs, listeningMs: r.listeningMs, warmMs: r.warmMs },
    };
  }

  let eslint: Awaited<ReturnType<typeof eslintRun>>;
  if (want('eslint') && !flags['no-eslint']) eslint = await eslintRun(files, corpus);
  if (eslint) {
    row(`ESLint + plugin (${eslint.full ? 'whole corpus' : `${eslint.files}-file sample`})`, eslint.sample, eslint.files, eslint.bytes / 1e6);
    results.eslint = { ...summary(eslint.sample), files: eslint.files, estimateMs: eslint.estimateMs, full: eslint.full };
  }

  log();
  table(['', 'median wall', 'files/s', 'MB/s', 'peak RSS'], rows);
  log();
  log('## Targets');
  if (ours && rg) target(`full check within 3× ripgrep`, ours.ms / rg.ms, (r) => r <= 3, `${(ours.ms / rg.ms).toFixed(1)}×`);
  if (ours && eslint) {
    const label = eslint.full ? 'measured' : `extrapolated from ${eslint.files} files: ESLint ≈ ${fmtMs(eslint.estimateMs)} for the corpus`;
    target(`at least 20× faster than ESLint with the plugin (${label})`, eslint.estimateMs / ours.ms, (r) => r >= 20, `${(eslint.estimateMs / ours.ms).toFixed(1)}× faster`);
  }
  if (ours?.rssMiB !== undefined) target('peak RSS under 300 MB', ours.rssMiB * 1.048576, (m) => m < 300, `${(ours.rssMiB * 1.048576).toFixed(0)} MB`);
  if (hook) {
    // Issue 29: 1.5×, for the issue's own case (twenty files, one with a v3 call); the others beside it.
    target('20-file hook run within 1.5× `node -e 0` (1 file calls the API)', hook.oneApi.ms / hook.node.ms, (r) => r <= 1.5, `${(hook.oneApi.ms / hook.node.ms).toFixed(2)}×`);
    target('20-file hook run within 1.5× `node -e 0` (no file needs the parser)', hook.plain.ms / hook.node.ms, (r) => r <= 1.5, `${(hook.plain.ms / hook.node.ms).toFixed(2)}×`);
    target('20-file hook run within 1.5× `node -e 0` (2 files call the API)', hook.api.ms / hook.node.ms, (r) => r <= 1.5, `${(hook.api.ms / hook.node.ms).toFixed(2)}×`);
    // The same through a resident server (--resident, the second hook of .pre-commit-hooks.yaml).
    const r = hook.resident;
    const all = r.served === r.of ? '' : ` (only ${r.served} of ${r.of} runs served)`;
    target('20-file --resident hook run within 1.5× `node -e 0` (1 file calls the API)', r.oneApi.ms / hook.node.ms, (x) => x <= 1.5 && !all, `${(r.oneApi.ms / hook.node.ms).toFixed(2)}×${all}`);
    target('20-file --resident hook run within 1.5× `node -e 0` (no file needs the parser)', r.plain.ms / hook.node.ms, (x) => x <= 1.5 && !all, `${(r.plain.ms / hook.node.ms).toFixed(2)}×${all}`);
    target('20-file --resident hook run within 1.5× `node -e 0` (2 files call the API)', r.api.ms / hook.node.ms, (x) => x <= 1.5 && !all, `${(r.api.ms / hook.node.ms).toFixed(2)}×${all}`);
  }
  if (git?.ripgrep) {
    const rgMs = git.ripgrep.ms;
    target('warm --cache check of the unchanged git tree within ripgrep -F', git.warm.ms / rgMs, (r) => r <= 1, `${(git.warm.ms / rgMs).toFixed(2)}× (${fmtMs(git.warm.ms)} against ${fmtMs(rgMs)})`);
    target('fresh clone with the cache restored within 2× ripgrep -F', git.fresh.ms / rgMs, (r) => r <= 2, `${(git.fresh.ms / rgMs).toFixed(2)}× (${fmtMs(git.fresh.ms)})`);
  }
  if (seq) {
    const worst = seq.reduce((w, s) => (s.ms / s.coldMs > w.ms / w.coldMs ? s : w));
    target('every step of the shared-cache sequences within its cold check', worst.ms / worst.coldMs, (r) => r <= 1, `worst ${(worst.ms / worst.coldMs).toFixed(2)}× (${worst.name})`);
    const other = seq.find((s) => s.name.startsWith('clone B') && s.name.endsWith('first run'));
    if (other?.rgMs) target('a clone at another path, first run with the shared cache, within 2× ripgrep -F', other.ms / other.rgMs, (r) => r <= 2, `${(other.ms / other.rgMs).toFixed(2)}× (${fmtMs(other.ms)} against ${fmtMs(other.rgMs)})`);
    target('sequence reports byte for byte a cold run\'s', seq.every((s) => s.identical) ? 1 : 0, (v) => v === 1, seq.every((s) => s.identical) ? 'all' : 'NOT all');
  }
  if (fix && ours) target('--fix within 2× a check run', fix.ms / ours.ms, (r) => r <= 2, `${(fix.ms / ours.ms).toFixed(2)}×`);
  log(`load average at the end: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} (a 1-minute average: it counts these runs too, and the build before them)`);
  const out = path.join(benchHome(), 'results.json');
  writeFileSync(out, JSON.stringify(results, null, 2) + '\n');
  log(`results: ${out}`);
}

/** Twenty files named on the command line, as a pre-commit hook passes them, against `node -e 0`. */
async function hookRuns(files: string[], corpus: Corpus) {
  const { plain, api, oneApi } = hookFiles(files, corpus);
  const n = Math.max(RUNS, 7);
  log(`… pre-commit hook: 20 named files, ${n} runs each`);
  const node = await series(n, { cmd: process.execPath, args: ['-e', '0'], cwd: corpus.root });
  const p = await series(n, { cmd: process.execPath, args: [cli, ...plain], cwd: corpus.root });
  const one = await series(n, { cmd: process.execPath, args: [cli, ...oneApi], cwd: corpus.root });
  const a = await series(n, { cmd: process.execPath, args: [cli, ...api], cwd: corpus.root });
  log(`hook: node -e 0 ${fmtMs(node.ms)}; 20 files ${fmtMs(p.ms)} (${fmtMiB(p.rssMiB)}); 20 files of which 1 calls the API ${fmtMs(one.ms)}; of which 2 ${fmtMs(a.ms)} (${fmtMiB(a.rssMiB)})`);
  const resident = await residentRuns(n, corpus, { plain, oneApi, api });
  return { node, plain: p, oneApi: one, api: a, resident };
}

/**
 * The same three hooks with `--resident` (src/cli/resident/), served by a warm server: started by a
 * first run (in-process) before timing, and warmed by one untimed run of each set (the analysis
 * loads in the server on its first API file). Its warm-up is reported, not counted. The server has a
 * cache home of its own under the bench's folder, and is ended after its rows.
 */
async function residentRuns(n: number, corpus: Corpus, sets: { plain: string[]; oneApi: string[]; api: string[] }) {
  const home = path.join(benchHome(), 'resident-cache');
  rmSync(home, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = { ...process.env, XDG_CACHE_HOME: home, GL4M_RESIDENT_IDLE: '600' };
  // A resident server is off in CI (eligible.ts): the bench measures it wherever it runs.
  delete env.CI;
  delete env.GL4M_RESIDENT;
  const folder = path.join(home, 'gitlab-v4-migrate', 'resident');
  const record = (): { pid: number; served: number } | undefined => {
    const name = existsSync(folder) ? readdirSync(folder).find((f) => f.endsWith('.json')) : undefined;
    try {
      return name ? (JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as { pid: number; served: number }) : undefined;
    } catch {
      return undefined;
    }
  };
  // The resident hook's executable (`gitlab-v4-migrate-resident`, a CommonJS script beside bin.js).
  const client = path.join(path.dirname(cli), 'resident.cjs');
  const command = (files: string[]) => ({ cmd: process.execPath, args: [client, ...files], cwd: corpus.root, env });
  const started = performance.now();
  const first = await run(command(sets.plain));
  while (!record() && performance.now() - started < 30_000) await new Promise((r) => setTimeout(r, 20));
  const listening = performance.now() - started;
  const warm: number[] = [];
  for (const files of [sets.plain, sets.oneApi, sets.api]) warm.push((await run(command(files))).ms);
  const before = record()?.served ?? 0;
  const plain = await series(n, command(sets.plain));
  const oneApi = await series(n, command(sets.oneApi));
  const api = await series(n, command(sets.api));
  const served = (record()?.served ?? 0) - before;
  const pid = record()?.pid;
  if (pid) process.kill(pid);
  log(
    `hook --resident: first run (in-process, starts the server) ${fmtMs(first.ms)}, server listening after ${fmtMs(listening)}, warm-up runs ${warm.map(fmtMs).join(' / ')} (not counted); ` +
      `served ${served} of ${3 * n} timed runs: 20 files ${fmtMs(plain.ms)}; 1 calls the API ${fmtMs(oneApi.ms)}; 2 ${fmtMs(api.ms)} (client's peak RSS ${fmtMiB(Math.max(plain.rssMiB ?? 0, oneApi.rssMiB ?? 0, api.rssMiB ?? 0) || undefined)})`,
  );
  return { plain, oneApi, api, served, of: 3 * n, firstMs: first.ms, listeningMs: listening, warmMs: warm };
}

/** A hook's 20 named files: plain ones (no API call), and the same with 1 and with 2 seeded clients. */
function hookFiles(files: string[], corpus: Corpus) {
  const plain: string[] = [];
  const api: string[] = [];
  // Every 97th file that is not an API client: spread over the packages, mostly small.
  for (let i = 0; i < files.length && plain.length < 20; i += 97) {
    const f = files[i];
    if (!f.startsWith(`${corpus.seedDir}/`) && !mayHoldApiCall(readFileSync(path.join(corpus.root, f), 'utf8'))) plain.push(f);
  }
  api.push(...plain.slice(0, 18), `${corpus.seedDir}/client-0000.js`, `${corpus.seedDir}/client-0001.ts`);
  const oneApi = [...plain.slice(0, 19), `${corpus.seedDir}/client-0000.js`];
  return { plain, api, oneApi };
}

/** ESLint with `configs.recommended` (and the TypeScript parser for TS files), on a sample or the whole corpus. */
async function eslintRun(files: string[], corpus: Corpus) {
  if (!existsSync(eslintBin)) {
    log('ESLint: not installed in node_modules: skipped');
    return undefined;
  }
  const config = path.join(benchHome(), 'eslint.config.mjs');
  const plugin = path.join(repo, 'dist', 'eslint-plugin', 'index.js');
  const tsParser = path.join(repo, 'node_modules', '@typescript-eslint', 'parser', 'dist', 'index.js');
  writeFileSync(
    config,
    `// Written by bench/run.ts.
import gitlabV4 from ${JSON.stringify(plugin)};
import tsParser from ${JSON.stringify(tsParser)};
export default [
  { linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'off' } },
  gitlabV4.configs.recommended,
  { files: ['**/*.{ts,tsx,mts,cts}'], languageOptions: { parser: tsParser } },
  { files: ['**/*.jsx'], languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } } },
];
`,
  );
  const want = Number(flags['eslint-sample']);
  const full = !(want > 0 && want < files.length);
  const step = full ? 1 : files.length / want;
  const sample = full ? ['.'] : Array.from({ length: want }, (_, i) => files[Math.floor(i * step)]);
  const count = full ? files.length : sample.length;
  const bytes = full ? corpus.bytes : sample.reduce((sum, f) => sum + statSync(path.join(corpus.root, f)).size, 0);
  const base = ['--config', config, '--format', 'json', '--no-warn-ignored'];
  const timeoutMs = Number(flags['eslint-timeout']) * 1000;
  // ESLint's own start-up, taken out before scaling a sample up to the corpus.
  const startup = median((await series(3, { cmd: process.execPath, args: [eslintBin, ...base, files[0]], cwd: corpus.root })).runs.map((r) => r.ms));
  log(`… ESLint on ${count} files (timeout ${fmtMs(timeoutMs)})`);
  const s = await series(1, { cmd: process.execPath, args: [eslintBin, ...base, ...sample], cwd: corpus.root, timeoutMs });
  if (s.runs[0].timedOut) log(`ESLint: stopped after ${fmtMs(timeoutMs)} (--eslint-timeout); the figure is a lower bound`);
  const estimateMs = full ? s.ms : startup + (s.ms - startup) * (files.length / count);
  log(`ESLint: ${count} files in ${fmtMs(s.ms)} (start-up ${fmtMs(startup)}), peak ${fmtMiB(s.rssMiB)}${full ? '' : `; per file, the corpus would take ≈ ${fmtMs(estimateMs)}`}`);
  return { sample: s, files: count, bytes, estimateMs, full };
}

/** Reads every file once, so that no tool pays for a cold page cache. */
function warmUp(files: string[], root: string): void {
  for (const f of files) readFileSync(path.join(root, f));
}

function summary(s: Series) {
  return { medianMs: Math.round(s.ms), runsMs: s.runs.map((r) => Math.round(r.ms)), peakRssMiB: s.rssMiB === undefined ? null : Math.round(s.rssMiB), exitCodes: s.runs.map((r) => r.code) };
}

function target(name: string, value: number, ok: (v: number) => boolean, shown: string): void {
  log(`- ${ok(value) ? 'MET    ' : 'NOT MET'} ${name}: ${shown}`);
}

function table(head: string[], rows: string[][]): void {
  const all = [head, ...rows];
  const widths = head.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const line = (r: string[]) => '| ' + r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ') + ' |';
  log(line(head));
  log('| ' + widths.map((w, i) => (i === 0 ? '-'.repeat(w) : '-'.repeat(w - 1) + ':')).join(' | ') + ' |');
  for (const r of rows) log(line(r));
}

function machineInfo() {
  let cpu = os.cpus()[0]?.model ?? 'unknown';
  try {
    cpu = /model name\s*:\s*(.*)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? cpu;
  } catch {
    // Not Linux.
  }
  return { cores: os.availableParallelism(), cpu, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version, platform: `${os.platform()} ${os.release()}` };
}

function machine(): string {
  const m = machineInfo();
  return `machine: ${m.cores} cores (${m.cpu}), ${m.memoryGiB} GiB, Node ${m.node}, ${m.platform}; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`;
}

await main();
