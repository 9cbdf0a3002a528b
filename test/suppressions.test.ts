// Inline suppression comments, the baseline file, unused suppressions, --quiet, the progress
// indicator and the closing summary.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { comments, findDirectives } from '../src/core/policy/directives.js';
import { runCli, runJson, tempProject as project } from './support.js';

/** Two safe findings on one line: api-v3-prefix (prefix) and builds-to-jobs (9.0/12). */
const CALL = "axios.get('https://gitlab.example.com/api/v3/projects/' + id + '/builds');";
const OTHER = "got('https://gitlab.example.com/api/v3/projects/' + id + '/builds/' + job);";

interface Io {
  isTTY?: boolean;
  stderrTTY?: boolean;
}

// Some runs below pretend stdout is a terminal: NO_COLOR keeps colour codes out of the text checked.
const NO_COLOR = { NO_COLOR: '1' };
const run = (argv: string[], cwd: string, io: Io = {}) => runCli(argv, cwd, NO_COLOR, !!io.isTTY, io.stderrTTY);

interface Report {
  findings: { file: string; line: number; ruleId: string; change: string; severity: string }[];
  summary: { findingCount: number; suppressed: number; baselined: number; bySeverity: Record<string, number> };
  unusedSuppressions?: { kind: string; file: string; line: number; column: number; message: string }[];
}

const json = (argv: string[], cwd: string) => runJson<Report>(argv, cwd, NO_COLOR);

const found = (r: Report) => r.findings.map((f) => `${f.line} ${f.ruleId}`);

describe('the comment scanner', () => {
  it('finds line and block comments, not comment-like text in strings, templates and regular expressions', () => {
    const text = [
      "const a = '// not a comment'; // one",
      'const b = "/* nor this */"; /* two */',
      'const c = `x ${ "`" + `// nested ${1}` } // still template`; // three',
      'const d = /\\/\\/ regex [/]/g.test(s); // four',
      'const e = a / b; // five',
      'return /* six */ /re\\/x/;',
    ].join('\n');
    expect(comments(text).map((c) => c.body.trim())).toEqual(['one', 'two', 'three', 'four', 'five', 'six']);
  });

  it('reads directives: kinds, keys separated by commas or spaces, a reason after --', () => {
    const text = [
      '// gitlab-v4-migrate-ignore-next-line 9.0/12, prefix -- old server',
      'x(); // gitlab-v4-migrate-ignore-line',
      '/* gitlab-v4-migrate-ignore-next-line',
      ' * builds-to-jobs',
      ' */',
      "const s = '// gitlab-v4-migrate-ignore-line';",
    ].join('\n');
    expect(findDirectives(text).map((d) => [d.kind, d.line, d.target, d.keys, d.problems])).toEqual([
      ['next-line', 1, 2, ['9.0/12', 'prefix'], []],
      ['line', 2, 2, [], []],
      ['next-line', 3, 6, ['builds-to-jobs'], []],
    ]);
  });
});

