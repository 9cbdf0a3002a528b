// bench:blind — issue 25's measurement on clients written blind (bench/blind/clients, each with
// the requests it must send annotated in calls.json before the tool ever ran on it). Each client
// runs against the fake GitLab as v3; a copy is fixed by the built CLI in each front; the fixed
// copy runs against v4; every call is judged (classify.ts). `--check` only proves the annotations:
// the v3 requests are what the clients send, the v4 ones are v4 routes.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { diffLines } from 'diff';
import { v4Route } from '../../src/rulebook/routes.js';
import { startFakeGitlab } from '../../test/http/server.js';
import { loadClients, type ClientNote } from './annotations.js';
import { judge, same, show, type Judged, type Outcome } from './classify.js';
import { runClient } from './drive.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CLIENTS = path.join(import.meta.dirname, process.env.BLIND_SET ?? 'clients');
const BIN = path.join(ROOT, 'dist/cli/bin.js');
const PORT = '__PORT__';

const MODES = [
  { name: '--fix', flags: ['--fix'], review: false },
  { name: '--fix --fix-review', flags: ['--fix', '--fix-review'], review: true },
  { name: '--fix --no-project', flags: ['--fix', '--no-project'], review: false },
  { name: '--fix --fix-review --no-project', flags: ['--fix', '--fix-review', '--no-project'], review: true },
] as const;

interface Finding {
  file: string;
  line: number;
  endLine?: number;
  ruleId: string;
  fix: string;
  held?: { reason: string };
}

const check = process.argv.includes('--check');
const verbose = process.argv.includes('--verbose');
const jsonOut = process.argv.find((a) => a.startsWith('--json='))?.slice('--json='.length);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = path.join(dir, n);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

/** Copies the clients under `to`, with the fake GitLab's port in place of the placeholder. */
function copyClients(clients: ClientNote[], to: string, port: number): void {
  for (const c of clients) {
    const dest = path.join(to, c.name);
    cpSync(c.dir, dest, { recursive: true, filter: (src) => path.basename(src) !== 'calls.json' });
    for (const f of files(dest)) writeFileSync(f, readFileSync(f, 'utf8').split(PORT).join(String(port)));
  }
}

/**
 * The lines (1-based, by file relative to the client) where each call's mark stands: in the fixed
 * copy `fixed` when given and the mark is still there (other fixes may have joined or split the
 * lines above it), else in the client as written.
 */
function markLines(c: ClientNote, fixed?: string): Map<string, Array<{ file: string; line: number }>> {
  const textsOf = (dir: string) =>
    files(dir)
      .filter((f) => path.basename(f) !== 'calls.json')
      .map((f) => ({ file: path.relative(dir, f).split(path.sep).join('/'), text: readFileSync(f, 'utf8') }));
  const find = (texts: Array<{ file: string; text: string }>, mark: string) => {
    const at: Array<{ file: string; line: number }> = [];
    for (const { file, text } of texts) {
      for (let i = text.indexOf(mark); i >= 0; i = text.indexOf(mark, i + 1)) at.push({ file, line: text.slice(0, i).split('\n').length });
    }
    return at;
  };
  const original = textsOf(c.dir);
  const after = fixed ? textsOf(fixed) : [];
  const out = new Map<string, Array<{ file: string; line: number }>>();
  for (const call of c.calls) {
    const moved = find(after, call.mark);
    // A fix that rewrote the mark's own text (a split's `urlV3(…)`): its line as written, carried
    // through the lines the fixes added or removed above it.
    const at = moved.length > 0 ? moved : find(original, call.mark).map((p) => ({ file: p.file, line: carried(original, after, p) }));
    if (at.length === 0) throw new Error(`${c.name}/${call.id}: its mark ${JSON.stringify(call.mark)} is in no file`);
    out.set(call.id, at);
  }
  return out;
}

/** Where line `p.line` of the client as written stands in the fixed copy (unchanged where the file was not fixed). */
function carried(original: Array<{ file: string; text: string }>, after: Array<{ file: string; text: string }>, p: { file: string; line: number }): number {
  const before = original.find((f) => f.file === p.file)?.text;
  const now = after.find((f) => f.file === p.file)?.text;
  if (before === undefined || now === undefined) return p.line;
  let from = 1;
  let to = 1;
  for (const part of diffLines(before, now)) {
    const n = part.count ?? 0;
    if (part.added) to += n;
    else if (part.removed) {
      // A line the fixes rewrote: the first line of what replaced it.
      if (p.line < from + n) return to;
      from += n;
    } else {
      if (p.line < from + n) return to + (p.line - from);
      from += n;
      to += n;
    }
  }
  return p.line;
}

const pad = (s: string | number, n: number) => String(s).padEnd(n);
const OUTCOMES: Outcome[] = ['right', 'held', 'miss', 'wrong', 'crash'];

