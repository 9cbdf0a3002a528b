// --sweep, the per-repository contract for fleet engines, run as an engine runs it: the built CLI
// in a git clone. Exit 0 whenever the repository was processed; nothing written inside it but the
// fixes; the ledger line, description and commit message the same on a second sweep of the commit.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { mrDescription } from '../src/ledger/describe.js';
import type { LedgerEntry } from '../src/ledger/types.js';
import { MANUAL_CLIENT } from './fleet-org.js';
import { explain, git, gitEnv, ROOT, runCli, tempDir, tempProject, V3_CALL, V4_CALL } from './support.js';

const BIN = path.join(ROOT, 'dist', 'cli', 'bin.js');
const schema = JSON.parse(fs.readFileSync(path.join(ROOT, 'schemas', 'ledger.schema.json'), 'utf8')) as object;
const ajv = new Ajv.default({ allErrors: true });
const validLine = ajv.compile(schema);

/** A committed repository with `files`, its origin a URL with a token in it. */
function repo(files: Record<string, string | object>): { dir: string; env: NodeJS.ProcessEnv } {
  const dir = tempProject(files, path.join(tempDir('sweep'), 'repo'));
  const env = gitEnv(tempDir('home'));
  git(dir, env, 'init', '-q', '-b', 'main');
  git(dir, env, 'remote', 'add', 'origin', 'https://oauth2:glpat-SECRET@gitlab.example.com/platform/app.git');
  git(dir, env, 'add', '-A');
  git(dir, env, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'start');
  return { dir, env };
}

function sweep(dir: string, env: NodeJS.ProcessEnv, args: string[] = []) {
  const out = path.join(path.dirname(dir), 'out');
  const r = spawnSync(process.execPath, [BIN, '--sweep', '--ledger', path.join(out, 'ledger.jsonl'), '--mr-description', path.join(out, 'mr.md'), '--commit-message', path.join(out, 'commit.txt'), ...args], { cwd: dir, env, encoding: 'utf8' });
  const read = (name: string) => (fs.existsSync(path.join(out, name)) ? fs.readFileSync(path.join(out, name), 'utf8') : undefined);
  const ledger = read('ledger.jsonl');
  return { r, ledger, entries: (ledger ?? '').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as LedgerEntry), mr: read('mr.md'), commit: read('commit.txt') };
}

const status = (dir: string, env: NodeJS.ProcessEnv) => git(dir, env, 'status', '--porcelain', '--untracked-files=all').stdout;

