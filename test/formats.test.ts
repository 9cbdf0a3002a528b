// The report formats end to end, through main(): SARIF against the SARIF 2.1.0 schema, GitLab
// Code Quality, JUnit, GitHub annotations with their cap, the Markdown migration report, and
// --output-file. Fingerprints must not move when lines are added above a finding.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ajvDraft04 from 'ajv-draft-04';
import ajvFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { ANNOTATION_LIMIT } from '../src/formatters/github.js';
import { FINGERPRINT_KEY } from '../src/formatters/sarif.js';
import { rulebook } from '../src/rulebook/index.js';
import { runCli as run, runJson, tempProject as project } from './support.js';

const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
const schema = JSON.parse(fs.readFileSync(new URL('./schemas/sarif-2.1.0-rtm.5.json', import.meta.url), 'utf8')) as object;

/** One call, both of whose findings are safe: `/api/v3` → `/api/v4` and `builds` → `jobs`. */
const SAFE = "axios.get('https://gitlab.example.com/api/v3/projects/' + id + '/builds');\n";
/** A route v4 removed: manual. */
const MANUAL = "axios.get('https://gitlab.example.com/api/v3/projects/' + id + '/repository/commits/' + sha + '/builds');\n";

interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: string;
  message: { text: string };
  locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number; startColumn: number; endLine: number; endColumn: number } } }[];
  partialFingerprints: Record<string, string>;
  fixes?: {
    artifactChanges: {
      artifactLocation: { uri: string };
      replacements: { deletedRegion: { startLine: number; startColumn: number; endLine: number; endColumn: number }; insertedContent: { text: string } }[];
    }[];
  }[];
}
interface SarifLog {
  version: string;
  runs: { tool: { driver: { name: string; version: string; informationUri: string; rules: { id: string; helpUri: string; shortDescription: { text: string } }[] } }; results: SarifResult[] }[];
}

interface JsonReport {
  byFlag: { fix: number; fixReview: number; manual: number };
  findings: { file: string; line: number; ruleId: string; change: string; severity: string; fix: string }[];
  summary: { findingCount: number; byFix: Record<string, number> };
}

async function jsonReport(cwd: string, argv: string[] = []): Promise<JsonReport> {
  return (await runJson<JsonReport>(argv, cwd)).report;
}

// unicodeRegExp off: the schema's `language` pattern has a stray `]`, an error only in /u mode.
// Both are CommonJS with a `default` export (the schema is draft-04, which Ajv 8 reads only through ajv-draft-04).
const ajv = new ajvDraft04.default({ allErrors: true, strict: false, unicodeRegExp: false });
ajvFormats.default(ajv);
let compiled: ReturnType<typeof ajv.compile> | undefined;

function validateSarif(log: unknown): string {
  compiled ??= ajv.compile(schema);
  return compiled(log) ? '' : ajv.errorsText(compiled.errors, { separator: '\n' });
}

/** Offset of a 1-based line/column in text (lines end at \n). */
function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) offset = text.indexOf('\n', offset) + 1;
  return offset + column - 1;
}