async function main(): Promise<void> {
  const clients = loadClients(CLIENTS);
  const server = await startFakeGitlab();
  const work = mkdtempSync(path.join(os.tmpdir(), 'gl4m-blind-'));
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(work, 'node_modules'), 'dir');
  let failures = 0;
  try {
    // The v3 run: each client must send exactly the v3 requests its annotations say.
    copyClients(clients, path.join(work, 'v3'), server.port);
    for (const c of clients) {
      const run = await runClient(server, path.join(work, 'v3', c.name, c.entry));
      if (run.load) {
        console.log(`${c.name}: does not load as v3: ${run.load}`);
        failures++;
        continue;
      }
      for (const call of c.calls) {
        const r = run.calls.get(call.id);
        const ok = r && r.requests.length === 1 && same(r.requests[0], 3, call.v3) && r.requests[0].route;
        if (!ok) {
          failures++;
          console.log(`${c.name}/${call.id}: v3 run sent ${r?.requests.map((q) => `${show(q)} (route ${q.route})`).join(' + ') || 'nothing'}${r?.error ? ` [${r.error}]` : ''}; annotated ${show(call.v3)}`);
        }
        if (call.v4) {
          const segs = call.v4.path.split('/').filter(Boolean).map((s) => decodeURIComponent(s));
          if (v4Route(call.v4.method, segs) !== 'proven') {
            failures++;
            console.log(`${c.name}/${call.id}: annotated v4 ${show(call.v4)} is not a v4 route`);
          }
        }
      }
      if (run.calls.size !== c.calls.length) {
        failures++;
        console.log(`${c.name}: ${run.calls.size} calls run, ${c.calls.length} annotated`);
      }
    }
    const total = clients.reduce((n, c) => n + c.calls.length, 0);
    console.log(`${clients.length} clients, ${total} calls (${clients.reduce((n, c) => n + c.calls.filter((x) => x.mechanical).length, 0)} mechanical); annotation check: ${failures} problem(s)`);
    if (check || failures) {
      process.exitCode = failures ? 1 : 0;
      return;
    }

    const report: Record<string, unknown> = {};
    for (const mode of MODES) {
      const folder = `fix-${MODES.indexOf(mode)}`;
      copyClients(clients, path.join(work, folder), server.port);
      const cli = spawnSync(process.execPath, [BIN, ...mode.flags, '--no-cache', '--format', 'json', folder], { cwd: work, encoding: 'utf8', maxBuffer: 64 << 20 });
      if (cli.status === 2 || !cli.stdout.trim()) throw new Error(`the CLI failed (${mode.name}): ${cli.stderr}`);
      const findings = (JSON.parse(cli.stdout) as { findings: Finding[] }).findings;
      const rows: Array<{ client: string; counts: Record<Outcome, number>; silent: number; mech: number; mechRight: number }> = [];
      const details: Array<{ client: string; id: string; change: string; judged: Judged; mechanical: boolean }> = [];
      for (const c of clients) {
        const marks = markLines(c, path.join(work, folder, c.name));
        const run = await runClient(server, path.join(work, folder, c.name, c.entry));
        const counts = Object.fromEntries(OUTCOMES.map((o) => [o, 0])) as Record<Outcome, number>;
        let silent = 0;
        let mech = 0;
        let mechRight = 0;
        for (const call of c.calls) {
          const at = marks.get(call.id)!;
          const reported = findings.some((f) => at.some((m) => f.file === `${folder}/${c.name}/${m.file}` && f.line <= m.line && m.line <= (f.endLine ?? f.line)));
          const baseHeld = findings.some((f) => f.ruleId === 'api-v3-prefix' && f.file.startsWith(`${folder}/${c.name}/`));
          const j = judge(call, run.calls.get(call.id), run.load, reported, baseHeld);
          counts[j.outcome]++;
          if (j.silent) silent++;
          if (call.mechanical && (mode.review || !call.review)) {
            mech++;
            if (j.outcome === 'right') mechRight++;
          }
          details.push({ client: c.name, id: call.id, change: call.change, judged: j, mechanical: call.mechanical });
        }
        rows.push({ client: c.name, counts, silent, mech, mechRight });
      }
      const sum = (k: Outcome) => rows.reduce((n, r) => n + r.counts[k], 0);
      const mech = rows.reduce((n, r) => n + r.mech, 0);
      const mechRight = rows.reduce((n, r) => n + r.mechRight, 0);
      const silent = rows.reduce((n, r) => n + r.silent, 0);
      console.log(`\n## ${mode.name}\n`);
      console.log(`| client | ${OUTCOMES.join(' | ')} | wrong, unreported | right / mechanical |`);
      console.log(`|---|${OUTCOMES.map(() => '---:').join('|')}|---:|---:|`);
      for (const r of rows) console.log(`| ${r.client} | ${OUTCOMES.map((o) => r.counts[o]).join(' | ')} | ${r.silent} | ${r.mechRight}/${r.mech} |`);
      console.log(`| **total** | ${OUTCOMES.map((o) => `**${sum(o)}**`).join(' | ')} | **${silent}** | **${mechRight}/${mech} (${mech ? ((100 * mechRight) / mech).toFixed(1) : '-'}%)** |`);
      const bad = details.filter((d) => d.judged.outcome === 'wrong' || d.judged.outcome === 'crash' || d.judged.outcome === 'miss' || (verbose && d.judged.outcome !== 'right'));
      for (const d of bad) console.log(`  ${pad(d.judged.outcome, 6)} ${d.client}/${d.id} (${d.change})${d.judged.detail ? `: ${d.judged.detail}` : ''}`);
      report[mode.name] = { rows, totals: Object.fromEntries(OUTCOMES.map((o) => [o, sum(o)])), silent, mech, mechRight, details };
    }
    if (jsonOut) writeFileSync(jsonOut, JSON.stringify(report, null, 2) + '\n');
  } finally {
    await server.close();
    if (!process.env.BLIND_KEEP) rmSync(work, { recursive: true, force: true });
    else console.log(`kept ${work}`);
  }
}

await main();
