// What a person reads: one line per finding, each hold said once (under the finding that holds
// it), terms explained once, the summary's counts as --fix and --fix-review would fix, dry runs
// that say which flag they stand for; and --format compact, ESLint's one-line style.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli, runJson, tempProject } from './support.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PLAIN = { NO_COLOR: '1' };
/** A finding's line: `file:line:col  severity`, indented when it is held. */
const FINDING = /^ *\S+:\d+:\d+ +(error|warning|info) /;

/** A client whose base waits on a manual finding (9.0/7): the base and the jobs call are held. */
const HELD = [
  "const API = 'https://gitlab.example.com/api/v3';",
  "export const jobs = (id) => axios.get(API + '/projects/' + id + '/builds');",
  "export const c = (id, sha) => axios.get(API + '/projects/' + id + '/repository/commits/' + sha + '/builds');",
  '',
].join('\n');

interface Report {
  summary: { findingCount: number; fixesApplied: number };
}

describe('the demo in the stylish format', () => {
  it('has no line over 160 characters, one line per finding, and no hold said twice', async () => {
    const { stdout, code } = await runCli(['fixtures/demo'], ROOT, PLAIN);
    const { report } = await runJson<Report>(['fixtures/demo'], ROOT);
    expect(code).toBe(1);
    const lines = stdout.trimEnd().split('\n');
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(160);
    // From the project's own folder, a line passes 120 columns only to keep a route change whole.
    const own = (await runCli(['.'], path.join(ROOT, 'fixtures/demo'), PLAIN)).stdout.trimEnd().split('\n');
    const long = own.filter((l) => l.length > 120);
    expect(long.length).toBeLessThanOrEqual(own.length / 5);
    // A hold that names no place is said once on its finding's line, in parentheses.
    // (a route with no v4 form, kept whole too, when its call is kept on v3 and says so).
    for (const l of long) expect(l).toMatch(/^ *\S+ +(error|warning|info) +`[^`]+`( → `[^`]+`)?( \([^()…]+\))? {2}[a-z0-9-]+ \([\w./]+\)$/);
    expect(lines.filter((l) => FINDING.test(l))).toHaveLength(report.summary.findingCount);
    // The old output said each hold in the message and again on a `held:` line.
    expect(stdout).not.toMatch(/held:|\(waits:|\(kept until/);
    const holds = lines.filter((l) => /↳ holds \d+ findings?/.test(l));
    expect(holds.length).toBeGreaterThan(0);
    // Every place is printed once.
    const places = lines.filter((l) => FINDING.test(l)).map((l) => l.trim().split(/\s+/)[0] + l.trim().split(/\s+/).at(-2));
    expect(new Set(places).size).toBe(places.length);
  });

  it("counts by what each flag would fix: the summary's figures are what the dry runs then fix", async () => {
    const { stdout } = await runCli(['fixtures/demo'], ROOT, PLAIN);
    const m = /By fix: (\d+) with --fix, (\d+) more with --fix-review, (\d+) manual\./.exec(stdout);
    expect(m).not.toBeNull();
    const [fix, review, manual] = m!.slice(1).map(Number);
    const safeRun = await runJson<Report>(['fixtures/demo', '--fix', '--dry-run'], ROOT);
    const reviewRun = await runJson<Report>(['fixtures/demo', '--fix-review', '--dry-run'], ROOT);
    expect(fix).toBe(safeRun.report.summary.fixesApplied);
    expect(fix + review).toBe(reviewRun.report.summary.fixesApplied);
    // A call given its own copy of its v3 base (`kept on v3`, a manual finding that stays) leaves that copy's prefix finding too.
    const { report: before } = await runJson<{ findings: Array<{ held?: { reason: string } }> }>(['fixtures/demo'], ROOT);
    const copies = before.findings.filter((f) => f.held?.reason === 'kept on v3').length;
    // (The demo has none since split25d: ci-status's CI_API is read by its 9.0/7 call alone, so no call would move past a copy.)
    expect(copies).toBeGreaterThanOrEqual(0);
    expect(manual + copies).toBe(reviewRun.report.summary.findingCount);
    // The release client's iid fix (review) holds its base and five safe fixes: --fix-review's, not manual.
    expect(review).toBeGreaterThan(1);
    // The same figures in the JSON report and the Markdown migration report.
    const { report } = await runJson<{ byFlag: object }>(['fixtures/demo'], ROOT);
    expect(report.byFlag).toEqual({ fix, fixReview: review, manual });
    const md = (await runCli(['fixtures/demo', '--format', 'markdown'], ROOT)).stdout;
    expect(md).toContain(`| Fixed by \`gitlab-v4-migrate --fix\` | ${fix} |`);
    expect(md).toContain(`| Fixed by \`--fix-review\` besides (read the diff) | ${review} |`);
    expect(md).toContain(`| Manual (advice only) | ${manual} |`);
  });

  // Files of other kinds (their findings come back through the readers' documents) and a split
  // through a wrapper in another file (its release is the fix loop's next pass): the core's fixedBy.
  it.each(['fixtures/demo-repo', 'bench/blind/clients/ky-wrapper'])('counts what the dry runs then fix over %s too', async (dir) => {
    const { report } = await runJson<{ byFlag: { fix: number; fixReview: number } }>([dir], ROOT);
    const safeRun = await runJson<Report>([dir, '--fix', '--dry-run'], ROOT);
    const reviewRun = await runJson<Report>([dir, '--fix', '--fix-review', '--dry-run'], ROOT);
    expect(report.byFlag.fix).toBe(safeRun.report.summary.fixesApplied);
    expect(report.byFlag.fix + report.byFlag.fixReview).toBe(reviewRun.report.summary.fixesApplied);
    expect(report.byFlag.fixReview).toBeGreaterThan(0);
  });

  it('explains the terms it used once, in a footer, and none when nothing was found', async () => {
    const { stdout } = await runCli(['fixtures/demo'], ROOT, PLAIN);
    for (const term of [/^change key \(/m, /^base: /m, /^tiers: /m]) expect(stdout.match(new RegExp(term.source, 'gm'))).toHaveLength(1);
    const clean = tempProject({ 'a.js': "export const x = fetch('https://gitlab.example.com/api/v4/projects?per_page=100');\n" });
    const none = await runCli(['.'], clean, PLAIN);
    expect(none.stdout).toMatch(/No GitLab API v3 usage found/);
    expect(none.stdout).not.toMatch(/change key|^base:|^tiers:/m);
  });
});

describe('a held fix with nothing in the report to show it under', () => {
  it('says so on its own line, in a few words', async () => {
    const dir = tempProject({
      'api.js': "export const API = 'https://gitlab.example.com/api/v3';\n",
      'client.js': "import { API } from './api.js';\nexport const jobs = (id) => fetch(API + '/projects/' + id + '/builds');\n",
    });
    const { stdout } = await runCli(['client.js'], dir, PLAIN);
    expect(stdout).toMatch(/^client\.js:2:\d+ +error +`\/projects\/:id\/builds\[\/…\]` → `[^`]+` \(fix held: [^)]+\) {2}builds-to-jobs \(9\.0\/12\)$/m);
  });
});

describe('dry runs', () => {
  it('say which flag they simulate', async () => {
    const { stdout } = await runCli(['fixtures/demo', '--fix-review', '--dry-run'], ROOT, PLAIN);
    expect(stdout).toMatch(/Dry run: --fix-review would fix \d+ findings/);
    expect(stdout).not.toMatch(/--fix would fix/);
    expect(stdout).toMatch(/would remain after --fix-review/);
  });

  it('that would fix everything exit 1 and do not say "No findings remain": nothing was written', async () => {
    const dir = tempProject({ 'a.js': "export const owned = () => fetch('https://gitlab.example.com/api/v3/groups/owned');\n" });
    const out = await runCli(['.', '--dry-run'], dir, PLAIN);
    expect(out.stdout).toMatch(/Dry run: --fix would fix 2 findings in 1 file; nothing was written\./);
    expect(out.stdout).not.toMatch(/No findings remain/);
    expect(out.stdout).toMatch(/No findings would remain after --fix/);
    expect(out.stdout).toMatch(/Nothing was written: run --fix without --dry-run/);
    expect(out.code).toBe(1);
    const fixed = await runCli(['.', '--fix'], dir, PLAIN);
    expect(fixed.stdout).toMatch(/No findings remain/);
    expect(fixed.code).toBe(0);
  });
});

describe('a tree of 5,000 files', () => {
  it('prints at most one line per finding, one per blocker and a short summary', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 5000; i++) files[`pkg${i % 50}/c${i}.js`] = i % 2 ? HELD : `export const x${i} = ${i};\n`;
    const dir = tempProject(files);
    const { stdout } = await runCli(['.'], dir, PLAIN);
    const lines = stdout.trimEnd().split('\n');
    const findings = lines.filter((l) => FINDING.test(l)).length;
    const blockers = lines.filter((l) => /↳ holds/.test(l)).length;
    expect(findings).toBe(7500);
    expect(blockers).toBe(2500);
    expect(lines.length).toBeLessThanOrEqual(findings + blockers + 10);
    expect(stdout).not.toMatch(/held:/);
  }, 120_000);
});

describe('--format compact', () => {
  it('is one line per finding, `path:line:col: severity message [rule]`, then the count', async () => {
    const { stdout, code } = await runCli(['fixtures/demo', '--format', 'compact'], ROOT, PLAIN);
    const { report } = await runJson<Report>(['fixtures/demo'], ROOT);
    expect(code).toBe(1);
    const lines = stdout.trimEnd().split('\n');
    expect(lines.at(-1)).toBe(`${report.summary.findingCount} problems`);
    const body = lines.slice(0, -2);
    expect(body).toHaveLength(report.summary.findingCount);
    for (const l of body) expect(l).toMatch(/^fixtures\/demo\/[\w.-]+:\d+:\d+: (error|warning|info) .+ \[[a-z0-9-]+ [\w./]+\]$/);
    // The whole message, its hold included: the line of a held fix says why.
    expect(body.find((l) => l.startsWith('fixtures/demo/gitlab-client.js:7:'))).toContain('(kept until the 9.0/15 finding of a call on it at line 34 is dealt with');
  });
});