describe('inline suppressions', () => {
  it("reads ESLint's comments that name the plugin's rules, and no others", () => {
    const text = [
      '// eslint-disable-next-line gitlab-v4-migrate/builds-to-jobs, no-console -- old server',
      'x(); // eslint-disable-line gitlab-v4-migrate/visibility-param, gitlab-v4-migrate/no-such-rule',
      '/* eslint-disable gitlab-v4-migrate/events-action-value */',
      'y();',
      '/* eslint-enable gitlab-v4-migrate/events-action-value */',
      '// eslint-disable-next-line no-console',
      '/* eslint-disable gitlab-v4-migrate/api-v3-prefix */',
    ].join('\n');
    const directives = findDirectives(text);
    expect(directives.map((d) => [d.source, d.kind, d.line, d.target, d.last])).toEqual([
      ['eslint', 'next-line', 1, 2, 2],
      ['eslint', 'line', 2, 2, 2],
      ['eslint', 'block', 3, 3, 4],
      ['eslint', 'block', 7, 7, Infinity],
    ]);
    // The core reads them to decide and the engine the same text to report: read once.
    expect(findDirectives(text)).toBe(directives);
    expect(directives[0].keys).toEqual(['builds-to-jobs']);
    // A name that is none of the plugin's rules is ESLint's to report.
    expect(directives[1].keys).toEqual(['visibility-param']);
    expect(directives[2].keys).toEqual(['events-action-value']);
  });

  it('ignore-next-line with a change key hides that change only', async () => {
    const dir = project({ 'a.js': `// gitlab-v4-migrate-ignore-next-line 9.0/12\n${CALL}\n` });
    const { report } = await json([], dir);
    expect(found(report)).toEqual(['2 api-v3-prefix']);
    expect(report.summary.suppressed).toBe(1);
    expect(report.unusedSuppressions).toBeUndefined();
  });

  it('ids and keys, comma or space separated; no list hides everything on the line', async () => {
    const dir = project({
      'a.js': [
        `// gitlab-v4-migrate-ignore-next-line builds-to-jobs prefix`,
        CALL,
        `${CALL} // gitlab-v4-migrate-ignore-line`,
        `${CALL} /* gitlab-v4-migrate-ignore-line api-v3-prefix */`,
        '/*',
        ' * gitlab-v4-migrate-ignore-next-line 9.0/12,prefix -- talks to a 8.x server',
        ' */',
        CALL,
        OTHER,
      ].join('\n'),
    });
    const { report, code } = await json([], dir);
    expect(found(report)).toEqual(['4 builds-to-jobs', '9 api-v3-prefix', '9 builds-to-jobs']);
    expect(report.summary.suppressed).toBe(7);
    expect(code).toBe(1);
  });

  it('a directive inside a string is not a directive', async () => {
    const dir = project({ 'a.js': `axios.get('https://gitlab.example.com/api/v3/projects/' + id + '/builds', { note: '// gitlab-v4-migrate-ignore-line' });\n` });
    const { report } = await json([], dir);
    expect(found(report)).toEqual(['1 api-v3-prefix', '1 builds-to-jobs']);
  });

  it('unused and wrong suppressions are reported (JSON and stylish), and do not change the exit code', async () => {
    const dir = project({
      'a.js': [
        'const a = 1; // gitlab-v4-migrate-ignore-line',
        '// gitlab-v4-migrate-ignore-next-line 9.0/12, 9.0/7',
        CALL,
        '// gitlab-v4-migrate-ignore-next-line no-such-rule',
        'const b = 2;',
        '// gitlab-v4-migrate-ignore-nextline',
      ].join('\n'),
      'gitlab-v4-migrate.config.json': JSON.stringify({ rules: { prefix: 'info' } }),
    });
    const { report, code } = await json([], dir);
    expect(found(report)).toEqual(['3 api-v3-prefix']);
    expect(code).toBe(0);
    expect(report.unusedSuppressions).toEqual([
      { kind: 'inline', file: 'a.js', line: 1, column: 14, message: 'unused suppression comment: no finding on its line' },
      { kind: 'inline', file: 'a.js', line: 2, column: 1, message: 'unused in suppression comment: 9.0/7 (no such finding on the next line)' },
      { kind: 'inline', file: 'a.js', line: 4, column: 1, message: expect.stringContaining('"no-such-rule" is not a rule id or change key') },
      { kind: 'inline', file: 'a.js', line: 6, column: 1, message: expect.stringContaining('unknown suppression comment "gitlab-v4-migrate-ignore-nextline"') },
    ]);
    const human = await run([], dir);
    expect(human.stdout).toContain('a.js:1:14  warning  unused suppression comment: no finding on its line');
    expect(human.stdout).toContain('4 suppressions hid nothing (listed above): remove them.');
    expect(human.code).toBe(0);
  });

  it('--fix never rewrites suppressed findings, nor leaves a call half-migrated', async () => {
    const suppressed = `${CALL} // gitlab-v4-migrate-ignore-line 9.0/12\n${CALL}\n`;
    const dir = project({ 'a.js': suppressed, 'b.js': `${CALL}\n` });
    const out = await run(['--fix'], dir);
    // The suppressed call stays whole (its base keeps /api/v3); the call below it migrates.
    const migrated = "axios.get('https://gitlab.example.com/api/v4/projects/' + id + '/jobs');\n";
    expect(fs.readFileSync(path.join(dir, 'a.js'), 'utf8')).toBe(`${CALL} // gitlab-v4-migrate-ignore-line 9.0/12\n${migrated}`);
    expect(fs.readFileSync(path.join(dir, 'b.js'), 'utf8')).toBe(migrated);
    expect(out.stdout).toMatch(/Fixed 4 findings in 2 files\./);
  });

  it("honours ESLint's eslint-disable comments for the plugin's rules, in check and --fix, and never calls them unused", async () => {
    const dir = project({
      'a.js': [
        '// eslint-disable-next-line gitlab-v4-migrate/builds-to-jobs -- talks to an 8.x server',
        CALL,
        `${CALL} // eslint-disable-line gitlab-v4-migrate/api-v3-prefix, gitlab-v4-migrate/builds-to-jobs`,
        '// eslint-disable-next-line gitlab-v4-migrate/visibility-param',
        'const a = 1;',
        CALL,
      ].join('\n'),
    });
    const { report } = await json([], dir);
    expect(found(report)).toEqual(['2 api-v3-prefix', '6 api-v3-prefix', '6 builds-to-jobs']);
    expect(report.summary.suppressed).toBe(3);
    expect(report.unusedSuppressions).toBeUndefined();
    await run(['--fix'], dir);
    // The disabled rewrite keeps its call whole, base included; the last call migrates.
    const lines = fs.readFileSync(path.join(dir, 'a.js'), 'utf8').split('\n');
    expect(lines[1]).toBe(CALL);
    expect(lines[2]).toBe(`${CALL} // eslint-disable-line gitlab-v4-migrate/api-v3-prefix, gitlab-v4-migrate/builds-to-jobs`);
    expect(lines[5]).toBe("axios.get('https://gitlab.example.com/api/v4/projects/' + id + '/jobs');");
  });

  it('the summary does not count a held-back file as fixable', async () => {
    const dir = project({ 'a.js': `${CALL} // gitlab-v4-migrate-ignore-line 9.0/12\n`, 'b.js': `${CALL}\n` });
    const { report } = await json([], dir);
    expect((report.summary as unknown as { fixable: number }).fixable).toBe(2);
  });
});