describe('SARIF', () => {
  it('is valid SARIF 2.1.0, with the rulebook as rules and doc links', async () => {
    const dir = project({ 'src/api.js': SAFE, 'src/old.js': MANUAL, 'src/broken.js': "const u = '/api/v3/projects' +;\n" });
    const out = await run(['--format', 'sarif'], dir);
    const log = JSON.parse(out.stdout) as SarifLog;
    expect(validateSarif(log)).toBe('');
    expect(log.version).toBe('2.1.0');
    // The validator is not vacuous: a wrong level or a missing message fails it.
    const broken = structuredClone(log) as unknown as { runs: { results: Record<string, unknown>[] }[] };
    broken.runs[0].results[0].level = 'fatal';
    delete broken.runs[0].results[1].message;
    expect(validateSarif(broken)).toMatch(/level[\s\S]*message|message[\s\S]*level/);
    const driver = log.runs[0].tool.driver;
    expect(driver).toMatchObject({ name: 'gitlab-v4-migrate', version: pkg.version });
    expect(driver.informationUri).toMatch(/^https:\/\/github\.com\/[^/]+\/[^/]+$/);
    expect(driver.rules.map((r) => r.id)).toEqual(rulebook.map((e) => e.id));
    for (const r of driver.rules) {
      expect(r.helpUri).toBe(`${driver.informationUri}/blob/main/docs/rules/${r.id}.md`);
      expect(r.shortDescription.text).not.toBe('');
    }
    const results = log.runs[0].results;
    expect(results.length).toBeGreaterThan(2);
    for (const r of results) {
      expect(driver.rules[r.ruleIndex].id).toBe(r.ruleId);
      expect(['error', 'warning', 'note']).toContain(r.level);
      expect(r.locations[0].physicalLocation.artifactLocation.uri).toMatch(/^src\/(api|old|broken)\.js$/);
      expect(r.partialFingerprints[FINGERPRINT_KEY]).toMatch(/^[0-9a-f]{32}$/);
    }
  });

  it('maps severities to levels', async () => {
    const dir = project({ 'api.js': SAFE });
    const report = await jsonReport(dir);
    const log = JSON.parse((await run(['--format', 'sarif'], dir)).stdout) as SarifLog;
    const level = { error: 'error', warning: 'warning', info: 'note' } as Record<string, string>;
    expect(log.runs[0].results.map((r) => r.level)).toEqual(report.findings.map((f) => level[f.severity]));
  });

  it("carries the safe fixes: applying its replacements gives --fix's output", async () => {
    const dir = project({ 'api.js': SAFE });
    const log = JSON.parse((await run(['--format', 'sarif'], dir)).stdout) as SarifLog;
    const results = log.runs[0].results;
    expect(results.length).toBe(2);
    const replacements = results.flatMap((r) => r.fixes?.flatMap((f) => f.artifactChanges.flatMap((c) => c.replacements)) ?? []);
    expect(results.every((r) => r.fixes?.length === 1)).toBe(true);
    let text = SAFE;
    const edits = replacements
      .map((r) => ({
        start: offsetOf(SAFE, r.deletedRegion.startLine, r.deletedRegion.startColumn),
        end: offsetOf(SAFE, r.deletedRegion.endLine, r.deletedRegion.endColumn),
        text: r.insertedContent.text,
      }))
      .sort((a, b) => b.start - a.start);
    for (const e of edits) text = text.slice(0, e.start) + e.text + text.slice(e.end);

    expect((await run(['--fix'], dir)).code).toBe(0);
    expect(text).toBe(fs.readFileSync(path.join(dir, 'api.js'), 'utf8'));
    expect(text).toContain('/api/v4/projects/');
  });

  it('offers no fix for manual findings', async () => {
    const dir = project({ 'old.js': MANUAL });
    const report = await jsonReport(dir);
    const log = JSON.parse((await run(['--format', 'sarif'], dir)).stdout) as SarifLog;
    log.runs[0].results.forEach((r, i) => {
      if (report.findings[i].fix !== 'safe') expect(r.fixes).toBeUndefined();
    });
    expect(report.findings.some((f) => f.fix === 'manual')).toBe(true);
  });
});

describe('fingerprints do not depend on line numbers', () => {
  it('SARIF, GitLab and JSON-baseline fingerprints stay when lines are added above', async () => {
    const body = SAFE + MANUAL + SAFE;
    const dir = project({ 'src/api.js': body });
    const sarifBefore = JSON.parse((await run(['--format', 'sarif'], dir)).stdout) as SarifLog;
    const gitlabBefore = JSON.parse((await run(['--format', 'gitlab'], dir)).stdout) as { fingerprint: string; location: { lines: { begin: number } } }[];

    fs.writeFileSync(path.join(dir, 'src/api.js'), '// a header\n\n\n  \n' + body);
    const sarifAfter = JSON.parse((await run(['--format', 'sarif'], dir)).stdout) as SarifLog;
    const gitlabAfter = JSON.parse((await run(['--format', 'gitlab'], dir)).stdout) as typeof gitlabBefore;

    const prints = (log: SarifLog) => log.runs[0].results.map((r) => r.partialFingerprints[FINGERPRINT_KEY]);
    expect(prints(sarifAfter)).toEqual(prints(sarifBefore));
    expect(gitlabAfter.map((i) => i.fingerprint)).toEqual(gitlabBefore.map((i) => i.fingerprint));
    // The lines did move, and the two identical calls still have different fingerprints.
    expect(gitlabAfter.map((i) => i.location.lines.begin)).toEqual(gitlabBefore.map((i) => i.location.lines.begin + 4));
    expect(new Set(prints(sarifBefore)).size).toBe(prints(sarifBefore).length);
  });

  it('depend on the file, the rule and the flagged text', async () => {
    const dir = project({ 'a.js': SAFE, 'b.js': SAFE });
    const issues = JSON.parse((await run(['--format', 'gitlab'], dir)).stdout) as { fingerprint: string }[];
    expect(new Set(issues.map((i) => i.fingerprint)).size).toBe(issues.length);
  });
});

