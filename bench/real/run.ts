// `npm run bench:real`: checks the real-code corpus (bench/real/corpus.json) with the CLI and prints
// recall, precision, traps hit and the misses by cause against the annotations, by package and by
// kind of file. Needs the registry and Debian's mirror the first time (npm pack, apt-get download),
// so it stays out of `npm test`.
import { spawnSync } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync, readSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { kindOf } from '../../src/languages/kinds.js';
import { ensureDebianPackage, type DebianPackage } from './debian.js';
import { annotationFile, ensurePackage, readRealCorpus, type LocalCorpus } from './fetch.js';
import { KIND_ROWS, kindRow, type KindRow } from './kind-rows.js';
import { parseAnnotations, score, type Annotation, type Finding, type Score } from './score.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cli = path.join(repo, 'src/cli/bin.ts');
// The CLI runs from each package's folder, where `--import tsx` would not resolve.
const tsx = pathToFileURL(path.join(repo, 'node_modules/tsx/dist/loader.mjs')).href;
const log = (line: string): void => void process.stderr.write(`${line}\n`);

const percent = (a: number, b: number): string => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);
const emptyScore = (): Score => ({ expected: 0, found: 0, findings: 0, correct: 0, traps: 0, trapsHit: [], unexpected: [], missesByCause: new Map() });

function add(total: Score, s: Score): void {
  total.expected += s.expected;
  total.found += s.found;
  total.findings += s.findings;
  total.correct += s.correct;
  total.traps += s.traps;
  total.trapsHit.push(...s.trapsHit);
  total.unexpected.push(...s.unexpected);
  for (const [cause, list] of s.missesByCause) total.missesByCause.set(cause, [...(total.missesByCause.get(cause) ?? []), ...list]);
}

const row = (label: string, s: Score): string =>
  `${label.padEnd(42)} ${`${s.found}/${s.expected}`.padStart(7)} ${percent(s.found, s.expected).padStart(7)}` +
  ` ${(s.findings === 0 ? 'nothing' : `${percent(s.correct, s.findings)}`).padStart(9)} ${`${s.trapsHit.length}/${s.traps}`.padStart(6)}`;

/** Runs the CLI in `cwd` on `targets` (files, or `.` for the folder as discovery sees it). */
function check(label: string, cwd: string, targets: string[]): Finding[] {
  const run = spawnSync(process.execPath, ['--import', tsx, cli, '--format', 'json', '--no-cache', ...targets], { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if ((run.status !== 0 && run.status !== 1) || !run.stdout) throw new Error(`${label}: the CLI exited ${run.status}: ${run.stderr}`);
  const report = JSON.parse(run.stdout) as { findings: Finding[]; errors: unknown[] };
  if (report.errors.length > 0) log(`${label}: ${report.errors.length} error(s): ${JSON.stringify(report.errors).slice(0, 300)}`);
  return report.findings;
}

function head(file: string): string {
  const fd = openSync(file, 'r');
  try {
    const buf = Buffer.alloc(128);
    return buf.toString('latin1', 0, readSync(fd, buf, 0, buf.length, 0));
  } finally {
    closeSync(fd);
  }
}

const byKind = new Map<KindRow, Score>(KIND_ROWS.map((k) => [k, emptyScore()]));
/** The same rows for the blind fixtures alone (`local`): the figures docs/accuracy.md reports per kind. */
const blindByKind = new Map<KindRow, Score>(KIND_ROWS.map((k) => [k, emptyScore()]));
/** Scores one unit and adds it to the kinds' rows: annotations and findings split by the kind of their file. */
function scoreByKind(dir: string, annotations: Annotation[], findings: Finding[], label: string, blind = false): Score {
  const rowOf = new Map<string, KindRow>();
  const rowFor = (file: string): KindRow => {
    if (!rowOf.has(file)) rowOf.set(file, kindRow(file, head(path.join(dir, file))));
    return rowOf.get(file)!;
  };
  for (const k of KIND_ROWS) {
    const s = score(annotations.filter((a) => rowFor(a.file) === k), findings.filter((f) => rowFor(f.file) === k), label);
    add(byKind.get(k)!, s);
    if (blind) add(blindByKind.get(k)!, s);
  }
  return score(annotations, findings, label);
}

/** The files below `dir` a kind of the tool claims (by name or shebang), relative to it. */
function codeFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath ?? (e as unknown as { path: string }).path, e.name)))
    .filter((f) => kindOf(f, head(path.join(dir, f))) !== undefined)
    .sort();
}