describe('the baseline', () => {
  it('--update-baseline records the findings (no line numbers); --baseline then hides them', async () => {
    const dir = project({ 'src/a.js': `${CALL}\n`, 'src/b.js': `${OTHER}\n` });
    const write = await run(['--baseline', 'gitlab-v4-baseline.json', '--update-baseline'], dir);
    expect(write.code).toBe(0);
    expect(write.stdout).toMatch(/Baseline written: 4 findings in gitlab-v4-baseline\.json\./);
    const file = JSON.parse(fs.readFileSync(path.join(dir, 'gitlab-v4-baseline.json'), 'utf8')) as { findings: Record<string, unknown>[] };
    expect(file.findings.length).toBe(4);
    for (const e of file.findings) expect(Object.keys(e).sort()).toEqual(['change', 'file', 'fingerprint', 'ruleId']);
    // Written atomically: no temporary file is left beside it.
    expect(fs.readdirSync(dir).sort()).toEqual(['gitlab-v4-baseline.json', 'src']);

    const again = await json(['--baseline', 'gitlab-v4-baseline.json'], dir);
    expect(again.report.findings).toEqual([]);
    expect(again.report.summary.baselined).toBe(4);
    expect(again.code).toBe(0);
  });

  it('matches by fingerprint, not line: lines added above do not bring findings back; new usage is reported', async () => {
    const dir = project({ 'a.js': `${CALL}\n` });
    await run(['--baseline', 'base.json', '--update-baseline'], dir);
    fs.writeFileSync(path.join(dir, 'a.js'), `// new header\n\n\n${OTHER}\n${CALL}\n`);
    const { report, code } = await json(['--baseline', 'base.json'], dir);
    expect(found(report)).toEqual(['4 api-v3-prefix', '4 builds-to-jobs']);
    expect(report.summary.baselined).toBe(2);
    expect(code).toBe(1);
  });

  it('reports entries that match nothing any more, for the files it scanned', async () => {
    const dir = project({ 'a.js': `${CALL}\n`, 'b.js': `${CALL}\n` });
    await run(['--baseline', 'base.json', '--update-baseline'], dir);
    fs.writeFileSync(path.join(dir, 'a.js'), 'export {};\n');
    const { report, code } = await json(['--baseline', 'base.json'], dir);
    expect(report.findings).toEqual([]);
    expect(code).toBe(0);
    expect(report.unusedSuppressions?.map((u) => [u.kind, u.file, u.line])).toEqual([
      ['baseline', 'a.js', 0],
      ['baseline', 'a.js', 0],
    ]);
    expect(report.unusedSuppressions?.[0].message).toMatch(/matched nothing.*--update-baseline/);
    // A run over b.js alone says nothing about a.js's entries.
    expect((await json(['--baseline', 'base.json', 'b.js'], dir)).report.unusedSuppressions).toBeUndefined();
  });

  it('updating from part of the tree keeps the entries of the other files', async () => {
    const dir = project({ 'a.js': `${CALL}\n`, 'b.js': `${CALL}\n` });
    await run(['--baseline', 'base.json', '--update-baseline'], dir);
    fs.writeFileSync(path.join(dir, 'a.js'), 'export {};\n');
    await run(['--baseline', 'base.json', '--update-baseline', 'a.js'], dir);
    const file = JSON.parse(fs.readFileSync(path.join(dir, 'base.json'), 'utf8')) as { findings: { file: string }[] };
    expect(file.findings.map((e) => e.file)).toEqual(['b.js', 'b.js']);
  });

  it.each([
    [['--baseline', 'missing.json'], /baseline file not found: missing\.json/],
    [['--update-baseline'], /--update-baseline needs --baseline FILE/],
    [['--baseline', 'bad.json'], /bad\.json is not valid JSON/],
  ])('%j is a usage error', async (argv, message) => {
    const dir = project({ 'a.js': `${CALL}\n`, 'bad.json': '{' });
    const out = await run(argv, dir);
    expect(out.code).toBe(2);
    expect(out.stderr).toMatch(message);
  });
});