describe('GitLab Code Quality', () => {
  it('has the fields GitLab reads, with its severities', async () => {
    const dir = project({ 'src/api.js': SAFE + MANUAL, 'src/broken.js': "const u = '/api/v3/projects' +;\n" });
    const report = await jsonReport(dir);
    const issues = JSON.parse((await run(['--format', 'gitlab'], dir)).stdout) as Record<string, unknown>[];
    expect(Array.isArray(issues)).toBe(true);
    const fromFindings = issues.filter((i) => i.check_name !== 'gitlab-v4-migrate/file-error');
    expect(fromFindings.length).toBe(report.findings.length);
    const severity = { error: 'major', warning: 'minor', info: 'info' } as Record<string, string>;
    fromFindings.forEach((issue, i) => {
      const f = report.findings[i];
      expect(issue).toMatchObject({
        type: 'issue',
        check_name: `gitlab-v4-migrate/${f.ruleId}`,
        severity: severity[f.severity],
        location: { path: f.file, lines: { begin: f.line } },
      });
      expect(issue.description).toEqual(expect.stringContaining(f.change));
      expect(issue.fingerprint).toMatch(/^[0-9a-f]{32}$/);
    });
    for (const issue of issues) expect(['info', 'minor', 'major', 'critical', 'blocker']).toContain(issue.severity);
    expect(issues.find((i) => i.check_name === 'gitlab-v4-migrate/file-error')).toMatchObject({ location: { path: 'src/broken.js', lines: { begin: 1 } } });
  });

  it('is an empty array for a clean tree', async () => {
    const dir = project({ 'ok.js': 'export const a = 1;\n' });
    const out = await run(['--format', 'gitlab'], dir);
    expect(JSON.parse(out.stdout)).toEqual([]);
    expect(out.code).toBe(0);
  });
});

