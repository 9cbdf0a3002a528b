// `npm run bench:real`: checks the real-code corpus (bench/real/corpus.json) with the CLI and prints
// recall, precision, traps hit and the misses by cause against the annotations. Needs the registry
// the first time (npm pack), so it stays out of `npm test`.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { annotationFile, ensurePackage, readRealCorpus } from './fetch.js';
import { parseAnnotations, score, type Finding, type Score } from './score.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cli = path.join(repo, 'src/cli/bin.ts');
// The CLI runs from each package's folder, where `--import tsx` would not resolve.
const tsx = pathToFileURL(path.join(repo, 'node_modules/tsx/dist/loader.mjs')).href;
const log = (line: string): void => void process.stderr.write(`${line}\n`);

const percent = (a: number, b: number): string => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);

const total: Score = { expected: 0, found: 0, findings: 0, correct: 0, traps: 0, trapsHit: [], unexpected: [], missesByCause: new Map() };
const rows: string[] = [];
for (const p of readRealCorpus()) {
  const dir = await ensurePackage(p, log);
  // The packages' own folder is the working directory, as for a user who checks their client.
  const run = spawnSync(process.execPath, ['--import', tsx, cli, '--format', 'json', '--no-cache', ...p.files], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if ((run.status !== 0 && run.status !== 1) || !run.stdout) throw new Error(`${p.name}: the CLI exited ${run.status}: ${run.stderr}`);
  const report = JSON.parse(run.stdout) as { findings: Finding[]; errors: unknown[] };
  const file = annotationFile(p);
  const s = score(parseAnnotations(readFileSync(file, 'utf8'), file), report.findings, `${p.name}@${p.version}`);
  rows.push(
    `${`${p.name}@${p.version}`.padEnd(42)} ${`${s.found}/${s.expected}`.padStart(7)} ${percent(s.found, s.expected).padStart(7)}` +
      ` ${percent(s.correct, s.findings).padStart(9)} ${`${s.trapsHit.length}/${s.traps}`.padStart(6)}`,
  );
  total.expected += s.expected;
  total.found += s.found;
  total.findings += s.findings;
  total.correct += s.correct;
  total.traps += s.traps;
  total.trapsHit.push(...s.trapsHit);
  total.unexpected.push(...s.unexpected);
  for (const [cause, list] of s.missesByCause) total.missesByCause.set(cause, [...(total.missesByCause.get(cause) ?? []), ...list]);
  if (report.errors.length > 0) log(`${p.name}: ${report.errors.length} error(s): ${JSON.stringify(report.errors).slice(0, 300)}`);
}

console.log(`${'package'.padEnd(42)} ${'found'.padStart(7)} ${'recall'.padStart(7)} ${'precision'.padStart(9)} ${'traps'.padStart(6)}`);
for (const row of rows) console.log(row);
console.log(
  `${'total'.padEnd(42)} ${`${total.found}/${total.expected}`.padStart(7)} ${percent(total.found, total.expected).padStart(7)}` +
    ` ${percent(total.correct, total.findings).padStart(9)} ${`${total.trapsHit.length}/${total.traps}`.padStart(6)}`,
);
console.log('\nmisses by cause:');
for (const [cause, list] of [...total.missesByCause].sort((a, b) => b[1].length - a[1].length)) {
  console.log(`  ${cause.padEnd(10)} ${String(list.length).padStart(3)}`);
}
const verbose = process.argv.includes('--verbose');
if (verbose) for (const [cause, list] of total.missesByCause) for (const m of list) console.log(`    ${cause}: ${m}`);
if (total.trapsHit.length > 0) console.log(`\ntraps reported:\n${total.trapsHit.map((t) => `  ${t}`).join('\n')}`);
if (total.unexpected.length > 0) console.log(`\nfindings no annotation expects:\n${total.unexpected.map((t) => `  ${t}`).join('\n')}`);