describe('--sweep', () => {
  it('fixes what it can, exits 0 with findings left, and writes nothing in the repository but the fixes', () => {
    const { dir, env } = repo({ 'src/client.js': V3_CALL, 'src/jobs.js': MANUAL_CLIENT });
    const { r, entries, mr, commit } = sweep(dir, env, ['--cache-location', path.join(path.dirname(dir), 'cache')]);
    expect(r.status, explain(r)).toBe(0);
    expect(status(dir, env)).toBe(' M src/client.js\n');
    expect(fs.readFileSync(path.join(dir, 'src/client.js'), 'utf8')).toBe(V4_CALL);
    expect(entries).toHaveLength(1);
    const [e] = entries;
    expect(validLine(e), ajv.errorsText(validLine.errors)).toBe(true);
    expect(e).toMatchObject({
      ledgerVersion: 1,
      repository: { remote: 'https://gitlab.example.com/platform/app.git', path: '.' },
      status: 'fixed-partly',
      blockers: [{ file: 'src/jobs.js', line: 3, change: '9.0/7', holds: 2 }],
      errors: [],
    });
    expect(e.repository.commit).toBe(git(dir, env, 'rev-parse', 'HEAD').stdout.trim());
    expect(e.fixes.map((f) => `${f.file}:${f.line} ${f.change} ${f.tier}`)).toEqual(['src/client.js:1 prefix safe', 'src/client.js:1 9.0/12 safe']);
    expect(e.remaining.find((x) => x.line === 2)).toMatchObject({ change: '9.0/12', reason: 'base waits', heldBy: { file: 'src/jobs.js', line: 3, change: '9.0/7' } });
    // The token in the clone URL is in no output.
    expect(JSON.stringify(e) + mr! + commit!).not.toContain('SECRET');
    expect(e.tool.command).toEqual(['--sweep', '--ledger', 'ledger.jsonl', '--mr-description', 'mr.md', '--commit-message', 'commit.txt', '--cache-location', 'cache']);
    expect(mr).toContain('## GitLab API v3 → v4: 2 fixes, 3 findings left for a person');
    expect(mr).toContain('### What a person must do first');
    expect(mr).toContain('- [ ] `src/jobs.js:3` (`9.0/7`): 2 findings wait on it');
    expect(mr).toContain('### What remains');
    expect(mr).toContain('### How to check');
    expect(commit!.split('\n')[0]).toBe('Move 2 GitLab API v3 calls to v4');
    // CommonMark with tables, as GitLab renders it: headings, two tables, no table cell broken by a `|`.
    const html = new MarkdownIt().render(mr!);
    expect(html).toContain('<h3>What changed</h3>');
    expect(html.match(/<table>/g)).toHaveLength(2);
    expect(html).not.toMatch(/<p>\|/);
  });

  it('exits 0 for a manual-only repository and a clean one, and says which', () => {
    const manual = repo({ 'src/jobs.js': MANUAL_CLIENT });
    const m = sweep(manual.dir, manual.env);
    expect(m.r.status, explain(m.r)).toBe(0);
    expect(m.entries[0]).toMatchObject({ status: 'needs-person', fixes: [] });
    expect(status(manual.dir, manual.env)).toBe('');
    const clean = repo({ 'src/ok.js': V4_CALL });
    const c = sweep(clean.dir, clean.env);
    expect(c.r.status, explain(c.r)).toBe(0);
    expect(c.entries[0]).toMatchObject({ status: 'clean', fixes: [], remaining: [] });
    expect(c.mr).toContain('nothing to change');
  });

  it('writes the same ledger line and texts on a second sweep of the same commit, in place of the first', () => {
    const { dir, env } = repo({ 'src/client.js': V3_CALL, 'src/jobs.js': MANUAL_CLIENT });
    const first = sweep(dir, env);
    git(dir, env, 'checkout', '-q', '--', '.');
    const second = sweep(dir, env);
    expect(second.r.status).toBe(0);
    expect(second.ledger).toBe(first.ledger);
    expect(second.mr).toBe(first.mr);
    expect(second.commit).toBe(first.commit);
    expect(second.entries).toHaveLength(1);
  });

  it('exits 3 with an error line when the repository cannot be processed (a broken configuration)', () => {
    const { dir, env } = repo({ 'src/client.js': V3_CALL, 'gitlab-v4-migrate.config.json': '{ "rules": ' });
    const { r, entries, mr } = sweep(dir, env);
    expect(r.status, explain(r)).toBe(3);
    expect(r.stderr).toContain('the configuration cannot be used');
    expect(entries[0]).toMatchObject({ status: 'error', errors: [{ file: '.' }] });
    expect(validLine(entries[0])).toBe(true);
    expect(mr).toContain('could not be processed');
    expect(status(dir, env)).toBe('');
  });

  it('refuses, with exit 2 and nothing written, an output inside the work tree, also through a symlink', () => {
    const { dir, env } = repo({ 'src/client.js': V3_CALL });
    const outside = tempDir('outside');
    fs.symlinkSync(path.join(dir, 'src'), path.join(outside, 'link'));
    for (const args of [['--ledger', 'ledger.jsonl'], ['--mr-description', path.join(outside, 'link', 'mr.md')], ['--output-file', 'report.json'], ['--cache']]) {
      const r = spawnSync(process.execPath, [BIN, '--sweep', ...args], { cwd: path.join(dir, 'src'), env, encoding: 'utf8' });
      expect(r.status, explain(r)).toBe(2);
      expect(r.stderr).toMatch(/inside the repository|--cache keeps its file in the repository/);
      expect(status(dir, env)).toBe('');
    }
  });

  it('refuses what would write in the repository or change nothing: --update-baseline, --dry-run', () => {
    const { dir, env } = repo({ 'src/client.js': V3_CALL });
    const base = path.join(tempDir('base'), 'b.json');
    for (const [args, message] of [
      [['--update-baseline', '--baseline', base], '--sweep cannot --update-baseline'],
      [['--dry-run'], 'a --dry-run sweep would tell the engine nothing changed'],
    ] as const) {
      const r = spawnSync(process.execPath, [BIN, '--sweep', ...args], { cwd: dir, env, encoding: 'utf8' });
      expect(r.status, explain(r)).toBe(2);
      expect(r.stderr).toContain(message);
      expect(status(dir, env)).toBe('');
    }
  });

  it('exits 4 on an internal error, and still writes the ledger line', async () => {
    const { dir } = repo({ 'src/client.js': V3_CALL });
    const out = tempDir('out');
    const { main } = await import('../src/cli/main.js');
    const stderr: string[] = [];
    const code = await main(['--sweep', '--ledger', path.join(out, 'l.jsonl')], {
      // The fix run's report cannot be written: a fault of the tool's, not of the repository.
      stdout: { write: () => { throw new Error('boom'); } },
      stderr: { write: (s: string) => stderr.push(s) },
      cwd: dir,
      isTTY: false,
      env: {},
    });
    expect(code).toBe(4);
    expect(stderr.join('')).toContain('internal error: Error: boom');
    expect(JSON.parse(fs.readFileSync(path.join(out, 'l.jsonl'), 'utf8'))).toMatchObject({ status: 'error', errors: [{ file: '.' }] });
  });

  it('needs --sweep for its outputs', async () => {
    const dir = tempProject({ 'a.js': V4_CALL });
    const r = await runCli(['--ledger', '/tmp/x.jsonl'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--ledger needs --sweep.');
  });
});

describe('the merge request description', () => {
  it('stays within its bound with many findings, saying how many are left out', () => {
    const many = Array.from({ length: 3000 }, (_, i) => ({ file: `src/f${i}.js`, line: i + 1, ruleId: 'builds-to-jobs', change: '9.0/12', tier: 'manual' as const, severity: 'error', message: 'x'.repeat(40) }));
    const entry: LedgerEntry = {
      ledgerVersion: 1,
      repository: { remote: null, commit: null, path: '.' },
      tool: { name: 'gitlab-v4-migrate', version: '0.1.0', command: ['--sweep'] },
      status: 'needs-person',
      fixes: [],
      remaining: many,
      blockers: [],
      errors: [],
    };
    const text = mrDescription(entry);
    expect(text.length).toBeLessThanOrEqual(20_000);
    expect(text).toMatch(/… and \d+ more \(all of them are in the sweep ledger\)/);
    expect(mrDescription(entry)).toBe(text);
  });
});