describe('JUnit', () => {
  it('has a suite per file, a failure per finding and a passing case for clean files', async () => {
    const dir = project({ 'a.js': SAFE, 'clean.js': 'export const a = 1;\n', 'odd & "name".js': SAFE });
    const report = await jsonReport(dir);
    const xml = (await run(['--format', 'junit'], dir)).stdout;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites')).toBe(true);
    const suites = [...xml.matchAll(/<testsuite name="([^"]*)" tests="(\d+)" failures="(\d+)"/g)].map((m) => [m[1], Number(m[2]), Number(m[3])]);
    const perFile = (file: string) => report.findings.filter((f) => f.file === file).length;
    expect(suites).toEqual([
      ['a.js', perFile('a.js'), perFile('a.js')],
      ['clean.js', 1, 0],
      ['odd &amp; &quot;name&quot;.js', perFile('odd & "name".js'), perFile('odd & "name".js')],
    ]);
    expect(xml.match(/<failure /g)?.length).toBe(report.findings.length);
    expect(xml).toContain('<testcase classname="clean.js" name="gitlab-v4-migrate" file="clean.js"/>');
    expect(xml).toMatch(new RegExp(`<testsuites name="gitlab-v4-migrate" tests="${report.findings.length + 1}" failures="${report.findings.length}" errors="0">`));
    // Balanced tags, no raw ampersands.
    expect(xml.match(/<testsuite /g)?.length).toBe(xml.match(/<\/testsuite>/g)?.length);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});

describe('GitHub annotations', () => {
  it('annotates each finding with its position and escapes the values', async () => {
    const dir = project({ 'dir,with:odd/a.js': SAFE });
    const report = await jsonReport(dir);
    const out = (await run(['--format', 'github'], dir)).stdout;
    const lines = out.trimEnd().split('\n');
    const annotations = lines.filter((l) => l.startsWith('::'));
    expect(annotations.length).toBe(report.findings.length);
    expect(annotations[0]).toMatch(/^::error file=dir%2Cwith%3Aodd\/a\.js,line=1,col=\d+,endLine=1,endColumn=\d+,title=gitlab-v4-migrate%3A api-v3-prefix \(prefix\)::/);
    expect(lines.at(-1)).toMatch(/^gitlab-v4-migrate: \d+ findings/);
  });

  it(`shows at most ${ANNOTATION_LIMIT} of each kind and says how many more there are and where`, async () => {
    // 12 files with two error findings each: 24 errors.
    const files = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`f${String(i).padStart(2, '0')}.js`, SAFE]));
    const dir = project(files);
    const report = await jsonReport(dir);
    const errors = report.findings.filter((f) => f.severity === 'error').length;
    expect(errors).toBeGreaterThan(ANNOTATION_LIMIT);
    const lines = (await run(['--format', 'github'], dir)).stdout.trimEnd().split('\n');
    expect(lines.filter((l) => l.startsWith('::error ')).length).toBe(ANNOTATION_LIMIT);
    const notices = lines.filter((l) => l.startsWith('::notice '));
    expect(notices.length).toBe(1);
    expect(notices[0]).toContain(`${errors - ANNOTATION_LIMIT} more (${errors - ANNOTATION_LIMIT} errors)`);
    expect(notices[0]).toContain('--format sarif --output-file');
    // The rest are in the log, as plain lines.
    expect(lines.filter((l) => /^f\d\d\.js:\d+:\d+ {2}error {2}/.test(l)).length).toBe(errors - ANNOTATION_LIMIT);
  });
});

