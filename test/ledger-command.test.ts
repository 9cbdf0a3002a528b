// `gitlab-v4-migrate ledger merge|report|todo|shard`, run through the CLI on ledger files: merged
// whole (a repository's later line wins, broken lines said and left out), reported as Markdown,
// CSV, SARIF (valid, one run per repository) and HTML, planned (todo) and split (shard).
import fs from 'node:fs';
import path from 'node:path';
import ajvDraft04 from 'ajv-draft-04';
import ajvFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../src/ledger/types.js';
import { runCli, tempDir, tempProject } from './support.js';

const sarifSchema = JSON.parse(fs.readFileSync(new URL('./schemas/sarif-2.1.0-rtm.5.json', import.meta.url), 'utf8')) as object;

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);

function entry(name: string, status: LedgerEntry['status'], over: Partial<LedgerEntry> = {}): LedgerEntry {
  return {
    ledgerVersion: 1,
    repository: { remote: `https://gitlab.example.com/platform/${name}.git`, commit: A, path: '.' },
    tool: { name: 'gitlab-v4-migrate', version: '0.1.0', command: ['--sweep'] },
    status,
    fixes: status === 'fixed' || status === 'fixed-partly' ? [{ file: 'src/a.js', line: 1, ruleId: 'builds-to-jobs', change: '9.0/12', tier: 'safe' }] : [],
    remaining:
      status === 'fixed-partly' || status === 'needs-person'
        ? [
            { file: 'src/jobs.js', line: 3, ruleId: 'commit-builds-removed', change: '9.0/7', tier: 'manual', severity: 'error', message: 'removed in v4' },
            { file: 'src/jobs.js', line: 2, ruleId: 'builds-to-jobs', change: '9.0/12', tier: 'safe', severity: 'error', message: 'builds → jobs', reason: 'base waits', heldBy: { file: 'src/jobs.js', line: 3, change: '9.0/7' } },
          ]
        : [],
    blockers: status === 'fixed-partly' || status === 'needs-person' ? [{ file: 'src/jobs.js', line: 3, change: '9.0/7', holds: 1 }] : [],
    errors: status === 'error' ? [{ file: '.', message: 'the configuration cannot be used: broken' }] : [],
    ...over,
  };
}

const lines = (...entries: LedgerEntry[]) => entries.map((e) => JSON.stringify(e) + '\n').join('');

function shards(): string {
  return tempProject({
    'shard-1.jsonl': lines(entry('api', 'fixed'), entry('bot', 'needs-person')),
    'shard-2.jsonl': lines(entry('ci', 'clean'), entry('release', 'error'), entry('tools', 'fixed-partly')),
  });
}