describe('--quiet', () => {
  it('reports errors only; warnings leave the output and the exit code', async () => {
    const config = JSON.stringify({ rules: { prefix: 'warning' } });
    const dir = project({ 'a.js': `${CALL}\n`, 'gitlab-v4-migrate.config.json': config });
    expect(found((await json(['--quiet'], dir)).report)).toEqual(['1 builds-to-jobs']);

    const warnOnly = project({ 'a.js': `${CALL}\n`, 'gitlab-v4-migrate.config.json': JSON.stringify({ rules: { prefix: 'warning', '9.0/12': 'warning' } }) });
    expect((await run([], warnOnly)).code).toBe(1);
    const quiet = await run(['--quiet'], warnOnly);
    expect(quiet.code).toBe(0);
    expect(quiet.stdout).not.toContain('warning');
  });
});

describe('progress and summary', () => {
  const many = () => project(Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`f${String(i).padStart(3, '0')}.js`, 'export const a = 1;\n'])));

  it('shows a progress line on stderr for long runs when stdout and stderr are terminals, and clears it', async () => {
    const dir = many();
    const out = await run([], dir, { isTTY: true, stderrTTY: true });
    expect(out.stderr).toMatch(/gitlab-v4-migrate: \d+\/201 files/);
    expect(out.stderr.endsWith('\r\u001b[K')).toBe(true);
  });

  it('shows none when stderr or stdout is not a terminal, or for short runs', async () => {
    const dir = many();
    expect((await run([], dir, { isTTY: true, stderrTTY: false })).stderr).toBe('');
    expect((await run([], dir, { isTTY: false, stderrTTY: true })).stderr).toBe('');
    expect((await run(['f000.js'], dir, { isTTY: true, stderrTTY: true })).stderr).toBe('');
  });

  it('the closing summary counts files, findings by severity and by fix tier, and what --fix changed', async () => {
    const dir = project({ 'a.js': `${CALL}\n`, 'min.min.js': '', 'broken.js': "const u = '/api/v3/x' +;\n" });
    const check = await run(['.', 'min.min.js'], dir);
    expect(check.stdout).toMatch(/\d+ findings \(\d+ errors, 0 warnings, 0 info\) in 2 files scanned, 1 skipped, 1 could not be processed\./);
    expect(check.stdout).toMatch(/By fix: 2 with --fix, 0 more with --fix-review, 1 manual\./);
    const fix = await run(['--fix', 'a.js'], dir);
    expect(fix.stdout).toMatch(/Fixed 2 findings in 1 file\./);
  });
});