// `--only=fixtures/languages-2` checks that local folder alone (no registry, no mirror): the figures
// of one blind set, per kind.
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const full = readRealCorpus();
const corpus = only === undefined ? full : { ...full, packages: [], debian: [], local: (full.local ?? []).filter((l) => l.dir === only) };
if (only !== undefined && !corpus.local?.length) throw new Error(`--only=${only}: no local folder of bench/real/corpus.json has that dir`);
const total = emptyScore();
const rows: string[] = [];
for (const p of corpus.packages) {
  const dir = await ensurePackage(p, log);
  // The packages' own folder is the working directory, as for a user who checks their client.
  const file = annotationFile(p);
  const s = scoreByKind(dir, parseAnnotations(readFileSync(file, 'utf8'), file), check(p.name, dir, p.files), `${p.name}@${p.version}`);
  rows.push(row(`${p.name}@${p.version}`, s));
  add(total, s);
}
for (const local of corpus.local ?? ([] as LocalCorpus[])) {
  // A folder of this repository, checked as a whole (discovery decides what is read, as for a user).
  const dir = path.join(repo, local.dir);
  const file = path.join(repo, local.annotations);
  const s = scoreByKind(dir, parseAnnotations(readFileSync(file, 'utf8'), file), check(local.dir, dir, ['.']), local.dir, true);
  rows.push(row(local.dir, s));
  add(total, s);
}
for (const d of corpus.debian ?? ([] as DebianPackage[])) {
  // A v4 client: every file it ships must stay silent, so each file is a trap.
  const dir = await ensureDebianPackage(d, log);
  const traps: Annotation[] = codeFiles(dir).map((f) => ({ file: f, line: 0, keys: [], cause: 'trap', note: 'a v4 client: no finding anywhere' }));
  const findings = check(d.package, dir, ['.']);
  const s = scoreByKind(dir, traps, findings.map((f) => ({ ...f, line: 0 })), `${d.package}=${d.version}`);
  rows.push(row(`${d.package}=${d.version} (${findings.length} findings)`, s));
  add(total, s);
}

const header = `${'package'.padEnd(42)} ${'found'.padStart(7)} ${'recall'.padStart(7)} ${'precision'.padStart(9)} ${'traps'.padStart(6)}`;
console.log(header);
for (const r of rows) console.log(r);
console.log(row('total', total));
console.log(`\n${header.replace('package', 'kind   ')}`);
for (const k of KIND_ROWS) console.log(row(k, byKind.get(k)!));
if (corpus.local?.length) {
  console.log(`\n${header.replace('package', 'kind (blind fixtures only)')}`);
  for (const k of KIND_ROWS) console.log(row(k, blindByKind.get(k)!));
}
console.log('\nmisses by cause:');
for (const [cause, list] of [...total.missesByCause].sort((a, b) => b[1].length - a[1].length)) {
  console.log(`  ${cause.padEnd(10)} ${String(list.length).padStart(3)}`);
}
const verbose = process.argv.includes('--verbose');
if (verbose) for (const [cause, list] of total.missesByCause) for (const m of list) console.log(`    ${cause}: ${m}`);
if (total.trapsHit.length > 0) console.log(`\ntraps reported:\n${total.trapsHit.map((t) => `  ${t}`).join('\n')}`);
if (total.unexpected.length > 0) console.log(`\nfindings no annotation expects:\n${total.unexpected.map((t) => `  ${t}`).join('\n')}`);