describe('ledger merge', () => {
  it('makes one ledger of the shards, sorted, a later line of a repository in place of an earlier one', async () => {
    const dir = shards();
    fs.writeFileSync(path.join(dir, 'rerun.jsonl'), lines(entry('release', 'fixed', { repository: { remote: 'https://gitlab.example.com/platform/release.git', commit: B, path: '.' } })));
    const r = await runCli(['ledger', 'merge', 'shard-2.jsonl', 'shard-1.jsonl', 'rerun.jsonl', '-o', 'out/merged.jsonl'], dir);
    expect(r.code, r.stderr).toBe(0);
    const merged = fs.readFileSync(path.join(dir, 'out/merged.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as LedgerEntry);
    expect(merged.map((e) => `${e.repository.remote!.split('/').pop()} ${e.status}`)).toEqual(['api.git fixed', 'bot.git needs-person', 'ci.git clean', 'release.git fixed', 'tools.git fixed-partly']);
  });

  it('says which lines it leaves out, writes the rest, and exits 2', async () => {
    const dir = tempProject({ 'l.jsonl': lines(entry('api', 'fixed')) + '{not json\n' + JSON.stringify({ ledgerVersion: 9 }) + '\n' + JSON.stringify({ ...entry('x', 'clean'), status: 'odd' }) + '\n' });
    const r = await runCli(['ledger', 'merge', 'l.jsonl', 'missing.jsonl'], dir);
    expect(r.code).toBe(2);
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('l.jsonl:2: not JSON');
    expect(r.stderr).toContain('l.jsonl:3: not a ledger line: ledgerVersion 9 is newer than this tool reads (1)');
    expect(r.stderr).toContain('l.jsonl:4: not a ledger line: status must be one of clean, fixed, fixed-partly, needs-person, error');
    expect(r.stderr).toContain('missing.jsonl: cannot read it: ENOENT');
  });

  it('answers a wrong command or option with a usage error', async () => {
    const dir = tempDir();
    expect((await runCli(['ledger', 'mege'], dir)).stderr).toContain('unknown ledger command "mege"');
    expect((await runCli(['ledger', 'merge', '--format', 'x', 'a'], dir)).code).toBe(2);
    expect((await runCli(['ledger', 'merge'], dir)).stderr).toContain('needs one or more ledger files');
    expect((await runCli(['ledger', '--help'], dir)).stdout).toContain('merge FILE...');
  });
});

describe('ledger report', () => {
  it('Markdown: repositories by status, blockers first, what is left by change', async () => {
    const r = await runCli(['ledger', 'report', 'shard-1.jsonl', 'shard-2.jsonl'], shards());
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('5 repositories, 2 fixes applied, 4 findings left.');
    expect(r.stdout).toContain('| needs-person | 1 |');
    expect(r.stdout).toContain('| platform/bot | `src/jobs.js:3` | `9.0/7` | 1 |');
    expect(r.stdout).toContain('| `9.0/7` | 2 | 2 | 2 |');
    expect(r.stdout).toContain('| platform/release | `aaaaaaaaaaaa` | error | 0 | 0 | the configuration cannot be used: broken |');
  });

  it('CSV: one row per repository, with formula characters made inert', async () => {
    const dir = shards();
    fs.writeFileSync(path.join(dir, 'odd.jsonl'), lines(entry('odd', 'error', { errors: [{ file: '=cmd', message: 'x, "y"' }] })));
    const r = await runCli(['ledger', 'report', '--format', 'csv', 'shard-1.jsonl', 'shard-2.jsonl', 'odd.jsonl'], dir);
    const rows = r.stdout.trim().split('\r\n');
    expect(rows[0]).toBe('repository,remote,commit,path,status,fixes,remaining,blockers,errors');
    expect(rows).toHaveLength(7);
    expect(rows).toContain(`platform/odd,https://gitlab.example.com/platform/odd.git,${A},.,error,0,0,0,"'=cmd: x, ""y"""`);
  });

  it('SARIF: valid 2.1.0, one run per repository naming its repository and commit', async () => {
    const r = await runCli(['ledger', 'report', '--format', 'sarif', 'shard-1.jsonl', 'shard-2.jsonl'], shards());
    const log = JSON.parse(r.stdout) as { runs: { versionControlProvenance: { repositoryUri: string; revisionId: string }[]; results: unknown[]; invocations: { executionSuccessful: boolean }[] }[] };
    const ajv = new ajvDraft04.default({ allErrors: true, strict: false, unicodeRegExp: false });
    ajvFormats.default(ajv);
    const check = ajv.compile(sarifSchema);
    expect(check(log), ajv.errorsText(check.errors)).toBe(true);
    expect(log.runs).toHaveLength(5);
    expect(log.runs[1].versionControlProvenance).toEqual([{ repositoryUri: 'https://gitlab.example.com/platform/bot.git', revisionId: A }]);
    expect(log.runs[1].results).toHaveLength(2);
    expect(log.runs[3].invocations[0].executionSuccessful).toBe(false);
  });

  it('HTML: one page with no outside resource, and a burn-down over the earlier sweeps', async () => {
    const dir = shards();
    fs.writeFileSync(path.join(dir, '2026-10-01.jsonl'), lines(entry('api', 'needs-person'), entry('bot', 'needs-person'), entry('tools', 'needs-person'), entry('ci', 'needs-person')));
    fs.writeFileSync(path.join(dir, 'odd.jsonl'), lines(entry('odd', 'error', { errors: [{ file: 'a.js', message: '<script>alert(1)</script>' }] })));
    const r = await runCli(['ledger', 'report', '--format', 'html', '--history', '2026-10-01.jsonl', '-o', 'report.html', 'shard-1.jsonl', 'shard-2.jsonl', 'odd.jsonl'], dir);
    expect(r.code, r.stderr).toBe(0);
    const html = fs.readFileSync(path.join(dir, 'report.html'), 'utf8');
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toMatch(/<script|<link|src="http/);
    expect(html).toContain('data-status="needs-person"><b>1</b>');
    expect(html).toContain('data-status="error"><b>2</b>');
    expect(html).toContain('<section id="burn-down">');
    expect(html).toContain('2026-10-01: 8</title>');
    expect(html).toContain('this sweep: 4</title>');
    expect(html).toContain('a.js: &#60;script&#62;alert(1)&#60;/script&#62;');
  });
});

describe('ledger todo and shard', () => {
  it('todo: the projects to sweep again are the errors, the moved commits and the new ones', async () => {
    const dir = shards();
    fs.writeFileSync(
      path.join(dir, 'projects.txt'),
      [
        '# the group, as discovered',
        `https://gitlab.example.com/platform/api.git ${A}`,
        `https://oauth2:x@GITLAB.example.com/platform/bot ${B}`,
        `https://gitlab.example.com/platform/ci.git ${A}`,
        'https://gitlab.example.com/platform/release.git',
        'https://gitlab.example.com/platform/new.git',
        '',
      ].join('\n'),
    );
    const r = await runCli(['ledger', 'todo', 'shard-1.jsonl', 'shard-2.jsonl', '--projects', 'projects.txt'], dir);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe(`https://oauth2:x@GITLAB.example.com/platform/bot ${B}\nhttps://gitlab.example.com/platform/release.git\nhttps://gitlab.example.com/platform/new.git\n`);
    expect((await runCli(['ledger', 'todo', 'shard-2.jsonl'], dir)).stdout).toBe('https://gitlab.example.com/platform/release.git\n');
  });

  it('shard: every project in exactly one of N shards, the same each time', async () => {
    const list = Array.from({ length: 7 }, (_, i) => `https://gitlab.example.com/g/p${i}.git`);
    const dir = tempProject({ 'projects.txt': list.join('\n') + '\n' });
    const got: string[] = [];
    for (const i of [1, 2, 3]) {
      const r = await runCli(['ledger', 'shard', 'projects.txt', '--total', '3', '--index', String(i)], dir);
      expect(r.code, r.stderr).toBe(0);
      got.push(...r.stdout.trim().split('\n'));
    }
    expect(got.sort()).toEqual([...list].sort());
    expect((await runCli(['ledger', 'shard', 'projects.txt', '--total', '3', '--index', '1'], dir)).stdout).toBe(`${list[0]}\n${list[3]}\n${list[6]}\n`);
    expect((await runCli(['ledger', 'shard', 'projects.txt', '--total', '3', '--index', '4'], dir)).stderr).toContain('--index takes a number from 1 to 3');
  });
});