describe('the Markdown migration report', () => {
  it('groups by change key with counts per tier, files, and the uncovered-endpoints section', async () => {
    const dir = project({ 'src/a.js': SAFE, 'src/b.js': SAFE, 'src/old.js': MANUAL, 'src/clean.js': 'export const a = 1;\n' });
    const report = await jsonReport(dir);
    const md = (await run(['--format', 'markdown'], dir)).stdout;
    expect(md).toMatch(/^# GitLab API v3 → v4 migration report\n/);
    // Counted by flag, as the JSON report's byFlag (a held fix counts with the flag that fixes its blocker).
    expect(md).toContain(`| Fixed by \`gitlab-v4-migrate --fix\` | ${report.byFlag.fix} |`);
    expect(md).toContain(`| Fixed by \`--fix-review\` besides (read the diff) | ${report.byFlag.fixReview} |`);
    expect(md).toContain(`| Manual (advice only) | ${report.byFlag.manual} |`);

    for (const change of new Set(report.findings.map((f) => f.change))) {
      const of = report.findings.filter((f) => f.change === change);
      const count = (tier: string) => of.filter((f) => f.fix === tier).length;
      const files = new Set(of.map((f) => f.file)).size;
      const title = rulebook.find((e) => e.id === of[0].ruleId)!.title;
      const line = md.split('\n').find((l) => l.startsWith(`- [ ] **\`${change}\`**`));
      expect(line, change).toBeDefined();
      expect(line).toContain(title);
      expect(line).toContain(`${of.length} finding${of.length === 1 ? '' : 's'}: ${count('safe')} auto-fixable, ${count('review')} to review, ${count('manual')} manual; ${files} file`);
    }
    // The prefix comes first, as in the change list.
    expect(md.indexOf('**`prefix`**')).toBeLessThan(md.indexOf('**`9.0/'));
    expect(md).toContain('## Files touched');
    expect(md).toMatch(/\| `src\/a\.js` \| \d+ \| \d+ \| \d+ \|/);
    expect(md).not.toContain('src/clean.js');
    expect(md).toContain('## v3 endpoints no rule covers');
  });
});

describe('--output-file', () => {
  it('writes the chosen format to the file, while the terminal gets the stylish report', async () => {
    const dir = project({ 'api.js': SAFE });
    const out = await run(['--format', 'sarif', '--output-file', 'reports/out.sarif'], dir);
    expect(out.code).toBe(1);
    expect(out.stdout).toMatch(/api\.js:1:\d+ {2}error/);
    expect(out.stdout).toMatch(/findings? \(.*\) in 1 file scanned\./);
    const log = JSON.parse(fs.readFileSync(path.join(dir, 'reports/out.sarif'), 'utf8')) as SarifLog;
    expect(validateSarif(log)).toBe('');
    expect(log.runs[0].results.length).toBeGreaterThan(0);
  });

  it('a file that cannot be written is exit 2 with a message', async () => {
    const dir = project({ 'api.js': SAFE, 'blocker': 'a file, not a folder' });
    const out = await run(['--format', 'json', '-o', 'blocker/report.json'], dir);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('cannot write the report to blocker/report.json');
  });
});

describe('--help', () => {
  it('lists the delivery options with examples', async () => {
    const out = await run(['--help'], project({}));
    for (const text of ['--output-file', '--config', '--staged', '--baseline', '--update-baseline', '--quiet', 'sarif', 'gitlab', 'junit', 'github', 'markdown']) {
      expect(out.stdout).toContain(text);
    }
    expect(out.stdout).toContain('--format gitlab --output-file gl-code-quality.json');
    expect(out.stdout).toContain('--staged');
  });
});

describe('paths in CI reports, run from a monorepo package folder', () => {
  // GitLab's widget and SARIF viewers resolve paths from the repository root, not from where the job ran.
  const repo = () => {
    const dir = project({ 'packages/api/src/client.js': SAFE, 'packages/api/src/broken.js': "const u = '/api/v3/projects' +;\n" });
    fs.mkdirSync(path.join(dir, '.git'));
    return { dir, pkgDir: path.join(dir, 'packages', 'api') };
  };

  it('Code Quality: location.path from the repository root', async () => {
    const { pkgDir } = repo();
    const issues = JSON.parse((await run(['--format', 'gitlab'], pkgDir)).stdout) as { location: { path: string } }[];
    expect([...new Set(issues.map((i) => i.location.path))].sort()).toEqual(['packages/api/src/broken.js', 'packages/api/src/client.js']);
  });

  it('SARIF: uris from the repository root, through SRCROOT in originalUriBaseIds; still valid SARIF', async () => {
    const { dir, pkgDir } = repo();
    const log = JSON.parse((await run(['--format', 'sarif'], pkgDir)).stdout) as SarifLog & {
      runs: { originalUriBaseIds: Record<string, { uri: string }>; invocations: { toolExecutionNotifications: { locations: { physicalLocation: { artifactLocation: object } }[] }[] }[] }[];
    };
    expect(validateSarif(log)).toBe('');
    const [sarifRun] = log.runs;
    expect(sarifRun.originalUriBaseIds).toEqual({ SRCROOT: { uri: pathToFileURL(dir + path.sep).href } });
    const result = sarifRun.results.find((r) => r.fixes && r.locations[0].physicalLocation.artifactLocation.uri.endsWith('client.js'))!;
    expect(result.locations[0].physicalLocation.artifactLocation).toEqual({ uri: 'packages/api/src/client.js', uriBaseId: 'SRCROOT' });
    expect(result.fixes?.[0].artifactChanges[0].artifactLocation).toEqual({ uri: 'packages/api/src/client.js', uriBaseId: 'SRCROOT' });
    expect(sarifRun.invocations[0].toolExecutionNotifications[0].locations[0].physicalLocation.artifactLocation).toEqual({
      uri: 'packages/api/src/broken.js',
      uriBaseId: 'SRCROOT',
    });
    // The terminal report stays relative to where the person is.
    expect((await run([], pkgDir)).stdout).toMatch(/^src\/client\.js:1:/m);
  });
});
